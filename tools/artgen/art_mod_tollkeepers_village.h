/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: a Tollkeepers' village, a square in the middle with its well and up to five
 * houses around it on the fields. */
#ifndef OPENCARC_ARTGEN_ART_MOD_TOLLKEEPERS_VILLAGE_H
#define OPENCARC_ARTGEN_ART_MOD_TOLLKEEPERS_VILLAGE_H

#include "art_tile.h"

/* Its houses (T->obj), first of what is placed on the tile; then its picture, the houses' roofs and the
 * well on the square. */
void place_village_houses(Tile *T);
void paint_village(cairo_t *cr, Tile *T, Rng *rng);

#endif
