/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: a map's labels and compass (see art_mod_maps_label.c). */
#ifndef OPENCARC_ARTGEN_ART_MOD_MAPS_LABEL_H
#define OPENCARC_ARTGEN_ART_MOD_MAPS_LABEL_H

#include "art_mod_maps_model.h"

/* The labels of the regions (regions 1: under the rest), or every other label and the compass. */
void paint_labels(cairo_t *cr, const Map *m, int regions);

#endif
