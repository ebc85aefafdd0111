/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The expansions' front ends called in registry order (gui_ext.h): the shared files call these, never a
 * table by name. */
#include "gui_exts.h"
#include "gui_shell.h"

/* The game scene's state as a hook may read it (gui_ext.h). The camera and the animations are handed
 * out to change, as strchr hands out its string: the caller's app is its own. */
carc_game *gui_ext_game(const gui_app *a)
{
    return a->game.g;
}

const carc_game *gui_ext_preview(const gui_app *a)
{
    return a->game.preview;
}

unsigned gui_ext_version(const gui_app *a)
{
    return a->game.version;
}

bool gui_ext_finished(const gui_app *a)
{
    return a->game.finished;
}

gui_camera *gui_ext_camera(const gui_app *a)
{
    return (gui_camera *)&a->game.cam;
}

void gui_ext_glide(gui_app *a, double bx, double by)
{
    a->game.cam_tx = bx;
    a->game.cam_ty = by;
    a->game.cam_glide = true;
}

void gui_ext_glide_stop(gui_app *a)
{
    a->game.cam_glide = false;
}

gui_anim_queue *gui_ext_anims(const gui_app *a)
{
    return (gui_anim_queue *)&a->game.anim;
}

const int *gui_ext_coords(const gui_app *a)
{
    return a->game.coords;
}

const carc_action *gui_ext_pending(const gui_app *a)
{
    return a->game.pending ? &a->game.pending_act : NULL;
}

void gui_ext_spots_square(const gui_app *a, int *x, int *y)
{
    *x = a->game.mtx;
    *y = a->game.mty;
}

bool gui_ext_meeple_step(const gui_app *a)
{
    return a->game.pending || a->game.nmopt > 0 || a->game.can_pass;
}

bool gui_ext_hover_square(const gui_app *a, int *x, int *y)
{
    *x = a->game.hover_x;
    *y = a->game.hover_y;
    return a->game.hover_board;
}

bool gui_ext_last_feature(const gui_app *a, int feature, int *off, int *len)
{
    const gui_game *G = &a->game;
    if (feature != G->last_feature || G->last_feature_len <= 0)
        return false;
    *off = G->last_feature_off;
    *len = G->last_feature_len;
    return true;
}

const gui_log_entry *gui_ext_log_entry(const gui_app *a, int back)
{
    const gui_game *G = &a->game;
    int i = G->nlog - 1 - back;
    return back >= 0 && i >= 0 && back < GUI_LOG_LEN ? &G->log[i % GUI_LOG_LEN] : NULL;
}

const gui_ext *const *gui_exts;
int gui_ext_count;

void gui_exts_use(const gui_ext *const *tables, int n)
{
    gui_exts = tables;
    gui_ext_count = n;
}

#define EACH(k) for (int k = 0; k < gui_ext_count; k++)
/* call hook h of every table that has it */
#define CALL(h, ...)                                                                                                                       \
    EACH(k)                                                                                                                                \
    if (gui_exts[k]->h)                                                                                                                    \
    gui_exts[k]->h(__VA_ARGS__)

void gui_ext_load(gui_app *a)
{
    CALL(load, a);
}
void gui_ext_unload(gui_app *a)
{
    CALL(unload, a);
}
void gui_ext_begin(gui_app *a)
{
    CALL(begin, a);
}
void gui_ext_show(gui_app *a)
{
    CALL(show, a);
}
void gui_ext_reset(gui_app *a)
{
    CALL(reset, a);
}
void gui_ext_sorted(gui_app *a)
{
    CALL(sorted, a);
}
void gui_ext_draw_under(gui_app *a)
{
    CALL(draw_under, a);
}
void gui_ext_draw_names(gui_app *a)
{
    CALL(draw_names, a);
}
void gui_ext_board_clamp(const gui_app *a, double *cx, double *cy)
{
    CALL(board_clamp, a, cx, cy);
}
void gui_ext_draw_board(gui_app *a)
{
    CALL(draw_board, a);
}
void gui_ext_draw_over(gui_app *a)
{
    CALL(draw_over, a);
}
void gui_ext_draw_flying(gui_app *a)
{
    CALL(draw_flying, a);
}
void gui_ext_draw_panel(gui_app *a)
{
    CALL(draw_panel, a);
}
void gui_ext_board_input(gui_app *a)
{
    CALL(board_input, a);
}
void gui_ext_hud_buttons(gui_app *a, int x, int y, int w, bool pass_row)
{
    CALL(hud_buttons, a, x, y, w, pass_row);
}
/* each may set them; the last that does wins (only one has a choice open at a time) */
void gui_ext_instructions(const gui_app *a, const char **l1, const char **l2)
{
    CALL(instructions, a, l1, l2);
}

/* true when any table's hook h says so (the first that does answers) */
#define ANY(h, ...)                                                                                                                        \
    EACH(k)                                                                                                                                \
    if (gui_exts[k]->h && gui_exts[k]->h(__VA_ARGS__))                                                                                     \
        return true;                                                                                                                       \
    return false

bool gui_ext_any_on(const gui_app *a)
{
    ANY(on, a);
}
bool gui_ext_board_draw(gui_app *a)
{
    ANY(board_draw, a);
}
bool gui_ext_board_frame(gui_app *a, int focus)
{
    ANY(board_frame, a, focus);
}
bool gui_ext_board_fit(gui_app *a)
{
    ANY(board_fit, a);
}
bool gui_ext_category_hidden(const gui_app *a, const char *category)
{
    ANY(category_hidden, a, category);
}
bool gui_ext_take(gui_app *a, const carc_action *act)
{
    ANY(take, a, act);
}
bool gui_ext_board_choice(const gui_app *a)
{
    ANY(board_choice, a);
}
bool gui_ext_back(gui_app *a)
{
    ANY(back, a);
}
bool gui_ext_confirm(gui_app *a)
{
    ANY(confirm, a);
}
bool gui_ext_hud_busy(const gui_app *a)
{
    ANY(hud_busy, a);
}
bool gui_ext_hud_tile(gui_app *a, SDL_Rect tile_box, int x, int y, int w)
{
    ANY(hud_tile, a, tile_box, x, y, w);
}
bool gui_ext_hud_hide_tile(const gui_app *a)
{
    ANY(hud_hide_tile, a);
}

void gui_ext_read(gui_app *a)
{
    EACH(k)
    if (gui_exts[k]->read)
        gui_exts[k]->read(a);
}

int gui_ext_events(gui_app *a, const carc_event *ev, int n, int i, const int *co)
{
    int used = 0;
    for (int k = 0; k < gui_ext_count && !used; k++)
        if (gui_exts[k]->events)
            used = gui_exts[k]->events(a, ev, n, i, co);
    return used;
}

int gui_ext_log(gui_app *a, const carc_event *ev, int n, int i)
{
    int used = 0;
    for (int k = 0; k < gui_ext_count && !used; k++)
        if (gui_exts[k]->log)
            used = gui_exts[k]->log(a, ev, n, i);
    return used;
}

const gui_ext *gui_ext_modal(const gui_app *a)
{
    EACH(k)
    if (gui_exts[k]->modal && gui_exts[k]->modal(a))
        return gui_exts[k];
    return NULL;
}

int gui_ext_hud_rows(const gui_app *a)
{
    int n = 0;
    EACH(k)
    if (gui_exts[k]->hud_rows)
        n += gui_exts[k]->hud_rows(a);
    return n;
}

const char *gui_ext_pass_label(const gui_app *a)
{
    EACH(k)
    if (gui_exts[k]->pass_label && gui_exts[k]->pass_label(a))
        return gui_exts[k]->pass_label(a);
    return NULL;
}

int gui_ext_hud_row_count(const gui_app *a)
{
    int n = 0;
    EACH(k)
    n += gui_exts[k]->hud_row && gui_exts[k]->on && gui_exts[k]->on(a);
    return n;
}

int gui_ext_hud_row(gui_app *a, int p, int x, int y, int maxw)
{
    int used = 0;
    EACH(k)
    if (gui_exts[k]->hud_row)
        used += gui_exts[k]->hud_row(a, p, x + used, y, maxw - used);
    return used;
}

int gui_ext_hud_sig(const gui_app *a, int *sig, int max)
{
    int n = 0;
    EACH(k)
    if (gui_exts[k]->hud_sig)
        n += gui_exts[k]->hud_sig(a, sig + n, max - n);
    return n;
}

const char *gui_ext_acting(const char *phase)
{
    EACH(k)
    if (gui_exts[k]->acting && gui_exts[k]->acting(phase))
        return gui_exts[k]->acting(phase);
    return NULL;
}

bool gui_ext_modifier_note(const char *modifier, int amount, int tiles, char *out, size_t cap)
{
    EACH(k)
    if (modifier && gui_exts[k]->modifier_note && gui_exts[k]->modifier_note(modifier, amount, tiles, out, cap))
        return true;
    return false;
}

bool gui_ext_figure_note(const char *figure, const char *owner, int type, char *out, size_t cap)
{
    EACH(k)
    if (figure && gui_exts[k]->figure_note && gui_exts[k]->figure_note(figure, owner, type, out, cap))
        return true;
    return false;
}

bool gui_ext_log_note(const char *reason, const char *parts, char *out, size_t cap)
{
    EACH(k)
    if (reason && parts && parts[0] && gui_exts[k]->log_note && gui_exts[k]->log_note(reason, parts, out, cap))
        return true;
    return false;
}

bool gui_ext_hover(gui_app *a)
{
    EACH(k)
    if (gui_exts[k]->hover && gui_exts[k]->hover(a))
        return true;
    return false;
}

const char *gui_ext_feature_modifier(const gui_app *a, int feature)
{
    EACH(k)
    if (gui_exts[k]->feature_modifier && gui_exts[k]->feature_modifier(a, feature))
        return gui_exts[k]->feature_modifier(a, feature);
    return NULL;
}

const char *gui_ext_category_title(const char *category)
{
    EACH(k)
    if (gui_exts[k]->category_title && gui_exts[k]->category_title(category))
        return gui_exts[k]->category_title(category);
    return NULL;
}
