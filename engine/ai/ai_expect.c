/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a seat expects from a position, by the terms Hard and Expert judge with (ai_outlook.c), in parts a
 * front end can show after a computer's turn: its score as if the game ended, each open feature holding
 * its figures with the chance that it completes, what completing would add (as weighed) and score (as a
 * player counts it), its figures in hand and those expected back. The modules' terms are left out: they may rest on what the seat hides (its bets);
 * so are the points of its face-down bets from the score if the game ended. */
#include <stdlib.h>
#include <string.h>

#include "ai_internal.h"

#define MAX_OPEN 256

static double expected(const ai_expect_feature *e)
{
    return e->chance * e->gain;
}

static int most_expected_first(const void *pa, const void *pb)
{
    double a = expected(pa), b = expected(pb);
    return (a < b) - (a > b);
}

bool ai_expect(const carc_game *g, int seat, ai_expectation *out)
{
    *out = (ai_expectation){.seat = seat};
    if (seat < 0 || seat >= carc_game_player_count(g))
        return false;
    carc_game *t = carc_game_clone(g);
    if (!t)
        return false;
    carc_game_set_recording(t, false);
    carc_open_feature f[MAX_OPEN];
    ai_expect_feature all[MAX_OPEN];
    int n = carc_game_open_features(t, f, MAX_OPEN), m = 0;
    double to_come = carc_game_tiles_to_come(t), own_turns = to_come / carc_game_player_count(t);
    out->in_hand = carc_game_meeples_in_supply(t, seat);
    for (int k = 0; k < n; k++) {
        if (f[k].figures[seat] == 0)
            continue;
        all[m] = (ai_expect_feature){.feature = f[k].root,
                                     .type = f[k].type,
                                     .tiles = carc_game_feature_size(t, f[k].root),
                                     .chance = carc_open_feature_chance(&f[k], to_come, own_turns),
                                     .gain = f[k].gain[seat],
                                     .points = f[k].completed[seat],
                                     .figures = f[k].figures[seat],
                                     .dead = f[k].min_fit == 0};
        out->back += all[m].chance * all[m].figures;
        m++;
    }
    qsort(all, (size_t)m, sizeof all[0], most_expected_first);
    out->nfeatures = m < AI_EXPECT_MAX ? m : AI_EXPECT_MAX;
    for (int k = 0; k < out->nfeatures; k++)
        out->feature[k] = all[k];
    out->now = out->score = carc_game_score(t, seat);
    carc_game_set_recording(t, true); /* the final scoring's points, by category */
    carc_game_clear_events(t);
    carc_game_end_now(t);
    int ne;
    const carc_event *ev = carc_game_events(t, &ne);
    for (int i = 0; i < ne; i++) {
        if (ev[i].type != CARC_EV_POINTS || ev[i].player != seat || ev[i].secret || !ev[i].reason)
            continue;
        int k = 0;
        while (k < out->nparts && strcmp(out->part[k].reason, ev[i].reason) != 0)
            k++;
        if (k == AI_EXPECT_PARTS)
            k--; /* more categories than parts: the last takes the rest */
        if (k == out->nparts)
            out->part[out->nparts++] = (ai_expect_part){.reason = ev[i].reason};
        out->part[k].points += ev[i].amount;
        out->score += ev[i].amount;
    }
    carc_game_free(t);
    return true;
}
