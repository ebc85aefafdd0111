/* The start menu (gui_menu.c, gui_menu_display.c): seats, map, expansions, seed, load; the display
 * settings. Its state: gui_menu_state.h; where its controls go: gui_menu_layout.h. */
#ifndef GUI_MENU_H
#define GUI_MENU_H

#include "gui_shell.h"

void gui_menu_init(gui_app *a);
void gui_menu_frame(gui_app *a);
void gui_menu_display(gui_app *a); /* gui_menu_display.c: UI scale, seat symbols, palette */

#endif
