/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Map-Chips' public names: its actions, phases, events and score categories as the engine module, the
 * front ends and the tests say them (one spelling), the limits a front end must hold, and its chip set
 * for what draws it. */
#ifndef RULES_MAPCHIPS_H
#define RULES_MAPCHIPS_H

#include "../../engine/carc.h"

#define MC_MODULE "mapchips"
#define MC_ACT_DRAW "draw"     /* the tile from the stack (instead of an island tile) */
#define MC_ACT_ISLAND "island" /* an island tile paid with a chip of its colour (color, stack) */
#define MC_ACT_SELL "sell"     /* a wine sold (color, to, chips) */
#define MC_F_COLOR "color"     /* the actions' fields: a colour of the chip set (a label) */
#define MC_F_STACK "stack"     /* an island's stack, 0 or 1 (a number) */
#define MC_F_TO "to"           /* where a wine goes: MC_TO_TOWN or MC_TO_ABROAD (a label) */
#define MC_F_CHIPS "chips"     /* the chips' values a wine is paid with (a list) */
#define MC_TO_TOWN "town"      /* a sale's "to" */
#define MC_TO_ABROAD "abroad"
#define MC_PHASE_SOURCE "choose_source"  /* the tile's source at the start of a turn */
#define MC_PHASE_SELL "sell"             /* the wine sale right after the tile */
#define MC_EV_COLLECTED "chip_collected" /* a tile covered a chip: face up to its player */
#define MC_EV_PAID "chip_paid"           /* a chip paid for an island tile */
#define MC_EV_SOLD "chip_sold"           /* a chip of a wine sold */
#define MC_EV_WINE_SOLD "wine_sold"
#define MC_EV_ISLAND_TAKEN "island_tile_taken"
#define MC_EV_ISLAND_REVEALED "island_tile_revealed"
#define MC_CATEGORY_CHIP "chip" /* score categories (and points reasons) */
#define MC_CATEGORY_WINE "wine"

#define MC_MAX_COLORS 4                      /* chip colours a set may have */
#define MC_MAX_CHIPS 64                      /* chips in play */
#define MC_MAX_STACKS 16                     /* island stacks: 8 islands on a map, 2 stacks each at most */
#define MC_MAX_SALES (MC_MAX_COLORS * 2 * 4) /* sales offered at once */

/* The chip set as the rules loaded it (rules/mapchips/chips.json), for the art generator: the i-th colour
 * ("purple"), NULL past the last; the i-th kind of chip's value, -1 past the last. */
const char *mc_set_color(const carc_rules *R, int i);
int mc_set_value(const carc_rules *R, int i);

/* What everyone sees of the module in game g, typed, as its front end reads it (its part of
 * carc_game_modules_json() says the same). Colours are indices into color. Chips on the map lie face
 * down: where, not what; trays are face up, usable meaning collected before this turn (it may pay for an
 * island tile). Each island stack (Benelux) shows its colour, square, tiles left and top tile type, -1
 * when empty or not yet turned up. False, with *out zeroed, when the module is off in g. */
typedef struct mc_view {
    bool islands, wine; /* which uses this map gives the chips */
    int ncolors;
    char color[MC_MAX_COLORS][16];
    int wine_points, abroad_points, town_points; /* chips of one colour a wine takes; what a wine fetches */
    int total, out_of_game;                      /* chips in play; chips no one sees (paid, sold, unused) */
    int non_map;
    struct {
        int x, y;
    } on_map[MC_MAX_CHIPS];
    int ntray[CARC_MAX_PLAYERS];
    struct {
        int color, value;
        bool usable;
    } tray[CARC_MAX_PLAYERS][MC_MAX_CHIPS];
    int nstacks;
    struct {
        int color, stack, x, y, left, top;
    } stack[MC_MAX_STACKS];
} mc_view;
bool mc_view_of(const carc_game *g, mc_view *out);

#endif
