/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Hints on demand (the menu's Hints, kept in the settings as "hints"): on a human's tile, the squares no
 * tile still to come can fill are crossed out, and the legal squares where the drawn tile scores now
 * show the most it can score there this turn. */
#ifndef GUI_HINTS_H
#define GUI_HINTS_H

struct gui_app;
void gui_hints_draw(struct gui_app *a); /* over the candidate squares, while the drawn tile waits */

#endif
