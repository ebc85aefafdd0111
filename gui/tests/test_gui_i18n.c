/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Translations: the language from the environment and the menu, catalogues found in the build tree,
 * texts looked up, missing ones noticed, engine errors shown translated, and broken catalogues (built
 * with plain msgfmt, which checks no format) that neither crash nor hang the game. */
#define _POSIX_C_SOURCE 200809L
#include "gui_i18n.h"
#include "gui_mo.h"

#include "carc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"

#define EXPECT(c) CHECK(c, "%s", "(the condition printed is what failed)")

static void env(const char *language, const char *lc_all, const char *lc_messages, const char *lang)
{
    const char *names[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"};
    const char *values[] = {language, lc_all, lc_messages, lang};
    for (int i = 0; i < 4; i++)
        values[i] ? setenv(names[i], values[i], 1) : unsetenv(names[i]);
}

static void test_find(void)
{
    EXPECT(gui_i18n_find("de") == 1);
    EXPECT(gui_i18n_find("de_AT.UTF-8") == 1);
    EXPECT(gui_i18n_find("fr_BE@euro") == 2);
    EXPECT(gui_i18n_find("pt_BR:nl:de") == 3); /* the first of a list that we have */
    EXPECT(gui_i18n_find("C") == 0 && gui_i18n_find("POSIX") == 0 && gui_i18n_find("C.UTF-8") == 0);
    EXPECT(gui_i18n_find("deu") == -1 && gui_i18n_find("") == -1 && gui_i18n_find(NULL) == -1);
    EXPECT(strcmp(gui_i18n_title(2), "Français") == 0);
}

static void test_env(void)
{
    env(NULL, NULL, NULL, "fr_FR.UTF-8");
    EXPECT(strcmp(gui_i18n_from_env(), "fr") == 0);
    env(NULL, NULL, "nl_NL.UTF-8", "fr_FR.UTF-8"); /* LC_MESSAGES before LANG */
    EXPECT(strcmp(gui_i18n_from_env(), "nl") == 0);
    env(NULL, "de_DE.UTF-8", "nl_NL.UTF-8", "fr_FR.UTF-8"); /* LC_ALL before both */
    EXPECT(strcmp(gui_i18n_from_env(), "de") == 0);
    env("it:nl", NULL, NULL, "fr_FR.UTF-8"); /* LANGUAGE first: its first known entry */
    EXPECT(strcmp(gui_i18n_from_env(), "nl") == 0);
    env("de", NULL, NULL, "C"); /* GNU: LANGUAGE is not read in the C locale */
    EXPECT(strcmp(gui_i18n_from_env(), "en") == 0);
    env(NULL, NULL, NULL, "ja_JP.UTF-8"); /* no catalogue: English */
    EXPECT(strcmp(gui_i18n_from_env(), "en") == 0);
}

static void test_lookup(const char *bindir)
{
    env(NULL, NULL, NULL, "nl_NL.UTF-8"); /* a locale this machine need not have installed */
    EXPECT(gui_i18n_set(bindir, NULL) == 3);
    EXPECT(strcmp(gui_tr("Standard colours"), "Standaardkleuren") == 0);
    EXPECT(gui_i18n_set(bindir, "de") == 1); /* the menu's choice before the environment's */
    EXPECT(strcmp(gui_tr("Standard colours"), "Normale Farben") == 0);
    EXPECT(gui_i18n_missing() == NULL);
    const char *odd = "a text that no catalogue has";
    EXPECT(gui_tr(odd) == odd && gui_i18n_missing() == odd);
    EXPECT(gui_i18n_set(bindir, "en") == 0 && gui_i18n_missing() == NULL);
    EXPECT(strcmp(gui_tr("Standard colours"), "Standard colours") == 0);
    gui_tr(odd);
    EXPECT(gui_i18n_missing() == NULL); /* English is the source: nothing missing */
}

/* A number with decimals as each language writes it, whatever the process's numeric locale. */
static void test_decimal(const char *bindir)
{
    char buf[16];
    const struct {
        const char *code, *want;
    } langs[] = {{"en", "4.8"}, {"de", "4,8"}, {"fr", "4,8"}, {"nl", "4,8"}};
    for (size_t i = 0; i < sizeof langs / sizeof langs[0]; i++) {
        gui_i18n_set(bindir, langs[i].code);
        CHECK(strcmp(gui_decimal(buf, sizeof buf, 4.75, 1), langs[i].want) == 0, "%s: %s, not %s", langs[i].code, buf, langs[i].want);
    }
    EXPECT(strcmp(gui_decimal(buf, sizeof buf, 3, 0), "3") == 0 && strcmp(gui_decimal(buf, 3, 12.5, 1), "12") == 0); /* cut, no point */
    gui_i18n_set(bindir, "en");
}

/* An engine error shown in German: its template translated, its parameter kept, its context too. */
static void test_err(const char *bindir)
{
    carc_err err;
    char out[400];
    carc_err_set(&err, CARC_E_ILLEGAL, "%s has no meeples left", "Ann");
    gui_i18n_set(bindir, "en");
    EXPECT(strcmp(gui_err_text(&err, out, sizeof out), err.msg) == 0); /* English: the engine's own text */
    gui_i18n_set(bindir, "de");
    EXPECT(strcmp(gui_err_text(&err, out, sizeof out), "Ann hat keine Meeple mehr") == 0);
    carc_err_wrap(&err, "%s: %s", "game.json");
    EXPECT(strcmp(gui_err_text(&err, out, sizeof out), "game.json: Ann hat keine Meeple mehr") == 0);
    EXPECT(gui_i18n_missing() == NULL);
    /* a figure's title among the parameters is translated with the sentence, a player's name is not */
    carc_err_set(&err, CARC_E_ILLEGAL, "%s has no %s left", "Ann", "large meeple");
    carc_err_msgid_args(&err, 2);
    EXPECT(strcmp(gui_err_text(&err, out, sizeof out), "Ann: kein großer Meeple mehr im Vorrat") == 0);
    carc_err_msgid_args(&err, 0);
    EXPECT(strcmp(gui_err_text(&err, out, sizeof out), "Ann: kein large meeple mehr im Vorrat") == 0);
    carc_err plain = {.code = CARC_E_IO, .msg = "no template"};
    EXPECT(strcmp(gui_err_text(&plain, out, sizeof out), "no template") == 0);
}

/* Every translation shipped passes the load's checks (none shown in English for its placeholders). */
static void test_shipped(const char *bindir)
{
    const char *langs[] = {"de", "fr", "nl"};
    for (int i = 0; i < 3; i++) {
        char path[4200], err[4400] = "";
        snprintf(path, sizeof path, "%s/locale/%s/LC_MESSAGES/opencarc.mo", bindir, langs[i]);
        gui_mo mo;
        bool ok = gui_mo_load(&mo, path, err, sizeof err);
        CHECK(ok && mo.refused == 0 && mo.n > 400 && mo.nplurals == 2 && mo.plural[0], "%s: %s, %d refused (\"%s\"), %d kept, plural %s",
              path, ok ? "read" : err, mo.refused, mo.refused_id, mo.n, mo.plural);
        gui_mo_free(&mo);
    }
}

/* The conversions a format takes, and which translations may stand for which msgids. */
static void test_formats(void)
{
    unsigned char t[GUI_FMT_MAX];
    EXPECT(gui_fmt_args("Volume %d%%", t) == 1 && t[0] == GUI_FMT_INT);
    EXPECT(gui_fmt_args("%2$s: %1$d", t) == 2 && t[0] == GUI_FMT_INT && t[1] == GUI_FMT_STR);
    EXPECT(gui_fmt_args("%-*.*f|%%|%m", t) == 3 && t[0] == GUI_FMT_INT && t[1] == GUI_FMT_INT && t[2] == GUI_FMT_DOUBLE);
    EXPECT(gui_fmt_args("%d%n", t) == -1);    /* writes through an argument */
    EXPECT(gui_fmt_args("%1$s %s", t) == -1); /* positional and plain mixed */
    EXPECT(gui_fmt_args("%2$s", t) == -1);    /* a gap: the first argument's type unknown */
    EXPECT(gui_fmt_args("100%", t) == -1 && gui_fmt_args("%y", t) == -1);
    EXPECT(gui_fmt_same("Volume %d%%", "Lautstärke %d %%", false));
    EXPECT(!gui_fmt_same("Volume %d%%", "Lautstärke %s%%", false));
    EXPECT(!gui_fmt_same("Volume %d%%", "Lautstärke %ld%%", false));
    EXPECT(!gui_fmt_same("Volume %d%%", "Lautstärke", false)); /* a text's argument left out */
    EXPECT(gui_fmt_same("%s has %d points", "%2$d points pour %1$s", false));
    EXPECT(!gui_fmt_same("%s has %d points", "%d points pour %s", false));
    EXPECT(gui_fmt_same("%d tiles", "ein Plättchen", true) && !gui_fmt_same("%d tiles", "%s Plättchen", true));
}

/* Plural-Forms as gettext reads them; a division by zero only where the expression takes it. */
static void test_plural(void)
{
    const char *ru = "n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2";
    unsigned long n[] = {0, 1, 2, 5, 11, 21, 22, 111, 1004};
    long want[] = {2, 0, 1, 2, 2, 0, 1, 2, 1};
    for (int i = 0; i < 9; i++)
        CHECK(gui_plural_eval(ru, n[i]) == want[i], "Russian plural of %lu: %ld, not %ld", n[i], gui_plural_eval(ru, n[i]), want[i]);
    EXPECT(gui_plural_eval(" (n != 1)", 1) == 0 && gui_plural_eval("(n != 1) ", 2) == 1 && gui_plural_eval("(n > 1)", 0) == 0);
    EXPECT(gui_plural_eval("n/0", 3) == -1 && gui_plural_eval("n%(n-1)", 1) == -1 && gui_plural_eval("n%(n-1)", 3) == 1);
    EXPECT(gui_plural_eval("n==0 ? 0 : 10/n", 0) == 0 && gui_plural_eval("n!=0 && 10/n", 0) == 0 && gui_plural_eval("n==0 || 1/n", 0) == 1);
    EXPECT(gui_plural_eval("(n", 1) == -1 && gui_plural_eval("n ? 1", 1) == -1 && gui_plural_eval("n = 1", 1) == -1 &&
           gui_plural_eval("", 1) == -1 && gui_plural_eval("n 1", 1) == -1);
    char deep[400];
    memset(deep, '(', 200);
    snprintf(deep + 200, sizeof deep - 200, "n");
    EXPECT(gui_plural_eval(deep, 1) == -1); /* unbalanced and deep: refused, no stack overflow */
}

static bool write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return false;
    fputs(text, f);
    return fclose(f) == 0;
}

/* A catalogue for lang under dir/locale built from po (its header's Plural-Forms, then entries) with
 * plain msgfmt, as a user might: no -c, so no format or plural expression is checked. */
static bool make_catalogue(const char *msgfmt, const char *dir, const char *lang, const char *plural_forms, const char *entries)
{
    char path[600], cmd[1400], po[4000];
    snprintf(path, sizeof path, "%s/locale/%s/LC_MESSAGES", dir, lang);
    snprintf(cmd, sizeof cmd, "mkdir -p '%s'", path);
    if (system(cmd) != 0)
        return false;
    snprintf(po, sizeof po, "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Plural-Forms: %s\\n\"\n\n%s",
             plural_forms, entries);
    snprintf(cmd, sizeof cmd, "%s/%s.po", dir, lang);
    if (!write_text(cmd, po))
        return false;
    snprintf(cmd, sizeof cmd, "'%s' -o '%s/opencarc.mo' '%s/%s.po'", msgfmt, path, dir, lang);
    return system(cmd) == 0;
}

/* Issue 23, item 4: "Volume %d%%" translated with %s crashed the menu (printf read 70 as a pointer),
 * with %n it wrote through the volume, and a Plural-Forms dividing by zero raised SIGFPE in gui_trn.
 * Each broken text shows in English; the sound ones of the catalogue stay translated. */
static void test_broken(const char *msgfmt)
{
    char dir[] = "/tmp/opencarc_mo_XXXXXX", out[200];
    if (!mkdtemp(dir))
        return;
    const char *tiles = "msgid \"%d tile\"\nmsgid_plural \"%d tiles\"\nmsgstr[0] \"%d Plättchen\"\nmsgstr[1] \"%d Plättchen!\"\n\n";
    char de[1000];
    snprintf(de, sizeof de, "%s%s", tiles,
             "msgid \"Volume %d%%\"\nmsgstr \"Lautstärke %s%%\"\n\n"
             "msgid \"Volume %d%% (9 / 0, M mutes)\"\nmsgstr \"Lautstärke %d%n\"\n\n"
             "msgid \"Standard colours\"\nmsgstr \"Normale Farben\"\n\n"
             "msgid \"%s has %d points\"\nmsgstr \"%2$d Punkte für %1$s\"\n");
    bool built = make_catalogue(msgfmt, dir, "de", "nplurals=2; plural=n/0;", de) &&
                 make_catalogue(msgfmt, dir, "fr", "nplurals=2; plural=n%(n-1);", tiles) &&
                 make_catalogue(msgfmt, dir, "nl", "nplurals=3; plural=n;", tiles);
    CHECK(built, "msgfmt (%s) built the catalogues in %s", msgfmt, dir);
    if (built) {
        gui_i18n_set(dir, "de");
        snprintf(out, sizeof out, gui_tr("Volume %d%%"), 70);
        CHECK(strcmp(out, "Volume 70%") == 0, "%%s for %%d: the English text, not \"%s\"", out);
        snprintf(out, sizeof out, gui_tr("Volume %d%% (9 / 0, M mutes)"), 70);
        CHECK(strcmp(out, "Volume 70% (9 / 0, M mutes)") == 0, "%%n: the English text, not \"%s\"", out);
        EXPECT(strcmp(gui_tr("Standard colours"), "Normale Farben") == 0);
        snprintf(out, sizeof out, gui_tr("%s has %d points"), "Ann", 7);
        CHECK(strcmp(out, "7 Punkte für Ann") == 0, "positional arguments kept: \"%s\"", out);
        /* n/0 for every n: the English rule picks the form */
        EXPECT(strcmp(gui_trn("%d tile", "%d tiles", 1), "%d Plättchen") == 0);
        EXPECT(strcmp(gui_trn("%d tile", "%d tiles", 4), "%d Plättchen!") == 0);
        gui_i18n_set(dir, "fr"); /* n%(n-1): zero at 1 only */
        EXPECT(strcmp(gui_trn("%d tile", "%d tiles", 1), "%d Plättchen") == 0);
        EXPECT(strcmp(gui_trn("%d tile", "%d tiles", 3), "%d Plättchen!") == 0);
        gui_i18n_set(dir, "nl"); /* plural=n: 2 names a form the entry lacks, 5 one the header lacks */
        EXPECT(strcmp(gui_trn("%d tile", "%d tiles", 0), "%d Plättchen") == 0);
        EXPECT(strcmp(gui_trn("%d tile", "%d tiles", 2), "%d tiles") == 0);
        EXPECT(strcmp(gui_trn("%d tile", "%d tiles", 5), "%d Plättchen!") == 0);
        /* not a catalogue at all: English */
        char path[600];
        snprintf(path, sizeof path, "%s/locale/nl/LC_MESSAGES/opencarc.mo", dir);
        write_text(path, "not a catalogue");
        gui_i18n_set(dir, "nl");
        EXPECT(strcmp(gui_tr("Standard colours"), "Standard colours") == 0);
    }
    char cmd[100];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", dir);
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: test_gui_i18n BUILD_DIR MSGFMT\n");
        return 2;
    }
    test_find();
    test_env();
    test_lookup(argv[1]);
    test_decimal(argv[1]);
    test_err(argv[1]);
    test_shipped(argv[1]);
    test_formats();
    test_plural();
    test_broken(argv[2]);
    return check_report("gui i18n");
}
