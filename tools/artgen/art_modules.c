/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every module's art table (art_module.h), in the order of art_registry.h. */
#include <string.h>

#include "art_module.h"
#include "art_registry.h"

#define DECLARE(name) extern const art_module art_mod_##name;
ART_MODULES(DECLARE)
#define ENTRY(name) &art_mod_##name,
const art_module *const art_modules[] = {ART_MODULES(ENTRY)};
const int art_module_count = (int)(sizeof art_modules / sizeof art_modules[0]);

const art_module *art_module_named(const char *name)
{
    for (int m = 0; m < art_module_count; m++)
        if (strcmp(art_modules[m]->name, name) == 0)
            return art_modules[m];
    return NULL;
}
