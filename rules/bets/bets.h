/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Bets' public names: its actions, phases, events and score category as the engine module, the front
 * ends and the tests say them (one spelling), the limits a front end must hold, and its rules data for
 * what draws it. */
#ifndef RULES_BETS_H
#define RULES_BETS_H

#include <stdbool.h>

#include "../../engine/carc.h"

#define BETS_MODULE "bets"
#define BETS_ACT_BET "bet"              /* a chip from the rack onto the office (chip) */
#define BETS_ACT_SETTLE "settle"        /* the feature an office's chips are settled for (x, y, at) */
#define BETS_F_CHIP "chip"              /* a bet's field: the chip's face (a label) */
#define BETS_PHASE_BETS "bets"          /* each player in turn may bet on the office just placed */
#define BETS_PHASE_SETTLE "settle"      /* several completed features could settle an office: choose */
#define BETS_EV_PLACED "bet_placed"     /* a chip went onto an office, face down */
#define BETS_EV_REVEALED "bet_revealed" /* an office's chip turned over at settlement: hit or miss */
#define BETS_EV_RETURNED "bet_returned" /* a settled chip back to its owner's rack */
#define BETS_CATEGORY "bet"             /* score category (and points reason) of settled bets */

#define BETS_MAX_FACES 8  /* chips in a rack */
#define BETS_MAX_BOOKS 64 /* offices holding chips at once */

/* The data as the rules loaded it (rules/bets/chips.json, the tiles' "office"), for the art generator:
 * the i-th chip face's label ("2|3"), NULL past the last; whether a tile type shows a betting office. */
const char *bets_face_label(const carc_rules *R, int i);
bool bets_tile_office(const carc_rules *R, int type);

#define BETS_MAX_PAYS 4       /* a face's pays */
#define BETS_NO_MAX (1 << 30) /* a pay's max when it has no upper limit ("7 or more tiles") */

/* A chip face as rules/bets/chips.json gives it: its label, and the points it pays for a feature of
 * min to max tiles (inclusive), one entry per range. */
typedef struct bets_face {
    char label[16];
    int npays;
    struct {
        int min, max, points;
    } pay[BETS_MAX_PAYS];
} bets_face;

/* What everyone sees of the module in game g, typed, as its front end reads it (its part of
 * carc_game_modules_json() says the same): the faces and their pays; each player's supply (indices
 * into face, in face order); the office bets are open on right now, if any; each office holding chips
 * with their count, in the order bets were placed. False, with *out zeroed, when the module is off. */
typedef struct bets_view {
    int nfaces;
    bets_face face[BETS_MAX_FACES];
    int nrack[CARC_MAX_PLAYERS];
    int rack[CARC_MAX_PLAYERS][BETS_MAX_FACES];
    bool betting;
    int betting_x, betting_y;
    int noffices;
    struct {
        int x, y, chips;
    } office[BETS_MAX_BOOKS];
} bets_view;
bool bets_view_of(const carc_game *g, bets_view *out);

#endif
