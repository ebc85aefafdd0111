/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the sprites (see art_sprite.c). */
#ifndef OPENCARC_ARTGEN_ART_SPRITE_H
#define OPENCARC_ARTGEN_ART_SPRITE_H

#include "carc.h"

/* Every sprite: the seats' figures in the colours assets/ui/seats.json says they are drawn in ("sprite"). */
void write_sprites(const carc_rules *R, const char *data, const char *dir);

#endif
