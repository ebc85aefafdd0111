/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Durable atomic writes (see gui_file.h): the autosave is rewritten after every turn, and a rename
 * alone is not enough: without fsync the new name can reach the disk before the data does. */
#define _POSIX_C_SOURCE 200809L
#include "gui_file.h"

#include "gui_i18n.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* The directory holding path ("." when none), fsynced so that the rename itself is durable. */
static bool sync_dir(const char *path)
{
    char dir[4096];
    const char *slash = strrchr(path, '/');
    if (!slash)
        snprintf(dir, sizeof dir, ".");
    else
        snprintf(dir, sizeof dir, "%.*s", slash == path ? 1 : (int)(slash - path), path);
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return false;
    bool ok = fsync(fd) == 0;
    close(fd);
    return ok;
}

bool gui_write_atomic(const char *path, const char *text, char *msg, size_t msgcap)
{
    char tmp[4096 + 8];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    /* owner-only: a network game's file holds its key and the seat's secret */
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    FILE *f = fd >= 0 ? fdopen(fd, "wb") : NULL;
    if (!f) {
        if (fd >= 0)
            close(fd);
        snprintf(msg, msgcap, _("Cannot write %s: %s"), path, strerror(errno));
        return false;
    }
    size_t n = strlen(text);
    bool ok = fwrite(text, 1, n, f) == n && fflush(f) == 0 && fsync(fileno(f)) == 0;
    int why = errno;
    if (fclose(f) != 0 && ok) {
        ok = false;
        why = errno;
    }
    if (ok && rename(tmp, path) != 0) {
        ok = false;
        why = errno;
    }
    if (!ok) {
        /* TRANSLATORS: the file, then the system's reason ("No space left on device") */
        snprintf(msg, msgcap, _("Cannot write %s: %s"), path, strerror(why));
        remove(tmp);
        return false;
    }
    if (!sync_dir(path)) { /* the new file is in place; only its durability is in doubt */
        snprintf(msg, msgcap, _("Wrote %s but could not sync its folder: %s"), path, strerror(errno));
        return false;
    }
    return true;
}
