/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Errors as templates with parameters (carc.h): every error site sets one through carc_err_set, so a
 * front end can translate the template and the English msg is the same text formatted untranslated. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "carc_internal.h"

/* Room for one formatted level while contexts are applied; msg (320) and any sane translation fit. */
enum { TEXT_MAX = 1024 };

/* How many arguments a template takes: its %s, or the highest N of %N$s. */
static int count_args(const char *key)
{
    int seq = 0, top = 0;
    for (const char *p = key; p && *p; p++) {
        if (*p != '%')
            continue;
        if (p[1] == '%') {
            p++;
            continue;
        }
        int n = 0;
        const char *q = p + 1;
        for (; *q >= '0' && *q <= '9'; q++)
            n = n < 100 ? n * 10 + (*q - '0') : n;
        if (*q == '$' && q[1] == 's' && n > 0) {
            if (n > top)
                top = n;
            p = q + 1;
        } else if (p[1] == 's') {
            seq++;
            p++;
        }
    }
    return seq > top ? seq : top;
}

/* printf's %s, %N$s and %% over text arguments, into out (always terminated). A conversion the
 * arguments do not have prints nothing; any other % sequence is copied as it stands. */
static void format(const char *key, const char *const *args, int nargs, char *out, size_t cap)
{
    size_t len = 0;
    int next = 0;
    out[0] = 0;
    for (const char *p = key; *p && len + 1 < cap; p++) {
        const char *put = NULL;
        char one[2] = {*p, 0};
        if (*p == '%' && p[1] == '%') {
            put = "%";
            p++;
        } else if (*p == '%') {
            int n = 0;
            const char *q = p + 1;
            for (; *q >= '0' && *q <= '9'; q++)
                n = n < 100 ? n * 10 + (*q - '0') : n; /* no overflow from a bad translation */
            int i = -1;
            if (*q == '$' && q[1] == 's' && n > 0)
                i = n - 1, p = q + 1;
            else if (p[1] == 's')
                i = next++, p++;
            put = i < 0 ? one : i < nargs ? args[i] : "";
        } else {
            put = one;
        }
        size_t n = strlen(put);
        if (n > cap - 1 - len)
            n = cap - 1 - len;
        memcpy(out + len, put, n);
        len += n;
        out[len] = 0;
    }
}

/* A template as the front end's catalogue has it (the template itself when it has none). */
static const char *translated(char *(*tr)(const char *key), const char *key)
{
    const char *t = tr ? tr(key) : NULL;
    return t ? t : key;
}

char *carc_err_format(const carc_err *err, char *(*tr)(const char *key), char *out, size_t cap)
{
    if (!cap)
        return out;
    if (!err->key) {
        carc_utf8_copy(out, cap, err->msg);
        return out;
    }
    char text[TEXT_MAX], wrapped[TEXT_MAX];
    const char *args[CARC_ERR_ARGS > CARC_ERR_CTX_ARGS + 1 ? CARC_ERR_ARGS : CARC_ERR_CTX_ARGS + 1];
    for (int i = 0; i < err->nargs && i < CARC_ERR_ARGS; i++)
        args[i] = err->msgids >> i & 1 ? translated(tr, err->args[i]) : err->args[i];
    format(translated(tr, err->key), args, err->nargs, text, sizeof text);
    for (int c = 0; c < err->nctx && c < CARC_ERR_CTX; c++) {
        const carc_err_ctx *x = &err->ctx[c];
        int n = 0;
        for (; n < x->nargs && n < CARC_ERR_CTX_ARGS; n++)
            args[n] = x->args[n];
        args[n++] = text;
        format(translated(tr, x->key), args, n, wrapped, sizeof wrapped);
        memcpy(text, wrapped, sizeof text);
    }
    carc_utf8_copy(out, cap, text);
    return out;
}

void carc_err_clear(carc_err *err)
{
    if (!err)
        return;
    err->code = CARC_OK;
    err->msg[0] = 0;
    err->key = NULL;
    err->nargs = err->nctx = 0;
    err->msgids = 0;
}

int carc_err_set(carc_err *err, int code, const char *key, ...)
{
    if (!err)
        return code;
    carc_err_clear(err);
    err->code = code;
    err->key = key;
    int n = count_args(key);
    va_list ap;
    va_start(ap, key);
    for (int i = 0; i < n && i < CARC_ERR_ARGS; i++)
        carc_utf8_copy(err->args[i], sizeof err->args[i], va_arg(ap, const char *));
    va_end(ap);
    err->nargs = n < CARC_ERR_ARGS ? n : CARC_ERR_ARGS;
    carc_err_format(err, NULL, err->msg, sizeof err->msg);
    return code;
}

int carc_err_msgid_args(carc_err *err, unsigned mask)
{
    if (!err)
        return CARC_OK;
    err->msgids = mask;
    return err->code;
}

int carc_err_pick(carc_err *err, int code, const char *key)
{
    if (!err)
        return code;
    carc_err_clear(err);
    err->code = code;
    err->key = key;
    carc_err_format(err, NULL, err->msg, sizeof err->msg);
    return code;
}

void carc_err_wrap(carc_err *err, const char *ctx_key, ...)
{
    if (!err)
        return;
    carc_err_ctx x = {ctx_key, count_args(ctx_key) - 1, {""}};
    if (x.nargs < 0)
        x.nargs = 0;
    if (x.nargs > CARC_ERR_CTX_ARGS)
        x.nargs = CARC_ERR_CTX_ARGS;
    va_list ap;
    va_start(ap, ctx_key);
    for (int i = 0; i < x.nargs; i++)
        carc_utf8_copy(x.args[i], sizeof x.args[i], va_arg(ap, const char *));
    va_end(ap);
    if (err->key && err->nctx < CARC_ERR_CTX) {
        err->ctx[err->nctx++] = x;
        carc_err_format(err, NULL, err->msg, sizeof err->msg);
        return;
    }
    /* no template to wrap, or no room: the English text only */
    const char *args[CARC_ERR_CTX_ARGS + 1];
    char text[sizeof err->msg];
    memcpy(text, err->msg, sizeof text);
    for (int i = 0; i < x.nargs; i++)
        args[i] = x.args[i];
    args[x.nargs] = text;
    format(ctx_key, args, x.nargs + 1, err->msg, sizeof err->msg);
    err->key = NULL;
    err->nargs = err->nctx = 0;
    err->msgids = 0;
}

const char *carc_err_int(char *buf, long n)
{
    snprintf(buf, CARC_ERR_INT_LEN, "%ld", n);
    return buf;
}
