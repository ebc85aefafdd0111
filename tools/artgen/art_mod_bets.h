/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the Bets' sprites (art_mod_bets.c lists them, art_mod_bets_draw.c paints them). */
#ifndef OPENCARC_ARTGEN_ART_MOD_BETS_H
#define OPENCARC_ARTGEN_ART_MOD_BETS_H

enum { BETS_BACK, BETS_FACE }; /* sprite.own; a face's label is its text ("2|3") */

#endif
