#define _POSIX_C_SOURCE 200809L
/* A game as a value, through the public API only: clones and copies are independent of their original
 * and continue exactly as it would; recording off plays and scores the same as recording on;
 * determinization keeps everything a player sees and reshuffles what they cannot see. Every expansion,
 * the plain board and both maps. */
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

#include "carc.h"
#include "check.h"

static const carc_rules *R;

typedef struct config {
    const char *expansions, *map;
} config;

static const config configs[] = {
    {"", NULL},        {"bets", NULL},    {"tollkeepers", NULL}, {"bets,tollkeepers", NULL},
    {"", "benelux"},   {"", "france"},    {"mapchips,bets,tollkeepers", "benelux"},
    {"mapchips,bets,tollkeepers", "france"}, {"mapchips", "benelux"}, {"mapchips", "france"},
};
#define NCONFIGS (int)(sizeof configs / sizeof configs[0])

static carc_game *new_game(const config *c, int players, uint64_t seed)
{
    carc_setup s;
    carc_setup_init(&s, players, seed);
    cJSON *json = cJSON_CreateObject();
    if (c->map) cJSON_AddStringToObject(json, "map", c->map);
    s.json = json;
    for (const char *p = c->expansions; *p;) {
        size_t n = strcspn(p, ",");
        memcpy(s.expansions[s.nexpansions], p, n);
        s.expansions[s.nexpansions++][n] = 0;
        p += n + (p[n] == ',');
    }
    carc_err err;
    carc_game *g = carc_game_new(R, &s, &err);
    cJSON_Delete(json); /* the game keeps its own copy of the setup */
    CHECK(g != NULL, "new game (%s, %s): %s", c->expansions, c->map ? c->map : "no map", err.msg);
    return g;
}

static char *take_text(cJSON *j)
{
    char *t = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    return t;
}

/* Everything observable about a game, as one string: board, meeples, scores by category, turn,
 * phase, stack, current tile, module state, the saved game and the legal actions. */
static char *snapshot(const carc_game *g)
{
    cJSON *j = cJSON_CreateObject(), *board = cJSON_AddArrayToObject(j, "board");
    for (int i = 0; i < carc_game_board_count(g); i++) {
        carc_placed_tile t = carc_game_board_tile(g, i);
        cJSON *a = cJSON_CreateIntArray((const int[]){t.x, t.y, t.type, t.rot}, 4);
        cJSON_AddItemToArray(board, a);
    }
    carc_meeple_info m[64];
    int nm = carc_game_meeples_on_board(g, m, 64);
    cJSON *meeples = cJSON_AddArrayToObject(j, "meeples");
    for (int i = 0; i < nm && i < 64; i++)
        cJSON_AddItemToArray(meeples, cJSON_CreateIntArray((const int[]){m[i].player, m[i].x, m[i].y, m[i].at}, 4));
    cJSON *scores = cJSON_AddArrayToObject(j, "scores");
    for (int p = 0; p < carc_game_player_count(g); p++) {
        cJSON_AddItemToArray(scores, cJSON_CreateNumber(carc_game_score(g, p)));
        cJSON_AddItemToArray(scores, cJSON_CreateNumber(carc_game_meeples_in_supply(g, p)));
        for (int c = 0; c < carc_game_category_count(g); c++)
            cJSON_AddItemToArray(scores, cJSON_CreateNumber(carc_game_category_score(g, p, c)));
    }
    cJSON_AddNumberToObject(j, "turn", carc_game_turn(g));
    cJSON_AddStringToObject(j, "phase", carc_game_phase(g));
    cJSON_AddNumberToObject(j, "actor", carc_game_current_player(g));
    cJSON_AddNumberToObject(j, "tiles_left", carc_game_tiles_left(g));
    cJSON_AddNumberToObject(j, "tile", carc_game_current_tile(g));
    cJSON_AddItemToObject(j, "modules", carc_game_modules_json(g));
    cJSON_AddItemToObject(j, "save", carc_game_save_json(g));
    carc_action_list l = {0};
    int n = carc_game_legal_actions(g, &l);
    cJSON *legal = cJSON_AddArrayToObject(j, "legal");
    for (int i = 0; i < n; i++) cJSON_AddItemToArray(legal, carc_action_to_json(&l.v[i]));
    carc_action_list_free(&l);
    return take_text(j);
}

static bool step(carc_game *g, carc_action_list *scratch, uint64_t rng[4])
{
    carc_err err;
    if (carc_game_over(g)) return false;
    bool ok = carc_ai_random_step(g, scratch, rng, &err);
    CHECK(ok, "random step: %s", err.msg);
    return ok;
}

static void play(carc_game *g, carc_action_list *scratch, uint64_t rng[4], int max_actions)
{
    for (int i = 0; i < max_actions && step(g, scratch, rng); i++) {}
}

static bool same_text(char *a, char *b)
{
    bool same = strcmp(a, b) == 0;
    free(a);
    free(b);
    return same;
}

/* Play on a clone (and on a warm copy made over a game of another kind): the original does not move,
 * and the copies continue exactly as the original does with the same moves. */
static void test_copy_independent(void)
{
    carc_action_list scratch = {0};
    carc_game *warm = new_game(&configs[NCONFIGS - 1], 3, 5); /* other modules, other sizes */
    for (int ci = 0; ci < NCONFIGS; ci++)
        for (int seed = 1; seed <= 4; seed++) {
            const config *c = &configs[ci];
            carc_game *g = new_game(c, 2 + seed % 3, (uint64_t)seed * 31u + (uint64_t)ci);
            if (!g) continue;
            uint64_t rng[4];
            carc_rng_seed(rng, (uint64_t)seed);
            play(g, &scratch, rng, 20 + 30 * seed);
            char *before = snapshot(g);
            carc_game *c1 = carc_game_clone(g);
            CHECK(c1 != NULL, "clone");
            carc_game_copy(warm, g);
            char *s1 = snapshot(c1), *s2 = snapshot(warm);
            CHECK(strcmp(before, s1) == 0, "%s %s seed %d: the clone differs from its original", c->expansions, c->map ? c->map : "", seed);
            CHECK(strcmp(before, s2) == 0, "%s %s seed %d: the copy differs from its original", c->expansions, c->map ? c->map : "", seed);
            free(s1);
            free(s2);
            uint64_t r1[4], r2[4], r3[4];
            memcpy(r1, rng, sizeof r1);
            memcpy(r2, rng, sizeof r2);
            memcpy(r3, rng, sizeof r3);
            play(c1, &scratch, r1, 10000);
            CHECK(carc_game_over(c1), "the clone plays to the end");
            CHECK(same_text(before, snapshot(g)), "%s %s seed %d: playing on a clone changed the original", c->expansions, c->map ? c->map : "", seed);
            before = snapshot(g);
            play(warm, &scratch, r2, 10000);
            CHECK(same_text(before, snapshot(g)), "%s %s seed %d: playing on a copy changed the original", c->expansions, c->map ? c->map : "", seed);
            play(g, &scratch, r3, 10000); /* the original, the same moves: where the copies went */
            char *end = snapshot(g);
            CHECK(same_text(snapshot(c1), strdup(end)), "%s %s seed %d: the clone ended elsewhere than the original", c->expansions, c->map ? c->map : "", seed);
            CHECK(same_text(snapshot(warm), end), "%s %s seed %d: the copy ended elsewhere than the original", c->expansions, c->map ? c->map : "", seed);
            carc_game_free(c1);
            carc_game_free(g);
        }
    /* the warm copy outlives every original: it holds its own reference to the shared setup */
    char *s = snapshot(warm);
    CHECK(s && strstr(s, "\"save\""), "copy outlives its original");
    free(s);
    carc_game_free(warm);
    carc_action_list_free(&scratch);
}

/* Recording off: no events and no log, the same legal actions at every step and the same result. */
static void test_recording_identity(void)
{
    carc_action_list scratch = {0}, other = {0};
    for (int ci = 0; ci < NCONFIGS; ci++)
        for (int seed = 1; seed <= 6; seed++) {
            const config *c = &configs[ci];
            carc_game *on = new_game(c, 2 + seed % 4, (uint64_t)seed * 101u + (uint64_t)ci);
            carc_game *off = new_game(c, 2 + seed % 4, (uint64_t)seed * 101u + (uint64_t)ci);
            if (!on || !off) break;
            carc_game_set_recording(off, false);
            uint64_t r1[4], r2[4];
            carc_rng_seed(r1, (uint64_t)seed);
            carc_rng_seed(r2, (uint64_t)seed);
            bool same = true;
            while (same && !carc_game_over(on)) {
                int n1 = carc_game_legal_actions(on, &scratch), n2 = carc_game_legal_actions(off, &other);
                same = n1 == n2 && carc_game_current_player(on) == carc_game_current_player(off);
                for (int i = 0; same && i < n1; i++) {
                    cJSON *a = carc_action_to_json(&scratch.v[i]), *b = carc_action_to_json(&other.v[i]);
                    same = cJSON_Compare(a, b, true);
                    cJSON_Delete(a);
                    cJSON_Delete(b);
                }
                step(on, &scratch, r1);
                step(off, &other, r2);
            }
            CHECK(same, "%s %s seed %d: recording off changed the legal actions", c->expansions, c->map ? c->map : "", seed);
            CHECK(carc_game_over(off), "recording off: the game ends too");
            for (int p = 0; p < carc_game_player_count(on); p++) {
                CHECK(carc_game_score(on, p) == carc_game_score(off, p), "%s %s seed %d: player %d scores %d with recording, %d without",
                      c->expansions, c->map ? c->map : "", seed, p, carc_game_score(on, p), carc_game_score(off, p));
                for (int k = 0; k < carc_game_category_count(on); k++)
                    CHECK(carc_game_category_score(on, p, k) == carc_game_category_score(off, p, k), "category %d", k);
            }
            CHECK(same_text(take_text(carc_game_modules_json(on)), take_text(carc_game_modules_json(off))),
                  "%s %s seed %d: modules differ with recording off", c->expansions, c->map ? c->map : "", seed);
            int nev;
            carc_game_events(off, &nev);
            CHECK(nev == 0 && carc_game_action_count(off) == 0, "recording off keeps no events (%d) and no log (%d)", nev,
                  carc_game_action_count(off));
            carc_game_events(on, &nev);
            CHECK(nev > 0 && carc_game_action_count(on) > 0, "recording on keeps events and the log");
            carc_game_free(on);
            carc_game_free(off);
        }
    carc_action_list_free(&scratch);
    carc_action_list_free(&other);
}

/* A copy of a game that does not record continues without recording, and one that does records. */
static void test_recording_copied(void)
{
    carc_action_list scratch = {0};
    uint64_t rng[4];
    carc_rng_seed(rng, 3);
    carc_game *g = new_game(&configs[3], 2, 9);
    play(g, &scratch, rng, 30);
    int nlog = carc_game_action_count(g);
    carc_game *c = carc_game_clone(g);
    carc_game_set_recording(c, false);
    play(c, &scratch, rng, 10);
    CHECK(carc_game_action_count(g) == nlog, "turning recording off on a clone leaves the original's log");
    carc_game *d = carc_game_clone(c);
    play(d, &scratch, rng, 10);
    int nev;
    carc_game_events(d, &nev);
    CHECK(nev == 0 && carc_game_action_count(d) == 0, "a copy of a game without recording does not record");
    carc_game_copy(d, g);
    CHECK(carc_game_action_count(d) == nlog, "a copy of a recording game has its log");
    carc_game_free(d);
    carc_game_free(c);
    carc_game_free(g);
    carc_action_list_free(&scratch);
}

int main(int argc, char **argv)
{
    carc_err err;
    R = carc_rules_load(argc > 1 ? argv[1] : NULL, &err);
    if (!R) {
        fprintf(stderr, "%s\n", err.msg);
        return 1;
    }
    test_copy_independent();
    test_recording_identity();
    test_recording_copied();
    carc_rules_free((carc_rules *)R);
    return check_report("test_copy");
}
