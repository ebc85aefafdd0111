/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the sprites (assets/sprites/): the seats' meeples, farmers, large meeples, builders,
 * pigs and toll houses, the betting chips, the map chips and the goods tokens, one file per entry of the list
 * (art_sprite_list.c). */
#include "art_sprite.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "art_figure.h"
#include "art_font.h"
#include "art_goods.h"
#include "art_sprite_list.h"
#include "art_util.h"
#include "gui_seat_data.h"

static cairo_surface_t *sprite_new(int size, cairo_t **cr)
{
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size, size);
  *cr = cairo_create(s);
  cairo_scale(*cr, size, size);
  return s;
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

/* A seat's figure: the meeple (larger for a kind counting as more), or a kind's own picture for one that
 * never counts. */
static void figure(cairo_t *cr, const sprite *sp, unsigned col)
{
  if (sp->value > 0) paint_meeple(cr, col);
  else paint_figure(cr, sp->label, col);
}

static void write_sprite(const sprite *sp, void *user)
{
  const SpriteCtx *c = user;
  cairo_t *cr;
  cairo_surface_t *s = sprite_new(sp->size, &cr);
  switch (sp->kind) {
  case SPRITE_MEEPLE:
    cairo_translate(cr, 0.02, 0.02);
    cairo_scale(cr, 0.94, 0.94);
    figure(cr, sp, c->seat[sp->seat]);
    break;
  case SPRITE_FARMER: /* lying on its back, head to the left */
    cairo_translate(cr, 0.5, 0.55);
    cairo_rotate(cr, -M_PI / 2);
    cairo_translate(cr, -0.5, -0.5);
    cairo_translate(cr, 0.04, 0.04);
    cairo_scale(cr, 0.92, 0.92);
    figure(cr, sp, c->seat[sp->seat]);
    break;
  case SPRITE_TOLL: toll_house(cr, c->seat[sp->seat], sp->value); break;
  case SPRITE_CHIP_BACK:
    disc(cr, 0xb08a3a, 0x7a3a30, 0x3a2410);
    tent_icon(cr, 0.5, 0.55, 0.45);
    break;
  case SPRITE_BET: bet_face(cr, sp->label); break;
  case SPRITE_MAPCHIP: map_chip(cr, map_colour(sp->label, 0x8a8a8a), sp->value); break;
  case SPRITE_MAPCHIP_BACK: map_chip_back(cr); break;
  case SPRITE_GOODS: paint_goods(cr, sp->value, (P2){ 0.47, 0.47 }, 0.86, 0.035); break;
  }
  cairo_destroy(cr);
  write_png(s, c->dir, sp->name);
  cairo_surface_destroy(s);
}

void write_sprites(const carc_rules *R, const char *data, const char *dir)
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
