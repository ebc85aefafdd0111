/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: where things go on a tile: the modules' houses in the middle and pictures on
 * fields, coats of arms, the modules' scenes along roads and the meeple anchors, from distances within the
 * segment mask. */
#include "art_place.h"

#include <math.h>
#include <stdlib.h>

#include "art_layout.h"
#include "art_painter.h"
#include "art_util.h"

void dist_region(const Tile *T, int s, int use_occ, float *dt)
{
    const float INF = 1e9f, D1 = 1.0f, D2 = 1.41421356f;
    for (int k = 0; k < NPIX; k++)
        dt[k] = (T->lab[k] == s && !(use_occ && T->occ[k])) ? INF : 0.0f;
    for (int y = 0; y < TS; y++)
        for (int x = 0; x < TS; x++) {
            float *d = &dt[y * TS + x];
            if (*d == 0)
                continue;
            float m = (x == 0 || y == 0) ? D1 : INF;
            if (x > 0 && dt[y * TS + x - 1] + D1 < m)
                m = dt[y * TS + x - 1] + D1;
            if (y > 0 && dt[(y - 1) * TS + x] + D1 < m)
                m = dt[(y - 1) * TS + x] + D1;
            if (x > 0 && y > 0 && dt[(y - 1) * TS + x - 1] + D2 < m)
                m = dt[(y - 1) * TS + x - 1] + D2;
            if (x < TS - 1 && y > 0 && dt[(y - 1) * TS + x + 1] + D2 < m)
                m = dt[(y - 1) * TS + x + 1] + D2;
            if (m < *d)
                *d = m;
        }
    for (int y = TS - 1; y >= 0; y--)
        for (int x = TS - 1; x >= 0; x--) {
            float *d = &dt[y * TS + x];
            if (*d == 0)
                continue;
            float m = (x == TS - 1 || y == TS - 1) ? D1 : *d;
            if (m > *d)
                m = *d;
            if (x < TS - 1 && dt[y * TS + x + 1] + D1 < m)
                m = dt[y * TS + x + 1] + D1;
            if (y < TS - 1 && dt[(y + 1) * TS + x] + D1 < m)
                m = dt[(y + 1) * TS + x] + D1;
            if (x < TS - 1 && y < TS - 1 && dt[(y + 1) * TS + x + 1] + D2 < m)
                m = dt[(y + 1) * TS + x + 1] + D2;
            if (x > 0 && y < TS - 1 && dt[(y + 1) * TS + x - 1] + D2 < m)
                m = dt[(y + 1) * TS + x - 1] + D2;
            *d = m;
        }
}

/* BFS distance (px, 4-connected approx) from the pixels of segment s. */
void dist_from(const Tile *T, int s, float *dt)
{
    const float INF = 1e9f;
    for (int k = 0; k < NPIX; k++)
        dt[k] = T->lab[k] == s ? 0.0f : INF;
    for (int pass = 0; pass < 2; pass++) {
        for (int y = 0; y < TS; y++)
            for (int x = 0; x < TS; x++) {
                float *d = &dt[y * TS + x];
                if (x > 0 && dt[y * TS + x - 1] + 1 < *d)
                    *d = dt[y * TS + x - 1] + 1;
                if (y > 0 && dt[(y - 1) * TS + x] + 1 < *d)
                    *d = dt[(y - 1) * TS + x] + 1;
                if (x > 0 && y > 0 && dt[(y - 1) * TS + x - 1] + 1.4142f < *d)
                    *d = dt[(y - 1) * TS + x - 1] + 1.4142f;
                if (x < TS - 1 && y > 0 && dt[(y - 1) * TS + x + 1] + 1.4142f < *d)
                    *d = dt[(y - 1) * TS + x + 1] + 1.4142f;
            }
        for (int y = TS - 1; y >= 0; y--)
            for (int x = TS - 1; x >= 0; x--) {
                float *d = &dt[y * TS + x];
                if (x < TS - 1 && dt[y * TS + x + 1] + 1 < *d)
                    *d = dt[y * TS + x + 1] + 1;
                if (y < TS - 1 && dt[(y + 1) * TS + x] + 1 < *d)
                    *d = dt[(y + 1) * TS + x] + 1;
                if (x < TS - 1 && y < TS - 1 && dt[(y + 1) * TS + x + 1] + 1.4142f < *d)
                    *d = dt[(y + 1) * TS + x + 1] + 1.4142f;
                if (x > 0 && y < TS - 1 && dt[(y + 1) * TS + x - 1] + 1.4142f < *d)
                    *d = dt[(y + 1) * TS + x - 1] + 1.4142f;
            }
    }
}

void occupy(Tile *T, P2 c, double r)
{
    for (int y = 0; y < TS; y++)
        for (int x = 0; x < TS; x++)
            if (hypot((x + 0.5) / TS - c.x, (y + 0.5) / TS - c.y) < r)
                T->occ[y * TS + x] = 1;
}

void occupy_rect(Tile *T, P2 c, double hw, double hh)
{
    for (int y = 0; y < TS; y++)
        for (int x = 0; x < TS; x++)
            if (fabs((x + 0.5) / TS - c.x) < hw && fabs((y + 0.5) / TS - c.y) < hh)
                T->occ[y * TS + x] = 1;
}

P2 centroid(const Tile *T, int s)
{
    double sx = 0, sy = 0;
    long n = 0;
    for (int y = 0; y < TS; y++)
        for (int x = 0; x < TS; x++)
            if (T->lab[y * TS + x] == s) {
                sx += x + 0.5;
                sy += y + 0.5;
                n++;
            }
    return n ? p2(sx / n / TS, sy / n / TS) : p2(0.5, 0.5);
}

/* Best spot in segment s: the deepest point (optionally keeping away from `avoid`). */
P2 deepest(const Tile *T, int s, int use_occ, const P2 *avoid, double avoid_r, double *depth)
{
    float *dt = malloc(sizeof(float) * NPIX);
    dist_region(T, s, use_occ, dt);
    P2 c = centroid(T, s);
    double best = -1e9;
    P2 at = c;
    for (int y = 0; y < TS; y++)
        for (int x = 0; x < TS; x++) {
            float d = dt[y * TS + x];
            if (d <= 0)
                continue;
            P2 q = p2((x + 0.5) / TS, (y + 0.5) / TS);
            if (avoid && hypot(q.x - avoid->x, q.y - avoid->y) < avoid_r)
                continue;
            double dd = d > 40 ? 40 + (d - 40) * 0.3 : d; /* deep enough is deep enough */
            double score = dd - 0.08 * TS * hypot(q.x - c.x, q.y - c.y);
            if (score > best) {
                best = score;
                at = q;
                if (depth)
                    *depth = d / TS;
            }
        }
    free(dt);
    return at;
}

void place_centre(Tile *T)
{
    T->nobj = 0;
    if (T->centre_by && T->centre_by->place_centre)
        T->centre_by->place_centre(T);
}

P2 road_point(const Tile *T, int seg, double fr, P2 *tan)
{
    for (int i = 0; i < T->nroad; i++)
        if (T->road[i].seg == seg) {
            Flat *f = malloc(sizeof *f);
            path_flatten(&T->road[i].path, f);
            P2 q = flat_at(f, fr, tan);
            free(f);
            return q;
        }
    return p2(0.5, 0.5);
}

const RoadGeo *road_geo(const Tile *T, int seg)
{
    for (int i = 0; i < T->nroad; i++)
        if (T->road[i].seg == seg)
            return &T->road[i];
    return NULL;
}

/* Fraction along the road for its meeple and for a module's scene along it. */
static double road_anchor_fr(const Tile *T, int seg)
{
    const RoadGeo *g = road_geo(T, seg);
    int trav = T->scene[seg] != NULL;
    /* where two roads cross, each meeple keeps off the bridge: the lower road's on its first half, the
     * bridge's on its second */
    if (g->over >= 0)
        return 0.8;
    for (int i = 0; i < T->nroad; i++)
        if (T->road[i].over >= 0 && &T->road[T->road[i].over] == g)
            return 0.2;
    if (g->nedges == 2)
        return trav ? 0.72 : 0.5;
    /* one edge: the path runs from outside the edge to the end under the square/yard/city/house */
    if (g->end_kind == END_CITY || g->end_kind == END_HOUSE)
        return trav ? 0.3 : 0.45;
    return trav ? 0.3 : 0.38;
}

/* The fraction nearest fr along road seg whose point keeps p->clear from picture p, lies on the road and has
 * room for the meeple on the tile (else the farthest such from p): a road's meeple must not hide a picture
 * that makes the road count differently. */
static double clear_of(const Tile *T, int seg, double fr, const Pic *p)
{
    double best = fr, far = -1;
    for (int k = 0; k <= 100; k++) {
        double f = fr + (k % 2 ? 1 : -1) * ((k + 1) / 2) * 0.01; /* fr, then outwards on both sides */
        if (f < 0.05 || f > 0.95)
            continue;
        P2 q = road_point(T, seg, f, NULL);
        if (q.x < 0.14 || q.x > 0.86 || q.y < 0.14 || q.y > 0.86 || T->lab[(int)(q.y * TS) * TS + (int)(q.x * TS)] != seg)
            continue;
        double d = hypot(q.x - p->c.x, q.y - p->c.y);
        if (d >= p->r + p->clear)
            return f;
        if (d > far) {
            far = d;
            best = f;
        }
    }
    return best;
}

static double road_trav_fr(const Tile *T, int seg)
{
    const RoadGeo *g = road_geo(T, seg);
    if (g->nedges == 2)
        return 0.33;
    if (g->end_kind == END_CITY || g->end_kind == END_HOUSE)
        return 0.68;
    return 0.64;
}

Pic *tile_add_pic(Tile *T)
{
    if (T->npic == TILE_MAXPIC)
        die("%s: more than %d pictures", T->t->id, TILE_MAXPIC);
    return &T->pic[T->npic++];
}

void place_illustrations(Tile *T)
{
    float *dt = malloc(sizeof(float) * NPIX), *dr = malloc(sizeof(float) * NPIX);
    T->npic = 0;
    for (int m = 0; m < art_painter_count; m++)
        if (art_painters[m]->add_pics)
            art_painters[m]->add_pics(T);
    for (int i = 0; i < T->npic; i++) {
        Pic *il = &T->pic[i];
        double r0 = il->r0;
        dist_region(T, il->field, 1, dt);
        int has_road = il->road >= 0;
        P2 mid = p2(0.5, 0.5);
        if (has_road) {
            dist_from(T, il->road, dr);
            mid = road_point(T, il->road, road_geo(T, il->road)->nedges == 2 ? 0.5 : 0.45, NULL);
        }
        P2 c = centroid(T, il->field);
        double want = r0 * TS, best = 1e18;
        P2 at = c;
        double scale = 1.0;
        for (int tries = 0; tries < 8 && best >= 1e18; tries++, want *= 0.9) {
            for (int y = 0; y < TS; y++)
                for (int x = 0; x < TS; x++) {
                    if (dt[y * TS + x] < want)
                        continue;
                    P2 q = p2((x + 0.5) / TS, (y + 0.5) / TS);
                    double score;
                    if (has_road)
                        score = dr[y * TS + x] + 0.3 * TS * hypot(q.x - mid.x, q.y - mid.y);
                    else
                        score = -dt[y * TS + x] + 0.15 * TS * hypot(q.x - c.x, q.y - c.y);
                    if (score < best) {
                        best = score;
                        at = q;
                    }
                }
            scale = want / (r0 * TS);
        }
        il->c = at;
        il->r = r0 * scale;
        if (has_road && il->by->pic_placed)
            il->by->pic_placed(T, il, dr);
        occupy(T, at, il->r);
    }
    free(dt);
    free(dr);
}

void place_modules(Tile *T)
{
    for (int m = 0; m < art_painter_count; m++)
        if (art_painters[m]->place)
            art_painters[m]->place(T);
}

void place_anchors(Tile *T)
{
    const td_tile *t = T->t;
    for (int s = 0; s < t->nseg; s++)
        T->shield[s] = p2(-1, -1);
    for (int s = 0; s < t->nseg; s++) {
        switch (t->seg[s].type) {
        case CARC_MONASTERY:
            T->anchor[s] = p2(0.5, 0.47);
            break;
        case CARC_ROAD: {
            double fr = road_anchor_fr(T, s);
            for (int i = 0; i < T->npic; i++)
                if (T->pic[i].road == s && T->pic[i].clear > 0)
                    fr = clear_of(T, s, fr, &T->pic[i]);
            T->anchor[s] = road_point(T, s, fr, NULL);
            if (T->scene[s])
                T->scene_c[s] = road_point(T, s, road_trav_fr(T, s), &T->scene_dir[s]);
            break;
        }
        case CARC_CITY: {
            double depth = 0;
            T->anchor[s] = deepest(T, s, 1, NULL, 0, &depth);
            if (t->seg[s].arms > 0) {
                T->shield[s] = deepest(T, s, 1, &T->anchor[s], 0.17, NULL);
                occupy(T, T->shield[s], 0.06);
            }
            for (int m = 0; m < art_painter_count; m++)
                if (art_painters[m]->place_city)
                    art_painters[m]->place_city(T, s);
            break;
        }
        case CARC_FIELD:
            break;
        }
    }
    for (int s = 0; s < t->nseg; s++)
        if (t->seg[s].type == CARC_FIELD)
            T->anchor[s] = deepest(T, s, 1, NULL, 0, NULL);
    /* sanity: anchors must hit their own segment */
    for (int s = 0; s < t->nseg; s++) {
        int x = (int)(T->anchor[s].x * TS), y = (int)(T->anchor[s].y * TS);
        if (x < 0 || y < 0 || x >= TS || y >= TS || T->lab[y * TS + x] != s)
            die("%s: anchor of segment %d is outside it", t->id, s);
    }
}
