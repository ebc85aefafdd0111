/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Map-Chips' data: the chip set read from rules/mapchips/chips.json (colours, values, prices, island
 * stacks), refused whole with the file named, and the map's colours checked against it. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mc_internal.h"

/* A problem with the chip set's file: the message (marked CARC_N_) with the file named around it. */
static bool bad(carc_err *err, const char *path, const char *key)
{
    carc_err_pick(err, CARC_E_FORMAT, key);
    carc_err_wrap(err, "%s: %s", path);
    return false;
}

int mc_get_int(const cJSON *o, const char *key, int dflt)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!v)
        return dflt;
    if (!cJSON_IsNumber(v) || !(v->valuedouble > -1e6 && v->valuedouble < 1e6) || v->valuedouble != (double)(int)v->valuedouble)
        return INT_MIN;
    return (int)v->valuedouble;
}

/* A wine costs wine_points in chips of one colour and one value (seed 003: one 2 or two 1s, never
 * 1 + 2). Refuse a price that some chip value pays with more chips than a sale action can name, or
 * that no chip value pays at all. */
static bool wine_price_ok(const mc_data *d)
{
    bool payable = false;
    for (int k = 0; k < d->nkinds; k++) {
        int v = d->kind[k].value;
        if (d->wine_points % v)
            continue;
        if (d->wine_points / v > MC_MAX_PAY)
            return false;
        payable = true;
    }
    return payable;
}

bool mc_load(const char *dir, void **out, carc_err *err)
{
    char path[600];
    snprintf(path, sizeof path, "%.500s/rules/mapchips/chips.json", dir);
    cJSON *root = carc_load_json(path, err);
    if (!root)
        return false;
    mc_data *d = calloc(1, sizeof *d);
    const cJSON *colors = cJSON_GetObjectItemCaseSensitive(root, "colors"), *chips = cJSON_GetObjectItemCaseSensitive(root, "chips"), *v;
    const cJSON *sale = cJSON_GetObjectItemCaseSensitive(root, "sale"), *isl = cJSON_GetObjectItemCaseSensitive(root, "island_stacks");
    bool ok = d != NULL;
    if (!ok)
        bad(err, path, CARC_N_("out of memory"));
    if (ok && (!cJSON_IsArray(colors) || cJSON_GetArraySize(colors) < 1 || cJSON_GetArraySize(colors) > MC_MAX_COLORS))
        ok = bad(err, path, CARC_N_("\"colors\" must list 1 to 4 colour names"));
    if (!ok)
        colors = NULL;
    cJSON_ArrayForEach(v, colors)
    {
        if (!cJSON_IsString(v) || strlen(v->valuestring) >= sizeof d->color[0]) {
            ok = bad(err, path, CARC_N_("bad colour name"));
            break;
        }
        snprintf(d->color[d->ncolors++], sizeof d->color[0], "%s", v->valuestring);
    }
    if (ok && (!cJSON_IsArray(chips) || cJSON_GetArraySize(chips) < 1 || cJSON_GetArraySize(chips) > 4))
        ok = bad(err, path, CARC_N_("\"chips\" must list 1 to 4 {value, count}"));
    if (!ok)
        chips = NULL;
    cJSON_ArrayForEach(v, chips)
    {
        int value = mc_get_int(v, "value", 0), count = mc_get_int(v, "count", -1);
        if (value < 1 || value > MC_MAX_VALUE || count < 0 || count > 16) {
            ok = bad(err, path, CARC_N_("each chip kind needs a whole \"value\" from 1 to 16 and a \"count\" from 0 to 16"));
            break;
        }
        for (int k = 0; k < d->nkinds; k++)
            if (d->kind[k].value == value)
                ok = bad(err, path, CARC_N_("two chip kinds have the same \"value\""));
        d->kind[d->nkinds].value = value;
        d->kind[d->nkinds++].count = count;
        d->total += count;
    }
    if (ok && d->total * d->ncolors > MC_MAX_CHIPS)
        ok = bad(err, path, CARC_N_("more than 64 chips in the set"));
    if (ok) {
        d->wine_points = mc_get_int(root, "wine_points", 2);
        d->abroad_points = mc_get_int(sale, "abroad", -1);
        d->town_points = mc_get_int(sale, "town", -1);
        d->stacks = mc_get_int(isl, "stacks_per_island", 2);
        d->stack_tiles = mc_get_int(isl, "tiles_per_stack", 5);
        d->total *= d->ncolors;
        if (d->abroad_points < 0 || d->town_points < 0 || d->abroad_points > 1000 || d->town_points > 1000)
            ok = bad(err, path, CARC_N_("\"sale\" must give whole \"abroad\" and \"town\" points from 0 to 1000"));
        else if (d->wine_points < 1 || d->wine_points > MC_MAX_VALUE * MC_MAX_PAY || !wine_price_ok(d))
            ok = bad(err, path, CARC_N_("\"wine_points\": a whole price that some chip value pays with 1 to 4 chips, and none with more"));
        else if (d->stacks < 1 || d->stacks > 2 || d->stack_tiles < 1 || d->stack_tiles > MC_STACK_MAX)
            ok = bad(err, path, CARC_N_("\"island_stacks\": 1-2 stacks of 1-8 tiles"));
    }
    cJSON_Delete(root);
    if (!ok) {
        free(d);
        return false;
    }
    snprintf(d->path, sizeof d->path, "%.150s", path);
    *out = d;
    return true;
}

const mc_data *mc_data_of(const carc_game *g)
{
    return carc_game_module_data(g, &carc_module_mapchips);
}

int mc_color_index(const carc_game *g, const char *name)
{
    const mc_data *d = mc_data_of(g);
    char key[16];
    carc_map_color_key(name, key, sizeof key);
    for (int c = 0; c < d->ncolors; c++)
        if (strcmp(d->color[c], key) == 0)
            return c;
    return -1;
}

/* The map's colours (islands, wines) must be colours of the chip set; the message names both files,
 * as either may be the wrong one. */
bool mc_map_fits_set(const carc_game *g, const carc_map *m, carc_err *err)
{
    const mc_data *d = mc_data_of(g);
    for (int i = 0; i < m->nislands; i++)
        if (mc_color_index(g, m->island[i].color) < 0)
            return !carc_err_set(err, CARC_E_SETUP, "%s: an island has the colour \"%s\", which is not a chip colour of %s", m->source,
                                 m->island[i].color, d->path);
    for (int i = 0; i < m->ntowns + m->nstarts; i++) {
        const map_named *t = i < m->ntowns ? &m->town[i] : &m->start[i - m->ntowns];
        if (t->wine[0] && mc_color_index(g, t->wine) < 0)
            return !carc_err_set(err, CARC_E_SETUP, "%s: %s has the colour \"%s\", which is not a chip colour of %s", m->source, t->name,
                                 t->wine, d->path);
    }
    int want = m->map_chips;
    if (want > d->total)
        return !carc_err_set(err, CARC_E_SETUP, "%s: \"map_chips\" %s, but %s has %s chips", m->source, CARC_ERR_INT(want), d->path,
                             CARC_ERR_INT(d->total));
    return true;
}
