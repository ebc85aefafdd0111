/* The HUD panel on the right: whose turn, what to do, the drawn tile, players, the scoring log, and
 * the help overlay. */
#include "gui.h"
#include "gui_saves.h"
#include "gui_tiles_left.h"

#include <stdio.h>
#include <string.h>

static const SDL_Color WHITE = {240, 240, 240, 255}, GREY = {160, 166, 178, 255};

SDL_Rect gui_hud_rect(const gui_app *a)
{
    int w = gui_px(a, 320);
    return (SDL_Rect){a->w - w, 0, w, a->h};
}

/* Heights in UI units of the tile box and the player rows. Where the window is short for the players
 * (six of them in 640 units) the tile box shrinks first (to 64), then the rows (to 38), then the scoring
 * log gives way, then the tile box again (to 48): the rows never run under the buttons. */
static void hud_heights(const gui_app *a, int *tile, int *row)
{
    int np = a->game.g ? carc_game_player_count(a->game.g) : 2;
    np = np < 1 ? 1 : np;
    int avail = (int)(a->h / a->ui) - 104 - 100 - 40 * gui_ext_hud_rows(a) - 96 - 40; /* the log: at least 40 */
    int ts = avail - 46 * np;
    ts = ts > 128 ? 128 : ts < 64 ? 64 : ts;
    int rh = (avail - ts) / np;
    rh = rh > 46 ? 46 : rh < 38 ? 38 : rh;
    if (ts + np * rh > avail + 40 - 16)
        ts = avail + 40 - 16 - np * rh; /* no log (a margin of 16 above the buttons) */
    *tile = ts < 48 ? 48 : ts;
    *row = rh;
}

SDL_Rect gui_hud_tile_rect(const gui_app *a)
{
    SDL_Rect h = gui_hud_rect(a);
    int ts, rh;
    hud_heights(a, &ts, &rh);
    int s = gui_px(a, ts);
    return (SDL_Rect){h.x + (h.w - s) / 2, gui_px(a, 104), s, s};
}

static int players_top(const gui_app *a)
{
    /* the expansions' button rows below the tile box beyond the first */
    SDL_Rect tr = gui_hud_tile_rect(a);
    return tr.y + tr.h + gui_px(a, 100 + 40 * gui_ext_hud_rows(a));
}

static int row_h(const gui_app *a)
{
    int ts, rh;
    hud_heights(a, &ts, &rh);
    return gui_px(a, rh);
}

void gui_hud_player_pos(const gui_app *a, int p, double *x, double *y)
{
    SDL_Rect h = gui_hud_rect(a);
    *x = h.x + h.w - gui_px(a, 40);
    *y = players_top(a) + p * row_h(a) + row_h(a) / 2.0;
}

static void instructions(const gui_app *a, const char **l1, const char **l2)
{
    const gui_game *G = &a->game;
    *l1 = *l2 = "";
    if (G->finished || carc_game_over(G->g)) {
        bool scoring = !gui_game_idle(a); /* the final scoring still plays: the game is not over on screen */
        *l1 = scoring ? "Scoring what is left on the board..." : "Game over.";
        *l2 = scoring ? "Click or Space to skip the animation." : "";
        return;
    }
    if (gui_ai_thinking(a)) {
        static char who[CARC_NAME_LEN + 40];
        int p = carc_game_current_player(G->g);
        snprintf(who, sizeof who, "%s (computer, %s) plays.", carc_game_player_name(G->g, p), carc_game_player_ai(G->g, p));
        *l1 = who;
        *l2 = "Undo (Ctrl+Z) goes back to your last move.";
        if (gui_human_seats(a) == 0)
            *l2 = "All seats are computers: watch.";
        return;
    }
    if (!gui_game_idle(a) && !G->pending) { /* (a pending tile only drops into place) */
        *l1 = "Scoring...";
        *l2 = "Click or Space to skip the animation.";
        return;
    }
    gui_ext_instructions(a, l1, l2);
    if (**l1)
        return;
    if (G->nmopt > 0 && G->chosen_meeple >= 0) {
        *l1 = "Confirm the meeple (Space),";
        *l2 = "or click another marker. Esc: take it back.";
        return;
    }
    if (G->nmopt > 0) {
        *l1 = "Click a marker to place a meeple,";
        *l2 = "or Skip (Space). Undo: Backspace.";
        return;
    }
    if (!G->pending && G->ncand > 0) {
        *l1 = "Click a highlighted square to place";
        *l2 = "the tile. Rotate: R, right-click, wheel.";
        return;
    }
    if (G->pending || G->can_pass) { /* the meeple step with no spot (also after an expansion's step: the tile played) */
        bool none = carc_game_meeples_in_supply(G->g, carc_game_current_player(G->g)) == 0;
        *l1 = none ? "No meeple left to place." : "No free spot for a meeple here.";
        *l2 = "Done (Space) or Undo (Backspace).";
        return;
    }
    if (G->nother > 0) {
        *l1 = "Choose an action below.";
        return;
    }
}

/* The player the header and the rows name: while an action's animation plays, the one who took it
 * and its turn (the game has already passed to the next player); *acting: what an expansion's phase
 * has that player do, or NULL. */
static int active_player(const gui_app *a, const char **acting, int *turn)
{
    const gui_game *G = &a->game;
    if (!gui_game_idle(a) && !G->pending && G->actor >= 0 && G->actor < carc_game_player_count(G->g)) {
        *acting = gui_ext_acting(G->actor_phase);
        *turn = G->actor_turn;
        return G->actor;
    }
    const char *ph = carc_game_phase(G->g);
    *acting = gui_ext_acting(ph ? ph : "");
    *turn = carc_game_turn(G->g);
    return carc_game_current_player(G->g);
}

static void hud_draw_direct(gui_app *a)
{
    gui_game *G = &a->game;
    carc_game *g = G->g;
    SDL_Rect h = gui_hud_rect(a);
    gui_fill(a, h, (SDL_Color){30, 33, 40, 255});
    gui_fill(a, (SDL_Rect){h.x, 0, 2, h.h}, (SDL_Color){70, 76, 90, 255});
    int pad = gui_px(a, 16), x = h.x + pad, w = h.w - 2 * pad;
    char buf[160];
    const char *acting;
    int turn, cp = active_player(a, &acting, &turn);
    SDL_Color pc = gui_player_color(carc_game_player_color(g, cp));
    if (pc.r + pc.g + pc.b < 160)
        pc = (SDL_Color){200, 200, 210, 255};

    /* the count opens the tiles-left popup (as T does) */
    snprintf(buf, sizeof buf, "Turn %d  ·  ", turn);
    int tx = x + gui_text(a, FONT_SMALL, buf, GREY, x, gui_px(a, 10), ALIGN_LEFT);
    snprintf(buf, sizeof buf, "%d tiles left ▾", carc_game_tiles_left(g));
    SDL_Rect count = {tx, gui_px(a, 10), gui_text_width(a, FONT_SMALL, buf), a->font_h[FONT_SMALL]};
    bool on_count = gui_in_rect(a->in.mx, a->in.my, count);
    gui_text(a, FONT_SMALL, buf, on_count ? WHITE : GREY, tx, gui_px(a, 10), ALIGN_LEFT);
    if (on_count && a->in.clicked && !a->in.consumed) {
        a->in.consumed = true;
        gui_tiles_left_toggle(a);
    }
    bool over = carc_game_over(g) || G->finished;
    if (over) {
        gui_text(a, FONT_LARGE, gui_game_idle(a) ? "Game over" : "Final scoring", WHITE, x, gui_px(a, 32), ALIGN_LEFT);
    } else {
        char whose[CARC_NAME_LEN + 4];
        if (acting)
            snprintf(buf, sizeof buf, "%s %s", carc_game_player_name(g, cp), acting);
        else
            snprintf(buf, sizeof buf, "%s turn", gui_possessive(carc_game_player_name(g, cp), true, whose, sizeof whose));
        gui_fill(a, (SDL_Rect){x, gui_px(a, 34), gui_px(a, 6), a->font_h[FONT_LARGE]}, pc);
        gui_text(a, FONT_LARGE, buf, pc, x + gui_px(a, 14), gui_px(a, 32), ALIGN_LEFT);
    }
    const char *l1, *l2;
    instructions(a, &l1, &l2);
    gui_text(a, FONT_SMALL, l1, WHITE, x, gui_px(a, 64), ALIGN_LEFT);
    gui_text(a, FONT_SMALL, l2, WHITE, x, gui_px(a, 64) + a->font_h[FONT_SMALL], ALIGN_LEFT);

    /* the drawn tile */
    SDL_Rect tr = gui_hud_tile_rect(a);
    gui_fill(a, (SDL_Rect){tr.x - 6, tr.y - 6, tr.w + 12, tr.h + 12}, (SDL_Color){18, 20, 24, 255});
    int type = G->pending ? G->ptype : carc_game_current_tile(g);
    int rot = G->pending ? G->pending_act.rot : G->rot;
    bool idle = gui_game_idle(a);
    if (gui_ext_hud_tile(a, tr, x, tr.y + tr.h + gui_px(a, 14), w)) { /* an expansion's choice of tile */
    } else if (type >= 0) {
        if (!gui_ext_hud_hide_tile(a)) /* not while it flies in */
            gui_draw_tile(a, type, rot, tr, 255);
    } else if (carc_game_board_count(g) > 1) { /* an expansion's step, game over: the tile last placed */
        carc_placed_tile pt = carc_game_board_tile(g, carc_game_board_count(g) - 1);
        gui_draw_tile(a, pt.type, pt.rot, tr, 255);
        if (!G->pending && G->nmopt == 0 && !G->can_pass && !gui_ext_hud_busy(a)) /* the row is free */
            gui_text(a, FONT_SMALL, carc_game_over(g) ? "Last tile placed" : "Tile just placed", GREY, h.x + h.w / 2,
                     tr.y + tr.h + gui_px(a, 22), ALIGN_CENTER);
    } else {
        gui_text(a, FONT_SMALL, "no tile", GREY, tr.x + tr.w / 2, tr.y + tr.h / 2 - 8, ALIGN_CENTER);
    }
    int by = tr.y + tr.h + gui_px(a, 14), bh = gui_px(a, 34);
    bool tile_phase = !G->pending && G->ncand > 0;
    if (tile_phase) {
        int bw = gui_px(a, 40);
        if (gui_button(a, (SDL_Rect){tr.x - bw - gui_px(a, 16), tr.y + tr.h / 2 - bw / 2, bw, bw}, "↺", idle, false))
            gui_game_rotate(a, -1);
        if (gui_button(a, (SDL_Rect){tr.x + tr.w + gui_px(a, 16), tr.y + tr.h / 2 - bw / 2, bw, bw}, "↻", idle, false))
            gui_game_rotate(a, 1);
        snprintf(buf, sizeof buf, "Tile %s", carc_rules_tile_id(a->rules, type));
        gui_text(a, FONT_SMALL, buf, GREY, h.x + h.w / 2, by + gui_px(a, 8), ALIGN_CENTER);
    }
    bool pass_row = !tile_phase && (G->pending || G->nmopt > 0 || G->can_pass);
    if (pass_row) {
        int bw = (w - gui_px(a, 10)) / 2;
        if (gui_button(a, (SDL_Rect){x, by, bw, bh}, "Undo", idle && gui_history_can_undo(a), false))
            G->request = GUI_REQ_UNDO;
        const char *label = gui_ext_pass_label(a);
        bool chosen = G->nmopt > 0 && G->chosen_meeple >= 0;
        const char *pass = chosen ? "Confirm" : G->nmopt > 0 ? "Skip meeple" : label ? label : "Done";
        if (gui_button(a, (SDL_Rect){x + bw + gui_px(a, 10), by, bw, bh}, pass, idle && (G->can_pass || chosen), true)) {
            carc_action pass;
            carc_action_pass(&pass);
            if (chosen)
                gui_game_confirm_meeple(a);
            else
                gui_game_confirm(a, &pass);
        }
    }
    gui_ext_hud_buttons(a, x, by, w, pass_row);
    if (G->nother > 0 && !G->pending) { /* module actions the GUI has no special view for */
        int k = 0;
        for (int i = 0; i < G->legal.n && k < 4; i++) {
            const carc_action *act = &G->legal.v[i];
            if (act->kind != CARC_ACT_OTHER)
                continue;
            snprintf(buf, sizeof buf, "%s %s", act->act, act->chip);
            if (gui_button(a, (SDL_Rect){x, by + k * (bh + 4), w, bh}, buf, idle, false))
                gui_game_apply(a, act);
            k++;
        }
    }

    /* players */
    int top = players_top(a), rh = row_h(a);
    if (top + carc_game_player_count(g) * rh > a->h - gui_px(a, 86))
        a->overflow = "the HUD's player rows run under its buttons";
    gui_text(a, FONT_SMALL, "PLAYERS", GREY, x, top - gui_px(a, 20), ALIGN_LEFT);
    int np = carc_game_player_count(g);
    for (int p = 0; p < np; p++) {
        SDL_Rect r = {h.x + gui_px(a, 8), top + p * rh, h.w - gui_px(a, 16), rh - gui_px(a, 4)};
        if (p == cp && !over) {
            gui_fill(a, r, (SDL_Color){60, 66, 80, 255});
            gui_frame(a, r, pc, 2);
        }
        int ci = gui_color_index(carc_game_player_color(g, p));
        gui_draw_meeple(a, ci, false, r.x + gui_px(a, 22), r.y + r.h / 2.0, gui_px(a, 32));
        int pad = rh < gui_px(a, 44) ? 0 : gui_px(a, 3); /* tighter rows: the two lines closer to the top */
        int nw = gui_text(a, FONT_BOLD, carc_game_player_name(g, p), WHITE, r.x + gui_px(a, 44), r.y + pad, ALIGN_LEFT);
        if (gui_seat_is_ai(a, p)) { /* a computer seat: its level beside the name */
            snprintf(buf, sizeof buf, "computer · %s", carc_game_player_ai(g, p));
            gui_text(a, FONT_SMALL, buf, GREY, r.x + gui_px(a, 52) + nw, r.y + pad + gui_px(a, 2), ALIGN_LEFT);
        }
        int sup = carc_game_meeples_in_supply(g, p), ly = r.y + pad + a->font_h[FONT_BOLD];
        bool mods = gui_ext_any_on(a); /* room for what the expansions show there */
        snprintf(buf, sizeof buf, mods ? "%d meeple%s" : "%d meeple%s in supply", sup, sup == 1 ? "" : "s");
        int lx = r.x + gui_px(a, 44) + gui_text(a, FONT_SMALL, buf, GREY, r.x + gui_px(a, 44), ly, ALIGN_LEFT) + gui_px(a, 10);
        gui_ext_hud_row(a, p, lx, ly, r.x + r.w - gui_px(a, 58) - lx);
        snprintf(buf, sizeof buf, "%d", gui_game_display_score(a, p));
        gui_text(a, FONT_LARGE, buf, WHITE, r.x + r.w - gui_px(a, 12), r.y + (r.h - a->font_h[FONT_LARGE]) / 2, ALIGN_RIGHT);
    }

    /* scoring log, newest first; an entry shows when its points start to fly (each entry has one
     * points animation, queued in the same order: the newest ones wait with the animations not started) */
    int waiting = 0;
    for (int i = 0; i < G->anim.n; i++)
        waiting += G->anim.items[i].kind == GUI_ANIM_POINTS && gui_anim_progress(&G->anim, &G->anim.items[i]) < 0;
    int nlog = G->nlog - (waiting < G->nlog ? waiting : G->nlog);
    int ly = top + np * rh + gui_px(a, 18);
    int bottom = a->h - gui_px(a, 96), lh = a->font_h[FONT_SMALL] + gui_px(a, 2);
    /* the wheel over it scrolls back through the whole game */
    int kept = nlog < GUI_LOG_LEN ? nlog : GUI_LOG_LEN, rows = (bottom - ly - gui_px(a, 20)) / lh;
    rows = rows < 1 ? 1 : rows;
    if (a->in.wheel && gui_in_rect(a->in.mx, a->in.my, (SDL_Rect){h.x, ly, h.w, bottom - ly}))
        G->log_scroll -= a->in.wheel * 3;
    G->log_scroll = G->log_scroll > kept - rows ? kept - rows : G->log_scroll;
    G->log_scroll = G->log_scroll < 0 ? 0 : G->log_scroll;
    if (G->log_scroll > 0)
        snprintf(buf, sizeof buf, "SCORING  ·  %d newer above (wheel)", G->log_scroll);
    if (ly + gui_px(a, 20) + a->font_h[FONT_SMALL] < bottom) /* room for the heading and a line */
        gui_text(a, FONT_SMALL, G->log_scroll > 0 ? buf : "SCORING", GREY, x, ly, ALIGN_LEFT);
    else
        nlog = kept = -1;
    ly += gui_px(a, 20);
    if (nlog == 0)
        gui_text(a, FONT_SMALL, "Nothing scored yet.", GREY, x, ly, ALIGN_LEFT);
    for (int i = G->log_scroll; i < kept && ly + a->font_h[FONT_SMALL] < bottom; i++) {
        const gui_log_entry *e = &G->log[(nlog - 1 - i) % GUI_LOG_LEN];
        int ci = gui_color_index(carc_game_player_color(g, e->player));
        if (gui_seat_symbols())
            gui_seat_symbol(a, ci, x + gui_px(a, 4), ly + gui_px(a, 8), gui_px(a, 9));
        else
            gui_fill(a, (SDL_Rect){x, ly + gui_px(a, 4), gui_px(a, 8), gui_px(a, 8)}, gui_seat_color(ci));
        snprintf(buf, sizeof buf, "%s  +%d  %s", carc_game_player_name(g, e->player), e->amount, e->reason);
        gui_text(a, FONT_SMALL, buf, i == 0 ? WHITE : GREY, x + gui_px(a, 14), ly, ALIGN_LEFT);
        snprintf(buf, sizeof buf, "turn %d", e->turn);
        gui_text(a, FONT_SMALL, buf, (SDL_Color){110, 116, 128, 255}, h.x + h.w - gui_px(a, 16), ly, ALIGN_RIGHT);
        ly += lh;
    }

    /* bottom buttons */
    int hw = (w - gui_px(a, 8)) / 2, yu = a->h - gui_px(a, 86);
    if (gui_button(a, (SDL_Rect){x, yu, hw, bh}, "Undo  Ctrl+Z", gui_history_can_undo(a), false))
        G->request = GUI_REQ_UNDO;
    if (gui_button(a, (SDL_Rect){x + hw + gui_px(a, 8), yu, hw, bh}, "Redo  Ctrl+Y", gui_history_can_redo(a), false))
        G->request = GUI_REQ_REDO;
    int bw = (w - 2 * gui_px(a, 8)) / 3;
    int yb = a->h - gui_px(a, 46);
    if (gui_button(a, (SDL_Rect){x, yb, bw, bh}, "Save…", true, false)) {
        G->saving = true;
        gui_saves_propose(a, G->fname, sizeof G->fname);
    }
    if (gui_button(a, (SDL_Rect){x + bw + gui_px(a, 8), yb, bw, bh}, "Menu", true, false)) {
        if (carc_game_over(g))
            G->request = GUI_REQ_MENU;
        else
            G->leaving = true; /* asks first (gui_saves_leave_box) */
    }
    if (gui_button(a, (SDL_Rect){x + 2 * (bw + gui_px(a, 8)), yb, bw, bh}, "Help F1", true, false))
        a->help = !a->help;
}

/* What the HUD shows depends only on these; when they are unchanged, the cached texture is reused. */
typedef struct hud_sig {
    int w, h, mx, my, turn, cp, left, tile, rot, nlog, ncand, nmopt, chosen, nother, frame_busy;
    int score[CARC_MAX_PLAYERS], supply[CARC_MAX_PLAYERS];
    int actions, nredo;
    bool pending, can_pass, over, finished, idle;
    const void *game;
    const char *acting;
    int ext[28]; /* what the expansions show (gui_ext_hud_sig) */
} hud_sig;
_Static_assert(sizeof(hud_sig) <= sizeof(((gui_layer *)0)->sig), "the HUD signature must fit a layer's");

void gui_hud_draw(gui_app *a)
{
    gui_game *G = &a->game;
    SDL_Rect h = gui_hud_rect(a);
    hud_sig sig;
    memset(&sig, 0, sizeof sig);
    sig.w = a->w;
    sig.h = a->h;
    bool in_hud = gui_in_rect(a->in.mx, a->in.my, h);
    sig.mx = in_hud ? a->in.mx : -1;
    sig.my = in_hud ? a->in.my : -1;
    sig.cp = active_player(a, &sig.acting, &sig.turn);
    sig.left = carc_game_tiles_left(G->g);
    sig.tile = G->pending ? G->ptype : carc_game_current_tile(G->g);
    sig.rot = G->pending ? G->pending_act.rot : G->rot;
    sig.nlog = G->nlog;
    sig.ncand = G->ncand;
    sig.nmopt = G->nmopt;
    sig.chosen = G->chosen_meeple;
    sig.nother = G->nother;
    sig.idle = gui_game_idle(a);
    sig.frame_busy = sig.idle ? 0 : (int)a->frame; /* scores count up while points fly */
    for (int p = 0; p < carc_game_player_count(G->g) && p < CARC_MAX_PLAYERS; p++) {
        sig.score[p] = gui_game_display_score(a, p);
        sig.supply[p] = carc_game_meeples_in_supply(G->g, p);
    }
    gui_ext_hud_sig(a, sig.ext, (int)(sizeof sig.ext / sizeof sig.ext[0]));
    sig.pending = G->pending;
    sig.actions = carc_game_action_count(G->g);
    sig.nredo = G->nredo;
    sig.can_pass = G->can_pass;
    sig.over = carc_game_over(G->g);
    sig.finished = G->finished;
    sig.game = G->g;
    bool input = in_hud && (a->in.clicked || a->in.ldown || a->in.wheel || a->in.rclicked);
    if (!gui_layer_draw(a, &a->hud, &sig, sizeof sig, input, h, hud_draw_direct))
        hud_draw_direct(a);
}

void gui_help_draw(gui_app *a)
{
    static const char *const play[][2] = {
        {"Computer seats", "menu: click Human (Easy, Normal, Hard)"},
        {"Place the tile", "click a highlighted square"},
        {"Rotate", "R, right-click, or wheel over the tile box"},
        {"Place a meeple", "click a marker, then Confirm (Space)"},
        {"Skip the meeple / Done", "Space"},
        {"Undo / Redo", "Ctrl+Z or Backspace / Ctrl+Y"},
        {"Pan the board", "drag with the left button, arrow keys"},
        {"Zoom", "mouse wheel over the board, + and -"},
        {"Centre the board", "Home or C"},
    };
    static const char *const app[][2] = {
        {"Skip animations", "click or Space"},
        {"Save the game", "Ctrl+S (autosaved after every turn)"},
        {"Tiles left", "T, or click the count at the top"},
        {"Final board", "V on the results (and back)"},
        {"Sound", "M mutes; 9 / 0: volume down / up"},
        {"Fullscreen", "F11"},
        {"This help", "F1 (Esc closes)"},
    };
    const char *const *lines[40]; /* the game's lines, then each expansion's, then the application's */
    int n = 0;
    for (size_t i = 0; i < sizeof play / sizeof play[0]; i++)
        lines[n++] = play[i];
    for (int k = 0; k < gui_ext_count; k++)
        for (int i = 0; gui_exts[k]->help && gui_exts[k]->help[i][0] && n < 40 - (int)(sizeof app / sizeof app[0]); i++)
            lines[n++] = gui_exts[k]->help[i];
    for (size_t i = 0; i < sizeof app / sizeof app[0]; i++)
        lines[n++] = app[i];
    int lh = a->font_h[FONT_NORMAL] + gui_px(a, 8);
    SDL_Rect r = {0, 0, gui_px(a, 620), gui_px(a, 110) + n * lh};
    r.x = (a->w - r.w) / 2;
    r.y = (a->h - r.h) / 2;
    gui_fill(a, (SDL_Rect){0, 0, a->w, a->h}, (SDL_Color){0, 0, 0, 120});
    gui_panel(a, r);
    gui_text(a, FONT_LARGE, "How to play", WHITE, r.x + r.w / 2, r.y + gui_px(a, 18), ALIGN_CENTER);
    for (int i = 0; i < n; i++) {
        int y = r.y + gui_px(a, 70) + i * lh;
        gui_text(a, FONT_BOLD, lines[i][0], (SDL_Color){255, 225, 150, 255}, r.x + gui_px(a, 30), y, ALIGN_LEFT);
        gui_text(a, FONT_NORMAL, lines[i][1], WHITE, r.x + gui_px(a, 270), y, ALIGN_LEFT);
    }
    gui_text(a, FONT_SMALL, "Click anywhere to close", GREY, r.x + r.w / 2, r.y + r.h - gui_px(a, 28), ALIGN_CENTER);
    if (a->in.clicked) {
        a->help = false;
        a->in.consumed = true;
    }
}

void gui_toast_draw(gui_app *a)
{
    gui_game *G = &a->game;
    if (!G->msg[0] || a->now > G->msg_until)
        return;
    int tw = gui_text_width(a, FONT_BOLD, G->msg) + gui_px(a, 40);
    SDL_Rect hud = gui_hud_rect(a);
    SDL_Rect r = {(hud.x - tw) / 2, gui_px(a, 16), tw, a->font_h[FONT_BOLD] + gui_px(a, 18)};
    gui_fill(a, r, (SDL_Color){20, 22, 28, 220});
    gui_frame(a, r, (SDL_Color){255, 210, 120, 255}, 1);
    gui_text(a, FONT_BOLD, G->msg, (SDL_Color){255, 230, 180, 255}, r.x + r.w / 2, r.y + gui_px(a, 9), ALIGN_CENTER);
}
