/* OpenCarc art generator: the sprite files (assets/sprites/<name>.png), named from the rules data: the
 * seat colours (carc_seat_colors), the kinds of figure the modules add (the large meeple), the betting chip
 * faces (rules/bets/chips.json) and the map chips' colours and values (rules/mapchips/chips.json). Shared by
 * the generator and the completeness check. */
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
  SPRITE_MAPCHIP_BACK /* map chip, hidden side */
} sprite_kind;

typedef struct {
  sprite_kind kind;
  int seat;          /* MEEPLE, FARMER, TOLL: index into carc_seat_colors */
  const char *label; /* BET: the face ("2|3"); MAPCHIP: the colour ("purple") */
  int value;         /* TOLL: 1 (small toll) or 2 (large toll); MAPCHIP: the chip's value */
  int size;          /* its width and height in pixels: 64, or more for a figure counting as more meeples */
  char name[64];     /* the file name without directory and ".png" */
} sprite;

/* Calls fn for every sprite file: per seat colour <c>, meeple_<c> and farmer_<c> (64 px), and for each kind
 * of figure <k> a module adds, <k>_<c> and <k>_farmer_<c>, the meeple drawn larger for a figure that counts
 * as w > 1 meeples: 64 + 22 (w - 1) px (the large meeple, w = 2: 86 px); a front end draws it at
 * width / 64 times the meeple's size. */
void sprite_foreach(const carc_rules *R, void (*fn)(const sprite *s, void *user), void *user);

#endif
