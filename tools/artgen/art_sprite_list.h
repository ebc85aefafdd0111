/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the sprite files (assets/sprites/<name>.png), named from the rules data: the
 * seat colours (carc_seat_colors), the kinds of figure the modules add (the large meeple, the builder, the
 * pig), the betting chip faces (rules/bets/chips.json), the map chips' colours and values
 * (rules/mapchips/chips.json) and the kinds of goods (traders_goods_name). Shared by the generator and the
 * completeness check. */
#ifndef OPENCARC_ARTGEN_ART_SPRITE_LIST_H
#define OPENCARC_ARTGEN_ART_SPRITE_LIST_H

#include "carc.h"

typedef enum {
  SPRITE_MEEPLE,      /* standing meeple (or a module's kind of figure) of a seat */
  SPRITE_FARMER,      /* the same lying on a field */
  SPRITE_TOLL,        /* toll house of a seat showing its value */
  SPRITE_CHIP_BACK,   /* betting chip, hidden side */
  SPRITE_BET,         /* betting chip face */
  SPRITE_MAPCHIP,     /* map chip of a colour and a value */
  SPRITE_MAPCHIP_BACK, /* map chip, hidden side */
  SPRITE_GOODS        /* a goods token */
} sprite_kind;

typedef struct {
  sprite_kind kind;
  int seat;          /* MEEPLE, FARMER, TOLL: index into carc_seat_colors */
  const char *label; /* BET: the face ("2|3"); MAPCHIP: the colour ("purple"); MEEPLE, FARMER: the kind of
                      * figure ("large", "builder"; NULL for the meeple); GOODS: the kind ("wine") */
  int value;         /* TOLL: 1 (small toll) or 2 (large toll); MAPCHIP: the chip's value; MEEPLE, FARMER: how
                      * many meeples the figure counts as (1 for the meeple, 0 for a builder or a pig);
                      * GOODS: the kind's index (traders_goods_name) */
  int size;          /* its width and height in pixels: 64, or more for a figure counting as more meeples */
  char name[64];     /* the file name without directory and ".png" */
} sprite;

/* Calls fn for every sprite file: per seat colour <c>, meeple_<c> and farmer_<c> (64 px), and for each kind
 * of figure <k> a module adds, <k>_<c> (standing, or its only picture) and, for a kind that stands on fields
 * and elsewhere too, <k>_farmer_<c> (lying, on a field). A kind that counts as w >= 1 meeples is the meeple,
 * drawn larger for w > 1: 64 + 22 (w - 1) px (the large meeple, w = 2: 86 px), which a front end draws at
 * width / 64 times the meeple's size; one that never counts (w = 0: the builder, the pig) is a figure of its
 * own, 64 px. Then the toll houses, the chips, and goods_<name> per kind of goods (64 px). */
void sprite_foreach(const carc_rules *R, void (*fn)(const sprite *s, void *user), void *user);

#endif
