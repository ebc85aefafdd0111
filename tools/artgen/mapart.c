/* OpenCarc art generator: the printed boards of the Carcassonne Maps.
 *
 * Draws every map the rules load (rules/maps/index.json: the engine reads each map's rules, see
 * rules/maps/map_data.c) as assets/maps/<name>.png at MAPART_PX pixels per square, exactly width x height squares,
 * square (x, y) at pixels [64x, 64x + 64) x [64y, 64y + 64): a front end lays the tiles straight over it.
 *
 * What is drawn, in the style of the tiles (same palette, roofs, walls, coats of arms, stroke font):
 * land as soft green parchment with a faint square grid, sea in blue with gentle waves (the legend
 * kind "sea"; "abroad" squares are beige parchment with hatching; plain "off_map" counts as sea),
 * coasts with foam, national borders, wave squares, islands with a stack place in their colour,
 * start squares with a red border, towns (on France in their wine colour), large cities as walled
 * printed cities open on their open edges, with their coats of arms, and printed border roads and
 * cities running off the map (a coat of arms where flagged, a jetty where they reach the sea).
 * Keys the engine ignores add the look: "labels" [{text, x, y, style: title|sea|lake|country|region,
 * angle, size}], "rivers" [{name, points}], "decor" [{kind: compass (x, y) | forest, hills, mountains
 * (squares) | dike (points)}],
 * "country_rows" (national borders inside the map), and the "name" of islands and border features.
 *
 * Deterministic like the rest of the generator: fixed seeds from the map name, one random draw per
 * statement, no trigonometry of constants, no fonts. */
#include "mapart.h"

#include <cairo.h>
#include <cjson/cJSON.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../rules/maps/maps.h"
#include "art_util.h"
#include "font.h"

#define PX MAPART_PX
#define MAXD MAP_MAX_DIM
#define PXL (1.0 / PX) /* one pixel in square units */

/* palette (more in art_util.h) */
#define C_INK 0x4a2a18
#define C_SEA_INK 0x2c5878
#define C_START 0xc8302a

/* How a square looks: the rules' kinds (enum map_square), the squares off the map as sea or as land abroad. */
enum { K_SEA, K_ABROAD, K_LAND, K_WAVES, K_CITY, K_TOWN, K_START, K_ISLAND };

typedef struct { char text[64]; char style[16]; double x, y, angle, size; } Label;
typedef struct { int n; P2 p[40]; } River;
typedef struct { char kind[16]; double x, y; int n, npt; int sq[64][2]; P2 pt[16]; } Decor;

/* A map as the rules read it, and what only the drawn board reads of its file. */
typedef struct {
  const carc_map *r;
  int w, h; /* r's width and height */
  unsigned char kind[MAXD][MAXD]; /* K_* */
  char country[MAXD][MAXD];
  int has_country;
  char island_name[MAP_MAX_ISLANDS][64]; /* by r's islands */
  char border_name[MAP_MAX_BORDER][64];  /* by r's border features */
  Label label[32];
  int nlabel;
  River river[16];
  int nriver;
  Decor decor[16];
  int ndecor;
} Map;

static const int DX[4] = { 0, 1, 0, -1 }, DY[4] = { -1, 0, 1, 0 };

/* ------------------------------------------------------------------ noise */

static double fbm(double px, double py, uint32_t seed)
{
  return 0.55 * vnoise(px / 48.0, py / 48.0, 0, seed) + 0.33 * vnoise(px / 20.0, py / 20.0, 0, seed + 1) +
         0.12 * vnoise(px / 9.0, py / 9.0, 0, seed + 2);
}

/* ------------------------------------------------------------------ reading */

/* The engine reads a map's rules (carc_map_parse: the squares, towns, cities, islands, border); what it
 * passes over for the drawn board ("labels", "rivers", "decor", "country_rows", the "name" of islands and
 * border features) is read here from the same file. */

/* The string o[key] into dst (empty when missing). */
static void get_str(const cJSON *o, const char *key, char *dst, size_t size)
{
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
  dst[0] = 0;
  if (cJSON_IsString(v)) snprintf(dst, size, "%s", v->valuestring);
}

static double get_num(const cJSON *o, const char *key, double def)
{
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
  return cJSON_IsNumber(v) ? v->valuedouble : def;
}

static void read_points(const cJSON *arr, int (*out)[2], int *n, int max)
{
  const cJSON *p;
  *n = 0;
  cJSON_ArrayForEach(p, arr) {
    if (*n >= max || !cJSON_IsArray(p)) continue;
    out[*n][0] = cJSON_GetArrayItem(p, 0) ? cJSON_GetArrayItem(p, 0)->valueint : 0;
    out[*n][1] = cJSON_GetArrayItem(p, 1) ? cJSON_GetArrayItem(p, 1)->valueint : 0;
    ++*n;
  }
}

/* [x, y] points with real coordinates (up to max; other entries are skipped). */
static void read_pts(const cJSON *arr, P2 *out, int *n, int max)
{
  const cJSON *p;
  *n = 0;
  cJSON_ArrayForEach(p, arr) {
    if (*n >= max || !cJSON_IsArray(p)) continue;
    out[*n].x = cJSON_GetArrayItem(p, 0) ? cJSON_GetArrayItem(p, 0)->valuedouble : 0;
    out[*n].y = cJSON_GetArrayItem(p, 1) ? cJSON_GetArrayItem(p, 1)->valuedouble : 0;
    ++*n;
  }
}

/* The "name" of each entry of list into names (the rules keep the entries, in this order, without it). */
static void read_names(const cJSON *list, char (*names)[64], int max)
{
  const cJSON *o;
  int i = 0;
  cJSON_ArrayForEach(o, list) {
    if (i >= max) break;
    get_str(o, "name", names[i++], sizeof names[0]);
  }
}

/* The look of square (x, y) of the rules' map. */
static int look_at(const carc_map *r, int x, int y)
{
  static const unsigned char look[] = { [MAP_OFF] = K_SEA,   [MAP_LAND] = K_LAND,   [MAP_WAVES] = K_WAVES,  [MAP_LARGE_CITY] = K_CITY,
                                        [MAP_TOWN] = K_TOWN, [MAP_START] = K_START, [MAP_ISLAND] = K_ISLAND };
  int k = r->square[y][x];
  return k == MAP_OFF && (r->abroad[y] >> x & 1) ? K_ABROAD : look[k];
}

/* The map r as the rules read it, with the keys of its file j that only the drawn board reads. */
static void read_map(Map *m, const carc_map *r, const cJSON *j)
{
  memset(m, 0, sizeof *m);
  m->r = r;
  m->w = r->width;
  m->h = r->height;
  for (int y = 0; y < m->h; y++)
    for (int x = 0; x < m->w; x++) m->kind[y][x] = (unsigned char)look_at(r, x, y);
  const cJSON *cr = cJSON_GetObjectItemCaseSensitive(j, "country_rows"), *r2;
  if (cJSON_GetArraySize(cr) == m->h) {
    m->has_country = 1;
    int y = 0;
    cJSON_ArrayForEach(r2, cr) {
      for (int x = 0; x < m->w && cJSON_IsString(r2) && r2->valuestring[x]; x++) m->country[y][x] = r2->valuestring[x];
      y++;
    }
  }
  read_names(cJSON_GetObjectItemCaseSensitive(j, "islands"), m->island_name, MAP_MAX_ISLANDS);
  read_names(cJSON_GetObjectItemCaseSensitive(j, "border"), m->border_name, MAP_MAX_BORDER);
  const cJSON *o;
  cJSON_ArrayForEach(o, cJSON_GetObjectItemCaseSensitive(j, "labels")) {
    if (m->nlabel >= 32) break;
    Label *l = &m->label[m->nlabel++];
    get_str(o, "text", l->text, sizeof l->text);
    get_str(o, "style", l->style, sizeof l->style);
    l->x = get_num(o, "x", 0);
    l->y = get_num(o, "y", 0);
    l->angle = get_num(o, "angle", 0);
    l->size = get_num(o, "size", 1);
  }
  cJSON_ArrayForEach(o, cJSON_GetObjectItemCaseSensitive(j, "rivers")) {
    if (m->nriver >= 16) break;
    River *rv = &m->river[m->nriver++];
    read_pts(cJSON_GetObjectItemCaseSensitive(o, "points"), rv->p, &rv->n, 40);
  }
  cJSON_ArrayForEach(o, cJSON_GetObjectItemCaseSensitive(j, "decor")) {
    if (m->ndecor >= 16) break;
    Decor *d = &m->decor[m->ndecor++];
    get_str(o, "kind", d->kind, sizeof d->kind);
    d->x = get_num(o, "x", 0);
    d->y = get_num(o, "y", 0);
    read_points(cJSON_GetObjectItemCaseSensitive(o, "squares"), d->sq, &d->n, 64);
    read_pts(cJSON_GetObjectItemCaseSensitive(o, "points"), d->pt, &d->npt, 16);
  }
}

/* ------------------------------------------------------------------ squares */

static int kind_at(const Map *m, int x, int y)
{
  if (x < 0 || y < 0 || x >= m->w || y >= m->h) return -1;
  return m->kind[y][x];
}

static int is_playable(int k) { return k == K_LAND || k == K_TOWN || k == K_START; }
static int is_landish(int k) { return is_playable(k) || k == K_CITY; }
static int is_water(int k) { return k == K_SEA || k == K_WAVES || k == K_ISLAND; }

/* Adds the squares for which pred holds as one region (rectangles of one orientation: their union). */
static void region_path(cairo_t *cr, const Map *m, int (*pred)(int))
{
  for (int y = 0; y < m->h; y++)
    for (int x = 0; x < m->w; x++)
      if (pred(m->kind[y][x])) cairo_rectangle(cr, x, y, 1, 1);
}

/* Adds the sides between a square where a holds and its neighbour where b holds. */
static void edges_path(cairo_t *cr, const Map *m, int (*a)(int), int (*b)(int))
{
  for (int y = 0; y < m->h; y++)
    for (int x = 0; x < m->w; x++) {
      if (!a(m->kind[y][x])) continue;
      for (int s = 0; s < 4; s++) {
        int k = kind_at(m, x + DX[s], y + DY[s]);
        if (k < 0 || !b(k)) continue;
        double x0 = x + (s == 1), y0 = y + (s == 2), x1 = x0 + (s % 2 == 0), y1 = y0 + (s % 2 == 1);
        cairo_move_to(cr, x0, y0);
        cairo_line_to(cr, x1, y1);
      }
    }
}

/* Clips to the squares for which pred holds, until the caller's cairo_restore. */
static void clip_region(cairo_t *cr, const Map *m, int (*pred)(int))
{
  cairo_save(cr);
  cairo_new_path(cr);
  region_path(cr, m, pred);
  cairo_clip(cr);
}

/* A band along the sides between a and b squares, w wide in c, laid on at opacity alpha as one
 * layer (overlapping strokes do not add up). */
static void edges_band(cairo_t *cr, const Map *m, int (*a)(int), int (*b)(int), double w, unsigned c, double alpha)
{
  cairo_push_group(cr);
  cairo_new_path(cr);
  edges_path(cr, m, a, b);
  cairo_set_line_width(cr, w);
  rgb(cr, c);
  cairo_stroke(cr);
  cairo_pop_group_to_source(cr);
  cairo_paint_with_alpha(cr, alpha);
}

/* A line along the sides between a and b squares (in the current dash and cap). */
static void edges_line(cairo_t *cr, const Map *m, int (*a)(int), int (*b)(int), double w, unsigned c, double alpha)
{
  cairo_new_path(cr);
  edges_path(cr, m, a, b);
  cairo_set_line_width(cr, w);
  rgba(cr, c, alpha);
  cairo_stroke(cr);
}

/* ------------------------------------------------------------------ text */

/* The stroke font has capitals, digits and - only: accented letters are drawn as their letter and
 * an accent stroke. Returns the base letter, sets *accent (0 none, 1 acute, 2 grave, 3 circumflex,
 * 4 diaeresis, 5 cedilla, 6 tilde). */
static char next_glyph(const char **s, int *accent)
{
  const unsigned char *p = (const unsigned char *)*s;
  *accent = 0;
  if (p[0] < 0x80) {
    *s += 1;
    return (char)p[0];
  }
  if (p[0] == 0xC3 && p[1] >= 0x80 && p[1] < 0xC0) {
    unsigned c = 0xC0 + (p[1] & 0x3F);
    *s += 2;
    if (c >= 0xE0) c -= 0x20;
    static const struct { unsigned c; char b; int a; } tab[] = {
      { 0xC0, 'A', 2 }, { 0xC1, 'A', 1 }, { 0xC2, 'A', 3 }, { 0xC3, 'A', 6 }, { 0xC4, 'A', 4 }, { 0xC5, 'A', 0 },
      { 0xC7, 'C', 5 }, { 0xC8, 'E', 2 }, { 0xC9, 'E', 1 }, { 0xCA, 'E', 3 }, { 0xCB, 'E', 4 }, { 0xCC, 'I', 2 },
      { 0xCD, 'I', 1 }, { 0xCE, 'I', 3 }, { 0xCF, 'I', 4 }, { 0xD1, 'N', 6 }, { 0xD2, 'O', 2 }, { 0xD3, 'O', 1 },
      { 0xD4, 'O', 3 }, { 0xD5, 'O', 6 }, { 0xD6, 'O', 4 }, { 0xD9, 'U', 2 }, { 0xDA, 'U', 1 }, { 0xDB, 'U', 3 },
      { 0xDC, 'U', 4 }, { 0xDD, 'Y', 1 },
    };
    for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
      if (tab[i].c == c) {
        *accent = tab[i].a;
        return tab[i].b;
      }
    return ' ';
  }
  /* any other multi-byte sequence: skip it */
  *s += 1;
  while ((**s & 0xC0) == 0x80) *s += 1;
  return ' ';
}

static int glyph_count(const char *t)
{
  int n = 0, a;
  while (*t) {
    next_glyph(&t, &a);
    n++;
  }
  return n;
}

static double text_width(const char *t, double h, double sp)
{
  int n = glyph_count(t);
  return n ? n * (h + sp) - h / 3.0 - sp : 0;
}

/* Strokes of text with its top-left corner at (x, y), cap height h, extra letter spacing sp. */
static void text_path(cairo_t *cr, const char *t, double x, double y, double h, double sp)
{
  double u = h / 6.0;
  while (*t) {
    int a;
    char c[2] = { next_glyph(&t, &a), 0 };
    font_path(cr, c, x, y, h);
    switch (a) {
    case 1: cairo_move_to(cr, x + 1.5 * u, y - 0.5 * u); cairo_line_to(cr, x + 2.7 * u, y - 1.7 * u); break;
    case 2: cairo_move_to(cr, x + 1.3 * u, y - 1.7 * u); cairo_line_to(cr, x + 2.5 * u, y - 0.5 * u); break;
    case 3:
      cairo_move_to(cr, x + 0.9 * u, y - 0.5 * u);
      cairo_line_to(cr, x + 2 * u, y - 1.6 * u);
      cairo_line_to(cr, x + 3.1 * u, y - 0.5 * u);
      break;
    case 4:
      cairo_move_to(cr, x + 1 * u, y - 1.3 * u); cairo_line_to(cr, x + 1 * u, y - 0.6 * u);
      cairo_move_to(cr, x + 3 * u, y - 1.3 * u); cairo_line_to(cr, x + 3 * u, y - 0.6 * u);
      break;
    case 5: cairo_move_to(cr, x + 2 * u, y + 6 * u); cairo_line_to(cr, x + 2 * u, y + 7 * u); cairo_line_to(cr, x + 1.2 * u, y + 7.6 * u); break;
    case 6:
      cairo_move_to(cr, x + 0.6 * u, y - 0.6 * u);
      cairo_curve_to(cr, x + 1.2 * u, y - 1.8 * u, x + 2.4 * u, y - 0.2 * u, x + 3.4 * u, y - 1.4 * u);
      break;
    default: break;
    }
    x += h + sp;
  }
}

/* Text centred on (cx, cy): a halo (unless halo_w is 0) then the letters. */
static void text_draw(cairo_t *cr, const char *t, double cx, double cy, double h, double sp, double lw, unsigned fg,
                      unsigned halo, double halo_w, double alpha)
{
  double w = text_width(t, h, sp);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  if (halo_w > 0) {
    cairo_new_path(cr);
    text_path(cr, t, cx - w / 2, cy - h / 2, h, sp);
    cairo_set_line_width(cr, lw + halo_w);
    rgba(cr, halo, alpha * 0.85);
    cairo_stroke(cr);
  }
  cairo_new_path(cr);
  text_path(cr, t, cx - w / 2, cy - h / 2, h, sp);
  cairo_set_line_width(cr, lw);
  rgba(cr, fg, alpha);
  cairo_stroke(cr);
}

/* A name on a small ribbon (towns, start squares, cities); a long name with a space or hyphen
 * goes on two lines. */
static void ribbon(cairo_t *cr, const char *t, double cx, double cy, double h, unsigned fill, unsigned ink, double max_w)
{
  char line[2][64];
  int nl = 1;
  snprintf(line[0], sizeof line[0], "%s", t);
  double sp = h * 0.12, w = text_width(t, h, sp);
  if (w > max_w) {
    int len = (int)strlen(t), best = -1;
    for (int i = 1; i + 1 < len; i++)
      if ((t[i] == ' ' || t[i] == '-') && (best < 0 || abs(i - len / 2) < abs(best - len / 2))) best = i;
    if (best > 0) {
      nl = 2;
      snprintf(line[0], sizeof line[0], "%.*s", t[best] == '-' ? best + 1 : best, t);
      snprintf(line[1], sizeof line[1], "%s", t + best + 1);
      double w0 = text_width(line[0], h, sp), w1 = text_width(line[1], h, sp);
      w = w0 > w1 ? w0 : w1;
    }
  }
  if (w > max_w) {
    h *= max_w / w;
    sp *= max_w / w;
    w = max_w;
  }
  double pw = w + h * 1.3, ph = h * (nl == 2 ? 3.3 : 1.9), x0 = cx - pw / 2, y0 = cy - ph / 2, r = h * 0.53;
  /* swallow tails */
  for (int k = 0; k < 2; k++) {
    double ex = k ? x0 + pw - h * 0.2 : x0 + h * 0.2, dir = k ? 1 : -1, ty = cy - h * 0.95;
    cairo_move_to(cr, ex, ty + h * 0.48);
    cairo_line_to(cr, ex + dir * h * 0.9, ty + h * 0.57);
    cairo_line_to(cr, ex + dir * h * 0.55, ty + h * 1.18);
    cairo_line_to(cr, ex + dir * h * 0.9, ty + h * 1.8);
    cairo_line_to(cr, ex, ty + h * 1.71);
    cairo_close_path(cr);
  }
  fill_outline(cr, shade(fill, 0.78), C_OUTLINE, 1.0 * PXL);
  rounded_rect(cr, x0 + 1.5 * PXL, y0 + 1.5 * PXL, x0 + 1.5 * PXL + pw, y0 + 1.5 * PXL + ph, r);
  rgba(cr, 0x000000, 0.28);
  cairo_fill(cr);
  rounded_rect(cr, x0, y0, x0 + pw, y0 + ph, r);
  fill_outline(cr, fill, C_OUTLINE, 1.1 * PXL);
  for (int i = 0; i < nl; i++)
    text_draw(cr, line[i], cx, nl == 1 ? cy : cy + (i ? 0.68 : -0.68) * h, h, sp, h * 0.17, ink, 0, 0, 1);
}

/* ------------------------------------------------------------------ small pictures */

static void paint_peak(cairo_t *cr, double x, double y, double w, double h, int snow)
{
  /* (x, y): foot in the middle */
  cairo_move_to(cr, x - w / 2, y);
  cairo_line_to(cr, x, y - h);
  cairo_line_to(cr, x + w / 2, y);
  cairo_close_path(cr);
  rgb(cr, 0xb7a27a);
  cairo_fill(cr);
  cairo_move_to(cr, x, y - h);
  cairo_line_to(cr, x + w / 2, y);
  cairo_line_to(cr, x + w * 0.08, y);
  cairo_close_path(cr);
  rgb(cr, 0x8c7756);
  cairo_fill(cr);
  if (snow) {
    cairo_move_to(cr, x - w * 0.16, y - h * 0.68);
    cairo_line_to(cr, x, y - h);
    cairo_line_to(cr, x + w * 0.16, y - h * 0.68);
    cairo_line_to(cr, x + w * 0.05, y - h * 0.74);
    cairo_line_to(cr, x - w * 0.04, y - h * 0.64);
    cairo_close_path(cr);
    rgb(cr, 0xf6f4ee);
    cairo_fill(cr);
  }
  cairo_move_to(cr, x - w / 2, y);
  cairo_line_to(cr, x, y - h);
  cairo_line_to(cr, x + w / 2, y);
  rgb(cr, C_OUTLINE);
  cairo_set_line_width(cr, 1.0 * PXL);
  cairo_stroke(cr);
}

static void roof(cairo_t *cr, P2 c, double w, double h, double ang, const unsigned colours[2])
{
  static const RoofStyle map_roof = { .shadow_dx = 1.2 * PXL, .shadow_dy = 1.5 * PXL, .shadow_a = 0.3,
                                      .ridge_w = 0.6 * PXL, .ridge_a = 0.5, .outline_w = 0.8 * PXL };
  paint_roof(cr, c, w, h, ang, colours[0], colours[1], &map_roof);
}

static void paint_tower(cairo_t *cr, P2 c, double r)
{
  rgba(cr, 0x000000, 0.25);
  cairo_arc(cr, c.x + r * 0.2, c.y + r * 0.25, r, 0, 2 * M_PI);
  cairo_fill(cr);
  rgb(cr, C_WALL);
  cairo_arc(cr, c.x, c.y, r, 0, 2 * M_PI);
  cairo_fill_preserve(cr);
  rgb(cr, C_WALL_DARK);
  cairo_set_line_width(cr, 1.0 * PXL);
  cairo_stroke(cr);
  cairo_pattern_t *g = cairo_pattern_create_radial(c.x - r * 0.25, c.y - r * 0.25, r * 0.05, c.x, c.y, r * 0.8);
  cairo_pattern_add_color_stop_rgb(g, 0, 0.86, 0.5, 0.36);
  cairo_pattern_add_color_stop_rgb(g, 1, 0.56, 0.24, 0.16);
  cairo_set_source(cr, g);
  cairo_arc(cr, c.x, c.y, r * 0.74, 0, 2 * M_PI);
  cairo_fill_preserve(cr);
  cairo_pattern_destroy(g);
  rgb(cr, C_OUTLINE);
  cairo_set_line_width(cr, 0.7 * PXL);
  cairo_stroke(cr);
}

/* A house seen from the front: (x, y) is the bottom-left corner of its wall. */
static void front_house(cairo_t *cr, double x, double y, double w, double h, unsigned wall, unsigned roofc)
{
  double rh = h * 0.85;
  rgba(cr, 0x142008, 0.3);
  cairo_rectangle(cr, x + 1.5 * PXL, y - h + 1.5 * PXL, w, h);
  cairo_fill(cr);
  fill_rect(cr, x, y - h, w, h, wall);
  fill_rect(cr, x + w * 0.18, y - h * 0.55, w * 0.22, h * 0.55, 0x4a2e18);
  fill_rect(cr, x + w * 0.56, y - h * 0.78, w * 0.24, h * 0.28, 0x35506a);
  rgb(cr, C_OUTLINE);
  cairo_set_line_width(cr, 0.9 * PXL);
  cairo_rectangle(cr, x, y - h, w, h);
  cairo_stroke(cr);
  cairo_move_to(cr, x - w * 0.12, y - h);
  cairo_line_to(cr, x + w * 0.5, y - h - rh);
  cairo_line_to(cr, x + w * 1.12, y - h);
  cairo_close_path(cr);
  fill_outline(cr, roofc, C_OUTLINE, -1);
}

/* A small town: a church and a few houses around (cx, cy), about s across. */
static void town_icon(cairo_t *cr, double cx, double cy, double s, Rng *rng)
{
  rgba(cr, 0xe6d3a2, 0.95);
  cairo_save(cr);
  cairo_translate(cr, cx, cy + s * 0.2);
  cairo_scale(cr, 1.0, 0.42);
  cairo_arc(cr, 0, 0, s * 0.5, 0, 2 * M_PI);
  cairo_restore(cr);
  cairo_fill_preserve(cr);
  rgba(cr, C_ROAD_EDGE, 0.8);
  cairo_set_line_width(cr, 0.8 * PXL);
  cairo_stroke(cr);
  static const unsigned roofs[4] = { 0xcf6a43, 0xc05a3c, 0xd27d4e, 0xb8563e };
  /* church: nave and tower with a spire */
  double tx = cx + s * 0.08, base = cy + s * 0.16;
  front_house(cr, tx - s * 0.02, base, s * 0.3, s * 0.2, 0xeee4cc, 0x9a4a34);
  rgba(cr, 0x142008, 0.3);
  cairo_rectangle(cr, tx - s * 0.1 + 1.5 * PXL, base - s * 0.42 + 1.5 * PXL, s * 0.12, s * 0.42);
  cairo_fill(cr);
  rgb(cr, 0xe8dcc0);
  cairo_rectangle(cr, tx - s * 0.1, base - s * 0.42, s * 0.12, s * 0.42);
  cairo_fill_preserve(cr);
  rgb(cr, C_OUTLINE);
  cairo_set_line_width(cr, 0.9 * PXL);
  cairo_stroke(cr);
  cairo_move_to(cr, tx - s * 0.12, base - s * 0.42);
  cairo_line_to(cr, tx - s * 0.04, base - s * 0.64);
  cairo_line_to(cr, tx + s * 0.04, base - s * 0.42);
  cairo_close_path(cr);
  fill_outline(cr, 0x6a5a7a, C_OUTLINE, -1);
  /* houses */
  static const double hx[3] = { -0.38, -0.2, 0.3 }, hy[3] = { 0.2, 0.32, 0.3 }, hw[3] = { 0.2, 0.22, 0.2 };
  for (int i = 0; i < 3; i++) {
    int ri = (int)(rnd(rng) * 4);
    front_house(cr, cx + s * hx[i], cy + s * hy[i], s * hw[i], s * 0.16, 0xf2e8d2, roofs[ri]);
  }
}

/* A bunch of grapes (wine colour) with a leaf. */
static void grapes(cairo_t *cr, double cx, double cy, double r, unsigned col)
{
  static const double g[7][2] = { { -1, 0 }, { 0, 0 }, { 1, 0 }, { -0.5, 0.85 }, { 0.5, 0.85 }, { 0, 1.7 }, { 0, -0.9 } };
  cairo_move_to(cr, cx + r * 0.2, cy - r * 1.2);
  cairo_curve_to(cr, cx + r * 1.6, cy - r * 2.2, cx + r * 2.4, cy - r * 0.9, cx + r * 1.3, cy - r * 0.6);
  cairo_close_path(cr);
  fill_outline(cr, 0x5c8e38, C_OUTLINE, 0.7 * PXL);
  for (int k = 0; k < 7; k++) {
    cairo_arc(cr, cx + g[k][0] * r, cy + g[k][1] * r, r * 0.58, 0, 2 * M_PI);
    fill_outline(cr, k == 6 ? shade(col, 1.0) : shade(col, 1.0 + 0.05 * k), 0x20141c, 0.7 * PXL);
  }
}

/* ------------------------------------------------------------------ layers */

static cairo_surface_t *base_layer(const Map *m, uint32_t seed)
{
  int W = m->w * PX, H = m->h * PX;
  /* distance from the land, in squares, for the colour of the sea */
  double dist[MAXD][MAXD];
  for (int y = 0; y < m->h; y++)
    for (int x = 0; x < m->w; x++) dist[y][x] = is_water(m->kind[y][x]) ? 9 : 0;
  for (int it = 0; it < 10; it++)
    for (int y = 0; y < m->h; y++)
      for (int x = 0; x < m->w; x++)
        for (int s = 0; s < 4; s++) {
          int nx = x + DX[s], ny = y + DY[s];
          if (nx < 0 || ny < 0 || nx >= m->w || ny >= m->h) continue;
          if (dist[ny][nx] + 1 < dist[y][x]) dist[y][x] = dist[ny][nx] + 1;
        }
  cairo_surface_t *img = cairo_image_surface_create(CAIRO_FORMAT_RGB24, W, H); /* opaque: written as RGB */
  unsigned char *d = cairo_image_surface_get_data(img);
  int stride = cairo_image_surface_get_stride(img);
  for (int py = 0; py < H; py++)
    for (int px = 0; px < W; px++) {
      int sx = px / PX, sy = py / PX, k = m->kind[sy][sx];
      double n = fbm(px, py, seed) - 0.5, n2 = fbm(px + 0.5, py + 0.5, seed + 7) - 0.5;
      double r, g, b;
      if (is_water(k)) {
        double fx = (px + 0.5) / PX - 0.5, fy = (py + 0.5) / PX - 0.5;
        int x0 = (int)floor(fx), y0 = (int)floor(fy);
        double tx = fx - x0, ty = fy - y0, v[4];
        for (int q = 0; q < 4; q++) {
          int xx = x0 + (q & 1), yy = y0 + (q >> 1);
          if (xx < 0) xx = 0;
          if (yy < 0) yy = 0;
          if (xx >= m->w) xx = m->w - 1;
          if (yy >= m->h) yy = m->h - 1;
          v[q] = is_water(m->kind[yy][xx]) ? dist[yy][xx] : (m->kind[yy][xx] == K_ABROAD ? 1.5 : 0);
        }
        double dd = (v[0] * (1 - tx) + v[1] * tx) * (1 - ty) + (v[2] * (1 - tx) + v[3] * tx) * ty;
        double t = (dd - 0.4) / 3.5;
        if (t < 0) t = 0;
        if (t > 1) t = 1;
        r = 150 + (92 - 150) * t + n * 16 + n2 * 6;
        g = 196 + (142 - 196) * t + n * 16;
        b = 212 + (184 - 212) * t + n * 12 - n2 * 4;
      } else if (k == K_ABROAD) {
        r = 226 + n * 18 + n2 * 6;
        g = 215 + n * 16;
        b = 186 + n * 12 - n2 * 6;
      } else {
        r = 190 + n * 22 + n2 * 14;
        g = 204 + n * 18;
        b = 142 + n * 12 - n2 * 10;
      }
      unsigned char *p = d + py * stride + px * 4;
      p[0] = (unsigned char)(b < 0 ? 0 : b > 255 ? 255 : b);
      p[1] = (unsigned char)(g < 0 ? 0 : g > 255 ? 255 : g);
      p[2] = (unsigned char)(r < 0 ? 0 : r > 255 ? 255 : r);
      p[3] = 255;
    }
  cairo_surface_mark_dirty(img);
  return img;
}

static cairo_surface_t *stone_layer(const Map *m, uint32_t seed)
{
  int W = m->w * PX, H = m->h * PX;
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, W, H);
  unsigned char *d = cairo_image_surface_get_data(s);
  int stride = cairo_image_surface_get_stride(s);
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      double n = fbm(x * 2.0, y * 2.0, seed + 71) - 0.5, j = lattice(x, y, 0, seed + 5) - 0.5;
      double joint = ((x % 5) == 0 || (((y + (x / 5) * 2) % 4) == 0)) ? -7 : 0;
      put_stone(d + y * stride + x * 4, n, j, joint);
    }
  cairo_surface_mark_dirty(s);
  return s;
}

static int k_abroad(int k) { return k == K_ABROAD; }
static int k_sea(int k) { return k == K_SEA; }

static void paint_abroad(cairo_t *cr, const Map *m)
{
  clip_region(cr, m, k_abroad);
  cairo_set_line_width(cr, 1.0 * PXL);
  rgba(cr, 0x8a7450, 0.13);
  for (double t = -m->h; t < m->w; t += 0.125) {
    cairo_move_to(cr, t, 0);
    cairo_line_to(cr, t + m->h, m->h);
  }
  cairo_stroke(cr);
  cairo_restore(cr);
}

/* Gentle waves: small double arcs scattered over the open sea. */
static void wave_mark(cairo_t *cr, double x, double y, double w)
{
  cairo_move_to(cr, x - w, y);
  cairo_curve_to(cr, x - w * 0.7, y - w * 0.45, x - w * 0.3, y - w * 0.45, x, y);
  cairo_curve_to(cr, x + w * 0.3, y - w * 0.45, x + w * 0.7, y - w * 0.45, x + w, y);
}

static void paint_sea(cairo_t *cr, const Map *m, Rng *rng)
{
  clip_region(cr, m, k_sea);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  for (int y = 0; y < m->h; y++)
    for (int x = 0; x < m->w; x++) {
      if (m->kind[y][x] != K_SEA) continue;
      for (int i = 0; i < 2; i++) {
        double wx = x + rndr(rng, 0.15, 0.85);
        double wy = y + rndr(rng, 0.2, 0.9);
        double ww = rndr(rng, 0.07, 0.12);
        if (rnd(rng) < 0.3) continue;
        cairo_new_path(cr);
        wave_mark(cr, wx, wy, ww);
        cairo_set_line_width(cr, 1.4 * PXL);
        rgba(cr, 0xf4fbff, 0.45);
        cairo_stroke(cr);
        cairo_new_path(cr);
        wave_mark(cr, wx + 0.02, wy + 0.035, ww * 0.8);
        cairo_set_line_width(cr, 1.0 * PXL);
        rgba(cr, 0x2c5878, 0.22);
        cairo_stroke(cr);
      }
    }
  cairo_restore(cr);
}

static void catmull_path(cairo_t *cr, const P2 *p, int n)
{
  if (n < 2) return;
  cairo_move_to(cr, p[0].x, p[0].y);
  for (int i = 0; i + 1 < n; i++) {
    P2 a = p[i > 0 ? i - 1 : 0], b = p[i], c = p[i + 1], d = p[i + 2 < n ? i + 2 : n - 1];
    cairo_curve_to(cr, b.x + (c.x - a.x) / 6, b.y + (c.y - a.y) / 6, c.x - (d.x - b.x) / 6, c.y - (d.y - b.y) / 6, c.x, c.y);
  }
}

static void paint_decor(cairo_t *cr, const Map *m, Rng *rng)
{
  for (int i = 0; i < m->ndecor; i++) {
    const Decor *d = &m->decor[i];
    int forest = strcmp(d->kind, "forest") == 0, hills = strcmp(d->kind, "hills") == 0;
    int mountains = strcmp(d->kind, "mountains") == 0;
    if (!forest && !hills && !mountains) continue;
    cairo_push_group(cr);
    for (int s = 0; s < d->n; s++) {
      int x = d->sq[s][0], y = d->sq[s][1];
      if (!is_playable(kind_at(m, x, y))) continue;
      if (forest) {
        for (int t = 0; t < 6; t++) {
          double tx = x + rndr(rng, 0.18, 0.82);
          double ty = y + rndr(rng, 0.22, 0.85);
          double tr = rndr(rng, 0.06, 0.085);
          paint_tree(cr, (P2){ tx, ty }, tr);
        }
      } else {
        int np = mountains ? 3 : 2;
        for (int t = 0; t < np; t++) {
          double px = x + 0.22 + t * (0.56 / (np - 1)) + rndr(rng, -0.06, 0.06);
          double py = y + (t % 2 ? 0.78 : 0.6) + rndr(rng, -0.05, 0.05);
          double pw = mountains ? rndr(rng, 0.3, 0.4) : rndr(rng, 0.32, 0.42);
          double ph = mountains ? rndr(rng, 0.26, 0.36) : rndr(rng, 0.1, 0.15);
          paint_peak(cr, px, py, pw, ph, mountains && ph > 0.3);
        }
      }
    }
    cairo_pop_group_to_source(cr);
    cairo_paint_with_alpha(cr, forest ? 0.55 : 0.62);
  }
}

static void paint_rivers(cairo_t *cr, const Map *m)
{
  clip_region(cr, m, is_landish);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  for (int i = 0; i < m->nriver; i++) {
    cairo_new_path(cr);
    catmull_path(cr, m->river[i].p, m->river[i].n);
    cairo_set_line_width(cr, 5.0 * PXL);
    rgba(cr, 0x4f86a8, 0.55);
    cairo_stroke_preserve(cr);
    cairo_set_line_width(cr, 3.0 * PXL);
    rgba(cr, 0x9fcbe2, 0.9);
    cairo_stroke(cr);
  }
  cairo_restore(cr);
}

static void paint_grid(cairo_t *cr, const Map *m)
{
  cairo_new_path(cr);
  for (int y = 0; y < m->h; y++)
    for (int x = 0; x < m->w; x++) {
      if (!is_playable(m->kind[y][x])) continue;
      if (is_playable(kind_at(m, x + 1, y))) {
        cairo_move_to(cr, x + 1, y);
        cairo_line_to(cr, x + 1, y + 1);
      }
      if (is_playable(kind_at(m, x, y + 1))) {
        cairo_move_to(cr, x, y + 1);
        cairo_line_to(cr, x + 1, y + 1);
      }
    }
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_width(cr, 1.2 * PXL);
  rgba(cr, 0x4a5e2c, 0.28);
  cairo_stroke(cr);
  /* small crosses at the corners, like a printed grid */
  cairo_new_path(cr);
  for (int y = 1; y < m->h; y++)
    for (int x = 1; x < m->w; x++) {
      if (!is_playable(m->kind[y][x]) || !is_playable(m->kind[y - 1][x]) || !is_playable(m->kind[y][x - 1]) ||
          !is_playable(m->kind[y - 1][x - 1]))
        continue;
      cairo_move_to(cr, x - 0.06, y);
      cairo_line_to(cr, x + 0.06, y);
      cairo_move_to(cr, x, y - 0.06);
      cairo_line_to(cr, x, y + 0.06);
    }
  cairo_set_line_width(cr, 1.6 * PXL);
  rgba(cr, 0x3a4a20, 0.35);
  cairo_stroke(cr);
}

static void paint_coasts(cairo_t *cr, const Map *m)
{
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
  /* foam and shallows on the water side */
  clip_region(cr, m, is_water);
  static const double fw[3] = { 0.34, 0.18, 0.07 };
  static const double fa[3] = { 0.18, 0.25, 0.55 };
  for (int i = 0; i < 3; i++) edges_band(cr, m, is_landish, is_water, fw[i], i == 2 ? 0xfafcf4 : 0xcfe8ea, fa[i]);
  cairo_restore(cr);
  /* sand on the land side */
  clip_region(cr, m, is_landish);
  edges_band(cr, m, is_landish, is_water, 0.1, 0xe9dba8, 0.85);
  cairo_restore(cr);
  edges_line(cr, m, is_landish, is_water, 1.6 * PXL, 0x3c5a64, 0.9);
  /* the land border: a tinted band abroad and a dash-dot line */
  clip_region(cr, m, k_abroad);
  edges_band(cr, m, is_landish, k_abroad, 0.22, 0xc98a6a, 0.35);
  cairo_restore(cr);
  double dash[4] = { 0.12, 0.05, 0.02, 0.05 };
  cairo_set_dash(cr, dash, 4, 0);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  edges_line(cr, m, is_landish, k_abroad, 2.2 * PXL, 0x6a3a2a, 0.85);
  cairo_set_dash(cr, NULL, 0, 0);
  /* sea along abroad: a plain coast line */
  edges_line(cr, m, k_abroad, is_water, 1.2 * PXL, 0x3c5a64, 0.6);
  /* national borders inside the map */
  if (m->has_country) {
    cairo_new_path(cr);
    for (int y = 0; y < m->h; y++)
      for (int x = 0; x < m->w; x++) {
        char c = m->country[y][x];
        if (!is_landish(m->kind[y][x]) || c == '.' || c == 0) continue;
        if (x + 1 < m->w && is_landish(m->kind[y][x + 1]) && m->country[y][x + 1] != c && m->country[y][x + 1] != '.') {
          cairo_move_to(cr, x + 1, y);
          cairo_line_to(cr, x + 1, y + 1);
        }
        if (y + 1 < m->h && is_landish(m->kind[y + 1][x]) && m->country[y + 1][x] != c && m->country[y + 1][x] != '.') {
          cairo_move_to(cr, x, y + 1);
          cairo_line_to(cr, x + 1, y + 1);
        }
      }
    cairo_path_t *path = cairo_copy_path(cr);
    cairo_set_line_width(cr, 5.0 * PXL);
    rgba(cr, 0xd9a07a, 0.45);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
    cairo_stroke(cr);
    cairo_append_path(cr, path);
    cairo_path_destroy(path);
    cairo_set_line_width(cr, 2.0 * PXL);
    rgba(cr, 0x6a3a2a, 0.85);
    cairo_set_dash(cr, dash, 4, 0);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_stroke(cr);
    cairo_set_dash(cr, NULL, 0, 0);
  }
}

/* Dikes (a road on an embankment across the water), e.g. the Afsluitdijk. */
static void paint_dikes(cairo_t *cr, const Map *m)
{
  for (int i = 0; i < m->ndecor; i++) {
    const Decor *d = &m->decor[i];
    if (strcmp(d->kind, "dike") != 0 || d->npt < 2) continue;
    static const double w[3] = { 0.12, 0.09, 0.035 };
    static const unsigned c[3] = { 0x3c5a64, 0x9a9a72, C_ROAD };
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    for (int pass = 0; pass < 3; pass++) {
      cairo_new_path(cr);
      for (int k = 0; k < d->npt; k++) k ? cairo_line_to(cr, d->pt[k].x, d->pt[k].y) : cairo_move_to(cr, d->pt[k].x, d->pt[k].y);
      cairo_set_line_width(cr, w[pass]);
      rgb(cr, c[pass]);
      cairo_stroke(cr);
    }
  }
}

static void paint_wave_squares(cairo_t *cr, const Map *m)
{
  for (int y = 0; y < m->h; y++)
    for (int x = 0; x < m->w; x++) {
      if (m->kind[y][x] != K_WAVES) continue;
      cairo_save(cr);
      cairo_rectangle(cr, x, y, 1, 1);
      cairo_clip(cr);
      rgba(cr, 0x3f7aa6, 0.35);
      cairo_paint(cr);
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
      for (int r = 0; r < 5; r++) {
        double wy = y + 0.14 + r * 0.185, ph = (r % 2) * 0.125;
        cairo_new_path(cr);
        cairo_move_to(cr, x - 0.25 + ph, wy);
        for (double wx = x - 0.25 + ph; wx < x + 1.1; wx += 0.25) {
          cairo_curve_to(cr, wx + 0.06, wy - 0.07, wx + 0.12, wy - 0.07, wx + 0.14, wy - 0.01);
          cairo_curve_to(cr, wx + 0.17, wy + 0.05, wx + 0.21, wy + 0.04, wx + 0.25, wy);
        }
        cairo_set_line_width(cr, 4.5 * PXL);
        rgba(cr, 0x1f4a6a, 0.75);
        cairo_stroke_preserve(cr);
        cairo_set_line_width(cr, 2.2 * PXL);
        rgb(cr, 0xf4fbff);
        cairo_stroke(cr);
      }
      cairo_restore(cr);
      cairo_rectangle(cr, x + 0.05, y + 0.05, 0.9, 0.9);
      double dash[2] = { 0.06, 0.05 };
      cairo_set_dash(cr, dash, 2, 0);
      cairo_set_line_width(cr, 1.4 * PXL);
      rgba(cr, 0xf4fbff, 0.8);
      cairo_stroke(cr);
      cairo_set_dash(cr, NULL, 0, 0);
    }
}

static void paint_islands(cairo_t *cr, const Map *m, Rng *rng)
{
  for (int i = 0; i < m->r->nislands; i++) {
    const map_island *is = &m->r->island[i];
    const char *name = m->island_name[i];
    unsigned col = map_colour(is->color, 0x8a8a8a);
    double x0 = is->square[0].x < is->square[1].x ? is->square[0].x : is->square[1].x;
    double y0 = is->square[0].y < is->square[1].y ? is->square[0].y : is->square[1].y;
    double w = is->square[0].x != is->square[1].x ? 2 : 1, h = is->square[0].y != is->square[1].y ? 2 : 1;
    /* an irregular island: an ellipse-like loop with noise */
    double cx = x0 + w / 2, cy = y0 + h / 2, rx = w / 2 - 0.04, ry = h / 2 - 0.04;
    P2 loop[48];
    double ca = 1, sa = 0; /* the unit circle by rotation (no trigonometry of constants) */
    for (int k = 0; k < 48; k++) {
      double f = 1 + rndr(rng, -0.05, 0.05);
      /* a squarer loop than an ellipse, so the stack places fit */
      double sx = ca >= 0 ? sqrt(ca) : -sqrt(-ca), sy = sa >= 0 ? sqrt(sa) : -sqrt(-sa);
      loop[k].x = cx + rx * f * sx;
      loop[k].y = cy + ry * f * sy;
      double nc = ca * 0.99144486137381041 - sa * 0.13052619222005157;
      sa = sa * 0.99144486137381041 + ca * 0.13052619222005157;
      ca = nc;
    }
    for (int pass = 0; pass < 3; pass++) {
      cairo_new_path(cr);
      double sc = pass == 0 ? 1.0 : pass == 1 ? 0.94 : 0.8;
      for (int k = 0; k < 48; k++) {
        double px = cx + (loop[k].x - cx) * sc, py = cy + (loop[k].y - cy) * sc;
        if (k == 0) cairo_move_to(cr, px, py);
        else cairo_line_to(cr, px, py);
      }
      cairo_close_path(cr);
      if (pass == 0) {
        rgba(cr, 0xfafcf4, 0.6);
        cairo_set_line_width(cr, 4.0 * PXL);
        cairo_stroke_preserve(cr);
        rgb(cr, 0xe9dba8);
        cairo_fill_preserve(cr);
        rgba(cr, 0x3c5a64, 0.9);
        cairo_set_line_width(cr, 1.4 * PXL);
        cairo_stroke(cr);
      } else if (pass == 1) {
        rgb(cr, 0xd9c990);
        cairo_fill(cr);
      } else {
        rgb(cr, 0xa8bf78);
        cairo_fill(cr);
      }
    }
    /* dune grass */
    cairo_set_line_width(cr, 1.0 * PXL);
    for (int k = 0; k < 40; k++) {
      double gx = cx + rndr(rng, -0.75, 0.75) * rx;
      double gy = cy + rndr(rng, -0.75, 0.75) * ry;
      cairo_move_to(cr, gx, gy);
      cairo_line_to(cr, gx + rndr(rng, -0.02, 0.02), gy - 0.04);
      rgba(cr, 0x56702e, 0.6);
      cairo_stroke(cr);
    }
    /* the stack places in the island's colour */
    for (int s = 0; s < 2; s++) {
      double sx = is->square[s].x + 0.17, sy = is->square[s].y + 0.17, sw = 0.66, r = 0.09;
      rounded_rect(cr, sx, sy, sx + sw, sy + sw, r);
      rgba(cr, col, 0.55);
      cairo_fill_preserve(cr);
      rgb(cr, shade(col, 0.6));
      cairo_set_line_width(cr, 2.5 * PXL);
      cairo_stroke(cr);
      /* a little stack of tiles */
      for (int k = 2; k >= 0; k--) {
        double tx = sx + 0.2 + k * 0.035, ty = sy + 0.2 - k * 0.035;
        rounded_rect(cr, tx, ty, tx + 0.22, ty + 0.22, 0.025);
        fill_outline(cr, k ? 0xd8c8a0 : 0x8fb05a, C_OUTLINE, 0.9 * PXL);
      }
    }
    if (name[0]) {
      double lx = cx, ly = y0 - 0.16;
      if (h > 1) {
        lx = x0 - 0.05;
        ly = cy;
        cairo_save(cr);
        cairo_translate(cr, lx, ly);
        cairo_rotate(cr, -M_PI / 2);
        text_draw(cr, name, 0, 0, 0.15, 0.03, 1.6 * PXL, C_SEA_INK, 0xe8f4f6, 2.4 * PXL, 1);
        cairo_restore(cr);
      } else {
        text_draw(cr, name, lx, ly, 0.15, 0.03, 1.6 * PXL, C_SEA_INK, 0xe8f4f6, 2.4 * PXL, 1);
      }
    }
  }
}

/* ------------------------------------------------------------------ large cities */

typedef struct { double x, y; int wall; } PV; /* vertex; wall: whether the side from it to the next is walled */

static int in_city(const map_city *c, int x, int y)
{
  for (int i = 0; i < c->nsquares; i++)
    if (c->square[i].x == x && c->square[i].y == y) return 1;
  return 0;
}

static int city_open(const map_city *c, int x, int y, int s)
{
  for (int i = 0; i < c->nopen; i++)
    if (c->open[i].at.x == x && c->open[i].at.y == y && c->open[i].side == s) return 1;
  return 0;
}

/* The outline of the city's squares, clockwise, walled sides inset by `inset`, open sides on the edge. */
static int city_outline(const map_city *c, double inset, PV *out)
{
  int ex[64], ey[64], edx[64], edy[64], eoff[64], n = 0;
  for (int i = 0; i < c->nsquares; i++) {
    int x = c->square[i].x, y = c->square[i].y;
    for (int s = 0; s < 4 && n < 64; s++) {
      if (in_city(c, x + DX[s], y + DY[s])) continue;
      static const int sx[4] = { 0, 1, 1, 0 }, sy[4] = { 0, 0, 1, 1 };
      ex[n] = x + sx[s];
      ey[n] = y + sy[s];
      edx[n] = DX[(s + 1) % 4];
      edy[n] = DY[(s + 1) % 4];
      eoff[n] = !city_open(c, x, y, s);
      n++;
    }
  }
  /* chain the unit sides into a loop */
  int order[64], used[64] = { 0 };
  order[0] = 0;
  used[0] = 1;
  for (int k = 1; k < n; k++) {
    int px = ex[order[k - 1]] + edx[order[k - 1]], py = ey[order[k - 1]] + edy[order[k - 1]], nx = -1;
    for (int e = 0; e < n; e++)
      if (!used[e] && ex[e] == px && ey[e] == py) nx = e;
    if (nx < 0) return 0;
    order[k] = nx;
    used[nx] = 1;
  }
  /* start where the direction or the kind changes, then merge runs */
  int st = 0;
  for (int k = 0; k < n; k++) {
    int a = order[(k + n - 1) % n], b = order[k];
    if (edx[a] != edx[b] || edy[a] != edy[b] || eoff[a] != eoff[b]) {
      st = k;
      break;
    }
  }
  int mx[64], my[64], mdx[64], mdy[64], moff[64], mlen[64], M = 0;
  for (int k = 0; k < n; k++) {
    int e = order[(st + k) % n];
    if (M > 0 && mdx[M - 1] == edx[e] && mdy[M - 1] == edy[e] && moff[M - 1] == eoff[e]) {
      mlen[M - 1]++;
      continue;
    }
    mx[M] = ex[e];
    my[M] = ey[e];
    mdx[M] = edx[e];
    mdy[M] = edy[e];
    moff[M] = eoff[e];
    mlen[M] = 1;
    M++;
  }
  int nv = 0;
  for (int j = 0; j < M; j++) {
    int i = (j + M - 1) % M;
    double nix = -mdy[i], niy = mdx[i], njx = -mdy[j], njy = mdx[j];
    double oi = moff[i] * inset, oj = moff[j] * inset;
    double px = mx[j], py = my[j];
    if (mdx[i] * mdx[j] + mdy[i] * mdy[j] == 0) {
      out[nv++] = (PV){ px + nix * oi + njx * oj, py + niy * oi + njy * oj, moff[j] };
    } else { /* same direction, a step between a walled and an open side */
      out[nv++] = (PV){ px + nix * oi, py + niy * oi, 1 };
      out[nv++] = (PV){ px + njx * oj, py + njy * oj, moff[j] };
    }
  }
  return nv;
}

static int point_in_poly(const PV *v, int n, double x, double y)
{
  int c = 0;
  for (int i = 0, j = n - 1; i < n; j = i++)
    if ((v[i].y > y) != (v[j].y > y) && x < (v[j].x - v[i].x) * (y - v[i].y) / (v[j].y - v[i].y) + v[i].x) c = !c;
  return c;
}

static double seg_dist(double px, double py, double ax, double ay, double bx, double by)
{
  double vx = bx - ax, vy = by - ay, l = vx * vx + vy * vy, t = l > 0 ? ((px - ax) * vx + (py - ay) * vy) / l : 0;
  if (t < 0) t = 0;
  if (t > 1) t = 1;
  return hypot(px - (ax + t * vx), py - (ay + t * vy));
}

/* Roofs on a jittered grid inside the polygon, clear of its walls and of the spots to keep free. */
static void city_roofs(cairo_t *cr, const PV *v, int n, const P2 *keep, int nkeep, double keep_r, Rng *rng)
{
  double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
  for (int i = 0; i < n; i++) {
    if (v[i].x < x0) x0 = v[i].x;
    if (v[i].y < y0) y0 = v[i].y;
    if (v[i].x > x1) x1 = v[i].x;
    if (v[i].y > y1) y1 = v[i].y;
  }
  double sp = 0.105;
  int row = 0;
  for (double gy = y0 + sp * 0.55; gy < y1; gy += sp, row++)
    for (double gx = x0 + sp * 0.5 + (row % 2) * sp * 0.5; gx < x1; gx += sp) {
      double jx = rndr(rng, -0.015, 0.015);
      double jy = rndr(rng, -0.015, 0.015);
      double w = rndr(rng, 0.08, 0.098), h = rndr(rng, 0.052, 0.062);
      int ri = (int)(rnd(rng) * 8);
      double jit = rndr(rng, -0.1, 0.1);
      int turn = rnd(rng) < 0.2;
      P2 c = { gx + jx, gy + jy };
      if (!point_in_poly(v, n, c.x, c.y)) continue;
      double need = hypot(w, h) / 2 + 0.01, dmin = 1e9;
      int best = 0;
      for (int i = 0; i < n; i++) {
        const PV *a = &v[i], *b = &v[(i + 1) % n];
        double dd = seg_dist(c.x, c.y, a->x, a->y, b->x, b->y);
        if (a->wall && dd < need + 0.03) dmin = -1;
        if (!a->wall && dd < need * 0.5) dmin = -1;
        if (dmin >= 0 && dd < dmin) {
          dmin = dd;
          best = i;
        }
      }
      if (dmin < 0) continue;
      int skip = 0;
      for (int k = 0; k < nkeep; k++)
        if (hypot(c.x - keep[k].x, c.y - keep[k].y) < keep_r) skip = 1;
      if (skip) continue;
      double ang = atan2(v[(best + 1) % n].y - v[best].y, v[(best + 1) % n].x - v[best].x) + (turn ? M_PI / 2 : 0) + jit;
      roof(cr, c, w, h, ang, roof_colours[ri]);
    }
}

static void paint_large_city(cairo_t *cr, const Map *m, const map_city *c, cairo_surface_t *stone, Rng *rng)
{
  (void)m;
  PV v[80];
  const double inset = 0.1, wall_w = 0.075;
  int n = city_outline(c, inset, v);
  if (n < 3) die("%s: a large city's squares are not one piece", c->name);
  /* shadow of the walls on the land outside */
  cairo_save(cr);
  cairo_new_path(cr);
  cairo_rectangle(cr, -1, -1, m->w + 2, m->h + 2);
  for (int i = 0; i < n; i++) i ? cairo_line_to(cr, v[i].x, v[i].y) : cairo_move_to(cr, v[i].x, v[i].y);
  cairo_close_path(cr);
  cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_clip(cr);
  cairo_new_path(cr);
  for (int i = 0; i < n; i++)
    if (v[i].wall) {
      cairo_move_to(cr, v[i].x, v[i].y);
      cairo_line_to(cr, v[(i + 1) % n].x, v[(i + 1) % n].y);
    }
  cairo_set_line_width(cr, wall_w + 0.07);
  rgba(cr, 0x1c2a0c, 0.25);
  cairo_stroke(cr);
  cairo_restore(cr);
  /* paving */
  cairo_new_path(cr);
  for (int i = 0; i < n; i++) i ? cairo_line_to(cr, v[i].x, v[i].y) : cairo_move_to(cr, v[i].x, v[i].y);
  cairo_close_path(cr);
  set_texture(cr, stone, PX); /* pattern space is pixels, user space is squares */
  cairo_fill(cr);
  /* where the coats of arms and the name go */
  double cx = 0, cy = 0;
  for (int i = 0; i < c->nsquares; i++) {
    cx += c->square[i].x + 0.5;
    cy += c->square[i].y + 0.5;
  }
  cx /= c->nsquares;
  cy /= c->nsquares;
  P2 keep[20];
  int nkeep = 0;
  int order[16];
  for (int i = 0; i < c->nsquares; i++) order[i] = i;
  for (int i = 0; i < c->nsquares; i++) /* farthest squares from the name first */
    for (int j = i + 1; j < c->nsquares; j++) {
      double di = hypot(c->square[order[i]].x + 0.5 - cx, c->square[order[i]].y + 0.5 - cy);
      double dj = hypot(c->square[order[j]].x + 0.5 - cx, c->square[order[j]].y + 0.5 - cy);
      if (dj > di + 1e-9) {
        int t = order[i];
        order[i] = order[j];
        order[j] = t;
      }
    }
  int narms = c->arms;
  P2 shield[16];
  for (int k = 0; k < narms && k < 16; k++) {
    int q = order[k % c->nsquares];
    double sx = c->square[q].x + 0.5, sy = c->square[q].y + 0.55;
    if (k >= c->nsquares) sx += 0.22 * (k / c->nsquares);
    if (fabs(sy - cy) < 0.3 && fabs(sx - cx) < 0.8) sy = sy >= cy ? cy + 0.3 : cy - 0.3;
    shield[k] = (P2){ sx, sy };
    keep[nkeep++] = shield[k];
  }
  city_roofs(cr, v, n, keep, nkeep, 0.15, rng);
  /* walls */
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  for (int i = 0; i < n; i++) {
    if (!v[i].wall) continue;
    const PV *a = &v[i], *b = &v[(i + 1) % n];
    cairo_new_path(cr);
    cairo_move_to(cr, a->x, a->y);
    cairo_line_to(cr, b->x, b->y);
    stroke_wall(cr, wall_w, wall_w - 2.2 * PXL, wall_w * 0.3, 0.03, 0.022);
  }
  for (int i = 0; i < n; i++)
    if (v[i].wall || v[(i + n - 1) % n].wall) paint_tower(cr, (P2){ v[i].x, v[i].y }, 0.065);
  /* towers along long walls */
  for (int i = 0; i < n; i++) {
    const PV *a = &v[i], *b = &v[(i + 1) % n];
    double len = hypot(b->x - a->x, b->y - a->y);
    if (!a->wall || len < 1.2) continue;
    int k = (int)(len / 0.9);
    for (int t = 1; t <= k; t++) paint_tower(cr, (P2){ a->x + (b->x - a->x) * t / (k + 1), a->y + (b->y - a->y) * t / (k + 1) }, 0.05);
  }
  for (int k = 0; k < narms && k < 16; k++) paint_shield(cr, shield[k], 0.24, 0.08);
  ribbon(cr, c->name, cx, cy, 0.16, 0xf4ead0, 0x6a1e14, c->nsquares > 1 ? 1.9 : 0.95);
}

/* ------------------------------------------------------------------ border features */

static void road_stub(cairo_t *cr, double ax, double ay, double bx, double by, double fade_from)
{
  /* a tile road (light with darker edges) from a to b, fading out after fade_from (0..1) */
  cairo_push_group(cr);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  cairo_move_to(cr, ax, ay);
  cairo_line_to(cr, bx, by);
  cairo_set_line_width(cr, 0.12);
  rgb(cr, C_ROAD_EDGE);
  cairo_stroke(cr);
  cairo_move_to(cr, ax, ay);
  cairo_line_to(cr, bx, by);
  cairo_set_line_width(cr, 0.12 - 2 * 0.022);
  rgb(cr, C_ROAD);
  cairo_stroke(cr);
  cairo_pop_group_to_source(cr);
  if (fade_from >= 1) {
    cairo_paint(cr);
    return;
  }
  cairo_pattern_t *g = cairo_pattern_create_linear(ax, ay, bx, by);
  cairo_pattern_add_color_stop_rgba(g, 0, 0, 0, 0, 1);
  cairo_pattern_add_color_stop_rgba(g, fade_from, 0, 0, 0, 1);
  cairo_pattern_add_color_stop_rgba(g, 1, 0, 0, 0, 0);
  cairo_mask(cr, g);
  cairo_pattern_destroy(g);
}

static void jetty(cairo_t *cr, double x, double y, double ox, double oy, double len)
{
  /* planks from (x, y) along (ox, oy) */
  double px = -oy, py = ox;
  cairo_new_path(cr);
  cairo_move_to(cr, x + px * 0.07, y + py * 0.07);
  cairo_line_to(cr, x + px * 0.07 + ox * len, y + py * 0.07 + oy * len);
  cairo_line_to(cr, x - px * 0.07 + ox * len, y - py * 0.07 + oy * len);
  cairo_line_to(cr, x - px * 0.07, y - py * 0.07);
  cairo_close_path(cr);
  fill_outline(cr, 0xa87a4a, C_OUTLINE, 1.0 * PXL);
  cairo_set_line_width(cr, 0.8 * PXL);
  rgba(cr, 0x4a2e18, 0.7);
  for (double t = 0.04; t < len; t += 0.045) {
    cairo_move_to(cr, x + px * 0.07 + ox * t, y + py * 0.07 + oy * t);
    cairo_line_to(cr, x - px * 0.07 + ox * t, y - py * 0.07 + oy * t);
  }
  cairo_stroke(cr);
  /* a small sailing boat beside it */
  double bx = x + ox * len * 0.75 + px * 0.2, by = y + oy * len * 0.75 + py * 0.2;
  cairo_new_path(cr);
  cairo_move_to(cr, bx - 0.1, by);
  cairo_line_to(cr, bx + 0.1, by);
  cairo_line_to(cr, bx + 0.07, by + 0.045);
  cairo_line_to(cr, bx - 0.07, by + 0.045);
  cairo_close_path(cr);
  fill_outline(cr, 0x7a4a2a, C_OUTLINE, -1);
  cairo_new_path(cr);
  cairo_move_to(cr, bx, by - 0.005);
  cairo_line_to(cr, bx, by - 0.17);
  cairo_line_to(cr, bx + 0.09, by - 0.03);
  cairo_close_path(cr);
  fill_outline(cr, 0xf6f0e0, C_OUTLINE, -1);
}

static void border_label(cairo_t *cr, const Map *m, const char *name, double x, double y, int side, unsigned ink)
{
  if (!name[0]) return;
  double h = 0.14, sp = 0.02, w = text_width(name, h, sp);
  double cx = x, cy = y;
  if (side == 1) cx = x + w / 2;
  if (side == 3) cx = x - w / 2;
  if (side == 0) cy = y - h / 2;
  if (side == 2) cy = y + h / 2;
  if (cx - w / 2 < 0.08) cx = 0.08 + w / 2;
  if (cx + w / 2 > m->w - 0.08) cx = m->w - 0.08 - w / 2;
  if (cy < 0.15) cy = 0.15;
  if (cy > m->h - 0.15) cy = m->h - 0.15;
  text_draw(cr, name, cx, cy, h, sp, 1.5 * PXL, ink, 0xf4ecd8, 2.8 * PXL, 1);
}

static void paint_border(cairo_t *cr, const Map *m, int i, cairo_surface_t *stone, Rng *rng)
{
  const map_border *b = &m->r->border[i];
  const char *name = m->border_name[i];
  int s = b->side;
  double ox = DX[s], oy = DY[s], px = -oy, py = ox;
  double mx = b->at.x + 0.5 + ox * 0.5, my = b->at.y + 0.5 + oy * 0.5; /* middle of the edge */
  int beyond = kind_at(m, b->at.x + DX[s], b->at.y + DY[s]);
  int to_sea = beyond < 0 ? 0 : is_water(beyond);
  unsigned ink = to_sea ? C_SEA_INK : C_INK;
  if (b->feature != CARC_CITY) {
    if (to_sea) {
      road_stub(cr, mx, my, mx + ox * 0.12, my + oy * 0.12, 1);
      jetty(cr, mx + ox * 0.1, my + oy * 0.1, ox, oy, 0.3);
      if (s % 2) border_label(cr, m, name, mx + ox * 0.3, my - 0.3, 0, ink); /* above an east or west jetty */
      else border_label(cr, m, name, mx + 0.3, my + oy * 0.3, 1, ink);    /* beside a north or south one */
      return;
    }
    double len = b->arms ? 0.5 : 0.62;
    road_stub(cr, mx, my, mx + ox * len, my + oy * len, b->arms ? 1 : 0.45);
    if (b->arms) {
      /* a customs post: a barrier and the coat of arms */
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
      for (int k = 0; k < 4; k++) {
        cairo_move_to(cr, mx + ox * 0.22 + px * (-0.1 + k * 0.05), my + oy * 0.22 + py * (-0.1 + k * 0.05));
        cairo_line_to(cr, mx + ox * 0.22 + px * (-0.05 + k * 0.05), my + oy * 0.22 + py * (-0.05 + k * 0.05));
        cairo_set_line_width(cr, 0.028);
        rgb(cr, k % 2 ? 0xf4f0e8 : 0xc8302a);
        cairo_stroke(cr);
      }
      paint_shield(cr, (P2){ mx + ox * 0.6, my + oy * 0.6 }, 0.26, 0.08);
      border_label(cr, m, name, mx + ox * 0.82, my + oy * 0.86, s, ink);
    } else {
      border_label(cr, m, name, mx + ox * 0.72, my + oy * 0.72, s, ink);
    }
    return;
  }
  /* a city beyond the border: a city cap spanning the whole edge, as on a tile */
  double ax = mx - px * 0.5, ay = my - py * 0.5, bx = mx + px * 0.5, by = my + py * 0.5, dep = 0.5;
  cairo_new_path(cr);
  cairo_move_to(cr, ax, ay);
  cairo_curve_to(cr, ax + ox * dep, ay + oy * dep, bx + ox * dep, by + oy * dep, bx, by);
  cairo_close_path(cr);
  cairo_path_t *cap = cairo_copy_path(cr);
  set_texture(cr, stone, PX); /* pattern space is pixels, user space is squares */
  cairo_fill(cr);
  cairo_save(cr);
  cairo_append_path(cr, cap);
  cairo_clip(cr);
  for (int k = 0; k < 12; k++) {
    double t = rndr(rng, 0.15, 0.85);
    double d = rndr(rng, 0.04, 0.2);
    int ri = (int)(rnd(rng) * 8);
    double jit = rndr(rng, -0.15, 0.15);
    P2 c = { ax + (bx - ax) * t + ox * d, ay + (by - ay) * t + oy * d };
    if (b->arms && hypot(c.x - (mx + ox * 0.18), c.y - (my + oy * 0.18)) < 0.14) continue;
    roof(cr, c, 0.1, 0.065, atan2(py, px) + jit, roof_colours[ri]);
  }
  cairo_restore(cr);
  cairo_new_path(cr);
  cairo_move_to(cr, ax, ay);
  cairo_curve_to(cr, ax + ox * dep, ay + oy * dep, bx + ox * dep, by + oy * dep, bx, by);
  stroke_wall(cr, 0.07, 0.07 - 2.2 * PXL, 0.022, 0.03, 0.022);
  cairo_path_destroy(cap);
  paint_tower(cr, (P2){ mx + ox * 0.375 - px * 0.2, my + oy * 0.375 - py * 0.2 }, 0.05);
  paint_tower(cr, (P2){ mx + ox * 0.375 + px * 0.2, my + oy * 0.375 + py * 0.2 }, 0.05);
  if (b->arms) paint_shield(cr, (P2){ mx + ox * 0.17, my + oy * 0.17 }, 0.2, 0.08);
  border_label(cr, m, name, mx + ox * 0.56, my + oy * 0.56, s, ink);
}

/* ------------------------------------------------------------------ towns and start squares */

static void paint_towns(cairo_t *cr, const Map *m, Rng *rng)
{
  for (int i = 0; i < m->r->ntowns; i++) {
    const map_named *t = &m->r->town[i];
    double cx = t->at.x + 0.5, cy = t->at.y + 0.5;
    unsigned fill = 0xf4ead0, ink = 0x4a2a18;
    if (t->wine[0]) {
      unsigned col = map_colour(t->wine, 0x8a6a4a);
      /* vineyard rows around the town in its wine's colour */
      cairo_save(cr);
      cairo_rectangle(cr, t->at.x + 0.04, t->at.y + 0.04, 0.92, 0.92);
      cairo_clip(cr);
      cairo_arc(cr, cx, cy, 0.46, 0, 2 * M_PI);
      rgba(cr, col, 0.22);
      cairo_fill(cr);
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
      double dash[2] = { 0.001, 0.045 };
      cairo_set_dash(cr, dash, 2, 0);
      cairo_set_line_width(cr, 3.0 * PXL);
      rgba(cr, shade(col, 0.7), 0.7);
      for (double yy = t->at.y + 0.12; yy < t->at.y + 0.95; yy += 0.09) {
        cairo_move_to(cr, t->at.x + 0.06, yy);
        cairo_line_to(cr, t->at.x + 0.96, yy);
      }
      cairo_stroke(cr);
      cairo_set_dash(cr, NULL, 0, 0);
      cairo_restore(cr);
      cairo_arc(cr, cx, cy, 0.46, 0, 2 * M_PI);
      rgb(cr, shade(col, 0.8));
      cairo_set_line_width(cr, 2.0 * PXL);
      cairo_stroke(cr);
      fill = col;
      ink = 0xffffff;
    }
    town_icon(cr, cx - 0.02, cy - 0.08, 0.62, rng);
    if (t->wine[0]) grapes(cr, cx + 0.3, cy - 0.28, 0.045, map_colour(t->wine, 0x8a6a4a));
    ribbon(cr, t->name, cx, cy + 0.32, 0.13, fill, ink, 1.55);
  }
  for (int i = 0; i < m->r->nstarts; i++) {
    const map_named *t = &m->r->start[i];
    double cx = t->at.x + 0.5, cy = t->at.y + 0.5, x0 = t->at.x + 0.06, y0 = t->at.y + 0.06, w = 0.88, r = 0.1;
    town_icon(cr, cx - 0.02, cy - 0.08, 0.62, rng);
    for (int pass = 0; pass < 2; pass++) {
      rounded_rect(cr, x0, y0, x0 + w, y0 + w, r);
      cairo_set_line_width(cr, pass ? 3.0 * PXL : 6.0 * PXL);
      rgb(cr, pass ? C_START : 0x5a1410);
      cairo_stroke(cr);
    }
    if (t->wine[0]) grapes(cr, cx + 0.3, cy - 0.28, 0.045, map_colour(t->wine, 0x8a6a4a));
    ribbon(cr, t->name, cx, cy + 0.32, 0.13, C_START, 0xffffff, 1.55);
  }
}

/* ------------------------------------------------------------------ labels, title, compass */

static void paint_compass(cairo_t *cr, double x, double y, double r)
{
  cairo_arc(cr, x, y, r * 0.72, 0, 2 * M_PI);
  rgba(cr, 0xf4ecd8, 0.5);
  cairo_fill_preserve(cr);
  rgba(cr, C_OUTLINE, 0.7);
  cairo_set_line_width(cr, 1.2 * PXL);
  cairo_stroke(cr);
  static const double dir[8][2] = { { 0, -1 }, { 0.70710678, -0.70710678 }, { 1, 0 }, { 0.70710678, 0.70710678 },
                                    { 0, 1 }, { -0.70710678, 0.70710678 }, { -1, 0 }, { -0.70710678, -0.70710678 } };
  for (int k = 7; k >= 0; k--) {
    double l = k % 2 ? r * 0.6 : r, wdt = k % 2 ? r * 0.1 : r * 0.15;
    double ux = dir[k][0], uy = dir[k][1], vx = -uy, vy = ux;
    for (int half = 0; half < 2; half++) {
      double sgn = half ? 1 : -1;
      cairo_new_path(cr);
      cairo_move_to(cr, x, y);
      cairo_line_to(cr, x + ux * l, y + uy * l);
      cairo_line_to(cr, x + (ux * 0.3 + vx * sgn * 0.5) * wdt * 2, y + (uy * 0.3 + vy * sgn * 0.5) * wdt * 2);
      cairo_close_path(cr);
      fill_outline(cr, half ? (k == 0 ? 0xb0402a : 0x6a4a30) : (k == 0 ? 0xe07050 : 0xd8c8a0), C_OUTLINE, 0.8 * PXL);
    }
  }
  text_draw(cr, "N", x, y - r - 0.16, 0.2, 0, 2.0 * PXL, C_INK, 0xf4ecd8, 3.0 * PXL, 1);
}

static void paint_title(cairo_t *cr, const char *t, double cx, double cy)
{
  double h = 0.52, sp = 0.14, w = text_width(t, h, sp), pw = w + 0.9, ph = 1.15;
  double x0 = cx - pw / 2, y0 = cy - ph / 2;
  /* scroll ends */
  for (int k = 0; k < 2; k++) {
    double ex = k ? x0 + pw : x0;
    ellipse_path(cr, ex, cy, 0.16, ph / 2 + 0.06);
    fill_outline(cr, 0xd8c498, C_OUTLINE, 1.4 * PXL);
  }
  rgba(cr, 0x000000, 0.25);
  cairo_rectangle(cr, x0 + 0.05, y0 + 0.07, pw, ph);
  cairo_fill(cr);
  cairo_rectangle(cr, x0, y0, pw, ph);
  cairo_pattern_t *g = cairo_pattern_create_linear(0, y0, 0, y0 + ph);
  cairo_pattern_add_color_stop_rgb(g, 0, 0.97, 0.93, 0.82);
  cairo_pattern_add_color_stop_rgb(g, 1, 0.9, 0.83, 0.66);
  cairo_set_source(cr, g);
  cairo_fill_preserve(cr);
  cairo_pattern_destroy(g);
  rgb(cr, C_OUTLINE);
  cairo_set_line_width(cr, 1.6 * PXL);
  cairo_stroke(cr);
  cairo_rectangle(cr, x0 + 0.08, y0 + 0.08, pw - 0.16, ph - 0.16);
  rgba(cr, 0x8a3a24, 0.8);
  cairo_set_line_width(cr, 1.2 * PXL);
  cairo_stroke(cr);
  text_draw(cr, t, cx, cy + 0.02, h, sp, 0.075, 0x7a2a1a, 0xf8f0dc, 0.05, 1);
}

static void paint_labels(cairo_t *cr, const Map *m, int regions)
{
  for (int i = 0; i < m->nlabel; i++) {
    const Label *l = &m->label[i];
    int is_region = strcmp(l->style, "region") == 0;
    if (is_region != regions) continue;
    if (strcmp(l->style, "title") == 0) {
      paint_title(cr, l->text, l->x, l->y);
      continue;
    }
    double h = 0.3, sp = 0.16, lw = 2.2 * PXL, alpha = 1, shear = 0, halo_w = 0;
    unsigned fg = C_SEA_INK, halo = 0xffffff;
    if (strcmp(l->style, "sea") == 0) {
      h = 0.3; sp = 0.2; shear = -0.22; fg = 0x2c5878; alpha = 0.8;
    } else if (strcmp(l->style, "lake") == 0) {
      h = 0.15; sp = 0.06; shear = -0.22; fg = 0x2c5878; alpha = 0.85; lw = 1.5 * PXL;
    } else if (strcmp(l->style, "country") == 0) {
      h = 0.28; sp = 0.2; fg = 0x7a6040; alpha = 0.8;
    } else if (is_region) {
      h = 0.26; sp = 0.24; fg = 0x4f6230; alpha = 0.45; lw = 2.6 * PXL;
    }
    h *= l->size;
    sp *= l->size;
    cairo_save(cr);
    cairo_translate(cr, l->x, l->y);
    if (l->angle != 0) cairo_rotate(cr, l->angle * M_PI / 180.0);
    if (shear != 0) {
      cairo_matrix_t sh;
      cairo_matrix_init(&sh, 1, 0, shear, 1, 0, 0);
      cairo_transform(cr, &sh);
    }
    text_draw(cr, l->text, 0, 0, h, sp, lw, fg, halo, halo_w, alpha);
    cairo_restore(cr);
  }
  if (regions) return;
  for (int i = 0; i < m->ndecor; i++)
    if (strcmp(m->decor[i].kind, "compass") == 0) paint_compass(cr, m->decor[i].x, m->decor[i].y, 0.62);
}

/* ------------------------------------------------------------------ a board */

static void draw_map(const Map *m, const char *dir)
{
  uint32_t seed = (uint32_t)(hash_str(m->r->name) & 0xffffffu);
  Rng rng = { hash_str(m->r->name) };
  cairo_surface_t *img = base_layer(m, seed);
  cairo_surface_t *stone = stone_layer(m, seed);
  cairo_t *cr = cairo_create(img);
  cairo_scale(cr, PX, PX);
  paint_abroad(cr, m);
  paint_sea(cr, m, &rng);
  paint_decor(cr, m, &rng);
  paint_rivers(cr, m);
  paint_grid(cr, m);
  paint_labels(cr, m, 1);
  paint_coasts(cr, m);
  paint_dikes(cr, m);
  paint_wave_squares(cr, m);
  paint_islands(cr, m, &rng);
  for (int i = 0; i < m->r->nborder; i++) paint_border(cr, m, i, stone, &rng);
  for (int i = 0; i < m->r->ncities; i++) paint_large_city(cr, m, &m->r->city[i], stone, &rng);
  paint_towns(cr, m, &rng);
  paint_labels(cr, m, 0);
  cairo_destroy(cr);
  write_png(img, dir, m->r->name);
  cairo_surface_destroy(img);
  cairo_surface_destroy(stone);
}

void mapart_write(const carc_rules *R, const char *out)
{
  char dir[4096];
  snprintf(dir, sizeof dir, "%s/maps", out);
  mkdir_p(dir);
  Map *m = malloc(sizeof *m);
  const carc_map *r;
  const char *file;
  for (int i = 0; (r = carc_map_shipped(R, i, &file)); i++) {
    carc_err err;
    cJSON *j = carc_load_json(file, &err);
    if (!j) die("%s", err.msg);
    read_map(m, r, j);
    cJSON_Delete(j);
    draw_map(m, dir);
  }
  free(m);
}
