/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: helpers shared by the tiles and the maps (see art_util.h). */
#include "art_util.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

const unsigned roof_colours[8][2] = {{0xcf6a43, 0xa04a30}, {0xc05a3c, 0x8e3f2a}, {0xd27d4e, 0xa65a38}, {0xb8563e, 0x86392a},
                                     {0xc9895a, 0x9a603c}, {0xd0704a, 0x9c4c32}, {0xbf6448, 0x8a4030}, {0xb86a50, 0x8a4a36}};

unsigned map_colour(const char *name, unsigned fallback)
{
    /* the data names the colours only (the chips' and the maps' files): how each looks in the art stays here,
     * as its look on screen stays in the GUI */
    static const struct {
        const char *name;
        unsigned rgb;
    } looks[] = {
        {"purple", 0x7b3fa0},
        {"lightblue", 0x4fa8e0},
        {"orange", 0xef8a24},
    };
    for (size_t i = 0; i < sizeof looks / sizeof looks[0]; i++)
        if (strcmp(name, looks[i].name) == 0)
            return looks[i].rgb;
    return fallback;
}

/* ------------------------------------------------------------------ random numbers */

uint64_t rng_next(Rng *r)
{
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

double rnd(Rng *r)
{
    return (double)(rng_next(r) >> 11) * (1.0 / 9007199254740992.0);
}
double rndr(Rng *r, double a, double b)
{
    return a + (b - a) * rnd(r);
}

uint64_t hash_str(const char *s)
{
    uint64_t h = 1469598103934665603ULL;
    for (; *s; s++) {
        h ^= (unsigned char)*s;
        h *= 1099511628211ULL;
    }
    return h;
}

/* ------------------------------------------------------------------ errors and files */

void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "opencarc-artgen: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
    exit(1);
}

void mkdir_p(const char *path)
{
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *p = buf + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(buf, 0777) != 0 && errno != EEXIST)
            die("cannot create %s", buf);
        *p = '/';
    }
    if (mkdir(buf, 0777) != 0 && errno != EEXIST)
        die("cannot create %s", buf);
}

void write_png(cairo_surface_t *s, const char *dir, const char *name)
{
    char path[4096];
    int n = snprintf(path, sizeof path, "%s/%s.png", dir, name);
    if (n < 0 || (size_t)n >= sizeof path)
        die("path too long: %s/%s", dir, name);
    cairo_surface_flush(s);
    if (cairo_surface_write_to_png(s, path) != CAIRO_STATUS_SUCCESS)
        die("cannot write %s", path);
}

/* ------------------------------------------------------------------ colours and pixels */

void rgb(cairo_t *cr, unsigned c)
{
    cairo_set_source_rgb(cr, ((c >> 16) & 255) / 255.0, ((c >> 8) & 255) / 255.0, (c & 255) / 255.0);
}

void rgba(cairo_t *cr, unsigned c, double a)
{
    cairo_set_source_rgba(cr, ((c >> 16) & 255) / 255.0, ((c >> 8) & 255) / 255.0, (c & 255) / 255.0, a);
}

unsigned shade(unsigned c, double f)
{
    int r = (int)(((c >> 16) & 255) * f), g = (int)(((c >> 8) & 255) * f), b = (int)((c & 255) * f);
    if (r > 255)
        r = 255;
    if (g > 255)
        g = 255;
    if (b > 255)
        b = 255;
    return (unsigned)(r << 16 | g << 8 | b);
}

void put_rgb(unsigned char *p, int r, int g, int b)
{
    p[0] = (unsigned char)b;
    p[1] = (unsigned char)g;
    p[2] = (unsigned char)r;
    p[3] = 255;
}

void put_stone(unsigned char *p, double n, double j, double joint)
{
    put_rgb(p, (int)(214 + n * 34 + j * 3 + joint), (int)(192 + n * 30 + j * 3 + joint), (int)(150 + n * 22 + j * 3 + joint));
}

/* ------------------------------------------------------------------ value noise */

double lattice(int ix, int iy, int period, uint32_t seed)
{
    if (period > 0) {
        ix = ((ix % period) + period) % period;
        iy = ((iy % period) + period) % period;
    }
    uint32_t h = (uint32_t)ix * 374761393u + (uint32_t)iy * 668265263u + seed * 2246822519u;
    h = (h ^ (h >> 13)) * 1274126177u;
    h ^= h >> 16;
    return (h & 0xffffu) / 65535.0;
}

double vnoise(double x, double y, int period, uint32_t seed)
{
    int ix = (int)floor(x), iy = (int)floor(y);
    double fx = x - ix, fy = y - iy;
    fx = fx * fx * (3 - 2 * fx);
    fy = fy * fy * (3 - 2 * fy);
    double a = lattice(ix, iy, period, seed), b = lattice(ix + 1, iy, period, seed);
    double c = lattice(ix, iy + 1, period, seed), d = lattice(ix + 1, iy + 1, period, seed);
    return (a + (b - a) * fx) + ((c + (d - c) * fx) - (a + (b - a) * fx)) * fy;
}

/* ------------------------------------------------------------------ drawing */

void set_texture(cairo_t *cr, cairo_surface_t *tex, double scale)
{
    cairo_pattern_t *pat = cairo_pattern_create_for_surface(tex);
    cairo_matrix_t m;
    cairo_matrix_init_scale(&m, scale, scale); /* pattern space is pixels */
    cairo_pattern_set_matrix(pat, &m);
    cairo_set_source(cr, pat);
    cairo_pattern_destroy(pat);
}

void fill_outline(cairo_t *cr, unsigned fill, unsigned line, double lw)
{
    rgb(cr, fill);
    cairo_fill_preserve(cr);
    rgb(cr, line);
    if (lw >= 0)
        cairo_set_line_width(cr, lw);
    cairo_stroke(cr);
}

void fill_rect(cairo_t *cr, double x, double y, double w, double h, unsigned c)
{
    rgb(cr, c);
    cairo_rectangle(cr, x, y, w, h);
    cairo_fill(cr);
}

void dot(cairo_t *cr, double x, double y, double r, unsigned c)
{
    rgb(cr, c);
    cairo_arc(cr, x, y, r, 0, 2 * M_PI);
    cairo_fill(cr);
}

void ellipse_path(cairo_t *cr, double x, double y, double rx, double ry)
{
    cairo_save(cr);
    cairo_translate(cr, x, y);
    cairo_scale(cr, rx, ry);
    cairo_arc(cr, 0, 0, 1, 0, 2 * M_PI);
    cairo_restore(cr);
}

void rounded_rect(cairo_t *cr, double x0, double y0, double x1, double y1, double r)
{
    cairo_new_path(cr);
    cairo_arc(cr, x1 - r, y0 + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x1 - r, y1 - r, r, 0, M_PI / 2);
    cairo_arc(cr, x0 + r, y1 - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x0 + r, y0 + r, r, M_PI, 1.5 * M_PI);
    cairo_close_path(cr);
}

void paint_tree(cairo_t *cr, P2 c, double r)
{
    rgba(cr, 0x14240a, 0.3);
    cairo_arc(cr, c.x + r * 0.3, c.y + r * 0.35, r, 0, 2 * M_PI);
    cairo_fill(cr);
    dot(cr, c.x, c.y, r, 0x3d6a28);
    dot(cr, c.x - r * 0.25, c.y - r * 0.25, r * 0.6, 0x5c8e38);
    dot(cr, c.x - r * 0.35, c.y - r * 0.35, r * 0.28, 0x7eaa4c);
}

void paint_shield(cairo_t *cr, P2 c, double s, double shadow)
{
    cairo_save(cr);
    cairo_translate(cr, c.x, c.y);
    cairo_scale(cr, s, s);
    /* shadow, field, outline; the outline in a 1 x 1.2 box centred on (0, 0) */
    for (int pass = 0; pass < 3; pass++) {
        cairo_new_path(cr);
        double o = pass == 0 ? shadow : 0;
        cairo_move_to(cr, -0.5 + o, -0.55 + o);
        cairo_line_to(cr, 0.5 + o, -0.55 + o);
        cairo_line_to(cr, 0.5 + o, 0.0 + o);
        cairo_curve_to(cr, 0.5 + o, 0.35 + o, 0.2 + o, 0.52 + o, 0.0 + o, 0.65 + o);
        cairo_curve_to(cr, -0.2 + o, 0.52 + o, -0.5 + o, 0.35 + o, -0.5 + o, 0.0 + o);
        cairo_close_path(cr);
        if (pass == 0) {
            rgba(cr, 0x000000, 0.3);
            cairo_fill(cr);
        } else if (pass == 1) {
            rgb(cr, 0xf6f1e4);
            cairo_fill_preserve(cr);
            cairo_save(cr);
            cairo_clip(cr);
            rgb(cr, 0x2c5da8);
            cairo_rectangle(cr, -0.5, -0.55, 0.5, 0.55);
            cairo_rectangle(cr, 0.0, 0.0, 0.5, 0.7);
            cairo_fill(cr);
            fill_rect(cr, -0.5, -0.55, 0.5, 0.12, 0x244d8c);
            cairo_restore(cr);
        } else {
            cairo_set_line_width(cr, 0.09);
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
            rgb(cr, 0x1b2740);
            cairo_stroke(cr);
        }
    }
    cairo_restore(cr);
}

void paint_roof(cairo_t *cr, P2 c, double w, double h, double ang, unsigned light, unsigned dark, const RoofStyle *st)
{
    cairo_save(cr);
    cairo_translate(cr, c.x, c.y);
    cairo_rotate(cr, ang);
    rgba(cr, 0x1e1408, st->shadow_a);
    cairo_rectangle(cr, -w / 2 + st->shadow_dx, -h / 2 + st->shadow_dy, w, h);
    cairo_fill(cr);
    fill_rect(cr, -w / 2, -h / 2, w, h / 2, light);
    fill_rect(cr, -w / 2, 0, w, h / 2, dark);
    if (st->row_step > 0) {
        cairo_set_line_width(cr, st->row_w);
        rgba(cr, 0x000000, 0.16);
        for (double x = -w / 2 + st->row_step; x < w / 2 - st->row_step / 4; x += st->row_step) {
            cairo_move_to(cr, x, -h / 2);
            cairo_line_to(cr, x, h / 2);
        }
        cairo_stroke(cr);
    }
    cairo_set_line_width(cr, st->ridge_w);
    rgba(cr, 0x2a1408, st->ridge_a);
    cairo_move_to(cr, -w / 2, 0);
    cairo_line_to(cr, w / 2, 0);
    cairo_stroke(cr);
    cairo_rectangle(cr, -w / 2, -h / 2, w, h);
    rgba(cr, C_OUTLINE, 0.9);
    cairo_set_line_width(cr, st->outline_w);
    cairo_stroke(cr);
    cairo_restore(cr);
}

void stroke_wall(cairo_t *cr, double w, double inner, double top, double on, double off)
{
    cairo_set_line_width(cr, w);
    rgb(cr, C_WALL_DARK);
    cairo_stroke_preserve(cr);
    cairo_set_line_width(cr, inner);
    rgb(cr, C_WALL);
    cairo_stroke_preserve(cr);
    double dash[2] = {on, off};
    cairo_set_dash(cr, dash, 2, 0);
    cairo_set_line_width(cr, top);
    rgb(cr, C_WALL_TOP);
    cairo_stroke(cr);
    cairo_set_dash(cr, NULL, 0, 0);
}

static void meeple_path(cairo_t *cr)
{
    static const double pts[][2] = {
        {0.5, 0.3},  {0.2, 0.42},  {0.12, 0.5},  {0.18, 0.57}, {0.35, 0.54}, {0.22, 0.9},  {0.26, 0.94}, {0.42, 0.94},
        {0.5, 0.78}, {0.58, 0.94}, {0.74, 0.94}, {0.78, 0.9},  {0.65, 0.54}, {0.82, 0.57}, {0.88, 0.5},  {0.8, 0.42},
    };
    cairo_new_path(cr);
    cairo_move_to(cr, pts[0][0], pts[0][1]);
    for (size_t i = 1; i < sizeof pts / sizeof pts[0]; i++)
        cairo_line_to(cr, pts[i][0], pts[i][1]);
    cairo_close_path(cr);
    cairo_new_sub_path(cr);
    cairo_arc(cr, 0.5, 0.2, 0.13, 0, 2 * M_PI);
}

/* The meeple, filled and stroked w wide (grown by w / 2) in the current source. */
static void meeple_fill(cairo_t *cr, double w)
{
    meeple_path(cr);
    cairo_set_line_width(cr, w);
    cairo_stroke_preserve(cr);
    cairo_fill(cr);
}

int is_dark(unsigned c)
{
    return ((c >> 16) & 255) < 0x60 && ((c >> 8) & 255) < 0x60 && (c & 255) < 0x60;
}

/* A dark figure (the black seat) gets a pale outline: a dark one vanished on the dark panel and in
 * shadowed art. */
unsigned figure_outline(unsigned col)
{
    return is_dark(col) ? 0xb4b4bc : shade(col, 0.45);
}

void paint_meeple(cairo_t *cr, unsigned col)
{
    unsigned outline = figure_outline(col);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    /* drop shadow */
    cairo_save(cr);
    cairo_translate(cr, 0.03, 0.03);
    rgba(cr, 0x000000, 0.3);
    meeple_fill(cr, 0.14);
    cairo_restore(cr);
    rgb(cr, outline);
    meeple_fill(cr, 0.14);
    rgb(cr, col);
    meeple_fill(cr, 0.07);
    /* wooden shading: light from the top left */
    cairo_pattern_t *g = cairo_pattern_create_linear(0.1, 0.05, 0.9, 0.95);
    cairo_pattern_add_color_stop_rgba(g, 0, 1, 1, 1, 0.35);
    cairo_pattern_add_color_stop_rgba(g, 0.5, 1, 1, 1, 0.0);
    cairo_pattern_add_color_stop_rgba(g, 1, 0, 0, 0, 0.25);
    cairo_set_source(cr, g);
    meeple_fill(cr, 0.07);
    cairo_pattern_destroy(g);
    /* highlight on the head */
    rgba(cr, 0xffffff, 0.35);
    cairo_arc(cr, 0.45, 0.15, 0.045, 0, 2 * M_PI);
    cairo_fill(cr);
}

void chip_disc(cairo_t *cr, unsigned rim, unsigned face, unsigned edge)
{
    rgba(cr, 0x000000, 0.3);
    cairo_arc(cr, 0.52, 0.53, 0.45, 0, 2 * M_PI);
    cairo_fill(cr);
    dot(cr, 0.5, 0.5, 0.46, edge);
    dot(cr, 0.5, 0.5, 0.43, rim);
    cairo_pattern_t *g = cairo_pattern_create_radial(0.4, 0.35, 0.05, 0.5, 0.5, 0.4);
    cairo_pattern_add_color_stop_rgb(g, 0, ((face >> 16) & 255) / 255.0 * 1.0, ((face >> 8) & 255) / 255.0, (face & 255) / 255.0);
    unsigned d = shade(face, 0.85);
    cairo_pattern_add_color_stop_rgb(g, 1, ((d >> 16) & 255) / 255.0, ((d >> 8) & 255) / 255.0, (d & 255) / 255.0);
    cairo_set_source(cr, g);
    cairo_arc(cr, 0.5, 0.5, 0.36, 0, 2 * M_PI);
    cairo_fill(cr);
    cairo_pattern_destroy(g);
    rgb(cr, edge);
    cairo_set_line_width(cr, 0.015);
    cairo_arc(cr, 0.5, 0.5, 0.36, 0, 2 * M_PI);
    cairo_stroke(cr);
}
