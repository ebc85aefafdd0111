/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A host's tables: one process (opencarc-cli serve) holds several games, each with its own key. A
 * connection's first message names the key; from then on it belongs to that game's table. */
#ifndef NET_LOBBY_H
#define NET_LOBBY_H

#include "net_table.h"

#define NET_LOBBY_TABLES 1024                              /* games one host holds at most */
#define NET_LOBBY_CONNS (NET_LOBBY_TABLES * NET_MAX_CONNS) /* connections at tables, over every table */

typedef struct net_lobby net_lobby;

net_lobby *net_lobby_new(void);
void net_lobby_free(net_lobby *l); /* and its tables */
/* Add a table (the lobby owns it); false when full or its key is another table's. */
bool net_lobby_add(net_lobby *l, net_table *t);
int net_lobby_count(const net_lobby *l);
net_table *net_lobby_table(const net_lobby *l, int i);

/* As net_table_receive and net_table_closed, for the table the connection belongs to, or the one its
 * first message's key names. */
net_verdict net_lobby_receive(net_lobby *l, int conn, const char *msg, size_t len, net_outbox *out);
void net_lobby_closed(net_lobby *l, int conn, net_outbox *out);
/* A computer seat is to move at some table. */
bool net_lobby_computer_to_move(const net_lobby *l);
/* Every table's computer seat to move plays once; true when one did. */
bool net_lobby_play_computers(net_lobby *l, net_outbox *out);
/* Actions applied over every table, and net_table_version summed (what the host's autosave watches). */
long net_lobby_actions(const net_lobby *l);
long net_lobby_version(const net_lobby *l);
bool net_lobby_all_over(const net_lobby *l);
bool net_lobby_all_finished(const net_lobby *l); /* net_table_finished for every table */

#endif
