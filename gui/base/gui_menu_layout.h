/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where the start menu's controls go (pure: no SDL). The seats take a block of rows for the most seats
 * the game allows, whatever their number, and the choice between the full, the compact (the smaller
 * title, tighter rows) and the tight layout (tighter still, for many rows of expansions in a low window)
 * depends on the window and the fonts alone, with room kept for an error: adding or removing a seat,
 * choosing a map or a failed Start moves no other control under the mouse. */
#ifndef GUI_MENU_LAYOUT_H
#define GUI_MENU_LAYOUT_H

#include <stdbool.h>

#define GUI_MENU_SEAT_ROWS 6 /* CARC_MAX_PLAYERS: Add player takes the row after the last seat */
#define GUI_MENU_EXP_MAX 8   /* CARC_MAX_MODULES: the expansions' buttons */
#ifdef OPENCARC_NET
#define GUI_MENU_ENDS 5 /* the buttons at the bottom */
#else
#define GUI_MENU_ENDS 4 /* ... without Network… (built without network play) */
#endif

typedef struct gui_box {
    int x, y, w, h;
} gui_box;

typedef struct gui_menu_metrics {
    int w, h;                    /* the window, pixels */
    double ui;                   /* pixels per UI unit */
    int title_h, small_h;        /* the heights of the title's and the small font */
    int label_w;                 /* the widest of the form's labels (Map, Expansions, Seed), pixels */
    int nexp;                    /* the expansions' buttons, in the engine's module order */
    int exp_w[GUI_MENU_EXP_MAX]; /* each one's width (its longest label's), pixels */
    int nseats;
} gui_menu_metrics;

enum { GUI_MENU_FULL, GUI_MENU_COMPACT, GUI_MENU_TIGHT };

typedef struct gui_menu_layout {
    int level;               /* GUI_MENU_FULL, _COMPACT or _TIGHT */
    bool compact;            /* the smaller title, without its subtitle (compact or tight) */
    int title_y, subtitle_y; /* subtitle_y < 0: none (compact) */
    gui_box panel;           /* with the error's room; panel.h - error.h - gap without it */
    int x, inner;            /* the panel's content: left edge and width */
    int players_y;           /* the Players heading */
    int row_h, field_h;      /* rows apart, a field's or button's height */
    gui_box seat[GUI_MENU_SEAT_ROWS];
    gui_box add; /* Add player: the row after the last seat (w = 0 when all are taken) */
    int field_x; /* the controls right of the labels Map, Expansions, Seed */
    int map_y, exp_y, seed_y;
    gui_box exp[GUI_MENU_EXP_MAX]; /* the expansions' buttons, flowing in rows from field_x */
    int exp_rows;                  /* rows they take (at least 1: the line saying there are none) */
    bool exp_fit;                  /* every one is within the panel (a wider one is cut to it) */
    gui_box end[GUI_MENU_ENDS];    /* Start, Continue, Load…, Network… (OPENCARC_NET), Quit */
    gui_box error;
    int bottom; /* the panel's bottom without an error */
} gui_menu_layout;

void gui_menu_layout_make(const gui_menu_metrics *m, gui_menu_layout *L);

#endif
