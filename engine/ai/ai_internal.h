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
    int iterations;    /* MCTS iterations per decision when no time is set */
    int think_ms;      /* MCTS: time per decision in the game (0: iterations only) */
    double explore;    /* UCB exploration constant */
    int greedy_margin; /* greedy: choose at random among actions within this many points of the best */
} ai_level_def;

struct ai_player {
    const ai_level_def *def;
    ai_budget budget;
    uint64_t rng[4];
    int last_iterations;
    carc_action_list legal, scratch;
    carc_game *view;  /* the game determinized for this seat */
    carc_game *work;  /* a copy played on */
    carc_game *eval;  /* a copy scored as if the game ended now */
    carc_game *ply[AI_GREEDY_DEPTH];          /* greedy: one copy per decision of the turn */
    carc_action_list ply_legal[AI_GREEDY_DEPTH];
    int *vals, cap_vals;                      /* greedy: the value of each root action */
    struct ai_tree *tree;
};

/* Actions equal in every field their kind uses. */
bool ai_action_equal(const carc_action *a, const carc_action *b);

/* The game as if it ended now (incomplete features, fields, open bets scored), seen by player p:
 * p's score minus the best other score. scratch is overwritten. */
int ai_eval_final_diff(carc_game *scratch, const carc_game *g, int p);
/* A reward in [0, 1] for player p from the scores of a finished (or ended) game. */
double ai_reward(const carc_game *g, int p);

/* One move of the play-out policy: cheap and better than uniform where it pays. */
bool ai_playout_step(carc_game *g, carc_action_list *scratch, uint64_t rng[4]);
void ai_playout(carc_game *g, carc_action_list *scratch, uint64_t rng[4]);

/* The searches: fill out with the chosen action (the legal list of ai->view is in ai->legal). */
void ai_greedy_decide(ai_player *ai, carc_action *out);
void ai_mcts_decide(ai_player *ai, carc_action *out, const volatile bool *stop);
void ai_mcts_free(struct ai_tree *t);

double ai_now_ms(void);

#endif
