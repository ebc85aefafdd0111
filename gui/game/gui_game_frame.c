/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One frame of the game scene: animations and the camera move on, the input is read, the board, the HUD
 * and the screens over them are drawn, then a click on the board is played. */
#include "gui_ai.h"
#include "gui_game_draw.h"
#include "gui_exts.h"
#include "gui_game.h"
#include "gui_saves.h"
#include "gui_expect.h"
#include "gui_shell.h"
#include "gui_tiles_left.h"
#include "gui_widget.h"

#include <stdio.h>

SDL_Rect gui_board_dialog(gui_app *a, int w, int h)
{
    SDL_Rect r = {0, 0, gui_px(a, w), gui_px(a, h)};
    r.x = (gui_hud_rect(a).x - r.w) / 2;
    r.y = (a->h - r.h) / 2;
    gui_fill(a, (SDL_Rect){0, 0, a->w, a->h}, (SDL_Color){0, 0, 0, 100});
    gui_panel(a, r);
    return r;
}

/* Under a modal screen the board and the HUD see no mouse (beside an expansion's screen that shows the
 * board, the HUD's Save, Menu and Help still work). */
static void draw(gui_app *a, const gui_game_mode *m)
{
    gui_game *G = &a->game;
    gui_input *in = &a->in;
    const gui_ext *s = m->screen;
    if (s && s->modal_held && s->modal_held(a)) /* no choice nor button by the tail of a double click */
        in->clicked = false;
    gui_input keep = *in;
    bool mask = G->saving || a->help || G->tiles_left || G->expect_open || G->leaving || (s && s->modal_blind && s->modal_blind(a));
    if (mask) {
        in->clicked = in->lpressed = in->ldown = in->rclicked = false;
        in->mx = in->my = -10000;
        in->wheel = 0;
        in->nkeys = 0;
    }
    gui_board_draw(a);
    gui_ext_draw_panel(a);
    gui_hud_draw(a);
    gui_board_draw_flying(a);
    gui_toast_draw(a);
    a->src->draw(a);
    if (s && mask && !G->saving && !a->help && !G->tiles_left && !G->expect_open &&
        !G->leaving) /* the screen takes the mouse, unless a box is over it */
        *in = keep;
    if (s && s->modal_draw)
        s->modal_draw(a);
    if (mask) {
        keep.consumed = in->consumed;
        *in = keep;
    }
    if (G->saving)
        gui_saves_save_box(a);
    else if (G->tiles_left)
        gui_tiles_left_draw(a);
    else if (G->leaving)
        gui_saves_leave_box(a);
    else
        gui_expect_draw(a); /* the box of what a computer expected, or the hint that E opens it */
}

void gui_game_frame(gui_app *a, double dt)
{
    gui_game *G = &a->game;
    gui_anim_update(&G->anim, dt * a->speed);
    G->held &= gui_anim_busy(&G->anim); /* the actions shown have played: the HUD shows the game's turn */
    gui_audio_play(a->audio, G->anim.cues, G->anim.ncues);
    gui_board_layout(a);
    a->src->frame(a);
    gui_game_glide(a, dt);
    gui_game_turn_view(a);
    gui_game_follow_scoring(a);
    gui_game_mode m;
    gui_game_input(a, &m);
    draw(a, &m);
    gui_game_click(a, &m);
    if (G->finished && gui_game_idle(a) && !G->pending) {
        a->scene = SCENE_RESULTS;
        G->view_board = false;
        if (!gui_ext_board_fit(a)) /* the final board: on a map the whole country */
            gui_game_focus(a, true);
    }
}
