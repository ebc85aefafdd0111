/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: a game on any expansions and map (rules/maps/index.json), driven by the input
 * bytes through a mix of legal actions, legal actions with one field garbled, and made-up actions.
 * Invariants: a legal action is accepted; a refused action has a message and changes nothing; an
 * accepted action survives its JSON form; the game ends; the game saves and replays identically.
 * When the bytes run out the game stops there, or (bit 7 of the first byte) the bytes after the
 * setup are used again until the game ends (legal moves only after MAX_REUSE steps): short inputs
 * stay fast, and garbled actions still reach the end of every kind of game. */
#include <cjson/cJSON.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

#define MAX_STEPS 4000
#define MAX_REUSE 20000

/* Everything a refused action must leave as it was (cheap to take at every step). */
typedef struct fingerprint {
    int nlog, turn, actor, tiles_left, board, current_tile, scores[CARC_MAX_PLAYERS], supply[CARC_MAX_PLAYERS];
    char phase[32];
} fingerprint;

static void fingerprint_of(const carc_game *g, fingerprint *f)
{
    memset(f, 0, sizeof *f);
    f->nlog = carc_game_action_count(g);
    f->turn = carc_game_turn(g);
    f->actor = carc_game_current_player(g);
    f->tiles_left = carc_game_tiles_left(g);
    f->board = carc_game_board_count(g);
    f->current_tile = carc_game_current_tile(g);
    for (int p = 0; p < carc_game_player_count(g); p++) {
        f->scores[p] = carc_game_score(g, p);
        f->supply[p] = carc_game_meeples_in_supply(g, p);
    }
    snprintf(f->phase, sizeof f->phase, "%s", carc_game_phase(g));
}

static const char *const names[] = {"tile", "meeple", "pass", "bet", "settle", "tollhouse", "draw", "island", "sell", "tiles", ""};
static const char *const labels[] = {"2|3", "6|7+", "4|5", "purple", "lightblue", "orange", "town", "abroad", "red", "", "x\ny"};

static void garble_label(fuzz_bytes *b, char *s, size_t size)
{
    unsigned k = fuzz_take(b);
    if (k < 200)
        snprintf(s, size, "%s", labels[k % (sizeof labels / sizeof labels[0])]);
    else
        for (size_t i = 0; i < size; i++)
            s[i] = (char)fuzz_take(b); /* maybe unterminated */
}

static int wild(fuzz_bytes *b)
{
    static const int edge[] = {INT_MIN, INT_MAX, -1, 0, 1, 2, 3, 4, 12, 13, 99, 100, -128, 127, 128};
    unsigned k = fuzz_take(b);
    return k < 128 ? fuzz_take_int(b, -4, 8) : edge[k % (sizeof edge / sizeof edge[0])];
}

/* A copy of a legal action with the fields it does not carry cleared (they are unspecified), so that
 * a garbled copy depends on the input bytes only. */
static void copy_legal(carc_action *a, const carc_action *src)
{
    memset(a, 0, sizeof *a);
    a->kind = src->kind;
    memcpy(a->act, src->act, sizeof a->act);
    a->has = src->has;
    a->at = src->has & CARC_AF_AT ? src->at : -1;
    if (src->has & CARC_AF_XY)
        a->x = src->x, a->y = src->y;
    if (src->has & CARC_AF_ROT)
        a->rot = src->rot;
    if (src->has & CARC_AF_FIGURE)
        memcpy(a->figure, src->figure, sizeof a->figure);
    a->nfields = src->nfields;
    memcpy(a->field, src->field, sizeof a->field); /* each set whole (carc_action_set_*) */
}

static const char *const keys[] = {"chip", "color", "to", "stack", "chips", "figure", "x", "", "colour"};

/* One module field made up or changed: its name, type, label, count or numbers. */
static void garble_field(fuzz_bytes *b, carc_act_value *f)
{
    switch (fuzz_take(b) % 5) {
    case 0:
        snprintf(f->key, sizeof f->key, "%s", keys[fuzz_take(b) % (sizeof keys / sizeof keys[0])]);
        break;
    case 1:
        f->type = (unsigned char)(fuzz_take(b) % 5);
        break;
    case 2:
        garble_label(b, f->label, sizeof f->label);
        break;
    case 3:
        f->n = (unsigned char)fuzz_take(b);
        break;
    default:
        for (int i = 0; i < CARC_FIELD_VALUES; i++)
            f->v[i] = wild(b);
        break;
    }
}

/* One field of the action changed, or its name, kind or field set. */
static void garble(fuzz_bytes *b, carc_action *a)
{
    switch (fuzz_take(b) % 10) {
    case 0:
        a->x += fuzz_take_int(b, -3, 3);
        break;
    case 1:
        a->y = wild(b);
        break;
    case 2:
        a->rot = wild(b);
        break;
    case 3:
        a->at = wild(b);
        break;
    case 4:
        a->has ^= 1u << (fuzz_take(b) % 6);
        break;
    case 5: {
        unsigned has = a->has;
        int n = a->nfields;
        carc_action_named(a, names[fuzz_take(b) % (sizeof names / sizeof names[0])]);
        a->has = has;
        a->nfields = n;
        break;
    }
    case 6:
        a->kind = (int)(fuzz_take(b) % 5) - (fuzz_take(b) == 0);
        break;
    case 7:
        garble_label(b, a->figure, sizeof a->figure);
        break;
    case 8:
        a->nfields = (int)(fuzz_take(b) % 5) - (fuzz_take(b) == 0);
        break;
    default:
        garble_field(b, &a->field[fuzz_take(b) % CARC_ACT_FIELDS]);
        break;
    }
}

/* A made-up action: a name, any fields, any values. */
static void invent(fuzz_bytes *b, carc_action *a)
{
    carc_action_named(a, names[fuzz_take(b) % (sizeof names / sizeof names[0])]);
    a->has = fuzz_take(b) & 0x1f;
    a->x = wild(b);
    a->y = wild(b);
    a->rot = wild(b);
    a->at = wild(b);
    garble_label(b, a->figure, sizeof a->figure);
    a->nfields = (int)(fuzz_take(b) % (CARC_ACT_FIELDS + 1));
    for (int i = 0; i < CARC_ACT_FIELDS; i++) {
        carc_act_value *f = &a->field[i];
        snprintf(f->key, sizeof f->key, "%s", keys[fuzz_take(b) % (sizeof keys / sizeof keys[0])]);
        f->type = (unsigned char)(fuzz_take(b) % 4);
        if (f->type == CARC_FT_LABEL)
            garble_label(b, f->label, sizeof f->label);
        else {
            f->n = (unsigned char)(fuzz_take(b) % 6);
            for (int k = 0; k < CARC_FIELD_VALUES; k++)
                f->v[k] = wild(b);
        }
    }
}

/* An accepted action saved as JSON reads back as the same JSON. */
static void check_json_form(const carc_action *a)
{
    cJSON *j = carc_action_to_json(a);
    carc_action back;
    carc_err err;
    if (!carc_action_from_json(&back, j, &err)) {
        char *t = cJSON_PrintUnformatted(j);
        fprintf(stderr, "%s\n", err.msg);
        fuzz_fail("an accepted action does not read back from its JSON", t);
    }
    cJSON *again = carc_action_to_json(&back);
    if (!cJSON_Compare(j, again, true))
        fuzz_fail("an accepted action changes through its JSON", cJSON_PrintUnformatted(j));
    cJSON_Delete(again);
    cJSON_Delete(j);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_bytes b = {data, size};
    bool to_the_end = size > 0 && data[0] & 0x80;
    cJSON *setup_json;
    carc_game *g = fuzz_new_game(&b, &setup_json);
    if (!g) {
        cJSON_Delete(setup_json);
        return 0;
    }
    carc_action_list legal = {0};
    uint64_t rng[4];
    carc_rng_seed(rng, size);
    const fuzz_bytes steps_from = b;
    for (int accepted = 0, step = 0; !carc_game_over(g); step++) {
        if (accepted > MAX_STEPS)
            fuzz_fail("the game does not end", NULL);
        if (!b.n && !to_the_end)
            break;
        if (!b.n && step < MAX_REUSE)
            b = steps_from;
        int n = carc_game_legal_actions(g, &legal);
        if (n == 0)
            fuzz_fail("no legal action but the game is not over", carc_game_phase(g));
        carc_action a;
        unsigned mode = b.n ? fuzz_take(&b) % 4 : 0;
        copy_legal(&a, &legal.v[b.n ? fuzz_take_int(&b, 0, n - 1) : (int)(carc_rng_next(rng) % (uint64_t)n)]);
        if (mode == 2)
            garble(&b, &a);
        if (mode == 3)
            invent(&b, &a);
        fingerprint before, after;
        fingerprint_of(g, &before);
        carc_err err = {0};
        int rc = carc_game_apply(g, &a, &err);
        if (rc == CARC_OK) {
            accepted++;
            check_json_form(&a);
            continue;
        }
        if (mode < 2)
            fuzz_fail("a legal action is refused", err.msg);
        if (!err.msg[0] || err.code != rc)
            fuzz_fail("a refused action has no message or a wrong code", a.act);
        fingerprint_of(g, &after);
        if (memcmp(&before, &after, sizeof before) != 0)
            fuzz_fail("a refused action changed the game", err.msg);
    }
    fuzz_check_identity(g);
    carc_action_list_free(&legal);
    carc_game_free(g);
    cJSON_Delete(setup_json);
    return 0;
}
