/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Traders & Builders tiles as RULES.md section 7 counts them and as JCloisterZone's
 * traders_and_builders.xml draws them (read by hand, tile by tile, in the order the file lists them):
 * 24 tiles, 20 with one goods symbol in a city (9 wine, 6 grain, 5 cloth), a monastery with three roads
 * ending at it, two roads that cross without meeting, no coat of arms. */
#include <string.h>

#include "../engine/carc_internal.h"
#include "../rules/traders/traders.h"
#include "check.h"

/* JCloisterZone's id, the sides N E S W (City, Road, Field), the goods, the segments: cities, roads, fields. */
static const struct {
    const char *id, *jcz, *edges, *goods;
    int cities, roads, fields;
} expected[24] = {
    {"TB01", "Cc.g", "CFFC", "grain", 1, 0, 1},    {"TB02", "Cc.w", "CFFC", "wine", 1, 0, 1},
    {"TB03", "CCc.c", "FCCC", "cloth", 2, 0, 2},   {"TB04", "CCc.w", "FCCC", "wine", 2, 0, 2},
    {"TB05", "Ccc.g", "CCFC", "grain", 1, 0, 1},   {"TB06", "CcCC.c", "CCCC", "cloth", 3, 0, 1},
    {"TB07", "CcRR!.c", "CRRC", "cloth", 1, 2, 4}, {"TB08", "CcRR.w", "CRRC", "wine", 1, 2, 3},
    {"TB09", "CcRC.c", "CRCC", "cloth", 2, 1, 2},  {"TB10", "CcRC.g", "CRCC", "grain", 2, 1, 2},
    {"TB11", "CcR.c", "CRFC", "cloth", 1, 1, 2},   {"TB12", "CcR!.w", "CRFC", "wine", 1, 1, 3},
    {"TB13", "CccR.w", "CCRC", "wine", 1, 1, 2},   {"TB14", "CcCc.w", "CCCC", "wine", 2, 0, 1},
    {"TB15", "CFc.w", "FCFC", "wine", 1, 0, 2},    {"TB16", "CR", "CRFF", NULL, 1, 1, 2},
    {"TB17", "CRc.g", "FCRC", "grain", 1, 1, 3},   {"TB18", "CRc.w", "FCRC", "wine", 1, 1, 3},
    {"TB19", "CRcR.w", "RCRC", "wine", 1, 2, 4},   {"TB20", "LRRR", "FRRR", NULL, 0, 3, 3},
    {"TB21", "RCc.g", "CFRC", "grain", 1, 1, 2},   {"TB22", "RCc!.g", "CFRC", "grain", 1, 1, 3},
    {"TB23", "RRC", "CFRR", NULL, 1, 2, 3},        {"TB24", "RRrr", "RRRR", NULL, 0, 2, 4},
};

static const char edge_char[] = {'F', 'R', 'C'}; /* enum carc_edge_type */

int main(int argc, char **argv)
{
    carc_err err;
    carc_rules *R = carc_rules_load(argc > 1 ? argv[1] : NULL, &err);
    CHECK(R != NULL, "rules: %s", err.msg);
    if (!R)
        return check_report("traders_tiles");
    int module = carc_rules_module_find(R, TRADERS_MODULE), tiles = 0, goods[TRADERS_NGOODS] = {0}, with_goods = 0;
    CHECK(module >= 0, "no module %s", TRADERS_MODULE);
    for (int t = 0; t < R->ntypes; t++)
        if (R->types[t].module == module)
            tiles += R->types[t].count;
    CHECK(tiles == 24, "%d tiles, RULES.md 7 says 24", tiles);
    for (int i = 0; i < 24; i++) {
        int type = carc_rules_tile_find(R, expected[i].id);
        CHECK(type >= 0 && R->types[type].module == module, "%s (JCZ %s) missing", expected[i].id, expected[i].jcz);
        if (type < 0)
            continue;
        const carc_tile_type *t = &R->types[type];
        char edges[5] = {0};
        for (int s = 0; s < 4; s++)
            edges[s] = edge_char[t->edge[s]];
        CHECK(strcmp(edges, expected[i].edges) == 0, "%s (JCZ %s): sides %s, expected %s", t->id, expected[i].jcz, edges,
              expected[i].edges);
        CHECK(t->count == 1, "%s: count %d", t->id, t->count);
        int n[CARC_NSEGTYPES] = {0}, symbols = 0;
        for (int s = 0; s < t->nseg; s++) {
            n[t->seg[s].type]++;
            CHECK(t->seg[s].arms == 0, "%s: a coat of arms (JCZ has none on these tiles)", t->id);
            int k = traders_segment_goods(R, type, s);
            if (k < 0)
                continue;
            CHECK(t->seg[s].type == CARC_CITY, "%s: goods on a segment that is no city", t->id);
            CHECK(expected[i].goods && strcmp(traders_goods_name(k), expected[i].goods) == 0, "%s: %s, expected %s", t->id,
                  traders_goods_name(k), expected[i].goods ? expected[i].goods : "none");
            goods[k]++;
            symbols++;
        }
        CHECK(symbols == (expected[i].goods != NULL), "%s: %d goods symbols", t->id, symbols);
        with_goods += symbols > 0;
        CHECK(n[CARC_CITY] == expected[i].cities && n[CARC_ROAD] == expected[i].roads && n[CARC_FIELD] == expected[i].fields,
              "%s (JCZ %s): %d cities, %d roads, %d fields; expected %d, %d, %d", t->id, expected[i].jcz, n[CARC_CITY], n[CARC_ROAD],
              n[CARC_FIELD], expected[i].cities, expected[i].roads, expected[i].fields);
        CHECK(n[CARC_MONASTERY] == (strcmp(t->id, "TB20") == 0), "%s: %d monasteries", t->id, n[CARC_MONASTERY]);
    }
    CHECK(with_goods == 20, "%d tiles with goods, RULES.md 7 says 20", with_goods);
    CHECK(goods[0] == 9 && goods[1] == 6 && goods[2] == 5, "wine %d, grain %d, cloth %d; RULES.md 7: 9, 6, 5", goods[0], goods[1],
          goods[2]);
    /* TB20: each of its three roads ends at the monastery (touches one side); TB24: two roads through. */
    int tb20 = carc_rules_tile_find(R, "TB20"), tb24 = carc_rules_tile_find(R, "TB24");
    for (int s = 0; tb20 >= 0 && s < R->types[tb20].nseg; s++)
        if (R->types[tb20].seg[s].type == CARC_ROAD)
            CHECK(R->types[tb20].seg[s].nedges == 1, "TB20: a road through");
    for (int s = 0; tb24 >= 0 && s < R->types[tb24].nseg; s++)
        if (R->types[tb24].seg[s].type == CARC_ROAD)
            CHECK(R->types[tb24].seg[s].nedges == 2, "TB24: a road that ends");
    /* The outlook's goods still to come (issue 46): Bob completes Ann's city holding TB02's wine and
     * takes it; one U (no goods) is left to come. No goods remain on tiles to come or in open cities, so
     * the goods add nothing to either side's outlook and the two players' outlooks are equal (both
     * hold their builder in hand alike); counting the completed city's wine as still to come makes
     * them differ. */
    static const char game[] =
        "{\"setup\": {\"players\": [{\"name\": \"Ann\"}, {\"name\": \"Bob\"}], \"expansions\": [\"traders\"], \"seed\": 1,"
        " \"draw\": [\"TB02\", \"E\", \"U\"]}, \"actions\": [{\"act\": \"tile\", \"x\": 0, \"y\": -1, \"rot\": 2},"
        " {\"act\": \"meeple\", \"at\": \"S\"}, {\"act\": \"tile\", \"x\": 1, \"y\": -1, \"rot\": 3}, {\"act\": \"pass\"}]}";
    carc_replay r = {0};
    CHECK(carc_replay_text(R, game, "goods outlook", &r) && r.failed_action < 0, "the goods game replays: %s", r.err.msg);
    if (r.game) {
        double gain[CARC_MAX_PLAYERS] = {0};
        carc_game_module_outlook(r.game, NULL, 0, gain);
        CHECK(carc_game_tiles_to_come(r.game) == 1 && gain[0] == gain[1],
              "a completed city's goods are not still to come: outlook Ann %.3f, Bob %.3f", gain[0], gain[1]);
        carc_game_free(r.game);
    }
    carc_rules_free(R);
    return check_report("traders_tiles");
}
