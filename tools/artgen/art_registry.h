/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: every module with art of its own, in the rules' registry order (rules/registry.c).
 * X(name) stands for its two tables, art_mod_<name> (art_modules.c, linked by the asset checker too) and
 * art_paint_<name> (art_painters.c): a new expansion's art is a name here and its files. */
#ifndef OPENCARC_ARTGEN_ART_REGISTRY_H
#define OPENCARC_ARTGEN_ART_REGISTRY_H

#define ART_MODULES(X) X(inns) X(traders) X(bets) X(tollkeepers) X(maps) X(mapchips)

#endif
