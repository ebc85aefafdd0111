/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: where things go on a tile (after its mask, before painting). */
#ifndef OPENCARC_ARTGEN_ART_PLACE_H
#define OPENCARC_ARTGEN_ART_PLACE_H

#include "art_tile.h"

/* Chamfer distance (px) from pixels of segment s not occupied to anything else or the border. */
void dist_region(const Tile *T, int s, int use_occ, float *dt);
/* BFS distance (px) from the pixels of segment s. */
void dist_from(const Tile *T, int s, float *dt);
/* Marks the disc (c, r) or the rectangle of half sides hw, hh around c as taken. */
void occupy(Tile *T, P2 c, double r);
void occupy_rect(Tile *T, P2 c, double hw, double hh);
/* The centre of segment s; its deepest point (optionally keeping avoid_r away from `avoid`), depth its
 * distance to the segment's edge. */
P2 centroid(const Tile *T, int s);
P2 deepest(const Tile *T, int s, int use_occ, const P2 *avoid, double avoid_r, double *depth);
/* The point at fraction fr along road segment seg (its direction in tan), and its geometry. */
P2 road_point(const Tile *T, int seg, double fr, P2 *tan);
const RoadGeo *road_geo(const Tile *T, int seg);
/* A new picture in T->pic (the generator stops when there is no room). */
Pic *tile_add_pic(Tile *T);

/* In this order: what stands in the middle (the painter of T->centre_by), the modules' pictures on their fields (add_pics), what the
 * modules' painters place (art_painter.place), then the meeple anchors, the coats of arms, what the
 * painters place in each city (place_city) and the scenes along roads (each keeps clear of what was placed
 * before). */
void place_centre(Tile *T);
void place_illustrations(Tile *T);
void place_modules(Tile *T);
void place_anchors(Tile *T);

#endif
