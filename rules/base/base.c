/* The base game as a rules module: 7 meeples each, the 72 tiles, and the scoring of roads, cities,
 * monasteries and fields (majority of meeples; ties all score). */
#include "../../engine/carc_internal.h"

extern const carc_module carc_module_base;

static bool base_setup(carc_game *g, void *st, const carc_setup *s, carc_err *err)
{
    (void)st;
    (void)s;
    (void)err;
    for (int p = 0; p < g->nplayers; p++) carc_player_set_meeples(g, p, 7);
    /* categories in the order results screens show them */
    carc_category(g, "road");
    carc_category(g, "city");
    carc_category(g, "monastery");
    carc_category(g, "field");
    carc_stack_add_module_tiles(g, carc_game_module_index(g, &carc_module_base));
    return true;
}

static void base_feature_completed(carc_game *g, void *st, int root)
{
    (void)st;
    const carc_node *nd = &g->nodes[root];
    switch (nd->type) {
    case CARC_ROAD: carc_score_feature(g, root, carc_feature_tiles(g, root), "road"); break;
    case CARC_CITY: carc_score_feature(g, root, 2 * carc_feature_tiles(g, root) + 2 * nd->arms, "city"); break;
    case CARC_MONASTERY: carc_score_feature(g, root, 9, "monastery"); break;
    default: break;
    }
}

/* Completed cities a field touches, each counted once. */
static int field_cities(carc_game *g, int root)
{
    int seen[256], nseen = 0, n = root;
    do {
        const carc_node *nd = &g->nodes[n];
        const carc_board_tile *t = &g->tiles[nd->tile];
        unsigned cities = carc_type(g, t->type)->seg[nd->seg].cities;
        for (int c = 0; cities; c++, cities >>= 1) {
            if (!(cities & 1)) continue;
            int city = carc_feature_find(g, t->node0 + c);
            if (!g->nodes[city].done) continue;
            bool dup = false;
            for (int i = 0; i < nseen && !dup; i++) dup = seen[i] == city;
            if (!dup && nseen < 256) seen[nseen++] = city;
        }
        n = nd->next;
    } while (n != root);
    return nseen;
}

static void final_feature(carc_game *g, int root, int points, const char *reason)
{
    carc_event *e = carc_event_push(g, CARC_EV_FINAL_SCORING, "feature_scored");
    e->reason = reason;
    e->feature = root;
    e->amount = points;
    carc_feature_tile_list(g, root, &e->list_off, &e->list_len);
    carc_score_feature(g, root, points, reason);
}

static void base_final_scoring(carc_game *g, void *st)
{
    (void)st;
    /* only features with meeples score: find them from the meeples, in node order as if walking all */
    int roots[CARC_MAX_PLAYERS * CARC_MAX_MEEPLES], n = 0;
    for (int p = 0; p < g->nplayers; p++)
        for (int i = 0; i < g->players[p].nmeeples; i++) {
            const carc_meeple *m = &g->players[p].meeple[i];
            if (m->tile >= 0) roots[n++] = carc_feature_find(g, carc_node_of(g, m->tile, m->seg));
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
            if ((k > 0 && roots[k - 1] == r) || nd->done || (nd->type == CARC_FIELD) != (pass == 1)) continue;
            int nb;
            switch (nd->type) {
            case CARC_ROAD: final_feature(g, r, carc_feature_tiles(g, r), "road"); break;
            case CARC_CITY: final_feature(g, r, carc_feature_tiles(g, r) + nd->arms, "city"); break;
            case CARC_MONASTERY:
                carc_feature_monastery_complete(g, nd->tile, &nb);
                final_feature(g, r, 1 + nb, "monastery");
                break;
            default: final_feature(g, r, 3 * field_cities(g, r), "field"); break;
            }
        }
}

const carc_module carc_module_base = {
    .name = "base",
    .title = CARC_N_("Carcassonne"),
    .optional = false,
    .tiles_file = "base/tiles.json",
    .setup = base_setup,
    .on_feature_completed = base_feature_completed,
    .final_scoring = base_final_scoring,
};
