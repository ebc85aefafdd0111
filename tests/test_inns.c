/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _POSIX_C_SOURCE 200809L
/* The Inns & Cathedrals catalogue (rules/inns/tiles.json) against the sources RULES.md section 6 names:
 * the counts of the Wikicarpedia page "Inns and Cathedrals" (18 land tiles, 6 inns, 2 cathedrals) and,
 * tile by tile, the topology of JCloisterZone's tile-definitions/inns_and_cathedrals.xml (its card id in
 * each row's comment). JCZ names edge halves from the tile's centre looking out: NL NR = NNW NNE, EL ER
 * = ENE ESE, SL SR = SSE SSW, WL WR = WSW WNW; INNER_FARM is our IN. Segments are compared as sets, so
 * the file may list them in any order. */
#include <stdlib.h>
#include <string.h>

#include "../engine/carc_internal.h"
#include "../rules/inns/inns.h"
#include "check.h"

/* One segment: "<type> <locations> [arms=N] [inn] [cathedral] [> <a location of each city it touches>]" */
typedef struct want_tile {
    const char *id;
    int count;
    const char *edges; /* N E S W */
    const char *seg[9];
} want_tile;

static const want_tile want[] = {
    /* LRFR: cloister; roads W and E (two roads); farms ER SL SR WL and EL NL NR WR */
    {"IC01", 1, "FRFR", {"monastery C", "road W", "road E", "field ESE SSE SSW WSW", "field ENE NNW NNE WNW"}},
    /* Cccc.c x2: one city N W S E, cathedral */
    {"IC02", 2, "CCCC", {"city N E S W cathedral"}},
    /* CCCC: cities N, W, E, S; INNER_FARM touching all four */
    {"IC03", 1, "CCCC", {"city N", "city E", "city S", "city W", "field IN > N E S W"}},
    /* CCC: cities N, W, E; farm SL SR touching them */
    {"IC04", 1, "CCFC", {"city N", "city E", "city W", "field SSE SSW > N E W"}},
    /* CRCR: cities N, S; roads W, E; farms ER > S, WL > S, EL > N, WR > N */
    {"IC05", 1, "CRCR", {"city N", "city S", "road E", "road W", "field ESE > S", "field WSW > S", "field ENE > N", "field WNW > N"}},
    /* CCc+: city N W with a pennant; city S; farm EL ER touching both */
    {"IC06", 1, "CFCC", {"city N W arms=1", "city S", "field ENE ESE > N S"}},
    /* C!: city N; farms EL ER and WL WR SL SR, both touching it */
    {"IC07", 1, "CFFF", {"city N", "field ENE ESE > N", "field WSW WNW SSE SSW > N"}},
    /* CFR: city N; road S; farms WL WR SR and EL ER SL, both touching it */
    {"IC08", 1, "CFRF", {"city N", "road S", "field WSW WNW SSW > N", "field ENE ESE SSE > N"}},
    /* CcR: city N W; road E; farms EL and ER SL SR, both touching it */
    {"IC09", 1, "CRFC", {"city N W", "road E", "field ENE > W", "field ESE SSE SSW > W"}},
    /* CRcR+: city E W with a pennant; roads N, S; farms NL, NR, SL, SR each touching it */
    {"IC10", 1, "RCRC", {"city E W arms=1", "road N", "road S", "field NNW > W", "field NNE > W", "field SSE > W", "field SSW > W"}},
    /* RCc.i: city N W; road S with an inn; farms SR and SL EL ER, both touching the city */
    {"IC11", 1, "CFRC", {"city N W", "road S inn", "field SSW > W", "field SSE ENE ESE > W"}},
    /* RrC.i: city N; road W S with an inn; farms SR WL and WR EL ER SL (touching the city) */
    {"IC12", 1, "CFRR", {"city N", "road W S inn", "field SSW WSW", "field WNW ENE ESE SSE > N"}},
    /* CcRr+.i: city N W with a pennant; road E S with an inn; farms SL ER and SR EL (touching the city) */
    {"IC13", 1, "CRRC", {"city N W arms=1", "road E S inn", "field SSE ESE", "field SSW ENE > N"}},
    /* RRR.i: road E with an inn; roads W, S; farms WR NL NR EL, WL SR, ER SL */
    {"IC14", 1, "FRRR", {"road E inn", "road W", "road S", "field WNW NNW NNE ENE", "field WSW SSW", "field ESE SSE"}},
    /* RFr.i: road W E with an inn; farms WR NL NR EL and ER SL SR WL */
    {"IC15", 1, "FRFR", {"road W E inn", "field WNW NNW NNE ENE", "field ESE SSE SSW WSW"}},
    /* Rr.i: road W S with an inn; farms WR NL NR EL ER SL and SR WL */
    {"IC16", 1, "FFRR", {"road W S inn", "field WNW NNW NNE ENE ESE SSE", "field SSW WSW"}},
    /* RrRr: roads W S and N E; farms SR WL, NR EL, NL WR SL ER */
    {"IC17", 1, "RRRR", {"road W S", "road N E", "field SSW WSW", "field NNE ENE", "field NNW WNW SSE ESE"}},
};
enum { NWANT = sizeof want / sizeof want[0] };

static const carc_rules *R;

/* The segment of tile t matching one expected segment, or -1 with a message. */
static int check_segment(int t, const char *spec)
{
    char buf[128], *save = NULL;
    snprintf(buf, sizeof buf, "%s", spec);
    const carc_tile_type *tt = &R->types[t];
    const char *type = strtok_r(buf, " ", &save);
    int want_type = -1;
    for (int k = 0; k < CARC_NSEGTYPES; k++)
        if (strcmp(carc_seg_type_name(k), type) == 0)
            want_type = k;
    unsigned locs = 0, cities = 0;
    int arms = 0;
    bool inn = false, cathedral = false, city_list = false;
    for (char *w = strtok_r(NULL, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        if (strcmp(w, ">") == 0) {
            city_list = true;
        } else if (strncmp(w, "arms=", 5) == 0) {
            arms = atoi(w + 5);
        } else if (strcmp(w, "inn") == 0) {
            inn = true;
        } else if (strcmp(w, "cathedral") == 0) {
            cathedral = true;
        } else {
            int l = carc_loc_parse(w);
            CHECK(l >= 0, "%s: \"%s\" is no location", tt->id, w);
            if (l < 0)
                return -1;
            if (!city_list) {
                locs |= 1u << l;
                continue;
            }
            int c = carc_tile_segment_at(R, t, 0, l);
            CHECK(c >= 0 && tt->seg[c].type == CARC_CITY, "%s: %s: no city at %s", tt->id, spec, w);
            if (c >= 0)
                cities |= 1u << c;
        }
    }
    int s = 0;
    while (s < tt->nseg && !(tt->seg[s].type == want_type && tt->seg[s].locs == locs))
        s++;
    CHECK(s < tt->nseg, "%s: no segment \"%s\"", tt->id, spec);
    if (s == tt->nseg)
        return -1;
    CHECK(tt->seg[s].arms == arms, "%s: %s: %d coats of arms", tt->id, spec, tt->seg[s].arms);
    CHECK(carc_inns_segment_inn(R, t, s) == inn, "%s: %s: inn %d", tt->id, spec, carc_inns_segment_inn(R, t, s));
    CHECK(carc_inns_segment_cathedral(R, t, s) == cathedral, "%s: %s: cathedral %d", tt->id, spec, carc_inns_segment_cathedral(R, t, s));
    if (want_type == CARC_FIELD)
        CHECK(tt->seg[s].cities == cities, "%s: %s: touches cities 0x%x, not 0x%x", tt->id, spec, tt->seg[s].cities, cities);
    return s;
}

/* Every tile of the module as JCZ defines it, no tile more. */
static void test_tiles_one_by_one(void)
{
    int inns_tiles = 0;
    for (int t = 0; t < R->ntypes; t++)
        inns_tiles += strcmp(R->modules[R->types[t].module]->name, "inns") == 0;
    CHECK(inns_tiles == NWANT, "the module has %d tile types, not %d", inns_tiles, NWANT);
    for (int i = 0; i < NWANT; i++) {
        int t = carc_rules_tile_find(R, want[i].id);
        CHECK(t >= 0, "no tile %s", want[i].id);
        if (t < 0)
            continue;
        const carc_tile_type *tt = &R->types[t];
        CHECK(strcmp(R->modules[tt->module]->name, "inns") == 0, "%s belongs to %s", want[i].id, R->modules[tt->module]->name);
        CHECK(tt->count == want[i].count, "%s: %d copies, not %d", want[i].id, tt->count, want[i].count);
        char edges[5] = {0};
        for (int d = 0; d < 4; d++)
            edges[d] = "FRC"[tt->edge[d]];
        CHECK(strcmp(edges, want[i].edges) == 0, "%s: edges %s, not %s", want[i].id, edges, want[i].edges);
        unsigned seen = 0;
        int n = 0;
        for (; n < 9 && want[i].seg[n]; n++) {
            int s = check_segment(t, want[i].seg[n]);
            if (s < 0)
                continue;
            CHECK(!(seen >> s & 1), "%s: segment %d matched twice", want[i].id, s);
            seen |= 1u << s;
        }
        CHECK(tt->nseg == n, "%s: %d segments, not %d", want[i].id, tt->nseg, n);
    }
}

/* The counts RULES.md section 6 gives (and what it says of the other tiles). */
static void test_counts(void)
{
    int tiles = 0, inn_tiles = 0, inns = 0, cathedrals = 0, arms = 0, monasteries = 0, inner = 0;
    for (int t = 0; t < R->ntypes; t++) {
        const carc_tile_type *tt = &R->types[t];
        if (strcmp(R->modules[tt->module]->name, "inns") != 0)
            continue;
        tiles += tt->count;
        bool has_inn = false;
        for (int s = 0; s < tt->nseg; s++) {
            has_inn |= carc_inns_segment_inn(R, t, s);
            inns += tt->count * carc_inns_segment_inn(R, t, s);
            cathedrals += tt->count * carc_inns_segment_cathedral(R, t, s);
            arms += tt->count * tt->seg[s].arms;
            monasteries += tt->count * (tt->seg[s].type == CARC_MONASTERY);
            inner += tt->count * (tt->seg[s].locs == 1u << CARC_IN);
        }
        inn_tiles += tt->count * has_inn;
    }
    CHECK(tiles == 18, "18 land tiles, not %d", tiles);
    CHECK(inn_tiles == 6 && inns == 6, "6 tiles with one inn each, not %d tiles with %d", inn_tiles, inns);
    CHECK(cathedrals == 2, "2 cathedrals, not %d", cathedrals);
    CHECK(arms == 3, "3 coats of arms (JCZ pennants on IC06, IC10, IC13), not %d", arms);
    CHECK(monasteries == 1, "1 monastery (between two roads), not %d", monasteries);
    CHECK(inner == 1, "1 enclosed field (IC03), not %d", inner);
    /* "a monastery with a road on two sides (two roads, each ending at the monastery)" */
    int ic01 = carc_rules_tile_find(R, "IC01");
    CHECK(carc_tile_segment_at(R, ic01, 0, CARC_W) != carc_tile_segment_at(R, ic01, 0, CARC_E), "IC01's roads are two");
    /* the enclosed field stays IN in every rotation, and only IC03 has one */
    int ic03 = carc_rules_tile_find(R, "IC03"), in = carc_tile_segment_at(R, ic03, 0, CARC_IN);
    CHECK(in >= 0 && carc_tile_segment_type(R, ic03, in) == CARC_FIELD, "IC03 has a field at IN");
    for (int rot = 1; rot < 4; rot++)
        CHECK(carc_tile_segment_at(R, ic03, rot, CARC_IN) == in && carc_tile_segment_loc(R, ic03, rot, in) == CARC_IN,
              "IC03 rot %d: the field is still at IN", rot);
    CHECK(carc_tile_segment_at(R, carc_rules_tile_find(R, "IC15"), 0, CARC_IN) < 0, "IC15 has nothing at IN");
}

int main(int argc, char **argv)
{
    R = check_rules(argc, argv);
    test_counts();
    test_tiles_one_by_one();
    carc_rules_free((carc_rules *)R);
    return check_report("test_inns");
}
