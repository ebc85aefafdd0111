/* Where the start menu's controls go (pure: no SDL). The seats take a block of rows for the most seats
 * the game allows, whatever their number, and the choice between the full and the compact layout (the
 * smaller title, tighter rows) depends on the window alone, with room kept for an error: adding or
 * removing a seat, choosing a map or a failed Start moves no other control under the mouse. */
#ifndef GUI_MENU_LAYOUT_H
#define GUI_MENU_LAYOUT_H

#include <stdbool.h>

#define GUI_MENU_SEAT_ROWS 6 /* CARC_MAX_PLAYERS: Add player takes the row after the last seat */

typedef struct gui_box {
    int x, y, w, h;
} gui_box;

typedef struct gui_menu_metrics {
    int w, h;                       /* the window, pixels */
    double ui;                      /* pixels per UI unit */
    int title_h, small_h;           /* the heights of the title's and the small font */
    int label_w;                    /* the widest of the form's labels (Map, Expansions, Seed), pixels */
    int exp_rows;                   /* rows the expansions' buttons take in columns of col_w (at least 1) */
    int nseats;
} gui_menu_metrics;

typedef struct gui_menu_layout {
    bool compact;
    int title_y, subtitle_y;        /* subtitle_y < 0: none (compact) */
    gui_box panel;                  /* with the error's room; panel.h - error.h - gap without it */
    int x, inner;                   /* the panel's content: left edge and width */
    int players_y;                  /* the Players heading */
    int row_h, field_h;             /* rows apart, a field's or button's height */
    gui_box seat[GUI_MENU_SEAT_ROWS];
    gui_box add;                    /* Add player: the row after the last seat (w = 0 when all are taken) */
    int field_x;                    /* the controls right of the labels Map, Expansions, Seed */
    int map_y, exp_y, seed_y;
    int col_w, col_gap;             /* the expansions' two columns */
    gui_box end[4];                 /* Start, Continue, Load…, Quit */
    gui_box error;
    int bottom;                     /* the panel's bottom without an error */
} gui_menu_layout;

void gui_menu_layout_make(const gui_menu_metrics *m, gui_menu_layout *L);

#endif
