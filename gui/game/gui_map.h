/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The menu's map choice (gui_map_choice.c): the shipped maps, from the engine. The map under the board
 * is the Maps front end's (gui/ext/maps.c, through the board hooks of gui_ext.h). */
#ifndef GUI_MAP_H
#define GUI_MAP_H

#include "gui_shell.h"

int gui_map_module(const carc_rules *R);                        /* the module a map choice enables (setup key), or -1 */
int gui_map_choice_count(const carc_rules *R);                  /* the shipped maps, from the engine */
const char *gui_map_choice_name(const carc_rules *R, int i);    /* as the setup names it; NULL if none */
const char *gui_map_choice_title(const carc_rules *R, int i);   /* its name capitalised, translated; -1: "None" */
int gui_map_choice_find(const carc_rules *R, const char *name); /* -1 if not shipped */

#endif
