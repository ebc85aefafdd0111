/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The host's table of a network game (engine/net/net_table.c), without sockets: every refusal of
 * docs/NETWORK.md leaves the game as it was, a seat is taken back with its secret, and over whole games
 * with every expansion on both maps every message a seat gets is exactly what that seat may see. And the
 * local network's announcements (engine/net/net_lan.c), read back and once through loopback. */
#define _DEFAULT_SOURCE /* usleep, getpid */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "carc.h"
#include "check.h"
#include "net_lan.h"
#include "net_guard.h"
#include "net_lobby.h"

static const carc_rules *R;

static net_table *new_table(const char *expansions, const char *map, uint64_t seed, int humans, int computers)
{
    carc_setup s;
    carc_setup_init(&s, humans + computers, seed);
    for (int k = humans; k < humans + computers; k++)
        snprintf(s.players[k].ai, sizeof s.players[k].ai, "random");
    carc_game *g = check_new_game(R, &s, expansions, map);
    return g ? net_table_new(g, "KEY") : NULL;
}

/* A simulated client: the last state its connection got. */
typedef struct client {
    int conn, seat;
    unsigned seats; /* bit p: the connection plays seat p (its own, and at the hosting window the hotseat's) */
    char secret[NET_SECRET_LEN + 1];
    cJSON *state;
    int refused, states;
    bool closed;
} client;

static unsigned seats_of(const cJSON *j)
{
    unsigned m = 0;
    const cJSON *q;
    cJSON_ArrayForEach(q, cJSON_GetObjectItemCaseSensitive(j, "seats")) m |= 1u << q->valueint;
    return m;
}

/* Hand each message to its client; check every state is the seat's view now (at the hosting window, the
 * view of its hotseat seat to move), legal moves only for the seat to move, and nothing named seed. */
static void deliver(net_table *t, net_outbox *out, client *c, int nc)
{
    const carc_game *g = net_table_game(t);
    for (int i = 0; i < out->n; i++) {
        client *to = NULL;
        for (int k = 0; k < nc; k++)
            if (c[k].conn == out->v[i].conn)
                to = &c[k];
        cJSON *j = cJSON_Parse(out->v[i].text);
        const char *type = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "type"));
        CHECK(type && !strstr(out->v[i].text, "\"seed\""), "a message with a type and no seed: %.80s", out->v[i].text);
        if (!to || !type) {
            cJSON_Delete(j);
            continue;
        }
        to->closed |= out->v[i].close;
        if (strcmp(type, "welcome") == 0) {
            to->seat = cJSON_GetObjectItemCaseSensitive(j, "seat")->valueint;
            to->seats = seats_of(j);
            CHECK(to->seat < 0 ? to->seats == 0 : (to->seats >> to->seat & 1) != 0, "the welcome lists the seat's own");
            const char *s = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "secret"));
            snprintf(to->secret, sizeof to->secret, "%s", s ? s : "");
        } else if (strcmp(type, "refused") == 0) {
            to->refused++;
            CHECK(cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(j, "closing")) == out->v[i].close, "a refusal says it closes");
        } else if (strcmp(type, "state") == 0) {
            int seat = cJSON_GetObjectItemCaseSensitive(j, "seat")->valueint, p = carc_game_current_player(g);
            int want = !carc_game_over(g) && p != to->seat && (to->seats >> p & 1) ? p : to->seat;
            CHECK(seat == want && seats_of(j) == to->seats, "a state for seat %d sent to seat %d", seat, want);
            cJSON *view = carc_game_view_json(g, seat);
            CHECK(cJSON_Compare(view, cJSON_GetObjectItemCaseSensitive(j, "view"), true), "seat %d's state is its view", seat);
            cJSON_Delete(view);
            bool to_move = !carc_game_over(g) && carc_game_current_player(g) == seat;
            CHECK(to_move == cJSON_HasObjectItem(j, "legal"), "legal moves to seat %d only when it is to move", seat);
            for (cJSON *k = j->child; k; k = k->next)
                CHECK(strstr(" type seq seat seats to_move over scores waiting undo_asked undo_refused_by view legal ", k->string) != NULL,
                      "key %s", k->string);
            to->states++;
            cJSON_Delete(to->state);
            to->state = j;
            j = NULL;
        }
        cJSON_Delete(j);
    }
    net_outbox_clear(out);
}

static void say_n(net_table *t, client *c, int nc, int k, const char *text, size_t len)
{
    net_outbox out = {0};
    net_table_receive(t, c[k].conn, text, len, &out);
    deliver(t, &out, c, nc);
    net_outbox_free(&out);
}

static void say(net_table *t, client *c, int nc, int k, const char *text)
{
    say_n(t, c, nc, k, text, strlen(text));
}

static void say_json(net_table *t, client *c, int nc, int k, cJSON *j)
{
    char *text = cJSON_PrintUnformatted(j);
    say(t, c, nc, k, text);
    free(text);
    cJSON_Delete(j);
}

static cJSON *act(int seq, const cJSON *action)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "type", "act");
    cJSON_AddNumberToObject(j, "seq", seq);
    cJSON_AddItemToObject(j, "action", cJSON_Duplicate(action, true));
    return j;
}

static char *act_text(int seq, const cJSON *action)
{
    cJSON *j = act(seq, action);
    char *text = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    return text;
}

/* Each refusal is answered, and the game has not moved. */
static void refused_n(net_table *t, client *c, int nc, int k, const char *text, size_t len, bool closes, const char *what)
{
    int before = carc_game_action_count(net_table_game(t)), r = c[k].refused;
    c[k].closed = false;
    say_n(t, c, nc, k, text, len);
    CHECK(c[k].refused == r + 1 && carc_game_action_count(net_table_game(t)) == before, "%s is refused", what);
    CHECK(c[k].closed == closes, "%s %s the connection", what, closes ? "closes" : "keeps");
}

static void refused(net_table *t, client *c, int nc, int k, const char *text, bool closes, const char *what)
{
    refused_n(t, c, nc, k, text, strlen(text), closes, what);
}

static void test_refusals(void)
{
    net_table *t = new_table("bets", NULL, 5, 2, 1);
    client c[4] = {{.conn = 10, .seat = -1}, {.conn = 11, .seat = -1}, {.conn = 12, .seat = -1}, {.conn = 13, .seat = -1}};
    refused(t, c, 4, 0, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEX\"}", true, "a wrong key");
    refused(t, c, 4, 0, "{\"type\":\"join\",\"protocol\":2,\"key\":\"KEY\"}", true, "another protocol");
    refused(t, c, 4, 0, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\",\"seat\":2}", true, "the computer's seat");
    refused(t, c, 4, 0, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\",\"seat\":7}", true, "a seat not in the game");
    refused(t, c, 4, 0, "{\"type\":\"act\",\"seq\":0,\"action\":{\"act\":\"pass\"}}", true, "an action before joining");
    refused(t, c, 4, 0, "[1,2]", true, "an array before joining");
    refused(t, c, 4, 0, "{\"type\":\"rejoin\",\"protocol\":1,\"key\":\"KEY\",\"secret\":\"00000000000000000000000000000000\"}", true,
            "an unknown secret");
    say(t, c, 4, 0, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\",\"seat\":0}");
    CHECK(c[0].seat == 0 && strlen(c[0].secret) == NET_SECRET_LEN && c[0].state, "seat 0 joined: %d", c[0].seat);
    refused(t, c, 4, 1, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\",\"seat\":0}", true, "a taken seat");
    refused(t, c, 4, 0, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\"}", false, "a second join");
    say(t, c, 4, 1, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\"}");
    CHECK(c[1].seat == 1, "the first free seat: %d", c[1].seat);
    refused(t, c, 4, 2, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\"}", true, "a join with no seat free");
    say(t, c, 4, 3, "{\"type\":\"watch\",\"protocol\":1,\"key\":\"KEY\"}");
    CHECK(c[3].seat == -1 && c[3].state && !cJSON_HasObjectItem(c[3].state, "legal"), "a spectator sees the public view");

    int to_move = carc_game_current_player(net_table_game(t));
    CHECK(to_move == 0, "seat 0 starts");
    const cJSON *legal = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(c[0].state, "legal"), 0);
    char *text = act_text(0, legal), *stale = act_text(1, legal);
    cJSON *bad = act(0, legal);
    cJSON_AddNumberToObject(cJSON_GetObjectItemCaseSensitive(bad, "action"), "x", 9999);
    char *illegal = cJSON_PrintUnformatted(bad);
    refused(t, c, 4, 1, text, false, "an action for another seat");
    refused(t, c, 4, 3, text, false, "a spectator's action");
    refused(t, c, 4, 0, stale, false, "an action with another seq");
    refused(t, c, 4, 0, illegal, false, "an illegal action");
    refused(t, c, 4, 0, "{\"type\":\"act\",\"seq\":0}", false, "an act without action");
    refused(t, c, 4, 0, "{\"type\":\"act\",\"seq\":0,\"action\":{\"act\":\"pass\",\"act\":\"pass\"}}", false, "a repeated key");
    refused(t, c, 4, 0, "[1,2]", false, "an array");
    refused(t, c, 4, 0, "{\"type\":\"act\"", false, "broken JSON");
    refused(t, c, 4, 0, "{\"type\":\"dance\"}", false, "an unknown type");
    static const char nul[] = "{\"type\":\"state\"}\0{\"x\":1}";
    refused_n(t, c, 4, 0, nul, sizeof nul - 1, false, "a message holding NUL");
    net_outbox out = {0};
    static char big[NET_MAX_MESSAGE + 2];
    memset(big, ' ', sizeof big);
    net_table_receive(t, c[0].conn, big, sizeof big, &out);
    CHECK(out.n == 1 && out.v[0].close && strstr(out.v[0].text, "longer than"), "an oversized message closes");
    net_outbox_free(&out);
    say(t, c, 4, 0, text);
    CHECK(carc_game_action_count(net_table_game(t)) == 1, "the legal action applies");
    refused(t, c, 4, 0, text, false, "the same action sent again");

    /* dropped and back: the seat waits, the others see it, the secret takes it back */
    net_table_closed(t, c[0].conn, &out);
    deliver(t, &out, c, 4);
    CHECK(cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(c[1].state, "waiting")) == 1, "seat 1 sees seat 0 waiting");
    c[0].conn = 20;
    char rejoin[200];
    snprintf(rejoin, sizeof rejoin, "{\"type\":\"rejoin\",\"protocol\":1,\"key\":\"KEY\",\"secret\":\"%s\"}", c[0].secret);
    say(t, c, 4, 0, rejoin);
    CHECK(c[0].seat == 0 && cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(c[1].state, "waiting")) == 0, "seat 0 is back");
    /* a second connection with the secret takes the seat from the first (a laptop woken up) */
    cJSON_Delete(c[2].state);
    c[2] = (client){.conn = 21, .seat = -1};
    say(t, c, 4, 2, rejoin);
    CHECK(c[2].seat == 0 && c[0].closed, "the seat moved to the newer connection");

    /* a restarted host: its saved seats let the players back */
    cJSON *seats = net_table_seats_json(t);
    net_table *t2 = new_table("bets", NULL, 5, 2, 1);
    carc_err err;
    CHECK(net_table_load_seats(t2, seats, &err), "seats load");
    cJSON_Delete(c[3].state);
    c[3] = (client){.conn = 30, .seat = -1};
    say(t2, c, 4, 3, rejoin);
    CHECK(c[3].seat == 0, "a restarted host knows the secret");
    cJSON_DeleteItemFromArray(cJSON_GetObjectItemCaseSensitive(seats, "secrets"), 0);
    CHECK(!net_table_load_seats(t2, seats, &err) && strstr(err.msg, "one per player"), "a short seat list: %s", err.msg);
    cJSON_Delete(seats);

    /* broken saves: an empty key, one secret for two seats, a secret that is not hex */
    static const char *broken[] = {
        "{\"key\":\"\",\"secrets\":[null,null,null]}",
        "{\"key\":\"K\",\"secrets\":[\"0123456789abcdef0123456789abcdef\",\"0123456789abcdef0123456789abcdef\",null]}",
        "{\"key\":\"K\",\"secrets\":[\"0123456789abcdef0123456789abcdeX\",null,null]}"};
    static const char *why[] = {"key", "same secret", "hex"};
    for (int i = 0; i < 3; i++) {
        cJSON *j = cJSON_Parse(broken[i]);
        CHECK(!net_table_load_seats(t2, j, &err) && strstr(err.msg, why[i]), "a broken save is refused (%s): %s", why[i], err.msg);
        cJSON_Delete(j);
    }
    net_outbox_free(&out);
    free(text);
    free(stale);
    free(illegal);
    cJSON_Delete(bad);
    for (int k = 0; k < 4; k++)
        cJSON_Delete(c[k].state);
    net_table_free(t);
    net_table_free(t2);
}

/* The limits per address, on a clock of our own (limit_conn and limit_req as nginx has them). */
static void test_guard(void)
{
    net_guard *g = net_guard_new(&net_guard_defaults);
    const net_guard_limits *L = &net_guard_defaults;
    int opened = 0;
    for (int i = 0; i < 100; i++)
        opened += net_guard_attempt(g, "10.0.0.1", 100.0);
    CHECK(opened == (int)L->open_burst, "a burst of connections, then none: %d", opened);
    CHECK(net_guard_attempt(g, "10.0.0.2", 100.0), "another address is not held back");
    CHECK(net_guard_attempt(g, "10.0.0.1", 100.0 + 1 / L->open_rate + 1e-6), "and one more once the rate allows");
    int open = 0;
    for (int i = 0; i < 100; i++)
        open += net_guard_open(g, "10.0.0.3");
    CHECK(open == L->unjoined, "unjoined connections at once: %d", open);
    for (int i = 0; i < L->unjoined; i++)
        net_guard_joined(g, "10.0.0.3");
    for (int i = 0; i < 100; i++)
        if (net_guard_open(g, "10.0.0.3")) {
            open++;
            net_guard_joined(g, "10.0.0.3"); /* each at a table at once: only the limit of all counts */
        }
    CHECK(open == L->conns, "connections at once: %d", open);
    net_guard_closed(g, "10.0.0.3", true);
    CHECK(net_guard_open(g, "10.0.0.3"), "a closed connection's place is free again");
    int tries = 0;
    for (int i = 0; i < 100 && net_guard_may_try(g, "10.0.0.4", 200.0); i++, tries++)
        net_guard_wrong(g, "10.0.0.4", 200.0);
    CHECK(tries == (int)L->wrong_burst, "wrong keys before a pause: %d", tries);
    double wait = net_guard_wait(g, "10.0.0.4", 200.0);
    CHECK(wait > 0 && wait <= 1 / L->wrong_rate + 1e-9 && net_guard_may_try(g, "10.0.0.4", 200.0 + wait), "the pause: %.1f s", wait);
    /* past what it remembers, an address with nothing open is forgotten, and one with connections is not */
    char a[32];
    for (int i = 0; i < NET_GUARD_ADDRESSES + 10; i++) {
        snprintf(a, sizeof a, "10.1.%d.%d", i / 256, i % 256);
        net_guard_attempt(g, a, 300.0 + i);
    }
    int still = 0;
    for (int i = 0; i < 100; i++)
        still += net_guard_open(g, "10.0.0.3");
    CHECK(still == 0, "an address with its connections open is remembered: %d more", still);
    net_guard_free(g);
}

/* What a stranger on the network may try: secrets to guess from others, places to fill without the key,
 * spectators to crowd out the seats, names that break everyone's screen. */
static void test_strangers(void)
{
    net_table *a = new_table("", NULL, 3, 3, 0), *b = new_table("", NULL, 3, 3, 0); /* the same seed */
    client c[24];
    for (int k = 0; k < 24; k++)
        c[k] = (client){.conn = 100 + k, .seat = -1};
    const char *join = "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\"}";
    say(a, c, 24, 0, join);
    say(a, c, 24, 1, join);
    say(b, c, 24, 2, join);
    CHECK(c[0].seat == 0 && c[1].seat == 1 && c[2].seat == 0, "three joins");
    CHECK(strcmp(c[0].secret, c[1].secret) != 0 && strcmp(c[0].secret, c[2].secret) != 0,
          "secrets differ between seats and between tables of the same seed");
    char rejoin[200];
    snprintf(rejoin, sizeof rejoin, "{\"type\":\"rejoin\",\"protocol\":1,\"key\":\"KEY\",\"secret\":\"%s\"}", c[1].secret);
    net_outbox out = {0};
    CHECK(net_table_receive(b, 103, rejoin, strlen(rejoin), &out) == NET_V_WRONG && out.n == 1 && out.v[0].close,
          "table a's secret does not open table b");
    net_outbox_clear(&out);

    /* connections that never joined hold nothing: after 200 wrong keys a spectator and a seat still come in */
    for (int k = 0; k < 200; k++) {
        const char *wrong = "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEX\"}";
        net_table_receive(a, 1000 + k, wrong, strlen(wrong), &out);
        CHECK(!net_table_has(a, 1000 + k), "a wrong key holds no place");
    }
    net_outbox_clear(&out);
    /* spectators have places of their own, and the seats theirs */
    int welcomed = 0;
    for (int k = 3; k < 3 + NET_MAX_WATCHERS + 2; k++) {
        const char *watch = "{\"type\":\"watch\",\"protocol\":1,\"key\":\" k e Y\"}";
        CHECK(net_table_receive(a, c[k].conn, watch, strlen(watch), &out) != NET_V_WRONG,
              "a key in another case and with spaces is the key");
        welcomed += net_table_has(a, c[k].conn);
    }
    CHECK(welcomed == NET_MAX_WATCHERS && strstr(out.v[out.n - 1].text, "watch: this game has 16"), "16 spectators: %d", welcomed);
    net_outbox_clear(&out);
    net_table_closed(a, c[1].conn, &out);
    net_outbox_clear(&out);
    c[1].conn = 200;
    snprintf(rejoin, sizeof rejoin, "{\"type\":\"rejoin\",\"protocol\":1,\"key\":\"KEY\",\"secret\":\"%s\"}", c[1].secret);
    CHECK(net_table_receive(a, 200, rejoin, strlen(rejoin), &out) == NET_V_JOINED, "a seat comes back past the spectators");
    net_outbox_clear(&out);

    /* names every screen can show: refused ones leave the seat free, a long one is cut before the
     * comparison with the others' */
    static const char *bad[] = {"?",
                                "A\xc3",
                                "\xc0\xafx",
                                "A\xc2\x85"
                                "B",
                                "A\x7f",
                                "\xed\xa0\x80"};
    const carc_game *g = net_table_game(a);
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        cJSON *j = cJSON_CreateObject();
        cJSON_AddStringToObject(j, "type", "join");
        cJSON_AddNumberToObject(j, "protocol", 1);
        cJSON_AddStringToObject(j, "key", "KEY");
        cJSON_AddStringToObject(j, "name", bad[i]);
        char *text = cJSON_PrintUnformatted(j);
        CHECK(net_table_receive(a, 300 + (int)i, text, strlen(text), &out) == NET_V_NONE && out.n == 1 && out.v[0].close &&
                  strstr(out.v[0].text, "name"),
              "name %zu refused: %s", i, out.n ? out.v[0].text : "");
        net_outbox_clear(&out);
        free(text);
        cJSON_Delete(j);
    }
    CHECK(net_table_open_seats(a) == 1u << 2, "the refused names left seat 3 free");
    char long1[128], long2[128];
    snprintf(
        long1, sizeof long1, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\",\"name\":\"%s\"}",
        "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9");
    CHECK(net_table_receive(a, 400, long1, strlen(long1), &out) == NET_V_JOINED, "a long name joins");
    CHECK(strlen(carc_game_player_name(g, 2)) == 30 && carc_name_ok(carc_game_player_name(g, 2)), "cut on a character: %s",
          carc_game_player_name(g, 2));
    snprintf(long2, sizeof long2, "%.*s%s", (int)strlen(long1) - 2, long1, "\xc3\xa9\"}"); /* the same once cut */
    net_table_receive(b, 401, long1, strlen(long1), &out);
    net_table_receive(b, 402, long2, strlen(long2), &out);
    const carc_game *gb = net_table_game(b);
    CHECK(strcmp(carc_game_player_name(gb, 1), carc_game_player_name(gb, 2)) != 0, "no two seats named alike once cut: %s, %s",
          carc_game_player_name(gb, 1), carc_game_player_name(gb, 2));
    net_outbox_free(&out);
    for (int k = 0; k < 24; k++)
        cJSON_Delete(c[k].state);
    net_table_free(a);
    net_table_free(b);
}

/* Whole games through the table: three remote seats playing random legal moves, a computer seat, a
 * spectator, and now and then a stale or foreign action, a drop and a rejoin. */
static void test_games(int half)
{
    static const struct {
        const char *exp, *map;
    } setups[] = {
        {"", NULL},
        {"bets,tollkeepers", NULL},
        {"inns,traders", NULL},
        {"bets,tollkeepers,mapchips", "benelux"},
        {"bets,tollkeepers,mapchips", "france"},
        {"bets,tollkeepers,mapchips,inns,traders", "benelux"},
        {"bets,tollkeepers,mapchips,inns,traders", "france"},
    };
    int games = 0, refusals = 0, rejoins = 0, states = 0;
    for (size_t s = 0; s < sizeof setups / sizeof setups[0]; s++) {
        for (uint64_t seed = 1; seed <= 2; seed++) {
            if (half >= 0 && (int)(seed - 1) != half) /* half: the first seed's games (0), the second's (1), all (-1) */
                continue;
            net_table *t = new_table(setups[s].exp, setups[s].map, seed, 3, 1);
            if (!t)
                continue;
            client c[4];
            for (int k = 0; k < 4; k++)
                c[k] = (client){.conn = k + 1, .seat = -1};
            for (int k = 0; k < 3; k++)
                say(t, c, 4, k, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\"}");
            say(t, c, 4, 3, "{\"type\":\"watch\",\"protocol\":1,\"key\":\"KEY\"}");
            uint64_t rng[4];
            carc_rng_seed(rng, seed * 77 + s);
            const carc_game *g = net_table_game(t);
            int steps = 0, next_conn = 50;
            while (!carc_game_over(g) && steps++ < 5000) {
                net_outbox out = {0};
                if (net_table_computer_to_move(t)) {
                    net_table_play_computer(t, &out);
                    deliver(t, &out, c, 4);
                    net_outbox_free(&out);
                    continue;
                }
                int p = carc_game_current_player(g), seq = carc_game_action_count(g);
                const cJSON *legal = cJSON_GetObjectItemCaseSensitive(c[p].state, "legal");
                CHECK(cJSON_GetArraySize(legal) > 0, "seat %d to move has legal moves", p);
                if (!cJSON_GetArraySize(legal))
                    break;
                const cJSON *a = cJSON_GetArrayItem(legal, carc_rng_below(rng, cJSON_GetArraySize(legal)));
                int r = carc_rng_below(rng, 20), before = c[(p + 1) % 3].refused + c[p].refused;
                if (r == 0)
                    say_json(t, c, 4, (p + 1) % 3, act(seq, a)); /* another seat's move */
                else if (r == 1 && seq > 0)
                    say_json(t, c, 4, p, act(seq - 1, a)); /* a replayed move */
                else if (r == 2) {
                    net_table_closed(t, c[p].conn, &out);
                    deliver(t, &out, c, 4);
                    net_outbox_free(&out);
                    c[p].conn = next_conn++;
                    char rejoin[200];
                    snprintf(rejoin, sizeof rejoin, "{\"type\":\"rejoin\",\"protocol\":1,\"key\":\"KEY\",\"secret\":\"%s\"}", c[p].secret);
                    say(t, c, 4, p, rejoin);
                    rejoins++;
                    continue;
                }
                refusals += c[(p + 1) % 3].refused + c[p].refused - before;
                CHECK(carc_game_action_count(g) == seq, "a refused action changes nothing");
                say_json(t, c, 4, p, act(seq, a));
                CHECK(carc_game_action_count(g) > seq, "seat %d's legal move applies", p);
            }
            CHECK(carc_game_over(g), "the game %zu/%d ends", s, (int)seed);
            for (int k = 0; k < 3; k++) { /* each seat saw the end: the host may stop */
                CHECK(!net_table_finished(t), "a seat has not said bye yet");
                c[k].closed = false;
                say(t, c, 4, k, "{\"type\":\"bye\"}");
                CHECK(c[k].closed, "a bye is answered and the connection closed");
            }
            CHECK(net_table_finished(t), "every human seat said bye");
            for (int k = 0; k < 4; k++) {
                cJSON *view = carc_game_view_json(g, c[k].seat);
                CHECK(cJSON_Compare(view, cJSON_GetObjectItemCaseSensitive(c[k].state, "view"), true) &&
                          cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(c[k].state, "over")),
                      "client %d ends with the host's game", k);
                cJSON_Delete(view);
                states += c[k].states;
                cJSON_Delete(c[k].state);
            }
            games++;
            net_table_free(t);
        }
    }
    printf("net games: %d games, %d states checked, %d refusals, %d rejoins\n", games, states, refusals, rejoins);
    int want = half < 0 ? 14 : 7; /* refusals and rejoins: more than 10 every 7 games */
    CHECK(games == want && refusals > 10 * want / 7 && rejoins > 10 * want / 7, "%d games, %d refusals, %d rejoins", games, refusals,
          rejoins);
}

static carc_game *plain_game(uint64_t seed)
{
    carc_setup s;
    carc_setup_init(&s, 2, seed);
    return check_new_game(R, &s, NULL, NULL);
}

/* One host, several tables: a connection belongs to the table whose key it named first. */
static void test_lobby(void)
{
    net_lobby *l = net_lobby_new();
    net_table *a = net_table_new(plain_game(1), "A"), *b = net_table_new(plain_game(2), "B");
    CHECK(net_lobby_add(l, a) && net_lobby_add(l, b), "two tables");
    net_table *a2 = net_table_new(plain_game(3), "A");
    CHECK(!net_lobby_add(l, a2), "a key twice is refused");
    net_table_free(a2);
    net_outbox out = {0};
    const char *join_b = "{\"type\":\"join\",\"protocol\":1,\"key\":\"B\"}", *join_c = "{\"type\":\"join\",\"protocol\":1,\"key\":\"C\"}";
    net_lobby_receive(l, 1, join_b, strlen(join_b), &out);
    CHECK(out.n >= 1 && strstr(out.v[0].text, "welcome") && strstr(out.v[out.n - 1].text, "\"to_move\":0"), "joined table B");
    net_outbox_clear(&out);
    net_lobby_receive(l, 2, join_c, strlen(join_c), &out);
    CHECK(out.n == 1 && out.v[0].close && strstr(out.v[0].text, "key"), "an unknown key is refused and closed");
    net_lobby_closed(l, 2, &out);
    net_outbox_clear(&out);
    const char *act = "{\"type\":\"act\",\"seq\":0,\"action\":{\"act\":\"pass\"}}";
    net_lobby_receive(l, 1, act, strlen(act), &out);
    CHECK(out.n == 1 && strstr(out.v[0].text, "refused") && !out.v[0].close, "the connection stays at table B: %s",
          out.n ? out.v[0].text : "");
    net_outbox_free(&out);
    CHECK(net_lobby_actions(l) == 0 && !net_lobby_all_over(l), "nothing played");
    net_lobby_free(l);
}

/* The hosting seat hands a seat whose player is gone to a computer; no other seat may, nor a seat still
 * held; the player's secret takes it back. The host's save keeps the hosting seat. */
static void test_hand(void)
{
    net_table *t = new_table("bets", NULL, 9, 3, 0);
    client c[3] = {{.conn = 1, .seat = -1}, {.conn = 2, .seat = -1}, {.conn = 3, .seat = -1}};
    for (int k = 0; k < 3; k++)
        say(t, c, 3, k, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\"}");
    const char *hand1 = "{\"type\":\"hand\",\"seat\":1,\"level\":\"random\"}";
    refused(t, c, 3, 0, hand1, false, "a hand with no hosting seat");
    cJSON *seats = net_table_seats_json(t);
    cJSON_AddNumberToObject(seats, "host_seat", 0);
    carc_err err;
    CHECK(net_table_load_seats(t, seats, &err), "seats with a hosting seat load: %s", err.msg);
    cJSON_Delete(seats);
    net_outbox out = {0};
    net_table_closed(t, c[1].conn, &out);
    deliver(t, &out, c, 3);
    refused(t, c, 3, 2, hand1, false, "a hand from another seat than the hosting one");
    refused(t, c, 3, 0, "{\"type\":\"hand\",\"seat\":2,\"level\":\"random\"}", false, "a hand of a seat still held");
    refused(t, c, 3, 0, "{\"type\":\"hand\",\"seat\":1,\"level\":\"grandmaster\"}", false, "a hand to an unknown level");
    say(t, c, 3, 0, hand1);
    const carc_game *g = net_table_game(t);
    CHECK(strcmp(carc_game_player_ai(g, 1), "random") == 0, "seat 1 is played by the computer");
    CHECK(cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(c[0].state, "waiting")) == 0, "no seat waits any more");
    seats = net_table_seats_json(t);
    CHECK(cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(seats, "host_seat")) == 0, "the save keeps the hosting seat");
    net_table *t2 = new_table("bets", NULL, 9, 3, 0);
    CHECK(net_table_load_seats(t2, seats, &err), "a save with a handed seat's secret loads: %s", err.msg);
    net_table_free(t2);
    cJSON_Delete(seats);
    char rejoin[200];
    snprintf(rejoin, sizeof rejoin, "{\"type\":\"rejoin\",\"protocol\":1,\"key\":\"KEY\",\"secret\":\"%s\"}", c[1].secret);
    c[1].conn = 4;
    say(t, c, 3, 1, rejoin);
    CHECK(c[1].seat == 1 && carc_game_player_ai(g, 1)[0] == 0, "the player took the seat back from the computer");
    /* Cleo lost her secret: the host opens her seat to the next join, and her old secret stops working */
    refused(t, c, 3, 0, "{\"type\":\"hand\",\"seat\":2,\"level\":\"human\"}", false, "opening a seat still held");
    refused(t, c, 3, 0, "{\"type\":\"hand\",\"seat\":0,\"level\":\"human\"}", false, "opening the hosting seat");
    refused(t, c, 3, 0, "{\"type\":\"hand\",\"seat\":1,\"level\":\"\"}", false, "a hand to no level");
    char old[NET_SECRET_LEN + 1];
    snprintf(old, sizeof old, "%s", c[2].secret);
    net_table_closed(t, c[2].conn, &out);
    deliver(t, &out, c, 3);
    say(t, c, 3, 0, "{\"type\":\"hand\",\"seat\":2,\"level\":\"human\"}");
    CHECK(cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(c[0].state, "waiting")) == 1, "the opened seat still waits for its player");
    snprintf(rejoin, sizeof rejoin, "{\"type\":\"rejoin\",\"protocol\":1,\"key\":\"KEY\",\"secret\":\"%s\"}", old);
    c[2].conn = 5;
    refused(t, c, 3, 2, rejoin, true, "the opened seat's old secret");
    c[2].conn = 6;
    c[2].seat = -1;
    say(t, c, 3, 2, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\",\"seat\":2}");
    CHECK(c[2].seat == 2 && strcmp(c[2].secret, old) != 0, "a join takes the opened seat, with a new secret");
    for (int k = 0; k < 3; k++)
        cJSON_Delete(c[k].state);
    net_outbox_free(&out);
    net_table_free(t);
}

static void answer(net_table *t, client *c, int nc, int k, const char *type, bool ok, const char *what)
{
    char text[100];
    snprintf(text, sizeof text, "{\"type\":\"%s\",\"seq\":%d}", type, carc_game_action_count(net_table_game(t)));
    if (ok)
        say(t, c, nc, k, text);
    else
        refused(t, c, nc, k, text, false, what);
}

static const cJSON *asked(const client *c)
{
    return cJSON_GetObjectItemCaseSensitive(c->state, "undo_asked");
}

/* An undo of more than one's own step when every human agrees: back to before the asker's last action,
 * with the same tiles to come; a refusal or any action ends the question; the computer waits meanwhile. */
static void test_undo_agreed(void)
{
    net_table *t = new_table("bets", NULL, 4, 3, 1);
    client c[4] = {{.conn = 1, .seat = -1}, {.conn = 2, .seat = -1}, {.conn = 3, .seat = -1}, {.conn = 4, .seat = -1}};
    for (int k = 0; k < 3; k++)
        say(t, c, 4, k, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\"}");
    say(t, c, 4, 3, "{\"type\":\"watch\",\"protocol\":1,\"key\":\"KEY\"}");
    answer(t, c, 4, 0, "ask_undo", false, "an undo asked before any action");
    const carc_game *g = net_table_game(t);
    cJSON *views[64] = {0}; /* the public view after each number of actions, and who took each action */
    int who[64], n = 0;
    uint64_t rng[4];
    carc_rng_seed(rng, 5);
    /* play until seat 0 has played a turn and the computer (seat 4) is to move after other seats' actions */
    while (n < 60 && !(n > 12 && carc_game_current_player(g) == 3)) {
        views[n] = carc_game_view_json(g, -1);
        who[n] = carc_game_current_player(g);
        net_outbox out = {0};
        if (net_table_computer_to_move(t)) {
            net_table_play_computer(t, &out);
            deliver(t, &out, c, 4);
        } else {
            const cJSON *legal = cJSON_GetObjectItemCaseSensitive(c[who[n]].state, "legal");
            say_json(t, c, 4, who[n], act(n, cJSON_GetArrayItem(legal, carc_rng_below(rng, cJSON_GetArraySize(legal)))));
        }
        net_outbox_free(&out);
        n = carc_game_action_count(g);
    }
    int back = n - 1;
    while (back >= 0 && who[back] != 1)
        back--;
    CHECK(n > 12 && carc_game_current_player(g) == 3 && back >= 0, "the computer to move after %d actions, Bob's last at %d", n, back);
    answer(t, c, 4, 3, "ask_undo", false, "a spectator's ask");
    answer(t, c, 4, 1, "agree_undo", false, "an agreement with nothing asked");
    refused(t, c, 4, 1, "{\"type\":\"ask_undo\",\"seq\":3}", false, "an ask with a stale seq");
    answer(t, c, 4, 1, "ask_undo", true, "");
    const cJSON *a = asked(&c[0]);
    CHECK(a && cJSON_GetObjectItemCaseSensitive(a, "by")->valueint == 1 &&
              cJSON_GetObjectItemCaseSensitive(a, "back_to")->valueint == back &&
              cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(a, "agreed")) == 1 && asked(&c[3]),
          "every seat and the spectator see Bob's question: back to %d, Bob agreed", back);
    CHECK(!net_table_computer_to_move(t), "the computer waits while an undo is asked");
    answer(t, c, 4, 2, "ask_undo", false, "a second question");
    answer(t, c, 4, 0, "agree_undo", true, "");
    CHECK(carc_game_action_count(g) == n && cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(asked(&c[2]), "agreed")) == 2,
          "Ann agreed, Cleo not yet: nothing taken back");
    answer(t, c, 4, 2, "refuse_undo", true, "");
    CHECK(!asked(&c[0]) && !asked(&c[1]) && carc_game_action_count(g) == n && net_table_computer_to_move(t),
          "Cleo refused: the question is gone");
    CHECK(cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(c[1].state, "undo_refused_by")) == 2, "Bob is told Cleo refused");
    answer(t, c, 4, 1, "ask_undo", true, "");
    answer(t, c, 4, 1, "refuse_undo", true, "");
    CHECK(!asked(&c[0]) && cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(c[0].state, "undo_refused_by")) == 1 &&
              carc_game_action_count(g) == n,
          "Bob withdrew his question");
    answer(t, c, 4, 1, "ask_undo", true, "");
    net_outbox out = {0};
    net_table_play_computer(t, &out); /* held */
    CHECK(out.n == 0 && carc_game_action_count(g) == n, "the computer did not move");
    answer(t, c, 4, 0, "agree_undo", true, "");
    answer(t, c, 4, 2, "agree_undo", true, "");
    g = net_table_game(t);
    cJSON *now = carc_game_view_json(g, -1);
    CHECK(!asked(&c[0]) && carc_game_action_count(g) == back && cJSON_Compare(now, views[back], true) && carc_game_current_player(g) == 1,
          "everyone agreed: the game is as before Bob's last action (%d actions, the same tile to place)", carc_game_action_count(g));
    cJSON_Delete(now);
    carc_err err;
    CHECK(!carc_game_before(g, back + 1, &err) && strstr(err.msg, "not") && !carc_game_before(g, -1, &err),
          "no game before an action it does not have: %s", err.msg);
    /* an action ends a question */
    answer(t, c, 4, 0, "ask_undo", true, "");
    const cJSON *legal = cJSON_GetObjectItemCaseSensitive(c[1].state, "legal");
    say_json(t, c, 4, 1, act(back, cJSON_GetArrayItem(legal, 0)));
    CHECK(!asked(&c[2]) && carc_game_action_count(g) == back + 1, "Bob's action ended Ann's question");
    for (int k = 0; k < 64; k++)
        cJSON_Delete(views[k]);
    for (int k = 0; k < 4; k++)
        cJSON_Delete(c[k].state);
    net_table_free(t);
    /* alone with a computer: asked is agreed */
    t = new_table("", NULL, 4, 1, 1);
    c[0] = (client){.conn = 1, .seat = -1};
    say(t, c, 1, 0, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\"}");
    g = net_table_game(t);
    int mine = -1;
    while (carc_game_action_count(g) < 6) {
        if (carc_game_current_player(g) == 0)
            mine = carc_game_action_count(g); /* Ann's last action so far */
        if (net_table_computer_to_move(t)) {
            net_table_play_computer(t, &out);
            deliver(t, &out, c, 1);
        } else {
            say_json(t, c, 1, 0,
                     act(carc_game_action_count(g), cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(c[0].state, "legal"), 0)));
        }
    }
    answer(t, c, 1, 0, "ask_undo", true, "");
    CHECK(mine >= 0 && carc_game_action_count(net_table_game(t)) == mine,
          "alone with a computer, Ann's question is agreed at once (%d actions)", carc_game_action_count(net_table_game(t)));
    cJSON_Delete(c[0].state);
    net_outbox_free(&out);
    net_table_free(t);
}

/* Hotseat at the hosting window: its connection plays every seat of host_seats, each with its own view
 * while it is to move (Bob's hidden bets never reach Ann's view, nor Ann's Bob's); a join cannot take
 * those seats, nor a hand; they wait for the hosting window when it drops; its bye counts for all. */
static void test_hotseat(void)
{
    net_table *t = new_table("bets,tollkeepers,mapchips", "benelux", 3, 3, 1);
    client c[3] = {{.conn = 1, .seat = -1}, {.conn = 2, .seat = -1}, {.conn = 3, .seat = -1}};
    carc_err err;
    static const char *const broken[] = {
        "{\"key\":\"KEY\",\"secrets\":[null,null,null,null],\"host_seats\":[0,1]}",
        "{\"key\":\"KEY\",\"secrets\":[null,null,null,null],\"host_seat\":0,\"host_seats\":[0,3]}",
        "{\"key\":\"KEY\",\"secrets\":[null,null,null,null],\"host_seat\":0,\"host_seats\":[0,9]}",
        "{\"key\":\"KEY\",\"secrets\":[null,null,null,null],\"host_seat\":0,\"host_seats\":1}",
    };
    for (size_t i = 0; i < sizeof broken / sizeof broken[0]; i++) {
        cJSON *j = cJSON_Parse(broken[i]);
        CHECK(!net_table_load_seats(t, j, &err) && strstr(err.msg, "host_seats"), "broken host_seats %zu: %s", i, err.msg);
        cJSON_Delete(j);
    }
    CHECK(net_table_open_seats(t) == 7, "the refused saves changed nothing");
    cJSON *seats = cJSON_Parse("{\"key\":\"KEY\",\"secrets\":[null,null,null,null],\"host_seat\":0,\"host_seats\":[0,1]}");
    CHECK(net_table_load_seats(t, seats, &err), "seats with a hotseat load: %s", err.msg);
    cJSON_Delete(seats);
    CHECK(net_table_open_seats(t) == 1u << 2, "only seat 3 is open to a join (seat 1 waits for the hosting window)");
    refused(t, c, 3, 1, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\",\"seat\":1}", true, "a join of the hotseat's seat");
    c[1].conn = 4;
    say(t, c, 3, 1, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\"}");
    say(t, c, 3, 0, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\",\"seat\":0}");
    say(t, c, 3, 2, "{\"type\":\"watch\",\"protocol\":1,\"key\":\"KEY\"}");
    CHECK(c[1].seat == 2 && c[1].seats == 1u << 2 && c[0].seat == 0 && c[0].seats == 3u, "Cleo at seat 3, the host at 1 and 2");
    refused(t, c, 3, 0, "{\"type\":\"hand\",\"seat\":1,\"level\":\"random\"}", false, "a hand of the hotseat's seat");
    const carc_game *g = net_table_game(t);
    uint64_t rng[4];
    carc_rng_seed(rng, 99);
    int steps = 0, as_bob = 0, drops = 0;
    while (!carc_game_over(g) && steps++ < 5000) {
        net_outbox out = {0};
        if (net_table_computer_to_move(t)) {
            net_table_play_computer(t, &out);
            deliver(t, &out, c, 3);
            net_outbox_free(&out);
            continue;
        }
        int p = carc_game_current_player(g), k = p <= 1 ? 0 : 1, seq = carc_game_action_count(g);
        const cJSON *legal = cJSON_GetObjectItemCaseSensitive(c[k].state, "legal");
        CHECK(cJSON_GetArraySize(legal) > 0 && cJSON_GetObjectItemCaseSensitive(c[k].state, "seat")->valueint == p,
              "seat %d to move has its view and legal moves", p);
        if (!cJSON_GetArraySize(legal))
            break;
        as_bob += p == 1;
        const cJSON *a = cJSON_GetArrayItem(legal, carc_rng_below(rng, cJSON_GetArraySize(legal)));
        int r = carc_rng_below(rng, 30);
        if (r == 0) {
            char *text = act_text(seq, a);
            refused(t, c, 3, 1 - k, text, false, "an action for a seat of another connection");
            free(text);
        } else if (r == 1 && k == 0) { /* the hosting window drops: both its seats wait */
            net_table_closed(t, c[0].conn, &out);
            deliver(t, &out, c, 3);
            net_outbox_free(&out);
            CHECK(cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(c[1].state, "waiting")) == 2, "Ann and Bob wait");
            char rejoin[200];
            snprintf(rejoin, sizeof rejoin, "{\"type\":\"rejoin\",\"protocol\":1,\"key\":\"KEY\",\"secret\":\"%s\"}", c[0].secret);
            c[0].conn = 100 + drops++;
            say(t, c, 3, 0, rejoin);
            CHECK(c[0].seats == 3u, "the hosting window is back at both seats");
            continue;
        }
        say_json(t, c, 3, k, act(seq, a));
        CHECK(carc_game_action_count(g) > seq, "seat %d's legal move applies", p);
    }
    CHECK(carc_game_over(g) && as_bob > 10 && drops > 0, "the game ends; Bob moved %d times; %d drops", as_bob, drops);
    say(t, c, 3, 1, "{\"type\":\"bye\"}");
    CHECK(!net_table_finished(t), "Ann and Bob have not seen the end");
    say(t, c, 3, 0, "{\"type\":\"bye\"}");
    CHECK(net_table_finished(t), "the hosting window's bye is Bob's too");
    seats = net_table_seats_json(t);
    CHECK(cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(seats, "host_seats")) == 2, "the save keeps the hotseat");
    net_table *t2 = new_table("bets,tollkeepers,mapchips", "benelux", 3, 3, 1);
    CHECK(net_table_load_seats(t2, seats, &err) && net_table_open_seats(t2) == 0, "a restarted host: seat 2 taken, seat 1 at the host");
    net_table_free(t2);
    cJSON_Delete(seats);
    for (int k = 0; k < 3; k++)
        cJSON_Delete(c[k].state);
    net_table_free(t);
}

/* A joining player's own name and colour: kept in the game (and its save), refused when empty, holding
 * control characters or unknown; a name or a colour another seat has leaves the seat's own. */
static void test_look(void)
{
    net_table *t = new_table("bets", NULL, 9, 3, 0);
    client c[3] = {{.conn = 1, .seat = -1}, {.conn = 2, .seat = -1}, {.conn = 3, .seat = -1}};
    const carc_game *g = net_table_game(t);
    refused(t, c, 3, 0, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\",\"name\":\"\"}", true, "an empty name");
    c[0].conn = 4;
    refused(t, c, 3, 0, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\",\"name\":\"A\\nB\"}", true, "a name with a line break");
    c[0].conn = 5;
    refused(t, c, 3, 0, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\",\"color\":\"purple\"}", true, "an unknown colour");
    c[0].conn = 6;
    refused(t, c, 3, 0, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\",\"name\":7}", true, "a name that is no string");
    CHECK(strcmp(carc_game_player_name(g, 0), "Player 1") == 0 && strcmp(carc_game_player_color(g, 0), "red") == 0,
          "the refused joins changed nothing: %s", carc_game_player_name(g, 0));
    c[0].conn = 7;
    say(t, c, 3, 0, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\",\"name\":\"Dörte\",\"color\":\"pink\"}");
    CHECK(c[0].seat == 0, "a refused join left its seat free");
    say(t, c, 3, 1, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\",\"name\":\"Emil\",\"color\":\"pink\"}");
    CHECK(strcmp(carc_game_player_name(g, 0), "Dörte") == 0 && strcmp(carc_game_player_color(g, 0), "pink") == 0,
          "seat 1 is Dörte's, pink");
    CHECK(strcmp(carc_game_player_name(g, 1), "Emil") == 0 && strcmp(carc_game_player_color(g, 1), "blue") == 0,
          "seat 2 is Emil's, still blue: pink is Dörte's (%s)", carc_game_player_color(g, 1));
    say(t, c, 3, 2, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\",\"name\":\"Dörte\",\"color\":\"yellow\"}");
    CHECK(strcmp(carc_game_player_name(g, 2), "Player 3") == 0 && strcmp(carc_game_player_color(g, 2), "yellow") == 0,
          "seat 3 keeps its name, Dörte being seat 1's, and is yellow (%s)", carc_game_player_name(g, 2));
    const cJSON *players = cJSON_GetObjectItemCaseSensitive(
        cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(c[1].state, "view"), "setup"), "players");
    CHECK(strcmp(cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(cJSON_GetArrayItem(players, 0), "name")), "Dörte") == 0,
          "the other seats' views name her");
    for (int k = 0; k < 3; k++)
        cJSON_Delete(c[k].state);
    net_table_free(t);
}

static void undo_msg(net_table *t, client *c, int nc, int k, int seq, bool accepted, const char *what)
{
    char text[80];
    snprintf(text, sizeof text, "{\"type\":\"undo\",\"seq\":%d}", seq);
    if (accepted) {
        int before = carc_game_action_count(net_table_game(t)), r = c[k].refused;
        say(t, c, nc, k, text);
        CHECK(c[k].refused == r && carc_game_action_count(net_table_game(t)) == before - 1, "%s is taken back", what);
    } else {
        refused(t, c, nc, k, text, false, what);
    }
}

/* Undo in a network game: the seat to move takes back its last step of the turn when the step showed
 * nothing hidden. Placing the drawn tile shows nothing (the tile was seen when drawn): taken back, the
 * game is as before it. Ending the turn draws the next tile: never taken back. */
static void test_undo(void)
{
    net_table *t = new_table("", NULL, 9, 2, 0);
    client c[2] = {{.conn = 1, .seat = -1}, {.conn = 2, .seat = -1}};
    for (int k = 0; k < 2; k++)
        say(t, c, 2, k, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\"}");
    undo_msg(t, c, 2, 0, 0, false, "an undo before any action");
    char *before = cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(c[0].state, "view"));
    cJSON *tile = cJSON_Duplicate(cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(c[0].state, "legal"), 0), true);
    say_json(t, c, 2, 0, act(0, tile));
    CHECK(carc_game_action_count(net_table_game(t)) == 1, "Ann placed her tile");
    undo_msg(t, c, 2, 1, 1, false, "an undo by the seat not to move");
    undo_msg(t, c, 2, 0, 0, false, "an undo with a stale seq");
    undo_msg(t, c, 2, 0, 1, true, "Ann's tile placement");
    char *again = cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(c[0].state, "view"));
    CHECK(before && again && strcmp(before, again) == 0, "after the undo Ann sees the game as before her tile");
    say_json(t, c, 2, 0, act(0, tile));
    const cJSON *next = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(c[0].state, "legal"), 0);
    say_json(t, c, 2, 0, act(1, next));
    CHECK(carc_game_action_count(net_table_game(t)) == 2 && carc_game_current_player(net_table_game(t)) == 1, "Ann's turn ended");
    undo_msg(t, c, 2, 0, 2, false, "Ann's undo after her turn");
    undo_msg(t, c, 2, 1, 2, false, "Bob's undo of Ann's step that drew his tile");
    free(before);
    free(again);
    cJSON_Delete(tile);
    for (int k = 0; k < 2; k++)
        cJSON_Delete(c[k].state);
    net_table_free(t);
}

/* Games on the local network: a table's announcement names its players and free seats, and is read back;
 * what is not one is ignored; a listener lists what reaches it on loopback and forgets a game gone quiet. */
static void test_lan(void)
{
    net_table *t = new_table("bets", NULL, 9, 2, 1);
    client c[1] = {{.conn = 1, .seat = -1}};
    say(t, c, 1, 0, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\",\"name\":\"Ann\"}");
    CHECK(net_table_open_seats(t) == 2u, "seat 2 alone is open (seat 1 is Ann's, seat 3 a computer's): %u", net_table_open_seats(t));
    char *text = net_lan_announcement(t, 4321, NULL);
    net_lan_game g;
    CHECK(text && net_lan_parse(text, strlen(text), "10.0.0.7", &g), "the announcement reads back: %s", text ? text : "none");
    CHECK(g.port == 4321 && strcmp(g.key, "KEY") == 0 && g.nplayers == 3 && g.open == 2u && strcmp(g.names[0], "Ann") == 0 &&
              strcmp(g.addr, "10.0.0.7") == 0,
          "the announcement's port, key, players and open seats");
    static const char *const bad[] = {
        "",
        "not json",
        "[]",
        "{\"format\":\"opencarc-lan/2\",\"port\":1,\"key\":\"K\",\"players\":[\"a\",\"b\"],\"open\":[0]}",
        "{\"format\":\"opencarc-lan/1\",\"port\":0,\"key\":\"K\",\"players\":[\"a\",\"b\"],\"open\":[0]}",
        "{\"format\":\"opencarc-lan/1\",\"port\":1,\"key\":\"\",\"players\":[\"a\",\"b\"],\"open\":[0]}",
        "{\"format\":\"opencarc-lan/1\",\"port\":1,\"key\":\"K\",\"players\":[\"a\",2],\"open\":[0]}",
        "{\"format\":\"opencarc-lan/1\",\"port\":1,\"key\":\"K\",\"players\":[\"a\",\"b\"],\"open\":[2]}",
        "{\"format\":\"opencarc-lan/1\",\"port\":1,\"key\":\"K\",\"players\":[\"a\",\"b\"],\"open\":[]}",
        "{\"format\":\"opencarc-lan/1\",\"port\":1,\"key\":\"K\",\"players\":[\"a\"],\"open\":[0]}",
        "{\"format\":\"opencarc-lan/1\",\"port\":1,\"key\":\"K\",\"players\":[\"a\",\"b\",\"c\",\"d\",\"e\",\"f\",\"g\"],\"open\":[0]}",
        "{\"format\":\"opencarc-lan/1\",\"port\":1,\"key\":\"012345678901234567890123456789012\",\"players\":[\"a\",\"b\"],\"open\":[0]}",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        CHECK(!net_lan_parse(bad[i], strlen(bad[i]), "10.0.0.7", &g), "not an announcement: %s", bad[i]);
    char big[NET_LAN_BYTES + 2];
    memset(big, ' ', sizeof big);
    CHECK(!net_lan_parse(big, sizeof big, "10.0.0.7", &g), "an announcement longer than %d bytes", NET_LAN_BYTES);
    /* through loopback: a listener lists the game once, ignores what is not one, forgets it when quiet */
    int port = 40000 + (int)(getpid() % 20000), lis = net_lan_listener(port), ann = net_lan_announcer();
    CHECK(lis >= 0 && ann >= 0, "loopback sockets for port %d", port);
    char to[32];
    snprintf(to, sizeof to, "127.0.0.1:%d", port);
    net_lan_game games[NET_LAN_GAMES];
    int n = 0;
    for (int k = 0; k < 3; k++) {
        net_lan_announce(ann, to, "garbage");
        net_lan_announce(ann, to, text);
    }
    for (int tries = 0; tries < 100 && n == 0; tries++) { /* at most a second: loopback delivers at once */
        net_lan_poll(lis, games, &n, 10.0);
        if (n == 0)
            usleep(10000);
    }
    net_lan_poll(lis, games, &n, 10.0);
    CHECK(n == 1 && games[0].port == 4321 && strcmp(games[0].addr, "127.0.0.1") == 0, "the game is listed once (%d)", n);
    net_lan_poll(lis, games, &n, 10.0 + NET_LAN_FORGET + 1);
    CHECK(n == 0, "a game not heard for %.0f s leaves the list", NET_LAN_FORGET);
    net_lan_close(lis);
    net_lan_close(ann);
    free(text);
    say(t, c, 1, 0, "{\"type\":\"state\"}");
    cJSON_Delete(c[0].state);
    net_table_free(t);
    net_table *full = new_table("bets", NULL, 9, 1, 1);
    client d[1] = {{.conn = 1, .seat = -1}};
    say(full, d, 1, 0, "{\"type\":\"join\",\"protocol\":1,\"key\":\"KEY\"}");
    CHECK(net_lan_announcement(full, 1, NULL) == NULL, "a game with no free seat is not announced");
    cJSON_Delete(d[0].state);
    net_table_free(full);
}

/* TLS: a fingerprint as typed reads as the host writes it, and nothing else does; a host's certificate is
 * made once and read back with the same fingerprint (the SHA-256 of its DER, checked against a digest
 * worked out here); what is not one is refused naming the file; an announcement carries the fingerprint. */
static void test_tls(void)
{
    char fp[NET_FP_LEN + 1];
    static const char *const same[] = {"3F2A-91C0-7B1E-44D2-0A9C", "3f2a91c07b1e44d20a9c", "3F:2A:91:C0:7B:1E:44:D2:0A:9C",
                                       " 3f2a 91c0 7b1e 44d2 0a9c "};
    for (size_t i = 0; i < sizeof same / sizeof same[0]; i++)
        CHECK(net_tls_fingerprint_parse(same[i], fp) && strcmp(fp, "3F2A-91C0-7B1E-44D2-0A9C") == 0, "fingerprint typed as '%s'", same[i]);
    static const char *const bad[] = {"", "3F2A-91C0-7B1E-44D2-0A9", "3F2A-91C0-7B1E-44D2-0A9C0", "3G2A-91C0-7B1E-44D2-0A9C",
                                      "3F2A_91C0-7B1E-44D2-0A9C"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        CHECK(!net_tls_fingerprint_parse(bad[i], fp), "not a fingerprint: '%s'", bad[i]);
    /* SHA-256("abc") = ba7816bf 8f01cfea 414140de 5dae2223 ...: its first 80 bits */
    net_tls_fingerprint((const unsigned char *)"abc", 3, fp);
    CHECK(strcmp(fp, "BA78-16BF-8F01-CFEA-4141") == 0, "the fingerprint of 'abc' is its SHA-256's start: %s", fp);
    char dir[] = "/tmp/opencarc-tls-XXXXXX", path[64], fp2[NET_FP_LEN + 1] = "";
    CHECK(mkdtemp(dir) != NULL, "a folder for the certificate");
    snprintf(path, sizeof path, "%s/cert.pem", dir);
    carc_err err;
    CHECK(net_tls_certificate(path, fp, &err), "a certificate made: %s", err.msg);
    CHECK(net_tls_certificate(path, fp2, &err) && strcmp(fp, fp2) == 0, "read back with the same fingerprint (%s, %s)", fp, fp2);
    FILE *f = fopen(path, "w");
    fputs("-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----\n", f);
    fclose(f);
    CHECK(!net_tls_certificate(path, fp2, &err) && strstr(err.msg, "cert.pem is not a host's certificate"), "a damaged file: %s", err.msg);
    unlink(path);
    snprintf(path, sizeof path, "%s/none/cert.pem", dir);
    CHECK(!net_tls_certificate(path, fp2, &err) && strstr(err.msg, "cannot write the host's certificate"), "no folder: %s", err.msg);
    rmdir(dir);
    net_table *t = new_table("bets", NULL, 9, 1, 1);
    char *text = net_lan_announcement(t, 4321, fp);
    net_lan_game g;
    CHECK(text && net_lan_parse(text, strlen(text), "10.0.0.7", &g) && strcmp(g.fingerprint, fp) == 0, "an announcement's fingerprint");
    free(text);
    const char *odd =
        "{\"format\":\"opencarc-lan/1\",\"port\":1,\"key\":\"K\",\"players\":[\"a\",\"b\"],\"open\":[0],\"fingerprint\":\"12\"}";
    CHECK(!net_lan_parse(odd, strlen(odd), "10.0.0.7", &g), "an announcement with a broken fingerprint is ignored");
    net_table_free(t);
}

/* usage: test_net SOURCE_DIR [games0|games1|rest]: the whole games through a table (the first seed's,
 * the second's), or the other tests (none: all); tests that run side by side (minutes under the
 * sanitizers) */
int main(int argc, char **argv)
{
    R = check_rules(argc, argv);
    const char *part = argc > 2 ? argv[2] : "";
    if (strncmp(part, "games", 5) == 0) {
        test_games(part[5] == '1');
        carc_rules_free((carc_rules *)R);
        return check_report("net");
    }
    test_lobby();
    test_refusals();
    test_strangers();
    test_guard();
    test_hand();
    test_hotseat();
    test_look();
    test_lan();
    test_tls();
    test_undo();
    test_undo_agreed();
    if (!*part)
        test_games(-1);
    carc_rules_free((carc_rules *)R);
    return check_report("net");
}
