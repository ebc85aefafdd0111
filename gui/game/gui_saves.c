/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The saved games as players look for them: the menu's Load… lists every save in the saves folder,
 * newest first, with its date, players, map and expansions (read from each file's setup once, when the
 * list opens); Save proposes a name made of the players and the date and asks before replacing another
 * saved game; the autosave's unfinished game is kept as a save of its own before another game takes its
 * place; leaving a game in progress asks first, saying where the game stays. */
#define _POSIX_C_SOURCE 200809L
#include "gui_saves.h"

#include "gui_game_draw.h"
#include "gui_game.h"
#include "gui_map.h"
#include "gui_menu_check.h"
#include "gui_paths.h"
#include "gui_save.h"
#include "gui_shell.h"
#include "gui_widget.h"

#include <cjson/cJSON.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#define MAX_SAVES 64

static const SDL_Color WHITE = {240, 240, 240, 255}, GREY = {160, 166, 178, 255};

typedef struct save_info {
    char name[GUI_SAVE_NAME_MAX + 8]; /* the file's name without ".json" */
    char when[32];
    char players[160];
    char setup[160]; /* map and expansions */
    long long mtime;
    bool broken; /* not a readable game: shown, greyed, with why */
} save_info;

static save_info saves[MAX_SAVES];
static int nsaves, first; /* first: the top row shown (scrolled by the wheel) */

static void describe(const gui_app *a, const char *path, save_info *s)
{
    carc_err err = {0};
    cJSON *j = carc_load_json(path, &err);
    const cJSON *setup = cJSON_GetObjectItemCaseSensitive(j, "setup");
    const cJSON *ps = cJSON_GetObjectItemCaseSensitive(setup, "players"), *p;
    if (!cJSON_IsArray(ps)) {
        s->broken = true;
        /* TRANSLATORS: the Load list's line under a file that is not a game */
        snprintf(s->setup, sizeof s->setup, "%s", j ? _("not a saved game") : _("unreadable"));
        cJSON_Delete(j);
        return;
    }
    size_t n = 0;
    cJSON_ArrayForEach(p, ps)
    {
        const cJSON *name = cJSON_GetObjectItemCaseSensitive(p, "name");
        n += (size_t)snprintf(s->players + n, n < sizeof s->players ? sizeof s->players - n : 0, "%s%s", n ? ", " : "",
                              cJSON_IsString(name) ? name->valuestring : "?");
        if (n >= sizeof s->players)
            break;
    }
    const cJSON *map = cJSON_GetObjectItemCaseSensitive(setup, "map"), *ex = cJSON_GetObjectItemCaseSensitive(setup, "expansions"), *e;
    int mi = cJSON_IsString(map) ? gui_map_choice_find(a->rules, map->valuestring) : -1;
    n = (size_t)snprintf(s->setup, sizeof s->setup, "%s",
                         cJSON_IsString(map) ? (mi >= 0 ? gui_map_choice_title(a->rules, mi) : map->valuestring) : "");
    cJSON_ArrayForEach(e, ex)
    {
        if (!cJSON_IsString(e) || n >= sizeof s->setup)
            continue;
        const char *title = e->valuestring;
        for (int m = 0; m < carc_rules_module_count(a->rules); m++)
            if (strcmp(carc_rules_module_name(a->rules, m), e->valuestring) == 0)
                title = _(carc_rules_module_title(a->rules, m));
        int mm = gui_map_module(a->rules);
        if (mm < 0 || strcmp(e->valuestring, carc_rules_module_name(a->rules, mm)) != 0) /* the map is named already */
            n += (size_t)snprintf(s->setup + n, sizeof s->setup - n, "%s%s", n ? ", " : "", title);
    }
    if (!s->setup[0]) /* TRANSLATORS: the Load list: a game without map or expansions */
        n = (size_t)snprintf(s->setup, sizeof s->setup, "%s", _("base game"));
    const cJSON *acts = cJSON_GetObjectItemCaseSensitive(j, "actions");
    if (cJSON_IsArray(acts) && n < sizeof s->setup) {
        int k = cJSON_GetArraySize(acts);
        char count[48]; /* TRANSLATORS: the Load list: how far a saved game went (tiles, meeples, ... each one action) */
        snprintf(count, sizeof count, P_("%d action", "%d actions", k), k);
        snprintf(s->setup + n, sizeof s->setup - n, "  ·  %s", count);
    }
    cJSON_Delete(j);
}

static int newest_first(const void *x, const void *y)
{
    const save_info *a = x, *b = y;
    return a->mtime < b->mtime ? 1 : a->mtime > b->mtime ? -1 : strcmp(a->name, b->name);
}

void gui_saves_scan(gui_app *a)
{
    nsaves = first = 0;
    DIR *d = a->save_dir[0] ? opendir(a->save_dir) : NULL;
    struct dirent *de;
    while (d && (de = readdir(d)) && nsaves < MAX_SAVES) {
        size_t len = strlen(de->d_name);
        if (de->d_name[0] == '.' || len <= 5 || len - 5 > GUI_SAVE_NAME_MAX || strcmp(de->d_name + len - 5, ".json") != 0)
            continue;
        char path[GUI_PATH_LEN + 256], name[GUI_SAVE_NAME_MAX + 8]; /* the folder and a file name (at most 255 bytes) */
        snprintf(name, sizeof name, "%.*s", (int)(len - 5), de->d_name);
        if (gui_saves_internal(name)) /* the network game's files: its own Continue, not a saved game */
            continue;
        snprintf(path, sizeof path, "%s%s", a->save_dir, de->d_name);
        struct stat st;
        if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        save_info *s = &saves[nsaves++];
        memset(s, 0, sizeof *s);
        snprintf(s->name, sizeof s->name, "%s", name);
        s->mtime = (long long)st.st_mtime;
        struct tm tm;
        time_t t = st.st_mtime;
        if (localtime_r(&t, &tm))
            strftime(s->when, sizeof s->when, "%Y-%m-%d %H:%M", &tm);
        describe(a, path, s);
    }
    if (d)
        closedir(d);
    qsort(saves, (size_t)nsaves, sizeof saves[0], newest_first);
}

bool gui_saves_list(gui_app *a, SDL_Rect r, char *path, size_t cap)
{
    int rh = a->font_h[FONT_BOLD] + a->font_h[FONT_SMALL] + gui_px(a, 12), rows = r.h / rh;
    if (nsaves == 0) {
        char dir[GUI_PATH_LEN], msg[GUI_PATH_LEN + 80];
        gui_paths_pretty(a->save_dir, getenv("HOME"), dir, sizeof dir);
        if (dir[0]) /* TRANSLATORS: the Load list when empty; %s is a folder, "~/.local/share/opencarc/" */
            snprintf(msg, sizeof msg, _("No saved game in %s yet."), dir);
        else
            snprintf(msg, sizeof msg, "%s", _("No saved game yet: there is no folder for saved games."));
        gui_text(a, FONT_NORMAL, msg, GREY, r.x + r.w / 2, r.y + gui_px(a, 20), ALIGN_CENTER);
        return false;
    }
    if (a->in.wheel && gui_in_rect(a->in.mx, a->in.my, r))
        first -= a->in.wheel;
    first = first > nsaves - rows ? nsaves - rows : first;
    first = first < 0 ? 0 : first;
    bool chosen = false;
    for (int i = first; i < nsaves && i < first + rows; i++) {
        const save_info *s = &saves[i];
        SDL_Rect b = {r.x, r.y + (i - first) * rh, r.w, rh - gui_px(a, 4)};
        if (gui_button(a, b, "", !s->broken, false) && !chosen) {
            char msg[200];
            chosen = gui_save_path(a, s->name, path, cap, msg, sizeof msg);
        }
        int x = b.x + gui_px(a, 12), y = b.y + gui_px(a, 4);
        SDL_Color fg = s->broken ? GREY : WHITE;
        /* TRANSLATORS: the Load list's name for the autosave file; "Continue" is the menu's button */
        const char *shown = strcmp(s->name, "autosave") == 0 ? _("autosave (Continue)") : s->name;
        int nw = gui_text(a, FONT_BOLD, shown, fg, x, y, ALIGN_LEFT);
        gui_text(a, FONT_SMALL, s->when, GREY, b.x + b.w - gui_px(a, 12), y + gui_px(a, 2), ALIGN_RIGHT);
        SDL_Rect clip = {x + nw + gui_px(a, 14), b.y, b.x + b.w - gui_px(a, 150) - (x + nw + gui_px(a, 14)), b.h};
        if (clip.w > 0) { /* the players beside the name, cut where the date begins */
            SDL_RenderSetClipRect(a->ren, &clip);
            gui_text(a, FONT_NORMAL, s->players, fg, clip.x, y + gui_px(a, 1), ALIGN_LEFT);
            SDL_RenderSetClipRect(a->ren, NULL);
        }
        gui_text(a, FONT_SMALL, s->setup, GREY, x, y + a->font_h[FONT_BOLD], ALIGN_LEFT);
    }
    if (nsaves > rows) {
        char more[128];
        /* TRANSLATORS: under the Load list: the rows shown, of how many; the mouse wheel scrolls */
        snprintf(more, sizeof more, _("%d–%d of %d (wheel to scroll)"), first + 1, first + rows < nsaves ? first + rows : nsaves, nsaves);
        gui_text(a, FONT_SMALL, more, GREY, r.x + r.w, r.y + r.h + gui_px(a, 2), ALIGN_RIGHT);
    }
    return chosen;
}

/* The players of g joined by '-', cut on a character boundary to leave room for the date. */
static void players_of(const carc_game *g, char *who, size_t cap)
{
    char all[CARC_MAX_PLAYERS * (CARC_NAME_LEN + 1)] = "";
    size_t n = 0;
    for (int p = 0; g && p < carc_game_player_count(g) && n < sizeof all; p++)
        n += (size_t)snprintf(all + n, sizeof all - n, "%s%s", p ? "-" : "", carc_game_player_name(g, p));
    carc_utf8_copy(who, cap, all); /* no half character at the end */
}

/* A plain save name of the players and a date: "Ann-Bob 2026-11-30 21h05". */
static void name_for(char *name, size_t cap, const char *who, time_t t)
{
    struct tm tm;
    char when[32] = "";
    if (localtime_r(&t, &tm))
        strftime(when, sizeof when, "%Y-%m-%d %Hh%M", &tm);
    snprintf(name, cap < GUI_SAVE_NAME_MAX + 1 ? cap : GUI_SAVE_NAME_MAX + 1, "%s%s%s", who, who[0] ? " " : "", when);
    for (char *c = name; *c; c++) /* a plain name: no folder, not hidden */
        if (*c == '/')
            *c = '-';
    if (name[0] == '.')
        name[0] = '_';
}

static void propose(const gui_app *a, char *name, size_t cap)
{
    char who[64];
    players_of(a->game.g, who, sizeof who);
    name_for(name, cap, who, time(NULL));
}

void gui_saves_open(gui_app *a)
{
    gui_game *G = &a->game;
    G->saving = true;
    propose(a, G->fname, sizeof G->fname);
    gui_edit_select_all(&G->fname_edit, G->fname); /* typing replaces the proposal */
}

static bool file_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

bool gui_saves_autosave_keep_name(gui_app *a, char *name, size_t cap, char *what, size_t wcap)
{
    char path[GUI_PATH_LEN + 32], msg[400];
    gui_autosave_path(a, path, sizeof path);
    struct stat st;
    name[0] = what[0] = 0;
    if (!a->save_dir[0] || stat(path, &st) != 0)
        return false;
    carc_game *g = gui_load_game(a, path, msg, sizeof msg); /* a broken autosave resumes nothing: not kept */
    int k = g ? carc_game_action_count(g) : 0;
    if (!g || k == 0 || carc_game_over(g)) {
        carc_game_free(g);
        return false;
    }
    char who[64], base[GUI_SAVE_NAME_MAX + 1], count[48];
    players_of(g, who, sizeof who);
    name_for(base, sizeof base, who, st.st_mtime); /* when it was last played */
    size_t n = 0;
    for (int p = 0; p < carc_game_player_count(g) && n < wcap; p++)
        n += (size_t)snprintf(what + n, wcap - n, "%s%s", p ? ", " : "", carc_game_player_name(g, p));
    snprintf(count, sizeof count, P_("%d action", "%d actions", k), k);
    if (n < wcap)
        snprintf(what + n, wcap - n, "  ·  %s", count);
    carc_game_free(g);
    for (int i = 1; i < 100; i++) { /* a free name: never over another save */
        char file[GUI_PATH_LEN + GUI_SAVE_NAME_MAX + 16];
        if (i == 1)
            snprintf(name, cap, "%s", base);
        else
            snprintf(name, cap, "%.*s (%d)", GUI_SAVE_NAME_MAX - 6, base, i);
        if (gui_save_path(a, name, file, sizeof file, msg, sizeof msg) && !file_exists(file))
            return true;
    }
    name[0] = 0;
    return false;
}

bool gui_saves_keep_autosave(gui_app *a, const char *name, char *msg, size_t cap)
{
    char from[GUI_PATH_LEN + 32], to[GUI_PATH_LEN + GUI_SAVE_NAME_MAX + 16];
    gui_autosave_path(a, from, sizeof from);
    if (!gui_save_path(a, name, to, sizeof to, msg, cap))
        return false;
    /* a rename: no room needed on a full disk, and the file keeps its date in the Load list */
    if (!file_exists(to) && rename(from, to) == 0)
        return true;
    /* TRANSLATORS: Start or Load could not keep the game in progress; the name, then the system's reason */
    snprintf(msg, cap, _("The unfinished game could not be kept as %s (%s): it stays in the autosave."), name,
             file_exists(to) ? strerror(EEXIST) : strerror(errno));
    return false;
}

/* A box over the board at least w UI units wide, wider for its longest line (text_w pixels, 20 units of
 * margin each side) as far as the board allows. */
static SDL_Rect text_box(gui_app *a, int w, int h, int text_w)
{
    int need = (int)((text_w + gui_px(a, 40)) / a->ui) + 1, room = (int)(gui_hud_rect(a).x / a->ui) - 16;
    if (need > room)
        a->overflow = "a box's text is wider than the board";
    return gui_board_dialog(a, SDL_max(w, SDL_min(need, room)), h);
}

int gui_saves_message(gui_app *a, const char *text, int x, int y, int w, SDL_Color c)
{
    char l1[400], *l2 = NULL;
    snprintf(l1, sizeof l1, "%s", text);
    size_t k = strlen(l1);
    while (gui_text_width(a, FONT_SMALL, l1) > w) { /* two lines: as much as fits on the first */
        while (k > 0 && l1[k] != ' ')
            k--;
        if (k == 0)
            break;
        if (l2)
            l2[-1] = ' ';
        l1[k] = 0;
        l2 = l1 + k + 1;
    }
    if (gui_text_width(a, FONT_SMALL, l1) > w || (l2 && gui_text_width(a, FONT_SMALL, l2) > w))
        a->overflow = "a message is longer than two lines of its box";
    gui_text(a, FONT_SMALL, l1, c, x, y, ALIGN_LEFT);
    if (l2)
        gui_text(a, FONT_SMALL, l2, c, x, y + a->font_h[FONT_SMALL], ALIGN_LEFT);
    return l2 ? 2 : 1;
}

/* Why the name typed last could not be saved: shown in the box while that name stays in its field. */
static char refused[400], refused_name[sizeof((gui_game *)0)->fname];
static save_info asked; /* the saved game the name typed would replace (G->replacing) */

/* Writes the game to the name typed: closed with a message, or open saying why not. */
static void save_typed(gui_app *a, const char *path)
{
    gui_game *G = &a->game;
    if (gui_save_game(a, G->g, path, refused, sizeof refused)) {
        const char *base = strrchr(path, '/');
        /* TRANSLATORS: a message over the board once saved; %s is the file's name, in the saves folder */
        gui_game_message(a, _("Saved as %s"), base ? base + 1 : path);
        refused[0] = 0;
        G->saving = false;
    } else {
        snprintf(refused_name, sizeof refused_name, "%s", G->fname);
    }
}

/* The name typed is another saved game's: Replace writes over it, Cancel (Esc) goes back to the name. */
static void replace_box(gui_app *a)
{
    gui_game *G = &a->game;
    char title[sizeof asked.name + 64], line[sizeof asked.setup + sizeof asked.when + 8];
    /* TRANSLATORS: the Save box when the name typed is a saved game's; %s is that name */
    snprintf(title, sizeof title, _("Replace the saved game “%s”?"), asked.name);
    snprintf(line, sizeof line, "%s  ·  %s", asked.setup, asked.when);
    /* TRANSLATORS: the Save box, under "Replace the saved game ...?": the players of that game follow */
    const char *has = _("A saved game has this name:");
    const char *replace_l = C_("save box", "Replace"), *cancel_l = _("Cancel");
    int bw =
        SDL_max(gui_px(a, 110), SDL_max(gui_text_width(a, FONT_BOLD, replace_l), gui_text_width(a, FONT_BOLD, cancel_l)) + gui_px(a, 20));
    int wide =
        SDL_max(SDL_max(gui_text_width(a, FONT_BOLD, title), gui_text_width(a, FONT_SMALL, has)), gui_text_width(a, FONT_SMALL, line));
    SDL_Rect r = text_box(a, 520, 176, wide);
    int x = r.x + gui_px(a, 20), y = r.y + gui_px(a, 16);
    gui_text(a, FONT_BOLD, title, WHITE, x, y, ALIGN_LEFT);
    y += a->font_h[FONT_BOLD] + gui_px(a, 8);
    gui_text(a, FONT_SMALL, has, GREY, x, y, ALIGN_LEFT);
    y += a->font_h[FONT_SMALL] + gui_px(a, 2);
    SDL_Rect clip = {x, y, r.w - gui_px(a, 40), a->font_h[FONT_NORMAL]}; /* many players: cut at the box */
    SDL_RenderSetClipRect(a->ren, &clip);
    gui_text(a, FONT_NORMAL, asked.players, WHITE, x, y, ALIGN_LEFT);
    SDL_RenderSetClipRect(a->ren, NULL);
    y += a->font_h[FONT_NORMAL] + gui_px(a, 2);
    gui_text(a, FONT_SMALL, line, GREY, x, y, ALIGN_LEFT);
    int by = r.y + r.h - gui_px(a, 50);
    bool replace = gui_button(a, (SDL_Rect){r.x + r.w - 2 * bw - gui_px(a, 30), by, bw, gui_px(a, 34)}, replace_l, true, true);
    bool cancel = gui_button(a, (SDL_Rect){r.x + r.w - bw - gui_px(a, 20), by, bw, gui_px(a, 34)}, cancel_l, true, false);
    for (int i = 0; i < a->in.nkeys; i++) {
        cancel |= a->in.keys[i] == SDLK_ESCAPE;
        replace |= a->in.keys[i] == SDLK_RETURN || a->in.keys[i] == SDLK_KP_ENTER;
    }
    char path[GUI_PATH_LEN];
    if (replace && gui_save_path(a, G->fname, path, sizeof path, refused, sizeof refused))
        save_typed(a, path);
    if (replace || cancel)
        G->replacing = false;
    a->in.consumed = true;
}

void gui_saves_save_box(gui_app *a)
{
    gui_game *G = &a->game;
    if (G->replacing) {
        replace_box(a);
        return;
    }
    char dir[GUI_PATH_LEN], hint[GUI_PATH_LEN + 120];
    gui_paths_pretty(a->save_dir, getenv("HOME"), dir, sizeof dir);
    /* TRANSLATORS: the Save box, under "Save the game as"; %s is the folder, "~/.local/share/opencarc/" */
    snprintf(hint, sizeof hint, _("A name (not a path): the game goes to %s"), dir);
    const char *title = _("Save the game as");
    bool why = refused[0] && strcmp(refused_name, G->fname) == 0;
    int extra = why ? (int)((2 * a->font_h[FONT_SMALL]) / a->ui) + 10 : 0; /* UI units for two lines of it */
    SDL_Rect r = text_box(a, 520, 170 + extra, SDL_max(gui_text_width(a, FONT_SMALL, hint), gui_text_width(a, FONT_BOLD, title)));
    gui_text(a, FONT_BOLD, title, WHITE, r.x + gui_px(a, 20), r.y + gui_px(a, 16), ALIGN_LEFT);
    gui_text(a, FONT_SMALL, hint, GREY, r.x + gui_px(a, 20), r.y + gui_px(a, 40), ALIGN_LEFT);
    bool focus = true;
    bool enter = gui_textfield(a, (SDL_Rect){r.x + gui_px(a, 20), r.y + gui_px(a, 66), r.w - gui_px(a, 40), gui_px(a, 34)}, G->fname,
                               sizeof G->fname, &focus, &G->fname_edit, "mygame.json");
    if (why)
        gui_saves_message(a, refused, r.x + gui_px(a, 20), r.y + gui_px(a, 106), r.w - gui_px(a, 40), (SDL_Color){255, 170, 160, 255});
    int bw = gui_px(a, 110), by = r.y + r.h - gui_px(a, 50);
    const char *save_l = C_("button", "Save"), *cancel_l = _("Cancel");
    bw = SDL_max(bw, SDL_max(gui_text_width(a, FONT_BOLD, save_l), gui_text_width(a, FONT_BOLD, cancel_l)) + gui_px(a, 20));
    bool save = gui_button(a, (SDL_Rect){r.x + r.w - 2 * bw - gui_px(a, 30), by, bw, gui_px(a, 34)}, save_l, G->fname[0] != 0, true);
    bool cancel = gui_button(a, (SDL_Rect){r.x + r.w - bw - gui_px(a, 20), by, bw, gui_px(a, 34)}, cancel_l, true, false);
    for (int i = 0; i < a->in.nkeys; i++)
        if (a->in.keys[i] == SDLK_ESCAPE)
            cancel = true;
    char path[GUI_PATH_LEN];
    /* a name that is no file's, or a folder that cannot be written: the box stays open to change it */
    if ((save || enter) && G->fname[0] && !gui_save_path(a, G->fname, path, sizeof path, refused, sizeof refused)) {
        snprintf(refused_name, sizeof refused_name, "%s", G->fname);
    } else if ((save || enter) && G->fname[0]) {
        struct stat st;
        if (stat(path, &st) == 0) { /* another saved game's name: asked first */
            memset(&asked, 0, sizeof asked);
            const char *base = strrchr(path, '/');
            snprintf(asked.name, sizeof asked.name, "%.*s", (int)strlen(base + 1) - 5, base + 1);
            struct tm tm;
            time_t t = st.st_mtime;
            if (localtime_r(&t, &tm))
                strftime(asked.when, sizeof asked.when, "%Y-%m-%d %H:%M", &tm);
            describe(a, path, &asked);
            G->replacing = true;
        } else {
            save_typed(a, path);
        }
    } else if (cancel) {
        refused[0] = 0;
        G->saving = false;
    }
    a->in.consumed = true;
}

void gui_saves_leave_box(gui_app *a)
{
    gui_game *G = &a->game;
    const char *title = _("Leave this game?");
    /* TRANSLATORS: the box asking to leave a game for the menu; "Continue" is the menu's button */
    const char *kept = !a->save_dir[0] ? _("It is not saved (no saves folder): save it first to keep it.")
                       : a->no_autosave /* TRANSLATORS: leaving a game replayed by --demo, which writes no autosave */
                           ? _("This run keeps no autosave: save the game first to keep it.")
                           : _("It stays in the autosave: the menu's Continue resumes it.");
    const char *leave_l = C_("leave box", "Leave"), *stay_l = _("Keep playing");
    int bw = SDL_max(gui_px(a, 150), SDL_max(gui_text_width(a, FONT_BOLD, leave_l), gui_text_width(a, FONT_BOLD, stay_l)) + gui_px(a, 20));
    int wide = SDL_max(SDL_max(gui_text_width(a, FONT_LARGE, title), gui_text_width(a, FONT_SMALL, kept)), 2 * bw + gui_px(a, 10));
    SDL_Rect r = text_box(a, 480, 150, wide);
    gui_text(a, FONT_LARGE, title, WHITE, r.x + gui_px(a, 20), r.y + gui_px(a, 14), ALIGN_LEFT);
    gui_text(a, FONT_SMALL, kept, GREY, r.x + gui_px(a, 20), r.y + gui_px(a, 20) + a->font_h[FONT_LARGE], ALIGN_LEFT);
    int bh = gui_px(a, 36), by = r.y + r.h - bh - gui_px(a, 16);
    bool leave = gui_button(a, (SDL_Rect){r.x + r.w - 2 * bw - gui_px(a, 30), by, bw, bh}, leave_l, true, false);
    bool stay = gui_button(a, (SDL_Rect){r.x + r.w - bw - gui_px(a, 20), by, bw, bh}, stay_l, true, true);
    for (int i = 0; i < a->in.nkeys; i++) {
        stay |= a->in.keys[i] == SDLK_ESCAPE;
        leave |= a->in.keys[i] == SDLK_RETURN || a->in.keys[i] == SDLK_KP_ENTER;
    }
    if (leave) {
        if (a->save_dir[0] && !a->no_autosave) /* the game as it stands, pending tile aside */
            gui_autosave(a);
        G->request = GUI_REQ_MENU; /* once the frame is drawn */
    }
    if (leave || stay)
        G->leaving = false;
    a->in.consumed = true;
}
