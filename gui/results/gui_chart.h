/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The score race (gui_chart.c): each player's score over the turns, from the scoring log. */
#ifndef GUI_CHART_H
#define GUI_CHART_H

#include "gui_shell.h"

void gui_chart_draw(gui_app *a, SDL_Rect r); /* a line per player in their colour, turns across */

#endif
