/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a position is worth: the scores if the game ended now, and the reward of a played-out game. */
#include <math.h>

#include "ai_internal.h"

static int best_other(const carc_game *g, int p)
{
    int best = -1000000;
    for (int q = 0; q < carc_game_player_count(g); q++)
        if (q != p && carc_game_score(g, q) > best)
            best = carc_game_score(g, q);
    return best;
}

int ai_eval_final_diff(carc_game *scratch, const carc_game *g, int p)
{
    carc_game_copy(scratch, g);
    carc_game_end_now(scratch);
    return carc_game_score(scratch, p) - best_other(scratch, p);
}

double ai_eval_margin(const ai_weight_table *w, carc_game *g, int p)
{
    double term[CARC_MAX_PLAYERS][AI_TERMS], value[CARC_MAX_PLAYERS];
    int phase = ai_eval_terms(g, term), np = carc_game_player_count(g);
    for (int q = 0; q < np; q++) {
        value[q] = 0;
        for (int k = 0; k < AI_TERMS; k++)
            value[q] += (*w)[phase][k] * term[q][k];
    }
    double best = -1e9;
    for (int q = 0; q < np; q++)
        if (q != p && value[q] > best)
            best = value[q];
    return value[p] - best;
}

/* The margin squashed into [0, 1]. A cut play-out is scored mid-game, where who leads by a point says
 * little: in arena runs the margin alone won 85-90% against greedy where half win, half margin won
 * 65-75%. */
double ai_reward(const ai_weight_table *w, carc_game *g, int p)
{
    return 0.5 * (1.0 + tanh(ai_eval_margin(w, g, p) / 20.0));
}
