/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The last tile each player placed, framed in their colour while it belongs to the last round (the last
 * as many placements as there are players): from the engine's tile_placed events, which name the player
 * (the start tiles name none). */
#include "gui_last_tiles.h"

#include "gui_game_draw.h"
#include "gui_shell.h"

void gui_last_tiles_reset(gui_app *a)
{
    for (int p = 0; p < CARC_MAX_PLAYERS; p++)
        a->game.last_tile[p] = -1;
}

void gui_last_tiles_note(gui_app *a, const carc_event *e)
{
    if (e->type != CARC_EV_TILE_PLACED || e->player < 0 || e->player >= CARC_MAX_PLAYERS)
        return;
    a->game.last_tile[e->player] = carc_game_board_at(a->game.g, e->x, e->y);
}

void gui_last_tiles_draw(gui_app *a)
{
    const gui_game *G = &a->game;
    int nb = carc_game_board_count(G->g), np = carc_game_player_count(G->g);
    int w = G->cam.zoom > 60 ? 3 : 2;
    for (int p = 0; p < np && p < CARC_MAX_PLAYERS; p++) {
        int i = G->last_tile[p];
        if (i < 0 || i >= nb || i < nb - np) /* none, or placed before the last round */
            continue;
        carc_placed_tile pt = carc_game_board_tile(G->g, i);
        SDL_Rect r;
        gui_board_square(a, pt.x, pt.y, &r);
        SDL_Color c = gui_player_color(carc_game_player_color(G->g, p));
        /* a dark line around the colour: seen on light land and dark tiles alike (and black on the table) */
        gui_frame(a, (SDL_Rect){r.x + 1, r.y + 1, r.w - 2, r.h - 2}, (SDL_Color){16, 18, 22, 200}, 1);
        gui_frame(a, (SDL_Rect){r.x + 2, r.y + 2, r.w - 4, r.h - 4}, c, w);
        gui_frame(a, (SDL_Rect){r.x + 2 + w, r.y + 2 + w, r.w - 4 - 2 * w, r.h - 4 - 2 * w}, (SDL_Color){240, 240, 240, 150}, 1);
        double ms = r.w * 0.13 < 8 ? 8 : r.w * 0.13; /* the player's symbol in the frame's corner */
        gui_seat_mark(a, gui_color_index(carc_game_player_color(G->g, p)), r.x + 4 + w + ms * 0.7, r.y + 4 + w + ms * 0.7, ms);
    }
}
