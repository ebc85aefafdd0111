/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every rules module that exists, base first; the order is the order hooks run in. */
#include "../engine/carc_module.h"

extern const carc_module carc_module_base;
extern const carc_module carc_module_inns;
extern const carc_module carc_module_traders;
extern const carc_module carc_module_bets;
extern const carc_module carc_module_tollkeepers;
extern const carc_module carc_module_maps;
extern const carc_module carc_module_mapchips;

const carc_module *const carc_registry[] = {
    &carc_module_base,        &carc_module_inns, &carc_module_traders,  &carc_module_bets,
    &carc_module_tollkeepers, &carc_module_maps, &carc_module_mapchips,
};
const int carc_registry_count = (int)(sizeof carc_registry / sizeof carc_registry[0]);
