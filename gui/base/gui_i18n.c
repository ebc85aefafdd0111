/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Translations: the language chosen, its catalogue read (gui_mo.c checks it), texts looked up (see
 * gui_i18n.h). */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include "gui_i18n.h"

#include "gui_mo.h"

#include "carc.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define DOMAIN "opencarc"

/* Titles in their own language: a player looks for the one they read. The decimal separator is the
 * language's, not the locale's: the game speaks the language chosen in the menu whatever LC_NUMERIC is. */
static const struct {
    const char *code, *title;
    char point;
} languages[] = {
    {"en", "English", '.'},
    {"de", "Deutsch", ','},
    {"fr", "Français", ','},
    {"nl", "Nederlands", ','},
};
enum { NLANG = sizeof languages / sizeof languages[0] };

static int current;         /* index into languages */
static const char *missing; /* the first untranslated msgid shown */
static gui_mo catalogue;    /* current's (empty for English or when it could not be read) */

int gui_i18n_count(void)
{
    return NLANG;
}
int gui_i18n_current(void)
{
    return current;
}
const char *gui_i18n_missing(void)
{
    return missing;
}

const char *gui_i18n_code(int i)
{
    return i >= 0 && i < NLANG ? languages[i].code : languages[0].code;
}

const char *gui_i18n_title(int i)
{
    return i >= 0 && i < NLANG ? languages[i].title : languages[0].title;
}

const char *gui_decimal(char *out, size_t cap, double v, int digits)
{
    snprintf(out, cap, "%.*f", digits, v); /* (the program runs in the C numeric locale: a point) */
    char *point = strchr(out, '.');
    if (point)
        *point = languages[current].point;
    return out;
}

/* One entry of a locale name or a LANGUAGE list: "de", "de_AT", "de_DE.UTF-8@euro"; "C" and "POSIX"
 * are English. */
static int find_one(const char *s, size_t len)
{
    if ((len == 1 && s[0] == 'C') || (len >= 2 && s[0] == 'C' && s[1] == '.') || (len == 5 && strncmp(s, "POSIX", 5) == 0))
        return 0;
    for (int i = 0; i < NLANG; i++) {
        size_t n = strlen(languages[i].code);
        if (len >= n && strncmp(s, languages[i].code, n) == 0 && (len == n || strchr("_.@", s[n])))
            return i;
    }
    return -1;
}

int gui_i18n_find(const char *code)
{
    for (const char *p = code; p && *p;) {
        size_t len = strcspn(p, ":");
        int i = find_one(p, len);
        if (i >= 0)
            return i;
        p += len + (p[len] == ':');
    }
    return -1;
}

const char *gui_i18n_from_env(void)
{
    /* GNU order: LANGUAGE (a list) before the POSIX variables, unless the locale is plain C */
    static const char *const vars[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    const char *loc = NULL;
    for (int v = 0; v < 3 && !loc; v++) {
        const char *s = getenv(vars[v]);
        if (s && *s)
            loc = s;
    }
    const char *list = getenv("LANGUAGE");
    bool c_locale = !loc || strcmp(loc, "C") == 0 || strcmp(loc, "POSIX") == 0;
    int i = list && *list && !c_locale ? gui_i18n_find(list) : -1;
    if (i < 0)
        i = gui_i18n_find(loc);
    return gui_i18n_code(i);
}

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The catalogue of language code under data_dir/locale (a build tree), else data_dir/../locale
 * (installed); a broken one is said on stderr and leaves English (for the texts it breaks, or all). */
static void load_catalogue(const char *data_dir, const char *code)
{
    gui_mo_free(&catalogue);
    if (strcmp(code, "en") == 0)
        return;
    char dir[4096], path[4200], err[4400];
    snprintf(dir, sizeof dir, "%s/locale", data_dir ? data_dir : ".");
    if (!is_dir(dir))
        snprintf(dir, sizeof dir, "%s/../locale", data_dir ? data_dir : ".");
    snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/" DOMAIN ".mo", dir, code);
    if (!gui_mo_load(&catalogue, path, err, sizeof err))
        fprintf(stderr, "opencarc: %s; the texts are shown in English\n", err);
    else if (catalogue.refused)
        fprintf(stderr,
                "opencarc: %s: %d translations differ from the English in their placeholders (the first: \"%s\") and "
                "are shown in English\n",
                path, catalogue.refused, catalogue.refused_id);
}

int gui_i18n_set(const char *data_dir, const char *code)
{
    int i = code && *code ? gui_i18n_find(code) : -1;
    current = i >= 0 ? i : gui_i18n_find(gui_i18n_from_env());
    if (current < 0)
        current = 0;
    /* the system's own messages (strerror in an error shown) follow the game's language where the C
     * library has them: LANGUAGE is read only when the messages locale is not C */
    const char *got = setlocale(LC_MESSAGES, "");
    if (!got || strcmp(got, "C") == 0 || strcmp(got, "POSIX") == 0)
        setlocale(LC_MESSAGES, "C.UTF-8");
    setenv("LANGUAGE", languages[current].code, 1);
    load_catalogue(data_dir, languages[current].code);
    missing = NULL;
    return current;
}

const char *gui_tr(const char *msgid)
{
    if (!msgid || !*msgid)
        return msgid; /* "" would give the catalogue's header */
    const char *t = gui_mo_get(&catalogue, msgid);
    if (!t && current != 0 && !missing)
        missing = msgid;
    return t ? t : msgid;
}

const char *gui_trc(const char *ctx_msgid, const char *msgid)
{
    const char *t = gui_mo_get(&catalogue, ctx_msgid);
    if (!t && current != 0 && !missing)
        missing = msgid;
    return t ? t : msgid;
}

const char *gui_trn(const char *one, const char *many, unsigned long n)
{
    const char *t = gui_mo_nget(&catalogue, one, n);
    if (!t && current != 0 && !missing)
        missing = one;
    return t ? t : n == 1 ? one : many;
}

/* carc_err_format's lookup has gettext's signature */
static char *tr_key(const char *key)
{
    return (char *)gui_tr(key);
}

const char *gui_err_text(const carc_err *err, char *out, size_t cap)
{
    if (!err->key) {
        snprintf(out, cap, "%s", err->msg);
        return out;
    }
    return carc_err_format(err, tr_key, out, cap);
}
