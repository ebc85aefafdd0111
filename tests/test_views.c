/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The modules' typed views (what their front ends read, issue 44) say what their part of
 * carc_game_modules_json() says, at every step of random games, and hold their own sums: every chip
 * somewhere, every betting chip in a rack or on an office. Each also has to show something happen in the
 * game (a bet placed, goods taken, a chip collected, a toll house standing), or the check proved nothing.
 * Off in a game without the module. */
#include <cjson/cJSON.h>
#include <string.h>

#include "../rules/bets/bets.h"
#include "../rules/mapchips/mapchips.h"
#include "../rules/maps/maps.h"
#include "../rules/tollkeepers/tollkeepers.h"
#include "../rules/traders/traders.h"
#include "check.h"

static const carc_rules *R;

/* What a view's check saw over a game: its mismatches with the JSON and the steps where something showed. */
typedef struct seen {
    int steps, mismatches, shown, shown2;
} seen;
typedef void check_fn(const carc_game *g, const cJSON *mine, seen *s);

static int num(const cJSON *o, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsNumber(v) ? v->valueint : -999;
}

static bool is(const cJSON *o, const char *key)
{
    return cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(o, key));
}

static const char *str(const cJSON *o, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsString(v) ? v->valuestring : "";
}

/* A random game of `players` with the expansions (comma-separated) on the map (or none), checked at every
 * step by `check` against the module's JSON. */
static seen play(const char *expansions, const char *map, const char *module, int players, uint64_t seed, check_fn *check)
{
    seen s = {0};
    carc_setup setup;
    carc_setup_init(&setup, players, seed);
    carc_game *g = check_new_game(R, &setup, expansions, map);
    if (!g)
        return s;
    carc_err err = {0};
    uint64_t rng[4];
    carc_rng_seed(rng, seed);
    carc_action_list scratch = {0};
    do {
        cJSON *j = carc_game_modules_json(g);
        check(g, cJSON_GetObjectItemCaseSensitive(j, module), &s);
        cJSON_Delete(j);
        s.steps++;
    } while (carc_ai_random_step(g, &scratch, rng, &err));
    CHECK(carc_game_over(g) && s.steps > 100, "the game (%s) plays to its end: %d steps, %s", expansions, s.steps, err.msg);
    carc_action_list_free(&scratch);
    carc_game_free(g);
    return s;
}

static void check_toll(const carc_game *g, const cJSON *mine, seen *s)
{
    toll_view v;
    s->mismatches += !toll_view_of(g, &v);
    const cJSON *houses = cJSON_GetObjectItemCaseSensitive(mine, "houses");
    s->mismatches += cJSON_GetArraySize(houses) != carc_game_player_count(g);
    for (int p = 0; p < carc_game_player_count(g); p++) {
        const cJSON *h = cJSON_GetArrayItem(houses, p);
        bool same = v.house[p].placed == is(h, "placed") && v.house[p].value == num(h, "value") &&
                    (!v.house[p].placed || (v.house[p].x == num(h, "x") && v.house[p].y == num(h, "y")));
        s->mismatches += !same;
        s->shown += v.house[p].placed;
        s->shown2 += v.house[p].value == 2;
    }
}

static void check_bets(const carc_game *g, const cJSON *mine, seen *s)
{
    bets_view v;
    s->mismatches += !bets_view_of(g, &v);
    const cJSON *racks = cJSON_GetObjectItemCaseSensitive(mine, "racks"), *offices = cJSON_GetObjectItemCaseSensitive(mine, "offices");
    int chips = 0;
    for (int p = 0; p < carc_game_player_count(g); p++) {
        const cJSON *rack = cJSON_GetArrayItem(racks, p);
        s->mismatches += cJSON_GetArraySize(rack) != v.nrack[p];
        for (int k = 0; k < v.nrack[p]; k++)
            s->mismatches += strcmp(cJSON_GetArrayItem(rack, k)->valuestring, v.face[v.rack[p][k]].label) != 0;
        chips += v.nrack[p];
    }
    s->mismatches += cJSON_GetArraySize(offices) != v.noffices;
    for (int k = 0; k < v.noffices; k++) {
        const cJSON *o = cJSON_GetArrayItem(offices, k);
        s->mismatches += num(o, "x") != v.office[k].x || num(o, "y") != v.office[k].y || num(o, "chips") != v.office[k].chips;
        chips += v.office[k].chips;
        s->shown += v.office[k].chips > 0;
    }
    const cJSON *faces = cJSON_GetObjectItemCaseSensitive(mine, "faces");
    s->mismatches += cJSON_GetArraySize(faces) != v.nfaces || v.nfaces < 2;
    for (int f = 0; f < v.nfaces; f++) {
        const cJSON *pays = cJSON_GetObjectItemCaseSensitive(cJSON_GetArrayItem(faces, f), "pays");
        s->mismatches +=
            strcmp(str(cJSON_GetArrayItem(faces, f), "label"), v.face[f].label) != 0 || cJSON_GetArraySize(pays) != v.face[f].npays;
        for (int k = 0; k < v.face[f].npays; k++) {
            const cJSON *pay = cJSON_GetArrayItem(pays, k);
            int max = cJSON_GetObjectItemCaseSensitive(pay, "max") ? num(pay, "max") : BETS_NO_MAX;
            s->mismatches +=
                num(pay, "min") != v.face[f].pay[k].min || max != v.face[f].pay[k].max || num(pay, "points") != v.face[f].pay[k].points;
        }
    }
    const cJSON *on = cJSON_GetObjectItemCaseSensitive(mine, "betting_on");
    s->mismatches += v.betting != (on != NULL) || (on && (num(on, "x") != v.betting_x || num(on, "y") != v.betting_y));
    s->shown2 += v.betting;
    s->mismatches += chips != carc_game_player_count(g) * v.nfaces; /* every chip in a rack or on an office */
}

static void check_traders(const carc_game *g, const cJSON *mine, seen *s)
{
    traders_view v;
    s->mismatches += !traders_view_of(g, &v);
    const cJSON *goods = cJSON_GetObjectItemCaseSensitive(mine, "goods");
    s->mismatches += cJSON_GetArraySize(goods) != carc_game_player_count(g);
    for (int p = 0; p < carc_game_player_count(g); p++)
        for (int k = 0; k < TRADERS_NGOODS; k++) {
            s->mismatches += num(cJSON_GetArrayItem(goods, p), traders_goods_name(k)) != v.goods[p][k];
            s->shown += v.goods[p][k] > 0;
        }
}

static void check_mapchips(const carc_game *g, const cJSON *mine, seen *s)
{
    static mc_view v;
    s->mismatches += !mc_view_of(g, &v);
    s->mismatches += v.islands != is(mine, "islands_in_play") || v.wine != is(mine, "wine_in_play") || v.total != num(mine, "total") ||
                     v.out_of_game != num(mine, "out_of_game") || v.wine_points != num(mine, "wine_points");
    const cJSON *on_map = cJSON_GetObjectItemCaseSensitive(mine, "on_map"), *trays = cJSON_GetObjectItemCaseSensitive(mine, "trays");
    s->mismatches += cJSON_GetArraySize(on_map) != v.non_map;
    for (int i = 0; i < v.non_map; i++)
        s->mismatches +=
            num(cJSON_GetArrayItem(on_map, i), "x") != v.on_map[i].x || num(cJSON_GetArrayItem(on_map, i), "y") != v.on_map[i].y;
    int held = 0;
    for (int p = 0; p < carc_game_player_count(g); p++) {
        const cJSON *tray = cJSON_GetArrayItem(trays, p);
        s->mismatches += cJSON_GetArraySize(tray) != v.ntray[p];
        for (int i = 0; i < v.ntray[p]; i++) {
            const cJSON *c = cJSON_GetArrayItem(tray, i);
            s->mismatches += strcmp(str(c, "color"), v.color[v.tray[p][i].color]) != 0 || num(c, "value") != v.tray[p][i].value ||
                             is(c, "usable_for_island") != v.tray[p][i].usable;
        }
        held += v.ntray[p];
    }
    s->mismatches += v.non_map + held + v.out_of_game != v.total; /* every chip somewhere */
    s->shown += held > 0;
    const cJSON *stacks = cJSON_GetObjectItemCaseSensitive(mine, "island_stacks");
    s->mismatches += cJSON_GetArraySize(stacks) != v.nstacks || (v.islands && v.nstacks == 0);
    for (int i = 0; i < v.nstacks; i++) {
        const cJSON *o = cJSON_GetArrayItem(stacks, i);
        const char *top = v.stack[i].top >= 0 ? carc_rules_tile_id(R, v.stack[i].top) : "";
        s->mismatches += strcmp(str(o, "color"), v.color[v.stack[i].color]) != 0 || num(o, "stack") != v.stack[i].stack ||
                         num(o, "x") != v.stack[i].x || num(o, "y") != v.stack[i].y || num(o, "left") != v.stack[i].left ||
                         strcmp(str(o, "top"), top) != 0;
        s->shown2 += v.stack[i].top >= 0;
    }
}

static void check_map(const carc_game *g, const cJSON *mine, seen *s)
{
    const carc_map *m = carc_map_of(g);
    s->mismatches += !m;
    if (!m)
        return;
    s->mismatches += strcmp(str(mine, "name"), m->name) != 0 || num(mine, "width") != m->width || num(mine, "height") != m->height;
    const cJSON *rows = cJSON_GetObjectItemCaseSensitive(mine, "rows"), *towns = cJSON_GetObjectItemCaseSensitive(mine, "towns");
    for (int y = 0; y < m->height; y++)
        for (int x = 0; x < m->width; x++)
            s->mismatches += cJSON_GetArrayItem(rows, y)->valuestring[x] != MAP_SQUARE_LETTERS[m->square[y][x]];
    s->mismatches += cJSON_GetArraySize(towns) != m->ntowns;
    for (int t = 0; t < m->ntowns; t++) {
        const cJSON *o = cJSON_GetArrayItem(towns, t);
        s->mismatches += strcmp(str(o, "name"), m->town[t].name) != 0 || num(o, "x") != m->town[t].at.x || num(o, "y") != m->town[t].at.y;
    }
    int arms = 0;
    for (int y = 0; y < m->height; y++)
        for (int x = 0; x < m->width; x++)
            for (int side = 0; side < 4; side++)
                arms += carc_map_abroad_edge(m, x, y, side);
    const cJSON *b;
    int arms_json = 0;
    cJSON_ArrayForEach(b, cJSON_GetObjectItemCaseSensitive(mine, "border")) arms_json += is(b, "coat_of_arms");
    s->mismatches += arms != arms_json;
    s->shown += m->ntowns > 0;
    s->shown2 += arms > 0;
}

/* No view, and a zeroed one, in a game without any module. */
static void test_off(void)
{
    carc_setup setup;
    carc_setup_init(&setup, 2, 1);
    carc_game *g = check_new_game(R, &setup, NULL, NULL);
    if (!g)
        return;
    toll_view t;
    bets_view b;
    traders_view tr;
    static mc_view mc;
    CHECK(!toll_view_of(g, &t) && !t.house[0].placed && t.house[0].value == 0, "no toll houses in a base game");
    CHECK(!bets_view_of(g, &b) && b.nfaces == 0 && b.nrack[0] == 0, "no betting chips in a base game");
    CHECK(!traders_view_of(g, &tr) && tr.goods[0][0] == 0, "no goods in a base game");
    CHECK(!mc_view_of(g, &mc) && mc.total == 0 && mc.ntray[0] == 0, "no map chips in a base game");
    CHECK(carc_map_of(g) == NULL, "no map in a base game");
    carc_game_free(g);
}

int main(int argc, char **argv)
{
    R = check_rules(argc, argv);
    test_off();
    seen s = {0};
    for (uint64_t seed = 1; seed <= 10 && s.shown2 == 0; seed++) { /* a house turned to 2: a toll was collected */
        s = play(TOLL_MODULE, NULL, TOLL_MODULE, 3, seed, check_toll);
        CHECK(s.mismatches == 0, "the Tollkeepers' view and JSON differ %d times in %d steps", s.mismatches, s.steps);
    }
    CHECK(s.shown > 0 && s.shown2 > 0, "a toll house stood, and one showed 2, at some step (%d, %d)", s.shown, s.shown2);
    s = play(BETS_MODULE, NULL, BETS_MODULE, 4, 7, check_bets);
    CHECK(s.mismatches == 0, "the Bets' view and JSON differ %d times in %d steps", s.mismatches, s.steps);
    CHECK(s.shown > 0 && s.shown2 > 0, "bets were open, and chips lay on an office, at some step (%d, %d)", s.shown2, s.shown);
    s = play("inns,traders", NULL, TRADERS_MODULE, 3, 11, check_traders);
    CHECK(s.mismatches == 0, "Traders & Builders' view and JSON differ %d times in %d steps", s.mismatches, s.steps);
    CHECK(s.shown > 0, "someone held goods at some step");
    const char *const maps[] = {"benelux", "france"};
    for (int i = 0; i < 2; i++) {
        s = play(MC_MODULE, maps[i], MC_MODULE, 3, 13, check_mapchips);
        CHECK(s.mismatches == 0, "Map-Chips' view and JSON on %s differ %d times in %d steps", maps[i], s.mismatches, s.steps);
        CHECK(s.shown > 0, "someone held a chip on %s at some step", maps[i]);
        CHECK(i == 1 || s.shown2 > 0, "an island stack showed its top tile on %s at some step", maps[i]);
        s = play("", maps[i], "maps", 2, 17, check_map);
        CHECK(s.mismatches == 0, "the map %s and its JSON differ %d times in %d steps", maps[i], s.mismatches, s.steps);
        CHECK(s.shown > 0, "the map %s has towns", maps[i]);
        CHECK(i == 0 || s.shown2 > 0, "the map %s has crossings with a coat of arms (Benelux has none)", maps[i]);
    }
    carc_rules_free((carc_rules *)R);
    return check_report("views");
}
