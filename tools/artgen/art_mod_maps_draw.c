/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the Maps' painter: every map's printed board (art_mod_maps_board.c), drawn from
 * its file, with what the maps' data puts on it (towns and their wine, islands, borders). */
#include "art_mod_maps_board.h"
#include "art_painter.h"

extern const art_module art_mod_maps;

const art_painter art_paint_maps = {.module = &art_mod_maps, .write = art_map_write};
