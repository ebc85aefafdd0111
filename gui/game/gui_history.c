/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Undo and redo across turns. The game is rebuilt from its setup and the first actions of its log (a
 * fresh replay: nothing of the undone actions survives, hidden information included); the undone
 * actions wait on a redo stack until a different action is taken. Undo steps back over computer seats'
 * actions to the last decision of a human seat, and Redo steps forward exactly as far as that undo went
 * back: k undos and k redos are the same game again. */
#include "gui_game.h"
#include "gui_shell.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void gui_history_begin(gui_app *a)
{
    gui_game *G = &a->game;
    free(G->setup_text);
    G->setup_text = NULL;
    cJSON *j = carc_game_save_json(G->g);
    if (!j)
        return;
    cJSON_DeleteItemFromObjectCaseSensitive(j, "actions");
    cJSON_AddItemToObject(j, "actions", cJSON_CreateArray());
    G->setup_text = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
}

void gui_history_free(gui_app *a)
{
    gui_game *G = &a->game;
    free(G->setup_text);
    free(G->redo);
    G->setup_text = NULL;
    G->redo = NULL;
    G->nredo = G->redo_cap = 0;
}

bool gui_history_can_undo(const gui_app *a)
{
    const gui_game *G = &a->game;
    if (!a->src->history)
        return G->pending || (a->src->can_take_back && a->src->can_take_back(a));
    return G->pending || (G->setup_text && carc_game_action_count(G->g) > 0);
}

/* The next redo puts back a tile taken back before its meeple step (in any game: it never left the screen). */
static bool redo_pending(const gui_game *G)
{
    return G->nredo > 0 && G->redo[G->nredo - 1].pending;
}

bool gui_history_can_redo(const gui_app *a)
{
    return (a->src->history || redo_pending(&a->game)) && a->game.nredo > 0;
}

bool gui_seat_is_ai(const gui_app *a, int p)
{
    const char *ai = carc_game_player_ai(a->game.g, p);
    return ai && ai[0];
}

int gui_human_seats(const gui_app *a)
{
    int n = 0;
    for (int p = 0; p < carc_game_player_count(a->game.g); p++)
        n += a->src->seat_here(a, p);
    return n;
}

static bool same_action(const carc_action *x, const carc_action *y)
{
    cJSON *jx = carc_action_to_json(x), *jy = carc_action_to_json(y);
    char *sx = jx ? cJSON_PrintUnformatted(jx) : NULL, *sy = jy ? cJSON_PrintUnformatted(jy) : NULL;
    bool same = sx && sy && strcmp(sx, sy) == 0;
    free(sx);
    free(sy);
    cJSON_Delete(jx);
    cJSON_Delete(jy);
    return same;
}

void gui_history_applied(gui_app *a, const carc_action *act)
{
    gui_game *G = &a->game;
    if (G->nredo > 0 && same_action(act, &G->redo[G->nredo - 1].act))
        G->nredo--; /* the action undone before, taken again: what came after it can still be redone */
    else
        G->nredo = 0;
}

static bool push_redo(gui_game *G, const carc_action *act, bool last, bool pending)
{
    if (G->nredo == G->redo_cap) {
        int cap = G->redo_cap ? 2 * G->redo_cap : 64;
        gui_redo *v = realloc(G->redo, sizeof *v * (size_t)cap);
        if (!v)
            return false;
        G->redo = v;
        G->redo_cap = cap;
    }
    G->redo[G->nredo++] = (gui_redo){*act, last, pending};
    return true;
}

/* The game at its start, from the setup. */
static carc_game *replay_setup(gui_app *a, carc_err *err)
{
    carc_replay r;
    memset(&r, 0, sizeof r);
    if (!carc_replay_text(a->rules, a->game.setup_text, "undo", &r) || r.failed_action >= 0) {
        *err = r.err;
        if (r.game)
            carc_game_free(r.game);
        return NULL;
    }
    return r.game;
}

/* How many actions to keep: one less, then back over the computer seats' actions to the last decision
 * of a human seat (with no human seat: one action). */
static int undo_target(gui_app *a, int count)
{
    const carc_game *g = a->game.g;
    int humans = gui_human_seats(a);
    if (humans == 0 || humans == carc_game_player_count(g))
        return count - 1;
    carc_err err;
    carc_game *t = replay_setup(a, &err);
    if (!t)
        return count - 1;
    carc_game_set_recording(t, false);
    int target = 0;
    for (int i = 0; i < count - 1; i++) {
        if (a->src->seat_here(a, carc_game_current_player(t)))
            target = i;
        if (carc_game_apply(t, carc_game_action_at(g, i), &err) != CARC_OK)
            break;
    }
    if (a->src->seat_here(a, carc_game_current_player(t)))
        target = count - 1;
    carc_game_free(t);
    return target;
}

/* The game after the first keep actions of the one shown and then the next extra of the redo stack,
 * replayed from its setup. */
static carc_game *replay(gui_app *a, int keep, int extra, carc_err *err)
{
    gui_game *G = &a->game;
    carc_game *g = replay_setup(a, err);
    for (int i = 0; g && i < keep + extra; i++) {
        const carc_action *act = i < keep ? carc_game_action_at(G->g, i) : &G->redo[G->nredo - 1 - (i - keep)].act;
        if (carc_game_apply(g, act, err) != CARC_OK) {
            carc_game_free(g);
            g = NULL;
        }
    }
    return g;
}

void gui_history_undo(gui_app *a)
{
    gui_game *G = &a->game;
    int count = carc_game_action_count(G->g);
    if (!a->src->history) { /* played elsewhere: asked there */
        if (a->src->can_take_back && a->src->can_take_back(a))
            a->src->take_back(a);
        return;
    }
    if (!G->setup_text || count <= 0)
        return;
    int target = undo_target(a, count);
    carc_err err = {0};
    char ebuf[400];
    carc_game *g = replay(a, target, 0, &err);
    if (!g) {
        gui_game_message(a, _("Cannot undo: %s"), gui_err_text(&err, ebuf, sizeof ebuf));
        return;
    }
    for (int i = count - 1; i >= target; i--)
        if (!push_redo(G, carc_game_action_at(G->g, i), i == count - 1, false)) {
            G->nredo = 0; /* out of memory: no redo rather than a wrong one */
            break;
        }
    gui_game_show(a, g);
}

void gui_history_undo_pending(gui_app *a)
{
    gui_game *G = &a->game;
    if (!G->pending)
        return;
    carc_action act = G->pending_act;
    gui_game_drop_pending(a);
    if (!push_redo(G, &act, true, true))
        G->nredo = 0;
    gui_game_refresh(a);
}

void gui_history_placed(gui_app *a)
{
    gui_game *G = &a->game;
    if (redo_pending(G))
        G->nredo--; /* the tile taken back is placed again (or another: the redo before it stays) */
}

void gui_history_redo(gui_app *a)
{
    gui_game *G = &a->game;
    if (redo_pending(G) && !G->pending) { /* the tile taken back before its meeple step: placed again */
        carc_action act = G->redo[G->nredo - 1].act;
        if (!gui_game_place_tile(a, act.x, act.y, act.rot))
            G->nredo--; /* no longer legal (another game shown): nothing to redo there */
        return;
    }
    if (G->nredo == 0 || !a->src->history)
        return;
    gui_game_drop_pending(a);
    int n = 1; /* the actions one undo took back, down to its last */
    while (n < G->nredo && !G->redo[G->nredo - n].last)
        n++;
    if (n == 1) { /* one action: played again as it was played, with its animations */
        carc_action act = G->redo[G->nredo - 1].act;
        gui_game_confirm(a, &act);
        return;
    }
    /* over a computer's turn: shown at once, as the undo showed the game before it */
    carc_err err = {0};
    char ebuf[400];
    carc_game *g = replay(a, carc_game_action_count(G->g), n, &err);
    if (!g) {
        /* TRANSLATORS: %s is the engine's reason */
        gui_game_message(a, _("Cannot redo: %s"), gui_err_text(&err, ebuf, sizeof ebuf));
        return;
    }
    G->nredo -= n;
    gui_game_show(a, g);
}
