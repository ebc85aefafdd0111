/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random full games with invariants checked after every action: figures conserved per kind, scores never
 * decrease, every completed feature scored exactly once, every placed edge matches its neighbour,
 * illegal actions change nothing; saved games replay to the same result. */
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

#include "../engine/carc_internal.h"
#include "check.h"

static int fails_in_game;

static bool carc_map_in_play(const carc_game *g)
{
    return carc_game_module_enabled(g, "maps");
}
#define INVARIANT(cond, ...)                                                                                                               \
    do {                                                                                                                                   \
        if (!(cond) && fails_in_game++ < 5)                                                                                                \
            CHECK(cond, __VA_ARGS__);                                                                                                      \
    } while (0)

static void check_board(const carc_game *g)
{
    for (int i = 0; i < g->ntiles; i++) {
        const carc_board_tile *t = &g->tiles[i];
        INVARIANT(carc_board_playable(g, t->x, t->y), "tile on an unplayable square (%d,%d)", t->x, t->y);
        for (int d = 0; d < 4; d++) {
            int n = carc_board_at(g, t->x + carc_dx[d], t->y + carc_dy[d]);
            if (n < 0) { /* a printed border road or city must be met by the same */
                carc_border b = carc_board_border(g, t->x, t->y, d);
                int mine = carc_side_edge(carc_type(g, t->type)->sig[t->rot], d);
                if (b.kind == CARC_BORDER_ROAD)
                    INVARIANT(mine == CARC_EDGE_ROAD, "(%d,%d) side %d: border road not met", t->x, t->y, d);
                if (b.kind == CARC_BORDER_CITY)
                    INVARIANT(mine == CARC_EDGE_CITY, "(%d,%d) side %d: border city not met", t->x, t->y, d);
                continue;
            }
            const carc_board_tile *u = &g->tiles[n];
            int mine = carc_side_edge(carc_type(g, t->type)->sig[t->rot], d);
            int theirs = carc_side_edge(carc_type(g, u->type)->sig[u->rot], (d + 2) % 4);
            INVARIANT(mine == theirs, "edge mismatch between (%d,%d) and (%d,%d)", t->x, t->y, u->x, u->y);
        }
    }
}

/* Figures conserved per kind and player: in the supply + on the board = what the kind gives each player
 * (ordinary meeples 7, 9 on a map; a module's kind its spec's count: 1 large meeple). The board's list
 * (carc_game_meeples_on_board) says the same, and the features' aggregates hold the weights and the
 * number of the figures standing on them. */
static void check_meeples(const carc_game *g)
{
    carc_meeple_info listed[CARC_MAX_PLAYERS * CARC_MAX_MEEPLES];
    int nlisted = carc_game_meeples_on_board(g, listed, CARC_MAX_PLAYERS * CARC_MAX_MEEPLES);
    int weight_on_board[CARC_MAX_PLAYERS] = {0}, figures_on_board = 0;
    for (int p = 0; p < g->nplayers; p++) {
        for (int k = 0; k < carc_game_figure_kinds(g); k++) {
            int on_board = 0, owned = 0, in_list = 0;
            for (int i = 0; i < g->players[p].nmeeples; i++) {
                const carc_meeple *m = &g->players[p].meeple[i];
                if (m->kind != k)
                    continue;
                owned++;
                on_board += m->tile >= 0;
            }
            for (int i = 0; i < nlisted; i++)
                in_list += listed[i].player == p && listed[i].kind == k;
            int given = k ? g->kind[k]->count : carc_map_in_play(g) ? 9 : 7;
            INVARIANT(owned == given, "player %d holds %d %s, not %d", p, owned, carc_game_figure_name(g, k), given);
            INVARIANT(on_board + carc_game_figures_in_supply(g, p, k) == given,
                      "player %d: %s not conserved: %d on the board + %d in the supply", p, carc_game_figure_name(g, k), on_board,
                      carc_game_figures_in_supply(g, p, k));
            INVARIANT(in_list == on_board, "player %d: the board lists %d %s, %d stand there", p, in_list, carc_game_figure_name(g, k),
                      on_board);
            weight_on_board[p] += on_board * carc_game_figure_weight(g, k);
            figures_on_board += on_board;
        }
        INVARIANT(carc_game_meeples_in_supply(g, p) == carc_game_figures_in_supply(g, p, 0), "player %d: the meeples' supply", p);
    }
    /* the feature aggregates agree with the figures on the board */
    int counted[CARC_MAX_PLAYERS] = {0}, figures = 0;
    for (int n = 0; n < g->nnodes; n++)
        if (g->nodes[n].parent == n) {
            figures += g->nodes[n].figures;
            for (int p = 0; p < g->nplayers; p++)
                counted[p] += g->nodes[n].meeples[p];
        }
    INVARIANT(figures == figures_on_board && nlisted == figures_on_board, "features count %d figures, the board lists %d, %d stand there",
              figures, nlisted, figures_on_board);
    for (int p = 0; p < g->nplayers; p++)
        INVARIANT(counted[p] == weight_on_board[p], "player %d: features count weight %d, the board's figures weigh %d", p, counted[p],
                  weight_on_board[p]);
}

/* Completed features: exactly the ones reported once by feature_completed. */
static void check_completion(carc_game *g, unsigned char *reported)
{
    int ne;
    const carc_event *ev = carc_game_events(g, &ne);
    int toll_items[CARC_MAX_PLAYERS] = {0}; /* the counted items announced add up to each toll */
    for (int i = 0; i < ne; i++) {
        if (ev[i].name && strcmp(ev[i].name, "toll_item") == 0)
            toll_items[ev[i].player] += ev[i].amount;
        if (ev[i].name && strcmp(ev[i].name, "toll_collected") == 0) {
            INVARIANT(toll_items[ev[i].player] == ev[i].amount, "toll items %d vs toll %d", toll_items[ev[i].player], ev[i].amount);
            toll_items[ev[i].player] = 0;
        }
        if (ev[i].type != CARC_EV_FEATURE_COMPLETED)
            continue;
        INVARIANT(!reported[ev[i].feature], "feature %d completed twice", ev[i].feature);
        reported[ev[i].feature] = 1;
    }
    if (g->stage == CARC_STAGE_AFTER_TILE)
        return; /* scoring of this tile still to come */
    for (int n = 0; n < g->nnodes; n++) {
        const carc_node *nd = &g->nodes[n];
        if (nd->parent != n)
            continue;
        bool closed = (nd->type == CARC_ROAD || nd->type == CARC_CITY) && nd->open == 0;
        if (nd->type == CARC_MONASTERY)
            closed = carc_feature_monastery_complete(g, nd->tile, NULL);
        INVARIANT(closed == (bool)nd->done, "feature %d (%s): closed %d, scored %d", n, carc_seg_type_name(nd->type), closed, nd->done);
        INVARIANT(nd->done == reported[n], "feature %d: done but not reported", n);
        if (nd->type == CARC_ROAD || nd->type == CARC_CITY)
            INVARIANT(nd->open >= 0, "negative open edges");
    }
}

/* Figures of a module's kind placed, over all games (the large meeple: the random games must use it). */
static long module_figures_placed;
static void count_module_figures(const carc_game *g)
{
    int ne;
    const carc_event *ev = carc_game_events(g, &ne);
    for (int i = 0; i < ne; i++)
        module_figures_placed += ev[i].type == CARC_EV_MEEPLE_PLACED && ev[i].figure;
}

/* An illegal action is refused and changes nothing. */
static void check_refusal(carc_game *g)
{
    int before_tiles = g->ntiles, before_log = g->nlog, s0 = g->players[0].score;
    const char *phase = carc_game_phase(g);
    carc_action a;
    carc_err err;
    if (g->phase == CARC_PH_PLACE_TILE)
        carc_action_tile(&a, 0, 0, 0); /* the start square is taken */
    else
        carc_action_tile(&a, 99, 99, 0); /* out of phase or off board */
    INVARIANT(carc_game_apply(g, &a, &err) != CARC_OK, "illegal action accepted");
    INVARIANT(err.msg[0] != 0, "refusal without a message");
    INVARIANT(g->ntiles == before_tiles && g->nlog == before_log && g->players[0].score == s0 && strcmp(phase, carc_game_phase(g)) == 0,
              "refused action changed the game");
}

/* Expansion state seen through the public describe() JSON: nothing appears or vanishes. */
static void check_modules(const carc_game *g)
{
    cJSON *m = carc_game_modules_json(g);
    const cJSON *bets = cJSON_GetObjectItemCaseSensitive(m, "bets"), *x;
    if (bets) {
        int chips = 0;
        cJSON_ArrayForEach(x, cJSON_GetObjectItemCaseSensitive(bets, "racks")) chips += cJSON_GetArraySize(x);
        int on_offices = 0;
        cJSON_ArrayForEach(x, cJSON_GetObjectItemCaseSensitive(bets, "offices"))
        {
            int n = cJSON_GetObjectItemCaseSensitive(x, "chips")->valueint;
            INVARIANT(n > 0, "an office listed without chips");
            on_offices += n;
        }
        INVARIANT(chips + on_offices == 6 * g->nplayers, "betting chips not conserved: %d + %d", chips, on_offices);
        if (carc_game_over(g))
            INVARIANT(on_offices == 0, "chips left on offices after final scoring");
    }
    const cJSON *toll = cJSON_GetObjectItemCaseSensitive(m, "tollkeepers");
    if (toll) {
        int seen[CARC_MAX_PLAYERS][2], n = 0;
        cJSON_ArrayForEach(x, cJSON_GetObjectItemCaseSensitive(toll, "houses"))
        {
            int v = cJSON_GetObjectItemCaseSensitive(x, "value")->valueint;
            INVARIANT(v == 1 || v == 2, "toll value %d", v);
            if (!cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(x, "placed")))
                continue;
            int hx = cJSON_GetObjectItemCaseSensitive(x, "x")->valueint, hy = cJSON_GetObjectItemCaseSensitive(x, "y")->valueint;
            for (int i = 0; i < n; i++)
                INVARIANT(seen[i][0] != hx || seen[i][1] != hy, "two toll houses on one crossroads");
            seen[n][0] = hx;
            seen[n++][1] = hy;
            int bi = carc_board_at(g, hx, hy);
            int roads = 0; /* the village itself is the module's tile data */
            for (int sg = 0; bi >= 0 && sg < carc_type(g, g->tiles[bi].type)->nseg; sg++)
                roads += carc_type(g, g->tiles[bi].type)->seg[sg].type == CARC_ROAD;
            INVARIANT(roads >= 2, "toll house off a crossroads");
        }
    }
    const cJSON *mc = cJSON_GetObjectItemCaseSensitive(m, "mapchips");
    if (mc) {
        int in_trays = 0;
        cJSON_ArrayForEach(x, cJSON_GetObjectItemCaseSensitive(mc, "trays")) in_trays += cJSON_GetArraySize(x);
        int on_map = cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(mc, "on_map"));
        int out = cJSON_GetObjectItemCaseSensitive(mc, "out_of_game")->valueint;
        INVARIANT(on_map + in_trays + out == cJSON_GetObjectItemCaseSensitive(mc, "total")->valueint, "map chips not conserved");
        cJSON_ArrayForEach(x, cJSON_GetObjectItemCaseSensitive(mc, "on_map"))
        {
            int cx = cJSON_GetObjectItemCaseSensitive(x, "x")->valueint, cy = cJSON_GetObjectItemCaseSensitive(x, "y")->valueint;
            INVARIANT(carc_board_at(g, cx, cy) < 0, "a chip left under a tile at (%d,%d)", cx, cy);
        }
    }
    cJSON_Delete(m);
}

/* Chips laid out on each kind of square (map letter), over all games: France lets them lie on towns
 * and on the unused start square (seed 003 forbids only large cities), Benelux on plain land only. */
static long chips_on_kind[128];
static int chips_wanted;         /* chips a crowded test map asks for ("map_chips"), 0 on shipped maps */
static long diagonal_neighbours; /* chip pairs only diagonally apart: the fallback layout ran */

/* Chips laid out by the setup obey every placement rule (issue 8): one per square of a kind the map's
 * "chips_on" allows, none orthogonally next to another, to a start square in use or in front of a
 * large city's open edge; 20 on a map with islands, all 30 otherwise. */
static void check_chip_layout(carc_game *g)
{
    cJSON *m = carc_game_modules_json(g);
    const cJSON *mc = cJSON_GetObjectItemCaseSensitive(m, "mapchips"), *map = cJSON_GetObjectItemCaseSensitive(m, "maps"), *c, *o;
    if (!mc || !map) {
        cJSON_Delete(m);
        return;
    }
    const cJSON *rows = cJSON_GetObjectItemCaseSensitive(map, "rows"), *on_map = cJSON_GetObjectItemCaseSensitive(mc, "on_map");
    bool islands = cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(map, "islands")) > 0;
    if (chips_wanted) /* a crowded map: as many as fit by the rules, up to what it asks for */
        INVARIANT(cJSON_GetArraySize(on_map) >= 1 && cJSON_GetArraySize(on_map) <= chips_wanted, "%d chips on the map",
                  cJSON_GetArraySize(on_map));
    else
        INVARIANT(cJSON_GetArraySize(on_map) == (islands ? 20 : 30), "%d chips on the map", cJSON_GetArraySize(on_map));
    cJSON_ArrayForEach(c, on_map)
    {
        int x = cJSON_GetObjectItemCaseSensitive(c, "x")->valueint, y = cJSON_GetObjectItemCaseSensitive(c, "y")->valueint;
        char kind = cJSON_GetArrayItem(rows, y)->valuestring[x];
        bool allowed = false;
        cJSON_ArrayForEach(o, cJSON_GetObjectItemCaseSensitive(map, "chips_on")) allowed |= o->valuestring[0] == kind;
        INVARIANT(allowed, "chip on (%d,%d), a '%c' square the map does not allow", x, y, kind);
        INVARIANT(carc_board_at(g, x, y) < 0, "chip under a start tile at (%d,%d)", x, y);
        chips_on_kind[(unsigned char)kind & 127]++;
        cJSON_ArrayForEach(o, on_map)
        {
            int ox = cJSON_GetObjectItemCaseSensitive(o, "x")->valueint, oy = cJSON_GetObjectItemCaseSensitive(o, "y")->valueint;
            INVARIANT(abs(ox - x) + abs(oy - y) != 1, "chips side by side at (%d,%d)", x, y);
            diagonal_neighbours += abs(ox - x) == 1 && abs(oy - y) == 1;
        }
        for (int i = 0; i < g->ntiles; i++) /* the start tiles are on the start squares in use */
            INVARIANT(abs(g->tiles[i].x - x) + abs(g->tiles[i].y - y) != 1, "chip (%d,%d) next to a start square", x, y);
        cJSON_ArrayForEach(o, cJSON_GetObjectItemCaseSensitive(map, "large_cities"))
        {
            const cJSON *e;
            cJSON_ArrayForEach(e, cJSON_GetObjectItemCaseSensitive(o, "open_edges"))
            {
                int side = (int)(strchr("NESW", cJSON_GetObjectItemCaseSensitive(e, "side")->valuestring[0]) - "NESW");
                int fx = cJSON_GetObjectItemCaseSensitive(e, "x")->valueint + carc_dx[side];
                int fy = cJSON_GetObjectItemCaseSensitive(e, "y")->valueint + carc_dy[side];
                INVARIANT(fx != x || fy != y, "chip (%d,%d) in front of a large city's open edge", x, y);
            }
        }
    }
    cJSON_Delete(m);
}

static void check_replay(const carc_rules *R, carc_game *g)
{
    cJSON *save = carc_game_save_json(g);
    char *text = cJSON_PrintUnformatted(save);
    carc_replay r;
    bool ok = carc_replay_text(R, text, "saved game", &r);
    CHECK(ok && r.failed_action < 0, "saved game replays: %s", r.err.msg);
    if (ok && r.game) {
        for (int p = 0; p < g->nplayers; p++)
            CHECK(carc_game_score(r.game, p) == carc_game_score(g, p), "replayed score of player %d", p);
        CHECK(carc_game_turn(r.game) == carc_game_turn(g) && carc_game_over(r.game), "replayed to the same end");
    }
    carc_game_free(r.game);
    free(text);
    cJSON_Delete(save);
}

int main(int argc, char **argv)
{
    carc_err err;
    carc_rules *R = check_rules(argc, argv);
    int games = argc > 2 ? atoi(argv[2]) : 10000;
    const char *expansions = argc > 3 ? argv[3] : "";
    cJSON *setup_json = cJSON_CreateObject(); /* {"map": NAME} for games on a map, or the map of a .json file */
    const char *map = argc > 4 ? argv[4] : "";
    if (strstr(map, ".json")) {
        cJSON *inline_map = carc_load_json(map, &err);
        CHECK(inline_map != NULL, "%s", err.msg);
        if (!inline_map)
            return check_report("test_random");
        const cJSON *want = cJSON_GetObjectItemCaseSensitive(inline_map, "map_chips");
        chips_wanted = cJSON_IsNumber(want) ? want->valueint : 30;
        cJSON_AddItemToObject(setup_json, "map", inline_map);
    } else if (*map) {
        cJSON_AddStringToObject(setup_json, "map", map);
    }
    carc_action_list scratch = {0};
    unsigned char *reported = calloc(1 << 16, 1);
    long long actions = 0;
    for (int gi = 0; gi < games; gi++) {
        carc_setup s;
        carc_setup_init(&s, 2 + gi % 5, (uint64_t)gi * 7919u + 13u);
        s.json = setup_json;
        for (const char *p = expansions; *p;) {
            size_t n = strcspn(p, ",");
            memcpy(s.expansions[s.nexpansions], p, n);
            s.expansions[s.nexpansions++][n] = 0;
            p += n + (p[n] == ',');
        }
        carc_game *g = carc_game_new(R, &s, &err);
        CHECK(g != NULL, "new game: %s", err.msg);
        if (!g)
            break;
        uint64_t rng[4];
        carc_rng_seed(rng, (uint64_t)gi);
        memset(reported, 0, 1 << 16);
        fails_in_game = 0;
        check_chip_layout(g);
        int prev[CARC_MAX_PLAYERS] = {0};
        while (!carc_game_over(g)) {
            if (gi % 16 == 0)
                check_refusal(g);
            INVARIANT(carc_ai_random_step(g, &scratch, rng, &err), "random legal action failed: %s", err.msg);
            if (fails_in_game)
                break;
            actions++;
            for (int p = 0; p < g->nplayers; p++) {
                INVARIANT(g->players[p].score >= prev[p], "score of player %d went down", p);
                prev[p] = g->players[p].score;
            }
            check_meeples(g);
            check_completion(g, reported);
            count_module_figures(g);
            check_modules(g);
            if (gi % 8 == 0)
                check_board(g);
            carc_game_clear_events(g);
        }
        check_board(g);
        CHECK(carc_game_tiles_left(g) == 0 && strcmp(carc_game_phase(g), "game_over") == 0, "game %d ran to the end", gi);
        check_modules(g);
        if (gi % 50 == 0)
            check_replay(R, g);
        carc_game_free(g);
        if (check_failures > 20)
            break;
    }
    if (chips_wanted && strstr(expansions, "mapchips")) /* the map has no room for diagonal-only spacing */
        CHECK(diagonal_neighbours > 0, "the crowded map's chips never needed the fallback layout");
    if (strcmp(map, "france") == 0 && strstr(expansions, "mapchips") && games >= 100) /* 9 towns, 1 free start square */
        CHECK(chips_on_kind['T'] > 0 && chips_on_kind['S'] > 0, "France: chips on towns %ld, on start squares %ld", chips_on_kind['T'],
              chips_on_kind['S']);
    if (strcmp(map, "benelux") == 0)
        CHECK(chips_on_kind['T'] == 0 && chips_on_kind['S'] == 0, "Benelux: chips on towns or start squares");
    if (strstr(expansions, "inns") && games >= 10)
        CHECK(module_figures_placed > 0, "no large meeple placed in %d games with Inns & Cathedrals", games);
    printf("%d random games, %lld actions, %ld figures of a module's kind placed\n", games, actions, module_figures_placed);
    free(reported);
    cJSON_Delete(setup_json);
    carc_action_list_free(&scratch);
    carc_rules_free(R);
    return check_report("test_random");
}
