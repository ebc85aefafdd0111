/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: a map being drawn, as the drawing of its parts shares it: the rules' map, how
 * each square looks, and the keys only the drawn board reads; the scale and the palette of the maps. */
#ifndef OPENCARC_ARTGEN_ART_MOD_MAPS_MODEL_H
#define OPENCARC_ARTGEN_ART_MOD_MAPS_MODEL_H

#include <cairo.h>

#include "../../rules/maps/maps.h"
#include "art_mod_maps_board.h"
#include "art_util.h"

#define PX ART_MAP_PX
#define MAXD MAP_MAX_DIM
#define PXL (1.0 / PX) /* one pixel in square units */

/* palette (more in art_util.h) */
#define C_INK 0x4a2a18
#define C_SEA_INK 0x2c5878
#define C_START 0xc8302a

/* How a square looks: the rules' kinds (enum map_square), the squares off the map as sea or as land abroad. */
enum { K_SEA, K_ABROAD, K_LAND, K_WAVES, K_CITY, K_TOWN, K_START, K_ISLAND };

typedef struct {
    char text[64];
    char style[16];
    double x, y, angle, size;
} Label;
typedef struct {
    int n;
    P2 p[40];
} River;
typedef struct {
    char kind[16];
    double x, y;
    int n, npt;
    int sq[64][2];
    P2 pt[16];
} Decor;

/* A map as the rules read it, and what only the drawn board reads of its file. */
typedef struct {
    const carc_map *r;
    int w, h;                       /* r's width and height */
    unsigned char kind[MAXD][MAXD]; /* K_* */
    char country[MAXD][MAXD];
    int has_country;
    char island_name[MAP_MAX_ISLANDS][64]; /* by r's islands */
    char border_name[MAP_MAX_BORDER][64];  /* by r's border features */
    Label label[32];
    int nlabel;
    River river[16];
    int nriver;
    Decor decor[16];
    int ndecor;
} Map;

static const int DX[4] = {0, 1, 0, -1}, DY[4] = {-1, 0, 1, 0}; /* the sides N E S W */

/* The look of square (x, y), -1 off the map. */
static inline int kind_at(const Map *m, int x, int y)
{
    if (x < 0 || y < 0 || x >= m->w || y >= m->h)
        return -1;
    return m->kind[y][x];
}

/* Looks that take a tile, that are land, that are water. */
static inline int is_playable(int k)
{
    return k == K_LAND || k == K_TOWN || k == K_START;
}
static inline int is_landish(int k)
{
    return is_playable(k) || k == K_CITY;
}
static inline int is_water(int k)
{
    return k == K_SEA || k == K_WAVES || k == K_ISLAND;
}

#endif
