/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Everything an expansion's front end may use of the GUI, Quake's refimport_t in the form of headers:
 * the application by call, never its struct (gui_access.h: renderer, fonts, input, clock, sound), the
 * game scene by call (gui_ext.h: the game shown, camera, animations, pending tile, hover; apply, log), the
 * drawing helpers (gui_draw.h, gui_game_draw.h) and the widgets (gui_widget.h). The scenes' own
 * functions (gui_game.h, gui_menu.h, ...), the calls over the registry (gui_exts.h) and gui_shell.h are
 * not here: a file of gui/ext/ includes this (through ext.h), its own headers and its rules module's
 * public header, nothing else of the GUI (the rooms test checks that none reaches gui_shell.h or
 * gui_game_state.h). */
#ifndef GUI_EXT_API_H
#define GUI_EXT_API_H

#include "gui_access.h"
#include "gui_ext.h"
#include "gui_game_draw.h"
#include "gui_i18n.h"
#include "gui_widget.h"

#endif
