/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the sprite files (assets/sprites/<name>.png), named from the rules data: the
 * seats' meeples and the kinds of figure the modules add (carc_seat_colors, the modules' figures), then
 * each module's own sprites (its art_module's sprites hook). Shared by the generator and the completeness
 * check. */
#ifndef OPENCARC_ARTGEN_ART_SPRITE_LIST_H
#define OPENCARC_ARTGEN_ART_SPRITE_LIST_H

#include "carc.h"

typedef enum {
    SPRITE_MEEPLE, /* standing meeple (or a module's kind of figure) of a seat */
    SPRITE_FARMER, /* the same lying on a field */
    SPRITE_OWN     /* a sprite a module adds (its painter draws it) */
} sprite_kind;

typedef struct sprite {
    sprite_kind kind;
    const struct art_module *module; /* OWN: the module that adds it; MEEPLE, FARMER of a kind counting as no
                                    * meeple: the module whose figure it is (its painter draws it) */
    int own;                         /* OWN: which of the module's sprites, in its own numbering */
    int seat;                        /* the seat whose colour it is drawn in (index into carc_seat_colors), or -1 */
    const char *label;               /* MEEPLE, FARMER: the kind of figure ("large"; NULL for the meeple); OWN: the module's */
    int value;                       /* MEEPLE, FARMER: how many meeples the figure counts as (1 for the meeple, 0 for a
                      * figure of its own); OWN: the module's */
    int size;                        /* its width and height in pixels: 64, or more for a figure counting as more meeples */
    char name[64];                   /* the file name without directory and ".png" */
} sprite;

#define SPRITE_PX 64

/* Calls fn for every sprite file: per seat colour <c>, meeple_<c> and farmer_<c> (64 px), and for each kind
 * of figure <k> a module adds, <k>_<c> (standing, or its only picture) and, for a kind that stands on fields
 * and elsewhere too, <k>_farmer_<c> (lying, on a field). A kind that counts as w >= 1 meeples is the meeple,
 * drawn larger for w > 1: 64 + 22 (w - 1) px (w = 2: 86 px), which a front end draws at width / 64 times the
 * meeple's size; one that never counts (w = 0) is a figure of its own, 64 px, which its module's painter
 * draws. Then every module's own sprites, in registry order (art_registry.h). */
void sprite_foreach(const carc_rules *R, void (*fn)(const sprite *s, void *user), void *user);

#endif
