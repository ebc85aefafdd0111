/* Translations: the language chosen, the catalogues bound, texts looked up (see gui_i18n.h). */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include "gui_i18n.h"

#include "carc.h"

#include <libintl.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define DOMAIN "opencarc"

/* Titles in their own language: a player looks for the one they read. */
static const struct { const char *code, *title; } languages[] = {
    {"en", "English"}, {"de", "Deutsch"}, {"fr", "Français"}, {"nl", "Nederlands"},
};
enum { NLANG = sizeof languages / sizeof languages[0] };

static int current;           /* index into languages */
static const char *missing;   /* the first untranslated msgid shown */

int gui_i18n_count(void) { return NLANG; }
int gui_i18n_current(void) { return current; }
const char *gui_i18n_missing(void) { return missing; }

const char *gui_i18n_code(int i)
{
    return i >= 0 && i < NLANG ? languages[i].code : languages[0].code;
}

const char *gui_i18n_title(int i)
{
    return i >= 0 && i < NLANG ? languages[i].title : languages[0].title;
}

/* One entry of a locale name or a LANGUAGE list: "de", "de_AT", "de_DE.UTF-8@euro"; "C" and "POSIX"
 * are English. */
static int find_one(const char *s, size_t len)
{
    if ((len == 1 && s[0] == 'C') || (len >= 2 && s[0] == 'C' && s[1] == '.') ||
        (len == 5 && strncmp(s, "POSIX", 5) == 0))
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

int gui_i18n_set(const char *data_dir, const char *code)
{
    int i = code && *code ? gui_i18n_find(code) : -1;
    current = i >= 0 ? i : gui_i18n_find(gui_i18n_from_env());
    if (current < 0)
        current = 0;
    /* gettext reads LANGUAGE only when the messages locale is not C: any UTF-8 locale will do, since
     * the language itself is chosen through LANGUAGE (the user's own locale need not be installed). */
    const char *got = setlocale(LC_MESSAGES, "");
    if (!got || strcmp(got, "C") == 0 || strcmp(got, "POSIX") == 0)
        setlocale(LC_MESSAGES, "C.UTF-8");
    setenv("LANGUAGE", languages[current].code, 1);
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/locale", data_dir ? data_dir : ".");
    if (!is_dir(dir))
        snprintf(dir, sizeof dir, "%s/../locale", data_dir ? data_dir : ".");
    bindtextdomain(DOMAIN, dir);
    bind_textdomain_codeset(DOMAIN, "UTF-8");
    textdomain(DOMAIN); /* also drops gettext's cache of the previous language's lookups */
    missing = NULL;
    return current;
}

const char *gui_tr(const char *msgid)
{
    if (!msgid || !*msgid)
        return msgid; /* "" would give the catalogue's header */
    const char *t = dgettext(DOMAIN, msgid);
    if (t == msgid && current != 0 && !missing)
        missing = msgid;
    return t;
}

const char *gui_trc(const char *ctx_msgid, const char *msgid)
{
    const char *t = dgettext(DOMAIN, ctx_msgid);
    if (t != ctx_msgid)
        return t;
    if (current != 0 && !missing)
        missing = msgid;
    return msgid;
}

const char *gui_trn(const char *one, const char *many, unsigned long n)
{
    const char *t = dngettext(DOMAIN, one, many, n);
    if ((t == one || t == many) && current != 0 && !missing)
        missing = one;
    return t;
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
