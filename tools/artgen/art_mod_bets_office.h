/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the Bets' betting office, a striped tent on trampled ground in its yard. */
#ifndef OPENCARC_ARTGEN_ART_MOD_BETS_OFFICE_H
#define OPENCARC_ARTGEN_ART_MOD_BETS_OFFICE_H

#include "art_tile.h"

/* The tent in T's yard, and a bar across each road where it meets the yard. */
void paint_office(cairo_t *cr, Tile *T, Rng *rng);

#endif
