/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the geometry of a tile's cities (outline and walls by the edges they take) and
 * roads (by their edges and the drawing hints), and the drawing hints themselves. */
#ifndef OPENCARC_ARTGEN_ART_LAYOUT_H
#define OPENCARC_ARTGEN_ART_LAYOUT_H

#include <cjson/cJSON.h>

#include "art_tile.h"

/* The middle of edge e (0..3: N E S W) and the inward normal there. */
P2 edge_mid(int e);
P2 edge_in(int e);
/* The tile's drawing hint key (assets/README.md), or NULL. */
const cJSON *art_get(const td_tile *t, const char *key);
/* An [x, y] hint into out; 0 when a is not one. */
int json_pt(const cJSON *a, P2 *out);
/* The outline and walls of city segment s: by the edges it takes, or from the tile's "walls" hint. */
void city_geometry(CityGeo *g, const td_tile *t, int s);
/* The centre line of road r->seg, from its edges to the other edge or to where it ends on the tile
 * (citycov: the cities' pixels, where a road into a city ends at the gate). A road path starts a little
 * outside the tile so that the butt end is cut by the border. */
void road_geometry(Tile *T, RoadGeo *r, const unsigned char *citycov);
/* Saves cr's state and makes the frame of the house road r ends at (END_HOUSE) current: the origin at the
 * house's middle, y along the road into it (the house is 2 HOUSE_HW across the road, 2 HOUSE_HD along it). */
void house_frame(cairo_t *cr, const RoadGeo *r);

#endif
