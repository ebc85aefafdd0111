/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The greedy player (and Easy): one ply deep. Every action is tried with the best follow-up of the same
 * player in the same turn (a tile with its meeple, then its own bet), and judged by the scores as if the
 * game ended right after it. Easy judges by the weighted evaluation instead (figures and open features
 * count) and places its tile at random among the squares within a few points of the best: beatable, but
 * never giving points away for nothing. The tree search also uses greedy to play the other seats' replies.
 * A double turn's choice is judged the same way: taking it looks on into the second tile's placement. */
#include <limits.h>
#include <math.h>
#include <stdlib.h>

#include "ai_internal.h"

static carc_game *copy_at(ai_player *ai, int depth, const carc_game *s)
{
    if (ai->ply[depth])
        carc_game_copy(ai->ply[depth], s);
    else
        ai->ply[depth] = carc_game_clone(s);
    return ai->ply[depth];
}

/* The play-out policy is greedy made cheaper: a placement that is not a meeple (a toll house) is
 * looked at only on the tile just placed. With The Tollkeepers the meeple step otherwise offers every
 * free crossroads on the board, which made each play-out turn four times dearer. */
static bool skipped(const ai_player *ai, const carc_action *a, const carc_action *tile)
{
    return ai->playout && tile && a->kind == CARC_ACT_OTHER && (a->has & CARC_AF_XY) && (a->x != tile->x || a->y != tile->y);
}

/* The tile placed in this turn, if a is one; else the one before. */
static const carc_action *placed(const carc_action *a, const carc_action *tile)
{
    return a->kind == CARC_ACT_TILE ? a : tile;
}

/* What greedy sees after a turn: the score as if the game ended, or (Easy) the weighted evaluation. */
static int judge(ai_player *ai, const carc_game *s, int me)
{
    if (ai->playout || !ai->weigh)
        return ai_eval_final_diff(ai->eval, s, me);
    carc_game_copy(ai->eval, s);
    return (int)lround(ai_eval_margin(ai->weights, ai->eval, me));
}

/* Whether greedy looks on into s: the same player's decisions in the same turn, and in the extra turn a
 * module granted right after it (a double turn taken: so taking it is worth its tile's best placement, and
 * declining it is not judged equal to taking it). */
static bool same_turn(const carc_game *s, int me, int turn)
{
    if (carc_game_over(s) || carc_game_current_player(s) != me)
        return false;
    return carc_game_turn(s) == turn || (carc_game_turn(s) == turn + 1 && carc_game_turn_is_extra(s));
}

static int value(ai_player *ai, const carc_game *s, int depth, int me, int turn, const carc_action *tile)
{
    if (depth == AI_GREEDY_DEPTH || !same_turn(s, me, turn))
        return judge(ai, s, me);
    carc_action_list *l = &ai->ply_legal[depth];
    int n = carc_game_legal_actions(s, l), best = INT_MIN;
    for (int i = 0; i < n; i++) {
        if (skipped(ai, &l->v[i], tile))
            continue;
        carc_game *next = copy_at(ai, depth, s);
        carc_err err;
        if (!next || carc_game_apply(next, &l->v[i], &err) != CARC_OK)
            continue;
        int v = value(ai, next, depth + 1, me, turn, placed(&l->v[i], tile));
        if (v > best)
            best = v;
    }
    return best == INT_MIN ? judge(ai, s, me) : best;
}

int ai_greedy_values(ai_player *ai, const carc_game *g)
{
    int me = carc_game_current_player(g), turn = carc_game_turn(g);
    carc_action_list *l = &ai->ply_legal[0];
    int n = carc_game_legal_actions(g, l);
    if (n > ai->cap_vals) {
        int *v = realloc(ai->vals, (size_t)n * sizeof *v);
        if (!v)
            return 0;
        ai->vals = v;
        ai->cap_vals = n;
    }
    const carc_action *tile = ai->has_tile ? &ai->tile : NULL;
    for (int i = 0; i < n; i++) {
        carc_game *next = skipped(ai, &l->v[i], tile) ? NULL : copy_at(ai, 0, g);
        carc_err err;
        ai->vals[i] =
            next && carc_game_apply(next, &l->v[i], &err) == CARC_OK ? value(ai, next, 1, me, turn, placed(&l->v[i], tile)) : INT_MIN;
    }
    return n;
}

bool ai_greedy_choose(ai_player *ai, const carc_game *g, int margin, carc_action *out)
{
    int n = ai_greedy_values(ai, g), best = INT_MIN;
    if (n == 0)
        return false;
    const int *vals = ai->vals;
    for (int i = 0; i < n; i++)
        if (vals[i] > best)
            best = vals[i];
    /* Easy's margin is for where its tile goes (a beginner's square, a little worse): its figure, bet or
     * sale is the best by the evaluation, since within 2 points it put a farmer where a meeple on the
     * road its tile completed scored at once (tests/tactics/claim_completed_road.json, 7 times of 10) */
    if (ai->ply_legal[0].v[0].kind != CARC_ACT_TILE)
        margin = 0;
    /* ties (and Easy's margin) are broken at random, so equal choices do not always fall the same way */
    int count = 0, pick = 0;
    for (int i = 0; i < n; i++)
        if (vals[i] != INT_MIN && vals[i] >= best - margin && carc_rng_next(ai->rng) % (uint64_t)++count == 0)
            pick = i;
    *out = ai->ply_legal[0].v[pick];
    return true;
}

void ai_greedy_decide(ai_player *ai, carc_action *out)
{
    ai->weights = ai_weights_for(ai->view, NULL);
    ai->weigh = ai->def->weighed;
    if (!ai_greedy_choose(ai, ai->view, ai->def->greedy_margin, out))
        *out = ai->legal.v[0];
}
