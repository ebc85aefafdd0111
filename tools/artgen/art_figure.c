/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: a figure of shapes painted as the meeple is (see art_figure.h). */
#include "art_figure.h"

#include <math.h>

#include "art_util.h"

static void shapes_fill(cairo_t *cr, shape_fn shape, double grow)
{
    cairo_set_line_width(cr, grow);
    for (int i = 0; shape(cr, i); i++) {
        cairo_stroke_preserve(cr);
        cairo_fill(cr);
    }
}

void paint_shapes(cairo_t *cr, shape_fn shape, unsigned col)
{
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_save(cr);
    cairo_translate(cr, 0.03, 0.03);
    rgba(cr, 0x000000, 0.3);
    cairo_push_group(cr); /* one shadow for the overlapping shapes */
    rgb(cr, 0x000000);
    shapes_fill(cr, shape, 0.1);
    cairo_pop_group_to_source(cr);
    cairo_paint_with_alpha(cr, 0.3);
    cairo_restore(cr);
    rgb(cr, figure_outline(col));
    shapes_fill(cr, shape, 0.1);
    rgb(cr, col);
    shapes_fill(cr, shape, 0.03);
    cairo_pattern_t *g = cairo_pattern_create_linear(0.1, 0.05, 0.9, 0.95);
    cairo_pattern_add_color_stop_rgba(g, 0, 1, 1, 1, 0.35);
    cairo_pattern_add_color_stop_rgba(g, 0.5, 1, 1, 1, 0.0);
    cairo_pattern_add_color_stop_rgba(g, 1, 0, 0, 0, 0.25);
    cairo_push_group(cr);
    cairo_set_source(cr, g);
    shapes_fill(cr, shape, 0.03);
    cairo_pop_group_to_source(cr);
    cairo_paint(cr);
    cairo_pattern_destroy(g);
}
