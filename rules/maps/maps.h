/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne Maps: a finite board of squares with printed features, as data. Modules that need a map
 * (Map-Chips) read it through these functions. */
#ifndef CARC_MAPS_H
#define CARC_MAPS_H

#include "../../engine/carc.h"

#define MAP_MAX_DIM 48
#define MAP_MAX_NAMED 32
#define MAP_MAX_CITIES 8
#define MAP_MAX_CITY_SQUARES 16
#define MAP_MAX_ISLANDS 8
#define MAP_MAX_BORDER 160
#define MAP_DEFAULT_TILES 110 /* recommended_tiles when a map gives none (seeds: 110-120; fewer tiles are filled up to it) */

enum map_square { MAP_OFF, MAP_LAND, MAP_WAVES, MAP_LARGE_CITY, MAP_TOWN, MAP_START, MAP_ISLAND };
#define MAP_SQUARE_LETTERS ".L~CTSI" /* a letter per enum map_square, as front ends are told the rows */

typedef struct map_point {
    int8_t x, y;
} map_point;

typedef struct map_named {
    char name[32];
    map_point at;
    char wine[16]; /* the colour of wine a town (or an unused start square: Nancy) buys, or "" */
} map_named;

typedef struct map_city {
    char name[32];
    int nsquares, arms, nopen;
    map_point square[MAP_MAX_CITY_SQUARES];
    struct {
        map_point at;
        int8_t side;
    } open[MAP_MAX_CITY_SQUARES];
} map_city;

typedef struct map_island {
    char color[16];
    map_point square[2];
} map_island;

typedef struct map_border {
    map_point at;
    int8_t side;
    int8_t feature; /* CARC_ROAD or CARC_CITY */
    bool arms;      /* a coat of arms: a connection abroad */
} map_border;

typedef struct carc_map {
    char name[32];
    char title[32];   /* shown to players ("title"; the name if none): a msgid front ends translate */
    char source[128]; /* the file (or "setup.map") it came from, for messages */
    int width, height, recommended_tiles;
    int map_chips;                            /* Map-Chips placed on this map; 0: the expansion's default */
    unsigned chip_kinds;                      /* bit per enum map_square a Map-Chip may lie on ("chips_on") */
    uint8_t square[MAP_MAX_DIM][MAP_MAX_DIM]; /* [y][x] enum map_square */
    uint64_t abroad[MAP_MAX_DIM]; /* bit x of row y: off the map, printed as land abroad, not sea (the rules tell no difference) */
    int nstarts, ntowns, ncities, nislands, nborder;
    map_named start[MAP_MAX_NAMED];
    map_named town[MAP_MAX_NAMED];
    map_city city[MAP_MAX_CITIES];
    map_island island[MAP_MAX_ISLANDS];
    map_border border[MAP_MAX_BORDER];
} carc_map;

_Static_assert(MAP_MAX_DIM <= 64, "a row of carc_map.abroad is one uint64_t");

/* Parse a map object (file or inline setup value); `where` names it in messages. */
bool carc_map_parse(const struct cJSON *j, const char *where, carc_map *out, carc_err *err);
/* The maps rules/maps/index.json lists, as loaded with the rules, for the art generator (which reads the
 * keys only the drawn board uses from *file, the map's file): the i-th, or NULL past the last. */
const carc_map *carc_map_shipped(const carc_rules *R, int i, const char **file);
/* The map of a game, or NULL when it is played without one: what everyone sees of the module, typed, as
 * its front end reads it (its part of carc_game_modules_json() says the same). */
const carc_map *carc_map_of(const carc_game *g);
/* Whether side `side` of square (x, y) shows a printed border road or city with a coat of arms. */
bool carc_map_abroad_edge(const carc_map *m, int x, int y, int side);
bool carc_map_in(const carc_map *m, int x, int y);
void carc_map_color_key(const char *in, char *out, size_t size);
/* The start squares in use (known from setup on). */
int carc_map_starts_in_use(const carc_game *g, map_point *out, int max);

#endif
