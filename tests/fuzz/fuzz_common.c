/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Helpers of the fuzz targets (see fuzz_common.h). */
#include "fuzz_common.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>

#define MAX_MAPS 8

static carc_rules *rules;

static void free_rules(void)
{
    carc_rules_free(rules);
}

const char *fuzz_data_dir(void)
{
    const char *dir = getenv("OPENCARC_DATA");
    return dir && *dir ? dir : FUZZ_DATA_DIR;
}

const carc_rules *fuzz_rules(void)
{
    if (rules)
        return rules;
    carc_err err;
    rules = carc_rules_load(fuzz_data_dir(), &err);
    if (!rules)
        fuzz_fail("the rules do not load", err.msg);
    atexit(free_rules);
    return rules;
}

void fuzz_fail(const char *what, const char *detail)
{
    fprintf(stderr, "FUZZ INVARIANT BROKEN: %s\n%.4000s\n", what, detail ? detail : "");
    abort();
}

/* The replay output of a game as if it had replayed without error. */
static cJSON *result_of(const carc_game *g)
{
    carc_replay r = {.game = (carc_game *)g, .failed_action = -1};
    return carc_replay_result_json(&r);
}

void fuzz_check_identity(const carc_game *g)
{
    cJSON *save = carc_game_save_json(g);
    char *text = cJSON_PrintUnformatted(save);
    carc_replay r;
    bool loaded = carc_replay_text(fuzz_rules(), text, "saved game", &r);
    if (!loaded || r.failed_action >= 0) {
        fprintf(stderr, "%s\n", r.err.msg);
        fuzz_fail("a saved game does not replay", text);
    }
    cJSON *again = carc_game_save_json(r.game);
    if (!cJSON_Compare(save, again, true)) {
        char *t2 = cJSON_PrintUnformatted(again);
        fprintf(stderr, "first save:\n%.4000s\n", text);
        fuzz_fail("a replayed game saves differently", t2);
    }
    cJSON *want = result_of(g), *got = result_of(r.game);
    if (!cJSON_Compare(want, got, true)) {
        char *w = cJSON_PrintUnformatted(want), *t2 = cJSON_PrintUnformatted(got);
        fprintf(stderr, "saved game:\n%.4000s\noriginal result:\n%.4000s\n", text, w);
        fuzz_fail("a replayed game ends differently", t2);
    }
    cJSON_Delete(want);
    cJSON_Delete(got);
    cJSON_Delete(again);
    carc_game_free(r.game);
    free(text);
    cJSON_Delete(save);
}

unsigned fuzz_take(fuzz_bytes *b)
{
    if (!b->n)
        return 0;
    b->n--;
    return *b->p++;
}

int fuzz_take_int(fuzz_bytes *b, int lo, int hi)
{
    return lo + (int)((fuzz_take(b) | fuzz_take(b) << 8) % (unsigned)(hi - lo + 1));
}

static char maps[MAX_MAPS][CARC_NAME_LEN];
static int nmaps = -1;

static void load_maps(void)
{
    char path[600];
    snprintf(path, sizeof path, "%.500s/rules/maps/index.json", fuzz_data_dir());
    carc_err err;
    cJSON *index = carc_load_json(path, &err), *m;
    if (!index)
        fuzz_fail("rules/maps/index.json does not load", err.msg);
    nmaps = 0;
    cJSON_ArrayForEach(m, cJSON_GetObjectItemCaseSensitive(index, "maps")) if (cJSON_IsString(m) && nmaps < MAX_MAPS)
        snprintf(maps[nmaps++], CARC_NAME_LEN, "%s", m->valuestring);
    cJSON_Delete(index);
}

carc_game *fuzz_new_game(fuzz_bytes *b, cJSON **setup_json)
{
    const carc_rules *R = fuzz_rules();
    if (nmaps < 0)
        load_maps();
    unsigned mods = fuzz_take(b) & 0x7f, map = fuzz_take(b) % (unsigned)(nmaps + 1);
    carc_setup s;
    carc_setup_init(&s, 2 + (int)(fuzz_take(b) % 5), 0);
    for (int i = 0; i < 8; i++)
        s.seed = s.seed << 8 | fuzz_take(b);
    for (int m = 0; m < carc_rules_module_count(R); m++)
        if (carc_rules_module_optional(R, m) && (mods >> m & 1) && s.nexpansions < CARC_MAX_MODULES)
            snprintf(s.expansions[s.nexpansions++], CARC_NAME_LEN, "%s", carc_rules_module_name(R, m));
    *setup_json = NULL;
    if (map > 0) {
        *setup_json = cJSON_CreateObject();
        cJSON_AddStringToObject(*setup_json, "map", maps[map - 1]);
        s.json = *setup_json;
    }
    carc_err err;
    carc_game *g = carc_game_new(R, &s, &err);
    if (!g && !err.msg[0])
        fuzz_fail("a refused setup has no message", NULL);
    return g; /* NULL: a module that needs a map without one, say */
}
