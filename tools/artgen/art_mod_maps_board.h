/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the printed boards of the Carcassonne Maps (assets/maps/<name>.png). */
#ifndef OPENCARC_ARTGEN_ART_MOD_MAPS_BOARD_H
#define OPENCARC_ARTGEN_ART_MOD_MAPS_BOARD_H

#include "carc.h"

/* Pixels per map square: square (x, y) covers pixels [64x, 64x + 64) x [64y, 64y + 64). */
#define ART_MAP_PX 64

/* Draws every map the rules loaded (rules/maps/index.json) into OUT/maps/<name>.png.
 * Exits with a message on an unreadable map file. */
void art_map_write(const carc_rules *R, const char *out);

#endif
