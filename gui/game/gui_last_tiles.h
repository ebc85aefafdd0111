/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The last tile each player placed (gui_last_tiles.c): framed in the player's colour on the board while
 * it is one of the tiles of the last round, so that everyone sees what the others just did. */
#ifndef GUI_LAST_TILES_H
#define GUI_LAST_TILES_H

#include "gui_shell.h"

void gui_last_tiles_reset(gui_app *a);                     /* a game (or another state of it) is shown */
void gui_last_tiles_note(gui_app *a, const carc_event *e); /* an event: a tile placed by a player */
void gui_last_tiles_draw(gui_app *a);                      /* the frames, over the placed tiles */

#endif
