/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The application's fields a front end may read without its struct (gui_access.h). */
#include "gui_access.h"
#include "gui_shell.h"

SDL_Renderer *gui_renderer(const gui_app *a)
{
    return a->ren;
}

int gui_width(const gui_app *a)
{
    return a->w;
}

int gui_height(const gui_app *a)
{
    return a->h;
}

double gui_ui(const gui_app *a)
{
    return a->ui;
}

int gui_font_h(const gui_app *a, int font)
{
    return a->font_h[font];
}

gui_input *gui_input_of(const gui_app *a)
{
    return (gui_input *)&a->in; /* as strchr: the caller's app is its own to change */
}

double gui_now(const gui_app *a)
{
    return a->now;
}

gui_audio *gui_audio_of(const gui_app *a)
{
    return a->audio;
}

SDL_Texture *gui_sprite_disc(const gui_app *a)
{
    return a->disc;
}

SDL_Texture *gui_sprite_ring(const gui_app *a)
{
    return a->ring;
}

const carc_rules *gui_rules(const gui_app *a)
{
    return a->rules;
}

const gui_mask *gui_tile_mask(const gui_app *a, int type)
{
    return &a->tiles[type].mask;
}

const char *gui_data_dir(const gui_app *a)
{
    return a->data_dir;
}

FILE *gui_screen_log(const gui_app *a)
{
    return a->screen_log;
}

void gui_overflow_note(gui_app *a, const char *what)
{
    a->overflow = what;
}

void gui_board_invalidate(gui_app *a)
{
    a->board.valid = false;
}
