/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A choice that places no tile and no figure (a bet, a settle, a sale) judged by paired play-outs:
 * every round draws one determinization and one stream of random choices and plays each candidate out
 * on both, so two candidates differ only by the choice, not by the luck of the draw. Such a choice
 * moves the margin by a point or two, and twelve-turn play-outs spread it by dozens: judged apart (UCB
 * over the children), which of two wines to sell abroad was a coin flip (Hard right with 1 of the 3
 * seeds test_ai asks in tests/tactics/mc_france_sell_wine_without_towns.json). Sequential halving
 * spends the rounds: each phase drops the worse half, so most of them go to the candidates still
 * close. */
#include <stdlib.h>
#include <string.h>

#include "ai_internal.h"

typedef struct candidate {
    int action; /* index in ai->legal */
    double sum; /* rewards of the rounds played, every candidate still in having played all of them */
} candidate;

static int better_first(const void *pa, const void *pb)
{
    const candidate *a = pa, *b = pb;
    int by_sum = (a->sum < b->sum) - (a->sum > b->sum);
    return by_sum ? by_sum : a->action - b->action; /* ties in legal order: the same choice everywhere */
}

/* One round: every candidate played out from the same determinization with the same random stream. */
static void play_round(ai_player *ai, candidate *c, int n, int me, int turn)
{
    uint64_t round[4], keep[4];
    carc_rng_seed(round, carc_rng_next(ai->rng));
    memcpy(keep, ai->rng, sizeof keep);
    for (int i = 0; i < n; i++) {
        memcpy(ai->rng, round, sizeof round);
        carc_game_copy(ai->work, ai->view);
        carc_game_determinize(ai->work, me, ai->rng);
        carc_err err;
        carc_game_apply(ai->work, &ai->legal.v[c[i].action], &err); /* legal in every determinization */
        ai_playout(ai, ai->work, turn + ai->playout_turns);
        c[i].sum += ai_reward(ai->weights, ai->work, me);
    }
    memcpy(ai->rng, keep, sizeof keep);
}

void ai_halving_decide(ai_player *ai, int budget, int think_ms, const volatile bool *stop, carc_action *out)
{
    int n = ai->legal.n, me = carc_game_current_player(ai->view), turn = carc_game_turn(ai->view);
    candidate *c = malloc((size_t)n * sizeof *c);
    if (!c) {
        *out = ai->legal.v[0];
        return;
    }
    for (int i = 0; i < n; i++)
        c[i] = (candidate){i, 0};
    int phases = 0;
    while ((1 << phases) < n)
        phases++;
    carc_game_set_recording(ai->work, false);
    double t0 = ai_now_ms();
    int played = 0, m = n;
    for (bool in_time = true; m > 1 && in_time; m = (m + 1) / 2) {
        for (int r = 0; r == 0 || r < budget / phases / m; r++) {
            double ms = ai_now_ms() - t0, pace = played > 0 ? ms / played : 0; /* per play-out so far */
            if (think_ms > 0 && pace > 0 && pace * budget > think_ms)
                budget = (int)(think_ms / pace); /* a time budget: the play-outs that fit in it */
            /* every round after the first must fit in the time */
            in_time = played == 0 || !((stop && *stop) || (think_ms > 0 && ms + pace * m > think_ms));
            if (!in_time)
                break;
            play_round(ai, c, m, me, turn);
            played += m;
        }
        qsort(c, (size_t)m, sizeof *c, better_first); /* the m still in have played the same rounds */
        if (!in_time)
            break;
    }
    *out = ai->legal.v[c[0].action];
    free(c);
}
