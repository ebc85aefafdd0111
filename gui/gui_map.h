/* The map under the board (gui_map.c): its board drawn under the tiles, the camera framing the country,
 * the menu's map choice (the shipped maps, from the engine). Its state: gui_map (gui_game_state.h); what
 * an expansion's front end may ask of it: gui_ext.h. */
#ifndef GUI_MAP_H
#define GUI_MAP_H

#include "gui_shell.h"

#define GUI_MAP_PLAY_ZOOM 96.0 /* pixels per square (at 100 %) where a map game starts: the art and the meeple markers readable */
void gui_map_begin(gui_app *a);                 /* reads the map of the game (if any), loads its board */
bool gui_map_draw(gui_app *a);                  /* the map under the tiles; false when there is none */
bool gui_map_fit(gui_app *a);                   /* frame the whole country; false when there is no map */
/* frame the placed tiles and the squares beside them, or where they do not fit at GUI_MAP_PLAY_ZOOM the
 * board tile focus (-1: the last placed) at that zoom; false when there is no map */
bool gui_map_frame_play(gui_app *a, int focus);
/* Keep a camera centre (at the current zoom) from showing what lies beyond the map, where it can. */
void gui_map_clamp(const gui_app *a, double *cx, double *cy);
int gui_map_module(const carc_rules *R);        /* the module a map choice enables (setup key), or -1 */
int gui_map_choice_count(const carc_rules *R);  /* the shipped maps, from the engine */
const char *gui_map_choice_name(const carc_rules *R, int i);    /* as the setup names it; NULL if none */
const char *gui_map_choice_title(const carc_rules *R, int i); /* its name capitalised, translated; -1: "None" */
int gui_map_choice_find(const carc_rules *R, const char *name); /* -1 if not shipped */
void gui_map_free(gui_app *a);

#endif
