/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the feature hover says of one feature: its size, whether it is complete, its owners, and for one
 * still open what it would score if the game ended now (the engine's final scoring on a copy) and how
 * the computers see it (the engine's outlook: its chance to complete from the tiles still to come, and
 * what completing it would score each owner). Pure: the engine only. */
#include "gui_feature_facts.h"

#include <string.h>

void gui_feature_facts_ask(const carc_game *g, int feature, gui_feature_facts *out)
{
    /* every field from this feature: a completed one asked after an open one keeps none of its outlook */
    memset(out, 0, sizeof *out);
    out->feature = feature;
    out->chance = -1;
    out->size = carc_game_feature_size(g, feature);
    out->complete = carc_game_feature_complete(g, feature);
    carc_meeple_info mi[64];
    int nm = carc_game_meeples_on_board(g, mi, 64);
    for (int i = 0; i < nm; i++) {
        int bi = carc_game_board_at(g, mi[i].x, mi[i].y);
        if (bi >= 0 && mi[i].player >= 0 && mi[i].player < CARC_MAX_PLAYERS && carc_game_feature_of(g, bi, mi[i].seg) == feature) {
            int w = carc_game_figure_weight(g, mi[i].kind);
            out->meeples[mi[i].player] += w; /* a figure counts as the meeples it weighs */
            if (w == 0 && out->nfig < GUI_FEATURE_NOTES) {
                out->fig_kind[out->nfig] = mi[i].kind;
                out->fig_player[out->nfig++] = mi[i].player;
            }
        }
    }
    if (out->complete) /* scored already: no outlook, nothing at the end */
        return;
    carc_game *t = carc_game_clone(g); /* recording on: its final scoring's events name the features */
    if (!t)
        return;
    carc_open_feature o;
    if (carc_game_feature_outlook(t, feature, &o)) { /* over a player's own turns left, as the computers count */
        double to_come = carc_game_tiles_to_come(t);
        out->chance = (int)(100 * carc_open_feature_chance(&o, to_come, to_come / carc_game_player_count(t)) + 0.5);
        out->dead = o.min_fit == 0;
        for (int p = 0; p < CARC_MAX_PLAYERS; p++)
            out->then[p] = o.owners >> p & 1 ? o.completed[p] : 0;
    }
    carc_game_clear_events(t);
    carc_game_end_now(t);
    int ne;
    const carc_event *ev = carc_game_events(t, &ne);
    for (int i = 0; i < ne; i++) {
        if (ev[i].type == CARC_EV_POINTS && !ev[i].secret && ev[i].feature == feature && ev[i].player >= 0 &&
            ev[i].player < CARC_MAX_PLAYERS)
            out->points[ev[i].player] += ev[i].amount;
        if (ev[i].type == CARC_EV_FINAL_SCORING && ev[i].feature == feature && ev[i].modifier) {
            out->modifier = ev[i].modifier;
            out->amount = ev[i].amount;
        }
    }
    carc_game_free(t);
}
