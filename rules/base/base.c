/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The base game as a rules module: 7 meeples each, the 72 tiles, and the scoring of roads, cities,
 * monasteries and fields (majority of meeples; ties all score). */
#include "../../engine/carc_internal.h"

extern const carc_module carc_module_base;

static bool base_setup(carc_game *g, void *st, const carc_setup *s, carc_err *err)
{
    (void)st;
    (void)s;
    (void)err;
    for (int p = 0; p < g->nplayers; p++)
        carc_player_set_meeples(g, p, 7);
    /* categories in the order results screens show them */
    carc_category(g, "road");
    carc_category(g, "city");
    carc_category(g, "monastery");
    carc_category(g, "field");
    carc_stack_add_module_tiles(g, carc_game_module_index(g, &carc_module_base));
    return true;
}

/* Complete: a road 1 per tile, a city 2 per tile and coat of arms, a monastery 9. At the end: a road 1 per
 * tile, a city 1 per tile and coat of arms, a monastery 1 and 1 per tile around it, a field 3 per
 * completed city it touches. */
static void base_points(carc_game *g, const void *st, carc_feature_score *s)
{
    (void)st;
    const carc_node *nd = &g->nodes[s->root];
    int nb;
    switch (s->type) {
    case CARC_ROAD:
        s->points = carc_feature_tiles(g, s->root);
        break;
    case CARC_CITY:
        s->points = (s->final ? 1 : 2) * (carc_feature_tiles(g, s->root) + nd->arms);
        break;
    case CARC_MONASTERY:
        s->points = 9;
        if (s->final) {
            carc_feature_monastery_complete(g, nd->tile, &nb);
            s->points = 1 + nb;
        }
        break;
    default:
        s->points = s->final ? 3 * carc_feature_field_cities(g, s->root) : 0;
        break;
    }
}

static void base_feature_completed(carc_game *g, void *st, int root)
{
    (void)st;
    if (g->nodes[root].type == CARC_FIELD)
        return; /* fields never complete */
    carc_feature_score s = carc_feature_points(g, root, false);
    carc_score_feature(g, &s);
}

static void final_feature(carc_game *g, int root)
{
    carc_feature_score s = carc_feature_points(g, root, true);
    carc_event *e = carc_event_push(g, CARC_EV_FINAL_SCORING, "feature_scored");
    e->reason = s.reason;
    e->modifier = s.why;
    e->feature = root;
    e->amount = s.points;
    carc_feature_tile_list(g, root, &e->list_off, &e->list_len);
    carc_score_feature(g, &s);
}

static void base_final_scoring(carc_game *g, void *st)
{
    (void)st;
    /* only held features score: find them from the figures in the players' supplies (every kind lives
     * there, a module's too), in node order as if walking all; a walk of every node costs a random game
     * a tenth of its time */
    int roots[CARC_MAX_PLAYERS * CARC_MAX_MEEPLES], n = 0;
    for (int p = 0; p < g->nplayers; p++)
        for (int i = 0; i < g->players[p].nmeeples; i++) {
            const carc_meeple *m = &g->players[p].meeple[i];
            if (m->tile >= 0)
                roots[n++] = carc_feature_find(g, carc_node_of(g, m->tile, m->seg));
        }
    for (int i = 1; i < n; i++) /* a few dozen at most: insertion sort */
        for (int k = i; k > 0 && roots[k - 1] > roots[k]; k--) {
            int t = roots[k];
            roots[k] = roots[k - 1];
            roots[k - 1] = t;
        }
    /* roads, cities and monasteries first, then fields, as players count them at the table */
    for (int pass = 0; pass < 2; pass++)
        for (int k = 0; k < n; k++) {
            int r = roots[k];
            const carc_node *nd = &g->nodes[r];
            if ((k > 0 && roots[k - 1] == r) || nd->done || (nd->type == CARC_FIELD) != (pass == 1))
                continue;
            final_feature(g, r);
        }
}

const carc_module carc_module_base = {
    .name = "base",
    .title = CARC_N_("Carcassonne"),
    .optional = false,
    .tiles_file = "base/tiles.json",
    .setup = base_setup,
    .feature_points = base_points,
    .on_feature_completed = base_feature_completed,
    .final_scoring = base_final_scoring,
};
