/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Tollkeepers' public names: its action, events and score category as the engine module, the front
 * ends and the tests say them (one spelling), and its tile data for what draws it. */
#ifndef RULES_TOLLKEEPERS_H
#define RULES_TOLLKEEPERS_H

#include <stdbool.h>

#include "../../engine/carc.h"

#define TOLL_MODULE "tollkeepers"
#define TOLL_ACT_HOUSE "tollhouse"          /* the toll house onto a crossroads instead of a meeple (x, y) */
#define TOLL_EV_PLACED "tollhouse_placed"   /* placed or moved */
#define TOLL_EV_FLIPPED "tollhouse_flipped" /* turned over at the end of the turn */
#define TOLL_EV_ITEM "toll_item"            /* one counted illustration or group of travellers */
#define TOLL_EV_COLLECTED "toll_collected"  /* a completed road's toll, the items before it (amount 0, label "0+0": nothing beside it) */
#define TOLL_CATEGORY "toll"                /* score category (and points reason) */

/* A tile type's data as the rules loaded it ("village", a road's "travellers", "illustrations"), for the
 * art generator. The i-th illustration: its kind ("cowshed"), the field segment it stands on and the road
 * segment it counts for (-1: none); false past the last. */
bool toll_tile_village(const carc_rules *R, int type);
int toll_tile_travellers(const carc_rules *R, int type, int seg);
bool toll_tile_illustration(const carc_rules *R, int type, int i, const char **kind, int *field, int *road);

/* What everyone sees of the module in game g, typed, as its front end reads it (its part of
 * carc_game_modules_json() says the same): each player's toll house, whether it stands, where, and the
 * toll it shows (1 or 2). False, with *out zeroed, when the module is off in g. */
typedef struct toll_view {
    struct {
        bool placed;
        int x, y, value;
    } house[CARC_MAX_PLAYERS];
} toll_view;
bool toll_view_of(const carc_game *g, toll_view *out);

#endif
