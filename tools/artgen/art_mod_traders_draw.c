/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: how Traders & Builders' art looks: the goods tokens (art_mod_traders_goods.c) and its
 * figures that count as no meeple, each a picture of its own in the seat's colour: the builder (a slim
 * figure in a hat with a hammer) and the pig. */
#include <math.h>
#include <string.h>

#include "../../rules/traders/traders.h"
#include "art_figure.h"
#include "art_mod_traders_goods.h"
#include "art_painter.h"
#include "art_place.h"
#include "art_util.h"

extern const art_module art_mod_traders;

/* The builder: a slim figure standing taller than a meeple, in a broad-brimmed hat, a hammer raised in its
 * right hand (on the picture's left it has nothing: the silhouette differs from the meeple's star). */
static int builder_shape(cairo_t *cr, int i)
{
    cairo_new_path(cr);
    switch (i) {
    case 0: /* head */
        cairo_arc(cr, 0.44, 0.25, 0.1, 0, 2 * M_PI);
        return 1;
    case 1: /* hat: brim and crown */
        ellipse_path(cr, 0.44, 0.165, 0.19, 0.045);
        return 1;
    case 2:
        cairo_move_to(cr, 0.33, 0.17);
        cairo_curve_to(cr, 0.33, 0.04, 0.55, 0.04, 0.55, 0.17);
        cairo_close_path(cr);
        return 1;
    case 3: /* body: a tunic wider at the hem */
        cairo_move_to(cr, 0.32, 0.37);
        cairo_line_to(cr, 0.56, 0.37);
        cairo_line_to(cr, 0.62, 0.68);
        cairo_line_to(cr, 0.26, 0.68);
        cairo_close_path(cr);
        return 1;
    case 4: /* legs */
        cairo_move_to(cr, 0.31, 0.66);
        cairo_line_to(cr, 0.29, 0.93);
        cairo_line_to(cr, 0.4, 0.93);
        cairo_line_to(cr, 0.43, 0.66);
        cairo_close_path(cr);
        return 1;
    case 5:
        cairo_move_to(cr, 0.45, 0.66);
        cairo_line_to(cr, 0.48, 0.93);
        cairo_line_to(cr, 0.59, 0.93);
        cairo_line_to(cr, 0.57, 0.66);
        cairo_close_path(cr);
        return 1;
    case 6: /* the left arm hanging */
        cairo_move_to(cr, 0.34, 0.39);
        cairo_line_to(cr, 0.22, 0.6);
        cairo_line_to(cr, 0.28, 0.64);
        cairo_line_to(cr, 0.37, 0.48);
        cairo_close_path(cr);
        return 1;
    case 7: /* the right arm raised to the hammer */
        cairo_move_to(cr, 0.52, 0.38);
        cairo_line_to(cr, 0.7, 0.3);
        cairo_line_to(cr, 0.73, 0.37);
        cairo_line_to(cr, 0.56, 0.47);
        cairo_close_path(cr);
        return 1;
    default:
        return 0;
    }
}

static void hammer(cairo_t *cr, unsigned line)
{
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    /* the handle, from the fist up */
    cairo_move_to(cr, 0.7, 0.42);
    cairo_line_to(cr, 0.78, 0.12);
    cairo_set_line_width(cr, 0.075);
    rgb(cr, line);
    cairo_stroke_preserve(cr);
    cairo_set_line_width(cr, 0.04);
    rgb(cr, 0xb07a44);
    cairo_stroke(cr);
    /* the iron head across it */
    cairo_save(cr);
    cairo_translate(cr, 0.78, 0.12);
    cairo_rotate(cr, atan2(-0.3, 0.08) + M_PI / 2);
    rounded_rect(cr, -0.13, -0.055, 0.09, 0.055, 0.02);
    fill_outline(cr, 0x8a8e96, line, 0.03);
    fill_rect(cr, -0.11, -0.035, 0.18, 0.022, 0xc4c8d0);
    cairo_restore(cr);
    /* the fist over the handle */
    cairo_arc(cr, 0.715, 0.36, 0.045, 0, 2 * M_PI);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

static void paint_builder(cairo_t *cr, unsigned col)
{
    unsigned line = figure_outline(col);
    paint_shapes(cr, builder_shape, col);
    hammer(cr, line);
    fill_outline(cr, col, line, 0.03);
    /* the hat's band and the face's shading */
    cairo_new_path(cr);
    cairo_move_to(cr, 0.335, 0.15);
    cairo_line_to(cr, 0.545, 0.15);
    cairo_set_line_width(cr, 0.025);
    rgb(cr, shade(col, 0.62));
    cairo_stroke(cr);
    rgba(cr, 0xffffff, 0.35);
    cairo_arc(cr, 0.41, 0.24, 0.035, 0, 2 * M_PI);
    cairo_fill(cr);
}

/* The pig, side on, facing left: a round body on four short legs, a snout, an ear, a curly tail. */
static int pig_shape(cairo_t *cr, int i)
{
    cairo_new_path(cr);
    switch (i) {
    case 0: /* body */
        ellipse_path(cr, 0.53, 0.55, 0.3, 0.2);
        return 1;
    case 1: /* head */
        cairo_arc(cr, 0.27, 0.47, 0.15, 0, 2 * M_PI);
        return 1;
    case 2: /* snout */
        ellipse_path(cr, 0.12, 0.52, 0.06, 0.07);
        return 1;
    case 3: /* the ear, pointing up and forward */
        cairo_move_to(cr, 0.24, 0.36);
        cairo_line_to(cr, 0.2, 0.22);
        cairo_line_to(cr, 0.35, 0.33);
        cairo_close_path(cr);
        return 1;
    case 4:
    case 5:
    case 6:
    case 7: { /* legs */
        static const double lx[4] = {0.3, 0.4, 0.64, 0.74};
        double x = lx[i - 4];
        cairo_move_to(cr, x - 0.04, 0.66);
        cairo_line_to(cr, x - 0.035, 0.85);
        cairo_line_to(cr, x + 0.035, 0.85);
        cairo_line_to(cr, x + 0.04, 0.66);
        cairo_close_path(cr);
        return 1;
    }
    default:
        return 0;
    }
}

static void paint_pig(cairo_t *cr, unsigned col)
{
    unsigned line = figure_outline(col);
    /* the curly tail behind, in the outline colour and the colour */
    cairo_new_path(cr);
    cairo_move_to(cr, 0.82, 0.5);
    cairo_curve_to(cr, 0.92, 0.44, 0.95, 0.34, 0.88, 0.32);
    cairo_curve_to(cr, 0.81, 0.3, 0.82, 0.42, 0.9, 0.41);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_width(cr, 0.065);
    rgb(cr, line);
    cairo_stroke_preserve(cr);
    cairo_set_line_width(cr, 0.03);
    rgb(cr, col);
    cairo_stroke(cr);
    paint_shapes(cr, pig_shape, col);
    /* the snout's face, nostrils and the eye */
    ellipse_path(cr, 0.1, 0.52, 0.035, 0.055);
    fill_outline(cr, shade(col, 0.8), line, 0.015);
    dot(cr, 0.1, 0.5, 0.011, line);
    dot(cr, 0.1, 0.55, 0.011, line);
    dot(cr, 0.25, 0.42, 0.022, is_dark(col) ? 0xe8e8ee : 0x1a1410);
    rgba(cr, 0xffffff, 0.35);
    cairo_arc(cr, 0.46, 0.45, 0.06, 0, 2 * M_PI);
    cairo_fill(cr);
}

static void paint_figure(cairo_t *cr, const char *kind, unsigned col)
{
    if (strcmp(kind, TRADERS_BUILDER) == 0)
        paint_builder(cr, col);
    else if (strcmp(kind, TRADERS_PIG) == 0)
        paint_pig(cr, col);
    else
        die("no picture for the figure \"%s\" (tools/artgen/art_mod_traders_draw.c)", kind);
}

static void paint_sprite(cairo_t *cr, const sprite *sp, unsigned col)
{
    (void)col;
    paint_goods(cr, sp->value, (P2){0.47, 0.47}, 0.86, 0.035);
}

extern const art_painter art_paint_traders; /* below: its sights name it */

/* Where city s shows its goods: the deepest spot with room for the badge, as far from the meeple's spot as
 * the city allows (a meeple stands 0.34 tall on its spot), clear of the coat of arms and what other modules
 * placed before. */
static void place_city(Tile *T, int s)
{
    int goods = traders_segment_goods(T->t->R, T->t->type, s);
    if (goods < 0)
        return;
    P2 at = p2(-1, -1);
    double depth = 0;
    for (double keep = 0.26; keep > 0.1 && depth < BADGE_HW * 1.25; keep -= 0.02) {
        depth = 0;
        at = deepest(T, s, 1, &T->anchor[s], keep, &depth);
    }
    if (depth < BADGE_HW * 1.25)
        die("%s: no room for the goods of city %d", T->t->id, s);
    occupy_rect(T, at, BADGE_HW + 0.01, BADGE_HW + 0.01);
    T->sight[T->nsight++] =
        (Sight){.by = &art_paint_traders, .seg = s, .c = at, .hw = BADGE_HW + 0.04, .hh = BADGE_HW + 0.04, .value = goods, .over = 1};
}

static void paint_sight(cairo_t *cr, const Tile *T, const Sight *v)
{
    (void)T;
    paint_goods(cr, v->value, v->c, 2 * BADGE_HW, 0.06);
}

const art_painter art_paint_traders = {.module = &art_mod_traders,
                                       .paint_sprite = paint_sprite,
                                       .paint_figure = paint_figure,
                                       .place_city = place_city,
                                       .paint_sight = paint_sight};
