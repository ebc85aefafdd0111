/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: the host's table of a network game (engine/net/net_table.c) on any expansions and
 * map (now and then with a hosting window playing more seats, hotseat), fed by four connections with the
 * input's bytes: raw messages, joins, rejoins with a known or a made-up secret, legal and garbled
 * actions, undos (also asked of everyone, agreed, refused), drops. Invariants: every answer is a JSON
 * object with a type; a refused message changes nothing; an answer never carries the seed; the game,
 * once over, saves and replays identically; one message is answered with at most one message per
 * connection. The raw bytes are also read as a local network's announcement (net_lan_parse): what it
 * keeps is sound (a fingerprint kept is one in its written form). */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"
#include "net_guard.h"
#include "net_lan.h"
#include "net_table.h"

#define CONNS 4
#define MAX_STEPS 3000

static char secrets[CONNS][NET_SECRET_LEN + 1];

/* Check every answer; remember the secrets handed out. */
static void check_out(net_outbox *out, int before, const carc_game *g)
{
    if (out->n > NET_MAX_CONNS + 1)
        fuzz_fail("net", "more answers than connections");
    for (int i = 0; i < out->n; i++) {
        cJSON *j = cJSON_Parse(out->v[i].text);
        const char *type = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "type"));
        if (!type)
            fuzz_fail("an answer without a type", out->v[i].text);
        if (strstr(out->v[i].text, "\"seed\""))
            fuzz_fail("an answer with the seed", type);
        if (strcmp(type, "refused") == 0 && carc_game_action_count(g) != before)
            fuzz_fail("a refusal changed the game", out->v[i].text);
        const char *secret = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "secret"));
        if (secret && out->v[i].conn >= 0 && out->v[i].conn < CONNS)
            snprintf(secrets[out->v[i].conn], sizeof secrets[0], "%s", secret);
        cJSON_Delete(j);
    }
    net_outbox_clear(out);
}

static void send_json(net_table *t, int conn, cJSON *j, net_outbox *out)
{
    char *text = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    if (text)
        net_table_receive(t, conn, text, strlen(text), out);
    free(text);
}

/* The limits per address, driven by the bytes: never more open at once than allowed, whatever the order of
 * openings, joins and closes (the fuzzer keeps its own count). */
static void guard_step(fuzz_bytes *b)
{
    static net_guard *g;
    static int open[4], unjoined[4];
    static double clock;
    if (!g || fuzz_take(b) == 0) {
        net_guard_free(g);
        g = net_guard_new(&net_guard_defaults);
        memset(open, 0, sizeof open), memset(unjoined, 0, sizeof unjoined);
    }
    static const char *const addr[4] = {"10.0.0.1", "10.0.0.2", "::1", ""};
    int a = fuzz_take(b) % 4, op = fuzz_take(b) % 5;
    clock += fuzz_take(b) / 16.0;
    if (op == 0)
        net_guard_attempt(g, addr[a], clock);
    else if (op == 1 && net_guard_open(g, addr[a]))
        open[a]++, unjoined[a]++;
    else if (op == 2 && unjoined[a])
        net_guard_joined(g, addr[a]), unjoined[a]--;
    else if (op == 3 && open[a]) {
        bool joined = unjoined[a] < open[a] && fuzz_take(b) < 128;
        net_guard_closed(g, addr[a], joined);
        open[a]--;
        unjoined[a] -= !joined;
    } else if (op == 4 && net_guard_may_try(g, addr[a], clock))
        net_guard_wrong(g, addr[a], clock);
    if (open[a] > net_guard_defaults.conns || unjoined[a] > net_guard_defaults.unjoined)
        fuzz_fail("net", "an address past its limits");
}

static cJSON *hello(const char *type, fuzz_bytes *b)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "type", type);
    cJSON_AddNumberToObject(j, "protocol", fuzz_take(b) < 240 ? NET_PROTOCOL : fuzz_take(b));
    cJSON_AddStringToObject(j, "key", fuzz_take(b) < 240 ? "KEY" : "KEX");
    return j;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_bytes b = {data, size};
    cJSON *setup_json = NULL;
    carc_game *g0 = fuzz_new_game(&b, &setup_json);
    net_table *t = g0 ? net_table_new(g0, "KEY") : NULL;
    if (!t) {
        carc_game_free(g0);
        cJSON_Delete(setup_json);
        return 0;
    }
    memset(secrets, 0, sizeof secrets);
    if (fuzz_take(&b) < 64) { /* a hosting window at seat 0, playing more seats hotseat (a computer's: refused) */
        unsigned here = fuzz_take(&b);
        cJSON *seats = cJSON_CreateObject(), *secrets_json = cJSON_AddArrayToObject(seats, "secrets"), *hs;
        cJSON_AddStringToObject(seats, "key", "KEY");
        cJSON_AddNumberToObject(seats, "host_seat", 0);
        hs = cJSON_AddArrayToObject(seats, "host_seats");
        for (int p = 0; p < carc_game_player_count(net_table_game(t)); p++) {
            cJSON_AddItemToArray(secrets_json, cJSON_CreateNull());
            if (here >> p & 1)
                cJSON_AddItemToArray(hs, cJSON_CreateNumber(p));
        }
        carc_err err;
        net_table_load_seats(t, seats, &err);
        cJSON_Delete(seats);
    }
    net_outbox out = {0};
    carc_action_list legal = {0};
    for (int step = 0; step < MAX_STEPS && b.n; step++) {
        const carc_game *g = net_table_game(t); /* an undo replaces the table's game */
        int conn = (int)fuzz_take(&b) % CONNS, kind = (int)fuzz_take(&b) % 7, before = carc_game_action_count(g);
        if (kind == 0) { /* raw bytes, as they come */
            size_t len = (size_t)fuzz_take_int(&b, 0, 600);
            if (len > b.n)
                len = b.n;
            net_table_receive(t, conn, (const char *)b.p, len, &out);
            net_lan_game lg;
            if (net_lan_parse((const char *)b.p, len, "10.0.0.1", &lg) &&
                (lg.nplayers < 2 || lg.nplayers > CARC_MAX_PLAYERS || !lg.open || lg.open >> lg.nplayers || lg.port < 1 ||
                 lg.port > 65535 || (lg.fingerprint[0] && strlen(lg.fingerprint) != NET_FP_LEN)))
                fuzz_fail("net", "an announcement kept out of its bounds");
            b.p += len, b.n -= len;
        } else if (kind == 1) {
            cJSON *j = hello(fuzz_take(&b) < 200 ? "join" : "watch", &b);
            if (fuzz_take(&b) < 200)
                cJSON_AddNumberToObject(j, "seat", fuzz_take_int(&b, -1, 6));
            static const char *const look[] = {"Ann", "", "A\tB", "blue", "pink", "purple"};
            if (fuzz_take(&b) < 60)
                cJSON_AddStringToObject(j, "name", look[fuzz_take(&b) % 6]);
            else if (fuzz_take(&b) < 60) { /* any bytes: not UTF-8, controls, "?", too long */
                char name[48];
                size_t len = (size_t)fuzz_take_int(&b, 0, 47);
                for (size_t i = 0; i < len; i++)
                    name[i] = (char)(fuzz_take(&b) | 1); /* no NUL inside */
                name[len] = 0;
                cJSON_AddStringToObject(j, "name", name);
            }
            if (fuzz_take(&b) < 60)
                cJSON_AddStringToObject(j, "color", look[fuzz_take(&b) % 6]);
            send_json(t, conn, j, &out);
        } else if (kind == 2) {
            cJSON *j = hello("rejoin", &b);
            cJSON_AddStringToObject(j, "secret", secrets[fuzz_take(&b) % CONNS]);
            send_json(t, conn, j, &out);
        } else if (kind == 3 || kind == 4) { /* a legal action, or one with its seq or a field changed */
            if (carc_game_over(g) || carc_game_legal_actions(g, &legal) == 0)
                continue;
            cJSON *j = cJSON_CreateObject();
            cJSON_AddStringToObject(j, "type", "act");
            cJSON_AddNumberToObject(j, "seq", before + (kind == 4 ? fuzz_take_int(&b, -2, 2) : 0));
            cJSON *a = carc_action_to_json(&legal.v[fuzz_take(&b) % (unsigned)legal.n]);
            if (kind == 4 && a->child)
                cJSON_ReplaceItemViaPointer(a, a->child, cJSON_CreateNumber(fuzz_take_int(&b, -3, 3)));
            cJSON_AddItemToObject(j, "action", a);
            /* the seat to move acts, mostly: its connection is the one holding the seat */
            int to = fuzz_take(&b) < 220 ? carc_game_current_player(g) % CONNS : conn;
            send_json(t, to, j, &out);
        } else if (kind == 5) {
            net_table_closed(t, conn, &out);
            guard_step(&b);
        } else {
            cJSON *j = cJSON_CreateObject();
            /* the seat's last step taken back when it showed nothing; more, when every human agrees */
            static const char *const types[] = {"undo", "ask_undo", "agree_undo", "refuse_undo", "state", "state"};
            int k = fuzz_take(&b) % 6;
            bool undo = k < 4;
            cJSON_AddStringToObject(j, "type", types[k]);
            if (undo)
                cJSON_AddNumberToObject(j, "seq", before + fuzz_take_int(&b, -1, 1));
            send_json(t, undo && fuzz_take(&b) < 220 ? carc_game_current_player(g) % CONNS : conn, j, &out);
        }
        check_out(&out, before, net_table_game(t));
        for (int p = 0; p < carc_game_player_count(net_table_game(t)); p++)
            if (!carc_name_ok(carc_game_player_name(net_table_game(t), p)))
                fuzz_fail("net", "a seat's name every screen cannot show");
    }
    if (carc_game_over(net_table_game(t)))
        fuzz_check_identity(net_table_game(t));
    carc_action_list_free(&legal);
    net_outbox_free(&out);
    net_table_free(t);
    cJSON_Delete(setup_json);
    return 0;
}
