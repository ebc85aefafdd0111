/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the printed cities and border features of a map (see art_mod_maps_city.c). */
#ifndef OPENCARC_ARTGEN_ART_MOD_MAPS_CITY_H
#define OPENCARC_ARTGEN_ART_MOD_MAPS_CITY_H

#include "art_mod_maps_model.h"

/* A large city (stone: the paving texture), and border feature i of the rules' map. */
void paint_large_city(cairo_t *cr, const Map *m, const map_city *c, cairo_surface_t *stone, Rng *rng);
void paint_border(cairo_t *cr, const Map *m, int i, cairo_surface_t *stone, Rng *rng);

#endif
