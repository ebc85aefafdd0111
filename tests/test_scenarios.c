/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Runs every scenario file in a folder (tests/scenarios) and compares the replay with its
 * "expect" object: ok, action (index of the illegal action), loads, scores, categories (points per
 * score category and player), phase, player (to act), turn, supply, supply_<kind> (figures of a
 * module's kind in each supply: supply_large), tiles_left, events (how many events match), modules (keys
 * of a module's state as the replay's "modules" shows it). The expectations are worked out by hand from
 * RULES.md, never copied from output. */
#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "../engine/carc.h"
#include "check.h"

static int compare_ints(const char *file, const char *key, const cJSON *want, const int *got, int n)
{
    if (!want)
        return 0;
    bool same = cJSON_IsArray(want) && cJSON_GetArraySize(want) == n;
    for (int i = 0; same && i < n; i++)
        same = cJSON_GetArrayItem(want, i)->valueint == got[i];
    if (!same) {
        char *w = cJSON_PrintUnformatted(want);
        fprintf(stderr, "%s: %s: expected %s, got [", file, key, w);
        for (int i = 0; i < n; i++)
            fprintf(stderr, "%s%d", i ? "," : "", got[i]);
        fprintf(stderr, "]\n");
        free(w);
    }
    return same ? 0 : 1;
}

static int compare_int(const char *file, const char *key, const cJSON *want, int got)
{
    if (!want || (cJSON_IsNumber(want) && want->valueint == got))
        return 0;
    fprintf(stderr, "%s: %s: expected %d, got %d\n", file, key, cJSON_IsNumber(want) ? want->valueint : -1, got);
    return 1;
}

/* "categories": {"road": [4, 0], ...}: each named category's points per player; a category the game
 * never registered scores 0 for everyone. */
static int compare_categories(const carc_game *g, const char *file, const cJSON *want)
{
    if (!want)
        return 0;
    if (!cJSON_IsObject(want)) {
        fprintf(stderr, "%s: \"categories\" must be an object\n", file);
        return 1;
    }
    int bad = 0, n = carc_game_player_count(g);
    const cJSON *cat;
    cJSON_ArrayForEach(cat, want)
    {
        int got[CARC_MAX_PLAYERS] = {0}, c = carc_game_category_count(g);
        while (--c >= 0 && strcmp(carc_game_category_name(g, c), cat->string) != 0) {
        }
        for (int p = 0; c >= 0 && p < n; p++)
            got[p] = carc_game_category_score(g, p, c);
        char key[64];
        snprintf(key, sizeof key, "categories.%.40s", cat->string);
        bad += compare_ints(file, key, cat, got, n);
    }
    return bad;
}

/* "events": [{"type": "bet_revealed", "reason": "miss", "count": 1}, ...]: the number of events of the
 * whole replay whose JSON (as opencarc-cli replay prints it) has every other given field equal. */
static int compare_events(const carc_game *g, const char *file, const cJSON *want)
{
    if (!want)
        return 0;
    int bad = 0, nev;
    const carc_event *ev = carc_game_events(g, &nev);
    const cJSON *w;
    if (!cJSON_IsArray(want)) {
        fprintf(stderr, "%s: \"events\" must be a list\n", file);
        return 1;
    }
    cJSON_ArrayForEach(w, want)
    {
        const cJSON *count = cJSON_GetObjectItemCaseSensitive(w, "count"), *f;
        int got = 0;
        for (int i = 0; i < nev; i++) {
            cJSON *e = carc_event_to_json(g, &ev[i]);
            bool match = true;
            cJSON_ArrayForEach(f, w) match &= f == count || cJSON_Compare(f, cJSON_GetObjectItemCaseSensitive(e, f->string), true);
            got += match;
            cJSON_Delete(e);
        }
        char *text = cJSON_PrintUnformatted(w);
        if (cJSON_IsNumber(count)) {
            bad += compare_int(file, text, count, got);
        } else {
            fprintf(stderr, "%s: events: %s needs a \"count\"\n", file, text);
            bad++;
        }
        free(text);
    }
    return bad;
}

/* "supply_large": [0, 1]: the figures of a kind other than the meeple in each supply; a kind the game
 * does not have fails (a misspelt kind would check nothing). */
static int compare_kind_supplies(const carc_game *g, const char *file, const cJSON *expect)
{
    int bad = 0, n = carc_game_player_count(g);
    const cJSON *k;
    cJSON_ArrayForEach(k, expect)
    {
        if (strncmp(k->string, "supply_", 7) != 0)
            continue;
        int kind = carc_game_figure_find(g, k->string + 7), got[CARC_MAX_PLAYERS];
        if (kind < 1) {
            fprintf(stderr, "%s: \"%s\": no figure \"%s\" in this game\n", file, k->string, k->string + 7);
            bad++;
            continue;
        }
        for (int p = 0; p < n; p++)
            got[p] = carc_game_figures_in_supply(g, p, kind);
        bad += compare_ints(file, k->string, k, got, n);
    }
    return bad;
}

/* "modules": {"traders": {"goods": [...]}}: each given key of a module's state (carc_game_modules_json, the
 * replay's "modules") equal to what is given, whole; keys not given are not compared. A module the game
 * does not play, or a key its state does not have, fails. */
static int compare_modules(const carc_game *g, const char *file, const cJSON *want)
{
    if (!want)
        return 0;
    if (!cJSON_IsObject(want)) {
        fprintf(stderr, "%s: \"modules\" must be an object\n", file);
        return 1;
    }
    int bad = 0;
    cJSON *got = carc_game_modules_json(g);
    const cJSON *mod, *key;
    cJSON_ArrayForEach(mod, want)
    {
        const cJSON *state = cJSON_GetObjectItemCaseSensitive(got, mod->string);
        if (!cJSON_IsObject(mod) || !state) {
            fprintf(stderr, "%s: modules.%s: %s\n", file, mod->string, state ? "must be an object" : "no such module in this game");
            bad++;
            continue;
        }
        cJSON_ArrayForEach(key, mod)
        {
            const cJSON *value = cJSON_GetObjectItemCaseSensitive(state, key->string);
            if (value && cJSON_Compare(key, value, true))
                continue;
            char *w = cJSON_PrintUnformatted(key), *v = value ? cJSON_PrintUnformatted(value) : NULL;
            fprintf(stderr, "%s: modules.%s.%s: expected %s, got %s\n", file, mod->string, key->string, w, v ? v : "nothing");
            free(w);
            free(v);
            bad++;
        }
    }
    cJSON_Delete(got);
    return bad;
}

/* Keys of "expect": a misspelt one would silently check nothing (supply_<kind>: its own check). */
static int check_expect_keys(const char *file, const cJSON *expect)
{
    static const char *const known[] = {"ok",   "action", "loads",      "scores", "categories", "phase",  "player",
                                        "turn", "supply", "tiles_left", "events", "error",      "modules"};
    const cJSON *k;
    int bad = 0;
    cJSON_ArrayForEach(k, expect)
    {
        size_t i = 0;
        while (i < sizeof known / sizeof known[0] && strcmp(known[i], k->string) != 0)
            i++;
        if (i < sizeof known / sizeof known[0] || strncmp(k->string, "supply_", 7) == 0)
            continue;
        fprintf(stderr, "%s: unknown \"expect\" key \"%s\"\n", file, k->string);
        bad++;
    }
    return bad;
}

static int run_one(const carc_rules *R, const char *path, const char *name)
{
    carc_err err;
    char *text = carc_read_text_file(path, &err);
    if (!text) {
        fprintf(stderr, "%s\n", err.msg);
        return 1;
    }
    cJSON *doc = cJSON_Parse(text);
    const cJSON *expect = doc ? cJSON_GetObjectItemCaseSensitive(doc, "expect") : NULL;
    if (!cJSON_IsObject(expect)) {
        fprintf(stderr, "%s: no \"expect\" object\n", name);
        free(text);
        cJSON_Delete(doc);
        return 1;
    }
    int bad = check_expect_keys(name, expect);
    carc_replay r;
    bool loaded = carc_replay_text(R, text, name, &r);
    const cJSON *ok = cJSON_GetObjectItemCaseSensitive(expect, "ok");
    const cJSON *action = cJSON_GetObjectItemCaseSensitive(expect, "action");
    const cJSON *loads = cJSON_GetObjectItemCaseSensitive(expect, "loads");
    const cJSON *error = cJSON_GetObjectItemCaseSensitive(expect, "error"); /* part of the refusal's message */
    if (error && (!cJSON_IsString(error) || (!cJSON_IsFalse(loads) && !cJSON_IsFalse(ok)))) {
        fprintf(stderr, "%s: \"error\" is a part of the message of a refused file or action\n", name);
        bad++;
    } else if (error && !strstr(r.err.msg, error->valuestring)) {
        fprintf(stderr, "%s: expected a refusal saying \"%s\", got \"%s\"\n", name, error->valuestring, r.err.msg);
        bad++;
    }
    if (cJSON_IsFalse(loads)) {
        /* a malformed file: it must be refused with a message */
        bad += loaded;
        if (loaded)
            fprintf(stderr, "%s: expected the file to be refused\n", name);
    } else if (!loaded) {
        fprintf(stderr, "%s: does not load: %s\n", name, r.err.msg);
        bad++;
    } else if (cJSON_IsFalse(ok)) {
        if (r.failed_action != (action ? action->valueint : -2)) {
            fprintf(stderr, "%s: expected action %d to be rejected, got %d (%s)\n", name, action ? action->valueint : -1, r.failed_action,
                    r.err.msg);
            bad++;
        }
    } else if (r.failed_action >= 0) {
        fprintf(stderr, "%s: action %d rejected: %s\n", name, r.failed_action, r.err.msg);
        bad++;
    } else {
        const carc_game *g = r.game;
        int n = carc_game_player_count(g), scores[CARC_MAX_PLAYERS], supply[CARC_MAX_PLAYERS];
        for (int p = 0; p < n; p++) {
            scores[p] = carc_game_score(g, p);
            supply[p] = carc_game_meeples_in_supply(g, p);
        }
        const cJSON *want_scores = cJSON_GetObjectItemCaseSensitive(expect, "scores");
        if (!want_scores) {
            fprintf(stderr, "%s: \"expect\" must give \"scores\"\n", name);
            bad++;
        }
        bad += compare_ints(name, "scores", want_scores, scores, n);
        bad += compare_ints(name, "supply", cJSON_GetObjectItemCaseSensitive(expect, "supply"), supply, n);
        bad += compare_kind_supplies(g, name, expect);
        const cJSON *phase = cJSON_GetObjectItemCaseSensitive(expect, "phase");
        if (phase && strcmp(phase->valuestring, carc_game_phase(g)) != 0) {
            fprintf(stderr, "%s: phase: expected %s, got %s\n", name, phase->valuestring, carc_game_phase(g));
            bad++;
        }
        bad += compare_int(name, "turn", cJSON_GetObjectItemCaseSensitive(expect, "turn"), carc_game_turn(g));
        bad += compare_int(name, "player", cJSON_GetObjectItemCaseSensitive(expect, "player"), carc_game_current_player(g));
        bad += compare_categories(g, name, cJSON_GetObjectItemCaseSensitive(expect, "categories"));
        bad += compare_events(g, name, cJSON_GetObjectItemCaseSensitive(expect, "events"));
        bad += compare_int(name, "tiles_left", cJSON_GetObjectItemCaseSensitive(expect, "tiles_left"), carc_game_tiles_left(g));
        bad += compare_modules(g, name, cJSON_GetObjectItemCaseSensitive(expect, "modules"));
    }
    carc_game_free(r.game);
    cJSON_Delete(doc);
    free(text);
    return bad;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: test_scenarios DATA_DIR SCENARIO_DIR\n");
        return 2;
    }
    carc_err err;
    carc_rules *R = carc_rules_load(argv[1], &err);
    if (!R) {
        fprintf(stderr, "%s\n", err.msg);
        return 1;
    }
    DIR *d = opendir(argv[2]);
    if (!d) {
        fprintf(stderr, "%s: cannot open\n", argv[2]);
        return 1;
    }
    char *names[1024];
    int n = 0;
    struct dirent *de;
    while ((de = readdir(d)) && n < 1024) {
        size_t len = strlen(de->d_name);
        if (len > 5 && strcmp(de->d_name + len - 5, ".json") == 0)
            names[n++] = strdup(de->d_name);
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof *names, by_name);
    for (int i = 0; i < n; i++) {
        char path[2048];
        snprintf(path, sizeof path, "%s/%s", argv[2], names[i]);
        int bad = run_one(R, path, names[i]);
        CHECK(bad == 0, "scenario %s", names[i]);
        free(names[i]);
    }
    CHECK(n > 0, "no scenarios found in %s", argv[2]);
    carc_rules_free(R);
    return check_report("test_scenarios");
}
