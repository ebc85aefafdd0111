/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: how the Inns & Cathedrals' tiles look: an inn beside its road, a cathedral in
 * its city, as large as the city's room allows. */
#include <math.h>
#include <stdlib.h>

#include "../../rules/inns/inns.h"
#include "art_build.h"
#include "art_mod_inns_inn.h"
#include "art_painter.h"
#include "art_place.h"
#include "art_util.h"

#define INN_R 0.14     /* footprint radius of an inn with its pond */
#define INN_CLEAR 0.15 /* and how far its road's meeple spot keeps from it */
#define INN_GAP 0.06   /* and at most how far its house is from its road's edge */
#define CATH_HW 0.23   /* half the width and height of a cathedral's square at scale 1 */
#define CATH_HH 0.31

extern const art_module art_mod_inns;
extern const art_painter art_paint_inns; /* below: its sights name it */

/* Half a decagon of radius r on (0, y), its flat side to the south. */
static void half_decagon(cairo_t *cr, double y, double r)
{
    cairo_new_path(cr);
    for (int k = 0; k <= 5; k++) {
        double a = M_PI + k * M_PI / 5;
        cairo_line_to(cr, r * cos(a), y + r * sin(a));
    }
    cairo_close_path(cr);
}

/* Two roof planes over the rectangle (x0, y0, w, h), the ridge along its length. */
static void gable(cairo_t *cr, double x0, double y0, double w, double h, unsigned lit, unsigned dark)
{
    if (w < h) {
        fill_rect(cr, x0, y0, w / 2, h, lit);
        fill_rect(cr, x0 + w / 2, y0, w / 2, h, dark);
    } else {
        fill_rect(cr, x0, y0, w, h / 2, lit);
        fill_rect(cr, x0, y0 + h / 2, w, h / 2, dark);
    }
}

/* A spire on an octagon of radius r on c: eight facets lit from the top left, a golden cross on top. */
static void spire(cairo_t *cr, P2 c, double r)
{
    rgba(cr, 0x000000, 0.3);
    cairo_arc(cr, c.x + 0.014, c.y + 0.016, r, 0, 2 * M_PI);
    cairo_fill(cr);
    for (int k = 0; k < 8; k++) {
        double a0 = (k - 0.5) * M_PI / 4, a1 = (k + 0.5) * M_PI / 4;
        /* facing the top left (-3/4 pi) is lit, the bottom right dark */
        double lightness = 0.5 + 0.5 * cos(k * M_PI / 4 + 3 * M_PI / 4);
        cairo_move_to(cr, c.x, c.y);
        cairo_line_to(cr, c.x + r * cos(a0), c.y + r * sin(a0));
        cairo_line_to(cr, c.x + r * cos(a1), c.y + r * sin(a1));
        cairo_close_path(cr);
        rgb(cr, shade(0x6a7284, 0.85 + 0.65 * lightness));
        cairo_fill(cr);
    }
    cairo_new_path(cr);
    for (int k = 0; k < 8; k++)
        cairo_line_to(cr, c.x + r * cos((k - 0.5) * M_PI / 4), c.y + r * sin((k - 0.5) * M_PI / 4));
    cairo_close_path(cr);
    rgb(cr, 0x2a1a10);
    cairo_set_line_width(cr, 0.004);
    cairo_stroke(cr);
    gold_cross(cr, c, 0.9);
}

/* The cathedral's slates (lit, in shade, the aisles'), its stone and outline, and the north and south
 * ends of its nave and transept, at scale 1. */
#define C_LIT 0xa2acbeu
#define C_DARK 0x667088u
#define C_AISLE 0x7e889cu
#define C_AISLE_DARK 0x5a6478u
#define C_STONE 0xd8ccb0u
#define C_LINE 0x2a2a34u
#define NAVE0 (-0.15)
#define NAVE1 0.21
#define TR0 (-0.1)
#define TR1 0.0

/* Its square (the paving, lighter, with a kerb) and the shadow of the whole church. */
static void cathedral_ground(cairo_t *cr)
{
    /* the square: the paving, lighter, with a kerb */
    rounded_rect(cr, -CATH_HW, -CATH_HH, CATH_HW, CATH_HH, 0.03);
    rgba(cr, 0xfff6e0, 0.4);
    cairo_fill_preserve(cr);
    rgba(cr, 0x7a6a4c, 0.7);
    cairo_set_line_width(cr, 0.006);
    cairo_stroke(cr);
    /* the shadow of the whole church */
    cairo_save(cr);
    cairo_translate(cr, 0.014, 0.016);
    rgba(cr, 0x000000, 0.3);
    cairo_rectangle(cr, -0.11, NAVE0, 0.22, NAVE1 - NAVE0);
    cairo_rectangle(cr, -0.2, TR0, 0.4, TR1 - TR0);
    cairo_rectangle(cr, -0.115, NAVE1, 0.23, 0.065);
    cairo_fill(cr);
    half_decagon(cr, NAVE0, 0.1);
    cairo_fill(cr);
    cairo_restore(cr);
}

/* Its roofs: the aisles (lean-to roofs falling outwards), the nave and the transept, the valleys where they
 * meet, and the spire over the crossing. */
static void cathedral_roofs(cairo_t *cr)
{
    /* the aisles (lean-to roofs falling outwards), the nave and the transept, the valleys where they meet */
    fill_rect(cr, -0.11, NAVE0, 0.05, NAVE1 - NAVE0, C_AISLE);
    fill_rect(cr, 0.06, NAVE0, 0.05, NAVE1 - NAVE0, C_AISLE_DARK);
    gable(cr, -0.06, NAVE0, 0.12, NAVE1 - NAVE0, C_LIT, C_DARK);
    gable(cr, -0.2, TR0, 0.4, TR1 - TR0, C_LIT, C_DARK);
    for (int k = 0; k < 2; k++) {
        double y = k ? TR1 : TR0;
        rgb(cr, k ? C_DARK : C_LIT);
        cairo_move_to(cr, -0.06, y);
        cairo_line_to(cr, 0, (TR0 + TR1) / 2);
        cairo_line_to(cr, 0.06, y);
        cairo_close_path(cr);
        cairo_fill(cr);
    }
    cairo_set_line_width(cr, 0.0018);
    rgba(cr, 0x000000, 0.2);
    for (double y = NAVE0 + 0.02; y < NAVE1; y += 0.02) { /* rows of slates */
        if (y > TR0 && y < TR1)
            continue;
        cairo_move_to(cr, -0.11, y);
        cairo_line_to(cr, 0.11, y);
    }
    cairo_stroke(cr);
    rgb(cr, C_LINE);
    cairo_set_line_width(cr, 0.004);
    cairo_move_to(cr, 0, NAVE0);
    cairo_line_to(cr, 0, NAVE1);
    cairo_move_to(cr, -0.2, (TR0 + TR1) / 2);
    cairo_line_to(cr, 0.2, (TR0 + TR1) / 2);
    cairo_stroke(cr);
    cairo_set_line_width(cr, 0.005);
    cairo_rectangle(cr, -0.11, NAVE0, 0.22, NAVE1 - NAVE0);
    cairo_stroke(cr);
    cairo_rectangle(cr, -0.06, NAVE0, 0.12, NAVE1 - NAVE0);
    cairo_stroke(cr);
    cairo_rectangle(cr, -0.2, TR0, 0.4, TR1 - TR0);
    cairo_stroke(cr);
    spire(cr, p2(0, (TR0 + TR1) / 2), 0.052);
}

/* A cathedral seen from above, centred on c at scale sc, on its own square (CATH_HW x CATH_HH): a nave
 * between lower aisles with buttresses, a transept with a spire over the crossing, a chevet to the north
 * (the apse, its walk and three chapels) and two towers at the west front (the south end). Slate roofs,
 * as the monastery's church but larger and layered, so that it reads as more than a church. */
static void paint_cathedral(cairo_t *cr, P2 c, double sc)
{
    cairo_save(cr);
    cairo_translate(cr, c.x, c.y);
    cairo_scale(cr, sc, sc);
    cathedral_ground(cr);
    /* buttresses along the aisles */
    for (int k = 0; k < 3; k++) {
        double y = 0.045 + k * 0.055;
        cairo_rectangle(cr, -0.132, y - 0.008, 0.024, 0.016);
        cairo_rectangle(cr, 0.108, y - 0.008, 0.024, 0.016);
    }
    fill_outline(cr, C_STONE, C_LINE, 0.003);
    /* the chevet: the walk around the apse with three chapels, then the apse */
    for (int k = 1; k <= 3; k++) {
        double a = M_PI + k * M_PI / 4;
        cairo_new_path(cr);
        cairo_arc(cr, 0.1 * cos(a), NAVE0 + 0.1 * sin(a), 0.03, 0, 2 * M_PI);
        fill_outline(cr, C_AISLE_DARK, C_LINE, 0.004);
    }
    half_decagon(cr, NAVE0, 0.11);
    fill_outline(cr, C_AISLE, C_LINE, 0.004);
    half_decagon(cr, NAVE0, 0.06);
    fill_outline(cr, C_DARK, C_LINE, 0.004);
    for (int k = 1; k < 5; k++) { /* the apse's ribs */
        double a = M_PI + k * M_PI / 5;
        cairo_move_to(cr, 0, NAVE0);
        cairo_line_to(cr, 0.06 * cos(a), NAVE0 + 0.06 * sin(a));
    }
    cairo_set_line_width(cr, 0.0025);
    cairo_stroke(cr);
    cathedral_roofs(cr);
    /* the west front: the portal between the two towers */
    cairo_rectangle(cr, -0.03, NAVE1, 0.06, 0.05);
    fill_outline(cr, C_STONE, C_LINE, 0.004);
    fill_rect(cr, -0.012, NAVE1 + 0.03, 0.024, 0.02, 0x4a2e18);
    for (int k = 0; k < 2; k++) {
        double x0 = k ? 0.03 : -0.115;
        pyramid_roof(cr, x0, NAVE1 - 0.01, 0.085);
        gold_cross(cr, p2(x0 + 0.0425, NAVE1 + 0.0325), 0.6);
    }
    cairo_restore(cr);
}

/* Each cathedral in the deepest spot of its city, as large as the city's room allows, up to scale 1. */
static void place(Tile *T)
{
    const td_tile *t = T->t;
    for (int s = 0; s < t->nseg; s++) {
        if (t->seg[s].type != CARC_CITY || !carc_inns_segment_cathedral(t->R, t->type, s))
            continue;
        double depth = 0;
        P2 c = deepest(T, s, 1, NULL, 0, &depth);
        double room = depth - WALL_W / 2;
        double sc = room >= CATH_HH ? 1.0 : room / CATH_HH;
        occupy_rect(T, c, CATH_HW * sc + 0.02, CATH_HH * sc + 0.02);
        T->sight[T->nsight++] =
            (Sight){.by = &art_paint_inns, .seg = s, .c = c, .hw = CATH_HW * sc + 0.035, .hh = CATH_HH * sc + 0.035, .scale = sc};
    }
}

/* The largest field beside road segment road: where its inn stands (the other keeps room for a farmer). */
static int inn_field(const Tile *T, int road)
{
    const td_tile *t = T->t;
    int best = -1;
    long most = 0;
    for (int f = 0; f < t->nseg; f++) {
        if (t->seg[f].type != CARC_FIELD)
            continue;
        int beside = 0;
        long area = 0;
        for (int k = 0; k < NPIX; k++) {
            if (T->lab[k] != f)
                continue;
            int x = k % TS, y = k / TS;
            area++;
            beside |= (x > 0 && T->lab[k - 1] == road) || (x < TS - 1 && T->lab[k + 1] == road) || (y > 0 && T->lab[k - TS] == road) ||
                      (y < TS - 1 && T->lab[k + TS] == road);
        }
        if (beside && area > most) {
            most = area;
            best = f;
        }
    }
    if (best < 0)
        die("%s: no field beside road %d for its inn", t->id, road);
    return best;
}

/* An inn beside each road that has one, on the road's largest field. */
static void add_pics(Tile *T)
{
    const td_tile *t = T->t;
    for (int s = 0; s < t->nseg; s++)
        if (t->seg[s].type == CARC_ROAD && carc_inns_segment_inn(t->R, t->type, s))
            *tile_add_pic(T) = (Pic){.by = &art_paint_inns, .field = inn_field(T, s), .road = s, .r0 = INN_R, .clear = INN_CLEAR};
}

/* An inn changes what its road counts: its house stands beside that road (its front at most INN_GAP from the
 * road's edge, its pond at a front corner), nearer it than any other road, so that players tell at a glance
 * which of the tile's roads has it. dr: the distance from its road. */
static void pic_placed(Tile *T, Pic *il, const float *dr)
{
    const td_tile *t = T->t;
    P2 at = il->c;
    double bd = 1e18;
    for (int k = 0; k < NPIX; k++)
        if (T->lab[k] == il->road) {
            double d = hypot((k % TS + 0.5) / TS - at.x, (k / TS + 0.5) / TS - at.y);
            if (d < bd) {
                bd = d;
                il->dir = p2(((k % TS + 0.5) / TS - at.x) / d, ((k / TS + 0.5) / TS - at.y) / d);
            }
        }
    double hx0, hy0, hx1, hy1, near = 1e18, px, py;
    inn_house_box(at, il->r, il->dir, &hx0, &hy0, &hx1, &hy1, &px, &py);
    for (int y = (int)(hy0 * TS); y <= (int)(hy1 * TS); y++)
        for (int x = (int)(hx0 * TS); x <= (int)(hx1 * TS); x++)
            if (x >= 0 && x < TS && y >= 0 && y < TS && dr[y * TS + x] < near)
                near = dr[y * TS + x];
    if (near / TS > INN_GAP)
        die("%s: its inn's house stands %.3f from its road (at most %.3f)", t->id, near / TS, INN_GAP);
    float *other = malloc(sizeof(float) * NPIX);
    int x = (int)(at.x * TS), y = (int)(at.y * TS);
    for (int o = 0; o < t->nseg; o++)
        if (o != il->road && t->seg[o].type == CARC_ROAD) {
            dist_from(T, o, other);
            if (other[y * TS + x] <= dr[y * TS + x])
                die("%s: its inn stands nearer road %d than its own", t->id, o);
        }
    free(other);
}

static void paint_pic(cairo_t *cr, const Pic *p, Rng *rng)
{
    paint_inn(cr, p->c, p->r, p->dir, rng);
}

static void paint_sight(cairo_t *cr, const Tile *T, const Sight *v)
{
    (void)T;
    paint_cathedral(cr, v->c, v->scale);
}

const art_painter art_paint_inns = {.module = &art_mod_inns,
                                    .add_pics = add_pics,
                                    .pic_placed = pic_placed,
                                    .paint_pic = paint_pic,
                                    .place = place,
                                    .paint_sight = paint_sight};
