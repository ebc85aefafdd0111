/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Saving and loading games, the autosave and the settings (gui_save.c). Save names and the Load list:
 * gui_saves.h; where they live: gui_paths.h. */
#ifndef GUI_SAVE_H
#define GUI_SAVE_H

#include "gui_shell.h"

bool gui_save_game(gui_app *a, const carc_game *g, const char *path, char *msg, size_t msgcap);
void gui_autosave(gui_app *a);
void gui_autosave_path(const gui_app *a, char *out, size_t cap);
/* Load a saved game; on failure returns NULL and puts a readable message in msg. */
carc_game *gui_load_game(gui_app *a, const char *path, char *msg, size_t msgcap);
/* The folders of saves and settings from the environment (XDG, else HOME). */
void gui_save_dirs_init(gui_app *a);
/* The file of a save name in the saves folder; false with a message when the name is a path. */
bool gui_save_path(const gui_app *a, const char *name, char *out, size_t cap, char *msg, size_t msgcap);
void gui_settings_save(gui_app *a);
void gui_settings_load(gui_app *a);
void gui_settings_sound(gui_app *a, int volume, bool muted); /* sets the sound, remembered in the settings */
/* Sets how seats look (palette, symbols) and the UI scale in percent, remembered in the settings. */
void gui_settings_display(gui_app *a, int palette, bool symbols, int ui_scale);
void gui_settings_language(gui_app *a, const char *code); /* every text in that language, remembered */

#endif
