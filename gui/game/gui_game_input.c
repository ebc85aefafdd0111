/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game's input before the frame is drawn: undo and redo, keys, the square and meeple spot under the
 * mouse, the expansions' choices on the board; and after it, a click on the board (a tile, a meeple). */
#include "gui_game_draw.h"
#include "gui_exts.h"
#include "gui_game.h"
#include "gui_save.h"
#include "gui_saves.h"
#include "gui_expect.h"
#include "gui_shell.h"
#include "gui_tiles_left.h"
#include "gui_widget.h"

#include <math.h>

static void mode_of(gui_app *a, gui_game_mode *m)
{
    const gui_game *G = &a->game;
    m->idle = gui_game_idle(a);
    m->screen = gui_ext_modal(a);
    m->modal = G->saving || a->help || G->tiles_left || G->expect_open || G->leaving || m->screen;
}

/* A key or click that acts on the game while an animation plays finishes the animation, then does what
 * it means: none is swallowed (Space right after a tile skips the meeple). A click on the board only
 * finishes it: what it could choose there is not shown while an animation plays. */
static bool acts(const gui_app *a, const gui_game_mode *m)
{
    const gui_input *in = &a->in;
    if (m->modal)
        return false;
    if (in->rclicked || (in->clicked && !m->in_view)) /* right-click: rotate or back; else the panel's buttons */
        return true;
    for (int i = 0; i < in->nkeys; i++) {
        SDL_Keycode k = in->keys[i];
        if (k == SDLK_SPACE || k == SDLK_RETURN || k == SDLK_ESCAPE || k == SDLK_BACKSPACE || k == SDLK_r)
            return true;
    }
    return false;
}

int gui_history_key(const gui_input *in, int i)
{
    SDL_Keycode k = in->keys[i];
    bool ctrl = (in->keymods[i] & KMOD_CTRL) != 0, shift = (in->keymods[i] & KMOD_SHIFT) != 0;
    if (ctrl && (k == SDLK_y || (k == SDLK_z && shift)))
        return GUI_REQ_REDO;
    return ctrl && k == SDLK_z ? GUI_REQ_UNDO : GUI_REQ_NONE;
}

/* Undo and redo in every phase (an expansion's screens too), not under the Save box or the help. */
static void history_keys(gui_app *a, gui_game_mode *m)
{
    gui_game *G = &a->game;
    gui_input *in = &a->in;
    for (int i = 0; i < in->nkeys && !G->saving && !a->help; i++) {
        int r = gui_history_key(in, i);
        if (r == GUI_REQ_REDO)
            gui_history_redo(a);
        else if (r == GUI_REQ_UNDO)
            gui_game_undo(a);
        else
            continue;
        in->keys[i] = SDLK_UNKNOWN; /* taken */
        mode_of(a, m);
    }
}

/* M mutes and unmutes, 9 and 0 turn the volume down and up (as in mpv). */
static void sound_key(gui_app *a, SDL_Keycode k)
{
    int vol = gui_audio_volume(a->audio) + (k == SDLK_0) * 10 - (k == SDLK_9) * 10;
    gui_audio_set(a->audio, vol, k == SDLK_m && !gui_audio_muted(a->audio));
    if (gui_audio_muted(a->audio))
        gui_game_message(a, "%s", _("Sound off (M)"));
    else
        gui_game_message(a, _("Volume %d%% (9 / 0, M mutes)"), gui_audio_volume(a->audio));
    gui_settings_save(a); /* after the volume's message: a failure to keep it replaces it */
}

static void keys(gui_app *a, const gui_game_mode *m)
{
    gui_game *G = &a->game;
    gui_input *in = &a->in;
    /* beside an expansion's screen that shows the board, it can still be panned and zoomed */
    const gui_ext *s = m->screen;
    if (s && s->modal_board && s->modal_board(a, in->mx, in->my) && (!in->dragging || s->modal_board(a, in->press_x, in->press_y)))
        gui_game_camera_input(a);
    if (m->modal)
        return;
    gui_game_camera_input(a);
    for (int i = 0; i < in->nkeys; i++) {
        SDL_Keycode k = in->keys[i];
        bool ctrl = (in->keymods[i] & KMOD_CTRL) != 0;
        if (k == SDLK_s && ctrl) {
            gui_saves_open(a);
        } else if (k == SDLK_t && !ctrl) {
            gui_tiles_left_toggle(a);
            in->keys[i] = SDLK_UNKNOWN; /* taken: the popup, drawn next, closes on T */
        } else if (k == SDLK_e && !ctrl) {
            gui_expect_toggle(a);
            in->keys[i] = SDLK_UNKNOWN; /* taken: the box, drawn next, closes on E */
        } else if (k == SDLK_m || k == SDLK_9 || k == SDLK_0) {
            sound_key(a, k);
        } else if (k == SDLK_r) {
            gui_game_rotate(a, (in->keymods[i] & KMOD_SHIFT) ? -1 : 1);
        } else if (k == SDLK_TAB) { /* the next kind of figure that has a spot */
            gui_game_figure_next(a, (in->keymods[i] & KMOD_SHIFT) ? -1 : 1);
        } else if (k == SDLK_BACKSPACE) {
            if (!gui_ext_back(a))
                gui_game_undo(a);
        } else if (k == SDLK_SPACE || k == SDLK_RETURN) {
            if (gui_ext_confirm(a)) /* an expansion's choice on the board, chosen: played */
                ;
            else if (G->chosen_meeple >= 0)
                gui_game_confirm_meeple(a);
            else if (G->can_pass && (G->pending || G->ncand == 0)) { /* Skip, No sale or Done is shown */
                carc_action pass;
                carc_action_pass(&pass);
                gui_game_confirm(a, &pass);
            }
        } else if (k == SDLK_ESCAPE) {
            if (G->chosen_meeple >= 0)
                G->chosen_meeple = -1; /* the meeple comes back off the tile: choose again */
            else if (!gui_ext_back(a) && G->pending)
                gui_game_undo(a);
        }
    }
    /* the wheel over the HUD tile rotates it */
    if (in->wheel && gui_in_rect(in->mx, in->my, gui_hud_tile_rect(a)))
        gui_game_rotate(a, in->wheel > 0 ? -1 : 1);
}

/* The square under the mouse (turning the tile to a rotation that fits there) and the meeple spot. */
static void hover(gui_app *a, const gui_game_mode *m)
{
    gui_game *G = &a->game;
    gui_input *in = &a->in;
    G->hover_board = false;
    G->hover_meeple = -1;
    double u = 0, v = 0;
    if (!m->in_view || m->modal)
        return;
    gui_cam_square_at(&G->cam, in->mx, in->my, &G->hover_x, &G->hover_y, &u, &v);
    G->hover_board = true;
    unsigned msk = gui_game_cand_mask(G, G->hover_x, G->hover_y);
    if (msk && !G->pending && !((msk >> G->rot) & 1)) /* offer a rotation that fits first */
        for (int k = 1; k < 4; k++)
            if ((msk >> ((G->rot + k) & 3)) & 1) {
                G->rot = (G->rot + k) & 3;
                break;
            }
    if (gui_ext_board_choice(a))
        G->chosen_meeple = -1; /* an expansion's choice on the board replaces it */
    if (G->nmopt > 0 && !gui_ext_board_choice(a)) {
        double best = G->cam.zoom * 0.16;
        best = best < 12 ? 12 : best;
        for (int i = 0; i < G->nmopt; i++) {
            double sx, sy;
            gui_cam_to_screen(&G->cam, G->mtx + G->mopt[i].u, G->mty + G->mopt[i].v, &sx, &sy);
            double d = hypot(sx - in->mx, sy - in->my);
            if (d < best) {
                best = d;
                G->hover_meeple = i;
            }
        }
        if (G->hover_meeple < 0 && G->hover_x == G->mtx && G->hover_y == G->mty) {
            int seg = gui_mask_segment(&a->tiles[G->mtype].mask, G->mrot, u, v);
            for (int i = 0; i < G->nmopt; i++)
                if (seg >= 0 && G->mopt[i].seg == seg)
                    G->hover_meeple = i;
        }
    }
}

void gui_game_input(gui_app *a, gui_game_mode *m)
{
    gui_game *G = &a->game;
    gui_input *in = &a->in;
    mode_of(a, m);
    const gui_camera *c = &G->cam;
    SDL_Rect view = {c->vx, c->vy, c->vw, c->vh};
    m->in_view = gui_in_rect(in->mx, in->my, view);
    if (!m->idle && acts(a, m)) {
        gui_game_skip(a);
        mode_of(a, m);
        if (m->screen) { /* the end of the animation opened a screen (pass the mouse): it was not meant for it */
            in->clicked = in->rclicked = false;
            in->nkeys = 0;
        }
    }
    history_keys(a, m);
    keys(a, m);
    hover(a, m);
    if (in->rclicked && !m->modal && !gui_ext_back(a))
        gui_game_rotate(a, 1);
    if (!m->modal && m->idle) /* the expansions' choices on the board */
        gui_ext_board_input(a);
}

void gui_game_confirm_meeple(gui_app *a)
{
    gui_game *G = &a->game;
    carc_action act = G->mopt[G->chosen_meeple].act;
    G->chosen_meeple = -1;
    gui_game_confirm(a, &act);
}

void gui_game_click(gui_app *a, const gui_game_mode *m)
{
    gui_game *G = &a->game;
    gui_input *in = &a->in;
    if (!in->clicked || in->consumed || !m->in_view || m->modal)
        return;
    in->consumed = true;
    if (!gui_game_idle(a)) {
        gui_game_skip(a);
    } else if (!G->pending && G->ncand > 0) {
        unsigned msk = gui_game_cand_mask(G, G->hover_x, G->hover_y);
        if ((msk >> G->rot) & 1)
            gui_game_place_tile(a, G->hover_x, G->hover_y, G->rot);
        else if (carc_game_board_at(G->g, G->hover_x, G->hover_y) < 0 && msk == 0 && G->hover_board)
            gui_game_message(a, "%s", _("The tile cannot go there: try a highlighted square."));
    } else if (G->hover_meeple >= 0) {
        /* a first click stands the meeple on its spot; Confirm (or a second click) plays it */
        if (G->hover_meeple == G->chosen_meeple)
            gui_game_confirm_meeple(a);
        else
            G->chosen_meeple = G->hover_meeple;
    }
}
