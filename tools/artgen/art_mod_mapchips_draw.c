/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: how the Map-Chips' chips look: a face grapes and its value on a disc of its
 * colour, the hidden side a compass rose. */
#include <math.h>
#include <stdio.h>

#include "art_font.h"
#include "art_mod_mapchips.h"
#include "art_painter.h"
#include "art_util.h"

extern const art_module art_mod_mapchips;

static void map_chip(cairo_t *cr, unsigned col, int value)
{
    chip_disc(cr, shade(col, 0.7), col, 0x20141c);
    /* grapes */
    for (int k = 0; k < 6; k++) {
        static const double g[6][2] = {{-1, 0}, {0, 0}, {1, 0}, {-0.5, 0.85}, {0.5, 0.85}, {0, 1.7}};
        cairo_arc(cr, 0.5 + g[k][0] * 0.045, 0.24 + g[k][1] * 0.045, 0.026, 0, 2 * M_PI);
        fill_outline(cr, shade(col, 1.35), 0x20141c, 0.01);
    }
    char v[12];
    snprintf(v, sizeof v, "%d", value);
    text_centered(cr, v, 0.5, 0.62, 0.28, 0.06, 0xffffff, 0x20141c);
}

static void map_chip_back(cairo_t *cr)
{
    chip_disc(cr, 0x9a7a4a, 0xeadcb4, 0x3a2410);
    /* compass rose */
    for (int k = 0; k < 8; k++) {
        double a = k * M_PI / 4, l = k % 2 ? 0.16 : 0.28;
        cairo_move_to(cr, 0.5 + cos(a) * l, 0.5 + sin(a) * l);
        cairo_line_to(cr, 0.5 + cos(a + 0.5) * 0.05, 0.5 + sin(a + 0.5) * 0.05);
        cairo_line_to(cr, 0.5 + cos(a - 0.5) * 0.05, 0.5 + sin(a - 0.5) * 0.05);
        cairo_close_path(cr);
        fill_outline(cr, k % 2 ? 0x9a7a4a : 0x6a3a20, 0x3a2410, 0.01);
    }
}

static void paint_sprite(cairo_t *cr, const sprite *sp, unsigned col)
{
    (void)col;
    if (sp->own == MAPCHIPS_FACE)
        map_chip(cr, map_colour(sp->label, 0x8a8a8a), sp->value);
    else
        map_chip_back(cr);
}

const art_painter art_paint_mapchips = {.module = &art_mod_mapchips, .paint_sprite = paint_sprite};
