/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The play-out policy of the tree search: every seat plays greedy turns (ai_greedy.c) for a few turns,
 * seeing the determinized game. Greedy replies make a play-out far closer to real play than random
 * moves; a few turns of them cost about what a random play-out to the end does. */
#include "ai_internal.h"

void ai_playout(ai_player *ai, carc_game *g, int until_turn)
{
    ai->playout = true;
    ai->has_tile = false;
    int turn = carc_game_turn(g);
    while (!carc_game_over(g) && carc_game_turn(g) < until_turn) {
        carc_action a;
        carc_err err;
        if (carc_game_turn(g) != turn) {
            ai->has_tile = false, turn = carc_game_turn(g);
            /* a double turn is one seat's turn twice: the others still reply before the game is judged */
            if (carc_game_turn_is_extra(g))
                until_turn++;
        }
        if (!ai_greedy_choose(ai, g, 0, &a) || carc_game_apply(g, &a, &err) != CARC_OK)
            break;
        if (a.kind == CARC_ACT_TILE)
            ai->tile = a, ai->has_tile = true;
    }
    ai->playout = false;
    ai->has_tile = false;
}
