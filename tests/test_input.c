/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _POSIX_C_SOURCE 200809L
/* Hostile input through the engine's own API: files that are not regular or too large, repeated
 * JSON keys, actions with fields out of range or that their kind does not use, seeds that do not
 * fit a double. Whatever is accepted must save and load back identically. */
#include <cjson/cJSON.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../engine/carc_internal.h"
#include "check.h"

static const carc_rules *R;
static char tmpdir[] = "/tmp/carc_input_XXXXXX";

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return;
    fputs(text, f);
    fclose(f);
}

static void expect_unreadable(const char *path, const char *expect)
{
    carc_err err = {0};
    char *text = carc_read_text_file(path, &err);
    CHECK(text == NULL, "%s must not be read", path);
    free(text);
    CHECK(err.code == CARC_E_IO && strstr(err.msg, path) && strstr(err.msg, expect), "message \"%s\" names %s and says \"%s\"", err.msg,
          path, expect);
}

/* Item 9: only regular files, of a bounded size; a FIFO must not block (alarm() ends a hang). */
static void test_file_kinds(void)
{
    char path[300], link[300];
    expect_unreadable("/dev/zero", "not a regular file");
    snprintf(link, sizeof link, "%s/zero.json", tmpdir);
    CHECK(symlink("/dev/zero", link) == 0, "symlink");
    expect_unreadable(link, "not a regular file");
    snprintf(path, sizeof path, "%s/fifo.json", tmpdir);
    CHECK(mkfifo(path, 0600) == 0, "mkfifo");
    alarm(20);
    expect_unreadable(path, "not a regular file");
    alarm(0);
    expect_unreadable(tmpdir, "not a regular file");
    snprintf(path, sizeof path, "%s/big.json", tmpdir);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    CHECK(fd >= 0 && ftruncate(fd, CARC_MAX_FILE_BYTES + 1) == 0, "sparse big file");
    if (fd >= 0)
        close(fd);
    expect_unreadable(path, "MB");
    carc_replay r;
    CHECK(!carc_replay_file(R, path, &r) && strstr(r.err.msg, "MB"), "replay of a big file refused: %s", r.err.msg);
    /* exactly at the limit is still read */
    fd = open(path, O_WRONLY | O_TRUNC);
    CHECK(fd >= 0 && ftruncate(fd, CARC_MAX_FILE_BYTES) == 0, "file at the limit");
    if (fd >= 0)
        close(fd);
    carc_err err;
    char *text = carc_read_text_file(path, &err);
    CHECK(text != NULL, "a file of exactly the limit is read: %s", err.msg);
    free(text);
}

/* Item 7: a repeated key anywhere is refused with the key and its place named. */
static void test_duplicate_keys(void)
{
    static const struct {
        const char *json, *expect;
    } cases[] = {
        {"{\"format\": \"opencarc/1\", \"setup\": {\"players\": 2, \"draw\": [\"U\"], \"draw\": [\"V\"]}, \"actions\": []}",
         "duplicate key \"draw\" in setup"},
        {"{\"format\": \"opencarc/1\", \"format\": \"opencarc/1\", \"setup\": {\"players\": 2}}",
         "duplicate key \"format\" in the top-level object"},
        {"{\"setup\": {\"players\": [{\"name\": \"A\"}, {\"name\": \"B\", \"color\": \"red\", \"color\": \"blue\"}]}}",
         "duplicate key \"color\" in setup.players[1]"},
        {"{\"setup\": {\"players\": 2, \"seed\": 1}, \"actions\": [{\"act\": \"tile\", \"x\": 1, \"y\": 0, \"rot\": 0, \"rot\": 2}]}",
         "duplicate key \"rot\" in actions[0]"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        carc_replay r;
        bool ok = carc_replay_text(R, cases[i].json, "dup.json", &r);
        CHECK(!ok && r.game == NULL, "case %zu must be refused", i);
        CHECK(strstr(r.err.msg, "dup.json") && strstr(r.err.msg, cases[i].expect), "case %zu: \"%s\" says \"%s\"", i, r.err.msg,
              cases[i].expect);
        carc_game_free(r.game);
    }
    /* the same key in different objects is fine */
    carc_err err;
    cJSON *j = carc_parse_json("{\"a\": {\"x\": 1}, \"b\": {\"x\": 1}, \"x\": [{\"x\": 2}, {\"x\": 3}]}", "ok.json", &err);
    CHECK(j != NULL, "distinct objects may share key names: %s", err.msg);
    cJSON_Delete(j);
    /* data files too: every loader goes through carc_load_json */
    char path[300];
    snprintf(path, sizeof path, "%s/chips.json", tmpdir);
    write_file(path, "{\"colors\": [{\"name\": \"purple\", \"values\": [1, 2], \"values\": [2, 2]}]}");
    j = carc_load_json(path, &err);
    CHECK(j == NULL && strstr(err.msg, path) && strstr(err.msg, "duplicate key \"values\" in colors[0]"), "data file: %s", err.msg);
    cJSON_Delete(j);
    /* many keys: sorted, not compared pairwise */
    size_t n = 20000, cap = n * 16 + 16, len = 1;
    char *big = malloc(cap);
    big[0] = '{';
    for (size_t k = 0; k < n; k++)
        len += (size_t)snprintf(big + len, cap - len, "%s\"k%zu\":1", k ? "," : "", k % (n - 1));
    snprintf(big + len, cap - len, "}");
    j = carc_parse_json(big, "big.json", &err);
    CHECK(j == NULL && strstr(err.msg, "duplicate key \"k0\""), "20000 keys, k0 twice: %s", err.msg);
    cJSON_Delete(j);
    free(big);
}

/* Issue 23 item 9: C strings end at a NUL, so "france\u0000x" read as France and a bot's "pass\u0000" as
 * pass. A string holding \u0000 is refused wherever JSON is read, with the file and the field named. */
static void test_nul_in_strings(void)
{
    static const struct {
        const char *json, *expect;
    } cases[] = {
        {"{\"setup\": {\"players\": 2, \"map\": \"france\\u0000x\"}, \"actions\": []}", "setup.map"},
        {"{\"setup\": {\"players\": [{\"name\": \"Ann\"}, {\"name\": \"Bob\\u0000by\"}]}, \"actions\": []}", "setup.players[1].name"},
        {"{\"setup\": {\"players\": 2, \"seed\": 1}, \"actions\": [{\"act\": \"tile\", \"x\": 1, \"y\": 0, \"rot\": 0}, {\"act\": "
         "\"pass\\u0000\"}]}",
         "actions[1].act"},
        {"{\"setup\": {\"players\": 2, \"draw\": [\"U\", \"\\u0000\"]}}", "setup.draw[1]"},
        {"{\"format\": \"opencarc/1\",\n \"setup\\u0000x\": {\"players\": 2}}", "setup"}, /* a key */
        {"\"top\\u0000\"", "line 1"},
        {"{\n\"x\":\n[\"\\u0000\"]}", "x[0]"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        carc_replay r;
        bool ok = carc_replay_text(R, cases[i].json, "nul.json", &r);
        CHECK(!ok && r.game == NULL, "case %zu must be refused", i);
        CHECK(strstr(r.err.msg, "nul.json") && strstr(r.err.msg, cases[i].expect) && strstr(r.err.msg, "NUL"),
              "case %zu: \"%s\" names the file, %s and the NUL", i, r.err.msg, cases[i].expect);
        carc_game_free(r.game);
    }
    /* a bot's answer */
    carc_err err;
    cJSON *j = carc_parse_json("{\"act\": \"pass\\u0000\"}", "answer", &err);
    CHECK(j == NULL && strstr(err.msg, "answer") && strstr(err.msg, "act"), "a bot's pass\\u0000: %s", err.msg);
    cJSON_Delete(j);
    /* an escaped backslash before "u0000", and other control characters, are ordinary text */
    j = carc_parse_json("{\"a\": \"x\\\\u0000\", \"b\": \"\\u0001\\t\"}", "ok.json", &err);
    CHECK(j != NULL && strcmp(cJSON_GetObjectItemCaseSensitive(j, "a")->valuestring, "x\\u0000") == 0, "no NUL: %s", j ? "" : err.msg);
    cJSON_Delete(j);
    /* data files: every loader goes through carc_load_json */
    char path[300];
    snprintf(path, sizeof path, "%s/tiles.json", tmpdir);
    write_file(path, "{\"tiles\": [{\"id\": \"A\"}, {\"id\": \"B\\u0000\", \"edges\": \"CCCC\"}]}");
    j = carc_load_json(path, &err);
    CHECK(j == NULL && strstr(err.msg, path) && strstr(err.msg, "tiles[1].id"), "data file: %s", err.msg);
    cJSON_Delete(j);
}

/* The game saved as text, replayed, and saved again: the same text (the action log and setup). */
static void check_save_reload(const carc_game *g, const char *what)
{
    cJSON *save = carc_game_save_json(g);
    char *text = cJSON_PrintUnformatted(save);
    carc_replay r;
    bool ok = carc_replay_text(R, text, "saved.json", &r);
    CHECK(ok && r.failed_action < 0, "%s: the saved game loads: %s\n%s", what, r.err.msg, text);
    if (ok && r.failed_action < 0) {
        cJSON *again = carc_game_save_json(r.game);
        CHECK(cJSON_Compare(save, again, true), "%s: saves identically after reloading", what);
        cJSON_Delete(again);
    }
    carc_game_free(r.game);
    free(text);
    cJSON_Delete(save);
}

static carc_game *game_from(const char *json)
{
    carc_replay r;
    bool ok = carc_replay_text(R, json, "setup.json", &r);
    CHECK(ok && r.failed_action < 0, "setup loads: %s", r.err.msg);
    return r.game;
}

/* Apply a (hostile) action: it must be refused with a message naming `expect`, change nothing, and
 * the game must still save and load back. */
static void expect_refused_action(carc_game *g, const carc_action *a, const char *expect, const char *what)
{
    int before = carc_game_action_count(g);
    carc_err err = {0};
    int rc = carc_game_apply(g, a, &err);
    CHECK(rc != CARC_OK && err.code == rc, "%s must be refused", what);
    CHECK(strstr(err.msg, expect) != NULL, "%s: message \"%s\" says \"%s\"", what, err.msg, expect);
    CHECK(carc_game_action_count(g) == before, "%s: nothing logged", what);
    check_save_reload(g, what);
}

/* Item 6: every field of an action is checked (range, and whether its kind uses it). */
static void test_action_fields(void)
{
    carc_game *g = game_from("{\"setup\": {\"players\": 2, \"seed\": 5, \"draw\": [\"U\", \"U\", \"U\"]}}");
    if (!g)
        return;
    carc_action a;
    carc_action_tile(&a, 1, 0, 0);
    a.has |= CARC_AF_AT;
    a.at = CARC_N;
    expect_refused_action(g, &a, "\"tile\" does not take \"at\"", "a tile with at");
    carc_action_tile(&a, 1, 0, 4);
    expect_refused_action(g, &a, "\"rot\"", "rot 4");
    carc_action_tile(&a, 1, 0, -1);
    expect_refused_action(g, &a, "\"rot\"", "rot -1");
    carc_action_tile(&a, 100000, 0, 0);
    expect_refused_action(g, &a, "off the board", "x 100000");
    carc_action_tile(&a, 0, INT32_MIN, 0);
    expect_refused_action(g, &a, "off the board", "y INT32_MIN");
    carc_action_tile(&a, 1, 0, 0);
    snprintf(a.act, sizeof a.act, "pass");
    expect_refused_action(g, &a, "unknown action", "kind tile named pass");
    carc_action_tile(&a, 1, 0, 0);
    memset(a.act, 'x', sizeof a.act);
    expect_refused_action(g, &a, "unknown action", "a name without its end");
    carc_action_tile(&a, 1, 0, 0);
    a.has |= 1u << 12;
    expect_refused_action(g, &a, "unknown field", "an unknown field bit");
    carc_action_named(&a, "bet");
    carc_action_set_label(&a, "chip", "2|3");
    expect_refused_action(g, &a, "unknown action \"bet\"", "a bet without The Bets");
    carc_action_pass(&a);
    carc_action_set_label(&a, "chip", "2|3");
    expect_refused_action(g, &a, "\"pass\" does not take \"chip\"", "a pass with a module's field");
    carc_action_meeple(&a, CARC_N);
    a.has |= CARC_AF_FIGURE;
    snprintf(a.figure, sizeof a.figure, "big");
    expect_refused_action(g, &a, "no figure \"big\"", "a figure no module declares");
    carc_action_pass(&a);
    a.has = CARC_AF_XY;
    a.x = a.y = 1;
    expect_refused_action(g, &a, "\"pass\" does not take \"x\", \"y\"", "a pass with x");

    carc_action_tile(&a, 1, 0, 0);
    carc_err err;
    CHECK(carc_game_apply(g, &a, &err) == CARC_OK, "U east of the start: %s", err.msg);
    for (int at = CARC_NLOC; at < CARC_NLOC + 3; at++) {
        carc_action_meeple(&a, at);
        expect_refused_action(g, &a, "\"at\"", "a meeple at 13..15");
    }
    carc_action_meeple(&a, -7);
    expect_refused_action(g, &a, "\"at\"", "a meeple at -7");
    carc_action_meeple(&a, 1000000);
    expect_refused_action(g, &a, "\"at\"", "a meeple at 1000000");
    carc_action_meeple(&a, CARC_N);
    a.has |= CARC_AF_ROT;
    a.rot = 1;
    expect_refused_action(g, &a, "\"meeple\" does not take \"rot\"", "a meeple with rot");
    carc_action_meeple(&a, CARC_N);
    a.has = 0;
    expect_refused_action(g, &a, "\"meeple\" needs \"at\"", "a meeple without at");
    carc_action_meeple(&a, CARC_W);
    a.has |= CARC_AF_XY;
    a.x = 1;
    a.y = 0;
    CHECK(carc_game_apply(g, &a, &err) == CARC_OK, "a meeple may name its tile: %s", err.msg);
    check_save_reload(g, "after a meeple with x, y");
    carc_game_free(g);

    /* module fields: chips, labels and stack numbers */
    g = game_from("{\"setup\": {\"players\": 2, \"seed\": 5, \"map\": \"france\", \"expansions\": [\"mapchips\"]}}");
    if (!g)
        return;
    carc_action_named(&a, "sell");
    carc_action_set_label(&a, "color", "purple");
    carc_action_set_label(&a, "to", "town");
    carc_action_set_numbers(&a, "chips", (const int[]){2147483647, 2147483647, 4}, 3);
    expect_refused_action(g, &a, "0 to 99", "chips near INT_MAX");
    a.field[2].n = 77; /* as a front end could corrupt it */
    expect_refused_action(g, &a, "1 to 4", "77 chips");
    carc_action_set_numbers(&a, "chips", (const int[]){2}, 1);
    carc_action_set_label(&a, "color", "");
    expect_refused_action(g, &a, "bad \"color\"", "an empty colour");
    carc_action_set_label(&a, "color", "pur\nple");
    expect_refused_action(g, &a, "bad \"color\"", "a colour with a newline");
    memset(a.field[1].label, 'a', sizeof a.field[1].label);
    carc_action_set_label(&a, "color", "purple");
    expect_refused_action(g, &a, "bad \"to\"", "an unterminated destination");
    carc_action_set_number(&a, "to", 1);
    expect_refused_action(g, &a, "\"sell\" does not take \"to\"", "a destination given as a number");
    carc_action_named(&a, "sell");
    carc_action_set_label(&a, "color", "purple");
    carc_action_set_numbers(&a, "chips", (const int[]){2}, 1);
    expect_refused_action(g, &a, "\"sell\" needs \"to\"", "a sale without a destination");
    carc_action_set_label(&a, "to", "town");
    CHECK(!carc_action_set_label(&a, "chip", "2|3"), "a fourth field is not set");
    a.nfields = 4; /* as a front end could corrupt it */
    expect_refused_action(g, &a, "more than 3 fields", "four fields");
    carc_action_named(&a, "island");
    carc_action_set_label(&a, "color", "purple");
    carc_action_set_number(&a, "stack", -1);
    expect_refused_action(g, &a, "\"stack\"", "stack -1");
    carc_game_free(g);

    /* the JSON form: a field its kind does not use, or an unknown key, is refused where it stands */
    static const struct {
        const char *actions, *expect;
    } files[] = {
        {"[{\"act\": \"tile\", \"x\": 1, \"y\": 0, \"rot\": 0, \"at\": \"N\"}]", "\"tile\" does not take \"at\""},
        {"[{\"act\": \"tile\", \"x\": 1, \"y\": 0, \"rot\": 0}, {\"act\": \"pass\", \"x\": 5, \"y\": 5}]", "\"pass\" does not take"},
        {"[{\"act\": \"tile\", \"x\": 1, \"y\": 0, \"rot\": 0, \"colour\": \"red\"}]", "no key \"colour\""},
        {"[{\"act\": \"tile\", \"x\": 1, \"y\": 0, \"rot\": 0}, {\"act\": \"meeple\", \"at\": \"N\", \"chip\": \"\"}]",
         "\"meeple\" does not take \"chip\""},
        {"[{\"act\": \"tile\", \"x\": -2147483648, \"y\": 0, \"rot\": 0}]", "off the board"},
    };
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char text[600];
        snprintf(text, sizeof text, "{\"setup\": {\"players\": 2, \"draw\": [\"U\", \"U\"]}, \"actions\": %s}", files[i].actions);
        carc_replay r;
        bool ok = carc_replay_text(R, text, "f.json", &r);
        int last = (int)(strchr(files[i].actions, '}') != strrchr(files[i].actions, '}'));
        CHECK(ok && r.failed_action == last, "file %zu: action %d refused (got %d)", i, last, r.failed_action);
        CHECK(strstr(r.err.msg, files[i].expect) != NULL, "file %zu: \"%s\" says \"%s\"", i, r.err.msg, files[i].expect);
        carc_game_free(r.game);
    }
}

/* Item 10: seeds above 2^53 are kept exactly (as a string); anything not a whole seed is refused. */
static void test_seeds(void)
{
    static const struct {
        const char *seed;
        uint64_t want;
    } good[] = {
        {"18446744073709551615", UINT64_MAX},      {"9007199254740993", 9007199254740993ull},     {"7", 7},
        {"\"18446744073709551615\"", UINT64_MAX},  {"\"9007199254740993\"", 9007199254740993ull}, {"\"0\"", 0},
        {"9007199254740992", 9007199254740992ull},
    };
    uint64_t v;
    for (int i = 0; i < 3; i++)
        CHECK(carc_seed_parse(good[i].seed, &v) && v == good[i].want, "seed text %s", good[i].seed);
    static const char *const bad_text[] = {"", "-1", "18446744073709551616", "99999999999999999999", "1.5", " 5", "5 ", "0x10", "+3"};
    for (size_t i = 0; i < sizeof bad_text / sizeof bad_text[0]; i++)
        CHECK(!carc_seed_parse(bad_text[i], &v), "seed text \"%s\" refused", bad_text[i]);
    char text[300];
    for (size_t i = 3; i < sizeof good / sizeof good[0]; i++) {
        snprintf(text, sizeof text, "{\"setup\": {\"players\": 2, \"seed\": %s}, \"actions\": []}", good[i].seed);
        carc_replay r;
        bool ok = carc_replay_text(R, text, "seed.json", &r);
        CHECK(ok && r.game->seed == good[i].want, "seed %s loads exactly: %s", good[i].seed, r.err.msg);
        if (ok)
            check_save_reload(r.game, good[i].seed);
        carc_game_free(r.game);
    }
    /* a game made through the API with the largest seed saves and reloads with it */
    carc_setup s;
    carc_setup_init(&s, 2, UINT64_MAX - 1);
    carc_err err;
    carc_game *g = carc_game_new(R, &s, &err);
    cJSON *save = carc_game_save_json(g);
    char *saved = cJSON_PrintUnformatted(save);
    CHECK(strstr(saved, "\"seed\":\"18446744073709551614\"") != NULL, "the seed is saved as a string: %.200s", saved);
    check_save_reload(g, "seed 2^64-2");
    free(saved);
    cJSON_Delete(save);
    carc_game_free(g);
    static const char *const bad_json[] = {"-1", "1.5", "9007199254740994", "1e300", "\"12x\"", "\"\"", "\"-1\"", "true", "[1]"};
    for (size_t i = 0; i < sizeof bad_json / sizeof bad_json[0]; i++) {
        snprintf(text, sizeof text, "{\"setup\": {\"players\": 2, \"seed\": %s}}", bad_json[i]);
        carc_replay r;
        CHECK(!carc_replay_text(R, text, "seed.json", &r) && strstr(r.err.msg, "setup.seed"), "seed %s refused: %s", bad_json[i],
              r.err.msg);
        carc_game_free(r.game);
    }
}

/* Names longer than CARC_NAME_LEN - 1 bytes are cut before the character that does not fit, never
 * inside it: 20 x "é" (2 bytes each) keeps 15, 8 x U+1F600 (4 bytes) keeps 7, "a" + 8 x U+1F600 keeps
 * "a" and 7; the game saves them back as they loaded. */
static void test_long_names(void)
{
    char e20[64] = "", smile8[64] = "", a_smile8[64] = "a", want_e[64] = "", want_s[64] = "", want_as[64] = "a";
    for (int i = 0; i < 20; i++)
        strcat(e20, "\xc3\xa9");
    for (int i = 0; i < 15; i++)
        strcat(want_e, "\xc3\xa9");
    for (int i = 0; i < 8; i++)
        strcat(smile8, "\xf0\x9f\x98\x80"), strcat(a_smile8, "\xf0\x9f\x98\x80");
    for (int i = 0; i < 7; i++)
        strcat(want_s, "\xf0\x9f\x98\x80"), strcat(want_as, "\xf0\x9f\x98\x80");
    char text[600];
    snprintf(text, sizeof text, "{\"setup\": {\"players\": [{\"name\": \"%s\"}, {\"name\": \"%s\"}, {\"name\": \"%s\"}], \"seed\": 3}}",
             e20, smile8, a_smile8);
    carc_game *g = game_from(text);
    if (!g)
        return;
    const char *want[3] = {want_e, want_s, want_as};
    for (int p = 0; p < 3; p++)
        CHECK(strcmp(carc_game_player_name(g, p), want[p]) == 0, "player %d's long name cut on a character: \"%s\" (%zu bytes)", p,
              carc_game_player_name(g, p), strlen(carc_game_player_name(g, p)));
    check_save_reload(g, "long UTF-8 names");
    carc_game_free(g);
    char small[4];
    CHECK(carc_utf8_copy(small, sizeof small, "a\xc3\xa9\xc3\xa9") == 3 && strcmp(small, "a\xc3\xa9") == 0, "\"aéé\" in 4 bytes: \"aé\"");
    CHECK(carc_utf8_copy(small, 2, "\xc3\xa9") == 0 && small[0] == 0, "\"é\" in 2 bytes: nothing");
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: test_input DATA_DIR\n");
        return 2;
    }
    carc_err err;
    carc_rules *rules = carc_rules_load(argv[1], &err);
    if (!rules) {
        fprintf(stderr, "%s\n", err.msg);
        return 1;
    }
    R = rules;
    if (!mkdtemp(tmpdir))
        return 1;
    test_file_kinds();
    test_duplicate_keys();
    test_nul_in_strings();
    test_action_fields();
    test_seeds();
    test_long_names();
    char cmd[100];
    snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", tmpdir);
    carc_rules_free(rules);
    return check_report("input");
}
