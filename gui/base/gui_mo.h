/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A gettext catalogue (.mo) read by the game itself, so that a broken one installed by a user cannot
 * crash it: every translation whose printf conversions differ from its msgid's (another type, another
 * order, %n) is dropped at load and that text shows in English, and the Plural-Forms expression is
 * evaluated here with division by zero and out-of-range results falling back to the English rule (glibc
 * raises SIGFPE on the first and indexes past the forms on the second). No SDL. */
#ifndef GUI_MO_H
#define GUI_MO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct gui_mo_entry {
    const char *id;         /* the msgid (with a context: "ctx\004msgid"); a plural's msgid_plural follows its NUL */
    const char *str;        /* the translation; a plural's forms one after another, each ending in NUL */
    uint32_t idlen, strlen; /* bytes, without the last NUL */
} gui_mo_entry;

typedef struct gui_mo {
    char *data; /* the file (owned); entries point into it */
    size_t size;
    gui_mo_entry *entry; /* the accepted translations, sorted by id */
    int n;
    int refused;          /* translations dropped for their conversions */
    char refused_id[128]; /* the first one's msgid (for the message) */
    int nplurals;         /* from Plural-Forms (2 without a usable one) */
    char plural[256];     /* its expression ("": the English rule, n != 1) */
} gui_mo;

/* Reads the catalogue in bytes (copied) or in the file at path. false: not a catalogue this game reads
 * (a message naming what is wrong; mo is left empty). Dropped translations are counted in refused. */
bool gui_mo_read(gui_mo *mo, const void *bytes, size_t size, char *err, size_t cap);
bool gui_mo_load(gui_mo *mo, const char *path, char *err, size_t cap);
void gui_mo_free(gui_mo *mo);

/* The translation of key (a msgid, or "ctx\004msgid"), or NULL when the catalogue has none. */
const char *gui_mo_get(const gui_mo *mo, const char *key);
/* The plural form for n of the entry whose msgid is one, or NULL when there is none (the caller then
 * shows the English one or many). */
const char *gui_mo_nget(const gui_mo *mo, const char *one, unsigned long n);

/* printf conversions: the arguments a format takes, in order, as codes (GUI_FMT_INT for %d %i %o %u %x
 * %X %c, GUI_FMT_STR for %s; a length modifier gives other codes); -1 when it is not a format this game
 * passes to printf (%n, an unknown conversion, positional and plain ones mixed, a gap in %N$). */
enum { GUI_FMT_MAX = 16, GUI_FMT_INT = 1, GUI_FMT_DOUBLE = 2, GUI_FMT_STR = 3 };
int gui_fmt_args(const char *fmt, unsigned char type[GUI_FMT_MAX]);
/* A translation can stand for msgid in printf: both are formats and take the same arguments (a plural
 * form, fewer_ok: the first of them only, e.g. "one tile" for "%d tiles"). */
bool gui_fmt_same(const char *msgid, const char *msgstr, bool fewer_ok);

/* A Plural-Forms expression (C's operators on unsigned long, as gettext reads it) for n; -1 for a syntax
 * error or a division by zero on the way the expression takes for n; values over 1000 give 1000. */
long gui_plural_eval(const char *expr, unsigned long n);

#endif
