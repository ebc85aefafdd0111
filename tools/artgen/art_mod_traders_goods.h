/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the goods of Traders & Builders (wine, grain, cloth: traders_goods_name), one
 * picture each on a light square badge: in the cities that show them and as the HUD's tokens
 * (sprites/goods_<name>.png). Square and light, so that the wine never looks like a map chip's wine
 * (grapes on a round coloured chip). */
#ifndef OPENCARC_ARTGEN_ART_MOD_TRADERS_GOODS_H
#define OPENCARC_ARTGEN_ART_MOD_TRADERS_GOODS_H

#include <cairo.h>

#include "art_util.h"

#define BADGE_HW 0.095 /* half the side of a city's goods badge */

/* The badge of goods of kind `kind`, side wide, centred on c; its shadow lies shadow (in sides) to the lower
 * right. */
void paint_goods(cairo_t *cr, int kind, P2 c, double side, double shadow);

#endif
