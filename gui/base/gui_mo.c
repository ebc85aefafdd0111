/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reading and checking a gettext catalogue (see gui_mo.h). The .mo layout: a header of 32-bit words
 * (magic, revision, count, offsets of the msgid and translation tables), then per table entry a length
 * and an offset of a NUL-terminated string. */
#include "gui_mo.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#define MO_MAGIC 0x950412deu
enum { MO_MAX_BYTES = 16 << 20, MO_MAX_PLURALS = 16 };

/* ---- printf conversions ---- */

/* One argument of a format: the kind (GUI_FMT_*, more for the wide ones and pointers) and the length
 * modifier in the high bits, so that %ld and %d differ. */
static bool fmt_put(unsigned char type[GUI_FMT_MAX], int *n, int idx, unsigned char t)
{
    if (idx < 1 || idx > GUI_FMT_MAX || (type[idx - 1] && type[idx - 1] != t))
        return false;
    type[idx - 1] = t;
    if (idx > *n)
        *n = idx;
    return true;
}

/* Digits then '$': an argument's number (1-based); 0 if there is none, and *s is left as it was. */
static int fmt_position(const char **s)
{
    const char *p = *s;
    int v = 0;
    while (isdigit((unsigned char)*p) && v < 1000)
        v = v * 10 + (*p++ - '0');
    if (*p != '$' || v == 0)
        return 0;
    *s = p + 1;
    return v;
}

/* A '*' width or precision takes an int argument: the next one, or the one its N$ names. */
static bool fmt_star(const char **s, bool positional, unsigned char type[GUI_FMT_MAX], int *n, int *seq)
{
    if (**s != '*') {
        while (isdigit((unsigned char)**s))
            (*s)++;
        return true;
    }
    (*s)++;
    int pos = fmt_position(s);
    if ((pos > 0) != positional)
        return false;
    return fmt_put(type, n, positional ? pos : ++*seq, GUI_FMT_INT);
}

int gui_fmt_args(const char *fmt, unsigned char type[GUI_FMT_MAX])
{
    memset(type, 0, GUI_FMT_MAX);
    int n = 0, seq = 0, mode = 0; /* mode: 1 plain conversions, 2 positional (%2$s) */
    for (const char *p = fmt; *p; p++) {
        if (*p != '%')
            continue;
        if (*++p == '%')
            continue;
        int pos = fmt_position(&p);
        if (mode && (pos > 0) != (mode == 2))
            return -1; /* POSIX: all or none */
        mode = pos > 0 ? 2 : 1;
        while (*p && strchr("-+ #0'I", *p))
            p++;
        if (!fmt_star(&p, mode == 2, type, &n, &seq))
            return -1;
        if (*p == '.') {
            p++;
            if (!fmt_star(&p, mode == 2, type, &n, &seq))
                return -1;
        }
        int len = 0; /* hh h l ll L j z t, 1-8 */
        if (p[0] == 'h' && p[1] == 'h')
            len = 1, p += 2;
        else if (*p == 'h')
            len = 2, p++;
        else if ((p[0] == 'l' && p[1] == 'l') || *p == 'q')
            len = 4, p += *p == 'q' ? 1 : 2;
        else if (*p == 'l')
            len = 3, p++;
        else if (*p && strchr("LjzZt", *p))
            len = 5 + (int)(strchr("LjzZt", *p) - "LjzZt"), p++;
        unsigned char kind;
        if (*p && strchr("diouxXc", *p))
            kind = GUI_FMT_INT;
        else if (*p && strchr("eEfFgGaA", *p))
            kind = GUI_FMT_DOUBLE;
        else if (*p == 's')
            kind = GUI_FMT_STR;
        else if (*p == 'p')
            kind = 4;
        else if (*p == 'C' || *p == 'S')
            kind = *p == 'C' ? GUI_FMT_INT : GUI_FMT_STR, len = 3; /* %lc, %ls */
        else if (*p == 'm' && !len)
            continue; /* glibc: strerror(errno), no argument */
        else
            return -1; /* %n writes through an argument; anything else is undefined */
        if (len == 1 || len == 2)
            len = 0; /* promoted to int */
        if (!fmt_put(type, &n, mode == 2 ? pos : ++seq, (unsigned char)(kind | len << 4)))
            return -1;
    }
    for (int i = 0; i < n; i++)
        if (!type[i])
            return -1; /* %2$s without %1$: glibc cannot know the first argument's type */
    return n;
}

bool gui_fmt_same(const char *msgid, const char *msgstr, bool fewer_ok)
{
    unsigned char a[GUI_FMT_MAX], b[GUI_FMT_MAX];
    int na = gui_fmt_args(msgid, a), nb = gui_fmt_args(msgstr, b);
    if (na < 0 || nb < 0 || nb > na || (!fewer_ok && nb != na))
        return false;
    return memcmp(a, b, (size_t)nb) == 0;
}

/* ---- Plural-Forms ---- */

/* Recursive descent over gettext's grammar (C's precedence, ?: right to left). live: the value is used
 * (a division by zero on a branch not taken is no error, as in C). */
typedef struct {
    const char *s;
    int depth;
    bool bad;
} plural_parse;
static unsigned long p_cond(plural_parse *p, unsigned long n, bool live);

static bool p_eat(plural_parse *p, const char *op)
{
    while (*p->s == ' ' || *p->s == '\t' || *p->s == '\n')
        p->s++;
    size_t k = strlen(op);
    if (strncmp(p->s, op, k) != 0)
        return false;
    /* "<" is not the start of "<=", "!" not of "!=", "=" never alone */
    if (k == 1 && strchr("<>!", op[0]) && p->s[1] == '=')
        return false;
    p->s += k;
    return true;
}

static unsigned long p_primary(plural_parse *p, unsigned long n, bool live)
{
    if (++p->depth > 64) { /* deep nesting: no stack overflow on a hostile catalogue */
        p->bad = true;
        return 0;
    }
    unsigned long v = 0;
    if (p_eat(p, "!"))
        v = !p_primary(p, n, live);
    else if (p_eat(p, "("))
        v = p_cond(p, n, live), p->bad |= !p_eat(p, ")");
    else if (p_eat(p, "n"))
        v = n;
    else if (isdigit((unsigned char)*p->s)) {
        errno = 0;
        char *end;
        v = strtoul(p->s, &end, 10);
        p->bad |= errno != 0;
        p->s = end;
    } else
        p->bad = true;
    p->depth--;
    return v;
}

static unsigned long p_mul(plural_parse *p, unsigned long n, bool live)
{
    unsigned long v = p_primary(p, n, live);
    for (;;) {
        int op = p_eat(p, "*") ? '*' : p_eat(p, "/") ? '/' : p_eat(p, "%") ? '%' : 0;
        if (!op || p->bad)
            return v;
        unsigned long r = p_primary(p, n, live);
        if (op != '*' && r == 0) {
            p->bad |= live; /* glibc raises SIGFPE here */
            v = 0;
        } else
            v = op == '*' ? v * r : op == '/' ? v / r : v % r;
    }
}

static unsigned long p_add(plural_parse *p, unsigned long n, bool live)
{
    unsigned long v = p_mul(p, n, live);
    for (bool plus; !p->bad && ((plus = p_eat(p, "+")) || p_eat(p, "-"));) {
        unsigned long r = p_mul(p, n, live);
        v = plus ? v + r : v - r;
    }
    return v;
}

static unsigned long p_rel(plural_parse *p, unsigned long n, bool live)
{
    unsigned long v = p_add(p, n, live);
    for (;;) {
        int op = p_eat(p, "<=") ? 'l' : p_eat(p, ">=") ? 'g' : p_eat(p, "<") ? '<' : p_eat(p, ">") ? '>' : 0;
        if (!op || p->bad)
            return v;
        unsigned long r = p_add(p, n, live);
        v = op == 'l' ? v <= r : op == 'g' ? v >= r : op == '<' ? v < r : v > r;
    }
}

static unsigned long p_eq(plural_parse *p, unsigned long n, bool live)
{
    unsigned long v = p_rel(p, n, live);
    for (bool eq; !p->bad && ((eq = p_eat(p, "==")) || p_eat(p, "!="));) {
        unsigned long r = p_rel(p, n, live);
        v = eq ? v == r : v != r;
    }
    return v;
}

static unsigned long p_and(plural_parse *p, unsigned long n, bool live)
{
    unsigned long v = p_eq(p, n, live);
    while (!p->bad && p_eat(p, "&&"))
        v = p_eq(p, n, live && v) && v;
    return v;
}

static unsigned long p_or(plural_parse *p, unsigned long n, bool live)
{
    unsigned long v = p_and(p, n, live);
    while (!p->bad && p_eat(p, "||"))
        v = p_and(p, n, live && !v) || v;
    return v;
}

static unsigned long p_cond(plural_parse *p, unsigned long n, bool live)
{
    if (++p->depth > 64) {
        p->bad = true;
        return 0;
    }
    unsigned long c = p_or(p, n, live);
    if (!p->bad && p_eat(p, "?")) {
        unsigned long a = p_cond(p, n, live && c);
        p->bad |= !p_eat(p, ":");
        unsigned long b = p->bad ? 0 : p_cond(p, n, live && !c);
        c = c ? a : b;
    }
    p->depth--;
    return c;
}

/* live false: the syntax only (no division is an error) */
static long plural_eval(const char *expr, unsigned long n, bool live)
{
    plural_parse p = {expr, 0, false};
    unsigned long v = p_cond(&p, n, live);
    p_eat(&p, ""); /* trailing blanks */
    if (p.bad || *p.s)
        return -1;
    return v > 1000 ? 1000 : (long)v;
}

long gui_plural_eval(const char *expr, unsigned long n)
{
    return plural_eval(expr, n, true);
}

/* ---- the catalogue ---- */

static uint32_t word(const gui_mo *mo, size_t at, bool swap)
{
    const unsigned char *b = (const unsigned char *)mo->data + at;
    return swap ? (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3]
                : (uint32_t)b[3] << 24 | (uint32_t)b[2] << 16 | (uint32_t)b[1] << 8 | b[0];
}

/* The string of table entry i (length, offset): inside the file and ending in NUL. */
static const char *table_string(const gui_mo *mo, uint32_t table, uint32_t i, bool swap, uint32_t *len)
{
    size_t at = (size_t)table + 8 * (size_t)i;
    *len = word(mo, at, swap);
    size_t off = word(mo, at + 4, swap);
    if (off >= mo->size || *len >= mo->size - off || mo->data[off + *len] != 0)
        return NULL;
    return mo->data + off;
}

/* Plural-Forms and charset from the header (the translation of ""). */
static void read_header(gui_mo *mo, const char *h, char *err, size_t cap)
{
    const char *cs = strstr(h, "charset=");
    if (cs && strncasecmp(cs + 8, "UTF-8", 5) != 0 && strncasecmp(cs + 8, "ASCII", 5) != 0) {
        snprintf(err, cap, "its charset is not UTF-8");
        return;
    }
    const char *pf = strstr(h, "Plural-Forms:");
    const char *np = pf ? strstr(pf, "nplurals=") : NULL, *ex = pf ? strstr(pf, "plural=") : NULL;
    const char *eol = pf ? strchr(pf, '\n') : NULL;
    if (!np || !ex || (eol && (np > eol || ex > eol)))
        return; /* none: the English rule */
    long k = strtol(np + 9, NULL, 10);
    size_t len = strcspn(ex + 7, ";\n");
    if (k < 1 || k > MO_MAX_PLURALS || len >= sizeof mo->plural)
        return;
    char expr[sizeof mo->plural];
    memcpy(expr, ex + 7, len);
    expr[len] = 0;
    if (plural_eval(expr, 0, false) < 0)
        return; /* not an expression: the English rule, as gettext does */
    mo->nplurals = (int)k;
    memcpy(mo->plural, expr, len + 1);
}

/* A translation stands for its msgid in printf: every form, a plural's against msgid_plural. */
static bool entry_ok(const gui_mo_entry *e)
{
    size_t one = strlen(e->id);
    const char *ctx_end = strchr(e->id, '\004'); /* the context is no part of the format */
    if (one >= e->idlen)                         /* no msgid_plural */
        return strlen(e->str) >= e->strlen && gui_fmt_same(ctx_end ? ctx_end + 1 : e->id, e->str, false);
    const char *many = e->id + one + 1;
    for (const char *f = e->str; f <= e->str + e->strlen; f += strlen(f) + 1)
        if (!gui_fmt_same(many, f, true))
            return false;
    return true;
}

static int entry_cmp(const void *x, const void *y)
{
    return strcmp(((const gui_mo_entry *)x)->id, ((const gui_mo_entry *)y)->id);
}

bool gui_mo_read(gui_mo *mo, const void *bytes, size_t size, char *err, size_t cap)
{
    memset(mo, 0, sizeof *mo);
    mo->nplurals = 2;
    if (size < 28 || size > MO_MAX_BYTES) {
        snprintf(err, cap, "not a gettext catalogue (%zu bytes)", size);
        return false;
    }
    mo->data = malloc(size);
    if (!mo->data) {
        snprintf(err, cap, "out of memory");
        return false;
    }
    memcpy(mo->data, bytes, size);
    mo->size = size;
    bool swap = word(mo, 0, false) != MO_MAGIC;
    uint32_t count = word(mo, 8, swap), ids = word(mo, 12, swap), strs = word(mo, 16, swap);
    char why[200] = "";
    if (word(mo, 0, swap) != MO_MAGIC)
        snprintf(why, sizeof why, "not a gettext catalogue (no .mo magic number)");
    else if (word(mo, 4, swap) >> 16 > 1)
        snprintf(why, sizeof why, "a .mo revision this game does not read");
    else if (count > (size - 28) / 16 || ids > size - 8 * (size_t)count || strs > size - 8 * (size_t)count)
        snprintf(why, sizeof why, "its tables lie outside the file");
    else if (!(mo->entry = calloc(count ? count : 1, sizeof *mo->entry)))
        snprintf(why, sizeof why, "out of memory");
    for (uint32_t i = 0; !why[0] && i < count; i++) {
        gui_mo_entry e;
        e.id = table_string(mo, ids, i, swap, &e.idlen);
        e.str = table_string(mo, strs, i, swap, &e.strlen);
        if (!e.id || !e.str)
            snprintf(why, sizeof why, "a string lies outside the file");
        else if (!e.id[0])
            read_header(mo, e.str, why, sizeof why);
        else if (entry_ok(&e))
            mo->entry[mo->n++] = e;
        else if (mo->refused++ == 0)
            snprintf(mo->refused_id, sizeof mo->refused_id, "%s", e.id);
    }
    if (why[0]) {
        snprintf(err, cap, "%s", why);
        gui_mo_free(mo);
        return false;
    }
    qsort(mo->entry, (size_t)mo->n, sizeof *mo->entry, entry_cmp);
    return true;
}

bool gui_mo_load(gui_mo *mo, const char *path, char *err, size_t cap)
{
    memset(mo, 0, sizeof *mo);
    mo->nplurals = 2;
    struct stat st;
    FILE *f = NULL;
    const char *why = stat(path, &st) != 0        ? strerror(errno)
                      : !S_ISREG(st.st_mode)      ? "not a regular file"
                      : st.st_size > MO_MAX_BYTES ? "larger than 16 MB"
                                                  : NULL;
    if (why || !(f = fopen(path, "rb"))) {
        snprintf(err, cap, "%s: %s", path, why ? why : strerror(errno));
        return false;
    }
    size_t size = (size_t)st.st_size;
    char *buf = malloc(size ? size : 1);
    bool ok = buf && fread(buf, 1, size, f) == size;
    fclose(f);
    char bad[200] = "cannot be read";
    ok = ok && gui_mo_read(mo, buf, size, bad, sizeof bad);
    free(buf);
    if (!ok)
        snprintf(err, cap, "%s: %s", path, bad);
    return ok;
}

void gui_mo_free(gui_mo *mo)
{
    free(mo->data);
    free(mo->entry);
    memset(mo, 0, sizeof *mo);
    mo->nplurals = 2;
}

static const gui_mo_entry *find(const gui_mo *mo, const char *key)
{
    if (!key || !mo->n)
        return NULL;
    gui_mo_entry k = {key, NULL, 0, 0};
    return bsearch(&k, mo->entry, (size_t)mo->n, sizeof k, entry_cmp);
}

const char *gui_mo_get(const gui_mo *mo, const char *key)
{
    const gui_mo_entry *e = find(mo, key);
    return e ? e->str : NULL;
}

const char *gui_mo_nget(const gui_mo *mo, const char *one, unsigned long n)
{
    const gui_mo_entry *e = find(mo, one);
    if (!e || strlen(e->id) >= e->idlen)
        return NULL;
    long k = mo->plural[0] ? gui_plural_eval(mo->plural, n) : -1;
    if (k < 0 || k >= mo->nplurals)
        k = n != 1; /* a division by zero or a form the catalogue does not declare: the English rule */
    const char *f = e->str;
    for (; k > 0 && f + strlen(f) < e->str + e->strlen; k--)
        f += strlen(f) + 1;
    return k == 0 ? f : NULL;
}
