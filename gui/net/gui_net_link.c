/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A network game's connection in its own thread (gui_net_link.h). Two queues under one lock: events in,
 * messages out; each bounded, since a host that floods must not fill the memory. */
#define _POSIX_C_SOURCE 200809L /* strdup */
#include "gui_net_link.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net_tls.h"
#include "net_ws.h"

#define LINK_QUEUE 256 /* events, and messages out, waiting at most: the window takes them every frame */

struct gui_net_link {
    char host[256], fingerprint[NET_FP_LEN + 1];
    int port;
    SDL_Thread *thread;
    SDL_mutex *lock;
    SDL_atomic_t stop;
    gui_link_event in[LINK_QUEUE];
    int nin;
    char *out[LINK_QUEUE];
    int nout;
};

/* An event for the window; when the window falls that far behind, the oldest message gives way (a
 * newer state holds all of it). */
static void push(gui_net_link *l, int kind, const char *text)
{
    SDL_LockMutex(l->lock);
    if (l->nin == LINK_QUEUE) {
        free(l->in[0].text);
        memmove(l->in, l->in + 1, sizeof l->in[0] * (LINK_QUEUE - 1));
        l->nin--;
    }
    l->in[l->nin++] = (gui_link_event){kind, text ? strdup(text) : NULL};
    SDL_UnlockMutex(l->lock);
}

static void on_message(void *ctx, net_ws *w, const char *text, size_t len)
{
    (void)w, (void)len;
    push(ctx, GUI_LINK_MESSAGE, text);
}

static void drop_out(gui_net_link *l)
{
    SDL_LockMutex(l->lock);
    for (int i = 0; i < l->nout; i++)
        free(l->out[i]);
    l->nout = 0;
    SDL_UnlockMutex(l->lock);
}

static int run(void *arg)
{
    gui_net_link *l = arg;
    net_ws *w = NULL;
    bool opened = false, untrusted = false;
    while (!SDL_AtomicGet(&l->stop)) {
        carc_err err;
        if (untrusted) { /* another certificate: connecting again would meet it again */
            SDL_Delay(50);
            continue;
        }
        if (!w && !(w = net_ws_connect(l->host, l->port, l->fingerprint, on_message, l, &err))) {
            SDL_Delay(500);
            continue;
        }
        if (opened) {
            SDL_LockMutex(l->lock);
            for (int i = 0; i < l->nout; i++) {
                net_ws_send(w, l->out[i]);
                free(l->out[i]);
            }
            l->nout = 0;
            SDL_UnlockMutex(l->lock);
        }
        net_ws_service(w);
        if (net_ws_open(w) && !opened) {
            opened = true;
            drop_out(l); /* what was queued while away: the hello asks for the game as it stands */
            push(l, GUI_LINK_OPENED, NULL);
        }
        if (net_ws_untrusted(w)) {
            untrusted = true;
            push(l, GUI_LINK_UNTRUSTED, NULL);
        }
        if (net_ws_closed(w)) {
            net_ws_free(w);
            w = NULL;
            if (opened)
                push(l, GUI_LINK_CLOSED, NULL);
            opened = false;
            SDL_Delay(500);
        }
    }
    net_ws_free(w);
    return 0;
}

gui_net_link *gui_net_link_open(const char *host, int port, const char *fingerprint)
{
    gui_net_link *l = calloc(1, sizeof *l);
    if (!l || !(l->lock = SDL_CreateMutex())) {
        free(l);
        return NULL;
    }
    snprintf(l->host, sizeof l->host, "%s", host);
    snprintf(l->fingerprint, sizeof l->fingerprint, "%s", fingerprint ? fingerprint : "");
    l->port = port;
    if (!(l->thread = SDL_CreateThread(run, "opencarc-net", l))) {
        SDL_DestroyMutex(l->lock);
        free(l);
        return NULL;
    }
    return l;
}

void gui_net_link_send(gui_net_link *l, const char *text)
{
    SDL_LockMutex(l->lock);
    if (l->nout < LINK_QUEUE)
        l->out[l->nout++] = strdup(text);
    SDL_UnlockMutex(l->lock);
}

bool gui_net_link_take(gui_net_link *l, gui_link_event *ev)
{
    SDL_LockMutex(l->lock);
    bool have = l->nin > 0;
    if (have) {
        *ev = l->in[0];
        memmove(l->in, l->in + 1, sizeof l->in[0] * (size_t)(l->nin - 1));
        l->nin--;
    }
    SDL_UnlockMutex(l->lock);
    return have;
}

void gui_net_link_close(gui_net_link *l)
{
    if (!l)
        return;
    SDL_AtomicSet(&l->stop, 1);
    SDL_WaitThread(l->thread, NULL);
    drop_out(l);
    for (int i = 0; i < l->nin; i++)
        free(l->in[i].text);
    SDL_DestroyMutex(l->lock);
    free(l);
}
