/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The host's table: checks each client message against the seat it holds and the engine, and answers
 * every connection with the game as its seat may see it (carc_game_view_json, the bot protocol's view). */
#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "net_random.h"
#include "net_table.h"

typedef struct net_seat {
    bool claimed; /* a player joined it and holds its secret */
    bool done;    /* its player saw the game end and said bye */
    char secret[NET_SECRET_LEN + 1];
    int conn;      /* the connection holding it now, or -1 (waiting for its player) */
    ai_player *ai; /* a computer seat, played on the host */
} net_seat;

typedef struct net_conn {
    bool used;
    int id, seat; /* seat -1: joining, or a spectator once watching */
    bool watching;
} net_conn;

struct net_table {
    carc_game *g;
    char key[NET_KEY_MAX + 1];
    int host_seat;       /* the seat of the hosting window, which may hand a gone seat to a computer (-1: none) */
    unsigned host_seats; /* bit p: seat p is played at the hosting window (hotseat), host_seat among them */
    net_seat seat[CARC_MAX_PLAYERS];
    net_conn conn[NET_MAX_CONNS];
    long version; /* states sent: every change of the game or the seats (the host saves after each) */
    /* an undo asked of every human: back to ask_back actions (before the asker's last one); -1: none */
    int ask_by, ask_back;
    unsigned ask_agreed; /* bit p: seat p's player agreed (the asker's seats at once) */
    int refused_by;      /* the seat that refused the last question, said in the states that follow (-1) */
    /* the state as each seat's connections get it (index seat + 1; 0: a spectator), built once for every
     * connection that asks while nothing changed: its generation is gen when it is up to date */
    char *cache[CARC_MAX_PLAYERS + 1];
    long cache_gen[CARC_MAX_PLAYERS + 1], gen;
};

void net_outbox_clear(net_outbox *o)
{
    for (int i = 0; i < o->n; i++)
        free(o->v[i].text);
    o->n = 0;
}

void net_outbox_free(net_outbox *o)
{
    net_outbox_clear(o);
    free(o->v);
    o->v = NULL;
    o->cap = 0;
}

/* Queue text (taken) for conn; out of memory drops the message, which the client asks for again. */
static void put_text(net_outbox *o, int conn, bool close, char *text)
{
    if (!text)
        return;
    if (o->n == o->cap) {
        int cap = o->cap ? o->cap * 2 : 8;
        net_send *v = realloc(o->v, (size_t)cap * sizeof *v);
        if (!v) {
            free(text);
            return;
        }
        o->v = v;
        o->cap = cap;
    }
    o->v[o->n++] = (net_send){conn, close, text};
}

/* Queue j for conn (j is freed). */
static void put(net_outbox *o, int conn, bool close, cJSON *j)
{
    char *text = j ? cJSON_PrintUnformatted(j) : NULL;
    cJSON_Delete(j);
    put_text(o, conn, close, text);
}

void net_outbox_refusal(net_outbox *out, int conn, bool close, const char *why, int seq)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "type", "refused");
    cJSON_AddStringToObject(j, "why", why);
    if (seq >= 0)
        cJSON_AddNumberToObject(j, "seq", seq);
    cJSON_AddBoolToObject(j, "closing", close); /* the host ends the connection: do not try again */
    put(out, conn, close, j);
}

/* Answer conn with why; false, so a handler can end with it. */
static bool refuse(net_table *t, net_outbox *out, int conn, bool close, const char *why)
{
    net_outbox_refusal(out, conn, close, why, carc_game_action_count(t->g));
    return false;
}

/* 128 bits of the system's: a secret tells nothing of another, of another table's, or of the game. */
static void new_secret(char *out)
{
    static const char hex[] = "0123456789abcdef";
    unsigned char r[NET_SECRET_LEN / 2];
    net_random(r, sizeof r);
    for (int i = 0; i < NET_SECRET_LEN; i++)
        out[i] = hex[r[i / 2] >> (i % 2 * 4) & 15];
    out[NET_SECRET_LEN] = 0;
}

net_table *net_table_new(carc_game *g, const char *key)
{
    net_table *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    t->g = g;
    t->host_seat = -1;
    t->ask_by = t->refused_by = -1;
    t->gen = 1;
    snprintf(t->key, sizeof t->key, "%s", key);
    for (int p = 0; p < carc_game_player_count(g); p++) {
        t->seat[p].conn = -1;
        const char *level = carc_game_player_ai(g, p);
        if (*level && !(t->seat[p].ai = ai_new(level, net_random64()))) {
            net_table_free(t);
            return NULL;
        }
    }
    return t;
}

void net_table_free(net_table *t)
{
    if (!t)
        return;
    for (int p = 0; p < CARC_MAX_PLAYERS; p++)
        ai_free(t->seat[p].ai);
    for (int i = 0; i <= CARC_MAX_PLAYERS; i++)
        free(t->cache[i]);
    carc_game_free(t->g);
    free(t);
}

const carc_game *net_table_game(const net_table *t)
{
    return t->g;
}

void net_key_make(char *key)
{
    static const char letters[] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    uint64_t bits = net_random64();
    for (int i = 0; i < NET_KEY_LEN; i++)
        key[i] = letters[(bits >> (5 * i)) & 31];
    key[NET_KEY_LEN] = 0;
}

bool net_key_same(const char *a, const char *b)
{
    for (;; a++, b++) {
        while (*a == ' ')
            a++;
        while (*b == ' ')
            b++;
        char x = *a >= 'a' && *a <= 'z' ? (char)(*a - 32) : *a, y = *b >= 'a' && *b <= 'z' ? (char)(*b - 32) : *b;
        if (x != y)
            return false;
        if (!x)
            return true;
    }
}
const char *net_table_key(const net_table *t)
{
    return t->key;
}

/* Seat p is played at the hosting window beside its own seat (hotseat): the connection holding host_seat
 * holds it, and acts for it. */
static bool hotseat(const net_table *t, int p)
{
    return p != t->host_seat && (t->host_seats >> p & 1);
}

/* The connection holding seat p, or -1. */
static int holder(const net_table *t, int p)
{
    return t->seat[hotseat(t, p) ? t->host_seat : p].conn;
}

/* The seat whose view connection c gets: a hotseat seat while it is to move (the hosting window shows the
 * game as that player may see it, as one computer's hotseat does), else c's own. */
static int view_seat(const net_table *t, const net_conn *c)
{
    int p = carc_game_current_player(t->g);
    return c->seat >= 0 && c->seat == t->host_seat && !carc_game_over(t->g) && hotseat(t, p) ? p : c->seat;
}

/* The seats played from the connection holding seat (-1: none): its own, and at the hosting window the
 * hotseat's. */
static unsigned seats_of(const net_table *t, int seat)
{
    return seat < 0 ? 0 : 1u << seat | (seat == t->host_seat ? t->host_seats : 0);
}

static void add_seats(const net_table *t, cJSON *j, int seat)
{
    cJSON *arr = cJSON_AddArrayToObject(j, "seats");
    for (int p = 0; p < carc_game_player_count(t->g); p++)
        if (seats_of(t, seat) >> p & 1)
            cJSON_AddItemToArray(arr, cJSON_CreateNumber(p));
}

static net_conn *find_conn(net_table *t, int id)
{
    for (int i = 0; i < NET_MAX_CONNS; i++)
        if (t->conn[i].used && t->conn[i].id == id)
            return &t->conn[i];
    return NULL;
}

/* The game as connection c's seat may see it (a spectator: what is public), and what it may do when it is to
 * move. */
static cJSON *state_json(net_table *t, const net_conn *c)
{
    const carc_game *g = t->g;
    int seat = view_seat(t, c);
    int n = carc_game_player_count(g), to_move = carc_game_current_player(g);
    bool over = carc_game_over(g);
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "type", "state");
    cJSON_AddNumberToObject(j, "seq", carc_game_action_count(g));
    cJSON_AddNumberToObject(j, "seat", seat);
    add_seats(t, j, c->seat);
    cJSON_AddNumberToObject(j, "to_move", over ? -1 : to_move);
    cJSON_AddBoolToObject(j, "over", over);
    cJSON *scores = cJSON_AddArrayToObject(j, "scores"), *waiting = cJSON_AddArrayToObject(j, "waiting");
    for (int p = 0; p < n; p++) {
        cJSON_AddItemToArray(scores, cJSON_CreateNumber(carc_game_score(g, p)));
        if (!t->seat[p].ai && holder(t, p) < 0)
            cJSON_AddItemToArray(waiting, cJSON_CreateNumber(p));
    }
    if (t->ask_by >= 0) { /* public: every seat and spectator sees who asked and who agreed */
        cJSON *ask = cJSON_AddObjectToObject(j, "undo_asked"), *agreed;
        cJSON_AddNumberToObject(ask, "by", t->ask_by);
        cJSON_AddNumberToObject(ask, "back_to", t->ask_back);
        agreed = cJSON_AddArrayToObject(ask, "agreed");
        for (int p = 0; p < n; p++)
            if (t->ask_agreed >> p & 1)
                cJSON_AddItemToArray(agreed, cJSON_CreateNumber(p));
    }
    if (t->refused_by >= 0)
        cJSON_AddNumberToObject(j, "undo_refused_by", t->refused_by);
    cJSON_AddItemToObject(j, "view", carc_game_view_json(g, seat));
    if (!over && seat == to_move) {
        carc_action_list legal = {0};
        carc_game_legal_actions(g, &legal);
        cJSON *arr = cJSON_AddArrayToObject(j, "legal");
        for (int i = 0; i < legal.n; i++)
            cJSON_AddItemToArray(arr, carc_action_to_json(&legal.v[i]));
        carc_action_list_free(&legal);
    }
    return j;
}

/* The state for c, a copy of the one built for its seat since the last change (a spectator's is built
 * once for all of them, and a connection asking again and again costs a copy). */
static char *state_text(net_table *t, const net_conn *c)
{
    int i = c->seat + 1;
    if (t->cache_gen[i] != t->gen || !t->cache[i]) {
        cJSON *j = state_json(t, c);
        free(t->cache[i]);
        t->cache[i] = j ? cJSON_PrintUnformatted(j) : NULL;
        cJSON_Delete(j);
        t->cache_gen[i] = t->gen;
    }
    return t->cache[i] ? strdup(t->cache[i]) : NULL;
}

static void broadcast(net_table *t, net_outbox *out)
{
    t->version++;
    t->gen++;
    for (int i = 0; i < NET_MAX_CONNS; i++) {
        net_conn *c = &t->conn[i];
        if (c->used && (c->seat >= 0 || c->watching))
            put_text(out, c->id, false, state_text(t, c));
    }
}

/* The game or its seats moved on: an undo asked before is no more (everyone sees it gone). */
static void changed(net_table *t, net_outbox *out)
{
    t->ask_by = -1;
    broadcast(t, out);
}

/* c (a connection not at this table yet) takes a free place: its seat's, or a spectator's. */
static net_conn *place(net_table *t, const net_conn *c)
{
    for (int i = 0; i < NET_MAX_CONNS; i++)
        if (!t->conn[i].used) {
            t->conn[i] = *c;
            t->conn[i].used = true;
            return &t->conn[i];
        }
    return NULL; /* never: a place is kept for every seat, and spectators are counted */
}

static int watchers(const net_table *t)
{
    int n = 0;
    for (int i = 0; i < NET_MAX_CONNS; i++)
        n += t->conn[i].used && t->conn[i].watching;
    return n;
}

/* c, now at the table, gets its seat and secret; a seat's coming changes what everyone sees (who is
 * waiting), a spectator's only its own screen. */
static net_verdict welcome(net_table *t, const net_conn *joined, net_outbox *out)
{
    net_conn *c = place(t, joined);
    if (!c)
        return NET_V_NONE;
    int seat = c->seat;
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "type", "welcome");
    cJSON_AddNumberToObject(j, "protocol", NET_PROTOCOL);
    cJSON_AddNumberToObject(j, "seat", seat);
    if (seat >= 0)
        cJSON_AddStringToObject(j, "secret", t->seat[seat].secret);
    add_seats(t, j, seat);
    put(out, c->id, false, j);
    if (seat >= 0)
        broadcast(t, out);
    else
        put_text(out, c->id, false, state_text(t, c));
    return NET_V_JOINED;
}

/* Take seat for c, or the first free seat when seat is -1; false when there is none. */
static bool claim(net_table *t, net_conn *c, int seat)
{
    int n = carc_game_player_count(t->g);
    for (int p = seat < 0 ? 0 : seat; p < (seat < 0 ? n : seat + 1); p++) {
        net_seat *s = &t->seat[p];
        if (s->ai || s->claimed || hotseat(t, p) || (seat < 0 && p == t->host_seat))
            continue; /* the hosting window's, named */
        s->claimed = true;
        s->conn = c->id;
        new_secret(s->secret);
        c->seat = p;
        return true;
    }
    return false;
}

static int find_secret(const net_table *t, const char *secret)
{
    for (int p = 0; p < carc_game_player_count(t->g); p++)
        if (t->seat[p].claimed && strcmp(t->seat[p].secret, secret) == 0)
            return p;
    return -1;
}

/* Refuse and close c: a verdict for the transport. */
static net_verdict turn_away(net_table *t, net_outbox *out, const net_conn *c, net_verdict v, const char *why)
{
    refuse(t, out, c->id, true, why);
    return v;
}

static net_verdict on_rejoin(net_table *t, net_conn *c, const cJSON *j, net_outbox *out)
{
    const cJSON *secret = cJSON_GetObjectItemCaseSensitive(j, "secret");
    int p = cJSON_IsString(secret) ? find_secret(t, secret->valuestring) : -1;
    if (p < 0)
        return turn_away(t, out, c, NET_V_WRONG, "secret: no seat of this game has it");
    net_conn *old = find_conn(t, t->seat[p].conn);
    if (old) { /* the player came back before the old connection was seen to drop: its place is c's */
        refuse(t, out, old->id, true, "your seat was taken back from another connection");
        *old = (net_conn){0};
    }
    t->seat[p].conn = c->id;
    c->seat = p;
    if (t->seat[p].ai) { /* handed to a computer while away: the player takes it back */
        ai_free(t->seat[p].ai);
        t->seat[p].ai = NULL;
        carc_game_set_player_ai(t->g, p, "");
    }
    return welcome(t, c, out);
}

/* The player's own name (cut to what a seat keeps, then checked) and colour; a name or a colour another
 * seat has leaves the seat's (every new window's menu names its first seat Ann, in red). */
static bool take_look(net_table *t, int seat, const char *nm, const char *col, carc_err *err)
{
    char name[CARC_NAME_LEN];
    if (nm)
        carc_utf8_copy(name, sizeof name, carc_name_ok(nm) ? nm : "?"); /* "?": refused below */
    for (int q = 0; q < carc_game_player_count(t->g); q++) {
        if (q == seat)
            continue;
        if (col && strcmp(carc_game_player_color(t->g, q), col) == 0)
            col = NULL;
        if (nm && strcmp(carc_game_player_name(t->g, q), name) == 0)
            nm = NULL;
    }
    return carc_game_set_player_look(t->g, seat, nm ? name : NULL, col, err);
}

static net_verdict on_join(net_table *t, net_conn *c, const cJSON *j, net_outbox *out)
{
    const cJSON *seat = cJSON_GetObjectItemCaseSensitive(j, "seat");
    int want = -1;
    if (seat) {
        if (!cJSON_IsNumber(seat) || seat->valuedouble < 0 || seat->valuedouble >= carc_game_player_count(t->g) ||
            seat->valuedouble != (int)seat->valuedouble)
            return turn_away(t, out, c, NET_V_NONE, "seat: not a seat of this game");
        want = seat->valueint;
    }
    const cJSON *name = cJSON_GetObjectItemCaseSensitive(j, "name"), *color = cJSON_GetObjectItemCaseSensitive(j, "color");
    if ((name && !cJSON_IsString(name)) || (color && !cJSON_IsString(color)))
        return turn_away(t, out, c, NET_V_NONE, "name, color: strings are expected");
    if (!claim(t, c, want))
        return turn_away(t, out, c, NET_V_NONE, want < 0 ? "no free seat" : "seat: taken, or played by the computer");
    carc_err err;
    if (!take_look(t, c->seat, cJSON_GetStringValue(name), cJSON_GetStringValue(color), &err)) {
        char why[sizeof err.msg + 16];
        snprintf(why, sizeof why, "name, color: %s", err.msg);
        net_seat *s = &t->seat[c->seat];
        s->claimed = false;
        s->conn = -1;
        memset(s->secret, 0, sizeof s->secret);
        return turn_away(t, out, c, NET_V_NONE, why);
    }
    return welcome(t, c, out);
}

/* A join, rejoin or watch from a connection not at this table (c: not placed yet). */
static net_verdict on_hello(net_table *t, net_conn *c, const char *type, const cJSON *j, net_outbox *out)
{
    const cJSON *proto = cJSON_GetObjectItemCaseSensitive(j, "protocol");
    const cJSON *key = cJSON_GetObjectItemCaseSensitive(j, "key");
    if (!cJSON_IsNumber(proto) || proto->valuedouble != NET_PROTOCOL)
        return turn_away(t, out, c, NET_V_NONE, "protocol: this host speaks version 1");
    if (!cJSON_IsString(key) || !net_key_same(key->valuestring, t->key))
        return turn_away(t, out, c, NET_V_WRONG, "key: not this game's key");
    if (strcmp(type, "rejoin") == 0)
        return on_rejoin(t, c, j, out);
    if (strcmp(type, "join") == 0)
        return on_join(t, c, j, out);
    if (watchers(t) >= NET_MAX_WATCHERS)
        return turn_away(t, out, c, NET_V_NONE, "watch: this game has 16 spectators already");
    c->watching = true;
    return welcome(t, c, out);
}

static bool on_act(net_table *t, net_conn *c, const cJSON *j, net_outbox *out)
{
    const cJSON *seq = cJSON_GetObjectItemCaseSensitive(j, "seq"), *action = cJSON_GetObjectItemCaseSensitive(j, "action");
    char why[sizeof((carc_err *)0)->msg + 40];
    if (c->seat < 0)
        return refuse(t, out, c->id, false, "act: a spectator does not act");
    if (!cJSON_IsNumber(seq))
        return refuse(t, out, c->id, false, "seq: missing");
    if (seq->valuedouble != carc_game_action_count(t->g)) {
        snprintf(why, sizeof why, "seq: the game is at action %d, not %.0f", carc_game_action_count(t->g), seq->valuedouble);
        return refuse(t, out, c->id, false, why);
    }
    if (carc_game_over(t->g) || view_seat(t, c) != carc_game_current_player(t->g))
        return refuse(t, out, c->id, false, "act: not your turn");
    carc_action a;
    carc_err err;
    if (!action || !carc_action_from_json(&a, action, &err) || carc_game_apply(t->g, &a, &err) != CARC_OK) {
        snprintf(why, sizeof why, "action: %s", action ? err.msg : "missing");
        return refuse(t, out, c->id, false, why);
    }
    changed(t, out);
    return true;
}

/* The game b (taken back) replaces the table's, and everyone gets it; no b: c is refused with err, under
 * what (the message's type). */
static bool go_back(net_table *t, net_conn *c, carc_game *b, const carc_err *err, const char *what, net_outbox *out)
{
    if (!b) {
        char why[sizeof err->msg + 16];
        snprintf(why, sizeof why, "%s: %s", what, err->msg);
        return refuse(t, out, c->id, false, why);
    }
    carc_game_free(t->g);
    t->g = b;
    changed(t, out);
    return true;
}

/* A seat takes back its last step of the turn it is playing, when that step showed nothing hidden
 * (carc_game_take_back): a bet on the wrong office, say. seq: the game's actions as the seat saw them. */
static bool on_undo(net_table *t, net_conn *c, const cJSON *j, net_outbox *out)
{
    const cJSON *seq = cJSON_GetObjectItemCaseSensitive(j, "seq");
    int n = carc_game_action_count(t->g);
    if (c->seat < 0)
        return refuse(t, out, c->id, false, "undo: a spectator does not act");
    if (!cJSON_IsNumber(seq) || seq->valuedouble != n)
        return refuse(t, out, c->id, false, "seq: not the game's number of actions");
    if (carc_game_over(t->g) || view_seat(t, c) != carc_game_current_player(t->g))
        return refuse(t, out, c->id, false, "undo: not your turn");
    carc_err err;
    carc_game *b = carc_game_take_back(t->g, &err);
    return go_back(t, c, b, &err, "undo", out);
}

/* Every human seat agreed: the game goes back (a tile taken back comes again: the order is the seed's). */
static bool settle_undo(net_table *t, net_conn *c, net_outbox *out)
{
    unsigned humans = 0;
    for (int p = 0; p < carc_game_player_count(t->g); p++)
        if (!t->seat[p].ai)
            humans |= 1u << p;
    if (humans & ~t->ask_agreed) {
        broadcast(t, out); /* who agreed so far */
        return true;
    }
    carc_err err;
    carc_game *b = carc_game_before(t->g, t->ask_back, &err);
    t->ask_by = b ? t->ask_by : -1;
    return go_back(t, c, b, &err, "ask_undo", out);
}

/* A player asks every other human to take back their last action and all after it (more than undo's own
 * step: a tile drawn, another turn). The asker's seats agree at once; the computers wait meanwhile. */
static bool on_ask_undo(net_table *t, net_conn *c, const cJSON *j, net_outbox *out)
{
    const cJSON *seq = cJSON_GetObjectItemCaseSensitive(j, "seq");
    int n = carc_game_action_count(t->g), last = -1, by = -1;
    if (c->seat < 0)
        return refuse(t, out, c->id, false, "ask_undo: a spectator does not act");
    if (!cJSON_IsNumber(seq) || seq->valuedouble != n)
        return refuse(t, out, c->id, false, "seq: not the game's number of actions");
    if (carc_game_over(t->g))
        return refuse(t, out, c->id, false, "ask_undo: the game is over");
    if (t->ask_by >= 0)
        return refuse(t, out, c->id, false, "ask_undo: an undo is asked already");
    cJSON *view = carc_game_view_json(t->g, -1), *who; /* who took each action is public */
    int i = 0;
    cJSON_ArrayForEach(who, cJSON_GetObjectItemCaseSensitive(view, "actors"))
    {
        if (cJSON_IsNumber(who) && who->valueint >= 0 && who->valueint < CARC_MAX_PLAYERS && (seats_of(t, c->seat) >> who->valueint & 1)) {
            last = i;
            by = who->valueint;
        }
        i++;
    }
    cJSON_Delete(view);
    if (last < 0)
        return refuse(t, out, c->id, false, "ask_undo: no action of yours to take back");
    t->ask_by = by;
    t->ask_back = last;
    t->ask_agreed = seats_of(t, c->seat);
    return settle_undo(t, c, out);
}

/* Another player's answer to the undo asked; a refusal (the asker's too: withdrawn) ends it. */
static bool on_answer_undo(net_table *t, net_conn *c, const cJSON *j, bool agree, net_outbox *out)
{
    const cJSON *seq = cJSON_GetObjectItemCaseSensitive(j, "seq");
    if (c->seat < 0)
        return refuse(t, out, c->id, false, "agree_undo, refuse_undo: a spectator does not answer");
    if (!cJSON_IsNumber(seq) || seq->valuedouble != carc_game_action_count(t->g))
        return refuse(t, out, c->id, false, "seq: not the game's number of actions");
    if (t->ask_by < 0)
        return refuse(t, out, c->id, false, "agree_undo, refuse_undo: no undo is asked");
    if (!agree) {
        t->ask_by = -1;
        t->refused_by = c->seat;
        broadcast(t, out);
        t->refused_by = -1;
        t->gen++; /* the refusal is said once */
        return true;
    }
    t->ask_agreed |= seats_of(t, c->seat);
    return settle_undo(t, c, out);
}

/* The hosting window hands a seat whose player is gone to a computer, or opens it to the next join
 * ("human": for a player who lost their secret, or a friend in a computer's place); a secret still held
 * takes a computer's seat back, an opened seat's old secret no longer works. */
static bool on_hand(net_table *t, net_conn *c, const cJSON *j, net_outbox *out)
{
    const cJSON *seat = cJSON_GetObjectItemCaseSensitive(j, "seat");
    const char *level = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "level"));
    int p = cJSON_IsNumber(seat) && seat->valuedouble >= 0 && seat->valuedouble < carc_game_player_count(t->g) ? seat->valueint : -1;
    bool open = level && strcmp(level, "human") == 0;
    if (t->host_seat < 0 || c->seat != t->host_seat)
        return refuse(t, out, c->id, false, "hand: only the hosting seat hands a seat over");
    if (p < 0 || (t->host_seats >> p & 1) || t->seat[p].conn >= 0 || (!open && t->seat[p].ai))
        return refuse(t, out, c->id, false,
                      open ? "seat: a seat nobody plays from a computer of their own is expected"
                           : "seat: a human seat whose player is gone is expected");
    if (!level || (!open && (!level[0] || !carc_seat_known(level))))
        return refuse(t, out, c->id, false, "level: a computer level or \"human\" is expected");
    net_seat *s = &t->seat[p];
    if (open) {
        ai_free(s->ai);
        s->ai = NULL;
        s->claimed = false;
        memset(s->secret, 0, sizeof s->secret);
        carc_game_set_player_ai(t->g, p, "");
    } else {
        if (!(s->ai = ai_new(level, net_random64())))
            return refuse(t, out, c->id, false, "out of memory");
        carc_game_set_player_ai(t->g, p, level);
    }
    changed(t, out);
    return true;
}

net_verdict net_table_receive(net_table *t, int conn, const char *msg, size_t len, net_outbox *out)
{
    net_conn *c = find_conn(t, conn), fresh = {.id = conn, .seat = -1};
    bool placed = c != NULL;
    net_verdict v = NET_V_NONE;
    if (!placed)
        c = &fresh;
    if (len > NET_MAX_MESSAGE) {
        refuse(t, out, conn, true, "message: longer than 16384 bytes");
        return v;
    }
    char text[NET_MAX_MESSAGE + 1];
    memcpy(text, msg, len);
    text[len] = 0;
    carc_err err;
    cJSON *j = strlen(text) == len ? carc_parse_json(text, "message", &err) : NULL;
    const cJSON *type = cJSON_GetObjectItemCaseSensitive(j, "type");
    if (!cJSON_IsObject(j) || !cJSON_IsString(type)) {
        refuse(t, out, conn, !placed, /* before a join nothing is worth keeping it open */
               j || strlen(text) != len ? "message: an object with a \"type\" is expected" : err.msg);
    } else if (strcmp(type->valuestring, "join") == 0 || strcmp(type->valuestring, "rejoin") == 0 ||
               strcmp(type->valuestring, "watch") == 0) {
        if (placed)
            refuse(t, out, conn, false, "this connection already joined");
        else
            v = on_hello(t, c, type->valuestring, j, out);
    } else if (!placed) { /* a connection holds nothing here before it joins */
        refuse(t, out, conn, true, "join, rejoin or watch first");
    } else if (strcmp(type->valuestring, "act") == 0) {
        on_act(t, c, j, out);
    } else if (strcmp(type->valuestring, "hand") == 0) {
        on_hand(t, c, j, out);
    } else if (strcmp(type->valuestring, "undo") == 0) {
        on_undo(t, c, j, out);
    } else if (strcmp(type->valuestring, "ask_undo") == 0) {
        on_ask_undo(t, c, j, out);
    } else if (strcmp(type->valuestring, "agree_undo") == 0 || strcmp(type->valuestring, "refuse_undo") == 0) {
        on_answer_undo(t, c, j, type->valuestring[0] == 'a', out);
    } else if (strcmp(type->valuestring, "state") == 0) {
        put_text(out, conn, false, state_text(t, c));
    } else if (strcmp(type->valuestring, "bye") == 0 && carc_game_over(t->g)) {
        if (c->seat >= 0)
            t->seat[c->seat].done = true;
        cJSON *bye = cJSON_CreateObject(); /* answered, so a client knows its bye was not lost */
        cJSON_AddStringToObject(bye, "type", "bye");
        put(out, conn, true, bye);
    } else {
        refuse(t, out, conn, false,
               "type: one of join, rejoin, watch, act, undo, ask_undo, agree_undo, refuse_undo, hand, state, bye (once the game is over) "
               "is expected");
    }
    cJSON_Delete(j);
    return v;
}

bool net_table_has(const net_table *t, int conn)
{
    return find_conn((net_table *)t, conn) != NULL;
}

void net_table_closed(net_table *t, int conn, net_outbox *out)
{
    net_conn *c = find_conn(t, conn);
    if (!c)
        return;
    bool seated = c->seat >= 0;
    if (seated)
        t->seat[c->seat].conn = -1;
    *c = (net_conn){0};
    if (seated)
        broadcast(t, out);
}

long net_table_version(const net_table *t)
{
    return t->version;
}

unsigned net_table_open_seats(const net_table *t)
{
    unsigned open = 0;
    for (int p = 0; p < carc_game_player_count(t->g); p++)
        if (!t->seat[p].ai && !t->seat[p].claimed && !(t->host_seats >> p & 1))
            open |= 1u << p;
    return open;
}

bool net_table_finished(const net_table *t)
{
    if (!carc_game_over(t->g))
        return false;
    for (int p = 0; p < carc_game_player_count(t->g); p++)
        if (!t->seat[p].ai && !t->seat[hotseat(t, p) ? t->host_seat : p].done)
            return false;
    return true;
}

bool net_table_computer_to_move(const net_table *t)
{
    return !carc_game_over(t->g) && t->seat[carc_game_current_player(t->g)].ai && t->ask_by < 0; /* an undo asked: it waits */
}

void net_table_play_computer(net_table *t, net_outbox *out)
{
    if (!net_table_computer_to_move(t))
        return;
    carc_action a;
    carc_err err;
    if (!ai_decide(t->seat[carc_game_current_player(t->g)].ai, t->g, &a, NULL) || carc_game_apply(t->g, &a, &err) != CARC_OK)
        return;
    changed(t, out);
}

cJSON *net_table_seats_json(const net_table *t)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "key", t->key);
    if (t->host_seat >= 0)
        cJSON_AddNumberToObject(j, "host_seat", t->host_seat);
    if (t->host_seat >= 0 && (t->host_seats & ~(1u << t->host_seat))) {
        cJSON *hs = cJSON_AddArrayToObject(j, "host_seats");
        for (int p = 0; p < carc_game_player_count(t->g); p++)
            if (t->host_seats >> p & 1)
                cJSON_AddItemToArray(hs, cJSON_CreateNumber(p));
    }
    cJSON *arr = cJSON_AddArrayToObject(j, "secrets");
    for (int p = 0; p < carc_game_player_count(t->g); p++)
        cJSON_AddItemToArray(arr, t->seat[p].claimed ? cJSON_CreateString(t->seat[p].secret) : cJSON_CreateNull());
    return j;
}

bool net_table_load_seats(net_table *t, const cJSON *j, carc_err *err)
{
    const cJSON *key = cJSON_GetObjectItemCaseSensitive(j, "key"), *arr = cJSON_GetObjectItemCaseSensitive(j, "secrets");
    int n = carc_game_player_count(t->g);
    if (!cJSON_IsString(key) || !*key->valuestring || strlen(key->valuestring) > NET_KEY_MAX)
        return !carc_err_set(err, CARC_E_FORMAT, "seats: key: a string of 1 to 32 bytes is expected");
    if (!cJSON_IsArray(arr) || cJSON_GetArraySize(arr) != n)
        return !carc_err_set(err, CARC_E_FORMAT, "seats: secrets: one per player is expected");
    for (int p = 0; p < n; p++) {
        const cJSON *s = cJSON_GetArrayItem(arr, p);
        /* a computer's seat may have one: a human's, handed over while away, who may take it back */
        if (!cJSON_IsNull(s) && !(cJSON_IsString(s) && strlen(s->valuestring) == NET_SECRET_LEN &&
                                  strspn(s->valuestring, "0123456789abcdef") == NET_SECRET_LEN))
            return !carc_err_set(err, CARC_E_FORMAT, "seats: secrets: a seat's secret of 32 hex digits, or null");
        for (int q = 0; q < p && cJSON_IsString(s); q++) /* one secret would take two seats */
            if (cJSON_IsString(cJSON_GetArrayItem(arr, q)) && strcmp(cJSON_GetArrayItem(arr, q)->valuestring, s->valuestring) == 0)
                return !carc_err_set(err, CARC_E_FORMAT, "seats: secrets: two seats have the same secret");
    }
    const cJSON *hs = cJSON_GetObjectItemCaseSensitive(j, "host_seat");
    if (hs && !(cJSON_IsNumber(hs) && hs->valuedouble >= 0 && hs->valuedouble < n && hs->valuedouble == (int)hs->valuedouble))
        return !carc_err_set(err, CARC_E_FORMAT, "seats: host_seat: a seat of the game is expected");
    const cJSON *many = cJSON_GetObjectItemCaseSensitive(j, "host_seats"), *q;
    unsigned seats = hs ? 1u << hs->valueint : 0;
    if (many && (!hs || !cJSON_IsArray(many)))
        return !carc_err_set(err, CARC_E_FORMAT, "seats: host_seats: a list of seats beside host_seat is expected");
    cJSON_ArrayForEach(q, many)
    {
        if (!(cJSON_IsNumber(q) && q->valuedouble >= 0 && q->valuedouble < n && q->valuedouble == (int)q->valuedouble) ||
            *carc_game_player_ai(t->g, q->valueint))
            return !carc_err_set(err, CARC_E_FORMAT, "seats: host_seats: human seats of the game are expected");
        seats |= 1u << q->valueint;
    }
    t->host_seat = hs ? hs->valueint : -1;
    t->host_seats = seats;
    snprintf(t->key, sizeof t->key, "%s", key->valuestring);
    for (int p = 0; p < n; p++) {
        const cJSON *s = cJSON_GetArrayItem(arr, p);
        t->seat[p].claimed = cJSON_IsString(s);
        if (t->seat[p].claimed)
            snprintf(t->seat[p].secret, sizeof t->seat[p].secret, "%s", s->valuestring);
    }
    return true;
}
