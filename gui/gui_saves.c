/* The saved games as players look for them: the menu's Load… lists every save in the saves folder,
 * newest first, with its date, players, map and expansions (read from each file's setup once, when the
 * list opens); Save proposes a name made of the players and the date; leaving a game in progress asks
 * first, saying where the game stays. */
#define _POSIX_C_SOURCE 200809L
#include "gui_saves.h"

#include "gui.h"
#include "gui_paths.h"

#include <cjson/cJSON.h>
#include <dirent.h>
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
    char setup[160];                  /* map and expansions */
    long long mtime;
    bool broken;                      /* not a readable game: shown, greyed, with why */
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
    n = (size_t)snprintf(s->setup, sizeof s->setup, "%s", cJSON_IsString(map) ? (mi >= 0 ? gui_map_choice_title(a->rules, mi) : map->valuestring) : "");
    cJSON_ArrayForEach(e, ex)
    {
        if (!cJSON_IsString(e) || n >= sizeof s->setup)
            continue;
        const char *title = e->valuestring;
        for (int m = 0; m < carc_rules_module_count(a->rules); m++)
            if (strcmp(carc_rules_module_name(a->rules, m), e->valuestring) == 0)
                title = _(carc_rules_module_title(a->rules, m));
        if (strcmp(e->valuestring, "maps") != 0) /* the map is named already */
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
        char path[GUI_PATH_LEN + 256]; /* the folder and a file name (at most 255 bytes) */
        snprintf(path, sizeof path, "%s%s", a->save_dir, de->d_name);
        struct stat st;
        if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        save_info *s = &saves[nsaves++];
        memset(s, 0, sizeof *s);
        snprintf(s->name, sizeof s->name, "%.*s", (int)(len - 5), de->d_name);
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

void gui_saves_propose(const gui_app *a, char *name, size_t cap)
{
    const carc_game *g = a->game.g;
    char all[CARC_MAX_PLAYERS * (CARC_NAME_LEN + 1)] = "", who[64];
    size_t n = 0;
    for (int p = 0; g && p < carc_game_player_count(g) && n < sizeof all; p++)
        n += (size_t)snprintf(all + n, sizeof all - n, "%s%s", p ? "-" : "", carc_game_player_name(g, p));
    carc_utf8_copy(who, sizeof who, all); /* no half character at the end */
    time_t t = time(NULL);
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
static char refused[400], refused_name[sizeof ((gui_game *)0)->fname];

void gui_saves_save_box(gui_app *a)
{
    gui_game *G = &a->game;
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
    bool enter = gui_textfield(a, (SDL_Rect){r.x + gui_px(a, 20), r.y + gui_px(a, 66), r.w - gui_px(a, 40), gui_px(a, 34)},
                               G->fname, sizeof G->fname, &focus, "mygame.json");
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
    if ((save || enter) && G->fname[0]) {
        char path[GUI_PATH_LEN];
        /* a name that is no file's, or a folder that cannot be written: the box stays open to change it */
        if (gui_save_path(a, G->fname, path, sizeof path, refused, sizeof refused) && gui_save_game(a, G->g, path, refused, sizeof refused)) {
            const char *base = strrchr(path, '/');
            /* TRANSLATORS: a message over the board once saved; %s is the file's name, in the saves folder */
            gui_game_message(a, _("Saved as %s"), base ? base + 1 : path);
            refused[0] = 0;
            G->saving = false;
        } else {
            snprintf(refused_name, sizeof refused_name, "%s", G->fname);
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
