/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A network game's connection to its host, in a thread of its own: the window keeps its frame rate while
 * the library waits for the network. It connects, and connects again every half second when dropped (a
 * host restarting, a network lost); the window takes what arrived and queues what to send. */
#ifndef GUI_NET_LINK_H
#define GUI_NET_LINK_H

#include <stdbool.h>

typedef struct gui_net_link gui_net_link;

enum { GUI_LINK_OPENED, GUI_LINK_MESSAGE, GUI_LINK_CLOSED, GUI_LINK_UNTRUSTED };

typedef struct gui_link_event {
    int kind;   /* GUI_LINK_*: connected (say hello), a message from the host, dropped (connecting again), the
                   host's certificate has another fingerprint (not connecting again) */
    char *text; /* a message's text (the taker frees it), else NULL */
} gui_link_event;

/* fingerprint: TLS, to a host whose certificate has it (net_tls.h; "" or NULL: plain) */
gui_net_link *gui_net_link_open(const char *host, int port, const char *fingerprint);
/* Queue a message for the host: sent once connected; dropped while not (the hello that follows a
 * connection asks for the game as it stands). */
void gui_net_link_send(gui_net_link *l, const char *text);
/* The next event, in order; false when none waits. */
bool gui_net_link_take(gui_net_link *l, gui_link_event *ev);
void gui_net_link_close(gui_net_link *l); /* stops the thread, drops what waits */

#endif
