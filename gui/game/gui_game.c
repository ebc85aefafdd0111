/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game scene's life: a game begins, is shown again after an undo, ends; actions reach the engine
 * (the pending tile with the meeple choice that confirms it) and their events become animations.
 * The tile placement stays pending in the GUI (shown on the board, Undo-able) until the meeple choice is
 * made (gui_game_preview.c); then both actions are applied to the real game. */
#include "gui_game.h"
#include "gui_ai.h"
#include "gui_exts.h"
#include "gui_last_tiles.h"
#include "gui_save.h"
#include "gui_shell.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void gui_game_message(gui_app *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(a->game.msg, sizeof a->game.msg, fmt, ap);
    va_end(ap);
    a->game.msg_until = a->now + 3.5;
}

bool gui_game_idle(const gui_app *a)
{
    return !gui_anim_busy(&a->game.anim);
}

/* The game's turn as it is now, the tile in the box turned by rot. */
static void shown_now(const gui_app *a, int rot, gui_shown *s)
{
    const carc_game *g = a->game.g;
    const char *ph = carc_game_phase(g);
    memset(s, 0, sizeof *s);
    s->player = carc_game_current_player(g);
    s->turn = carc_game_turn(g);
    snprintf(s->phase, sizeof s->phase, "%s", ph ? ph : "");
    s->tile = carc_game_current_tile(g);
    s->rot = rot;
    s->tiles_left = carc_game_tiles_left(g);
}

/* The game's counts, less what is still on its way: points not landed, meeples not yet dropped onto the
 * board (still in the supply) or not yet home. While an action's animations play, its turn as it was. */
void gui_game_shown(const gui_app *a, gui_shown *s)
{
    const gui_game *G = &a->game;
    const gui_anim_queue *q = &G->anim;
    if (G->held && gui_anim_busy(q))
        *s = G->before;
    else
        shown_now(a, G->pending ? G->pending_act.rot : G->rot, s);
    s->held = G->held && gui_anim_busy(q);
    for (int p = 0; p < carc_game_player_count(G->g) && p < CARC_MAX_PLAYERS; p++) {
        s->score[p] = carc_game_score(G->g, p);
        for (int k = 0; k < carc_game_figure_kinds(G->g) && k < GUI_KINDS; k++)
            s->supply[p][k] = carc_game_figures_in_supply(G->g, p, k);
    }
    for (int i = 0; i < q->n; i++) {
        const gui_anim *an = &q->items[i];
        if (an->kind == GUI_ANIM_POINTS) {
            int p = an->points.player;
            if (p >= 0 && p < CARC_MAX_PLAYERS && gui_anim_progress(q, an) < 0.97)
                s->score[p] -= an->points.amount;
            continue;
        }
        const gui_anim_figure *f = &an->figure;
        if (f->player < 0 || f->player >= CARC_MAX_PLAYERS || f->kind < 0 || f->kind >= GUI_KINDS)
            continue;
        if (an->kind == GUI_ANIM_MEEPLE_DROP && gui_anim_progress(q, an) < 0)
            s->supply[f->player][f->kind]++;
        else if (an->kind == GUI_ANIM_MEEPLE_HOME)
            s->supply[f->player][f->kind]--;
    }
}

/* The actions about to be applied are shown with the turn they are taken in until their animations
 * end (kept from the first of them while the queue plays). */
static void hold(gui_app *a, int rot)
{
    gui_game *G = &a->game;
    if (G->held && gui_anim_busy(&G->anim))
        return;
    shown_now(a, rot, &G->before);
    G->held = true;
}

void gui_game_skip(gui_app *a)
{
    gui_anim_skip(&a->game.anim);
    a->game.held = false;
}

/* A new version of the game shown: cached previews (keyed by it) are asked again. */
void gui_game_touch(gui_game *G)
{
    static unsigned versions;
    G->version = ++versions;
}

void gui_game_free_preview(gui_game *G)
{
    if (G->preview)
        carc_game_free(G->preview);
    G->preview = NULL;
}

void gui_game_drop_pending(gui_app *a)
{
    gui_game *G = &a->game;
    if (!G->pending)
        return;
    gui_game_free_preview(G);
    G->pending = false;
    G->rot = G->pending_act.rot;
    gui_game_touch(G);
}

/* A loaded game's events (its replay): the scoring log as it was. */
static void replayed(gui_app *a)
{
    int n;
    const carc_event *ev = carc_game_events(a->game.g, &n);
    gui_last_tiles_reset(a);
    a->game.log_turn = a->game.log_scroll = 0;
    for (int i = 0; i < n; i++) {
        gui_last_tiles_note(a, &ev[i]);
        if (ev[i].type == CARC_EV_TURN_STARTED)
            a->game.log_turn = ev[i].value;
        /* the turn begun when the stack ran out (or the game was ended) never happened: the final scoring
         * is logged with the last turn played, the game's turn once over */
        if (ev[i].type == CARC_EV_FINAL_SCORING)
            a->game.log_turn = carc_game_turn(a->game.g);
        int used = gui_ext_log(a, ev, n, i); /* an expansion's lines, as its animations log them */
        if (used > 0)
            i += used - 1;
        else
            gui_game_log_event(a, &ev[i]);
    }
}

bool gui_game_begin(gui_app *a, carc_game *g)
{
    gui_game_end(a);
    gui_game *G = &a->game;
    carc_action_list keep = G->legal;
    memset(G, 0, sizeof *G);
    gui_ext_begin(a);
    G->legal = keep;
    G->g = g;
    G->hover_meeple = G->chosen_meeple = -1;
    gui_game_touch(G);
    gui_anim_init(&G->anim);
    a->hud.valid = a->board.valid = false; /* a new game may have the old one's address */
    gui_history_begin(a);
    a->src->begin(a);
    replayed(a);
    carc_game_clear_events(g);
    gui_cam_init(&G->cam, 0, 0, a->w, a->h, GUI_GAME_FIT_ZOOM * a->ui);
    gui_ext_read(a);
    gui_game_refresh(a);
    gui_game_focus(a, true);
    G->view_turn = carc_game_turn(g); /* framed as it begins: no glide away from it */
    G->finished = carc_game_over(g);
    a->scene = G->finished ? SCENE_RESULTS : SCENE_GAME;
    return true;
}

void gui_game_show(gui_app *a, carc_game *g)
{
    gui_game *G = &a->game;
    gui_game_free_preview(G);
    carc_game_free(G->g);
    G->g = g;
    G->pending = G->held = false;
    if (!a->src->history) /* a network game's state: a tile taken back before it is not this one's to put back */
        G->nredo = 0;
    gui_game_touch(G);
    gui_anim_init(&G->anim);
    a->hud.valid = a->board.valid = false;
    G->nlog = 0;
    replayed(a);
    carc_game_clear_events(g);
    gui_ext_show(a); /* their screens of the step shown start again */
    G->turn_done = false;
    G->finished = carc_game_over(g);
    a->scene = G->finished ? SCENE_RESULTS : SCENE_GAME; /* an undo on the results goes back to the game */
    gui_ext_read(a);
    gui_game_refresh(a);
    gui_game_focus(a, false);
    G->view_turn = carc_game_turn(g); /* shown at once (an undo): the view stays where focus put it */
    if (!a->no_autosave)              /* the file holds the game as shown */
        gui_autosave(a);
}

/* The same game with what was hidden now known (a network game's host drew the tile, turned a chip
 * over): swapped in under the animations, which showed what happened alike. */
void gui_game_swap(gui_app *a, carc_game *g)
{
    gui_game *G = &a->game;
    gui_game_drop_pending(a);
    carc_game_free(G->g);
    G->g = g;
    G->nlog = 0; /* the scoring log as the host's game has it (a chip this screen guessed, now known) */
    replayed(a);
    carc_game_clear_events(g);
    gui_game_touch(G);
    a->hud.valid = a->board.valid = false;
    gui_ext_read(a);
    gui_game_refresh(a);
}

void gui_game_end(gui_app *a)
{
    gui_game *G = &a->game;
    a->src->end(a);
    gui_game_free_preview(G);
    if (G->g)
        carc_game_free(G->g);
    G->g = NULL;
    G->pending = false;
    gui_history_free(a);
}

void gui_game_undo(gui_app *a)
{
    if (a->game.pending) {
        gui_history_undo_pending(a); /* Redo places it again */
    } else {
        gui_history_undo(a);
    }
}

bool gui_game_requests(gui_app *a)
{
    int r = a->game.request;
    a->game.request = GUI_REQ_NONE;
    if (r == GUI_REQ_UNDO)
        gui_game_undo(a);
    else if (r == GUI_REQ_REDO)
        gui_history_redo(a);
    return r == GUI_REQ_MENU;
}

void gui_game_log_points(gui_app *a, int player, int amount, const char *reason)
{
    gui_game *G = &a->game;
    gui_log_entry *e = &G->log[G->nlog % GUI_LOG_LEN];
    e->player = player;
    e->amount = amount;
    e->turn = G->log_turn;
    snprintf(e->reason, sizeof e->reason, "%s", reason ? reason : "");
    e->why = e->modifier = NULL;
    e->feature = -1;
    e->tiles = 0;
    e->parts[0] = 0;
    G->nlog++;
}

void gui_game_log_parts(gui_app *a, const char *parts)
{
    gui_game *G = &a->game;
    if (G->nlog > 0)
        snprintf(G->log[(G->nlog - 1) % GUI_LOG_LEN].parts, sizeof G->log[0].parts, "%s", parts ? parts : "");
}

void gui_game_log_zero(gui_app *a, int player, const char *reason, const char *why)
{
    gui_game_log_points(a, player, 0, reason);
    a->game.log[(a->game.nlog - 1) % GUI_LOG_LEN].why = why;
}

static void after_apply(gui_app *a, bool tile_shown)
{
    gui_game *G = &a->game;
    gui_game_touch(G);
    bool done = G->turn_done;
    G->turn_done = false;
    gui_game_take_events(a, tile_shown);
    if (G->turn_done && !a->no_autosave)
        gui_autosave(a);
    G->turn_done |= done;
    gui_game_refresh(a);
    gui_game_focus(a, false);
}

/* Every action reaches the engine here: a new one ends what can be redone. */
static bool engine_apply(gui_app *a, const carc_action *act, carc_err *err)
{
    if (carc_game_apply(a->game.g, act, err) != CARC_OK)
        return false;
    gui_history_applied(a, act);
    if (a->src->took)
        a->src->took(a, act);
    return true;
}

bool gui_game_confirm(gui_app *a, const carc_action *second)
{
    gui_game *G = &a->game;
    carc_err err = {0};
    char ebuf[400];
    bool tile_shown = G->pending;
    if (a->src->seat_here(a, carc_game_current_player(G->g)))
        G->view_moved = false; /* an action of this screen's player: the view they moved served it */
    hold(a, G->pending ? G->pending_act.rot : second && second->kind == CARC_ACT_TILE ? second->rot : G->rot);
    if (G->pending) {
        if (!engine_apply(a, &G->pending_act, &err)) {
            gui_game_message(a, _("Tile refused: %s"), gui_err_text(&err, ebuf, sizeof ebuf));
            gui_game_drop_pending(a);
            gui_game_refresh(a);
            return false;
        }
        gui_game_free_preview(G);
        G->pending = false;
    }
    if (second && !engine_apply(a, second, &err)) {
        gui_game_message(a, _("Refused: %s"), gui_err_text(&err, ebuf, sizeof ebuf));
        after_apply(a, tile_shown);
        return false;
    }
    after_apply(a, tile_shown);
    return true;
}

bool gui_game_apply(gui_app *a, const carc_action *act)
{
    gui_game *G = &a->game;
    if (act->kind == CARC_ACT_TILE && !G->pending && (act->has & CARC_AF_XY))
        return gui_game_place_tile(a, act->x, act->y, act->rot);
    if (G->pending && act->kind == CARC_ACT_TILE) {
        gui_game_message(a, "%s", _("A tile is already placed."));
        return false;
    }
    return gui_game_confirm(a, act);
}

void gui_game_end_now(gui_app *a)
{
    gui_game *G = &a->game;
    gui_game_drop_pending(a);
    hold(a, G->rot);
    carc_game_end_now(G->g);
    after_apply(a, false);
}
