/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The one-line text field of every screen (names in the menu, the seed, the Save box's name), as desktop
 * fields behave: a click places the caret, a drag or Shift+click selects, a double click selects a word;
 * typing replaces the selection; Left/Right (Ctrl: by word; Shift: selecting), Home/End, Ctrl+A,
 * Backspace/Delete (Ctrl: a word), Ctrl+C/X/V. The editing itself is gui_edit.c. */
#include "gui_draw.h"
#include "gui_shell.h"
#include "gui_widget.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const SDL_Color INK = {20, 20, 24, 255};

/* The width of the first n bytes of buf. */
static int width_to(gui_app *a, const char *buf, int n)
{
    char part[512];
    snprintf(part, sizeof part, "%.*s", n, buf);
    return part[0] ? gui_text_width(a, FONT_NORMAL, part) : 0;
}

/* The character boundary nearest to x pixels into the text. */
static int offset_at(gui_app *a, const char *buf, int x)
{
    int best = 0, best_d = abs(x);
    for (int at = 0; buf[at];) {
        at = gui_edit_step(buf, at, 1, false);
        int d = abs(width_to(a, buf, at) - x);
        if (d < best_d)
            best_d = d, best = at;
    }
    return best;
}

static void copy_selection(const char *buf, const gui_edit *e)
{
    int from, to;
    gui_edit_selection(e, &from, &to);
    char part[512];
    snprintf(part, sizeof part, "%.*s", to - from, buf + from);
    if (part[0])
        SDL_SetClipboardText(part);
}

/* The frame's keys and typed text; true when Enter was pressed. */
static bool edit_keys(gui_app *a, char *buf, size_t cap, bool *focused, gui_edit *e)
{
    bool enter = false;
    int typed = 0; /* the frame's text goes in between its keys, as it was typed */
    for (int i = 0; i <= a->in.nkeys && *focused; i++) {
        int upto = i < a->in.nkeys ? a->in.keytext[i] : (int)strlen(a->in.text);
        if (upto > typed) {
            char part[sizeof a->in.text];
            snprintf(part, sizeof part, "%.*s", upto - typed, a->in.text + typed);
            gui_edit_insert(buf, cap, e, part);
            typed = upto;
            e->changed_at = a->now;
        }
        if (i == a->in.nkeys)
            break;
        SDL_Keycode k = a->in.keys[i];
        Uint16 mod = a->in.keymods[i];
        bool ctrl = (mod & KMOD_CTRL) != 0, shift = (mod & KMOD_SHIFT) != 0;
        if (k == SDLK_LEFT || k == SDLK_RIGHT) {
            int from, to;
            gui_edit_selection(e, &from, &to);
            if (from != to && !shift && !ctrl) /* a selection: the caret goes to its side */
                gui_edit_move(e, k == SDLK_LEFT ? from : to, false);
            else
                gui_edit_move(e, gui_edit_step(buf, e->caret, k == SDLK_LEFT ? -1 : 1, ctrl), shift);
        } else if (k == SDLK_HOME || k == SDLK_END) {
            gui_edit_move(e, k == SDLK_HOME ? 0 : (int)strlen(buf), shift);
        } else if (k == SDLK_BACKSPACE || k == SDLK_DELETE) {
            gui_edit_erase(buf, e, k == SDLK_BACKSPACE ? -1 : 1, ctrl);
        } else if (ctrl && k == SDLK_a) {
            gui_edit_select_all(e, buf);
        } else if (ctrl && (k == SDLK_c || k == SDLK_x)) {
            copy_selection(buf, e);
            if (k == SDLK_x)
                gui_edit_insert(buf, cap, e, "");
        } else if (ctrl && k == SDLK_v) {
            char *clip = SDL_HasClipboardText() ? SDL_GetClipboardText() : NULL;
            if (clip)
                gui_edit_insert(buf, cap, e, clip);
            SDL_free(clip);
        } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER) {
            enter = true;
            *focused = false;
        } else if (k == SDLK_TAB || k == SDLK_ESCAPE) {
            *focused = false;
        } else {
            continue;
        }
        e->changed_at = a->now;
    }
    return enter;
}

/* Presses, drags and clicks on the field at text origin tx (scrolled by e->scroll). */
static void edit_mouse(gui_app *a, SDL_Rect r, const char *buf, bool *focused, gui_edit *e, int tx)
{
    gui_input *in = &a->in;
    bool pressed_in = gui_in_rect(in->press_x, in->press_y, r);
    if (in->lpressed && pressed_in) { /* where the button went down, though the mouse moved on since */
        int at = offset_at(a, buf, in->press_x - tx + e->scroll);
        if (*focused && a->now - e->pressed_at < 0.4)
            gui_edit_select_word(e, buf, at);
        else
            gui_edit_move(e, at, *focused && (SDL_GetModState() & KMOD_SHIFT));
        e->pressed_at = e->changed_at = a->now;
        *focused = true;
    }
    if (in->ldown && in->dragging && *focused && pressed_in) /* the selection follows the mouse, even out of the field */
        gui_edit_move(e, offset_at(a, buf, in->mx - tx + e->scroll), true);
    if (in->clicked && !in->consumed) {
        if (gui_in_rect(in->mx, in->my, r))
            in->consumed = true;
        else
            *focused = false;
    }
}

bool gui_textfield(gui_app *a, SDL_Rect r, char *buf, size_t cap, bool *focused, gui_edit *orig, const char *placeholder)
{
    gui_edit *e = orig;
    int pad = gui_px(a, 8), tx = r.x + pad, inner = r.w - 2 * pad;
    bool was = *focused;
    gui_edit idle = {0}; /* a field without the focus leaves e (which another field may share) alone */
    if (was)
        gui_edit_clamp(e, buf);
    else
        e = &idle;
    edit_mouse(a, r, buf, focused, e, tx);
    if (*focused && !was) { /* taken by a press: the caret where it went down */
        idle.scroll = 0;
        *orig = idle;
        e = orig;
    }
    bool enter = *focused && was && edit_keys(a, buf, cap, focused, e);
    gui_edit_clamp(e, buf);
    int from, to, n = (int)strlen(buf);
    gui_edit_selection(e, &from, &to);
    /* scrolled so that the caret stays in sight, no further than the text needs; all of it selected (a name
     * proposed, the caret at its end) shows its start */
    int cx = width_to(a, buf, e->caret), tw = width_to(a, buf, n);
    if (from == 0 && to == n)
        e->scroll = 0;
    else if (cx - e->scroll > inner)
        e->scroll = cx - inner;
    if (cx < e->scroll)
        e->scroll = cx;
    if (e->scroll > tw - inner)
        e->scroll = tw - inner > 0 ? tw - inner : 0;
    gui_fill(a, r, *focused ? (SDL_Color){250, 248, 240, 255} : (SDL_Color){222, 220, 212, 255});
    gui_frame(a, r, *focused ? (SDL_Color){60, 160, 100, 255} : (SDL_Color){20, 22, 28, 255}, *focused ? 2 : 1);
    int ty = r.y + (r.h - a->font_h[FONT_NORMAL]) / 2;
    SDL_Rect clip = {r.x + 2, r.y, r.w - 4, r.h};
    SDL_RenderSetClipRect(a->ren, &clip);
    if (*focused && from != to) {
        int x0 = width_to(a, buf, from), x1 = width_to(a, buf, to);
        gui_fill(a, (SDL_Rect){tx - e->scroll + x0, r.y + gui_px(a, 5), x1 - x0, r.h - gui_px(a, 10)}, (SDL_Color){160, 200, 245, 255});
    }
    if (buf[0])
        gui_text(a, FONT_NORMAL, buf, INK, tx - e->scroll, ty, ALIGN_LEFT);
    else if (placeholder && !*focused &&
             gui_text(a, FONT_NORMAL, placeholder, (SDL_Color){120, 120, 128, 255}, tx, ty, ALIGN_LEFT) > r.w - pad)
        gui_text_overflow(a, placeholder, "text field");
    if (*focused && fmod(a->now - e->changed_at, 1.0) < 0.5) /* blinking, steady while typing */
        gui_fill(a, (SDL_Rect){tx - e->scroll + cx, r.y + gui_px(a, 6), SDL_max(1, gui_px(a, 2)), r.h - gui_px(a, 12)}, INK);
    SDL_RenderSetClipRect(a->ren, NULL);
    return enter;
}
