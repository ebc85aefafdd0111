/* Inns & Cathedrals: what front ends and tools read of its tile data (the art generator draws the inns
 * and cathedrals where the data puts them). */
#ifndef CARC_INNS_H
#define CARC_INNS_H

#include <stdbool.h>

#include "../../engine/carc.h"

bool carc_inns_segment_inn(const carc_rules *rules, int type, int seg);
bool carc_inns_segment_cathedral(const carc_rules *rules, int type, int seg);

#endif
