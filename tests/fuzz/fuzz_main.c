/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Without libFuzzer (gcc builds, ctest): run a fuzz target once on each file named, or on each file
 * of each folder named, so that the corpus of past findings stays a regression test. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz_common.h"

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "%s: cannot open\n", path);
        return 1;
    }
    size_t cap = 1 << 16, n = 0, got;
    uint8_t *buf = malloc(cap);
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0)
        if ((n += got) == cap)
            buf = realloc(buf, cap *= 2);
    fclose(f);
    if (!buf)
        return 1;
    LLVMFuzzerTestOneInput(buf, n);
    free(buf);
    return 0;
}

int main(int argc, char **argv)
{
    int files = 0, bad = 0;
    for (int i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) != 0) {
            fprintf(stderr, "%s: not found\n", argv[i]);
            bad++;
        } else if (S_ISDIR(st.st_mode)) {
            DIR *d = opendir(argv[i]);
            struct dirent *e;
            char path[4096];
            while (d && (e = readdir(d))) {
                if (e->d_name[0] == '.')
                    continue;
                snprintf(path, sizeof path, "%s/%s", argv[i], e->d_name);
                bad += run_file(path);
                files++;
            }
            if (d)
                closedir(d);
        } else {
            bad += run_file(argv[i]);
            files++;
        }
    }
    printf("%s: %d inputs, %d unreadable\n", argv[0], files, bad);
    return bad != 0;
}
