/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the files of the Bets' art: the chip's hidden side and one face per label of
 * rules/bets/chips.json. */
#include <stdio.h>

#include "../../rules/bets/bets.h"
#include "art_module.h"
#include "art_mod_bets.h"

extern const art_module art_mod_bets; /* below: its sprites name it */

/* A face's file name (assets/README.md; the GUI's gui_bets_face reads it so): "bet_" and the label with '|'
 * as '-' and '+' as "plus". */
static void bet_name(const char *label, char *out, size_t cap)
{
    size_t k = (size_t)snprintf(out, cap, "bet_");
    for (const char *c = label; *c && k + 5 < cap; c++) {
        if (*c == '|')
            out[k++] = '-';
        else if (*c == '+')
            k += (size_t)snprintf(out + k, cap - k, "plus");
        else
            out[k++] = *c;
    }
    out[k] = 0;
}

static void sprites(const carc_rules *R, sprite_fn fn, void *user)
{
    sprite s = {.kind = SPRITE_OWN, .module = &art_mod_bets, .own = BETS_BACK, .seat = -1, .size = SPRITE_PX, .name = "chip_back"};
    fn(&s, user);
    const char *label;
    for (int i = 0; (label = bets_face_label(R, i)); i++) {
        s = (sprite){.kind = SPRITE_OWN, .module = &art_mod_bets, .own = BETS_FACE, .seat = -1, .label = label, .size = SPRITE_PX};
        bet_name(label, s.name, sizeof s.name);
        fn(&s, user);
    }
}

const art_module art_mod_bets = {.name = "bets", .sprites = sprites};
