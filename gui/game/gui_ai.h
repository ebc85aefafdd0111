/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Computer seats in the GUI (gui_ai.c): their levels, a search at a time in a worker thread, decisions
 * played at a human pace. Their state: gui_ai_ctl (gui_game_state.h). */
#ifndef GUI_AI_H
#define GUI_AI_H

#include "gui_shell.h"

int gui_ai_level_count(void);                      /* the levels a seat can be given in the menu */
const char *gui_ai_level_name(int i);              /* "easy", "normal", "hard", "expert" */
const char *gui_ai_level_label(int i);             /* the menu's "Computer: Easy", translated */
int gui_ai_level_find(const char *name);           /* -1 if not one of them */
const char *gui_ai_level_title(const char *level); /* "hard" as the player rows show it, translated */
void gui_ai_begin(gui_app *a);                     /* a game is shown: a player for each computer seat */
void gui_ai_end(gui_app *a);                       /* stops a search, frees the players */
void gui_ai_frame(gui_app *a);                     /* starts a search, plays a decision when its time has come */
bool gui_ai_turn(const gui_app *a);                /* a seat not at this screen (a computer, a player elsewhere) is to act */
bool gui_ai_thinking(const gui_app *a);
void gui_ai_draw(gui_app *a); /* the thinking indicator */
/* The box over the board that says whom the game waits for (text, three dots counting after it), in
 * seat p's colour. */
SDL_Rect gui_seat_box(gui_app *a, int p, const char *text); /* where it was drawn */

#endif
