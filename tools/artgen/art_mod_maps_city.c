/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the printed cities of a map: large cities walled on their closed sides, with
 * roofs, towers, their coats of arms and name, and the border features: roads and cities running off
 * the map (a customs post or a jetty where flagged or at the sea). */
#include "art_mod_maps_city.h"

#include <math.h>

#include "art_mod_maps_text.h"

/* A roof seen from above and a round tower, at the maps' scale. */
static void roof(cairo_t *cr, P2 c, double w, double h, double ang, const unsigned colours[2])
{
    static const RoofStyle map_roof = {
        .shadow_dx = 1.2 * PXL, .shadow_dy = 1.5 * PXL, .shadow_a = 0.3, .ridge_w = 0.6 * PXL, .ridge_a = 0.5, .outline_w = 0.8 * PXL};
    paint_roof(cr, c, w, h, ang, colours[0], colours[1], &map_roof);
}

static void paint_tower(cairo_t *cr, P2 c, double r)
{
    rgba(cr, 0x000000, 0.25);
    cairo_arc(cr, c.x + r * 0.2, c.y + r * 0.25, r, 0, 2 * M_PI);
    cairo_fill(cr);
    rgb(cr, C_WALL);
    cairo_arc(cr, c.x, c.y, r, 0, 2 * M_PI);
    cairo_fill_preserve(cr);
    rgb(cr, C_WALL_DARK);
    cairo_set_line_width(cr, 1.0 * PXL);
    cairo_stroke(cr);
    cairo_pattern_t *g = cairo_pattern_create_radial(c.x - r * 0.25, c.y - r * 0.25, r * 0.05, c.x, c.y, r * 0.8);
    cairo_pattern_add_color_stop_rgb(g, 0, 0.86, 0.5, 0.36);
    cairo_pattern_add_color_stop_rgb(g, 1, 0.56, 0.24, 0.16);
    cairo_set_source(cr, g);
    cairo_arc(cr, c.x, c.y, r * 0.74, 0, 2 * M_PI);
    cairo_fill_preserve(cr);
    cairo_pattern_destroy(g);
    rgb(cr, C_OUTLINE);
    cairo_set_line_width(cr, 0.7 * PXL);
    cairo_stroke(cr);
}

/* ------------------------------------------------------------------ large cities */

typedef struct {
    double x, y;
    int wall;
} PV; /* vertex; wall: whether the side from it to the next is walled */

static int in_city(const map_city *c, int x, int y)
{
    for (int i = 0; i < c->nsquares; i++)
        if (c->square[i].x == x && c->square[i].y == y)
            return 1;
    return 0;
}

static int city_open(const map_city *c, int x, int y, int s)
{
    for (int i = 0; i < c->nopen; i++)
        if (c->open[i].at.x == x && c->open[i].at.y == y && c->open[i].side == s)
            return 1;
    return 0;
}

/* The outline of the city's squares, clockwise, walled sides inset by `inset`, open sides on the edge. */
static int city_outline(const map_city *c, double inset, PV *out)
{
    int ex[64], ey[64], edx[64], edy[64], eoff[64], n = 0;
    for (int i = 0; i < c->nsquares; i++) {
        int x = c->square[i].x, y = c->square[i].y;
        for (int s = 0; s < 4 && n < 64; s++) {
            if (in_city(c, x + DX[s], y + DY[s]))
                continue;
            static const int sx[4] = {0, 1, 1, 0}, sy[4] = {0, 0, 1, 1};
            ex[n] = x + sx[s];
            ey[n] = y + sy[s];
            edx[n] = DX[(s + 1) % 4];
            edy[n] = DY[(s + 1) % 4];
            eoff[n] = !city_open(c, x, y, s);
            n++;
        }
    }
    /* chain the unit sides into a loop */
    int order[64], used[64] = {0};
    order[0] = 0;
    used[0] = 1;
    for (int k = 1; k < n; k++) {
        int px = ex[order[k - 1]] + edx[order[k - 1]], py = ey[order[k - 1]] + edy[order[k - 1]], nx = -1;
        for (int e = 0; e < n; e++)
            if (!used[e] && ex[e] == px && ey[e] == py)
                nx = e;
        if (nx < 0)
            return 0;
        order[k] = nx;
        used[nx] = 1;
    }
    /* start where the direction or the kind changes, then merge runs */
    int st = 0;
    for (int k = 0; k < n; k++) {
        int a = order[(k + n - 1) % n], b = order[k];
        if (edx[a] != edx[b] || edy[a] != edy[b] || eoff[a] != eoff[b]) {
            st = k;
            break;
        }
    }
    int mx[64], my[64], mdx[64], mdy[64], moff[64], mlen[64], M = 0;
    for (int k = 0; k < n; k++) {
        int e = order[(st + k) % n];
        if (M > 0 && mdx[M - 1] == edx[e] && mdy[M - 1] == edy[e] && moff[M - 1] == eoff[e]) {
            mlen[M - 1]++;
            continue;
        }
        mx[M] = ex[e];
        my[M] = ey[e];
        mdx[M] = edx[e];
        mdy[M] = edy[e];
        moff[M] = eoff[e];
        mlen[M] = 1;
        M++;
    }
    int nv = 0;
    for (int j = 0; j < M; j++) {
        int i = (j + M - 1) % M;
        double nix = -mdy[i], niy = mdx[i], njx = -mdy[j], njy = mdx[j];
        double oi = moff[i] * inset, oj = moff[j] * inset;
        double px = mx[j], py = my[j];
        if (mdx[i] * mdx[j] + mdy[i] * mdy[j] == 0) {
            out[nv++] = (PV){px + nix * oi + njx * oj, py + niy * oi + njy * oj, moff[j]};
        } else { /* same direction, a step between a walled and an open side */
            out[nv++] = (PV){px + nix * oi, py + niy * oi, 1};
            out[nv++] = (PV){px + njx * oj, py + njy * oj, moff[j]};
        }
    }
    return nv;
}

static int point_in_poly(const PV *v, int n, double x, double y)
{
    int c = 0;
    for (int i = 0, j = n - 1; i < n; j = i++)
        if ((v[i].y > y) != (v[j].y > y) && x < (v[j].x - v[i].x) * (y - v[i].y) / (v[j].y - v[i].y) + v[i].x)
            c = !c;
    return c;
}

static double seg_dist(double px, double py, double ax, double ay, double bx, double by)
{
    double vx = bx - ax, vy = by - ay, l = vx * vx + vy * vy, t = l > 0 ? ((px - ax) * vx + (py - ay) * vy) / l : 0;
    if (t < 0)
        t = 0;
    if (t > 1)
        t = 1;
    return hypot(px - (ax + t * vx), py - (ay + t * vy));
}

/* Roofs on a jittered grid inside the polygon, clear of its walls and of the spots to keep free. */
static void city_roofs(cairo_t *cr, const PV *v, int n, const P2 *keep, int nkeep, double keep_r, Rng *rng)
{
    double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
    for (int i = 0; i < n; i++) {
        if (v[i].x < x0)
            x0 = v[i].x;
        if (v[i].y < y0)
            y0 = v[i].y;
        if (v[i].x > x1)
            x1 = v[i].x;
        if (v[i].y > y1)
            y1 = v[i].y;
    }
    double sp = 0.105;
    int row = 0;
    for (double gy = y0 + sp * 0.55; gy < y1; gy += sp, row++)
        for (double gx = x0 + sp * 0.5 + (row % 2) * sp * 0.5; gx < x1; gx += sp) {
            double jx = rndr(rng, -0.015, 0.015);
            double jy = rndr(rng, -0.015, 0.015);
            double w = rndr(rng, 0.08, 0.098), h = rndr(rng, 0.052, 0.062);
            int ri = (int)(rnd(rng) * 8);
            double jit = rndr(rng, -0.1, 0.1);
            int turn = rnd(rng) < 0.2;
            P2 c = {gx + jx, gy + jy};
            if (!point_in_poly(v, n, c.x, c.y))
                continue;
            double need = hypot(w, h) / 2 + 0.01, dmin = 1e9;
            int best = 0;
            for (int i = 0; i < n; i++) {
                const PV *a = &v[i], *b = &v[(i + 1) % n];
                double dd = seg_dist(c.x, c.y, a->x, a->y, b->x, b->y);
                if (a->wall && dd < need + 0.03)
                    dmin = -1;
                if (!a->wall && dd < need * 0.5)
                    dmin = -1;
                if (dmin >= 0 && dd < dmin) {
                    dmin = dd;
                    best = i;
                }
            }
            if (dmin < 0)
                continue;
            int skip = 0;
            for (int k = 0; k < nkeep; k++)
                if (hypot(c.x - keep[k].x, c.y - keep[k].y) < keep_r)
                    skip = 1;
            if (skip)
                continue;
            double ang = atan2(v[(best + 1) % n].y - v[best].y, v[(best + 1) % n].x - v[best].x) + (turn ? M_PI / 2 : 0) + jit;
            roof(cr, c, w, h, ang, roof_colours[ri]);
        }
}

/* The shadow of a large city's walls on the land outside its outline v (n corners). */
static void wall_shadow(cairo_t *cr, const Map *m, const PV *v, int n, double wall_w)
{
    cairo_save(cr);
    cairo_new_path(cr);
    cairo_rectangle(cr, -1, -1, m->w + 2, m->h + 2);
    for (int i = 0; i < n; i++)
        i ? cairo_line_to(cr, v[i].x, v[i].y) : cairo_move_to(cr, v[i].x, v[i].y);
    cairo_close_path(cr);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
    cairo_clip(cr);
    cairo_new_path(cr);
    for (int i = 0; i < n; i++)
        if (v[i].wall) {
            cairo_move_to(cr, v[i].x, v[i].y);
            cairo_line_to(cr, v[(i + 1) % n].x, v[(i + 1) % n].y);
        }
    cairo_set_line_width(cr, wall_w + 0.07);
    rgba(cr, 0x1c2a0c, 0.25);
    cairo_stroke(cr);
    cairo_restore(cr);
}

/* Where a large city's coats of arms go: on its squares farthest from the name at (cx, cy) first, kept
 * off the name; returns how many (at most 16). */
static int shield_places(const map_city *c, double cx, double cy, P2 *shield)
{
    int order[16];
    for (int i = 0; i < c->nsquares; i++)
        order[i] = i;
    for (int i = 0; i < c->nsquares; i++) /* farthest squares from the name first */
        for (int j = i + 1; j < c->nsquares; j++) {
            double di = hypot(c->square[order[i]].x + 0.5 - cx, c->square[order[i]].y + 0.5 - cy);
            double dj = hypot(c->square[order[j]].x + 0.5 - cx, c->square[order[j]].y + 0.5 - cy);
            if (dj > di + 1e-9) {
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
            }
        }
    int narms = c->arms < 16 ? c->arms : 16;
    for (int k = 0; k < narms; k++) {
        int q = order[k % c->nsquares];
        double sx = c->square[q].x + 0.5, sy = c->square[q].y + 0.55;
        if (k >= c->nsquares)
            sx += 0.22 * (k / c->nsquares);
        if (fabs(sy - cy) < 0.3 && fabs(sx - cx) < 0.8)
            sy = sy >= cy ? cy + 0.3 : cy - 0.3;
        shield[k] = (P2){sx, sy};
    }
    return narms;
}

/* A large city's walls along its outline, a tower at each corner of a wall and more along long walls. */
static void city_walls(cairo_t *cr, const PV *v, int n, double wall_w)
{
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    for (int i = 0; i < n; i++) {
        if (!v[i].wall)
            continue;
        const PV *a = &v[i], *b = &v[(i + 1) % n];
        cairo_new_path(cr);
        cairo_move_to(cr, a->x, a->y);
        cairo_line_to(cr, b->x, b->y);
        stroke_wall(cr, wall_w, wall_w - 2.2 * PXL, wall_w * 0.3, 0.03, 0.022);
    }
    for (int i = 0; i < n; i++)
        if (v[i].wall || v[(i + n - 1) % n].wall)
            paint_tower(cr, (P2){v[i].x, v[i].y}, 0.065);
    for (int i = 0; i < n; i++) {
        const PV *a = &v[i], *b = &v[(i + 1) % n];
        double len = hypot(b->x - a->x, b->y - a->y);
        if (!a->wall || len < 1.2)
            continue;
        int k = (int)(len / 0.9);
        for (int t = 1; t <= k; t++)
            paint_tower(cr, (P2){a->x + (b->x - a->x) * t / (k + 1), a->y + (b->y - a->y) * t / (k + 1)}, 0.05);
    }
}

void paint_large_city(cairo_t *cr, const Map *m, const map_city *c, cairo_surface_t *stone, Rng *rng)
{
    PV v[80];
    const double inset = 0.1, wall_w = 0.075;
    int n = city_outline(c, inset, v);
    if (n < 3)
        die("%s: a large city's squares are not one piece", c->name);
    wall_shadow(cr, m, v, n, wall_w);
    /* paving */
    cairo_new_path(cr);
    for (int i = 0; i < n; i++)
        i ? cairo_line_to(cr, v[i].x, v[i].y) : cairo_move_to(cr, v[i].x, v[i].y);
    cairo_close_path(cr);
    set_texture(cr, stone, PX); /* pattern space is pixels, user space is squares */
    cairo_fill(cr);
    /* where the coats of arms and the name go */
    double cx = 0, cy = 0;
    for (int i = 0; i < c->nsquares; i++) {
        cx += c->square[i].x + 0.5;
        cy += c->square[i].y + 0.5;
    }
    cx /= c->nsquares;
    cy /= c->nsquares;
    P2 shield[16];
    int narms = shield_places(c, cx, cy, shield);
    city_roofs(cr, v, n, shield, narms, 0.15, rng);
    city_walls(cr, v, n, wall_w);
    for (int k = 0; k < narms; k++)
        paint_shield(cr, shield[k], 0.24, 0.08);
    ribbon(cr, c->name, cx, cy, 0.16, 0xf4ead0, 0x6a1e14, c->nsquares > 1 ? 1.9 : 0.95);
}

/* ------------------------------------------------------------------ border features */

static void road_stub(cairo_t *cr, double ax, double ay, double bx, double by, double fade_from)
{
    /* a tile road (light with darker edges) from a to b, fading out after fade_from (0..1) */
    cairo_push_group(cr);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_move_to(cr, ax, ay);
    cairo_line_to(cr, bx, by);
    cairo_set_line_width(cr, 0.12);
    rgb(cr, C_ROAD_EDGE);
    cairo_stroke(cr);
    cairo_move_to(cr, ax, ay);
    cairo_line_to(cr, bx, by);
    cairo_set_line_width(cr, 0.12 - 2 * 0.022);
    rgb(cr, C_ROAD);
    cairo_stroke(cr);
    cairo_pop_group_to_source(cr);
    if (fade_from >= 1) {
        cairo_paint(cr);
        return;
    }
    cairo_pattern_t *g = cairo_pattern_create_linear(ax, ay, bx, by);
    cairo_pattern_add_color_stop_rgba(g, 0, 0, 0, 0, 1);
    cairo_pattern_add_color_stop_rgba(g, fade_from, 0, 0, 0, 1);
    cairo_pattern_add_color_stop_rgba(g, 1, 0, 0, 0, 0);
    cairo_mask(cr, g);
    cairo_pattern_destroy(g);
}

static void jetty(cairo_t *cr, double x, double y, double ox, double oy, double len)
{
    /* planks from (x, y) along (ox, oy) */
    double px = -oy, py = ox;
    cairo_new_path(cr);
    cairo_move_to(cr, x + px * 0.07, y + py * 0.07);
    cairo_line_to(cr, x + px * 0.07 + ox * len, y + py * 0.07 + oy * len);
    cairo_line_to(cr, x - px * 0.07 + ox * len, y - py * 0.07 + oy * len);
    cairo_line_to(cr, x - px * 0.07, y - py * 0.07);
    cairo_close_path(cr);
    fill_outline(cr, 0xa87a4a, C_OUTLINE, 1.0 * PXL);
    cairo_set_line_width(cr, 0.8 * PXL);
    rgba(cr, 0x4a2e18, 0.7);
    for (double t = 0.04; t < len; t += 0.045) {
        cairo_move_to(cr, x + px * 0.07 + ox * t, y + py * 0.07 + oy * t);
        cairo_line_to(cr, x - px * 0.07 + ox * t, y - py * 0.07 + oy * t);
    }
    cairo_stroke(cr);
    /* a small sailing boat beside it */
    double bx = x + ox * len * 0.75 + px * 0.2, by = y + oy * len * 0.75 + py * 0.2;
    cairo_new_path(cr);
    cairo_move_to(cr, bx - 0.1, by);
    cairo_line_to(cr, bx + 0.1, by);
    cairo_line_to(cr, bx + 0.07, by + 0.045);
    cairo_line_to(cr, bx - 0.07, by + 0.045);
    cairo_close_path(cr);
    fill_outline(cr, 0x7a4a2a, C_OUTLINE, -1);
    cairo_new_path(cr);
    cairo_move_to(cr, bx, by - 0.005);
    cairo_line_to(cr, bx, by - 0.17);
    cairo_line_to(cr, bx + 0.09, by - 0.03);
    cairo_close_path(cr);
    fill_outline(cr, 0xf6f0e0, C_OUTLINE, -1);
}

static void border_label(cairo_t *cr, const Map *m, const char *name, double x, double y, int side, unsigned ink)
{
    if (!name[0])
        return;
    double h = 0.14, sp = 0.02, w = text_width(name, h, sp);
    double cx = x, cy = y;
    if (side == 1)
        cx = x + w / 2;
    if (side == 3)
        cx = x - w / 2;
    if (side == 0)
        cy = y - h / 2;
    if (side == 2)
        cy = y + h / 2;
    if (cx - w / 2 < 0.08)
        cx = 0.08 + w / 2;
    if (cx + w / 2 > m->w - 0.08)
        cx = m->w - 0.08 - w / 2;
    if (cy < 0.15)
        cy = 0.15;
    if (cy > m->h - 0.15)
        cy = m->h - 0.15;
    text_draw(cr, name, cx, cy, h, sp, 1.5 * PXL, ink, 0xf4ecd8, 2.8 * PXL, 1);
}

void paint_border(cairo_t *cr, const Map *m, int i, cairo_surface_t *stone, Rng *rng)
{
    const map_border *b = &m->r->border[i];
    const char *name = m->border_name[i];
    int s = b->side;
    double ox = DX[s], oy = DY[s], px = -oy, py = ox;
    double mx = b->at.x + 0.5 + ox * 0.5, my = b->at.y + 0.5 + oy * 0.5; /* middle of the edge */
    int beyond = kind_at(m, b->at.x + DX[s], b->at.y + DY[s]);
    int to_sea = beyond < 0 ? 0 : is_water(beyond);
    unsigned ink = to_sea ? C_SEA_INK : C_INK;
    if (b->feature != CARC_CITY) {
        if (to_sea) {
            road_stub(cr, mx, my, mx + ox * 0.12, my + oy * 0.12, 1);
            jetty(cr, mx + ox * 0.1, my + oy * 0.1, ox, oy, 0.3);
            if (s % 2)
                border_label(cr, m, name, mx + ox * 0.3, my - 0.3, 0, ink); /* above an east or west jetty */
            else
                border_label(cr, m, name, mx + 0.3, my + oy * 0.3, 1, ink); /* beside a north or south one */
            return;
        }
        double len = b->arms ? 0.5 : 0.62;
        road_stub(cr, mx, my, mx + ox * len, my + oy * len, b->arms ? 1 : 0.45);
        if (b->arms) {
            /* a customs post: a barrier and the coat of arms */
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
            for (int k = 0; k < 4; k++) {
                cairo_move_to(cr, mx + ox * 0.22 + px * (-0.1 + k * 0.05), my + oy * 0.22 + py * (-0.1 + k * 0.05));
                cairo_line_to(cr, mx + ox * 0.22 + px * (-0.05 + k * 0.05), my + oy * 0.22 + py * (-0.05 + k * 0.05));
                cairo_set_line_width(cr, 0.028);
                rgb(cr, k % 2 ? 0xf4f0e8 : 0xc8302a);
                cairo_stroke(cr);
            }
            paint_shield(cr, (P2){mx + ox * 0.6, my + oy * 0.6}, 0.26, 0.08);
            border_label(cr, m, name, mx + ox * 0.82, my + oy * 0.86, s, ink);
        } else {
            border_label(cr, m, name, mx + ox * 0.72, my + oy * 0.72, s, ink);
        }
        return;
    }
    /* a city beyond the border: a city cap spanning the whole edge, as on a tile */
    double ax = mx - px * 0.5, ay = my - py * 0.5, bx = mx + px * 0.5, by = my + py * 0.5, dep = 0.5;
    cairo_new_path(cr);
    cairo_move_to(cr, ax, ay);
    cairo_curve_to(cr, ax + ox * dep, ay + oy * dep, bx + ox * dep, by + oy * dep, bx, by);
    cairo_close_path(cr);
    cairo_path_t *cap = cairo_copy_path(cr);
    set_texture(cr, stone, PX); /* pattern space is pixels, user space is squares */
    cairo_fill(cr);
    cairo_save(cr);
    cairo_append_path(cr, cap);
    cairo_clip(cr);
    for (int k = 0; k < 12; k++) {
        double t = rndr(rng, 0.15, 0.85);
        double d = rndr(rng, 0.04, 0.2);
        int ri = (int)(rnd(rng) * 8);
        double jit = rndr(rng, -0.15, 0.15);
        P2 c = {ax + (bx - ax) * t + ox * d, ay + (by - ay) * t + oy * d};
        if (b->arms && hypot(c.x - (mx + ox * 0.18), c.y - (my + oy * 0.18)) < 0.14)
            continue;
        roof(cr, c, 0.1, 0.065, atan2(py, px) + jit, roof_colours[ri]);
    }
    cairo_restore(cr);
    cairo_new_path(cr);
    cairo_move_to(cr, ax, ay);
    cairo_curve_to(cr, ax + ox * dep, ay + oy * dep, bx + ox * dep, by + oy * dep, bx, by);
    stroke_wall(cr, 0.07, 0.07 - 2.2 * PXL, 0.022, 0.03, 0.022);
    cairo_path_destroy(cap);
    paint_tower(cr, (P2){mx + ox * 0.375 - px * 0.2, my + oy * 0.375 - py * 0.2}, 0.05);
    paint_tower(cr, (P2){mx + ox * 0.375 + px * 0.2, my + oy * 0.375 + py * 0.2}, 0.05);
    if (b->arms)
        paint_shield(cr, (P2){mx + ox * 0.17, my + oy * 0.17}, 0.2, 0.08);
    border_label(cr, m, name, mx + ox * 0.56, my + oy * 0.56, s, ink);
}
