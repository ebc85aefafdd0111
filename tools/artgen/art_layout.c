/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the geometry of a tile's cities and roads (see art_layout.h). */
#include "art_layout.h"

#include <cjson/cJSON.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "art_util.h"

static int edge_of_mid(unsigned at, int *edges)
{
    int n = 0;
    for (int e = 0; e < 4; e++)
        if (at & td_mid(e))
            edges[n++] = e;
    return n;
}

P2 edge_mid(int e)
{
    static const P2 m[4] = {{0.5, 0}, {1, 0.5}, {0.5, 1}, {0, 0.5}};
    return m[e];
}

P2 edge_in(int e)
{
    static const P2 m[4] = {{0, 1}, {-1, 0}, {0, -1}, {1, 0}};
    return m[e];
}

const cJSON *art_get(const td_tile *t, const char *key)
{
    return t->art ? cJSON_GetObjectItemCaseSensitive(t->art, key) : NULL;
}

int json_pt(const cJSON *a, P2 *out)
{
    if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != 2)
        return 0;
    out->x = cJSON_GetArrayItem(a, 0)->valuedouble;
    out->y = cJSON_GetArrayItem(a, 1)->valuedouble;
    return 1;
}

static void road_from_points(Path *p, const cJSON *pts)
{
    int n = cJSON_GetArraySize(pts);
    P2 q = {0, 0};
    json_pt(cJSON_GetArrayItem(pts, 0), &q);
    pmove(p, q.x, q.y);
    for (int i = 1; i + 2 <= n - 1; i += 3) {
        P2 a = {0, 0}, b = a, c = a;
        json_pt(cJSON_GetArrayItem(pts, i), &a);
        json_pt(cJSON_GetArrayItem(pts, i + 1), &b);
        json_pt(cJSON_GetArrayItem(pts, i + 2), &c);
        pcurve(p, a.x, a.y, b.x, b.y, c.x, c.y);
    }
}

/* Where point q on the tile's border lies along it, clockwise from the north-west corner: 0..1 the north
 * edge, 1..2 the east, 2..3 the south, 3..4 the west. */
static double border_pos(P2 q)
{
    const double eps = 1e-6;
    if (q.y < eps)
        return q.x;
    if (q.x > 1 - eps)
        return 1 + q.y;
    if (q.y > 1 - eps)
        return 3 - q.x;
    return q.x < eps ? 4 - q.y : -1;
}

/* Appends to o the border from position from to position to (border_pos), clockwise or not, len long:
 * the corners passed, then the point q at `to`. */
static void border_run(Path *o, double from, double len, int clockwise, P2 q)
{
    static const P2 corner[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}}; /* at border positions 0 .. 3 */
    for (int k = 1; k <= 4; k++) {
        double c = clockwise ? floor(from) + k : ceil(from) - k; /* the corners passed, in order */
        if (fabs(c - from) >= len)
            break;
        if (fabs(c - from) < 1e-9)
            continue;
        P2 v = corner[((int)c % 4 + 4) % 4];
        pline(o, v.x, v.y);
    }
    pline(o, q.x, q.y);
}

/* Wall w of a city's hint: it starts and ends on the border (else the hint is wrong). */
static void hint_wall(Path *w, const td_tile *t, int s, const cJSON *pts, double *ta, double *tb)
{
    road_from_points(w, pts);
    *ta = border_pos(w->p[0]);
    *tb = border_pos(w->p[w->n - 1]);
    if (*ta < 0 || *tb < 0)
        die("%s: a wall of city %d does not start and end on the border", t->id, s);
}

/* A city whose walls the hints give ("walls"). One wall from one point of the border to another: the
 * outline runs back along the border the way that takes the city's edges. Several walls (a list of them,
 * for a city between two walls): the outline runs along each in turn and clockwise along the border to the
 * next one's start. */
static void city_from_wall(CityGeo *g, const td_tile *t, int s, const cJSON *pts)
{
    Path *o = &g->outline;
    double ta, tb;
    if (cJSON_IsArray(cJSON_GetArrayItem(cJSON_GetArrayItem(pts, 0), 0))) {
        g->nwalls = 0;
        const cJSON *one;
        cJSON_ArrayForEach(one, pts)
        {
            if (g->nwalls == 4)
                die("%s: city %d has more than 4 walls", t->id, s);
            Path *w = &g->walls[g->nwalls++];
            hint_wall(w, t, s, one, &ta, &tb);
            if (g->nwalls == 1)
                *o = *w;
            else
                for (int i = 1; i + 2 < w->n; i += 3)
                    pcurve(o, w->p[i].x, w->p[i].y, w->p[i + 1].x, w->p[i + 1].y, w->p[i + 2].x, w->p[i + 2].y);
            const cJSON *next = one->next ? one->next : pts->child;
            P2 q = {0, 0};
            json_pt(cJSON_GetArrayItem(next, 0), &q);
            double to = border_pos(q), len = fmod(to - tb + 4, 4);
            border_run(o, tb, len, 1, q);
        }
        o->closed = 1;
        return;
    }
    Path *w = &g->walls[0];
    hint_wall(w, t, s, pts, &ta, &tb);
    g->nwalls = 1;
    /* from b back to a clockwise, or else anticlockwise: the way round holding every edge of the city */
    double cw = fmod(ta - tb + 4, 4);
    if (cw <= 0)
        cw = 4;
    int clockwise = 1;
    for (int e = 0; e < 4; e++)
        if ((t->seg[s].at & td_mid(e)) && fmod(e + 0.5 - tb + 4, 4) >= cw)
            clockwise = 0;
    *o = *w;
    border_run(o, tb, clockwise ? cw : 4 - cw, clockwise, w->p[0]);
    o->closed = 1;
}

void city_geometry(CityGeo *g, const td_tile *t, int s)
{
    char key[16];
    snprintf(key, sizeof key, "%d", s);
    const cJSON *custom = cJSON_GetObjectItemCaseSensitive(art_get(t, "walls"), key);
    if (custom) {
        city_from_wall(g, t, s, custom);
        return;
    }
    unsigned at = t->seg[s].at;
    int e[4];
    int n = edge_of_mid(at, e);
    g->nwalls = 0;
    Path *o = &g->outline, *w;
    int k = 0;
    if (n == 1) {
        pmove(o, 0, 0);
        pline(o, 1, 0);
        pcurve(o, 0.8, CAP_D, 0.2, CAP_D, 0, 0);
        o->closed = 1;
        w = &g->walls[g->nwalls++];
        pmove(w, 1, 0);
        pcurve(w, 0.8, CAP_D, 0.2, CAP_D, 0, 0);
        k = e[0];
    } else if (n == 2 && (e[1] - e[0]) == 2) {
        /* opposite edges: canonical E + W */
        pmove(o, 0, 0);
        pcurve(o, 0.25, 0.37, 0.75, 0.37, 1, 0);
        pline(o, 1, 1);
        pcurve(o, 0.75, 0.63, 0.25, 0.63, 0, 1);
        o->closed = 1;
        w = &g->walls[g->nwalls++];
        pmove(w, 0, 0);
        pcurve(w, 0.25, 0.37, 0.75, 0.37, 1, 0);
        w = &g->walls[g->nwalls++];
        pmove(w, 1, 1);
        pcurve(w, 0.75, 0.63, 0.25, 0.63, 0, 1);
        k = e[0] == 1 ? 0 : 1;
    } else if (n == 2) {
        /* adjacent edges: canonical N + W */
        pmove(o, 1, 0);
        pline(o, 0, 0);
        pline(o, 0, 1);
        pcurve(o, 0.2, 0.62, 0.62, 0.2, 1, 0);
        o->closed = 1;
        w = &g->walls[g->nwalls++];
        pmove(w, 0, 1);
        pcurve(w, 0.2, 0.62, 0.62, 0.2, 1, 0);
        /* N+W -> 0, N+E -> 1, E+S -> 2, S+W -> 3 */
        if (e[0] == 0 && e[1] == 3)
            k = 0;
        else
            k = e[0] + 1;
    } else if (n == 3) {
        int missing = 0;
        while (at & (1u << missing))
            missing++;
        pmove(o, 0, 1);
        pline(o, 0, 0);
        pline(o, 1, 0);
        pline(o, 1, 1);
        pcurve(o, 0.75, 0.56, 0.25, 0.56, 0, 1);
        o->closed = 1;
        w = &g->walls[g->nwalls++];
        pmove(w, 1, 1);
        pcurve(w, 0.75, 0.56, 0.25, 0.56, 0, 1);
        k = missing - 2;
    } else {
        pmove(o, 0, 0);
        pline(o, 1, 0);
        pline(o, 1, 1);
        pline(o, 0, 1);
        o->closed = 1;
    }
    path_rot(o, k);
    for (int i = 0; i < g->nwalls; i++)
        path_rot(&g->walls[i], k);
}

/* A road from edge e[0] to edge e[1]: straight across, a curve round the corner, or the tile's own
 * points (custom), oriented from e[0]. */
static void road_through(Path *p, const int e[4], const cJSON *custom)
{
    P2 a = edge_mid(e[0]), ai = edge_in(e[0]), b = edge_mid(e[1]), bi = edge_in(e[1]);
    pmove(p, a.x - 0.05 * ai.x, a.y - 0.05 * ai.y);
    pline(p, a.x, a.y);
    if (custom) {
        Path c;
        road_from_points(&c, custom);
        /* the custom path runs from edge e[0] or e[1]; orient it */
        if (hypot(c.p[0].x - a.x, c.p[0].y - a.y) > 0.01) {
            Path rev = c;
            for (int i = 0; i < c.n; i++)
                rev.p[i] = c.p[c.n - 1 - i];
            c = rev;
        }
        for (int i = 1; i < c.n; i++)
            p->p[p->n++] = c.p[i];
    } else if ((e[1] - e[0]) == 2) {
        pline(p, b.x, b.y);
    } else {
        pcurve(p, a.x + 0.4 * ai.x, a.y + 0.4 * ai.y, b.x + 0.4 * bi.x, b.y + 0.4 * bi.y, b.x, b.y);
    }
    pline(p, b.x - 0.05 * bi.x, b.y - 0.05 * bi.y);
}

/* A road of one edge (at a, going in along ai) without its own points ends at the first city it meets:
 * the gate there, and the road's end just inside it. */
static P2 city_gate(const Tile *T, RoadGeo *r, P2 a, P2 ai, const unsigned char *citycov, const char *key)
{
    for (int i = 2; i < TS; i++) {
        double d = (double)i / TS;
        P2 q = p2(a.x + ai.x * d, a.y + ai.y * d);
        int px = (int)(q.x * TS), py = (int)(q.y * TS);
        if (px < 0 || py < 0 || px >= TS || py >= TS)
            break;
        if (citycov[py * TS + px]) {
            r->gate = q;
            r->gate_dir = ai;
            return p2(q.x + ai.x * 0.04, q.y + ai.y * 0.04);
        }
    }
    die("%s: road %s ends nowhere", T->t->id, key);
}

/* A hinted road of one edge ends at the first city its line enters (the gate there), else at a house at
 * its last point. */
static void hinted_end(RoadGeo *r, const unsigned char *citycov)
{
    Path *p = &r->path;
    Flat *f = malloc(sizeof *f);
    path_flatten(p, f);
    r->end_kind = END_HOUSE;
    int at = f->n - 1;
    for (int i = 1; i < f->n && r->end_kind == END_HOUSE; i++) {
        int px = (int)(f->q[i].x * TS), py = (int)(f->q[i].y * TS);
        if (px >= 0 && py >= 0 && px < TS && py < TS && citycov[py * TS + px]) {
            r->end_kind = END_CITY;
            at = i;
        }
    }
    r->gate = flat_at(f, f->len[at] / f->len[f->n - 1], &r->gate_dir);
    free(f);
}

void road_geometry(Tile *T, RoadGeo *r, const unsigned char *citycov)
{
    const td_tile *t = T->t;
    int e[4];
    r->nedges = edge_of_mid(t->seg[r->seg].at, e);
    Path *p = &r->path;
    char key[16];
    snprintf(key, sizeof key, "%d", r->seg);
    const cJSON *custom = cJSON_GetObjectItemCaseSensitive(art_get(t, "roads"), key);
    r->end_kind = END_EDGE;
    if (r->nedges == 2) {
        road_through(p, e, custom);
        return;
    }
    /* one edge: the road ends on the tile */
    P2 a = edge_mid(e[0]), ai = edge_in(e[0]), end = p2(0.5, 0.5);
    if (T->yard) {
        r->end_kind = END_YARD;
        end = T->yard_c;
    } else if (T->mon_seg >= 0 || T->square) {
        r->end_kind = END_CENTRE;
    } else if (!custom) {
        r->end_kind = END_CITY;
        end = city_gate(T, r, a, ai, citycov, key);
    }
    pmove(p, a.x - 0.05 * ai.x, a.y - 0.05 * ai.y);
    pline(p, a.x, a.y);
    if (!custom) {
        pline(p, end.x, end.y);
        return;
    }
    Path c;
    road_from_points(&c, custom);
    for (int i = 1; i < c.n; i++)
        p->p[p->n++] = c.p[i];
    if (r->end_kind == END_EDGE)
        hinted_end(r, citycov);
}

void house_frame(cairo_t *cr, const RoadGeo *r)
{
    cairo_save(cr);
    cairo_translate(cr, r->gate.x + r->gate_dir.x * HOUSE_HD, r->gate.y + r->gate_dir.y * HOUSE_HD);
    cairo_rotate(cr, atan2(-r->gate_dir.x, r->gate_dir.y));
}
