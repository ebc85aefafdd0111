/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The host's tables and which connection belongs to which. A connection belongs to a table once the
 * table accepted its join, rejoin or watch; before, each message goes to the table its key names, and
 * one that names no table's key to the first table, whose refusal ("key: not this game's key") closes it. */
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

#include "net_lobby.h"

typedef struct bound {
    int conn, table;
} bound;

struct net_lobby {
    net_table *t[NET_LOBBY_TABLES];
    int n, nbound;
    bound b[NET_LOBBY_CONNS];
};

net_lobby *net_lobby_new(void)
{
    return calloc(1, sizeof(net_lobby));
}

void net_lobby_free(net_lobby *l)
{
    if (!l)
        return;
    for (int i = 0; i < l->n; i++)
        net_table_free(l->t[i]);
    free(l);
}

bool net_lobby_add(net_lobby *l, net_table *t)
{
    if (l->n == NET_LOBBY_TABLES)
        return false;
    for (int i = 0; i < l->n; i++)
        if (net_key_same(net_table_key(l->t[i]), net_table_key(t)))
            return false;
    l->t[l->n++] = t;
    return true;
}

int net_lobby_count(const net_lobby *l)
{
    return l->n;
}
net_table *net_lobby_table(const net_lobby *l, int i)
{
    return i >= 0 && i < l->n ? l->t[i] : NULL;
}

static int find(const net_lobby *l, int conn)
{
    for (int i = 0; i < l->nbound; i++)
        if (l->b[i].conn == conn)
            return i;
    return -1;
}

/* The table a first message names by its key, else 0. */
static int table_of(const net_lobby *l, const char *msg, size_t len)
{
    char text[NET_MAX_MESSAGE + 1];
    if (len > NET_MAX_MESSAGE)
        return 0;
    memcpy(text, msg, len);
    text[len] = 0;
    cJSON *j = cJSON_Parse(text);
    const char *key = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "key"));
    int found = 0;
    for (int i = 0; key && i < l->n; i++)
        if (net_key_same(net_table_key(l->t[i]), key))
            found = i;
    cJSON_Delete(j);
    return found;
}

net_verdict net_lobby_receive(net_lobby *l, int conn, const char *msg, size_t len, net_outbox *out)
{
    int b = find(l, conn);
    if (b >= 0) {
        net_verdict v = net_table_receive(l->t[l->b[b].table], conn, msg, len, out);
        if (!net_table_has(l->t[l->b[b].table], conn))
            l->b[b] = l->b[--l->nbound]; /* its seat taken back */
        return v;
    }
    if (!l->n || l->nbound == NET_LOBBY_CONNS) {
        net_outbox_refusal(out, conn, true, "the host is full", -1);
        return NET_V_NONE;
    }
    int table = table_of(l, msg, len);
    net_verdict v = net_table_receive(l->t[table], conn, msg, len, out);
    if (v == NET_V_JOINED)
        l->b[l->nbound++] = (bound){conn, table};
    return v;
}

void net_lobby_closed(net_lobby *l, int conn, net_outbox *out)
{
    int b = find(l, conn);
    if (b < 0)
        return;
    net_table_closed(l->t[l->b[b].table], conn, out);
    l->b[b] = l->b[--l->nbound];
}

bool net_lobby_computer_to_move(const net_lobby *l)
{
    for (int i = 0; i < l->n; i++)
        if (net_table_computer_to_move(l->t[i]))
            return true;
    return false;
}

bool net_lobby_play_computers(net_lobby *l, net_outbox *out)
{
    bool played = false;
    for (int i = 0; i < l->n; i++)
        if (net_table_computer_to_move(l->t[i])) {
            net_table_play_computer(l->t[i], out);
            played = true;
        }
    return played;
}

long net_lobby_actions(const net_lobby *l)
{
    long n = 0;
    for (int i = 0; i < l->n; i++)
        n += carc_game_action_count(net_table_game(l->t[i]));
    return n;
}

long net_lobby_version(const net_lobby *l)
{
    long n = 0;
    for (int i = 0; i < l->n; i++)
        n += net_table_version(l->t[i]);
    return n;
}

bool net_lobby_all_over(const net_lobby *l)
{
    for (int i = 0; i < l->n; i++)
        if (!carc_game_over(net_table_game(l->t[i])))
            return false;
    return true;
}

bool net_lobby_all_finished(const net_lobby *l)
{
    for (int i = 0; i < l->n; i++)
        if (!net_table_finished(l->t[i]))
            return false;
    return true;
}
