/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: a map's towns and start squares (see art_mod_maps_town.c). */
#ifndef OPENCARC_ARTGEN_ART_MOD_MAPS_TOWN_H
#define OPENCARC_ARTGEN_ART_MOD_MAPS_TOWN_H

#include "art_mod_maps_model.h"

/* Every town and start square with its picture and name. */
void paint_towns(cairo_t *cr, const Map *m, Rng *rng);

#endif
