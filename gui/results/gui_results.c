/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The results screen: ranking and the per-category breakdown, or each player's statistics (S), over the
 * final board; "View board" (or V) hides the panel to look at the final board, with pan and zoom, and back. */
#include "gui_chart.h"
#include "gui_game_draw.h"
#include "gui_exts.h"
#include "gui_game.h"
#include "gui_results.h"
#include "gui_shell.h"
#include "gui_stats.h"
#include "gui_widget.h"

#include <stdio.h>
#include <string.h>

/* text cut in two at byte cut: a space is dropped, a hyphen ends the first line ("Landkaart-" / "fiches"). */
static const char *cut_at(const char *text, int cut, char *one, size_t cap)
{
    snprintf(one, cap, "%.*s", cut + (text[cut] == '-'), text);
    return text + cut + 1;
}

/* The wider line of text cut in two at cut. */
static int wider_half(gui_app *a, const char *text, int cut)
{
    char one[96];
    const char *two = cut_at(text, cut, one, sizeof one);
    return SDL_max(gui_text_width(a, FONT_SMALL, one), gui_text_width(a, FONT_SMALL, two));
}

/* A column's heading centred over it, on two lines where one would come within 6 units of the next
 * heading (cut at the space or hyphen that leaves the narrower lines; side by side, nl "Grootste stad
 * Langste weg" read as one heading); the header keeps room for two. */
static void heading(gui_app *a, const char *text, int cx, int y, int colw)
{
    const SDL_Color GREY = {160, 166, 178, 255};
    int len = (int)strlen(text), cut = -1;
    if (gui_text_width(a, FONT_SMALL, text) > colw - gui_px(a, 12))
        for (int i = 0; i < len; i++)
            if ((text[i] == ' ' || (text[i] == '-' && text[i + 1])) && (cut < 0 || wider_half(a, text, i) < wider_half(a, text, cut)))
                cut = i;
    if (cut < 0) {
        gui_text(a, FONT_SMALL, text, GREY, cx, y + a->font_h[FONT_SMALL] / 2, ALIGN_CENTER);
        if (gui_text_width(a, FONT_SMALL, text) > colw)
            a->overflow = "a results heading is wider than its column";
        return;
    }
    char one[96];
    const char *two = cut_at(text, cut, one, sizeof one);
    gui_text(a, FONT_SMALL, one, GREY, cx, y, ALIGN_CENTER);
    gui_text(a, FONT_SMALL, two, GREY, cx, y + a->font_h[FONT_SMALL], ALIGN_CENTER);
    if (wider_half(a, text, cut) > colw)
        a->overflow = "a results heading is wider than its column";
}

static bool key(const gui_app *a, SDL_Keycode k)
{
    for (int i = 0; i < a->in.nkeys; i++)
        if (a->in.keys[i] == k)
            return true;
    return false;
}

static bool toggle_key(const gui_app *a)
{
    for (int i = 0; i < a->in.nkeys; i++)
        if (a->in.keys[i] == SDLK_v || a->in.keys[i] == SDLK_TAB || (a->game.view_board && a->in.keys[i] == SDLK_ESCAPE))
            return true;
    return false;
}

/* The final board without the panel: pan, zoom, and a bar to go back. */
static void board_view(gui_app *a)
{
    gui_game_camera_input(a);
    gui_board_draw(a);
    gui_hud_draw(a);
    SDL_Rect view = {a->game.cam.vx, a->game.cam.vy, a->game.cam.vw, a->game.cam.vh};
    const char *hint = _("Drag to pan, wheel to zoom, C to centre"), *label = _("Show results (V)");
    int bw = gui_px(a, 190), bh = gui_px(a, 40), tw = gui_text_width(a, FONT_SMALL, hint) + gui_px(a, 28);
    bw = gui_text_width(a, FONT_BOLD, label) + gui_px(a, 24) > bw ? gui_text_width(a, FONT_BOLD, label) + gui_px(a, 24) : bw;
    tw = tw < gui_px(a, 330) ? gui_px(a, 330) : tw; /* the bar as wide as its texts */
    SDL_Rect bar = {view.x + (view.w - bw - tw) / 2, view.y + view.h - bh - gui_px(a, 20), bw + tw, bh + gui_px(a, 16)};
    if (bar.w > view.w)
        a->overflow = "the final board's bar is wider than the board";
    gui_fill(a, bar, (SDL_Color){20, 22, 28, 215});
    gui_text(a, FONT_SMALL, hint, (SDL_Color){200, 204, 214, 255}, bar.x + gui_px(a, 14), bar.y + (bar.h - a->font_h[FONT_SMALL]) / 2,
             ALIGN_LEFT);
    if (gui_button(a, (SDL_Rect){bar.x + bar.w - bw - gui_px(a, 8), bar.y + gui_px(a, 8), bw, bh}, label, true, true) || toggle_key(a))
        a->game.view_board = false;
}

/* The width a heading needs: on one line, or on two cut where the wider line is narrowest. */
static int heading_need(gui_app *a, const char *text)
{
    int need = gui_text_width(a, FONT_SMALL, text), len = (int)strlen(text);
    for (int i = 0; i < len; i++)
        if (text[i] == ' ' || (text[i] == '-' && text[i + 1]))
            need = SDL_min(need, wider_half(a, text, i));
    return need;
}

/* What the table shows: the categories that can score in this game (the engine keeps fewer), or the
 * statistics (S). */
typedef struct results_table {
    const gui_stats *st; /* the statistics shown, else NULL */
    int cat[32], ncat;
    int nstats;  /* the statistics' columns */
    int nc;      /* columns before the total: as many for both, so that S moves nothing */
    int need[2]; /* the widest heading of the points' table and of the statistics', in pixels */
} results_table;

/* A column's width in the table shown (stats: the statistics'): fewer columns than the other table,
 * wider, no empty column. */
static int column_width(const results_table *t, int colw, bool stats)
{
    int ncol = stats ? t->nstats : t->ncat;
    return ncol > 0 ? t->nc * colw / ncol : colw;
}

static void column_title(const carc_game *g, const results_table *t, int c, char *out, size_t cap)
{
    if (t->st)
        gui_stats_title(t->st, c, out, cap);
    else
        gui_category_title(carc_game_category_name(g, t->cat[c]), out, cap);
}

static results_table table_of(gui_app *a)
{
    const carc_game *g = a->game.g;
    results_table t = {.st = gui_stats_of(a)};
    for (int c = 0; c < carc_game_category_count(g) && t.ncat < (int)SDL_arraysize(t.cat); c++)
        if (!gui_ext_category_hidden(a, carc_game_category_name(g, c)))
            t.cat[t.ncat++] = c;
    t.nstats = t.st->n;
    t.nc = SDL_max(t.nstats, t.ncat);
    char cap[96];
    for (int view = 0; view < 2; view++) { /* both tables' headings: the same size for both */
        const gui_stats *st = t.st;
        t.st = view ? st : NULL;
        for (int c = 0; c < (view ? st->n : t.ncat); c++) {
            column_title(g, &t, c, cap, sizeof cap);
            t.need[view] = SDL_max(t.need[view], heading_need(a, cap));
        }
        t.st = st;
    }
    if (!a->game.view_stats)
        t.st = NULL;
    return t;
}

/* The buttons under the table: their labels (label, if given), each one's width (bw, if given: as wide as
 * its label, the toggle as its longer one), and the row's width. */
static int button_row(gui_app *a, const char **label, int *bw)
{
    /* TRANSLATORS: the results' button between the points and the statistics (S) */
    const char *labels[5] = {_("Statistics (S)"), _("View board (V)"), _("New game"), _("Quit"), _("Points (S)")};
    int w[4], row = 3 * gui_px(a, 16);
    for (int i = 0; i < 5; i++)
        w[i % 4] = SDL_max(i < 4 ? gui_px(a, 150) : w[0], gui_text_width(a, FONT_BOLD, labels[i]) + gui_px(a, 24));
    for (int i = 0; i < 4; i++)
        row += w[i];
    if (label)
        memcpy(label, labels, sizeof labels);
    if (bw)
        memcpy(bw, w, sizeof w);
    return row;
}

/* Where the table goes: centred on the board beside the side panel where its columns and headings fit
 * there; else as wide as the window allows, covering the side panel to the window's edge so that none of
 * the panel's texts shows beside the table (its scores read as a second total). Headings wider than a
 * column take alternate rows (stagger), each as wide as two columns; the header is as high for the
 * points as for the statistics. */
typedef struct results_layout {
    SDL_Rect r;
    int namew, colw, rh, chart, head; /* head: the headings' height */
    bool stagger;
} results_layout;

static results_layout layout_of(gui_app *a, const results_table *t, int np)
{
    const gui_camera *view = &a->game.cam;
    int edge = gui_px(a, 10), pad = gui_px(a, 40), gap = gui_px(a, 6), n = t->nc + 1;
    results_layout L = {.namew = gui_px(a, 230), .colw = gui_px(a, 92), .rh = gui_px(a, 44)};
    int beside = view->vw - 2 * edge, wide = a->w - 2 * edge, need = SDL_max(t->need[0], t->need[1]);
    if (L.namew + n * L.colw + pad > beside) {
        L.namew = gui_px(a, 180);
        L.colw = (beside - L.namew - pad) / n;
        if (L.colw < gui_px(a, 64) || need > 2 * L.colw - gap || L.namew + n * L.colw + pad < button_row(a, NULL, NULL) + 2 * edge) {
            L.namew = gui_px(a, 230); /* too narrow beside the side panel: as wide as the window allows */
            L.colw = gui_px(a, 92);
            if (L.namew + n * L.colw + pad > wide)
                L.namew = gui_px(a, 180), L.colw = (wide - L.namew - pad) / n;
        }
    }
    bool stagger[2]; /* the points' and the statistics' headings, each over its own columns' width */
    for (int v = 0; v < 2; v++)
        stagger[v] = t->need[v] > column_width(t, L.colw, v) - gap;
    L.stagger = stagger[t->st != NULL];
    L.head = (stagger[0] || stagger[1] ? 4 : 2) * a->font_h[FONT_SMALL];
    int pw = L.namew + n * L.colw + pad;
    int ph = gui_px(a, 200) - gui_px(a, 15) + L.head + np * L.rh;
    L.chart = a->h - gui_px(a, 40) - ph; /* the score race below the table, where the window has room */
    L.chart = L.chart > gui_px(a, 200) ? gui_px(a, 200) : L.chart < gui_px(a, 90) ? 0 : L.chart;
    ph += L.chart;
    int rx = pw + 2 * edge <= view->vw ? view->vx + (view->vw - pw) / 2 : a->w - edge - pw;
    L.r = (SDL_Rect){rx, (a->h - ph) / 2, pw, ph};
    return L;
}

/* The columns' headings from y; returns the y of the first row. */
static int header(gui_app *a, const results_table *t, const results_layout *L, int x, int y)
{
    const carc_game *g = a->game.g;
    int ncol = t->st ? t->nstats : t->ncat, lh = a->font_h[FONT_SMALL], cw = column_width(t, L->colw, t->st);
    for (int c = 0; c < ncol; c++) {
        char cap[96];
        column_title(g, t, c, cap, sizeof cap);
        int hy = L->stagger ? y + c % 2 * 2 * lh : y + (L->head - 2 * lh) / 2; /* two lines, or alternate rows */
        heading(a, cap, x + L->namew + c * cw + cw / 2, hy, L->stagger ? 2 * cw - gui_px(a, 6) : cw);
    }
    if (t->st) /* TRANSLATORS: over the player names in the results' statistics (about 170 px, may take two lines) */
        heading(a, _("Cities and roads in tiles"), x + L->namew / 2, y + (L->head - 2 * lh) / 2, L->namew);
    gui_text(a, FONT_BOLD, _("Total"), (SDL_Color){240, 240, 240, 255}, x + L->namew + t->nc * L->colw + L->colw / 2,
             y + (L->head - a->font_h[FONT_BOLD]) / 2, ALIGN_CENTER);
    return y + gui_px(a, 11) + L->head;
}

/* A row per player, by score; returns the y under them. */
static int rows(gui_app *a, const results_table *t, const results_layout *L, int x, int y)
{
    const carc_game *g = a->game.g;
    const SDL_Color WHITE = {240, 240, 240, 255}, GOLD = {255, 214, 120, 255};
    int np = carc_game_player_count(g), order[CARC_MAX_PLAYERS], rh = L->rh;
    int ncol = t->st ? t->nstats : t->ncat, cw = column_width(t, L->colw, t->st);
    for (int i = 0; i < np; i++)
        order[i] = i;
    for (int i = 1; i < np; i++) /* by score, stable */
        for (int k = i; k > 0 && carc_game_score(g, order[k]) > carc_game_score(g, order[k - 1]); k--) {
            int tmp = order[k];
            order[k] = order[k - 1];
            order[k - 1] = tmp;
        }
    char buf[32];
    for (int i = 0, rank = 0, prev = -1; i < np; i++) {
        int p = order[i], sc = carc_game_score(g, p);
        if (sc != prev)
            rank = i + 1;
        prev = sc;
        SDL_Rect row = {L->r.x + gui_px(a, 10), y, L->r.w - gui_px(a, 20), rh - gui_px(a, 4)};
        gui_fill(a, row, i % 2 ? (SDL_Color){40, 44, 54, 255} : (SDL_Color){48, 53, 64, 255});
        snprintf(buf, sizeof buf, "%d.", rank);
        int ty = y + (rh - gui_px(a, 4) - a->font_h[FONT_BOLD]) / 2;
        gui_text(a, FONT_BOLD, buf, rank == 1 ? GOLD : WHITE, x, ty, ALIGN_LEFT);
        gui_draw_meeple(a, gui_color_index(carc_game_player_color(g, p)), false, x + gui_px(a, 44), y + (rh - gui_px(a, 4)) / 2.0,
                        gui_px(a, 30));
        char name[CARC_NAME_LEN + 8]; /* up to its score columns */
        gui_text_ellipsize(a, FONT_BOLD, carc_game_player_name(g, p), L->namew - gui_px(a, 74), name, sizeof name);
        gui_text(a, FONT_BOLD, name, WHITE, x + gui_px(a, 66), ty, ALIGN_LEFT);
        for (int c = 0; c < ncol; c++) {
            int v = t->st ? t->st->value[c][p] : carc_game_category_score(g, p, t->cat[c]);
            snprintf(buf, sizeof buf, v || !t->st ? "%d" : "–", v);
            gui_text(a, FONT_NORMAL, buf, WHITE, x + L->namew + c * cw + cw / 2, ty, ALIGN_CENTER);
        }
        snprintf(buf, sizeof buf, "%d", sc);
        gui_text(a, FONT_LARGE, buf, rank == 1 ? GOLD : WHITE, x + L->namew + t->nc * L->colw + L->colw / 2,
                 y + (rh - gui_px(a, 4) - a->font_h[FONT_LARGE]) / 2, ALIGN_CENTER);
        y += rh;
    }
    return y;
}

/* The winner, or the tie, over the table. */
static void title(gui_app *a, SDL_Rect r)
{
    const carc_game *g = a->game.g;
    int np = carc_game_player_count(g), best = carc_game_score(g, 0), winner = 0, nbest = 0;
    for (int i = 1; i < np; i++)
        if (carc_game_score(g, i) > best)
            best = carc_game_score(g, i), winner = i;
    for (int i = 0; i < np; i++)
        nbest += carc_game_score(g, i) == best;
    char buf[96];
    if (nbest > 1)
        snprintf(buf, sizeof buf, P_("A tie at %d point!", "A tie at %d points!", (unsigned long)best), best);
    else
        gui_text_name_in(a, FONT_TITLE, _("%s wins!"), carc_game_player_name(g, winner), r.w - gui_px(a, 40), buf, sizeof buf);
    gui_text(a, FONT_TITLE, buf, (SDL_Color){255, 214, 120, 255}, r.x + r.w / 2, r.y + gui_px(a, 16), ALIGN_CENTER);
}

static void buttons(gui_app *a, SDL_Rect r)
{
    gui_game *G = &a->game;
    const char *label[5];
    int bw[4], row = button_row(a, label, bw), bh = gui_px(a, 40), by = r.y + r.h - bh - gui_px(a, 20), gap = gui_px(a, 16);
    if (row > r.w)
        a->overflow = "the results' buttons are wider than their panel";
    SDL_Rect b = {r.x + (r.w - row) / 2, by, bw[0], bh};
    if (gui_button(a, b, label[G->view_stats ? 4 : 0], true, G->view_stats) || key(a, SDLK_s)) {
        G->view_stats = !G->view_stats;
        return;
    }
    b.x += b.w + gap, b.w = bw[1];
    if (gui_button(a, b, label[1], true, false) || toggle_key(a)) {
        G->view_board = true;
        gui_game_fit_tiles(a); /* the whole final board: the view followed the last tiles */
        return;
    }
    b.x += b.w + gap, b.w = bw[2];
    if (gui_button(a, b, label[2], true, true)) {
        a->game.request = GUI_REQ_MENU; /* once the frame is drawn */
        return;
    }
    b.x += b.w + gap, b.w = bw[3];
    if (gui_button(a, b, label[3], true, false))
        a->quit = true;
}

void gui_results_frame(gui_app *a)
{
    gui_game *G = &a->game;
    for (int i = 0; i < a->in.nkeys && !G->saving && !a->help; i++) /* the keys of the Undo and Redo buttons */
        if (gui_history_key(&a->in, i) != GUI_REQ_NONE)
            G->request = gui_history_key(&a->in, i);
    gui_board_layout(a);
    if (G->view_board) {
        board_view(a);
        return;
    }
    gui_input keep = gui_input_mute(a); /* the dimmed game: a click on the panel was also the HUD's Undo */
    gui_board_draw(a);
    gui_hud_draw(a);
    a->in = keep;
    gui_fill(a, (SDL_Rect){0, 0, a->w, a->h}, (SDL_Color){0, 0, 0, 110});
    results_table t = table_of(a);
    results_layout L = layout_of(a, &t, carc_game_player_count(G->g));
    gui_fill(a, L.r, (SDL_Color){0, 0, 0, 255}); /* opaque: the side panel's scores showed through beside the chart */
    gui_panel(a, L.r);
    title(a, L.r);
    int x = L.r.x + gui_px(a, 20), y = header(a, &t, &L, x, L.r.y + gui_px(a, 32) + a->font_h[FONT_TITLE]);
    y = rows(a, &t, &L, x, y);
    if (L.chart > 0)
        gui_chart_draw(a, (SDL_Rect){L.r.x + gui_px(a, 20), y + gui_px(a, 10), L.r.w - gui_px(a, 40), L.chart - gui_px(a, 10)});
    buttons(a, L.r);
}
