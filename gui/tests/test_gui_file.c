/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _POSIX_C_SOURCE 200809L
/* gui_write_atomic: the data is fsynced before the rename and the directory after it, and a failed
 * fsync leaves the old file untouched. fsync is wrapped (-Wl,--wrap=fsync) to record each call. */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "gui_file.h"

int __real_fsync(int fd);
int __wrap_fsync(int fd);

static struct {
    ino_t ino;
    bool dir, target_existed;
} calls[8];
static int ncalls;
static bool fail_fsync;
static const char *target;

int __wrap_fsync(int fd)
{
    struct stat st, t;
    if (ncalls < 8 && fstat(fd, &st) == 0) {
        calls[ncalls].ino = st.st_ino;
        calls[ncalls].dir = S_ISDIR(st.st_mode);
        calls[ncalls].target_existed = stat(target, &t) == 0 && t.st_ino == st.st_ino;
        ncalls++;
    }
    if (fail_fsync) {
        errno = EIO;
        return -1;
    }
    return __real_fsync(fd);
}

static char *slurp(const char *path)
{
    static char buf[256];
    FILE *f = fopen(path, "rb");
    size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
    if (f)
        fclose(f);
    buf[n] = 0;
    return buf;
}

int main(void)
{
    char dir[] = "/tmp/carc_gui_file_XXXXXX", path[300], tmp[310], msg[400];
    if (!mkdtemp(dir))
        return 1;
    snprintf(path, sizeof path, "%s/autosave.json", dir);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    target = path;
    struct stat file_st, dir_st;

    CHECK(gui_write_atomic(path, "{\"turn\": 1}", msg, sizeof msg), "first write: %s", msg);
    CHECK(stat(path, &file_st) == 0 && stat(dir, &dir_st) == 0, "file and folder exist");
    CHECK(strcmp(slurp(path), "{\"turn\": 1}") == 0, "content written");
    bool file_synced = false, dir_synced = false;
    for (int i = 0; i < ncalls; i++) {
        /* the data must be synced under the temporary name, before it replaces the old file */
        file_synced |= !calls[i].dir && calls[i].ino == file_st.st_ino && !calls[i].target_existed;
        dir_synced |= calls[i].dir && calls[i].ino == dir_st.st_ino && i > 0;
    }
    CHECK(file_synced, "the new file is fsynced before the rename (%d fsync calls)", ncalls);
    CHECK(dir_synced, "the folder is fsynced after the rename");

    fail_fsync = true; /* a disk that cannot sync: the old save stays, no temp file is left */
    CHECK(!gui_write_atomic(path, "{\"turn\": 2}", msg, sizeof msg), "a failed fsync fails the write");
    CHECK(strstr(msg, path) && strstr(msg, strerror(EIO)), "message names the file and the reason: %s", msg);
    CHECK(strcmp(slurp(path), "{\"turn\": 1}") == 0, "the old save is untouched");
    CHECK(access(tmp, F_OK) != 0, "no temporary file left");
    fail_fsync = false;

    remove(path);
    rmdir(dir);
    return check_report("gui_file");
}
