/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game's camera: where it looks after an action, gliding there, showing squares, and the player's
 * pan and zoom (shared with the results' board view). */
#include "gui_game_draw.h"
#include "gui_game.h"
#include "gui_exts.h"
#include "gui_shell.h"
#include "gui_widget.h"

#include <math.h>

static void glide_to(gui_app *a, int x0, int y0, int x1, int y1, bool near);

void gui_game_show_squares(gui_app *a, const int *xy, int n)
{
    gui_game *G = &a->game;
    if (n <= 0)
        return;
    int x0 = xy[0], y0 = xy[1], x1 = xy[0], y1 = xy[1];
    for (int i = 1; i < n; i++) {
        x0 = xy[2 * i] < x0 ? xy[2 * i] : x0;
        y0 = xy[2 * i + 1] < y0 ? xy[2 * i + 1] : y0;
        x1 = xy[2 * i] > x1 ? xy[2 * i] : x1;
        y1 = xy[2 * i + 1] > y1 ? xy[2 * i + 1] : y1;
    }
    double sx0, sy0, sx1, sy1;
    gui_board_layout(a);
    gui_cam_to_screen(&G->cam, x0, y0, &sx0, &sy0);
    gui_cam_to_screen(&G->cam, x1 + 1, y1 + 1, &sx1, &sy1);
    const gui_camera *c = &G->cam;
    if (sx0 >= c->vx && sy0 >= c->vy && sx1 <= c->vx + c->vw && sy1 <= c->vy + c->vh)
        return;
    gui_cam_fit(&G->cam, x0, y0, x1, y1, 0.6, G->cam.zoom);
    gui_ext_board_clamp(a, &G->cam.cx, &G->cam.cy);
    G->cam_glide = false;
}

bool gui_game_board_bounds(const carc_game *g, int *x0, int *y0, int *x1, int *y1)
{
    int n = carc_game_board_count(g);
    *x0 = *y0 = 1 << 30;
    *x1 = *y1 = -(1 << 30);
    for (int i = 0; i < n; i++) {
        carc_placed_tile pt = carc_game_board_tile(g, i);
        *x0 = SDL_min(*x0, pt.x);
        *y0 = SDL_min(*y0, pt.y);
        *x1 = SDL_max(*x1, pt.x);
        *y1 = SDL_max(*y1, pt.y);
    }
    return n > 0;
}

void gui_game_fit_tiles(gui_app *a)
{
    gui_game *G = &a->game;
    int x0, y0, x1, y1;
    if (!gui_game_board_bounds(G->g, &x0, &y0, &x1, &y1))
        return;
    gui_board_layout(a);
    gui_cam_fit(&G->cam, x0, y0, x1, y1, 1.5, GUI_GAME_FIT_ZOOM * a->ui);
    gui_ext_board_clamp(a, &G->cam.cx, &G->cam.cy);
    G->cam_glide = false;
}

void gui_game_focus(gui_app *a, bool fit_all)
{
    gui_game *G = &a->game;
    carc_game *g = G->g;
    gui_board_layout(a);
    /* on a map: the play area (a new game: around the start tile), the whole country is O */
    if (fit_all && gui_ext_board_frame(a, carc_game_action_count(g) == 0 ? 0 : -1))
        return;
    if (fit_all) {
        gui_game_fit_tiles(a);
        return;
    }
    int n = carc_game_board_count(g);
    if (n == 0)
        return;
    /* keep the last placed tile (or the one waiting for its meeple, with its markers) on screen, moving
     * the view smoothly and no more than needed: a tile placed with the mouse is under the cursor and
     * stays there (centring it made the view jump away from under the cursor near the side panel) */
    carc_placed_tile last = carc_game_board_tile(g, n - 1);
    if (G->pending)
        last = (carc_placed_tile){G->pending_act.x, G->pending_act.y, G->ptype, G->pending_act.rot};
    glide_to(a, last.x, last.y, last.x, last.y, false);
}

/* Glide the view, no more than needed, until the squares (x0, y0) to (x1, y1) are in it (centred on them
 * where they do not fit); with their neighbours when none of them is seen now, or with near, and then
 * centred on them (a turn's own area far from where the view was). */
static void glide_to(gui_app *a, int x0, int y0, int x1, int y1, bool near)
{
    gui_game *G = &a->game;
    const gui_camera *c = &G->cam;
    double sx0, sy0, sx1, sy1;
    gui_cam_to_screen(c, x0, y0, &sx0, &sy0);
    gui_cam_to_screen(c, x1 + 1, y1 + 1, &sx1, &sy1);
    bool unseen = sx1 <= c->vx || sy1 <= c->vy || sx0 >= c->vx + c->vw || sy0 >= c->vy + c->vh;
    double m = unseen || near ? c->zoom : 0; /* a tile not seen at all comes in with its neighbours */
    double dx = 0, dy = 0;
    if (unseen && near) {
        dx = (sx0 + sx1) / 2 - (c->vx + c->vw / 2.0);
        dy = (sy0 + sy1) / 2 - (c->vy + c->vh / 2.0);
    } else if (sx1 - sx0 + 2 * m > c->vw)
        dx = (sx0 + sx1) / 2 - (c->vx + c->vw / 2.0);
    else if (sx0 - m < c->vx)
        dx = sx0 - m - c->vx;
    else if (sx1 + m > c->vx + c->vw)
        dx = sx1 + m - (c->vx + c->vw);
    if (unseen && near)
        ;
    else if (sy1 - sy0 + 2 * m > c->vh)
        dy = (sy0 + sy1) / 2 - (c->vy + c->vh / 2.0);
    else if (sy0 - m < c->vy)
        dy = sy0 - m - c->vy;
    else if (sy1 + m > c->vy + c->vh)
        dy = sy1 + m - (c->vy + c->vh);
    if (dx == 0 && dy == 0)
        return;
    G->cam_tx = c->cx + dx / c->zoom;
    G->cam_ty = c->cy + dy / c->zoom;
    gui_ext_board_clamp(a, &G->cam_tx, &G->cam_ty);
    G->cam_glide = true;
}

/* A turn played at this screen begins at its tile: unless the player moved the view since their last action
 * (or since the turn before began), it glides back to where they can play, as a computer's turn or another
 * seat's may have taken it away (on a map, to the other end of the country): their last tile and the legal
 * square nearest it, moving no more than needed (centred on them when none was in sight). Once a turn,
 * when its tile is to be placed. */
void gui_game_turn_view(gui_app *a)
{
    gui_game *G = &a->game;
    carc_game *g = G->g;
    if (!g || G->finished || carc_game_over(g) || G->pending || G->ncand == 0 || !gui_game_idle(a))
        return;
    int turn = carc_game_turn(g), p = carc_game_current_player(g);
    if (turn == G->view_turn || !a->src->seat_here(a, p)) /* (a move during another seat's turn counts) */
        return;
    G->view_turn = turn;
    bool moved = G->view_moved;
    G->view_moved = false;
    int mine = p >= 0 && p < CARC_MAX_PLAYERS ? G->last_tile[p] : -1;
    if (moved || mine < 0 || mine >= carc_game_board_count(g))
        return;
    carc_placed_tile t = carc_game_board_tile(g, mine);
    int best = 0;
    double bd = 1e18;
    for (int i = 0; i < G->ncand; i++) {
        double d = (double)(G->cand[i].x - t.x) * (G->cand[i].x - t.x) + (double)(G->cand[i].y - t.y) * (G->cand[i].y - t.y);
        if (d < bd) {
            bd = d;
            best = i;
        }
    }
    int cx = G->cand[best].x, cy = G->cand[best].y;
    gui_board_layout(a);
    glide_to(a, SDL_min(cx, t.x), SDL_min(cy, t.y), SDL_max(cx, t.x), SDL_max(cy, t.y), true);
}

/* The final scoring goes over the whole board: the view glides to each feature as it is scored (its glow),
 * unless the player moves it (each frame: no move once it is in view). */
void gui_game_follow_scoring(gui_app *a)
{
    gui_game *G = &a->game;
    const gui_anim_queue *q = &G->anim;
    if (!G->g || !carc_game_over(G->g))
        return;
    if (G->view_turn != -1) { /* the game just ended: what the player moved the view for is played */
        G->view_turn = -1;
        G->view_moved = false;
    }
    if (G->view_moved)
        return;
    for (int i = 0; i < q->n; i++) {
        const gui_anim *an = &q->items[i];
        double p = gui_anim_progress(q, an);
        if (an->kind != GUI_ANIM_FEATURE_GLOW || p < 0 || p >= 1 || an->glow.len <= 0)
            continue;
        const int *xy = G->coords + an->glow.off;
        int x0 = xy[0], y0 = xy[1], x1 = xy[0], y1 = xy[1];
        for (int k = 1; k < an->glow.len; k++) {
            x0 = SDL_min(x0, xy[2 * k]);
            y0 = SDL_min(y0, xy[2 * k + 1]);
            x1 = SDL_max(x1, xy[2 * k]);
            y1 = SDL_max(y1, xy[2 * k + 1]);
        }
        gui_board_layout(a);
        glide_to(a, x0, y0, x1, y1, false);
        return;
    }
}

/* Pan and zoom: arrow keys, + and -, Home/C, O (the whole map), the wheel over the board, dragging. Shared by the game
 * and the results' board view. */
void gui_game_camera_input(gui_app *a)
{
    gui_game *G = &a->game;
    gui_input *in = &a->in;
    gui_camera *c = &G->cam;
    double step = 60 * a->ui, mx = c->vx + c->vw / 2.0, my = c->vy + c->vh / 2.0;
    for (int i = 0; i < in->nkeys; i++) {
        SDL_Keycode k = in->keys[i];
        bool moved = true; /* the player moved the view (gui_game_turn_view leaves it where they put it) */
        if (k == SDLK_LEFT || k == SDLK_RIGHT || k == SDLK_UP || k == SDLK_DOWN) {
            gui_cam_pan_pixels(c, (k == SDLK_LEFT) * step - (k == SDLK_RIGHT) * step, (k == SDLK_UP) * step - (k == SDLK_DOWN) * step);
            G->cam_glide = false;
        } else if (k == SDLK_PLUS || k == SDLK_EQUALS || k == SDLK_KP_PLUS) {
            gui_cam_zoom_at(c, 1.2, mx, my);
        } else if (k == SDLK_MINUS || k == SDLK_KP_MINUS) {
            gui_cam_zoom_at(c, 1 / 1.2, mx, my);
        } else if (k == SDLK_HOME || k == SDLK_c) {
            gui_game_focus(a, true);
        } else if (k == SDLK_o) {
            gui_ext_board_fit(a); /* the whole country */
        } else {
            moved = false;
        }
        G->view_moved |= moved;
    }
    SDL_Rect view = {c->vx, c->vy, c->vw, c->vh};
    if (in->wheel && gui_in_rect(in->mx, in->my, view) && !gui_in_rect(in->mx, in->my, gui_hud_tile_rect(a))) {
        gui_cam_zoom_at(c, pow(1.15, in->wheel), in->mx, in->my);
        G->view_moved = true;
    }
    if (in->dragging && gui_in_rect(in->press_x, in->press_y, view)) {
        gui_cam_pan_pixels(c, in->drag_dx, in->drag_dy);
        G->cam_glide = false;
        G->view_moved = true;
    }
}

void gui_game_glide(gui_app *a, double dt)
{
    gui_game *G = &a->game;
    if (G->cam_glide) {
        double k = 1 - exp(-dt * 6);
        G->cam.cx += (G->cam_tx - G->cam.cx) * k;
        G->cam.cy += (G->cam_ty - G->cam.cy) * k;
        if (fabs(G->cam_tx - G->cam.cx) < 0.01 && fabs(G->cam_ty - G->cam.cy) < 0.01)
            G->cam_glide = false;
    }
}
