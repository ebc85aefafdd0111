/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: what is built on a tile: walled cities with roofs, towers and gates, the
 * monastery, the houses where roads end in the open (and what the modules put in cities, through their
 * painters). */
#include "art_build.h"

#include <math.h>
#include <stdlib.h>

#include "art_layout.h"
#include "art_paint.h"
#include "art_painter.h"
#include "art_place.h"
#include "art_util.h"

void roof(cairo_t *cr, P2 c, double w, double h, double ang, unsigned light, unsigned dark, int chimney)
{
    static const RoofStyle tile_roof = {.shadow_dx = 0.006,
                                        .shadow_dy = 0.008,
                                        .shadow_a = 0.28,
                                        .row_step = 0.008,
                                        .row_w = 0.0018,
                                        .ridge_w = 0.003,
                                        .ridge_a = 0.55,
                                        .outline_w = 0.0035};
    paint_roof(cr, c, w, h, ang, light, dark, &tile_roof);
    if (!chimney)
        return;
    cairo_save(cr);
    cairo_translate(cr, c.x, c.y);
    cairo_rotate(cr, ang);
    cairo_rectangle(cr, w / 4, -h / 2 + 0.006, 0.01, 0.01);
    fill_outline(cr, 0x7a6a5a, C_OUTLINE, 0.002);
    cairo_restore(cr);
}

static void paint_tower(cairo_t *cr, P2 c)
{
    rgba(cr, 0x000000, 0.25);
    cairo_arc(cr, c.x + 0.006, c.y + 0.008, 0.034, 0, 2 * M_PI);
    cairo_fill(cr);
    rgb(cr, C_WALL);
    cairo_arc(cr, c.x, c.y, 0.034, 0, 2 * M_PI);
    cairo_fill_preserve(cr);
    rgb(cr, C_WALL_DARK);
    cairo_set_line_width(cr, 0.005);
    cairo_stroke(cr);
    cairo_pattern_t *g = cairo_pattern_create_radial(c.x - 0.008, c.y - 0.008, 0.002, c.x, c.y, 0.027);
    cairo_pattern_add_color_stop_rgb(g, 0, 0.86, 0.5, 0.36);
    cairo_pattern_add_color_stop_rgb(g, 1, 0.56, 0.24, 0.16);
    cairo_set_source(cr, g);
    cairo_arc(cr, c.x, c.y, 0.025, 0, 2 * M_PI);
    cairo_fill_preserve(cr);
    cairo_pattern_destroy(g);
    rgb(cr, C_OUTLINE);
    cairo_set_line_width(cr, 0.003);
    cairo_stroke(cr);
    cairo_set_line_width(cr, 0.0022);
    rgba(cr, 0x2a1408, 0.5);
    /* literal directions: compilers fold cos/sin of constants differently (reproducibility) */
    static const double dir8[8][2] = {{1, 0},  {0.70710678, 0.70710678},   {0, 1},  {-0.70710678, 0.70710678},
                                      {-1, 0}, {-0.70710678, -0.70710678}, {0, -1}, {0.70710678, -0.70710678}};
    for (int k = 0; k < 8; k++) {
        cairo_move_to(cr, c.x, c.y);
        cairo_line_to(cr, c.x + dir8[k][0] * 0.025, c.y + dir8[k][1] * 0.025);
    }
    cairo_stroke(cr);
}

static void paint_gate(cairo_t *cr, P2 at, P2 dir)
{
    cairo_save(cr);
    cairo_translate(cr, at.x + dir.x * 0.012, at.y + dir.y * 0.012);
    cairo_rotate(cr, atan2(dir.y, dir.x));
    /* local x: into the city; y: across the road */
    fill_rect(cr, -0.035, -0.06, 0.07, 0.12, C_WALL_DARK);
    fill_rect(cr, -0.03, -0.055, 0.06, 0.11, C_WALL);
    fill_rect(cr, -0.034, -0.03, 0.068, 0.06, 0x2a1c10);
    rgb(cr, 0x6a4a2a);
    cairo_set_line_width(cr, 0.004);
    for (double y = -0.022; y <= 0.023; y += 0.011) {
        cairo_move_to(cr, -0.034, y);
        cairo_line_to(cr, 0.034, y);
    }
    cairo_stroke(cr);
    rgb(cr, C_OUTLINE);
    cairo_set_line_width(cr, 0.004);
    cairo_rectangle(cr, -0.035, -0.06, 0.07, 0.12);
    cairo_stroke(cr);
    cairo_restore(cr);
}

void house_roof(cairo_t *cr, double x, double top, double w, double rh, unsigned roofc, unsigned roofd)
{
    cairo_move_to(cr, x - w * 0.1, top);
    cairo_line_to(cr, x + w * 0.18, top - rh);
    cairo_line_to(cr, x + w * 0.82, top - rh);
    cairo_line_to(cr, x + w * 1.1, top);
    cairo_close_path(cr);
    fill_outline(cr, roofc, C_OUTLINE, -1);
    cairo_set_line_width(cr, 0.002);
    rgb(cr, roofd);
    for (int k = 1; k < 4; k++) {
        double yy = top - rh * k / 4.0, inset = 0.28 * (k / 4.0) * w;
        cairo_move_to(cr, x - w * 0.1 + inset, yy);
        cairo_line_to(cr, x + w * 1.1 - inset, yy);
    }
    cairo_stroke(cr);
}

/* The planes of a slate pyramid roof, north, east, south, west: lit from the top left. */
static const unsigned slate_planes[4] = {0xa4a8b4, 0x8a8e9a, 0x5e626e, 0x767a86};

void pyramid_roof(cairo_t *cr, double x0, double y0, double w)
{
    rgba(cr, 0x000000, 0.3);
    cairo_rectangle(cr, x0 + 0.012, y0 + 0.014, w, w);
    cairo_fill(cr);
    P2 cc = p2(x0 + w / 2, y0 + w / 2);
    P2 corner[4] = {{x0, y0}, {x0 + w, y0}, {x0 + w, y0 + w}, {x0, y0 + w}};
    for (int k = 0; k < 4; k++) {
        cairo_move_to(cr, corner[k].x, corner[k].y);
        cairo_line_to(cr, corner[(k + 1) % 4].x, corner[(k + 1) % 4].y);
        cairo_line_to(cr, cc.x, cc.y);
        cairo_close_path(cr);
        rgb(cr, slate_planes[k]);
        cairo_fill(cr);
    }
    rgb(cr, 0x2a1a10);
    cairo_set_line_width(cr, 0.004);
    cairo_rectangle(cr, x0, y0, w, w);
    cairo_stroke(cr);
}

void gold_cross(cairo_t *cr, P2 c, double k)
{
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    for (int pass = 0; pass < 2; pass++) {
        cairo_set_line_width(cr, (pass ? 0.004 : 0.008) * k);
        rgb(cr, pass ? 0xf2d060 : 0x3a2a10);
        cairo_move_to(cr, c.x, c.y - 0.03 * k);
        cairo_line_to(cr, c.x, c.y + 0.022 * k);
        cairo_move_to(cr, c.x - 0.017 * k, c.y - 0.01 * k);
        cairo_line_to(cr, c.x + 0.017 * k, c.y - 0.01 * k);
        cairo_stroke(cr);
    }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

/* Whether c is where a module's sight in city s stands (the houses keep out). */
static int in_sight(const Tile *T, int s, P2 c)
{
    for (int i = 0; i < T->nsight; i++) {
        const Sight *v = &T->sight[i];
        if (v->seg == s && fabs(c.x - v->c.x) < v->hw && fabs(c.y - v->c.y) < v->hh)
            return 1;
    }
    return 0;
}

/* The modules' sights in city s: those under its walls (over = 0) or over everything (1). */
static void paint_sights(cairo_t *cr, const Tile *T, int s, int over)
{
    for (int i = 0; i < T->nsight; i++)
        if (T->sight[i].seg == s && T->sight[i].over == over)
            T->sight[i].by->paint_sight(cr, T, &T->sight[i]);
}

/* The roofs on a jittered grid inside city g's walls, clear of its coat of arms, the modules' sights and
 * its gates. */
static void city_roofs(cairo_t *cr, const Tile *T, const CityGeo *g, Rng *rng)
{
    int s = g->seg;
    /* roofs on a jittered grid, inside the walls */
    float *dt = malloc(sizeof(float) * NPIX);
    dist_region(T, s, 0, dt);
    cairo_save(cr);
    cairo_new_path(cr);
    path_emit(cr, &g->outline);
    cairo_clip(cr);
    double sp = 0.088;
    for (double gy = sp / 2; gy < 1; gy += sp)
        for (double gx = sp / 2 + ((int)(gy / sp) % 2) * sp / 2; gx < 1; gx += sp) {
            /* one random draw per statement: argument evaluation order is unspecified in C */
            double jx = rndr(rng, -0.01, 0.01);
            double jy = rndr(rng, -0.01, 0.01);
            P2 c = p2(gx + jx, gy + jy);
            double w = rndr(rng, 0.066, 0.084), h = rndr(rng, 0.044, 0.054);
            int ri = (int)(rnd(rng) * 8);
            double jit = rndr(rng, -0.12, 0.12);
            int chim = rnd(rng) < 0.3;
            int px = (int)(c.x * TS), py = (int)(c.y * TS);
            if (px < 3 || py < 3 || px >= TS - 3 || py >= TS - 3)
                continue;
            double need = (hypot(w, h) / 2 + WALL_W / 2) * TS + 1.0;
            if (dt[py * TS + px] < need)
                continue;
            if (T->shield[s].x >= 0 && hypot(c.x - T->shield[s].x, c.y - T->shield[s].y) < 0.09)
                continue;
            if (in_sight(T, s, c))
                continue;
            int near_gate = 0;
            for (int i = 0; i < T->nroad; i++)
                if (T->road[i].end_kind == END_CITY && hypot(c.x - T->road[i].gate.x, c.y - T->road[i].gate.y) < 0.1)
                    near_gate = 1;
            if (near_gate)
                continue;
            /* ridge along the nearest wall (or border): perpendicular to the distance gradient */
            double gxd = dt[py * TS + px + 3] - dt[py * TS + px - 3], gyd = dt[(py + 3) * TS + px] - dt[(py - 3) * TS + px];
            double ang = (fabs(gxd) + fabs(gyd) > 0.5 ? atan2(gyd, gxd) + M_PI / 2 : 0) + jit;
            roof(cr, c, w, h, ang, roof_colours[ri][0], roof_colours[ri][1], chim);
        }
    cairo_restore(cr);
    free(dt);
}

/* City g's walls (a shadow outside, stone, battlements), its towers away from gates and other cities, and
 * its gates. */
static void city_walls(cairo_t *cr, const Tile *T, const CityGeo *g)
{
    const td_tile *t = T->t;
    int s = g->seg;
    /* walls: shadow on the outside, stone wall, battlements */
    cairo_save(cr);
    cairo_new_path(cr);
    cairo_rectangle(cr, -0.1, -0.1, 1.2, 1.2);
    path_emit(cr, &g->outline);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
    cairo_clip(cr);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    for (int w = 0; w < g->nwalls; w++)
        stroke_path(cr, &g->walls[w], WALL_W + 0.04, 0x1c2a0c, 0.22);
    for (int w = 0; w < g->nwalls; w++)
        stroke_path(cr, &g->walls[w], WALL_W + 0.016, 0x1c2a0c, 0.25);
    cairo_restore(cr);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    for (int w = 0; w < g->nwalls; w++) {
        cairo_new_path(cr);
        path_emit(cr, &g->walls[w]);
        stroke_wall(cr, WALL_W, WALL_W - 0.014, 0.012, 0.016, 0.012);
    }
    /* towers along longer walls, away from gates */
    Flat *f = malloc(sizeof *f);
    for (int w = 0; w < g->nwalls; w++) {
        path_flatten(&g->walls[w], f);
        double frs[2] = {0.3, 0.7};
        for (int k = 0; k < 2; k++) {
            P2 q = flat_at(f, frs[k], NULL);
            int near_gate = 0;
            for (int i = 0; i < T->nroad; i++)
                if (T->road[i].end_kind == END_CITY && hypot(q.x - T->road[i].gate.x, q.y - T->road[i].gate.y) < 0.12)
                    near_gate = 1;
            int crowded = 0;
            for (int dy = -12; dy <= 12 && !crowded; dy += 2)
                for (int dx = -12; dx <= 12 && !crowded; dx += 2) {
                    int px = (int)(q.x * TS) + dx, py = (int)(q.y * TS) + dy;
                    if (px < 0 || py < 0 || px >= TS || py >= TS)
                        continue;
                    int v = T->lab[py * TS + px];
                    if (v >= 0 && v != s && t->seg[v].type == CARC_CITY)
                        crowded = 1;
                }
            if (!near_gate && !crowded)
                paint_tower(cr, q);
        }
    }
    free(f);
    for (int i = 0; i < T->nroad; i++)
        if (T->road[i].end_kind == END_CITY) {
            int gx = (int)(T->road[i].gate.x * TS), gy = (int)(T->road[i].gate.y * TS);
            if (T->lab[gy * TS + gx] == s)
                paint_gate(cr, T->road[i].gate, T->road[i].gate_dir);
        }
}

void paint_city(cairo_t *cr, Tile *T, const CityGeo *g, Rng *rng)
{
    const td_tile *t = T->t;
    int s = g->seg;
    /* paving */
    cairo_new_path(cr);
    path_emit(cr, &g->outline);
    set_stone(cr);
    cairo_fill(cr);
    city_roofs(cr, T, g, rng);
    paint_sights(cr, T, s, 0);
    city_walls(cr, T, g);
    /* the tiles' coats of arms have their shadow right under them */
    if (t->seg[s].arms > 0 && T->shield[s].x >= 0)
        paint_shield(cr, T->shield[s], 0.075, 0);
    paint_sights(cr, T, s, 1);
}

/* The apse at the far end of the nave: half an octagon on the nave's width. */
static void church_apse(cairo_t *cr)
{
    cairo_new_path(cr);
    for (int k = 0; k <= 4; k++) {
        double ang = M_PI + k * M_PI / 4;
        cairo_line_to(cr, 0.5 + 0.07 * cos(ang), 0.32 + 0.07 * sin(ang));
    }
    cairo_close_path(cr);
}

/* The church's slate roofs, lit and shaded. */
enum { SLATE_LIT = 0x9aa4b6, SLATE_SHADE = 0x646d80 };

/* The cloister ground with a low wall, stepping stones to the door and trees. */
static void monastery_ground(cairo_t *cr)
{
    /* cloister ground with a low wall */
    double x0 = MON_X0 + 0.01, y0 = MON_Y0 + 0.01, x1 = MON_X1 - 0.01, y1 = MON_Y1 - 0.01, r = 0.05;
    cairo_new_path(cr);
    cairo_arc(cr, x1 - r, y0 + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x1 - r, y1 - r, r, 0, M_PI / 2);
    cairo_arc(cr, x0 + r, y1 - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x0 + r, y0 + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
    rgb(cr, 0xa6c46a);
    cairo_fill_preserve(cr);
    cairo_set_line_width(cr, 0.016);
    rgb(cr, 0x9a8a6c);
    cairo_stroke_preserve(cr);
    cairo_set_line_width(cr, 0.006);
    rgb(cr, 0xd8ccb0);
    cairo_stroke(cr);
    /* stepping stones to the door, grey and stopping short of the wall: a tan strip running to the wall
     * read as a road starting at the monastery on tiles without one */
    for (int k = 0; k < 3; k++) {
        fill_rect(cr, 0.482, 0.70 + k * 0.0145, 0.036, 0.009, 0xbdb8aa);
        rgba(cr, 0x5a5448, 0.5);
        cairo_set_line_width(cr, 0.002);
        cairo_rectangle(cr, 0.482, 0.70 + k * 0.0145, 0.036, 0.009);
        cairo_stroke(cr);
    }
    paint_tree(cr, p2(0.335, 0.33), 0.035);
    paint_tree(cr, p2(0.665, 0.33), 0.035);
    paint_tree(cr, p2(0.34, 0.66), 0.03);
}

/* The church: nave, transept and apse with their shadow, roofs lit and shaded, ridges and outlines. */
static void monastery_church(cairo_t *cr)
{
    /* church: nave, transept, apse, tower; slate roofs with a polygonal apse (a red cross with a round
     * apse read as a red meeple at small zoom) */
    rgba(cr, 0x000000, 0.28);
    cairo_rectangle(cr, 0.43 + 0.01, 0.32 + 0.012, 0.14, 0.34);
    cairo_rectangle(cr, 0.37 + 0.01, 0.40 + 0.012, 0.26, 0.085);
    cairo_fill(cr);
    church_apse(cr);
    rgb(cr, SLATE_SHADE);
    cairo_fill(cr);
    fill_rect(cr, 0.43, 0.32, 0.07, 0.34, SLATE_LIT);
    fill_rect(cr, 0.50, 0.32, 0.07, 0.34, SLATE_SHADE);
    fill_rect(cr, 0.37, 0.40, 0.26, 0.0425, SLATE_LIT);
    fill_rect(cr, 0.37, 0.4425, 0.26, 0.0425, SLATE_SHADE);
    for (int k = 0; k < 2; k++) { /* where the transept meets the nave */
        double y = k ? 0.485 : 0.40;
        rgb(cr, k ? SLATE_SHADE : SLATE_LIT);
        cairo_move_to(cr, 0.43, y);
        cairo_line_to(cr, 0.5, 0.4425);
        cairo_line_to(cr, 0.57, y);
        cairo_close_path(cr);
        cairo_fill(cr);
    }
    cairo_set_line_width(cr, 0.004);
    rgb(cr, 0x2a2a34);
    cairo_move_to(cr, 0.5, 0.25);
    cairo_line_to(cr, 0.5, 0.60);
    cairo_move_to(cr, 0.37, 0.4425);
    cairo_line_to(cr, 0.63, 0.4425);
    cairo_stroke(cr);
    cairo_set_line_width(cr, 0.005);
    cairo_rectangle(cr, 0.43, 0.32, 0.14, 0.34);
    cairo_stroke(cr);
    cairo_rectangle(cr, 0.37, 0.40, 0.26, 0.085);
    cairo_stroke(cr);
    church_apse(cr);
    cairo_stroke(cr);
}

/* The cloister walk beside the nave. */
static void monastery_cloister(cairo_t *cr)
{
    /* the cloister beside the nave: a roofed walk around a green garth */
    rgba(cr, 0x000000, 0.28);
    cairo_rectangle(cr, 0.57, 0.497 + 0.012, 0.13 + 0.01, 0.13);
    cairo_fill(cr);
    fill_rect(cr, 0.57, 0.497, 0.13, 0.13, SLATE_SHADE);
    fill_rect(cr, 0.6, 0.527, 0.07, 0.07, 0x8fb85a);
    rgb(cr, 0x2a2a34);
    cairo_rectangle(cr, 0.57, 0.497, 0.13, 0.13);
    cairo_stroke(cr);
    cairo_rectangle(cr, 0.6, 0.527, 0.07, 0.07);
    cairo_stroke(cr);
}

void paint_monastery(cairo_t *cr, Rng *rng)
{
    (void)rng;
    monastery_ground(cr);
    monastery_church(cr);
    monastery_cloister(cr);
    /* bell tower with a pyramid roof at the door end, a golden cross on it */
    double tx0 = 0.445, ty0 = 0.585, tw = 0.11;
    pyramid_roof(cr, tx0, ty0, tw);
    gold_cross(cr, p2(tx0 + tw / 2, ty0 + tw / 2), 1);
}

void paint_road_houses(cairo_t *cr, const Tile *T)
{
    for (int i = 0; i < T->nroad; i++) {
        const RoadGeo *r = &T->road[i];
        if (r->end_kind != END_HOUSE)
            continue;
        P2 c = p2(r->gate.x + r->gate_dir.x * HOUSE_HD, r->gate.y + r->gate_dir.y * HOUSE_HD);
        roof(cr, c, 2 * HOUSE_HW, 2 * HOUSE_HD, atan2(r->gate_dir.y, r->gate_dir.x) + M_PI / 2, 0xcf6a43, 0xa04a30, 1);
        /* the door step where the road arrives */
        house_frame(cr, r);
        cairo_rectangle(cr, -0.018, -HOUSE_HD - 0.012, 0.036, 0.014);
        fill_outline(cr, 0x8a6a48, C_OUTLINE, 0.003);
        cairo_restore(cr);
    }
}
