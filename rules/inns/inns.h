/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Inns & Cathedrals: what front ends and tools read of its tile data (the art generator draws the inns
 * and cathedrals where the data puts them). */
#ifndef CARC_INNS_H
#define CARC_INNS_H

#include <stdbool.h>

#include "../../engine/carc.h"

#define INNS_MODIFIER_INN "inn"             /* a points event's modifier: a road with an inn */
#define INNS_MODIFIER_CATHEDRAL "cathedral" /* a city with a cathedral */

bool carc_inns_segment_inn(const carc_rules *rules, int type, int seg);
bool carc_inns_segment_cathedral(const carc_rules *rules, int type, int seg);

#endif
