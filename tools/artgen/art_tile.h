/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: a tile being drawn: its geometry (cities, roads, separators), its segment mask
 * and what is placed on it, which the steps fill in turn (art_mask.c, art_place.c) and the painting reads
 * (art_paint.c, art_build.c, the modules' painters); and its images.
 *
 * Mask encoding: R = segment index + 1, G = B = 0, A = 255; R = 0 means "no segment"
 * (what a module keeps in the middle: a square, a yard). */
#ifndef OPENCARC_ARTGEN_ART_TILE_H
#define OPENCARC_ARTGEN_ART_TILE_H

#include <cairo.h>
#include <stdint.h>

#include "art_data.h"
#include "art_path.h"

#define TS 256 /* pixels per tile side */
#define NPIX (TS * TS)

/* Geometry shared by every tile, in tile units (tile = 1 x 1). */
#define ROAD_W 0.11     /* road width including its darker edges */
#define ROAD_EDGE 0.017 /* darker edge on each side */
#define WALL_W 0.05     /* city wall stroke */
#define PLAZA_R 0.1     /* the square in the middle */
#define CAP_D 0.4       /* control depth of a city cap (the wall reaches 0.75 of it) */
#define HOUSE_HW 0.08   /* half the width and depth of the house a road ends at (END_HOUSE) */
#define HOUSE_HD 0.055
#define MON_X0 0.27 /* the monastery's rectangle */
#define MON_X1 0.73
#define MON_Y0 0.25
#define MON_Y1 0.75

enum { BAR_FENCE, BAR_BUNTING, BAR_DIRT };                    /* separators */
enum { END_EDGE, END_CENTRE, END_YARD, END_CITY, END_HOUSE }; /* where a road ends */

typedef struct {
    int seg;
    Path outline;
    Path walls[4];
    int nwalls;
} CityGeo;

typedef struct {
    int seg;
    int nedges;
    Path path;
    int end_kind;
    P2 gate, gate_dir; /* END_CITY: where the road meets the wall; END_HOUSE: its end, at the house's door */
    int over;          /* the road (index into Tile.road) it passes over on a bridge, or -1 */
} RoadGeo;

typedef struct {
    int kind;
    P2 pts[8];
    int n;
} Barrier;

typedef struct {
    P2 c;
    double r;
    int kind;
} Obj; /* a placed decoration */

/* What a module put in a city (its painter's place hooks): the city's houses keep out of the rectangle
 * of half sides hw, hh around c, and its painter paints it under the walls (over = 0) or over everything
 * (1); scale and value are the painter's. */
typedef struct Sight {
    const struct art_painter *by;
    int seg;
    P2 c;
    double hw, hh, scale;
    int value, over;
} Sight;

/* A picture a module puts on a field (its painter's add_pics), beside road `road` (or -1): r0 its footprint's
 * radius, clear how far its road's meeple keeps from it (0: the meeple may stand by it); placed at c, r in
 * radius. kind and dir are its painter's. */
typedef struct Pic {
    const struct art_painter *by;
    const char *kind;
    int field, road;
    double r0, clear;
    P2 c;
    double r;
    P2 dir;
} Pic;
#define TILE_MAXPIC 16

typedef struct {
    const td_tile *t;
    int ncity;
    CityGeo city[4];
    int nroad;
    RoadGeo road[6];
    int mon_seg;
    /* what a module keeps in the middle (its painter's layout hook): a round square the roads end in, or a
     * yard (a rectangle, centre and size) the roads end at; centre_by places and paints what stands there */
    int square;
    int yard;
    P2 yard_c;
    double yard_w, yard_h;
    const struct art_painter *centre_by;
    int nbar;
    Barrier bar[6];
    int16_t lab[NPIX];       /* final mask: segment index, or -2 none */
    unsigned char occ[NPIX]; /* decorations placed on fields/cities */
    P2 anchor[TD_MAXSEG];
    P2 shield[TD_MAXSEG];
    int nobj;
    Obj obj[16]; /* the houses around the middle (its painter's) */
    int npic;
    Pic pic[TILE_MAXPIC];
    int nsight;
    Sight sight[2 * TD_MAXSEG];
    /* a road's scene, which a module's painter paints along it (its layout hook sets scene[s]) */
    const struct art_painter *scene[TD_MAXSEG];
    P2 scene_c[TD_MAXSEG], scene_dir[TD_MAXSEG];
} Tile;

/* labels of T->lab while the mask is built: not yet labelled, no segment, a separator's pixels */
#define L_UNSET (-1)
#define L_HARD (-2)
#define L_SOFT (-3)

/* The tile's art (after its layout and placements). */
cairo_surface_t *render_tile(Tile *T);
/* A TS x TS image of the labels, one colour (0xRRGGBB) per label. */
cairo_surface_t *label_image(const Tile *T, unsigned (*colour)(const td_tile *t, int v));
/* The mask encoding: R = segment index + 1, or 0 for no segment. */
unsigned mask_colour(const td_tile *t, int v);
/* The mask in false colours with the anchors as white dots. */
cairo_surface_t *mask_preview(const Tile *T);

#endif
