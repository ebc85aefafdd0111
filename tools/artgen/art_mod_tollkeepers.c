/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the files of the Tollkeepers' art: per seat colour, toll_<colour>_<value> for the
 * two values a toll house shows. */
#include <stdio.h>

#include "art_module.h"

/* A toll house shows 1 or 2: the Tollkeepers' rules give the two values in code, not in data. */
#define TOLL_VALUES 2

extern const art_module art_mod_tollkeepers; /* below: its sprites name it */

static void sprites(const carc_rules *R, sprite_fn fn, void *user)
{
    (void)R;
    for (int i = 0; i < CARC_MAX_PLAYERS; i++)
        for (int v = 1; v <= TOLL_VALUES; v++) {
            sprite s = {.kind = SPRITE_OWN, .module = &art_mod_tollkeepers, .seat = i, .value = v, .size = SPRITE_PX};
            snprintf(s.name, sizeof s.name, "toll_%s_%d", carc_seat_colors[i], v);
            fn(&s, user);
        }
}

const art_module art_mod_tollkeepers = {.name = "tollkeepers", .sprites = sprites};
