/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What one address may do at a host, as nginx's limit_conn and limit_req do it: connections at once,
 * connections opened, wrong keys or secrets; and a connection's own message budget. Pure bookkeeping
 * over a clock the caller gives (seconds), so that it is tested without sockets or waiting. */
#ifndef NET_GUARD_H
#define NET_GUARD_H

#include <stdbool.h>

#define NET_GUARD_ADDRESSES 4096 /* addresses remembered at once; one with nothing open is forgotten first */
#define NET_GUARD_ADDR_LEN 48    /* an IPv4 or IPv6 address as text */

/* A token bucket: `burst` at once, then one every 1/rate seconds. */
typedef struct net_bucket {
    double tokens, at;
} net_bucket;
/* Take one token at time now; false when none is left (nothing is taken). */
bool net_bucket_take(net_bucket *b, double now, double burst, double rate);
/* Seconds from now until a token is back. */
double net_bucket_wait(const net_bucket *b, double now, double burst, double rate);

typedef struct net_guard_limits {
    int conns;                      /* connections at once from one address */
    int unjoined;                   /* ... of them before their join, rejoin or watch is accepted */
    double open_burst, open_rate;   /* connections opened */
    double wrong_burst, wrong_rate; /* wrong keys or secrets */
} net_guard_limits;
extern const net_guard_limits net_guard_defaults;

typedef struct net_guard net_guard;
net_guard *net_guard_new(const net_guard_limits *lim);
void net_guard_free(net_guard *g);

/* addr opens a connection at now (its TCP connection, before any word): false when it opens them too
 * fast, or the guard remembers as many addresses as it can, all with connections open. */
bool net_guard_attempt(net_guard *g, const char *addr, double now);
/* A WebSocket connection of addr's is established: false (nothing counted) when the address has as many
 * open as it may, or as many not yet at a table. */
bool net_guard_open(net_guard *g, const char *addr);
/* A connection of addr's was accepted to a table (it counts as unjoined until then), or closed. */
void net_guard_joined(net_guard *g, const char *addr);
void net_guard_closed(net_guard *g, const char *addr, bool joined);
/* addr may try a key now: it has tries left. */
bool net_guard_may_try(net_guard *g, const char *addr, double now);
/* A try of addr's named a wrong key or secret: it costs a try. */
void net_guard_wrong(net_guard *g, const char *addr, double now);
/* Seconds until addr may try a key again (0: now). */
double net_guard_wait(const net_guard *g, const char *addr, double now);

#endif
