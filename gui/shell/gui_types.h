/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What every screen's code may name of the application without seeing it: the gui_app handle (its
 * struct is gui_shell.h's, which only the shell and the scenes include), the fonts, scenes and
 * alignments, and the frame's input. An expansion's front end sees the application through this and
 * the calls of ext/ext_api.h. */
#ifndef GUI_TYPES_H
#define GUI_TYPES_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdbool.h>
#include <stdio.h>

typedef struct gui_app gui_app;

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

#define GUI_PATH_LEN 1024
#define GUI_MAX_SEGS 16
#define GUI_TEXT_CACHE 512
#define GUI_MAX_KEYS 16
#define GUI_MIN_W 960 /* the smallest window the screens are laid out for */
#define GUI_MIN_H 640

enum { FONT_SMALL, FONT_NORMAL, FONT_BOLD, FONT_LARGE, FONT_TITLE, FONT_COUNT };
enum { SCENE_MENU, SCENE_GAME, SCENE_RESULTS };
enum { ALIGN_LEFT, ALIGN_CENTER, ALIGN_RIGHT };

typedef struct gui_input {
    int mx, my;    /* mouse in renderer pixels */
    bool ldown;    /* left button held */
    bool lpressed; /* left button went down this frame */
    bool clicked;  /* left button released this frame without dragging */
    bool rclicked;
    int wheel; /* wheel steps this frame (+ = up) */
    int press_x, press_y;
    double press_at; /* a->now of the frame the left button last went down in */
    bool dragging;
    int drag_dx, drag_dy; /* drag motion this frame */
    SDL_Keycode keys[GUI_MAX_KEYS];
    Uint16 keymods[GUI_MAX_KEYS];
    int nkeys;
    char text[64];                       /* text typed this frame (UTF-8) */
    unsigned char keytext[GUI_MAX_KEYS]; /* how much of text was typed before each key (a text field
                                          * takes them in their order) */
    bool consumed;                       /* a widget took this frame's click */
} gui_input;

#endif
