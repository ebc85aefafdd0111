/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The menu's Network… box: Join a game at another computer (address, port, key, seat) or Host the menu's
 * game (its seats; this screen plays the first human one and those marked "at this computer", hotseat),
 * and what joining is doing. */
#include "gui_game_draw.h"
#include "gui_menu.h"
#include "gui_menu_check.h"
#include "gui_net.h"
#include "gui_saves.h"
#include "gui_shell.h"
#include "gui_widget.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net_lan.h"

enum { F_PORT = 20, F_ADDR, F_KEY, F_SEAT, F_FP };

static const SDL_Color WHITE = {240, 240, 240, 255}, GREY = {160, 166, 178, 255};

/* A text field of the box: a press in it takes the focus (the menu's m->focus). */
static bool field(gui_app *a, SDL_Rect r, char *buf, size_t cap, int id, const char *placeholder)
{
    gui_menu *m = &a->menu;
    bool f = m->focus == id, enter = gui_textfield(a, r, buf, cap, &f, &m->edit, placeholder);
    m->focus = f ? id : (m->focus == id ? -1 : m->focus);
    return enter;
}

/* A label and its field on a row; returns the x after them. */
static int labelled(gui_app *a, int x, int y, int w, const char *label, char *buf, size_t cap, int id, const char *placeholder, bool *enter)
{
    int fh = gui_px(a, 36);
    int lw = gui_text(a, FONT_BOLD, label, WHITE, x, y + (fh - a->font_h[FONT_BOLD]) / 2, ALIGN_LEFT) + gui_px(a, 10);
    *enter |= field(a, (SDL_Rect){x + lw, y, w, fh}, buf, cap, id, placeholder);
    return x + lw + w + gui_px(a, 20);
}

static int port_of(gui_app *a)
{
    char *end;
    long p = strtol(a->menu.net_port, &end, 10);
    return *end || p < 1 || p > 65535 ? 0 : (int)p;
}

static void join(gui_app *a, bool watch)
{
    gui_menu *m = &a->menu;
    char *end;
    long seat = strtol(m->net_seat, &end, 10);
    if (!watch && m->net_seat[0] && (*end || seat < 1 || seat > CARC_MAX_PLAYERS)) {
        /* TRANSLATORS: the Network… box: the Seat field holds something else than a seat's number */
        snprintf(m->error, sizeof m->error, _("Seat: a number from 1 to %d, or empty for the first free seat."), CARC_MAX_PLAYERS);
        return;
    }
    m->error[0] = 0;
    int want = watch ? GUI_NET_WATCH : m->net_seat[0] ? (int)seat - 1 : -1;
    gui_net_join(a, m->net_addr, port_of(a), m->net_key, m->net_fp, want, m->seat[0].name, gui_color_names[m->seat[0].color], m->error,
                 sizeof m->error);
}

/* The games heard on the local network, a button each: a click fills Join's fields and joins the first
 * free seat. Returns the height used. */
static int lan_list(gui_app *a, int x, int y, int w)
{
    gui_menu *m = &a->menu;
    int n = 0, y0 = y, bh = gui_px(a, 34);
    const net_lan_game *games = gui_net_lan_games(a, &n);
    /* TRANSLATORS: a heading of the Network… box: games hosted on the local network, found without typing */
    gui_text(a, FONT_BOLD, _("Games on this network"), (SDL_Color){255, 226, 160, 255}, x, y, ALIGN_LEFT);
    y += a->font_h[FONT_BOLD] + gui_px(a, 6);
    if (n == 0) {
        /* TRANSLATORS: the Network… box when no game was heard on the local network */
        gui_text(a, FONT_SMALL, _("None yet: a game hosted with Host on this network shows here within a second."), GREY, x, y, ALIGN_LEFT);
        return y + a->font_h[FONT_SMALL] + gui_px(a, 4) - y0;
    }
    for (int i = 0; i < n && i < 3; i++) {
        const net_lan_game *g = &games[i];
        char names[CARC_MAX_PLAYERS * (CARC_NAME_LEN + 2)] = "", label[sizeof names + 200];
        int seat = 0;
        while (!(g->open >> seat & 1))
            seat++;
        for (int p = 0; p < g->nplayers; p++)
            snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", p ? ", " : "", g->names[p]);
        /* TRANSLATORS: a game on the local network: its players, the host's address and port, the seat a click joins */
        snprintf(label, sizeof label, _("%s · %s, port %d · join seat %d"), names, g->addr, g->port, seat + 1);
        if (gui_button(a, (SDL_Rect){x, y, w, bh}, label, !gui_net_joining(a), false)) {
            snprintf(m->net_addr, sizeof m->net_addr, "%s", g->addr);
            snprintf(m->net_port, sizeof m->net_port, "%d", g->port);
            snprintf(m->net_key, sizeof m->net_key, "%s", g->key);
            snprintf(m->net_fp, sizeof m->net_fp, "%s", g->fingerprint);
            snprintf(m->net_seat, sizeof m->net_seat, "%d", seat + 1);
            join(a, false);
        }
        y += bh + gui_px(a, 6);
    }
    return y - y0;
}

static void host(gui_app *a)
{
    gui_menu *m = &a->menu;
    m->error[0] = 0;
    carc_game *g = gui_menu_new_game(a);
    if (g)
        gui_net_host(a, g, port_of(a) ? port_of(a) : GUI_NET_PORT, m->net_here, m->error, sizeof m->error);
}

/* Host's seats at this computer: a button for each of the menu's human seats. The first is this screen's
 * own; a click on another plays it here too, hotseat (else its player joins from their computer). Returns
 * the height used (none with one human seat). */
static int here_row(gui_app *a, int x, int y, int w)
{
    gui_menu *m = &a->menu;
    int first = -1, humans = 0, bh = gui_px(a, 34), gap = gui_px(a, 8);
    for (int i = 0; i < m->nseats; i++)
        if (m->seat[i].level == 0) {
            first = first < 0 ? i : first;
            humans++;
        }
    if (humans < 2)
        return 0;
    /* TRANSLATORS: the Network… box, before a button per human seat: the seats played at the hosting computer */
    int lw = gui_text(a, FONT_BOLD, _("At this computer:"), WHITE, x, y + (bh - a->font_h[FONT_BOLD]) / 2, ALIGN_LEFT) + gui_px(a, 12);
    int bx = x + lw, each = (w - lw - (humans - 1) * gap) / humans;
    for (int i = 0; i < m->nseats; i++) {
        if (m->seat[i].level != 0)
            continue;
        bool on = i == first || (m->net_here >> i & 1);
        char label[CARC_NAME_LEN + 8];
        snprintf(label, sizeof label, "%s %s", on ? "☑" : "☐", m->seat[i].name[0] ? m->seat[i].name : "?");
        int bw = SDL_min(gui_text_width(a, FONT_BOLD, label) + gui_px(a, 28), each);
        if (gui_button(a, (SDL_Rect){bx, y, bw, bh}, label, i != first, on))
            m->net_here ^= 1u << i;
        bx += bw + gap;
    }
    return bh + gui_px(a, 10);
}

/* The box's place: as high as its rows need (the games heard, the seats at this computer), in the window. */
static SDL_Rect box_rect(gui_app *a)
{
    gui_menu *m = &a->menu;
    int nlan = 0;
    gui_net_lan_games(a, &nlan);
    int lanh = nlan ? SDL_min(nlan, 3) * gui_px(a, 40) : gui_px(a, 24);
    int humans = 0;
    for (int i = 0; i < m->nseats; i++)
        humans += m->seat[i].level == 0;
    int hereh = humans > 1 ? gui_px(a, 44) : 0; /* the row of seats at this computer */
    int pw = SDL_min(gui_px(a, 820), a->w - gui_px(a, 24)), ph = SDL_min(gui_px(a, 548) + lanh + hereh, a->h - gui_px(a, 24));
    return (SDL_Rect){(a->w - pw) / 2, (a->h - ph) / 2, pw, ph};
}

/* Join's heading and fields: address, key, seat, fingerprint; returns the y under them. */
static int join_fields(gui_app *a, int x, int y, int inner, bool *enter)
{
    gui_menu *m = &a->menu;
    /* TRANSLATORS: a heading of the Network… box */
    gui_text(a, FONT_BOLD, _("Join a game at another computer"), (SDL_Color){255, 226, 160, 255}, x, y, ALIGN_LEFT);
    y += a->font_h[FONT_BOLD] + gui_px(a, 8);
    /* TRANSLATORS: the Network… box: the host's address; in the empty field: an example */
    int fx = labelled(a, x, y, gui_px(a, 210), _("Address"), m->net_addr, sizeof m->net_addr, F_ADDR, "192.168.1.20", enter);
    /* TRANSLATORS: the Network… box: the key the host shows */
    fx = labelled(a, fx, y, gui_px(a, 110), _("Game key"), m->net_key, sizeof m->net_key, F_KEY, "", enter);
    gui_key_typed(m->net_key); /* in capitals as the host shows it; the host takes any case and spaces */
    /* TRANSLATORS: the Network… box: which seat to take; in the empty field (about 60 px): the first free one */
    fx = labelled(a, fx, y, gui_px(a, 80), _("Seat"), m->net_seat, sizeof m->net_seat, F_SEAT, _("any"), enter);
    if (fx > x + inner + gui_px(a, 20))
        a->overflow = "the Network box's Join row runs out of its panel";
    y += gui_px(a, 48);
    /* TRANSLATORS: the Network… box: the host's certificate's fingerprint, which the host shows (TLS) */
    fx = labelled(a, x, y, gui_px(a, 270), _("Fingerprint"), m->net_fp, sizeof m->net_fp, F_FP, "", enter);
    /* TRANSLATORS: the Network… box, beside the Fingerprint field (about 330 px): when to fill it */
    gui_saves_message(a, _("From beyond your local network: the fingerprint the host shows. It encrypts the game and checks the host."),
                      fx - gui_px(a, 10), y - gui_px(a, 2), x + inner - fx + gui_px(a, 10), GREY);
    return y + gui_px(a, 48);
}

/* Join and Watch, and beside them as whom (the menu's first seat); returns the y under them. */
static int join_row(gui_app *a, int x, int y, int inner, bool busy, bool enter)
{
    gui_menu *m = &a->menu;
    int bh = gui_px(a, 38);
    /* TRANSLATORS: the Network… box's button: join the game at the address given */
    if (gui_button(a, (SDL_Rect){x, y, gui_px(a, 160), bh}, _("Join"), !busy, true) || (enter && !busy && m->focus != F_PORT))
        join(a, false);
    /* TRANSLATORS: the Network… box's button: see the game at the address given, as a spectator (what is public) */
    if (gui_button(a, (SDL_Rect){x + gui_px(a, 172), y, gui_px(a, 120), bh}, _("Watch"), !busy, false))
        join(a, true);
    char as[CARC_NAME_LEN + 160];
    /* TRANSLATORS: the Network… box, beside Join: the name and colour of the menu's first seat; %s: a colour's title */
    snprintf(as, sizeof as, _("as %s, %s (the menu's first seat)"), m->seat[0].name[0] ? m->seat[0].name : "?",
             gui_color_title(m->seat[0].color));
    /* TRANSLATORS: the Network… box, small, under "as Ann, red (the menu's first seat)" (about 430 px): the
     * host may keep its own name or colour for the seat, and the game says which seat was taken */
    const char *wish = _("A wish: the seat may keep the host's name or colour.");
    int mx = x + gui_px(a, 308), mh = gui_px(a, 26), tx = mx + mh + gui_px(a, 8), room = x + inner - tx;
    int f = gui_text_fit(a, FONT_NORMAL, FONT_SMALL, as, room), th = a->font_h[f] + a->font_h[FONT_SMALL];
    gui_draw_meeple(a, m->seat[0].color, false, mx + mh / 2.0, y + bh / 2.0, mh);
    gui_text(a, f, as, WHITE, tx, y + (bh - th) / 2, ALIGN_LEFT);
    gui_text(a, FONT_SMALL, wish, GREY, tx, y + (bh - th) / 2 + a->font_h[f], ALIGN_LEFT);
    if (gui_text_width(a, FONT_SMALL, wish) > room || gui_text_width(a, f, as) > room)
        a->overflow = "the Network box's line beside Join runs out of its panel";
    return y + bh + gui_px(a, 16);
}

/* Host: its heading, how the others join, the seats at this computer and the button; returns the y under. */
static int host_rows(gui_app *a, int x, int y, int inner, bool busy)
{
    int bh = gui_px(a, 38);
    /* TRANSLATORS: a heading of the Network… box */
    gui_text(a, FONT_BOLD, _("Host the game set in the menu"), (SDL_Color){255, 226, 160, 255}, x, y, ALIGN_LEFT);
    y += a->font_h[FONT_BOLD] + gui_px(a, 4);
    /* TRANSLATORS: the Network… box, small, at most two lines of about 770 px */
    const char *how =
        _("You play the first human seat and those ticked here; the others join with this computer's address, the port and the key shown.");
    y += gui_saves_message(a, how, x, y, inner, GREY) * a->font_h[FONT_SMALL] + gui_px(a, 8); /* two lines if need be */
    y += here_row(a, x, y, inner);
    /* TRANSLATORS: the Network… box's button: host the menu's game here */
    if (gui_button(a, (SDL_Rect){x, y, gui_px(a, 160), bh}, _("Host"), !busy, false))
        host(a);
    return y + bh + gui_px(a, 14);
}

void gui_net_screen(gui_app *a)
{
    gui_menu *m = &a->menu;
    gui_fill(a, (SDL_Rect){0, 0, a->w, a->h}, (SDL_Color){0, 0, 0, 130});
    SDL_Rect r = box_rect(a);
    gui_panel(a, r);
    int pad = gui_px(a, 24), bh = gui_px(a, 38), x = r.x + pad, y = r.y + gui_px(a, 16), inner = r.w - 2 * pad;
    bool enter = false, busy = gui_net_joining(a);
    /* TRANSLATORS: the title of the menu's Network… box */
    gui_text(a, FONT_LARGE, _("Play across computers"), WHITE, x, y, ALIGN_LEFT);
    y += a->font_h[FONT_LARGE] + gui_px(a, 14);
    /* TRANSLATORS: the Network… box: the port a host listens on and a joining player connects to */
    labelled(a, x, y, gui_px(a, 90), _("Port"), m->net_port, sizeof m->net_port, F_PORT, "7437", &enter);
    y = join_fields(a, x, y + gui_px(a, 52), inner, &enter);
    y = join_row(a, x, y, inner, busy, enter);
    y += lan_list(a, x, y, inner) + gui_px(a, 14);
    y = host_rows(a, x, y, inner, busy);
    const char *status = m->error[0] ? m->error : gui_net_status(a);
    if (status)
        gui_saves_message(a, status, x, y, inner, m->error[0] ? (SDL_Color){255, 200, 200, 255} : WHITE);
    bool cancel =
        gui_button(a, (SDL_Rect){r.x + r.w - pad - gui_px(a, 140), r.y + r.h - pad - bh, gui_px(a, 140), bh}, _("Cancel"), true, false);
    for (int i = 0; i < a->in.nkeys; i++)
        cancel |= a->in.keys[i] == SDLK_ESCAPE;
    if (cancel) {
        gui_net_lan_stop(a);
        gui_net_leave(a);
        m->network = false;
        m->error[0] = 0;
    }
}
