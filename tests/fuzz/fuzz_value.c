/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: a game as a value (carc_game_clone / copy / determinize, and the GUI's undo, which
 * rebuilds a game from its setup and the first actions of its log). The input sets a game up as
 * fuzz_actions does; then each byte picks a step: a legal action (chosen by the next bytes), undo k
 * and redo k, play on copies, or determinize a copy for one player. Invariants:
 * - undo k + redo k: the game rebuilt without its last k actions, those k applied again, saves and
 *   replays (scores, phase, supplies, modules' state, every event) exactly as the game did;
 * - copies are independent: a clone and a warm copy (over a game of another kind) save as the
 *   original does, and playing on them leaves the original as it was;
 * - determinizing for a viewer keeps the public state and what the viewer knows: their bot view, the
 *   board, meeples, scores, phase and tile, their legal actions, and what final scoring now would give
 *   them; the determinized game plays on legally to its end. */
#define _POSIX_C_SOURCE 200809L /* strdup */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../final_now.h"
#include "fuzz_common.h"

#define MAX_STEPS 600
#define MAX_UNDO 40

static char *text_of(cJSON *j)
{
    char *t = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    return t;
}

static void expect_same(char *want, char *got, const char *what)
{
    if (strcmp(want, got) != 0) {
        fprintf(stderr, "before:\n%.4000s\n", want);
        fuzz_fail(what, got);
    }
    free(want);
    free(got);
}

/* The saved game and the replay result (scores, phase, supplies, modules' state, every event). */
static char *state_of(const carc_game *g)
{
    carc_replay r = {.game = (carc_game *)g, .failed_action = -1};
    cJSON *j = cJSON_CreateObject();
    cJSON_AddItemToObject(j, "save", carc_game_save_json(g));
    cJSON_AddItemToObject(j, "result", carc_replay_result_json(&r));
    return text_of(j);
}

/* What player `viewer` sees: their bot view, the board and meeples, scores by category, turn, phase,
 * the tile to place, and their legal actions when they act. */
static char *seen_by(const carc_game *g, int viewer)
{
    cJSON *j = cJSON_CreateObject(), *board = cJSON_AddArrayToObject(j, "board");
    cJSON_AddItemToObject(j, "view", carc_game_view_json(g, viewer));
    for (int i = 0; i < carc_game_board_count(g); i++) {
        carc_placed_tile t = carc_game_board_tile(g, i);
        cJSON_AddItemToArray(board, cJSON_CreateIntArray((const int[]){t.x, t.y, t.type, t.rot}, 4));
    }
    carc_meeple_info m[64];
    int nm = carc_game_meeples_on_board(g, m, 64);
    cJSON *meeples = cJSON_AddArrayToObject(j, "meeples");
    for (int i = 0; i < nm && i < 64; i++)
        cJSON_AddItemToArray(meeples, cJSON_CreateIntArray((const int[]){m[i].player, m[i].x, m[i].y, m[i].at}, 4));
    cJSON *scores = cJSON_AddArrayToObject(j, "scores");
    for (int p = 0; p < carc_game_player_count(g); p++)
        for (int c = 0; c < carc_game_category_count(g); c++)
            cJSON_AddItemToArray(scores, cJSON_CreateNumber(carc_game_category_score(g, p, c)));
    cJSON_AddNumberToObject(j, "turn", carc_game_turn(g));
    cJSON_AddStringToObject(j, "phase", carc_game_phase(g));
    cJSON_AddNumberToObject(j, "actor", carc_game_current_player(g));
    cJSON_AddNumberToObject(j, "tiles_left", carc_game_tiles_left(g));
    cJSON_AddNumberToObject(j, "tile", carc_game_current_tile(g));
    carc_action_list l = {0};
    int n = viewer == carc_game_current_player(g) ? carc_game_legal_actions(g, &l) : 0;
    cJSON *legal = cJSON_AddArrayToObject(j, "legal");
    for (int i = 0; i < n; i++)
        cJSON_AddItemToArray(legal, carc_action_to_json(&l.v[i]));
    carc_action_list_free(&l);
    return text_of(j);
}

/* The events final scoring now would give `viewer`: decided by the public state and what they know
 * (their own chips on offices, say). */
static char *final_for(const carc_game *g, int viewer)
{
    const carc_event *ev;
    int from, n;
    carc_game *c = final_now(g, &ev, &from, &n);
    cJSON *j = cJSON_CreateArray();
    for (int i = from; i < n; i++)
        if (ev[i].player == viewer)
            cJSON_AddItemToArray(j, carc_event_to_json(c, &ev[i]));
    carc_game_free(c);
    return text_of(j);
}

static void play_random(carc_game *g, carc_action_list *scratch, uint64_t rng[4], int max)
{
    carc_err err;
    for (int i = 0; i < max && !carc_game_over(g); i++)
        if (!carc_ai_random_step(g, scratch, rng, &err))
            fuzz_fail("a random legal action is refused", err.msg);
}

/* Undo k as the GUI does (a fresh game from the setup and the first actions), then redo them. */
static void check_undo_redo(const carc_game *g, int k)
{
    cJSON *save = carc_game_save_json(g), *actions = cJSON_GetObjectItemCaseSensitive(save, "actions");
    int n = cJSON_GetArraySize(actions);
    for (int i = 0; i < k; i++)
        cJSON_DeleteItemFromArray(actions, n - 1 - i);
    char *text = text_of(save);
    carc_replay r;
    if (!carc_replay_text(fuzz_rules(), text, "undo", &r) || r.failed_action >= 0) {
        fprintf(stderr, "%s\n", r.err.msg);
        fuzz_fail("the game without its last actions does not replay", text);
    }
    free(text);
    for (int i = n - k; i < n; i++) {
        carc_err err;
        if (carc_game_apply(r.game, carc_game_action_at(g, i), &err) != CARC_OK)
            fuzz_fail("an undone action is refused on redo", err.msg);
    }
    expect_same(state_of(g), state_of(r.game), "undo k + redo k does not give the same game");
    carc_game_free(r.game);
}

/* A clone and a warm copy over `warm` save as g does; playing on them leaves g as it was. */
static void check_copies(const carc_game *g, carc_game *warm, uint64_t rng[4], carc_action_list *scratch)
{
    char *before = state_of(g);
    carc_game *c = carc_game_clone(g);
    if (!c)
        fuzz_fail("a clone failed", NULL);
    carc_game_copy(warm, g);
    expect_same(strdup(before), state_of(c), "a clone differs from its original");
    expect_same(strdup(before), state_of(warm), "a warm copy differs from its original");
    play_random(c, scratch, rng, 12);
    play_random(warm, scratch, rng, 5);
    carc_game_set_recording(warm, false);
    play_random(warm, scratch, rng, 5);
    expect_same(before, state_of(g), "playing on copies changed the original");
    carc_game_free(c);
}

/* A determinized copy looks the same to its viewer, and plays on to the end. */
static void check_determinize(const carc_game *g, int viewer, uint64_t rng[4], carc_action_list *scratch)
{
    char *state = state_of(g);
    carc_game *d = carc_game_clone(g);
    carc_game_determinize(d, viewer, rng);
    expect_same(seen_by(g, viewer), seen_by(d, viewer), "determinizing changed what the viewer sees");
    expect_same(final_for(g, viewer), final_for(d, viewer), "determinizing changed what the viewer knows of final scoring");
    expect_same(state, state_of(g), "determinizing a copy changed the original");
    carc_game_set_recording(d, false);
    play_random(d, scratch, rng, 100000);
    if (!carc_game_over(d))
        fuzz_fail("a determinized game does not end", NULL);
    carc_game_free(d);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_bytes b = {data, size};
    cJSON *setup_json;
    carc_game *g = fuzz_new_game(&b, &setup_json);
    if (!g) {
        cJSON_Delete(setup_json);
        return 0;
    }
    static const uint8_t other[] = {0x7f, 1, 3, 9}; /* every expansion, the first map, 5 players */
    fuzz_bytes ob = {other, sizeof other};
    cJSON *other_json;
    carc_game *warm = fuzz_new_game(&ob, &other_json);
    if (!warm)
        fuzz_fail("the warm copy's game cannot be set up", NULL);
    uint64_t rng[4];
    carc_rng_seed(rng, size);
    carc_action_list legal = {0};
    for (int step = 0; b.n && step < MAX_STEPS; step++) {
        unsigned op = fuzz_take(&b) % 64;
        if (op < 60) { /* mostly play: a check replays the whole game, and games must get far */
            int n = carc_game_legal_actions(g, &legal);
            if (n == 0)
                break; /* game over */
            carc_err err;
            if (carc_game_apply(g, &legal.v[fuzz_take_int(&b, 0, n - 1)], &err) != CARC_OK)
                fuzz_fail("a legal action is refused", err.msg);
        } else if (op == 60) {
            int n = carc_game_action_count(g), k = fuzz_take_int(&b, 1, MAX_UNDO);
            check_undo_redo(g, k < n ? k : n);
        } else if (op == 61) {
            check_copies(g, warm, rng, &legal);
        } else {
            check_determinize(g, (int)(fuzz_take(&b) % (unsigned)carc_game_player_count(g)), rng, &legal);
        }
    }
    check_determinize(g, 0, rng, &legal);
    carc_action_list_free(&legal);
    carc_game_free(warm);
    carc_game_free(g);
    cJSON_Delete(other_json);
    cJSON_Delete(setup_json);
    return 0;
}
