/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne Maps as a rules module: the board becomes a finite map (rules/maps/<name>.json, or an
 * inline setup.map) with land, sea, start squares, towns, large cities and printed border features.
 * It shapes the board through the core's board hooks and places the start tiles. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../engine/carc_internal.h"
#include "maps.h"

extern const carc_module carc_module_maps;

typedef struct maps_data {
    int nmaps;
    carc_map *maps;
    char (*file)[700]; /* each map's file (carc_map.source may be cut short) */
} maps_data;

typedef struct map_edge {
    int8_t kind;  /* enum carc_border_kind */
    int16_t node; /* printed feature to join, -1 */
} map_edge;

typedef struct start_place {
    int square, tile, rot; /* tile and rot -1: chosen at random */
} start_place;

/* Copyable as bytes: the map is named by index, never by a pointer (into the rules or into itself). */
typedef struct maps_state {
    int map_index; /* into the rules' maps; -1: own */
    carc_map own;  /* an inline map */
    map_edge edge[MAP_MAX_DIM][MAP_MAX_DIM][4];
    int nstart;
    start_place start[MAP_MAX_NAMED];
} maps_state;

/* ---- data ---- */

static bool maps_load(const char *dir, void **out, carc_err *err)
{
    char path[700];
    snprintf(path, sizeof path, "%.500s/rules/maps/index.json", dir);
    cJSON *index = carc_load_json(path, err);
    if (!index)
        return false;
    const cJSON *names = cJSON_GetObjectItemCaseSensitive(index, "maps"), *n;
    maps_data *d = calloc(1, sizeof *d);
    bool ok = d && cJSON_IsArray(names);
    if (!ok) {
        carc_err_set(err, CARC_E_FORMAT, "%s: \"maps\" must list the shipped map names", path);
    } else {
        d->maps = calloc((size_t)cJSON_GetArraySize(names) + 1, sizeof *d->maps);
        d->file = calloc((size_t)cJSON_GetArraySize(names) + 1, sizeof *d->file);
        ok = d->maps && d->file;
    }
    if (!ok)
        names = NULL;
    cJSON_ArrayForEach(n, names)
    {
        if (!cJSON_IsString(n) || strlen(n->valuestring) > 60) {
            ok = !carc_err_set(err, CARC_E_FORMAT, "%s: map names must be short strings", path);
            break;
        }
        snprintf(path, sizeof path, "%.500s/rules/maps/%s.json", dir, n->valuestring);
        cJSON *mj = carc_load_json(path, err);
        ok = mj && carc_map_parse(mj, path, &d->maps[d->nmaps], err);
        if (ok && !d->maps[d->nmaps].name[0])
            snprintf(d->maps[d->nmaps].name, sizeof d->maps[0].name, "%s", n->valuestring);
        cJSON_Delete(mj);
        if (!ok)
            break;
        snprintf(d->file[d->nmaps++], sizeof d->file[0], "%s", path);
    }
    cJSON_Delete(index);
    if (!ok) {
        err->code = CARC_E_FORMAT;
        if (d) {
            free(d->maps);
            free(d->file);
        }
        free(d);
        return false;
    }
    *out = d;
    return true;
}

static void maps_free(void *vd)
{
    maps_data *d = vd;
    free(d->maps);
    free(d->file);
    free(d);
}

/* The shipped maps a setup's "map" may name, in index.json's order. */
static const char *maps_choice(const void *vd, int i)
{
    const maps_data *d = vd;
    return d && i < d->nmaps ? d->maps[i].name : NULL;
}

static const char *maps_choice_title(const void *vd, int i)
{
    const maps_data *d = vd;
    return d && i < d->nmaps ? d->maps[i].title : NULL;
}

const carc_map *carc_map_shipped(const carc_rules *R, int i, const char **file)
{
    const maps_data *d = carc_rules_module_data(R, &carc_module_maps);
    if (!d || i < 0 || i >= d->nmaps)
        return NULL;
    *file = d->file[i];
    return &d->maps[i];
}

static const carc_map *map_of(const carc_game *g, const maps_state *st)
{
    if (st->map_index < 0)
        return &st->own;
    return &((const maps_data *)carc_game_module_data(g, &carc_module_maps))->maps[st->map_index];
}

const carc_map *carc_map_of(const carc_game *g)
{
    const maps_state *st = carc_game_module_state(g, &carc_module_maps);
    return st ? map_of(g, st) : NULL;
}

static bool playable(const carc_map *m, int x, int y)
{
    if (!carc_map_in(m, x, y))
        return false;
    int k = m->square[y][x];
    return k == MAP_LAND || k == MAP_TOWN || k == MAP_START;
}

/* ---- setup ---- */

static bool choose_map(carc_game *g, maps_state *st, const carc_setup *s, carc_err *err)
{
    const cJSON *v = s->json ? cJSON_GetObjectItemCaseSensitive(s->json, "map") : NULL;
    const maps_data *d = carc_game_module_data(g, &carc_module_maps);
    if (cJSON_IsString(v)) {
        char names[200] = "";
        st->map_index = -1;
        for (int i = 0; i < d->nmaps; i++) {
            if (strcmp(d->maps[i].name, v->valuestring) == 0)
                st->map_index = i;
            size_t n = strlen(names);
            snprintf(names + n, sizeof names - n, "%s%s", i ? ", " : "", d->maps[i].name);
        }
        if (st->map_index < 0)
            return !carc_err_set(err, CARC_E_SETUP, "setup.map: there is no map \"%s\" (rules/maps/index.json lists: %s)", v->valuestring,
                                 names);
        return true;
    }
    if (cJSON_IsObject(v)) {
        if (!carc_map_parse(v, "setup.map", &st->own, err))
            return false;
        st->map_index = -1;
        return true;
    }
    return !carc_err_set(err, CARC_E_SETUP,
                         v ? CARC_N_("setup.map must name a map or be a map object") : CARC_N_("playing on a map needs setup.map"));
}

/* What each side of each square faces: open land, the end of the map, or a printed feature. */
static void build_edges(carc_game *g, maps_state *st)
{
    const carc_map *m = map_of(g, st);
    int16_t city_node[MAP_MAX_CITIES];
    for (int c = 0; c < m->ncities; c++) {
        city_node[c] = -1;
        if (m->city[c].nopen == 0)
            continue; /* nothing can join it */
        city_node[c] = (int16_t)carc_feature_printed(g, CARC_CITY, m->city[c].nsquares, m->city[c].arms, m->city[c].nopen);
    }
    for (int y = 0; y < m->height; y++)
        for (int x = 0; x < m->width; x++)
            for (int d = 0; d < 4; d++) {
                int nx = x + carc_dx[d], ny = y + carc_dy[d];
                map_edge *e = &st->edge[y][x][d];
                e->node = -1;
                e->kind = playable(m, nx, ny) ? CARC_BORDER_NONE : CARC_BORDER_NEUTRAL;
                if (!carc_map_in(m, nx, ny) || m->square[ny][nx] != MAP_LARGE_CITY)
                    continue;
                for (int c = 0; c < m->ncities; c++)
                    for (int o = 0; o < m->city[c].nopen; o++)
                        if (m->city[c].open[o].at.x == nx && m->city[c].open[o].at.y == ny && m->city[c].open[o].side == (d + 2) % 4) {
                            e->kind = CARC_BORDER_CITY;
                            e->node = city_node[c];
                        }
            }
    for (int b = 0; b < m->nborder; b++) {
        const map_border *mb = &m->border[b]; /* a printed road or city ends the tile's feature there */
        map_edge *e = &st->edge[mb->at.y][mb->at.x][mb->side];
        e->kind = mb->feature == CARC_ROAD ? CARC_BORDER_ROAD : CARC_BORDER_CITY;
        e->node = -1;
    }
}

static bool parse_start(carc_game *g, maps_state *st, const cJSON *list, carc_err *err)
{
    const carc_map *m = map_of(g, st);
    if (!list)
        return true;
    int want = m->nstarts < 2 ? m->nstarts : 2; /* seeds 002, 003: use 2 of the 3 start squares */
    if (!cJSON_IsArray(list) || cJSON_GetArraySize(list) != want)
        return !carc_err_set(err, CARC_E_SETUP, "setup.start must list exactly %s of the map's start squares", want == 2 ? "2" : "1");
    const cJSON *o;
    cJSON_ArrayForEach(o, list)
    {
        start_place *sp = &st->start[st->nstart];
        const cJSON *sq = cJSON_GetObjectItemCaseSensitive(o, "square");
        const cJSON *tile = cJSON_GetObjectItemCaseSensitive(o, "tile");
        const cJSON *rot = cJSON_GetObjectItemCaseSensitive(o, "rot");
        sp->square = sp->tile = sp->rot = -1;
        for (int i = 0; cJSON_IsString(sq) && i < m->nstarts; i++)
            if (strcmp(m->start[i].name, sq->valuestring) == 0)
                sp->square = i;
        if (sp->square < 0)
            return !carc_err_set(err, CARC_E_SETUP, "setup.start: \"square\" must name a start square of the map (%s)", m->start[0].name);
        for (int i = 0; i < st->nstart; i++)
            if (st->start[i].square == sp->square)
                return !carc_err_set(err, CARC_E_SETUP, "setup.start: square %s is named twice", m->start[sp->square].name);
        if (tile && (sp->tile = cJSON_IsString(tile) ? carc_rules_tile_find(g->rules, tile->valuestring) : -1) < 0)
            return !carc_err_set(err, CARC_E_SETUP, "setup.start: unknown tile \"%s\"", cJSON_IsString(tile) ? tile->valuestring : "?");
        if (rot && (!cJSON_IsNumber(rot) || rot->valueint < 0 || rot->valueint > 3))
            return !carc_err_set(err, CARC_E_SETUP, "setup.start: \"rot\" must be 0-3");
        if (rot)
            sp->rot = rot->valueint;
        st->nstart++;
    }
    return true;
}

/* Fill the supply up to the map's recommended count with tiles of a second base set, at random. */
static void fill_supply(carc_game *g, const carc_map *m)
{
    int base = carc_rules_module_find(g->rules, "base"), pool[128], npool = 0;
    for (int t = 0; t < g->rules->ntypes && base >= 0; t++)
        if (g->rules->types[t].module == base)
            for (int i = 0; i < g->rules->types[t].count && npool < 128; i++)
                pool[npool++] = t;
    int need = m->recommended_tiles - 1 - carc_stack_left(g); /* the start tile is not in the stack */
    for (int i = 0; i < need && i < npool; i++) {
        int j = i + carc_rng_below(g->rng, npool - i), t = pool[i];
        pool[i] = pool[j];
        pool[j] = t;
        if (!carc_stack_push(g, pool[i]))
            break;
    }
}

static bool maps_setup(carc_game *g, void *vst, const carc_setup *s, carc_err *err)
{
    maps_state *st = vst;
    if (!choose_map(g, st, s, err))
        return false;
    const carc_map *m = map_of(g, st);
    for (int p = 0; p < g->nplayers; p++)
        carc_player_set_meeples(g, p, 9);
    build_edges(g, st);
    if (!parse_start(g, st, s->json ? cJSON_GetObjectItemCaseSensitive(s->json, "start") : NULL, err))
        return false;
    if (st->nstart == 0) { /* two of the start squares at random, the start tile on the first */
        int first = carc_rng_below(g->rng, m->nstarts);
        st->start[st->nstart++] = (start_place){first, g->rules->start_type, -1};
        if (m->nstarts > 1) {
            int second = (first + 1 + carc_rng_below(g->rng, m->nstarts - 1)) % m->nstarts;
            st->start[st->nstart++] = (start_place){second, -1, -1};
        }
    }
    fill_supply(g, m);
    return true;
}

int carc_map_starts_in_use(const carc_game *g, map_point *out, int max)
{
    const maps_state *st = carc_game_module_state(g, &carc_module_maps);
    int n = 0;
    for (int i = 0; st && i < st->nstart && n < max; i++)
        out[n++] = map_of(g, st)->start[st->start[i].square].at;
    return n;
}

/* The next stack tile that fits on a start square goes there; the tiles before it keep their order. */
static int draw_fitting(carc_game *g, int x, int y)
{
    for (int k = 0; k < carc_stack_left(g); k++)
        if (carc_board_fitting_rotations(g, carc_stack_peek(g, k), x, y))
            return carc_stack_draw_at(g, k);
    return -1;
}

static bool maps_setup_board(carc_game *g, void *vst, carc_err *err)
{
    maps_state *st = vst;
    const carc_map *m = map_of(g, st);
    for (int i = 0; i < st->nstart; i++) {
        start_place *sp = &st->start[i];
        const map_named *sq = &m->start[sp->square];
        if (sp->tile < 0)
            sp->tile = i == 0 ? g->rules->start_type : draw_fitting(g, sq->at.x, sq->at.y);
        if (sp->tile < 0)
            return !carc_err_set(err, CARC_E_SETUP, "no tile of the supply fits start square %s", sq->name);
        int rots = carc_board_fitting_rotations(g, sp->tile, sq->at.x, sq->at.y);
        if (sp->rot < 0 && rots) {
            int k = carc_rng_below(g->rng, __builtin_popcount((unsigned)rots));
            for (sp->rot = 0; !(rots >> sp->rot & 1) || k-- > 0; sp->rot++) {
            }
        }
        if (sp->rot < 0 || !(rots >> sp->rot & 1))
            return !carc_err_set(err, CARC_E_SETUP, "setup.start: the tile does not fit start square %s in that rotation", sq->name);
        carc_place_start_tile(g, sp->tile, sq->at.x, sq->at.y, sp->rot);
    }
    return true;
}

/* ---- board shape ---- */

static bool maps_playable(const carc_game *g, const void *vst, int x, int y)
{
    return playable(map_of(g, vst), x, y);
}

static carc_border maps_border(const carc_game *g, const void *vst, int x, int y, int side)
{
    const maps_state *st = vst;
    carc_border b = {CARC_BORDER_NEUTRAL, -1};
    if (!carc_map_in(map_of(g, st), x, y))
        return b;
    b.kind = st->edge[y][x][side].kind;
    b.node = st->edge[y][x][side].node;
    return b;
}

bool carc_map_abroad_edge(const carc_map *m, int x, int y, int side)
{
    for (int b = 0; b < m->nborder; b++)
        if (m->border[b].arms && m->border[b].at.x == x && m->border[b].at.y == y && m->border[b].side == side)
            return true;
    return false;
}

/* ---- saving and describing ---- */

static void maps_save_setup(const carc_game *g, const void *vst, cJSON *setup)
{
    const maps_state *st = vst;
    cJSON_DeleteItemFromObject(setup, "start");
    cJSON *list = cJSON_AddArrayToObject(setup, "start");
    for (int i = 0; i < st->nstart; i++) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "square", map_of(g, st)->start[st->start[i].square].name);
        cJSON_AddStringToObject(o, "tile", carc_rules_tile_id(g->rules, st->start[i].tile));
        cJSON_AddNumberToObject(o, "rot", st->start[i].rot);
        cJSON_AddItemToArray(list, o);
    }
}

static cJSON *point_json(map_point p)
{
    cJSON *a = cJSON_CreateArray();
    cJSON_AddItemToArray(a, cJSON_CreateNumber(p.x));
    cJSON_AddItemToArray(a, cJSON_CreateNumber(p.y));
    return a;
}

static cJSON *named_json(const map_named *list, int n)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n; i++) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "name", list[i].name);
        cJSON_AddNumberToObject(o, "x", list[i].at.x);
        cJSON_AddNumberToObject(o, "y", list[i].at.y);
        if (list[i].wine[0])
            cJSON_AddStringToObject(o, "wine", list[i].wine);
        cJSON_AddItemToArray(a, o);
    }
    return a;
}

/* The map for front ends: squares as one letter each ('.' off the map, 'L' land, '~' waves,
 * 'C' large city, 'T' town, 'S' start, 'I' island) and every printed element. */
static cJSON *maps_describe(const carc_game *g, const void *vst)
{
    const maps_state *st = vst;
    const carc_map *m = map_of(g, st);
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "name", m->name);
    cJSON_AddNumberToObject(j, "width", m->width);
    cJSON_AddNumberToObject(j, "height", m->height);
    cJSON *rows = cJSON_AddArrayToObject(j, "rows");
    for (int y = 0; y < m->height; y++) {
        char row[MAP_MAX_DIM + 1];
        for (int x = 0; x < m->width; x++)
            row[x] = MAP_SQUARE_LETTERS[m->square[y][x]];
        row[m->width] = 0;
        cJSON_AddItemToArray(rows, cJSON_CreateString(row));
    }
    cJSON *chips_on = cJSON_AddArrayToObject(j, "chips_on"); /* square letters a Map-Chip may lie on */
    for (int k = 0; k < 7; k++)
        if (m->chip_kinds >> k & 1)
            cJSON_AddItemToArray(chips_on, cJSON_CreateString((const char[2]){MAP_SQUARE_LETTERS[k], 0}));
    cJSON_AddItemToObject(j, "start_squares", named_json(m->start, m->nstarts));
    cJSON_AddItemToObject(j, "towns", named_json(m->town, m->ntowns));
    cJSON *cities = cJSON_AddArrayToObject(j, "large_cities");
    for (int c = 0; c < m->ncities; c++) {
        cJSON *o = cJSON_CreateObject(), *sq = cJSON_AddArrayToObject(o, "squares"), *open;
        cJSON_AddStringToObject(o, "name", m->city[c].name);
        for (int i = 0; i < m->city[c].nsquares; i++)
            cJSON_AddItemToArray(sq, point_json(m->city[c].square[i]));
        cJSON_AddNumberToObject(o, "coats_of_arms", m->city[c].arms);
        open = cJSON_AddArrayToObject(o, "open_edges");
        for (int i = 0; i < m->city[c].nopen; i++) {
            cJSON *e = cJSON_CreateObject();
            cJSON_AddNumberToObject(e, "x", m->city[c].open[i].at.x);
            cJSON_AddNumberToObject(e, "y", m->city[c].open[i].at.y);
            cJSON_AddStringToObject(e, "side", (const char[2]){"NESW"[m->city[c].open[i].side], 0});
            cJSON_AddItemToArray(open, e);
        }
        cJSON_AddItemToArray(cities, o);
    }
    cJSON *islands = cJSON_AddArrayToObject(j, "islands");
    for (int i = 0; i < m->nislands; i++) {
        cJSON *o = cJSON_CreateObject(), *sq = cJSON_AddArrayToObject(o, "squares");
        cJSON_AddStringToObject(o, "color", m->island[i].color);
        cJSON_AddItemToArray(sq, point_json(m->island[i].square[0]));
        cJSON_AddItemToArray(sq, point_json(m->island[i].square[1]));
        cJSON_AddItemToArray(islands, o);
    }
    cJSON *border = cJSON_AddArrayToObject(j, "border");
    for (int b = 0; b < m->nborder; b++) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "x", m->border[b].at.x);
        cJSON_AddNumberToObject(o, "y", m->border[b].at.y);
        cJSON_AddStringToObject(o, "side", (const char[2]){"NESW"[m->border[b].side], 0});
        cJSON_AddStringToObject(o, "feature", m->border[b].feature == CARC_ROAD ? "road" : "city");
        if (m->border[b].arms)
            cJSON_AddTrueToObject(o, "coat_of_arms");
        cJSON_AddItemToArray(border, o);
    }
    return j;
}

const carc_module carc_module_maps = {
    .name = "maps",
    .title = CARC_N_("Carcassonne Maps"),
    .optional = true,
    .setup_key = "map",
    .setup_choice = maps_choice,
    .setup_choice_title = maps_choice_title,
    .state_size = sizeof(maps_state),
    .load_data = maps_load,
    .free_data = maps_free,
    .setup = maps_setup,
    .square_playable = maps_playable,
    .border = maps_border,
    .setup_board = maps_setup_board,
    .save_setup = maps_save_setup,
    .describe = maps_describe,
};
