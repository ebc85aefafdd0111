/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the Tollkeepers' illustrations and travellers (see art_mod_tollkeepers_illus.c). */
#ifndef OPENCARC_ARTGEN_ART_MOD_TOLLKEEPERS_ILLUS_H
#define OPENCARC_ARTGEN_ART_MOD_TOLLKEEPERS_ILLUS_H

#include "art_tile.h"

/* Illustration kind centred on c, r in radius. */
void paint_illustration(cairo_t *cr, const char *kind, P2 c, double r, Rng *rng);
/* A cart with its horse and walkers at c, heading along dir. */
void paint_travellers(cairo_t *cr, P2 c, P2 dir);

#endif
