/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Tollkeepers (mini-expansion, 3rd-edition set): one toll house per player, placed on a free
 * crossroads instead of a meeple (or moved there, keeping its value); it collects whenever a road
 * ending at its crossroads is completed, turns over after collecting from travellers, and collects
 * from incomplete roads at the end. Travellers and illustrations are tile data. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <string.h>

#include "../../engine/carc_internal.h"
#include "tollkeepers.h"

extern const carc_module carc_module_tollkeepers;

typedef struct toll_state {
    int16_t house[CARC_MAX_PLAYERS]; /* board index of the crossroads, -1 in the supply */
    uint8_t value[CARC_MAX_PLAYERS]; /* 1 small toll, 2 large toll */
    bool flip[CARC_MAX_PLAYERS];     /* collected from travellers this turn: turns over at its end */
} toll_state;

/* What a tile shows for tolls: its village, and per road segment the traveller groups on it and the
 * illustrations beside it. */
#define TOLL_MAX_ILLUS 4
typedef struct toll_illus {
    char kind[16]; /* farmhouse, cowshed, pigshed, donkeyshed, garden, highwaymen */
    int8_t field, road;
} toll_illus;
typedef struct toll_tile {
    bool village; /* roads end at a village */
    uint8_t travellers[CARC_MAX_SEGS], items[CARC_MAX_SEGS];
    int nillus;
    toll_illus illus[TOLL_MAX_ILLUS];
} toll_tile;

static const toll_tile *tile_of(const carc_game *g, int bi)
{
    return (const toll_tile *)carc_game_tile_data(g, &carc_module_tollkeepers) + g->tiles[bi].type;
}

/* ---- tile data ---- */

static bool parse_illustrations(const carc_tile_type *t, toll_tile *d, const cJSON *list, carc_err *err)
{
    if (!list)
        return true;
    if (!cJSON_IsArray(list) || cJSON_GetArraySize(list) > TOLL_MAX_ILLUS)
        return !carc_err_set(err, CARC_E_FORMAT, "bad \"illustrations\"");
    static const char *const kinds[] = {"farmhouse", "cowshed", "pigshed", "donkeyshed", "garden", "highwaymen"};
    const cJSON *il;
    cJSON_ArrayForEach(il, list)
    {
        toll_illus *ill = &d->illus[d->nillus++];
        const cJSON *k = cJSON_GetObjectItemCaseSensitive(il, "kind");
        const cJSON *f = cJSON_GetObjectItemCaseSensitive(il, "field");
        const cJSON *r = cJSON_GetObjectItemCaseSensitive(il, "road"), *key;
        cJSON_ArrayForEach(key, il) if (strcmp(key->string, "kind") && strcmp(key->string, "field") &&
                                        strcmp(key->string, "road")) return !carc_err_set(err, CARC_E_FORMAT,
                                                                                          "illustrations: unknown key \"%s\"", key->string);
        bool known = false;
        for (size_t i = 0; cJSON_IsString(k) && i < sizeof kinds / sizeof kinds[0]; i++)
            known |= strcmp(k->valuestring, kinds[i]) == 0;
        if (!known)
            return !carc_err_set(err, CARC_E_FORMAT,
                                 "illustration \"kind\" must be one of farmhouse, cowshed, pigshed, donkeyshed, garden, highwaymen");
        snprintf(ill->kind, sizeof ill->kind, "%s", k->valuestring);
        if (!cJSON_IsNumber(f) || f->valueint < 0 || f->valueint >= t->nseg || t->seg[f->valueint].type != CARC_FIELD)
            return !carc_err_set(err, CARC_E_FORMAT, "illustration \"field\" must name a field segment");
        ill->field = (int8_t)f->valueint;
        ill->road = -1;
        if (r) {
            if (!cJSON_IsNumber(r) || r->valueint < 0 || r->valueint >= t->nseg || t->seg[r->valueint].type != CARC_ROAD)
                return !carc_err_set(err, CARC_E_FORMAT, "illustration \"road\" must name a road segment");
            ill->road = (int8_t)r->valueint;
            d->items[ill->road]++;
        }
    }
    return true;
}

/* A tile made "like" another keeps its village and travellers; its illustrations are its own. */
static bool toll_parse_tile(const carc_tile_type *t, const cJSON *jt, const void *like, void *vd, carc_err *err)
{
    toll_tile *d = vd;
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(jt, "village");
    if (like) {
        d->village = ((const toll_tile *)like)->village;
        memcpy(d->travellers, ((const toll_tile *)like)->travellers, sizeof d->travellers);
    } else {
        if (v && !cJSON_IsBool(v))
            return !carc_err_set(err, CARC_E_FORMAT, "\"village\" must be true or false");
        d->village = cJSON_IsTrue(v);
        int si = 0;
        const cJSON *s;
        cJSON_ArrayForEach(s, cJSON_GetObjectItemCaseSensitive(jt, "segments"))
        {
            if ((v = cJSON_GetObjectItemCaseSensitive(s, "travellers"))) {
                if (!cJSON_IsNumber(v) || v->valueint < 0 || v->valueint > 9 || t->seg[si].type != CARC_ROAD)
                    return !carc_err_set(err, CARC_E_FORMAT, "segment %s: bad \"travellers\"", CARC_ERR_INT(si));
                d->travellers[si] = (uint8_t)v->valueint;
            }
            si++;
        }
    }
    return parse_illustrations(t, d, cJSON_GetObjectItemCaseSensitive(jt, "illustrations"), err);
}

static const toll_tile *rules_tile(const carc_rules *R, int type)
{
    const toll_tile *d = carc_rules_tile_data(R, &carc_module_tollkeepers);
    return d && type >= 0 && type < carc_rules_tile_count(R) ? d + type : NULL;
}

bool toll_tile_village(const carc_rules *R, int type)
{
    const toll_tile *d = rules_tile(R, type);
    return d && d->village;
}

int toll_tile_travellers(const carc_rules *R, int type, int seg)
{
    const toll_tile *d = rules_tile(R, type);
    return d && seg >= 0 && seg < CARC_MAX_SEGS ? d->travellers[seg] : 0;
}

bool toll_tile_illustration(const carc_rules *R, int type, int i, const char **kind, int *field, int *road)
{
    const toll_tile *d = rules_tile(R, type);
    if (!d || i < 0 || i >= d->nillus)
        return false;
    *kind = d->illus[i].kind;
    *field = d->illus[i].field;
    *road = d->illus[i].road;
    return true;
}

/* ---- the rules ---- */

/* A crossroads: a village where two or more roads end. */
static bool is_crossroads(const carc_game *g, int bi)
{
    const carc_tile_type *t = carc_type(g, g->tiles[bi].type);
    if (!tile_of(g, bi)->village)
        return false;
    int roads = 0;
    for (int s = 0; s < t->nseg; s++)
        roads += t->seg[s].type == CARC_ROAD;
    return roads >= 2;
}

static int house_owner(const toll_state *st, int nplayers, int bi)
{
    for (int p = 0; p < nplayers; p++)
        if (st->house[p] == bi)
            return p;
    return -1;
}

/* Does the road (root) begin or end at the crossroads on board tile bi? */
static bool road_ends_at(carc_game *g, int root, int bi)
{
    const carc_tile_type *t = carc_type(g, g->tiles[bi].type);
    for (int s = 0; s < t->nseg; s++)
        if (t->seg[s].type == CARC_ROAD && carc_feature_find(g, carc_node_of(g, bi, s)) == root)
            return true;
    return false;
}

/* One counted illustration or traveller group, with the segment it stands in for the animation. */
static void announce_item(carc_game *g, int owner, const carc_board_tile *t, int seg, int amount, const char *kind)
{
    carc_event *e = carc_event_push(g, CARC_EV_MODULE, TOLL_EV_ITEM);
    e->player = owner;
    e->has_pos = true;
    e->x = t->x;
    e->y = t->y;
    e->rot = t->rot;
    e->at = carc_tile_segment_loc(g->rules, t->type, t->rot, seg);
    e->amount = amount;
    snprintf(e->label, sizeof e->label, "%s", kind);
}

/* Illustrations beside the road's own segments and traveller groups on them; with an owner, each
 * counted one is announced with what it pays. */
static void count_road(carc_game *g, int root, int owner, int item_pts, int traveller_pts, int *items, int *travellers)
{
    *items = *travellers = 0;
    int n = root;
    do {
        const carc_node *nd = &g->nodes[n];
        if (nd->tile >= 0) {
            const carc_board_tile *t = &g->tiles[nd->tile];
            const toll_tile *tt = tile_of(g, nd->tile);
            for (int i = 0; i < tt->nillus && owner >= 0; i++)
                if (tt->illus[i].road == nd->seg)
                    announce_item(g, owner, t, tt->illus[i].field, item_pts, tt->illus[i].kind);
            for (int i = 0; i < tt->travellers[nd->seg] && owner >= 0; i++)
                announce_item(g, owner, t, nd->seg, traveller_pts, "travellers");
            *items += tt->items[nd->seg];
            *travellers += tt->travellers[nd->seg];
        }
        n = nd->next;
    } while (n != root);
}

/* Small toll 1 per item and 3 per traveller group, large toll twice that; at the end 1 each. */
static void collect(carc_game *g, toll_state *st, int p, int root, bool final)
{
    int value = st->value[p], items, travellers;
    int item_pts = final ? 1 : value, traveller_pts = final ? 1 : 3 * value;
    count_road(g, root, -1, 0, 0, &items, &travellers);
    int pts = item_pts * items + traveller_pts * travellers;
    /* nothing beside the road: nothing collected; a completed road still says so (amount 0, "0+0"), for
     * the owner to see why the house paid nothing and stays as it is */
    if (pts == 0 && final)
        return;
    count_road(g, root, p, item_pts, traveller_pts, &items, &travellers);
    carc_event *e = carc_event_push(g, CARC_EV_MODULE, TOLL_EV_COLLECTED);
    const carc_board_tile *h = &g->tiles[st->house[p]];
    e->player = p;
    e->has_pos = true;
    e->x = h->x;
    e->y = h->y;
    e->value = value;
    e->amount = pts;
    e->feature = root;
    snprintf(e->label, sizeof e->label, "%d+%d", items, travellers);
    carc_feature_tile_list(g, root, &e->list_off, &e->list_len);
    if (pts == 0)
        return;
    carc_score_add(g, p, pts, TOLL_CATEGORY, root);
    if (!final && travellers > 0)
        st->flip[p] = true;
}

static bool toll_setup(carc_game *g, void *vst, const carc_setup *s, carc_err *err)
{
    (void)s;
    (void)err;
    toll_state *st = vst;
    for (int p = 0; p < CARC_MAX_PLAYERS; p++) {
        st->house[p] = -1;
        st->value[p] = 1;
    }
    carc_category(g, TOLL_CATEGORY);
    carc_stack_add_module_tiles(g, carc_game_module_index(g, &carc_module_tollkeepers));
    return true;
}

static void toll_legal(const carc_game *g, const void *vst, carc_action_list *out)
{
    const toll_state *st = vst;
    if (g->phase != CARC_PH_PLACE_MEEPLE)
        return;
    carc_action proto; /* named once: each crossroads is then a plain copy (search lists these often) */
    carc_action_named(&proto, TOLL_ACT_HOUSE);
    proto.has = CARC_AF_XY;
    for (int bi = 0; bi < g->ntiles; bi++) {
        if (!is_crossroads(g, bi) || house_owner(st, g->nplayers, bi) >= 0)
            continue;
        carc_action *a = carc_action_list_push(out);
        *a = proto;
        a->x = g->tiles[bi].x;
        a->y = g->tiles[bi].y;
    }
}

static int toll_apply(carc_game *g, void *vst, const carc_action *a, carc_err *err)
{
    toll_state *st = vst;
    if (a->kind != CARC_ACT_OTHER || strcmp(a->act, TOLL_ACT_HOUSE) != 0)
        return CARC_NOT_MINE;
    if (g->phase != CARC_PH_PLACE_MEEPLE)
        return carc_err_set(err, CARC_E_PHASE, "a toll house is placed in step 2, instead of a meeple");
    if (!(a->has & CARC_AF_XY))
        return carc_err_set(err, CARC_E_ILLEGAL, "a toll house needs \"x\" and \"y\" of a crossroads");
    int bi = carc_board_at(g, a->x, a->y);
    if (bi < 0 || !is_crossroads(g, bi))
        return carc_err_set(err, CARC_E_ILLEGAL, "a toll house goes on a crossroads: a village where two or more roads end");
    if (house_owner(st, g->nplayers, bi) >= 0)
        return carc_err_set(err, CARC_E_ILLEGAL, "that crossroads already has a toll house");
    int p = g->player;
    bool moved = st->house[p] >= 0;
    st->house[p] = (int16_t)bi;
    carc_event *e = carc_event_push(g, CARC_EV_MODULE, TOLL_EV_PLACED);
    e->player = p;
    e->has_pos = true;
    e->x = a->x;
    e->y = a->y;
    e->rot = g->tiles[bi].rot;
    e->value = st->value[p];
    snprintf(e->label, sizeof e->label, "%s", moved ? "moved" : "placed");
    return CARC_OK;
}

static void toll_feature_completed(carc_game *g, void *vst, int root)
{
    toll_state *st = vst;
    if (g->nodes[root].type != CARC_ROAD)
        return;
    for (int k = 0; k < g->nplayers; k++) {
        int p = (g->player + k) % g->nplayers;
        if (st->house[p] >= 0 && road_ends_at(g, root, st->house[p]))
            collect(g, st, p, root, false);
    }
}

static void toll_turn_end(carc_game *g, void *vst)
{
    toll_state *st = vst;
    for (int p = 0; p < g->nplayers; p++) {
        if (!st->flip[p])
            continue;
        st->flip[p] = false;
        st->value[p] = (uint8_t)(3 - st->value[p]);
        carc_event *e = carc_event_push(g, CARC_EV_MODULE, TOLL_EV_FLIPPED);
        e->player = p;
        e->has_pos = true;
        e->x = g->tiles[st->house[p]].x;
        e->y = g->tiles[st->house[p]].y;
        e->value = st->value[p];
    }
}

/* The incomplete roads that begin or end at the crossroads on board tile bi, each once. */
static int open_roads_at(carc_game *g, int bi, int roots[CARC_MAX_SEGS])
{
    const carc_tile_type *t = carc_type(g, g->tiles[bi].type);
    int n = 0;
    for (int s = 0; s < t->nseg; s++) {
        if (t->seg[s].type != CARC_ROAD)
            continue;
        int root = carc_feature_find(g, carc_node_of(g, bi, s));
        bool dup = g->nodes[root].done;
        for (int i = 0; i < n && !dup; i++)
            dup = roots[i] == root;
        if (!dup)
            roots[n++] = root;
    }
    return n;
}

/* Each incomplete road ending at a toll house pays 1 per illustration and traveller group. */
static void toll_final(carc_game *g, void *vst)
{
    toll_state *st = vst;
    for (int p = 0; p < g->nplayers; p++) {
        int roots[CARC_MAX_SEGS], n = st->house[p] >= 0 ? open_roads_at(g, st->house[p], roots) : 0;
        for (int i = 0; i < n; i++)
            collect(g, st, p, roots[i], true);
    }
}

/* For the computer players: a toll house's open roads pay its toll when completed instead of 1 per
 * item at the end; each adds that difference times the chance the road completes (by anyone). */
static void toll_outlook(carc_game *g, const void *vst, const carc_open_feature *open, int nopen, double *gain)
{
    (void)open;
    (void)nopen;
    const toll_state *st = vst;
    double to_come = carc_game_tiles_to_come(g);
    for (int p = 0; p < g->nplayers; p++) {
        int roots[CARC_MAX_SEGS], n = st->house[p] >= 0 ? open_roads_at(g, st->house[p], roots) : 0;
        for (int i = 0; i < n; i++) {
            int items, travellers;
            count_road(g, roots[i], -1, 0, 0, &items, &travellers);
            if (items + travellers == 0)
                continue;
            carc_open_feature f;
            carc_feature_outlook(g, roots[i], &f);
            int v = st->value[p], more = (v - 1) * items + (3 * v - 1) * travellers;
            gain[p] += carc_open_feature_chance(&f, to_come, to_come) * more;
        }
    }
}

static void view_of(const carc_game *g, const toll_state *st, toll_view *out)
{
    memset(out, 0, sizeof *out);
    for (int p = 0; p < g->nplayers && p < CARC_MAX_PLAYERS; p++) {
        out->house[p].placed = st->house[p] >= 0;
        out->house[p].x = st->house[p] >= 0 ? g->tiles[st->house[p]].x : 0;
        out->house[p].y = st->house[p] >= 0 ? g->tiles[st->house[p]].y : 0;
        out->house[p].value = st->value[p];
    }
}

bool toll_view_of(const carc_game *g, toll_view *out)
{
    const toll_state *st = carc_game_module_state(g, &carc_module_tollkeepers);
    memset(out, 0, sizeof *out);
    if (!st)
        return false;
    view_of(g, st, out);
    return true;
}

/* The JSON of the view (carc_game_modules_json): one description of what everyone sees. */
static cJSON *toll_describe(const carc_game *g, const void *vst)
{
    toll_view v;
    view_of(g, vst, &v);
    cJSON *j = cJSON_CreateObject(), *houses = cJSON_AddArrayToObject(j, "houses");
    for (int p = 0; p < g->nplayers && p < CARC_MAX_PLAYERS; p++) {
        cJSON *h = cJSON_CreateObject();
        cJSON_AddBoolToObject(h, "placed", v.house[p].placed);
        if (v.house[p].placed) {
            cJSON_AddNumberToObject(h, "x", v.house[p].x);
            cJSON_AddNumberToObject(h, "y", v.house[p].y);
        }
        cJSON_AddNumberToObject(h, "value", v.house[p].value);
        cJSON_AddItemToArray(houses, h);
    }
    return j;
}

static const carc_action_spec tollkeepers_actions[] = {
    {.act = TOLL_ACT_HOUSE, .required = CARC_AF_XY},
    {.act = NULL},
};

static const char *const toll_tile_keys[] = {"village", "illustrations", NULL};
static const char *const toll_segment_keys[] = {"travellers", NULL};

const carc_module carc_module_tollkeepers = {
    .name = TOLL_MODULE,
    .title = CARC_N_("The Tollkeepers"),
    .optional = true,
    .tiles_file = "tollkeepers/tiles.json",
    .state_size = sizeof(toll_state),
    .tile_keys = toll_tile_keys,
    .segment_keys = toll_segment_keys,
    .tile_data_size = sizeof(toll_tile),
    .parse_tile = toll_parse_tile,
    .setup = toll_setup,
    .legal_actions = toll_legal,
    .apply = toll_apply,
    .actions = tollkeepers_actions,
    .on_feature_completed = toll_feature_completed,
    .on_turn_end = toll_turn_end,
    .final_scoring = toll_final,
    .outlook = toll_outlook,
    .describe = toll_describe,
};
