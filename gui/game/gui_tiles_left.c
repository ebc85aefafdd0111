/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tiles left: a popup over the board with every tile picture of the game and how many of it are still in
 * the stack (T, or the count in the header). The stack is the end of the game's recorded draw order (a
 * saved game's "draw": the stack as it was after the start tile; the tiles left are its last ones), so
 * the counts are those a player could keep by watching the tiles go, never the order. */
#include "gui_shell.h"
#include "gui_tiles_left.h"

#include "gui_game_draw.h"
#include "gui_game.h"
#include "gui_widget.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <string.h>

#define MAX_KINDS 256

static const SDL_Color WHITE = {240, 240, 240, 255}, GREY = {160, 166, 178, 255};

static struct {
    unsigned key;   /* the game version the counts belong to */
    int shown_left; /* and the tiles left shown (gui_game_shown: the count before an action plays) */
    int nkind, total;
    int type[MAX_KINDS]; /* tile types of the game's stack, in rules order */
    int left[MAX_KINDS]; /* how many of each are still in it */
} tally;

/* The counts of the game shown, from its recorded draw order: while an action's animations play, the
 * stack as it was before it (as the header's count). */
static void count(gui_app *a)
{
    gui_game *G = &a->game;
    gui_shown s;
    gui_game_shown(a, &s);
    if (tally.key == G->version && tally.shown_left == s.tiles_left && tally.nkind > 0)
        return;
    tally.key = G->version;
    tally.shown_left = s.tiles_left;
    tally.nkind = tally.total = 0;
    static int seen[MAX_KINDS * 4];
    int ntypes = carc_rules_tile_count(a->rules);
    if (ntypes > (int)(sizeof seen / sizeof seen[0]))
        ntypes = (int)(sizeof seen / sizeof seen[0]);
    for (int t = 0; t < ntypes; t++)
        seen[t] = -1; /* -1: not in this game's stack, else tiles left */
    cJSON *j = carc_game_save_json(G->g);
    const cJSON *draw = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(j, "setup"), "draw");
    int n = cJSON_GetArraySize(draw), first = n - s.tiles_left, i = 0;
    const cJSON *d;
    cJSON_ArrayForEach(d, draw)
    {
        int t = cJSON_IsString(d) ? carc_rules_tile_find(a->rules, d->valuestring) : -1;
        if (t >= 0 && t < ntypes) {
            seen[t] = seen[t] < 0 ? 0 : seen[t];
            seen[t] += i >= first;
        }
        i++;
    }
    cJSON_Delete(j);
    for (int t = 0; t < ntypes && tally.nkind < MAX_KINDS; t++)
        if (seen[t] >= 0) {
            tally.type[tally.nkind] = t;
            tally.left[tally.nkind++] = seen[t];
            tally.total += seen[t];
        }
}

void gui_tiles_left_toggle(gui_app *a)
{
    a->game.tiles_left = !a->game.tiles_left;
}

void gui_tiles_left_draw(gui_app *a)
{
    gui_game *G = &a->game;
    if (!G->tiles_left)
        return;
    count(a);
    const gui_camera *c = &G->cam;
    SDL_Rect view = {c->vx, c->vy, c->vw, c->vh};
    gui_fill(a, view, (SDL_Color){0, 0, 0, 120});
    /* cells as large as fit (64 px at most): a picture and its count below */
    int pad = gui_px(a, 20), head = gui_px(a, 64), foot = gui_px(a, 34), label = a->font_h[FONT_BOLD] + gui_px(a, 2);
    int aw = view.w - 2 * pad - gui_px(a, 24), ah = view.h - 2 * pad - head - foot;
    int cell = gui_px(a, 64), gap = gui_px(a, 8), cols = 1, rows = 1;
    for (; cell > gui_px(a, 16); cell -= 2) {
        cols = (aw + gap) / (cell + gap);
        rows = cols > 0 ? (tally.nkind + cols - 1) / cols : 1 << 20;
        if (cols > 0 && rows * (cell + label + gap) <= ah)
            break;
    }
    cols = cols < 1 ? 1 : cols > tally.nkind ? (tally.nkind > 0 ? tally.nkind : 1) : cols;
    int gw = cols * (cell + gap) - gap;
    SDL_Rect r = {0, 0, gw + 2 * gui_px(a, 24), head + rows * (cell + label + gap) + foot};
    char buf[96];
    snprintf(buf, sizeof buf, _("Tiles left in the stack: %d"), 100); /* the widest count */
    int tw = gui_text_width(a, FONT_LARGE, buf) + 2 * gui_px(a, 24);
    const char *sub = _("how many of each picture (the order stays hidden)"), *close = _("Click, T or Esc to close");
    tw = gui_text_width(a, FONT_SMALL, sub) + 2 * gui_px(a, 24) > tw ? gui_text_width(a, FONT_SMALL, sub) + 2 * gui_px(a, 24) : tw;
    r.w = r.w < tw ? tw : r.w;
    r.x = view.x + (view.w - r.w) / 2;
    r.y = view.y + (view.h - r.h) / 2;
    gui_panel(a, r);
    snprintf(buf, sizeof buf, _("Tiles left in the stack: %d"), tally.total);
    gui_text(a, FONT_LARGE, buf, WHITE, r.x + r.w / 2, r.y + gui_px(a, 14), ALIGN_CENTER);
    gui_text(a, FONT_SMALL, sub, GREY, r.x + r.w / 2, r.y + gui_px(a, 18) + a->font_h[FONT_LARGE], ALIGN_CENTER);
    int x0 = r.x + (r.w - gw) / 2, y0 = r.y + head;
    for (int k = 0; k < tally.nkind; k++) {
        SDL_Rect t = {x0 + (k % cols) * (cell + gap), y0 + (k / cols) * (cell + label + gap), cell, cell};
        bool none = tally.left[k] == 0;
        gui_draw_tile(a, tally.type[k], 0, t, none ? 60 : 255);
        snprintf(buf, sizeof buf, "%d", tally.left[k]);
        gui_text(a, FONT_BOLD, buf, none ? GREY : WHITE, t.x + t.w / 2, t.y + t.h + gui_px(a, 1), ALIGN_CENTER);
    }
    gui_text(a, FONT_SMALL, close, GREY, r.x + r.w / 2, r.y + r.h - gui_px(a, 26), ALIGN_CENTER);
    if (gui_popup_closed(a, SDLK_t))
        G->tiles_left = false;
}
