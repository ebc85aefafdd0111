/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the files of the Map-Chips' art: mapchip_<colour>_<value> for the colours and
 * values of rules/mapchips/chips.json, and the chip's hidden side. */
#include <stdio.h>

#include "../../rules/mapchips/mapchips.h"
#include "art_module.h"
#include "art_mod_mapchips.h"

extern const art_module art_mod_mapchips; /* below: its sprites name it */

static void sprites(const carc_rules *R, sprite_fn fn, void *user)
{
    const char *color;
    sprite s;
    for (int i = 0; (color = mc_set_color(R, i)); i++)
        for (int k = 0; mc_set_value(R, k) > 0; k++) {
            s = (sprite){.kind = SPRITE_OWN,
                         .module = &art_mod_mapchips,
                         .own = MAPCHIPS_FACE,
                         .seat = -1,
                         .label = color,
                         .value = mc_set_value(R, k),
                         .size = SPRITE_PX};
            snprintf(s.name, sizeof s.name, "mapchip_%s_%d", color, s.value);
            fn(&s, user);
        }
    s = (sprite){
        .kind = SPRITE_OWN, .module = &art_mod_mapchips, .own = MAPCHIPS_BACK, .seat = -1, .size = SPRITE_PX, .name = "mapchip_back"};
    fn(&s, user);
}

const art_module art_mod_mapchips = {.name = "mapchips", .sprites = sprites};
