/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A network game at this screen (gui_net.h): the protocol's client side and gui_source_net. The host's
 * states are the truth: each one is compared with the game shown, which is rebuilt from the seat's view
 * where the host knew more (the tile drawn, a chip turned over), and the other seats' actions it brings
 * are played here one by one, with their animations, as a computer's would be. This seat's own actions are
 * applied here at once and sent; the state that follows confirms them. */
#include "gui_net.h"
#include "gui_game_draw.h"
#include "gui_expect.h"
#include "gui_file.h"
#include "gui_game.h"
#include "gui_net_link.h"
#include "gui_net_state.h"
#include "gui_paths.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gui_shell.h"
#include "net_lan.h"
#include "net_tls.h"
#include "net_table.h"

#define NET_PACE 0.5 /* seconds another seat's action takes at least here, at speed 1 */

void gui_net_send(gui_net *n, cJSON *j)
{
    char *text = cJSON_PrintUnformatted(j);
    if (text && n->link)
        gui_net_link_send(n->link, text);
    free(text);
    cJSON_Delete(j);
}

static void ask_state(gui_net *n)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "type", "state");
    gui_net_send(n, j);
}

static void hello(gui_net *n)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "type", n->secret[0] ? "rejoin" : n->want == GUI_NET_WATCH ? "watch" : "join");
    cJSON_AddNumberToObject(j, "protocol", NET_PROTOCOL);
    cJSON_AddStringToObject(j, "key", n->key);
    if (n->secret[0])
        cJSON_AddStringToObject(j, "secret", n->secret);
    else if (n->want >= 0)
        cJSON_AddNumberToObject(j, "seat", n->want);
    if (!n->secret[0] && n->name[0])
        cJSON_AddStringToObject(j, "name", n->name);
    if (!n->secret[0] && n->color[0])
        cJSON_AddStringToObject(j, "color", n->color);
    gui_net_send(n, j);
}

/* ---- network.json: the seat to take back ---- */

static void memo_path(const gui_app *a, char *out, size_t cap)
{
    snprintf(out, cap, "%snetwork.json", a->save_dir);
}

static void remember(gui_app *a)
{
    gui_net *n = net_of(a);
    if (!a->save_dir[0])
        return;
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "format", "opencarc-net/1");
    cJSON_AddStringToObject(j, "host", n->host);
    cJSON_AddNumberToObject(j, "port", n->port);
    cJSON_AddStringToObject(j, "key", n->key);
    cJSON_AddStringToObject(j, "secret", n->secret);
    if (n->fingerprint[0])
        cJSON_AddStringToObject(j, "fingerprint", n->fingerprint);
    if (n->host_file[0])
        cJSON_AddStringToObject(j, "host_file", n->host_file);
    char path[GUI_PATH_LEN + 32], msg[300], *text = cJSON_Print(j);
    memo_path(a, path, sizeof path);
    if (text && !(gui_paths_make_parent(path, msg, sizeof msg) && gui_write_atomic(path, text, msg, sizeof msg)))
        gui_game_message(a, "%s", msg);
    free(text);
    cJSON_Delete(j);
}

void gui_net_forget(gui_app *a)
{
    char path[GUI_PATH_LEN + 32];
    memo_path(a, path, sizeof path);
    if (a->save_dir[0])
        unlink(path);
}

bool gui_net_can_continue(const gui_app *a)
{
    char path[GUI_PATH_LEN + 32];
    memo_path(a, path, sizeof path);
    return a->save_dir[0] && access(path, R_OK) == 0;
}

/* ---- the connection ---- */

static bool open_net(gui_app *a, const char *host, int port, const char *key, const char *fp, int seat, const char *secret, char *msg,
                     size_t cap)
{
    gui_net_leave(a);
    char fingerprint[NET_FP_LEN + 1] = "";
    if (!key[0] || strlen(key) > NET_KEY_MAX || port < 1 || port > 65535 || !host[0]) {
        /* TRANSLATORS: the menu's Join, when a field is empty or out of range */
        snprintf(msg, cap, "%s", _("Give the host's address, its port (1 to 65535) and the game key."));
        return false;
    }
    if (fp && fp[0] && !net_tls_fingerprint_parse(fp, fingerprint)) {
        /* TRANSLATORS: the menu's Join, when the Fingerprint field is not one */
        snprintf(msg, cap, "%s", _("A fingerprint has 20 letters and digits (0-9, A-F), as the host shows it; or leave it empty."));
        return false;
    }
    gui_net *n = calloc(1, sizeof *n);
    if (!n) {
        snprintf(msg, cap, "%s", _("Out of memory."));
        return false;
    }
    snprintf(n->host, sizeof n->host, "%s", host);
    snprintf(n->key, sizeof n->key, "%s", key);
    snprintf(n->secret, sizeof n->secret, "%s", secret ? secret : "");
    snprintf(n->fingerprint, sizeof n->fingerprint, "%s", fingerprint);
    n->port = port;
    n->want = seat;
    n->seat = n->view = n->ask_by = n->mine = -1;
    if (!(n->link = gui_net_link_open(host, port, fingerprint))) {
        free(n);
        snprintf(msg, cap, "%s", _("Out of memory."));
        return false;
    }
    /* TRANSLATORS: the menu while joining a network game: the host's address and port */
    snprintf(n->status, sizeof n->status, _("Connecting to %s, port %d…"), host, port);
    a->net = n;
    return true;
}

bool gui_net_join(gui_app *a, const char *host, int port, const char *key, const char *fingerprint, int seat, const char *name,
                  const char *color, char *msg, size_t cap)
{
    if (!open_net(a, host, port, key, fingerprint, seat, NULL, msg, cap))
        return false;
    snprintf(a->net->name, sizeof a->net->name, "%s", name);
    snprintf(a->net->color, sizeof a->net->color, "%s", color);
    return true;
}

void gui_net_leave(gui_app *a)
{
    gui_net *n = net_of(a);
    if (!n)
        return;
    if (a->src == &gui_source_net) {
        if (a->game.g)
            gui_game_end(a);
        a->src = &gui_source_local;
    }
    gui_net_link_close(n->link);
    free(n);
    a->net = NULL;
}

const char *gui_net_status(const gui_app *a)
{
    return a->net ? a->net->status : NULL;
}

bool gui_net_joining(const gui_app *a)
{
    return a->net && a->net->link;
}

/* ---- the host's states ---- */

static bool same_json(const cJSON *x, const cJSON *y)
{
    char *sx = cJSON_PrintUnformatted(x), *sy = cJSON_PrintUnformatted(y);
    bool same = sx && sy && strcmp(sx, sy) == 0;
    free(sx);
    free(sy);
    return same;
}

/* The actions of view x are those view y begins with, or y's those x begins with. */
static bool same_start(const cJSON *x, const cJSON *y)
{
    const cJSON *ax = cJSON_GetObjectItemCaseSensitive(x, "actions"), *ay = cJSON_GetObjectItemCaseSensitive(y, "actions");
    bool ok = cJSON_IsArray(ax) && cJSON_IsArray(ay);
    for (int i = 0; ok && i < cJSON_GetArraySize(ax) && i < cJSON_GetArraySize(ay); i++)
        ok = same_json(cJSON_GetArrayItem(ax, i), cJSON_GetArrayItem(ay, i));
    return ok;
}

/* The actions shown here are those the host's view for seat begins with (masked alike). When the view is
 * another seat's than the game shown was rebuilt from (the hotseat's next player), each seat's hidden
 * choices differ: then what every player sees must agree. */
static bool agrees(gui_app *a, const carc_game *g, int seat, const cJSON *view)
{
    gui_net *n = net_of(a);
    if (seat == n->view) {
        cJSON *mine = carc_game_view_json(g, seat);
        bool ok = same_start(mine, view);
        cJSON_Delete(mine);
        return ok;
    }
    carc_err err;
    carc_game *f = carc_game_from_view(a->rules, view, -1, &err);
    cJSON *mine = carc_game_view_json(g, -1), *theirs = f ? carc_game_view_json(f, -1) : NULL;
    bool ok = theirs && same_start(mine, theirs);
    cJSON_Delete(mine);
    cJSON_Delete(theirs);
    carc_game_free(f);
    return ok;
}

/* The game from the seat's view, after its first upto actions; NULL with the reason said. */
static carc_game *from_view(gui_app *a, const cJSON *view, int upto)
{
    carc_err err = {0};
    char ebuf[400];
    carc_game *g = carc_game_from_view(a->rules, view, upto, &err);
    if (!g) /* TRANSLATORS: a network game's host sent a game this program cannot rebuild */
        gui_game_message(a, _("The host's game cannot be shown: %s"), gui_err_text(&err, ebuf, sizeof ebuf));
    return g;
}

/* A state while the game is shown: what is new is queued to play; what the host knew better replaces
 * the game under the animations. */
static void follow(gui_app *a, const cJSON *view, int seat)
{
    gui_net *n = net_of(a);
    carc_game *g = a->game.g;
    int have = carc_game_action_count(g), now = cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(view, "actions"));
    if (now >= n->sent) /* this seat's actions are in: a state with fewer is the game going back */
        n->sent = 0;
    if (n->resync || !agrees(a, g, seat, view)) { /* a refusal, a game that went elsewhere: the host's as it is */
        carc_game *f = from_view(a, view, -1);
        n->resync = false;
        n->nqueue = n->next = 0;
        if (f) {
            gui_game_show(a, f);
            n->view = seat;
        }
        return;
    }
    if (now < have && have <= n->sent) /* this seat's actions on their way: a later state says more */
        return;
    if (now < have) { /* the host went back: a step taken back */
        carc_game *f = from_view(a, view, -1);
        n->nqueue = n->next = 0;
        if (f) {
            gui_game_show(a, f);
            n->view = seat;
        }
        return;
    }
    carc_game *f = from_view(a, view, have), *full = f ? from_view(a, view, -1) : NULL;
    if (!full) {
        carc_game_free(f);
        return;
    }
    /* the actions to come draw from the newest view's stack, never from what this screen guessed */
    cJSON *mine = carc_game_view_json(g, seat), *theirs = carc_game_view_json(f, seat);
    if (now > have || seat != n->view || !same_json(mine, theirs))
        gui_game_swap(a, f);
    else
        carc_game_free(f);
    n->view = seat;
    cJSON_Delete(mine);
    cJSON_Delete(theirs);
    n->nqueue = n->next = 0;
    for (int i = have; i < now && n->nqueue < NET_QUEUE; i++)
        n->queue[n->nqueue++] = *carc_game_action_at(full, i);
    carc_game_free(full);
}

const char *gui_net_name_of(const gui_app *a, int p)
{
    return a->game.g && p >= 0 && p < carc_game_player_count(a->game.g) ? carc_game_player_name(a->game.g, p) : "?";
}

/* An undo asked of every player: who asked, back to where, who agreed; the news when it ends (taken back
 * or refused); and this screen's last action, which its Undo may ask to take back. */
static void undo_news(gui_app *a, const cJSON *j)
{
    gui_net *n = net_of(a);
    const cJSON *ask = cJSON_GetObjectItemCaseSensitive(j, "undo_asked"), *q, *seq = cJSON_GetObjectItemCaseSensitive(j, "seq");
    const cJSON *by = cJSON_GetObjectItemCaseSensitive(ask, "by"), *back = cJSON_GetObjectItemCaseSensitive(ask, "back_to");
    const cJSON *refused = cJSON_GetObjectItemCaseSensitive(j, "undo_refused_by");
    int was = n->ask_by, was_back = n->ask_back;
    n->ask_by = cJSON_IsNumber(by) && by->valueint >= 0 && by->valueint < CARC_MAX_PLAYERS ? by->valueint : -1;
    n->ask_back = cJSON_IsNumber(back) ? back->valueint : -1;
    n->ask_agreed = 0;
    n->seq = cJSON_IsNumber(seq) ? seq->valueint : n->seq;
    cJSON_ArrayForEach(q, cJSON_GetObjectItemCaseSensitive(ask, "agreed")) if (cJSON_IsNumber(q) && q->valueint >= 0 &&
                                                                               q->valueint < CARC_MAX_PLAYERS) n->ask_agreed |=
        1u << q->valueint;
    if (was >= 0 && n->ask_by < 0 && a->src == &gui_source_net && a->game.g) {
        if (cJSON_IsNumber(refused) &&
            refused->valueint == was) /* TRANSLATORS: a network game: the player who asked to take back a move withdrew */
            gui_game_message(a, _("%s withdrew the question to take back their move."), gui_net_name_of(a, was));
        else if (cJSON_IsNumber(
                     refused)) /* TRANSLATORS: a network game: a player refused to take back a move; %s: who refused, who asked */
            gui_game_message(a, _("%s refused to take back %s's move."), gui_net_name_of(a, refused->valueint), gui_net_name_of(a, was));
        else if (cJSON_IsNumber(seq) && seq->valueint == was_back) /* TRANSLATORS: a network game: everyone agreed; %s: the asker */
            gui_game_message(a, _("Everyone agreed: %s's move is taken back."), gui_net_name_of(a, was));
    }
    n->mine = -1;
    int i = 0;
    cJSON_ArrayForEach(q, cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(j, "view"), "actors"))
    {
        if (cJSON_IsNumber(q) && q->valueint >= 0 && q->valueint < CARC_MAX_PLAYERS && (n->seats >> q->valueint & 1))
            n->mine = i;
        i++;
    }
}

/* Once the game shows: the seats this screen plays, by name and colour (the Join box's name and colour
 * are wishes: a seat may keep the host's). A spectator plays none. */
static void say_seats(gui_app *a)
{
    gui_net *n = net_of(a);
    const carc_game *g = a->game.g;
    char who[CARC_MAX_PLAYERS * (CARC_NAME_LEN + 40)] = "";
    for (int p = 0; g && p < carc_game_player_count(g); p++)
        if (n->seats >> p & 1)
            snprintf(who + strlen(who), sizeof who - strlen(who), "%s%s (%s)", who[0] ? ", " : "", carc_game_player_name(g, p),
                     gui_color_title(gui_color_index(carc_game_player_color(g, p))));
    if (!who[0])
        return;
    /* TRANSLATORS: over the board when a network game shows: the seats this window plays, "Bob (blue)" */
    gui_game_message(a, _("You play %s."), who);
    a->game.msg_until = a->now + 8; /* longer than a message: who one is, once */
}

static void on_state(gui_app *a, const cJSON *j)
{
    gui_net *n = net_of(a);
    const cJSON *view = cJSON_GetObjectItemCaseSensitive(j, "view"), *w, *seat = cJSON_GetObjectItemCaseSensitive(j, "seat");
    int vs = cJSON_IsNumber(seat) && seat->valueint >= -1 && seat->valueint < CARC_MAX_PLAYERS ? seat->valueint : n->seat;
    n->over = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(j, "over"));
    undo_news(a, j);
    n->waiting = 0;
    cJSON_ArrayForEach(w, cJSON_GetObjectItemCaseSensitive(j, "waiting")) if (cJSON_IsNumber(w) && w->valueint >= 0 && w->valueint < 32)
        n->waiting |= 1u << w->valueint;
    if (!cJSON_IsObject(view))
        return;
    if (a->src == &gui_source_net && a->game.g) {
        follow(a, view, vs);
        return;
    }
    carc_game *g = from_view(a, view, -1);
    n->view = vs;
    if (!g) {
        snprintf(n->status, sizeof n->status, "%s", a->game.msg);
        return;
    }
    gui_net_lan_stop(a); /* the Network… box's list: no more */
    a->src = &gui_source_net;
    gui_game_begin(a, g);
    say_seats(a);
}

static void on_message(gui_app *a, const char *text)
{
    gui_net *n = net_of(a);
    carc_err err;
    cJSON *j = carc_parse_json(text, "host", &err);
    const char *type = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "type"));
    if (!type) {
        cJSON_Delete(j);
        return;
    }
    if (strcmp(type, "welcome") == 0) {
        const cJSON *seat = cJSON_GetObjectItemCaseSensitive(j, "seat");
        const char *secret = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "secret"));
        const cJSON *q;
        n->seat = cJSON_IsNumber(seat) && seat->valueint >= 0 && seat->valueint < CARC_MAX_PLAYERS ? seat->valueint : -1;
        n->seats = n->seat >= 0 ? 1u << n->seat : 0;
        cJSON_ArrayForEach(q, cJSON_GetObjectItemCaseSensitive(j, "seats")) if (cJSON_IsNumber(q) && q->valueint >= 0 &&
                                                                                q->valueint < CARC_MAX_PLAYERS) n->seats |= 1u
                                                                                                                            << q->valueint;
        if (secret && strlen(secret) == NET_SECRET_LEN)
            snprintf(n->secret, sizeof n->secret, "%s", secret);
        if (n->seat >= 0) /* a spectator has no seat to come back to: Watch again */
            remember(a);
    } else if (strcmp(type, "refused") == 0) {
        const char *why = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "why"));
        /* TRANSLATORS: the host refused a message; %s is its reason, in English (docs/NETWORK.md) */
        snprintf(n->status, sizeof n->status, _("The host refused: %s"), why ? why : "?");
        if (a->src == &gui_source_net)
            gui_game_message(a, "%s", n->status);
        if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(j, "closing")) && n->seat < 0) {
            gui_net_link_close(n->link); /* a wrong key, no free seat: the menu says so */
            n->link = NULL;
        } else {
            n->resync = true;
            ask_state(n);
        }
    } else if (strcmp(type, "state") == 0) {
        on_state(a, j);
    }
    cJSON_Delete(j);
}

/* What arrived since the last frame. */
static void pump(gui_app *a)
{
    gui_net *n = net_of(a);
    gui_link_event ev;
    while (n && n->link && gui_net_link_take(n->link, &ev)) {
        if (ev.kind == GUI_LINK_OPENED) {
            n->connected = true;
            hello(n);
        } else if (ev.kind == GUI_LINK_CLOSED) {
            n->connected = false;
        } else if (ev.kind == GUI_LINK_UNTRUSTED) {
            /* TRANSLATORS: Join over TLS: the host's certificate is not the one whose fingerprint was typed */
            snprintf(n->status, sizeof n->status, _("The host at %s has another fingerprint than %s: not joined. Check it with the host."),
                     n->host, n->fingerprint);
            if (a->src == &gui_source_net)
                gui_game_message(a, "%s", n->status);
            gui_net_link_close(n->link); /* Join may be pressed again, with another fingerprint */
            n->link = NULL;
        } else {
            on_message(a, ev.text);
        }
        free(ev.text);
        n = net_of(a);
    }
}

void gui_net_menu_frame(gui_app *a)
{
    gui_net *n = net_of(a);
    if (n && n->link && !gui_net_host_running(a, n->status, sizeof n->status)) {
        gui_net_link_close(n->link); /* the host this screen started is gone: nothing to connect to */
        n->link = NULL;
    }
    pump(a);
}

/* ---- gui_source_net ---- */

static void net_begin(gui_app *a)
{
    a->net->nqueue = a->net->next = 0;
}

static void net_end(gui_app *a)
{
    (void)a;
}

static bool net_seat_here(const gui_app *a, int p)
{
    return a->net && p >= 0 && p < CARC_MAX_PLAYERS && (a->net->seats >> p & 1);
}

/* Every frame: what arrived, then the next action of another seat once the last one has played. */
static void net_frame(gui_app *a)
{
    pump(a);
    gui_net *n = net_of(a);
    gui_game *G = &a->game;
    if (!n || a->src != &gui_source_net)
        return;
    if (n->over && G->finished && !n->said_bye && gui_game_idle(a)) { /* seen: the host may stop waiting */
        cJSON *j = cJSON_CreateObject();
        cJSON_AddStringToObject(j, "type", "bye");
        gui_net_send(n, j);
        n->said_bye = true;
        gui_net_forget(a);
    }
    if (n->next >= n->nqueue || !gui_game_idle(a) || G->pending || a->now < n->play_at || a->scene != SCENE_GAME)
        return;
    carc_action act = n->queue[n->next++];
    int seat = carc_game_current_player(G->g), turn = carc_game_turn(G->g);
    n->playing = true;
    bool ok = gui_game_confirm(a, &act);
    n->playing = false;
    n->play_at = a->now + NET_PACE / a->speed;
    if (!ok) { /* the game here went elsewhere: the host's as it is */
        n->resync = true;
        ask_state(n);
    } else if (gui_seat_is_ai(a, seat) && (carc_game_turn(G->g) != turn || carc_game_over(G->g))) {
        gui_expect_note(a, seat, turn);
    }
}

static void net_took(gui_app *a, const carc_action *act)
{
    gui_net *n = net_of(a);
    if (!n || n->playing)
        return;
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "type", "act");
    cJSON_AddNumberToObject(j, "seq", carc_game_action_count(a->game.g) - 1);
    cJSON_AddItemToObject(j, "action", carc_action_to_json(act));
    gui_net_send(n, j);
    n->sent = carc_game_action_count(a->game.g);
}

/* This seat's last step of its turn, when it showed nothing hidden: taken back at once (the host decides,
 * with the same test on the real game; the state it sends back shows the game before the step). */
static bool own_step(const gui_app *a)
{
    gui_net *n = net_of(a);
    const carc_game *g = a->game.g;
    int count = carc_game_action_count(g);
    if (carc_game_current_player(g) != n->view || !net_seat_here(a, n->view) || count == 0)
        return false;
    if (n->tb_count != count) { /* once per action: it replays the game */
        carc_err err;
        carc_game *b = carc_game_take_back(g, &err);
        n->tb_ok = b != NULL;
        n->tb_count = count;
        carc_game_free(b);
    }
    return n->tb_ok;
}

/* Undo: this seat's own step as above; else every other player is asked to take back this screen's last
 * action and all after it (a tile drawn, other turns), which the host does once all have agreed. */
static bool net_can_take_back(const gui_app *a)
{
    gui_net *n = net_of(a);
    const carc_game *g = a->game.g;
    if (!n || !g || carc_game_over(g) || n->seat < 0 || n->next < n->nqueue)
        return false;
    return own_step(a) || (n->ask_by < 0 && n->mine >= 0);
}

void gui_net_say_seq(gui_net *n, const char *type, int seq)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "type", type);
    cJSON_AddNumberToObject(j, "seq", seq);
    gui_net_send(n, j);
}

static void net_take_back(gui_app *a)
{
    gui_net *n = net_of(a);
    if (!own_step(a)) {
        gui_net_say_seq(n, "ask_undo", carc_game_action_count(a->game.g));
        return;
    }
    gui_net_say_seq(n, "undo", carc_game_action_count(a->game.g));
    n->resync = true; /* the next state is the game as the host took it back */
    n->tb_count = 0;
}

const gui_source gui_source_net = {
    .begin = net_begin,
    .end = net_end,
    .leave = gui_net_leave,
    .seat_here = net_seat_here,
    .frame = net_frame,
    .took = net_took,
    .draw = gui_net_board_draw,
    .awaited = gui_net_awaited,
    .can_take_back = net_can_take_back,
    .take_back = net_take_back,
    .history = false,
    .autosave = false,
};

/* ---- hosting and Continue ---- */

bool gui_net_host(gui_app *a, carc_game *g, int port, unsigned here, char *msg, size_t cap)
{
    char key[NET_KEY_MAX + 1], file[GUI_PATH_LEN + 32];
    snprintf(file, sizeof file, "%shost.json", a->save_dir);
    int seat = -1;
    for (int p = carc_game_player_count(g) - 1; p >= 0; p--)
        if (carc_game_player_ai(g, p)[0])
            here &= ~(1u << p); /* a computer plays on the host */
        else
            seat = p;
    if (!a->save_dir[0] || seat < 0) {
        /* TRANSLATORS: the menu's Host, when there is no folder for the host's save or every seat is a computer */
        snprintf(msg, cap, "%s", _("Hosting needs a human seat and a folder for saved games."));
        carc_game_free(g);
        return false;
    }
    char fp[NET_FP_LEN + 1];
    bool ok = gui_net_host_start(a, g, seat, here, file, port, key, sizeof key, fp, msg, cap);
    carc_game_free(g);
    if (!ok || !open_net(a, "127.0.0.1", port, key, NULL, seat, NULL, msg, cap)) /* its own host: on this computer */
        return false;
    snprintf(a->net->host_file, sizeof a->net->host_file, "%s", file);
    snprintf(a->net->host_fp, sizeof a->net->host_fp, "%s", fp);
    return true;
}

bool gui_net_continue_what(const gui_app *a, char *out, size_t cap)
{
    char path[GUI_PATH_LEN + 32];
    memo_path(a, path, sizeof path);
    carc_err err;
    cJSON *j = a->save_dir[0] && access(path, R_OK) == 0 ? carc_load_json(path, &err) : NULL;
    const char *host = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "host"));
    const cJSON *port = cJSON_GetObjectItemCaseSensitive(j, "port");
    bool ok = host && cJSON_IsNumber(port);
    if (ok && cJSON_HasObjectItem(j, "host_file")) /* TRANSLATORS: under the menu's buttons: what Continue does */
        snprintf(out, cap, _("Continue takes your seat back in the network game you hosted (port %d)."), port->valueint);
    else if (ok) /* TRANSLATORS: under the menu's buttons: what Continue does; the host's address and port */
        snprintf(out, cap, _("Continue takes your seat back in the network game at %s, port %d."), host, port->valueint);
    cJSON_Delete(j);
    return ok;
}

bool gui_net_continue(gui_app *a, char *msg, size_t cap)
{
    char path[GUI_PATH_LEN + 32];
    memo_path(a, path, sizeof path);
    carc_err err;
    cJSON *j = carc_load_json(path, &err);
    const char *host = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "host"));
    const char *key = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "key"));
    const char *secret = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "secret"));
    const char *file = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "host_file"));
    const char *fp = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "fingerprint"));
    const cJSON *port = cJSON_GetObjectItemCaseSensitive(j, "port");
    bool ok = host && key && secret && cJSON_IsNumber(port);
    char host_fp[NET_FP_LEN + 1] = "";
    if (!ok) /* TRANSLATORS: Continue of a network game whose file network.json is damaged; %s: its path */
        snprintf(msg, cap, _("%s: not a network game to continue."), path);
    if (ok && file) /* this screen hosted it: its host again, from its save */
        ok = gui_net_host_resume(a, file, port->valueint, host_fp, msg, cap);
    ok = ok && open_net(a, host, port->valueint, key, fp, -1, secret, msg, cap);
    if (ok && file) {
        snprintf(a->net->host_file, sizeof a->net->host_file, "%s", file);
        snprintf(a->net->host_fp, sizeof a->net->host_fp, "%s", host_fp);
    }
    cJSON_Delete(j);
    return ok;
}
