/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the Inns & Cathedrals' art table: it adds no sprite, only what its tiles show
 * (art_mod_inns_draw.c). */
#include "art_module.h"

const art_module art_mod_inns = {.name = "inns"};
