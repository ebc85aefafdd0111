/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the game scene draws with, for the scenes above it and the expansions' front ends: seat colours
 * and symbols (gui_seat_style.c), tile art and figure sprites (gui_assets.c), tiles, figures and the
 * board's squares (gui_board_view.c), the places of the side panel (gui_hud.c), the names of feature types
 * and score categories. The shell's helpers it builds on: gui_draw.h. */
#ifndef GUI_GAME_DRAW_H
#define GUI_GAME_DRAW_H

#include "gui_draw.h"
#include "gui_seat_data.h"

/* gui_assets.c: tile art, sprites */
bool gui_assets_load(gui_app *a);
void gui_assets_seat_sprites(gui_app *a); /* (re)loads the figures' sprites in the palette's colours */
void gui_assets_free(gui_app *a);
/* gui_seat_style.c: how seats look, from assets/ui/seats.json */
bool gui_seat_style_init(gui_app *a);                           /* reads assets/ui/seats.json */
void gui_seat_style_set(gui_app *a, int palette, bool symbols); /* recolours the sprites when the palette changes */

/* gui_seat_style.c: seat colours in the chosen palette, seat symbols */
SDL_Color gui_player_color(const char *name);
SDL_Color gui_seat_color(int color);
int gui_color_index(const char *name);
const char *gui_color_title(int color); /* "red" (in the colour-blind palette "orange") in the language shown */
int gui_seat_palette(void);
int gui_seat_palette_count(void);
const char *gui_seat_palette_name(int p);         /* "okabe-ito": kept in the settings */
const char *gui_seat_palette_title(int p);        /* "Colour-blind colours": shown in the menu */
int gui_seat_palette_find_name(const char *name); /* -1 if none */
bool gui_seat_symbols(void);
/* A seat's sprite file (a meeple, an expansion's piece) in the palette's colours. */
SDL_Texture *gui_seat_sprite_load(gui_app *a, const char *path, int color);
void gui_seat_symbol(gui_app *a, int color, double cx, double cy, double size); /* the seat's symbol, size across */
void gui_seat_mark(gui_app *a, int color, double cx, double cy, double size);   /* the same when symbols are on */

/* gui_assets.c */
void gui_tile_spot(const gui_app *a, int type, int rot, int seg, double *u, double *v);
SDL_Texture *gui_segment_overlay(gui_app *a, int type, int seg);
/* A figure's sprite: its kind's name ("meeple", NULL for it too), the seat colour, lying as a farmer; in
 * *scale (may be NULL) its size beside a meeple's. */
SDL_Texture *gui_figure_tex(gui_app *a, const char *kind, int color, bool farmer, double *scale);
/* Centre of a tile's no-segment area (an office's tent, a village square) on the rotated tile. */
void gui_tile_hole(gui_app *a, int type, int rot, double *u, double *v);
SDL_Texture *gui_half_texture(gui_app *a, SDL_Surface *rgba); /* a half-size level of an RGBA32 surface */

/* gui_board_view.c */
int gui_player_color_index(const gui_app *a, int p); /* the sprite colour of player p */
void gui_board_square(const gui_app *a, int x, int y, SDL_Rect *r);
/* Board position of the office / village square of the tile at (x, y) (the tile centre if none). */
bool gui_board_hole(gui_app *a, int x, int y, double *bx, double *by);
/* Light up board squares (a feature): fill and frame in colour c at alpha al. */
void gui_board_mark(gui_app *a, const int *coords, int n, SDL_Color c, Uint8 al);
/* The squares of a feature (by asking the engine which segments belong to it), at most max; its
 * segment type in *type (-1 if not found). Returns the number of squares. */
int gui_board_feature_squares(gui_app *a, int feature, int *coords, int max, int *type);
/* Light up a feature's own segments on those squares (the whole squares when feature < 0). */
void gui_board_mark_feature(gui_app *a, const int *coords, int n, int feature, SDL_Color c, Uint8 al);
/* A sprite centred at (sx, sy), size s, horizontally squeezed by xs (a flip), tinted by c (c.a: alpha). */
void gui_draw_sprite(gui_app *a, SDL_Texture *t, double sx, double sy, double s, double xs, SDL_Color c);
#define GUI_ALPHA(al) ((SDL_Color){255, 255, 255, (Uint8)(al)})
double gui_ease_out(double p);
void gui_draw_tile(gui_app *a, int type, int rot, SDL_Rect r, Uint8 alpha);
void gui_draw_meeple(gui_app *a, int player_color, bool farmer, double sx, double sy, double size);
/* A figure of a kind (its name; NULL: the meeple) centred at (sx, sy), size a meeple's size times the
 * kind's scale, with the seat's symbol. */
void gui_draw_figure(gui_app *a, const char *kind, int player_color, bool farmer, double sx, double sy, double size);
/* The name of kind k of the game shown ("meeple" for 0 or without a game). */
const char *gui_figure_name(const gui_app *a, int kind);

/* gui_hud.c */
SDL_Rect gui_hud_rect(const gui_app *a);
SDL_Rect gui_hud_tile_rect(const gui_app *a);
void gui_hud_player_pos(const gui_app *a, int p, double *x, double *y);

/* gui_feature_hover.c: a feature type's name ("Road", CARC_ROAD...), in the language shown */
const char *gui_feature_title(int type);
/* The heading of an engine score category ("Roads"); an expansion's own are named by its front end. */
void gui_category_title(const char *category, char *out, size_t cap);

#endif
