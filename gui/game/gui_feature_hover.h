/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The feature under the mouse (gui_feature_hover.c): the whole road, city, field or monastery lit, with
 * its owners and what it would score. */
#ifndef GUI_FEATURE_HOVER_H
#define GUI_FEATURE_HOVER_H

#include "gui_shell.h"

/* Over a placed tile while no choice is made there: lights the feature under the mouse and writes its
 * owners and points beside the mouse. */
void gui_feature_hover_draw(gui_app *a);

#endif
