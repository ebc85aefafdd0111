/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every module's painter (art_painter.h), one for each table of art_modules.c, in the order of
 * art_registry.h. */
#include "art_painter.h"
#include "art_registry.h"
#include "art_util.h"

#define DECLARE(name) extern const art_painter art_paint_##name;
ART_MODULES(DECLARE)
#define ENTRY(name) &art_paint_##name,
const art_painter *const art_painters[] = {ART_MODULES(ENTRY)};
const int art_painter_count = (int)(sizeof art_painters / sizeof art_painters[0]);

const art_painter *art_painter_of(const art_module *m)
{
    for (int i = 0; i < art_painter_count; i++)
        if (art_painters[i]->module == m)
            return art_painters[i];
    die("no painter for the art of module \"%s\" (tools/artgen/art_painters.c)", m ? m->name : "(none)");
}
