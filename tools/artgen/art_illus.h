/* OpenCarc art generator: illustrations and travellers (see art_illus.c). */
#ifndef OPENCARC_ARTGEN_ART_ILLUS_H
#define OPENCARC_ARTGEN_ART_ILLUS_H

#include "art_tile.h"

/* Illustration kind (or "inn") centred on c, r in radius. */
void paint_illustration(cairo_t *cr, const char *kind, P2 c, double r, Rng *rng);
/* A cart with its horse and walkers at c, heading along dir. */
void paint_travellers(cairo_t *cr, P2 c, P2 dir);

#endif
