/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Addresses in a plain array: looked up when a connection opens, joins or closes, never per message,
 * so a scan costs less than the system call that accepted the connection. */
#include <stdlib.h>
#include <string.h>

#include "net_guard.h"

/* 32 connections at once from one address: a household behind one router (NAT) with every member
 * watching every table; 8 of them before a join (a player's window opens one). Ten wrong keys, then one
 * every 6 s: with 40-bit keys one address needs about 100,000 years for even odds (docs/NETWORK.md). */
const net_guard_limits net_guard_defaults = {
    .conns = 32,
    .unjoined = 8,
    .open_burst = 20,
    .open_rate = 4,
    .wrong_burst = 10,
    .wrong_rate = 1.0 / 6,
};

typedef struct entry {
    char addr[NET_GUARD_ADDR_LEN];
    int conns, unjoined;
    net_bucket opened, wrong;
} entry;

struct net_guard {
    net_guard_limits lim;
    int n;
    entry e[NET_GUARD_ADDRESSES];
};

static void refill(net_bucket *b, double now, double burst, double rate)
{
    if (b->at == 0)
        b->tokens = burst; /* new: a full bucket */
    else if (now > b->at)
        b->tokens += (now - b->at) * rate;
    if (b->tokens > burst)
        b->tokens = burst;
    b->at = now > 0 ? now : 1e-9;
}

bool net_bucket_take(net_bucket *b, double now, double burst, double rate)
{
    refill(b, now, burst, rate);
    if (b->tokens < 1)
        return false;
    b->tokens -= 1;
    return true;
}

double net_bucket_wait(const net_bucket *b, double now, double burst, double rate)
{
    net_bucket c = *b;
    refill(&c, now, burst, rate);
    return c.tokens >= 1 ? 0 : (1 - c.tokens) / rate;
}

net_guard *net_guard_new(const net_guard_limits *lim)
{
    net_guard *g = calloc(1, sizeof *g);
    if (g)
        g->lim = *lim;
    return g;
}

void net_guard_free(net_guard *g)
{
    free(g);
}

static entry *find(const net_guard *g, const char *addr)
{
    for (int i = 0; i < g->n; i++)
        if (strcmp(g->e[i].addr, addr) == 0)
            return (entry *)&g->e[i];
    return NULL;
}

/* addr's entry, made when new: in a free place, else in place of an address with nothing open that has
 * been quiet longest (NULL when every remembered address has connections open). */
static double last_seen(const entry *e)
{
    return e->opened.at > e->wrong.at ? e->opened.at : e->wrong.at;
}

static entry *get(net_guard *g, const char *addr)
{
    entry *e = find(g, addr);
    if (e)
        return e;
    if (g->n < NET_GUARD_ADDRESSES)
        e = &g->e[g->n++];
    if (!e)
        for (int i = 0; i < g->n; i++) {
            entry *c = &g->e[i];
            if (!c->conns && (!e || last_seen(c) < last_seen(e)))
                e = c;
        }
    if (e) {
        memset(e, 0, sizeof *e);
        strncpy(e->addr, addr, sizeof e->addr - 1);
    }
    return e;
}

bool net_guard_attempt(net_guard *g, const char *addr, double now)
{
    entry *e = get(g, addr);
    return e && net_bucket_take(&e->opened, now, g->lim.open_burst, g->lim.open_rate);
}

bool net_guard_open(net_guard *g, const char *addr)
{
    entry *e = get(g, addr);
    if (!e || e->conns >= g->lim.conns || e->unjoined >= g->lim.unjoined)
        return false;
    e->conns++;
    e->unjoined++;
    return true;
}

void net_guard_joined(net_guard *g, const char *addr)
{
    entry *e = find(g, addr);
    if (e && e->unjoined > 0)
        e->unjoined--;
}

void net_guard_closed(net_guard *g, const char *addr, bool joined)
{
    entry *e = find(g, addr);
    if (!e)
        return;
    if (e->conns > 0)
        e->conns--;
    if (!joined && e->unjoined > 0)
        e->unjoined--;
}

bool net_guard_may_try(net_guard *g, const char *addr, double now)
{
    return net_guard_wait(g, addr, now) == 0;
}

void net_guard_wrong(net_guard *g, const char *addr, double now)
{
    entry *e = get(g, addr);
    if (e)
        net_bucket_take(&e->wrong, now, g->lim.wrong_burst, g->lim.wrong_rate);
}

double net_guard_wait(const net_guard *g, const char *addr, double now)
{
    const entry *e = find(g, addr);
    return e ? net_bucket_wait(&e->wrong, now, g->lim.wrong_burst, g->lim.wrong_rate) : 0;
}
