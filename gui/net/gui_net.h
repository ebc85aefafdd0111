/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A network game at this screen (docs/NETWORK.md): this window plays one seat of a game a host holds,
 * through gui_source_net. The game shown is rebuilt from the seat's view (carc_game_from_view) whenever the
 * host says more than this screen knew, so it never holds what the seat may not see. Joining and hosting
 * begin in the menu (gui_net_menu.c); a seat's secret is kept in network.json beside the autosave, so that
 * Continue takes the seat back after a crash or a lost connection. */
#ifndef GUI_NET_H
#define GUI_NET_H

#include "gui_shell.h"

/* gui_net.c: the game played at a host, of which this screen plays a seat */
extern const gui_source gui_source_net;

#define GUI_NET_PORT 7437 /* opencarc-cli serve's */

#define GUI_NET_WATCH (-2) /* gui_net_join's seat: watch (what is public), no seat */
/* Join seat (-1: the first free one; GUI_NET_WATCH) of the game with key at host:port, as a player of that name and
 * colour (the host keeps the seat's colour when another seat has it); over TLS, to a host whose certificate
 * has fingerprint, when one is given ("": plain). The game shows once the host sends it
 * (gui_net_menu_frame). False, with msg, when it cannot begin. */
bool gui_net_join(gui_app *a, const char *host, int port, const char *key, const char *fingerprint, int seat, const char *name,
                  const char *color, char *msg, size_t cap);
/* Host the menu's game g (taken) on port: opencarc-cli serve runs it, and this screen joins its first human
 * seat and plays the human seats of here (bit p: seat p) beside it, hotseat; every other human seat waits
 * for a player to join. */
bool gui_net_host(gui_app *a, carc_game *g, int port, unsigned here, char *msg, size_t cap);
/* Continue: the network game this screen last played (network.json), its seat taken back and, when this
 * screen hosted it, its host started again from its save. */
bool gui_net_can_continue(const gui_app *a);
bool gui_net_continue(gui_app *a, char *msg, size_t cap);
bool gui_net_continue_what(const gui_app *a, char *out, size_t cap); /* what Continue would do, said in the menu */
/* gui_net_host.c: opencarc-cli serve beside this program, holding game g (written to file with a new key,
 * given back, seat as this window's and here, seat among them, as the seats it plays) on port; or the game of file again (Continue). It ends with
 * this program. It speaks TLS too, with the certificate kept beside the saves (host-cert.pem, made once):
 * its fingerprint is given back in fp. */
bool gui_net_host_start(gui_app *a, const carc_game *g, int seat, unsigned here, const char *file, int port, char *key, size_t keycap,
                        char *fp, char *msg, size_t cap);
bool gui_net_host_resume(gui_app *a, const char *file, int port, char *fp, char *msg, size_t cap);
bool gui_net_host_running(gui_app *a, char *msg, size_t cap); /* false, with msg, once it has ended */
void gui_net_host_stop(gui_app *a);
/* In the menu while joining: what arrived; the game begins with the host's first state. */
void gui_net_menu_frame(gui_app *a);
/* What the menu says while joining ("Connecting to ...", a refusal), or NULL when no game is joined. */
const char *gui_net_status(const gui_app *a);
bool gui_net_joining(const gui_app *a); /* a connection is open or being made (not refused, not ended) */
/* Back to games played here (the menu's Start, Load…, Cancel): the connection closed; a hosted game's
 * host keeps running until this program ends (Continue joins it again). */
void gui_net_leave(gui_app *a);
void gui_net_forget(gui_app *a); /* ... and network.json removed: Continue is the autosave's again */

/* gui_net_lan.c: the games heard on the local network (listening from the first call), and no more. */
struct net_lan_game;
const struct net_lan_game *gui_net_lan_games(gui_app *a, int *n);
void gui_net_lan_stop(gui_app *a);
const char *gui_net_lan_targets(void); /* where a hosting window announces (OPENCARC_LAN, else "lan") */

#endif
