/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: a tiny built-in stroke font (digits, capitals, _ | + -)
 * so that labels and chip numbers do not depend on the fonts installed. */
#ifndef OPENCARC_ARTGEN_ART_FONT_H
#define OPENCARC_ARTGEN_ART_FONT_H

#include <cairo.h>

/* Width of text drawn with cap height h. Lower case is drawn as upper case. */
double font_width(const char *text, double h);
/* Appends the strokes of text to the current path; (x, y) is the top-left corner. */
void font_path(cairo_t *cr, const char *text, double x, double y, double h);
/* Strokes text centred on (cx, cy), cap height h, lines lw wide, in fg over a halo (0xffffffff: none). */
void text_centered(cairo_t *cr, const char *txt, double cx, double cy, double h, double lw, unsigned fg, unsigned halo);

#endif
