/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Previews: copies of the game with actions applied — the pending tile (where the meeple spots come
 * from), and what an option would score. */
#include "gui_game.h"
#include "gui_shell.h"

#include <stdio.h>

/* A copy of the game with actions applied: the preview of the pending tile, or what an option would
 * score. Nothing reads a copy's events or log: recording is off. NULL (and a message in err, if given)
 * when refused. */
carc_game *gui_game_try(gui_app *a, const carc_action *acts, int n, carc_err *err)
{
    carc_err ignored;
    err = err ? err : &ignored;
    carc_game *t = carc_game_clone(a->game.g);
    if (!t) {
        carc_err_set(err, CARC_E_IO, N_("out of memory"));
        return NULL;
    }
    carc_game_set_recording(t, false);
    for (int i = 0; i < n; i++)
        if (carc_game_apply(t, &acts[i], err) != CARC_OK) {
            carc_game_free(t);
            return NULL;
        }
    return t;
}

bool gui_game_place_tile(gui_app *a, int x, int y, int rot)
{
    gui_game *G = &a->game;
    if (G->pending || !((gui_game_cand_mask(G, x, y) >> (rot & 3)) & 1))
        return false;
    carc_action act;
    carc_action_tile(&act, x, y, rot);
    carc_err err = {0};
    char ebuf[400];
    carc_game *pv = gui_game_try(a, &act, 1, &err);
    if (!pv) {
        gui_game_message(a, _("Cannot place the tile: %s"), gui_err_text(&err, ebuf, sizeof ebuf));
        return false;
    }
    gui_game_free_preview(G);
    gui_history_placed(a);
    G->view_moved = false; /* the view served this placement */
    G->preview = pv;
    G->pending = true;
    gui_game_touch(G);
    G->pending_act = act;
    G->ptype = carc_game_current_tile(G->g);
    G->figure = 0; /* each meeple step starts with the meeple */
    gui_anim *an = gui_anim_push(&G->anim, GUI_ANIM_TILE_DROP, 0.28);
    if (an) {
        an->tile = (gui_anim_tile){x, y, G->ptype, rot};
        an->cue = gui_audio_cue_named(a->audio, "tile_placed"); /* its event comes with the meeple choice */
    }
    gui_game_refresh(a);
    gui_game_focus(a, false); /* a scripted placement may be off screen */
    return true;
}
