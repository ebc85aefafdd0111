/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: a tile's layout and segment mask (T->lab). */
#ifndef OPENCARC_ARTGEN_ART_MASK_H
#define OPENCARC_ARTGEN_ART_MASK_H

#include "art_tile.h"

/* Fills T (T->t set, the rest zeroed) with the tile's cities, roads, separators, a module's yard or square
 * and its segment mask T->lab; dies when the fields do not come out as the data says. */
void build_layout(Tile *T);

#endif
