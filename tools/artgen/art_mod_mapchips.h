/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the Map-Chips' sprites (art_mod_mapchips.c lists them, art_mod_mapchips_draw.c
 * paints them). */
#ifndef OPENCARC_ARTGEN_ART_MOD_MAPCHIPS_H
#define OPENCARC_ARTGEN_ART_MOD_MAPCHIPS_H

enum { MAPCHIPS_FACE, MAPCHIPS_BACK }; /* sprite.own; a face's label is its colour, its value the chip's */

#endif
