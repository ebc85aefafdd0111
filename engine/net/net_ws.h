/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The network's transport: WebSocket (RFC 6455) over libwebsockets, for a host holding a net_table and
 * for a client of one. Framing, the handshake's time limit and keep-alive pings are the library's; this
 * layer only bounds what it keeps per connection and hands whole messages on. */
#ifndef NET_WS_H
#define NET_WS_H

#include <stdbool.h>
#include <stddef.h>

#include "net_guard.h"
#include "net_lobby.h"

#define NET_WS_QUEUE 64               /* messages waiting to go out on one connection, at most */
#define NET_WS_QUEUE_BYTES (8u << 20) /* ... and their bytes: a client that stops reading is dropped */
#define NET_WS_SUBPROTOCOL "opencarc.1"

typedef struct net_ws net_ws;

/* A host serving the tables of l on iface ("127.0.0.1"; NULL: every interface) and port (0: one the system
 * picks), over TLS too with the certificate and key in the PEM file cert (NULL: plain connections only;
 * net_tls.h makes one), with lim for what one address may do (NULL: net_guard_defaults). changed(ctx)
 * runs after every change of a table (net_table_version: the host's autosave). NULL and err when the port
 * cannot be opened. */
net_ws *net_ws_host(net_lobby *l, const char *iface, int port, const char *cert, const net_guard_limits *lim, void (*changed)(void *ctx),
                    void *ctx, carc_err *err);
int net_ws_port(const net_ws *w);
/* A client connection to host:port; over TLS when fingerprint is given (net_tls.h; NULL or "": plain), and
 * then only to a host whose certificate has it. on_message gets every whole message the host sends. */
net_ws *net_ws_connect(const char *host, int port, const char *fingerprint,
                       void (*on_message)(void *ctx, net_ws *w, const char *text, size_t len), void *ctx, carc_err *err);
/* Queue text for the host (a client) ; false when the connection is closed or its queue is full. */
bool net_ws_send(net_ws *w, const char *text);
/* A client: connected now, or closed for good (then free it and connect again). */
bool net_ws_open(const net_ws *w);
bool net_ws_closed(const net_ws *w);
/* A client closed because the host's certificate has another fingerprint (connecting again will not help). */
bool net_ws_untrusted(const net_ws *w);
/* Nothing waits to be sent on any connection. */
bool net_ws_flushed(const net_ws *w);
/* Wait for the network (at most about 20 ms), then handle what arrived and what may be sent; a host
 * also lets each table's computer seat to move play. */
void net_ws_service(net_ws *w);
void net_ws_free(net_ws *w);

#endif
