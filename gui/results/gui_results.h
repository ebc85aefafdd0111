/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The results scene (gui_results.c): the points, the statistics and the final board. */
#ifndef GUI_RESULTS_H
#define GUI_RESULTS_H

#include "gui_shell.h"

void gui_results_frame(gui_app *a);

#endif
