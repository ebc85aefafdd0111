/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A network game's client state (gui_net.c), shared by the files that draw it (gui_net_board.c): the
 * connection, the seats this screen plays, what the host's last state said. */
#ifndef GUI_NET_STATE_H
#define GUI_NET_STATE_H

#include "gui_net.h"
#include "gui_net_link.h"

#include <cjson/cJSON.h>

#include "net_table.h"
#include "net_tls.h"

#define NET_QUEUE 64 /* another seat's actions one state may bring: a turn's, with room */

typedef struct gui_net {
    gui_net_link *link;
    char host[256], key[NET_KEY_MAX + 1], secret[NET_SECRET_LEN + 1];
    char name[CARC_NAME_LEN], color[16]; /* Join: the player's own ("": the host's for the seat) */
    char fingerprint[NET_FP_LEN + 1];    /* TLS to a host with this certificate ("": plain) */
    char host_fp[NET_FP_LEN + 1];        /* hosting: this host's certificate's, for the players beyond */
    int port, want;                      /* want: the seat asked for (-1: the first free one) */
    int seat;                            /* the seat the host gave (-1: none yet) */
    unsigned seats;                      /* bit p: this screen plays seat p (its own; hosting, the hotseat's beside it) */
    int view;                            /* the seat whose view the game shown is rebuilt from: the hotseat's player to move */
    bool connected, resync, over, said_bye;
    char status[300]; /* the menu's line while joining */
    unsigned waiting; /* bit p: seat p's player has no connection */
    carc_action queue[NET_QUEUE];
    int nqueue, next;
    bool playing;                      /* an action of the queue is being played: not to be sent back */
    int sent;                          /* the game's actions after this seat's last one sent */
    int ask_by, ask_back;              /* an undo asked of every player: by that seat, back to that many actions (-1: none) */
    unsigned ask_agreed;               /* ... the seats that agreed */
    int mine;                          /* the actions before this screen's seats' last one (-1: none of theirs yet) */
    int seq;                           /* the host's actions in its last state */
    int tb_count;                      /* the actions the answer below is for (0: none yet) */
    bool tb_ok;                        /* ... this seat's last step may be taken back (carc_game_take_back) */
    double play_at;                    /* the next one plays then */
    char host_file[GUI_PATH_LEN + 32]; /* hosting: the host's save (else "") */
    char lan_addr[64];                 /* ... and this computer's address on the local network ("": none) */
} gui_net;

static inline gui_net *net_of(const gui_app *a)
{
    return a->net;
}

void gui_net_send(gui_net *n, cJSON *j);                     /* a message to the host (j is freed) */
void gui_net_say_seq(gui_net *n, const char *type, int seq); /* {"type": type, "seq": seq} */
const char *gui_net_name_of(const gui_app *a, int p);        /* seat p's player's name in the game shown */

/* gui_net_board.c: over the board, whom the game waits for (the hosting window's hand-over buttons),
 * an undo asked of every player, the hosting or spectator line; the HUD's line for another seat. */
void gui_net_board_draw(gui_app *a);
void gui_net_awaited(const gui_app *a, int p, char *line, size_t cap);

#endif
