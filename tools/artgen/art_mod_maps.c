/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the Maps' art table: no sprite, no tile; its painter draws the boards
 * (art_mod_maps_draw.c). */
#include "art_module.h"

const art_module art_mod_maps = {.name = "maps"};
