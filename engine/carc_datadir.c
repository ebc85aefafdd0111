/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where the data is found at run time: one lookup shared by the game, the CLI and the tests, so a
 * build tree, a relocatable install and a packaged install all just work. The engine needs rules/;
 * the game also reads assets/ from the same folder. */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "carc_internal.h"

#ifndef OPENCARC_INSTALL_DATADIR
#define OPENCARC_INSTALL_DATADIR "/usr/local/share/opencarc"
#endif
#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

enum { DIR_ENV, DIR_EXE, DIR_EXE_SHARE, DIR_INSTALL, DIR_COUNT };

static bool holds_rules(const char *dir)
{
    char path[PATH_MAX + 16];
    struct stat st;
    snprintf(path, sizeof path, "%s/rules", dir);
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The executable's folder, from /proc/self/exe (Linux); false where that is not available. */
static bool exe_dir(char *out, size_t cap)
{
    char buf[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n <= 0)
        return false;
    buf[n] = 0;
    char *slash = strrchr(buf, '/');
    if (!slash)
        return false;
    *slash = 0;
    return (size_t)snprintf(out, cap, "%s", slash == buf ? "/" : buf) < cap;
}

/* Place number `which` to look in; false when it does not exist here (variable unset, no /proc). */
static bool candidate(int which, char *out, size_t cap)
{
    const char *env = getenv("OPENCARC_DATA");
    switch (which) {
    case DIR_ENV:
        return env && *env && (size_t)snprintf(out, cap, "%s", env) < cap;
    case DIR_EXE: /* a build tree links rules/ and assets/ next to its binaries */
        return exe_dir(out, cap);
    case DIR_EXE_SHARE: { /* <prefix>/bin/opencarc finds <prefix>/share/opencarc wherever the prefix is */
        if (!exe_dir(out, cap))
            return false;
        size_t n = strlen(out);
        return (size_t)snprintf(out + n, cap - n, "/../share/opencarc") < cap - n;
    }
    default:
        return (size_t)snprintf(out, cap, "%s", OPENCARC_INSTALL_DATADIR) < cap;
    }
}

const char *carc_default_data_dir(void)
{
    static char found[PATH_MAX];
    for (int i = 0; i < DIR_COUNT; i++) {
        if (!candidate(i, found, sizeof found))
            continue;
        if (holds_rules(found))
            return found;
        if (i == DIR_ENV)
            return NULL; /* an explicit choice that is wrong must not be overridden */
    }
    return NULL;
}

void carc_data_dir_not_found(carc_err *err)
{
    static const char *const looked[] = {
        NULL,
        CARC_N_("no OpenCarc data (a rules/ folder) in %s; set OPENCARC_DATA to the folder that holds it"),
        CARC_N_("no OpenCarc data (a rules/ folder) in %s, %s; set OPENCARC_DATA to the folder that holds it"),
        CARC_N_("no OpenCarc data (a rules/ folder) in %s, %s, %s; set OPENCARC_DATA to the folder that holds it"),
    };
    char dir[DIR_COUNT][PATH_MAX];
    int n = 0;
    if (candidate(DIR_ENV, dir[0], sizeof dir[0])) {
        carc_err_set(err, CARC_E_IO, "no OpenCarc data (a rules/ folder) in %s (named by OPENCARC_DATA)", dir[0]);
        return;
    }
    for (int i = DIR_EXE; i < DIR_COUNT; i++)
        n += candidate(i, dir[n], sizeof dir[n]);
    carc_err_set(err, CARC_E_IO, looked[n > 0 ? n : 1], n > 0 ? dir[0] : "?", dir[1], dir[2]);
}
