/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the goods of Traders & Builders as the cities show them and the HUD's tokens
 * (see art_mod_traders_goods.h). */
#include "art_mod_traders_goods.h"

#include <math.h>
#include <string.h>

#include "../../rules/traders/traders.h"
#include "art_util.h"

#define C_BADGE 0xf8eed2 /* the parchment of the badge */
#define C_BADGE_RIM 0x3a2a1c

static void stop(cairo_pattern_t *g, double at, unsigned c)
{
    cairo_pattern_add_color_stop_rgb(g, at, ((c >> 16) & 255) / 255.0, ((c >> 8) & 255) / 255.0, (c & 255) / 255.0);
}

/* A barrel standing, seen from the side: purple staves bulging between iron hoops (a wine cask; the map
 * chips' wine is grapes on a round purple chip). */
static void barrel(cairo_t *cr)
{
    const unsigned stave = 0x8a2c74, lit = 0xc268aa, dark = 0x541848, hoop = 0x2e2630;
    cairo_new_path(cr);
    cairo_move_to(cr, -0.2, -0.3);
    cairo_curve_to(cr, -0.33, -0.12, -0.33, 0.12, -0.2, 0.3);
    cairo_line_to(cr, 0.2, 0.3);
    cairo_curve_to(cr, 0.33, 0.12, 0.33, -0.12, 0.2, -0.3);
    cairo_close_path(cr);
    cairo_pattern_t *g = cairo_pattern_create_linear(-0.3, 0, 0.3, 0);
    stop(g, 0, dark);
    stop(g, 0.35, lit);
    stop(g, 1, stave);
    cairo_set_source(cr, g);
    cairo_fill_preserve(cr);
    cairo_pattern_destroy(g);
    rgb(cr, C_BADGE_RIM);
    cairo_set_line_width(cr, 0.045);
    cairo_stroke(cr);
    /* the staves' joints */
    cairo_set_line_width(cr, 0.018);
    rgba(cr, dark, 0.9);
    for (int k = -1; k <= 1; k += 2) {
        cairo_move_to(cr, k * 0.09, -0.3);
        cairo_curve_to(cr, k * 0.14, -0.1, k * 0.14, 0.1, k * 0.09, 0.3);
    }
    cairo_stroke(cr);
    /* hoops near the ends and around the belly */
    static const double hy[4] = {-0.22, -0.08, 0.08, 0.22};
    cairo_set_line_width(cr, 0.05);
    rgb(cr, hoop);
    for (int k = 0; k < 4; k++) {
        double half = 0.2 + 0.1 * (1 - (hy[k] / 0.3) * (hy[k] / 0.3));
        cairo_move_to(cr, -half + 0.01, hy[k]);
        cairo_line_to(cr, half - 0.01, hy[k]);
    }
    cairo_stroke(cr);
    /* the head, a flat ellipse on top, and the bung */
    cairo_save(cr);
    cairo_translate(cr, 0, -0.3);
    cairo_scale(cr, 1, 0.28);
    cairo_arc(cr, 0, 0, 0.2, 0, 2 * M_PI);
    cairo_restore(cr);
    fill_outline(cr, 0xb0784a, C_BADGE_RIM, 0.03);
    dot(cr, 0.1, 0.02, 0.035, hoop);
}

/* A sheaf of grain: golden stalks tied in the middle, the ears fanned out above. */
static void sheaf(cairo_t *cr)
{
    const unsigned gold = 0xe0a020, deep = 0xa86a10, line = 0x5a3806;
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    /* stalks: from the band down and out, and up to the ears */
    for (int pass = 0; pass < 2; pass++) {
        cairo_set_line_width(cr, pass ? 0.035 : 0.07);
        rgb(cr, pass ? gold : line);
        for (int k = -3; k <= 3; k++) {
            cairo_move_to(cr, k * 0.022, 0.05);
            cairo_line_to(cr, k * 0.06, 0.36);
            cairo_move_to(cr, k * 0.022, 0.05);
            cairo_curve_to(cr, k * 0.02, -0.08, k * 0.05, -0.14, k * 0.075, -0.2);
        }
        cairo_stroke(cr);
    }
    /* the ears: grains along a spine at the top of each stalk */
    for (int k = -3; k <= 3; k++) {
        double bx = k * 0.075, by = -0.2, ang = atan2(-0.12, k * 0.03) + M_PI / 2;
        cairo_save(cr);
        cairo_translate(cr, bx, by);
        cairo_rotate(cr, ang * 0.9);
        for (int j = 0; j < 3; j++)
            for (int side = -1; side <= 1; side += 2) {
                cairo_save(cr);
                cairo_translate(cr, side * 0.022, -0.03 - j * 0.045);
                cairo_rotate(cr, side * 0.5);
                cairo_scale(cr, 0.5, 1);
                cairo_arc(cr, 0, 0, 0.034, 0, 2 * M_PI);
                cairo_restore(cr);
                fill_outline(cr, j == 2 ? gold : shade(gold, 1.08), line, 0.014);
            }
        cairo_restore(cr);
    }
    /* the band that ties it */
    cairo_save(cr);
    cairo_translate(cr, 0, 0.06);
    cairo_scale(cr, 1, 0.45);
    cairo_arc(cr, 0, 0, 0.13, 0, 2 * M_PI);
    cairo_restore(cr);
    fill_outline(cr, deep, line, 0.03);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

/* A bolt of blue cloth: the roll lying across, its end showing the cloth wound round, and the loose cloth
 * unrolled from it down to the front in a wave, striped as woven. */
static void bolt(cairo_t *cr)
{
    const unsigned blue = 0x2f62b8, lit = 0x7aa2e6, dark = 0x1c3c7a, stripe = 0xf4ecd8;
    /* the unrolled cloth, from under the roll to a wavy hem */
    cairo_new_path(cr);
    cairo_move_to(cr, -0.3, -0.02);
    cairo_line_to(cr, 0.2, -0.02);
    cairo_curve_to(cr, 0.18, 0.1, 0.16, 0.2, 0.12, 0.32);
    cairo_curve_to(cr, 0.02, 0.26, -0.06, 0.36, -0.16, 0.3);
    cairo_curve_to(cr, -0.24, 0.26, -0.3, 0.34, -0.36, 0.3);
    cairo_curve_to(cr, -0.33, 0.2, -0.31, 0.1, -0.3, -0.02);
    cairo_close_path(cr);
    fill_outline(cr, blue, C_BADGE_RIM, 0.035);
    cairo_set_line_width(cr, 0.024);
    rgba(cr, stripe, 0.9);
    for (int k = 0; k < 3; k++) {
        double x = -0.2 + k * 0.15;
        cairo_move_to(cr, x, 0.0);
        cairo_curve_to(cr, x - 0.01, 0.12, x - 0.02, 0.2, x - 0.03 - 0.01 * k, 0.28 - 0.02 * (k == 1));
    }
    cairo_stroke(cr);
    /* the roll: its side lit along the top */
    cairo_new_path(cr);
    cairo_rectangle(cr, -0.3, -0.3, 0.5, 0.28);
    cairo_pattern_t *g = cairo_pattern_create_linear(0, -0.3, 0, -0.02);
    stop(g, 0, lit);
    stop(g, 0.45, blue);
    stop(g, 1, dark);
    cairo_set_source(cr, g);
    cairo_fill_preserve(cr);
    cairo_pattern_destroy(g);
    rgb(cr, C_BADGE_RIM);
    cairo_set_line_width(cr, 0.035);
    cairo_stroke(cr);
    cairo_set_line_width(cr, 0.024);
    rgba(cr, stripe, 0.9);
    for (int k = 0; k < 3; k++) {
        cairo_move_to(cr, -0.2 + k * 0.15, -0.285);
        cairo_line_to(cr, -0.2 + k * 0.15, -0.035);
    }
    cairo_stroke(cr);
    /* the roll's end on the right: the cloth wound round in a spiral */
    cairo_save(cr);
    cairo_translate(cr, 0.2, -0.16);
    cairo_scale(cr, 0.5, 1);
    cairo_arc(cr, 0, 0, 0.14, 0, 2 * M_PI);
    cairo_restore(cr);
    fill_outline(cr, lit, C_BADGE_RIM, 0.035);
    cairo_save(cr);
    cairo_translate(cr, 0.2, -0.16);
    cairo_scale(cr, 0.5, 1);
    cairo_new_path(cr);
    for (int k = 0; k <= 36; k++) {
        double a = k * 0.45, r = 0.015 + 0.0031 * k;
        cairo_line_to(cr, r * cos(a), r * sin(a));
    }
    cairo_restore(cr);
    rgb(cr, dark);
    cairo_set_line_width(cr, 0.016);
    cairo_stroke(cr);
}

void paint_goods(cairo_t *cr, int kind, P2 c, double side, double shadow)
{
    const char *name = traders_goods_name(kind);
    if (!name)
        die("no goods of kind %d", kind);
    cairo_save(cr);
    cairo_translate(cr, c.x, c.y);
    cairo_scale(cr, side, side);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    rounded_rect(cr, -0.5 + shadow, -0.5 + shadow * 1.2, 0.5 + shadow, 0.5 + shadow * 1.2, 0.16);
    rgba(cr, 0x000000, 0.3);
    cairo_fill(cr);
    rounded_rect(cr, -0.5, -0.5, 0.5, 0.5, 0.16);
    cairo_pattern_t *g = cairo_pattern_create_linear(-0.5, -0.5, 0.5, 0.5);
    stop(g, 0, 0xfffaea);
    stop(g, 1, shade(C_BADGE, 0.9));
    cairo_set_source(cr, g);
    cairo_fill_preserve(cr);
    cairo_pattern_destroy(g);
    rgb(cr, C_BADGE_RIM);
    cairo_set_line_width(cr, 0.07);
    cairo_stroke(cr);
    cairo_translate(cr, 0, 0.02);
    if (strcmp(name, "wine") == 0)
        barrel(cr);
    else if (strcmp(name, "grain") == 0)
        sheaf(cr);
    else if (strcmp(name, "cloth") == 0)
        bolt(cr);
    else
        die("no picture for the goods \"%s\"", name);
    cairo_restore(cr);
}
