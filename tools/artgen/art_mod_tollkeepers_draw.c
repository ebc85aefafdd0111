/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: how the Tollkeepers' art looks: the toll house, a house in the seat's colour
 * with a barrier, lowered for the small toll and raised for the large, and its value in a white disc; on
 * its tiles the illustrations on the fields and the travellers along roads (art_mod_tollkeepers_illus.c)
 * and the village in the middle (art_mod_tollkeepers_village.c). */
#include <stdio.h>

#include "../../rules/tollkeepers/tollkeepers.h"

#include "art_font.h"
#include "art_mod_tollkeepers_illus.h"
#include "art_mod_tollkeepers_village.h"
#include "art_painter.h"
#include "art_place.h"
#include "art_util.h"

#define ILL_R 0.12 /* footprint radius of an illustration */

extern const art_module art_mod_tollkeepers;
extern const art_painter art_paint_tollkeepers; /* below: its pictures name it */

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

static void paint_sprite(cairo_t *cr, const sprite *sp, unsigned col)
{
    toll_house(cr, col, sp->value);
}

/* The tile's illustrations, each on its field (beside its road, if it has one). */
static void add_pics(Tile *T)
{
    const char *kind;
    int field, road;
    for (int i = 0; toll_tile_illustration(T->t->R, T->t->type, i, &kind, &field, &road); i++)
        *tile_add_pic(T) = (Pic){.by = &art_paint_tollkeepers, .kind = kind, .field = field, .road = road, .r0 = ILL_R};
}

static void paint_pic(cairo_t *cr, const Pic *p, Rng *rng)
{
    paint_illustration(cr, p->kind, p->c, p->r, rng);
}

/* A village keeps a square in the middle; a road with travellers keeps room for them. */
static void layout(Tile *T)
{
    const td_tile *t = T->t;
    if (toll_tile_village(t->R, t->type)) {
        T->square = 1;
        T->centre_by = &art_paint_tollkeepers;
    }
    for (int s = 0; s < t->nseg; s++)
        if (toll_tile_travellers(t->R, t->type, s) > 0)
            T->scene[s] = &art_paint_tollkeepers;
}

const art_painter art_paint_tollkeepers = {.module = &art_mod_tollkeepers,
                                           .paint_sprite = paint_sprite,
                                           .layout = layout,
                                           .place_centre = place_village_houses,
                                           .paint_centre = paint_village,
                                           .paint_scene = paint_travellers,
                                           .add_pics = add_pics,
                                           .paint_pic = paint_pic};
