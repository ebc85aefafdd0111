/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the files of Traders & Builders' art: goods_<name> per kind of goods
 * (traders_goods_name), the HUD's tokens. Its figures, the builder and the pig, are listed with every
 * module's figures (art_sprite_list.c). */
#include <stdio.h>

#include "../../rules/traders/traders.h"
#include "art_module.h"

extern const art_module art_mod_traders; /* below: its sprites name it */

static void sprites(const carc_rules *R, sprite_fn fn, void *user)
{
    (void)R;
    const char *goods;
    for (int i = 0; (goods = traders_goods_name(i)); i++) {
        sprite s = {.kind = SPRITE_OWN, .module = &art_mod_traders, .seat = -1, .label = goods, .value = i, .size = SPRITE_PX};
        snprintf(s.name, sizeof s.name, "goods_%s", goods);
        fn(&s, user);
    }
}

const art_module art_mod_traders = {.name = "traders", .sprites = sprites};
