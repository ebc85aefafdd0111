/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: a map's ground: land, sea and land abroad as parchment, the paving of its
 * cities, waves, forests, hills and mountains, rivers, the grid of the squares, coasts and borders,
 * dikes, wave squares, and the islands with their stack places. */
#include "art_mod_maps_land.h"

#include <math.h>
#include <string.h>

#include "art_mod_maps_text.h"

/* Fractal value noise at pixel (px, py), for the parchment and the paving. */
static double fbm(double px, double py, uint32_t seed)
{
    return 0.55 * vnoise(px / 48.0, py / 48.0, 0, seed) + 0.33 * vnoise(px / 20.0, py / 20.0, 0, seed + 1) +
           0.12 * vnoise(px / 9.0, py / 9.0, 0, seed + 2);
}

/* ------------------------------------------------------------------ squares */

/* Adds the squares for which pred holds as one region (rectangles of one orientation: their union). */
static void region_path(cairo_t *cr, const Map *m, int (*pred)(int))
{
    for (int y = 0; y < m->h; y++)
        for (int x = 0; x < m->w; x++)
            if (pred(m->kind[y][x]))
                cairo_rectangle(cr, x, y, 1, 1);
}

/* Adds the sides between a square where a holds and its neighbour where b holds. */
static void edges_path(cairo_t *cr, const Map *m, int (*a)(int), int (*b)(int))
{
    for (int y = 0; y < m->h; y++)
        for (int x = 0; x < m->w; x++) {
            if (!a(m->kind[y][x]))
                continue;
            for (int s = 0; s < 4; s++) {
                int k = kind_at(m, x + DX[s], y + DY[s]);
                if (k < 0 || !b(k))
                    continue;
                double x0 = x + (s == 1), y0 = y + (s == 2), x1 = x0 + (s % 2 == 0), y1 = y0 + (s % 2 == 1);
                cairo_move_to(cr, x0, y0);
                cairo_line_to(cr, x1, y1);
            }
        }
}

/* Clips to the squares for which pred holds, until the caller's cairo_restore. */
static void clip_region(cairo_t *cr, const Map *m, int (*pred)(int))
{
    cairo_save(cr);
    cairo_new_path(cr);
    region_path(cr, m, pred);
    cairo_clip(cr);
}

/* A band along the sides between a and b squares, w wide in c, laid on at opacity alpha as one
 * layer (overlapping strokes do not add up). */
static void edges_band(cairo_t *cr, const Map *m, int (*a)(int), int (*b)(int), double w, unsigned c, double alpha)
{
    cairo_push_group(cr);
    cairo_new_path(cr);
    edges_path(cr, m, a, b);
    cairo_set_line_width(cr, w);
    rgb(cr, c);
    cairo_stroke(cr);
    cairo_pop_group_to_source(cr);
    cairo_paint_with_alpha(cr, alpha);
}

/* A line along the sides between a and b squares (in the current dash and cap). */
static void edges_line(cairo_t *cr, const Map *m, int (*a)(int), int (*b)(int), double w, unsigned c, double alpha)
{
    cairo_new_path(cr);
    edges_path(cr, m, a, b);
    cairo_set_line_width(cr, w);
    rgba(cr, c, alpha);
    cairo_stroke(cr);
}

/* ------------------------------------------------------------------ layers */

cairo_surface_t *base_layer(const Map *m, uint32_t seed)
{
    int W = m->w * PX, H = m->h * PX;
    /* distance from the land, in squares, for the colour of the sea */
    double dist[MAXD][MAXD];
    for (int y = 0; y < m->h; y++)
        for (int x = 0; x < m->w; x++)
            dist[y][x] = is_water(m->kind[y][x]) ? 9 : 0;
    for (int it = 0; it < 10; it++)
        for (int y = 0; y < m->h; y++)
            for (int x = 0; x < m->w; x++)
                for (int s = 0; s < 4; s++) {
                    int nx = x + DX[s], ny = y + DY[s];
                    if (nx < 0 || ny < 0 || nx >= m->w || ny >= m->h)
                        continue;
                    if (dist[ny][nx] + 1 < dist[y][x])
                        dist[y][x] = dist[ny][nx] + 1;
                }
    cairo_surface_t *img = cairo_image_surface_create(CAIRO_FORMAT_RGB24, W, H); /* opaque: written as RGB */
    unsigned char *d = cairo_image_surface_get_data(img);
    int stride = cairo_image_surface_get_stride(img);
    for (int py = 0; py < H; py++)
        for (int px = 0; px < W; px++) {
            int sx = px / PX, sy = py / PX, k = m->kind[sy][sx];
            double n = fbm(px, py, seed) - 0.5, n2 = fbm(px + 0.5, py + 0.5, seed + 7) - 0.5;
            double r, g, b;
            if (is_water(k)) {
                double fx = (px + 0.5) / PX - 0.5, fy = (py + 0.5) / PX - 0.5;
                int x0 = (int)floor(fx), y0 = (int)floor(fy);
                double tx = fx - x0, ty = fy - y0, v[4];
                for (int q = 0; q < 4; q++) {
                    int xx = x0 + (q & 1), yy = y0 + (q >> 1);
                    if (xx < 0)
                        xx = 0;
                    if (yy < 0)
                        yy = 0;
                    if (xx >= m->w)
                        xx = m->w - 1;
                    if (yy >= m->h)
                        yy = m->h - 1;
                    v[q] = is_water(m->kind[yy][xx]) ? dist[yy][xx] : (m->kind[yy][xx] == K_ABROAD ? 1.5 : 0);
                }
                double dd = (v[0] * (1 - tx) + v[1] * tx) * (1 - ty) + (v[2] * (1 - tx) + v[3] * tx) * ty;
                double t = (dd - 0.4) / 3.5;
                if (t < 0)
                    t = 0;
                if (t > 1)
                    t = 1;
                r = 150 + (92 - 150) * t + n * 16 + n2 * 6;
                g = 196 + (142 - 196) * t + n * 16;
                b = 212 + (184 - 212) * t + n * 12 - n2 * 4;
            } else if (k == K_ABROAD) {
                r = 226 + n * 18 + n2 * 6;
                g = 215 + n * 16;
                b = 186 + n * 12 - n2 * 6;
            } else {
                r = 190 + n * 22 + n2 * 14;
                g = 204 + n * 18;
                b = 142 + n * 12 - n2 * 10;
            }
            unsigned char *p = d + py * stride + px * 4;
            p[0] = (unsigned char)(b < 0 ? 0 : b > 255 ? 255 : b);
            p[1] = (unsigned char)(g < 0 ? 0 : g > 255 ? 255 : g);
            p[2] = (unsigned char)(r < 0 ? 0 : r > 255 ? 255 : r);
            p[3] = 255;
        }
    cairo_surface_mark_dirty(img);
    return img;
}

cairo_surface_t *stone_layer(const Map *m, uint32_t seed)
{
    int W = m->w * PX, H = m->h * PX;
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, W, H);
    unsigned char *d = cairo_image_surface_get_data(s);
    int stride = cairo_image_surface_get_stride(s);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            double n = fbm(x * 2.0, y * 2.0, seed + 71) - 0.5, j = lattice(x, y, 0, seed + 5) - 0.5;
            double joint = ((x % 5) == 0 || (((y + (x / 5) * 2) % 4) == 0)) ? -7 : 0;
            put_stone(d + y * stride + x * 4, n, j, joint);
        }
    cairo_surface_mark_dirty(s);
    return s;
}

static int k_abroad(int k)
{
    return k == K_ABROAD;
}

static int k_sea(int k)
{
    return k == K_SEA;
}

void paint_abroad(cairo_t *cr, const Map *m)
{
    clip_region(cr, m, k_abroad);
    cairo_set_line_width(cr, 1.0 * PXL);
    rgba(cr, 0x8a7450, 0.13);
    for (double t = -m->h; t < m->w; t += 0.125) {
        cairo_move_to(cr, t, 0);
        cairo_line_to(cr, t + m->h, m->h);
    }
    cairo_stroke(cr);
    cairo_restore(cr);
}

/* Gentle waves: small double arcs scattered over the open sea. */
static void wave_mark(cairo_t *cr, double x, double y, double w)
{
    cairo_move_to(cr, x - w, y);
    cairo_curve_to(cr, x - w * 0.7, y - w * 0.45, x - w * 0.3, y - w * 0.45, x, y);
    cairo_curve_to(cr, x + w * 0.3, y - w * 0.45, x + w * 0.7, y - w * 0.45, x + w, y);
}

void paint_sea(cairo_t *cr, const Map *m, Rng *rng)
{
    clip_region(cr, m, k_sea);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    for (int y = 0; y < m->h; y++)
        for (int x = 0; x < m->w; x++) {
            if (m->kind[y][x] != K_SEA)
                continue;
            for (int i = 0; i < 2; i++) {
                double wx = x + rndr(rng, 0.15, 0.85);
                double wy = y + rndr(rng, 0.2, 0.9);
                double ww = rndr(rng, 0.07, 0.12);
                if (rnd(rng) < 0.3)
                    continue;
                cairo_new_path(cr);
                wave_mark(cr, wx, wy, ww);
                cairo_set_line_width(cr, 1.4 * PXL);
                rgba(cr, 0xf4fbff, 0.45);
                cairo_stroke(cr);
                cairo_new_path(cr);
                wave_mark(cr, wx + 0.02, wy + 0.035, ww * 0.8);
                cairo_set_line_width(cr, 1.0 * PXL);
                rgba(cr, 0x2c5878, 0.22);
                cairo_stroke(cr);
            }
        }
    cairo_restore(cr);
}

static void catmull_path(cairo_t *cr, const P2 *p, int n)
{
    if (n < 2)
        return;
    cairo_move_to(cr, p[0].x, p[0].y);
    for (int i = 0; i + 1 < n; i++) {
        P2 a = p[i > 0 ? i - 1 : 0], b = p[i], c = p[i + 1], d = p[i + 2 < n ? i + 2 : n - 1];
        cairo_curve_to(cr, b.x + (c.x - a.x) / 6, b.y + (c.y - a.y) / 6, c.x - (d.x - b.x) / 6, c.y - (d.y - b.y) / 6, c.x, c.y);
    }
}

static void paint_peak(cairo_t *cr, double x, double y, double w, double h, int snow)
{
    /* (x, y): foot in the middle */
    cairo_move_to(cr, x - w / 2, y);
    cairo_line_to(cr, x, y - h);
    cairo_line_to(cr, x + w / 2, y);
    cairo_close_path(cr);
    rgb(cr, 0xb7a27a);
    cairo_fill(cr);
    cairo_move_to(cr, x, y - h);
    cairo_line_to(cr, x + w / 2, y);
    cairo_line_to(cr, x + w * 0.08, y);
    cairo_close_path(cr);
    rgb(cr, 0x8c7756);
    cairo_fill(cr);
    if (snow) {
        cairo_move_to(cr, x - w * 0.16, y - h * 0.68);
        cairo_line_to(cr, x, y - h);
        cairo_line_to(cr, x + w * 0.16, y - h * 0.68);
        cairo_line_to(cr, x + w * 0.05, y - h * 0.74);
        cairo_line_to(cr, x - w * 0.04, y - h * 0.64);
        cairo_close_path(cr);
        rgb(cr, 0xf6f4ee);
        cairo_fill(cr);
    }
    cairo_move_to(cr, x - w / 2, y);
    cairo_line_to(cr, x, y - h);
    cairo_line_to(cr, x + w / 2, y);
    rgb(cr, C_OUTLINE);
    cairo_set_line_width(cr, 1.0 * PXL);
    cairo_stroke(cr);
}

void paint_decor(cairo_t *cr, const Map *m, Rng *rng)
{
    for (int i = 0; i < m->ndecor; i++) {
        const Decor *d = &m->decor[i];
        int forest = strcmp(d->kind, "forest") == 0, hills = strcmp(d->kind, "hills") == 0;
        int mountains = strcmp(d->kind, "mountains") == 0;
        if (!forest && !hills && !mountains)
            continue;
        cairo_push_group(cr);
        for (int s = 0; s < d->n; s++) {
            int x = d->sq[s][0], y = d->sq[s][1];
            if (!is_playable(kind_at(m, x, y)))
                continue;
            if (forest) {
                for (int t = 0; t < 6; t++) {
                    double tx = x + rndr(rng, 0.18, 0.82);
                    double ty = y + rndr(rng, 0.22, 0.85);
                    double tr = rndr(rng, 0.06, 0.085);
                    paint_tree(cr, (P2){tx, ty}, tr);
                }
            } else {
                int np = mountains ? 3 : 2;
                for (int t = 0; t < np; t++) {
                    double px = x + 0.22 + t * (0.56 / (np - 1)) + rndr(rng, -0.06, 0.06);
                    double py = y + (t % 2 ? 0.78 : 0.6) + rndr(rng, -0.05, 0.05);
                    double pw = mountains ? rndr(rng, 0.3, 0.4) : rndr(rng, 0.32, 0.42);
                    double ph = mountains ? rndr(rng, 0.26, 0.36) : rndr(rng, 0.1, 0.15);
                    paint_peak(cr, px, py, pw, ph, mountains && ph > 0.3);
                }
            }
        }
        cairo_pop_group_to_source(cr);
        cairo_paint_with_alpha(cr, forest ? 0.55 : 0.62);
    }
}

void paint_rivers(cairo_t *cr, const Map *m)
{
    clip_region(cr, m, is_landish);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    for (int i = 0; i < m->nriver; i++) {
        cairo_new_path(cr);
        catmull_path(cr, m->river[i].p, m->river[i].n);
        cairo_set_line_width(cr, 5.0 * PXL);
        rgba(cr, 0x4f86a8, 0.55);
        cairo_stroke_preserve(cr);
        cairo_set_line_width(cr, 3.0 * PXL);
        rgba(cr, 0x9fcbe2, 0.9);
        cairo_stroke(cr);
    }
    cairo_restore(cr);
}

void paint_grid(cairo_t *cr, const Map *m)
{
    cairo_new_path(cr);
    for (int y = 0; y < m->h; y++)
        for (int x = 0; x < m->w; x++) {
            if (!is_playable(m->kind[y][x]))
                continue;
            if (is_playable(kind_at(m, x + 1, y))) {
                cairo_move_to(cr, x + 1, y);
                cairo_line_to(cr, x + 1, y + 1);
            }
            if (is_playable(kind_at(m, x, y + 1))) {
                cairo_move_to(cr, x, y + 1);
                cairo_line_to(cr, x + 1, y + 1);
            }
        }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_width(cr, 1.2 * PXL);
    rgba(cr, 0x4a5e2c, 0.28);
    cairo_stroke(cr);
    /* small crosses at the corners, like a printed grid */
    cairo_new_path(cr);
    for (int y = 1; y < m->h; y++)
        for (int x = 1; x < m->w; x++) {
            if (!is_playable(m->kind[y][x]) || !is_playable(m->kind[y - 1][x]) || !is_playable(m->kind[y][x - 1]) ||
                !is_playable(m->kind[y - 1][x - 1]))
                continue;
            cairo_move_to(cr, x - 0.06, y);
            cairo_line_to(cr, x + 0.06, y);
            cairo_move_to(cr, x, y - 0.06);
            cairo_line_to(cr, x, y + 0.06);
        }
    cairo_set_line_width(cr, 1.6 * PXL);
    rgba(cr, 0x3a4a20, 0.35);
    cairo_stroke(cr);
}

void paint_coasts(cairo_t *cr, const Map *m)
{
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
    /* foam and shallows on the water side */
    clip_region(cr, m, is_water);
    static const double fw[3] = {0.34, 0.18, 0.07};
    static const double fa[3] = {0.18, 0.25, 0.55};
    for (int i = 0; i < 3; i++)
        edges_band(cr, m, is_landish, is_water, fw[i], i == 2 ? 0xfafcf4 : 0xcfe8ea, fa[i]);
    cairo_restore(cr);
    /* sand on the land side */
    clip_region(cr, m, is_landish);
    edges_band(cr, m, is_landish, is_water, 0.1, 0xe9dba8, 0.85);
    cairo_restore(cr);
    edges_line(cr, m, is_landish, is_water, 1.6 * PXL, 0x3c5a64, 0.9);
    /* the land border: a tinted band abroad and a dash-dot line */
    clip_region(cr, m, k_abroad);
    edges_band(cr, m, is_landish, k_abroad, 0.22, 0xc98a6a, 0.35);
    cairo_restore(cr);
    double dash[4] = {0.12, 0.05, 0.02, 0.05};
    cairo_set_dash(cr, dash, 4, 0);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    edges_line(cr, m, is_landish, k_abroad, 2.2 * PXL, 0x6a3a2a, 0.85);
    cairo_set_dash(cr, NULL, 0, 0);
    /* sea along abroad: a plain coast line */
    edges_line(cr, m, k_abroad, is_water, 1.2 * PXL, 0x3c5a64, 0.6);
    /* national borders inside the map */
    if (m->has_country) {
        cairo_new_path(cr);
        for (int y = 0; y < m->h; y++)
            for (int x = 0; x < m->w; x++) {
                char c = m->country[y][x];
                if (!is_landish(m->kind[y][x]) || c == '.' || c == 0)
                    continue;
                if (x + 1 < m->w && is_landish(m->kind[y][x + 1]) && m->country[y][x + 1] != c && m->country[y][x + 1] != '.') {
                    cairo_move_to(cr, x + 1, y);
                    cairo_line_to(cr, x + 1, y + 1);
                }
                if (y + 1 < m->h && is_landish(m->kind[y + 1][x]) && m->country[y + 1][x] != c && m->country[y + 1][x] != '.') {
                    cairo_move_to(cr, x, y + 1);
                    cairo_line_to(cr, x + 1, y + 1);
                }
            }
        cairo_path_t *path = cairo_copy_path(cr);
        cairo_set_line_width(cr, 5.0 * PXL);
        rgba(cr, 0xd9a07a, 0.45);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
        cairo_stroke(cr);
        cairo_append_path(cr, path);
        cairo_path_destroy(path);
        cairo_set_line_width(cr, 2.0 * PXL);
        rgba(cr, 0x6a3a2a, 0.85);
        cairo_set_dash(cr, dash, 4, 0);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
        cairo_stroke(cr);
        cairo_set_dash(cr, NULL, 0, 0);
    }
}

void paint_dikes(cairo_t *cr, const Map *m)
{
    for (int i = 0; i < m->ndecor; i++) {
        const Decor *d = &m->decor[i];
        if (strcmp(d->kind, "dike") != 0 || d->npt < 2)
            continue;
        static const double w[3] = {0.12, 0.09, 0.035};
        static const unsigned c[3] = {0x3c5a64, 0x9a9a72, C_ROAD};
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
        for (int pass = 0; pass < 3; pass++) {
            cairo_new_path(cr);
            for (int k = 0; k < d->npt; k++)
                k ? cairo_line_to(cr, d->pt[k].x, d->pt[k].y) : cairo_move_to(cr, d->pt[k].x, d->pt[k].y);
            cairo_set_line_width(cr, w[pass]);
            rgb(cr, c[pass]);
            cairo_stroke(cr);
        }
    }
}

void paint_wave_squares(cairo_t *cr, const Map *m)
{
    for (int y = 0; y < m->h; y++)
        for (int x = 0; x < m->w; x++) {
            if (m->kind[y][x] != K_WAVES)
                continue;
            cairo_save(cr);
            cairo_rectangle(cr, x, y, 1, 1);
            cairo_clip(cr);
            rgba(cr, 0x3f7aa6, 0.35);
            cairo_paint(cr);
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
            for (int r = 0; r < 5; r++) {
                double wy = y + 0.14 + r * 0.185, ph = (r % 2) * 0.125;
                cairo_new_path(cr);
                cairo_move_to(cr, x - 0.25 + ph, wy);
                for (double wx = x - 0.25 + ph; wx < x + 1.1; wx += 0.25) {
                    cairo_curve_to(cr, wx + 0.06, wy - 0.07, wx + 0.12, wy - 0.07, wx + 0.14, wy - 0.01);
                    cairo_curve_to(cr, wx + 0.17, wy + 0.05, wx + 0.21, wy + 0.04, wx + 0.25, wy);
                }
                cairo_set_line_width(cr, 4.5 * PXL);
                rgba(cr, 0x1f4a6a, 0.75);
                cairo_stroke_preserve(cr);
                cairo_set_line_width(cr, 2.2 * PXL);
                rgb(cr, 0xf4fbff);
                cairo_stroke(cr);
            }
            cairo_restore(cr);
            cairo_rectangle(cr, x + 0.05, y + 0.05, 0.9, 0.9);
            double dash[2] = {0.06, 0.05};
            cairo_set_dash(cr, dash, 2, 0);
            cairo_set_line_width(cr, 1.4 * PXL);
            rgba(cr, 0xf4fbff, 0.8);
            cairo_stroke(cr);
            cairo_set_dash(cr, NULL, 0, 0);
        }
}

/* An island's sand and grass: an irregular loop round (cx, cy), squarer than an ellipse so that the
 * stack places fit, drawn three times smaller and greener. */
static void island_shape(cairo_t *cr, Rng *rng, double cx, double cy, double rx, double ry)
{
    P2 loop[48];
    double ca = 1, sa = 0; /* the unit circle by rotation (no trigonometry of constants) */
    for (int k = 0; k < 48; k++) {
        double f = 1 + rndr(rng, -0.05, 0.05);
        double sx = ca >= 0 ? sqrt(ca) : -sqrt(-ca), sy = sa >= 0 ? sqrt(sa) : -sqrt(-sa);
        loop[k].x = cx + rx * f * sx;
        loop[k].y = cy + ry * f * sy;
        double nc = ca * 0.99144486137381041 - sa * 0.13052619222005157;
        sa = sa * 0.99144486137381041 + ca * 0.13052619222005157;
        ca = nc;
    }
    for (int pass = 0; pass < 3; pass++) {
        cairo_new_path(cr);
        double sc = pass == 0 ? 1.0 : pass == 1 ? 0.94 : 0.8;
        for (int k = 0; k < 48; k++) {
            double px = cx + (loop[k].x - cx) * sc, py = cy + (loop[k].y - cy) * sc;
            if (k == 0)
                cairo_move_to(cr, px, py);
            else
                cairo_line_to(cr, px, py);
        }
        cairo_close_path(cr);
        if (pass == 0) {
            rgba(cr, 0xfafcf4, 0.6);
            cairo_set_line_width(cr, 4.0 * PXL);
            cairo_stroke_preserve(cr);
            rgb(cr, 0xe9dba8);
            cairo_fill_preserve(cr);
            rgba(cr, 0x3c5a64, 0.9);
            cairo_set_line_width(cr, 1.4 * PXL);
            cairo_stroke(cr);
        } else if (pass == 1) {
            rgb(cr, 0xd9c990);
            cairo_fill(cr);
        } else {
            rgb(cr, 0xa8bf78);
            cairo_fill(cr);
        }
    }
}

/* The two stack places in the island's colour, a little stack of tiles on each. */
static void island_stacks(cairo_t *cr, const map_island *is, unsigned col)
{
    for (int s = 0; s < 2; s++) {
        double sx = is->square[s].x + 0.17, sy = is->square[s].y + 0.17, sw = 0.66, r = 0.09;
        rounded_rect(cr, sx, sy, sx + sw, sy + sw, r);
        rgba(cr, col, 0.55);
        cairo_fill_preserve(cr);
        rgb(cr, shade(col, 0.6));
        cairo_set_line_width(cr, 2.5 * PXL);
        cairo_stroke(cr);
        for (int k = 2; k >= 0; k--) {
            double tx = sx + 0.2 + k * 0.035, ty = sy + 0.2 - k * 0.035;
            rounded_rect(cr, tx, ty, tx + 0.22, ty + 0.22, 0.025);
            fill_outline(cr, k ? 0xd8c8a0 : 0x8fb05a, C_OUTLINE, 0.9 * PXL);
        }
    }
}

/* The island's name above it, or up its left side when it stands two squares high. */
static void island_name(cairo_t *cr, const char *name, double x0, double y0, double cx, double cy, double h)
{
    if (!name[0])
        return;
    if (h > 1) {
        cairo_save(cr);
        cairo_translate(cr, x0 - 0.05, cy);
        cairo_rotate(cr, -M_PI / 2);
        text_draw(cr, name, 0, 0, 0.15, 0.03, 1.6 * PXL, C_SEA_INK, 0xe8f4f6, 2.4 * PXL, 1);
        cairo_restore(cr);
    } else {
        text_draw(cr, name, cx, y0 - 0.16, 0.15, 0.03, 1.6 * PXL, C_SEA_INK, 0xe8f4f6, 2.4 * PXL, 1);
    }
}

void paint_islands(cairo_t *cr, const Map *m, Rng *rng)
{
    for (int i = 0; i < m->r->nislands; i++) {
        const map_island *is = &m->r->island[i];
        unsigned col = map_colour(is->color, 0x8a8a8a);
        double x0 = is->square[0].x < is->square[1].x ? is->square[0].x : is->square[1].x;
        double y0 = is->square[0].y < is->square[1].y ? is->square[0].y : is->square[1].y;
        double w = is->square[0].x != is->square[1].x ? 2 : 1, h = is->square[0].y != is->square[1].y ? 2 : 1;
        double cx = x0 + w / 2, cy = y0 + h / 2, rx = w / 2 - 0.04, ry = h / 2 - 0.04;
        island_shape(cr, rng, cx, cy, rx, ry);
        /* dune grass */
        cairo_set_line_width(cr, 1.0 * PXL);
        for (int k = 0; k < 40; k++) {
            double gx = cx + rndr(rng, -0.75, 0.75) * rx;
            double gy = cy + rndr(rng, -0.75, 0.75) * ry;
            cairo_move_to(cr, gx, gy);
            cairo_line_to(cr, gx + rndr(rng, -0.02, 0.02), gy - 0.04);
            rgba(cr, 0x56702e, 0.6);
            cairo_stroke(cr);
        }
        island_stacks(cr, is, col);
        island_name(cr, m->island_name[i], x0, y0, cx, cy, h);
    }
}
