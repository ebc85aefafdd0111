/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the game scene shows, as its hooks and the side panel read it: a line of the scoring log, and the
 * turn, supplies and scores shown while an action's animations play. The scene's own state, which holds
 * them, is gui_game_state.h (which an expansion's front end never sees). */
#ifndef GUI_SHOWN_H
#define GUI_SHOWN_H

#include <stdbool.h>

#include "carc.h"

#define GUI_KINDS 8 /* kinds of figure in a game, the meeple's included (the engine's CARC_MAX_KINDS) */

typedef struct gui_log_entry {
    int player, amount, turn;
    char reason[16];
    const char *why;      /* a 0's reason, an English text translated when shown (N_), or NULL */
    const char *modifier; /* the module's rule that changed the points (the event's), or NULL */
    int feature, tiles;   /* the feature scored (-1: none) and the tiles its score counts */
    char parts[96];       /* what the points were made of, in an expansion's own words (its log_note), or "" */
} gui_log_entry;

/* What the HUD shows of the game (gui_game_shown): while an action's animations play, its turn as it was
 * before the action, with the meeples and points that have arrived so far; else the game as it is. */
typedef struct gui_shown {
    bool held; /* an action's animations play: the turn below is the one it was taken in */
    int player, turn;
    char phase[CARC_NAME_LEN]; /* "" for none */
    int tile, rot;             /* the tile in the box, -1 for none (the box shows the tile last placed) */
    int tiles_left;
    int supply[CARC_MAX_PLAYERS][GUI_KINDS]; /* figures of each kind in each supply */
    int score[CARC_MAX_PLAYERS];
} gui_shown;

#endif
