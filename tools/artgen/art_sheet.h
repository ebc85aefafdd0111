/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the contact sheets and the seams sheet (see art_sheet.c). */
#ifndef OPENCARC_ARTGEN_ART_SHEET_H
#define OPENCARC_ARTGEN_ART_SHEET_H

#include <cairo.h>

#include "art_data.h"

/* Every tile's image with its id, in rows (written to dir/name.png). */
void write_sheet(const char *dir, const char *name, cairo_surface_t **imgs, const td_set *set);
/* A few tiles side by side (for checking that edges join). */
void write_seams(const char *path, cairo_surface_t **imgs, const td_set *set);

#endif
