/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Legal squares out of sight (gui_offscreen.c): arrows at the edge of the board view. */
#ifndef GUI_OFFSCREEN_H
#define GUI_OFFSCREEN_H

#include "gui_shell.h"

/* An arrow at the edge of the view towards each group of legal squares out of sight, with their count;
 * a click on one brings them into view (and takes the click). */
void gui_offscreen_draw(gui_app *a);

#endif
