/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: what is built on a tile (see art_build.c). */
#ifndef OPENCARC_ARTGEN_ART_BUILD_H
#define OPENCARC_ARTGEN_ART_BUILD_H

#include "art_tile.h"

/* A walled city with its roofs, towers, gates and coat of arms, and the modules' sights in it (Tile.sight). */
void paint_city(cairo_t *cr, Tile *T, const CityGeo *g, Rng *rng);
/* The monastery in its rectangle (MON_X0 ...). */
void paint_monastery(cairo_t *cr, Rng *rng);
/* The house at the end of each road that ends in the open (END_HOUSE), its door to the road. */
void paint_road_houses(cairo_t *cr, const Tile *T);

/* A house seen from above, centred on c, w by h, its ridge at angle ang, with a chimney if asked. */
void roof(cairo_t *cr, P2 c, double w, double h, double ang, unsigned light, unsigned dark, int chimney);
/* The monastery's church parts, for a module's churches: a slate pyramid roof over the square (x0, y0) w wide,
 * with its shadow and outline; a golden cross on c (the monastery's at scale k = 1). */
void pyramid_roof(cairo_t *cr, double x0, double y0, double w);
void gold_cross(cairo_t *cr, P2 c, double k);
/* A roof seen from the front over a wall w wide whose top is at y = top, rh high, with rows of tiles; its
 * outline in the current line width. */
void house_roof(cairo_t *cr, double x, double top, double w, double rh, unsigned roofc, unsigned roofd);

#endif
