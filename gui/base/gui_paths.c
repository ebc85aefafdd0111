/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Save and settings folders after the XDG base directory rules, and save names (see gui_paths.h). */
#define _POSIX_C_SOURCE 200809L
#include "gui_paths.h"

#include "gui_i18n.h"
#include "gui_menu_check.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

void gui_paths_dir(const char *xdg, const char *home, const char *home_sub, char *out, size_t cap)
{
    int n;
    if (xdg && xdg[0] == '/')
        n = snprintf(out, cap, "%s/opencarc/", xdg);
    else if (home && home[0] == '/')
        n = snprintf(out, cap, "%s/%s/opencarc/", home, home_sub);
    else
        n = -1;
    if (n < 0 || (size_t)n >= cap)
        out[0] = 0;
}

bool gui_paths_save_file(const char *dir, const char *name, char *out, size_t cap, char *msg, size_t msgcap)
{
    size_t len = strlen(name);
    if (len == 0 || strchr(name, '/') || name[0] == '.' || len > GUI_SAVE_NAME_MAX) {
        /* TRANSLATORS: shown in the Save box, under the name typed, when it cannot be a file's */
        snprintf(msg, msgcap, "%s", _("That is not a save name: use a plain name (no '/', not starting with '.')."));
        return false;
    }
    if (!dir[0]) {
        snprintf(msg, msgcap, "%s", _("No folder for saved games: neither XDG_DATA_HOME nor HOME is set."));
        return false;
    }
    bool json = len > 5 && strcmp(name + len - 5, ".json") == 0;
    char base[16];
    snprintf(base, sizeof base, "%.*s", (int)(json ? len - 5 : len), name);
    if (len - (json ? 5 : 0) < sizeof base && gui_saves_internal(base)) { /* a saved game over it would lose that seat */
        /* TRANSLATORS: shown in the Save box, under the name typed: "host" and "network" are a network game's files */
        snprintf(msg, msgcap, "%s", _("That name is a network game's own file: choose another."));
        return false;
    }
    int n = snprintf(out, cap, "%s%s%s", dir, name, json ? "" : ".json");
    if (n < 0 || (size_t)n >= cap) {
        snprintf(msg, msgcap, "%s", _("The save name is too long."));
        return false;
    }
    return true;
}

bool gui_paths_make_parent(const char *path, char *msg, size_t msgcap)
{
    char dir[1024];
    if (snprintf(dir, sizeof dir, "%s", path) >= (int)sizeof dir) {
        snprintf(msg, msgcap, _("The path is too long: %.200s"), path);
        return false;
    }
    char *end = strrchr(dir, '/');
    if (!end || end == dir)
        return true;
    *end = 0;
    for (char *p = dir + 1; p <= end; p++) {
        if (*p != '/' && *p != 0)
            continue;
        char c = *p;
        *p = 0;
        if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
            /* TRANSLATORS: the folder, then the system's reason ("Permission denied") */
            snprintf(msg, msgcap, _("Cannot create the folder %.300s: %s"), dir, strerror(errno));
            return false;
        }
        *p = c;
    }
    return true;
}

void gui_paths_pretty(const char *path, const char *home, char *out, size_t cap)
{
    size_t h = home ? strlen(home) : 0;
    if (h > 1 && strncmp(path, home, h) == 0 && path[h] == '/')
        snprintf(out, cap, "~%s", path + h);
    else
        snprintf(out, cap, "%s", path);
}
