/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the Inns' inn, a timber-framed house with its pond, beside its road. */
#ifndef OPENCARC_ARTGEN_ART_MOD_INNS_INN_H
#define OPENCARC_ARTGEN_ART_MOD_INNS_INN_H

#include "art_tile.h"

/* An inn centred on c, r in radius, its house towards its road (dir: from c towards the road), its pond
 * at a front corner; inn_house_box: where its house goes on the tile (x0, y0, x1, y1) and its pond's centre. */
void paint_inn(cairo_t *cr, P2 c, double r, P2 dir, Rng *rng);
void inn_house_box(P2 c, double r, P2 dir, double *x0, double *y0, double *x1, double *y1, double *px, double *py);

#endif
