/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The menu scene's state (gui_menu, held by the application as a->menu): the seats, the expansions and
 * map chosen, the seed, the text field with the focus. Types only: the menu's functions are in gui_menu.h. */
#ifndef GUI_MENU_STATE_H
#define GUI_MENU_STATE_H

#include <stdbool.h>

#include "carc.h"
#include "gui_edit.h"
#include "gui_paths.h"

typedef struct gui_menu_seat {
    char name[CARC_NAME_LEN];
    int color;
    int level; /* 0: a human; k > 0: a computer of level gui_ai_level_name(k - 1) */
} gui_menu_seat;

typedef struct gui_menu {
    int nseats;
    gui_menu_seat seat[CARC_MAX_PLAYERS];
    bool module_on[CARC_MAX_MODULES];
    int map;            /* index into the shipped maps (gui_map_choice_name), -1: no map */
    int ntiles;         /* the tiles a game of this setup has, shown beside the map (0: not known) */
    int naside;         /* ... of them set aside at the start, face up (not in the stack to draw) */
    unsigned tiles_key; /* the setup ntiles was counted for (0: none yet) */
    char seed[24];
    int focus;     /* text field with keyboard focus: -1 none, 0..5 names, 10 seed */
    gui_edit edit; /* its caret and selection */
    bool loading;  /* the list of saved games is open (Load…) */
    char error[400];
    bool have_autosave;                                                    /* the autosave (a game at this computer): Continue */
    int texts_lang;                                                        /* the language keep_what and net_what were written in */
    char keep_as[GUI_SAVE_NAME_MAX + 8];                                   /* the autosave's unfinished game is kept under this name when
                                          * Start or Load… replaces it ("": nothing to keep) */
    char keep_what[200];                                                   /* its players and actions, said in the menu */
    char net_what[300];                                                    /* Continue network game: which one ("": none) */
    bool hints;                                                            /* hints on the board (gui_hints.h), kept in the settings */
    bool network;                                                          /* the Network… box is open (gui_net_menu.c) */
    char net_addr[128], net_port[8], net_key[33], net_seat[4], net_fp[40]; /* its fields: Join's, and Host's port */
    unsigned net_here; /* Host: bit i, the menu's seat i is played at this computer too (hotseat) */
} gui_menu;

#endif
