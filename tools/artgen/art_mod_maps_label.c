/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: a map's labels (title, seas, lakes, countries, regions) and compass. */
#include "art_mod_maps_label.h"

#include <math.h>
#include <string.h>

#include "art_mod_maps_text.h"

static void paint_compass(cairo_t *cr, double x, double y, double r)
{
    cairo_arc(cr, x, y, r * 0.72, 0, 2 * M_PI);
    rgba(cr, 0xf4ecd8, 0.5);
    cairo_fill_preserve(cr);
    rgba(cr, C_OUTLINE, 0.7);
    cairo_set_line_width(cr, 1.2 * PXL);
    cairo_stroke(cr);
    static const double dir[8][2] = {{0, -1}, {0.70710678, -0.70710678}, {1, 0},  {0.70710678, 0.70710678},
                                     {0, 1},  {-0.70710678, 0.70710678}, {-1, 0}, {-0.70710678, -0.70710678}};
    for (int k = 7; k >= 0; k--) {
        double l = k % 2 ? r * 0.6 : r, wdt = k % 2 ? r * 0.1 : r * 0.15;
        double ux = dir[k][0], uy = dir[k][1], vx = -uy, vy = ux;
        for (int half = 0; half < 2; half++) {
            double sgn = half ? 1 : -1;
            cairo_new_path(cr);
            cairo_move_to(cr, x, y);
            cairo_line_to(cr, x + ux * l, y + uy * l);
            cairo_line_to(cr, x + (ux * 0.3 + vx * sgn * 0.5) * wdt * 2, y + (uy * 0.3 + vy * sgn * 0.5) * wdt * 2);
            cairo_close_path(cr);
            fill_outline(cr, half ? (k == 0 ? 0xb0402a : 0x6a4a30) : (k == 0 ? 0xe07050 : 0xd8c8a0), C_OUTLINE, 0.8 * PXL);
        }
    }
    text_draw(cr, "N", x, y - r - 0.16, 0.2, 0, 2.0 * PXL, C_INK, 0xf4ecd8, 3.0 * PXL, 1);
}

static void paint_title(cairo_t *cr, const char *t, double cx, double cy)
{
    double h = 0.52, sp = 0.14, w = text_width(t, h, sp), pw = w + 0.9, ph = 1.15;
    double x0 = cx - pw / 2, y0 = cy - ph / 2;
    /* scroll ends */
    for (int k = 0; k < 2; k++) {
        double ex = k ? x0 + pw : x0;
        ellipse_path(cr, ex, cy, 0.16, ph / 2 + 0.06);
        fill_outline(cr, 0xd8c498, C_OUTLINE, 1.4 * PXL);
    }
    rgba(cr, 0x000000, 0.25);
    cairo_rectangle(cr, x0 + 0.05, y0 + 0.07, pw, ph);
    cairo_fill(cr);
    cairo_rectangle(cr, x0, y0, pw, ph);
    cairo_pattern_t *g = cairo_pattern_create_linear(0, y0, 0, y0 + ph);
    cairo_pattern_add_color_stop_rgb(g, 0, 0.97, 0.93, 0.82);
    cairo_pattern_add_color_stop_rgb(g, 1, 0.9, 0.83, 0.66);
    cairo_set_source(cr, g);
    cairo_fill_preserve(cr);
    cairo_pattern_destroy(g);
    rgb(cr, C_OUTLINE);
    cairo_set_line_width(cr, 1.6 * PXL);
    cairo_stroke(cr);
    cairo_rectangle(cr, x0 + 0.08, y0 + 0.08, pw - 0.16, ph - 0.16);
    rgba(cr, 0x8a3a24, 0.8);
    cairo_set_line_width(cr, 1.2 * PXL);
    cairo_stroke(cr);
    text_draw(cr, t, cx, cy + 0.02, h, sp, 0.075, 0x7a2a1a, 0xf8f0dc, 0.05, 1);
}

void paint_labels(cairo_t *cr, const Map *m, int regions)
{
    for (int i = 0; i < m->nlabel; i++) {
        const Label *l = &m->label[i];
        int is_region = strcmp(l->style, "region") == 0;
        if (is_region != regions)
            continue;
        if (strcmp(l->style, "title") == 0) {
            paint_title(cr, l->text, l->x, l->y);
            continue;
        }
        double h = 0.3, sp = 0.16, lw = 2.2 * PXL, alpha = 1, shear = 0, halo_w = 0;
        unsigned fg = C_SEA_INK, halo = 0xffffff;
        if (strcmp(l->style, "sea") == 0) {
            h = 0.3;
            sp = 0.2;
            shear = -0.22;
            fg = 0x2c5878;
            alpha = 0.8;
        } else if (strcmp(l->style, "lake") == 0) {
            h = 0.15;
            sp = 0.06;
            shear = -0.22;
            fg = 0x2c5878;
            alpha = 0.85;
            lw = 1.5 * PXL;
        } else if (strcmp(l->style, "country") == 0) {
            h = 0.28;
            sp = 0.2;
            fg = 0x7a6040;
            alpha = 0.8;
        } else if (is_region) {
            h = 0.26;
            sp = 0.24;
            fg = 0x4f6230;
            alpha = 0.45;
            lw = 2.6 * PXL;
        }
        h *= l->size;
        sp *= l->size;
        cairo_save(cr);
        cairo_translate(cr, l->x, l->y);
        if (l->angle != 0)
            cairo_rotate(cr, l->angle * M_PI / 180.0);
        if (shear != 0) {
            cairo_matrix_t sh;
            cairo_matrix_init(&sh, 1, 0, shear, 1, 0, 0);
            cairo_transform(cr, &sh);
        }
        text_draw(cr, l->text, 0, 0, h, sp, lw, fg, halo, halo_w, alpha);
        cairo_restore(cr);
    }
    if (regions)
        return;
    for (int i = 0; i < m->ndecor; i++)
        if (strcmp(m->decor[i].kind, "compass") == 0)
            paint_compass(cr, m->decor[i].x, m->decor[i].y, 0.62);
}
