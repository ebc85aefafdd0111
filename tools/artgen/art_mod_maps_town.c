/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: a map's towns (in their wine's colour on France) and start squares. */
#include "art_mod_maps_town.h"

#include "art_mod_maps_text.h"

/* A house seen from the front: (x, y) is the bottom-left corner of its wall. */
static void front_house(cairo_t *cr, double x, double y, double w, double h, unsigned wall, unsigned roofc)
{
    double rh = h * 0.85;
    rgba(cr, 0x142008, 0.3);
    cairo_rectangle(cr, x + 1.5 * PXL, y - h + 1.5 * PXL, w, h);
    cairo_fill(cr);
    fill_rect(cr, x, y - h, w, h, wall);
    fill_rect(cr, x + w * 0.18, y - h * 0.55, w * 0.22, h * 0.55, 0x4a2e18);
    fill_rect(cr, x + w * 0.56, y - h * 0.78, w * 0.24, h * 0.28, 0x35506a);
    rgb(cr, C_OUTLINE);
    cairo_set_line_width(cr, 0.9 * PXL);
    cairo_rectangle(cr, x, y - h, w, h);
    cairo_stroke(cr);
    cairo_move_to(cr, x - w * 0.12, y - h);
    cairo_line_to(cr, x + w * 0.5, y - h - rh);
    cairo_line_to(cr, x + w * 1.12, y - h);
    cairo_close_path(cr);
    fill_outline(cr, roofc, C_OUTLINE, -1);
}

/* A small town: a church and a few houses around (cx, cy), about s across. */
static void town_icon(cairo_t *cr, double cx, double cy, double s, Rng *rng)
{
    rgba(cr, 0xe6d3a2, 0.95);
    cairo_save(cr);
    cairo_translate(cr, cx, cy + s * 0.2);
    cairo_scale(cr, 1.0, 0.42);
    cairo_arc(cr, 0, 0, s * 0.5, 0, 2 * M_PI);
    cairo_restore(cr);
    cairo_fill_preserve(cr);
    rgba(cr, C_ROAD_EDGE, 0.8);
    cairo_set_line_width(cr, 0.8 * PXL);
    cairo_stroke(cr);
    static const unsigned roofs[4] = {0xcf6a43, 0xc05a3c, 0xd27d4e, 0xb8563e};
    /* church: nave and tower with a spire */
    double tx = cx + s * 0.08, base = cy + s * 0.16;
    front_house(cr, tx - s * 0.02, base, s * 0.3, s * 0.2, 0xeee4cc, 0x9a4a34);
    rgba(cr, 0x142008, 0.3);
    cairo_rectangle(cr, tx - s * 0.1 + 1.5 * PXL, base - s * 0.42 + 1.5 * PXL, s * 0.12, s * 0.42);
    cairo_fill(cr);
    rgb(cr, 0xe8dcc0);
    cairo_rectangle(cr, tx - s * 0.1, base - s * 0.42, s * 0.12, s * 0.42);
    cairo_fill_preserve(cr);
    rgb(cr, C_OUTLINE);
    cairo_set_line_width(cr, 0.9 * PXL);
    cairo_stroke(cr);
    cairo_move_to(cr, tx - s * 0.12, base - s * 0.42);
    cairo_line_to(cr, tx - s * 0.04, base - s * 0.64);
    cairo_line_to(cr, tx + s * 0.04, base - s * 0.42);
    cairo_close_path(cr);
    fill_outline(cr, 0x6a5a7a, C_OUTLINE, -1);
    /* houses */
    static const double hx[3] = {-0.38, -0.2, 0.3}, hy[3] = {0.2, 0.32, 0.3}, hw[3] = {0.2, 0.22, 0.2};
    for (int i = 0; i < 3; i++) {
        int ri = (int)(rnd(rng) * 4);
        front_house(cr, cx + s * hx[i], cy + s * hy[i], s * hw[i], s * 0.16, 0xf2e8d2, roofs[ri]);
    }
}

/* A bunch of grapes (wine colour) with a leaf. */
static void grapes(cairo_t *cr, double cx, double cy, double r, unsigned col)
{
    static const double g[7][2] = {{-1, 0}, {0, 0}, {1, 0}, {-0.5, 0.85}, {0.5, 0.85}, {0, 1.7}, {0, -0.9}};
    cairo_move_to(cr, cx + r * 0.2, cy - r * 1.2);
    cairo_curve_to(cr, cx + r * 1.6, cy - r * 2.2, cx + r * 2.4, cy - r * 0.9, cx + r * 1.3, cy - r * 0.6);
    cairo_close_path(cr);
    fill_outline(cr, 0x5c8e38, C_OUTLINE, 0.7 * PXL);
    for (int k = 0; k < 7; k++) {
        cairo_arc(cr, cx + g[k][0] * r, cy + g[k][1] * r, r * 0.58, 0, 2 * M_PI);
        fill_outline(cr, k == 6 ? shade(col, 1.0) : shade(col, 1.0 + 0.05 * k), 0x20141c, 0.7 * PXL);
    }
}

void paint_towns(cairo_t *cr, const Map *m, Rng *rng)
{
    for (int i = 0; i < m->r->ntowns; i++) {
        const map_named *t = &m->r->town[i];
        double cx = t->at.x + 0.5, cy = t->at.y + 0.5;
        unsigned fill = 0xf4ead0, ink = 0x4a2a18;
        if (t->wine[0]) {
            unsigned col = map_colour(t->wine, 0x8a6a4a);
            /* vineyard rows around the town in its wine's colour */
            cairo_save(cr);
            cairo_rectangle(cr, t->at.x + 0.04, t->at.y + 0.04, 0.92, 0.92);
            cairo_clip(cr);
            cairo_arc(cr, cx, cy, 0.46, 0, 2 * M_PI);
            rgba(cr, col, 0.22);
            cairo_fill(cr);
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
            double dash[2] = {0.001, 0.045};
            cairo_set_dash(cr, dash, 2, 0);
            cairo_set_line_width(cr, 3.0 * PXL);
            rgba(cr, shade(col, 0.7), 0.7);
            for (double yy = t->at.y + 0.12; yy < t->at.y + 0.95; yy += 0.09) {
                cairo_move_to(cr, t->at.x + 0.06, yy);
                cairo_line_to(cr, t->at.x + 0.96, yy);
            }
            cairo_stroke(cr);
            cairo_set_dash(cr, NULL, 0, 0);
            cairo_restore(cr);
            cairo_arc(cr, cx, cy, 0.46, 0, 2 * M_PI);
            rgb(cr, shade(col, 0.8));
            cairo_set_line_width(cr, 2.0 * PXL);
            cairo_stroke(cr);
            fill = col;
            ink = 0xffffff;
        }
        town_icon(cr, cx - 0.02, cy - 0.08, 0.62, rng);
        if (t->wine[0])
            grapes(cr, cx + 0.3, cy - 0.28, 0.045, map_colour(t->wine, 0x8a6a4a));
        ribbon(cr, t->name, cx, cy + 0.32, 0.13, fill, ink, 1.55);
    }
    for (int i = 0; i < m->r->nstarts; i++) {
        const map_named *t = &m->r->start[i];
        double cx = t->at.x + 0.5, cy = t->at.y + 0.5, x0 = t->at.x + 0.06, y0 = t->at.y + 0.06, w = 0.88, r = 0.1;
        town_icon(cr, cx - 0.02, cy - 0.08, 0.62, rng);
        for (int pass = 0; pass < 2; pass++) {
            rounded_rect(cr, x0, y0, x0 + w, y0 + w, r);
            cairo_set_line_width(cr, pass ? 3.0 * PXL : 6.0 * PXL);
            rgb(cr, pass ? C_START : 0x5a1410);
            cairo_stroke(cr);
        }
        if (t->wine[0])
            grapes(cr, cx + 0.3, cy - 0.28, 0.045, map_colour(t->wine, 0x8a6a4a));
        ribbon(cr, t->name, cx, cy + 0.32, 0.13, C_START, 0xffffff, 1.55);
    }
}
