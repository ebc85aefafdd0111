/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Editing one line of UTF-8 text as desktop text fields do (pure, unit-tested): a caret and a selection,
 * moves by character or word, typing that replaces the selection, erasing a character or a word. The
 * drawn field is gui_textfield (gui_widget.h). */
#ifndef GUI_EDIT_H
#define GUI_EDIT_H

#include <stdbool.h>
#include <stddef.h>

/* A field's caret and selection: byte offsets into its text, on character boundaries (anchor == caret:
 * nothing selected). The caller keeps one per field, or one for whichever field has the focus. */
typedef struct gui_edit {
    int caret, anchor;
    int scroll;        /* pixels of the text scrolled out at the left (gui_textfield) */
    double changed_at; /* when the caret last moved: it blinks from there */
    double pressed_at; /* the last press in the field: a second one soon after selects a word */
} gui_edit;

/* Everything selected: typing replaces it (a name proposed). */
void gui_edit_select_all(gui_edit *e, const char *buf);
/* Caret and anchor inside buf and on character boundaries (the text may have changed under them). */
void gui_edit_clamp(gui_edit *e, const char *buf);
/* The selection as from <= to. */
void gui_edit_selection(const gui_edit *e, int *from, int *to);
/* Where the caret goes from at: dir -1 or +1 one character, with word the start of the previous word
 * or the end of the next one (words: letters, digits and every non-ASCII character). */
int gui_edit_step(const char *buf, int at, int dir, bool word);
/* Moves the caret to at, extending the selection when select, else dropping it. */
void gui_edit_move(gui_edit *e, int at, bool select);
/* The selection replaced by text (its first line, control characters left out), as much of it as fits
 * in cap bytes with the NUL, cut on a character boundary; the caret after it. */
void gui_edit_insert(char *buf, size_t cap, gui_edit *e, const char *text);
/* The selection erased, or without one the character (word: the word) before the caret (dir -1,
 * Backspace) or after it (dir +1, Delete). */
void gui_edit_erase(char *buf, gui_edit *e, int dir, bool word);
/* The word (or run of separators) around at, for a double click. */
void gui_edit_select_word(gui_edit *e, const char *buf, int at);

#endif
