/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: how the Bets' art looks: the chips, the hidden side a striped tent (the betting
 * office's), a face its label in dark letters, "2|3" as two numbers with a bar between; the betting office
 * in its tiles' yard (art_mod_bets_office.c). */
#include <stdio.h>
#include <string.h>

#include "../../rules/bets/bets.h"
#include "art_font.h"
#include "art_layout.h"
#include "art_mod_bets.h"
#include "art_mod_bets_office.h"
#include "art_painter.h"
#include "art_util.h"

extern const art_module art_mod_bets;

static void tent_icon(cairo_t *cr, double cx, double cy, double s)
{
    cairo_save(cr);
    cairo_translate(cr, cx, cy);
    cairo_scale(cr, s, s);
    for (int k = 0; k < 4; k++)
        fill_rect(cr, -0.4 + k * 0.2, -0.05, 0.2, 0.45, k % 2 ? 0xf4ecd8 : 0xc23a30);
    cairo_move_to(cr, -0.5, 0.0);
    cairo_line_to(cr, 0, -0.4);
    cairo_line_to(cr, 0.5, 0.0);
    cairo_close_path(cr);
    fill_outline(cr, 0xd94a3a, C_OUTLINE, 0.05);
    cairo_rectangle(cr, -0.4, -0.05, 0.8, 0.45);
    cairo_stroke(cr);
    cairo_move_to(cr, 0, -0.4);
    cairo_line_to(cr, 0, -0.65);
    cairo_stroke(cr);
    cairo_move_to(cr, 0, -0.65);
    cairo_line_to(cr, 0.28, -0.57);
    cairo_line_to(cr, 0, -0.49);
    cairo_close_path(cr);
    fill_outline(cr, 0xf2c230, C_OUTLINE, 0.03);
    cairo_restore(cr);
}

static void bet_face(cairo_t *cr, const char *face)
{
    chip_disc(cr, 0xb08a3a, 0xf6e8c0, 0x3a2410);
    const char *bar = strchr(face, '|');
    if (!bar) {
        text_centered(cr, face, 0.5, 0.5, 0.3, 0.06, 0x3a1c10, 0xffffffffu);
        return;
    }
    char left[16] = {0};
    snprintf(left, sizeof left, "%.*s", (int)(bar - face), face);
    const char *right = bar + 1;
    double h = 0.2, gap = 0.17;
    double wl = font_width(left, h), wr = font_width(right, h);
    double total = wl + gap + wr;
    if (total > 0.58) {
        double f = 0.58 / total;
        h *= f;
        gap *= f;
        wl *= f;
        wr *= f;
        total = 0.58;
    }
    double x0 = 0.5 - total / 2;
    text_centered(cr, left, x0 + wl / 2, 0.5, h, 0.05, 0x3a1c10, 0xffffffffu);
    text_centered(cr, right, x0 + wl + gap + wr / 2, 0.5, h, 0.05, 0x3a1c10, 0xffffffffu);
    cairo_set_line_width(cr, 0.025);
    rgb(cr, 0xb0402a);
    cairo_move_to(cr, x0 + wl + gap / 2, 0.5 - h * 0.75);
    cairo_line_to(cr, x0 + wl + gap / 2, 0.5 + h * 0.75);
    cairo_stroke(cr);
}

static void paint_sprite(cairo_t *cr, const sprite *sp, unsigned col)
{
    (void)col;
    if (sp->own == BETS_FACE) {
        bet_face(cr, sp->label);
        return;
    }
    chip_disc(cr, 0xb08a3a, 0x7a3a30, 0x3a2410);
    tent_icon(cr, 0.5, 0.55, 0.45);
}

extern const art_painter art_paint_bets; /* below: its layout names it */

/* The office keeps a yard in the middle, or where its hints put it ("office", "office_size"). */
static void layout(Tile *T)
{
    const td_tile *t = T->t;
    if (!bets_tile_office(t->R, t->type))
        return;
    T->yard = 1;
    T->yard_c = p2(0.5, 0.5);
    T->yard_w = 0.27;
    T->yard_h = 0.2;
    P2 q;
    if (json_pt(art_get(t, "office"), &q))
        T->yard_c = q;
    if (json_pt(art_get(t, "office_size"), &q)) {
        T->yard_w = q.x;
        T->yard_h = q.y;
    }
    T->centre_by = &art_paint_bets;
}

const art_painter art_paint_bets = {.module = &art_mod_bets, .paint_sprite = paint_sprite, .layout = layout, .paint_centre = paint_office};
