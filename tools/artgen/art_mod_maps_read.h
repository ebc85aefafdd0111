/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: a map to draw (see art_mod_maps_read.c). */
#ifndef OPENCARC_ARTGEN_ART_MOD_MAPS_READ_H
#define OPENCARC_ARTGEN_ART_MOD_MAPS_READ_H

#include <cjson/cJSON.h>

#include "art_mod_maps_model.h"

/* The map r as the rules read it, with the keys of its file j that only the drawn board reads. */
void read_map(Map *m, const carc_map *r, const cJSON *j);

#endif
