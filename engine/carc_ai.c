/* The random player used by the CLI's play and bench commands and by the random-game tests:
 * it sees only the legal actions, as any AI would. */
#include "carc_internal.h"

bool carc_ai_random_step(carc_game *g, carc_action_list *scratch, uint64_t rng[4], carc_err *err)
{
    int n = carc_game_legal_actions(g, scratch);
    if (n == 0) return false;
    const carc_action *a = &scratch->v[carc_rng_below(rng, n)];
    return carc_game_apply(g, a, err) == CARC_OK;
}
