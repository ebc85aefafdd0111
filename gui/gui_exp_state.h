/* The expansions' UI state and screens (temporary home: each moves to its own file under gui/ext/). */
#ifndef GUI_EXP_STATE_H
#define GUI_EXP_STATE_H

#include <SDL.h>
#include <stdbool.h>

#include "carc.h"
#include "gui_anim_queue.h"

/* Map-Chips: chip colours by sprite index (purple, light blue, orange; GUI_MC_COLORS: unknown). */
#define GUI_MC_COLORS 3
#define GUI_MC_CHIPS 32
#define GUI_MC_STACKS 8
typedef struct gui_mc_chip {
    int color, value;
    bool usable; /* may pay for an island tile (collected before this turn) */
} gui_mc_chip;

/* Expansion state read from carc_game_modules_json() when events arrive (never every frame). */
#define GUI_MAX_OFFICES 16
#define GUI_RACK 8
typedef struct gui_mods {
    bool bets, toll, mapchips;
    int nrack[CARC_MAX_PLAYERS];
    char rack[CARC_MAX_PLAYERS][GUI_RACK][16]; /* chip faces in each supply: shown only to their owner */
    int noffice;
    struct { int x, y, chips; } office[GUI_MAX_OFFICES];
    struct { bool placed; int x, y, value; } house[CARC_MAX_PLAYERS];
    int non_map;                                     /* face-down map chips */
    struct { int x, y; } on_map[GUI_MC_CHIPS];
    int ntray[CARC_MAX_PLAYERS];                     /* chips face up in front of each player */
    gui_mc_chip tray[CARC_MAX_PLAYERS][GUI_MC_CHIPS];
    int nstack;                                      /* Benelux island stacks */
    struct { int color, stack, x, y, left, top; } stack[GUI_MC_STACKS]; /* top: the face-up tile type or -1 */
} gui_mods;

/* The map under the board (Carcassonne Maps), read once when a game begins. */
#define GUI_MAP_TOWNS 24
#define GUI_MAP_CELLS 4096
typedef struct gui_map {
    bool on;
    char name[CARC_NAME_LEN];
    int w, h;
    char rows[GUI_MAP_CELLS]; /* w * h square kinds ('.', 'L', '~', ...): drawn when the map has no art */
    int x0, y0, x1, y1; /* the country: the squares that are neither sea nor abroad */
    int ntown;
    struct { char name[40]; int x, y, wine; } town[GUI_MAP_TOWNS]; /* wine: chip colour index or -1 */
} gui_map;

/* Benelux: the choice of the tile's source at the start of a turn (draw, or pay a chip for an island tile). */
typedef struct gui_isle_ui {
    bool can_draw;
    carc_action draw;
    carc_action opt[GUI_MC_STACKS];
    int nopt, hover;                 /* hover: option under the mouse (or picked by the demo), -1 none */
    int key;                         /* action count when the camera last brought the islands on screen */
} gui_isle_ui;

/* France: the wine sale offered right after the tile. */
typedef struct gui_wine_ui {
    carc_action opt[12];
    int n, hover;
} gui_wine_ui;

typedef struct gui_settle_opt {
    carc_action act;
    int feature, type, off, len; /* the candidate's squares: coords[off .. off + 2 len) of gui_bets_ui */
    char label[48];
} gui_settle_opt;

enum { GUI_BET_NONE, GUI_BET_PASS, GUI_BET_RACK };
typedef struct gui_bets_ui {
    int screen;               /* GUI_BET_*: the hidden-information screens */
    int player;               /* who the screen is for */
    int key;                  /* action count the screen belongs to: a new action starts a new screen */
    carc_action chip[GUI_RACK];
    int nchip;
    bool can_pass;
    int hover;                /* chip under the mouse (or picked by the demo) */
    double shown_at;          /* when the rack appeared (< 0: not drawn yet) */
    gui_settle_opt settle[8];
    int nsettle, settle_hover;
    int coords[1024];         /* squares of the settle candidates */
} gui_bets_ui;

typedef struct gui_toll_ui {
    bool mode;                /* choosing a crossroads instead of a meeple spot */
    carc_action act[96];
    int n, hover;
} gui_toll_ui;

#endif
