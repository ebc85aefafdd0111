/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: where things go on a tile (after its mask, before painting). */
#ifndef OPENCARC_ARTGEN_ART_PLACE_H
#define OPENCARC_ARTGEN_ART_PLACE_H

#include "art_tile.h"

/* Chamfer distance (px) from pixels of segment s not occupied to anything else or the border. */
void dist_region(const Tile *T, int s, int use_occ, float *dt);
/* In this order: the houses around a village square, the illustrations and inns on their fields, the
 * cathedrals in their cities, then the meeple anchors, the coats of arms and the travellers (each keeps
 * clear of what was placed before). */
void place_village_houses(Tile *T);
void place_illustrations(Tile *T);
void place_cathedrals(Tile *T);
void place_anchors(Tile *T);

#endif
