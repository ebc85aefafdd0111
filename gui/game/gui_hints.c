/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Hints on demand (gui_hints.h). What they say comes from the engine and from public information only:
 * carc_game_dead_squares (which tiles remain, not their order), and copies of the game with each legal
 * placement and each choice of the meeple step applied, whose feature scoring the engine reports in its
 * events. Asked once per game state. */
#include "gui_hints.h"

#include "gui_game_draw.h"
#include "gui_shell.h"

#include <stdio.h>
#include <string.h>

#define MAX_SQUARES (4 * 512)

typedef struct hint_square {
    int x, y, points;
} hint_square;

static struct {
    unsigned version;
    int ndead, nscore;
    int dead[2 * MAX_SQUARES];
    hint_square score[MAX_SQUARES];
} hint = {0, 0, 0, {0}, {{0, 0, 0}}};

/* What the feature scoring of a copy paid p, from its events: only the base categories, whose points
 * everyone can work out (a face-down chip's value or another player's hidden choice must not show). */
static int feature_points(const carc_game *t, int p)
{
    static const char *const open[] = {"road", "city", "monastery", "field"};
    int n, sum = 0;
    const carc_event *ev = carc_game_events(t, &n);
    for (int i = 0; i < n; i++)
        for (size_t k = 0; k < sizeof open / sizeof open[0]; k++)
            if (ev[i].type == CARC_EV_POINTS && ev[i].player == p && ev[i].reason && strcmp(ev[i].reason, open[k]) == 0)
                sum += ev[i].amount;
    return sum;
}

/* The most the player to move scores this turn with the tile at (x, y, rot): over every choice of the
 * meeple step (a meeple, a module's alternative, or none). t, u: scratch copies of the game. */
static int placement_points(const carc_game *g, carc_game *t, carc_game *u, carc_action_list *legal, int x, int y, int rot)
{
    int p = carc_game_active_player(g), best = 0;
    carc_action act;
    carc_err err;
    carc_action_tile(&act, x, y, rot);
    carc_game_copy(t, g);
    if (carc_game_apply(t, &act, &err) != CARC_OK)
        return 0;
    carc_game_legal_actions(t, legal);
    for (int i = 0; i < legal->n; i++) {
        carc_game_copy(u, t);
        carc_game_clear_events(u);
        if (carc_game_apply(u, &legal->v[i], &err) == CARC_OK)
            best = SDL_max(best, feature_points(u, p));
    }
    return best;
}

static void ask(gui_app *a)
{
    gui_game *G = &a->game;
    if (hint.version == G->version)
        return;
    hint.version = G->version;
    hint.ndead = carc_game_dead_squares(G->g, hint.dead, MAX_SQUARES);
    hint.ndead = SDL_min(hint.ndead, MAX_SQUARES);
    hint.nscore = 0;
    carc_game *t = carc_game_clone(G->g), *u = carc_game_clone(G->g);
    carc_action_list legal = {0};
    if (t && u) {
        for (int i = 0; i < G->ncand && hint.nscore < MAX_SQUARES; i++) {
            int most = 0;
            for (int r = 0; r < 4; r++)
                if (G->cand[i].rotmask >> r & 1)
                    most = SDL_max(most, placement_points(G->g, t, u, &legal, G->cand[i].x, G->cand[i].y, r));
            if (most > 0)
                hint.score[hint.nscore++] = (hint_square){G->cand[i].x, G->cand[i].y, most};
        }
    }
    carc_action_list_free(&legal);
    carc_game_free(t);
    carc_game_free(u);
}

void gui_hints_draw(gui_app *a)
{
    gui_game *G = &a->game;
    if (!a->menu.hints || carc_game_player_ai(G->g, carc_game_current_player(G->g))[0])
        return;
    ask(a);
    for (int i = 0; i < hint.ndead; i++) { /* crossed out: nothing left fits there */
        SDL_Rect r;
        gui_board_square(a, hint.dead[2 * i], hint.dead[2 * i + 1], &r);
        if (a->screen_log) /* the board square too, for the tests */
            fprintf(a->screen_log, "dead %d %d %d %d\n", r.x, r.y, hint.dead[2 * i], hint.dead[2 * i + 1]);
        gui_fill(a, r, (SDL_Color){20, 10, 10, 110});
        int m = r.w / 4;
        SDL_SetRenderDrawColor(a->ren, 230, 90, 80, 220);
        for (int k = -1; k <= 1; k++) {
            SDL_RenderDrawLine(a->ren, r.x + m + k, r.y + m, r.x + r.w - m + k, r.y + r.h - m);
            SDL_RenderDrawLine(a->ren, r.x + r.w - m + k, r.y + m, r.x + m + k, r.y + r.h - m);
        }
    }
    for (int i = 0; i < hint.nscore; i++) {
        SDL_Rect r;
        gui_board_square(a, hint.score[i].x, hint.score[i].y, &r);
        char label[16];
        snprintf(label, sizeof label, "+%d", hint.score[i].points);
        int font = r.w >= 3 * a->font_h[FONT_LARGE] ? FONT_LARGE : FONT_BOLD, y = r.y + (r.h - a->font_h[font]) / 2;
        gui_text(a, font, label, (SDL_Color){0, 0, 0, 200}, r.x + r.w / 2 + 1, y + 1, ALIGN_CENTER);
        gui_text(a, font, label, (SDL_Color){255, 226, 120, 255}, r.x + r.w / 2, y, ALIGN_CENTER);
    }
}
