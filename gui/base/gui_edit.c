/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Editing one line of UTF-8 text: caret, selection, words (see gui_edit.h). */
#include "gui_edit.h"

#include <string.h>

static bool continuation(unsigned char c)
{
    return (c & 0xC0) == 0x80;
}

/* A word's character: a letter or digit, or any non-ASCII character (names in every script). */
static bool word_char(unsigned char c)
{
    return c >= 0x80 || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int prev_char(const char *buf, int at)
{
    while (at > 0 && continuation((unsigned char)buf[--at]))
        ;
    return at;
}

static int next_char(const char *buf, int at)
{
    if (buf[at])
        while (buf[++at] && continuation((unsigned char)buf[at]))
            ;
    return at;
}

void gui_edit_select_all(gui_edit *e, const char *buf)
{
    e->anchor = 0;
    e->caret = (int)strlen(buf);
}

static int clamp(const char *buf, int at)
{
    int n = (int)strlen(buf);
    at = at < 0 ? 0 : at > n ? n : at;
    while (at > 0 && continuation((unsigned char)buf[at]))
        at--;
    return at;
}

void gui_edit_clamp(gui_edit *e, const char *buf)
{
    e->caret = clamp(buf, e->caret);
    e->anchor = clamp(buf, e->anchor);
}

void gui_edit_selection(const gui_edit *e, int *from, int *to)
{
    *from = e->caret < e->anchor ? e->caret : e->anchor;
    *to = e->caret < e->anchor ? e->anchor : e->caret;
}

int gui_edit_step(const char *buf, int at, int dir, bool word)
{
    if (!word)
        return dir < 0 ? prev_char(buf, at) : next_char(buf, at);
    if (dir < 0) { /* back over separators, then over the word */
        while (at > 0 && !word_char((unsigned char)buf[prev_char(buf, at)]))
            at = prev_char(buf, at);
        while (at > 0 && word_char((unsigned char)buf[prev_char(buf, at)]))
            at = prev_char(buf, at);
    } else {
        while (buf[at] && !word_char((unsigned char)buf[at]))
            at = next_char(buf, at);
        while (buf[at] && word_char((unsigned char)buf[at]))
            at = next_char(buf, at);
    }
    return at;
}

void gui_edit_move(gui_edit *e, int at, bool select)
{
    e->caret = at;
    if (!select)
        e->anchor = at;
}

/* Removes bytes [from, to) of buf. */
static void cut(char *buf, int from, int to)
{
    memmove(buf + from, buf + to, strlen(buf + to) + 1);
}

void gui_edit_insert(char *buf, size_t cap, gui_edit *e, const char *text)
{
    int from, to;
    gui_edit_selection(e, &from, &to);
    cut(buf, from, to);
    char clean[512];
    size_t n = 0;
    for (const unsigned char *p = (const unsigned char *)text; *p && *p != '\n' && *p != '\r' && n + 1 < sizeof clean; p++)
        if (*p >= 0x20 && *p != 0x7F)
            clean[n++] = (char)*p;
    clean[n] = 0;
    size_t len = strlen(buf), room = cap > len + 1 ? cap - len - 1 : 0;
    if (n > room) { /* as much as fits, no half character */
        n = room;
        while (n > 0 && continuation((unsigned char)clean[n]))
            n--;
    }
    memmove(buf + from + n, buf + from, len - (size_t)from + 1);
    memcpy(buf + from, clean, n);
    e->caret = e->anchor = from + (int)n;
}

void gui_edit_erase(char *buf, gui_edit *e, int dir, bool word)
{
    int from, to;
    gui_edit_selection(e, &from, &to);
    if (from == to) {
        int other = gui_edit_step(buf, e->caret, dir, word);
        from = dir < 0 ? other : e->caret;
        to = dir < 0 ? e->caret : other;
    }
    cut(buf, from, to);
    e->caret = e->anchor = from;
}

void gui_edit_select_word(gui_edit *e, const char *buf, int at)
{
    at = clamp(buf, at);
    bool w = buf[at] ? word_char((unsigned char)buf[at]) : at > 0 && word_char((unsigned char)buf[prev_char(buf, at)]);
    int from = at, to = at;
    while (from > 0 && word_char((unsigned char)buf[prev_char(buf, from)]) == w)
        from = prev_char(buf, from);
    while (buf[to] && word_char((unsigned char)buf[to]) == w)
        to = next_char(buf, to);
    e->anchor = from;
    e->caret = to;
}
