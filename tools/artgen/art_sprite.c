/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the sprites (assets/sprites/): the seats' meeples, farmers and the modules' kinds
 * of figure, then each module's own through its painter (art_painter.h), one file per entry of the list
 * (art_sprite_list.c). */
#include "art_sprite.h"

#include <math.h>
#include <stdio.h>

#include "art_painter.h"
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

typedef struct {
    const char *dir;
    unsigned seat[CARC_MAX_PLAYERS]; /* the colour each seat's figures are drawn in */
} SpriteCtx;

/* A seat's figure: the meeple (larger for a kind counting as more), or a kind's own picture for one that
 * never counts. */
static void figure(cairo_t *cr, const sprite *sp, unsigned col)
{
    if (sp->value > 0)
        paint_meeple(cr, col);
    else {
        const art_painter *p = art_painter_of(sp->module);
        if (!p->paint_figure)
            die("no picture for the figure \"%s\"", sp->label);
        p->paint_figure(cr, sp->label, col);
    }
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
    case SPRITE_OWN: {
        const art_painter *p = art_painter_of(sp->module);
        if (!p->paint_sprite)
            die("no painter for the sprite %s", sp->name);
        p->paint_sprite(cr, sp, sp->seat >= 0 ? c->seat[sp->seat] : 0);
        break;
    }
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
    if (!gui_seat_data_load(&seats, path, err, sizeof err))
        die("%s", err);
    SpriteCtx c = {.dir = dir};
    for (int i = 0; i < CARC_MAX_PLAYERS; i++)
        c.seat[i] = (unsigned)seats.sprite[i][0] << 16 | (unsigned)seats.sprite[i][1] << 8 | seats.sprite[i][2];
    sprite_foreach(R, write_sprite, &c);
}
