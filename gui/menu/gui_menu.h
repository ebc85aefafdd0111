/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The start menu (gui_menu.c, gui_menu_display.c): seats, map, expansions, seed, load; the display
 * settings. Its state: gui_menu_state.h; where its controls go: gui_menu_layout.h. */
#ifndef GUI_MENU_H
#define GUI_MENU_H

#include "gui_shell.h"

void gui_menu_init(gui_app *a);
void gui_menu_enter(gui_app *a); /* from a game or its results: the game ends, the menu shows */
void gui_menu_frame(gui_app *a);
/* gui_menu_display.c: UI scale, seat symbols, palette, language, hints; returns its box's right edge */
int gui_menu_display(gui_app *a);
/* A game of the menu's setup and seed, or NULL with the menu's error said. */
carc_game *gui_menu_new_game(gui_app *a);
void gui_net_screen(gui_app *a); /* gui_net_menu.c: the Network… box over the menu (Host, Join) */

#endif
