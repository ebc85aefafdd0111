/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: text on the maps (see art_mod_maps_text.c). */
#ifndef OPENCARC_ARTGEN_ART_MOD_MAPS_TEXT_H
#define OPENCARC_ARTGEN_ART_MOD_MAPS_TEXT_H

#include "art_mod_maps_model.h"

/* The width of text t with cap height h and extra letter spacing sp. */
double text_width(const char *t, double h, double sp);
/* Text centred on (cx, cy): a halo (unless halo_w is 0) then the letters. */
void text_draw(cairo_t *cr, const char *t, double cx, double cy, double h, double sp, double lw, unsigned fg, unsigned halo, double halo_w,
               double alpha);
/* A name on a small ribbon (towns, start squares, cities); a long name with a space or hyphen
 * goes on two lines. */
void ribbon(cairo_t *cr, const char *t, double cx, double cy, double h, unsigned fill, unsigned ink, double max_w);

#endif
