/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Games listed on the local network (docs/NETWORK.md, "On the local network"): a host announces each game
 * with a free seat in one small UDP datagram a second, to the broadcast address of every interface and to
 * this computer; a window's Network… box listens and lists them, so nobody types an address or a key. */
#ifndef NET_LAN_H
#define NET_LAN_H

#include <stdbool.h>
#include <stddef.h>

#include "net_table.h"
#include "net_tls.h"

#define NET_LAN_PORT 7438  /* where announcements go (the games' own port is in them) */
#define NET_LAN_BYTES 1200 /* one announcement at most: one datagram on any network */
#define NET_LAN_GAMES 8    /* games a listener keeps */
#define NET_LAN_FORGET 4.0 /* seconds after its last announcement a game leaves the list */

typedef struct net_lan_game {
    char addr[64]; /* where it came from: the host's address */
    int port;      /* the game's (WebSocket) port */
    char key[NET_KEY_MAX + 1];
    char fingerprint[NET_FP_LEN + 1]; /* its host's certificate ("": plain connections only) */
    char names[CARC_MAX_PLAYERS][CARC_NAME_LEN];
    int nplayers;
    unsigned open; /* bit p: seat p may be joined */
    double seen;   /* when it was last heard (the caller's clock) */
} net_lan_game;

/* The announcement of table t, played on port, its host's certificate's fingerprint (NULL: none) (NULL when it
 * has no free seat). */
char *net_lan_announcement(const net_table *t, int port, const char *fingerprint);
/* An announcement read back (what came from addr); false, and nothing kept, when it is not one. */
bool net_lan_parse(const char *text, size_t len, const char *addr, net_lan_game *out);

/* A socket to announce from (-1: none), and one announcement sent to targets: "lan" (every interface's
 * broadcast address and 127.0.0.1) or addresses separated by commas, each with an optional ":port". */
int net_lan_announcer(void);
void net_lan_announce(int sock, const char *targets, const char *text);

/* A socket listening for announcements on port (NET_LAN_PORT; -1: none, e.g. taken), and what arrived
 * since: each game is added or refreshed in games (n of them, at most NET_LAN_GAMES), those not heard for
 * NET_LAN_FORGET seconds dropped. */
int net_lan_listener(int port);
void net_lan_poll(int sock, net_lan_game *games, int *n, double now);
void net_lan_close(int sock);

/* This computer's address on the local network as others would type it ("192.168.1.20"), or false. */
bool net_lan_address(char *out, size_t cap);

#endif
