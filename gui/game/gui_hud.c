/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The HUD panel on the right: whose turn, what to do, the drawn tile, players, the scoring log, and
 * the help overlay. */
#include "gui_ai.h"
#include "gui_game_draw.h"
#include "gui_exts.h"
#include "gui_game.h"
#include "gui_saves.h"
#include "gui_shell.h"
#include "gui_tiles_left.h"
#include "gui_widget.h"

#include <stdio.h>
#include <string.h>

static const SDL_Color WHITE = {240, 240, 240, 255}, GREY = {160, 166, 178, 255};

SDL_Rect gui_hud_rect(const gui_app *a)
{
    int w = gui_px(a, 320);
    return (SDL_Rect){a->w - w, 0, w, a->h};
}

/* The meeple step's row of figures, one button a kind, in a game with more kinds than the meeple. */
static bool figure_row(const gui_app *a)
{
    return a->game.g && carc_game_figure_kinds(a->game.g) > 1 && a->game.nmall > 0;
}

/* The height in UI units of the rows of buttons under the tile box beyond the first (the pass
 * row): the figures' (34: six player rows, it and an expansion's row fit 640 units) and the expansions' (40). */
static int button_rows(const gui_app *a)
{
    return 34 * figure_row(a) + 40 * gui_ext_hud_rows(a);
}

/* A third line in each player row, for what the expansions show there, when the second line has other
 * kinds of figure besides the meeples and two or more expansions draw in the row: with four expansions
 * on, one line held them only by running over the score. */
static bool third_line_wanted(const gui_app *a)
{
    return a->game.g && carc_game_figure_kinds(a->game.g) > 1 && gui_ext_hud_row_count(a) >= 2;
}

#define THIRD_LINE 16 /* UI units it adds to a player row */
#define LOG_LINE 18   /* UI units of a line of the scoring log */
#define LOG_BOTTOM 90 /* UI units from the log's end to the window's bottom (the Undo / Redo row at 86) */

/* The HUD's heights in UI units: the tile box, a player row, from the last row of buttons to the first
 * player row and from the last player row to the log, the log's lines at least; heading: the PLAYERS and
 * SCORING headings shown. */
typedef struct hud_fit {
    int tile, row, gap, log_gap, log_lines;
    bool third, heading;
} hud_fit;

/* Where the window is short for the players (six of them in 640 units) the tile box shrinks first (to 64),
 * then the rows (to 38), then the spaces around the rows (no PLAYERS heading), then the tile box again (to
 * 48), then the log to one line, then the third line goes (its items then run under the score: an
 * overflow). The scoring log never gives way: its newest entry (two lines, else one) shows at every step
 * (four seats with every expansion in 640 units, an expansion's step with three buttons). */
static hud_fit hud_heights(const gui_app *a)
{
    int np = a->game.g ? carc_game_player_count(a->game.g) : 2;
    np = np < 1 ? 1 : np;
    /* the heading and instructions (104), the first row of buttons and the space above it (48) */
    int room = (int)(a->h / a->ui) - 104 - 48 - button_rows(a) - LOG_BOTTOM;
    /* the spaces closer: 18 under the buttons still holds a line under the first row (an expansion's hint) */
    static const hud_fit tries[] = {{64, 38, 52, 18, 2, true, true},
                                    {64, 38, 18, 6, 2, true, false},
                                    {48, 38, 18, 6, 2, true, false},
                                    {48, 38, 18, 6, 1, true, false},
                                    {48, 38, 18, 6, 2, false, false}};
    hud_fit f = tries[0];
    for (size_t i = 0; i < sizeof tries / sizeof tries[0]; i++) {
        f = tries[i];
        f.third &= third_line_wanted(a);
        if (f.tile + np * (f.row + (f.third ? THIRD_LINE : 0)) <= room - f.gap - f.log_gap - 20 * f.heading - LOG_LINE * f.log_lines)
            break;
    }
    int extra = f.third ? THIRD_LINE : 0;
    int avail = room - f.gap - f.log_gap - 20 * f.heading - LOG_LINE * f.log_lines; /* the tile box's and the rows' */
    int ts = avail - (46 + extra) * np;
    ts = ts > 128 ? 128 : ts < f.tile ? f.tile : ts;
    int rh = (avail - ts) / np;
    rh = rh > 46 + extra ? 46 + extra : rh < 38 + extra ? 38 + extra : rh;
    f.tile = ts;
    f.row = rh;
    return f;
}

SDL_Rect gui_hud_tile_rect(const gui_app *a)
{
    SDL_Rect h = gui_hud_rect(a);
    int s = gui_px(a, hud_heights(a).tile);
    return (SDL_Rect){h.x + (h.w - s) / 2, gui_px(a, 104), s, s};
}

static int players_top(const gui_app *a)
{
    /* the first row of buttons, the figures' and the expansions' rows below it */
    SDL_Rect tr = gui_hud_tile_rect(a);
    return tr.y + tr.h + gui_px(a, 48 + button_rows(a) + hud_heights(a).gap);
}

static int row_h(const gui_app *a)
{
    return gui_px(a, hud_heights(a).row);
}

void gui_hud_player_pos(const gui_app *a, int p, double *x, double *y)
{
    SDL_Rect h = gui_hud_rect(a);
    *x = h.x + h.w - gui_px(a, 40);
    *y = players_top(a) + p * row_h(a) + row_h(a) / 2.0;
}

/* What to do now: *l1 one or two whole sentences, *l2 a further one or "" (the HUD wraps them into its
 * two lines). */
static void instructions(const gui_app *a, const gui_shown *s, const char **l1, const char **l2)
{
    const gui_game *G = &a->game;
    *l1 = *l2 = "";
    if (G->finished || carc_game_over(G->g)) {
        bool scoring = !gui_game_idle(a); /* the final scoring still plays: the game is not over on screen */
        /* once over, the heading says "Game over": no line repeats it */
        *l1 = scoring ? _("Scoring what is left on the board...") : "";
        *l2 = scoring ? _("Click or Space to skip the animation.") : "";
        return;
    }
    if (!a->src->seat_here(a, s->player)) { /* thinking, or its action plays (here or elsewhere) */
        static char who[CARC_NAME_LEN + 80];
        a->src->awaited(a, s->player, who, sizeof who);
        *l1 = who;
        *l2 = a->src->history ? _("Undo (Ctrl+Z) goes back to your last move.") : "";
        if (gui_human_seats(a) == 0) {
            bool computers = true;
            for (int p = 0; p < carc_game_player_count(G->g); p++)
                computers &= gui_seat_is_ai(a, p);
            /* TRANSLATORS: the HUD of a spectator's window (the Network… box's Watch): no seat is played here */
            *l2 = computers ? _("All seats are computers: watch.") : _("You are watching: no seat is played here.");
        }
        return;
    }
    if (s->held) { /* (a pending tile only drops into place) */
        /* points on their way: a tile's drop or a banner alone scores nothing (an extra turn's banner) */
        bool scoring = gui_anim_has(&G->anim, GUI_ANIM_POINTS) || gui_anim_has(&G->anim, GUI_ANIM_MEEPLE_HOME);
        *l1 = scoring ? _("Scoring...") : _("Click or Space to skip the animation.");
        *l2 = scoring ? _("Click or Space to skip the animation.") : "";
        return;
    }
    gui_ext_instructions(a, l1, l2);
    if (**l1)
        return;
    /* TRANSLATORS: the HUD's instructions are wrapped into two lines of about 40 characters each */
    if (G->nmopt > 0 && G->figure > 0) { /* another kind of figure chosen: named by its title, not "meeple" */
        static char said[200];
        char title[64];
        gui_capitalised(_(carc_game_figure_title(G->g, G->figure)), title, sizeof title);
        snprintf(said, sizeof said,
                 G->chosen_meeple >= 0 /* TRANSLATORS: %s is a figure's name, capitalised (a kind of figure other than the meeple) */
                     ? _("%s: confirm (Space), or click another marker. Esc: take it back.")
                     /* TRANSLATORS: %s is a figure's name, capitalised (a kind of figure other than the meeple) */
                     : _("%s: click a marker, or Skip (Space). Undo: Backspace."),
                 title);
        *l1 = said;
        return;
    }
    if (G->nmopt > 0 && G->chosen_meeple >= 0) {
        *l1 = _("Confirm the meeple (Space), or click another marker. Esc: take it back.");
        return;
    }
    if (G->nmopt > 0) {
        *l1 = _("Click a marker to place a meeple, or Skip (Space). Undo: Backspace.");
        return;
    }
    if (!G->pending && G->ncand > 0) {
        *l1 = _("Click a highlighted square to place the tile. Rotate: R or right-click.");
        return;
    }
    if (G->pending || G->can_pass) { /* the meeple step with no spot (also after an expansion's step: the tile played) */
        bool none = true;
        for (int k = 0; k < carc_game_figure_kinds(G->g); k++)
            none &= carc_game_figures_in_supply(G->g, carc_game_current_player(G->g), k) == 0;
        *l1 = none ? _("No meeple left to place.") : _("No free spot for a meeple here.");
        *l2 = _("Done (Space) or Undo (Backspace).");
        return;
    }
    if (G->nother > 0) {
        *l1 = _("Choose an action below.");
        return;
    }
}

/* The longest start of s (from *s, at a space) that fits w pixels in font: its length; *s moves past it
 * and the space. The whole rest when it fits, else at least one word. */
static int wrap_line(gui_app *a, int font, const char **s, int w)
{
    const char *p = *s;
    int n = (int)strlen(p), best = -1;
    char buf[256];
    for (int k = 0; k <= n && k < (int)sizeof buf; k++) {
        if (p[k] != ' ' && p[k] != 0)
            continue;
        snprintf(buf, sizeof buf, "%.*s", k, p);
        if (best >= 0 && gui_text_width(a, font, buf) > w)
            break;
        best = k;
        if (p[k] == 0)
            break;
    }
    best = best < 0 ? n : best;
    *s = p + best + (p[best] == ' ');
    return best;
}

/* The instructions on the HUD's two lines: each sentence on its own line when both fit, else the two
 * wrapped together; more than two lines do not fit. */
static void draw_instructions(gui_app *a, const char *l1, const char *l2, int x, int y, int w)
{
    char flow[512], line[2][256];
    if (gui_text_width(a, FONT_SMALL, l1) <= w && gui_text_width(a, FONT_SMALL, l2) <= w) {
        snprintf(line[0], sizeof line[0], "%s", l1);
        snprintf(line[1], sizeof line[1], "%s", l2);
    } else {
        snprintf(flow, sizeof flow, "%s%s%s", l1, *l2 ? " " : "", l2);
        const char *s = flow;
        for (int k = 0; k < 2; k++) {
            const char *from = s;
            int len = wrap_line(a, FONT_SMALL, &s, w);
            snprintf(line[k], sizeof line[k], "%.*s", len, from);
        }
        if (*s || gui_text_width(a, FONT_SMALL, line[0]) > w || gui_text_width(a, FONT_SMALL, line[1]) > w) {
            static char why[600];
            snprintf(why, sizeof why, "the HUD's instructions need more than two lines: %s", flow);
            a->overflow = why;
        }
    }
    gui_text(a, FONT_SMALL, line[0], (SDL_Color){240, 240, 240, 255}, x, y, ALIGN_LEFT);
    gui_text(a, FONT_SMALL, line[1], (SDL_Color){240, 240, 240, 255}, x, y + a->font_h[FONT_SMALL], ALIGN_LEFT);
}

/* The meeple step's figures, a button for each kind: its sprite and its title (where it fits; the player
 * rows say how many are left); the kind chosen lit, one without a spot greyed. A click chooses it (as Tab). */
static void figure_buttons(gui_app *a, const gui_shown *s, int x, int y, int w, int bh, bool idle)
{
    gui_game *G = &a->game;
    int nk = SDL_min(carc_game_figure_kinds(G->g), GUI_KINDS), gap = gui_px(a, 6), bw = (w - (nk - 1) * gap) / nk;
    int ci = gui_player_color_index(a, s->player), icon = gui_px(a, 24), room = bw - 2 * gui_px(a, 6) - icon, font = FONT_BOLD;
    char title[GUI_KINDS][64];
    for (int k = 0; k < nk; k++) { /* one font for all: the bold one where every title fits it */
        gui_capitalised(_(carc_game_figure_title(G->g, k)), title[k], sizeof title[k]);
        if (gui_text_width(a, FONT_BOLD, title[k]) > room)
            font = FONT_SMALL;
    }
    for (int k = 0; k < nk; k++) {
        SDL_Rect r = {x + k * (bw + gap), y, bw, bh};
        bool can = idle && gui_game_figure_can(G, k);
        if (gui_button(a, r, "", can, k == G->figure))
            gui_game_figure_pick(a, k);
        int tx = r.x + gui_px(a, 6) + icon;
        bool fits = gui_text_width(a, font, title[k]) <= room; /* else the sprite alone, centred */
        double cx = fits ? r.x + gui_px(a, 4) + icon / 2.0 : r.x + r.w / 2.0;
        gui_draw_figure(a, gui_figure_name(a, k), ci, false, cx, r.y + bh / 2.0, gui_px(a, 18));
        if (fits)
            gui_text(a, font, title[k], can ? WHITE : GREY, tx, r.y + (bh - a->font_h[font]) / 2, ALIGN_LEFT);
    }
}

/* ---- the scoring log ---- */

/* An entry's lines at most: its line and the note under it (how a module's rule or an expansion's parts
 * made the points), each wrapped. */
#define LOG_ENTRY_LINES 8
/* Seconds a scroll back with the wheel holds the log where it was read: new entries then wait "newer
 * above"; after that it follows them again. */
#define LOG_HOLD 6.0

typedef struct log_line {
    char text[256];
    int x;
    bool note; /* the note under the entry (greyer) */
} log_line;

/* the log's follow: when it was scrolled back last, how many entries were shown at the last frame */
static struct {
    double scrolled_at;
    int seen;
} log_follow = {-1e9, 0};

/* The entries shown: each as its points land on the score (each entry has one points animation, queued
 * in the same order: the newest ones wait with the animations not ended). */
static int log_shown(const gui_app *a)
{
    const gui_game *G = &a->game;
    int waiting = 0;
    for (int i = 0; i < G->anim.n; i++)
        waiting += G->anim.items[i].kind == GUI_ANIM_POINTS && gui_anim_progress(&G->anim, &G->anim.items[i]) < 1.0;
    return G->nlog - (waiting < G->nlog ? waiting : G->nlog);
}

/* New entries at the top: the log follows them, unless the player scrolled back within LOG_HOLD seconds;
 * then what they read stays where it is (the count above it grows) until the time is up. */
static void log_follow_new(gui_app *a)
{
    gui_game *G = &a->game;
    int shown = log_shown(a);
    if (shown < log_follow.seen || G->log_scroll == 0) /* an undo, another game, or at the top already */
        log_follow.seen = shown;
    bool hold = a->now - log_follow.scrolled_at < LOG_HOLD;
    if (shown > log_follow.seen) {
        if (hold)
            G->log_scroll += shown - log_follow.seen;
        log_follow.seen = shown;
    }
    if (!hold && G->log_scroll > 0 && log_follow.scrolled_at > -1e9) {
        G->log_scroll = 0; /* the few seconds are up: the newest at the top again */
        log_follow.scrolled_at = -1e9;
    }
}

/* Appends the lines of s wrapped at w pixels (the first from x0 with w0, the rest from x1 with w1). */
static int wrap_into(gui_app *a, const char *s, int x0, int w0, int x1, int w1, bool note, log_line *out, int n, int max)
{
    for (bool first = true; *s && n < LOG_ENTRY_LINES; first = false) {
        const char *from = s;
        int len = wrap_line(a, FONT_SMALL, &s, first ? w0 : w1);
        if (out && n < max) {
            snprintf(out[n].text, sizeof out[n].text, "%.*s", len, from);
            if (gui_text_width(a, FONT_SMALL, out[n].text) > (first ? w0 : w1)) { /* one word wider than the panel */
                char cut[256];
                gui_text_ellipsize(a, FONT_SMALL, out[n].text, first ? w0 : w1, cut, sizeof cut);
                snprintf(out[n].text, sizeof out[n].text, "%s", cut);
            }
            out[n].x = first ? x0 : x1;
            out[n].note = note;
        }
        n++;
    }
    return n;
}

/* A log entry's lines, "Ann  +6  City" and the note under it, wrapped to the panel (h; x: its left edge
 * of text) beside the turn at the right of its first line: how many (written to out when not NULL). */
static int log_entry_lines(gui_app *a, const gui_log_entry *e, SDL_Rect h, int x, log_line *out, int max)
{
    const carc_game *g = a->game.g;
    char what[48], buf[300], turn[48], name[CARC_NAME_LEN + 8]; /* a feature's name ("Road"), else its category's heading */
    gui_category_title(e->reason, what, sizeof what);
    for (int t = CARC_FIELD; t <= CARC_MONASTERY; t++)
        if (strcmp(e->reason, carc_seg_type_name(t)) == 0)
            snprintf(what, sizeof what, "%s", gui_feature_title(t));
    snprintf(turn, sizeof turn, _("turn %d"), e->turn);
    int x0 = x + gui_px(a, 14), w0 = h.x + h.w - gui_px(a, 24) - gui_text_width(a, FONT_SMALL, turn) - x0;
    int x1 = x + gui_px(a, 24), w1 = h.x + h.w - gui_px(a, 16) - x1;
    /* the name stops short of the turn, keeping room for about six characters: the rest wraps */
    const char *full = carc_game_player_name(g, e->player);
    int six = gui_text_width(a, FONT_SMALL, "000000"), least = gui_text_width(a, FONT_SMALL, full);
    gui_text_ellipsize(a, FONT_SMALL, full, w0 - six > least ? w0 - six : least < six ? least : six, name, sizeof name);
    if (e->why) /* TRANSLATORS: a scoring log line of a 0: name, what scored nothing, why ("no chip matched") */
        snprintf(buf, sizeof buf, _("%s  0  %s: %s"), name, what, _(e->why));
    else if (e->amount == 0) /* a module's rule made it 0: the line under it says why */
        snprintf(buf, sizeof buf, "%s  0  %s", name, what);
    else
        snprintf(buf, sizeof buf, "%s  +%d  %s", name, e->amount, what);
    int n = wrap_into(a, buf, x0, w0, x1, w1, false, out, 0, max);
    char note[256]; /* how a module's rule changed the points, or what an expansion's points were made of */
    if (gui_ext_modifier_note(e->modifier, e->amount, e->tiles, note, sizeof note) ||
        gui_ext_log_note(e->reason, e->parts, note, sizeof note))
        n = wrap_into(a, note, x1, w1, x1 + gui_px(a, 10), w1 - gui_px(a, 10), true, out, n, max);
    return n < LOG_ENTRY_LINES ? n : LOG_ENTRY_LINES;
}

/* The turn, the tiles left (a click opens their list, as T does) and the heading: whose turn, or the end. */
static void hud_heading(gui_app *a, const gui_shown *s, int x, int w, SDL_Color pc, bool over)
{
    carc_game *g = a->game.g;
    const char *acting = gui_ext_acting(s->phase); /* what an expansion's phase has the player do, or NULL */
    char buf[160];
    snprintf(buf, sizeof buf, _("Turn %d"), s->turn);
    int tx = x + gui_text(a, FONT_SMALL, buf, GREY, x, gui_px(a, 10), ALIGN_LEFT);
    tx += gui_text(a, FONT_SMALL, "  ·  ", GREY, tx, gui_px(a, 10), ALIGN_LEFT);
    int left = s->tiles_left;
    /* TRANSLATORS: at the top of the HUD; the triangle says a click opens the list */
    snprintf(buf, sizeof buf, P_("%d tile left ▾", "%d tiles left ▾", (unsigned long)left), left);
    SDL_Rect count = {tx, gui_px(a, 10), gui_text_width(a, FONT_SMALL, buf), a->font_h[FONT_SMALL]};
    bool on_count = gui_in_rect(a->in.mx, a->in.my, count);
    gui_text(a, FONT_SMALL, buf, on_count ? WHITE : GREY, tx, gui_px(a, 10), ALIGN_LEFT);
    if (on_count && a->in.clicked && !a->in.consumed) {
        a->in.consumed = true;
        gui_tiles_left_toggle(a);
    }
    if (over) {
        gui_text(a, FONT_LARGE, gui_game_idle(a) ? _("Game over") : _("Final scoring"), WHITE, x, gui_px(a, 32), ALIGN_LEFT);
        return;
    }
    const char *heading = acting; /* a template with the name */
    if (!heading)                 /* TRANSLATORS: the HUD's heading, %s is the player's name (about 22 characters fit) */
        heading = _("%s's turn");
    snprintf(buf, sizeof buf, heading, carc_game_player_name(g, s->player));
    int hw = w - gui_px(a, 14), font = gui_text_fit(a, FONT_LARGE, FONT_BOLD, buf, hw);
    gui_text_name_in(a, font, heading, carc_game_player_name(g, s->player), hw, buf, sizeof buf); /* 31 wide letters: "…" */
    if (gui_text_width(a, font, buf) > hw)
        a->overflow = "the HUD's heading is wider than the HUD";
    gui_fill(a, (SDL_Rect){x, gui_px(a, 34), gui_px(a, 6), a->font_h[FONT_LARGE]}, pc);
    int dy = (a->font_h[FONT_LARGE] - a->font_h[font]) / 2; /* a smaller font stays centred on the bar */
    gui_text(a, font, buf, pc, x + gui_px(a, 14), gui_px(a, 32) + dy, ALIGN_LEFT);
}

/* The tile box: the tile to place (or an expansion's choice, or the tile last placed) with its rotation
 * buttons, and under it the step's own button, the figures' row and the expansions' buttons. */
static void hud_tile_box(gui_app *a, const gui_shown *s, SDL_Rect h, int x, int w, int bh)
{
    gui_game *G = &a->game;
    carc_game *g = G->g;
    char buf[160];
    SDL_Rect tr = gui_hud_tile_rect(a);
    gui_fill(a, (SDL_Rect){tr.x - 6, tr.y - 6, tr.w + 12, tr.h + 12}, (SDL_Color){18, 20, 24, 255});
    int type = s->tile, rot = s->rot;
    bool idle = gui_game_idle(a);
    /* an expansion's choice of tile (while held, its choice is the next turn's: the box shows the shown tile) */
    if (!s->held && gui_ext_hud_tile(a, tr, x, tr.y + tr.h + gui_px(a, 14), w)) {
    } else if (type >= 0) {
        if (!gui_ext_hud_hide_tile(a)) /* not while it flies in */
            gui_draw_tile(a, type, rot, tr, 255);
    } else if (carc_game_board_count(g) > 1) { /* an expansion's step, game over: the tile last placed */
        carc_placed_tile pt = carc_game_board_tile(g, carc_game_board_count(g) - 1);
        gui_draw_tile(a, pt.type, pt.rot, tr, 255);
        if ((s->held || (!G->pending && G->nmopt == 0 && !G->can_pass)) && !gui_ext_hud_busy(a)) /* the row is free */
            gui_text(a, FONT_SMALL, carc_game_over(g) ? _("Last tile placed") : _("Tile just placed"), GREY, h.x + h.w / 2,
                     tr.y + tr.h + gui_px(a, 22), ALIGN_CENTER);
    } else {
        gui_text(a, FONT_SMALL, _("no tile"), GREY, tr.x + tr.w / 2, tr.y + tr.h / 2 - 8, ALIGN_CENTER);
    }
    int by = tr.y + tr.h + gui_px(a, 14);
    bool tile_phase = !s->held && !G->pending && G->ncand > 0; /* (the choices are the next turn's while held) */
    if (tile_phase) {
        int bw = gui_px(a, 40);
        if (gui_button(a, (SDL_Rect){tr.x - bw - gui_px(a, 16), tr.y + tr.h / 2 - bw / 2, bw, bw}, "↺", idle, false))
            gui_game_rotate(a, -1);
        if (gui_button(a, (SDL_Rect){tr.x + tr.w + gui_px(a, 16), tr.y + tr.h / 2 - bw / 2, bw, bw}, "↻", idle, false))
            gui_game_rotate(a, 1);
    }
    bool pass_row = !s->held && !tile_phase && (G->pending || G->nmopt > 0 || G->can_pass);
    bool choice = gui_ext_board_choice(a); /* an expansion's choice on the board replaces the meeple spots */
    if (pass_row) {                        /* the step's own button: Undo is the bottom row's */
        const char *label = gui_ext_pass_label(a);
        bool chosen = G->nmopt > 0 && G->chosen_meeple >= 0;
        const char *pass = chosen ? _("Confirm") : G->nmopt > 0 ? _("Skip meeple") : label ? label : _("Done");
        /* not while an expansion's choice on the board is the step (its own buttons confirm it) */
        if (!choice && gui_button(a, (SDL_Rect){x, by, w, bh}, pass, idle && (G->can_pass || chosen), true)) {
            carc_action pass;
            carc_action_pass(&pass);
            if (chosen)
                gui_game_confirm_meeple(a);
            else
                gui_game_confirm(a, &pass);
        }
    }
    bool figures = pass_row && figure_row(a) && !choice; /* only the buttons of the step shown */
    int fh = gui_px(a, 28);                              /* the figures' row: shorter than the others */
    if (figures)
        figure_buttons(a, s, x, by + bh + gui_px(a, 6), w, fh, idle);
    if (!s->held) /* as the shared buttons: they would be the next turn's (below the figures', as tall as the others) */
        gui_ext_hud_buttons(a, x, figures ? by + fh + gui_px(a, 6) : by, w, pass_row);
    if (G->nother > 0 && !G->pending && !s->held) { /* module actions the GUI has no special view for */
        int k = 0;
        for (int i = 0; i < G->legal.n && k < 4; i++) {
            const carc_action *act = &G->legal.v[i];
            if (act->kind != CARC_ACT_OTHER)
                continue;
            /* its name and its first label (a chip face, say) */
            snprintf(buf, sizeof buf, "%s %s", act->act,
                     act->nfields > 0 && act->field[0].type == CARC_FT_LABEL ? act->field[0].label : "");
            if (gui_button(a, (SDL_Rect){x, by + k * (bh + 4), w, bh}, buf, idle, false))
                gui_game_apply(a, act);
            k++;
        }
    }
}

/* One player's row: the meeple, the name (and a computer's level, or "you"), the figures in supply, the
 * expansions' items (on a third line where there is room) and the score. */
static void hud_player_row(gui_app *a, const gui_shown *s, SDL_Rect r, int p, bool third, bool away)
{
    carc_game *g = a->game.g;
    char buf[160];
    int ci = gui_color_index(carc_game_player_color(g, p));
    gui_draw_meeple(a, ci, false, r.x + gui_px(a, 22), r.y + r.h / 2.0, gui_px(a, 32));
    bool tight = row_h(a) < gui_px(a, 44 + (third ? THIRD_LINE : 0)); /* the lines closer to the top and together */
    int pad = tight ? 0 : gui_px(a, 3);
    /* the name stops short of the score (room for three digits) and of a computer's level */
    snprintf(buf, sizeof buf, "%d", s->score[p]);
    int room = r.w - gui_px(a, 66) - SDL_max(gui_text_width(a, FONT_LARGE, buf), gui_text_width(a, FONT_LARGE, "888"));
    bool ai = gui_seat_is_ai(a, p), you = !ai && away && a->src->seat_here(a, p);
    if (ai) /* a computer seat: its level beside the name */
        snprintf(buf, sizeof buf, _("computer · %s"), gui_ai_level_title(carc_game_player_ai(g, p)));
    else if (you) /* TRANSLATORS: beside a player's name in the HUD's rows of a network game: the seat this window plays */
        snprintf(buf, sizeof buf, "%s", C_("player row", "you"));
    char name[CARC_NAME_LEN + 8];
    gui_text_ellipsize(a, FONT_BOLD, carc_game_player_name(g, p),
                       room - (ai || you ? gui_text_width(a, FONT_SMALL, buf) + gui_px(a, 8) : 0), name, sizeof name);
    int nw = gui_text(a, FONT_BOLD, name, WHITE, r.x + gui_px(a, 44), r.y + pad, ALIGN_LEFT);
    if (ai || you)
        gui_text(a, FONT_SMALL, buf, you ? WHITE : GREY, r.x + gui_px(a, 52) + nw, r.y + pad + gui_px(a, 2), ALIGN_LEFT);
    int sup = s->supply[p][0], ly = r.y + pad + a->font_h[FONT_BOLD];
    bool mods = gui_ext_any_on(a) || carc_game_figure_kinds(g) > 1; /* room for what the expansions show there, the figures */
    unsigned long n = (unsigned long)sup;
    /* TRANSLATORS: under a player's name, beside what the expansions show there: keep it short */
    snprintf(buf, sizeof buf, mods ? P_("%d meeple", "%d meeples", n) : P_("%d meeple in supply", "%d meeples in supply", n), sup);
    int lx = r.x + gui_px(a, 44) + gui_text(a, FONT_SMALL, buf, GREY, r.x + gui_px(a, 44), ly, ALIGN_LEFT) + gui_px(a, 10);
    for (int k = 1; k < carc_game_figure_kinds(g) && k < GUI_KINDS; k++) { /* the other kinds: a sprite and a count */
        gui_draw_figure(a, gui_figure_name(a, k), ci, false, lx + gui_px(a, 7), ly + a->font_h[FONT_SMALL] / 2.0, gui_px(a, 16));
        snprintf(buf, sizeof buf, "%d", s->supply[p][k]);
        int kw = gui_px(a, 16) +
                 gui_text(a, FONT_SMALL, buf, s->supply[p][k] ? GREY : (SDL_Color){100, 104, 114, 255}, lx + gui_px(a, 16), ly, ALIGN_LEFT);
        char title[64];
        gui_capitalised(_(carc_game_figure_title(g, k)), title, sizeof title);
        /* TRANSLATORS: the tooltip of a figure's icon in a player's row: its title, how many the player holds */
        snprintf(buf, sizeof buf, _("%s: %d in supply"), title, s->supply[p][k]);
        gui_tip(a, (SDL_Rect){lx, ly, kw, a->font_h[FONT_SMALL]}, buf);
        lx += kw + gui_px(a, 10);
    }
    if (third) { /* the expansions' items on a line of their own */
        lx = r.x + gui_px(a, 44);
        ly += a->font_h[FONT_SMALL] + (tight ? 0 : gui_px(a, 2));
    }
    int room_ext = r.x + r.w - gui_px(a, 58) - lx; /* the expansions' items stop short of the score */
    if (gui_ext_hud_row(a, p, lx, ly, room_ext) - gui_px(a, 8) > room_ext || room_ext < 0)
        a->overflow = "a player row's items run under the score";
    snprintf(buf, sizeof buf, "%d", s->score[p]);
    gui_text(a, FONT_LARGE, buf, WHITE, r.x + r.w - gui_px(a, 12), r.y + (r.h - a->font_h[FONT_LARGE]) / 2, ALIGN_RIGHT);
}

/* The players' rows under their heading; returns the y under them. */
static int hud_players(gui_app *a, const gui_shown *s, SDL_Rect h, int x, SDL_Color pc, bool over)
{
    carc_game *g = a->game.g;
    int top = players_top(a), rh = row_h(a);
    if (top + carc_game_player_count(g) * rh > a->h - gui_px(a, 86))
        a->overflow = "the HUD's player rows run under its buttons";
    hud_fit hf = hud_heights(a);
    if (hf.heading) /* TRANSLATORS: a heading in capitals */
        gui_text(a, FONT_SMALL, _("PLAYERS"), GREY, x, top - gui_px(a, 20), ALIGN_LEFT);
    int np = carc_game_player_count(g);
    bool third = hf.third, away = false; /* a human seat plays at another computer: the seats here are marked "you" */
    for (int p = 0; p < np; p++)
        away |= !gui_seat_is_ai(a, p) && !a->src->seat_here(a, p);
    for (int p = 0; p < np; p++) {
        SDL_Rect r = {h.x + gui_px(a, 8), top + p * rh, h.w - gui_px(a, 16), rh - gui_px(a, 4)};
        if (p == s->player && !over) {
            gui_fill(a, r, (SDL_Color){60, 66, 80, 255});
            gui_frame(a, r, pc, 2);
        }
        hud_player_row(a, s, r, p, third, away);
    }
    return top + np * rh + gui_px(a, hf.log_gap);
}

/* The scoring log from y: newest first, scrolled back with the wheel. */
static void hud_log(gui_app *a, SDL_Rect h, int x, int ly, bool heading)
{
    gui_game *G = &a->game;
    carc_game *g = G->g;
    char buf[160];
    /* scoring log, newest first; an entry shows when its points land on the score, as the score counts
     * them (each entry has one points animation, queued in the same order: the newest ones wait with the
     * animations not ended) */
    int nlog = log_shown(a);
    int bottom = a->h - gui_px(a, LOG_BOTTOM), lh = a->font_h[FONT_SMALL] + gui_px(a, 2);
    /* the wheel over it scrolls back through the whole game, as far as the oldest entries fill it */
    int kept = nlog < GUI_LOG_LEN ? nlog : GUI_LOG_LEN, log_room = bottom - ly - gui_px(a, 20), most = kept;
    for (int used = 0; most > 0; most--) { /* the oldest entries that fill it: no scroll past them */
        used += log_entry_lines(a, &G->log[(nlog - most) % GUI_LOG_LEN], h, x, NULL, 0) * lh;
        if (used > log_room)
            break;
    }
    most = most > kept - 1 ? kept - 1 : most;
    if (a->in.wheel && gui_in_rect(a->in.mx, a->in.my, (SDL_Rect){h.x, ly, h.w, bottom - ly})) {
        G->log_scroll -= a->in.wheel * 3;
        log_follow.scrolled_at = a->now;
    }
    G->log_scroll = G->log_scroll > most ? most : G->log_scroll;
    G->log_scroll = G->log_scroll < 0 ? 0 : G->log_scroll;
    if (G->log_scroll > 0) /* TRANSLATORS: the scoring log's heading when scrolled back with the mouse wheel */
        snprintf(buf, sizeof buf,
                 P_("SCORING  ·  %d newer above (wheel)", "SCORING  ·  %d newer above (wheel)", (unsigned long)G->log_scroll),
                 G->log_scroll);
    if (heading || G->log_scroll > 0) { /* where the window is short, only to say it is scrolled back */
        gui_text(a, FONT_SMALL, G->log_scroll > 0 ? buf : _("SCORING"), GREY, x, ly, ALIGN_LEFT);
        ly += gui_px(a, 20);
    }
    if (ly + a->font_h[FONT_SMALL] >= bottom) {
        nlog = kept = -1;
        a->overflow = "the HUD's scoring log has no room for its newest entry";
    }
    if (nlog == 0)
        gui_text(a, FONT_SMALL, _("Nothing scored yet."), GREY, x, ly, ALIGN_LEFT);
    for (int i = G->log_scroll; i < kept && ly + a->font_h[FONT_SMALL] < bottom; i++) {
        const gui_log_entry *e = &G->log[(nlog - 1 - i) % GUI_LOG_LEN];
        int ci = gui_color_index(carc_game_player_color(g, e->player));
        if (gui_seat_symbols())
            gui_seat_symbol(a, ci, x + gui_px(a, 4), ly + gui_px(a, 8), gui_px(a, 9));
        else
            gui_fill(a, (SDL_Rect){x, ly + gui_px(a, 4), gui_px(a, 8), gui_px(a, 8)}, gui_seat_color(ci));
        char turn[48];
        /* TRANSLATORS: the turn of a scoring log entry, at the right of its line */
        snprintf(turn, sizeof turn, _("turn %d"), e->turn);
        gui_text(a, FONT_SMALL, turn, (SDL_Color){110, 116, 128, 255}, h.x + h.w - gui_px(a, 16), ly, ALIGN_RIGHT);
        log_line lines[LOG_ENTRY_LINES];
        int nl = log_entry_lines(a, e, h, x, lines, LOG_ENTRY_LINES);
        for (int k = 0; k < nl && ly + a->font_h[FONT_SMALL] < bottom; k++, ly += lh)
            gui_text(a, FONT_SMALL, lines[k].text,
                     lines[k].note ? (i == 0 ? GREY : (SDL_Color){120, 126, 138, 255})
                     : i == 0      ? WHITE
                                   : GREY,
                     lines[k].x, ly, ALIGN_LEFT);
    }
}

/* Undo and Redo, then Save, Menu and Help. */
static void hud_bottom_buttons(gui_app *a, int x, int w, int bh)
{
    gui_game *G = &a->game;
    carc_game *g = G->g;
    int hw = (w - gui_px(a, 8)) / 2, yu = a->h - gui_px(a, 86);
    /* with their keys where both fit in the buttons' bold font, else both without (the keys are in the
     * help): never one of them in a smaller font */
    const char *undo = _("Undo  Ctrl+Z"), *redo = _("Redo  Ctrl+Y");
    int fit = hw - gui_px(a, 8);
    if (gui_text_width(a, FONT_BOLD, undo) > fit || gui_text_width(a, FONT_BOLD, redo) > fit) {
        undo = C_("button", "Undo");
        redo = C_("button", "Redo");
    }
    if (gui_button(a, (SDL_Rect){x, yu, hw, bh}, undo, gui_history_can_undo(a), false))
        G->request = GUI_REQ_UNDO;
    if (gui_button(a, (SDL_Rect){x + hw + gui_px(a, 8), yu, hw, bh}, redo, gui_history_can_redo(a), false))
        G->request = GUI_REQ_REDO;
    /* Save, Menu, Help: each as wide as its label needs, the room left shared out */
    const char *label[3] = {_("Save…"), _("Menu"), _("Help F1")};
    int bx[4], gap = gui_px(a, 8), room = w - 2 * gap, need = 0, font = FONT_BOLD;
    for (int pass = 0; pass < 2; pass++, font = FONT_SMALL) { /* the bold labels, else the small ones */
        need = 0;
        for (int i = 0; i < 3; i++)
            need += gui_text_width(a, font, label[i]) + gui_px(a, 12);
        if (need <= room)
            break;
    }
    bx[0] = x;
    for (int i = 0; i < 3; i++) /* an even share where the labels do not fit at all */
        bx[i + 1] = bx[i] + gap + (need <= room ? gui_text_width(a, font, label[i]) + gui_px(a, 12) + (room - need) / 3 : room / 3);
    int yb = a->h - gui_px(a, 46);
    if (gui_button(a, (SDL_Rect){bx[0], yb, bx[1] - bx[0] - gap, bh}, label[0], true, false))
        gui_saves_open(a);
    if (gui_button(a, (SDL_Rect){bx[1], yb, bx[2] - bx[1] - gap, bh}, label[1], true, false)) {
        if (carc_game_over(g))
            G->request = GUI_REQ_MENU;
        else
            G->leaving = true; /* asks first (gui_saves_leave_box) */
    }
    if (gui_button(a, (SDL_Rect){bx[2], yb, x + w - bx[2], bh}, label[2], true, false))
        a->help = !a->help;
}

static void hud_draw_direct(gui_app *a)
{
    a->tip[0] = 0;
    SDL_Rect h = gui_hud_rect(a);
    gui_fill(a, h, (SDL_Color){30, 33, 40, 255});
    gui_fill(a, (SDL_Rect){h.x, 0, 2, h.h}, (SDL_Color){70, 76, 90, 255});
    int pad = gui_px(a, 16), x = h.x + pad, w = h.w - 2 * pad, bh = gui_px(a, 34);
    /* all of it as the game shown is (while an action's animation plays, the turn it was taken in: the
     * game has already passed to the next player) */
    gui_shown s;
    gui_game_shown(a, &s);
    SDL_Color pc = gui_player_color(carc_game_player_color(a->game.g, s.player));
    if (pc.r + pc.g + pc.b < 160)
        pc = (SDL_Color){200, 200, 210, 255};
    bool over = carc_game_over(a->game.g) || a->game.finished;
    hud_heading(a, &s, x, w, pc, over);
    const char *l1, *l2;
    instructions(a, &s, &l1, &l2);
    draw_instructions(a, l1, l2, x, gui_px(a, 64), w);
    hud_tile_box(a, &s, h, x, w, bh);
    int ly = hud_players(a, &s, h, x, pc, over);
    hud_log(a, h, x, ly, hud_heights(a).heading);
    hud_bottom_buttons(a, x, w, bh);
    gui_tip_draw(a, h); /* over the rows: what an icon under the mouse is */
}

/* What the HUD shows depends only on these; when they are unchanged, the cached texture is reused. */
typedef struct hud_sig {
    int w, h, mx, my, turn, cp, left, tile, rot, nlog, ncand, nmopt, chosen, nother, frame_busy;
    int score[CARC_MAX_PLAYERS];
    unsigned supply[CARC_MAX_PLAYERS]; /* each kind's count */
    int actions, nredo;
    bool pending, can_pass, over, finished, idle, held, can_undo; /* can_undo: also a network game's question */
    const void *game;
    const char *acting;
    int ext[28];      /* what the expansions show (gui_ext_hud_sig) */
    unsigned awaited; /* the line about a seat not here: its player may go and come back (network) */
    int log_scroll;   /* the scoring log scrolled back (it follows new entries again after a while) */
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
    gui_shown s;
    gui_game_shown(a, &s);
    sig.cp = s.player;
    sig.acting = gui_ext_acting(s.phase);
    sig.turn = s.turn;
    sig.held = s.held;
    sig.left = s.tiles_left;
    sig.tile = s.tile;
    sig.rot = s.rot;
    log_follow_new(a);
    sig.nlog = G->nlog;
    sig.log_scroll = G->log_scroll;
    sig.ncand = G->ncand;
    sig.nmopt = G->nmopt;
    sig.chosen = G->chosen_meeple + 64 * G->figure;
    sig.nother = G->nother;
    sig.idle = gui_game_idle(a);
    sig.frame_busy = sig.idle ? 0 : (int)a->frame; /* scores count up while points fly */
    memcpy(sig.score, s.score, sizeof sig.score);
    for (int p = 0; p < CARC_MAX_PLAYERS; p++) /* 4 bits a kind: a supply holds fewer than 16 of each */
        for (int k = 0; k < GUI_KINDS; k++)
            sig.supply[p] |= (unsigned)(s.supply[p][k] & 15) << (4 * k);
    gui_ext_hud_sig(a, sig.ext, (int)(sizeof sig.ext / sizeof sig.ext[0]));
    sig.pending = G->pending;
    sig.actions = carc_game_action_count(G->g);
    sig.nredo = G->nredo;
    sig.can_pass = G->can_pass;
    sig.can_undo = gui_history_can_undo(a);
    sig.over = carc_game_over(G->g);
    sig.finished = G->finished;
    sig.game = G->g;
    if (!a->src->seat_here(a, s.player)) {
        char who[CARC_NAME_LEN + 80];
        a->src->awaited(a, s.player, who, sizeof who);
        sig.awaited = 2166136261u; /* FNV-1a */
        for (const char *c = who; *c; c++)
            sig.awaited = (sig.awaited ^ (unsigned char)*c) * 16777619u;
    }
    bool input = in_hud && (a->in.clicked || a->in.ldown || a->in.wheel || a->in.rclicked);
    if (!gui_layer_draw(a, &a->hud, &sig, sizeof sig, input, h, hud_draw_direct))
        hud_draw_direct(a);
}

void gui_help_draw(gui_app *a)
{
    /* TRANSLATORS: the help box: {what, how}; the two columns share about 560 pixels */
    static const char *const play[][2] = {
        {N_("Computer seats"), N_("menu: click Human (Easy, Normal, Hard, Expert)")},
        {N_("Place the tile"), N_("click a highlighted square")},
        {N_("Rotate"), N_("R, right-click, or wheel over the tile box")},
        {N_("Place a meeple"), N_("click a marker, then Confirm (Space)")},
        {N_("Skip the meeple / Done"),
         /* TRANSLATORS: the Space key */
         N_("Space")},
        {N_("Undo / Redo"), N_("Ctrl+Z or Backspace / Ctrl+Y")},
        {N_("Pan the board"), N_("drag with the left button, arrow keys")},
        {N_("Zoom"), N_("mouse wheel over the board, + and -")},
        {N_("Centre the board"), N_("Home or C (on a map: O, the whole map)")},
    };
    static const char *const app[][2] = {
        {N_("Skip animations"), N_("click or Space")},
        {N_("Save the game"), N_("Ctrl+S (autosaved after every turn)")},
        {N_("Tiles left"), N_("T, or click the count at the top")},
        {N_("What a computer expected"), N_("E, after its turn")},
        {N_("Final board"), N_("V on the results (and back)")},
        {N_("Sound"), N_("M mutes; 9 / 0: volume down / up")},
        {N_("Fullscreen"), N_("F11")},
        {N_("This help"), N_("F1 (Esc closes)")},
    };
    /* TRANSLATORS: the help's line for placing a meeple in a game with other kinds of figure (Tab, or the
     * buttons under Skip meeple, chooses one) */
    static const char *const figures[2] = {N_("Place a meeple"), N_("choose the figure (Tab), click a marker, Confirm (Space)")};
    const char *const *lines[40]; /* the game's lines, then each expansion's, then the application's */
    int n = 0;
    for (size_t i = 0; i < sizeof play / sizeof play[0]; i++)
        lines[n++] = i == 3 && a->game.g && carc_game_figure_kinds(a->game.g) > 1 ? figures : play[i];
    for (int k = 0; k < gui_ext_count; k++) /* in a game, the lines of its expansions only */
        for (int i = 0; gui_exts[k]->help && gui_exts[k]->help[i][0] && n < 40 - (int)(sizeof app / sizeof app[0]) &&
                        (!a->game.g || carc_game_module_enabled(a->game.g, gui_exts[k]->module));
             i++)
            lines[n++] = gui_exts[k]->help[i];
    for (size_t i = 0; i < sizeof app / sizeof app[0]; i++)
        lines[n++] = app[i];
    /* the columns as wide as their longest text in the language shown */
    int what = gui_px(a, 224), how = gui_px(a, 320), m = gui_px(a, 30), gap = gui_px(a, 16);
    for (int i = 0; i < n; i++) {
        int w0 = gui_text_width(a, FONT_BOLD, _(lines[i][0])), w1 = gui_text_width(a, FONT_NORMAL, _(lines[i][1]));
        what = w0 > what ? w0 : what;
        how = w1 > how ? w1 : how;
    }
    /* the lines closer together when a game with every expansion has more of them than the window holds */
    int lh = a->font_h[FONT_NORMAL] + gui_px(a, 8), fit = (a->h - gui_px(a, 120)) / (n ? n : 1);
    if (fit < lh)
        lh = fit > a->font_h[FONT_NORMAL] + gui_px(a, 1) ? fit : a->font_h[FONT_NORMAL] + gui_px(a, 1);
    SDL_Rect r = {0, 0, m + what + gap + how + m, gui_px(a, 110) + n * lh};
    if (r.w > a->w || r.h > a->h)
        a->overflow = "the help is larger than the window";
    r.x = (a->w - r.w) / 2;
    r.y = (a->h - r.h) / 2;
    gui_fill(a, (SDL_Rect){0, 0, a->w, a->h}, (SDL_Color){0, 0, 0, 120});
    gui_panel(a, r);
    gui_text(a, FONT_LARGE, _("How to play"), WHITE, r.x + r.w / 2, r.y + gui_px(a, 18), ALIGN_CENTER);
    for (int i = 0; i < n; i++) {
        int y = r.y + gui_px(a, 70) + i * lh;
        gui_text(a, FONT_BOLD, _(lines[i][0]), (SDL_Color){255, 225, 150, 255}, r.x + m, y, ALIGN_LEFT);
        gui_text(a, FONT_NORMAL, _(lines[i][1]), WHITE, r.x + m + what + gap, y, ALIGN_LEFT);
    }
    gui_text(a, FONT_SMALL, _("Click anywhere to close"), GREY, r.x + r.w / 2, r.y + r.h - gui_px(a, 28), ALIGN_CENTER);
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
    SDL_Color ink = {255, 230, 180, 255};
    int area = a->scene == SCENE_MENU ? a->w : gui_hud_rect(a).x, pad = gui_px(a, 20);
    int tw = gui_text_width(a, FONT_BOLD, G->msg) + 2 * pad;
    bool wide = tw > area - gui_px(a, 32); /* a failed save names its file: two small lines */
    int lines = wide && gui_text_width(a, FONT_SMALL, G->msg) > area - gui_px(a, 32) - 2 * pad ? 2 : 1;
    SDL_Rect r = wide ? (SDL_Rect){gui_px(a, 16), gui_px(a, 16), area - gui_px(a, 32), lines * a->font_h[FONT_SMALL] + gui_px(a, 18)}
                      : (SDL_Rect){(area - tw) / 2, gui_px(a, 16), tw, a->font_h[FONT_BOLD] + gui_px(a, 18)};
    gui_fill(a, r, (SDL_Color){20, 22, 28, 220});
    gui_frame(a, r, (SDL_Color){255, 210, 120, 255}, 1);
    if (wide)
        gui_saves_message(a, G->msg, r.x + pad, r.y + gui_px(a, 9), r.w - 2 * pad, ink);
    else
        gui_text(a, FONT_BOLD, G->msg, ink, r.x + r.w / 2, r.y + gui_px(a, 9), ALIGN_CENTER);
}
