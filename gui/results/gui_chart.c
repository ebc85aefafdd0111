/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The score race on the results: each player's score after every turn, summed from the scoring log (the
 * log keeps the whole game, each entry with its turn; the final scoring is drawn at the last turn), one
 * line per player in their colour. */
#include "gui_chart.h"

#include "gui_game_draw.h"
#include "gui_shell.h"

#include <stdio.h>
#include <stdlib.h>

void gui_chart_draw(gui_app *a, SDL_Rect r)
{
    const gui_game *G = &a->game;
    int np = carc_game_player_count(G->g), n = G->nlog < GUI_LOG_LEN ? G->nlog : GUI_LOG_LEN, first = G->nlog - n;
    int turns = 1, top = 1;
    for (int i = first; i < G->nlog; i++)
        turns = G->log[i % GUI_LOG_LEN].turn > turns ? G->log[i % GUI_LOG_LEN].turn : turns;
    for (int p = 0; p < np; p++)
        top = carc_game_score(G->g, p) > top ? carc_game_score(G->g, p) : top;
    const SDL_Color GREY = {160, 166, 178, 255};
    int lw = gui_px(a, 34), bh = a->font_h[FONT_SMALL] + gui_px(a, 4);
    SDL_Rect plot = {r.x + lw, r.y + gui_px(a, 4), r.w - lw - gui_px(a, 8), r.h - bh - gui_px(a, 8)};
    gui_fill(a, plot, (SDL_Color){24, 27, 34, 255});
    /* a line every "step" points, labelled */
    int step = top <= 20 ? 5 : top <= 60 ? 10 : top <= 150 ? 25 : 50;
    char buf[32];
    for (int v = 0; v <= top; v += step) {
        int y = plot.y + plot.h - (int)((double)v / top * plot.h);
        gui_fill(a, (SDL_Rect){plot.x, y, plot.w, 1}, (SDL_Color){60, 66, 80, 255});
        snprintf(buf, sizeof buf, "%d", v);
        gui_text(a, FONT_SMALL, buf, GREY, plot.x - gui_px(a, 6), y - a->font_h[FONT_SMALL] / 2, ALIGN_RIGHT);
    }
    snprintf(buf, sizeof buf, _("turn %d"), 1);
    gui_text(a, FONT_SMALL, buf, GREY, plot.x, plot.y + plot.h + gui_px(a, 2), ALIGN_LEFT);
    snprintf(buf, sizeof buf, _("turn %d"), turns);
    gui_text(a, FONT_SMALL, buf, GREY, plot.x + plot.w, plot.y + plot.h + gui_px(a, 2), ALIGN_RIGHT);
    gui_text(a, FONT_SMALL, _("score after each turn"), GREY, plot.x + plot.w / 2, plot.y + plot.h + gui_px(a, 2), ALIGN_CENTER);
    /* one polyline per player: its score at the end of each turn */
    SDL_FPoint *pts = malloc(sizeof *pts * (size_t)(turns + 1));
    if (!pts)
        return;
    SDL_SetRenderDrawBlendMode(a->ren, SDL_BLENDMODE_BLEND);
    for (int p = 0; p < np; p++) {
        int score = 0, k = first;
        for (int t = 0; t <= turns; t++) {
            for (; k < G->nlog && G->log[k % GUI_LOG_LEN].turn <= t; k++)
                score += G->log[k % GUI_LOG_LEN].player == p ? G->log[k % GUI_LOG_LEN].amount : 0;
            pts[t].x = (float)(plot.x + (double)t / turns * (plot.w - 1));
            pts[t].y = (float)(plot.y + plot.h - 1 - (double)score / top * (plot.h - 1));
        }
        SDL_Color c = gui_player_color(carc_game_player_color(G->g, p));
        if (c.r + c.g + c.b < 160) /* black: lighter, to be seen on the dark plot */
            c = (SDL_Color){150, 150, 160, 255};
        SDL_SetRenderDrawColor(a->ren, c.r, c.g, c.b, 255);
        for (int d = 0; d < 2; d++) { /* two pixels thick */
            for (int t = 0; t <= turns; t++)
                pts[t].y += d;
            SDL_RenderDrawLinesF(a->ren, pts, turns + 1);
        }
    }
    free(pts);
}
