/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Rules data that the modules must honour or refuse (issue 11): variants of rules/mapchips/chips.json
 * and rules/maps/index.json written into a copy of the data folder. A wine price the loader accepts
 * is offered and paid as priced; one the sale action cannot carry is refused on loading; a mismatch
 * between the map and the chip set names both files; "there is no map" lists the maps of index.json. */
#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

#include "../engine/carc.h"
#include "../rules/inns/inns.h"
#include "../rules/traders/traders.h"
#include "check.h"

static char dir[] = "/tmp/carc_rules_data_XXXXXX";

/* A fresh copy of the shipped rules with one file replaced, loaded. */
static carc_rules *load_with(const char *data_dir, const char *file, const char *text, carc_err *err)
{
    char cmd[1200], path[600];
    snprintf(cmd, sizeof cmd, "rm -rf %s/rules && cp -rL %s/rules %s/", dir, data_dir, dir);
    CHECK(system(cmd) == 0, "%s", cmd);
    snprintf(path, sizeof path, "%s/%s", dir, file);
    FILE *f = fopen(path, "w");
    if (f) {
        fputs(text, f);
        fclose(f);
    }
    return carc_rules_load(dir, err);
}

#define CHIPS(wine)                                                                                                                        \
    "{\"colors\": [\"purple\", \"lightblue\", \"orange\"], \"chips\": [{\"value\": 1, \"count\": 6}, "                                     \
    "{\"value\": 2, \"count\": 4}], \"wine_points\": " wine ", \"sale\": {\"abroad\": 5, \"town\": 9}}"

/* Ann collects four lightblue 1s on her turns (T1, T3, T5, T7), then covers the lightblue town at T9.
 * Map 11x3, row 1 'SLLLLLLLLTL': start Home (0,1) with D rot 0 (road W-E), town (9,1); every tile a U
 * rot 0 (road W-E) along row 1. */
static const char game_four_ones[] =
    "{\"setup\": {\"players\": [{\"name\": \"Ann\"}, {\"name\": \"Bob\"}], \"expansions\": [\"mapchips\"], \"seed\": 1,"
    " \"map\": {\"width\": 11, \"height\": 3, \"legend\": {\".\": \"off_map\", \"L\": \"land\", \"S\": \"start\", \"T\": \"town\"},"
    "  \"rows\": [\"...........\", \"SLLLLLLLLTL\", \"...........\"], \"start_squares\": [{\"name\": \"Home\", \"x\": 0, \"y\": 1}],"
    "  \"towns\": [{\"name\": \"Chablis\", \"x\": 9, \"y\": 1, \"wine\": \"lightblue\"}]},"
    " \"start\": [{\"square\": \"Home\", \"tile\": \"D\", \"rot\": 0}],"
    " \"chips\": [{\"x\": 1, \"y\": 1, \"color\": \"lightblue\", \"value\": 1}, {\"x\": 3, \"y\": 1, \"color\": \"lightblue\", \"value\": "
    "1},"
    "  {\"x\": 5, \"y\": 1, \"color\": \"lightblue\", \"value\": 1}, {\"x\": 7, \"y\": 1, \"color\": \"lightblue\", \"value\": 1}],"
    " \"draw\": [\"U\", \"U\", \"U\", \"U\", \"U\", \"U\", \"U\", \"U\", \"U\", \"U\"]},"
    " \"actions\": [{\"act\": \"tile\", \"x\": 1, \"y\": 1, \"rot\": 0}, {\"act\": \"pass\"}, {\"act\": \"tile\", \"x\": 2, \"y\": 1, "
    "\"rot\": 0},"
    "  {\"act\": \"pass\"}, {\"act\": \"tile\", \"x\": 3, \"y\": 1, \"rot\": 0}, {\"act\": \"pass\"}, {\"act\": \"tile\", \"x\": 4, \"y\": "
    "1, \"rot\": 0},"
    "  {\"act\": \"pass\"}, {\"act\": \"tile\", \"x\": 5, \"y\": 1, \"rot\": 0}, {\"act\": \"pass\"}, {\"act\": \"tile\", \"x\": 6, \"y\": "
    "1, \"rot\": 0},"
    "  {\"act\": \"pass\"}, {\"act\": \"tile\", \"x\": 7, \"y\": 1, \"rot\": 0}, {\"act\": \"pass\"}, {\"act\": \"tile\", \"x\": 8, \"y\": "
    "1, \"rot\": 0},"
    "  {\"act\": \"pass\"}, {\"act\": \"tile\", \"x\": 9, \"y\": 1, \"rot\": 0}]}";

/* wine_points 4 (issue 11, item 4: the sale kept 2 paid chips and accepted 4): the four 1s are
 * offered as one sale and pay for it: Ann 4 chips + 9 = 13. No sale of two chips is offered (they
 * are worth 2, not 4). */
static void test_wine_price_four(const char *data_dir)
{
    carc_err err;
    carc_rules *R = load_with(data_dir, "rules/mapchips/chips.json", CHIPS("4"), &err);
    CHECK(R != NULL, "wine_points 4 loads: %s", R ? "" : err.msg);
    if (!R)
        return;
    carc_replay r;
    bool ok = carc_replay_text(R, game_four_ones, "four ones", &r);
    CHECK(ok && r.failed_action < 0, "the game plays: %s", r.err.msg);
    if (ok && r.failed_action < 0) {
        /* front ends read the set and the price from the game, not from their own copy */
        cJSON *mods = carc_game_modules_json(r.game);
        const cJSON *mc = cJSON_GetObjectItemCaseSensitive(mods, "mapchips");
        const cJSON *colors = cJSON_GetObjectItemCaseSensitive(mc, "colors");
        const cJSON *second = cJSON_GetArrayItem(colors, 1), *wp = cJSON_GetObjectItemCaseSensitive(mc, "wine_points");
        CHECK(cJSON_GetArraySize(colors) == 3 && cJSON_IsString(second) && strcmp(second->valuestring, "lightblue") == 0,
              "the state lists chips.json's colours in order");
        CHECK(cJSON_IsNumber(wp) && wp->valueint == 4, "the state says a wine takes 4 (chips.json), got %d",
              cJSON_IsNumber(wp) ? wp->valueint : -1);
        cJSON_Delete(mods);
        CHECK(strcmp(carc_game_phase(r.game), "sell") == 0, "phase sell on the town, got %s", carc_game_phase(r.game));
        carc_action_list l = {0};
        carc_game_legal_actions(r.game, &l);
        int four = -1, other = 0;
        for (int i = 0; i < l.n; i++) {
            if (strcmp(l.v[i].act, "sell") != 0)
                continue;
            int chips[4];
            if (carc_action_numbers(&l.v[i], "chips", chips, 4) == 4)
                four = i;
            else
                other++;
        }
        CHECK(four >= 0 && other == 0, "a sale of four 1s offered (%d), no other (%d)", four, other);
        carc_action_list_free(&l);
        /* the sale as a file or front end sends it (the old code wrote 4 paid chips into room for 2) */
        cJSON *j = cJSON_Parse("{\"act\": \"sell\", \"color\": \"lightblue\", \"to\": \"town\", \"chips\": [1, 1, 1, 1]}");
        carc_action a;
        CHECK(carc_action_from_json(&a, j, &err) && carc_game_apply(r.game, &a, &err) == CARC_OK, "the sale of four 1s: %s", err.msg);
        CHECK(carc_game_score(r.game, 0) == 13, "Ann 4 + 9 = 13, got %d", carc_game_score(r.game, 0));
        cJSON_Delete(j);
    }
    carc_game_free(r.game);
    carc_rules_free(R);
}

/* A price some chip value pays only with more chips than a sale can name (6 = six 1s) is refused on
 * loading, and so are a price no chip value pays (5 with only 2s) and one that is not whole. */
static void test_wine_price_refused(const char *data_dir)
{
    static const char *const texts[] = {
        CHIPS("6"),
        "{\"colors\": [\"purple\"], \"chips\": [{\"value\": 2, \"count\": 4}], \"wine_points\": 5, \"sale\": {\"abroad\": 5, \"town\": 9}}",
        CHIPS("2.5"),
    };
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        carc_err err = {0};
        carc_rules *R = load_with(data_dir, "rules/mapchips/chips.json", texts[i], &err);
        CHECK(R == NULL && strstr(err.msg, "chips.json") && strstr(err.msg, "wine_points"), "refused naming the file and wine_points: %s",
              err.msg);
        carc_rules_free(R);
    }
}

/* Chip colours that the shipped Benelux islands do not use: the chip file is fine on its own, so
 * the rules load, and a Map-Chips game on Benelux is refused naming both files (it used to blame
 * the map alone). */
static void test_colour_mismatch_names_both_files(const char *data_dir)
{
    carc_err err;
    carc_rules *R =
        load_with(data_dir, "rules/mapchips/chips.json",
                  "{\"colors\": [\"red\", \"white\", \"rose\"], \"chips\": [{\"value\": 1, \"count\": 6}, {\"value\": 2, \"count\": 4}],"
                  " \"wine_points\": 2, \"sale\": {\"abroad\": 5, \"town\": 9}}",
                  &err);
    CHECK(R != NULL, "other chip colours load: %s", R ? "" : err.msg);
    if (!R)
        return;
    carc_replay r;
    bool ok = carc_replay_text(
        R, "{\"setup\": {\"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}], \"map\": \"benelux\", \"expansions\": [\"mapchips\"]}}",
        "game", &r);
    CHECK(!ok && strstr(r.err.msg, "benelux.json") && strstr(r.err.msg, "chips.json"), "both files named: %s", r.err.msg);
    carc_game_free(r.game);
    carc_rules_free(R);
}

/* "there is no map" lists the maps of rules/maps/index.json, not a list written in the code. */
static void test_unknown_map_lists_index(const char *data_dir)
{
    carc_err err;
    carc_rules *R = load_with(data_dir, "rules/maps/index.json", "{\"maps\": [\"france\", \"corsica\"]}", &err);
    CHECK(R == NULL, "corsica.json does not exist yet");
    carc_rules_free(R);
    char path[600];
    snprintf(path, sizeof path, "%s/rules/maps/corsica.json", dir);
    FILE *f = fopen(path, "w");
    if (f) {
        fputs("{\"width\": 2, \"height\": 1, \"legend\": {\"S\": \"start\", \"L\": \"land\"}, \"rows\": [\"SL\"],"
              " \"start_squares\": [{\"name\": \"Ajaccio\", \"x\": 0, \"y\": 0}]}",
              f);
        fclose(f);
    }
    R = carc_rules_load(dir, &err);
    CHECK(R != NULL, "index with corsica loads: %s", R ? "" : err.msg);
    if (!R)
        return;
    carc_replay r;
    bool ok = carc_replay_text(R, "{\"setup\": {\"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}], \"map\": \"benelux\"}}", "game", &r);
    CHECK(!ok && strstr(r.err.msg, "there is no map \"benelux\"") && strstr(r.err.msg, "france, corsica"), "maps of the index listed: %s",
          r.err.msg);
    carc_game_free(r.game);
    carc_rules_free(R);
}

/* Tile counts beyond what one game holds (512 with the start tile) are refused on loading, not cut
 * short in the stack. */
static void test_too_many_tiles(const char *data_dir)
{
    carc_err err = {0};
    carc_rules *R = load_with(data_dir, "rules/tollkeepers/tiles.json",
                              "{\"module\": \"tollkeepers\", \"tiles\": [{\"id\": \"Z\", \"count\": 99, \"edges\": \"FFFF\", \"segments\":"
                              " [{\"type\": \"field\", \"at\": [\"NNW\", \"NNE\", \"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"]}]},"
                              " {\"id\": \"Z2\", \"count\": 99, \"like\": \"Z\"}, {\"id\": \"Z3\", \"count\": 99, \"like\": \"Z\"},"
                              " {\"id\": \"Z4\", \"count\": 99, \"like\": \"Z\"}, {\"id\": \"Z5\", \"count\": 99, \"like\": \"Z\"}]}",
                              &err);
    CHECK(R == NULL && strstr(err.msg, "tiles in all"), "72 + 10 + 495 tiles refused: %s", err.msg);
    carc_rules_free(R);
}

/* What front ends offer comes from the data: the maps rules/maps/index.json lists (a new one there is
 * offered, none hard-coded), and the module that needs a map says so. */
static void test_choices_from_data(const char *data_dir)
{
    carc_err err = {0};
    carc_rules *R = load_with(data_dir, "rules/maps/index.json", "{\"maps\": [\"france\"]}", &err);
    CHECK(R != NULL, "index.json with one map loads: %s", err.msg);
    if (!R)
        return;
    int keyed = -1, needs = -1;
    for (int m = 0; m < carc_rules_module_count(R); m++) {
        if (carc_rules_module_setup_key(R, m))
            keyed = m;
        if (carc_rules_module_requires(R, m))
            needs = m;
    }
    CHECK(keyed >= 0 && strcmp(carc_rules_module_setup_key(R, keyed), "map") == 0, "the maps module is enabled by setup.map");
    CHECK(keyed >= 0 && carc_rules_setup_choice(R, keyed, 0) && strcmp(carc_rules_setup_choice(R, keyed, 0), "france") == 0,
          "the first choice is the map index.json lists");
    CHECK(keyed >= 0 && strcmp(carc_rules_setup_choice_title(R, keyed, 0), "France") == 0,
          "a map's title for players comes from its \"title\"");
    CHECK(keyed >= 0 && carc_rules_setup_choice(R, keyed, 1) == NULL, "no second map: index.json lists one");
    CHECK(keyed >= 0 && carc_rules_setup_choice(R, 0, 0) == NULL, "a module without a setup key has no choices");
    CHECK(needs >= 0 && strcmp(carc_rules_module_name(R, needs), "mapchips") == 0 &&
              strcmp(carc_rules_module_requires(R, needs), carc_rules_module_name(R, keyed)) == 0,
          "Map-Chips declares that it needs the maps module");
    carc_rules_free(R);
}

/* A map without "chips_on" has chips on land squares only (seed 002: not on towns). Map 13x3, row 1
 * 'STTTTTLTLTLTT': the three land squares (6,1), (8,1), (10,1) are the only places for its 3 chips. */
static void test_chips_on_default_land(const char *data_dir)
{
    carc_err err;
    carc_rules *R = carc_rules_load(data_dir, &err);
    CHECK(R != NULL, "rules: %s", R ? "" : err.msg);
    if (!R)
        return;
    static const char game[] =
        "{\"setup\": {\"players\": [{\"name\": \"Ann\"}, {\"name\": \"Bob\"}], \"expansions\": [\"mapchips\"], \"seed\": 4,"
        " \"map\": {\"width\": 13, \"height\": 3, \"legend\": {\".\": \"off_map\", \"L\": \"land\", \"S\": \"start\", \"T\": \"town\"},"
        "  \"rows\": [\".............\", \"STTTTTLTLTLTT\", \".............\"], \"start_squares\": [{\"name\": \"Home\", \"x\": 0, \"y\": "
        "1}],"
        "  \"map_chips\": 3}}}";
    carc_replay r;
    bool ok = carc_replay_text(R, game, "game", &r);
    CHECK(ok, "the game loads: %s", r.err.msg);
    if (ok) {
        cJSON *m = carc_game_modules_json(r.game), *c;
        const cJSON *on = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(m, "mapchips"), "on_map");
        CHECK(cJSON_GetArraySize(on) == 3, "3 chips on the map, not %d", cJSON_GetArraySize(on));
        cJSON_ArrayForEach(c, on)
        {
            int x = cJSON_GetObjectItemCaseSensitive(c, "x")->valueint, y = cJSON_GetObjectItemCaseSensitive(c, "y")->valueint;
            CHECK(y == 1 && (x == 6 || x == 8 || x == 10), "a chip lies on (%d,%d), which is not land", x, y);
        }
        cJSON_Delete(m);
    }
    carc_game_free(r.game);
    carc_rules_free(R);
}

/* "stacks_per_island": 1 deals one stack per island (of "tiles_per_stack" 3), the second stays empty. */
static void test_one_stack_per_island(const char *data_dir)
{
    carc_err err;
    carc_rules *R = load_with(data_dir, "rules/mapchips/chips.json",
                              "{\"colors\": [\"purple\", \"lightblue\", \"orange\"], \"chips\": [{\"value\": 1, \"count\": 6},"
                              " {\"value\": 2, \"count\": 4}], \"wine_points\": 2, \"sale\": {\"abroad\": 5, \"town\": 9},"
                              " \"island_stacks\": {\"stacks_per_island\": 1, \"tiles_per_stack\": 3}}",
                              &err);
    CHECK(R != NULL, "one stack per island loads: %s", R ? "" : err.msg);
    if (!R)
        return;
    carc_replay r;
    bool ok = carc_replay_text(R,
                               "{\"setup\": {\"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}], \"expansions\": [\"mapchips\"],"
                               " \"map\": \"benelux\", \"seed\": 2}}",
                               "game", &r);
    CHECK(ok, "a Benelux game loads: %s", r.err.msg);
    if (ok) {
        cJSON *m = carc_game_modules_json(r.game), *k;
        const cJSON *stacks = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(m, "mapchips"), "island_stacks");
        CHECK(cJSON_GetArraySize(stacks) > 0, "Benelux has island stacks");
        cJSON_ArrayForEach(k, stacks)
        {
            int s = cJSON_GetObjectItemCaseSensitive(k, "stack")->valueint, left = cJSON_GetObjectItemCaseSensitive(k, "left")->valueint;
            CHECK(left == (s == 0 ? 3 : 0), "island stack %d holds %d tiles", s, left);
        }
        cJSON_Delete(m);
    }
    carc_game_free(r.game);
    carc_rules_free(R);
}

/* The shipped file with the segment `seg` of tile `id` given key = value (NULL: a tile {"id": "LIKE", "like":
 * id} added instead), loaded. */
static carc_rules *load_edited(const char *data_dir, const char *file, const char *id, int seg, const char *key, cJSON *value,
                               carc_err *err)
{
    char path[600];
    snprintf(path, sizeof path, "%s/%s", data_dir, file);
    char *text = carc_read_text_file(path, err);
    cJSON *j = text ? cJSON_Parse(text) : NULL, *t;
    free(text);
    CHECK(j != NULL, "%s parses", path);
    cJSON_ArrayForEach(t, cJSON_GetObjectItemCaseSensitive(j, "tiles"))
    {
        if (strcmp(cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(t, "id")), id) != 0)
            continue;
        if (key) {
            cJSON *sg = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(t, "segments"), seg);
            cJSON_DeleteItemFromObjectCaseSensitive(sg, key);
            cJSON_AddItemToObject(sg, key, value);
            value = NULL;
        }
        break;
    }
    if (!key) {
        cJSON *like = cJSON_CreateObject();
        cJSON_AddStringToObject(like, "id", "LIKE");
        cJSON_AddNumberToObject(like, "count", 1);
        cJSON_AddStringToObject(like, "like", id);
        cJSON_AddItemToArray(cJSON_GetObjectItemCaseSensitive(j, "tiles"), like);
    }
    cJSON_Delete(value);
    char *edited = cJSON_Print(j);
    cJSON_Delete(j);
    carc_rules *R = load_with(data_dir, file, edited ? edited : "", err);
    free(edited);
    return R;
}

/* Tile data keys only where they mean something (issue 46): an inn beside a road, a cathedral in a city,
 * goods in a city; and a tile "like" an inn tile keeps its inn. IC14's segment 0 is a road with an inn,
 * segment 3 a field; IC02's segment 0 a city with a cathedral; TB07's segment 1 is a road, 3 a field. */
static void test_module_keys_where_they_belong(const char *data_dir)
{
    static const struct {
        const char *file, *id;
        int seg;
        const char *key, *value, *why;
    } refused[] = {
        {"rules/inns/tiles.json", "IC02", 0, "inn", NULL, "\"inn\" is true or false, on a road"},
        {"rules/inns/tiles.json", "IC14", 0, "cathedral", NULL, "\"cathedral\" is true or false, on a city"},
        {"rules/inns/tiles.json", "IC14", 3, "inn", NULL, "\"inn\" is true or false, on a road"},
        {"rules/traders/tiles.json", "TB07", 1, "goods", "wine", "on a city"},
        {"rules/traders/tiles.json", "TB07", 3, "goods", "cloth", "on a city"},
    };
    for (size_t i = 0; i < sizeof refused / sizeof *refused; i++) {
        carc_err err = {0};
        cJSON *v = refused[i].value ? cJSON_CreateString(refused[i].value) : cJSON_CreateTrue();
        carc_rules *R = load_edited(data_dir, refused[i].file, refused[i].id, refused[i].seg, refused[i].key, v, &err);
        CHECK(R == NULL && strstr(err.msg, refused[i].why), "%s on %s segment %d refused: %s", refused[i].key, refused[i].id,
              refused[i].seg, R ? "loaded" : err.msg);
        carc_rules_free(R);
    }
    carc_err err = {0};
    carc_rules *R = load_edited(data_dir, "rules/inns/tiles.json", "IC15", 0, NULL, NULL, &err);
    CHECK(R != NULL, "a tile like IC15 loads: %s", R ? "" : err.msg);
    if (R) {
        int x = carc_rules_tile_find(R, "LIKE");
        CHECK(x >= 0 && carc_inns_segment_inn(R, x, 0) && !carc_inns_segment_inn(R, x, 1), "a tile like IC15 keeps its inn, on its road");
        carc_rules_free(R);
    }
}

/* A kind of edge a tiles.json declares (issue 47: the river's edge): it matches only its own kind, on
 * every path that places a tile. Two straight river tiles RS (edges IFIF: river N-S, a field on each
 * bank) beside the start tile D (CRFR at (0,0)): the first fits only south of it, on its field edge,
 * turned so that a field faces D (rot 1 or 3: river W-E); the second then fits on the river's two open
 * ends, (1,1) and (-1,1), and south of the first, on its field edge (rot 1 or 3 each): 6 placements. A
 * road tile on the river's end is refused with the river named. */
static void test_declared_edge_kind(const char *data_dir)
{
    carc_err err = {0};
    carc_rules *R = load_with(data_dir, "rules/tollkeepers/tiles.json",
                              "{\"module\": \"tollkeepers\", \"edges\": {\"I\": \"river\"}, \"tiles\": [{\"id\": \"RS\", \"count\": 2,"
                              " \"edges\": \"IFIF\", \"segments\": [{\"type\": \"field\", \"at\": [\"NNW\", \"WNW\", \"WSW\", \"SSW\"]},"
                              " {\"type\": \"field\", \"at\": [\"NNE\", \"ENE\", \"ESE\", \"SSE\"]}]}]}",
                              &err);
    CHECK(R != NULL, "a declared edge kind loads: %s", R ? "" : err.msg);
    if (!R)
        return;
    carc_replay r;
    bool ok = carc_replay_text(R,
                               "{\"setup\": {\"players\": [{\"name\": \"Ann\"}, {\"name\": \"Bob\"}], \"expansions\": [\"tollkeepers\"],"
                               " \"seed\": 1, \"draw\": [\"RS\", \"RS\", \"U\"]}, \"actions\": []}",
                               "river.json", &r);
    CHECK(ok, "the game loads: %s", r.err.msg);
    if (ok) {
        carc_action_list l = {0};
        carc_game_legal_actions(r.game, &l);
        int south = 0;
        for (int i = 0; i < l.n; i++)
            south += l.v[i].x == 0 && l.v[i].y == 1 && (l.v[i].rot == 1 || l.v[i].rot == 3);
        CHECK(l.n == 2 && south == 2, "the first river tile fits only south of D, river W-E: %d placements", l.n);
        carc_action a;
        carc_action_tile(&a, 0, 1, 1);
        CHECK(carc_game_apply(r.game, &a, &err) == CARC_OK, "placed: %s", err.msg);
        carc_action_pass(&a);
        carc_game_apply(r.game, &a, &err);
        l.n = 0;
        carc_game_legal_actions(r.game, &l);
        int where[3] = {0};
        for (int i = 0; i < l.n; i++) {
            bool across = l.v[i].rot == 1 || l.v[i].rot == 3;
            where[0] += across && l.v[i].x == 1 && l.v[i].y == 1;
            where[1] += across && l.v[i].x == -1 && l.v[i].y == 1;
            where[2] += across && l.v[i].x == 0 && l.v[i].y == 2;
        }
        CHECK(l.n == 6 && where[0] == 2 && where[1] == 2 && where[2] == 2,
              "the second: both river ends and south, %d placements (%d %d %d)", l.n, where[0], where[1], where[2]);
        carc_action_tile(&a, 1, 1, 1);
        carc_game_apply(r.game, &a, &err);
        carc_action_pass(&a);
        carc_game_apply(r.game, &a, &err);
        carc_action_tile(&a, 2, 1, 0); /* U: a road W-E against the river's east end */
        CHECK(carc_game_apply(r.game, &a, &err) != CARC_OK && strstr(err.msg, "river"), "a road on the river refused: %s", err.msg);
        carc_action_list_free(&l);
    }
    carc_game_free(r.game);
    carc_rules_free(R);
    R = load_with(data_dir, "rules/tollkeepers/tiles.json", "{\"module\": \"tollkeepers\", \"edges\": {\"F\": \"ford\"}, \"tiles\": []}",
                  &err);
    CHECK(R == NULL && strstr(err.msg, "edges: \"F\""), "a letter taken refused: %s", R ? "loaded" : err.msg);
    carc_rules_free(R);
}

int main(int argc, char **argv)
{
    const char *data_dir = argc > 1 ? argv[1] : ".";
    if (!mkdtemp(dir))
        return 1;
    test_wine_price_four(data_dir);
    test_wine_price_refused(data_dir);
    test_colour_mismatch_names_both_files(data_dir);
    test_unknown_map_lists_index(data_dir);
    test_too_many_tiles(data_dir);
    test_choices_from_data(data_dir);
    test_chips_on_default_land(data_dir);
    test_one_stack_per_island(data_dir);
    test_module_keys_where_they_belong(data_dir);
    test_declared_edge_kind(data_dir);
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    CHECK(system(cmd) == 0, "cleanup");
    return check_report("test_rules_data");
}
