/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The event queue the front ends drain, and its JSON form for the CLI's replay output. */
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

#include "carc_internal.h"

static void *grow(void *v, int *cap, size_t elem)
{
    int nc = *cap ? *cap * 2 : 256;
    void *nv = realloc(v, (size_t)nc * elem);
    if (!nv)
        abort();
    *cap = nc;
    return nv;
}

carc_event *carc_event_push(carc_game *g, int type, const char *name)
{
    if (!g->recording)
        return &g->scratch_event; /* filled and forgotten */
    if (g->nevents == g->cap_events)
        g->events = grow(g->events, &g->cap_events, sizeof *g->events);
    carc_event *e = &g->events[g->nevents++];
    memset(e, 0, sizeof *e);
    e->type = type;
    e->name = name;
    e->player = e->tile = e->feature = e->at = e->value = -1;
    return e;
}

int carc_event_coords_push(carc_game *g, int x, int y)
{
    if (!g->recording)
        return 0;
    if (g->ncoords + 2 > g->cap_coords)
        g->coords = grow(g->coords, &g->cap_coords, sizeof *g->coords);
    g->coords[g->ncoords++] = x;
    g->coords[g->ncoords++] = y;
    return g->ncoords - 2;
}

const carc_event *carc_game_events(const carc_game *g, int *count)
{
    *count = g->nevents;
    return g->events;
}

const int *carc_game_event_coords(const carc_game *g)
{
    return g->coords;
}

void carc_game_clear_events(carc_game *g)
{
    g->nevents = 0;
    g->ncoords = 0;
}

cJSON *carc_event_to_json(const carc_game *g, const carc_event *e)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "type", e->name);
    if (e->player >= 0)
        cJSON_AddNumberToObject(j, "player", e->player);
    if (e->tile >= 0)
        cJSON_AddStringToObject(j, "tile", carc_rules_tile_id(g->rules, e->tile));
    if (e->has_pos) {
        cJSON_AddNumberToObject(j, "x", e->x);
        cJSON_AddNumberToObject(j, "y", e->y);
        cJSON_AddNumberToObject(j, "rot", e->rot);
    }
    if (e->at >= 0)
        cJSON_AddStringToObject(j, "at", carc_loc_name(e->at));
    if (e->reason)
        cJSON_AddStringToObject(j, "reason", e->reason);
    if (e->modifier)
        cJSON_AddStringToObject(j, "modifier", e->modifier);
    if (e->figure)
        cJSON_AddStringToObject(j, "figure", e->figure);
    if (e->secret)
        cJSON_AddTrueToObject(j, "secret");
    if (e->type == CARC_EV_POINTS || e->amount)
        cJSON_AddNumberToObject(j, "amount", e->amount);
    if (e->feature >= 0)
        cJSON_AddNumberToObject(j, "feature", e->feature);
    if (e->value >= 0)
        cJSON_AddNumberToObject(j, "value", e->value);
    if (e->label[0])
        cJSON_AddStringToObject(j, "label", e->label);
    if (e->list_len > 0) {
        cJSON *tiles = cJSON_AddArrayToObject(j, "tiles");
        for (int i = 0; i < e->list_len; i++) {
            const int *c = &g->coords[e->list_off + 2 * i];
            cJSON *xy = cJSON_CreateArray();
            cJSON_AddItemToArray(xy, cJSON_CreateNumber(c[0]));
            cJSON_AddItemToArray(xy, cJSON_CreateNumber(c[1]));
            cJSON_AddItemToArray(tiles, xy);
        }
    }
    return j;
}
