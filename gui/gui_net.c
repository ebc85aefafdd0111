/* A network game at this screen (gui_net.h): the protocol's client side and gui_source_net. The host's
 * states are the truth: each one is compared with the game shown, which is rebuilt from the seat's view
 * where the host knew more (the tile drawn, a chip turned over), and the other seats' actions it brings
 * are played here one by one, with their animations, as a computer's would be. This seat's own actions are
 * applied here at once and sent; the state that follows confirms them. */
#include "gui_net.h"
#include "gui_ai.h"
#include "gui_draw.h"
#include "gui_expect.h"
#include "gui_exts.h"
#include "gui_file.h"
#include "gui_game.h"
#include "gui_net_link.h"
#include "gui_paths.h"
#include "gui_widget.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "net_lan.h"
#include "net_tls.h"
#include "net_table.h"

#define NET_PACE 0.5 /* seconds another seat's action takes at least here, at speed 1 */
#define NET_QUEUE 64 /* another seat's actions one state may bring: a turn's, with room */

typedef struct gui_net {
    gui_net_link *link;
    char host[256], key[NET_KEY_MAX + 1], secret[NET_SECRET_LEN + 1];
    char name[CARC_NAME_LEN], color[16]; /* Join: the player's own ("": the host's for the seat) */
    char fingerprint[NET_FP_LEN + 1];    /* TLS to a host with this certificate ("": plain) */
    char host_fp[NET_FP_LEN + 1];        /* hosting: this host's certificate's, for the players beyond */
    int port, want; /* want: the seat asked for (-1: the first free one) */
    int seat;       /* the seat the host gave (-1: none yet) */
    unsigned seats; /* bit p: this screen plays seat p (its own; hosting, the hotseat's beside it) */
    int view;       /* the seat whose view the game shown is rebuilt from: the hotseat's player to move */
    bool connected, resync, over, said_bye;
    char status[300]; /* the menu's line while joining */
    unsigned waiting; /* bit p: seat p's player has no connection */
    carc_action queue[NET_QUEUE];
    int nqueue, next;
    bool playing;     /* an action of the queue is being played: not to be sent back */
    int sent;         /* the game's actions after this seat's last one sent */
    int ask_by, ask_back; /* an undo asked of every player: by that seat, back to that many actions (-1: none) */
    unsigned ask_agreed;  /* ... the seats that agreed */
    int mine;             /* the actions before this screen's seats' last one (-1: none of theirs yet) */
    int seq;              /* the host's actions in its last state */
    int tb_count;     /* the actions the answer below is for (0: none yet) */
    bool tb_ok;       /* ... this seat's last step may be taken back (carc_game_take_back) */
    double play_at;   /* the next one plays then */
    char host_file[GUI_PATH_LEN + 32]; /* hosting: the host's save (else "") */
    char lan_addr[64];                 /* ... and this computer's address on the local network ("": none) */
} gui_net;

static gui_net *net_of(const gui_app *a) { return a->net; }

static void send_json(gui_net *n, cJSON *j)
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
    send_json(n, j);
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
    send_json(n, j);
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

static bool open_net(gui_app *a, const char *host, int port, const char *key, const char *fp, int seat, const char *secret,
                     char *msg, size_t cap)
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

static const char *name_of(const gui_app *a, int p)
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
    cJSON_ArrayForEach(q, cJSON_GetObjectItemCaseSensitive(ask, "agreed")) if (cJSON_IsNumber(q) && q->valueint >= 0 && q->valueint < CARC_MAX_PLAYERS)
        n->ask_agreed |= 1u << q->valueint;
    if (was >= 0 && n->ask_by < 0 && a->src == &gui_source_net && a->game.g) {
        if (cJSON_IsNumber(refused)) /* TRANSLATORS: a network game: a player refused to take back a move; %s: who refused, who asked */
            gui_game_message(a, _("%s refused to take back %s's move."), name_of(a, refused->valueint), name_of(a, was));
        else if (cJSON_IsNumber(seq) && seq->valueint == was_back) /* TRANSLATORS: a network game: everyone agreed; %s: the asker */
            gui_game_message(a, _("Everyone agreed: %s's move is taken back."), name_of(a, was));
    }
    n->mine = -1;
    int i = 0;
    cJSON_ArrayForEach(q, cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(j, "view"), "actors")) {
        if (cJSON_IsNumber(q) && q->valueint >= 0 && q->valueint < CARC_MAX_PLAYERS && (n->seats >> q->valueint & 1))
            n->mine = i;
        i++;
    }
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
        cJSON_ArrayForEach(q, cJSON_GetObjectItemCaseSensitive(j, "seats")) if (cJSON_IsNumber(q) && q->valueint >= 0 && q->valueint < CARC_MAX_PLAYERS)
            n->seats |= 1u << q->valueint;
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
        send_json(n, j);
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
    send_json(n, j);
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

static void say_seq(gui_net *n, const char *type, int seq)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "type", type);
    cJSON_AddNumberToObject(j, "seq", seq);
    send_json(n, j);
}

static void net_take_back(gui_app *a)
{
    gui_net *n = net_of(a);
    if (!own_step(a)) {
        say_seq(n, "ask_undo", carc_game_action_count(a->game.g));
        return;
    }
    say_seq(n, "undo", carc_game_action_count(a->game.g));
    n->resync = true; /* the next state is the game as the host took it back */
    n->tb_count = 0;
}

/* An undo asked of every player, over the board: whose move it takes back, whom it waits for; Agree and
 * Refuse for a player asked, Withdraw for the one who asked. Returns where it is. */
static SDL_Rect undo_box(gui_app *a, int bottom)
{
    gui_net *n = net_of(a);
    const carc_game *g = a->game.g;
    SDL_Rect r = {0, 0, 0, 0};
    if (n->ask_by < 0 || carc_game_over(g))
        return r;
    int steps = carc_game_action_count(g) - n->ask_back;
    char line[300], names[CARC_MAX_PLAYERS * (CARC_NAME_LEN + 2)] = "", line2[sizeof names + 100];
    /* TRANSLATORS: over the board of a network game: a player asks everyone to take back their last move */
    snprintf(line, sizeof line, P_("%s asks to take back their last move (%d action).", "%s asks to take back their last move (%d actions).",
                                   (unsigned long)steps), name_of(a, n->ask_by), steps);
    for (int p = 0; p < carc_game_player_count(g); p++)
        if (!gui_seat_is_ai(a, p) && !(n->ask_agreed >> p & 1))
            snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", names[0] ? ", " : "", name_of(a, p));
    /* TRANSLATORS: under the question above: the players who have not agreed yet */
    snprintf(line2, sizeof line2, _("Waiting for %s to agree."), names);
    bool answer = n->seat >= 0 && (n->seats & ~n->ask_agreed), withdraw = n->seats >> n->ask_by & 1;
    /* TRANSLATORS: buttons under a question to take back a move in a network game */
    const char *agree = _("Agree"), *refuse = withdraw ? _("Withdraw") : _("Refuse");
    int pad = gui_px(a, 14), bh = gui_px(a, 38), gap = gui_px(a, 10);
    int bw1 = gui_text_width(a, FONT_BOLD, agree) + gui_px(a, 40), bw2 = gui_text_width(a, FONT_BOLD, refuse) + gui_px(a, 40);
    int tw = SDL_max(gui_text_width(a, FONT_BOLD, line), gui_text_width(a, FONT_NORMAL, line2));
    r.w = SDL_max(tw, bw1 + gap + bw2) + 2 * pad;
    r.h = pad + a->font_h[FONT_BOLD] + a->font_h[FONT_NORMAL] + (answer || withdraw ? gap + bh : 0) + pad;
    r.x = (gui_hud_rect(a).x - r.w) / 2;
    r.y = bottom - r.h;
    gui_panel(a, r);
    gui_text(a, FONT_BOLD, line, (SDL_Color){240, 240, 240, 255}, r.x + r.w / 2, r.y + pad, ALIGN_CENTER);
    gui_text(a, FONT_NORMAL, line2, (SDL_Color){160, 166, 178, 255}, r.x + r.w / 2, r.y + pad + a->font_h[FONT_BOLD], ALIGN_CENTER);
    int by = r.y + r.h - pad - bh, bx = r.x + (r.w - (answer ? bw1 + gap : 0) - bw2) / 2;
    if (answer && gui_button(a, (SDL_Rect){bx, by, bw1, bh}, agree, true, true))
        say_seq(n, "agree_undo", n->seq);
    if ((answer || withdraw) && gui_button(a, (SDL_Rect){bx + (answer ? bw1 + gap : 0), by, bw2, bh}, refuse, true, false))
        say_seq(n, "refuse_undo", n->seq);
    return r;
}

static void net_awaited(const gui_app *a, int p, char *line, size_t cap)
{
    const char *name = carc_game_player_name(a->game.g, p);
    if (gui_seat_is_ai(a, p))
        /* TRANSLATORS: a network game: a computer seat plays on the host; %s its name, then its level */
        snprintf(line, cap, _("%s (computer, %s) plays at the host."), name, gui_ai_level_title(carc_game_player_ai(a->game.g, p)));
    else if (a->net && a->net->waiting >> p & 1)
        /* TRANSLATORS: a network game: the player to move has lost their connection */
        snprintf(line, cap, _("Waiting for %s to come back."), name);
    else /* TRANSLATORS: a network game: another player moves at their own computer */
        snprintf(line, cap, _("%s plays at their computer."), name);
}

/* The hosting window, while the game waits for a player who is gone: a computer may play their seat
 * (the player's Continue takes it back), or the seat opens to the next Join (a player whose computer lost
 * the game's secret, or a friend in their place). Returns where the buttons are. */
static SDL_Rect hand_buttons(gui_app *a, int p)
{
    gui_net *n = net_of(a);
    SDL_Rect all = {0, 0, 0, 0};
    if (!n->host_file[0])
        return all;
    static const char *const level[] = {"normal", "human"};
    const char *labels[] = {/* TRANSLATORS: a button of the hosting window while the game waits for a player who is gone */
                            N_("Let a computer play for %s"),
                            /* TRANSLATORS: the same: the player may join the seat again by Join, with the seat's number */
                            N_("Open %s's seat to a new Join")};
    int y = a->h - gui_px(a, 64);
    for (int i = 0; i < 2; i++) {
        char label[CARC_NAME_LEN + 80];
        snprintf(label, sizeof label, _(labels[i]), carc_game_player_name(a->game.g, p));
        int w = gui_text_width(a, FONT_BOLD, label) + gui_px(a, 32), h = gui_px(a, 38);
        y -= h + gui_px(a, 10);
        SDL_Rect hud = gui_hud_rect(a), r = {(hud.x - w) / 2, y, w, h};
        if (all.w)
            SDL_UnionRect(&all, &r, &all);
        else
            all = r;
        if (!gui_button(a, r, label, true, false))
            continue;
        cJSON *j = cJSON_CreateObject();
        cJSON_AddStringToObject(j, "type", "hand");
        cJSON_AddNumberToObject(j, "seat", p);
        cJSON_AddStringToObject(j, "level", level[i]);
        send_json(n, j);
    }
    return all;
}

/* Whom the game waits for, over the board; and above it, a lost connection or the key to join by. */
static void net_draw(gui_app *a)
{
    gui_net *n = net_of(a);
    const carc_game *g = a->game.g;
    if (!n || !g)
        return;
    int p = carc_game_current_player(g);
    char line[300], line2[200] = "";
    SDL_Rect used = {0, 0, 0, 0}; /* the boxes in the bottom middle */
    if (!carc_game_over(g) && !net_seat_here(a, p) && gui_game_idle(a) && n->next >= n->nqueue) {
        if (n->waiting >> p & 1) { /* TRANSLATORS: over the board: the player to move lost their connection */
            snprintf(line, sizeof line, _("Waiting for %s"), carc_game_player_name(g, p));
            used = hand_buttons(a, p);
        }
        else if (gui_seat_is_ai(a, p))
            snprintf(line, sizeof line, _("%s is thinking"), carc_game_player_name(g, p));
        else /* TRANSLATORS: over the board: another player moves at their computer */
            snprintf(line, sizeof line, _("%s plays"), carc_game_player_name(g, p));
        SDL_Rect box = gui_seat_box(a, p, line);
        if (used.w)
            SDL_UnionRect(&used, &box, &used);
        else
            used = box;
    }
    SDL_Rect ask = undo_box(a, used.w ? used.y - gui_px(a, 10) : a->h - gui_px(a, 64));
    if (ask.w && used.w)
        SDL_UnionRect(&used, &ask, &used);
    else if (ask.w)
        used = ask;
    if (!n->connected) /* TRANSLATORS: over the board: the network game's host cannot be reached */
        snprintf(line, sizeof line, _("Connection to %s lost: connecting again…"), n->host);
    else if (gui_ext_modal(a)) /* an expansion's screen (a rack of chips) has the bottom: the line waits */
        return;
    else if (n->host_file[0]) {
        if (!n->lan_addr[0] && !net_lan_address(n->lan_addr, sizeof n->lan_addr))
            snprintf(n->lan_addr, sizeof n->lan_addr, "127.0.0.1");
        /* TRANSLATORS: over the board of the hosting screen: what the others type in Join (or pick from its list) */
        snprintf(line, sizeof line, _("Hosting at %s · port %d · game key %s"), n->lan_addr, n->port, n->key);
        if (n->host_fp[0]) /* TRANSLATORS: under "Hosting at…": what players beyond the local network type too */
            snprintf(line2, sizeof line2, _("From beyond this network, also the fingerprint %s"), n->host_fp);
    } else if (n->seat < 0) { /* TRANSLATORS: over the board of a spectator's window; %s: the host's address */
        snprintf(line, sizeof line, _("Watching the game at %s: what every player may see"), n->host);
    } else
        return;
    /* in the board's bottom left corner: the top is the messages', the bottom middle the waiting box's */
    int font = FONT_NORMAL, w = 0, h;
    for (;;) { /* the small font when the normal one runs past the board (a long translation) */
        int tw = gui_text_width(a, font, line), tw2 = line2[0] ? gui_text_width(a, font, line2) : 0;
        w = (tw > tw2 ? tw : tw2) + gui_px(a, 24);
        if (font == FONT_SMALL || w <= a->game.cam.vw - gui_px(a, 20))
            break;
        font = FONT_SMALL;
    }
    h = a->font_h[font] * (line2[0] ? 2 : 1) + gui_px(a, 12);
    SDL_Rect r = {gui_px(a, 10), a->h - h - gui_px(a, 10), w, h};
    if (used.w && SDL_HasIntersection(&r, &used)) /* a narrow window: above them */
        r.y = used.y - h - gui_px(a, 10);
    gui_fill(a, r, n->connected ? (SDL_Color){20, 22, 28, 210} : (SDL_Color){110, 30, 30, 230});
    gui_text(a, font, line, (SDL_Color){240, 240, 240, 255}, r.x + gui_px(a, 12), r.y + gui_px(a, 6), ALIGN_LEFT);
    gui_text(a, font, line2, (SDL_Color){240, 240, 240, 255}, r.x + gui_px(a, 12), r.y + gui_px(a, 6) + a->font_h[font], ALIGN_LEFT);
}

const gui_source gui_source_net = {
    .begin = net_begin,
    .end = net_end,
    .leave = gui_net_leave,
    .seat_here = net_seat_here,
    .frame = net_frame,
    .took = net_took,
    .draw = net_draw,
    .awaited = net_awaited,
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
