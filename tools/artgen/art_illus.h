/* OpenCarc art generator: illustrations and travellers (see art_illus.c). */
#ifndef OPENCARC_ARTGEN_ART_ILLUS_H
#define OPENCARC_ARTGEN_ART_ILLUS_H

#include "art_tile.h"

/* Illustration kind centred on c at scale s (1: ILL_R in radius). */
void paint_illustration(cairo_t *cr, const char *kind, P2 c, double s, Rng *rng);
/* A cart with its horse and walkers at c, heading along dir. */
void paint_travellers(cairo_t *cr, P2 c, P2 dir);

#endif
