/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Traders & Builders (expansion 2, 2nd/3rd-edition rules): 24 tiles, 20 of them with goods in a city
 * (tile data "goods" on a city segment). Whoever completes a city takes its goods tokens; at the end the
 * most of each kind score 10. Each player adds a builder (beside their own meeple on a road or city: a
 * later tile that extends that feature gives a double turn) and a pig (beside their own farmer: a won
 * field pays 4 per city instead of 3). Both are figure kinds of weight 0. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "../../engine/carc_internal.h"
#include "traders.h"

extern const carc_module carc_module_traders;

static const char *const goods_names[TRADERS_NGOODS] = {"wine", "grain", "cloth"};

typedef struct traders_tile {
    uint8_t goods[CARC_MAX_SEGS]; /* kind + 1 per segment, 0 none (tile data starts zeroed) */
} traders_tile;

typedef struct traders_state {
    uint8_t tokens[CARC_MAX_PLAYERS][TRADERS_NGOODS];
    bool earned; /* this turn's tile extended the active player's builder's feature: the choice is due */
} traders_state;

static const char phase_double[] = TRADERS_PHASE_DOUBLE; /* compared as an id (g->phase_name) */

const char *traders_goods_name(int kind)
{
    return kind >= 0 && kind < TRADERS_NGOODS ? goods_names[kind] : NULL;
}

static const char *const segment_keys[] = {"goods", NULL};

static bool traders_parse_tile(const carc_tile_type *t, const cJSON *jt, const void *like, void *vd, carc_err *err)
{
    traders_tile *d = vd;
    if (like) {
        *d = *(const traders_tile *)like;
        return true;
    }
    const cJSON *s;
    int si = 0;
    cJSON_ArrayForEach(s, cJSON_GetObjectItemCaseSensitive(jt, "segments"))
    {
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(s, "goods");
        if (v) {
            int k = 0;
            while (k < TRADERS_NGOODS && !(cJSON_IsString(v) && strcmp(v->valuestring, goods_names[k]) == 0))
                k++;
            if (k == TRADERS_NGOODS || si >= t->nseg || t->seg[si].type != CARC_CITY)
                return !carc_err_set(err, CARC_E_FORMAT, CARC_N_("segment %s: \"goods\" is \"wine\", \"grain\" or \"cloth\", on a city"),
                                     CARC_ERR_INT(si));
            d->goods[si] = (uint8_t)(k + 1);
        }
        si++;
    }
    return true;
}

static const traders_tile *tile_data(const carc_rules *R, int type)
{
    return (const traders_tile *)carc_rules_tile_data(R, &carc_module_traders) + type;
}

int traders_segment_goods(const carc_rules *R, int type, int seg)
{
    return seg >= 0 && seg < CARC_MAX_SEGS ? tile_data(R, type)->goods[seg] - 1 : -1;
}

static bool traders_setup(carc_game *g, void *st, const carc_setup *s, carc_err *err)
{
    (void)st;
    (void)s;
    (void)err;
    carc_category(g, TRADERS_CATEGORY);
    carc_stack_add_module_tiles(g, carc_game_module_index(g, &carc_module_traders));
    return true;
}

/* Whether player p has a figure of kind `kind` on the feature `root`. */
static bool holds(carc_game *g, int p, int kind, int root)
{
    const carc_player *pl = &g->players[p];
    for (int i = 0; i < pl->nmeeples; i++) {
        const carc_meeple *m = &pl->meeple[i];
        if (m->kind == kind && m->tile >= 0 && carc_feature_find(g, carc_node_of(g, m->tile, m->seg)) == root)
            return true;
    }
    return false;
}

/* A tile that extends a feature holding its player's builder earns a double turn: one extra turn at most
 * (not in the extra turn itself), none after the last tile. The builder placed this turn is not on the
 * board yet, so its own turn never counts. The player chooses at the end of the turn (phase double_turn)
 * whether to take it. */
static void traders_tile_placed(carc_game *g, void *vst, int bi)
{
    traders_state *st = vst;
    int builder = carc_game_figure_find(g, TRADERS_BUILDER);
    if (carc_game_turn_is_extra(g) || carc_stack_left(g) == 0)
        return;
    const carc_tile_type *t = carc_type(g, g->tiles[bi].type);
    for (int s = 0; s < t->nseg; s++) {
        if (t->seg[s].type != CARC_ROAD && t->seg[s].type != CARC_CITY)
            continue;
        int root = carc_feature_find(g, carc_node_of(g, bi, s));
        if (!holds(g, g->player, builder, root))
            continue;
        st->earned = true;
        carc_event *e = carc_event_push(g, CARC_EV_MODULE, TRADERS_EV_DOUBLE);
        e->player = g->player;
        e->feature = root;
        e->reason = carc_seg_type_name(t->seg[s].type);
        return;
    }
}

/* The double turn is optional (the rules' "may"): offered once the turn is over (figures placed,
 * features scored, every expansion's steps done), before the second tile is drawn and seen. */
static const char *traders_pending(carc_game *g, void *vst, int stage)
{
    const traders_state *st = vst;
    return stage == CARC_STAGE_TURN_END && st->earned && carc_stack_left(g) > 0 ? phase_double : NULL;
}

static bool in_choice(const carc_game *g)
{
    return g->phase == CARC_PH_MODULE && g->phase_name == phase_double;
}

/* Taking it first: the choice bots and playouts meet first is the one the rules expect of them. */
static void traders_legal(const carc_game *g, const void *vst, carc_action_list *out)
{
    (void)vst;
    if (!in_choice(g))
        return;
    carc_action_named(carc_action_list_push(out), TRADERS_ACT_TAKE);
    carc_action_named(carc_action_list_push(out), TRADERS_ACT_DECLINE);
}

static int traders_apply(carc_game *g, void *vst, const carc_action *a, carc_err *err)
{
    traders_state *st = vst;
    (void)err;
    bool take = a->kind == CARC_ACT_OTHER && strcmp(a->act, TRADERS_ACT_TAKE) == 0;
    bool decline = a->kind == CARC_ACT_OTHER && strcmp(a->act, TRADERS_ACT_DECLINE) == 0;
    if (!in_choice(g) || !(take || decline))
        return CARC_NOT_MINE;
    st->earned = false;
    if (take)
        carc_grant_turn(g);
    carc_event *e = carc_event_push(g, CARC_EV_MODULE, take ? TRADERS_EV_TAKEN : TRADERS_EV_DECLINED);
    e->player = g->player;
    return CARC_OK;
}

/* Files written when the double turn was given without asking: the next turn's action comes where the
 * choice now is, and the double turn was taken. */
static bool traders_replay_implied(const carc_game *g, const void *vst, const carc_action *next, carc_action *out)
{
    (void)vst;
    (void)next;
    if (!in_choice(g))
        return false;
    carc_action_named(out, TRADERS_ACT_TAKE);
    return true;
}

static void traders_turn_end(carc_game *g, void *vst)
{
    (void)g;
    ((traders_state *)vst)->earned = false; /* not offered after the last tile */
}

static const carc_action_spec traders_actions[] = {
    {.act = TRADERS_ACT_TAKE},
    {.act = TRADERS_ACT_DECLINE},
    {.act = NULL},
};

/* A completed city's goods go to the player who placed the completing tile, whoever holds the city. */
static void traders_feature_completed(carc_game *g, void *vst, int root)
{
    traders_state *st = vst;
    if (g->nodes[root].type != CARC_CITY)
        return;
    int count[TRADERS_NGOODS] = {0}, n = root;
    do {
        const carc_node *nd = &g->nodes[n];
        if (nd->tile >= 0) {
            int k = tile_data(g->rules, g->tiles[nd->tile].type)->goods[nd->seg];
            if (k)
                count[k - 1]++;
        }
        n = nd->next;
    } while (n != root);
    for (int k = 0; k < TRADERS_NGOODS; k++) {
        if (!count[k])
            continue;
        st->tokens[g->player][k] = (uint8_t)(st->tokens[g->player][k] + count[k]);
        carc_event *e = carc_event_push(g, CARC_EV_MODULE, TRADERS_EV_GOODS);
        e->player = g->player;
        e->feature = root;
        e->value = count[k];
        snprintf(e->label, sizeof e->label, "%s", goods_names[k]);
    }
}

/* A winner of a field who has a pig there scores 4 per completed city instead of 3. */
static void traders_points(carc_game *g, const void *st, carc_feature_score *s)
{
    (void)st;
    if (s->type != CARC_FIELD || !s->final)
        return;
    int pig = carc_game_figure_find(g, TRADERS_PIG), cities = -1;
    for (int p = 0; p < g->nplayers; p++) {
        if (!holds(g, p, pig, s->root))
            continue;
        if (cities < 0)
            cities = carc_feature_field_cities(g, s->root);
        s->bonus[p] = cities;
        s->bonus_why = TRADERS_MODIFIER_PIG;
    }
}

/* The most tokens of each kind score 10, tied players each; a kind nobody holds scores nothing. */
static void traders_final_scoring(carc_game *g, void *vst)
{
    const traders_state *st = vst;
    for (int k = 0; k < TRADERS_NGOODS; k++) {
        int best = 0;
        for (int p = 0; p < g->nplayers; p++)
            if (st->tokens[p][k] > best)
                best = st->tokens[p][k];
        for (int p = 0; best > 0 && p < g->nplayers; p++) {
            if (st->tokens[p][k] != best)
                continue;
            carc_event *e = carc_event_push(g, CARC_EV_MODULE, TRADERS_EV_MAJORITY);
            e->player = p;
            e->value = best;
            snprintf(e->label, sizeof e->label, "%s", goods_names[k]);
            carc_score_add(g, p, 10, TRADERS_CATEGORY, -1);
        }
    }
}

/* For computer players, beyond the score if the game ended now. A builder on an open feature brings the
 * double turns expected from it (each own turn left, the chance the drawn tile can extend it, at most
 * BUILDER_TURNS of them), each worth TURN_POINTS, about what a turn scores; one in hand half as much, as
 * it goes on the next own road or city (else completing its feature would look like a loss). Goods:
 * each kind's 10 points times the chance of ending with the most, the tokens still to come (on tiles to
 * come and in open cities) falling to either side alike. */
#define TURN_POINTS 3.0
#define BUILDER_TURNS 2.0

static double builder_turns(carc_game *g, int p, int builder, const carc_open_feature *open, int nopen, double to_come)
{
    double own_turns = to_come / g->nplayers;
    const carc_player *pl = &g->players[p];
    for (int i = 0; i < pl->nmeeples; i++) {
        const carc_meeple *m = &pl->meeple[i];
        if (m->kind != builder)
            continue;
        if (m->tile < 0)
            return 0.5 * fmin(BUILDER_TURNS, 0.5 * own_turns);
        int root = carc_feature_find(g, carc_node_of(g, m->tile, m->seg));
        for (int k = 0; k < nopen; k++)
            if (open[k].root == root)
                return fmin(BUILDER_TURNS, open[k].best_fit / to_come * own_turns);
    }
    return 0.0;
}

/* Goods of each kind not yet taken: on the tiles to come and in the cities still open. */
static void goods_to_come(carc_game *g, int *left)
{
    int types[CARC_TILES_TO_COME], n = carc_tiles_to_come(g, types, CARC_TILES_TO_COME);
    for (int i = 0; i < n; i++)
        for (int s = 0; s < CARC_MAX_SEGS; s++)
            if (tile_data(g->rules, types[i])->goods[s])
                left[tile_data(g->rules, types[i])->goods[s] - 1]++;
    for (int bi = 0; bi < g->ntiles; bi++) {
        const traders_tile *d = tile_data(g->rules, g->tiles[bi].type);
        for (int s = 0; s < CARC_MAX_SEGS; s++)
            if (d->goods[s] && !g->nodes[carc_feature_find(g, carc_node_of(g, bi, s))].done)
                left[d->goods[s] - 1]++;
    }
}

static void traders_outlook(carc_game *g, const void *vst, const carc_open_feature *open, int nopen, double *gain)
{
    const traders_state *st = vst;
    double to_come = carc_game_tiles_to_come(g);
    if (to_come <= 0)
        return;
    int builder = carc_game_figure_find(g, TRADERS_BUILDER), left[TRADERS_NGOODS] = {0};
    goods_to_come(g, left);
    for (int p = 0; p < g->nplayers; p++) {
        gain[p] += TURN_POINTS * builder_turns(g, p, builder, open, nopen, to_come);
        for (int k = 0; k < TRADERS_NGOODS; k++) {
            if (!left[k])
                continue;
            int rival = 0;
            for (int q = 0; q < g->nplayers; q++)
                if (q != p && st->tokens[q][k] > rival)
                    rival = st->tokens[q][k];
            int lead = st->tokens[p][k] - rival;
            double most = 0.5 * erfc(-(lead + 0.5) / sqrt(2.0 * left[k]));
            gain[p] += 10.0 * most - (st->tokens[p][k] > 0 && lead >= 0 ? 10.0 : 0.0);
        }
    }
}

static void view_of(const carc_game *g, const traders_state *st, traders_view *out)
{
    memset(out, 0, sizeof *out);
    for (int p = 0; p < g->nplayers && p < CARC_MAX_PLAYERS; p++)
        for (int k = 0; k < TRADERS_NGOODS; k++)
            out->goods[p][k] = st->tokens[p][k];
}

bool traders_view_of(const carc_game *g, traders_view *out)
{
    const traders_state *st = carc_game_module_state(g, &carc_module_traders);
    memset(out, 0, sizeof *out);
    if (!st)
        return false;
    view_of(g, st, out);
    return true;
}

/* The JSON of the view (carc_game_modules_json): one description of what everyone sees. */
static cJSON *traders_describe(const carc_game *g, const void *vst)
{
    traders_view v;
    view_of(g, vst, &v);
    cJSON *j = cJSON_CreateObject(), *goods = cJSON_AddArrayToObject(j, "goods");
    for (int p = 0; p < g->nplayers && p < CARC_MAX_PLAYERS; p++) {
        cJSON *o = cJSON_CreateObject();
        for (int k = 0; k < TRADERS_NGOODS; k++)
            cJSON_AddNumberToObject(o, goods_names[k], v.goods[p][k]);
        cJSON_AddItemToArray(goods, o);
    }
    return j;
}

/* The builder beside one's own meeple on a road or city, the pig beside one's own farmer; neither counts
 * for a majority. */
static const carc_figure_spec figures[] = {
    {.name = TRADERS_BUILDER,
     .title = CARC_N_("builder"),
     .count = 1,
     .weight = 0,
     .stands = 1u << CARC_ROAD | 1u << CARC_CITY,
     .beside_own = true},
    {.name = TRADERS_PIG, .title = CARC_N_("pig"), .count = 1, .weight = 0, .stands = 1u << CARC_FIELD, .beside_own = true},
    {.name = NULL},
};

const carc_module carc_module_traders = {
    .name = TRADERS_MODULE,
    .title = CARC_N_("Traders & Builders"),
    .optional = true,
    .tiles_file = "traders/tiles.json",
    .state_size = sizeof(traders_state),
    .segment_keys = segment_keys,
    .tile_data_size = sizeof(traders_tile),
    .parse_tile = traders_parse_tile,
    .setup = traders_setup,
    .feature_points = traders_points,
    .figures = figures,
    .pending_phase = traders_pending,
    .legal_actions = traders_legal,
    .apply = traders_apply,
    .actions = traders_actions,
    .replay_implied = traders_replay_implied,
    .on_tile_placed = traders_tile_placed,
    .on_turn_end = traders_turn_end,
    .on_feature_completed = traders_feature_completed,
    .final_scoring = traders_final_scoring,
    .outlook = traders_outlook,
    .describe = traders_describe,
};
