/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a computer expected (gui_expect.c): after a computer seat's turn, E opens a box with what it
 * expected from the position it left, by the evaluation Hard judges with (ai_expect): its open roads,
 * cities and monasteries with their chance to complete and what completing adds, its figures. */
#ifndef GUI_EXPECT_H
#define GUI_EXPECT_H

#include "gui_shell.h"

void gui_expect_note(gui_app *a, int seat, int turn); /* a computer seat ended turn `turn` */
void gui_expect_toggle(gui_app *a);                   /* E */
/* The box when open (G->expect_open), over the board, taking the click and the keys that close it; else
 * on a human's turn right after a computer's, a line saying E shows it. */
void gui_expect_draw(gui_app *a);

#endif
