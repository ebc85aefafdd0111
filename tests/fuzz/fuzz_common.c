/* Helpers of the fuzz targets (see fuzz_common.h). */
#include "fuzz_common.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>

static carc_rules *rules;

static void free_rules(void) { carc_rules_free(rules); }

const char *fuzz_data_dir(void)
{
    const char *dir = getenv("OPENCARC_DATA");
    return dir && *dir ? dir : FUZZ_DATA_DIR;
}

const carc_rules *fuzz_rules(void)
{
    if (rules) return rules;
    carc_err err;
    rules = carc_rules_load(fuzz_data_dir(), &err);
    if (!rules) fuzz_fail("the rules do not load", err.msg);
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
