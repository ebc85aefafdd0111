/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Immediate-mode widgets (gui_text.c): drawn and asked for their input in the same call. */
#ifndef GUI_WIDGET_H
#define GUI_WIDGET_H

#include "gui_types.h"
#include "gui_edit.h"

void gui_panel(gui_app *a, SDL_Rect r);
/* A popup over the board closes on a click, Esc or its own key: true when one came this frame (taken). */
bool gui_popup_closed(gui_app *a, SDL_Keycode key);
/* A label on a filled box centred at (cx, cy). */
void gui_pill(gui_app *a, int font, const char *text, SDL_Color fg, SDL_Color bg, int cx, int cy);
bool gui_in_rect(int x, int y, SDL_Rect r);
/* What is drawn under a dialog sees neither mouse nor keys: mutes a->in and returns it to put back. */
gui_input gui_input_mute(gui_app *a);
/* A tooltip: what the icon or count drawn at r is, said in a box while the mouse is over it (an icon
 * alone says too little). Drawn by gui_tip_draw, over what is drawn after; the screen log has the rect. */
void gui_tip(gui_app *a, SDL_Rect r, const char *text);
/* Draws the tooltip noted since the last call (if any) under its thing, or above it, inside within. */
void gui_tip_draw(gui_app *a, SDL_Rect within);
/* Immediate-mode button: draws and returns true when clicked this frame. */
bool gui_button(gui_app *a, SDL_Rect r, const char *label, bool enabled, bool primary);
/* A one-line text field (gui_textfield.c), edited as desktop fields are (caret and selection in e, see
 * gui_edit.h); focus is owned by the caller (a press in the field takes it). Returns true when Enter
 * was pressed. */
bool gui_textfield(gui_app *a, SDL_Rect r, char *buf, size_t cap, bool *focused, gui_edit *e, const char *placeholder);

#endif
