/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the way a figure that is no meeple is painted, for the modules' painters to draw
 * their kinds of figure with the meeple's outline rule and shading. */
#ifndef OPENCARC_ARTGEN_ART_FIGURE_H
#define OPENCARC_ARTGEN_ART_FIGURE_H

#include <cairo.h>

/* A figure is a few shapes in the seat's colour, painted as the meeple is: all of them grown in the outline
 * colour, then filled in the colour, then the wooden shading over them; shape(cr, i) adds shape i to a new
 * path and returns 0 past the last. */
typedef int (*shape_fn)(cairo_t *cr, int i);
void paint_shapes(cairo_t *cr, shape_fn shape, unsigned col);

#endif
