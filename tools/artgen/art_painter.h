/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: how a module's art looks, the cairo half of its table (art_module.h);
 * art_painters.c lists them (art_registry.h). Every hook may be NULL. */
#ifndef OPENCARC_ARTGEN_ART_PAINTER_H
#define OPENCARC_ARTGEN_ART_PAINTER_H

#include <cairo.h>

#include "art_module.h"
#include "art_tile.h"

typedef struct art_painter {
    const art_module *module;

    /* Sprite sp of the module (kind SPRITE_OWN) in the unit square; col: its seat's colour (if it has one). */
    void (*paint_sprite)(cairo_t *cr, const sprite *sp, unsigned col);
    /* A kind of figure of the module that counts as no meeple, in colour col in the unit square, its feet at
     * y = 0.94 at most. */
    void (*paint_figure)(cairo_t *cr, const char *kind, unsigned col);

    /* A tile, in the order the hooks run (art_place.h); a module reads its data from T->t->R, T->t->type.
     * layout, before the roads: what the tile keeps in the middle (T->square, or T->yard with its rectangle,
     * and T->centre_by = this painter) and the roads along which it paints a scene (T->scene[s] = this
     * painter: the road's meeple moves aside). */
    void (*layout)(Tile *T);
    /* Where what stands in the middle goes (T->obj), first of all placements (only for T->centre_by). */
    void (*place_centre)(Tile *T);
    /* Its pictures on the tile's fields (tile_add_pic); once one is placed, what it must check or set (dr:
     * the distance from its road, if it has one). */
    void (*add_pics)(Tile *T);
    void (*pic_placed)(Tile *T, Pic *p, const float *dr);
    /* What it places after the pictures, before the anchors; what it places in city s once the city's anchor
     * and coat of arms are placed: a Sight in T->sight, and the pixels it takes (occupy). */
    void (*place)(Tile *T);
    void (*place_city)(Tile *T, int s);
    /* How they look: what stands in the middle, its picture p, its sight v, a road's scene at c heading dir. */
    void (*paint_centre)(cairo_t *cr, Tile *T, Rng *rng);
    void (*paint_pic)(cairo_t *cr, const Pic *p, Rng *rng);
    void (*paint_sight)(cairo_t *cr, const Tile *T, const Sight *v);
    void (*paint_scene)(cairo_t *cr, P2 c, P2 dir);

    /* Files of its own beyond the tiles and sprites (the maps' boards), written under out after the sprites. */
    void (*write)(const carc_rules *R, const char *out);
} art_painter;

extern const art_painter *const art_painters[];
extern const int art_painter_count;

/* The painter of module m; stops the generator when there is none. */
const art_painter *art_painter_of(const art_module *m);

#endif
