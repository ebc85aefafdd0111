/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a front end that does not see the application's struct (an expansion's: ext/ext_api.h) may read
 * of it, by call (gui_access.c): the renderer and the window's size, the UI scale and fonts' heights, the
 * frame's input and clock, sound, the shared sprites and tile art, where the data is, the screen log of
 * the tests. */
#ifndef GUI_ACCESS_H
#define GUI_ACCESS_H

#include "carc.h"
#include "gui_audio.h"
#include "gui_hit.h"
#include "gui_types.h"

SDL_Renderer *gui_renderer(const gui_app *a);
int gui_width(const gui_app *a); /* the renderer's output, in pixels */
int gui_height(const gui_app *a);
double gui_ui(const gui_app *a);            /* pixels per UI unit */
int gui_font_h(const gui_app *a, int font); /* a line of FONT_* */
gui_input *gui_input_of(const gui_app *a);  /* this frame's (a widget marks it consumed) */
double gui_now(const gui_app *a);           /* seconds since start */
gui_audio *gui_audio_of(const gui_app *a);
SDL_Texture *gui_sprite_disc(const gui_app *a); /* white, to be tinted: a filled disc, a ring */
SDL_Texture *gui_sprite_ring(const gui_app *a);
const carc_rules *gui_rules(const gui_app *a);
const gui_mask *gui_tile_mask(const gui_app *a, int type); /* a tile's segment mask, unrotated */
const char *gui_data_dir(const gui_app *a);
FILE *gui_screen_log(const gui_app *a);               /* --screen-log, or NULL */
void gui_overflow_note(gui_app *a, const char *what); /* a screen laid out past its room (tests fail on it) */
void gui_board_invalidate(gui_app *a);                /* the cached board is drawn again */

#endif
