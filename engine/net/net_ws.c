/* SPDX-License-Identifier: GPL-3.0-or-later */
/* WebSocket transport over libwebsockets: one lws context per host or client. A connection keeps the
 * message being received (at most its side's limit) and a bounded queue of messages to send. */
#define _POSIX_C_SOURCE 200809L
#include <libwebsockets.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "net_guard.h"
#include "net_lobby.h"
#include "net_tls.h"
#include "net_ws.h"

#define CLIENT_MAX_MESSAGE (4u << 20) /* a host's state: the view of a long game is tens of kB */
#define FIRST_MESSAGE_SECS 10         /* an upgraded connection's join, rejoin or watch comes within this */
/* a connection's messages: 200 at once, then 50 a second (a player sends one a click, a program playing
 * as fast as the host answers a game's worth in a burst); past that they are dropped, and a connection
 * that goes on sending is closed. Asking for the state again costs the host a copy (net_table.c). */
#define BUDGET_BURST 200.0
#define BUDGET_RATE 50.0
#define BUDGET_OVER 50
#define SPARE_FDS 64 /* descriptors kept from connections: saves, logs, announcements, the library's own */

typedef struct ws_conn {
    struct lws *wsi; /* NULL until established */
    int id;
    char *in;
    size_t in_len, in_cap;
    bool in_too_long;
    char *q[NET_WS_QUEUE]; /* each with LWS_PRE bytes before its text */
    size_t qlen[NET_WS_QUEUE], qbytes;
    bool qclose[NET_WS_QUEUE];
    int qhead, qn;
    bool dropping;                 /* its queue overflowed: close it */
    bool closing;                  /* a closing refusal is on its way: nothing it sends is read any more */
    bool joined;                   /* at a table (it no longer counts against its address's unjoined connections) */
    char addr[NET_GUARD_ADDR_LEN]; /* a host's peer */
    net_bucket budget;
    int over; /* messages over its budget in a row */
    struct ws_conn *next;
} ws_conn;

struct net_ws {
    struct lws_context *ctx;
    net_lobby *lobby; /* a host's tables; NULL for a client */
    void (*changed)(void *);
    void (*on_message)(void *, net_ws *, const char *, size_t);
    void *user;
    int port, next_id;
    ws_conn *conns;
    bool open, closed, untrusted;
    char fingerprint[NET_FP_LEN + 1]; /* a client over TLS: the host's certificate must have it */
    net_outbox out;
    net_guard *guard; /* a host's limits per address */
    /* a host's connections not at a table yet, and how many it lets be so: a quarter of its descriptors,
     * so that strangers from many addresses never take the places of those who have the key */
    unsigned unjoined, max_unjoined;
    lws_sorted_usec_list_t tick;
};

/* Keep-alive is the library's: a ping after 10 s without traffic, the connection dropped after 30 s. */
static const lws_retry_bo_t keepalive = {.secs_since_valid_ping = 10, .secs_since_valid_hangup = 30};

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void conn_add(net_ws *w, ws_conn *c, struct lws *wsi)
{
    c->wsi = wsi;
    c->id = ++w->next_id;
    c->next = w->conns;
    w->conns = c;
}

static void conn_drop(net_ws *w, ws_conn *c)
{
    for (ws_conn **p = &w->conns; *p; p = &(*p)->next)
        if (*p == c) {
            *p = c->next;
            break;
        }
    for (int i = 0; i < c->qn; i++)
        free(c->q[(c->qhead + i) % NET_WS_QUEUE]);
    free(c->in);
    memset(c, 0, sizeof *c);
}

/* Queue text (taken) for c; a full queue drops the connection: the peer stopped reading. */
static void enqueue(ws_conn *c, char *text, bool close)
{
    size_t len = strlen(text);
    char *buf = c->dropping || c->qn == NET_WS_QUEUE || c->qbytes + len > NET_WS_QUEUE_BYTES ? NULL : malloc(LWS_PRE + len);
    if (!buf) {
        c->dropping = true;
    } else {
        memcpy(buf + LWS_PRE, text, len);
        int i = (c->qhead + c->qn++) % NET_WS_QUEUE;
        c->q[i] = buf;
        c->qlen[i] = len;
        c->qclose[i] = close;
        c->qbytes += len;
    }
    free(text);
    lws_callback_on_writable(c->wsi);
}

/* Send the next queued message; -1 closes the connection. */
static int write_next(ws_conn *c)
{
    if (c->dropping) {
        lws_close_reason(c->wsi, LWS_CLOSE_STATUS_POLICY_VIOLATION, (unsigned char *)"too slow", 8);
        return -1;
    }
    if (!c->qn)
        return 0;
    int i = c->qhead;
    size_t len = c->qlen[i];
    int wrote = lws_write(c->wsi, (unsigned char *)c->q[i] + LWS_PRE, len, LWS_WRITE_TEXT);
    bool close = c->qclose[i];
    free(c->q[i]);
    c->qhead = (c->qhead + 1) % NET_WS_QUEUE;
    c->qn--;
    c->qbytes -= len;
    if (wrote < (int)len)
        return -1;
    if (close) {
        lws_close_reason(c->wsi, LWS_CLOSE_STATUS_NORMAL, (unsigned char *)"done", 4);
        return -1;
    }
    if (c->qn)
        lws_callback_on_writable(c->wsi);
    return 0;
}

/* Add a received fragment; true when a whole message is in c->in (in_too_long: it went past max and
 * only its length is known). */
static bool take_fragment(ws_conn *c, struct lws *wsi, const void *in, size_t len, size_t max)
{
    if (!c->in_too_long && c->in_len + len > max)
        c->in_too_long = true;
    if (!c->in_too_long && c->in_len + len + 1 > c->in_cap) {
        size_t cap = c->in_cap ? c->in_cap : 1024;
        while (cap < c->in_len + len + 1)
            cap *= 2;
        char *p = realloc(c->in, cap);
        if (!p)
            c->in_too_long = true;
        else {
            c->in = p;
            c->in_cap = cap;
        }
    }
    if (!c->in_too_long)
        memcpy(c->in + c->in_len, in, len);
    c->in_len += len;
    return lws_is_final_fragment(wsi) && !lws_remaining_packet_payload(wsi);
}

static ws_conn *find(net_ws *w, int id)
{
    for (ws_conn *c = w->conns; c; c = c->next)
        if (c->id == id)
            return c;
    return NULL;
}

/* Hand the table's outbox to the connections' queues; tell the owner when the game moved on. */
static void dispatch(net_ws *w, long version_before)
{
    for (int i = 0; i < w->out.n; i++) {
        ws_conn *c = find(w, w->out.v[i].conn);
        if (c && !c->closing) {
            c->closing = w->out.v[i].close;
            enqueue(c, w->out.v[i].text, w->out.v[i].close);
            w->out.v[i].text = NULL;
        }
    }
    net_outbox_clear(&w->out);
    if (w->changed && net_lobby_version(w->lobby) != version_before)
        w->changed(w->user);
}

/* A client over TLS: the host's certificate is the one whose fingerprint the player was given. */
static bool trusted(net_ws *w, struct lws *wsi)
{
    if (!w->fingerprint[0])
        return true;
    char fp[NET_FP_LEN + 1];
    net_tls_peer_fingerprint(lws_get_ssl(wsi), fp);
    return strcmp(fp, w->fingerprint) == 0;
}

/* Close c with a status and a reason the peer can read. */
static int close_with(struct lws *wsi, enum lws_close_status status, const char *why)
{
    lws_close_reason(wsi, status, (unsigned char *)why, strlen(why));
    return -1;
}

/* A host's refusal that closes c, through the same queue as everything else. */
static void refuse_closing(net_ws *w, ws_conn *c, const char *why)
{
    net_outbox_refusal(&w->out, c->id, true, why, -1);
    dispatch(w, net_lobby_version(w->lobby));
}

/* A handshake for this game: path "/" and the subprotocol named (a browser or a proxy that asks for
 * something else is not a player). */
static bool handshake_ok(struct lws *wsi)
{
    char uri[8];
    return lws_hdr_total_length(wsi, WSI_TOKEN_PROTOCOL) > 0 && lws_hdr_copy(wsi, uri, sizeof uri, WSI_TOKEN_GET_URI) == 1 &&
           strcmp(uri, "/") == 0;
}

/* A whole message from a host's connection: within its budget, and a first one only from an address
 * that still may try keys; the lobby's verdict counts for the address. */
static void host_message(net_ws *w, ws_conn *c)
{
    double t = now();
    long before = net_lobby_version(w->lobby);
    if (!net_bucket_take(&c->budget, t, BUDGET_BURST, BUDGET_RATE)) {
        if (c->over++ == 0) {
            net_outbox_refusal(&w->out, c->id, false, "message: too many messages (at most 50 a second)", -1);
            dispatch(w, before);
        }
        if (c->over >= BUDGET_OVER)
            refuse_closing(w, c, "message: too many messages (at most 50 a second)");
        return;
    }
    c->over = 0;
    if (!c->joined && !net_guard_may_try(w->guard, c->addr, t)) {
        char why[120];
        snprintf(why, sizeof why, "key: too many wrong keys or secrets from this address; try again in %.0f s",
                 net_guard_wait(w->guard, c->addr, t) + 1);
        refuse_closing(w, c, why);
        return;
    }
    net_verdict v = net_lobby_receive(w->lobby, c->id, c->in, c->in_len, &w->out);
    if (v == NET_V_WRONG)
        net_guard_wrong(w->guard, c->addr, t);
    if (v == NET_V_JOINED && !c->joined) {
        c->joined = true;
        w->unjoined--;
        net_guard_joined(w->guard, c->addr);
        lws_set_timeout(c->wsi, NO_PENDING_TIMEOUT, 0);
    }
    dispatch(w, before);
}

/* A host's side of the events: connections limited per address, handshakes checked, plain HTTP answered. */
static int host_event(net_ws *w, struct lws *wsi, enum lws_callback_reasons reason, ws_conn *c, void *in, size_t len)
{
    switch (reason) {
    case LWS_CALLBACK_FILTER_NETWORK_CONNECTION: { /* a TCP connection, before a word: in is its descriptor */
        char addr[NET_GUARD_ADDR_LEN];
        lws_get_peer_simple_fd((lws_sockfd_type)(lws_intptr_t)in, addr, sizeof addr);
        return net_guard_attempt(w->guard, addr, now()) ? 0 : -1;
    }
    case LWS_CALLBACK_FILTER_PROTOCOL_CONNECTION:
        return handshake_ok(wsi) ? 0 : -1;
    case LWS_CALLBACK_HTTP: { /* not a WebSocket: say what this is, and close */
        static const char body[] = "OpenCarc game host: WebSocket, subprotocol opencarc.1, path /\n";
        lws_return_http_status(wsi, HTTP_STATUS_BAD_REQUEST, body);
        return -1;
    }
    case LWS_CALLBACK_ESTABLISHED:
        lws_get_peer_simple(wsi, c->addr, sizeof c->addr);
        if (w->unjoined >= w->max_unjoined)
            return close_with(wsi, LWS_CLOSE_STATUS_POLICY_VIOLATION, "the host is busy");
        if (!net_guard_open(w->guard, c->addr))
            return close_with(wsi, LWS_CLOSE_STATUS_POLICY_VIOLATION, "too many connections from your address");
        w->unjoined++;
        conn_add(w, c, wsi);
        c->budget = (net_bucket){0};
        lws_set_timeout(wsi, PENDING_TIMEOUT_USER_OK, FIRST_MESSAGE_SECS); /* until its join, rejoin or watch */
        return 0;
    case LWS_CALLBACK_RECEIVE:
        if (!c || !c->wsi || c->closing)
            return 0;
        if (lws_frame_is_binary(wsi))
            return close_with(wsi, LWS_CLOSE_STATUS_UNACCEPTABLE_OPCODE, "text messages only");
        if (c->in_len + len + lws_remaining_packet_payload(wsi) > NET_MAX_MESSAGE) { /* said by the frame's header */
            refuse_closing(w, c, "message: longer than 16384 bytes");
            return 0;
        }
        if (take_fragment(c, wsi, in, len, NET_MAX_MESSAGE)) {
            if (c->in_too_long)
                refuse_closing(w, c, "message: the host has no memory for it");
            else
                host_message(w, c);
            c->in_len = 0;
        }
        return 0;
    case LWS_CALLBACK_CLOSED:
        if (c && c->wsi) {
            long before = net_lobby_version(w->lobby);
            net_guard_closed(w->guard, c->addr, c->joined);
            w->unjoined -= !c->joined;
            net_lobby_closed(w->lobby, c->id, &w->out);
            conn_drop(w, c);
            dispatch(w, before);
        }
        return 0;
    case LWS_CALLBACK_SERVER_WRITEABLE:
        return c && c->wsi ? write_next(c) : 0;
    default:
        return 0;
    }
}

static int client_event(net_ws *w, struct lws *wsi, enum lws_callback_reasons reason, ws_conn *c, void *in, size_t len)
{
    switch (reason) {
    case LWS_CALLBACK_CLIENT_ESTABLISHED:
        if (!trusted(w, wsi)) { /* before a word is sent: another host, or someone between */
            w->untrusted = w->closed = true;
            return -1;
        }
        conn_add(w, c, wsi);
        w->open = true;
        return 0;
    case LWS_CALLBACK_CLIENT_RECEIVE:
        if (!c || !c->wsi || !take_fragment(c, wsi, in, len, CLIENT_MAX_MESSAGE))
            return 0;
        if (c->in_too_long)
            return -1;
        c->in[c->in_len] = 0;
        w->on_message(w->user, w, c->in, c->in_len);
        c->in_len = 0;
        return 0;
    case LWS_CALLBACK_CLIENT_WRITEABLE:
        return c && c->wsi ? write_next(c) : 0;
    case LWS_CALLBACK_CLIENT_CONNECTION_ERROR:
    case LWS_CALLBACK_CLIENT_CLOSED:
        if (c && c->wsi)
            conn_drop(w, c);
        w->open = false;
        w->closed = true;
        return 0;
    default:
        return 0;
    }
}

static int on_event(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len)
{
    net_ws *w = lws_context_user(lws_get_context(wsi));
    if (!w)
        return 0;
    return w->lobby ? host_event(w, wsi, reason, user, in, len) : client_event(w, wsi, reason, user, in, len);
}

static const struct lws_protocols protocols[] = {
    {NET_WS_SUBPROTOCOL, on_event, sizeof(ws_conn), 4096, 0, NULL, 0},
    {NULL, NULL, 0, 0, 0, NULL, 0},
};

/* A timer, so that net_ws_service returns: a client's every 20 ms (the window draws between), a host's
 * once a second (its announcements on the local network), and at once while a computer seat is to move.
 * Between, a host sleeps in poll() however many connections are idle. */
static void tick(lws_sorted_usec_list_t *sul)
{
    net_ws *w = lws_container_of(sul, net_ws, tick);
    lws_sul_schedule(w->ctx, 0, &w->tick, tick, w->lobby ? LWS_US_PER_SEC : 20 * LWS_US_PER_MS);
}

/* Connections a host may hold: its descriptors, less a spare for its own files; the soft limit is raised
 * to the hard one first (a server's hard limit is often far above the default 1024). */
static unsigned host_fd_limit(void)
{
    struct rlimit r;
    if (getrlimit(RLIMIT_NOFILE, &r) != 0)
        return 1024 - SPARE_FDS;
    if (r.rlim_cur < r.rlim_max) {
        r.rlim_cur = r.rlim_max > 65536 ? 65536 : r.rlim_max;
        setrlimit(RLIMIT_NOFILE, &r);
        getrlimit(RLIMIT_NOFILE, &r);
    }
    rlim_t n = r.rlim_cur > 65536 ? 65536 : r.rlim_cur;
    return n > 2 * SPARE_FDS ? (unsigned)(n - SPARE_FDS) : (unsigned)n / 2;
}

static net_ws *create(net_lobby *t, const char *iface, int port, const char *cert, const net_guard_limits *lim, void *user, carc_err *err)
{
    lws_set_log_level(0, NULL); /* what fails is said once, by the caller, through err */
    net_ws *w = calloc(1, sizeof *w);
    if (!w)
        return carc_err_set(err, CARC_E_IO, "out of memory"), NULL;
    w->lobby = t;
    w->user = user;
    if (t && !(w->guard = net_guard_new(lim ? lim : &net_guard_defaults))) {
        free(w);
        return carc_err_set(err, CARC_E_IO, "out of memory"), NULL;
    }
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = t ? port : CONTEXT_PORT_NO_LISTEN;
    info.iface = iface;
    info.protocols = protocols;
    info.user = w;
    info.timeout_secs = 5; /* a handshake not done in 5 s is dropped (slow clients hold nothing) */
    info.retry_and_idle_policy = &keepalive;
    /* text frames that are not UTF-8 close the connection (1007), as RFC 6455 asks */
    info.options = LWS_SERVER_OPTION_DISABLE_IPV6 | LWS_SERVER_OPTION_DO_SSL_GLOBAL_INIT | LWS_SERVER_OPTION_VALIDATE_UTF8;
    if (t) { /* past its limit the library stops accepting, and never spins */
        info.fd_limit_per_thread = host_fd_limit();
        w->max_unjoined = info.fd_limit_per_thread / 4;
    }
    if (cert) { /* TLS, and plain connections too on the same port: a local network's players need no fingerprint */
        info.ssl_cert_filepath = info.ssl_private_key_filepath = cert;
        info.options |= LWS_SERVER_OPTION_ALLOW_NON_SSL_ON_SSL_PORT | LWS_SERVER_OPTION_ALLOW_HTTP_ON_HTTPS_LISTENER;
    }
    if (!(w->ctx = lws_create_context(&info))) {
        char p[16];
        snprintf(p, sizeof p, "%d", port);
        if (!t)
            carc_err_set(err, CARC_E_IO, "cannot start the network library");
        else if (iface)
            carc_err_set(err, CARC_E_IO, "cannot listen on %s port %s (in use, or not an address of this computer)", iface, p);
        else
            carc_err_set(err, CARC_E_IO, "cannot listen on port %s (in use by another program?)", p);
        net_guard_free(w->guard);
        free(w);
        return NULL;
    }
    w->port = t ? lws_get_vhost_listen_port(lws_get_vhost_by_name(w->ctx, "default")) : port;
    tick(&w->tick);
    return w;
}

net_ws *net_ws_host(net_lobby *t, const char *iface, int port, const char *cert, const net_guard_limits *lim, void (*changed)(void *),
                    void *ctx, carc_err *err)
{
    net_ws *w = create(t, iface, port, cert, lim, ctx, err);
    if (w)
        w->changed = changed;
    return w;
}

int net_ws_port(const net_ws *w)
{
    return w->port;
}

net_ws *net_ws_connect(const char *host, int port, const char *fingerprint, void (*on_message)(void *, net_ws *, const char *, size_t),
                       void *ctx, carc_err *err)
{
    net_ws *w = create(NULL, NULL, port, NULL, NULL, ctx, err);
    if (!w)
        return NULL;
    w->on_message = on_message;
    snprintf(w->fingerprint, sizeof w->fingerprint, "%s", fingerprint ? fingerprint : "");
    struct lws_client_connect_info ci;
    memset(&ci, 0, sizeof ci);
    ci.context = w->ctx;
    ci.address = host;
    ci.port = port;
    ci.path = "/";
    ci.host = host;
    ci.origin = host;
    ci.protocol = NET_WS_SUBPROTOCOL;
    ci.retry_and_idle_policy = &keepalive;
    if (w->fingerprint[0]) /* no authority signs a host's certificate: its fingerprint is checked instead */
        ci.ssl_connection = LCCSCF_USE_SSL | LCCSCF_ALLOW_SELFSIGNED | LCCSCF_SKIP_SERVER_CERT_HOSTNAME_CHECK | LCCSCF_ALLOW_EXPIRED;
    if (!lws_client_connect_via_info(&ci))
        w->closed = true; /* tried again by the caller, as after a drop */
    return w;
}

bool net_ws_send(net_ws *w, const char *text)
{
    ws_conn *c = w->conns;
    char *copy = c && w->open ? strdup(text) : NULL;
    if (!copy)
        return false;
    enqueue(c, copy, false);
    return !c->dropping;
}

bool net_ws_open(const net_ws *w)
{
    return w->open;
}
bool net_ws_closed(const net_ws *w)
{
    return w->closed;
}
bool net_ws_untrusted(const net_ws *w)
{
    return w->untrusted;
}

bool net_ws_flushed(const net_ws *w)
{
    for (const ws_conn *c = w->conns; c; c = c->next)
        if (c->qn)
            return false;
    return true;
}

void net_ws_service(net_ws *w)
{
    lws_service(w->ctx, 0);
    if (!w->lobby)
        return;
    long before = net_lobby_version(w->lobby);
    if (net_lobby_play_computers(w->lobby, &w->out))
        dispatch(w, before);
    if (net_lobby_computer_to_move(w->lobby))
        lws_sul_schedule(w->ctx, 0, &w->tick, tick, 1); /* its turn comes at once */
}

void net_ws_free(net_ws *w)
{
    if (!w)
        return;
    lws_context_destroy(w->ctx); /* closes every connection (their callbacks free what they hold) */
    net_outbox_free(&w->out);
    net_guard_free(w->guard);
    free(w);
}
