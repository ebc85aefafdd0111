/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Translations with GNU gettext (the catalogue "opencarc", po/LANG.po built to .mo files). Every text a
 * player reads goes through _() or P_() when drawn, so a language chosen in the menu shows at once.
 * The language is the one kept in the settings, else the first of LANGUAGE, LC_ALL, LC_MESSAGES and
 * LANG that has a catalogue, else English (the msgids). No SDL here. */
#ifndef GUI_I18N_H
#define GUI_I18N_H

#include <stdbool.h>
#include <stddef.h>

#define _(s) gui_tr(s)
#define N_(s) (s)                              /* marks a text for the catalogue where it is stored; _() translates it when shown */
#define P_(one, many, n) gui_trn(one, many, n) /* a whole sentence with the language's plural forms */
/* A short text whose meaning the context tells apart ("Pass" a turn vs a mountain pass) */
#define C_(ctx, s) gui_trc(ctx "\004" s, s)

/* format_arg: the compiler checks a printf's arguments against the English template */
const char *gui_tr(const char *msgid) __attribute__((format_arg(1)));
const char *gui_trn(const char *one, const char *many, unsigned long n) __attribute__((format_arg(1), format_arg(2)));
const char *gui_trc(const char *ctx_msgid, const char *msgid) __attribute__((format_arg(2)));

/* The languages offered: 0 is English, the source; codes as in po/ ("de"), titles in their own language. */
int gui_i18n_count(void);
const char *gui_i18n_code(int i);
const char *gui_i18n_title(int i);
int gui_i18n_find(const char *code); /* "de", "de_DE.UTF-8", "de:fr" (the first known); -1 if none */

/* The language from the environment (the code of a known one; "en" when none is). */
const char *gui_i18n_from_env(void);

/* Switches every text to language code ("" or NULL: from the environment); the catalogues are looked
 * for in data_dir/locale (a build tree) and else data_dir/../locale (installed). Returns the index used. */
int gui_i18n_set(const char *data_dir, const char *code);
int gui_i18n_current(void);

/* v with `digits` decimals as the language shown writes it ("4.8" in English, "4,8" in German): every
 * number with decimals a player reads is written by it. Returns out. */
const char *gui_decimal(char *out, size_t cap, double v, int digits);

/* The first msgid shown in a language without its translation (NULL: none): tests fail on it. */
const char *gui_i18n_missing(void);

/* An engine error in the language shown: its template and contexts translated, its parameters (names,
 * numbers, files) as they are; the English msg when it has no template. Returns out. */
struct carc_err;
const char *gui_err_text(const struct carc_err *err, char *out, size_t cap);

#endif
