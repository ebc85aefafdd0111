/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a computer expected: noted when a computer seat ends its turn, on the game as it left it, and shown
 * on E as a box over the board. The numbers are those the computers' evaluation weighs (engine/ai,
 * ai_expect), public information only: the expansions' own terms, which may rest on what a seat hides,
 * are not shown. An undo past the turn noted hides it; another game shown starts without one. */
#include "gui_expect.h"

#include "gui_ai.h"
#include "gui_game_draw.h"
#include "gui_exts.h"
#include "gui_feature_hover.h"
#include "gui_game.h"
#include "gui_shell.h"
#include "gui_widget.h"

#include <stdio.h>

#include "ai.h"

/* what the seat of G->expect_turn expected (read only while that is set) */
static ai_expectation noted_expectation;

static const SDL_Color WHITE = {240, 240, 240, 255}, GREY = {160, 166, 178, 255}, BLUE = {170, 205, 240, 255};

void gui_expect_note(gui_app *a, int seat, int turn)
{
    gui_game *G = &a->game;
    G->expect_turn = ai_expect(G->g, seat, &noted_expectation) ? turn : 0;
}

/* The note is of a turn still in the game shown (not taken back by an undo). */
static bool noted(const gui_app *a)
{
    const gui_game *G = &a->game;
    return G->expect_turn > 0 && G->g && (carc_game_turn(G->g) > G->expect_turn || carc_game_over(G->g));
}

void gui_expect_toggle(gui_app *a)
{
    gui_game *G = &a->game;
    if (!G->expect_open && !noted(a)) { /* TRANSLATORS: E pressed before any computer seat ended a turn */
        gui_game_message(a, "%s", _("No computer has ended a turn yet"));
        return;
    }
    G->expect_open = !G->expect_open;
}

/* One line per open feature: "City  ·  6 tiles" and, beside it, its chance and what completing it scores
 * the seat (at the size the fewest tiles complete it, as a player counts it). */
static void feature_line(const ai_expect_feature *f, char *left, size_t nl, char *right, size_t nr)
{
    snprintf(left, nl, P_("%s  ·  %d tile", "%s  ·  %d tiles", (unsigned long)f->tiles), gui_feature_title(f->type), f->tiles);
    char gain[24];
    snprintf(gain, sizeof gain, "+%d", f->points);
    if (f->dead)
        snprintf(right, nr, "%s", _("No tile still to come can complete it"));
    else
        snprintf(right, nr, _("Chance to complete: %d%% (then %s)"), (int)(100 * f->chance + 0.5), gain);
}

/* How the score if the game ended comes about: "1 now  ·  Cities +3  ·  Fields +6" (what the seat hides
 * left out: ai_expect), or "" when the final scoring adds nothing. */
static void score_parts(const ai_expectation *e, char *out, size_t cap)
{
    out[0] = 0;
    if (e->nparts == 0)
        return;
    /* TRANSLATORS: the start of "1 now  ·  Cities +3  ·  Fields +6": a computer's score now */
    size_t n = (size_t)snprintf(out, cap, _("%d now"), e->now);
    for (int k = 0; k < e->nparts && n < cap; k++) {
        char what[48];
        gui_category_title(e->part[k].reason, what, sizeof what);
        n += (size_t)snprintf(out + n, cap - n, "  ·  %s %+d", what, e->part[k].points);
    }
}

/* On a human's turn right after a computer's: "E: what Bob expected", where the computer's thinking was
 * shown. Only while the human acts in a turn of their own: a choice made in another seat's turn (a
 * computer's tile asked it of the others) would read as that seat's expectation, noted only once its turn
 * ends. */
static bool own_turn_after_noted(const gui_app *a)
{
    const carc_game *g = a->game.g;
    return !carc_game_over(g) && carc_game_turn(g) == a->game.expect_turn + 1 && !gui_ai_turn(a) &&
           carc_game_active_player(g) == carc_game_current_player(g);
}

/* Not over an expansion's screen (a rack of chips): E is not read there, so the line would offer a key
 * that does nothing. */
static void draw_hint(gui_app *a)
{
    gui_game *G = &a->game;
    if (!noted(a) || !own_turn_after_noted(a) || !gui_game_idle(a) || gui_ext_modal(a))
        return;
    char buf[CARC_NAME_LEN + 64]; /* TRANSLATORS: a hint after a computer's turn; %s is its name */
    snprintf(buf, sizeof buf, _("E: what %s expected"), carc_game_player_name(G->g, noted_expectation.seat));
    SDL_Rect hud = gui_hud_rect(a);
    int w = gui_text_width(a, FONT_SMALL, buf) + gui_px(a, 20), h = a->font_h[FONT_SMALL] + gui_px(a, 8);
    /* at the foot of the board, above what stays seen there (a choice in progress, the hosting line); not
     * at all where there is no room for it */
    SDL_Rect r = gui_cover_avoid(a, (SDL_Rect){(hud.x - w) / 2, a->h - gui_px(a, 34), w, h}, (SDL_Rect){0, 0, hud.x, a->h});
    if (r.w == 0)
        return;
    gui_fill(a, r, (SDL_Color){20, 22, 28, 200});
    gui_text(a, FONT_SMALL, buf, GREY, r.x + r.w / 2, r.y + gui_px(a, 4), ALIGN_CENTER);
}

/* A screen hiding the board from the player to come (pass the mouse): nothing of a turn shows over it. */
static bool hidden(const gui_app *a)
{
    const gui_ext *m = gui_ext_modal(a);
    return m && m->modal_blind && m->modal_blind(a);
}

void gui_expect_draw(gui_app *a)
{
    gui_game *G = &a->game;
    if (G->expect_open && (!noted(a) || hidden(a)))
        G->expect_open = false;
    if (hidden(a))
        return;
    if (!G->expect_open) {
        draw_hint(a);
        return;
    }
    const ai_expectation *e = &noted_expectation;
    enum { MAXL = AI_EXPECT_MAX + 3 };
    char left[MAXL][128], right[MAXL][160];
    int n = 0;
    snprintf(left[n], sizeof left[n], _("Score if the game ended now: %d"), e->score);
    score_parts(e, right[n++], sizeof right[0]);
    for (int k = 0; k < e->nfeatures; k++, n++)
        feature_line(&e->feature[k], left[n], sizeof left[n], right[n], sizeof right[n]);
    if (e->nfeatures == 0) {
        snprintf(left[n], sizeof left[n], "%s", _("No figure on an open road, city or monastery"));
        right[n++][0] = 0;
    }
    char back[16];
    if (e->back >= 0.05) /* TRANSLATORS: %d figures in hand; %s: how many of those out it expects back (their features' chances), "3.1" */
        snprintf(left[n], sizeof left[n],
                 P_("%d figure in hand, %s expected back", "%d figures in hand, %s expected back", (unsigned long)e->in_hand), e->in_hand,
                 gui_decimal(back, sizeof back, e->back, 1));
    else
        snprintf(left[n], sizeof left[n], P_("%d figure in hand", "%d figures in hand", (unsigned long)e->in_hand), e->in_hand);
    right[n++][0] = 0;
    char title[CARC_NAME_LEN + 80]; /* TRANSLATORS: the box E opens; %s: a computer seat's name, %d: its turn */
    snprintf(title, sizeof title, _("What %s expected after turn %d"), carc_game_player_name(G->g, e->seat), G->expect_turn);
    const char *level = gui_ai_level_label(gui_ai_level_find(carc_game_player_ai(G->g, e->seat)));
    const char *close = _("Click, E or Esc to close");
    /* two columns as wide as their longest line; on a narrow board the second under the first, indented */
    int lw = 0, rw = 0, pad = gui_px(a, 24), gap = gui_px(a, 20), lh = a->font_h[FONT_NORMAL] + gui_px(a, 6), nright = 0;
    for (int k = 0; k < n; k++) {
        int w = gui_text_width(a, FONT_NORMAL, left[k]);
        lw = w > lw ? w : lw;
        w = gui_text_width(a, FONT_NORMAL, right[k]);
        rw = w > rw ? w : rw;
        nright += right[k][0] != 0;
    }
    const gui_camera *c = &G->cam;
    SDL_Rect view = {c->vx, c->vy, c->vw, c->vh};
    int tw = gui_text_width(a, FONT_LARGE, title), w = lw + (rw ? gap + rw : 0);
    bool stacked = (tw > w ? tw : w) + 2 * pad > view.w;
    if (stacked)
        w = lw > gap + rw ? lw : gap + rw;
    w = (tw > w ? tw : w) + 2 * pad;
    int head = a->font_h[FONT_LARGE] + a->font_h[FONT_SMALL] + gui_px(a, 28), foot = a->font_h[FONT_SMALL] + gui_px(a, 24);
    SDL_Rect r = {0, 0, w, head + (n + (stacked ? nright : 0)) * lh + foot};
    if (r.w > view.w)
        a->overflow = "the box of what a computer expected is wider than the board";
    r.x = view.x + (view.w - r.w) / 2;
    r.y = view.y + (view.h - r.h) / 2;
    SDL_Rect free = gui_cover_avoid(a, r, view); /* not over a choice in progress, the hosting line */
    if (free.w)
        r = free;
    if (a->ncovers == 0) /* (the board dimmed, not what must stay seen) */
        gui_fill(a, view, (SDL_Color){0, 0, 0, 120});
    gui_panel(a, r);
    gui_text(a, FONT_LARGE, title, WHITE, r.x + r.w / 2, r.y + gui_px(a, 14), ALIGN_CENTER);
    if (level[0])
        gui_text(a, FONT_SMALL, level, GREY, r.x + r.w / 2, r.y + gui_px(a, 18) + a->font_h[FONT_LARGE], ALIGN_CENTER);
    int y = r.y + head;
    for (int k = 0; k < n; k++, y += lh) {
        gui_text(a, FONT_NORMAL, left[k], WHITE, r.x + pad, y, ALIGN_LEFT);
        if (right[k][0] && stacked)
            y += lh;
        if (right[k][0])
            gui_text(a, FONT_NORMAL, right[k], BLUE, r.x + pad + (stacked ? gap : lw + gap), y, ALIGN_LEFT);
    }
    gui_text(a, FONT_SMALL, close, GREY, r.x + r.w / 2, r.y + r.h - gui_px(a, 26), ALIGN_CENTER);
    if (gui_popup_closed(a, SDLK_e))
        G->expect_open = false;
}
