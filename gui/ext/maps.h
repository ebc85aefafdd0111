/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne Maps' front end (maps.c): what the other front ends may ask of the map shown. */
#ifndef GUI_EXT_MAPS_H
#define GUI_EXT_MAPS_H

#include "ext_api.h"

const char *gui_map_town_at(const gui_app *a, int x, int y); /* a town's name, or NULL */
void gui_map_draw_town_names(gui_app *a);                    /* the names of the towns under tiles, over the tiles */

#endif
