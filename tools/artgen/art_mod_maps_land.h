/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: a map's ground (see art_mod_maps_land.c). */
#ifndef OPENCARC_ARTGEN_ART_MOD_MAPS_LAND_H
#define OPENCARC_ARTGEN_ART_MOD_MAPS_LAND_H

#include <stdint.h>

#include "art_mod_maps_model.h"

/* The board's opaque ground (land, sea shaded by the distance from the land, land abroad), and the
 * paving texture of its cities, both PX pixels per square. */
cairo_surface_t *base_layer(const Map *m, uint32_t seed);
cairo_surface_t *stone_layer(const Map *m, uint32_t seed);
/* Over the ground, in the order the board draws them: hatching abroad, waves on the sea, forests, hills
 * and mountains, rivers, the grid of the squares tiles take, coasts and borders. */
void paint_abroad(cairo_t *cr, const Map *m);
void paint_sea(cairo_t *cr, const Map *m, Rng *rng);
void paint_decor(cairo_t *cr, const Map *m, Rng *rng);
void paint_rivers(cairo_t *cr, const Map *m);
void paint_grid(cairo_t *cr, const Map *m);
void paint_coasts(cairo_t *cr, const Map *m);
/* Dikes (a road on an embankment across the water), e.g. the Afsluitdijk. */
void paint_dikes(cairo_t *cr, const Map *m);
/* The wave squares, and the islands with their stack places in the island's colour. */
void paint_wave_squares(cairo_t *cr, const Map *m);
void paint_islands(cairo_t *cr, const Map *m, Rng *rng);

#endif
