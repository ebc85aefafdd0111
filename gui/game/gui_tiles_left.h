/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tiles left (gui_tiles_left.c): a popup with every tile picture of the game and how many of it the
 * stack still holds. */
#ifndef GUI_TILES_LEFT_H
#define GUI_TILES_LEFT_H

#include "gui_shell.h"

void gui_tiles_left_toggle(gui_app *a); /* T, or a click on the count in the header */
/* The popup when open (G->tiles_left): over the board, taking the click and the keys that close it. */
void gui_tiles_left_draw(gui_app *a);

#endif
