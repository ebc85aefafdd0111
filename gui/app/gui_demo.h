/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The scripted runs, which tests and measurements drive through the same functions as a player:
 * --demo and --shots (gui_demo.c), --undo-check (gui_undo_check.c), --bench-frames (gui_bench.c).
 * gui_main.c owns the window and the loop, and calls them. */
#ifndef GUI_DEMO_H
#define GUI_DEMO_H

#include "gui_shell.h"

struct cJSON;

typedef struct gui_demo {
    struct cJSON *root;
    const struct cJSON *actions;
    int next, n;
    bool end, ended;
    const char *shots;
    bool shots_all;
    int shots_anim; /* every Nth frame of an animation too (0: none) */
    int stage;      /* steps of the UI shown so far for the next scripted action */
    int hold;       /* frames left showing the current step */
    char hold_shot[96];
    int turn;
    bool placed_shot;
    int results_frames;
    int extra_step; /* --shots-all, after the scripted actions: each box opened (a shot) and closed */
    int exit_code;
    bool done;
    /* --undo-check AT:N: after AT scripted actions, Ctrl+Z N times, then Ctrl+Y N times, and the game
     * must be what it was (board, meeples, scores, expansion state, log) */
    int undo_at, undo_n, undo_k, undo_phase;
    int *undo_counts; /* the actions before each undo: each redo must come back to them, one per press */
    char *undo_before;
    double undo_ms_max;
} gui_demo;

/* gui_main.c: the steps of one frame, which the bench also drives by itself */
void gui_main_poll_input(gui_app *a);
void gui_main_update_size(gui_app *a);
void gui_main_frame(gui_app *a, double dt);

/* gui_demo.c */
/* The scenario's game without its actions: the actions are then fed one at a time like input. */
carc_game *gui_demo_open(gui_app *a, gui_demo *d, const char *file);
/* One step of the scripted game before a frame: *shot and shotname when the frame is to be shot. */
void gui_demo_step(gui_app *a, gui_demo *d, bool *shot, char *shotname, size_t cap);
void gui_demo_free(gui_demo *d);
void gui_demo_press(gui_app *a, SDL_Keycode k, Uint16 mod);         /* a key, as if pressed for this frame */
bool gui_screenshot(gui_app *a, const char *dir, const char *name); /* the frame drawn, as DIR/NAME (PNG) */

/* gui_undo_check.c: one step of --undo-check (the demo is idle and shows no choice in progress); true
 * while it runs */
bool gui_undo_check_step(gui_app *a, gui_demo *d, bool *shot, char *shotname, size_t cap);

/* gui_bench.c: --bench-frames N: frame times of the game in file (NULL: a random full board), and one
 * undo and redo, printed as JSON; false when the game cannot be had */
bool gui_bench_run(gui_app *a, const char *file, int frames);

#endif
