/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: a tile's layout and segment mask. Cities, roads, a module's yard or square,
 * the monastery and the separators are rasterised without antialiasing; the fields are flood-filled from
 * their edge halves, and what no field reached goes to a neighbouring one. */
#include "art_mask.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

#include "art_geom.h"
#include "art_layout.h"
#include "art_painter.h"
#include "art_util.h"

typedef struct {
    cairo_surface_t *s;
    cairo_t *cr;
} Rast;

static void rast_new(Rast *r)
{
    r->s = cairo_image_surface_create(CAIRO_FORMAT_A8, TS, TS);
    r->cr = cairo_create(r->s);
    cairo_set_antialias(r->cr, CAIRO_ANTIALIAS_NONE);
    cairo_scale(r->cr, TS, TS);
}

static void rast_free(Rast *r)
{
    cairo_destroy(r->cr);
    cairo_surface_destroy(r->s);
}

/* Moves the coverage into cov (1 where drawn) and clears the raster. */
static void rast_take(Rast *r, unsigned char *cov)
{
    cairo_surface_flush(r->s);
    const unsigned char *d = cairo_image_surface_get_data(r->s);
    int stride = cairo_image_surface_get_stride(r->s);
    for (int y = 0; y < TS; y++)
        for (int x = 0; x < TS; x++)
            cov[y * TS + x] = d[y * stride + x] >= 128;
    cairo_save(r->cr);
    cairo_set_operator(r->cr, CAIRO_OPERATOR_CLEAR);
    cairo_paint(r->cr);
    cairo_restore(r->cr);
    cairo_surface_mark_dirty(r->s);
}

static int g_stack[NPIX];

typedef struct {
    int16_t *lab, v;
} FloodCtx;

static int take_unset(int i, void *user)
{
    FloodCtx *c = user;
    if (c->lab[i] != L_UNSET)
        return 0;
    c->lab[i] = c->v;
    return 1;
}

/* Labels v the 4-connected L_UNSET pixels reachable from (sx, sy). */
static void flood(int16_t *lab, int sx, int sy, int16_t v)
{
    FloodCtx c = {lab, v};
    geom_flood4(TS, sy * TS + sx, g_stack, take_unset, &c);
}

/* Gives every pixel labelled `what` the label of a neighbour accepted by `ok` (repeat). */
static void dilate(int16_t *lab, int16_t what, const td_tile *t, int fields_only)
{
    int16_t *next = malloc(sizeof(int16_t) * NPIX);
    for (;;) {
        int changed = 0, left = 0;
        memcpy(next, lab, sizeof(int16_t) * NPIX);
        for (int y = 0; y < TS; y++)
            for (int x = 0; x < TS; x++) {
                if (lab[y * TS + x] != what)
                    continue;
                const int nb[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
                int got = -100;
                for (int k = 0; k < 4 && got == -100; k++) {
                    int nx = x + nb[k][0], ny = y + nb[k][1];
                    if (nx < 0 || ny < 0 || nx >= TS || ny >= TS)
                        continue;
                    int16_t v = lab[ny * TS + nx];
                    if (v < 0)
                        continue;
                    if (fields_only && t->seg[v].type != CARC_FIELD)
                        continue;
                    got = v;
                }
                if (got != -100) {
                    next[y * TS + x] = (int16_t)got;
                    changed = 1;
                } else
                    left = 1;
            }
        memcpy(lab, next, sizeof(int16_t) * NPIX);
        if (!left || !changed)
            break;
    }
    free(next);
}

/* The separators the hints draw ("separators": fence, bunting or dirt road through points). */
static void read_separators(Tile *T)
{
    const td_tile *t = T->t;
    /* barriers from the hints */
    const cJSON *b;
    cJSON_ArrayForEach(b, art_get(t, "separators"))
    {
        if (T->nbar >= 6)
            break;
        Barrier *bar = &T->bar[T->nbar++];
        const char *kind = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(b, "kind"));
        bar->kind = BAR_FENCE;
        if (kind && strcmp(kind, "flag") == 0)
            bar->kind = BAR_BUNTING;
        if (kind && strcmp(kind, "dirtroad") == 0)
            bar->kind = BAR_DIRT;
        bar->n = 0;
        const cJSON *pt;
        cJSON_ArrayForEach(pt, cJSON_GetObjectItemCaseSensitive(b, "points")) if (bar->n < 8 && json_pt(pt, &bar->pts[bar->n])) bar->n++;
    }
}

/* The roads' geometry, each ending at a city it runs into (citycov: the cities' pixels). */
static void road_geometries(Tile *T, Rast *r, unsigned char *cov, unsigned char *citycov)
{
    const td_tile *t = T->t;
    /* cities first into citycov (for road ends) */
    for (int i = 0; i < T->ncity; i++) {
        cairo_new_path(r->cr);
        path_emit(r->cr, &T->city[i].outline);
        cairo_fill(r->cr);
        rast_take(r, cov);
        for (int k = 0; k < NPIX; k++)
            citycov[k] |= cov[k];
    }
    for (int s = 0; s < t->nseg; s++)
        if (t->seg[s].type == CARC_ROAD) {
            RoadGeo *g = &T->road[T->nroad++];
            g->seg = s;
            road_geometry(T, g, citycov);
            g->over = -1;
            for (int j = 0; j < T->nroad - 1; j++)
                if (td_roads_cross(t, T->road[j].seg, s))
                    g->over = j;
        }
}

/* The labels of everything drawn: separators, roads, the yard or square, the monastery, the cities. */
static void rasterise(Tile *T, Rast *r, unsigned char *cov)
{
    int16_t *lab = T->lab;
    /* soft separators */
    for (int i = 0; i < T->nbar; i++) {
        Barrier *bar = &T->bar[i];
        cairo_new_path(r->cr);
        cairo_move_to(r->cr, bar->pts[0].x, bar->pts[0].y);
        for (int k = 1; k < bar->n; k++)
            cairo_line_to(r->cr, bar->pts[k].x, bar->pts[k].y);
        cairo_set_line_width(r->cr, bar->kind == BAR_DIRT ? 0.05 : 0.03);
        cairo_set_line_cap(r->cr, CAIRO_LINE_CAP_ROUND);
        cairo_stroke(r->cr);
        rast_take(r, cov);
        for (int k = 0; k < NPIX; k++)
            if (cov[k])
                lab[k] = L_SOFT;
    }
    /* roads */
    for (int i = 0; i < T->nroad; i++) {
        cairo_new_path(r->cr);
        path_emit(r->cr, &T->road[i].path);
        cairo_set_line_width(r->cr, ROAD_W);
        cairo_set_line_cap(r->cr, CAIRO_LINE_CAP_BUTT);
        cairo_set_line_join(r->cr, CAIRO_LINE_JOIN_ROUND);
        cairo_stroke(r->cr);
        if (T->road[i].end_kind == END_HOUSE) { /* the house it ends at is its end */
            house_frame(r->cr, &T->road[i]);
            cairo_rectangle(r->cr, -HOUSE_HW, -HOUSE_HD, 2 * HOUSE_HW, 2 * HOUSE_HD);
            cairo_restore(r->cr);
            cairo_fill(r->cr);
        }
        rast_take(r, cov);
        for (int k = 0; k < NPIX; k++)
            if (cov[k])
                lab[k] = (int16_t)T->road[i].seg;
    }
    /* the yard or square in the middle: no segment */
    if (T->yard || T->square) {
        cairo_new_path(r->cr);
        if (T->yard)
            cairo_rectangle(r->cr, T->yard_c.x - T->yard_w / 2, T->yard_c.y - T->yard_h / 2, T->yard_w, T->yard_h);
        else
            cairo_arc(r->cr, 0.5, 0.5, PLAZA_R, 0, 2 * M_PI);
        cairo_fill(r->cr);
        rast_take(r, cov);
        for (int k = 0; k < NPIX; k++)
            if (cov[k])
                lab[k] = L_HARD;
    }
    if (T->mon_seg >= 0) {
        cairo_new_path(r->cr);
        cairo_rectangle(r->cr, MON_X0, MON_Y0, MON_X1 - MON_X0, MON_Y1 - MON_Y0);
        cairo_fill(r->cr);
        rast_take(r, cov);
        for (int k = 0; k < NPIX; k++)
            if (cov[k])
                lab[k] = (int16_t)T->mon_seg;
    }
    for (int i = 0; i < T->ncity; i++) {
        cairo_new_path(r->cr);
        path_emit(r->cr, &T->city[i].outline);
        cairo_fill(r->cr);
        for (int w = 0; w < T->city[i].nwalls; w++) {
            path_emit(r->cr, &T->city[i].walls[w]);
            cairo_set_line_width(r->cr, WALL_W);
            cairo_set_line_cap(r->cr, CAIRO_LINE_CAP_BUTT);
            cairo_stroke(r->cr);
        }
        rast_take(r, cov);
        for (int k = 0; k < NPIX; k++)
            if (cov[k])
                lab[k] = (int16_t)T->city[i].seg;
    }
}

/* The fields, flooded from their seeds; what is left goes to a neighbouring field. */
static void flood_fields(Tile *T)
{
    const td_tile *t = T->t;
    int16_t *lab = T->lab;
    /* fields: flood from their half-edge seeds, or from the middle for one inside the tile (IN) */
    for (int s = 0; s < t->nseg; s++) {
        if (t->seg[s].type != CARC_FIELD)
            continue;
        int first = 1;
        for (int loc = CARC_NNW; loc <= CARC_IN; loc++) {
            int half = loc < CARC_C && loc % 3 != 1; /* the edge halves, clockwise */
            if (!(half || loc == CARC_IN) || !(t->seg[s].at & (1u << loc)))
                continue;
            int x, y;
            geom_loc_sample(loc, TS, 2, &x, &y);
            int16_t have = lab[y * TS + x];
            if (have == L_UNSET) {
                if (!first)
                    die("%s: field %d is split at %s", t->id, s, carc_loc_name(loc));
                flood(lab, x, y, (int16_t)s);
            } else if (have != s) {
                die("%s: field %d seed %s lies in %d", t->id, s, carc_loc_name(loc), have);
            }
            first = 0;
        }
    }
    /* pockets nobody reached, then the thin separators, go to a neighbouring field */
    dilate(lab, L_UNSET, t, 1);
    dilate(lab, L_UNSET, t, 0);
    dilate(lab, L_SOFT, t, 1);
    for (int k = 0; k < NPIX; k++)
        if (lab[k] < 0)
            lab[k] = L_HARD;
}

void build_layout(Tile *T)
{
    const td_tile *t = T->t;
    Rast r;
    rast_new(&r);
    unsigned char *cov = malloc(NPIX), *citycov = calloc(NPIX, 1);

    T->mon_seg = -1;
    T->ncity = T->nroad = T->nbar = 0;
    for (int s = 0; s < t->nseg; s++) {
        if (t->seg[s].type == CARC_MONASTERY)
            T->mon_seg = s;
        if (t->seg[s].type == CARC_CITY) {
            CityGeo *g = &T->city[T->ncity++];
            g->seg = s;
            city_geometry(g, t, s);
        }
    }
    for (int i = 0; i < art_painter_count; i++)
        if (art_painters[i]->layout)
            art_painters[i]->layout(T);
    read_separators(T);
    road_geometries(T, &r, cov, citycov);
    for (int k = 0; k < NPIX; k++)
        T->lab[k] = L_UNSET;
    rasterise(T, &r, cov);
    flood_fields(T);

    free(cov);
    free(citycov);
    rast_free(&r);
}
