/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the Bets' betting office (see art_mod_bets_office.h). */
#include "art_mod_bets_office.h"

#include <math.h>
#include <stdlib.h>

#include "art_util.h"

/* A wooden bar across each road where it meets the office's yard: the road visibly ends there (two roads
 * meeting under the tent read as one road passing it without it). */
static void paint_office_road_ends(cairo_t *cr, const Tile *T)
{
    P2 c = T->yard_c;
    double rx = T->yard_w / 2, ry = T->yard_h / 2;
    Flat *f = malloc(sizeof *f);
    for (int i = 0; i < T->nroad; i++) {
        if (T->road[i].end_kind != END_YARD)
            continue;
        path_flatten(&T->road[i].path, f);
        double lo = 0, hi = 1; /* the first point inside the yard's ellipse, by bisection */
        for (int k = 0; k < 30; k++) {
            double m = (lo + hi) / 2;
            P2 q = flat_at(f, m, NULL);
            double e = (q.x - c.x) * (q.x - c.x) / (rx * rx) + (q.y - c.y) * (q.y - c.y) / (ry * ry);
            if (e < 1)
                hi = m;
            else
                lo = m;
        }
        P2 tan;
        P2 q = flat_at(f, hi, &tan);
        double half = ROAD_W / 2 + 0.008;
        P2 a = p2(q.x - tan.y * half, q.y + tan.x * half), b = p2(q.x + tan.y * half, q.y - tan.x * half);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
        for (int pass = 0; pass < 2; pass++) {
            cairo_set_line_width(cr, pass ? 0.018 : 0.03);
            rgb(cr, pass ? 0x9a6a3a : C_OUTLINE);
            cairo_move_to(cr, a.x, a.y);
            cairo_line_to(cr, b.x, b.y);
            cairo_stroke(cr);
        }
        dot(cr, a.x, a.y, 0.018, C_OUTLINE);
        dot(cr, b.x, b.y, 0.018, C_OUTLINE);
        dot(cr, a.x, a.y, 0.012, 0x6a4424);
        dot(cr, b.x, b.y, 0.012, 0x6a4424);
    }
    free(f);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

static void paint_tent(cairo_t *cr, const Tile *T)
{
    P2 c = T->yard_c;
    double w = T->yard_w, h = T->yard_h;
    double x0 = c.x - w / 2, y0 = c.y - h / 2;
    /* trampled ground */
    cairo_save(cr);
    cairo_translate(cr, c.x, c.y);
    cairo_scale(cr, w / 2, h / 2);
    cairo_arc(cr, 0, 0, 1.0, 0, 2 * M_PI);
    cairo_restore(cr);
    rgb(cr, 0xcdb584);
    cairo_fill(cr);
    /* tent: striped walls, a peaked roof, open front */
    double bx0 = x0 + w * 0.1, bx1 = x0 + w * 0.9, by1 = y0 + h * 0.9, by0 = y0 + h * 0.45;
    rgba(cr, 0x000000, 0.3);
    cairo_rectangle(cr, bx0 + 0.012, by0 + 0.01, bx1 - bx0, by1 - by0);
    cairo_fill(cr);
    int nst = 6;
    for (int k = 0; k < nst; k++)
        fill_rect(cr, bx0 + (bx1 - bx0) * k / nst, by0, (bx1 - bx0) / nst + 0.0005, by1 - by0, k % 2 ? 0xf4ecd8 : 0xc23a30);
    /* doorway */
    double dx = (bx0 + bx1) / 2;
    cairo_move_to(cr, dx - 0.03, by1);
    cairo_line_to(cr, dx, by0 + 0.012);
    cairo_line_to(cr, dx + 0.03, by1);
    cairo_close_path(cr);
    rgb(cr, 0x3a2018);
    cairo_fill(cr);
    rgb(cr, C_OUTLINE);
    cairo_set_line_width(cr, 0.004);
    cairo_rectangle(cr, bx0, by0, bx1 - bx0, by1 - by0);
    cairo_stroke(cr);
    /* roof with scalloped edge */
    double ry = y0 + h * 0.08;
    cairo_move_to(cr, bx0 - 0.015, by0 + 0.005);
    cairo_line_to(cr, dx, ry);
    cairo_line_to(cr, bx1 + 0.015, by0 + 0.005);
    cairo_close_path(cr);
    fill_outline(cr, 0xd94a3a, C_OUTLINE, -1);
    cairo_move_to(cr, dx, ry);
    cairo_line_to(cr, dx - (dx - bx0) * 0.45, by0 + 0.004);
    cairo_line_to(cr, dx - (dx - bx0) * 0.1, by0 + 0.004);
    cairo_close_path(cr);
    rgb(cr, 0xf4ecd8);
    cairo_fill(cr);
    cairo_move_to(cr, dx, ry);
    cairo_line_to(cr, dx + (bx1 - dx) * 0.45, by0 + 0.004);
    cairo_line_to(cr, dx + (bx1 - dx) * 0.1, by0 + 0.004);
    cairo_close_path(cr);
    cairo_fill(cr);
    int nsc = 7;
    for (int k = 0; k < nsc; k++) {
        double sx = bx0 - 0.015 + (bx1 - bx0 + 0.03) * (k + 0.5) / nsc;
        cairo_arc(cr, sx, by0 + 0.006, (bx1 - bx0 + 0.03) / nsc / 2, 0, M_PI);
        fill_outline(cr, k % 2 ? 0xf4ecd8 : 0xd94a3a, C_OUTLINE, 0.0025);
    }
    /* pole and flag */
    cairo_set_line_width(cr, 0.006);
    rgb(cr, 0x4a3018);
    cairo_move_to(cr, dx, ry);
    cairo_line_to(cr, dx, ry - 0.07);
    cairo_stroke(cr);
    cairo_move_to(cr, dx, ry - 0.07);
    cairo_curve_to(cr, dx + 0.03, ry - 0.08, dx + 0.04, ry - 0.05, dx + 0.07, ry - 0.06);
    cairo_line_to(cr, dx + 0.055, ry - 0.045);
    cairo_line_to(cr, dx + 0.07, ry - 0.03);
    cairo_curve_to(cr, dx + 0.04, ry - 0.02, dx + 0.03, ry - 0.045, dx, ry - 0.035);
    cairo_close_path(cr);
    fill_outline(cr, 0xf2c230, C_OUTLINE, 0.003);
    /* a little counter with coins */
    fill_rect(cr, bx1 - 0.05, by1 - 0.025, 0.045, 0.02, 0x8a5a30);
    rgb(cr, 0xf2c230);
    for (int k = 0; k < 3; k++) {
        cairo_arc(cr, bx1 - 0.042 + k * 0.014, by1 - 0.03, 0.006, 0, 2 * M_PI);
        cairo_fill(cr);
    }
}

void paint_office(cairo_t *cr, Tile *T, Rng *rng)
{
    (void)rng;
    paint_tent(cr, T);
    paint_office_road_ends(cr, T);
}
