/* OpenCarc art generator.
 *
 * Reads rules/{base,bets,tollkeepers}/tiles.json and renders, for every tile id,
 * the tile art (assets/tiles/<id>.png) and its segment mask (assets/masks/<id>.png),
 * the meeple anchors (assets/anchors.json), the sprites (assets/sprites/), two
 * contact sheets, the map boards (mapart.c) and the application icon (iconart.c). Everything is
 * drawn with cairo; the output is deterministic (fixed seeds, no fonts, no time stamps).
 *
 * Mask encoding: R = segment index + 1, G = B = 0, A = 255; R = 0 means "no segment"
 * (betting office, village square).
 *
 * Usage: opencarc-artgen [--data DIR] [--out DIR] [--seams FILE]
 */
#include <cairo.h>
#include <cjson/cJSON.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "art_util.h"
#include "font.h"
#include "iconart.h"
#include "mapart.h"
#include "../../gui/gui_seat_data.h"
#include "sprites.h"
#include "tiledata.h"

#define TS 256
#define NPIX (TS * TS)

/* Geometry shared by every tile, in tile units (tile = 1 x 1). */
#define ROAD_W 0.11      /* road width including its darker edges */
#define ROAD_EDGE 0.017  /* darker edge on each side */
#define WALL_W 0.05      /* city wall stroke */
#define PLAZA_R 0.1      /* village square */
#define CAP_D 0.4        /* control depth of a city cap (the wall reaches 0.75 of it) */
#define ILL_R 0.12       /* footprint radius of an illustration */
#define MON_X0 0.27
#define MON_X1 0.73
#define MON_Y0 0.25
#define MON_Y1 0.75

/* ------------------------------------------------------------------ noise */

static double fbm(double px, double py, uint32_t seed)
{
  return 0.55 * vnoise(px / 32.0, py / 32.0, 8, seed) + 0.3 * vnoise(px / 16.0, py / 16.0, 16, seed + 1) +
         0.15 * vnoise(px / 8.0, py / 8.0, 32, seed + 2);
}

/* ------------------------------------------------------------------ paths */

#define PATH_PTS 64
typedef struct { P2 p[PATH_PTS]; int n; int closed; } Path; /* p[0], then (c1, c2, end) triples */

static P2 p2(double x, double y) { P2 r = { x, y }; return r; }

static void pmove(Path *p, double x, double y) { p->n = 1; p->closed = 0; p->p[0] = p2(x, y); }

static void pcurve(Path *p, double ax, double ay, double bx, double by, double x, double y)
{
  if (p->n + 3 > PATH_PTS) die("path too long");
  p->p[p->n++] = p2(ax, ay);
  p->p[p->n++] = p2(bx, by);
  p->p[p->n++] = p2(x, y);
}

static void pline(Path *p, double x, double y)
{
  P2 a = p->p[p->n - 1];
  pcurve(p, a.x + (x - a.x) / 3, a.y + (y - a.y) / 3, a.x + 2 * (x - a.x) / 3, a.y + 2 * (y - a.y) / 3, x, y);
}

/* Quarter turns clockwise about the tile centre (N -> E -> S -> W). */
static P2 rot_pt(P2 a, int k)
{
  for (int i = 0; i < ((k % 4) + 4) % 4; i++) a = p2(1.0 - a.y, a.x);
  return a;
}

static void path_rot(Path *p, int k)
{
  for (int i = 0; i < p->n; i++) p->p[i] = rot_pt(p->p[i], k);
}

static void path_emit(cairo_t *cr, const Path *p)
{
  cairo_move_to(cr, p->p[0].x, p->p[0].y);
  for (int i = 1; i + 2 < p->n; i += 3)
    cairo_curve_to(cr, p->p[i].x, p->p[i].y, p->p[i + 1].x, p->p[i + 1].y, p->p[i + 2].x, p->p[i + 2].y);
  if (p->closed) cairo_close_path(cr);
}

#define FLAT_MAX 1024
typedef struct { P2 q[FLAT_MAX]; double len[FLAT_MAX]; int n; } Flat;

static void path_flatten(const Path *p, Flat *f)
{
  f->n = 0;
  f->q[f->n] = p->p[0];
  f->len[f->n++] = 0;
  for (int i = 1; i + 2 < p->n; i += 3) {
    P2 a = p->p[i - 1], b = p->p[i], c = p->p[i + 1], d = p->p[i + 2];
    for (int k = 1; k <= 32 && f->n < FLAT_MAX; k++) {
      double t = k / 32.0, u = 1 - t;
      P2 q = p2(u * u * u * a.x + 3 * u * u * t * b.x + 3 * u * t * t * c.x + t * t * t * d.x,
                u * u * u * a.y + 3 * u * u * t * b.y + 3 * u * t * t * c.y + t * t * t * d.y);
      P2 o = f->q[f->n - 1];
      f->len[f->n] = f->len[f->n - 1] + hypot(q.x - o.x, q.y - o.y);
      f->q[f->n++] = q;
    }
  }
}

/* Point and unit tangent at fraction fr (0..1) of the arc length. */
static P2 flat_at(const Flat *f, double fr, P2 *tan)
{
  double total = f->len[f->n - 1], want = fr * total;
  int i = 1;
  while (i < f->n - 1 && f->len[i] < want) i++;
  P2 a = f->q[i - 1], b = f->q[i];
  double seg = f->len[i] - f->len[i - 1];
  double t = seg > 0 ? (want - f->len[i - 1]) / seg : 0;
  if (tan) {
    double dx = b.x - a.x, dy = b.y - a.y, l = hypot(dx, dy);
    *tan = l > 0 ? p2(dx / l, dy / l) : p2(1, 0);
  }
  return p2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
}

/* ------------------------------------------------------------------ rasteriser (for the mask) */

typedef struct { cairo_surface_t *s; cairo_t *cr; } Rast;

static void rast_new(Rast *r)
{
  r->s = cairo_image_surface_create(CAIRO_FORMAT_A8, TS, TS);
  r->cr = cairo_create(r->s);
  cairo_set_antialias(r->cr, CAIRO_ANTIALIAS_NONE);
  cairo_scale(r->cr, TS, TS);
}

static void rast_free(Rast *r) { cairo_destroy(r->cr); cairo_surface_destroy(r->s); }

/* Moves the coverage into cov (1 where drawn) and clears the raster. */
static void rast_take(Rast *r, unsigned char *cov)
{
  cairo_surface_flush(r->s);
  const unsigned char *d = cairo_image_surface_get_data(r->s);
  int stride = cairo_image_surface_get_stride(r->s);
  for (int y = 0; y < TS; y++)
    for (int x = 0; x < TS; x++) cov[y * TS + x] = d[y * stride + x] >= 128;
  cairo_save(r->cr);
  cairo_set_operator(r->cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint(r->cr);
  cairo_restore(r->cr);
  cairo_surface_mark_dirty(r->s);
}

/* ------------------------------------------------------------------ layout */

enum { BAR_FENCE, BAR_BUNTING, BAR_DIRT };
enum { END_EDGE, END_CENTRE, END_OFFICE, END_CITY };

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
  P2 gate, gate_dir; /* END_CITY: where the road meets the wall */
} RoadGeo;

typedef struct { int kind; P2 pts[8]; int n; } Barrier;

typedef struct { P2 c; double r; int kind; } Obj; /* a placed decoration */

typedef struct {
  const td_tile *t;
  int ncity; CityGeo city[4];
  int nroad; RoadGeo road[6];
  int mon_seg;
  int village;
  int office; P2 office_c; double office_w, office_h;
  int nbar; Barrier bar[6];
  int16_t lab[NPIX];       /* final mask: segment index, or -2 none */
  unsigned char occ[NPIX]; /* decorations placed on fields/cities */
  P2 anchor[TD_MAXSEG];
  P2 shield[TD_MAXSEG];
  int nobj; Obj obj[16];   /* village houses */
  int nill; P2 ill_c[TD_MAXILL]; double ill_s[TD_MAXILL];
  P2 trav_c[TD_MAXSEG]; P2 trav_dir[TD_MAXSEG];
} Tile;

#define L_UNSET (-1)
#define L_HARD (-2)
#define L_SOFT (-3)

static int edge_of_mid(unsigned at, int *edges)
{
  int n = 0;
  for (int e = 0; e < 4; e++) if (at & td_mid(e)) edges[n++] = e;
  return n;
}

static P2 edge_mid(int e)
{
  static const P2 m[4] = { { 0.5, 0 }, { 1, 0.5 }, { 0.5, 1 }, { 0, 0.5 } };
  return m[e];
}

static P2 edge_in(int e) /* inward normal */
{
  static const P2 m[4] = { { 0, 1 }, { -1, 0 }, { 0, -1 }, { 1, 0 } };
  return m[e];
}

static const cJSON *art_get(const td_tile *t, const char *key)
{
  return t->art ? cJSON_GetObjectItemCaseSensitive(t->art, key) : NULL;
}

static int json_pt(const cJSON *a, P2 *out)
{
  if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != 2) return 0;
  out->x = cJSON_GetArrayItem(a, 0)->valuedouble;
  out->y = cJSON_GetArrayItem(a, 1)->valuedouble;
  return 1;
}

static void city_geometry(CityGeo *g, unsigned at)
{
  int e[4];
  int n = edge_of_mid(at, e);
  g->nwalls = 0;
  Path *o = &g->outline, *w;
  int k = 0;
  if (n == 1) {
    pmove(o, 0, 0); pline(o, 1, 0); pcurve(o, 0.8, CAP_D, 0.2, CAP_D, 0, 0); o->closed = 1;
    w = &g->walls[g->nwalls++]; pmove(w, 1, 0); pcurve(w, 0.8, CAP_D, 0.2, CAP_D, 0, 0);
    k = e[0];
  } else if (n == 2 && (e[1] - e[0]) == 2) {
    /* opposite edges: canonical E + W */
    pmove(o, 0, 0); pcurve(o, 0.25, 0.37, 0.75, 0.37, 1, 0); pline(o, 1, 1);
    pcurve(o, 0.75, 0.63, 0.25, 0.63, 0, 1); o->closed = 1;
    w = &g->walls[g->nwalls++]; pmove(w, 0, 0); pcurve(w, 0.25, 0.37, 0.75, 0.37, 1, 0);
    w = &g->walls[g->nwalls++]; pmove(w, 1, 1); pcurve(w, 0.75, 0.63, 0.25, 0.63, 0, 1);
    k = e[0] == 1 ? 0 : 1;
  } else if (n == 2) {
    /* adjacent edges: canonical N + W */
    pmove(o, 1, 0); pline(o, 0, 0); pline(o, 0, 1); pcurve(o, 0.2, 0.62, 0.62, 0.2, 1, 0); o->closed = 1;
    w = &g->walls[g->nwalls++]; pmove(w, 0, 1); pcurve(w, 0.2, 0.62, 0.62, 0.2, 1, 0);
    /* N+W -> 0, N+E -> 1, E+S -> 2, S+W -> 3 */
    if (e[0] == 0 && e[1] == 3) k = 0;
    else k = e[0] + 1;
  } else if (n == 3) {
    int missing = 0;
    while (at & (1u << missing)) missing++;
    pmove(o, 0, 1); pline(o, 0, 0); pline(o, 1, 0); pline(o, 1, 1);
    pcurve(o, 0.75, 0.56, 0.25, 0.56, 0, 1); o->closed = 1;
    w = &g->walls[g->nwalls++]; pmove(w, 1, 1); pcurve(w, 0.75, 0.56, 0.25, 0.56, 0, 1);
    k = missing - 2;
  } else {
    pmove(o, 0, 0); pline(o, 1, 0); pline(o, 1, 1); pline(o, 0, 1); o->closed = 1;
  }
  path_rot(o, k);
  for (int i = 0; i < g->nwalls; i++) path_rot(&g->walls[i], k);
}

static void road_from_points(Path *p, const cJSON *pts)
{
  int n = cJSON_GetArraySize(pts);
  P2 q;
  json_pt(cJSON_GetArrayItem(pts, 0), &q);
  pmove(p, q.x, q.y);
  for (int i = 1; i + 2 <= n - 1; i += 3) {
    P2 a, b, c;
    json_pt(cJSON_GetArrayItem(pts, i), &a);
    json_pt(cJSON_GetArrayItem(pts, i + 1), &b);
    json_pt(cJSON_GetArrayItem(pts, i + 2), &c);
    pcurve(p, a.x, a.y, b.x, b.y, c.x, c.y);
  }
}

/* A road path starts a little outside the tile so that the butt end is cut by the border. */
static void road_geometry(Tile *T, RoadGeo *r, const unsigned char *citycov)
{
  const td_tile *t = T->t;
  int e[4];
  r->nedges = edge_of_mid(t->seg[r->seg].at, e);
  Path *p = &r->path;
  char key[16];
  snprintf(key, sizeof key, "%d", r->seg);
  const cJSON *custom = cJSON_GetObjectItemCaseSensitive(art_get(t, "roads"), key);
  r->end_kind = END_EDGE;
  P2 a = edge_mid(e[0]), ai = edge_in(e[0]);
  if (r->nedges == 2) {
    P2 b = edge_mid(e[1]), bi = edge_in(e[1]);
    pmove(p, a.x - 0.05 * ai.x, a.y - 0.05 * ai.y);
    pline(p, a.x, a.y);
    if (custom) {
      Path c;
      road_from_points(&c, custom);
      /* the custom path runs from edge e[0] or e[1]; orient it */
      if (hypot(c.p[0].x - a.x, c.p[0].y - a.y) > 0.01) {
        Path rev = c;
        for (int i = 0; i < c.n; i++) rev.p[i] = c.p[c.n - 1 - i];
        c = rev;
      }
      for (int i = 1; i < c.n; i++) p->p[p->n++] = c.p[i];
    } else if ((e[1] - e[0]) == 2) {
      pline(p, b.x, b.y);
    } else {
      pcurve(p, a.x + 0.4 * ai.x, a.y + 0.4 * ai.y, b.x + 0.4 * bi.x, b.y + 0.4 * bi.y, b.x, b.y);
    }
    pline(p, b.x - 0.05 * bi.x, b.y - 0.05 * bi.y);
    return;
  }
  /* one edge: the road ends on the tile */
  P2 end = p2(0.5, 0.5);
  if (t->office) {
    r->end_kind = END_OFFICE;
    end = T->office_c;
  } else if (T->mon_seg >= 0 || t->village) {
    r->end_kind = END_CENTRE;
  } else {
    r->end_kind = END_CITY;
    int found = 0;
    for (int i = 2; i < TS && !found; i++) {
      double d = (double)i / TS;
      P2 q = p2(a.x + ai.x * d, a.y + ai.y * d);
      int px = (int)(q.x * TS), py = (int)(q.y * TS);
      if (px < 0 || py < 0 || px >= TS || py >= TS) break;
      if (citycov[py * TS + px]) {
        found = 1;
        r->gate = q;
        r->gate_dir = ai;
        end = p2(q.x + ai.x * 0.04, q.y + ai.y * 0.04);
      }
    }
    if (!found) die("%s: road %s ends nowhere", t->id, key);
  }
  pmove(p, a.x - 0.05 * ai.x, a.y - 0.05 * ai.y);
  pline(p, a.x, a.y);
  if (custom) {
    Path c;
    road_from_points(&c, custom);
    for (int i = 1; i < c.n; i++) p->p[p->n++] = c.p[i];
  } else {
    pline(p, end.x, end.y);
  }
}

/* ------------------------------------------------------------------ mask construction */

static int g_stack[NPIX];

typedef struct { int16_t *lab, v; } FloodCtx;

static int take_unset(int i, void *user)
{
  FloodCtx *c = user;
  if (c->lab[i] != L_UNSET) return 0;
  c->lab[i] = c->v;
  return 1;
}

/* Labels v the 4-connected L_UNSET pixels reachable from (sx, sy). */
static void flood(int16_t *lab, int sx, int sy, int16_t v)
{
  FloodCtx c = { lab, v };
  td_flood4(TS, sy * TS + sx, g_stack, take_unset, &c);
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
        if (lab[y * TS + x] != what) continue;
        const int nb[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
        int got = -100;
        for (int k = 0; k < 4 && got == -100; k++) {
          int nx = x + nb[k][0], ny = y + nb[k][1];
          if (nx < 0 || ny < 0 || nx >= TS || ny >= TS) continue;
          int16_t v = lab[ny * TS + nx];
          if (v < 0) continue;
          if (fields_only && t->seg[v].type != CARC_FIELD) continue;
          got = v;
        }
        if (got != -100) { next[y * TS + x] = (int16_t)got; changed = 1; }
        else left = 1;
      }
    memcpy(lab, next, sizeof(int16_t) * NPIX);
    if (!left || !changed) break;
  }
  free(next);
}

static void build_layout(Tile *T)
{
  const td_tile *t = T->t;
  Rast r;
  rast_new(&r);
  unsigned char *cov = malloc(NPIX), *citycov = calloc(NPIX, 1);
  int16_t *lab = T->lab;

  T->mon_seg = -1;
  T->village = t->village;
  T->office = t->office;
  T->ncity = T->nroad = T->nbar = 0;
  for (int s = 0; s < t->nseg; s++) {
    if (t->seg[s].type == CARC_MONASTERY) T->mon_seg = s;
    if (t->seg[s].type == CARC_CITY) {
      CityGeo *g = &T->city[T->ncity++];
      g->seg = s;
      city_geometry(g, t->seg[s].at);
    }
  }
  /* office and barriers from the hints */
  T->office_c = p2(0.5, 0.5);
  T->office_w = 0.27;
  T->office_h = 0.2;
  if (T->office) {
    P2 q;
    if (json_pt(art_get(t, "office"), &q)) T->office_c = q;
    const cJSON *sz = art_get(t, "office_size");
    if (json_pt(sz, &q)) { T->office_w = q.x; T->office_h = q.y; }
  }
  const cJSON *b;
  cJSON_ArrayForEach(b, art_get(t, "separators")) {
    if (T->nbar >= 6) break;
    Barrier *bar = &T->bar[T->nbar++];
    const char *kind = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(b, "kind"));
    bar->kind = BAR_FENCE;
    if (kind && strcmp(kind, "flag") == 0) bar->kind = BAR_BUNTING;
    if (kind && strcmp(kind, "dirtroad") == 0) bar->kind = BAR_DIRT;
    bar->n = 0;
    const cJSON *pt;
    cJSON_ArrayForEach(pt, cJSON_GetObjectItemCaseSensitive(b, "points"))
      if (bar->n < 8 && json_pt(pt, &bar->pts[bar->n])) bar->n++;
  }

  /* cities first into citycov (for road ends) */
  for (int i = 0; i < T->ncity; i++) {
    cairo_new_path(r.cr);
    path_emit(r.cr, &T->city[i].outline);
    cairo_fill(r.cr);
    rast_take(&r, cov);
    for (int k = 0; k < NPIX; k++) citycov[k] |= cov[k];
  }
  for (int s = 0; s < t->nseg; s++)
    if (t->seg[s].type == CARC_ROAD) {
      RoadGeo *g = &T->road[T->nroad++];
      g->seg = s;
      road_geometry(T, g, citycov);
    }

  for (int k = 0; k < NPIX; k++) lab[k] = L_UNSET;
  /* soft separators */
  for (int i = 0; i < T->nbar; i++) {
    Barrier *bar = &T->bar[i];
    cairo_new_path(r.cr);
    cairo_move_to(r.cr, bar->pts[0].x, bar->pts[0].y);
    for (int k = 1; k < bar->n; k++) cairo_line_to(r.cr, bar->pts[k].x, bar->pts[k].y);
    cairo_set_line_width(r.cr, bar->kind == BAR_DIRT ? 0.05 : 0.03);
    cairo_set_line_cap(r.cr, CAIRO_LINE_CAP_ROUND);
    cairo_stroke(r.cr);
    rast_take(&r, cov);
    for (int k = 0; k < NPIX; k++) if (cov[k]) lab[k] = L_SOFT;
  }
  /* roads */
  for (int i = 0; i < T->nroad; i++) {
    cairo_new_path(r.cr);
    path_emit(r.cr, &T->road[i].path);
    cairo_set_line_width(r.cr, ROAD_W);
    cairo_set_line_cap(r.cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_join(r.cr, CAIRO_LINE_JOIN_ROUND);
    cairo_stroke(r.cr);
    rast_take(&r, cov);
    for (int k = 0; k < NPIX; k++) if (cov[k]) lab[k] = (int16_t)T->road[i].seg;
  }
  /* office, village square: no segment */
  if (T->office || T->village) {
    cairo_new_path(r.cr);
    if (T->office)
      cairo_rectangle(r.cr, T->office_c.x - T->office_w / 2, T->office_c.y - T->office_h / 2, T->office_w, T->office_h);
    else
      cairo_arc(r.cr, 0.5, 0.5, PLAZA_R, 0, 2 * M_PI);
    cairo_fill(r.cr);
    rast_take(&r, cov);
    for (int k = 0; k < NPIX; k++) if (cov[k]) lab[k] = L_HARD;
  }
  if (T->mon_seg >= 0) {
    cairo_new_path(r.cr);
    cairo_rectangle(r.cr, MON_X0, MON_Y0, MON_X1 - MON_X0, MON_Y1 - MON_Y0);
    cairo_fill(r.cr);
    rast_take(&r, cov);
    for (int k = 0; k < NPIX; k++) if (cov[k]) lab[k] = (int16_t)T->mon_seg;
  }
  for (int i = 0; i < T->ncity; i++) {
    cairo_new_path(r.cr);
    path_emit(r.cr, &T->city[i].outline);
    cairo_fill(r.cr);
    for (int w = 0; w < T->city[i].nwalls; w++) {
      path_emit(r.cr, &T->city[i].walls[w]);
      cairo_set_line_width(r.cr, WALL_W);
      cairo_set_line_cap(r.cr, CAIRO_LINE_CAP_BUTT);
      cairo_stroke(r.cr);
    }
    rast_take(&r, cov);
    for (int k = 0; k < NPIX; k++) if (cov[k]) lab[k] = (int16_t)T->city[i].seg;
  }
  /* fields: flood from their half-edge seeds */
  for (int s = 0; s < t->nseg; s++) {
    if (t->seg[s].type != CARC_FIELD) continue;
    int first = 1;
    for (int loc = CARC_NNW; loc <= CARC_WNW; loc++) {
      if (loc % 3 == 1 || !(t->seg[s].at & (1u << loc))) continue; /* the edge halves, clockwise */
      int x, y;
      td_loc_sample(loc, TS, 2, &x, &y);
      int16_t have = lab[y * TS + x];
      if (have == L_UNSET) {
        if (!first) die("%s: field %d is split at %s", t->id, s, carc_loc_name(loc));
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
  for (int k = 0; k < NPIX; k++) if (lab[k] < 0) lab[k] = L_HARD;

  free(cov);
  free(citycov);
  rast_free(&r);
}

/* ------------------------------------------------------------------ placement */

/* Chamfer distance (px) from pixels of segment s not occupied to anything else or the border. */
static void dist_region(const Tile *T, int s, int use_occ, float *dt)
{
  const float INF = 1e9f, D1 = 1.0f, D2 = 1.41421356f;
  for (int k = 0; k < NPIX; k++)
    dt[k] = (T->lab[k] == s && !(use_occ && T->occ[k])) ? INF : 0.0f;
  for (int y = 0; y < TS; y++)
    for (int x = 0; x < TS; x++) {
      float *d = &dt[y * TS + x];
      if (*d == 0) continue;
      float m = (x == 0 || y == 0) ? D1 : INF;
      if (x > 0 && dt[y * TS + x - 1] + D1 < m) m = dt[y * TS + x - 1] + D1;
      if (y > 0 && dt[(y - 1) * TS + x] + D1 < m) m = dt[(y - 1) * TS + x] + D1;
      if (x > 0 && y > 0 && dt[(y - 1) * TS + x - 1] + D2 < m) m = dt[(y - 1) * TS + x - 1] + D2;
      if (x < TS - 1 && y > 0 && dt[(y - 1) * TS + x + 1] + D2 < m) m = dt[(y - 1) * TS + x + 1] + D2;
      if (m < *d) *d = m;
    }
  for (int y = TS - 1; y >= 0; y--)
    for (int x = TS - 1; x >= 0; x--) {
      float *d = &dt[y * TS + x];
      if (*d == 0) continue;
      float m = (x == TS - 1 || y == TS - 1) ? D1 : *d;
      if (m > *d) m = *d;
      if (x < TS - 1 && dt[y * TS + x + 1] + D1 < m) m = dt[y * TS + x + 1] + D1;
      if (y < TS - 1 && dt[(y + 1) * TS + x] + D1 < m) m = dt[(y + 1) * TS + x] + D1;
      if (x < TS - 1 && y < TS - 1 && dt[(y + 1) * TS + x + 1] + D2 < m) m = dt[(y + 1) * TS + x + 1] + D2;
      if (x > 0 && y < TS - 1 && dt[(y + 1) * TS + x - 1] + D2 < m) m = dt[(y + 1) * TS + x - 1] + D2;
      *d = m;
    }
}

/* BFS distance (px, 4-connected approx) from the pixels of segment s. */
static void dist_from(const Tile *T, int s, float *dt)
{
  const float INF = 1e9f;
  for (int k = 0; k < NPIX; k++) dt[k] = T->lab[k] == s ? 0.0f : INF;
  for (int pass = 0; pass < 2; pass++) {
    for (int y = 0; y < TS; y++)
      for (int x = 0; x < TS; x++) {
        float *d = &dt[y * TS + x];
        if (x > 0 && dt[y * TS + x - 1] + 1 < *d) *d = dt[y * TS + x - 1] + 1;
        if (y > 0 && dt[(y - 1) * TS + x] + 1 < *d) *d = dt[(y - 1) * TS + x] + 1;
        if (x > 0 && y > 0 && dt[(y - 1) * TS + x - 1] + 1.4142f < *d) *d = dt[(y - 1) * TS + x - 1] + 1.4142f;
        if (x < TS - 1 && y > 0 && dt[(y - 1) * TS + x + 1] + 1.4142f < *d) *d = dt[(y - 1) * TS + x + 1] + 1.4142f;
      }
    for (int y = TS - 1; y >= 0; y--)
      for (int x = TS - 1; x >= 0; x--) {
        float *d = &dt[y * TS + x];
        if (x < TS - 1 && dt[y * TS + x + 1] + 1 < *d) *d = dt[y * TS + x + 1] + 1;
        if (y < TS - 1 && dt[(y + 1) * TS + x] + 1 < *d) *d = dt[(y + 1) * TS + x] + 1;
        if (x < TS - 1 && y < TS - 1 && dt[(y + 1) * TS + x + 1] + 1.4142f < *d) *d = dt[(y + 1) * TS + x + 1] + 1.4142f;
        if (x > 0 && y < TS - 1 && dt[(y + 1) * TS + x - 1] + 1.4142f < *d) *d = dt[(y + 1) * TS + x - 1] + 1.4142f;
      }
  }
}

static void occupy(Tile *T, P2 c, double r)
{
  for (int y = 0; y < TS; y++)
    for (int x = 0; x < TS; x++)
      if (hypot((x + 0.5) / TS - c.x, (y + 0.5) / TS - c.y) < r) T->occ[y * TS + x] = 1;
}

static P2 centroid(const Tile *T, int s)
{
  double sx = 0, sy = 0;
  long n = 0;
  for (int y = 0; y < TS; y++)
    for (int x = 0; x < TS; x++)
      if (T->lab[y * TS + x] == s) { sx += x + 0.5; sy += y + 0.5; n++; }
  return n ? p2(sx / n / TS, sy / n / TS) : p2(0.5, 0.5);
}

/* Best spot in segment s: the deepest point (optionally keeping away from `avoid`). */
static P2 deepest(const Tile *T, int s, int use_occ, const P2 *avoid, double avoid_r, double *depth)
{
  float *dt = malloc(sizeof(float) * NPIX);
  dist_region(T, s, use_occ, dt);
  P2 c = centroid(T, s);
  double best = -1e9;
  P2 at = c;
  for (int y = 0; y < TS; y++)
    for (int x = 0; x < TS; x++) {
      float d = dt[y * TS + x];
      if (d <= 0) continue;
      P2 q = p2((x + 0.5) / TS, (y + 0.5) / TS);
      if (avoid && hypot(q.x - avoid->x, q.y - avoid->y) < avoid_r) continue;
      double dd = d > 40 ? 40 + (d - 40) * 0.3 : d; /* deep enough is deep enough */
      double score = dd - 0.08 * TS * hypot(q.x - c.x, q.y - c.y);
      if (score > best) { best = score; at = q; if (depth) *depth = d / TS; }
    }
  free(dt);
  return at;
}

static void place_village_houses(Tile *T)
{
  const td_tile *t = T->t;
  T->nobj = 0;
  if (!T->village) return;
  /* candidate spots around the square: diagonals, then directions without a road */
  P2 cand[16];
  int nc = 0;
  for (int k = 0; k < 4; k++) {
    double a = M_PI / 4 + k * M_PI / 2;
    cand[nc++] = p2(0.5 + cos(a) * 0.2, 0.5 + sin(a) * 0.2);
  }
  for (int k = 0; k < 4; k++) {
    double a = M_PI / 4 + k * M_PI / 2;
    cand[nc++] = p2(0.5 + cos(a) * 0.16, 0.5 + sin(a) * 0.16);
  }
  for (int e = 0; e < 4; e++) {
    int used = 0;
    for (int s = 0; s < t->nseg; s++)
      if (t->seg[s].type == CARC_ROAD && (t->seg[s].at & td_mid(e))) used = 1;
    if (!used) {
      P2 m = edge_mid(e), in = edge_in(e);
      cand[nc++] = p2(0.5 - in.x * 0.19, 0.5 - in.y * 0.19);
      (void)m;
    }
  }
  for (int i = 0; i < nc && T->nobj < 5; i++) {
    double r = i < 4 ? 0.066 : 0.05;
    int16_t want = -1;
    int ok = 1;
    for (int y = 0; y < TS && ok; y++)
      for (int x = 0; x < TS && ok; x++) {
        if (hypot((x + 0.5) / TS - cand[i].x, (y + 0.5) / TS - cand[i].y) >= r + 0.012) continue;
        int16_t v = T->lab[y * TS + x];
        if (v < 0 || t->seg[v].type != CARC_FIELD || T->occ[y * TS + x]) ok = 0;
        else if (want < 0) want = v;
        else if (want != v) ok = 0;
      }
    if (!ok) continue;
    T->obj[T->nobj].c = cand[i];
    T->obj[T->nobj].r = r;
    T->obj[T->nobj].kind = i;
    T->nobj++;
    occupy(T, cand[i], r);
  }
}

static P2 road_point(const Tile *T, int seg, double fr, P2 *tan)
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

static const RoadGeo *road_geo(const Tile *T, int seg)
{
  for (int i = 0; i < T->nroad; i++) if (T->road[i].seg == seg) return &T->road[i];
  return NULL;
}

/* Fraction along the road for its meeple and for its travellers. */
static double road_anchor_fr(const Tile *T, int seg)
{
  const RoadGeo *g = road_geo(T, seg);
  int trav = T->t->seg[seg].travellers > 0;
  if (g->nedges == 2) return trav ? 0.72 : 0.5;
  /* one edge: the path runs from outside the edge to the end under the square/office/city */
  if (g->end_kind == END_CITY) return trav ? 0.3 : 0.45;
  return trav ? 0.3 : 0.38;
}

static double road_trav_fr(const Tile *T, int seg)
{
  const RoadGeo *g = road_geo(T, seg);
  if (g->nedges == 2) return 0.33;
  if (g->end_kind == END_CITY) return 0.68;
  return 0.64;
}

static void place_illustrations(Tile *T)
{
  const td_tile *t = T->t;
  T->nill = t->nill;
  float *dt = malloc(sizeof(float) * NPIX), *dr = malloc(sizeof(float) * NPIX);
  for (int i = 0; i < t->nill; i++) {
    const td_illus *il = &t->ill[i];
    dist_region(T, il->field, 1, dt);
    int has_road = il->road >= 0;
    P2 mid = p2(0.5, 0.5);
    if (has_road) {
      dist_from(T, il->road, dr);
      mid = road_point(T, il->road, road_geo(T, il->road)->nedges == 2 ? 0.5 : 0.45, NULL);
    }
    P2 c = centroid(T, il->field);
    double want = ILL_R * TS, best = 1e18;
    P2 at = c;
    double scale = 1.0;
    for (int tries = 0; tries < 8 && best >= 1e18; tries++, want *= 0.9) {
      for (int y = 0; y < TS; y++)
        for (int x = 0; x < TS; x++) {
          if (dt[y * TS + x] < want) continue;
          P2 q = p2((x + 0.5) / TS, (y + 0.5) / TS);
          double score;
          if (has_road) score = dr[y * TS + x] + 0.3 * TS * hypot(q.x - mid.x, q.y - mid.y);
          else score = -dt[y * TS + x] + 0.15 * TS * hypot(q.x - c.x, q.y - c.y);
          if (score < best) { best = score; at = q; }
        }
      scale = want / (ILL_R * TS);
    }
    T->ill_c[i] = at;
    T->ill_s[i] = scale;
    occupy(T, at, ILL_R * scale);
  }
  free(dt);
  free(dr);
}

static void place_anchors(Tile *T)
{
  const td_tile *t = T->t;
  for (int s = 0; s < t->nseg; s++) T->shield[s] = p2(-1, -1);
  for (int s = 0; s < t->nseg; s++) {
    switch (t->seg[s].type) {
    case CARC_MONASTERY: T->anchor[s] = p2(0.5, 0.47); break;
    case CARC_ROAD: {
      T->anchor[s] = road_point(T, s, road_anchor_fr(T, s), NULL);
      if (t->seg[s].travellers) T->trav_c[s] = road_point(T, s, road_trav_fr(T, s), &T->trav_dir[s]);
      break;
    }
    case CARC_CITY: {
      double depth = 0;
      T->anchor[s] = deepest(T, s, 1, NULL, 0, &depth);
      if (t->seg[s].arms > 0) {
        T->shield[s] = deepest(T, s, 1, &T->anchor[s], 0.17, NULL);
        occupy(T, T->shield[s], 0.06);
      }
      break;
    }
    case CARC_FIELD: break;
    }
  }
  for (int s = 0; s < t->nseg; s++)
    if (t->seg[s].type == CARC_FIELD) T->anchor[s] = deepest(T, s, 1, NULL, 0, NULL);
  /* sanity: anchors must hit their own segment */
  for (int s = 0; s < t->nseg; s++) {
    int x = (int)(T->anchor[s].x * TS), y = (int)(T->anchor[s].y * TS);
    if (x < 0 || y < 0 || x >= TS || y >= TS || T->lab[y * TS + x] != s)
      die("%s: anchor of segment %d is outside it", t->id, s);
  }
}

/* ------------------------------------------------------------------ painting */

#define C_ROAD_RUT 0xcbb07a /* more of the palette in art_util.h */

static cairo_surface_t *g_stone; /* city paving texture, TS x TS */

static void make_stone_texture(void)
{
  g_stone = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, TS, TS);
  unsigned char *d = cairo_image_surface_get_data(g_stone);
  int stride = cairo_image_surface_get_stride(g_stone);
  for (int y = 0; y < TS; y++)
    for (int x = 0; x < TS; x++) {
      double n = fbm(x, y, 71) - 0.5, j = lattice(x, y, TS, 5) - 0.5;
      /* faint paving joints */
      double joint = ((x % 12) == 0 || (((y + (x / 12) * 5) % 9) == 0)) ? -10 : 0;
      put_stone(d + y * stride + x * 4, n, j, joint);
    }
  cairo_surface_mark_dirty(g_stone);
}

static void paint_grass(cairo_surface_t *img, Rng *rng)
{
  unsigned char *d = cairo_image_surface_get_data(img);
  int stride = cairo_image_surface_get_stride(img);
  for (int y = 0; y < TS; y++)
    for (int x = 0; x < TS; x++) {
      double n = fbm(x, y, 11) - 0.5, m = fbm(x + 0.5, y + 0.5, 23) - 0.5, j = lattice(x, y, TS, 3) - 0.5;
      put_rgb(d + y * stride + x * 4, (int)(134 + n * 46 + m * 34 + j * 2), (int)(174 + n * 48 + j * 2),
              (int)(76 + n * 24 - m * 14 + j * 2));
    }
  cairo_surface_mark_dirty(img);
  cairo_t *cr = cairo_create(img);
  cairo_scale(cr, TS, TS);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  /* soft painterly patches */
  for (int i = 0; i < 26; i++) {
    double x = rndr(rng, 0.06, 0.94), y = rndr(rng, 0.06, 0.94), r = rndr(rng, 0.03, 0.06);
    cairo_save(cr);
    cairo_translate(cr, x, y);
    cairo_scale(cr, 1.0, rndr(rng, 0.5, 0.9));
    cairo_arc(cr, 0, 0, r, 0, 2 * M_PI);
    cairo_restore(cr);
    rgba(cr, i % 2 ? 0x4f7d2c : 0xc4d98a, 0.09);
    cairo_fill(cr);
  }
  /* grass strokes */
  cairo_set_line_width(cr, 0.0045);
  for (int i = 0; i < 1100; i++) {
    double x = rndr(rng, 0.02, 0.98), y = rndr(rng, 0.03, 0.98), a = -M_PI / 2 + rndr(rng, -0.55, 0.55);
    double l = rndr(rng, 0.012, 0.026);
    cairo_move_to(cr, x, y);
    cairo_line_to(cr, x + cos(a) * l, y + sin(a) * l);
    if (i % 3 == 0) rgba(cr, 0xd2e394, 0.35);
    else rgba(cr, 0x44702a, 0.32);
    cairo_stroke(cr);
  }
  /* a few flowers */
  for (int i = 0; i < 16; i++) {
    double x = rndr(rng, 0.04, 0.96), y = rndr(rng, 0.04, 0.96);
    static const unsigned fc[] = { 0xfaf6e8, 0xf6d84a, 0xe9a0c0, 0xb8c8f0 };
    dot(cr, x, y, 0.0042, fc[i % 4]);
  }
  cairo_destroy(cr);
}

static void stroke_path(cairo_t *cr, const Path *p, double w, unsigned c, double a)
{
  cairo_new_path(cr);
  path_emit(cr, p);
  cairo_set_line_width(cr, w);
  rgba(cr, c, a);
  cairo_stroke(cr);
}

/* Polyline along a road at a lateral offset (for ruts); only inside the tile. */
static void road_offset_line(cairo_t *cr, const Flat *f, double off, double from, double to)
{
  int started = 0;
  for (int i = 1; i < f->n; i++) {
    P2 a = f->q[i - 1], b = f->q[i];
    double dx = b.x - a.x, dy = b.y - a.y, l = hypot(dx, dy);
    if (l <= 0) continue;
    double fr = f->len[i] / f->len[f->n - 1];
    if (fr < from || fr > to) continue;
    P2 q = p2(b.x - dy / l * off, b.y + dx / l * off);
    if (q.x < -0.01 || q.y < -0.01 || q.x > 1.01 || q.y > 1.01) continue;
    if (!started) cairo_move_to(cr, q.x, q.y);
    else cairo_line_to(cr, q.x, q.y);
    started = 1;
  }
}

static void paint_roads(cairo_t *cr, Tile *T, Rng *rng)
{
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  /* soft shadow, edges, surface: every road first, so that crossings merge */
  for (int pass = 0; pass < 3; pass++) {
    for (int i = 0; i < T->nroad; i++) {
      if (pass == 0) stroke_path(cr, &T->road[i].path, ROAD_W + 0.014, 0x2c4a18, 0.16);
      if (pass == 1) stroke_path(cr, &T->road[i].path, ROAD_W, C_ROAD_EDGE, 1);
      if (pass == 2) stroke_path(cr, &T->road[i].path, ROAD_W - 2 * ROAD_EDGE, C_ROAD, 1);
    }
    if (T->village) {
      cairo_new_path(cr);
      double r = pass == 0 ? PLAZA_R + 0.007 : pass == 1 ? PLAZA_R : PLAZA_R - ROAD_EDGE;
      cairo_arc(cr, 0.5, 0.5, r, 0, 2 * M_PI);
      rgba(cr, pass == 0 ? 0x2c4a18 : pass == 1 ? C_ROAD_EDGE : C_ROAD, pass == 0 ? 0.16 : 1);
      cairo_fill(cr);
    }
  }
  /* ruts and pebbles */
  Flat *f = malloc(sizeof *f);
  for (int i = 0; i < T->nroad; i++) {
    path_flatten(&T->road[i].path, f);
    double to = T->road[i].nedges == 2 ? 1.0 : 0.93;
    cairo_set_line_width(cr, 0.006);
    rgba(cr, C_ROAD_RUT, 0.9);
    cairo_new_path(cr);
    road_offset_line(cr, f, -0.017, 0, to);
    cairo_stroke(cr);
    road_offset_line(cr, f, 0.017, 0, to);
    cairo_stroke(cr);
    rgba(cr, 0xf1e2b8, 0.8);
    cairo_set_line_width(cr, 0.004);
    road_offset_line(cr, f, 0.0, 0, to);
    cairo_stroke(cr);
    for (int k = 0; k < 28; k++) {
      P2 tan;
      double fr = rndr(rng, 0.02, to - 0.02);
      P2 q = flat_at(f, fr, &tan);
      double off = rndr(rng, -0.032, 0.032);
      q = p2(q.x - tan.y * off, q.y + tan.x * off);
      if (q.x < 0.01 || q.y < 0.01 || q.x > 0.99 || q.y > 0.99) continue;
      rgba(cr, k % 2 ? 0xa88c5e : 0xf4e6c2, 0.8);
      cairo_arc(cr, q.x, q.y, rndr(rng, 0.0025, 0.005), 0, 2 * M_PI);
      cairo_fill(cr);
    }
  }
  free(f);
}

static void paint_dirt_roads(cairo_t *cr, Tile *T)
{
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  for (int i = 0; i < T->nbar; i++) {
    Barrier *b = &T->bar[i];
    if (b->kind != BAR_DIRT) continue;
    for (int pass = 0; pass < 2; pass++) {
      cairo_new_path(cr);
      cairo_move_to(cr, b->pts[0].x, b->pts[0].y);
      for (int k = 1; k < b->n; k++) cairo_line_to(cr, b->pts[k].x, b->pts[k].y);
      cairo_set_line_width(cr, pass ? 0.032 : 0.05);
      rgb(cr, pass ? 0xc4a170 : 0x8c6a42);
      cairo_stroke(cr);
    }
  }
}

/* A house seen from above, with a chimney if asked. */
static void roof(cairo_t *cr, P2 c, double w, double h, double ang, unsigned light, unsigned dark, int chimney)
{
  static const RoofStyle tile_roof = { .shadow_dx = 0.006, .shadow_dy = 0.008, .shadow_a = 0.28, .row_step = 0.008,
                                       .row_w = 0.0018, .ridge_w = 0.003, .ridge_a = 0.55, .outline_w = 0.0035 };
  paint_roof(cr, c, w, h, ang, light, dark, &tile_roof);
  if (!chimney) return;
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
  static const double dir8[8][2] = { { 1, 0 }, { 0.70710678, 0.70710678 }, { 0, 1 }, { -0.70710678, 0.70710678 },
                                     { -1, 0 }, { -0.70710678, -0.70710678 }, { 0, -1 }, { 0.70710678, -0.70710678 } };
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

static void paint_city(cairo_t *cr, Tile *T, const CityGeo *g, Rng *rng)
{
  const td_tile *t = T->t;
  int s = g->seg;
  /* paving */
  cairo_new_path(cr);
  path_emit(cr, &g->outline);
  set_texture(cr, g_stone, TS);
  cairo_fill(cr);
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
      if (px < 3 || py < 3 || px >= TS - 3 || py >= TS - 3) continue;
      double need = (hypot(w, h) / 2 + WALL_W / 2) * TS + 1.0;
      if (dt[py * TS + px] < need) continue;
      if (T->shield[s].x >= 0 && hypot(c.x - T->shield[s].x, c.y - T->shield[s].y) < 0.09) continue;
      int near_gate = 0;
      for (int i = 0; i < T->nroad; i++)
        if (T->road[i].end_kind == END_CITY && hypot(c.x - T->road[i].gate.x, c.y - T->road[i].gate.y) < 0.1)
          near_gate = 1;
      if (near_gate) continue;
      /* ridge along the nearest wall (or border): perpendicular to the distance gradient */
      double gxd = dt[py * TS + px + 3] - dt[py * TS + px - 3], gyd = dt[(py + 3) * TS + px] - dt[(py - 3) * TS + px];
      double ang = (fabs(gxd) + fabs(gyd) > 0.5 ? atan2(gyd, gxd) + M_PI / 2 : 0) + jit;
      roof(cr, c, w, h, ang, roof_colours[ri][0], roof_colours[ri][1], chim);
    }
  cairo_restore(cr);
  /* walls: shadow on the outside, stone wall, battlements */
  cairo_save(cr);
  cairo_new_path(cr);
  cairo_rectangle(cr, -0.1, -0.1, 1.2, 1.2);
  path_emit(cr, &g->outline);
  cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_clip(cr);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  for (int w = 0; w < g->nwalls; w++) stroke_path(cr, &g->walls[w], WALL_W + 0.04, 0x1c2a0c, 0.22);
  for (int w = 0; w < g->nwalls; w++) stroke_path(cr, &g->walls[w], WALL_W + 0.016, 0x1c2a0c, 0.25);
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
    double frs[2] = { 0.3, 0.7 };
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
          if (px < 0 || py < 0 || px >= TS || py >= TS) continue;
          int v = T->lab[py * TS + px];
          if (v >= 0 && v != s && t->seg[v].type == CARC_CITY) crowded = 1;
        }
      if (!near_gate && !crowded) paint_tower(cr, q);
    }
  }
  free(f);
  for (int i = 0; i < T->nroad; i++)
    if (T->road[i].end_kind == END_CITY) {
      int gx = (int)(T->road[i].gate.x * TS), gy = (int)(T->road[i].gate.y * TS);
      if (T->lab[gy * TS + gx] == s) paint_gate(cr, T->road[i].gate, T->road[i].gate_dir);
    }
  /* the tiles' coats of arms have their shadow right under them */
  if (t->seg[s].arms > 0 && T->shield[s].x >= 0) paint_shield(cr, T->shield[s], 0.075, 0);
  free(dt);
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

static void paint_monastery(cairo_t *cr, Rng *rng)
{
  (void)rng;
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
  /* church: nave, transept, apse, tower; slate roofs with a polygonal apse (a red cross with a round
   * apse read as a red meeple at small zoom) */
  const unsigned lit = 0x9aa4b6, shade = 0x646d80;
  rgba(cr, 0x000000, 0.28);
  cairo_rectangle(cr, 0.43 + 0.01, 0.32 + 0.012, 0.14, 0.34);
  cairo_rectangle(cr, 0.37 + 0.01, 0.40 + 0.012, 0.26, 0.085);
  cairo_fill(cr);
  church_apse(cr);
  rgb(cr, shade);
  cairo_fill(cr);
  fill_rect(cr, 0.43, 0.32, 0.07, 0.34, lit);
  fill_rect(cr, 0.50, 0.32, 0.07, 0.34, shade);
  fill_rect(cr, 0.37, 0.40, 0.26, 0.0425, lit);
  fill_rect(cr, 0.37, 0.4425, 0.26, 0.0425, shade);
  for (int k = 0; k < 2; k++) { /* where the transept meets the nave */
    double y = k ? 0.485 : 0.40;
    rgb(cr, k ? shade : lit);
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
  /* the cloister beside the nave: a roofed walk around a green garth */
  rgba(cr, 0x000000, 0.28);
  cairo_rectangle(cr, 0.57, 0.497 + 0.012, 0.13 + 0.01, 0.13);
  cairo_fill(cr);
  fill_rect(cr, 0.57, 0.497, 0.13, 0.13, shade);
  fill_rect(cr, 0.6, 0.527, 0.07, 0.07, 0x8fb85a);
  rgb(cr, 0x2a2a34);
  cairo_rectangle(cr, 0.57, 0.497, 0.13, 0.13);
  cairo_stroke(cr);
  cairo_rectangle(cr, 0.6, 0.527, 0.07, 0.07);
  cairo_stroke(cr);
  /* bell tower with a pyramid roof at the door end */
  double tx0 = 0.445, ty0 = 0.585, tw = 0.11;
  rgba(cr, 0x000000, 0.3);
  cairo_rectangle(cr, tx0 + 0.012, ty0 + 0.014, tw, tw);
  cairo_fill(cr);
  P2 cc = p2(tx0 + tw / 2, ty0 + tw / 2);
  unsigned sh[4] = { 0xa4a8b4, 0x8a8e9a, 0x5e626e, 0x767a86 };
  P2 corner[4] = { { tx0, ty0 }, { tx0 + tw, ty0 }, { tx0 + tw, ty0 + tw }, { tx0, ty0 + tw } };
  for (int k = 0; k < 4; k++) {
    cairo_move_to(cr, corner[k].x, corner[k].y);
    cairo_line_to(cr, corner[(k + 1) % 4].x, corner[(k + 1) % 4].y);
    cairo_line_to(cr, cc.x, cc.y);
    cairo_close_path(cr);
    rgb(cr, sh[k]);
    cairo_fill(cr);
  }
  rgb(cr, 0x2a1a10);
  cairo_set_line_width(cr, 0.004);
  cairo_rectangle(cr, tx0, ty0, tw, tw);
  cairo_stroke(cr);
  /* golden cross */
  cairo_set_line_width(cr, 0.008);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  rgb(cr, 0x3a2a10);
  cairo_move_to(cr, cc.x, cc.y - 0.03); cairo_line_to(cr, cc.x, cc.y + 0.022);
  cairo_move_to(cr, cc.x - 0.017, cc.y - 0.01); cairo_line_to(cr, cc.x + 0.017, cc.y - 0.01);
  cairo_stroke(cr);
  cairo_set_line_width(cr, 0.004);
  rgb(cr, 0xf2d060);
  cairo_move_to(cr, cc.x, cc.y - 0.03); cairo_line_to(cr, cc.x, cc.y + 0.022);
  cairo_move_to(cr, cc.x - 0.017, cc.y - 0.01); cairo_line_to(cr, cc.x + 0.017, cc.y - 0.01);
  cairo_stroke(cr);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

/* A house seen from the front (3/4 view): wall, door, window, roof. */
static void front_house(cairo_t *cr, double x, double y, double w, double h, unsigned wall, unsigned roofc, unsigned roofd)
{
  /* (x, y) = bottom-left of the wall */
  double rh = h * 0.9;
  rgba(cr, 0x142008, 0.3);
  cairo_rectangle(cr, x + 0.01, y - h + 0.01, w, h);
  cairo_fill(cr);
  fill_rect(cr, x, y - h, w, h, wall);
  /* timber frame */
  rgba(cr, 0x5a3a20, 0.8);
  cairo_set_line_width(cr, 0.003);
  cairo_move_to(cr, x, y - h * 0.5); cairo_line_to(cr, x + w, y - h * 0.5);
  cairo_stroke(cr);
  fill_rect(cr, x + w * 0.14, y - h * 0.62, w * 0.18, h * 0.62, 0x4a2e18);
  fill_rect(cr, x + w * 0.55, y - h * 0.8, w * 0.22, h * 0.26, 0x35506a);
  rgb(cr, C_OUTLINE);
  cairo_set_line_width(cr, 0.004);
  cairo_rectangle(cr, x, y - h, w, h);
  cairo_stroke(cr);
  /* roof */
  cairo_move_to(cr, x - w * 0.1, y - h);
  cairo_line_to(cr, x + w * 0.18, y - h - rh);
  cairo_line_to(cr, x + w * 0.82, y - h - rh);
  cairo_line_to(cr, x + w * 1.1, y - h);
  cairo_close_path(cr);
  fill_outline(cr, roofc, C_OUTLINE, -1);
  cairo_set_line_width(cr, 0.002);
  rgb(cr, roofd);
  for (int k = 1; k < 4; k++) {
    double yy = y - h - rh * k / 4.0, inset = 0.28 * (k / 4.0) * w;
    cairo_move_to(cr, x - w * 0.1 + inset, yy);
    cairo_line_to(cr, x + w * 1.1 - inset, yy);
  }
  cairo_stroke(cr);
}

static void paint_village(cairo_t *cr, Tile *T, Rng *rng)
{
  for (int i = 0; i < T->nobj; i++) {
    P2 c = T->obj[i].c;
    double ang = atan2(c.y - 0.5, c.x - 0.5) + M_PI / 2 + rndr(rng, -0.15, 0.15);
    int thatch = (i + (int)(rnd(rng) * 2)) % 2;
    roof(cr, c, 0.092 * T->obj[i].r / 0.066, 0.066 * T->obj[i].r / 0.066, ang, thatch ? 0xe2c170 : 0xcf6a43, thatch ? 0xb89448 : 0xa04a30, !thatch);
    /* a little garden patch or tree beside it */
    P2 q = p2(c.x + cos(ang) * 0.05, c.y + sin(ang) * 0.05);
    if (rnd(rng) < 0.5) paint_tree(cr, q, 0.016);
  }
  /* well on the square */
  rgba(cr, 0x000000, 0.25);
  cairo_arc(cr, 0.506, 0.508, 0.026, 0, 2 * M_PI);
  cairo_fill(cr);
  dot(cr, 0.5, 0.5, 0.026, 0x8e8880);
  dot(cr, 0.5, 0.5, 0.02, 0xbdb6aa);
  dot(cr, 0.5, 0.5, 0.013, 0x2c4866);
  rgb(cr, 0x5a3a20);
  cairo_set_line_width(cr, 0.005);
  cairo_move_to(cr, 0.474, 0.5);
  cairo_line_to(cr, 0.526, 0.5);
  cairo_stroke(cr);
}

/* A wooden bar across each road where it meets the office's yard: the road visibly ends there (two
 * roads meeting under the tent read as one road passing it without it). */
static void paint_office_road_ends(cairo_t *cr, const Tile *T)
{
  P2 c = T->office_c;
  double rx = T->office_w / 2, ry = T->office_h / 2;
  Flat *f = malloc(sizeof *f);
  for (int i = 0; i < T->nroad; i++) {
    if (T->road[i].end_kind != END_OFFICE) continue;
    path_flatten(&T->road[i].path, f);
    double lo = 0, hi = 1; /* the first point inside the yard's ellipse, by bisection */
    for (int k = 0; k < 30; k++) {
      double m = (lo + hi) / 2;
      P2 q = flat_at(f, m, NULL);
      double e = (q.x - c.x) * (q.x - c.x) / (rx * rx) + (q.y - c.y) * (q.y - c.y) / (ry * ry);
      if (e < 1) hi = m; else lo = m;
    }
    P2 tan;
    P2 q = flat_at(f, hi, &tan);
    double half = ROAD_W / 2 + 0.008;
    P2 a = p2(q.x - tan.y * half, q.y + tan.x * half), b = p2(q.x + tan.y * half, q.y - tan.x * half);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    for (int pass = 0; pass < 2; pass++) {
      cairo_set_line_width(cr, pass ? 0.018 : 0.03);
      rgb(cr, pass ? 0x9a6a3a : C_OUTLINE);
      cairo_move_to(cr, a.x, a.y);
      cairo_line_to(cr, b.x, b.y);
      cairo_stroke(cr);
    }
    dot(cr, a.x, a.y, 0.018, C_OUTLINE);
    dot(cr, b.x, b.y, 0.018, C_OUTLINE);
    dot(cr, a.x, a.y, 0.012, 0x6a4424);
    dot(cr, b.x, b.y, 0.012, 0x6a4424);
  }
  free(f);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

static void paint_office(cairo_t *cr, Tile *T)
{
  P2 c = T->office_c;
  double w = T->office_w, h = T->office_h;
  double x0 = c.x - w / 2, y0 = c.y - h / 2;
  /* trampled ground */
  cairo_save(cr);
  cairo_translate(cr, c.x, c.y);
  cairo_scale(cr, w / 2, h / 2);
  cairo_arc(cr, 0, 0, 1.0, 0, 2 * M_PI);
  cairo_restore(cr);
  rgb(cr, 0xcdb584);
  cairo_fill(cr);
  /* tent: striped walls, a peaked roof, open front */
  double bx0 = x0 + w * 0.1, bx1 = x0 + w * 0.9, by1 = y0 + h * 0.9, by0 = y0 + h * 0.45;
  rgba(cr, 0x000000, 0.3);
  cairo_rectangle(cr, bx0 + 0.012, by0 + 0.01, bx1 - bx0, by1 - by0);
  cairo_fill(cr);
  int nst = 6;
  for (int k = 0; k < nst; k++)
    fill_rect(cr, bx0 + (bx1 - bx0) * k / nst, by0, (bx1 - bx0) / nst + 0.0005, by1 - by0, k % 2 ? 0xf4ecd8 : 0xc23a30);
  /* doorway */
  double dx = (bx0 + bx1) / 2;
  cairo_move_to(cr, dx - 0.03, by1);
  cairo_line_to(cr, dx, by0 + 0.012);
  cairo_line_to(cr, dx + 0.03, by1);
  cairo_close_path(cr);
  rgb(cr, 0x3a2018);
  cairo_fill(cr);
  rgb(cr, C_OUTLINE);
  cairo_set_line_width(cr, 0.004);
  cairo_rectangle(cr, bx0, by0, bx1 - bx0, by1 - by0);
  cairo_stroke(cr);
  /* roof with scalloped edge */
  double ry = y0 + h * 0.08;
  cairo_move_to(cr, bx0 - 0.015, by0 + 0.005);
  cairo_line_to(cr, dx, ry);
  cairo_line_to(cr, bx1 + 0.015, by0 + 0.005);
  cairo_close_path(cr);
  fill_outline(cr, 0xd94a3a, C_OUTLINE, -1);
  cairo_move_to(cr, dx, ry);
  cairo_line_to(cr, dx - (dx - bx0) * 0.45, by0 + 0.004);
  cairo_line_to(cr, dx - (dx - bx0) * 0.1, by0 + 0.004);
  cairo_close_path(cr);
  rgb(cr, 0xf4ecd8);
  cairo_fill(cr);
  cairo_move_to(cr, dx, ry);
  cairo_line_to(cr, dx + (bx1 - dx) * 0.45, by0 + 0.004);
  cairo_line_to(cr, dx + (bx1 - dx) * 0.1, by0 + 0.004);
  cairo_close_path(cr);
  cairo_fill(cr);
  int nsc = 7;
  for (int k = 0; k < nsc; k++) {
    double sx = bx0 - 0.015 + (bx1 - bx0 + 0.03) * (k + 0.5) / nsc;
    cairo_arc(cr, sx, by0 + 0.006, (bx1 - bx0 + 0.03) / nsc / 2, 0, M_PI);
    fill_outline(cr, k % 2 ? 0xf4ecd8 : 0xd94a3a, C_OUTLINE, 0.0025);
  }
  /* pole and flag */
  cairo_set_line_width(cr, 0.006);
  rgb(cr, 0x4a3018);
  cairo_move_to(cr, dx, ry);
  cairo_line_to(cr, dx, ry - 0.07);
  cairo_stroke(cr);
  cairo_move_to(cr, dx, ry - 0.07);
  cairo_curve_to(cr, dx + 0.03, ry - 0.08, dx + 0.04, ry - 0.05, dx + 0.07, ry - 0.06);
  cairo_line_to(cr, dx + 0.055, ry - 0.045);
  cairo_line_to(cr, dx + 0.07, ry - 0.03);
  cairo_curve_to(cr, dx + 0.04, ry - 0.02, dx + 0.03, ry - 0.045, dx, ry - 0.035);
  cairo_close_path(cr);
  fill_outline(cr, 0xf2c230, C_OUTLINE, 0.003);
  /* a little counter with coins */
  fill_rect(cr, bx1 - 0.05, by1 - 0.025, 0.045, 0.02, 0x8a5a30);
  rgb(cr, 0xf2c230);
  for (int k = 0; k < 3; k++) {
    cairo_arc(cr, bx1 - 0.042 + k * 0.014, by1 - 0.03, 0.006, 0, 2 * M_PI);
    cairo_fill(cr);
  }
}

static void paint_separators(cairo_t *cr, Tile *T)
{
  for (int i = 0; i < T->nbar; i++) {
    Barrier *b = &T->bar[i];
    if (b->kind == BAR_DIRT) continue;
    if (b->kind == BAR_FENCE) {
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
      for (int pass = 0; pass < 2; pass++) {
        for (int k = 1; k < b->n; k++) {
          P2 a = b->pts[k - 1], c = b->pts[k];
          double l = hypot(c.x - a.x, c.y - a.y);
          int np = (int)(l / 0.04) + 1;
          if (pass == 0) {
            cairo_set_line_width(cr, 0.012);
            rgba(cr, 0x1c2a0c, 0.3);
            cairo_move_to(cr, a.x + 0.005, a.y + 0.007);
            cairo_line_to(cr, c.x + 0.005, c.y + 0.007);
            cairo_stroke(cr);
            continue;
          }
          cairo_set_line_width(cr, 0.0075);
          rgb(cr, 0x6a4424);
          for (double off = -0.007; off <= 0.0071; off += 0.014) {
            double nx = -(c.y - a.y) / l * off, ny = (c.x - a.x) / l * off;
            cairo_move_to(cr, a.x + nx, a.y + ny);
            cairo_line_to(cr, c.x + nx, c.y + ny);
          }
          cairo_stroke(cr);
          for (int j = 0; j <= np; j++) {
            double tt = (double)j / np;
            P2 q = p2(a.x + (c.x - a.x) * tt, a.y + (c.y - a.y) * tt);
            dot(cr, q.x, q.y, 0.012, 0x4a2c14);
            dot(cr, q.x - 0.002, q.y - 0.002, 0.007, 0xa8783e);
          }
        }
      }
    } else {
      /* bunting: a rope with pennants between poles */
      static const unsigned pc[] = { 0xd23a30, 0xf2c230, 0x2c5da8, 0xf4ecd8 };
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
      for (int k = 1; k < b->n; k++) {
        P2 a = b->pts[k - 1], c = b->pts[k];
        double l = hypot(c.x - a.x, c.y - a.y), ux = (c.x - a.x) / l, uy = (c.y - a.y) / l;
        rgba(cr, 0x1c2a0c, 0.25);
        cairo_set_line_width(cr, 0.01);
        cairo_move_to(cr, a.x + 0.006, a.y + 0.008);
        cairo_line_to(cr, c.x + 0.006, c.y + 0.008);
        cairo_stroke(cr);
        int np = (int)(l / 0.032);
        if (np < 1) np = 1;
        for (int j = 0; j < np; j++) {
          double t0 = (j + 0.15) / np, t1 = (j + 0.85) / np;
          P2 p0 = p2(a.x + (c.x - a.x) * t0, a.y + (c.y - a.y) * t0), p1 = p2(a.x + (c.x - a.x) * t1, a.y + (c.y - a.y) * t1);
          P2 m = p2((p0.x + p1.x) / 2 - uy * 0.028, (p0.y + p1.y) / 2 + ux * 0.028);
          if (m.y < (p0.y + p1.y) / 2 - 0.001 && fabs(uy) < 0.7) m = p2((p0.x + p1.x) / 2 + uy * 0.028, (p0.y + p1.y) / 2 - ux * 0.028);
          cairo_move_to(cr, p0.x, p0.y);
          cairo_line_to(cr, p1.x, p1.y);
          cairo_line_to(cr, m.x, m.y);
          cairo_close_path(cr);
          fill_outline(cr, pc[j % 4], C_OUTLINE, 0.002);
        }
        rgb(cr, 0x3a2a1a);
        cairo_set_line_width(cr, 0.004);
        cairo_move_to(cr, a.x, a.y);
        cairo_line_to(cr, c.x, c.y);
        cairo_stroke(cr);
      }
      for (int k = 0; k < b->n; k++) {
        P2 q = b->pts[k];
        if (q.x <= 0.02 || q.y <= 0.02 || q.x >= 0.98 || q.y >= 0.98) continue;
        dot(cr, q.x, q.y, 0.011, 0x4a2c14);
        dot(cr, q.x - 0.002, q.y - 0.002, 0.006, 0xf2c230);
      }
    }
  }
}

/* ------------------------------------------------------------------ illustrations */

static void animal(cairo_t *cr, const char *kind, double x, double y)
{
  /* side view, facing right, standing on y; about 0.06 long */
  int cow = strcmp(kind, "cowshed") == 0, pig = strcmp(kind, "pigshed") == 0;
  unsigned body = cow ? 0xf6f2ea : pig ? 0xf2a6a8 : 0x8f8478;
  unsigned dark = cow ? 0x2a2624 : pig ? 0xc46a78 : 0x4a4038;
  double bw = pig ? 0.05 : 0.056, bh = pig ? 0.034 : 0.028, leg = pig ? 0.012 : cow ? 0.018 : 0.022;
  double by = y - leg - bh / 2;
  rgba(cr, 0x142008, 0.3);
  cairo_save(cr);
  cairo_translate(cr, x + 0.004, y);
  cairo_scale(cr, 1, 0.3);
  cairo_arc(cr, 0, 0, bw * 0.6, 0, 2 * M_PI);
  cairo_restore(cr);
  cairo_fill(cr);
  /* legs */
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width(cr, pig ? 0.008 : 0.0065);
  rgb(cr, C_OUTLINE);
  double lx[4] = { -0.38, -0.22, 0.22, 0.36 };
  for (int k = 0; k < 4; k++) {
    cairo_move_to(cr, x + lx[k] * bw, by);
    cairo_line_to(cr, x + lx[k] * bw, y);
  }
  cairo_stroke(cr);
  cairo_set_line_width(cr, pig ? 0.0045 : 0.0035);
  rgb(cr, body);
  for (int k = 0; k < 4; k++) {
    cairo_move_to(cr, x + lx[k] * bw, by);
    cairo_line_to(cr, x + lx[k] * bw, y - 0.003);
  }
  cairo_stroke(cr);
  /* tail */
  cairo_set_line_width(cr, 0.003);
  rgb(cr, C_OUTLINE);
  if (pig) {
    cairo_arc(cr, x - bw / 2 - 0.006, by - 0.004, 0.005, 0, 1.7 * M_PI);
  } else {
    cairo_move_to(cr, x - bw / 2, by - bh * 0.3);
    cairo_curve_to(cr, x - bw / 2 - 0.01, by, x - bw / 2 - 0.008, by + 0.01, x - bw / 2 - 0.01, by + 0.016);
  }
  cairo_stroke(cr);
  /* body */
  ellipse_path(cr, x, by, bw / 2, bh / 2);
  rgb(cr, body);
  cairo_fill_preserve(cr);
  cairo_save(cr);
  cairo_clip_preserve(cr);
  if (cow) {
    rgb(cr, dark);
    cairo_new_path(cr);
    cairo_arc(cr, x - 0.01, by - 0.006, 0.009, 0, 2 * M_PI);
    cairo_fill(cr);
    cairo_arc(cr, x + 0.014, by + 0.004, 0.007, 0, 2 * M_PI);
    cairo_fill(cr);
  }
  if (!cow && !pig) {
    rgb(cr, 0xd8d0c4);
    cairo_new_path(cr);
    ellipse_path(cr, x, by + bh * 0.45, bw * 0.4, bh * 0.3);
    cairo_fill(cr);
  }
  cairo_restore(cr);
  cairo_new_path(cr);
  ellipse_path(cr, x, by, bw / 2, bh / 2);
  rgb(cr, C_OUTLINE);
  cairo_set_line_width(cr, 0.003);
  cairo_stroke(cr);
  /* head */
  double hx = x + bw / 2 + (pig ? 0.004 : 0.006), hy = by - (pig ? 0.0 : cow ? 0.008 : 0.016);
  if (!pig) { /* neck */
    cairo_move_to(cr, x + bw * 0.3, by - bh * 0.35);
    cairo_line_to(cr, hx - 0.004, hy - 0.006);
    cairo_line_to(cr, hx, hy + 0.008);
    cairo_line_to(cr, x + bw * 0.42, by + bh * 0.2);
    cairo_close_path(cr);
    fill_outline(cr, body, C_OUTLINE, -1);
  }
  if (!cow && !pig) { /* donkey ears */
    for (int k = 0; k < 2; k++) {
      cairo_save(cr);
      cairo_translate(cr, hx - 0.004 + k * 0.005, hy - 0.016);
      cairo_rotate(cr, -0.3 + k * 0.35);
      cairo_scale(cr, 0.0035, 0.012);
      cairo_arc(cr, 0, 0, 1, 0, 2 * M_PI);
      cairo_restore(cr);
      fill_outline(cr, body, C_OUTLINE, -1);
    }
    /* mane */
    cairo_set_line_width(cr, 0.004);
    rgb(cr, 0x3a3028);
    cairo_move_to(cr, hx - 0.008, hy - 0.006);
    cairo_line_to(cr, x + bw * 0.3, by - bh * 0.45);
    cairo_stroke(cr);
  }
  if (cow) { /* horns */
    cairo_set_line_width(cr, 0.003);
    rgb(cr, 0xe8dcb0);
    cairo_move_to(cr, hx - 0.006, hy - 0.009);
    cairo_line_to(cr, hx - 0.01, hy - 0.017);
    cairo_move_to(cr, hx + 0.004, hy - 0.009);
    cairo_line_to(cr, hx + 0.008, hy - 0.017);
    cairo_stroke(cr);
  }
  if (pig) { /* ears */
    cairo_move_to(cr, hx - 0.008, hy - 0.008);
    cairo_line_to(cr, hx - 0.002, hy - 0.02);
    cairo_line_to(cr, hx + 0.003, hy - 0.008);
    cairo_close_path(cr);
    rgb(cr, dark);
    cairo_fill(cr);
  }
  ellipse_path(cr, hx, hy, pig ? 0.013 : 0.011, pig ? 0.012 : 0.01);
  fill_outline(cr, body, C_OUTLINE, 0.003);
  /* muzzle / snout and eye */
  cairo_arc(cr, hx + (pig ? 0.012 : 0.009), hy + (pig ? 0.001 : 0.004), pig ? 0.0055 : 0.0055, 0, 2 * M_PI);
  fill_outline(cr, cow ? 0xf0a8a0 : pig ? 0xe07e8c : 0xe0d8cc, C_OUTLINE, 0.002);
  cairo_arc(cr, hx + 0.002, hy - 0.003, 0.0018, 0, 2 * M_PI);
  cairo_fill(cr);
}

static void shed(cairo_t *cr, double x, double y, double w, double h, unsigned roofc)
{
  rgba(cr, 0x142008, 0.3);
  cairo_rectangle(cr, x + 0.01, y - h + 0.01, w, h);
  cairo_fill(cr);
  fill_rect(cr, x, y - h, w, h, 0x9a6a3c);
  cairo_set_line_width(cr, 0.0018);
  rgba(cr, 0x4a2c14, 0.8);
  for (double px = x + 0.01; px < x + w; px += 0.01) {
    cairo_move_to(cr, px, y - h);
    cairo_line_to(cr, px, y);
  }
  cairo_stroke(cr);
  /* wide door with a cross brace */
  double dw = w * 0.42, dx = x + w * 0.5 - dw / 2, dh = h * 0.78;
  fill_rect(cr, dx, y - dh, dw, dh, 0x3a2414);
  rgb(cr, 0xb8864c);
  cairo_set_line_width(cr, 0.003);
  cairo_rectangle(cr, dx, y - dh, dw, dh);
  cairo_move_to(cr, dx, y - dh);
  cairo_line_to(cr, dx + dw, y);
  cairo_move_to(cr, dx + dw, y - dh);
  cairo_line_to(cr, dx, y);
  cairo_stroke(cr);
  rgb(cr, C_OUTLINE);
  cairo_set_line_width(cr, 0.004);
  cairo_rectangle(cr, x, y - h, w, h);
  cairo_stroke(cr);
  /* roof */
  cairo_move_to(cr, x - w * 0.08, y - h);
  cairo_line_to(cr, x + w * 0.1, y - h - h * 0.75);
  cairo_line_to(cr, x + w * 0.9, y - h - h * 0.75);
  cairo_line_to(cr, x + w * 1.08, y - h);
  cairo_close_path(cr);
  fill_outline(cr, roofc, C_OUTLINE, -1);
  cairo_set_line_width(cr, 0.002);
  rgba(cr, 0x000000, 0.25);
  for (int k = 1; k < 3; k++) {
    double yy = y - h - h * 0.75 * k / 3.0, in = w * 0.18 * k / 3.0;
    cairo_move_to(cr, x - w * 0.08 + in, yy);
    cairo_line_to(cr, x + w * 1.08 - in, yy);
  }
  cairo_stroke(cr);
}

static void haystack(cairo_t *cr, double x, double y, double r)
{
  rgba(cr, 0x142008, 0.3);
  cairo_arc(cr, x + 0.006, y + 0.006, r, 0, 2 * M_PI);
  cairo_fill(cr);
  rgb(cr, 0xe0b850);
  cairo_arc(cr, x, y, r, 0, 2 * M_PI);
  cairo_fill_preserve(cr);
  rgb(cr, 0x8a6420);
  cairo_set_line_width(cr, 0.003);
  cairo_stroke(cr);
  cairo_set_line_width(cr, 0.002);
  rgba(cr, 0x8a6420, 0.7);
  cairo_arc(cr, x, y, r * 0.6, 0.3, 5.5);
  cairo_stroke(cr);
  cairo_arc(cr, x, y, r * 0.25, 1.0, 6.0);
  cairo_stroke(cr);
}

static void hooded(cairo_t *cr, double x, double y, unsigned cloak, int staff)
{
  /* standing figure, feet at (x, y), about 0.07 tall */
  rgba(cr, 0x142008, 0.3);
  cairo_save(cr);
  cairo_translate(cr, x + 0.006, y);
  cairo_scale(cr, 1, 0.35);
  cairo_arc(cr, 0, 0, 0.02, 0, 2 * M_PI);
  cairo_restore(cr);
  cairo_fill(cr);
  if (staff) {
    cairo_set_line_width(cr, 0.006);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    rgb(cr, C_OUTLINE);
    cairo_move_to(cr, x + 0.02, y);
    cairo_line_to(cr, x + 0.028, y - 0.08);
    cairo_stroke(cr);
    cairo_set_line_width(cr, 0.0035);
    rgb(cr, 0x8a5a2a);
    cairo_move_to(cr, x + 0.02, y);
    cairo_line_to(cr, x + 0.028, y - 0.08);
    cairo_stroke(cr);
  }
  cairo_move_to(cr, x - 0.021, y);
  cairo_curve_to(cr, x - 0.02, y - 0.03, x - 0.016, y - 0.05, x - 0.012, y - 0.058);
  cairo_curve_to(cr, x - 0.012, y - 0.078, x + 0.0, y - 0.086, x + 0.006, y - 0.082);
  cairo_curve_to(cr, x + 0.014, y - 0.07, x + 0.014, y - 0.06, x + 0.012, y - 0.056);
  cairo_curve_to(cr, x + 0.018, y - 0.045, x + 0.02, y - 0.03, x + 0.021, y);
  cairo_close_path(cr);
  fill_outline(cr, cloak, C_OUTLINE, 0.0035);
  /* dark face opening with eyes */
  ellipse_path(cr, x + 0.002, y - 0.064, 0.0075, 0.009);
  rgb(cr, 0x151010);
  cairo_fill(cr);
  dot(cr, x - 0.001, y - 0.065, 0.0014, 0xf0e0c0);
  cairo_arc(cr, x + 0.005, y - 0.065, 0.0014, 0, 2 * M_PI);
  cairo_fill(cr);
  /* belt */
  rgba(cr, 0x000000, 0.4);
  cairo_set_line_width(cr, 0.003);
  cairo_move_to(cr, x - 0.016, y - 0.03);
  cairo_line_to(cr, x + 0.016, y - 0.03);
  cairo_stroke(cr);
}

static void paint_illustration(cairo_t *cr, const char *kind, P2 c, double s, Rng *rng)
{
  cairo_save(cr);
  cairo_translate(cr, c.x, c.y);
  cairo_scale(cr, s * ILL_R / 0.095, s * ILL_R / 0.095);
  if (strcmp(kind, "farmhouse") == 0) {
    front_house(cr, -0.085, 0.055, 0.11, 0.06, 0xf0e4c8, 0xb4543a, 0x7a3020);
    haystack(cr, 0.06, 0.035, 0.026);
    /* a small fenced yard */
    cairo_set_line_width(cr, 0.003);
    rgb(cr, 0x6a4424);
    cairo_move_to(cr, -0.09, 0.07); cairo_line_to(cr, 0.085, 0.07);
    cairo_move_to(cr, -0.09, 0.078); cairo_line_to(cr, 0.085, 0.078);
    cairo_stroke(cr);
    for (double x = -0.09; x <= 0.086; x += 0.022) {
      cairo_move_to(cr, x, 0.064); cairo_line_to(cr, x, 0.084);
    }
    cairo_stroke(cr);
  } else if (strcmp(kind, "cowshed") == 0 || strcmp(kind, "pigshed") == 0 || strcmp(kind, "donkeyshed") == 0) {
    unsigned roofc = kind[0] == 'c' ? 0x7a5a3a : kind[0] == 'p' ? 0xa8603e : 0x6f6a5a;
    shed(cr, -0.09, 0.03, 0.1, 0.05, roofc);
    /* a bit of straw in front */
    rgba(cr, 0xe0c060, 0.8);
    cairo_save(cr);
    cairo_translate(cr, -0.035, 0.045);
    cairo_scale(cr, 1, 0.3);
    cairo_arc(cr, 0, 0, 0.04, 0, 2 * M_PI);
    cairo_restore(cr);
    cairo_fill(cr);
    animal(cr, kind, 0.048, 0.075);
  } else if (strcmp(kind, "garden") == 0) {
    rgba(cr, 0x142008, 0.25);
    cairo_rectangle(cr, -0.085, -0.065, 0.18, 0.14);
    cairo_fill(cr);
    fill_rect(cr, -0.09, -0.07, 0.18, 0.14, 0xb89a62);
    static const unsigned plant[3] = { 0x3e7a2a, 0x6aa03a, 0x2f6a3a };
    for (int b = 0; b < 3; b++) {
      double by = -0.058 + b * 0.045;
      fill_rect(cr, -0.08, by, 0.16, 0.034, 0x7a5432);
      rgba(cr, 0x4a3020, 0.6);
      cairo_set_line_width(cr, 0.002);
      cairo_rectangle(cr, -0.08, by, 0.16, 0.034);
      cairo_stroke(cr);
      for (int k = 0; k < 7; k++) {
        double px = -0.07 + k * 0.0235, py = by + 0.017;
        if (b == 1) { /* carrots: feathery tops with orange */
          dot(cr, px, py + 0.006, 0.004, 0xe8782a);
          rgb(cr, 0x5aa03a);
          cairo_set_line_width(cr, 0.003);
          cairo_move_to(cr, px, py + 0.004); cairo_line_to(cr, px - 0.005, py - 0.01);
          cairo_move_to(cr, px, py + 0.004); cairo_line_to(cr, px + 0.005, py - 0.01);
          cairo_stroke(cr);
        } else {
          dot(cr, px, py, 0.0085, plant[b]);
          dot(cr, px - 0.002, py - 0.002, 0.0045, 0x9ccc6a);
        }
      }
    }
    /* wattle fence */
    cairo_set_line_width(cr, 0.005);
    rgb(cr, 0x6a4424);
    cairo_rectangle(cr, -0.09, -0.07, 0.18, 0.14);
    cairo_stroke(cr);
    for (double x = -0.09; x <= 0.091; x += 0.03) {
      dot(cr, x, -0.07, 0.005, 0x4a2c14);
      cairo_arc(cr, x, 0.07, 0.005, 0, 2 * M_PI);
      cairo_fill(cr);
    }
    /* scarecrow-ish watering can */
    fill_rect(cr, 0.055, 0.05, 0.018, 0.014, 0x6f8aa0);
  } else if (strcmp(kind, "highwaymen") == 0) {
    /* a bush to hide behind, three hooded figures */
    double bx[3] = { -0.055, 0.0, 0.058 };
    for (int k = 0; k < 3; k++)
      dot(cr, bx[k], 0.035, 0.035, 0x35602a);
    rgb(cr, 0x4a7a34);
    for (int k = 0; k < 3; k++) {
      cairo_arc(cr, bx[k] - 0.008, 0.027, 0.022, 0, 2 * M_PI);
      cairo_fill(cr);
    }
    hooded(cr, -0.04, 0.045, 0x4a4a52, 0);
    hooded(cr, 0.005, 0.06, 0x5a3a2c, 1);
    hooded(cr, 0.05, 0.042, 0x3c4a3a, 0);
    (void)rng;
  }
  cairo_restore(cr);
}

static void paint_travellers(cairo_t *cr, P2 c, P2 dir)
{
  cairo_save(cr);
  cairo_translate(cr, c.x, c.y);
  cairo_rotate(cr, atan2(dir.y, dir.x));
  cairo_scale(cr, 1.45, 1.45);
  /* top view, moving towards +x: horse, cart, two walkers */
  rgba(cr, 0x000000, 0.25);
  cairo_rectangle(cr, -0.03 + 0.005, -0.022 + 0.006, 0.055, 0.044);
  cairo_fill(cr);
  /* wheels */
  rgb(cr, 0x2a1c10);
  cairo_rectangle(cr, -0.02, -0.029, 0.024, 0.008);
  cairo_rectangle(cr, -0.02, 0.021, 0.024, 0.008);
  cairo_fill(cr);
  /* cart with a canvas cover */
  fill_rect(cr, -0.032, -0.022, 0.056, 0.044, 0x8a5a30);
  fill_rect(cr, -0.028, -0.019, 0.048, 0.038, 0xf0e4c4);
  rgba(cr, 0x8a7a5a, 0.8);
  cairo_set_line_width(cr, 0.003);
  for (double x = -0.02; x < 0.02; x += 0.011) {
    cairo_move_to(cr, x, -0.019);
    cairo_line_to(cr, x, 0.019);
  }
  cairo_stroke(cr);
  rgb(cr, C_OUTLINE);
  cairo_set_line_width(cr, 0.0035);
  cairo_rectangle(cr, -0.032, -0.022, 0.056, 0.044);
  cairo_stroke(cr);
  /* shafts and horse */
  cairo_set_line_width(cr, 0.003);
  rgb(cr, 0x5a3a1c);
  cairo_move_to(cr, 0.024, -0.012); cairo_line_to(cr, 0.045, -0.01);
  cairo_move_to(cr, 0.024, 0.012); cairo_line_to(cr, 0.045, 0.01);
  cairo_stroke(cr);
  ellipse_path(cr, 0.056, 0, 0.022, 0.011);
  fill_outline(cr, 0x7a4a2a, C_OUTLINE, -1);
  ellipse_path(cr, 0.083, 0, 0.011, 0.006);
  fill_outline(cr, 0x6a3c20, C_OUTLINE, -1);
  rgb(cr, 0x2a1a10);
  cairo_set_line_width(cr, 0.004);
  cairo_move_to(cr, 0.045, 0); cairo_line_to(cr, 0.074, 0);
  cairo_stroke(cr);
  /* walkers behind the cart */
  static const unsigned cl[2] = { 0x2c5da8, 0xb8402e };
  for (int k = 0; k < 2; k++) {
    double x = -0.052 - k * 0.018, y = k ? 0.016 : -0.014;
    ellipse_path(cr, x, y, 0.009, 0.014);
    fill_outline(cr, cl[k], C_OUTLINE, 0.0025);
    cairo_arc(cr, x + 0.001, y, 0.0075, 0, 2 * M_PI);
    rgb(cr, k ? 0xd8b070 : 0x6a4a2a); /* hat */
    cairo_fill_preserve(cr);
    rgb(cr, C_OUTLINE);
    cairo_stroke(cr);
  }
  cairo_restore(cr);
}

/* ------------------------------------------------------------------ tiles */

static cairo_surface_t *render_tile(Tile *T)
{
  const td_tile *t = T->t;
  Rng rng = { hash_str(t->id) };
  cairo_surface_t *img = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, TS, TS);
  paint_grass(img, &rng);
  cairo_t *cr = cairo_create(img);
  cairo_scale(cr, TS, TS);
  paint_dirt_roads(cr, T);
  paint_roads(cr, T, &rng);
  if (T->mon_seg >= 0) paint_monastery(cr, &rng);
  paint_separators(cr, T);
  for (int i = 0; i < T->ncity; i++) paint_city(cr, T, &T->city[i], &rng);
  if (T->village) paint_village(cr, T, &rng);
  if (T->office) {
    paint_office(cr, T);
    paint_office_road_ends(cr, T);
  }
  for (int i = 0; i < T->nill; i++) paint_illustration(cr, t->ill[i].kind, T->ill_c[i], T->ill_s[i], &rng);
  for (int s = 0; s < t->nseg; s++)
    if (t->seg[s].type == CARC_ROAD && t->seg[s].travellers > 0) paint_travellers(cr, T->trav_c[s], T->trav_dir[s]);
  cairo_destroy(cr);
  cairo_surface_flush(img);
  return img;
}

/* A TS x TS image of the labels, one colour (0xRRGGBB) per label. */
static cairo_surface_t *label_image(const Tile *T, unsigned (*colour)(const td_tile *t, int v))
{
  cairo_surface_t *m = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, TS, TS);
  unsigned char *d = cairo_image_surface_get_data(m);
  int stride = cairo_image_surface_get_stride(m);
  for (int y = 0; y < TS; y++)
    for (int x = 0; x < TS; x++) {
      uint32_t px = 0xff000000u | colour(T->t, T->lab[y * TS + x]);
      memcpy(d + y * stride + x * 4, &px, 4);
    }
  cairo_surface_mark_dirty(m);
  return m;
}

/* The mask encoding: R = segment index + 1, or 0 for no segment. */
static unsigned mask_colour(const td_tile *t, int v)
{
  (void)t;
  return (uint32_t)(v >= 0 ? v + 1 : 0) << 16;
}

/* False colours for the mask contact sheet. */
static unsigned false_colour(const td_tile *t, int v)
{
  static const unsigned city[] = { 0xd8453a, 0xf08a3c, 0xb03090 };
  static const unsigned road[] = { 0xf4f0d0, 0xf0d84a, 0x9ad0f0, 0xc0a0f0 };
  static const unsigned field[] = { 0x3a8a3a, 0x7ac04a, 0x2a6a6a, 0xa8d890, 0x5a7a2a };
  if (v < 0) return 0x101010;
  int nth = 0;
  for (int s = 0; s < v; s++) if (t->seg[s].type == t->seg[v].type) nth++;
  switch (t->seg[v].type) {
  case CARC_CITY: return city[nth % 3];
  case CARC_ROAD: return road[nth % 4];
  case CARC_FIELD: return field[nth % 5];
  default: return 0x8a4ad0;
  }
}

/* The mask in false colours with the anchors as white dots. */
static cairo_surface_t *mask_preview(const Tile *T)
{
  cairo_surface_t *m = label_image(T, false_colour);
  cairo_t *cr = cairo_create(m);
  cairo_scale(cr, TS, TS);
  for (int s = 0; s < T->t->nseg; s++) {
    cairo_arc(cr, T->anchor[s].x, T->anchor[s].y, 0.03, 0, 2 * M_PI);
    fill_outline(cr, 0xffffff, 0x000000, 0.01);
  }
  cairo_destroy(cr);
  return m;
}

/* ------------------------------------------------------------------ sprites */

static cairo_surface_t *sprite_new(int size, cairo_t **cr)
{
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size, size);
  *cr = cairo_create(s);
  cairo_scale(*cr, size, size);
  return s;
}

static void text_centered(cairo_t *cr, const char *txt, double cx, double cy, double h, double lw, unsigned fg, unsigned halo)
{
  double w = font_width(txt, h);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  if (halo != 0xffffffffu) {
    cairo_new_path(cr);
    font_path(cr, txt, cx - w / 2, cy - h / 2, h);
    cairo_set_line_width(cr, lw * 2.4);
    rgb(cr, halo);
    cairo_stroke(cr);
  }
  cairo_new_path(cr);
  font_path(cr, txt, cx - w / 2, cy - h / 2, h);
  cairo_set_line_width(cr, lw);
  rgb(cr, fg);
  cairo_stroke(cr);
}

static void disc(cairo_t *cr, unsigned rim, unsigned face, unsigned edge)
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

static void tent_icon(cairo_t *cr, double cx, double cy, double s)
{
  cairo_save(cr);
  cairo_translate(cr, cx, cy);
  cairo_scale(cr, s, s);
  for (int k = 0; k < 4; k++)
    fill_rect(cr, -0.4 + k * 0.2, -0.05, 0.2, 0.45, k % 2 ? 0xf4ecd8 : 0xc23a30);
  cairo_move_to(cr, -0.5, 0.0);
  cairo_line_to(cr, 0, -0.4);
  cairo_line_to(cr, 0.5, 0.0);
  cairo_close_path(cr);
  fill_outline(cr, 0xd94a3a, C_OUTLINE, 0.05);
  cairo_rectangle(cr, -0.4, -0.05, 0.8, 0.45);
  cairo_stroke(cr);
  cairo_move_to(cr, 0, -0.4);
  cairo_line_to(cr, 0, -0.65);
  cairo_stroke(cr);
  cairo_move_to(cr, 0, -0.65);
  cairo_line_to(cr, 0.28, -0.57);
  cairo_line_to(cr, 0, -0.49);
  cairo_close_path(cr);
  fill_outline(cr, 0xf2c230, C_OUTLINE, 0.03);
  cairo_restore(cr);
}

static void toll_house(cairo_t *cr, unsigned col, int value)
{
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  unsigned out = figure_outline(col);
  rgba(cr, 0x000000, 0.3);
  cairo_rectangle(cr, 0.12, 0.47, 0.56, 0.48);
  cairo_fill(cr);
  /* body */
  cairo_rectangle(cr, 0.08, 0.44, 0.56, 0.48);
  fill_outline(cr, col, out, 0.05);
  /* roof */
  cairo_move_to(cr, 0.0, 0.47);
  cairo_line_to(cr, 0.36, 0.08);
  cairo_line_to(cr, 0.72, 0.47);
  cairo_close_path(cr);
  fill_outline(cr, shade(col, is_dark(col) ? 1.8 : 0.72), out, -1);
  /* toll barrier: a post and a striped bar, raised for the large toll */
  fill_rect(cr, 0.67, 0.62, 0.07, 0.3, C_OUTLINE);
  cairo_save(cr);
  cairo_translate(cr, 0.705, 0.66);
  cairo_rotate(cr, value == 1 ? 0.0 : -0.9);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  for (int k = 0; k < 4; k++) {
    cairo_move_to(cr, k * 0.065, 0);
    cairo_line_to(cr, (k + 1) * 0.065, 0);
    cairo_set_line_width(cr, 0.065);
    rgb(cr, k % 2 ? 0xf4f0e8 : 0xc8302a);
    cairo_stroke(cr);
  }
  cairo_rectangle(cr, 0, -0.0325, 0.26, 0.065);
  rgb(cr, C_OUTLINE);
  cairo_set_line_width(cr, 0.018);
  cairo_stroke(cr);
  cairo_restore(cr);
  /* value in a white disc */
  char v[12];
  snprintf(v, sizeof v, "%d", value);
  cairo_arc(cr, 0.36, 0.68, 0.17, 0, 2 * M_PI);
  fill_outline(cr, 0xfaf6ea, out, 0.03);
  text_centered(cr, v, 0.36, 0.68, 0.2, 0.045, 0x201810, 0xffffffffu);
}

static void bet_face(cairo_t *cr, const char *face)
{
  disc(cr, 0xb08a3a, 0xf6e8c0, 0x3a2410);
  const char *bar = strchr(face, '|');
  if (!bar) {
    text_centered(cr, face, 0.5, 0.5, 0.3, 0.06, 0x3a1c10, 0xffffffffu);
    return;
  }
  char left[16] = { 0 };
  snprintf(left, sizeof left, "%.*s", (int)(bar - face), face);
  const char *right = bar + 1;
  double h = 0.2, gap = 0.17;
  double wl = font_width(left, h), wr = font_width(right, h);
  double total = wl + gap + wr;
  if (total > 0.58) { double f = 0.58 / total; h *= f; gap *= f; wl *= f; wr *= f; total = 0.58; }
  double x0 = 0.5 - total / 2;
  text_centered(cr, left, x0 + wl / 2, 0.5, h, 0.05, 0x3a1c10, 0xffffffffu);
  text_centered(cr, right, x0 + wl + gap + wr / 2, 0.5, h, 0.05, 0x3a1c10, 0xffffffffu);
  cairo_set_line_width(cr, 0.025);
  rgb(cr, 0xb0402a);
  cairo_move_to(cr, x0 + wl + gap / 2, 0.5 - h * 0.75);
  cairo_line_to(cr, x0 + wl + gap / 2, 0.5 + h * 0.75);
  cairo_stroke(cr);
}

static void map_chip(cairo_t *cr, unsigned col, int value)
{
  disc(cr, shade(col, 0.7), col, 0x20141c);
  /* grapes */
  for (int k = 0; k < 6; k++) {
    static const double g[6][2] = { { -1, 0 }, { 0, 0 }, { 1, 0 }, { -0.5, 0.85 }, { 0.5, 0.85 }, { 0, 1.7 } };
    cairo_arc(cr, 0.5 + g[k][0] * 0.045, 0.24 + g[k][1] * 0.045, 0.026, 0, 2 * M_PI);
    fill_outline(cr, shade(col, 1.35), 0x20141c, 0.01);
  }
  char v[12];
  snprintf(v, sizeof v, "%d", value);
  text_centered(cr, v, 0.5, 0.62, 0.28, 0.06, 0xffffff, 0x20141c);
}

static void map_chip_back(cairo_t *cr)
{
  disc(cr, 0x9a7a4a, 0xeadcb4, 0x3a2410);
  /* compass rose */
  for (int k = 0; k < 8; k++) {
    double a = k * M_PI / 4, l = k % 2 ? 0.16 : 0.28;
    cairo_move_to(cr, 0.5 + cos(a) * l, 0.5 + sin(a) * l);
    cairo_line_to(cr, 0.5 + cos(a + 0.5) * 0.05, 0.5 + sin(a + 0.5) * 0.05);
    cairo_line_to(cr, 0.5 + cos(a - 0.5) * 0.05, 0.5 + sin(a - 0.5) * 0.05);
    cairo_close_path(cr);
    fill_outline(cr, k % 2 ? 0x9a7a4a : 0x6a3a20, 0x3a2410, 0.01);
  }
}

typedef struct {
  const char *dir;
  unsigned seat[CARC_MAX_PLAYERS]; /* the colour each seat's figures are drawn in */
} SpriteCtx;

static void write_sprite(const sprite *sp, void *user)
{
  const SpriteCtx *c = user;
  cairo_t *cr;
  cairo_surface_t *s = sprite_new(64, &cr);
  switch (sp->kind) {
  case SPRITE_MEEPLE:
    cairo_translate(cr, 0.02, 0.02);
    cairo_scale(cr, 0.94, 0.94);
    paint_meeple(cr, c->seat[sp->seat]);
    break;
  case SPRITE_FARMER: /* lying on its back, head to the left */
    cairo_translate(cr, 0.5, 0.55);
    cairo_rotate(cr, -M_PI / 2);
    cairo_translate(cr, -0.5, -0.5);
    cairo_translate(cr, 0.04, 0.04);
    cairo_scale(cr, 0.92, 0.92);
    paint_meeple(cr, c->seat[sp->seat]);
    break;
  case SPRITE_TOLL: toll_house(cr, c->seat[sp->seat], sp->value); break;
  case SPRITE_CHIP_BACK:
    disc(cr, 0xb08a3a, 0x7a3a30, 0x3a2410);
    tent_icon(cr, 0.5, 0.55, 0.45);
    break;
  case SPRITE_BET: bet_face(cr, sp->label); break;
  case SPRITE_MAPCHIP: map_chip(cr, map_colour(sp->label, 0x8a8a8a), sp->value); break;
  case SPRITE_MAPCHIP_BACK: map_chip_back(cr); break;
  }
  cairo_destroy(cr);
  write_png(s, c->dir, sp->name);
  cairo_surface_destroy(s);
}

/* Every sprite: the seats' figures in the colours assets/ui/seats.json says they are drawn in ("sprite"). */
static void write_sprites(const carc_rules *R, const char *data, const char *dir)
{
  char path[4096], err[400];
  snprintf(path, sizeof path, "%s/assets/ui/seats.json", data);
  static gui_seat_data seats;
  if (!gui_seat_data_load(&seats, path, err, sizeof err)) die("%s", err);
  SpriteCtx c = { .dir = dir };
  for (int i = 0; i < CARC_MAX_PLAYERS; i++)
    c.seat[i] = (unsigned)seats.sprite[i][0] << 16 | (unsigned)seats.sprite[i][1] << 8 | seats.sprite[i][2];
  sprite_foreach(R, write_sprite, &c);
}

/* ------------------------------------------------------------------ sheets */

#define SHEET_COLS 10
#define CELL_W 140
#define CELL_H 152
#define THUMB 128

static cairo_surface_t *sheet_new(int n, cairo_t **cr)
{
  int rows = (n + SHEET_COLS - 1) / SHEET_COLS;
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, SHEET_COLS * CELL_W + 12, rows * CELL_H + 12);
  *cr = cairo_create(s);
  rgb(*cr, 0x2e2822);
  cairo_paint(*cr);
  return s;
}

static void sheet_put(cairo_t *cr, int i, cairo_surface_t *img, const char *label)
{
  double x = 6 + (i % SHEET_COLS) * CELL_W + (CELL_W - THUMB) / 2.0, y = 6 + (i / SHEET_COLS) * CELL_H + 4;
  cairo_save(cr);
  cairo_translate(cr, x, y);
  cairo_scale(cr, (double)THUMB / TS, (double)THUMB / TS);
  cairo_set_source_surface(cr, img, 0, 0);
  cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
  cairo_paint(cr);
  cairo_restore(cr);
  double h = 9, w = font_width(label, h);
  if (w > CELL_W - 6) h *= (CELL_W - 6) / w;
  text_centered(cr, label, x + THUMB / 2.0, y + THUMB + 11, h, 1.5, 0xf0e4c8, 0xffffffffu);
}

/* Every tile's image with its id, in rows (written to dir/name.png). */
static void write_sheet(const char *dir, const char *name, cairo_surface_t **imgs, const td_set *set)
{
  cairo_t *cr;
  cairo_surface_t *sheet = sheet_new(set->n, &cr);
  for (int i = 0; i < set->n; i++) sheet_put(cr, i, imgs[i], set->t[i].id);
  cairo_destroy(cr);
  write_png(sheet, dir, name);
  cairo_surface_destroy(sheet);
}

/* A few tiles side by side (for checking that edges join). */
static void write_seams(const char *path, cairo_surface_t **imgs, const td_set *set)
{
  struct { const char *id; int rot; int x, y; } lay[] = {
    { "D", 0, 0, 1 }, { "U", 0, 1, 1 }, { "L", 0, 2, 1 }, { "V", 1, 3, 1 },
    { "E", 2, 0, 0 }, { "H", 0, 2, 2 }, { "N", 0, 1, 0 }, { "K", 3, 3, 2 },
    { "R", 2, 1, 2 }, { "C", 0, 0, 2 }, { "W", 2, 3, 0 }, { "X", 0, 4, 1 }, { "BE02", 0, 2, 0 },
  };
  int W = 5, H = 3;
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, W * TS, H * TS);
  cairo_t *cr = cairo_create(s);
  rgb(cr, 0x202020);
  cairo_paint(cr);
  for (size_t i = 0; i < sizeof lay / sizeof lay[0]; i++) {
    int k = -1;
    for (int j = 0; j < set->n; j++) if (strcmp(set->t[j].id, lay[i].id) == 0) k = j;
    if (k < 0) continue;
    cairo_save(cr);
    cairo_translate(cr, lay[i].x * TS + TS / 2.0, lay[i].y * TS + TS / 2.0);
    cairo_rotate(cr, lay[i].rot * M_PI / 2);
    cairo_translate(cr, -TS / 2.0, -TS / 2.0);
    cairo_set_source_surface(cr, imgs[k], 0, 0);
    cairo_paint(cr);
    cairo_restore(cr);
  }
  cairo_destroy(cr);
  cairo_surface_write_to_png(s, path);
  cairo_surface_destroy(s);
}

/* ------------------------------------------------------------------ main */

int main(int argc, char **argv)
{
  const char *data = ".", *out = "assets", *seams = NULL;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--data") == 0 && i + 1 < argc) data = argv[++i];
    else if (strcmp(argv[i], "--out") == 0 && i + 1 < argc) out = argv[++i];
    else if (strcmp(argv[i], "--seams") == 0 && i + 1 < argc) seams = argv[++i];
    else {
      fprintf(stderr, "usage: %s [--data DIR] [--out DIR] [--seams FILE]\n", argv[0]);
      return 2;
    }
  }
  carc_err e;
  carc_rules *R = carc_rules_load(data, &e);
  if (!R) die("%s", e.msg);
  td_set set;
  char err[512];
  if (td_load(&set, R, err, sizeof err) != 0) die("%s", err);
  char dir_tiles[4096], dir_masks[4096], dir_sprites[4096], path[4096];
  snprintf(dir_tiles, sizeof dir_tiles, "%s/tiles", out);
  snprintf(dir_masks, sizeof dir_masks, "%s/masks", out);
  snprintf(dir_sprites, sizeof dir_sprites, "%s/sprites", out);
  mkdir_p(dir_tiles);
  mkdir_p(dir_masks);
  mkdir_p(dir_sprites);
  make_stone_texture();

  cairo_surface_t **imgs = calloc((size_t)set.n, sizeof *imgs), **prev = calloc((size_t)set.n, sizeof *prev);
  snprintf(path, sizeof path, "%s/anchors.json", out);
  FILE *aj = fopen(path, "w");
  if (!aj) die("cannot write %s", path);
  fprintf(aj, "{\n");
  Tile *T = malloc(sizeof *T);
  for (int i = 0; i < set.n; i++) {
    memset(T, 0, sizeof *T);
    T->t = &set.t[i];
    build_layout(T);
    place_village_houses(T);
    place_illustrations(T);
    place_anchors(T);
    imgs[i] = render_tile(T);
    write_png(imgs[i], dir_tiles, T->t->id);
    cairo_surface_t *m = label_image(T, mask_colour);
    write_png(m, dir_masks, T->t->id);
    cairo_surface_destroy(m);
    prev[i] = mask_preview(T);
    fprintf(aj, "  \"%s\": [", T->t->id);
    for (int s = 0; s < T->t->nseg; s++)
      fprintf(aj, "%s[%.4f, %.4f]", s ? ", " : "", T->anchor[s].x, T->anchor[s].y);
    fprintf(aj, "]%s\n", i + 1 < set.n ? "," : "");
  }
  fprintf(aj, "}\n");
  fclose(aj);
  free(T);

  write_sheet(out, "contact_tiles", imgs, &set);
  write_sheet(out, "contact_masks", prev, &set);

  write_sprites(R, data, dir_sprites);
  mapart_write(R, out);
  iconart_write(out);
  if (seams) write_seams(seams, imgs, &set);

  for (int i = 0; i < set.n; i++) {
    cairo_surface_destroy(imgs[i]);
    cairo_surface_destroy(prev[i]);
  }
  free(imgs);
  free(prev);
  cairo_surface_destroy(g_stone);
  td_free(&set);
  carc_rules_free(R);
  return 0;
}
