/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Map-Chips' layout: the whole set made, then laid face down on the map, where setup.chips (a saved
 * game, a scenario) says or spread at random over the squares the rules allow. */
#include <stdlib.h>

#include "mc_internal.h"

static bool next_to(int x, int y, int ox, int oy)
{
    return abs(x - ox) + abs(y - oy) == 1;
}

/* Squares where the rules let a chip lie: the kinds of square the map allows ("chips_on": Benelux
 * plain land, France also towns and the unused start square), neither on nor next to a start square
 * in use, nor in front of a large city's open edge. */
static bool chip_square_allowed(const carc_game *g, const carc_map *m, int x, int y)
{
    if (!(m->chip_kinds >> m->square[y][x] & 1))
        return false;
    map_point starts[MAP_MAX_NAMED];
    int n = carc_map_starts_in_use(g, starts, MAP_MAX_NAMED);
    for (int i = 0; i < n; i++)
        if ((x == starts[i].x && y == starts[i].y) || next_to(x, y, starts[i].x, starts[i].y))
            return false;
    for (int c = 0; c < m->ncities; c++)
        for (int o = 0; o < m->city[c].nopen; o++) {
            int side = m->city[c].open[o].side;
            if (x == m->city[c].open[o].at.x + carc_dx[side] && y == m->city[c].open[o].at.y + carc_dy[side])
                return false;
        }
    return true;
}

/* Spread chips evenly: first keep them apart diagonally too, then only orthogonally (the rule). */
static void place_random(carc_game *g, mc_state *st, const carc_map *m, int count)
{
    int cand[MAP_MAX_DIM * MAP_MAX_DIM]; /* 9 KiB on the stack: no shared buffer, so games may be set up side by side */
    int n = 0, placed = 0;
    for (int y = 0; y < m->height; y++)
        for (int x = 0; x < m->width; x++)
            if (chip_square_allowed(g, m, x, y))
                cand[n++] = y * MAP_MAX_DIM + x;
    for (int i = n - 1; i > 0; i--) {
        int j = carc_rng_below(g->rng, i + 1), t = cand[i];
        cand[i] = cand[j];
        cand[j] = t;
    }
    for (int spacing = 2; spacing >= 1; spacing--)
        for (int i = 0; i < n && placed < count; i++) {
            int x = cand[i] % MAP_MAX_DIM, y = cand[i] / MAP_MAX_DIM;
            bool ok = cand[i] >= 0;
            for (int k = 0; k < placed && ok; k++) {
                int dx = abs(st->chip[k].x - x), dy = abs(st->chip[k].y - y);
                ok = spacing == 2 ? (dx > 1 || dy > 1) : dx + dy > 1;
            }
            if (!ok)
                continue;
            st->chip[placed].x = (int8_t)x;
            st->chip[placed].y = (int8_t)y;
            st->chip[placed++].owner = MC_ON_MAP;
            cand[i] = -1;
        }
}

static bool place_given(carc_game *g, mc_state *st, const carc_map *m, const cJSON *list, carc_err *err)
{
    if (!cJSON_IsArray(list))
        return !carc_err_set(err, CARC_E_SETUP, "setup.chips must list {\"x\", \"y\", \"color\", \"value\"}");
    const cJSON *o;
    int placed = 0;
    cJSON_ArrayForEach(o, list)
    {
        int x = mc_get_int(o, "x", -1), y = mc_get_int(o, "y", -1), value = mc_get_int(o, "value", 0);
        const cJSON *color = cJSON_GetObjectItemCaseSensitive(o, "color");
        int c = cJSON_IsString(color) ? mc_color_index(g, color->valuestring) : -1;
        if (!carc_map_in(m, x, y) || c < 0)
            return !carc_err_set(err, CARC_E_SETUP, "setup.chips: each chip needs \"x\", \"y\" on the map and a \"color\" of the set");
        int k = m->square[y][x];
        if (k != MAP_LAND && k != MAP_TOWN && k != MAP_START)
            return !carc_err_set(err, CARC_E_SETUP, "setup.chips: a chip lies on a square no tile can take");
        map_point starts[MAP_MAX_NAMED];
        for (int i = carc_map_starts_in_use(g, starts, MAP_MAX_NAMED) - 1; i >= 0; i--)
            if (starts[i].x == x && starts[i].y == y)
                return !carc_err_set(err, CARC_E_SETUP, "setup.chips: a chip lies under a start tile (a start square in use)");
        int free_chip = -1;
        for (int i = 0; i < st->nchips; i++) {
            if (st->chip[i].owner == MC_ON_MAP && st->chip[i].x == x && st->chip[i].y == y)
                return !carc_err_set(err, CARC_E_SETUP, "setup.chips: two chips on one square");
            if (free_chip < 0 && st->chip[i].owner == MC_OUT && st->chip[i].color == c && st->chip[i].value == value)
                free_chip = i;
        }
        if (free_chip < 0)
            return !carc_err_set(err, CARC_E_SETUP, "setup.chips: more chips of that colour and value than the set has");
        /* chips keep the order of the list (a saved game's order), so a reloaded game pays and
         * reveals the same chips in the same order as the game that was saved */
        mc_chip chip = st->chip[free_chip];
        st->chip[free_chip] = st->chip[placed];
        st->chip[placed] = chip;
        st->chip[placed].x = (int8_t)x;
        st->chip[placed].y = (int8_t)y;
        st->chip[placed++].owner = MC_ON_MAP;
    }
    return true;
}

/* The whole set, all out of the game until placed. */
static void make_set(const carc_game *g, mc_state *st)
{
    const mc_data *d = mc_data_of(g);
    for (int c = 0; c < d->ncolors; c++)
        for (int k = 0; k < d->nkinds; k++)
            for (int i = 0; i < d->kind[k].count && st->nchips < MC_MAX_CHIPS; i++)
                st->chip[st->nchips++] = (mc_chip){0, 0, (uint8_t)c, (uint8_t)d->kind[k].value, MC_OUT, false, 0};
}

/* given: setup.chips, or NULL to lay them at random */
bool mc_layout_chips(carc_game *g, mc_state *st, const carc_map *m, const cJSON *given, carc_err *err)
{
    make_set(g, st);
    if (given)
        return place_given(g, st, m, given, err);
    for (int i = st->nchips - 1; i > 0; i--) { /* which chips go on the map, unseen */
        int j = carc_rng_below(g->rng, i + 1);
        mc_chip t = st->chip[i];
        st->chip[i] = st->chip[j];
        st->chip[j] = t;
    }
    int count = m->map_chips ? m->map_chips : st->islands ? 20 : st->nchips;
    place_random(g, st, m, count < st->nchips ? count : st->nchips);
    return true;
}
