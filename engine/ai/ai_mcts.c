/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Information-set Monte Carlo tree search (one observer). Every iteration takes a fresh determinization
 * of what the seat cannot see, walks the tree of the seat's own decisions in this turn (tile, meeple
 * or toll house, settle, its bet, island tile or wine) by UCB, plays a few greedy turns of every seat
 * (ai_playout.c), scores the game as if it ended there and backs up the margin. Beyond this turn the
 * next tiles are chance: a tree there would split over every tile that could be drawn, so play-outs
 * judge it instead. */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ai_internal.h"

typedef struct ai_node {
    carc_action act;            /* the action leading here */
    int first_child, nchildren; /* children: a block in the tree; -1 before expansion */
    uint64_t legal_hash;        /* the legal actions the children were made from */
    double w;
    int n;
} ai_node;

typedef struct ai_tree {
    ai_node *v;
    int n, cap;
} ai_tree;

void ai_mcts_free(ai_tree *t)
{
    if (!t)
        return;
    free(t->v);
    free(t);
}

static uint64_t mix(uint64_t h, uint64_t x)
{
    return (h ^ x) * 0x100000001b3ULL;
}

uint64_t ai_action_hash(const carc_action *a)
{
    uint64_t h = mix(0xcbf29ce484222325ULL, (uint64_t)a->kind * 131 + a->has);
    for (const char *c = a->act; *c; c++)
        h = mix(h, (uint64_t)(unsigned char)*c);
    h = mix(h, ((uint64_t)(uint32_t)a->x << 32) | (uint32_t)a->y);
    h = mix(h, ((uint64_t)(uint32_t)a->rot << 32) | (uint32_t)a->at);
    for (const char *c = a->figure; (a->has & CARC_AF_FIGURE) && c < a->figure + sizeof a->figure && *c; c++)
        h = mix(h, (uint64_t)(unsigned char)*c);
    /* the modules' fields, in any order (equal actions hash alike): e.g. the chips a sale pays with, so
     * that a tree made where a hidden chip had another value is not reused */
    uint64_t fields = 0;
    for (int i = 0; i < a->nfields && i < CARC_ACT_FIELDS; i++) {
        const carc_act_value *f = &a->field[i];
        uint64_t fh = mix(0x9e3779b97f4a7c15ULL, f->type);
        for (const char *c = f->key; c < f->key + sizeof f->key && *c; c++)
            fh = mix(fh, (uint64_t)(unsigned char)*c);
        if (f->type == CARC_FT_LABEL)
            for (const char *c = f->label; c < f->label + sizeof f->label && *c; c++)
                fh = mix(fh, (uint64_t)(unsigned char)*c);
        else
            for (int k = 0; k < f->n && k < CARC_FIELD_VALUES; k++)
                fh = mix(fh, 0x100u + (uint64_t)(uint32_t)f->v[k]);
        fields += fh;
    }
    return mix(h, fields);
}

static uint64_t list_hash(const carc_action_list *l)
{
    uint64_t h = (uint64_t)l->n;
    for (int i = 0; i < l->n; i++)
        h = mix(h, ai_action_hash(&l->v[i]));
    return h;
}

static int new_nodes(ai_tree *t, int count)
{
    if (t->n + count > t->cap) {
        int cap = t->cap ? t->cap : 1024;
        while (cap < t->n + count)
            cap *= 2;
        ai_node *v = realloc(t->v, (size_t)cap * sizeof *v);
        if (!v)
            return -1;
        t->v = v;
        t->cap = cap;
    }
    int first = t->n;
    t->n += count;
    return first;
}

static void add_child(ai_tree *t, int at, const carc_action *a)
{
    ai_node *c = &t->v[at];
    c->act = *a;
    c->first_child = -1;
    c->nchildren = 0;
    c->w = 0;
    c->n = 0;
}

/* The children of node: every legal action of g, or, when the level sets candidates, only the ones
 * greedy values best. Spread over a hundred placements a thousand iterations visit each about ten
 * times, too few to tell them apart; pruning to greedy's best dozen multiplies that by ten. With the
 * outlook, greedy ranks them by the weighted evaluation: at equal time that Hard beat the one ranking
 * as if the game ended in 77% of base games. Seeding each child with five visits of greedy's value as
 * well won less (27 of 40 against 32.5 of 40, the same seeds). */
static bool expand(ai_player *ai, int node, const carc_game *g)
{
    ai_tree *t = ai->tree;
    const carc_action_list *legal = &ai->scratch;
    int n = carc_game_legal_actions(g, &ai->scratch), k = ai->def->candidates;
    if (n == 0)
        return false;
    uint64_t hash = list_hash(legal);
    bool valued = false;
    if (k > 0 && n > k) {
        ai->weigh = ai->def->outlook;
        valued = ai_greedy_values(ai, g) == n;
        ai->weigh = false;
    }
    if (!valued)
        k = n;
    int first = new_nodes(t, k);
    if (first < 0)
        return false;
    if (k == n) {
        for (int i = 0; i < n; i++)
            add_child(t, first + i, &legal->v[i]);
    } else { /* the k best by greedy value, ties by legal order */
        int *vals = ai->vals;
        for (int j = 0; j < k; j++) {
            int best = 0;
            for (int i = 1; i < n; i++)
                if (vals[i] > vals[best])
                    best = i;
            add_child(t, first + j, &ai->ply_legal[0].v[best]);
            vals[best] = INT_MIN;
        }
    }
    t->v[node].first_child = first;
    t->v[node].nchildren = k;
    t->v[node].legal_hash = hash;
    return true;
}

static int select_child(const ai_tree *t, int node, double explore, uint64_t rng[4])
{
    const ai_node *p = &t->v[node];
    int unvisited = 0, pick = -1;
    for (int i = 0; i < p->nchildren; i++)
        if (t->v[p->first_child + i].n == 0 && carc_rng_next(rng) % (uint64_t)++unvisited == 0)
            pick = i;
    if (pick >= 0)
        return p->first_child + pick;
    double logn = log((double)p->n), best = -1.0;
    for (int i = 0; i < p->nchildren; i++) {
        const ai_node *c = &t->v[p->first_child + i];
        double u = c->w / c->n + explore * sqrt(logn / c->n);
        if (u > best)
            best = u, pick = i;
    }
    return p->first_child + pick;
}

/* One iteration; returns false when memory ran out. */
static bool iterate(ai_player *ai, int root, int me, int turn, int *path)
{
    ai_tree *t = ai->tree;
    carc_game *w = ai->work;
    carc_game_copy(w, ai->view);
    carc_game_determinize(w, me, ai->rng);
    int node = root, depth = 0;
    path[depth++] = root;
    while (!carc_game_over(w) && carc_game_current_player(w) == me && carc_game_turn(w) == turn && depth < 63) {
        if (t->v[node].first_child < 0) {
            if (!expand(ai, node, w))
                return ai->scratch.n == 0;
        } else if (node != root) {
            /* a chance step (an island draw) changed what can follow: judge it by play-outs */
            carc_game_legal_actions(w, &ai->scratch);
            if (list_hash(&ai->scratch) != t->v[node].legal_hash)
                break;
        }
        int c = select_child(t, node, ai->def->explore, ai->rng);
        carc_err err;
        if (carc_game_apply(w, &t->v[c].act, &err) != CARC_OK)
            break;
        node = c;
        path[depth++] = c;
        if (t->v[c].n == 0)
            break;
    }
    ai_playout(ai, w, turn + ai->playout_turns);
    double r = ai_reward(ai->weights, w, me);
    for (int i = 0; i < depth; i++) {
        t->v[path[i]].n++;
        t->v[path[i]].w += r;
    }
    return true;
}

/* Whether the decision comes before this turn's tile and leads to placing it (where the tile comes from:
 * an island tile or the draw). Searched as a bet is (a quarter of the iterations, each played out for
 * twelve turns), its tile's placements got too few visits, and a bad one dragged the choice down:
 * Hard took the one tile that completes its city from an island 1 time in 5. */
static bool leads_to_tile(ai_player *ai, int me, int turn)
{
    carc_err err;
    carc_game_copy(ai->work, ai->view);
    if (carc_game_apply(ai->work, &ai->legal.v[0], &err) != CARC_OK || carc_game_over(ai->work) ||
        carc_game_current_player(ai->work) != me || carc_game_turn(ai->work) != turn)
        return false;
    return carc_game_legal_actions(ai->work, &ai->scratch) > 0 && ai->scratch.v[0].kind == CARC_ACT_TILE;
}

/* The node of the last decision's tree that this decision continues, or -1. */
static int reusable_root(const ai_player *ai, int me, int turn)
{
    const ai_tree *t = ai->tree;
    if (!t || ai->reuse_node <= 0 || ai->reuse_node >= t->n || ai->reuse_turn != turn || ai->reuse_player != me || !ai->has_last)
        return -1;
    const ai_node *r = &t->v[ai->reuse_node];
    if (!carc_action_equal(&r->act, &ai->last) || r->first_child < 0 || r->legal_hash != list_hash(&ai->legal))
        return -1;
    return ai->reuse_node;
}

void ai_mcts_decide(ai_player *ai, carc_action *out, const volatile bool *stop)
{
    if (!ai->tree && !(ai->tree = calloc(1, sizeof *ai->tree))) {
        *out = ai->legal.v[0];
        return;
    }
    ai_tree *t = ai->tree;
    int me = carc_game_current_player(ai->view), turn = carc_game_turn(ai->view);
    /* an explicit iteration budget is exact (reproducible); otherwise the level's, capped in time */
    int iterations = ai->budget.iterations > 0 ? ai->budget.iterations : ai->def->iterations;
    int think_ms = ai->budget.iterations > 0 ? 0 : ai->budget.think_ms > 0 ? ai->budget.think_ms : ai->def->think_ms;
    if (ai->budget.think_ms > 0 && ai->budget.iterations <= 0)
        iterations = 0x7fffffff;
    /* A choice that places no tile (a figure or none, a bet, a settle, a sale) pays off only when
     * features grow and close, many turns later: it is judged by longer play-outs, and fewer of them;
     * paired, except a figure's (its list begins with the pass), which goes on with the tile's tree.
     * Not so a choice of where this turn's tile comes from: it pays off in the placement it leads to. */
    bool board = ai->legal.v[0].kind == CARC_ACT_TILE || leads_to_tile(ai, me, turn);
    bool figure = ai->legal.n > 1 && ai->legal.v[0].kind == CARC_ACT_PASS && ai->legal.v[1].kind == CARC_ACT_MEEPLE;
    /* to the end of the seat's next turn: every other seat replies once, and the seat's own next move
     * balances theirs before the game is scored */
    ai->playout_turns = carc_game_player_count(ai->view) + 1;
    ai->weights = ai->def->outlook ? ai_weights_for(ai->view, NULL) : &ai_score_only;
    if (!board) {
        ai->playout_turns = ai->def->long_playout_turns;
        iterations = iterations / 4 + 1;
    }
    if (!board && !figure) {
        ai->reuse_node = 0; /* no tree follows this decision */
        ai_halving_decide(ai, iterations, think_ms, stop, out);
        return;
    }
    int root = reusable_root(ai, me, turn);
    if (root > 0) {
        /* the follow-up was already searched with the last decision: a quarter more sharpens it */
        iterations = iterations / 4 + 1;
        think_ms /= 4;
    } else {
        t->n = 0;
        root = new_nodes(t, 1);
        if (root < 0 || !expand(ai, root, ai->view)) {
            *out = ai->legal.v[0];
            return;
        }
        t->v[root].n = 0;
        t->v[root].w = 0;
    }
    carc_game_set_recording(ai->work, false);
    double t0 = ai_now_ms();
    int path[64], it = 0;
    while (it < iterations) {
        if (!iterate(ai, root, me, turn, path))
            break;
        it++;
        if ((stop && *stop) || (think_ms > 0 && ai_now_ms() - t0 >= think_ms))
            break; /* an iteration costs far more than a clock read */
    }
    const ai_node *r = &t->v[root];
    int best = r->first_child;
    for (int i = 1; i < r->nchildren; i++) {
        const ai_node *c = &t->v[r->first_child + i];
        if (c->n > t->v[best].n || (c->n == t->v[best].n && c->w > t->v[best].w))
            best = r->first_child + i;
    }
    *out = t->v[best].act;
    ai->reuse_node = best;
    ai->reuse_turn = turn;
    ai->reuse_player = me;
}
