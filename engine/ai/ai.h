/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc computer players: one decision at a time for the player to move, through the engine's
 * public API only. A player sees what a human in its seat sees: every look-ahead runs on a copy of
 * the game determinized for its seat (carc_game_determinize), never on the hidden state.
 *
 * Levels (the names of "ai" on a saved player): random and greedy are baselines for measurement;
 * normal, hard and expert search with information-set Monte Carlo tree search (hard and expert judging
 * their play-outs by the weighted evaluation below); easy is greedy judging by that evaluation, with a
 * margin. docs/AI.md says more. */
#ifndef AI_H
#define AI_H

#include <stdbool.h>
#include <stdint.h>

#include "carc.h"

typedef struct ai_player ai_player;

/* The search budget of one decision: a fixed number of iterations (reproducible: the same game, seed
 * and iterations give the same action) or a time in milliseconds; 0 keeps the level's own. */
typedef struct ai_budget {
    int iterations;
    int think_ms;
} ai_budget;

int ai_level_count(void);
const char *ai_level_name(int i); /* "easy", "normal", "hard", "expert", "greedy", "random" */
bool ai_level_known(const char *level);

/* NULL for an unknown level. seed fixes every random choice the player makes. */
ai_player *ai_new(const char *level, uint64_t seed);
void ai_free(ai_player *ai);
void ai_set_budget(ai_player *ai, ai_budget budget);

/* Choose one legal action for the player to move in g; g is not changed. Returns false only when there
 * is nothing to decide (game over). Safe to call from a worker thread on a game no other thread
 * changes meanwhile (the front end passes a clone). If stop is non-NULL and becomes true, the search
 * ends early with the best action found so far. */
bool ai_decide(ai_player *ai, const carc_game *g, carc_action *out, const volatile bool *stop);

/* ---- the evaluation and its learned weights (ai_outlook.c, ai_weights.c) ----
 * Hard and Expert judge a position by a weighted sum of terms, for each player: the score if the game
 * ended now, the open features' outlook, the figures' worth while turns remain, and the modules' own
 * terms. The weights depend on the phase of the game (how many tiles are still to come) and are fitted
 * on self-play games by opencarc-cli selfplay into engine/ai/ai_weights.json (docs/AI.md). */
enum { AI_T_SCORE, AI_T_OPEN, AI_T_FIGURES, AI_T_HAND, AI_T_MODULES, AI_TERMS };
#define AI_PHASES 3
const char *ai_term_name(int term); /* "score", "open", "figures", "hand", "modules" */
/* The terms of every player in g: term[p][k]. g is a scratch copy: it is ended (scored as if the game
 * ended now) for the score term. Returns the phase of the game, 0 (early) to AI_PHASES - 1. */
int ai_eval_terms(carc_game *g, double term[CARC_MAX_PLAYERS][AI_TERMS]);
/* The key of g's setup in the weights file: its enabled optional modules in rules order, comma-separated
 * ("" for the base game alone). */
void ai_setup_key(const carc_game *g, char *out, int cap);
/* The weights fitted for g's setup (the base game's when none was fitted for it, and the hand-set
 * weights before any was), as w[phase][term]; *fitted says whether an entry was found for this setup. */
typedef double ai_weight_table[AI_PHASES][AI_TERMS];
const ai_weight_table *ai_weights_for(const carc_game *g, bool *fitted);
/* The weights set by hand, which a fit leans towards: each term at face value, a figure 0.25 a turn. */
const ai_weight_table *ai_weights_by_hand(void);

/* What a seat expects from a position (ai_expect.c), for a front end to show after a computer's turn: the
 * same chances and gains the evaluation weighs, and what completing would score as a player counts it
 * (carc_open_feature.completed), public information only (no module's term). */
#define AI_EXPECT_MAX 8
typedef struct ai_expect_feature {
    int feature;   /* as carc_game_feature_of gives it */
    int type;      /* CARC_ROAD, CARC_CITY, CARC_MONASTERY */
    int tiles;     /* carc_game_feature_size */
    double chance; /* that it completes from the tiles still to come, within the seat's own turns left */
    int gain;      /* what completing it adds to the seat's points beyond its end-of-game value (weighed) */
    int points;    /* what completing it scores the seat, at the size the fewest tiles complete it (shown) */
    int figures;   /* the seat's figures on it, back in hand when it completes */
    bool dead;     /* no tile still to come fits where it needs one */
} ai_expect_feature;
#define AI_EXPECT_PARTS 8
typedef struct ai_expect_part {
    const char *reason; /* a score category: "city", "goods", ... (the points event's reason) */
    int points;
} ai_expect_part;
typedef struct ai_expectation {
    int seat;
    int score;  /* as if the game ended now: now plus what the final scoring adds, by category */
    int now;    /* the seat's score now */
    int nparts; /* the final scoring's points by category (face-down bets left out: secret points) */
    ai_expect_part part[AI_EXPECT_PARTS];
    int in_hand;   /* figures in hand */
    double back;   /* figures expected back: each on an open feature times that feature's chance */
    int nfeatures; /* the open features holding the seat's figures, the most expected (chance x gain) first */
    ai_expect_feature feature[AI_EXPECT_MAX];
} ai_expectation;
bool ai_expect(const carc_game *g, int seat, ai_expectation *out); /* false: no such seat, or no memory */

#endif
