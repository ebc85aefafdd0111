/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The expansions' front ends as the shared GUI files call them (gui_ext.c): every table of the registry,
 * in its order, at fixed points of a frame. An expansion's front end never calls these: it is one of the
 * tables (gui_ext.h). */
#ifndef GUI_EXTS_H
#define GUI_EXTS_H

#include "gui_ext.h"

/* Every expansion's front end, in the order their hooks run: the registry (gui/ext/registry.h) as the
 * application gives it once at start, so that the game scene links to none of them. */
extern const gui_ext *const *gui_exts;
extern int gui_ext_count;
void gui_exts_use(const gui_ext *const *tables, int n);

/* gui_ext.c: the hooks every shared file calls, looped over the registry */
void gui_ext_load(gui_app *a);
void gui_ext_unload(gui_app *a);
void gui_ext_begin(gui_app *a);
void gui_ext_show(gui_app *a);
void gui_ext_read(gui_app *a); /* each module's typed view */
bool gui_ext_any_on(const gui_app *a);
void gui_ext_reset(gui_app *a);
bool gui_ext_take(gui_app *a, const carc_action *act);
void gui_ext_sorted(gui_app *a);
int gui_ext_events(gui_app *a, const carc_event *ev, int n, int i, const int *co);
int gui_ext_log(gui_app *a, const carc_event *ev, int n, int i);
/* the board a module gives (gui_ext board hooks): each false / unchanged when none does */
bool gui_ext_board_draw(gui_app *a);
void gui_ext_board_clamp(const gui_app *a, double *cx, double *cy);
bool gui_ext_board_frame(gui_app *a, int focus);
bool gui_ext_board_fit(gui_app *a);
void gui_ext_draw_names(gui_app *a);
void gui_ext_draw_under(gui_app *a);
void gui_ext_draw_board(gui_app *a);
void gui_ext_draw_over(gui_app *a);
void gui_ext_draw_flying(gui_app *a);
void gui_ext_draw_panel(gui_app *a);
void gui_ext_board_input(gui_app *a);
bool gui_ext_board_choice(const gui_app *a);
bool gui_ext_back(gui_app *a);
bool gui_ext_confirm(gui_app *a);
const gui_ext *gui_ext_modal(const gui_app *a); /* the expansion whose screen owns the input, or NULL */
int gui_ext_hud_rows(const gui_app *a);
bool gui_ext_hud_busy(const gui_app *a);
bool gui_ext_hud_tile(gui_app *a, SDL_Rect tile_box, int x, int y, int w);
bool gui_ext_hud_hide_tile(const gui_app *a);
const char *gui_ext_pass_label(const gui_app *a);
void gui_ext_hud_buttons(gui_app *a, int x, int y, int w, bool pass_row);
int gui_ext_hud_row_count(const gui_app *a); /* the expansions on that draw in the player rows */
int gui_ext_hud_row(gui_app *a, int p, int x, int y, int maxw);
int gui_ext_hud_sig(const gui_app *a, int *sig, int max);
void gui_ext_instructions(const gui_app *a, const char **l1, const char **l2);
const char *gui_ext_acting(const char *phase); /* a template with the name, or NULL: "%s's turn" */
const char *gui_ext_category_title(const char *category);
bool gui_ext_category_hidden(const gui_app *a, const char *category);
bool gui_ext_modifier_note(const char *modifier, int amount, int tiles, char *out, size_t cap);   /* false: no table's */
const char *gui_ext_feature_modifier(const gui_app *a, int feature);                              /* NULL: none */
bool gui_ext_figure_note(const char *figure, const char *owner, int type, char *out, size_t cap); /* false: no table's */
bool gui_ext_log_note(const char *reason, const char *parts, char *out, size_t cap);              /* false: no table's */
bool gui_ext_hover(gui_app *a); /* an expansion's own hover drawn (then no feature hover) */

#endif
