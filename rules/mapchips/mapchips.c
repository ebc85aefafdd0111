/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Map-Chips (mini-expansion for Carcassonne Maps): chips face down on the map, collected by the tile
 * placed on their square. What they are for follows the map's printed elements: where the map has
 * islands (Benelux) a chip pays for a face-up island tile instead of a draw; where it has wine towns
 * or border connections with coats of arms (France) two points of one colour sell as a wine. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mc_internal.h"

/* The module's phases: g->phase_name is the pointer pending_phase returned, so compared as an id. */
static const char PHASE_SOURCE[] = MC_PHASE_SOURCE, PHASE_SELL[] = MC_PHASE_SELL;

carc_event *mc_chip_event(carc_game *g, const char *name, int player, const mc_chip *c)
{
    carc_event *e = carc_event_push(g, CARC_EV_MODULE, name);
    e->player = player;
    e->has_pos = true;
    e->x = c->x;
    e->y = c->y;
    e->value = c->value;
    snprintf(e->label, sizeof e->label, "%s", mc_data_of(g)->color[c->color]);
    return e;
}

/* ---- hooks ---- */

static bool mc_setup(carc_game *g, void *vst, const carc_setup *s, carc_err *err)
{
    mc_state *st = vst;
    const carc_map *m = carc_map_of(g);
    if (!m)
        return !carc_err_set(err, CARC_E_SETUP, "Map-Chips are played on a map: give setup.map (opencarc-cli --map NAME)");
    if (!mc_map_fits_set(g, m, err))
        return false;
    st->used_island = st->used_stack = -1;
    st->islands = m->nislands > 0;
    for (int t = 0; t < m->ntowns + m->nstarts; t++)
        st->wine |= (t < m->ntowns ? m->town[t].wine : m->start[t - m->ntowns].wine)[0] != 0;
    for (int b = 0; b < m->nborder; b++)
        st->wine |= m->border[b].arms;
    if (!mc_layout_chips(g, st, m, s->json ? cJSON_GetObjectItemCaseSensitive(s->json, "chips") : NULL, err))
        return false;
    if (st->islands && !mc_islands_deal(g, st, m, s->json ? cJSON_GetObjectItemCaseSensitive(s->json, "islands") : NULL, err))
        return false;
    carc_category(g, MC_CATEGORY_CHIP);
    carc_category(g, MC_CATEGORY_WINE);
    return true;
}

static const char *mc_pending(carc_game *g, void *vst, int stage)
{
    mc_state *st = vst;
    if (stage == CARC_STAGE_BEFORE_DRAW && st->islands && !st->source_chosen && mc_islands_offered(g, st))
        return PHASE_SOURCE;
    if (stage == CARC_STAGE_AFTER_TILE && st->wine && !st->sale_done && mc_wine_offered(g, st))
        return PHASE_SELL;
    return NULL;
}

static void mc_legal(const carc_game *cg, const void *vst, carc_action_list *out)
{
    const mc_state *st = vst;
    carc_game *g = (carc_game *)cg; /* find() only compresses paths */
    if (g->phase != CARC_PH_MODULE)
        return;
    const char *phase = g->phase_name;
    if (phase == PHASE_SOURCE) {
        carc_action_named(carc_action_list_push(out), MC_ACT_DRAW);
        mc_islands_legal(g, st, out);
    } else if (phase == PHASE_SELL) {
        carc_action_pass(carc_action_list_push(out));
        mc_wine_legal(g, st, out);
    }
}

static int mc_apply(carc_game *g, void *vst, const carc_action *a, carc_err *err)
{
    mc_state *st = vst;
    const char *phase = g->phase == CARC_PH_MODULE && g->mods[g->phase_mod] == &carc_module_mapchips ? g->phase_name : "";
    bool other = a->kind == CARC_ACT_OTHER;
    bool draw = other && strcmp(a->act, MC_ACT_DRAW) == 0, island = other && strcmp(a->act, MC_ACT_ISLAND) == 0;
    bool sell = other && strcmp(a->act, MC_ACT_SELL) == 0;
    if (phase == PHASE_SOURCE) {
        if (draw) {
            st->source_chosen = true;
            return CARC_OK;
        }
        return island ? mc_islands_apply(g, st, a, err) : CARC_NOT_MINE;
    }
    if (phase == PHASE_SELL) {
        if (a->kind == CARC_ACT_PASS) {
            st->sale_done = true;
            return CARC_OK;
        }
        return sell ? mc_wine_apply(g, st, a, err) : CARC_NOT_MINE;
    }
    if (draw || island)
        return carc_err_set(err, CARC_E_PHASE, "the tile's source is chosen at the start of a turn, by a player holding a chip");
    if (sell)
        return carc_err_set(err, CARC_E_PHASE, "wine is sold right after placing a tile that allows a sale, once a turn");
    return CARC_NOT_MINE;
}

static void mc_tile_placed(carc_game *g, void *vst, int bi)
{
    mc_state *st = vst;
    const carc_board_tile *t = &g->tiles[bi];
    for (int i = 0; i < st->nchips; i++) {
        mc_chip *c = &st->chip[i];
        if (c->owner != MC_ON_MAP || c->x != t->x || c->y != t->y)
            continue;
        c->owner = (int8_t)g->player;
        c->shown = true;
        c->turn = (int16_t)g->turn;
        mc_chip_event(g, MC_EV_COLLECTED, g->player, c);
        carc_score_add(g, g->player, c->value, MC_CATEGORY_CHIP, -1);
    }
}

static void mc_turn_end(carc_game *g, void *vst)
{
    mc_state *st = vst;
    mc_islands_turn_end(g, st);
    st->used_island = st->used_stack = -1;
    st->source_chosen = st->sale_done = false;
}

/* ---- hidden information ---- */

/* What no one has seen: the faces of chips still face down on the map or left out unseen, and the
 * island tiles under the face-up ones, which came from the same supply as the face-down stack. */
static void mc_determinize(carc_game *g, void *vst, int viewer, uint64_t rng[4])
{
    (void)viewer; /* the same for every player */
    mc_state *st = vst;
    int face[MC_MAX_CHIPS], slot[MC_MAX_CHIPS], n = 0;
    for (int i = 0; i < st->nchips; i++)
        if (!st->chip[i].shown && (st->chip[i].owner == MC_ON_MAP || st->chip[i].owner == MC_OUT)) {
            slot[n] = i;
            face[n++] = st->chip[i].color << 8 | st->chip[i].value;
        }
    carc_shuffle_unseen(face, n, rng);
    for (int k = 0; k < n; k++) {
        st->chip[slot[k]].color = (uint8_t)(face[k] >> 8);
        st->chip[slot[k]].value = (uint8_t)(face[k] & 0xff);
    }
    if (st->islands)
        mc_islands_determinize(g, st, rng);
}

/* ---- saving and describing ---- */

/* Chips still on the map lie face down; island stacks show only their top tile, and not even that on
 * the stack taken from this turn: its next tile is turned face up at the end of the turn (RULES.md 4),
 * as determinize and describe also have it. */
static void mc_mask_view(const carc_game *g, const void *vst, int viewer, cJSON *game, const int *actors)
{
    (void)viewer, (void)actors;
    const mc_state *st = vst;
    cJSON *setup = cJSON_GetObjectItemCaseSensitive(game, "setup");
    int i = 0;
    cJSON *c;
    cJSON_ArrayForEach(c, cJSON_GetObjectItemCaseSensitive(setup, "chips"))
    {
        while (i < st->nchips && st->chip[i].owner == MC_OUT && st->chip[i].turn == 0 && !(st->chip[i].x || st->chip[i].y))
            i++;
        if (i < st->nchips && st->chip[i].owner == MC_ON_MAP) {
            cJSON_ReplaceItemInObjectCaseSensitive(c, "color", cJSON_CreateString("?"));
            cJSON_ReplaceItemInObjectCaseSensitive(c, "value", cJSON_CreateString("?"));
        }
        i++;
    }
    if (st->islands)
        mc_islands_mask(g, st, setup);
}

/* The other way: each face-down chip ("?") gets a face of the set not seen on the map or in a hand. */
static bool mc_unmask_setup(const carc_game *probe, const void *vst, cJSON *setup, int *unseen, carc_err *err)
{
    const mc_state *st = vst;
    const mc_data *d = mc_data_of(probe);
    int left[MC_MAX_COLORS][4] = {{0}};
    for (int c = 0; c < d->ncolors; c++)
        for (int k = 0; k < d->nkinds; k++)
            left[c][k] = d->kind[k].count;
    cJSON *chips = cJSON_GetObjectItemCaseSensitive(setup, "chips"), *o;
    cJSON_ArrayForEach(o, chips)
    { /* the faces seen */
        const cJSON *color = cJSON_GetObjectItemCaseSensitive(o, "color");
        int c = cJSON_IsString(color) ? mc_color_index(probe, color->valuestring) : -1, value = mc_get_int(o, "value", -1);
        for (int k = 0; c >= 0 && k < d->nkinds; k++)
            if (d->kind[k].value == value)
                left[c][k]--;
    }
    cJSON_ArrayForEach(o, chips)
    {
        const cJSON *color = cJSON_GetObjectItemCaseSensitive(o, "color");
        if (!cJSON_IsString(color) || strcmp(color->valuestring, "?") != 0)
            continue;
        int c = 0, k = 0;
        while (c < d->ncolors && left[c][k] <= 0)
            if (++k == d->nkinds)
                k = 0, c++;
        if (c == d->ncolors)
            return !carc_err_set(err, CARC_E_SETUP, "setup.chips: more face-down chips than the set has");
        left[c][k]--;
        cJSON_DeleteItemFromObjectCaseSensitive(o, "color"); /* "value" may be missing: replaced or added */
        cJSON_DeleteItemFromObjectCaseSensitive(o, "value");
        cJSON_AddStringToObject(o, "color", d->color[c]);
        cJSON_AddNumberToObject(o, "value", d->kind[k].value);
    }
    return !st->islands || mc_islands_unmask(probe, setup, unseen, err);
}

static void mc_save_setup(const carc_game *g, const void *vst, cJSON *setup)
{
    const mc_state *st = vst;
    const mc_data *d = mc_data_of(g);
    cJSON_DeleteItemFromObject(setup, "chips");
    cJSON *chips = cJSON_AddArrayToObject(setup, "chips");
    for (int i = 0; i < st->nchips; i++) {
        const mc_chip *c = &st->chip[i];
        if (c->owner == MC_OUT && c->turn == 0 && !(c->x || c->y))
            continue; /* never on the map */
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "x", c->x);
        cJSON_AddNumberToObject(o, "y", c->y);
        cJSON_AddStringToObject(o, "color", d->color[c->color]);
        cJSON_AddNumberToObject(o, "value", c->value);
        cJSON_AddItemToArray(chips, o);
    }
    if (st->islands)
        mc_islands_save(g, st, setup);
}

static void view_of(const carc_game *g, const mc_state *st, mc_view *out)
{
    const mc_data *d = mc_data_of(g);
    memset(out, 0, sizeof *out);
    out->islands = st->islands;
    out->wine = st->wine;
    out->ncolors = d->ncolors;
    memcpy(out->color, d->color, sizeof out->color);
    out->wine_points = d->wine_points;
    out->abroad_points = d->abroad_points;
    out->town_points = d->town_points;
    out->total = st->nchips;
    for (int i = 0; i < st->nchips; i++) {
        const mc_chip *c = &st->chip[i];
        if (c->owner == MC_ON_MAP) {
            out->on_map[out->non_map].x = c->x;
            out->on_map[out->non_map].y = c->y;
            out->non_map++;
        } else if (c->owner >= 0 && c->owner < CARC_MAX_PLAYERS) {
            int p = c->owner, k = out->ntray[p]++;
            out->tray[p][k].color = c->color;
            out->tray[p][k].value = c->value;
            out->tray[p][k].usable = c->turn < g->turn;
        }
        out->out_of_game += c->owner == MC_OUT;
    }
    if (st->islands)
        mc_islands_view(g, st, out);
}

bool mc_view_of(const carc_game *g, mc_view *out)
{
    const mc_state *st = carc_game_module_state(g, &carc_module_mapchips);
    memset(out, 0, sizeof *out);
    if (!st)
        return false;
    view_of(g, st, out);
    return true;
}

/* The JSON of the view (carc_game_modules_json): one description of what everyone sees. */
static cJSON *mc_describe(const carc_game *g, const void *vst)
{
    mc_view v;
    view_of(g, vst, &v);
    cJSON *j = cJSON_CreateObject();
    cJSON_AddBoolToObject(j, "islands_in_play", v.islands);
    cJSON_AddBoolToObject(j, "wine_in_play", v.wine);
    cJSON *on_map = cJSON_AddArrayToObject(j, "on_map"); /* face down: where, not what */
    for (int i = 0; i < v.non_map; i++) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "x", v.on_map[i].x);
        cJSON_AddNumberToObject(o, "y", v.on_map[i].y);
        cJSON_AddItemToArray(on_map, o);
    }
    cJSON *trays = cJSON_AddArrayToObject(j, "trays");
    for (int p = 0; p < g->nplayers && p < CARC_MAX_PLAYERS; p++) {
        cJSON *tray = cJSON_CreateArray();
        for (int i = 0; i < v.ntray[p]; i++) {
            cJSON *o = cJSON_CreateObject();
            cJSON_AddStringToObject(o, "color", v.color[v.tray[p][i].color]);
            cJSON_AddNumberToObject(o, "value", v.tray[p][i].value);
            cJSON_AddBoolToObject(o, "usable_for_island", v.tray[p][i].usable);
            cJSON_AddItemToArray(tray, o);
        }
        cJSON_AddItemToArray(trays, tray);
    }
    cJSON_AddNumberToObject(j, "out_of_game", v.out_of_game);
    cJSON *colors = cJSON_AddArrayToObject(j, "colors"); /* the set's colours, as its data lists them */
    for (int c = 0; c < v.ncolors; c++)
        cJSON_AddItemToArray(colors, cJSON_CreateString(v.color[c]));
    cJSON_AddNumberToObject(j, "wine_points", v.wine_points); /* what chips of one colour a wine takes */
    cJSON *sale = cJSON_AddObjectToObject(j, "sale");         /* what a wine fetches */
    cJSON_AddNumberToObject(sale, "abroad", v.abroad_points);
    cJSON_AddNumberToObject(sale, "town", v.town_points);
    cJSON_AddNumberToObject(j, "total", v.total);
    if (v.islands) {
        cJSON *isl = cJSON_AddArrayToObject(j, "island_stacks");
        for (int i = 0; i < v.nstacks; i++) {
            cJSON *o = cJSON_CreateObject();
            cJSON_AddStringToObject(o, "color", v.stack[i].color >= 0 ? v.color[v.stack[i].color] : "");
            cJSON_AddNumberToObject(o, "stack", v.stack[i].stack);
            cJSON_AddNumberToObject(o, "x", v.stack[i].x);
            cJSON_AddNumberToObject(o, "y", v.stack[i].y);
            cJSON_AddNumberToObject(o, "left", v.stack[i].left);
            if (v.stack[i].top >= 0)
                cJSON_AddStringToObject(o, "top", carc_rules_tile_id(g->rules, v.stack[i].top));
            cJSON_AddItemToArray(isl, o);
        }
    }
    return j;
}

const char *mc_set_color(const carc_rules *R, int i)
{
    const mc_data *d = carc_rules_module_data(R, &carc_module_mapchips);
    return d && i >= 0 && i < d->ncolors ? d->color[i] : NULL;
}

int mc_set_value(const carc_rules *R, int i)
{
    const mc_data *d = carc_rules_module_data(R, &carc_module_mapchips);
    return d && i >= 0 && i < d->nkinds ? d->kind[i].value : -1;
}

static const carc_action_spec mapchips_actions[] = {
    {.act = MC_ACT_DRAW},
    {.act = MC_ACT_ISLAND, .fields = {{MC_F_COLOR, CARC_FT_LABEL, false}, {MC_F_STACK, CARC_FT_NUMBER, false}}},
    {.act = MC_ACT_SELL,
     .fields = {{MC_F_COLOR, CARC_FT_LABEL, false}, {MC_F_TO, CARC_FT_LABEL, false}, {MC_F_CHIPS, CARC_FT_NUMBERS, false}}},
    {.act = NULL},
};

const carc_module carc_module_mapchips = {
    .name = MC_MODULE,
    .title = CARC_N_("Map-Chips"),
    .optional = true,
    .requires = "maps",
    .state_size = sizeof(mc_state),
    .load_data = mc_load,
    .free_data = free,
    .setup = mc_setup,
    .pending_phase = mc_pending,
    .legal_actions = mc_legal,
    .apply = mc_apply,
    .actions = mapchips_actions,
    .on_tile_placed = mc_tile_placed,
    .on_turn_end = mc_turn_end,
    .determinize = mc_determinize,
    .outlook = mc_wine_outlook,
    .tiles_held = mc_islands_held,
    .save_setup = mc_save_setup,
    .describe = mc_describe,
    .mask_view = mc_mask_view,
    .unmask_setup = mc_unmask_setup,
};
