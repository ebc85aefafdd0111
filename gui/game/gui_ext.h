/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An expansion's front end: one table of hooks per rules module with screens of its own (gui/ext/), the
 * way the engine's modules are tables of rules hooks. The shared GUI files call every table in registry
 * order at fixed points of a frame (gui_exts.h) and never name an expansion; each table keeps its UI state
 * private. Every hook may be NULL. Below the table: what its hooks may call of the game scene. The whole of
 * what a front end may use is ext/ext_api.h. See gui/README.md, "Adding an expansion's front end". */
#ifndef GUI_EXT_H
#define GUI_EXT_H

#include "carc.h"
#include "gui_anim_queue.h"
#include "gui_camera.h"
#include "gui_shown.h"
#include "gui_types.h"

/* A column of the results' statistics: how many events of a name (with that reason, when not NULL) each
 * player had over the whole game, e.g. {N_("Meeples placed"), "meeple_placed", NULL}. The title is a msgid.
 * With `when`, the column shows only in a game where it says true: a column that cannot count anything in
 * this game (a map where nothing of the kind is sold) is left out, not filled with dashes. */
typedef struct gui_stat_spec {
    const char *title, *event, *reason;
    bool (*when)(const carc_game *g);
} gui_stat_spec;

/* Hooks only the scripted runs call (gui_demo.c, gui_undo_check.c), never a player's game. Each may be NULL. */
typedef struct gui_ext_test {
    /* The demo's way through its screens for one scripted action: true, naming the step (what), while
     * the UI shows a step of its choice (called again with stage + 1); false when it may be applied. */
    bool (*demo_stage)(gui_app *a, const carc_action *act, int stage, char *what, size_t cap);
    /* --undo-check: after an undo, a note on what it shows (""), false when that must not show. */
    bool (*undo_note)(const gui_app *a, char *note, size_t cap);
} gui_ext_test;

typedef struct gui_ext {
    const char *module; /* the engine module it shows: its key in carc_game_modules_json() */

    /* sprites: loaded with the other assets, freed with them */
    void (*load)(gui_app *a);
    void (*unload)(gui_app *a);

    /* A game is shown: begin (a new one) forgets every choice; show (another state of it, after an
     * undo) restarts the screens of the step shown. */
    void (*begin)(gui_app *a);
    void (*show)(gui_app *a);
    /* The module's visible state, after events (never every frame): read from the module's typed view
     * in its public header (rules/<module>/<module>.h), never from carc_game_modules_json(). */
    void (*read)(gui_app *a);
    bool (*on)(const gui_app *a); /* the module is on in the game shown */

    /* Legal actions: reset before they are sorted, take claims an action as the expansion's own
     * choice, sorted runs once they all are. */
    void (*reset)(gui_app *a);
    bool (*take)(gui_app *a, const carc_action *act);
    void (*sorted)(gui_app *a);
    /* Events -> animations: the number of events from ev[i] it turned into its own animation, or 0. */
    int (*events)(gui_app *a, const carc_event *ev, int n, int i, const int *co);
    /* A game shown at once (loaded, undone, redone over a computer's turn): the scoring log's lines of
     * the events from ev[i] as `events` writes them (its 0s that say why too), no animation; the number
     * of events it took, or 0 (the shared log takes ev[i]). */
    int (*log)(gui_app *a, const carc_event *ev, int n, int i);

    /* The board: under the pending tile, over the scored features (under the meeples), over the
     * meeples; things flying between board and HUD; a panel over the board (its input too). */
    /* The board under the tiles, when the module gives one (a map; at most one table does): drawn first,
     * instead of the table's grid (true when drawn); the camera kept on it (clamp), framed on the play
     * area (frame: a game's start, Home; focus a board tile or -1 for the last) or on all of it (fit: O);
     * false when it gives none. draw_names: what is printed on it over the tiles (town names). */
    bool (*board_draw)(gui_app *a);
    void (*board_clamp)(const gui_app *a, double *cx, double *cy);
    bool (*board_frame)(gui_app *a, int focus);
    bool (*board_fit)(gui_app *a);
    void (*draw_names)(gui_app *a);
    void (*draw_under)(gui_app *a);
    void (*draw_board)(gui_app *a);
    void (*draw_over)(gui_app *a);
    void (*draw_flying)(gui_app *a);
    void (*draw_panel)(gui_app *a);
    void (*board_input)(gui_app *a);        /* hover and click of its choices on the board */
    bool (*board_choice)(const gui_app *a); /* its choice on the board replaces the meeple spots */
    bool (*back)(gui_app *a);               /* Esc / Backspace / right-click: leave its choice */
    bool (*confirm)(gui_app *a);            /* Space / Enter: play the option its choice stands on */

    /* A screen over everything that owns the input (hidden information in hotseat play). */
    bool (*modal)(const gui_app *a);
    bool (*modal_blind)(const gui_app *a);               /* it hides the board and the HUD from the mouse */
    bool (*modal_board)(const gui_app *a, int x, int y); /* the board shows at (x, y) beside it */
    bool (*modal_held)(const gui_app *a);                /* it just opened: the mouse is ignored */
    void (*modal_draw)(gui_app *a);

    /* The HUD: rows of buttons under the tile box beyond the first; whether it uses the first; the tile
     * box (true: it drew it); the tile hidden while it flies in; the pass button's label (NULL: the
     * usual); its buttons (pass_row: the pass row is shown, at y or, with the meeple step's row
     * of figures under it, above y: its own rows go below y's, or at y while its board_choice is the step and
     * the pass row has no button); what a player row shows
     * (returns the width used, at most maxw); the HUD's cache key (ints written, at most max). While an
     * action's animations play (gui_shown.held), hud_tile and hud_buttons are not called: the choices
     * are the next turn's. */
    int (*hud_rows)(const gui_app *a);
    bool (*hud_busy)(const gui_app *a);
    bool (*hud_tile)(gui_app *a, SDL_Rect tile_box, int x, int y, int w);
    bool (*hud_hide_tile)(const gui_app *a);
    const char *(*pass_label)(const gui_app *a);
    void (*hud_buttons)(gui_app *a, int x, int y, int w, bool pass_row);
    int (*hud_row)(gui_app *a, int p, int x, int y, int maxw);
    int (*hud_sig)(const gui_app *a, int *sig, int max);
    /* sets them when it has any, translated: l1 whole sentences, l2 a further one or "" (the HUD wraps them) */
    void (*instructions)(const gui_app *a, const char **l1, const char **l2);
    const char *(*acting)(const char *phase); /* the header in one of its phases, translated: "%s <does this>" (the name), or NULL */
    const char *const (*help)[2];             /* lines of the help overlay: {what, how} marked N_(), ended by {NULL} */

    const gui_ext_test *test; /* the scripted runs' hooks, or NULL */
    /* The results' column heading of one of its score categories (translated), or NULL when not its own. */
    const char *(*category_title)(const char *category);
    /* One of its score categories that cannot score in the game shown (on a map without what it scores):
     * the results leave its column out. From the state last read. */
    bool (*category_hidden)(const gui_app *a, const char *category);
    /* Its columns of the results' statistics, ended by {NULL} (see gui_stat_spec); shown when it is on. */
    const gui_stat_spec *stats;
    /* One of its rules that changed a feature's points (a points or feature_scored event's modifier)
     * said to players, translated into out: how a feature whose score counts `tiles` tiles came to
     * `amount` points ("Road with ...: 2 × 5 tiles"), or (amount 0) why it scored nothing at the end.
     * False when the modifier is not its own. The scoring log shows it under the entry, the feature
     * hover under its points. */
    bool (*modifier_note)(const char *modifier, int amount, int tiles, char *out, size_t cap);
    /* The rule of its own that changes a feature's points (the modifier its events would name), or NULL:
     * the hover says it of a feature no figure holds yet, which its scoring does not reach. */
    const char *(*feature_modifier)(const gui_app *a, int feature);
    /* What a figure of its own (a kind's name) does where it stands, said in the feature hover of the
     * feature (of a CARC_* type) it stands on, translated into out with its owner's name; false when
     * the kind is not its own. */
    bool (*figure_note)(const char *figure, const char *owner, int type, char *out, size_t cap);
    /* What a scoring-log entry of its own was made of (the parts it gave gui_game_log_parts, in its own
     * words) said to players, translated into out: the HUD shows it under the entry. False when the
     * entry (its score category `reason`) is not its own. */
    bool (*log_note)(const char *reason, const char *parts, char *out, size_t cap);
    /* A thing of its own under the mouse resting on the board (no choice made there): draws a box beside
     * it and returns true, and the feature hover stays away. */
    bool (*hover)(gui_app *a);
} gui_ext;

/* What a hook may call of the game scene (gui_game*.c, gui_history.c); the
 * rest of the GUI is the shared files' own. */
/* actions and what they would do */
/* What a hook may read of the game scene's state (gui_ext.c), never the state itself: */
carc_game *gui_ext_game(const gui_app *a);                                    /* the game shown */
const carc_game *gui_ext_preview(const gui_app *a);                           /* ... with the pending tile applied, or NULL */
unsigned gui_ext_version(const gui_app *a);                                   /* changes with every change of the game shown */
bool gui_ext_finished(const gui_app *a);                                      /* the game shown is over */
gui_camera *gui_ext_camera(const gui_app *a);                                 /* the board's view */
void gui_ext_glide(gui_app *a, double bx, double by);                         /* the view glides to centre (bx, by) */
void gui_ext_glide_stop(gui_app *a);                                          /* ... or stops gliding */
gui_anim_queue *gui_ext_anims(const gui_app *a);                              /* the animations, to push an expansion's own */
const int *gui_ext_coords(const gui_app *a);                                  /* squares kept by gui_game_keep_coords */
const carc_action *gui_ext_pending(const gui_app *a);                         /* the tile placed, not yet played, or NULL */
void gui_ext_spots_square(const gui_app *a, int *x, int *y);                  /* the tile the meeple spots are on */
bool gui_ext_meeple_step(const gui_app *a);                                   /* a pending tile, meeple spots or pass on offer */
bool gui_ext_hover_square(const gui_app *a, int *x, int *y);                  /* the board square under the mouse, if over the board */
bool gui_ext_last_feature(const gui_app *a, int feature, int *off, int *len); /* its squares, if it scored last */
const gui_log_entry *gui_ext_log_entry(const gui_app *a, int back);           /* the scoring log's line `back` from the newest, or NULL */
bool gui_game_idle(const gui_app *a);
bool gui_game_apply(gui_app *a, const carc_action *act);      /* any action, in any phase */
bool gui_game_confirm(gui_app *a, const carc_action *second); /* apply tile + meeple/pass */
/* A copy of the game (a clone, recording off) with these actions applied (freed by the caller); NULL when
 * one is refused. */
carc_game *gui_game_try(gui_app *a, const carc_action *acts, int n, carc_err *err);
int gui_human_seats(const gui_app *a); /* seats played at this screen (a->src->seat_here) */
/* events, animations and the scoring log */
bool gui_event_is(const carc_event *e, const char *name);                   /* a module event of that name */
bool gui_event_points(const carc_event *e, const char *reason, int player); /* points of that reason to player */
/* A points number flying from board position (fx, fy) to the player's score, starting at `start`. */
gui_anim *gui_game_points_at(gui_app *a, int player, int amount, double fx, double fy, double start);
int gui_game_keep_coords(gui_app *a, const int *co, int off, int len); /* into G->coords; -1 if full */
void gui_game_log_points(gui_app *a, int player, int amount, const char *reason);
/* A score of 0 with its reason (why: a static N_() text), shown in the log as its points would be. */
void gui_game_log_zero(gui_app *a, int player, const char *reason, const char *why);
/* What the entry logged last was made of, in the expansion's own words (its log_note says them). */
void gui_game_log_parts(gui_app *a, const char *parts);
void gui_game_message(gui_app *a, const char *fmt, ...);
/* the camera and the map */
/* Bring board squares (xy pairs) on screen, zooming out if needed, never in. */
void gui_game_show_squares(gui_app *a, const int *xy, int n);
bool gui_game_board_bounds(const carc_game *g, int *x0, int *y0, int *x1, int *y1); /* the tiles' squares; false if none */
void gui_board_layout(gui_app *a);                                                  /* sets the camera's view rect from the window size */

#endif
