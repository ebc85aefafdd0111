/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Traders & Builders: its public names (events, score category, kinds of goods) as the engine module, the
 * front ends and the tests say them, and its tile data for what draws it. */
#ifndef RULES_TRADERS_H
#define RULES_TRADERS_H

#include "../../engine/carc.h"

#define TRADERS_MODULE "traders"
#define TRADERS_EV_GOODS "goods_taken" /* tokens of one kind to the player who completed a city (label, value) */
#define TRADERS_EV_DOUBLE                                                                                                                  \
    "double_turn"                                  /* the active player's tile extended their builder's feature: a
                                              * double turn earned, offered when the turn ends */
#define TRADERS_EV_TAKEN "double_turn_taken"       /* the player takes it: their second tile's turn follows */
#define TRADERS_EV_DECLINED "double_turn_declined" /* the player declines it: the next player's turn follows */
#define TRADERS_PHASE_DOUBLE "double_turn"         /* the phase of the choice, at the end of the turn that earned it */
#define TRADERS_ACT_TAKE "double_turn"             /* {"act": "double_turn"}: draw and play a second tile */
#define TRADERS_ACT_DECLINE "no_double_turn"       /* {"act": "no_double_turn"}: decline it */
#define TRADERS_EV_MAJORITY "goods_majority"       /* at the end, per kind held: value the most tokens; one per winner */
#define TRADERS_CATEGORY "goods"                   /* score category (and points reason) of the majorities */
#define TRADERS_BUILDER "builder"                  /* its figure kinds */
#define TRADERS_PIG "pig"
#define TRADERS_MODIFIER_PIG TRADERS_PIG /* a pig's bonus in a field's score (bonus_why) */

enum { TRADERS_NGOODS = 3 };
/* The kinds of goods in their order ("wine", "grain", "cloth"); NULL past the last. */
const char *traders_goods_name(int kind);
/* The kind of goods a tile type's segment shows, or -1. */
int traders_segment_goods(const carc_rules *R, int type, int seg);

/* What everyone sees of the module in game g, typed, as its front end reads it (its part of
 * carc_game_modules_json() says the same): the goods tokens each player holds, by kind. False, with
 * *out zeroed, when the module is off in g. */
typedef struct traders_view {
    int goods[CARC_MAX_PLAYERS][TRADERS_NGOODS];
} traders_view;
bool traders_view_of(const carc_game *g, traders_view *out);

#endif
