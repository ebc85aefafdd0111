/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a network game shows over the board (gui_net_state.h): whom the game waits for, with the hosting
 * window's buttons for a player who is gone; an undo asked of every player, with Agree and Refuse; the
 * hosting window's address and key (or the spectator's line, or a lost connection) in the corner. */
#include "gui_ai.h"
#include "gui_game_draw.h"
#include "gui_exts.h"
#include "gui_game.h"
#include "gui_menu_check.h"
#include "gui_net_state.h"
#include "gui_shell.h"
#include "gui_widget.h"

#include <stdio.h>
#include <string.h>

#include "net_lan.h"

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
    snprintf(
        line, sizeof line,
        P_("%s asks to take back their last move (%d action).", "%s asks to take back their last move (%d actions).", (unsigned long)steps),
        gui_net_name_of(a, n->ask_by), steps);
    for (int p = 0; p < carc_game_player_count(g); p++)
        if (!gui_seat_is_ai(a, p) && !(n->ask_agreed >> p & 1))
            snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", names[0] ? ", " : "", gui_net_name_of(a, p));
    /* TRANSLATORS: under the question above: the players who have not agreed yet */
    snprintf(line2, sizeof line2, _("Waiting for %s to agree."), names);
    bool answer = n->seat >= 0 && (n->seats & ~n->ask_agreed), withdraw = n->seats >> n->ask_by & 1;
    /* TRANSLATORS: buttons under a question to take back a move in a network game */
    const char *agree = _("Agree"), *refuse = withdraw ? _("Withdraw") : _("Refuse");
    int pad = gui_px(a, 14), bh = gui_px(a, 38), gap = gui_px(a, 10);
    int bw1 = gui_text_width(a, FONT_BOLD, agree) + gui_px(a, 40), bw2 = gui_text_width(a, FONT_BOLD, refuse) + gui_px(a, 40);
    int room = gui_hud_rect(a).x - gui_px(a, 20) - 2 * pad; /* a long translation: the smaller fonts */
    int f1 = gui_text_fit(a, FONT_BOLD, gui_text_fit(a, FONT_NORMAL, FONT_SMALL, line, room), line, room);
    int f2 = f1 == FONT_SMALL ? FONT_SMALL : gui_text_fit(a, FONT_NORMAL, FONT_SMALL, line2, room);
    int tw = SDL_max(gui_text_width(a, f1, line), gui_text_width(a, f2, line2));
    r.w = SDL_max(tw, bw1 + gap + bw2) + 2 * pad;
    r.h = pad + a->font_h[f1] + a->font_h[f2] + (answer || withdraw ? gap + bh : 0) + pad;
    r.x = (gui_hud_rect(a).x - r.w) / 2;
    r.y = bottom - r.h;
    gui_panel(a, r);
    gui_text(a, f1, line, (SDL_Color){240, 240, 240, 255}, r.x + r.w / 2, r.y + pad, ALIGN_CENTER);
    gui_text(a, f2, line2, (SDL_Color){160, 166, 178, 255}, r.x + r.w / 2, r.y + pad + a->font_h[f1], ALIGN_CENTER);
    int by = r.y + r.h - pad - bh, bx = r.x + (r.w - (answer ? bw1 + gap : 0) - bw2) / 2;
    if (answer && gui_button(a, (SDL_Rect){bx, by, bw1, bh}, agree, true, true))
        gui_net_say_seq(n, "agree_undo", n->seq);
    if ((answer || withdraw) && gui_button(a, (SDL_Rect){bx + (answer ? bw1 + gap : 0), by, bw2, bh}, refuse, true, false))
        gui_net_say_seq(n, "refuse_undo", n->seq);
    return r;
}

void gui_net_awaited(const gui_app *a, int p, char *line, size_t cap)
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
        gui_net_send(n, j);
    }
    return all;
}

/* Whom the game waits for, over the board; and above it, a lost connection or the key to join by. */
void gui_net_board_draw(gui_app *a)
{
    gui_net *n = net_of(a);
    const carc_game *g = a->game.g;
    if (!n || !g)
        return;
    int p = carc_game_current_player(g);
    char line[300], line2[200] = "";
    SDL_Rect used = {0, 0, 0, 0}; /* the boxes in the bottom middle */
    if (!carc_game_over(g) && !a->src->seat_here(a, p) && gui_game_idle(a) && n->next >= n->nqueue) {
        if (n->waiting >> p & 1) { /* TRANSLATORS: over the board: the player to move lost their connection */
            snprintf(line, sizeof line, _("Waiting for %s"), carc_game_player_name(g, p));
            used = hand_buttons(a, p);
        } else if (gui_seat_is_ai(a, p))
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
    if (used.w)
        gui_cover_note(a, used); /* whom the game waits for, a question: no hint over them */
    if (!n->connected)           /* TRANSLATORS: over the board: the network game's host cannot be reached */
        snprintf(line, sizeof line, _("Connection to %s lost: connecting again…"), n->host);
    else if (gui_ext_modal(a)) /* an expansion's screen (a rack of chips) has the bottom: the line waits */
        return;
    else if (n->host_file[0]) {
        if (!n->lan_addr[0] && !net_lan_address(n->lan_addr, sizeof n->lan_addr))
            snprintf(n->lan_addr, sizeof n->lan_addr, "127.0.0.1");
        /* TRANSLATORS: over the board of the hosting screen: what the others type in Join (or pick from its list) */
        char key[NET_KEY_MAX * 2]; /* read aloud in groups of four: "K7QZ 2M4P" */
        gui_key_grouped(n->key, key, sizeof key);
        snprintf(line, sizeof line, _("Hosting at %s · port %d · game key %s"), n->lan_addr, n->port, key);
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
    gui_cover_note(a, r); /* the key and fingerprint players read aloud: no hint over them */
    gui_fill(a, r, n->connected ? (SDL_Color){20, 22, 28, 210} : (SDL_Color){110, 30, 30, 230});
    gui_text(a, font, line, (SDL_Color){240, 240, 240, 255}, r.x + gui_px(a, 12), r.y + gui_px(a, 6), ALIGN_LEFT);
    gui_text(a, font, line2, (SDL_Color){240, 240, 240, 255}, r.x + gui_px(a, 12), r.y + gui_px(a, 6) + a->font_h[font], ALIGN_LEFT);
}
