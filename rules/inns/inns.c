/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Inns & Cathedrals (expansion 1, 2nd/3rd-edition rules): 18 tiles, among them inns beside roads and
 * cathedrals in cities, and one large meeple per player that counts as two meeples in every majority.
 * A road with an inn scores 2 per tile when completed and nothing when incomplete at the end; a city
 * with a cathedral 3 per tile and per coat of arms when completed, nothing at the end. Which segments
 * have an inn or a cathedral is tile data ("inn", "cathedral" on a segment). */
#include <cjson/cJSON.h>

#include "../../engine/carc_internal.h"
#include "inns.h"

extern const carc_module carc_module_inns;

typedef struct inns_tile {
    uint16_t inn, cathedral; /* bit per segment */
} inns_tile;

static const char *const segment_keys[] = {"inn", "cathedral", NULL};

/* A tile made "like" another has its model's segments, and so its inns and cathedrals. */
static bool inns_parse_tile(const carc_tile_type *t, const cJSON *jt, const void *like, void *vd, carc_err *err)
{
    inns_tile *d = vd;
    if (like)
        *d = *(const inns_tile *)like;
    const cJSON *segs = cJSON_GetObjectItemCaseSensitive(jt, "segments"), *s;
    int si = 0;
    cJSON_ArrayForEach(s, segs)
    {
        static const int wants[2] = {CARC_ROAD, CARC_CITY};
        uint16_t *bits[2] = {&d->inn, &d->cathedral};
        for (int k = 0; k < 2; k++) {
            const cJSON *v = cJSON_GetObjectItemCaseSensitive(s, segment_keys[k]);
            if (!v)
                continue;
            if (!cJSON_IsBool(v) || si >= t->nseg || t->seg[si].type != wants[k])
                return !carc_err_set(err, CARC_E_FORMAT,
                                     k ? CARC_N_("segment %s: \"cathedral\" is true or false, on a city")
                                       : CARC_N_("segment %s: \"inn\" is true or false, on a road"),
                                     CARC_ERR_INT(si));
            if (cJSON_IsTrue(v))
                *bits[k] |= (uint16_t)(1u << si);
        }
        si++;
    }
    return true;
}

static const inns_tile *tile_data(const carc_rules *R, int type)
{
    return (const inns_tile *)carc_rules_tile_data(R, &carc_module_inns) + type;
}

bool carc_inns_segment_inn(const carc_rules *R, int type, int seg)
{
    return tile_data(R, type)->inn >> seg & 1;
}
bool carc_inns_segment_cathedral(const carc_rules *R, int type, int seg)
{
    return tile_data(R, type)->cathedral >> seg & 1;
}

/* Whether a segment of the feature has an inn (cathedral: false) or a cathedral (true). */
static bool feature_has(const carc_game *g, int root, bool cathedral)
{
    int n = root;
    do {
        const carc_node *nd = &g->nodes[n];
        if (nd->tile >= 0) {
            const inns_tile *d = tile_data(g->rules, g->tiles[nd->tile].type);
            if ((cathedral ? d->cathedral : d->inn) >> nd->seg & 1)
                return true;
        }
        n = nd->next;
    } while (n != root);
    return false;
}

/* After the base game's points: an inn or a cathedral (two count as one) changes them. */
static void inns_points(carc_game *g, const void *st, carc_feature_score *s)
{
    (void)st;
    if (s->type == CARC_ROAD && feature_has(g, s->root, false)) {
        s->points = s->final ? 0 : 2 * carc_feature_tiles(g, s->root);
        s->why = INNS_MODIFIER_INN;
    } else if (s->type == CARC_CITY && feature_has(g, s->root, true)) {
        s->points = s->final ? 0 : 3 * (carc_feature_tiles(g, s->root) + g->nodes[s->root].arms);
        s->why = INNS_MODIFIER_CATHEDRAL;
    }
}

static bool inns_setup(carc_game *g, void *st, const carc_setup *s, carc_err *err)
{
    (void)st;
    (void)s;
    (void)err;
    carc_stack_add_module_tiles(g, carc_game_module_index(g, &carc_module_inns));
    return true;
}

/* The large meeple: anywhere a meeple may go, counting 2. */
static const carc_figure_spec figures[] = {
    {.name = "large",
     .title = CARC_N_("large meeple"),
     .count = 1,
     .weight = 2,
     .stands = 1u << CARC_FIELD | 1u << CARC_ROAD | 1u << CARC_CITY | 1u << CARC_MONASTERY},
    {.name = NULL},
};

const carc_module carc_module_inns = {
    .name = "inns",
    .title = CARC_N_("Inns & Cathedrals"),
    .optional = true,
    .tiles_file = "inns/tiles.json",
    .segment_keys = segment_keys,
    .tile_data_size = sizeof(inns_tile),
    .parse_tile = inns_parse_tile,
    .setup = inns_setup,
    .feature_points = inns_points,
    .figures = figures,
};
