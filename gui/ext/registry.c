/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every expansion's front end, in the order their hooks run (the engine's module order). A new one is a
 * table here and its files in gui/ext/ (gui/README.md). */
#include "registry.h"

extern const gui_ext gui_ext_inns;
extern const gui_ext gui_ext_traders;
extern const gui_ext gui_ext_bets;
extern const gui_ext gui_ext_tollkeepers;
extern const gui_ext gui_ext_maps;
extern const gui_ext gui_ext_mapchips;

const gui_ext *const gui_ext_registry[] = {
    &gui_ext_inns, &gui_ext_traders, &gui_ext_bets, &gui_ext_tollkeepers, &gui_ext_maps, &gui_ext_mapchips,
};
const int gui_ext_registry_count = (int)(sizeof gui_ext_registry / sizeof gui_ext_registry[0]);
