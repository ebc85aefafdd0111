/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where the game shown is played, as Brogue's table of platform functions: here (every seat at this
 * screen, or a computer of this machine: gui_source_local, gui_ai.c), or at a host across the network, of
 * which this screen plays one seat (gui_source_net, gui_net.c). The game screens call the table and never
 * ask which one it is; the tables are the game scene's (gui_game.h) and the network's (gui_net.h). */
#ifndef GUI_SOURCE_H
#define GUI_SOURCE_H

#include <stdbool.h>
#include <stddef.h>

#include "carc.h"

struct gui_app;

typedef struct gui_source {
    void (*begin)(struct gui_app *a);                        /* a game is shown */
    void (*end)(struct gui_app *a);                          /* ... no more */
    void (*leave)(struct gui_app *a);                        /* the player went back to the menu (or NULL) */
    bool (*seat_here)(const struct gui_app *a, int p);       /* seat p plays with this screen's mouse and keys */
    void (*frame)(struct gui_app *a);                        /* each frame: the other seats' actions come and play */
    void (*took)(struct gui_app *a, const carc_action *act); /* an action taken here reached the game */
    void (*draw)(struct gui_app *a);                         /* over the board: whom the game waits for */
    /* the HUD's first line while seat p, not here, is to act */
    void (*awaited)(const struct gui_app *a, int p, char *line, size_t cap);
    /* undo where the game is played, for a source without history: this screen's last step of its turn,
     * when it showed nothing hidden (NULL: none) */
    bool (*can_take_back)(const struct gui_app *a);
    void (*take_back)(struct gui_app *a);
    bool history;  /* undo and redo across actions */
    bool autosave; /* the game is this screen's to keep (autosave.json) */
} gui_source;

#endif
