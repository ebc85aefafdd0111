/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Small pure checks of what players type and see in the menu (no SDL): the game key as typed and as read
 * aloud, two seats with one name, the saves folder's files that are no saved game. */
#ifndef GUI_MENU_CHECK_H
#define GUI_MENU_CHECK_H

#include <stdbool.h>
#include <stddef.h>

/* A key as typed in the Join box: its letters in capitals, as the host shows it (the host takes any case
 * and spaces; nothing here refuses one). In place: the bytes and the caret stay where they are. */
void gui_key_typed(char *key);
/* The key as the hosting window shows it, to be read aloud: spaces dropped, letters in capitals, in groups
 * of four ("k7qz2m4p" -> "K7QZ 2M4P"; "TEST" stays). */
void gui_key_grouped(const char *key, char *out, size_t cap);
/* Two of the n names are the same to players (ASCII case and spaces around ignored): true, with the first
 * such pair i < j. */
bool gui_names_clash(const char *const *names, int n, int *i, int *j);
/* A file of the saves folder that the program keeps for itself, not a saved game (NAME without ".json"):
 * a hosted network game's host.json, a joined one's network.json. */
bool gui_saves_internal(const char *name);

#endif
