/* Reading data and game files: whole text files, and JSON with the failing line named. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>

#include "carc_internal.h"

char *carc_read_text_file(const char *path, carc_err *err)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err->msg, sizeof err->msg, "%.280s: cannot open file", path);
        err->code = CARC_E_IO;
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (n + 1 == cap) {
            char *nb = realloc(buf, cap *= 2);
            if (!nb) { free(buf); buf = NULL; }
            buf = nb;
        }
    }
    bool bad = ferror(f) || !buf;
    fclose(f);
    if (bad) {
        free(buf);
        snprintf(err->msg, sizeof err->msg, "%.280s: read error", path);
        err->code = CARC_E_IO;
        return NULL;
    }
    buf[n] = 0;
    return buf;
}

int carc_json_error_line(const char *text)
{
    const char *at = cJSON_GetErrorPtr();
    int line = 1;
    for (const char *p = text; at && p < at && *p; p++) line += *p == '\n';
    return line;
}

cJSON *carc_load_json(const char *path, carc_err *err)
{
    char *text = carc_read_text_file(path, err);
    if (!text) return NULL;
    cJSON *j = cJSON_Parse(text);
    if (!j) {
        err->code = CARC_E_FORMAT;
        snprintf(err->msg, sizeof err->msg, "%.250s: not valid JSON (line %d)", path, carc_json_error_line(text));
    }
    free(text);
    return j;
}
