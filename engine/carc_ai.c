/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The random player used by the CLI's play and bench commands and by the random-game tests:
 * it sees only the legal actions, as any AI would. */
#include "carc_internal.h"

bool carc_ai_random_step(carc_game *g, carc_action_list *scratch, uint64_t rng[4], carc_err *err)
{
    carc_action a;
    if (!carc_game_random_action(g, scratch, rng, &a))
        return false;
    return carc_game_apply(g, &a, err) == CARC_OK;
}
