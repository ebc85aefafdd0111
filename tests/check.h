/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A minimal test harness: CHECK records a failure with its place and goes on. */
#ifndef CHECK_H
#define CHECK_H
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../engine/carc.h"

static int check_failures, check_count;

#define CHECK(cond, ...)                                                                                                                   \
    do {                                                                                                                                   \
        check_count++;                                                                                                                     \
        if (!(cond)) {                                                                                                                     \
            check_failures++;                                                                                                              \
            fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond);                                                       \
            fprintf(stderr, __VA_ARGS__);                                                                                                  \
            fputc('\n', stderr);                                                                                                           \
        }                                                                                                                                  \
    } while (0)

/* The rules from the data folder the test is given (argv[1]), or the default one; a test without them
 * cannot run: it says why and exits. */
static inline carc_rules *check_rules(int argc, char **argv)
{
    carc_err err;
    carc_rules *R = carc_rules_load(argc > 1 ? argv[1] : NULL, &err);
    if (!R) {
        fprintf(stderr, "rules: %s\n", err.msg);
        exit(1);
    }
    return R;
}

/* A game of setup s (players, seed and seats filled in) with the expansions "a,b" and a map (or NULL);
 * NULL, recorded as a failure, when the rules refuse it. */
static inline carc_game *check_new_game(const carc_rules *R, carc_setup *s, const char *expansions, const char *map)
{
    cJSON *js = NULL;
    if (map) {
        js = cJSON_CreateObject();
        cJSON_AddStringToObject(js, "map", map);
        s->json = js;
    }
    for (const char *p = expansions; p && *p;) {
        size_t n = strcspn(p, ",");
        memcpy(s->expansions[s->nexpansions], p, n);
        s->expansions[s->nexpansions++][n] = 0;
        p += n + (p[n] == ',');
    }
    carc_err err;
    carc_game *g = carc_game_new(R, s, &err);
    CHECK(g != NULL, "setup %s %s: %s", expansions, map ? map : "", g ? "" : err.msg);
    cJSON_Delete(js);
    s->json = NULL;
    return g;
}

static inline int check_report(const char *name)
{
    printf("%s: %d passed, %d failed\n", name, check_count - check_failures, check_failures);
    return check_failures ? 1 : 0;
}
#endif
