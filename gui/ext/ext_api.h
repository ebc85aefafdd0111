/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Everything an expansion's front end may use of the GUI: the application's state (gui_shell.h: the
 * window, fonts, input, the game shown in a->game), the drawing helpers (gui_draw.h), the widgets
 * (gui_widget.h), and its table with what its hooks may call of the game scene (gui_ext.h). The scenes'
 * own functions (gui_game.h, gui_menu.h, ...) and the calls over the registry (gui_exts.h) are not here:
 * a file of gui/ext/ includes this (through ext.h), its own headers and its rules module's public header,
 * nothing else of the GUI (registry.c, which lists the tables, includes gui_exts.h). */
#ifndef GUI_EXT_API_H
#define GUI_EXT_API_H

#include "gui_game_draw.h"
#include "gui_ext.h"
#include "gui_shell.h"
#include "gui_widget.h"

#endif
