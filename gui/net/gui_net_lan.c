/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Network… box's list of games on the local network (engine/net/net_lan.h): a socket that listens
 * while the box is open, and the games heard. */
#include "gui_net.h"

#include <stdlib.h>
#include <string.h>

#include "gui_shell.h"
#include "net_lan.h"

typedef struct gui_net_lan {
    int sock;
    int n;
    net_lan_game games[NET_LAN_GAMES];
} gui_net_lan;

/* Where the hosting window announces ("lan", or addresses with ports for a test on loopback), and the
 * port the box listens on: that of the first address given, else NET_LAN_PORT. */
const char *gui_net_lan_targets(void)
{
    const char *t = getenv("OPENCARC_LAN");
    return t && *t ? t : "lan";
}

static int listen_port(void)
{
    const char *t = gui_net_lan_targets(), *colon = strchr(t, ':');
    int port = colon ? atoi(colon + 1) : NET_LAN_PORT;
    return port > 0 && port < 65536 ? port : NET_LAN_PORT;
}

const net_lan_game *gui_net_lan_games(gui_app *a, int *n)
{
    gui_net_lan *l = a->lan;
    if (!l) {
        if (!(l = calloc(1, sizeof *l)))
            return *n = 0, NULL;
        l->sock = net_lan_listener(listen_port()); /* -1 (the port taken): the list stays empty */
        a->lan = l;
    }
    net_lan_poll(l->sock, l->games, &l->n, a->now);
    *n = l->n;
    return l->games;
}

void gui_net_lan_stop(gui_app *a)
{
    if (!a->lan)
        return;
    net_lan_close(a->lan->sock);
    free(a->lan);
    a->lan = NULL;
}
