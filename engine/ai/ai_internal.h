/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shapes shared by the computer players' files. Everything here works through engine/carc.h. */
#ifndef AI_INTERNAL_H
#define AI_INTERNAL_H

#include "ai.h"

enum ai_kind { AI_RANDOM, AI_GREEDY, AI_MCTS };
#define AI_GREEDY_DEPTH 3 /* decisions of one turn greedy looks through: tile, meeple, own bet */

/* A level is data: which search, its budgets and its knobs. */
typedef struct ai_level_def {
    const char *name;
    int kind;
    int iterations;         /* MCTS iterations per decision when no time is set */
    int think_ms;           /* MCTS: time per decision in the game (0: iterations only) */
    double explore;         /* UCB exploration constant */
    int greedy_margin;      /* greedy: choose at random among actions within this many points of the best */
    int long_playout_turns; /* MCTS: greedy turns played out for a choice that places nothing (bets,
                             * settle, sales) before the game is scored as if it ended */
    int candidates;         /* MCTS: the search looks only at the actions greedy values best (0: all) */
    /* greedy (Easy): an action is judged by the weighted evaluation (the fitted weights) rather than the
     * score as if the game ended: a figure and a rival's open city count, so its margin never covers
     * giving a city away or a last meeple on a one-point road */
    bool weighed;
    /* MCTS: a play-out is judged by how the game may end, with the weights fitted for the setup
     * (ai_weights.c), not as if it ended there (the score and the modules' terms only) */
    bool outlook;
} ai_level_def;

/* One setup's fitted weights, from engine/ai/ai_weights.json (made into C at build time). */
typedef struct ai_weight_set {
    const char *setup; /* ai_setup_key */
    ai_weight_table w;
} ai_weight_set;
extern const ai_weight_set ai_weight_sets[];
extern const int ai_weight_set_count;
/* The weights of a level without the outlook: the score if the game ended now and the modules' terms */
extern const ai_weight_table ai_score_only;

struct ai_player {
    const ai_level_def *def;
    ai_budget budget;
    uint64_t rng[4];
    carc_action_list legal, scratch;
    carc_game *view;                 /* the game determinized for this seat */
    carc_game *work;                 /* a copy played on */
    carc_game *eval;                 /* a copy scored as if the game ended now */
    carc_game *ply[AI_GREEDY_DEPTH]; /* greedy: one copy per decision of the turn */
    carc_action_list ply_legal[AI_GREEDY_DEPTH];
    int *vals, cap_vals; /* greedy: the value of each root action */
    struct ai_tree *tree;
    /* The tree of the last decision is searched on when the next decision follows it in the same turn
     * (the meeple after the tile): the node of the action taken, for that turn and seat. */
    int reuse_node, reuse_turn, reuse_player;
    int playout_turns;              /* this decision's play-out length */
    const ai_weight_table *weights; /* how this decision judges a play-out (or, weighed, greedy's actions) */
    bool has_last;
    carc_action last; /* the last action of the game decided on */
    bool playout;     /* greedy is playing a play-out (the cheaper policy, ai_greedy.c) */
    bool weigh;       /* greedy judges by the weighted evaluation (ai->weights), not as if the game ended */
    bool has_tile;
    carc_action tile; /* in a play-out: the tile placed in this turn */
};

/* Actions equal in every field their kind uses. */
/* A hash of every field an action may carry: a search tree is reused only for the same legal list. */
uint64_t ai_action_hash(const carc_action *a);

/* The game as if it ended now (incomplete features, fields, open bets scored), seen by player p:
 * p's score minus the best other score. scratch is overwritten. */
int ai_eval_final_diff(carc_game *scratch, const carc_game *g, int p);
/* The evaluation's terms weighted by w (at g's phase): player p's margin over the best other seat. g is
 * a scratch copy (it is ended). */
double ai_eval_margin(const ai_weight_table *w, carc_game *g, int p);
/* That margin as a reward in [0, 1]. */
double ai_reward(const ai_weight_table *w, carc_game *g, int p);

/* Play on with greedy turns until turn until_turn begins (or the game ends). */
void ai_playout(ai_player *ai, carc_game *g, int until_turn);

/* The searches: fill out with the chosen action (the legal list of ai->view is in ai->legal). */
void ai_greedy_decide(ai_player *ai, carc_action *out);
/* Greedy's value of every legal action of g for the player to move: the actions in ai->ply_legal[0],
 * their values in ai->vals (INT_MIN: not playable). Returns their count. */
int ai_greedy_values(ai_player *ai, const carc_game *g);
/* Greedy's choice in any position g (already seen as the seat may see it); false if none. */
bool ai_greedy_choose(ai_player *ai, const carc_game *g, int margin, carc_action *out);
void ai_mcts_decide(ai_player *ai, carc_action *out, const volatile bool *stop);
void ai_mcts_free(struct ai_tree *t);
/* A choice that places nothing, judged by paired play-outs (ai_halving.c): budget play-outs in all. */
void ai_halving_decide(ai_player *ai, int budget, int think_ms, const volatile bool *stop, carc_action *out);

double ai_now_ms(void);

#endif
