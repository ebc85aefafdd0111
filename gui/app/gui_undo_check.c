/* SPDX-License-Identifier: GPL-3.0-or-later */
/* --undo-check AT:N: after AT scripted actions the demo presses Ctrl+Z N times and Ctrl+Y N times; each
 * redo must come back to where its undo started, and the game at the end must be the one before. */
#include "gui_demo.h"
#include "gui_exts.h"
#include "gui_game.h"
#include "gui_shell.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Everything the players can see of a game, and its scoring log (as shown: a game undone and redone
 * rebuilds it from the events, one played logs as it animates): equal texts, equal games. */
static char *game_fingerprint(const gui_app *a)
{
    const carc_game *g = a->game.g;
    cJSON *j = carc_game_save_json(g);
    if (!j)
        return NULL;
    cJSON_AddItemToObject(j, "modules_state", carc_game_modules_json(g));
    cJSON *sc = cJSON_AddArrayToObject(j, "scores");
    for (int p = 0; p < carc_game_player_count(g); p++)
        cJSON_AddItemToArray(sc, cJSON_CreateNumber(carc_game_score(g, p)));
    cJSON *board = cJSON_AddArrayToObject(j, "board");
    for (int i = 0; i < carc_game_board_count(g); i++) {
        carc_placed_tile t = carc_game_board_tile(g, i);
        int v[4] = {t.x, t.y, t.type, t.rot};
        cJSON_AddItemToArray(board, cJSON_CreateIntArray(v, 4));
    }
    carc_meeple_info m[64];
    int nm = carc_game_meeples_on_board(g, m, 64);
    cJSON *mj = cJSON_AddArrayToObject(j, "meeples");
    for (int i = 0; i < nm && i < 64; i++) {
        int v[5] = {m[i].player, m[i].x, m[i].y, m[i].at, m[i].kind};
        cJSON_AddItemToArray(mj, cJSON_CreateIntArray(v, 5));
    }
    cJSON *sj = cJSON_AddArrayToObject(j, "supplies"); /* each player's figures of each kind */
    for (int p = 0; p < carc_game_player_count(g); p++)
        for (int k = 0; k < carc_game_figure_kinds(g); k++)
            cJSON_AddItemToArray(sj, cJSON_CreateNumber(carc_game_figures_in_supply(g, p, k)));
    cJSON_AddStringToObject(j, "phase", carc_game_phase(g));
    cJSON_AddNumberToObject(j, "current", carc_game_current_player(g));
    cJSON_AddNumberToObject(j, "tile", carc_game_current_tile(g));
    cJSON *lj = cJSON_AddArrayToObject(j, "log");
    const gui_game *G = &a->game;
    for (int i = G->nlog > GUI_LOG_LEN ? G->nlog - GUI_LOG_LEN : 0; i < G->nlog; i++) {
        const gui_log_entry *e = &G->log[i % GUI_LOG_LEN];
        char line[200];
        snprintf(line, sizeof line, "%d %d %d %s %s %s %d", e->player, e->amount, e->turn, e->reason, e->why ? e->why : "-",
                 e->modifier ? e->modifier : "-", e->tiles);
        cJSON_AddItemToArray(lj, cJSON_CreateString(line));
    }
    char *text = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    return text;
}

/* After an undo, the first note an expansion has on what it shows (gui_ext_test.undo_note, "" when none),
 * and whether that may show. */
static bool ext_undo_note(const gui_app *a, char *note, size_t cap)
{
    note[0] = 0;
    for (int k = 0; k < gui_ext_count; k++) {
        const gui_ext_test *t = gui_exts[k]->test;
        if (t && t->undo_note) {
            bool ok = t->undo_note(a, note, cap);
            if (note[0])
                return ok;
        }
    }
    return true;
}

bool gui_undo_check_step(gui_app *a, gui_demo *d, bool *shot, char *shotname, size_t cap)
{
    gui_game *G = &a->game;
    if (d->undo_n <= 0 || d->undo_phase == 3 || d->next < d->undo_at)
        return false;
    if (d->undo_phase == 0 && G->pending) {
        fprintf(stderr, "opencarc: --undo-check: action %d is a tile waiting for its meeple choice; name a complete action\n", d->undo_at);
        d->exit_code = 4;
        d->undo_phase = 3;
        return false;
    }
    if (d->undo_phase == 0) {
        d->undo_before = game_fingerprint(a);
        d->undo_counts = calloc((size_t)d->undo_n, sizeof *d->undo_counts);
        d->undo_phase = 1;
        printf("undo check: at action %d (turn %d), %d actions to undo\n", carc_game_action_count(G->g), carc_game_turn(G->g), d->undo_n);
    }
    if (d->undo_phase == 1 && d->undo_k > 0) { /* the undo pressed last frame: check what it shows */
        const char *ph = carc_game_phase(G->g);
        char note[80];
        bool ok = ext_undo_note(a, note, sizeof note);
        printf("  undo %d: %d actions, turn %d, phase %s, player %d%s\n", d->undo_k, carc_game_action_count(G->g), carc_game_turn(G->g), ph,
               carc_game_current_player(G->g) + 1, note);
        if (!ok) {
            fprintf(stderr, "opencarc: undo shows what the step undone into must hide%s\n", note);
            d->exit_code = 4;
        }
    }
    if (d->undo_phase == 2 && d->undo_k > 0 && d->undo_counts) { /* the redo pressed last frame */
        int want = d->undo_counts[d->undo_n - d->undo_k], have = carc_game_action_count(G->g);
        printf("  redo %d: %d actions (before undo %d: %d)\n", d->undo_k, have, d->undo_n - d->undo_k + 1, want);
        if (have != want) {
            fprintf(stderr, "opencarc: --undo-check: redo %d went to %d actions, undo %d came from %d\n", d->undo_k, have,
                    d->undo_n - d->undo_k + 1, want);
            d->exit_code = 4;
        }
    }
    if (d->undo_phase == 1 && d->undo_k == d->undo_n) {
        d->undo_phase = 2;
        d->undo_k = 0;
    }
    if (d->undo_phase == 2 && d->undo_k == d->undo_n) {
        char *after = game_fingerprint(a);
        bool same = after && d->undo_before && strcmp(after, d->undo_before) == 0;
        printf("undo check: %d undone, %d redone: %s; slowest undo %.2f ms\n", d->undo_n, d->undo_n,
               same ? "the same game again" : "A DIFFERENT GAME", d->undo_ms_max);
        if (!same) {
            fprintf(stderr, "opencarc: --undo-check: the game after redo differs\n");
            d->exit_code = 4;
        }
        free(after);
        d->undo_phase = 3;
        G->turn_done = false;
        return false;
    }
    if (d->undo_phase == 1 && d->undo_counts)
        d->undo_counts[d->undo_k] = carc_game_action_count(G->g);
    d->undo_k++;
    if (d->undo_phase == 1) {
        Uint64 t0 = SDL_GetPerformanceCounter();
        gui_game_undo(a); /* timed here; the key path is the redo's */
        double ms = (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency();
        d->undo_ms_max = ms > d->undo_ms_max ? ms : d->undo_ms_max;
        snprintf(shotname, cap, "undo_%02d.png", d->undo_k);
    } else {
        gui_demo_press(a, SDLK_y, KMOD_LCTRL);
        snprintf(shotname, cap, "redo_%02d.png", d->undo_k);
    }
    *shot = true;
    G->turn_done = false;
    return true;
}
