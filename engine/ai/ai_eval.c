/* What a position is worth: the scores if the game ended now, and the reward of a played-out game. */
#include <math.h>

#include "ai_internal.h"

static int best_other(const carc_game *g, int p)
{
    int best = -1000000;
    for (int q = 0; q < carc_game_player_count(g); q++)
        if (q != p && carc_game_score(g, q) > best) best = carc_game_score(g, q);
    return best;
}

int ai_eval_final_diff(carc_game *scratch, const carc_game *g, int p)
{
    carc_game_copy(scratch, g);
    carc_game_end_now(scratch);
    return carc_game_score(scratch, p) - best_other(scratch, p);
}

/* Half for winning, half for the margin: the margin keeps a search that is sure to win (or lose)
 * playing for points, and a tie is worth half a win. */
double ai_reward(const carc_game *g, int p)
{
    int diff = carc_game_score(g, p) - best_other(g, p);
    double win = diff > 0 ? 1.0 : diff == 0 ? 0.5 : 0.0;
    return 0.5 * win + 0.25 * (1.0 + tanh((double)diff / 20.0));
}
