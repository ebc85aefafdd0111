/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: illustrations and travellers (see art_illus.c). */
#ifndef OPENCARC_ARTGEN_ART_ILLUS_H
#define OPENCARC_ARTGEN_ART_ILLUS_H

#include "art_tile.h"

/* Illustration kind (or "inn") centred on c, r in radius. */
void paint_illustration(cairo_t *cr, const char *kind, P2 c, double r, Rng *rng);
/* An inn centred on c, r in radius, its house towards its road (dir: from c towards the road), its pond
 * at a front corner; inn_house_box: where its house goes on the tile (x0, y0, x1, y1) and its pond's centre. */
void paint_inn(cairo_t *cr, P2 c, double r, P2 dir, Rng *rng);
void inn_house_box(P2 c, double r, P2 dir, double *x0, double *y0, double *x1, double *y1, double *px, double *py);
/* A cart with its horse and walkers at c, heading along dir. */
void paint_travellers(cairo_t *cr, P2 c, P2 dir);

#endif
