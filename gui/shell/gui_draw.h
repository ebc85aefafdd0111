/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Drawing helpers of the shell: text (cached), filled boxes and frames, what a panel over the board
 * covers, UI units, and batched quads. What the game scene draws with (seat colours, tiles, figures, the
 * board's squares) is gui_game_draw.h. */
#ifndef GUI_DRAW_H
#define GUI_DRAW_H

#include "gui_types.h"

/* gui_text.c: fonts, cached text, drawing helpers */
/* Draw text; returns its width. Cached textures: no allocation when the same text is drawn again. */
int gui_text(gui_app *a, int font, const char *s, SDL_Color c, int x, int y, int align);
int gui_text_width(gui_app *a, int font, const char *s);
/* font if s fits in w, else smaller: a heading with a long player name */
int gui_text_fit(gui_app *a, int font, int smaller, const char *s, int w);
/* s with its first letter in capitals, into out: a title as a label (an ASCII first letter; others as they are) */
const char *gui_capitalised(const char *s, char *out, size_t cap);
/* s cut on a character, with "…", to fit in w pixels (a long player name beside a score); into out */
const char *gui_text_ellipsize(gui_app *a, int font, const char *s, int w, char *out, size_t cap);
/* tmpl (one %s) with name, the name ellipsized where the whole would not fit in w pixels; into out */
const char *gui_text_name_in(gui_app *a, int font, const char *tmpl, const char *name, int w, char *out, size_t cap);
/* Records for --shots that s runs out of its what ("button"): the first such text of the frame. */
void gui_text_overflow(gui_app *a, const char *s, const char *what);
void gui_fill(gui_app *a, SDL_Rect r, SDL_Color c);
/* Over the board, what must stay seen this frame (a choice in progress: a rack, a panel; the hosting line),
 * noted as it is drawn; what is drawn after it and may go elsewhere (a hint) asks gui_cover_avoid: r moved
 * up (else down) within `within` until it covers none of them, or a rect of width 0 where none is free. */
void gui_cover_note(gui_app *a, SDL_Rect r);
SDL_Rect gui_cover_avoid(const gui_app *a, SDL_Rect r, SDL_Rect within);
void gui_frame(gui_app *a, SDL_Rect r, SDL_Color c, int thick);
int gui_px(const gui_app *a, double v); /* UI units -> pixels */

/* Batched textured quads (SDL_RenderGeometry): one draw call per texture run. */
void gui_batch_quad(gui_app *a, SDL_Texture *tex, const SDL_Rect *src, int tw, int th, SDL_FRect dst, SDL_Color c);
void gui_batch_flush(gui_app *a);

#endif
