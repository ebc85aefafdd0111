/* OpenCarc art generator: the sprite files (assets/sprites/<name>.png), named from the rules data: the
 * seat colours (carc_seat_colors), the betting chip faces (rules/bets/chips.json) and the map chips'
 * colours and values (rules/mapchips/chips.json). Shared by the generator and the completeness check. */
#ifndef OPENCARC_ARTGEN_ART_SPRITE_LIST_H
#define OPENCARC_ARTGEN_ART_SPRITE_LIST_H

#include "carc.h"

typedef enum {
  SPRITE_MEEPLE,      /* standing meeple of a seat */
  SPRITE_FARMER,      /* lying meeple of a seat */
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
  char name[64];     /* the file name without directory and ".png" */
} sprite;

/* Calls fn for every sprite file. */
void sprite_foreach(const carc_rules *R, void (*fn)(const sprite *s, void *user), void *user);

#endif
