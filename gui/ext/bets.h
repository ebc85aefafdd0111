/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Bets' front end, shared by its two files (bets.c: the choices; bets_reveal.c: what everyone sees).
 * Nothing here is seen by the shared GUI files: they call the table gui_ext_bets. */
#ifndef GUI_EXT_BETS_H
#define GUI_EXT_BETS_H

#include "ext.h"
#include "../../rules/bets/bets.h"

enum {
    GUI_ANIM_BET_PLACE = GUI_ANIM_BETS, /* gui_bet_place: a face-down chip flies from the player to the office */
    GUI_ANIM_BET_CHIP,                  /* gui_bet_chip: one chip of a settlement (bets_reveal.c) */
};

typedef struct gui_bet_place {
    int player, x, y; /* the bettor, the office's square */
} gui_bet_place;
GUI_ANIM_RECORD(gui_bet_place)

typedef struct gui_bet_chip {
    int player, x, y;          /* the bettor, the office's square */
    int slot, nslot;           /* its place in the settlement's row of chips */
    bool shown, same, hit;     /* turned over (else returned face down), every chip for one feature, it pays */
    int type, tiles;           /* the feature's type and tile count */
    int feature, off, len;     /* the feature lit: len squares from the game scene's coords[off] */
    double flip_at, return_at; /* seconds after its start: it turns over, it flies home */
    char face[16];
} gui_bet_chip;
GUI_ANIM_RECORD(gui_bet_chip)

#define GUI_RACK BETS_MAX_FACES
#define GUI_MAX_OFFICES BETS_MAX_BOOKS

/* The module's visible state, read from its typed view (bets_view_of) when events arrive (never every frame). */
typedef struct gui_bets_seen {
    bool on;
    int nrack[CARC_MAX_PLAYERS];
    char rack[CARC_MAX_PLAYERS][GUI_RACK][16]; /* chip faces in each supply: shown only to their owner */
    int noffice;
    struct {
        int x, y, chips;
    } office[GUI_MAX_OFFICES];
    int nface; /* what each face pays, from the module's "faces" (the rules data) */
    struct {
        char label[16], brief[32], full[192];
    } face[GUI_RACK];
} gui_bets_seen;

typedef struct gui_settle_opt {
    carc_action act;
    int feature, type, off, len; /* the candidate's squares: coords[off .. off + 2 len) of gui_bets_ui */
    char label[80];
} gui_settle_opt;

enum { GUI_BET_NONE, GUI_BET_PASS, GUI_BET_RACK };
typedef struct gui_bets_ui {
    int screen; /* GUI_BET_*: the hidden-information screens */
    int player; /* who the screen is for */
    int key;    /* action count the screen belongs to: a new action starts a new screen */
    carc_action chip[GUI_RACK];
    int nchip;
    bool can_pass;
    int hover;                 /* chip under the mouse (or picked by the demo) */
    double shown_at;           /* when the rack appeared (< 0: not drawn yet) */
    gui_settle_opt settle[10]; /* features through one office: at most one per segment of a tile (10) */
    int nsettle, settle_hover;
    int coords[10 * 2 * 512]; /* squares of the settle candidates (a game holds at most 512 tiles) */
} gui_bets_ui;

extern gui_bets_ui gui_bets;            /* the choices (bets.c) */
extern gui_bets_seen gui_bets_seen_now; /* the module's state (bets_reveal.c) */

/* bets.c: the choices — hidden betting screens, the settle choice */
bool gui_bets_active(const gui_app *a); /* a betting screen owns the input */
bool gui_bets_settling(const gui_app *a);

/* bets_reveal.c: what everyone sees — chips placed, stacks, the settlement animation */
void gui_bets_draw_reveal(gui_app *a); /* each settling chip's feature lit */
void gui_bets_draw_stacks(gui_app *a, int gx, int gy, bool glow);
void gui_bets_office_screen(gui_app *a, int x, int y, double *sx, double *sy);
/* A chip: its face (NULL: face down), with a ring in its owner's colour; xs squeezes it (turning). */
void gui_bets_chip(gui_app *a, const char *face, int player, double sx, double sy, double s, double xs, Uint8 al, bool ring);
SDL_Texture *gui_bets_face(gui_app *a, const char *label); /* NULL: no sprite for this face */
void gui_bets_load(gui_app *a);
void gui_bets_unload(gui_app *a);
void gui_bets_read(gui_app *a);
/* What a face pays: brief ("3:3  4:4", under the chip) and full ("3 tiles: 3 points, or 4 tiles: 4 points");
 * NULL if unknown. */
const char *gui_bets_pays(const char *label, bool full);
int gui_bets_events(gui_app *a, const carc_event *ev, int n, int i, const int *co);
int gui_bets_log(gui_app *a, const carc_event *ev, int n, int i);
void gui_bets_draw_flying(gui_app *a);                           /* chips moving between board and HUD */
int gui_bets_hud_row(gui_app *a, int p, int x, int y, int maxw); /* chips in supply; returns the width used */

#endif
