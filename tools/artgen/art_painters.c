/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every module's painter (art_painter.h), one for each table of art_modules.c. */
#include "art_painter.h"
#include "art_util.h"

extern const art_painter art_paint_inns;
extern const art_painter art_paint_traders;
extern const art_painter art_paint_bets;
extern const art_painter art_paint_tollkeepers;
extern const art_painter art_paint_maps;
extern const art_painter art_paint_mapchips;

const art_painter *const art_painters[] = {
  &art_paint_inns,
  &art_paint_traders,
  &art_paint_bets,
  &art_paint_tollkeepers,
  &art_paint_maps,
  &art_paint_mapchips,
};
const int art_painter_count = (int)(sizeof art_painters / sizeof art_painters[0]);

const art_painter *art_painter_of(const art_module *m)
{
  for (int i = 0; i < art_painter_count; i++)
    if (art_painters[i]->module == m) return art_painters[i];
  die("no painter for the art of module \"%s\" (tools/artgen/art_painters.c)", m ? m->name : "(none)");
}
