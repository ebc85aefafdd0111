/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _POSIX_C_SOURCE 200809L
/* Unit tests of the engine's parts: locations and rotation, tile data, edge matching, union-find
 * features, distinct tile counting, the tiles a feature's score counts, dead squares (hints), the outlook
 * of open features and the modules' outlook terms (computer players), action JSON,
 * the kinds of figure (the large meeple) and clear errors for malformed tile files. */
#include <cjson/cJSON.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../engine/carc_internal.h"
#include "check.h"

static const carc_rules *R;

/* A game of Ann and Bob with the expansion named (NULL: the base game) and this draw. */
static carc_game *new_game_with(const char *expansion, const char *const *draw_ids, int n)
{
    int draw[64];
    carc_setup s;
    carc_setup_init(&s, 2, 1);
    snprintf(s.players[0].name, sizeof s.players[0].name, "Ann");
    snprintf(s.players[1].name, sizeof s.players[1].name, "Bob");
    if (expansion)
        snprintf(s.expansions[s.nexpansions++], sizeof s.expansions[0], "%s", expansion);
    for (int i = 0; i < n; i++)
        draw[i] = carc_rules_tile_find(R, draw_ids[i]);
    s.ndraw = n;
    s.draw = draw;
    carc_err err;
    carc_game *g = carc_game_new(R, &s, &err);
    CHECK(g != NULL, "game: %s", err.msg);
    return g;
}

static carc_game *new_game(const char *const *draw_ids, int n)
{
    return new_game_with(NULL, draw_ids, n);
}

static int apply_tile(carc_game *g, int x, int y, int rot)
{
    carc_action a;
    carc_err err;
    carc_action_tile(&a, x, y, rot);
    return carc_game_apply(g, &a, &err);
}

static void pass(carc_game *g)
{
    carc_action a;
    carc_err err;
    carc_action_pass(&a);
    CHECK(carc_game_apply(g, &a, &err) == CARC_OK, "pass: %s", err.msg);
}

static void test_locations(void)
{
    for (int l = 0; l < CARC_NLOC; l++)
        CHECK(carc_loc_parse(carc_loc_name(l)) == l, "location %d round trip", l);
    CHECK(carc_loc_parse("NW") == -1, "NW is not a location");
    CHECK(carc_loc_parse(NULL) == -1, "NULL");
    /* rotating the D tile (city N, road W-E) once clockwise puts the city east, the road N-S */
    int d = carc_rules_tile_find(R, "D");
    int city = carc_tile_segment_at(R, d, 0, CARC_N);
    CHECK(carc_tile_segment_type(R, d, city) == CARC_CITY, "D has a city at N");
    CHECK(carc_tile_segment_at(R, d, 1, CARC_E) == city, "rot 1 moves the city to E");
    CHECK(carc_tile_segment_at(R, d, 2, CARC_S) == city, "rot 2 moves the city to S");
    CHECK(carc_tile_segment_at(R, d, 3, CARC_W) == city, "rot 3 moves the city to W");
    int road = carc_tile_segment_at(R, d, 1, CARC_N);
    CHECK(road >= 0 && carc_tile_segment_type(R, d, road) == CARC_ROAD, "rot 1: road at N");
    /* the field between city and road: ENE/WNW at rot 0 becomes SSE/NNE at rot 1 */
    int f = carc_tile_segment_at(R, d, 0, CARC_ENE);
    CHECK(carc_tile_segment_at(R, d, 1, CARC_SSE) == f && carc_tile_segment_at(R, d, 1, CARC_NNE) == f, "field halves rotate");
    CHECK(carc_tile_segment_loc(R, d, 1, city) == CARC_E, "naming location rotates");
    int b = carc_rules_tile_find(R, "B");
    CHECK(carc_tile_segment_type(R, b, carc_tile_segment_at(R, b, 3, CARC_C)) == CARC_MONASTERY, "monastery at C in any rotation");
}

static void test_tile_data(void)
{
    int total = 0, arms = 0, monasteries = 0;
    for (int t = 0; t < R->ntypes; t++) {
        const carc_tile_type *tt = &R->types[t];
        if (strcmp(R->modules[tt->module]->name, "base") != 0)
            continue;
        total += tt->count;
        for (int s = 0; s < tt->nseg; s++) {
            arms += tt->count * tt->seg[s].arms;
            monasteries += tt->count * (tt->seg[s].type == CARC_MONASTERY);
        }
    }
    CHECK(total == 72, "base set has 72 tiles, not %d", total);
    CHECK(arms == 10, "10 coats of arms, not %d", arms);
    CHECK(monasteries == 6, "6 monasteries, not %d", monasteries);
    CHECK(strcmp(carc_rules_tile_id(R, R->start_type), "D") == 0, "start tile D");
    int u = 0;
    for (int t = 0; t < R->ntypes; t++)
        if (R->types[t].id[0] == 'U' && (R->types[t].id[1] == 0 || R->types[t].id[1] == '_'))
            u += R->types[t].count;
    CHECK(u == 8, "U counts 8 including illustrated copies, not %d", u);
    /* L: three separate roads (its village, the Tollkeepers' tile data, is checked by toll_place_on_L) */
    int l = carc_rules_tile_find(R, "L");
    CHECK(carc_tile_segment_at(R, l, 0, CARC_E) != carc_tile_segment_at(R, l, 0, CARC_W), "L's roads are separate");
}

static void test_matching(void)
{
    const char *draw[] = {"E", "U", "C", "B"};
    carc_game *g = new_game(draw, 4);
    carc_err err;
    /* start D: city N, road E/W, field S. E (city N) directly north needs its city to face S: rot 2 */
    CHECK(!carc_board_fits(g, carc_rules_tile_find(R, "E"), 0, -1, 0, &err), "field against city must not fit");
    CHECK(strstr(err.msg, "does not match") != NULL, "mismatch is explained: %s", err.msg);
    CHECK(carc_board_fits(g, carc_rules_tile_find(R, "E"), 0, -1, 2, &err), "E rot 2 north of D fits: %s", err.msg);
    CHECK(!carc_board_fits(g, carc_rules_tile_find(R, "E"), 5, 5, 0, &err), "far square");
    CHECK(strstr(err.msg, "does not touch") != NULL, "%s", err.msg);
    CHECK(!carc_board_fits(g, carc_rules_tile_find(R, "E"), 0, 0, 0, &err), "occupied square");
    CHECK(strstr(err.msg, "already holds") != NULL, "%s", err.msg);
    CHECK(apply_tile(g, 0, -1, 0) == CARC_E_ILLEGAL, "illegal placement rejected");
    CHECK(carc_game_board_count(g) == 1 && strcmp(carc_game_phase(g), "place_tile") == 0, "rejection changed nothing");
    CHECK(apply_tile(g, 0, -1, 2) == CARC_OK, "legal placement accepted");
    /* every legal placement the engine offers really fits, and the count is plausible */
    pass(g);
    carc_action_list l = {0};
    carc_game_legal_actions(g, &l);
    CHECK(l.n > 0, "U has placements");
    for (int i = 0; i < l.n; i++)
        CHECK(carc_board_fits(g, carc_game_current_tile(g), l.v[i].x, l.v[i].y, l.v[i].rot, &err), "offered placement fits");
    carc_action_list_free(&l);
    carc_game_free(g);
}

static void test_features(void)
{
    /* D at (0,0); E rot 2 at (0,-1) closes the 2-tile city */
    const char *draw[] = {"E", "V", "V", "U"};
    carc_game *g = new_game(draw, 4);
    int city0 = carc_feature_find(g, carc_node_of(g, 0, carc_tile_loc_seg(g, 0, CARC_N)));
    CHECK(g->nodes[city0].open == 1, "start city has one open edge");
    CHECK(apply_tile(g, 0, -1, 2) == CARC_OK, "E north");
    int city1 = carc_feature_find(g, carc_node_of(g, 1, carc_tile_loc_seg(g, 1, CARC_S)));
    CHECK(city1 == carc_feature_find(g, city0), "cities joined");
    CHECK(g->nodes[city1].open == 0, "joined city closed");
    CHECK(carc_feature_tiles(g, city1) == 2, "2 tiles");
    pass(g);
    CHECK(g->nodes[city1].done, "closed city is completed on scoring");
    /* a road loop through one tile twice counts that tile once:
     * V (curve W-S) at (1,0) rot 0? D's road exits E at (0,0); a V with rot 1 has its road N-W... */
    carc_game_free(g);

    /* Union-find directly: ring membership and aggregates */
    carc_game *h = new_game(draw, 1);
    int a = carc_feature_new_node(h, CARC_ROAD, 0, 0), b = carc_feature_new_node(h, CARC_ROAD, 0, 1);
    int c = carc_feature_new_node(h, CARC_ROAD, -1, 0);
    h->nodes[a].open = 2;
    h->nodes[b].open = 1;
    h->nodes[c].extra_tiles = 3;
    h->nodes[b].meeples[1] = 1;
    carc_feature_union(h, a, b);
    carc_feature_union(h, b, c);
    int r = carc_feature_find(h, c);
    CHECK(r == a, "the oldest node is the root");
    CHECK(h->nodes[r].open == 3 && h->nodes[r].meeples[1] == 1, "aggregates summed");
    CHECK(carc_feature_tiles(h, r) == 1 + 3, "one board tile (twice) plus three extra squares: %d", carc_feature_tiles(h, r));
    int members = 0, n = r;
    do {
        members++;
        n = h->nodes[n].next;
    } while (n != r);
    CHECK(members == 3, "ring holds all members");
    carc_feature_union(h, a, c);
    CHECK(h->nodes[r].open == 3, "union of a feature with itself changes nothing");
    CHECK(carc_feature_majority(h, r) == 2u, "player 1 has the majority");
    h->nodes[r].meeples[0] = 1;
    CHECK(carc_feature_majority(h, r) == 3u, "tie: both");
    carc_game_free(h);
}

static void test_road_loop_distinct(void)
{
    /* W (village, roads E S W) at (0,1) below the start tile; three V curves lead its E road round
     * to its S road: (1,1) rot 0 (road W-S), (1,2) rot 1 (road N-W), (0,2) rot 2 (road N-E).
     * The road touches W twice (two segments) but W counts once: 4 tiles, 4 points. */
    const char *draw[] = {"W", "V", "V", "V", "U"};
    carc_game *g = new_game(draw, 5);
    carc_action m;
    carc_err err;
    CHECK(apply_tile(g, 0, 1, 0) == CARC_OK, "W below D");
    carc_action_meeple(&m, CARC_E);
    CHECK(carc_game_apply(g, &m, &err) == CARC_OK, "meeple on W's east road: %s", err.msg);
    CHECK(apply_tile(g, 1, 1, 0) == CARC_OK, "V (1,1)");
    pass(g);
    CHECK(apply_tile(g, 1, 2, 1) == CARC_OK, "V (1,2)");
    pass(g);
    CHECK(carc_game_score(g, 0) == 0, "road still open");
    CHECK(apply_tile(g, 0, 2, 2) == CARC_OK, "V (0,2) closes the loop");
    pass(g);
    CHECK(carc_game_score(g, 0) == 4, "4 distinct tiles, not %d", carc_game_score(g, 0));
    CHECK(carc_game_meeples_in_supply(g, 0) == 7, "meeple returned");
    carc_game_free(g);
}

static void test_feature_size(void)
{
    /* B (monastery) at (0,1) below the start tile D, another B at (1,1): the first monastery counts
     * itself, D above and the B beside it, 3 tiles, and scores 3 at game end; D's road spans 1 tile. */
    const char *draw[] = {"B", "B", "U"};
    carc_game *g = new_game(draw, 3);
    carc_action m;
    carc_err err;
    CHECK(apply_tile(g, 0, 1, 0) == CARC_OK, "B below D");
    carc_action_meeple(&m, CARC_C);
    CHECK(carc_game_apply(g, &m, &err) == CARC_OK, "monk: %s", err.msg);
    CHECK(apply_tile(g, 1, 1, 0) == CARC_OK, "B beside it");
    pass(g);
    int monastery = carc_game_feature_of(g, 1, carc_tile_loc_seg(g, 1, CARC_C));
    CHECK(carc_game_feature_size(g, monastery) == 3, "monastery counts 3 tiles, not %d", carc_game_feature_size(g, monastery));
    int road = carc_game_feature_of(g, 0, carc_tile_loc_seg(g, 0, CARC_E));
    CHECK(carc_game_feature_size(g, road) == 1, "D's road spans 1 tile, not %d", carc_game_feature_size(g, road));
    carc_game_end_now(g);
    CHECK(carc_game_score(g, 0) == 3, "the monk scores the 3 tiles counted, not %d", carc_game_score(g, 0));
    carc_game_free(g);
}

/* A module of this test's own, appended to a game's modules: a road scores double, naming why. */
static void double_roads(carc_game *g, const void *st, carc_feature_score *s)
{
    (void)g, (void)st;
    if (s->type == CARC_ROAD) {
        s->points *= 2;
        s->why = "test_double";
    }
}
static const carc_module test_module = {.name = "test", .feature_points = double_roads};

static const carc_event *last_event(const carc_game *g, const char *name)
{
    int n;
    const carc_event *ev = carc_game_events(g, &n), *last = NULL;
    for (int i = 0; i < n; i++)
        if (strcmp(ev[i].name, name) == 0)
            last = &ev[i];
    return last;
}

/* Points come through the modules' feature_points hooks: the base game's, then one changing a road's,
 * whose rule the points event names; at the end, a feature held by a figure that is no meeple scores. */
static void test_points_hook(void)
{
    /* D at (0,0) (city N, road W-E); U rot 0 at (1,0) continues the road: 2 tiles, open at the end,
     * 1 per tile, doubled by the test module: 4 */
    const char *draw[] = {"U", "E", "U"};
    carc_game *g = new_game(draw, 3);
    g->mods[g->nmods] = &test_module;
    g->mod_state[g->nmods++] = malloc(1);
    CHECK(apply_tile(g, 1, 0, 0) == CARC_OK, "U east of D");
    carc_action m;
    carc_err err;
    carc_action_meeple(&m, CARC_E);
    CHECK(carc_game_apply(g, &m, &err) == CARC_OK, "meeple on the road: %s", err.msg);
    /* Bob: E rot 2 north of D closes the 2-tile city, no meeple there: 4 points to nobody */
    CHECK(apply_tile(g, 0, -1, 2) == CARC_OK, "E north of D");
    pass(g);
    carc_game_end_now(g);
    const carc_event *e = last_event(g, "points");
    CHECK(e && e->player == 0 && e->amount == 4 && e->modifier && strcmp(e->modifier, "test_double") == 0,
          "the open road of 2 tiles scores 2 x 2 at the end, the modifier named");
    cJSON *j = e ? carc_event_to_json(g, e) : NULL;
    const cJSON *mod = cJSON_GetObjectItemCaseSensitive(j, "modifier");
    CHECK(cJSON_IsString(mod) && strcmp(mod->valuestring, "test_double") == 0, "the points event's JSON carries the modifier");
    cJSON_Delete(j);
    e = last_event(g, "feature_scored");
    CHECK(e && e->amount == 4 && e->modifier, "feature_scored shows the changed points");
    carc_game_free(g);

    /* a field held by a figure a module stood there (carc_figure_move, no meeple action): scored at the
     * end, 3 per completed city it touches; D's field north of its road touches the city E closed: 3 */
    g = new_game(draw, 3);
    CHECK(apply_tile(g, 1, 0, 0) == CARC_OK, "U east of D");
    pass(g);
    CHECK(apply_tile(g, 0, -1, 2) == CARC_OK, "E north of D closes the city");
    pass(g);
    CHECK(carc_figure_move(g, 1, 0, 0, carc_tile_loc_seg(g, 0, CARC_ENE)), "a module stands Bob's figure in D's north field");
    carc_game_end_now(g);
    CHECK(carc_game_score(g, 1) == 3, "the field scores 3 for Bob, not %d", carc_game_score(g, 1));
    carc_game_free(g);
}

/* A meeple action from its JSON form ("figure" given or not), applied. */
static int apply_meeple_json(carc_game *g, const char *json, carc_err *err)
{
    cJSON *j = cJSON_Parse(json);
    carc_action a;
    int r = carc_action_from_json(&a, j, err) ? carc_game_apply(g, &a, err) : CARC_E_FORMAT;
    cJSON_Delete(j);
    return r;
}

/* Legal actions of the meeple step: how many place the named figure ("meeple": those without one). */
static int legal_with_figure(const carc_game *g, const char *figure)
{
    carc_action_list l = {0};
    int n = 0;
    carc_game_legal_actions(g, &l);
    for (int i = 0; i < l.n; i++) {
        if (l.v[i].kind != CARC_ACT_MEEPLE)
            continue;
        cJSON *j = carc_action_to_json(&l.v[i]);
        const cJSON *f = cJSON_GetObjectItemCaseSensitive(j, "figure");
        n += f ? cJSON_IsString(f) && strcmp(f->valuestring, figure) == 0 : strcmp(figure, "meeple") == 0;
        cJSON_Delete(j);
    }
    carc_action_list_free(&l);
    return n;
}

/* The kinds of figure as front ends read them: a base game has only the meeple; Inns & Cathedrals adds
 * the large meeple (weight 2, one each), listed, placed, counted and refused by name. */
static void test_figure_kinds(void)
{
    const char *draw[] = {"U", "U", "U", "U"};
    carc_game *g = new_game(draw, 4);
    CHECK(carc_game_figure_kinds(g) == 1 && strcmp(carc_game_figure_name(g, 0), "meeple") == 0 &&
              strcmp(carc_game_figure_title(g, 0), "meeple") == 0 && carc_game_figure_weight(g, 0) == 1,
          "a base game: only the meeple, weight 1");
    CHECK(carc_game_figure_find(g, NULL) == 0 && carc_game_figure_find(g, "meeple") == 0 && carc_game_figure_find(g, "large") == -1,
          "no figure absent is the meeple; no large one without the expansion");
    CHECK(apply_tile(g, 1, 0, 0) == CARC_OK, "base: U east of D");
    CHECK(legal_with_figure(g, "meeple") == 3 && legal_with_figure(g, "large") == 0, "base: 3 meeple spots, no large one");
    carc_game_free(g);

    g = new_game_with("inns", draw, 4);
    CHECK(carc_game_figure_kinds(g) == 2, "inns: two kinds, not %d", carc_game_figure_kinds(g));
    int large = carc_game_figure_find(g, "large");
    CHECK(large == 1 && strcmp(carc_game_figure_name(g, 1), "large") == 0 && strcmp(carc_game_figure_title(g, 1), "large meeple") == 0 &&
              carc_game_figure_weight(g, 1) == 2,
          "inns: kind 1 is the large meeple (title \"%s\"), weight %d", carc_game_figure_title(g, 1), carc_game_figure_weight(g, 1));
    for (int p = 0; p < 2; p++)
        CHECK(carc_game_figures_in_supply(g, p, 0) == 7 && carc_game_meeples_in_supply(g, p) == 7 &&
                  carc_game_figures_in_supply(g, p, 1) == 1,
              "player %d: 7 meeples and 1 large one", p);
    /* Ann: U east of D; pass, 3 meeple spots (road, two fields), then the same 3 for the large one */
    CHECK(apply_tile(g, 1, 0, 0) == CARC_OK, "inns: U east of D");
    carc_action_list l = {0};
    CHECK(carc_game_legal_actions(g, &l) == 7 && l.v[0].kind == CARC_ACT_PASS, "pass, 3 meeples, 3 large: %d actions", l.n);
    carc_action_list_free(&l);
    CHECK(legal_with_figure(g, "meeple") == 3 && legal_with_figure(g, "large") == 3, "3 spots for each kind");
    carc_err err;
    CHECK(apply_meeple_json(g, "{\"act\": \"meeple\", \"at\": \"E\", \"figure\": \"large\"}", &err) == CARC_OK,
          "Ann's large meeple on the road: %s", err.msg);
    CHECK(carc_game_figures_in_supply(g, 0, 1) == 0 && carc_game_figures_in_supply(g, 0, 0) == 7,
          "Ann: her large meeple left the supply, not a meeple");
    carc_meeple_info on[4];
    CHECK(carc_game_meeples_on_board(g, on, 4) == 1 && on[0].kind == 1 && on[0].player == 0 && on[0].at == CARC_E &&
              on[0].feature_type == CARC_ROAD,
          "the board lists Ann's large meeple on the road at E");
    int road = carc_feature_find(g, carc_node_of(g, 1, carc_tile_loc_seg(g, 1, CARC_E)));
    CHECK(g->nodes[road].meeples[0] == 2 && g->nodes[road].figures == 1, "the road holds one figure of weight 2");
    const carc_event *e = last_event(g, "meeple_placed");
    cJSON *j = e ? carc_event_to_json(g, e) : NULL;
    const cJSON *fig = cJSON_GetObjectItemCaseSensitive(j, "figure");
    CHECK(cJSON_IsString(fig) && strcmp(fig->valuestring, "large") == 0, "meeple_placed names the figure");
    cJSON_Delete(j);
    /* Bob: U at (2,0) joins Ann's road: only the two fields are free, for either kind; no "pig" here */
    CHECK(apply_tile(g, 2, 0, 0) == CARC_OK, "Bob: U at (2,0)");
    CHECK(legal_with_figure(g, "meeple") == 2 && legal_with_figure(g, "large") == 2, "Bob: the road is taken, 2 spots each");
    CHECK(apply_meeple_json(g, "{\"act\": \"meeple\", \"at\": \"NNE\", \"figure\": \"pig\"}", &err) == CARC_E_ILLEGAL &&
              strcmp(err.msg, "no figure \"pig\" in this game's rules") == 0,
          "a figure no module adds is refused: %s", err.msg);
    CHECK(apply_meeple_json(g, "{\"act\": \"meeple\", \"at\": \"E\", \"figure\": \"large\"}", &err) == CARC_E_ILLEGAL &&
              strcmp(err.msg, "that road already has a meeple on it") == 0,
          "Bob's large meeple on Ann's road: %s", err.msg);
    pass(g);
    /* Ann: U at (-1,0); her large meeple is on the board: none offered, one asked for refused by its title */
    CHECK(apply_tile(g, -1, 0, 0) == CARC_OK, "Ann: U at (-1,0)");
    CHECK(legal_with_figure(g, "large") == 0 && legal_with_figure(g, "meeple") == 2, "Ann: no large meeple to place, 2 meeple spots");
    CHECK(apply_meeple_json(g, "{\"act\": \"meeple\", \"at\": \"SSE\", \"figure\": \"large\"}", &err) == CARC_E_ILLEGAL &&
              strcmp(err.msg, "Ann has no large meeple left") == 0,
          "the refusal names the figure as players read it: %s", err.msg);
    CHECK(err.key && strcmp(err.key, "%s has no %s left") == 0 && err.nargs == 2 && strcmp(err.args[0], "Ann") == 0 &&
              strcmp(err.args[1], "large meeple") == 0 && err.msgids == 2,
          "as a template with the player and the figure's title, the title a msgid for front ends to translate");
    CHECK(carc_game_figures_in_supply(g, 0, 0) == 7 && strcmp(carc_game_phase(g), "place_meeple") == 0, "the refusal changed nothing");
    CHECK(apply_meeple_json(g, "{\"act\": \"meeple\", \"at\": \"SSE\", \"figure\": \"meeple\"}", &err) == CARC_OK &&
              carc_game_figures_in_supply(g, 0, 0) == 6 && carc_game_figures_in_supply(g, 0, 1) == 0,
          "\"figure\": \"meeple\" is the ordinary meeple: %s", err.msg);
    carc_game_free(g);
}

static void test_map_start_tile_conserved(void)
{
    static const char game[] =
        "{\"setup\": {\"players\": [{\"name\": \"Ann\"}, {\"name\": \"Bob\"}], \"seed\": 3, \"map\": {\"width\": 5, \"height\": 3,"
        " \"legend\": {\".\": \"off_map\", \"S\": \"start\", \"L\": \"land\"}, \"rows\": [\".....\", \".SLS.\", \".....\"],"
        " \"start_squares\": [{\"name\": \"A\", \"x\": 1, \"y\": 1}, {\"name\": \"B\", \"x\": 3, \"y\": 1}],"
        " \"border\": [{\"x\": 1, \"y\": 1, \"side\": \"N\", \"feature\": \"road\"}, {\"x\": 3, \"y\": 1, \"side\": \"N\", \"feature\": "
        "\"road\"}]},"
        " \"start\": [{\"square\": \"A\", \"tile\": \"D\", \"rot\": 1}, {\"square\": \"B\"}], \"draw\": [\"B\", \"U\", \"E\", \"V\"]}}";
    carc_replay r;
    bool ok = carc_replay_text(R, game, "game", &r);
    CHECK(ok, "the map game loads: %s", r.err.msg);
    if (!ok)
        return;
    const carc_game *g = r.game;
    CHECK(g->ntiles == 2 && g->tiles[1].type == carc_rules_tile_find(R, "U"), "the second start square took U");
    const char *stack[] = {"B", "E", "V"};
    CHECK(g->ninitial_stack == 3, "three tiles in the stack as play begins, not %d", g->ninitial_stack);
    for (int i = 0; i < g->ninitial_stack && i < 3; i++)
        CHECK(g->initial_stack[i] == carc_rules_tile_find(R, stack[i]), "stack place %d should hold %s, not %s", i, stack[i],
              carc_rules_tile_id(R, g->initial_stack[i]));
    carc_game_free(r.game);
}

/* The helpers modules write the core with: an extra turn granted (twice in one turn: still one), and a
 * figure moved onto a feature and back, keeping the feature's count. */
static void test_module_helpers(void)
{
    const char *draw[] = {"U", "U", "U", "U"};
    carc_game *g = new_game(draw, 4);
    CHECK(apply_tile(g, 1, 0, 0) == CARC_OK, "Ann: U east of D");
    carc_grant_turn(g);
    carc_grant_turn(g);
    pass(g);
    const carc_event *e = last_event(g, "turn_started");
    CHECK(carc_game_active_player(g) == 0 && carc_game_turn(g) == 2 && e && strcmp(e->label, "extra") == 0,
          "Ann plays turn 2 too, an extra turn");
    CHECK(apply_tile(g, 2, 0, 0) == CARC_OK, "Ann: U at (2,0)");
    pass(g);
    e = last_event(g, "turn_started");
    CHECK(carc_game_active_player(g) == 1 && carc_game_turn(g) == 3 && e && !e->label[0], "then Bob, in an ordinary turn");

    int road = carc_feature_find(g, carc_node_of(g, 0, carc_tile_loc_seg(g, 0, CARC_E)));
    int seg = carc_tile_loc_seg(g, 0, CARC_E);
    CHECK(carc_figure_move(g, 1, 0, 0, seg) && g->nodes[road].meeples[1] == 1 && carc_game_meeples_in_supply(g, 1) == 6,
          "Bob's figure 0 onto the road of the start tile");
    CHECK(carc_figure_move(g, 1, 0, -1, 0) && g->nodes[road].meeples[1] == 0 && carc_game_meeples_in_supply(g, 1) == 7,
          "and back to his supply");
    CHECK(!carc_figure_move(g, 1, 7, 0, seg) && !carc_figure_move(g, 1, 0, 0, 99), "no figure 7, no segment 99");
    carc_game_free(g);
}

static void test_action_json(void)
{
    const char *src = "{\"act\":\"bet\",\"chip\":\"6|7+\",\"x\":2,\"y\":-1,\"at\":\"NNE\",\"chips\":[1,1],\"color\":\"orange\"}";
    cJSON *j = cJSON_Parse(src);
    carc_action a;
    carc_err err;
    CHECK(carc_action_from_json(&a, j, &err), "parse: %s", err.msg);
    CHECK(a.kind == CARC_ACT_OTHER && strcmp(a.act, "bet") == 0 && carc_action_label(&a, "chip") &&
              strcmp(carc_action_label(&a, "chip"), "6|7+") == 0,
          "fields");
    int chips[4];
    CHECK(a.x == 2 && a.y == -1 && a.at == CARC_NNE && carc_action_numbers(&a, "chips", chips, 4) == 2 && chips[1] == 1, "numbers");
    cJSON *back = carc_action_to_json(&a);
    CHECK(cJSON_Compare(j, back, true), "round trip");
    cJSON_Delete(back);
    cJSON_Delete(j);
    j = cJSON_Parse("{\"act\":\"tile\",\"x\":1}");
    CHECK(!carc_action_from_json(&a, j, &err), "x without y rejected");
    cJSON_Delete(j);
    j = cJSON_Parse("{\"act\":\"meeple\",\"at\":\"XX\"}");
    CHECK(!carc_action_from_json(&a, j, &err) && strstr(err.msg, "location"), "bad location named: %s", err.msg);
    cJSON_Delete(j);
}

/* Write `json` to `path` inside data dir `dir`: loading the rules must fail, and the message name
 * the file and say `expect`. */
static void expect_refused(const char *dir, const char *path, const char *json, const char *file, const char *expect)
{
    FILE *f = fopen(path, "w");
    fputs(json, f);
    fclose(f);
    carc_err err = {0};
    carc_rules *bad = carc_rules_load(dir, &err);
    CHECK(bad == NULL, "%s must be refused", json);
    carc_rules_free(bad);
    CHECK(strstr(err.msg, file) && strstr(err.msg, expect), "message \"%s\" names %s and \"%s\"", err.msg, file, expect);
}

/* Malformed tile files: each fails with the file and the tile named, and nothing leaks. */
static void test_bad_tile_files(void)
{
    static const struct {
        const char *json, *expect;
    } cases[] = {
        {"{\"tiles\": [{\"id\": \"Z\", \"count\": 1, \"edges\": \"CFFF\", \"segments\": [{\"type\": \"road\", \"at\": [\"N\"]}]}]}",
         "tile Z"},
        {"{\"tiles\": [{\"id\": \"Z\", \"count\": 1, \"edges\": \"FFFF\", \"segments\": [{\"type\": \"lake\", \"at\": [\"C\"]}]}]}",
         "tile Z: segment 0"},
        {"{\"tiles\": [{\"id\": \"Z\", \"count\": \"two\"}]}", "tile Z: \"count\""},
        {"{\"tiles\": [{\"count\": 1}]}", "tile #0"},
        {"{\"tiles\": 5}", "\"tiles\" must be an array"},
        {"{\"tiles\": [", "not valid JSON"},
        {"{\"tiles\": [{\"id\": \"Y\", \"count\": 1, \"like\": \"nope\"}]}", "tile Y: \"like\""},
        {"{\"tiles\": [{\"id\": \"Z\", \"count\": 1, \"edges\": \"FFFF\", \"segments\": [{\"type\": \"field\", \"at\": "
         "[\"NNW\",\"NNE\",\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\"]}]}]}",
         "field edge W"},
        /* keys nobody reads are refused, on a tile and on a segment; a module's keys are read by it */
        {"{\"tiles\": [{\"id\": \"Z\", \"count\": 1, \"edges\": \"FFFF\", \"colour\": 1, \"segments\": [{\"type\": \"field\", \"at\": "
         "[\"NNW\",\"NNE\",\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"]}]}]}",
         "tile Z: unknown key \"colour\""},
        {"{\"tiles\": [{\"id\": \"Z\", \"count\": 1, \"edges\": \"FFFF\", \"segments\": [{\"type\": \"field\", \"at\": "
         "[\"NNW\",\"NNE\",\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"], \"travelers\": 1}]}]}",
         "tile Z: segment 0: unknown key \"travelers\""},
        {"{\"tiles\": [{\"id\": \"Z\", \"count\": 1, \"edges\": \"FFFF\", \"village\": 1, \"segments\": [{\"type\": \"field\", \"at\": "
         "[\"NNW\",\"NNE\",\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"]}]}]}",
         "tile Z: \"village\" must be true or false"},
        {"{\"tiles\": [{\"id\": \"Z\", \"count\": 1, \"edges\": \"FFFF\", \"segments\": [{\"type\": \"field\", \"at\": "
         "[\"NNW\",\"NNE\",\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"], \"travellers\": 1}]}]}",
         "tile Z: segment 0: bad \"travellers\""},
        {"{\"tiles\": [{\"id\": \"Z\", \"count\": 1, \"edges\": \"FFFF\", \"illustrations\": [{\"kind\": \"garden\", \"field\": 0, "
         "\"size\": 2}], \"segments\": [{\"type\": \"field\", \"at\": "
         "[\"NNW\",\"NNE\",\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"]}]}]}",
         "tile Z: illustrations: unknown key \"size\""},
        {"{\"strat\": \"Z\", \"tiles\": []}", "tiles.json: unknown key \"strat\""},
    };
    char dir[] = "/tmp/carc_tiles_XXXXXX";
    if (!mkdtemp(dir))
        return;
    char path[256], cmd[300];
    snprintf(path, sizeof path, "%s/rules/base", dir);
    snprintf(cmd, sizeof cmd, "mkdir -p %s", path);
    CHECK(system(cmd) == 0, "mkdir");
    snprintf(path, sizeof path, "%s/rules/base/tiles.json", dir);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        expect_refused(dir, path, cases[i].json, "tiles.json", cases[i].expect);
    remove(path);
    carc_err err = {0};
    CHECK(carc_rules_load(dir, &err) == NULL && strstr(err.msg, "cannot open"), "missing file: %s", err.msg);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    CHECK(system(cmd) == 0, "cleanup");
}

/* Malformed module data files (chips, maps) fail to load with the file and the entry named. */
static void test_bad_module_files(const char *data_dir)
{
    static const struct {
        const char *file, *json, *expect;
    } cases[] = {
        {"rules/bets/chips.json", "{\"chips\": [{\"label\": \"4\", \"pays\": [{\"points\": 8}]}]}", "chip 0"},
        {"rules/bets/chips.json", "{\"chips\": [", "not valid JSON (line 1)"},
        {"rules/bets/chips.json",
         "{\"chips\": [{\"label\": \"4\", \"pays\": [{\"tiles\": 4, \"points\": 8}]}, {\"label\": \"4\", \"pays\": [{\"tiles\": 4, "
         "\"points\": 8}]}]}",
         "duplicate label"},
        {"rules/mapchips/chips.json",
         "{\"colors\": [\"purple\"], \"chips\": [{\"value\": 0, \"count\": 6}], \"sale\": {\"abroad\": 5, \"town\": 9}}", "\"value\""},
        {"rules/maps/benelux.json", "{\"width\": 3, \"height\": 1, \"legend\": {\"L\": \"land\"}, \"rows\": [\"LL\"]}", "rows[0]"},
        {"rules/maps/france.json", "{\"width\": 2, \"height\": 1, \"legend\": {\"L\": \"lava\"}, \"rows\": [\"LL\"]}", "legend \"L\""},
        {"rules/maps/index.json", "{\"maps\": [\"atlantis\"]}", "atlantis.json: cannot open"},
    };
    char dir[] = "/tmp/carc_data_XXXXXX", cmd[512], path[512];
    if (!mkdtemp(dir))
        return;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        snprintf(cmd, sizeof cmd, "rm -rf %s/rules && cp -rL %s/rules %s/", dir, data_dir, dir);
        CHECK(system(cmd) == 0, "copy rules");
        snprintf(path, sizeof path, "%s/%s", dir, cases[i].file);
        const char *base = strrchr(cases[i].file, '/') + 1;
        expect_refused(dir, path, cases[i].json, strstr(cases[i].expect, ".json") ? cases[i].expect : base, cases[i].expect);
    }
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    CHECK(system(cmd) == 0, "cleanup");
}

static bool has_square(const int *xy, int n, int x, int y)
{
    for (int i = 0; i < n; i++)
        if (xy[2 * i] == x && xy[2 * i + 1] == y)
            return true;
    return false;
}

/* Dead squares (hints): around the start tile D (city N, road E and W, field S) a square is dead when no
 * tile still to come (the drawn one and the stack) can meet its neighbours in any rotation. */
static void test_dead_squares(void)
{
    int xy[32];
    /* B (monastery, fields all round) drawn, U (a straight road) in the stack: only the city's square is
     * dead; U (road W-E) fills either road end, B the field side */
    const char *bu[] = {"B", "U"};
    carc_game *g = new_game(bu, 2);
    int n = carc_game_dead_squares(g, xy, 16);
    CHECK(n == 1 && has_square(xy, n, 0, -1), "B and U to come: only (0,-1) dead, got %d", n);
    carc_game_free(g);
    /* B alone: both road ends are dead too, the field side is not */
    const char *b[] = {"B"};
    g = new_game(b, 1);
    n = carc_game_dead_squares(g, xy, 16);
    CHECK(n == 3 && has_square(xy, n, 0, -1) && has_square(xy, n, 1, 0) && has_square(xy, n, -1, 0), "B alone: 3 dead, got %d", n);
    CHECK(carc_game_dead_squares(g, xy, 1) == 3, "the count is whole when fewer squares are written");
    carc_game_free(g);
    /* U drawn (it counts while it waits), B next: once U extends the road east, only B is to come, and
     * both road ends, (-1,0) and (2,0), are dead with the city's square; the squares beside U are not */
    const char *ub[] = {"U", "B"};
    g = new_game(ub, 2);
    CHECK(carc_game_dead_squares(g, xy, 16) == 1, "U drawn: only the city's square dead");
    CHECK(apply_tile(g, 1, 0, 0) == CARC_OK, "U east of the start tile");
    pass(g);
    n = carc_game_dead_squares(g, xy, 16);
    CHECK(n == 3 && has_square(xy, n, 0, -1) && has_square(xy, n, -1, 0) && has_square(xy, n, 2, 0), "B to come: 3 dead, got %d", n);
    CHECK(!has_square(xy, n, 1, -1) && !has_square(xy, n, 1, 1), "the fields beside U are not dead");
    carc_game_free(g);
}

/* The outlook of open features (computer players): Ann's F north of the start tile makes a city of two
 * tiles and a coat of arms with her meeple, open at one square, (0,-2), whose neighbour wants a city to
 * the south. It scores 3 at the end (1 a tile and coat of arms) and 6 completed: a gain of 3. Of the tiles
 * to come, E (a city cap, turned south) fits that square and U (a road) does not. */
static void test_open_features(void)
{
    const char *feu[] = {"F", "E", "U"}, *fuu[] = {"F", "U", "U"};
    const char *const *draws[] = {feu, fuu};
    for (int k = 0; k < 2; k++) {
        carc_game *g = new_game(draws[k], 3);
        carc_action a;
        carc_err err;
        CHECK(apply_tile(g, 0, -1, 1) == CARC_OK, "F north of the start tile");
        carc_action_meeple(&a, carc_loc_parse("S"));
        CHECK(carc_game_apply(g, &a, &err) == CARC_OK, "Ann's meeple on the city: %s", err.msg);
        CHECK(carc_game_tiles_to_come(g) == 2, "Bob's drawn tile and one in the stack to come");
        carc_open_feature f[8];
        int n = carc_game_open_features(g, f, 8);
        CHECK(n == 1 && f[0].type == CARC_CITY && f[0].squares == 1 && f[0].owners == 1u, "one open city of Ann's, one square: %d", n);
        CHECK(carc_game_feature_holders(g, f[0].root) == 1u, "Ann alone holds her city");
        int start = carc_game_board_at(g, 0, 0);
        for (int s = 0; s < carc_tile_segment_count(carc_game_rules(g), carc_game_board_tile(g, start).type); s++)
            if (carc_game_feature_of(g, start, s) != f[0].root)
                CHECK(carc_game_feature_holders(g, carc_game_feature_of(g, start, s)) == 0, "nobody holds segment %d of the start tile", s);
        CHECK(n == 1 && f[0].gain[0] == 3 && f[0].gain[1] == 0 && f[0].figures[0] == 1 && f[0].figures[1] == 0,
              "completing it gains Ann 3 (6 - 3), her meeple back");
        /* as a player reads it: completed by one more tile, 3 tiles and the coat of arms, 2 each */
        CHECK(n == 1 && f[0].completed[0] == 8 && f[0].completed[1] == 0, "completing it scores Ann 8, not %d",
              n == 1 ? f[0].completed[0] : -1);
        CHECK(n == 1 && f[0].min_fit == (k == 0 ? 1 : 0), "%s to come: %d tile(s) fit its square, got %d", k == 0 ? "E and U" : "U and U",
              k == 0 ? 1 : 0, n == 1 ? f[0].min_fit : -1);
        CHECK(n == 1 && f[0].best_fit == f[0].min_fit, "one square: the easiest is the hardest");
        carc_game_free(g);
    }
    /* Ann's monastery B south of the start tile: one neighbour (the start tile), seven empty squares around
     * it, 2 now at the end and 9 completed (a gain of 7); each of those squares takes U, which both tiles
     * to come are */
    const char *buu[] = {"B", "U", "U"};
    carc_game *g = new_game(buu, 3);
    carc_action a;
    carc_err err;
    CHECK(apply_tile(g, 0, 1, 0) == CARC_OK, "B south of the start tile");
    carc_action_meeple(&a, carc_loc_parse("C"));
    CHECK(carc_game_apply(g, &a, &err) == CARC_OK, "Ann's monk: %s", err.msg);
    carc_open_feature f[8];
    int n = carc_game_open_features(g, f, 8);
    CHECK(n == 1 && f[0].type == CARC_MONASTERY && f[0].squares == 7 && f[0].gain[0] == 7 && f[0].min_fit == 2,
          "Ann's monastery: 7 squares, gain 7, 2 tiles fit each: got %d",
          n == 1 ? f[0].squares * 100 + f[0].gain[0] * 10 + f[0].min_fit : -1);
    CHECK(n == 1 && f[0].completed[0] == 9, "completing the monastery scores Ann 9, not %d", n == 1 ? f[0].completed[0] : -1);
    carc_game_free(g);
    /* Ann's U east of the start tile makes a road of 2 tiles open at both ends, (-1,0) and (2,0): completed
     * by a tile on each it has 4 tiles and scores 4, though it gains nothing over its 2 at the end */
    const char *uuu[] = {"U", "U", "U"};
    g = new_game(uuu, 3);
    CHECK(apply_tile(g, 1, 0, 0) == CARC_OK, "U east of the start tile");
    carc_action_meeple(&a, carc_loc_parse("E"));
    CHECK(carc_game_apply(g, &a, &err) == CARC_OK, "Ann's meeple on the road: %s", err.msg);
    n = carc_game_open_features(g, f, 8);
    CHECK(n == 1 && f[0].type == CARC_ROAD && f[0].squares == 2 && f[0].gain[0] == 0 && f[0].completed[0] == 4,
          "Ann's road: 2 squares, gain 0, completed 4: got %d squares, gain %d, completed %d", n == 1 ? f[0].squares : -1,
          n == 1 ? f[0].gain[0] : -1, n == 1 ? f[0].completed[0] : -1);
    carc_open_feature one;
    CHECK(carc_game_feature_outlook(g, carc_game_feature_of(g, 1, 0), &one) && one.completed[0] == 4 && one.completed[1] == 0,
          "the hover's outlook of the road: completed 4 for Ann");
    carc_game_free(g);
}

/* The modules' outlook terms (rules/traders: the builder's double turns, goods still to come) as its
 * comment models them, worked out by hand for a first turn: three tiles to come, two of them with wine,
 * no tokens held, builders in hand. */
static void test_module_outlook(const char *src)
{
    const char *draw[] = {"TB02", "TB15", "U"};
    carc_game *g = new_game_with("traders", draw, 3), *base = new_game(draw + 2, 1);
    if (!g || !base)
        return;
    CHECK(carc_game_outlook_modules(g) == 1 && carc_game_outlook_modules(base) == 0, "traders has an outlook hook, the base game none");
    double gain[CARC_MAX_PLAYERS] = {0};
    carc_open_feature f[8];
    carc_game_module_outlook(g, f, carc_game_open_features(g, f, 8), gain);
    /* wine: either player ends with the most by 0.5 erfc(-0.5 / sqrt(2 * 2)) = 0.638, worth 10 (a tie
     * pays both); a builder in hand: half of 3 points times min(2, 3 tiles / 2 players / 2) = 1.125 */
    double expect = 10 * 0.5 * (1 + erf(0.25)) + 1.125;
    for (int p = 0; p < 2; p++)
        CHECK(fabs(gain[p] - expect) < 1e-9, "player %d: %.4f, expected %.4f", p, gain[p], expect);
    carc_game_free(g);
    carc_game_free(base);
    /* rules/tollkeepers: Ann's toll house (small toll, 1) on TK02's village at (1,0); Bob's TK05 at (2,0)
     * carries one traveller group on the road TK02.E - TK05, open at (3,0). Completed, it would pay Ann
     * 3 x 1 instead of 1 at the end: a gain of 2 times the road's chance; Bob has no house. */
    const char *tdraw[] = {"TK02", "TK05", "A", "U", "V", "W", "X", "B"};
    carc_game *t = new_game_with("tollkeepers", tdraw, 8);
    carc_action house, pass;
    carc_err err;
    carc_action_pass(&pass);
    carc_action_named(&house, "tollhouse");
    house.has = CARC_AF_XY, house.x = 1, house.y = 0;
    CHECK(t && apply_tile(t, 1, 0, 0) == CARC_OK && carc_game_apply(t, &house, &err) == CARC_OK && apply_tile(t, 2, 0, 0) == CARC_OK &&
              carc_game_apply(t, &pass, &err) == CARC_OK,
          "the toll position: %s", err.msg);
    if (t) {
        carc_open_feature road;
        double tgain[CARC_MAX_PLAYERS] = {0};
        CHECK(carc_game_feature_outlook(t, carc_game_feature_of(t, 1, 1), &road) && road.squares == 1,
              "the road TK02.E - TK05 is open at one square");
        carc_game_module_outlook(t, f, carc_game_open_features(t, f, 8), tgain);
        double c = carc_open_feature_chance(&road, carc_game_tiles_to_come(t), carc_game_tiles_to_come(t));
        CHECK(c > 0 && fabs(tgain[0] - 2 * c) < 1e-9 && tgain[1] == 0, "Ann's toll road: %.4f, expected 2 x %.4f; Bob %.4f", tgain[0], c,
              tgain[1]);
        carc_game_free(t);
    }
    /* rules/bets (tests/tactics/bet_on_the_likely_close.json): the office's city has 4 tiles and one empty
     * square, which 3 of the 30 tiles to come fit (E, E, K), each closing it at 5. It completes with
     * 1 - (1 - 3/30)^30 over the turns left: Bob's 5|6 (0 if it ended now) gains that times 5; a 4 (8
     * now) would lose that times 8; Ann has no chip on it. */
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/tactics/bet_on_the_likely_close.json", src);
    const char *chips[] = {"5|6", "4"};
    const double pays[] = {5, -8};
    for (int k = 0; k < 2; k++) {
        carc_replay r;
        CHECK(carc_replay_file(R, path, &r) && r.failed_action < 0, "%s: %s", path, r.err.msg);
        if (!r.game)
            continue;
        char text[64];
        snprintf(text, sizeof text, "{\"act\": \"bet\", \"chip\": \"%s\"}", chips[k]);
        cJSON *j = cJSON_Parse(text);
        carc_action a;
        carc_err err;
        CHECK(carc_game_tiles_to_come(r.game) == 30 && carc_action_from_json(&a, j, &err) && carc_game_apply(r.game, &a, &err) == CARC_OK,
              "Bob bets %s with 30 tiles to come: %s", chips[k], err.msg);
        cJSON_Delete(j);
        double more[CARC_MAX_PLAYERS] = {0};
        carc_game_module_outlook(r.game, f, carc_game_open_features(r.game, f, 8), more);
        double want = pays[k] * (1 - pow(1 - 3.0 / 30, 30));
        CHECK(fabs(more[1] - want) < 1e-9 && more[0] == 0, "Bob's %s: %.4f, expected %.4f; Ann %.4f", chips[k], more[1], want, more[0]);
        carc_game_free(r.game);
    }
    /* rules/mapchips, France's wine (tests/scenarios/mapchips_wine_pass_keeps_chips.json): after its first 6
     * actions Ann holds an orange 2, one wine; 5 of the 8 tiles are still to come, so each player has 2.5
     * turns left, a quarter of them counted as a sale: 0.625 sales of her wine. Beaune, the town buying
     * orange, is still free, so the wine is worth 5 abroad plus a quarter of the 4 more Beaune pays: 6,
     * times 0.625, 3.75. With an orange 1 instead, half a wine: 3. After 11 actions Beaune is covered and
     * 3 tiles are to come: 0.375 sales at the abroad price alone, 1.875. Bob holds no chip. With a purple
     * 2 as well (on (1,1), Ann's first square; no town buys purple here), the 0.625 sales still go to the
     * dearer orange wine: 3.75 again, not 5 x 0.625. */
    snprintf(path, sizeof path, "%s/tests/scenarios/mapchips_wine_pass_keeps_chips.json", src);
    cJSON *sc = carc_load_json(path, &err);
    CHECK(sc != NULL, "%s: %s", path, err.msg);
    if (!sc)
        return;
    cJSON *acts = cJSON_GetObjectItemCaseSensitive(sc, "actions");
    cJSON *chip = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(sc, "setup"), "chips"), 0);
    const struct {
        int actions, value, to_come;
        double wine;
    } want[] = {{11, 2, 3, 5 * 0.375}, {6, 2, 5, 6 * 0.625}, {6, 1, 5, 6 * 0.5}, {6, 2, 5, 6 * 0.625}};
    for (int k = 0; k < 4; k++) {
        while (cJSON_GetArraySize(acts) > want[k].actions)
            cJSON_DeleteItemFromArray(acts, want[k].actions);
        cJSON_ReplaceItemInObjectCaseSensitive(chip, "value", cJSON_CreateNumber(want[k].value));
        if (k == 3)
            cJSON_AddItemToArray(cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(sc, "setup"), "chips"),
                                 cJSON_Parse("{\"x\": 1, \"y\": 1, \"color\": \"purple\", \"value\": 2}"));
        char *text = cJSON_PrintUnformatted(sc);
        carc_replay r;
        CHECK(carc_replay_text(R, text, path, &r) && r.failed_action < 0, "%s (%d actions): %s", path, want[k].actions, r.err.msg);
        free(text);
        if (!r.game)
            continue;
        double w[CARC_MAX_PLAYERS] = {0};
        CHECK(carc_game_tiles_to_come(r.game) == want[k].to_come, "%d tiles to come, not %d", want[k].to_come,
              carc_game_tiles_to_come(r.game));
        carc_game_module_outlook(r.game, f, carc_game_open_features(r.game, f, 8), w);
        CHECK(fabs(w[0] - want[k].wine) < 1e-9 && w[1] == 0, "Ann's wine (an orange %d, %d actions): %.4f, expected %.4f; Bob %.4f",
              want[k].value, want[k].actions, w[0], want[k].wine, w[1]);
        carc_game_free(r.game);
    }
    cJSON_Delete(sc);
}

int main(int argc, char **argv)
{
    R = check_rules(argc, argv);
    test_locations();
    test_tile_data();
    test_matching();
    test_features();
    test_road_loop_distinct();
    test_feature_size();
    test_dead_squares();
    test_open_features();
    test_module_outlook(argc > 1 ? argv[1] : ".");
    test_points_hook();
    test_figure_kinds();
    test_map_start_tile_conserved();
    test_module_helpers();
    test_action_json();
    test_bad_tile_files();
    test_bad_module_files(argc > 1 ? argv[1] : carc_default_data_dir());
    carc_rules_free((carc_rules *)R);
    return check_report("test_engine");
}
