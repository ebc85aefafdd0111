/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The computer player's entry point: the level table, the seat's own random stream, and the step every
 * level shares: take a copy of the game determinized for the seat, then search on that copy only. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai_internal.h"

/* Budgets: iterations make a level reproducible; the time is a cap that keeps Hard under 1.5 s,
 * Normal under 0.5 s and Expert under 5 s per decision on a slow or busy machine. Play-outs: every seat
 * plays greedy turns until the seat's next turn is done, then the game is judged (the same search with
 * random play-outs to the end won only 40-60% against greedy in arena runs) by the weighted evaluation
 * (ai_outlook.c, ai_weights.c; at equal time this Hard beat the one judging as if the game ended in 79.5%
 * of 200 base games). Normal is the same search made small: 100 iterations over greedy's best 6, and
 * choices that place nothing played out 2 turns, not 12. Judging as if the game ended, Normal lost to Easy with The Bets + The Tollkeepers (39 of
 * 100); with the evaluation at its old budget (500 iterations) it was Hard's equal (19 of 40). Easy judges
 * its greedy choices by the same evaluation, within 2 points of the best (within 4 as if the game ended,
 * it lost to random 3.5 times in 20). */
static const ai_level_def levels[] = {
    {"easy", AI_GREEDY, 0, 0, 0.0, 2, 0, 0, true, false},
    {"normal", AI_MCTS, 100, 450, 0.7, 0, 2, 6, false, true},
    {"hard", AI_MCTS, 1000, 1200, 0.7, 0, 12, 12, false, true},
    /* Hard with three times the search, up to 5 s a decision */
    {"expert", AI_MCTS, 3000, 5000, 0.7, 0, 12, 12, false, true},
    {"greedy", AI_GREEDY, 0, 0, 0.0, 0, 0, 0, false, false},
    {"random", AI_RANDOM, 0, 0, 0.0, 0, 0, 0, false, false},
};
#define NLEVELS ((int)(sizeof levels / sizeof levels[0]))

int ai_level_count(void)
{
    return NLEVELS;
}
const char *ai_level_name(int i)
{
    return i >= 0 && i < NLEVELS ? levels[i].name : NULL;
}

static const ai_level_def *find_level(const char *name)
{
    for (int i = 0; name && i < NLEVELS; i++)
        if (strcmp(levels[i].name, name) == 0)
            return &levels[i];
    return NULL;
}

bool ai_level_known(const char *level)
{
    return find_level(level) != NULL;
}

ai_player *ai_new(const char *level, uint64_t seed)
{
    const ai_level_def *def = find_level(level);
    if (!def)
        return NULL;
    ai_player *ai = calloc(1, sizeof *ai);
    if (!ai)
        return NULL;
    ai->def = def;
    carc_rng_seed(ai->rng, seed);
    return ai;
}

void ai_free(ai_player *ai)
{
    if (!ai)
        return;
    carc_action_list_free(&ai->legal);
    carc_action_list_free(&ai->scratch);
    carc_game_free(ai->view);
    carc_game_free(ai->work);
    carc_game_free(ai->eval);
    for (int d = 0; d < AI_GREEDY_DEPTH; d++) {
        carc_game_free(ai->ply[d]);
        carc_action_list_free(&ai->ply_legal[d]);
    }
    ai_mcts_free(ai->tree);
    free(ai->vals);
    free(ai);
}

void ai_set_budget(ai_player *ai, ai_budget budget)
{
    ai->budget = budget;
}

double ai_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* A scratch game equal to src, reusing dst's memory once it exists. */
static carc_game *copy_into(carc_game *dst, const carc_game *src)
{
    if (!dst)
        return carc_game_clone(src);
    carc_game_copy(dst, src);
    return dst;
}

bool ai_decide(ai_player *ai, const carc_game *g, carc_action *out, const volatile bool *stop)
{
    if (carc_game_over(g))
        return false;
    if (ai->def->kind == AI_RANDOM) { /* needs nothing but the legal actions, which hide nothing */
        int n = carc_game_legal_actions(g, &ai->legal);
        if (n > 0)
            *out = ai->legal.v[carc_rng_next(ai->rng) % (uint64_t)n];
        return n > 0;
    }
    ai->view = copy_into(ai->view, g);
    if (!ai->view)
        return false;
    carc_game_set_recording(ai->view, false);
    carc_game_determinize(ai->view, carc_game_current_player(g), ai->rng);
    int n = carc_game_legal_actions(ai->view, &ai->legal);
    if (n == 0)
        return false;
    if (n == 1) {
        *out = ai->legal.v[0];
        return true;
    }
    ai->has_last = carc_game_action_count(g) > 0;
    if (ai->has_last)
        ai->last = *carc_game_action_at(g, carc_game_action_count(g) - 1);
    ai->work = copy_into(ai->work, ai->view);
    ai->eval = copy_into(ai->eval, ai->view);
    if (!ai->work || !ai->eval)
        return false;
    if (ai->def->kind == AI_GREEDY)
        ai_greedy_decide(ai, out);
    else
        ai_mcts_decide(ai, out, stop);
    return true;
}
