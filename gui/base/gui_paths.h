/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where the game keeps its files, after the XDG base directory rules (no SDL): saved games (the
 * autosave and the named saves) in $XDG_DATA_HOME/opencarc, the remembered menu setup in
 * $XDG_CONFIG_HOME/opencarc, by default ~/.local/share/opencarc and ~/.config/opencarc. The folders
 * are created on first write. A save is named by a plain name, never a path. */
#ifndef GUI_PATHS_H
#define GUI_PATHS_H

#include <stdbool.h>
#include <stddef.h>

#define GUI_SAVE_NAME_MAX 96

/* The folder (ending in '/') from an XDG variable's value (used when absolute, as the rules say) or
 * else home + home_sub (".local/share"); "" when neither is usable. */
void gui_paths_dir(const char *xdg, const char *home, const char *home_sub, char *out, size_t cap);

/* The file of save name `name` in folder dir: a plain name (not empty, no '/', not starting with '.',
 * at most GUI_SAVE_NAME_MAX bytes), ".json" added when it has no such ending. false with a message
 * for a name that is a path or otherwise unusable. */
bool gui_paths_save_file(const char *dir, const char *name, char *out, size_t cap, char *msg, size_t msgcap);

/* Creates the folder of the file at path and the folders above it (mode 0700, as XDG asks); false
 * with a message naming the folder that could not be made. */
bool gui_paths_make_parent(const char *path, char *msg, size_t msgcap);

/* path for showing: a leading home folder written as "~". */
void gui_paths_pretty(const char *path, const char *home, char *out, size_t cap);

#endif
