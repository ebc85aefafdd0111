/* Translations: the language from the environment and the menu, catalogues found in the build tree,
 * texts looked up, missing ones noticed, and engine errors shown translated. */
#define _POSIX_C_SOURCE 200809L
#include "gui_i18n.h"

#include "carc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
    carc_err plain = {CARC_E_IO, "no template", NULL, 0, {{0}}, 0, {{0}}};
    EXPECT(strcmp(gui_err_text(&plain, out, sizeof out), "no template") == 0);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: test_gui_i18n BUILD_DIR\n");
        return 2;
    }
    test_find();
    test_env();
    test_lookup(argv[1]);
    test_err(argv[1]);
    return check_report("gui i18n");
}
