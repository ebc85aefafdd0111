/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every module's art tables (art_module.h), in the rules' registry order. A new expansion's art is a line
 * here and in art_painters.c, and its files art_mod_<name>.c and art_mod_<name>_draw.c. */
#include <string.h>

#include "art_module.h"

extern const art_module art_mod_inns;
extern const art_module art_mod_traders;
extern const art_module art_mod_bets;
extern const art_module art_mod_tollkeepers;
extern const art_module art_mod_maps;
extern const art_module art_mod_mapchips;

const art_module *const art_modules[] = {
  &art_mod_inns,
  &art_mod_traders,
  &art_mod_bets,
  &art_mod_tollkeepers,
  &art_mod_maps,
  &art_mod_mapchips,
};
const int art_module_count = (int)(sizeof art_modules / sizeof art_modules[0]);

const art_module *art_module_named(const char *name)
{
  for (int m = 0; m < art_module_count; m++)
    if (strcmp(art_modules[m]->name, name) == 0) return art_modules[m];
  return NULL;
}
