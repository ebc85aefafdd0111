/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The host's table in a network game (docs/NETWORK.md): the one authoritative game, the seats and who
 * holds them, and every client message checked and answered. It knows no transport: a connection is a
 * number the transport picks, and what to send is put in an outbox the transport delivers. */
#ifndef NET_TABLE_H
#define NET_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "carc.h"

#define NET_PROTOCOL 1
#define NET_MAX_MESSAGE (16 * 1024) /* bytes of one client message; an action or a join needs far less */
#define NET_MAX_WATCHERS 16         /* spectators of one table at once */
/* connections a table holds at once: one per seat, reserved, and the spectators; a connection that has
 * not joined yet holds none */
#define NET_MAX_CONNS (CARC_MAX_PLAYERS + NET_MAX_WATCHERS)
#define NET_KEY_MAX 32    /* a game key's bytes */
#define NET_KEY_LEN 8     /* a key the host makes: 8 of 32 characters, 40 bits */
#define NET_SECRET_LEN 32 /* a seat secret: hex digits */

typedef struct net_table net_table;

/* What to send: text for one connection (malloc'd; the outbox owns it until taken). close: end the
 * connection once the text is sent (a refused join). */
typedef struct net_send {
    int conn;
    bool close;
    char *text;
} net_send;
typedef struct net_outbox {
    net_send *v;
    int n, cap;
} net_outbox;
void net_outbox_clear(net_outbox *o);
void net_outbox_free(net_outbox *o);
/* A refusal for conn (docs/NETWORK.md); seq: the game's actions, or -1 when no game is meant. */
void net_outbox_refusal(net_outbox *out, int conn, bool close, const char *why, int seq);

/* A table for game g (the table owns it). A seat whose player has a computer level (setup
 * "ai") is played on the host; every other seat waits for a client. key: what a client must present to
 * join. Seat secrets come from the system's generator (net_random.h), each on its own. */
net_table *net_table_new(carc_game *g, const char *key);
void net_table_free(net_table *t);
const carc_game *net_table_game(const net_table *t);
const char *net_table_key(const net_table *t);
/* A new game key to read out to the others, from the system's generator: NET_KEY_LEN letters and
 * digits, none of which reads as another (key: at least NET_KEY_LEN + 1 bytes). */
void net_key_make(char *key);
/* Two keys are the same when they differ only in case and spaces (as a player types one read out). */
bool net_key_same(const char *a, const char *b);

/* What a message did to its connection, for the transport's limits per address. */
typedef enum net_verdict {
    NET_V_NONE,   /* nothing of the kind below */
    NET_V_JOINED, /* the connection now holds a seat or watches (it was not at this table before) */
    NET_V_WRONG,  /* a join, rejoin or watch named a wrong key or an unknown secret */
} net_verdict;

/* One message from connection conn (its bytes as received, not NUL-terminated). Refusals and the
 * states it causes go to out. Never fails: a bad message is answered, and the game is unchanged. A
 * connection holds a place at the table only once its join, rejoin or watch is accepted. */
net_verdict net_table_receive(net_table *t, int conn, const char *msg, size_t len, net_outbox *out);
/* conn holds a seat or watches at this table. */
bool net_table_has(const net_table *t, int conn);
/* The connection is gone: its seat waits for its player to rejoin; the others are told. */
void net_table_closed(net_table *t, int conn, net_outbox *out);

/* Grows with every change of the game or of its seats (an action, a step taken back, a join, a seat
 * handed over): what the host's autosave watches. */
long net_table_version(const net_table *t);
/* The seats a join may take now (bit p: seat p is a human seat nobody claimed, and not one the hosting
 * window plays or keeps for itself). */
unsigned net_table_open_seats(const net_table *t);
/* The game is over and every human seat's player said bye (has seen the end). */
bool net_table_finished(const net_table *t);
/* A computer seat to move: true when one is (call net_table_play_computer). */
bool net_table_computer_to_move(const net_table *t);
/* Let the computer seat to move decide and apply its action; everyone gets the new state. */
void net_table_play_computer(net_table *t, net_outbox *out);

/* The seats' secrets and the key, for the host's save ({"key": K, "secrets": ["..", null, ..]}), and
 * back: a restarted host resumes its seats. False with a message on a malformed object. */
struct cJSON *net_table_seats_json(const net_table *t);
bool net_table_load_seats(net_table *t, const struct cJSON *j, carc_err *err);

#endif
