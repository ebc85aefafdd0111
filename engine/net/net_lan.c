/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Games on the local network (net_lan.h): the announcements' sockets (their text: net_lan_text.c). Plain
 * UDP through POSIX sockets: libwebsockets carries the games, and has no discovery; a datagram a second
 * needs no framing, keep-alive nor reconnection. */
#define _DEFAULT_SOURCE /* getifaddrs */
#include "net_lan.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int net_lan_announcer(void)
{
    int s = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0), on = 1;
    if (s >= 0)
        setsockopt(s, SOL_SOCKET, SO_BROADCAST, &on, sizeof on);
    return s;
}

static void send_to(int sock, struct in_addr to, int port, const char *text)
{
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port), .sin_addr = to};
    (void)sendto(sock, text, strlen(text), MSG_DONTWAIT, (const struct sockaddr *)&a, sizeof a); /* a lost one: the next second's */
}

void net_lan_announce(int sock, const char *targets, const char *text)
{
    if (sock < 0 || !text)
        return;
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
        if (colon)
            *colon = 0;
        struct in_addr to;
        if (inet_pton(AF_INET, t, &to) == 1 && port > 0 && port < 65536)
            send_to(sock, to, port, text);
    }
}

int net_lan_listener(int port)
{
    int s = socket(AF_INET, SOCK_DGRAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0), on = 1;
    if (s < 0)
        return -1;
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
        if (len < 0)
            break;
        char addr[INET_ADDRSTRLEN];
        net_lan_game g;
        if (!inet_ntop(AF_INET, &from.sin_addr, addr, sizeof addr) || !net_lan_parse(buf, (size_t)len, addr, &g))
            continue;
        g.seen = now;
        int i = 0;
        while (i < *n &&
               !(games[i].port == g.port && strcmp(games[i].key, g.key) == 0 &&
                 (strcmp(games[i].addr, g.addr) == 0 || strcmp(g.addr, "127.0.0.1") == 0 || strcmp(games[i].addr, "127.0.0.1") == 0)))
            i++;
        if (i < *n && strcmp(g.addr, "127.0.0.1") == 0 && strcmp(games[i].addr, "127.0.0.1") != 0)
            snprintf(g.addr, sizeof g.addr, "%s", games[i].addr); /* this computer's game: its network address tells more */
        if (i == *n && *n == NET_LAN_GAMES)
            continue;
        if (i == *n)
            (*n)++;
        games[i] = g;
    }
    for (int i = 0; i < *n;)
        if (now - games[i].seen > NET_LAN_FORGET)
            games[i] = games[--*n];
        else
            i++;
}

void net_lan_close(int sock)
{
    if (sock >= 0)
        close(sock);
}

bool net_lan_address(char *out, size_t cap)
{
    struct ifaddrs *all = NULL;
    bool found = false;
    if (getifaddrs(&all) != 0)
        return false;
    for (struct ifaddrs *i = all; i && !found; i = i->ifa_next)
        if (i->ifa_addr && i->ifa_addr->sa_family == AF_INET && (i->ifa_flags & IFF_UP) && !(i->ifa_flags & IFF_LOOPBACK))
            found = inet_ntop(AF_INET, &((const struct sockaddr_in *)i->ifa_addr)->sin_addr, out, (socklen_t)cap) != NULL;
    freeifaddrs(all);
    return found;
}
