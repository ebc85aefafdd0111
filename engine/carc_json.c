/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reading data and game files: whole text files (regular files of a sane size only), and JSON with
 * the failing line named, duplicate keys and strings holding a NUL refused. */
#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "carc_internal.h"

/* A FIFO, a device or /dev/zero behind a symlink would block or never end: the type is checked on the
 * opened descriptor (no race with a swapped path), opened non-blocking so that a FIFO cannot stall
 * the open itself, and no more than the limit is ever read, even from a file that grows meanwhile. */
char *carc_read_text_file(const char *path, carc_err *err)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        carc_err_set(err, CARC_E_IO, "%s: cannot open file (%s)", path, strerror(errno));
        return NULL;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        carc_err_set(err, CARC_E_IO, "%s: not a regular file (only regular files are read)", path);
        return NULL;
    }
    if (st.st_size > CARC_MAX_FILE_BYTES) {
        close(fd);
        carc_err_set(err, CARC_E_IO, "%s: larger than the %s MB allowed for a data or game file", path,
                     CARC_ERR_INT(CARC_MAX_FILE_BYTES >> 20));
        return NULL;
    }
    size_t cap = (size_t)st.st_size + 2, n = 0; /* +2: the terminator and one byte to notice growth */
    char *buf = malloc(cap);
    bool bad = !buf;
    while (!bad && n < cap - 1) {
        ssize_t got = read(fd, buf + n, cap - 1 - n);
        if (got == 0)
            break;
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            bad = true;
        else
            n += (size_t)got;
    }
    close(fd);
    if (bad || n > (size_t)st.st_size) {
        free(buf);
        carc_err_set(err, CARC_E_IO, bad ? CARC_N_("%s: read error") : CARC_N_("%s: the file changed while it was read"), path);
        return NULL;
    }
    buf[n] = 0;
    return buf;
}

int carc_json_error_line(const char *text)
{
    const char *at = cJSON_GetErrorPtr();
    int line = 1;
    for (const char *p = text; at && p < at && *p; p++)
        line += *p == '\n';
    return line;
}

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* cJSON keeps every copy of a repeated key and lookups find the first, while other readers (and the
 * game's own save) may see another: a repeated key is an error, found by sorting each object's keys.
 * path holds the place of node ("setup.draw[3]") for the message; its length is len. */
static bool check_keys(const cJSON *node, char *path, size_t len, size_t cap, carc_err *err)
{
    int n = 0, i = 0;
    const cJSON *c;
    cJSON_ArrayForEach(c, node) n++;
    if (cJSON_IsObject(node) && n > 1) {
        const char **names = malloc((size_t)n * sizeof *names);
        if (!names)
            abort();
        cJSON_ArrayForEach(c, node) names[i++] = c->string ? c->string : "";
        qsort(names, (size_t)n, sizeof *names, cmp_names);
        const char *dup = NULL;
        for (i = 1; i < n && !dup; i++)
            if (strcmp(names[i - 1], names[i]) == 0)
                dup = names[i];
        if (dup) {
            if (len)
                carc_err_set(err, CARC_E_FORMAT, "duplicate key \"%s\" in %s", dup, path);
            else
                carc_err_set(err, CARC_E_FORMAT, "duplicate key \"%s\" in the top-level object", dup);
        }
        free(names);
        if (dup)
            return false;
    }
    i = 0;
    cJSON_ArrayForEach(c, node)
    {
        if (cJSON_IsObject(c) || cJSON_IsArray(c)) {
            if (cJSON_IsObject(node))
                snprintf(path + len, cap - len, "%s%s", len ? "." : "", c->string ? c->string : "");
            else
                snprintf(path + len, cap - len, "[%d]", i);
            if (!check_keys(c, path, strlen(path), cap, err))
                return false;
            path[len] = 0;
        }
        i++;
    }
    return true;
}

/* The index, in the order they are written, of the first string (key or value) of valid JSON text
 * that holds the escape \u0000, or -1; its line in *line. */
static int nul_string(const char *text, int *line)
{
    int n = -1;
    bool in = false;
    *line = 1;
    for (const char *p = text; *p; p++) {
        *line += *p == '\n';
        if (!in) {
            if (*p == '"')
                in = true, n++;
        } else if (*p == '"') {
            in = false;
        } else if (*p == '\\') {
            if (strncmp(p + 1, "u0000", 5) == 0)
                return n;
            p++; /* the escaped character: valid text has one */
        }
    }
    return -1;
}

/* The place ("setup.players[1].name") of string number *k under node, counted as nul_string counts:
 * in the order written, an object member's key before its value. */
static bool string_path(const cJSON *node, int *k, char *path, size_t len, size_t cap)
{
    int i = 0;
    const cJSON *c;
    cJSON_ArrayForEach(c, node)
    {
        if (cJSON_IsObject(node))
            snprintf(path + len, cap - len, "%s%s", len ? "." : "", c->string ? c->string : "");
        else
            snprintf(path + len, cap - len, "[%d]", i);
        if ((cJSON_IsObject(node) && (*k)-- == 0) || (cJSON_IsString(c) && (*k)-- == 0))
            return true;
        if (string_path(c, k, path, strlen(path), cap))
            return true;
        path[len] = 0;
        i++;
    }
    return false;
}

cJSON *carc_parse_json(const char *text, const char *file, carc_err *err)
{
    cJSON *j = cJSON_Parse(text);
    char path[160] = "";
    int line, nul = j ? nul_string(text, &line) : -1;
    if (!j) {
        carc_err_set(err, CARC_E_FORMAT, "%s: not valid JSON (line %s)", file, CARC_ERR_INT(carc_json_error_line(text)));
    } else if (nul >= 0) {
        /* C strings end at a NUL: "france\u0000x" would read as "france", a name as a shorter one */
        if (string_path(j, &nul, path, 0, sizeof path) && path[0])
            carc_err_set(err, CARC_E_FORMAT, "%s: a string in %s holds a NUL character (\\u0000)", file, path);
        else
            carc_err_set(err, CARC_E_FORMAT, "%s: a string holds a NUL character (\\u0000), line %s", file, CARC_ERR_INT(line));
        cJSON_Delete(j);
        j = NULL;
    } else if (!check_keys(j, path, 0, sizeof path, err)) {
        carc_err_wrap(err, "%s: %s", file);
        cJSON_Delete(j);
        j = NULL;
    }
    return j;
}

cJSON *carc_load_json(const char *path, carc_err *err)
{
    char *text = carc_read_text_file(path, err);
    if (!text)
        return NULL;
    cJSON *j = carc_parse_json(text, path, err);
    free(text);
    return j;
}
