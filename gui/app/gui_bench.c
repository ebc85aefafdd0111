/* SPDX-License-Identifier: GPL-3.0-or-later */
/* --bench-frames N: the frame times of a full board (median, p95) and one undo and redo of its last
 * action, printed as one JSON object (tools/bench.sh shows it). */
#include "gui_demo.h"
#include "gui_game.h"
#include "gui_save.h"
#include "gui_seat_data.h"
#include "gui_shell.h"

#include <stdio.h>
#include <stdlib.h>

static int cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return a < b ? -1 : a > b;
}

bool gui_bench_run(gui_app *a, const char *file, int frames)
{
    carc_game *g = NULL;
    if (file) {
        char msg[400];
        g = gui_load_game(a, file, msg, sizeof msg);
        if (!g) {
            fprintf(stderr, "opencarc: %s\n", msg);
            return false;
        }
    } else {
        carc_err err = {0};
        carc_setup s;
        carc_setup_init(&s, 4, 12345);
        for (int i = 0; i < 4; i++) {
            snprintf(s.players[i].name, sizeof s.players[i].name, "Player %d", i + 1);
            snprintf(s.players[i].color, sizeof s.players[i].color, "%s", gui_color_names[i]);
        }
        g = carc_game_new(a->rules, &s, &err);
        if (!g) {
            fprintf(stderr, "opencarc: %s\n", err.msg);
            return false;
        }
        uint64_t rng[4];
        carc_rng_seed(rng, 99);
        carc_action_list scratch = {0};
        while (carc_ai_random_step(g, &scratch, rng, &err))
            ;
        carc_action_list_free(&scratch);
    }
    gui_game_begin(a, g);
    a->scene = SCENE_GAME;
    a->game.finished = false;
    a->in.mx = a->in.my = -1000;
    const int warm = 10;
    double *ms = calloc((size_t)frames, sizeof *ms);
    for (int i = 0; i < frames + warm; i++) {
        Uint64 t0 = SDL_GetPerformanceCounter();
        gui_main_poll_input(a);
        gui_main_update_size(a);
        a->now = i / 60.0;
        if (!getenv("OPENCARC_BENCH_EMPTY"))
            gui_main_frame(a, 1 / 60.0);
        SDL_RenderPresent(a->ren);
        Uint64 t1 = SDL_GetPerformanceCounter();
        if (i >= warm)
            ms[i - warm] = (double)(t1 - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency();
    }
    qsort(ms, (size_t)frames, sizeof *ms, cmp_double);
    /* one undo and one redo of the last action (the undo replays the whole game but one action) */
    int nact = carc_game_action_count(a->game.g);
    Uint64 t0 = SDL_GetPerformanceCounter();
    gui_game_undo(a);
    Uint64 t1 = SDL_GetPerformanceCounter();
    gui_history_redo(a);
    Uint64 t2 = SDL_GetPerformanceCounter();
    double f = 1000.0 / (double)SDL_GetPerformanceFrequency();
    SDL_RendererInfo info;
    SDL_GetRendererInfo(a->ren, &info);
    printf("{\"frames\": %d, \"median_ms\": %.3f, \"p95_ms\": %.3f, \"width\": %d, \"height\": %d, \"tiles\": %d, "
           "\"renderer\": \"%s\", \"actions\": %d, \"undo_ms\": %.3f, \"redo_ms\": %.3f}\n",
           frames, ms[frames / 2], ms[(int)(frames * 0.95)], a->w, a->h, carc_game_board_count(a->game.g), info.name, nact,
           (double)(t1 - t0) * f, (double)(t2 - t1) * f);
    free(ms);
    return true;
}
