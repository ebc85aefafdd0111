/* SPDX-License-Identifier: GPL-3.0-or-later */
/* --demo FILE: a scenario or saved game played through the same functions as the mouse and keys, each
 * step of a choice held on screen for a moment; --shots: the screenshots of it. */
#include "gui_ai.h"
#include "gui_demo.h"
#include "gui_exts.h"
#include "gui_game.h"
#include "gui_saves.h"
#include "gui_shell.h"

#include <SDL_image.h>
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void gui_demo_press(gui_app *a, SDL_Keycode k, Uint16 mod)
{
    if (a->in.nkeys < GUI_MAX_KEYS) {
        a->in.keymods[a->in.nkeys] = mod;
        a->in.keytext[a->in.nkeys] = (unsigned char)strlen(a->in.text);
        a->in.keys[a->in.nkeys++] = k;
    }
}

bool gui_screenshot(gui_app *a, const char *dir, const char *name)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, a->w, a->h, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s)
        return false;
    bool ok = SDL_RenderReadPixels(a->ren, NULL, SDL_PIXELFORMAT_RGBA32, s->pixels, s->pitch) == 0;
    /* the window has no alpha: make the PNG opaque */
    for (int y = 0; ok && y < s->h; y++)
        for (int x = 0; x < s->w; x++)
            ((Uint8 *)s->pixels)[y * s->pitch + 4 * x + 3] = 255;
    char path[GUI_PATH_LEN];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    ok = ok && IMG_SavePNG(s, path) == 0;
    if (!ok)
        fprintf(stderr, "opencarc: cannot write screenshot %s: %s\n", path, SDL_GetError());
    SDL_FreeSurface(s);
    return ok;
}

carc_game *gui_demo_open(gui_app *a, gui_demo *d, const char *file)
{
    carc_err err;
    d->root = carc_load_json(file, &err);
    if (!d->root) {
        fprintf(stderr, "opencarc: %s\n", err.msg);
        return NULL;
    }
    cJSON *acts = cJSON_DetachItemFromObjectCaseSensitive(d->root, "actions");
    const cJSON *end = cJSON_GetObjectItemCaseSensitive(d->root, "end");
    d->end = cJSON_IsTrue(end);
    cJSON_DeleteItemFromObjectCaseSensitive(d->root, "end");
    cJSON_AddItemToObject(d->root, "actions", cJSON_CreateArray());
    char *empty = cJSON_PrintUnformatted(d->root);
    cJSON_DeleteItemFromObjectCaseSensitive(d->root, "actions");
    cJSON_AddItemToObject(d->root, "actions", acts ? acts : cJSON_CreateArray());
    d->actions = cJSON_GetObjectItemCaseSensitive(d->root, "actions");
    d->n = cJSON_GetArraySize(d->actions);
    carc_replay r;
    memset(&r, 0, sizeof r);
    bool ok = empty && carc_replay_text(a->rules, empty, file, &r);
    free(empty);
    if (!ok) {
        fprintf(stderr, "opencarc: %s\n", r.err.msg);
        if (r.game)
            carc_game_free(r.game);
        return NULL;
    }
    return r.game;
}

/* The step of its screens an expansion shows for a scripted action (gui_ext_test.demo_stage), if any. */
static bool ext_stage(gui_app *a, const carc_action *act, int stage, char *what, size_t cap)
{
    for (int k = 0; k < gui_ext_count; k++) {
        const gui_ext_test *t = gui_exts[k]->test;
        if (t && t->demo_stage && t->demo_stage(a, act, stage, what, cap))
            return true;
    }
    return false;
}

/* A meeple action of another kind of figure than the one chosen: that kind chosen (as its button or Tab
 * does) and the figure stood on the action's spot, to be held on screen before it is played. */
static bool figure_stage(gui_app *a, const carc_action *act)
{
    gui_game *G = &a->game;
    int kind = act->kind == CARC_ACT_MEEPLE && (act->has & CARC_AF_FIGURE) ? carc_game_figure_find(G->g, act->figure) : 0;
    if (kind <= 0 || kind == G->figure || !gui_game_figure_can(G, kind))
        return false;
    gui_game_figure_pick(a, kind);
    for (int i = 0; i < G->nmopt; i++)
        if (G->mopt[i].act.at == act->at)
            G->chosen_meeple = i;
    return true;
}

/* One step of the scripted game, through the same functions the mouse and keys use. */
/* The results, S (statistics) and back, then V (view the board), as a player would press them. */
static void results_step(gui_app *a, gui_demo *d, bool *shot, char *shotname, size_t cap)
{
    int f = ++d->results_frames;
    if (f == 3 || f == 8 || f == 14) {
        *shot = true;
        snprintf(shotname, cap, f == 3 ? "results.png" : f == 8 ? "results_stats.png" : "results_board.png");
    } else if (f == 4 || f == 9) {
        gui_demo_press(a, SDLK_s, 0);
    } else if (f == 10) {
        gui_demo_press(a, SDLK_v, 0);
    } else if (f > 14) {
        d->done = true;
    }
}

/* The script's next action: first the steps a player sees before it (a figure's, an expansion's screens),
 * each held for a moment with its shot; then the action itself, as the mouse or a button would play it. */
static void scripted_action(gui_app *a, gui_demo *d)
{
    gui_game *G = &a->game;
    carc_action act;
    carc_err err = {0};
    const cJSON *j = cJSON_GetArrayItem(d->actions, d->next);
    if (!carc_action_from_json(&act, j, &err)) {
        fprintf(stderr, "opencarc: action %d: %s\n", d->next, err.msg);
        d->exit_code = 3;
        d->done = true;
        return;
    }
    char what[32];
    if (d->stage == 0 && figure_stage(a, &act)) {
        d->stage++;
        d->hold = 10;
        snprintf(d->hold_shot, sizeof d->hold_shot, "turn_%03d_figure_p%d.png", d->turn + 1, carc_game_current_player(G->g) + 1);
        return;
    }
    if (act.kind != CARC_ACT_TILE && ext_stage(a, &act, d->stage, what, sizeof what)) {
        d->stage++;
        d->hold = 10;
        snprintf(d->hold_shot, sizeof d->hold_shot, "turn_%03d_%s_p%d.png", d->turn + 1, what, carc_game_current_player(G->g) + 1);
        return;
    }
    d->stage = 0;
    d->next++;
    bool ok;
    if (act.kind == CARC_ACT_TILE) {
        ok = gui_game_place_tile(a, act.x, act.y, act.rot);
        d->placed_shot = ok && d->shots_all;
    } else {
        ok = gui_game_apply(a, &act);
    }
    a->in.mx = a->in.my = -1000; /* the scripted mouse leaves the board */
    if (!ok) {
        fprintf(stderr, "opencarc: action %d refused: %s\n", d->next - 1,
                G->msg[0] ? G->msg : "the drawn tile cannot be placed on that square in that rotation");
        d->exit_code = 3;
        d->done = true;
    }
}

/* The boxes over the board, in every language: tiles left (T), help (F1), Save, Menu's question; each
 * opened with its shot, then closed. */
static void boxes_step(gui_app *a, gui_demo *d, bool *shot, char *shotname, size_t cap)
{
    gui_game *G = &a->game;
    static const char *const boxes[] = {"tiles_left.png", "help.png", "save.png", "leave.png"};
    int step = d->extra_step++;
    bool open = step % 2 == 0;
    if (step / 2 == 0)
        gui_demo_press(a, SDLK_t, 0);
    else if (step / 2 == 1)
        a->help = open;
    else if (step / 2 == 2 && open)
        gui_saves_open(a);
    else if (step / 2 == 2)
        G->saving = false;
    else if (step / 2 == 3)
        G->leaving = open;
    if (open) {
        *shot = true;
        snprintf(shotname, cap, "%s", boxes[step / 2]);
    }
}

void gui_demo_step(gui_app *a, gui_demo *d, bool *shot, char *shotname, size_t cap)
{
    gui_game *G = &a->game;
    a->ai_scripted = d->next < d->n || (d->undo_n > 0 && d->undo_phase != 3 && d->undo_at <= d->n);
    if (a->scene == SCENE_RESULTS) {
        results_step(a, d, shot, shotname, cap);
        return;
    }
    if (a->scene != SCENE_GAME || !gui_game_idle(a))
        return;
    if (d->hold > 0) { /* a step of a choice stays on screen for a moment */
        if (--d->hold == 0 && d->shots_all) {
            *shot = true;
            snprintf(shotname, cap, "%s", d->hold_shot);
        }
        return;
    }
    if (d->stage == 0 && gui_undo_check_step(a, d, shot, shotname, cap))
        return;
    if (d->placed_shot) {
        d->placed_shot = false;
        *shot = true;
        snprintf(shotname, cap, "turn_%03d_placed.png", d->turn + 1);
        return;
    }
    if (G->turn_done) {
        G->turn_done = false;
        d->turn++;
        *shot = true;
        snprintf(shotname, cap, "turn_%03d.png", d->turn);
        return;
    }
    if (gui_ai_turn(a) && !a->ai_scripted) /* a computer seat plays by itself once the script ends */
        return;
    if (d->next < d->n) {
        scripted_action(a, d);
        return;
    }
    if (d->shots_all && d->extra_step < 8 && !carc_game_over(G->g)) {
        boxes_step(a, d, shot, shotname, cap);
        return;
    }
    if (d->end && !d->ended && !carc_game_over(G->g)) {
        d->ended = true;
        gui_game_end_now(a);
        return;
    }
    if (!carc_game_over(G->g)) { /* the scenario stops mid-game */
        *shot = true;
        snprintf(shotname, cap, "final.png");
        d->done = true;
    }
}

void gui_demo_free(gui_demo *d)
{
    cJSON_Delete(d->root);
    free(d->undo_before);
    free(d->undo_counts);
}
