/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game scene's functions (gui_game*.c, gui_history.c): a game's life, its legal actions, previews,
 * the camera, events to animations, the frame's input, undo and redo; the board and the side panel
 * drawn. Its state: gui_game_state.h. Those an expansion's front end may call too are in gui_ext.h. */
#ifndef GUI_GAME_H
#define GUI_GAME_H

#include "gui_ext.h"
#include "gui_shell.h"

/* gui_ai.c: the game played here, every seat at this screen or a computer of this machine */
extern const gui_source gui_source_local;

/* gui_game.c: a game's life in the scene, and every action reaching the engine */
bool gui_game_begin(gui_app *a, carc_game *g);
void gui_game_end(gui_app *a);
void gui_game_undo(gui_app *a); /* the pending tile, else the last action (gui_history.c) */
void gui_game_drop_pending(gui_app *a);
/* After the frame: what its buttons asked for (G->request); true for the menu, where the application
 * goes next (gui_menu_enter). */
bool gui_game_requests(gui_app *a);
/* Show another state of the same game (undo): the view is kept, the animations and choices restart. */
void gui_game_show(gui_app *a, carc_game *g);
/* The same game with what was hidden now known (a network game's host said it): swapped in as it is. */
void gui_game_swap(gui_app *a, carc_game *g);
void gui_game_end_now(gui_app *a);                   /* final scoring now (the scenario format's "end": true) */
void gui_game_shown(const gui_app *a, gui_shown *s); /* what the HUD shows now */
void gui_game_skip(gui_app *a);                      /* finish every animation now */
void gui_game_touch(gui_game *G);                    /* a new version of the game shown */
void gui_game_free_preview(gui_game *G);

/* gui_game_legal.c: the legal actions sorted for the screens */
void gui_game_refresh(gui_app *a);
/* The meeple step's kind of figure: whether it has a spot; choose it (its spots shown, a figure chosen
 * on a spot it also has stays there); the next one that has a spot (dir 1) or the one before (-1). */
bool gui_game_figure_can(const gui_game *G, int kind);
void gui_game_figure_pick(gui_app *a, int kind);
void gui_game_figure_next(gui_app *a, int dir);
unsigned gui_game_cand_mask(const gui_game *G, int x, int y); /* rotations the tile fits in at (x, y) */
void gui_game_rotate(gui_app *a, int dir);

/* gui_game_preview.c: copies of the game with actions applied */
bool gui_game_place_tile(gui_app *a, int x, int y, int rot); /* pending placement (Undo-able) */

/* gui_game_view.c: the camera */
#define GUI_GAME_FIT_ZOOM                                                                                                                  \
    100.0 /* pixels per square (at 100 %) a base game is framed at, at most: times the UI scale, as the texts on the board grow with it */
/* Every tile placed in view, at whatever zoom that takes (the results' final board). */
void gui_game_fit_tiles(gui_app *a);
void gui_game_focus(gui_app *a, bool fit_all);
void gui_game_camera_input(gui_app *a);
/* Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo: the request (GUI_REQ_UNDO, _REDO) key i of in makes, or
 * GUI_REQ_NONE for another key. */
int gui_history_key(const gui_input *in, int i);
void gui_game_glide(gui_app *a, double dt); /* towards the camera's glide target */
void gui_game_turn_view(gui_app *a);        /* a turn at this screen begins: the view back where it plays */
void gui_game_follow_scoring(gui_app *a);   /* the final scoring: the view on the feature scored */

/* gui_game_events.c: engine events -> animations */
void gui_game_take_events(gui_app *a, bool tile_shown); /* tile_shown: the placed tile is already on show */
/* An event's entries in the scoring log: a points event's (with the rule that changed its points, its
 * feature and size), and each holder's 0 where a module's rule made an incomplete feature worth nothing
 * at the end (a feature_scored event of amount 0 with a modifier): those players returned (a bit each). */
unsigned gui_game_log_event(gui_app *a, const carc_event *e);

/* gui_game_input.c: the frame's input */
typedef struct gui_game_mode {
    bool idle;                    /* no animation plays */
    const struct gui_ext *screen; /* an expansion's screen over everything owns the input, or NULL */
    bool modal;                   /* a screen over the board (Save box, help, an expansion's) takes the input */
    bool in_view;                 /* the mouse is over the board */
} gui_game_mode;
void gui_game_input(gui_app *a, gui_game_mode *m);       /* before drawing: keys, hover, choices on the board */
void gui_game_click(gui_app *a, const gui_game_mode *m); /* after drawing: a click on the board */
void gui_game_confirm_meeple(gui_app *a);                /* play the meeple standing on its chosen spot */
/* A box of w x h UI units centred over the board, the board dimmed behind it; returns its place. */
SDL_Rect gui_board_dialog(gui_app *a, int w, int h);

/* gui_game_frame.c */
void gui_game_frame(gui_app *a, double dt);

/* gui_history.c: undo and redo across turns */
void gui_history_begin(gui_app *a); /* the game shown is a new one: remember its setup */
void gui_history_free(gui_app *a);
bool gui_history_can_undo(const gui_app *a);
bool gui_history_can_redo(const gui_app *a);
void gui_history_undo(gui_app *a);
void gui_history_redo(gui_app *a);
void gui_history_applied(gui_app *a, const carc_action *act); /* act was applied: keep or drop the redo stack */
void gui_history_undo_pending(gui_app *a);                    /* the tile waiting for its meeple step taken back (Redo places it again) */
void gui_history_placed(gui_app *a);                          /* a tile placed (pending): a tile taken back is no longer to redo */
bool gui_seat_is_ai(const gui_app *a, int p);

/* gui_board_view.c, gui_hud.c: the board and the side panel */
void gui_board_draw(gui_app *a);
void gui_board_draw_flying(gui_app *a);
void gui_hud_draw(gui_app *a);
void gui_help_draw(gui_app *a);
void gui_toast_draw(gui_app *a);

#endif
