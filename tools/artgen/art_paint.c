/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: a tile's ground: grass, the city paving texture, roads with ruts and pebbles,
 * dirt roads, and the fences and bunting that separate fields. */
#include "art_paint.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "art_util.h"

/* Fractal value noise at pixel (px, py), seamless over a tile. */
static double fbm(double px, double py, uint32_t seed)
{
    return 0.55 * vnoise(px / 32.0, py / 32.0, 8, seed) + 0.3 * vnoise(px / 16.0, py / 16.0, 16, seed + 1) +
           0.15 * vnoise(px / 8.0, py / 8.0, 32, seed + 2);
}

#define C_ROAD_RUT 0xcbb07a /* more of the palette in art_util.h */

static cairo_surface_t *g_stone; /* city paving texture, TS x TS */

void make_stone_texture(void)
{
    g_stone = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, TS, TS);
    unsigned char *d = cairo_image_surface_get_data(g_stone);
    int stride = cairo_image_surface_get_stride(g_stone);
    for (int y = 0; y < TS; y++)
        for (int x = 0; x < TS; x++) {
            double n = fbm(x, y, 71) - 0.5, j = lattice(x, y, TS, 5) - 0.5;
            /* faint paving joints */
            double joint = ((x % 12) == 0 || (((y + (x / 12) * 5) % 9) == 0)) ? -10 : 0;
            put_stone(d + y * stride + x * 4, n, j, joint);
        }
    cairo_surface_mark_dirty(g_stone);
}

void free_stone_texture(void)
{
    cairo_surface_destroy(g_stone);
}

void set_stone(cairo_t *cr)
{
    set_texture(cr, g_stone, TS);
}

void paint_grass(cairo_surface_t *img, Rng *rng)
{
    unsigned char *d = cairo_image_surface_get_data(img);
    int stride = cairo_image_surface_get_stride(img);
    for (int y = 0; y < TS; y++)
        for (int x = 0; x < TS; x++) {
            double n = fbm(x, y, 11) - 0.5, m = fbm(x + 0.5, y + 0.5, 23) - 0.5, j = lattice(x, y, TS, 3) - 0.5;
            put_rgb(d + y * stride + x * 4, (int)(134 + n * 46 + m * 34 + j * 2), (int)(174 + n * 48 + j * 2),
                    (int)(76 + n * 24 - m * 14 + j * 2));
        }
    cairo_surface_mark_dirty(img);
    cairo_t *cr = cairo_create(img);
    cairo_scale(cr, TS, TS);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    /* soft painterly patches */
    for (int i = 0; i < 26; i++) {
        double x = rndr(rng, 0.06, 0.94), y = rndr(rng, 0.06, 0.94), r = rndr(rng, 0.03, 0.06);
        cairo_save(cr);
        cairo_translate(cr, x, y);
        cairo_scale(cr, 1.0, rndr(rng, 0.5, 0.9));
        cairo_arc(cr, 0, 0, r, 0, 2 * M_PI);
        cairo_restore(cr);
        rgba(cr, i % 2 ? 0x4f7d2c : 0xc4d98a, 0.09);
        cairo_fill(cr);
    }
    /* grass strokes */
    cairo_set_line_width(cr, 0.0045);
    for (int i = 0; i < 1100; i++) {
        double x = rndr(rng, 0.02, 0.98), y = rndr(rng, 0.03, 0.98), a = -M_PI / 2 + rndr(rng, -0.55, 0.55);
        double l = rndr(rng, 0.012, 0.026);
        cairo_move_to(cr, x, y);
        cairo_line_to(cr, x + cos(a) * l, y + sin(a) * l);
        if (i % 3 == 0)
            rgba(cr, 0xd2e394, 0.35);
        else
            rgba(cr, 0x44702a, 0.32);
        cairo_stroke(cr);
    }
    /* a few flowers */
    for (int i = 0; i < 16; i++) {
        double x = rndr(rng, 0.04, 0.96), y = rndr(rng, 0.04, 0.96);
        static const unsigned fc[] = {0xfaf6e8, 0xf6d84a, 0xe9a0c0, 0xb8c8f0};
        dot(cr, x, y, 0.0042, fc[i % 4]);
    }
    cairo_destroy(cr);
}

void stroke_path(cairo_t *cr, const Path *p, double w, unsigned c, double a)
{
    cairo_new_path(cr);
    path_emit(cr, p);
    cairo_set_line_width(cr, w);
    rgba(cr, c, a);
    cairo_stroke(cr);
}

/* Polyline along a road at a lateral offset (for ruts), from fraction from to fraction to of its length; only
 * inside the tile. It continues the current path if there is one. */
static void road_offset_line(cairo_t *cr, const Flat *f, double off, double from, double to)
{
    int started = cairo_has_current_point(cr);
    for (int i = 1; i < f->n; i++) {
        P2 a = f->q[i - 1], b = f->q[i];
        double dx = b.x - a.x, dy = b.y - a.y, l = hypot(dx, dy);
        if (l <= 0)
            continue;
        double fr = f->len[i] / f->len[f->n - 1];
        if (fr < from || fr > to)
            continue;
        P2 q = p2(b.x - dy / l * off, b.y + dx / l * off);
        if (q.x < -0.01 || q.y < -0.01 || q.x > 1.01 || q.y > 1.01)
            continue;
        if (!started)
            cairo_move_to(cr, q.x, q.y);
        else
            cairo_line_to(cr, q.x, q.y);
        started = 1;
    }
}

/* The fractions of road `over`'s length from *f0 to *f1 that pass over road `under` (and keep margin from
 * its edges). */
static void bridge_span(const Flat *over, const Flat *under, double margin, double *f0, double *f1)
{
    *f0 = 1;
    *f1 = 0;
    for (int k = 0; k <= 200; k++) {
        double fr = k / 200.0, d = 1e9;
        P2 q = flat_at(over, fr, NULL);
        for (int i = 0; i < under->n; i++) {
            double e = hypot(under->q[i].x - q.x, under->q[i].y - q.y);
            if (e < d)
                d = e;
        }
        if (d < ROAD_W / 2 + margin) {
            if (fr < *f0)
                *f0 = fr;
            if (fr > *f1)
                *f1 = fr;
        }
    }
}

/* Before a road crosses over road `under` on a bridge: the underpass in the bridge's shade (the lower road
 * darkens under and beside the deck, most to the lower right where the light falls). */
static void bridge_shade(cairo_t *cr, const Tile *T, const Flat *f, const Flat *u, int under)
{
    double f0, f1;
    bridge_span(f, u, 0.09, &f0, &f1);
    cairo_push_group(cr);
    cairo_set_line_width(cr, ROAD_W + 0.12);
    rgba(cr, 0x000000, 0.25);
    road_offset_line(cr, f, 0, f0, f1);
    cairo_stroke(cr);
    cairo_set_line_width(cr, ROAD_W + 0.05);
    rgba(cr, 0x1a1008, 0.55);
    road_offset_line(cr, f, 0.02, f0, f1);
    cairo_stroke(cr);
    cairo_pattern_t *shadow = cairo_pop_group(cr);
    cairo_push_group(cr);
    stroke_path(cr, &T->road[under].path, ROAD_W, 0x000000, 1);
    cairo_pattern_t *lower = cairo_pop_group(cr);
    cairo_set_source(cr, shadow);
    cairo_mask(cr, lower);
    cairo_pattern_destroy(shadow);
    cairo_pattern_destroy(lower);
}

/* After a road passes over road `under`: the bridge's stone deck over the crossing, its parapets and the wing
 * walls splaying out at both ends. */
static void bridge_deck(cairo_t *cr, const Flat *f, const Flat *u)
{
    double f0, f1;
    bridge_span(f, u, 0.05, &f0, &f1);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_width(cr, ROAD_W + 0.004);
    rgb(cr, 0xbcb2a0);
    road_offset_line(cr, f, 0, f0, f1);
    cairo_stroke(cr);
    /* the deck's courses of stone, across the road */
    cairo_set_line_width(cr, 0.003);
    rgba(cr, 0x6a6050, 0.7);
    double total = f->len[f->n - 1];
    for (double fr = f0 + 0.012 / total; fr < f1; fr += 0.024 / total) {
        P2 tan;
        P2 q = flat_at(f, fr, &tan);
        double h = ROAD_W / 2;
        cairo_move_to(cr, q.x - tan.y * h, q.y + tan.x * h);
        cairo_line_to(cr, q.x + tan.y * h, q.y - tan.x * h);
    }
    cairo_stroke(cr);
    /* parapets on both sides, turning outwards at the ends */
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    for (int side = -1; side <= 1; side += 2) {
        double off = side * (ROAD_W / 2 + 0.01);
        P2 t0, t1;
        P2 a = flat_at(f, f0, &t0), b = flat_at(f, f1, &t1);
        a = p2(a.x - t0.y * off, a.y + t0.x * off);
        b = p2(b.x - t1.y * off, b.y + t1.x * off);
        /* outwards: along the road away from the bridge and away from its middle */
        P2 wa = p2(a.x + (-t0.x - t0.y * side) * 0.035, a.y + (-t0.y + t0.x * side) * 0.035);
        P2 wb = p2(b.x + (t1.x - t1.y * side) * 0.035, b.y + (t1.y + t1.x * side) * 0.035);
        for (int pass = 0; pass < 3; pass++) {
            cairo_set_line_width(cr, pass == 0 ? 0.036 : pass == 1 ? 0.026 : 0.008);
            rgb(cr, pass == 0 ? C_OUTLINE : pass == 1 ? 0xa89c88 : 0xe6dcc8);
            double in = pass == 2 ? -side * 0.004 : 0;
            cairo_move_to(cr, wa.x, wa.y);
            road_offset_line(cr, f, off + in, f0, f1);
            cairo_line_to(cr, wb.x, wb.y);
            cairo_stroke(cr);
        }
    }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

/* The roads of one layer: those on the ground (over 0), or those on a bridge (1) with their bridges. */
static void paint_road_layer(cairo_t *cr, Tile *T, Rng *rng, int bridges)
{
    Flat *f = malloc(sizeof *f), *u = malloc(sizeof *u);
    if (bridges)
        for (int i = 0; i < T->nroad; i++)
            if (T->road[i].over >= 0) {
                path_flatten(&T->road[i].path, f);
                path_flatten(&T->road[T->road[i].over].path, u);
                bridge_shade(cr, T, f, u, T->road[i].over);
            }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    /* soft shadow, edges, surface: every road first, so that crossings merge */
    for (int pass = 0; pass < 3; pass++) {
        for (int i = 0; i < T->nroad; i++) {
            if ((T->road[i].over >= 0) != bridges)
                continue;
            if (pass == 0)
                stroke_path(cr, &T->road[i].path, ROAD_W + 0.014, 0x2c4a18, 0.16);
            if (pass == 1)
                stroke_path(cr, &T->road[i].path, ROAD_W, C_ROAD_EDGE, 1);
            if (pass == 2)
                stroke_path(cr, &T->road[i].path, ROAD_W - 2 * ROAD_EDGE, C_ROAD, 1);
        }
        if (T->square && !bridges) {
            cairo_new_path(cr);
            double r = pass == 0 ? PLAZA_R + 0.007 : pass == 1 ? PLAZA_R : PLAZA_R - ROAD_EDGE;
            cairo_arc(cr, 0.5, 0.5, r, 0, 2 * M_PI);
            rgba(cr, pass == 0 ? 0x2c4a18 : pass == 1 ? C_ROAD_EDGE : C_ROAD, pass == 0 ? 0.16 : 1);
            cairo_fill(cr);
        }
    }
    /* ruts and pebbles */
    for (int i = 0; i < T->nroad; i++) {
        if ((T->road[i].over >= 0) != bridges)
            continue;
        path_flatten(&T->road[i].path, f);
        double to = T->road[i].nedges == 2 ? 1.0 : 0.93;
        cairo_set_line_width(cr, 0.006);
        rgba(cr, C_ROAD_RUT, 0.9);
        cairo_new_path(cr);
        road_offset_line(cr, f, -0.017, 0, to);
        cairo_stroke(cr);
        road_offset_line(cr, f, 0.017, 0, to);
        cairo_stroke(cr);
        rgba(cr, 0xf1e2b8, 0.8);
        cairo_set_line_width(cr, 0.004);
        road_offset_line(cr, f, 0.0, 0, to);
        cairo_stroke(cr);
        for (int k = 0; k < 28; k++) {
            P2 tan;
            double fr = rndr(rng, 0.02, to - 0.02);
            P2 q = flat_at(f, fr, &tan);
            double off = rndr(rng, -0.032, 0.032);
            q = p2(q.x - tan.y * off, q.y + tan.x * off);
            if (q.x < 0.01 || q.y < 0.01 || q.x > 0.99 || q.y > 0.99)
                continue;
            rgba(cr, k % 2 ? 0xa88c5e : 0xf4e6c2, 0.8);
            cairo_arc(cr, q.x, q.y, rndr(rng, 0.0025, 0.005), 0, 2 * M_PI);
            cairo_fill(cr);
        }
        if (bridges) {
            path_flatten(&T->road[T->road[i].over].path, u);
            bridge_deck(cr, f, u);
        }
    }
    free(f);
    free(u);
}

void paint_roads(cairo_t *cr, Tile *T, Rng *rng)
{
    paint_road_layer(cr, T, rng, 0);
    for (int i = 0; i < T->nroad; i++)
        if (T->road[i].over >= 0) {
            paint_road_layer(cr, T, rng, 1);
            break;
        }
}

void paint_dirt_roads(cairo_t *cr, Tile *T)
{
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    for (int i = 0; i < T->nbar; i++) {
        Barrier *b = &T->bar[i];
        if (b->kind != BAR_DIRT)
            continue;
        for (int pass = 0; pass < 2; pass++) {
            cairo_new_path(cr);
            cairo_move_to(cr, b->pts[0].x, b->pts[0].y);
            for (int k = 1; k < b->n; k++)
                cairo_line_to(cr, b->pts[k].x, b->pts[k].y);
            cairo_set_line_width(cr, pass ? 0.032 : 0.05);
            rgb(cr, pass ? 0xc4a170 : 0x8c6a42);
            cairo_stroke(cr);
        }
    }
}

void paint_separators(cairo_t *cr, Tile *T)
{
    for (int i = 0; i < T->nbar; i++) {
        Barrier *b = &T->bar[i];
        if (b->kind == BAR_DIRT)
            continue;
        if (b->kind == BAR_FENCE) {
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
            for (int pass = 0; pass < 2; pass++) {
                for (int k = 1; k < b->n; k++) {
                    P2 a = b->pts[k - 1], c = b->pts[k];
                    double l = hypot(c.x - a.x, c.y - a.y);
                    int np = (int)(l / 0.04) + 1;
                    if (pass == 0) {
                        cairo_set_line_width(cr, 0.012);
                        rgba(cr, 0x1c2a0c, 0.3);
                        cairo_move_to(cr, a.x + 0.005, a.y + 0.007);
                        cairo_line_to(cr, c.x + 0.005, c.y + 0.007);
                        cairo_stroke(cr);
                        continue;
                    }
                    cairo_set_line_width(cr, 0.0075);
                    rgb(cr, 0x6a4424);
                    for (double off = -0.007; off <= 0.0071; off += 0.014) {
                        double nx = -(c.y - a.y) / l * off, ny = (c.x - a.x) / l * off;
                        cairo_move_to(cr, a.x + nx, a.y + ny);
                        cairo_line_to(cr, c.x + nx, c.y + ny);
                    }
                    cairo_stroke(cr);
                    for (int j = 0; j <= np; j++) {
                        double tt = (double)j / np;
                        P2 q = p2(a.x + (c.x - a.x) * tt, a.y + (c.y - a.y) * tt);
                        dot(cr, q.x, q.y, 0.012, 0x4a2c14);
                        dot(cr, q.x - 0.002, q.y - 0.002, 0.007, 0xa8783e);
                    }
                }
            }
        } else {
            /* bunting: a rope with pennants between poles */
            static const unsigned pc[] = {0xd23a30, 0xf2c230, 0x2c5da8, 0xf4ecd8};
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
            for (int k = 1; k < b->n; k++) {
                P2 a = b->pts[k - 1], c = b->pts[k];
                double l = hypot(c.x - a.x, c.y - a.y), ux = (c.x - a.x) / l, uy = (c.y - a.y) / l;
                rgba(cr, 0x1c2a0c, 0.25);
                cairo_set_line_width(cr, 0.01);
                cairo_move_to(cr, a.x + 0.006, a.y + 0.008);
                cairo_line_to(cr, c.x + 0.006, c.y + 0.008);
                cairo_stroke(cr);
                int np = (int)(l / 0.032);
                if (np < 1)
                    np = 1;
                for (int j = 0; j < np; j++) {
                    double t0 = (j + 0.15) / np, t1 = (j + 0.85) / np;
                    P2 p0 = p2(a.x + (c.x - a.x) * t0, a.y + (c.y - a.y) * t0), p1 = p2(a.x + (c.x - a.x) * t1, a.y + (c.y - a.y) * t1);
                    P2 m = p2((p0.x + p1.x) / 2 - uy * 0.028, (p0.y + p1.y) / 2 + ux * 0.028);
                    if (m.y < (p0.y + p1.y) / 2 - 0.001 && fabs(uy) < 0.7)
                        m = p2((p0.x + p1.x) / 2 + uy * 0.028, (p0.y + p1.y) / 2 - ux * 0.028);
                    cairo_move_to(cr, p0.x, p0.y);
                    cairo_line_to(cr, p1.x, p1.y);
                    cairo_line_to(cr, m.x, m.y);
                    cairo_close_path(cr);
                    fill_outline(cr, pc[j % 4], C_OUTLINE, 0.002);
                }
                rgb(cr, 0x3a2a1a);
                cairo_set_line_width(cr, 0.004);
                cairo_move_to(cr, a.x, a.y);
                cairo_line_to(cr, c.x, c.y);
                cairo_stroke(cr);
            }
            for (int k = 0; k < b->n; k++) {
                P2 q = b->pts[k];
                if (q.x <= 0.02 || q.y <= 0.02 || q.x >= 0.98 || q.y >= 0.98)
                    continue;
                dot(cr, q.x, q.y, 0.011, 0x4a2c14);
                dot(cr, q.x - 0.002, q.y - 0.002, 0.006, 0xf2c230);
            }
        }
    }
}
