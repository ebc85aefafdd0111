/* SPDX-License-Identifier: GPL-3.0-or-later */
/* How the game may end, beyond the score if it ended now, as terms for each player that Hard and
 * Expert weigh (ai_weights.c): each open feature that holds figures adds what completing it would bring,
 * times the chance that it completes (the open term); each figure counts while turns remain to use it,
 * in hand or back in hand when its feature completes (the figures term), and the figures in hand count
 * once more, each less than the one before (the hand term): a seat with none in hand cannot claim what
 * its next tiles make, whatever comes back later; the modules add their own
 * (a builder's double turns, goods still to come). The chance comes from the engine's outlook
 * (carc_game_open_features): the hardest square must be filled by one of the fitting tiles still to
 * come within the owner's own turns left, and every other square in a turn of its own. A feature the
 * tiles to come cannot complete is worth only its end-of-game value. */
#include <math.h>

#include "ai_internal.h"

#define MAX_OPEN 256
/* A figure's worth grows with the own turns left to use it, up to this many turns: beyond, a seat has
 * more turns than it can fill with figures anyway. */
#define FIGURE_TURNS_CAP 24.0

const char *ai_term_name(int term)
{
    static const char *const names[AI_TERMS] = {"score", "open", "figures", "hand", "modules"};
    return term >= 0 && term < AI_TERMS ? names[term] : NULL;
}

int ai_eval_terms(carc_game *g, double term[CARC_MAX_PLAYERS][AI_TERMS])
{
    int np = carc_game_player_count(g);
    double to_come = carc_game_tiles_to_come(g), own_turns = to_come / np;
    double turns = own_turns < FIGURE_TURNS_CAP ? own_turns : FIGURE_TURNS_CAP;
    double module[CARC_MAX_PLAYERS] = {0};
    carc_open_feature f[MAX_OPEN];
    int n = carc_game_open_features(g, f, MAX_OPEN);
    if (carc_game_outlook_modules(g) > 0)
        carc_game_module_outlook(g, f, n, module);
    for (int p = 0; p < np; p++) {
        term[p][AI_T_OPEN] = 0;
        term[p][AI_T_FIGURES] = turns * carc_game_meeples_in_supply(g, p);
        term[p][AI_T_HAND] = turns * (1 - exp(-carc_game_meeples_in_supply(g, p)));
        term[p][AI_T_MODULES] = module[p];
    }
    for (int k = 0; k < n; k++) {
        double c = carc_open_feature_chance(&f[k], to_come, own_turns);
        for (int p = 0; p < np; p++) {
            term[p][AI_T_OPEN] += c * f[k].gain[p];
            term[p][AI_T_FIGURES] += c * turns * f[k].figures[p];
        }
    }
    /* the phase by the share of the game played: early, middle, late */
    double played = carc_game_turn(g), share = played / (played + to_come);
    int phase = (int)(share * AI_PHASES);
    carc_game_end_now(g);
    for (int p = 0; p < np; p++)
        term[p][AI_T_SCORE] = carc_game_score(g, p);
    return phase < AI_PHASES ? phase : AI_PHASES - 1;
}
