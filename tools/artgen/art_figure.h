/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the kinds of figure a module adds that count as no meeple (weight 0), each a
 * picture of its own in the seat's colour with the meeple's outline rule and shading: the builder (a
 * slim figure in a hat with a hammer) and the pig. */
#ifndef OPENCARC_ARTGEN_ART_FIGURE_H
#define OPENCARC_ARTGEN_ART_FIGURE_H

#include <cairo.h>

/* Figure `kind` (as the engine names it) of colour col in the unit square, its feet at y = 0.94 at most;
 * a kind without a picture stops the generator. */
void paint_figure(cairo_t *cr, const char *kind, unsigned col);

#endif
