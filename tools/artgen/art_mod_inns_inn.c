/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the inn beside its road (see art_mod_inns_inn.h). */
#include "art_mod_inns_inn.h"

#include <math.h>

#include "art_build.h"

/* A pond seen from a little above: muddy bank, water, a glint, reeds at its west end. */
static void pond(cairo_t *cr, double x, double y, double rx, double ry)
{
    static const double blob[8][2] = {{1, 0}, {0.72, 0.8}, {0, 1.08}, {-0.76, 0.74}, {-1.04, 0}, {-0.66, -0.8}, {0.04, -1}, {0.74, -0.72}};
    for (int pass = 0; pass < 3; pass++) {
        double g = pass == 0 ? 1.16 : pass == 1 ? 1.0 : 0.8; /* bank, water, deep water */
        cairo_new_path(cr);
        for (int k = 0; k <= 8; k++) {
            const double *a = blob[k % 8], *b = blob[(k + 7) % 8], *c = blob[(k + 1) % 8];
            P2 q = p2(x + a[0] * rx * g, y + a[1] * ry * g);
            if (k == 0) {
                cairo_move_to(cr, q.x, q.y);
                continue;
            }
            /* a smooth closed curve through the points: tangents along their neighbours' chord */
            const double *pa = blob[(k + 6) % 8];
            P2 p0 = p2(x + b[0] * rx * g, y + b[1] * ry * g);
            cairo_curve_to(cr, p0.x + (a[0] - pa[0]) * rx * g / 6, p0.y + (a[1] - pa[1]) * ry * g / 6, q.x - (c[0] - b[0]) * rx * g / 6,
                           q.y - (c[1] - b[1]) * ry * g / 6, q.x, q.y);
        }
        cairo_close_path(cr);
        if (pass == 0) {
            fill_outline(cr, 0x8a9a52, 0x4a5a2a, 0.003);
        } else {
            rgb(cr, pass == 1 ? 0x5a94c4 : 0x3f78aa);
            cairo_fill(cr);
        }
    }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_width(cr, 0.003);
    rgba(cr, 0xe8f4fa, 0.85);
    cairo_move_to(cr, x - rx * 0.2, y - ry * 0.45);
    cairo_line_to(cr, x + rx * 0.35, y - ry * 0.45);
    cairo_move_to(cr, x + rx * 0.1, y + ry * 0.1);
    cairo_line_to(cr, x + rx * 0.5, y + ry * 0.1);
    cairo_stroke(cr);
    /* reeds with their brown heads */
    for (int k = 0; k < 4; k++) {
        double bx = x - rx * (0.95 - k * 0.12), by = y + ry * (0.5 - k * 0.3), lean = 0.004 * (k - 1.5);
        cairo_set_line_width(cr, 0.0025);
        rgb(cr, 0x2e5a22);
        cairo_move_to(cr, bx, by);
        cairo_line_to(cr, bx + lean, by - 0.026);
        cairo_stroke(cr);
        cairo_set_line_width(cr, 0.004);
        rgb(cr, 0x6a4424);
        cairo_move_to(cr, bx + lean * 0.8, by - 0.02);
        cairo_line_to(cr, bx + lean, by - 0.027);
        cairo_stroke(cr);
    }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

/* The inn: a timber-framed house of two storeys with its sign on a bracket, a barrel at the door, and
 * its pond in front (wall's bottom-left at (x, y), w wide, h high). */
static void inn_house(cairo_t *cr, double x, double y, double w, double h)
{
    rgba(cr, 0x142008, 0.3);
    cairo_rectangle(cr, x + 0.01, y - h + 0.01, w, h);
    cairo_fill(cr);
    fill_rect(cr, x, y - h, w, h, 0xf2e6c8);
    /* the timber frame: posts, the floor between the storeys, braces */
    cairo_set_line_width(cr, 0.0035);
    rgb(cr, 0x5a3a20);
    for (int k = 1; k < 4; k++) {
        cairo_move_to(cr, x + w * k / 4, y - h);
        cairo_line_to(cr, x + w * k / 4, y - h * 0.5);
    }
    cairo_move_to(cr, x, y - h * 0.5);
    cairo_line_to(cr, x + w, y - h * 0.5);
    cairo_move_to(cr, x, y - h * 0.55);
    cairo_line_to(cr, x + w / 4, y - h);
    cairo_move_to(cr, x + w, y - h * 0.55);
    cairo_line_to(cr, x + w * 0.75, y - h);
    cairo_stroke(cr);
    /* upper windows, lit; the door under a little porch roof, a window beside it */
    for (int k = 0; k < 2; k++)
        fill_rect(cr, x + w * (0.3 + k * 0.26), y - h * 0.88, w * 0.14, h * 0.24, 0xf2c65a);
    fill_rect(cr, x + w * 0.58, y - h * 0.42, w * 0.22, h * 0.2, 0xf2c65a);
    fill_rect(cr, x + w * 0.16, y - h * 0.4, w * 0.22, h * 0.4, 0x4a2e18);
    rgb(cr, 0x5a3a20);
    cairo_set_line_width(cr, 0.002);
    cairo_move_to(cr, x + w * 0.67, y - h * 0.42);
    cairo_line_to(cr, x + w * 0.67, y - h * 0.22);
    cairo_stroke(cr);
    rgb(cr, C_OUTLINE);
    cairo_set_line_width(cr, 0.004);
    cairo_rectangle(cr, x, y - h, w, h);
    cairo_stroke(cr);
    house_roof(cr, x, y - h, w, h * 0.62, 0xb04a32, 0x7a2e1e);
    /* a chimney */
    cairo_rectangle(cr, x + w * 0.7, y - h - h * 0.62 - 0.008, 0.012, 0.022);
    fill_outline(cr, 0x8a6a5a, C_OUTLINE, 0.0025);
    /* the sign: a bracket out of the wall's west side, a golden board with a tankard */
    double sy = y - h * 0.62, sx = x - 0.024;
    cairo_set_line_width(cr, 0.003);
    rgb(cr, 0x2a1a10);
    cairo_move_to(cr, x, sy);
    cairo_line_to(cr, sx - 0.004, sy);
    cairo_move_to(cr, sx + 0.002, sy);
    cairo_line_to(cr, sx + 0.002, sy + 0.006);
    cairo_move_to(cr, sx + 0.014, sy);
    cairo_line_to(cr, sx + 0.014, sy + 0.006);
    cairo_stroke(cr);
    cairo_rectangle(cr, sx - 0.004, sy + 0.006, 0.024, 0.02);
    fill_outline(cr, 0xe8b440, C_OUTLINE, 0.0025);
    fill_rect(cr, sx + 0.003, sy + 0.011, 0.009, 0.011, 0x8a5424);
    fill_rect(cr, sx + 0.003, sy + 0.009, 0.009, 0.004, 0xfaf6ea);
    rgb(cr, 0x8a5424);
    cairo_set_line_width(cr, 0.002);
    cairo_arc(cr, sx + 0.013, sy + 0.016, 0.003, -M_PI / 2, M_PI / 2);
    cairo_stroke(cr);
    /* a barrel beside the door */
    double bx = x + w * 0.44, by = y - 0.001;
    rgba(cr, 0x142008, 0.3);
    cairo_rectangle(cr, bx + 0.003, by - 0.018, 0.016, 0.02);
    cairo_fill(cr);
    rounded_rect(cr, bx, by - 0.02, bx + 0.016, by, 0.004);
    fill_outline(cr, 0x9a6432, C_OUTLINE, 0.0025);
    rgb(cr, 0x4a3020);
    cairo_set_line_width(cr, 0.0018);
    cairo_move_to(cr, bx, by - 0.014);
    cairo_line_to(cr, bx + 0.016, by - 0.014);
    cairo_move_to(cr, bx, by - 0.006);
    cairo_line_to(cr, bx + 0.016, by - 0.006);
    cairo_stroke(cr);
}

/* The inn's house and pond in the picture's units (0.095 its radius): the house moved towards its road,
 * its front on the footprint's edge when the road is below it, its pond at the front corner away from the
 * road's side. */
#define INN_W 0.11
#define INN_H 0.07
static void inn_layout(P2 dir, double *x, double *y, double *px, double *py)
{
    *x = -INN_W / 2 + 0.035 * dir.x;
    *y = 0.03 + (dir.y > 0 ? 0.045 : 0.03) * dir.y;
    *px = dir.x > 0.3 ? *x + 0.012 : *x + INN_W - 0.012;
    *py = *y + 0.008;
}

void inn_house_box(P2 c, double r, P2 dir, double *x0, double *y0, double *x1, double *y1, double *px, double *py)
{
    double x, y, qx, qy, k = r / 0.095;
    inn_layout(dir, &x, &y, &qx, &qy);
    *x0 = c.x + k * (x - 0.03); /* the sign on its bracket */
    *x1 = c.x + k * (x + INN_W);
    *y0 = c.y + k * (y - INN_H * 1.62); /* the roof */
    *y1 = c.y + k * y;
    *px = c.x + k * qx;
    *py = c.y + k * qy;
}

void paint_inn(cairo_t *cr, P2 c, double r, P2 dir, Rng *rng)
{
    (void)rng;
    double x, y, px, py;
    inn_layout(dir, &x, &y, &px, &py);
    cairo_save(cr);
    cairo_translate(cr, c.x, c.y);
    cairo_scale(cr, r / 0.095, r / 0.095);
    inn_house(cr, x, y, INN_W, INN_H);
    pond(cr, px, py, 0.03, 0.016);
    cairo_restore(cr);
}
