/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every module's painter (art_painter.h), one for each table of art_modules.c. */
#include "art_painter.h"
#include "art_util.h"

extern const art_painter art_paint_traders;
extern const art_painter art_paint_bets;
extern const art_painter art_paint_tollkeepers;
extern const art_painter art_paint_mapchips;

static const art_painter *const painters[] = {
  &art_paint_traders,
  &art_paint_bets,
  &art_paint_tollkeepers,
  &art_paint_mapchips,
};

const art_painter *art_painter_of(const art_module *m)
{
  for (size_t i = 0; i < sizeof painters / sizeof painters[0]; i++)
    if (painters[i]->module == m) return painters[i];
  die("no painter for the art of module \"%s\" (tools/artgen/art_painters.c)", m ? m->name : "(none)");
}
