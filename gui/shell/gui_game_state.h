/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game scene's state (gui_game, held by the application as a->game): the game shown, its legal
 * actions sorted for the screens, the camera, the animation queue, the scoring log, the map under the
 * board, the undo history; and the computer seats' control (gui_ai.c). Types only: the scene's functions
 * are in gui_game.h, those an expansion's front end may call in gui_ext.h. */
#ifndef GUI_GAME_STATE_H
#define GUI_GAME_STATE_H

#include <SDL.h>
#include <stdbool.h>

#include "carc.h"
#include "gui_anim_queue.h"
#include "gui_camera.h"
#include "gui_edit.h"
#include "gui_shown.h"

#define GUI_LOG_LEN 2048 /* scoring-log entries kept: a whole game's */

#define GUI_SPOTS 48         /* meeple spots of one kind on a tile, at most */
#define GUI_MARKER_SIZE 0.22 /* a spot's marker across, in tiles (8 % more as it pulses) */

typedef struct gui_meeple_opt {
    carc_action act;
    int seg, kind; /* the segment; the kind of figure (carc_game_figure_name) */
    double u, v;   /* spot on the placed tile, 0..1 */
} gui_meeple_opt;

typedef struct gui_cand {
    int x, y;
    unsigned rotmask;
} gui_cand;

/* What a button may only ask for while the frame is drawn with the game it replaces. */
enum { GUI_REQ_NONE, GUI_REQ_UNDO, GUI_REQ_REDO, GUI_REQ_MENU };

/* An undone action; last: the last one of what one undo took back (a redo stops after it); pending: a
 * tile placed and taken back before its meeple step (never reached the engine: placed again, pending). */
typedef struct gui_redo {
    carc_action act;
    bool last, pending;
} gui_redo;

typedef struct gui_game {
    carc_game *g;
    carc_game *preview; /* g with the pending tile applied: where the meeple choice comes from */
    bool pending;
    carc_action pending_act;
    int ptype;
    carc_action_list legal; /* legal actions of g (or of preview while pending) */
    gui_cand cand[4 * 512]; /* squares a tile may go on: beside the at most 512 tiles of a game */
    int ncand;
    gui_meeple_opt mall[GUI_SPOTS]; /* the meeple step's spots for every kind of figure */
    int nmall;
    gui_meeple_opt mopt[GUI_SPOTS]; /* those of the kind chosen (figure): the spots shown and clicked */
    int nmopt;
    int figure; /* the kind of figure chosen for the meeple step */
    bool can_pass;
    int mtx, mty, mtype, mrot; /* the tile the meeple spots are on */
    int nother;                /* legal actions the GUI does not know (module actions) */
    int rot;
    int hover_x, hover_y;
    bool hover_board;
    int hover_meeple;
    int chosen_meeple; /* the spot clicked once, waiting for Confirm (-1: none) */
    gui_camera cam;
    double cam_tx, cam_ty; /* camera glide target */
    bool cam_glide;
    bool view_moved; /* the player moved the view since their last action (gui_game_turn_view) */
    int view_turn;   /* the turn whose view gui_game_turn_view last looked at */
    gui_anim_queue anim;
    int coords[8192];
    int ncoords;
    int last_feature, last_feature_off, last_feature_len;
    gui_log_entry log[GUI_LOG_LEN];
    int nlog;
    int log_turn;                    /* the turn the events being read belong to (the log's entries record it) */
    int log_scroll;                  /* entries of the scoring log scrolled past (0: the newest at the top) */
    bool saving;                     /* Save As text box open */
    bool replacing;                  /* the Save box asks before replacing the saved game of the name typed */
    bool tiles_left;                 /* the tiles-left popup is open (gui_tiles_left.c) */
    bool leaving;                    /* Menu was asked during the game: the box asking to confirm is open */
    bool expect_open;                /* the box of what a computer expected is open (gui_expect.c) */
    int expect_turn;                 /* the turn a computer seat last ended (0: none since the game was shown;
                               * what it expected: gui_expect.c) */
    int last_tile[CARC_MAX_PLAYERS]; /* board index of each player's last placed tile, -1: none (gui_last_tiles.c) */
    char fname[128];
    gui_edit fname_edit; /* the Save box's name field */
    char msg[200];
    double msg_until;
    bool finished;    /* game over events seen: results after the animations */
    bool turn_done;   /* a turn completed: screenshot + autosave point */
    gui_shown before; /* the turn before the actions whose animations play (while held) */
    bool held;        /* `before` holds until the animation queue is empty */
    int shown_scores[CARC_MAX_PLAYERS];
    bool board_given; /* a module drew the board under the tiles this game (a map), not the table */
    bool view_board;  /* results: the panel hidden to look at the final board */
    bool view_stats;  /* results: the statistics (gui_stats.h) in place of the points */
    unsigned version; /* changes with every change of the game shown (keys of cached previews) */
    int request;      /* GUI_REQ_*: a HUD button asked for it; done once the frame is drawn */
    char *setup_text; /* the game's setup without actions: undo replays from it */
    gui_redo *redo;   /* undone actions, the next to redo last */
    int nredo, redo_cap;
} gui_game;

/* Computer seats (gui_ai.c): one search at a time, in a worker thread, on a copy of the game. */
typedef struct gui_ai_ctl {
    struct ai_player *seat[CARC_MAX_PLAYERS]; /* NULL for a human seat */
    SDL_Thread *thread;
    SDL_atomic_t done;        /* the worker finished */
    volatile bool stop;       /* asks the search to end now */
    struct ai_player *job_ai; /* the worker's player and game: nobody else touches them while it runs */
    carc_game *work;
    carc_action result;
    bool ok, have;        /* have: a decision waits to be played */
    unsigned job_version; /* the game version the decision is for */
    double started;
} gui_ai_ctl;

#endif
