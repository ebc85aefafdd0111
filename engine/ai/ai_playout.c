/* The play-out policy of the tree search: random, with two cheap preferences that make play-outs
 * closer to real play — a tile goes where it touches more neighbours (snug placements keep features
 * closable), and a meeple is placed only about half the time (random play spends them all at once). */
#include "ai_internal.h"

#define SNUG_SAMPLES 3

static int neighbours(const carc_game *g, int x, int y)
{
    return (carc_game_board_at(g, x + 1, y) >= 0) + (carc_game_board_at(g, x - 1, y) >= 0) +
           (carc_game_board_at(g, x, y + 1) >= 0) + (carc_game_board_at(g, x, y - 1) >= 0);
}

static int pick(const carc_game *g, const carc_action_list *l, uint64_t rng[4])
{
    int n = l->n;
    const carc_action *v = l->v;
    if (v[0].kind == CARC_ACT_TILE) {
        int best = -1, best_n = -1;
        for (int s = 0; s < SNUG_SAMPLES; s++) {
            int i = (int)(carc_rng_next(rng) % (uint64_t)n);
            if (v[i].kind != CARC_ACT_TILE) continue;
            int k = neighbours(g, v[i].x, v[i].y);
            if (k > best_n) best_n = k, best = i;
        }
        if (best >= 0) return best;
    }
    int pass = -1;
    for (int i = 0; i < n; i++)
        if (v[i].kind == CARC_ACT_PASS) pass = i;
    if (pass >= 0 && n > 1 && (carc_rng_next(rng) & 1)) return pass;
    return (int)(carc_rng_next(rng) % (uint64_t)n);
}

bool ai_playout_step(carc_game *g, carc_action_list *scratch, uint64_t rng[4])
{
    carc_err err;
    if (carc_game_legal_actions(g, scratch) == 0) return false;
    return carc_game_apply(g, &scratch->v[pick(g, scratch, rng)], &err) == CARC_OK;
}

void ai_playout(carc_game *g, carc_action_list *scratch, uint64_t rng[4])
{
    while (!carc_game_over(g) && ai_playout_step(g, scratch, rng)) {
    }
}
