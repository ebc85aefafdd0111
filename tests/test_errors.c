/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Errors as templates (issue 17): the errors a player can meet — a malformed save, a bad setup, an
 * illegal placement or meeple, an action out of phase, a module's own refusal, a save whose action N
 * is illegal, broken rules data — each carry a template (the gettext msgid) with its parameters and
 * the contexts around it, and formatting those with printf gives exactly the English msg. Every
 * failing scenario file is checked the same way, and a translated template is put together as a
 * front end would. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "../engine/carc.h"
#include "check.h"

static int templates_checked;

/* The %s of a template (the engine's templates use no other conversion but %%). */
static int count_s(const char *key)
{
    int n = 0;
    for (const char *p = key; *p; p++)
        if (*p == '%') {
            CHECK(p[1] == 's' || p[1] == '%', "only %%s in template \"%s\"", key);
            n += p[1] == 's';
            p++;
        }
    return n;
}

/* err as printf formats it from the parts: the key with its args, then each context around it. */
static void printf_parts(const carc_err *e, char *out, size_t cap)
{
    const char *a[CARC_ERR_ARGS] = {"", "", "", "", "", ""};
    _Static_assert(CARC_ERR_ARGS == 6, "one argument slot each");
    for (int i = 0; i < e->nargs; i++)
        a[i] = e->args[i];
    snprintf(out, cap, e->key, a[0], a[1], a[2], a[3], a[4], a[5]);
    for (int c = 0; c < e->nctx; c++) {
        char inner[1024];
        snprintf(inner, sizeof inner, "%s", out);
        const char *b[CARC_ERR_CTX_ARGS + 1] = {"", "", ""};
        for (int i = 0; i < e->ctx[c].nargs; i++)
            b[i] = e->ctx[c].args[i];
        b[e->ctx[c].nargs] = inner;
        snprintf(out, cap, e->ctx[c].key, b[0], b[1], b[2]);
    }
}

/* The contract of every error: a code, a template with one argument per %s, contexts with one %s
 * more than their arguments, and msg what printf makes of them. want_key: the template expected. */
static void check_err(const char *what, const carc_err *e, const char *want_key)
{
    templates_checked++;
    CHECK(e->code != CARC_OK, "%s: an error code", what);
    CHECK(e->key != NULL, "%s: a template (msg \"%s\")", what, e->msg);
    if (!e->key)
        return;
    CHECK(count_s(e->key) == e->nargs, "%s: \"%s\" has %d arguments", what, e->key, e->nargs);
    CHECK(e->nctx >= 0 && e->nctx <= CARC_ERR_CTX, "%s: %d contexts", what, e->nctx);
    for (int c = 0; c < e->nctx; c++)
        CHECK(e->ctx[c].key && count_s(e->ctx[c].key) == e->ctx[c].nargs + 1, "%s: context \"%s\" with %d arguments", what,
              e->ctx[c].key ? e->ctx[c].key : "(null)", e->ctx[c].nargs);
    char text[1024], again[1024];
    printf_parts(e, text, sizeof text);
    CHECK(strcmp(text, e->msg) == 0, "%s: printf of the parts gives \"%s\", msg is \"%s\"", what, text, e->msg);
    carc_err_format(e, NULL, again, sizeof again);
    CHECK(strcmp(again, e->msg) == 0, "%s: carc_err_format gives \"%s\", msg is \"%s\"", what, again, e->msg);
    if (want_key)
        CHECK(strcmp(e->key, want_key) == 0, "%s: template \"%s\", not \"%s\"", what, e->key, want_key);
}

static void check_msg(const char *what, const carc_err *e, const char *want_msg)
{
    CHECK(strcmp(e->msg, want_msg) == 0, "%s: msg \"%s\", not \"%s\"", what, e->msg, want_msg);
}

static carc_game *base_game(const carc_rules *R, const char *expansions, const int *draw, int ndraw)
{
    carc_setup s;
    carc_setup_init(&s, 2, 1);
    if (expansions)
        snprintf(s.expansions[s.nexpansions++], CARC_NAME_LEN, "%s", expansions);
    s.ndraw = ndraw;
    s.draw = draw;
    carc_err err;
    carc_game *g = carc_game_new(R, &s, &err);
    CHECK(g != NULL, "a game with %s: %s", expansions ? expansions : "the base game", g ? "" : err.msg);
    return g;
}

static void test_save_files(const carc_rules *R)
{
    carc_replay r;
    CHECK(!carc_replay_text(R, "{\"setup\": ", "save.json", &r), "a cut save is refused");
    check_err("not JSON", &r.err, "%s: not valid JSON (line %s)");
    check_msg("not JSON", &r.err, "save.json: not valid JSON (line 1)");

    CHECK(!carc_replay_text(R, "{\"setup\": {\"players\": 2,\n \"players\": 3}}", "save.json", &r), "a repeated key is refused");
    check_err("repeated key", &r.err, "duplicate key \"%s\" in %s");
    CHECK(r.err.nctx == 1 && strcmp(r.err.ctx[0].key, "%s: %s") == 0 && strcmp(r.err.ctx[0].args[0], "save.json") == 0,
          "the file is the context: %s", r.err.msg);

    CHECK(!carc_replay_text(R, "{\"format\": \"opencarc/9\", \"setup\": {\"players\": 2}}", "save.json", &r), "format 9");
    check_err("format", &r.err, "\"format\" must be \"opencarc/1\"");
    check_msg("format", &r.err, "save.json: \"format\" must be \"opencarc/1\"");

    CHECK(!carc_replay_text(R, "{\"setup\": {\"players\": [{\"name\": \"Ann\"}, {\"name\": 7}]}}", "save.json", &r), "a name 7");
    check_err("player name", &r.err, "setup.players[%s] must be an object with string \"name\" and \"color\"");
    CHECK(r.err.nargs == 1 && strcmp(r.err.args[0], "1") == 0, "the player's index is the argument: %s", r.err.msg);

    CHECK(!carc_replay_file(R, "/nonexistent/save.json", &r), "a missing file");
    check_err("missing file", &r.err, "%s: cannot open file (%s)");
    CHECK(r.err.code == CARC_E_IO && strcmp(r.err.args[0], "/nonexistent/save.json") == 0, "IO error naming the file: %s", r.err.msg);
}

static void test_setups(const carc_rules *R)
{
    carc_setup s;
    carc_setup_init(&s, 2, 1);
    snprintf(s.expansions[s.nexpansions++], CARC_NAME_LEN, "nope");
    carc_err err;
    CHECK(!carc_game_new(R, &s, &err), "an unknown expansion is refused");
    check_err("unknown expansion", &err, "unknown expansion \"%s\"");
    check_msg("unknown expansion", &err, "unknown expansion \"nope\"");
    CHECK(err.code == CARC_E_SETUP && err.nctx == 0, "a setup error, no context");

    carc_setup_init(&s, 7, 1);
    CHECK(!carc_game_new(R, &s, &err), "7 players are refused");
    check_err("7 players", &err, "a game needs 2 to 6 players, not %s");

    carc_replay r;
    CHECK(!carc_replay_text(R, "{\"setup\": {\"players\": 2, \"expansions\": [\"nope\"]}}", "save.json", &r), "in a save");
    check_err("unknown expansion in a save", &r.err, "unknown expansion \"%s\"");
    check_msg("unknown expansion in a save", &r.err, "save.json: setup: unknown expansion \"nope\"");
    CHECK(r.err.nctx == 2 && strcmp(r.err.ctx[0].key, "setup: %s") == 0 && strcmp(r.err.ctx[1].key, "%s: %s") == 0,
          "contexts: setup, then the file");

    /* three contexts: the inline map, the setup, the file */
    CHECK(!carc_replay_text(R, "{\"setup\": {\"players\": 2, \"map\": {\"width\": 0}}}", "save.json", &r), "a bad inline map");
    check_err("inline map", &r.err, "\"width\" and \"height\" must be whole numbers from 1 to %s");
    check_msg("inline map", &r.err, "save.json: setup: setup.map: \"width\" and \"height\" must be whole numbers from 1 to 48");
    CHECK(r.err.nctx == 3, "three contexts, not %d", r.err.nctx);

    CHECK(!carc_replay_text(R, "{\"setup\": {\"players\": 2, \"map\": \"atlantis\"}}", "save.json", &r), "an unknown map");
    check_err("unknown map", &r.err, "setup.map: there is no map \"%s\" (rules/maps/index.json lists: %s)");
}

static void test_actions(const carc_rules *R)
{
    int draw[3] = {carc_rules_tile_find(R, "U"), carc_rules_tile_find(R, "U"), carc_rules_tile_find(R, "U")};
    carc_game *g = base_game(R, NULL, draw, 3);
    if (!g)
        return;
    carc_action a;
    carc_err err;
    carc_action_pass(&a);
    CHECK(carc_game_apply(g, &a, &err) == CARC_E_PHASE, "a pass before the tile");
    check_err("out of phase", &err, "\"%s\" is out of phase: the drawn tile must be placed first");
    check_msg("out of phase", &err, "\"pass\" is out of phase: the drawn tile must be placed first");

    carc_action_tile(&a, 5, 5, 0);
    CHECK(carc_game_apply(g, &a, &err) == CARC_E_ILLEGAL, "a tile far away");
    check_err("far away", &err, "square (%s,%s) does not touch any placed tile");
    carc_action_tile(&a, 0, 0, 0);
    CHECK(carc_game_apply(g, &a, &err) == CARC_E_ILLEGAL, "a tile on the start tile");
    check_err("taken square", &err, "square (%s,%s) already holds a tile");
    carc_action_tile(&a, 1, 0, 1); /* U turned: a field edge against the start tile's road */
    CHECK(carc_game_apply(g, &a, &err) == CARC_E_ILLEGAL, "a mismatched edge");
    check_err("mismatched edge", &err, "tile %s rot %s at (%s,%s): its %s edge (field) does not match the neighbour's road");
    check_msg("mismatched edge", &err, "tile U rot 1 at (1,0): its W edge (field) does not match the neighbour's road");
    carc_action_tile(&a, 1, 0, 7);
    CHECK(carc_game_apply(g, &a, &err) == CARC_E_ILLEGAL, "rot 7");
    check_err("rot 7", &err, "\"%s\" must have 0-3 in %s");
    check_msg("rot 7", &err, "\"tile\" must have 0-3 in \"rot\"");

    carc_action_tile(&a, 1, 0, 0);
    CHECK(carc_game_apply(g, &a, &err) == CARC_OK && err.code == CARC_OK && err.key == NULL && !err.msg[0],
          "a legal tile clears the error: %s", err.msg);
    carc_action_meeple(&a, CARC_C);
    CHECK(carc_game_apply(g, &a, &err) == CARC_E_ILLEGAL, "a meeple on nothing");
    check_err("no feature", &err, "there is no feature at %s on the tile just placed");
    carc_game_free(g);
}

/* A module's own refusals: the toll house out of its step (tollkeepers), a bet with no office. */
static void test_modules(const carc_rules *R)
{
    carc_game *g = base_game(R, "tollkeepers", NULL, -1);
    carc_action a;
    carc_err err;
    if (g) {
        carc_action_named(&a, "tollhouse");
        a.has = CARC_AF_XY;
        a.x = a.y = 0;
        CHECK(carc_game_apply(g, &a, &err) == CARC_E_PHASE, "a toll house before the tile");
        check_err("toll house", &err, "a toll house is placed in step 2, instead of a meeple");
        carc_game_free(g);
    }
    if ((g = base_game(R, "bets", NULL, -1))) {
        carc_action_named(&a, "bet");
        carc_action_set_label(&a, "chip", "2|3");
        CHECK(carc_game_apply(g, &a, &err) == CARC_E_PHASE, "a bet with no office scored");
        check_err("bet", &err, "bets are placed only after a bookmaker tile is scored");
        carc_game_free(g);
    }
}

/* Saves whose action N is illegal, and every other failing scenario: the error of action N is the
 * action's own (the front end names N: failed_action), with no context. */
static void test_scenarios(const carc_rules *R, const char *src)
{
    char path[1200];
    static const struct {
        const char *file;
        int action;
        const char *key;
    } named[] = {
        {"base_reject_meeple_same_road.json", 3, "that road already has a meeple on it"},
        {"bets_reject_unknown_chip_face.json", -1, "a bet names one of the chip faces (\"chip\": \"2|3\", ...)"},
        {"mapchips_wine_reject_chips_not_held.json", -1, "you do not hold those chips"},
        {"mapchips_island_reject_island_after_draw.json", -1, NULL},
    };
    for (size_t i = 0; i < sizeof named / sizeof named[0]; i++) {
        snprintf(path, sizeof path, "%s/tests/scenarios/%s", src, named[i].file);
        carc_replay r;
        bool ok = carc_replay_file(R, path, &r);
        CHECK(ok && r.failed_action >= 0, "%s fails at an action: %s", named[i].file, r.err.msg);
        if (named[i].action >= 0)
            CHECK(r.failed_action == named[i].action, "%s: action %d", named[i].file, r.failed_action);
        check_err(named[i].file, &r.err, named[i].key);
        CHECK(r.err.nctx == 0, "%s: an action's error has no context", named[i].file);
        carc_game_free(r.game);
    }
    snprintf(path, sizeof path, "%s/tests/scenarios", src);
    DIR *d = opendir(path);
    CHECK(d != NULL, "%s", path);
    int failing = 0;
    for (struct dirent *e; d && (e = readdir(d));) {
        if (!strstr(e->d_name, ".json"))
            continue;
        snprintf(path, sizeof path, "%s/tests/scenarios/%s", src, e->d_name);
        carc_replay r;
        bool ok = carc_replay_file(R, path, &r);
        if (!ok || r.failed_action >= 0) {
            failing++;
            check_err(e->d_name, &r.err, NULL);
        }
        carc_game_free(r.game);
    }
    if (d)
        closedir(d);
    CHECK(failing >= 50, "the failing scenarios are many (%d)", failing);
}

/* Rules data: the file and the tile (or chip) around the problem. */
static void test_data(const char *src)
{
    char dir[] = "/tmp/carc_errors_XXXXXX", cmd[1400], path[1200];
    if (!mkdtemp(dir))
        return;
    static const struct {
        const char *file, *text, *key, *ctx;
    } cases[] = {
        {"base/tiles.json", "{\"module\": \"base\", \"start\": \"D\", \"tiles\": [{\"id\": \"D\", \"count\": 100}]}",
         "\"count\" must be a number 0-99", "%s: tile %s: %s"},
        {"bets/chips.json", "{\"chips\": [{\"label\": \"\"}]}", "\"label\" must be a short string", "%s: chip %s: %s"},
        {"mapchips/chips.json", "{\"colors\": []}", "\"colors\" must list 1 to 4 colour names", "%s: %s"},
        {"maps/benelux.json", "{\"width\": 3}", "\"width\" and \"height\" must be whole numbers from 1 to %s", "%s: %s"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        snprintf(cmd, sizeof cmd, "rm -rf %s/rules && cp -rL %s/rules %s/", dir, src, dir);
        CHECK(system(cmd) == 0, "%s", cmd);
        snprintf(path, sizeof path, "%s/rules/%s", dir, cases[i].file);
        FILE *f = fopen(path, "w");
        if (f) {
            fputs(cases[i].text, f);
            fclose(f);
        }
        carc_err err;
        carc_rules *R = carc_rules_load(dir, &err);
        CHECK(R == NULL, "%s is refused", cases[i].file);
        carc_rules_free(R);
        check_err(cases[i].file, &err, cases[i].key);
        CHECK(err.nctx == 1 && strcmp(err.ctx[0].key, cases[i].ctx) == 0 && strcmp(err.ctx[0].args[0], path) == 0,
              "%s: the file is the context: %s", cases[i].file, err.msg);
    }
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    CHECK(system(cmd) == 0, "%s", cmd);

    setenv("OPENCARC_DATA", "/nonexistent/opencarc", 1);
    carc_err err;
    CHECK(carc_rules_load(NULL, &err) == NULL, "no data");
    check_err("no data", &err, "no OpenCarc data (a rules/ folder) in %s (named by OPENCARC_DATA)");
    unsetenv("OPENCARC_DATA");
}

/* A front end's view: each template looked up in a catalogue, arguments reordered by %N$s. */
static char *german(const char *key)
{
    static const char *const catalogue[][2] = {
        {"unknown expansion \"%s\"", "Unbekannte Erweiterung „%s“"},
        {"setup: %s", "Spielaufbau: %s"},
        {"%s: %s", "%2$s (in %1$s)"},
        {"\"format\" must be \"opencarc/1\"", "%d%99999999999$s%3$s 100%% „format“"}, /* a broken one */
    };
    for (size_t i = 0; i < sizeof catalogue / sizeof catalogue[0]; i++)
        if (strcmp(catalogue[i][0], key) == 0)
            return (char *)catalogue[i][1]; /* gettext's type */
    return (char *)key;
}

static void test_translation(const carc_rules *R)
{
    carc_replay r;
    char out[320];
    CHECK(!carc_replay_text(R, "{\"setup\": {\"players\": 2, \"expansions\": [\"nope\"]}}", "save.json", &r), "a bad save");
    carc_err_format(&r.err, german, out, sizeof out);
    CHECK(strcmp(out, "Spielaufbau: Unbekannte Erweiterung „nope“ (in save.json)") == 0, "translated: %s", out);
    carc_err_format(&r.err, german, out, 12);
    CHECK(strlen(out) == 11, "cut to the room given: %s", out);
    CHECK(!carc_replay_text(R, "{\"format\": 1}", "save.json", &r), "format 1");
    carc_err_format(&r.err, german, out, sizeof out);
    CHECK(strcmp(out, "%d 100% „format“ (in save.json)") == 0, "a broken translation prints what it can: %s", out);

    carc_err err;
    char longname[400];
    memset(longname, 'a', sizeof longname);
    memcpy(longname + CARC_ERR_ARG_LEN - 2, "\xc3\xa9", 2); /* é across the cut at CARC_ERR_ARG_LEN - 1 bytes */
    longname[sizeof longname - 1] = 0;
    CHECK(carc_err_set(&err, CARC_E_SETUP, "unknown expansion \"%s\"", longname) == CARC_E_SETUP, "returns its code");
    CHECK(strlen(err.args[0]) == CARC_ERR_ARG_LEN - 2, "a long argument is cut before a split character: %zu", strlen(err.args[0]));
    check_err("long argument", &err, "unknown expansion \"%s\"");
    CHECK(carc_err_set(NULL, CARC_E_IO, "no error kept") == CARC_E_IO, "a NULL err is tolerated");
    carc_err_wrap(NULL, "%s: %s", "file");
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: test_errors SOURCE_DIR\n");
        return 2;
    }
    carc_err err;
    carc_rules *R = carc_rules_load(argv[1], &err);
    if (!R) {
        fprintf(stderr, "test_errors: %s\n", err.msg);
        return 2;
    }
    test_save_files(R);
    test_setups(R);
    test_actions(R);
    test_modules(R);
    test_scenarios(R, argv[1]);
    test_data(argv[1]);
    test_translation(R);
    carc_rules_free(R);
    printf("test_errors: %d errors checked\n", templates_checked);
    return check_report("test_errors");
}
