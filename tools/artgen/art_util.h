/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: what the tile art (art_tile.c and its steps) and the map boards (art_map*.c) share —
 * the seeded random numbers, errors and file output, the palette, value noise, and the pieces
 * drawn in both (trees, coats of arms, roofs seen from above, city walls).
 *
 * Sizes given to the drawing helpers are in the caller's user units (tile = 1 or square = 1), so
 * every call spells out its own line widths and offsets. */
#ifndef OPENCARC_ARTGEN_ART_UTIL_H
#define OPENCARC_ARTGEN_ART_UTIL_H

#include <cairo.h>
#include <stdint.h>

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

/* palette: warm, hand-painted (tiles and maps) */
#define C_ROAD 0xe3cc98
#define C_ROAD_EDGE 0x96764a
#define C_WALL 0xa8845a
#define C_WALL_DARK 0x5a3b24
#define C_WALL_TOP 0xc9a87a
#define C_OUTLINE 0x3a2a1c

/* roof colours seen from above: { light plane, dark plane } */
extern const unsigned roof_colours[8][2];

/* The colour of a colour name of the chips' and the maps' data (purple, lightblue, orange), else fallback. */
unsigned map_colour(const char *name, unsigned fallback);

typedef struct {
    double x, y;
} P2;

/* ------------------------------------------------------------------ random numbers (splitmix64) */

typedef struct {
    uint64_t s;
} Rng;

uint64_t rng_next(Rng *r);
double rnd(Rng *r);                      /* [0, 1) */
double rndr(Rng *r, double a, double b); /* [a, b) */
uint64_t hash_str(const char *s);        /* FNV-1a, for seeds from names */

/* ------------------------------------------------------------------ errors and files */

#if defined(__GNUC__)
#define ART_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define ART_PRINTF(f, a)
#endif

/* Prints "opencarc-artgen: <message>" and exits with status 1. */
_Noreturn void die(const char *fmt, ...) ART_PRINTF(1, 2);
void mkdir_p(const char *path);
/* Writes s to dir/name.png (or dies). */
void write_png(cairo_surface_t *s, const char *dir, const char *name);

/* ------------------------------------------------------------------ colours and pixels */

void rgb(cairo_t *cr, unsigned c);
void rgba(cairo_t *cr, unsigned c, double a);
/* c with every channel times f, clamped to 255. */
unsigned shade(unsigned c, double f);
/* Stores an opaque pixel into CAIRO_FORMAT_ARGB32 / RGB24 data. */
void put_rgb(unsigned char *p, int r, int g, int b);
/* The paving stone colour (n: noise, j: grain, joint: darkening of the joints), as put_rgb. */
void put_stone(unsigned char *p, double n, double j, double joint);

/* ------------------------------------------------------------------ value noise */

/* Lattice value in [0, 1] at (ix, iy); period > 0 wraps the lattice (seamless textures). */
double lattice(int ix, int iy, int period, uint32_t seed);
/* Smooth value noise between the lattice points. */
double vnoise(double x, double y, int period, uint32_t seed);

/* ------------------------------------------------------------------ drawing */

/* Makes the image surface tex the source, one texture pixel per 1/scale user units. */
void set_texture(cairo_t *cr, cairo_surface_t *tex, double scale);
/* Fills the current path in fill, then strokes it in line (width lw; lw < 0 keeps the current one). */
void fill_outline(cairo_t *cr, unsigned fill, unsigned line, double lw);
/* A filled rectangle and a filled circle. */
void fill_rect(cairo_t *cr, double x, double y, double w, double h, unsigned c);
void dot(cairo_t *cr, double x, double y, double r, unsigned c);
/* Adds an ellipse with radii rx, ry centred on (x, y) to the path. */
void ellipse_path(cairo_t *cr, double x, double y, double rx, double ry);
/* Adds a rectangle from (x0, y0) to (x1, y1) with corners of radius r to a new path. */
void rounded_rect(cairo_t *cr, double x0, double y0, double x1, double y1, double r);

/* A round tree seen from above, radius r, with its shadow. */
void paint_tree(cairo_t *cr, P2 c, double r);
/* The blue-and-white coat of arms, s wide, centred on c; its shadow lies shadow to the lower right
 * (in shield widths). */
void paint_shield(cairo_t *cr, P2 c, double s, double shadow);

/* A house seen from above: two roof planes, ridge, outline and shadow. */
typedef struct {
    double shadow_dx, shadow_dy, shadow_a; /* drop shadow */
    double row_step, row_w;                /* tile rows every row_step (0: none) */
    double ridge_w, ridge_a;               /* the ridge line */
    double outline_w;
} RoofStyle;
void paint_roof(cairo_t *cr, P2 c, double w, double h, double ang, unsigned light, unsigned dark, const RoofStyle *st);

/* Strokes the current path as a city wall: dark edge (width w), stone (inner), and a dashed walk
 * of battlements (width top, dashes on/off); the path is used up. */
void stroke_wall(cairo_t *cr, double w, double inner, double top, double on, double off);

/* Whether colour c is so dark that an outline must be pale, and the outline of a figure of colour col. */
int is_dark(unsigned c);
unsigned figure_outline(unsigned col);
/* A standing meeple of colour col in the unit square (its feet at y = 0.94), with outline, shadow
 * and wooden shading. */
void paint_meeple(cairo_t *cr, unsigned col);
/* A round chip filling the unit square: its shadow, an edge, a rim and a shaded face. */
void chip_disc(cairo_t *cr, unsigned rim, unsigned face, unsigned edge);

#endif
