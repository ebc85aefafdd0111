/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the Tollkeepers' illustrations (farmhouse, sheds with their animals, garden,
 * highwaymen) and the travellers on a road. */
#include "art_mod_tollkeepers_illus.h"

#include <math.h>
#include <string.h>

#include "art_build.h"
#include "art_util.h"

/* A house seen from the front (3/4 view): wall, door, window, roof. */
static void front_house(cairo_t *cr, double x, double y, double w, double h, unsigned wall, unsigned roofc, unsigned roofd)
{
    /* (x, y) = bottom-left of the wall */
    double rh = h * 0.9;
    rgba(cr, 0x142008, 0.3);
    cairo_rectangle(cr, x + 0.01, y - h + 0.01, w, h);
    cairo_fill(cr);
    fill_rect(cr, x, y - h, w, h, wall);
    /* timber frame */
    rgba(cr, 0x5a3a20, 0.8);
    cairo_set_line_width(cr, 0.003);
    cairo_move_to(cr, x, y - h * 0.5);
    cairo_line_to(cr, x + w, y - h * 0.5);
    cairo_stroke(cr);
    fill_rect(cr, x + w * 0.14, y - h * 0.62, w * 0.18, h * 0.62, 0x4a2e18);
    fill_rect(cr, x + w * 0.55, y - h * 0.8, w * 0.22, h * 0.26, 0x35506a);
    rgb(cr, C_OUTLINE);
    cairo_set_line_width(cr, 0.004);
    cairo_rectangle(cr, x, y - h, w, h);
    cairo_stroke(cr);
    house_roof(cr, x, y - h, w, rh, roofc, roofd);
}

/* An animal of a shed, side on, facing right, standing on y: its kind's look and its size. */
typedef struct {
    int cow, pig;
    unsigned body, dark;
    double x, y, bw, bh, by;
} Beast;

/* Its shadow, legs and tail. */
static void beast_legs(cairo_t *cr, const Beast *a)
{
    int pig = a->pig;
    unsigned body = a->body;
    double x = a->x, y = a->y, bw = a->bw, bh = a->bh, by = a->by;
    rgba(cr, 0x142008, 0.3);
    cairo_save(cr);
    cairo_translate(cr, x + 0.004, y);
    cairo_scale(cr, 1, 0.3);
    cairo_arc(cr, 0, 0, bw * 0.6, 0, 2 * M_PI);
    cairo_restore(cr);
    cairo_fill(cr);
    /* legs */
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_width(cr, pig ? 0.008 : 0.0065);
    rgb(cr, C_OUTLINE);
    double lx[4] = {-0.38, -0.22, 0.22, 0.36};
    for (int k = 0; k < 4; k++) {
        cairo_move_to(cr, x + lx[k] * bw, by);
        cairo_line_to(cr, x + lx[k] * bw, y);
    }
    cairo_stroke(cr);
    cairo_set_line_width(cr, pig ? 0.0045 : 0.0035);
    rgb(cr, body);
    for (int k = 0; k < 4; k++) {
        cairo_move_to(cr, x + lx[k] * bw, by);
        cairo_line_to(cr, x + lx[k] * bw, y - 0.003);
    }
    cairo_stroke(cr);
    /* tail */
    cairo_set_line_width(cr, 0.003);
    rgb(cr, C_OUTLINE);
    if (pig) {
        cairo_arc(cr, x - bw / 2 - 0.006, by - 0.004, 0.005, 0, 1.7 * M_PI);
    } else {
        cairo_move_to(cr, x - bw / 2, by - bh * 0.3);
        cairo_curve_to(cr, x - bw / 2 - 0.01, by, x - bw / 2 - 0.008, by + 0.01, x - bw / 2 - 0.01, by + 0.016);
    }
    cairo_stroke(cr);
}

/* Its body, with a cow's patches or a donkey's pale belly. */
static void beast_body(cairo_t *cr, const Beast *a)
{
    int cow = a->cow, pig = a->pig;
    unsigned body = a->body, dark = a->dark;
    double x = a->x, bw = a->bw, bh = a->bh, by = a->by;
    /* body */
    ellipse_path(cr, x, by, bw / 2, bh / 2);
    rgb(cr, body);
    cairo_fill_preserve(cr);
    cairo_save(cr);
    cairo_clip_preserve(cr);
    if (cow) {
        rgb(cr, dark);
        cairo_new_path(cr);
        cairo_arc(cr, x - 0.01, by - 0.006, 0.009, 0, 2 * M_PI);
        cairo_fill(cr);
        cairo_arc(cr, x + 0.014, by + 0.004, 0.007, 0, 2 * M_PI);
        cairo_fill(cr);
    }
    if (!cow && !pig) {
        rgb(cr, 0xd8d0c4);
        cairo_new_path(cr);
        ellipse_path(cr, x, by + bh * 0.45, bw * 0.4, bh * 0.3);
        cairo_fill(cr);
    }
    cairo_restore(cr);
    cairo_new_path(cr);
    ellipse_path(cr, x, by, bw / 2, bh / 2);
    rgb(cr, C_OUTLINE);
    cairo_set_line_width(cr, 0.003);
    cairo_stroke(cr);
}

/* Its head: neck, ears, mane, horns, muzzle or snout, and eye. */
static void beast_head(cairo_t *cr, const Beast *a)
{
    int cow = a->cow, pig = a->pig;
    unsigned body = a->body, dark = a->dark;
    double x = a->x, bw = a->bw, bh = a->bh, by = a->by;
    /* head */
    double hx = x + bw / 2 + (pig ? 0.004 : 0.006), hy = by - (pig ? 0.0 : cow ? 0.008 : 0.016);
    if (!pig) { /* neck */
        cairo_move_to(cr, x + bw * 0.3, by - bh * 0.35);
        cairo_line_to(cr, hx - 0.004, hy - 0.006);
        cairo_line_to(cr, hx, hy + 0.008);
        cairo_line_to(cr, x + bw * 0.42, by + bh * 0.2);
        cairo_close_path(cr);
        fill_outline(cr, body, C_OUTLINE, -1);
    }
    if (!cow && !pig) { /* donkey ears */
        for (int k = 0; k < 2; k++) {
            cairo_save(cr);
            cairo_translate(cr, hx - 0.004 + k * 0.005, hy - 0.016);
            cairo_rotate(cr, -0.3 + k * 0.35);
            cairo_scale(cr, 0.0035, 0.012);
            cairo_arc(cr, 0, 0, 1, 0, 2 * M_PI);
            cairo_restore(cr);
            fill_outline(cr, body, C_OUTLINE, -1);
        }
        /* mane */
        cairo_set_line_width(cr, 0.004);
        rgb(cr, 0x3a3028);
        cairo_move_to(cr, hx - 0.008, hy - 0.006);
        cairo_line_to(cr, x + bw * 0.3, by - bh * 0.45);
        cairo_stroke(cr);
    }
    if (cow) { /* horns */
        cairo_set_line_width(cr, 0.003);
        rgb(cr, 0xe8dcb0);
        cairo_move_to(cr, hx - 0.006, hy - 0.009);
        cairo_line_to(cr, hx - 0.01, hy - 0.017);
        cairo_move_to(cr, hx + 0.004, hy - 0.009);
        cairo_line_to(cr, hx + 0.008, hy - 0.017);
        cairo_stroke(cr);
    }
    if (pig) { /* ears */
        cairo_move_to(cr, hx - 0.008, hy - 0.008);
        cairo_line_to(cr, hx - 0.002, hy - 0.02);
        cairo_line_to(cr, hx + 0.003, hy - 0.008);
        cairo_close_path(cr);
        rgb(cr, dark);
        cairo_fill(cr);
    }
    ellipse_path(cr, hx, hy, pig ? 0.013 : 0.011, pig ? 0.012 : 0.01);
    fill_outline(cr, body, C_OUTLINE, 0.003);
    /* muzzle / snout and eye */
    cairo_arc(cr, hx + (pig ? 0.012 : 0.009), hy + (pig ? 0.001 : 0.004), pig ? 0.0055 : 0.0055, 0, 2 * M_PI);
    fill_outline(cr, cow ? 0xf0a8a0 : pig ? 0xe07e8c : 0xe0d8cc, C_OUTLINE, 0.002);
    cairo_arc(cr, hx + 0.002, hy - 0.003, 0.0018, 0, 2 * M_PI);
    cairo_fill(cr);
}

static void animal(cairo_t *cr, const char *kind, double x, double y)
{
    /* side view, facing right, standing on y; about 0.06 long */
    int cow = strcmp(kind, "cowshed") == 0, pig = strcmp(kind, "pigshed") == 0;
    unsigned body = cow ? 0xf6f2ea : pig ? 0xf2a6a8 : 0x8f8478;
    unsigned dark = cow ? 0x2a2624 : pig ? 0xc46a78 : 0x4a4038;
    double bw = pig ? 0.05 : 0.056, bh = pig ? 0.034 : 0.028, leg = pig ? 0.012 : cow ? 0.018 : 0.022;
    double by = y - leg - bh / 2;
    Beast a = {.cow = cow, .pig = pig, .body = body, .dark = dark, .x = x, .y = y, .bw = bw, .bh = bh, .by = by};
    beast_legs(cr, &a);
    beast_body(cr, &a);
    beast_head(cr, &a);
}

static void shed(cairo_t *cr, double x, double y, double w, double h, unsigned roofc)
{
    rgba(cr, 0x142008, 0.3);
    cairo_rectangle(cr, x + 0.01, y - h + 0.01, w, h);
    cairo_fill(cr);
    fill_rect(cr, x, y - h, w, h, 0x9a6a3c);
    cairo_set_line_width(cr, 0.0018);
    rgba(cr, 0x4a2c14, 0.8);
    for (double px = x + 0.01; px < x + w; px += 0.01) {
        cairo_move_to(cr, px, y - h);
        cairo_line_to(cr, px, y);
    }
    cairo_stroke(cr);
    /* wide door with a cross brace */
    double dw = w * 0.42, dx = x + w * 0.5 - dw / 2, dh = h * 0.78;
    fill_rect(cr, dx, y - dh, dw, dh, 0x3a2414);
    rgb(cr, 0xb8864c);
    cairo_set_line_width(cr, 0.003);
    cairo_rectangle(cr, dx, y - dh, dw, dh);
    cairo_move_to(cr, dx, y - dh);
    cairo_line_to(cr, dx + dw, y);
    cairo_move_to(cr, dx + dw, y - dh);
    cairo_line_to(cr, dx, y);
    cairo_stroke(cr);
    rgb(cr, C_OUTLINE);
    cairo_set_line_width(cr, 0.004);
    cairo_rectangle(cr, x, y - h, w, h);
    cairo_stroke(cr);
    /* roof */
    cairo_move_to(cr, x - w * 0.08, y - h);
    cairo_line_to(cr, x + w * 0.1, y - h - h * 0.75);
    cairo_line_to(cr, x + w * 0.9, y - h - h * 0.75);
    cairo_line_to(cr, x + w * 1.08, y - h);
    cairo_close_path(cr);
    fill_outline(cr, roofc, C_OUTLINE, -1);
    cairo_set_line_width(cr, 0.002);
    rgba(cr, 0x000000, 0.25);
    for (int k = 1; k < 3; k++) {
        double yy = y - h - h * 0.75 * k / 3.0, in = w * 0.18 * k / 3.0;
        cairo_move_to(cr, x - w * 0.08 + in, yy);
        cairo_line_to(cr, x + w * 1.08 - in, yy);
    }
    cairo_stroke(cr);
}

static void haystack(cairo_t *cr, double x, double y, double r)
{
    rgba(cr, 0x142008, 0.3);
    cairo_arc(cr, x + 0.006, y + 0.006, r, 0, 2 * M_PI);
    cairo_fill(cr);
    rgb(cr, 0xe0b850);
    cairo_arc(cr, x, y, r, 0, 2 * M_PI);
    cairo_fill_preserve(cr);
    rgb(cr, 0x8a6420);
    cairo_set_line_width(cr, 0.003);
    cairo_stroke(cr);
    cairo_set_line_width(cr, 0.002);
    rgba(cr, 0x8a6420, 0.7);
    cairo_arc(cr, x, y, r * 0.6, 0.3, 5.5);
    cairo_stroke(cr);
    cairo_arc(cr, x, y, r * 0.25, 1.0, 6.0);
    cairo_stroke(cr);
}

static void hooded(cairo_t *cr, double x, double y, unsigned cloak, int staff)
{
    /* standing figure, feet at (x, y), about 0.07 tall */
    rgba(cr, 0x142008, 0.3);
    cairo_save(cr);
    cairo_translate(cr, x + 0.006, y);
    cairo_scale(cr, 1, 0.35);
    cairo_arc(cr, 0, 0, 0.02, 0, 2 * M_PI);
    cairo_restore(cr);
    cairo_fill(cr);
    if (staff) {
        cairo_set_line_width(cr, 0.006);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
        rgb(cr, C_OUTLINE);
        cairo_move_to(cr, x + 0.02, y);
        cairo_line_to(cr, x + 0.028, y - 0.08);
        cairo_stroke(cr);
        cairo_set_line_width(cr, 0.0035);
        rgb(cr, 0x8a5a2a);
        cairo_move_to(cr, x + 0.02, y);
        cairo_line_to(cr, x + 0.028, y - 0.08);
        cairo_stroke(cr);
    }
    cairo_move_to(cr, x - 0.021, y);
    cairo_curve_to(cr, x - 0.02, y - 0.03, x - 0.016, y - 0.05, x - 0.012, y - 0.058);
    cairo_curve_to(cr, x - 0.012, y - 0.078, x + 0.0, y - 0.086, x + 0.006, y - 0.082);
    cairo_curve_to(cr, x + 0.014, y - 0.07, x + 0.014, y - 0.06, x + 0.012, y - 0.056);
    cairo_curve_to(cr, x + 0.018, y - 0.045, x + 0.02, y - 0.03, x + 0.021, y);
    cairo_close_path(cr);
    fill_outline(cr, cloak, C_OUTLINE, 0.0035);
    /* dark face opening with eyes */
    ellipse_path(cr, x + 0.002, y - 0.064, 0.0075, 0.009);
    rgb(cr, 0x151010);
    cairo_fill(cr);
    dot(cr, x - 0.001, y - 0.065, 0.0014, 0xf0e0c0);
    cairo_arc(cr, x + 0.005, y - 0.065, 0.0014, 0, 2 * M_PI);
    cairo_fill(cr);
    /* belt */
    rgba(cr, 0x000000, 0.4);
    cairo_set_line_width(cr, 0.003);
    cairo_move_to(cr, x - 0.016, y - 0.03);
    cairo_line_to(cr, x + 0.016, y - 0.03);
    cairo_stroke(cr);
}

/* The garden: beds of plants and carrots in a wattle fence, a watering can. */
static void garden(cairo_t *cr)
{
    rgba(cr, 0x142008, 0.25);
    cairo_rectangle(cr, -0.085, -0.065, 0.18, 0.14);
    cairo_fill(cr);
    fill_rect(cr, -0.09, -0.07, 0.18, 0.14, 0xb89a62);
    static const unsigned plant[3] = {0x3e7a2a, 0x6aa03a, 0x2f6a3a};
    for (int b = 0; b < 3; b++) {
        double by = -0.058 + b * 0.045;
        fill_rect(cr, -0.08, by, 0.16, 0.034, 0x7a5432);
        rgba(cr, 0x4a3020, 0.6);
        cairo_set_line_width(cr, 0.002);
        cairo_rectangle(cr, -0.08, by, 0.16, 0.034);
        cairo_stroke(cr);
        for (int k = 0; k < 7; k++) {
            double px = -0.07 + k * 0.0235, py = by + 0.017;
            if (b == 1) { /* carrots: feathery tops with orange */
                dot(cr, px, py + 0.006, 0.004, 0xe8782a);
                rgb(cr, 0x5aa03a);
                cairo_set_line_width(cr, 0.003);
                cairo_move_to(cr, px, py + 0.004);
                cairo_line_to(cr, px - 0.005, py - 0.01);
                cairo_move_to(cr, px, py + 0.004);
                cairo_line_to(cr, px + 0.005, py - 0.01);
                cairo_stroke(cr);
            } else {
                dot(cr, px, py, 0.0085, plant[b]);
                dot(cr, px - 0.002, py - 0.002, 0.0045, 0x9ccc6a);
            }
        }
    }
    /* wattle fence */
    cairo_set_line_width(cr, 0.005);
    rgb(cr, 0x6a4424);
    cairo_rectangle(cr, -0.09, -0.07, 0.18, 0.14);
    cairo_stroke(cr);
    for (double x = -0.09; x <= 0.091; x += 0.03) {
        dot(cr, x, -0.07, 0.005, 0x4a2c14);
        cairo_arc(cr, x, 0.07, 0.005, 0, 2 * M_PI);
        cairo_fill(cr);
    }
    /* scarecrow-ish watering can */
    fill_rect(cr, 0.055, 0.05, 0.018, 0.014, 0x6f8aa0);
}

void paint_illustration(cairo_t *cr, const char *kind, P2 c, double r, Rng *rng)
{
    cairo_save(cr);
    cairo_translate(cr, c.x, c.y);
    cairo_scale(cr, r / 0.095, r / 0.095); /* the pictures are drawn 0.095 in radius */
    if (strcmp(kind, "farmhouse") == 0) {
        front_house(cr, -0.085, 0.055, 0.11, 0.06, 0xf0e4c8, 0xb4543a, 0x7a3020);
        haystack(cr, 0.06, 0.035, 0.026);
        /* a small fenced yard */
        cairo_set_line_width(cr, 0.003);
        rgb(cr, 0x6a4424);
        cairo_move_to(cr, -0.09, 0.07);
        cairo_line_to(cr, 0.085, 0.07);
        cairo_move_to(cr, -0.09, 0.078);
        cairo_line_to(cr, 0.085, 0.078);
        cairo_stroke(cr);
        for (double x = -0.09; x <= 0.086; x += 0.022) {
            cairo_move_to(cr, x, 0.064);
            cairo_line_to(cr, x, 0.084);
        }
        cairo_stroke(cr);
    } else if (strcmp(kind, "cowshed") == 0 || strcmp(kind, "pigshed") == 0 || strcmp(kind, "donkeyshed") == 0) {
        unsigned roofc = kind[0] == 'c' ? 0x7a5a3a : kind[0] == 'p' ? 0xa8603e : 0x6f6a5a;
        shed(cr, -0.09, 0.03, 0.1, 0.05, roofc);
        /* a bit of straw in front */
        rgba(cr, 0xe0c060, 0.8);
        cairo_save(cr);
        cairo_translate(cr, -0.035, 0.045);
        cairo_scale(cr, 1, 0.3);
        cairo_arc(cr, 0, 0, 0.04, 0, 2 * M_PI);
        cairo_restore(cr);
        cairo_fill(cr);
        animal(cr, kind, 0.048, 0.075);
    } else if (strcmp(kind, "garden") == 0) {
        garden(cr);
    } else if (strcmp(kind, "highwaymen") == 0) {
        /* a bush to hide behind, three hooded figures */
        double bx[3] = {-0.055, 0.0, 0.058};
        for (int k = 0; k < 3; k++)
            dot(cr, bx[k], 0.035, 0.035, 0x35602a);
        rgb(cr, 0x4a7a34);
        for (int k = 0; k < 3; k++) {
            cairo_arc(cr, bx[k] - 0.008, 0.027, 0.022, 0, 2 * M_PI);
            cairo_fill(cr);
        }
        hooded(cr, -0.04, 0.045, 0x4a4a52, 0);
        hooded(cr, 0.005, 0.06, 0x5a3a2c, 1);
        hooded(cr, 0.05, 0.042, 0x3c4a3a, 0);
        (void)rng;
    }
    cairo_restore(cr);
}

void paint_travellers(cairo_t *cr, P2 c, P2 dir)
{
    cairo_save(cr);
    cairo_translate(cr, c.x, c.y);
    cairo_rotate(cr, atan2(dir.y, dir.x));
    cairo_scale(cr, 1.45, 1.45);
    /* top view, moving towards +x: horse, cart, two walkers */
    rgba(cr, 0x000000, 0.25);
    cairo_rectangle(cr, -0.03 + 0.005, -0.022 + 0.006, 0.055, 0.044);
    cairo_fill(cr);
    /* wheels */
    rgb(cr, 0x2a1c10);
    cairo_rectangle(cr, -0.02, -0.029, 0.024, 0.008);
    cairo_rectangle(cr, -0.02, 0.021, 0.024, 0.008);
    cairo_fill(cr);
    /* cart with a canvas cover */
    fill_rect(cr, -0.032, -0.022, 0.056, 0.044, 0x8a5a30);
    fill_rect(cr, -0.028, -0.019, 0.048, 0.038, 0xf0e4c4);
    rgba(cr, 0x8a7a5a, 0.8);
    cairo_set_line_width(cr, 0.003);
    for (double x = -0.02; x < 0.02; x += 0.011) {
        cairo_move_to(cr, x, -0.019);
        cairo_line_to(cr, x, 0.019);
    }
    cairo_stroke(cr);
    rgb(cr, C_OUTLINE);
    cairo_set_line_width(cr, 0.0035);
    cairo_rectangle(cr, -0.032, -0.022, 0.056, 0.044);
    cairo_stroke(cr);
    /* shafts and horse */
    cairo_set_line_width(cr, 0.003);
    rgb(cr, 0x5a3a1c);
    cairo_move_to(cr, 0.024, -0.012);
    cairo_line_to(cr, 0.045, -0.01);
    cairo_move_to(cr, 0.024, 0.012);
    cairo_line_to(cr, 0.045, 0.01);
    cairo_stroke(cr);
    ellipse_path(cr, 0.056, 0, 0.022, 0.011);
    fill_outline(cr, 0x7a4a2a, C_OUTLINE, -1);
    ellipse_path(cr, 0.083, 0, 0.011, 0.006);
    fill_outline(cr, 0x6a3c20, C_OUTLINE, -1);
    rgb(cr, 0x2a1a10);
    cairo_set_line_width(cr, 0.004);
    cairo_move_to(cr, 0.045, 0);
    cairo_line_to(cr, 0.074, 0);
    cairo_stroke(cr);
    /* walkers behind the cart */
    static const unsigned cl[2] = {0x2c5da8, 0xb8402e};
    for (int k = 0; k < 2; k++) {
        double x = -0.052 - k * 0.018, y = k ? 0.016 : -0.014;
        ellipse_path(cr, x, y, 0.009, 0.014);
        fill_outline(cr, cl[k], C_OUTLINE, 0.0025);
        cairo_arc(cr, x + 0.001, y, 0.0075, 0, 2 * M_PI);
        rgb(cr, k ? 0xd8b070 : 0x6a4a2a); /* hat */
        cairo_fill_preserve(cr);
        rgb(cr, C_OUTLINE);
        cairo_stroke(cr);
    }
    cairo_restore(cr);
}
