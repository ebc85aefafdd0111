/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Games on the local network (net_lan.h). Plain UDP through POSIX sockets: libwebsockets carries the
 * games, and has no discovery; a datagram a second needs no framing, keep-alive nor reconnection. */
#define _DEFAULT_SOURCE /* getifaddrs */
#include "net_lan.h"

#include <arpa/inet.h>
#include <cjson/cJSON.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>


#define LAN_FORMAT "opencarc-lan/1"

char *net_lan_announcement(const net_table *t, int port, const char *fingerprint)
{
    unsigned open = net_table_open_seats(t);
    if (!open || carc_game_over(net_table_game(t))) return NULL;
    const carc_game *g = net_table_game(t);
    cJSON *j = cJSON_CreateObject(), *names = NULL, *seats = NULL;
    cJSON_AddStringToObject(j, "format", LAN_FORMAT);
    cJSON_AddNumberToObject(j, "port", port);
    cJSON_AddStringToObject(j, "key", net_table_key(t));
    if (fingerprint) cJSON_AddStringToObject(j, "fingerprint", fingerprint);
    names = cJSON_AddArrayToObject(j, "players");
    seats = cJSON_AddArrayToObject(j, "open");
    for (int p = 0; p < carc_game_player_count(g); p++) {
        cJSON_AddItemToArray(names, cJSON_CreateString(carc_game_player_name(g, p)));
        if (open >> p & 1) cJSON_AddItemToArray(seats, cJSON_CreateNumber(p));
    }
    char *text = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    if (text && strlen(text) > NET_LAN_BYTES) { /* six names of the longest: never, but never cut either */
        free(text);
        text = NULL;
    }
    return text;
}

bool net_lan_parse(const char *text, size_t len, const char *addr, net_lan_game *out)
{
    if (len > NET_LAN_BYTES || memchr(text, 0, len)) return false;
    char buf[NET_LAN_BYTES + 1];
    memcpy(buf, text, len);
    buf[len] = 0;
    cJSON *j = cJSON_Parse(buf);
    const cJSON *port = cJSON_GetObjectItemCaseSensitive(j, "port"), *names = cJSON_GetObjectItemCaseSensitive(j, "players");
    const cJSON *open = cJSON_GetObjectItemCaseSensitive(j, "open"), *v;
    const char *format = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "format"));
    const char *key = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "key"));
    const cJSON *fp = cJSON_GetObjectItemCaseSensitive(j, "fingerprint");
    net_lan_game g = {0};
    bool ok = format && strcmp(format, LAN_FORMAT) == 0 && key && *key && strlen(key) <= NET_KEY_MAX && cJSON_IsNumber(port) &&
              port->valuedouble >= 1 && port->valuedouble <= 65535 && cJSON_IsArray(names) && cJSON_IsArray(open) &&
              cJSON_GetArraySize(names) >= 2 && cJSON_GetArraySize(names) <= CARC_MAX_PLAYERS && strlen(addr) < sizeof g.addr &&
              (!fp || (cJSON_IsString(fp) && net_tls_fingerprint_parse(fp->valuestring, g.fingerprint)));
    if (ok) {
        g.port = port->valueint;
        snprintf(g.key, sizeof g.key, "%s", key);
        snprintf(g.addr, sizeof g.addr, "%s", addr);
        cJSON_ArrayForEach(v, names) {
            ok = ok && cJSON_IsString(v);
            if (ok) carc_utf8_copy(g.names[g.nplayers++], CARC_NAME_LEN, v->valuestring);
        }
        cJSON_ArrayForEach(v, open) {
            ok = ok && cJSON_IsNumber(v) && v->valuedouble >= 0 && v->valuedouble < g.nplayers;
            if (ok) g.open |= 1u << v->valueint;
        }
        ok = ok && g.open;
    }
    cJSON_Delete(j);
    if (ok) *out = g;
    return ok;
}

int net_lan_announcer(void)
{
    int s = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0), on = 1;
    if (s >= 0) setsockopt(s, SOL_SOCKET, SO_BROADCAST, &on, sizeof on);
    return s;
}

static void send_to(int sock, struct in_addr to, int port, const char *text)
{
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port), .sin_addr = to};
    (void)sendto(sock, text, strlen(text), MSG_DONTWAIT, (const struct sockaddr *)&a, sizeof a); /* a lost one: the next second's */
}

void net_lan_announce(int sock, const char *targets, const char *text)
{
    if (sock < 0 || !text) return;
    struct in_addr here = {.s_addr = htonl(INADDR_LOOPBACK)};
    if (strcmp(targets, "lan") == 0) {
        struct ifaddrs *all = NULL;
        if (getifaddrs(&all) == 0)
            for (struct ifaddrs *i = all; i; i = i->ifa_next)
                if (i->ifa_addr && i->ifa_addr->sa_family == AF_INET && (i->ifa_flags & IFF_BROADCAST) && (i->ifa_flags & IFF_UP) &&
                    i->ifa_broadaddr)
                    send_to(sock, ((const struct sockaddr_in *)i->ifa_broadaddr)->sin_addr, NET_LAN_PORT, text);
        freeifaddrs(all);
        send_to(sock, here, NET_LAN_PORT, text);
        return;
    }
    char list[256];
    snprintf(list, sizeof list, "%s", targets);
    for (char *save = NULL, *t = strtok_r(list, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
        char *colon = strchr(t, ':');
        int port = colon ? atoi(colon + 1) : NET_LAN_PORT;
        if (colon) *colon = 0;
        struct in_addr to;
        if (inet_pton(AF_INET, t, &to) == 1 && port > 0 && port < 65536) send_to(sock, to, port, text);
    }
}

int net_lan_listener(int port)
{
    int s = socket(AF_INET, SOCK_DGRAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0), on = 1;
    if (s < 0) return -1;
    setsockopt(s, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on); /* several windows of one computer listen */
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port), .sin_addr = {.s_addr = htonl(INADDR_ANY)}};
    if (bind(s, (const struct sockaddr *)&a, sizeof a) != 0) {
        close(s);
        return -1;
    }
    return s;
}

void net_lan_poll(int sock, net_lan_game *games, int *n, double now)
{
    char buf[NET_LAN_BYTES + 1];
    for (int k = 0; sock >= 0 && k < 64; k++) { /* at most 64 a call: a flood costs a frame nothing */
        struct sockaddr_in from;
        socklen_t fl = sizeof from;
        ssize_t len = recvfrom(sock, buf, sizeof buf, 0, (struct sockaddr *)&from, &fl);
        if (len < 0) break;
        char addr[INET_ADDRSTRLEN];
        net_lan_game g;
        if (!inet_ntop(AF_INET, &from.sin_addr, addr, sizeof addr) || !net_lan_parse(buf, (size_t)len, addr, &g)) continue;
        g.seen = now;
        int i = 0;
        while (i < *n && !(games[i].port == g.port && strcmp(games[i].key, g.key) == 0 &&
                           (strcmp(games[i].addr, g.addr) == 0 || strcmp(g.addr, "127.0.0.1") == 0 || strcmp(games[i].addr, "127.0.0.1") == 0)))
            i++;
        if (i < *n && strcmp(g.addr, "127.0.0.1") == 0 && strcmp(games[i].addr, "127.0.0.1") != 0)
            snprintf(g.addr, sizeof g.addr, "%s", games[i].addr); /* this computer's game: its network address tells more */
        if (i == *n && *n == NET_LAN_GAMES) continue;
        if (i == *n) (*n)++;
        games[i] = g;
    }
    for (int i = 0; i < *n;)
        if (now - games[i].seen > NET_LAN_FORGET) games[i] = games[--*n];
        else i++;
}

void net_lan_close(int sock)
{
    if (sock >= 0) close(sock);
}

bool net_lan_address(char *out, size_t cap)
{
    struct ifaddrs *all = NULL;
    bool found = false;
    if (getifaddrs(&all) != 0) return false;
    for (struct ifaddrs *i = all; i && !found; i = i->ifa_next)
        if (i->ifa_addr && i->ifa_addr->sa_family == AF_INET && (i->ifa_flags & IFF_UP) && !(i->ifa_flags & IFF_LOOPBACK))
            found = inet_ntop(AF_INET, &((const struct sockaddr_in *)i->ifa_addr)->sin_addr, out, (socklen_t)cap) != NULL;
    freeifaddrs(all);
    return found;
}
