/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The saved games as players look for them (gui_saves.c): the menu's list of saves and the name Save
 * proposes. */
#ifndef GUI_SAVES_H
#define GUI_SAVES_H

#include "gui_shell.h"

/* Reads the saves folder: each save's name, date, players, map and expansions, newest first. */
void gui_saves_scan(gui_app *a);
/* The list read last, drawn in r (scrolled by the wheel): true, with the file in path, when one is clicked. */
bool gui_saves_list(gui_app *a, SDL_Rect r, char *path, size_t cap);
/* Opens the Save box (G->saving) with a plain name proposed, selected: the players and the date
 * ("Ann-Bob 2026-11-30 21h05"). */
void gui_saves_open(gui_app *a);
/* The autosave holds an unfinished game (at least one action): true, with the free save name it is
 * kept under when another game takes the autosave's place (its players and when it was last played,
 * "(2)" added when taken) and what it is ("Ann, Bob  ·  8 actions"). */
bool gui_saves_autosave_keep_name(gui_app *a, char *name, size_t cap, char *what, size_t wcap);
/* Renames the autosave to that save name (never over another file); false with why in msg. */
bool gui_saves_keep_autosave(gui_app *a, const char *name, char *msg, size_t cap);
/* text in FONT_SMALL at (x, y), what does not fit in w on a second line (split at a space): the lines drawn */
int gui_saves_message(gui_app *a, const char *text, int x, int y, int w, SDL_Color c);
/* Save (G->saving): the box asking for a name, over the board; saves on Save or Enter. */
void gui_saves_save_box(gui_app *a);
/* Menu during a game (G->leaving): a box asking to confirm, saying the game stays in the autosave. */
void gui_saves_leave_box(gui_app *a);

#endif
