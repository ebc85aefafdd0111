/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: paths of cubic Bezier pieces in tile units (tile = 1 x 1), turned by quarter
 * turns about the tile centre, and flattened to measure along them (road centre lines, city walls). */
#ifndef OPENCARC_ARTGEN_ART_PATH_H
#define OPENCARC_ARTGEN_ART_PATH_H

#include <cairo.h>

#include "art_util.h"

#define PATH_PTS 64
typedef struct {
    P2 p[PATH_PTS];
    int n;
    int closed;
} Path; /* p[0], then (c1, c2, end) triples */

#define FLAT_MAX 1024
typedef struct {
    P2 q[FLAT_MAX];
    double len[FLAT_MAX];
    int n;
} Flat; /* points and arc length to each */

static inline P2 p2(double x, double y)
{
    P2 r = {x, y};
    return r;
}

/* A new path at (x, y); a cubic piece to (x, y) with control points a and b; a straight piece. */
void pmove(Path *p, double x, double y);
void pcurve(Path *p, double ax, double ay, double bx, double by, double x, double y);
void pline(Path *p, double x, double y);
/* Turns every point k quarter turns clockwise about the tile centre (N -> E -> S -> W). */
void path_rot(Path *p, int k);
/* Appends the path to cr's current path. */
void path_emit(cairo_t *cr, const Path *p);
void path_flatten(const Path *p, Flat *f);
/* Point and unit tangent at fraction fr (0..1) of the arc length. */
P2 flat_at(const Flat *f, double fr, P2 *tan);

#endif
