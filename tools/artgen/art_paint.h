/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: a tile's ground (see art_paint.c). */
#ifndef OPENCARC_ARTGEN_ART_PAINT_H
#define OPENCARC_ARTGEN_ART_PAINT_H

#include "art_tile.h"

/* The city paving texture, made once (freed with free_stone_texture). */
void make_stone_texture(void);
void free_stone_texture(void);
/* Makes the city paving the source. */
void set_stone(cairo_t *cr);
/* Grass over the whole TS x TS image. */
void paint_grass(cairo_surface_t *img, Rng *rng);
/* Strokes path p w wide in colour c at opacity a. */
void stroke_path(cairo_t *cr, const Path *p, double w, unsigned c, double a);
/* The tile's roads (and the square in the middle), its dirt roads, its fences and bunting. */
void paint_roads(cairo_t *cr, Tile *T, Rng *rng);
void paint_dirt_roads(cairo_t *cr, Tile *T);
void paint_separators(cairo_t *cr, Tile *T);

#endif
