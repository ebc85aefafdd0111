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
    carc_err err = {0, ""};
    cJSON *j = carc_load_json(path, &err);
    const cJSON *setup = cJSON_GetObjectItemCaseSensitive(j, "setup");
    const cJSON *ps = cJSON_GetObjectItemCaseSensitive(setup, "players"), *p;
    if (!cJSON_IsArray(ps)) {
        s->broken = true;
        snprintf(s->setup, sizeof s->setup, "%s", j ? "not a saved game" : "unreadable");
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
    char mtitle[CARC_NAME_LEN];
    n = (size_t)snprintf(s->setup, sizeof s->setup, "%s",
                         cJSON_IsString(map) ? (mi >= 0 ? gui_map_choice_title(a->rules, mi, mtitle, sizeof mtitle) : map->valuestring) : "");
    cJSON_ArrayForEach(e, ex)
    {
        if (!cJSON_IsString(e) || n >= sizeof s->setup)
            continue;
        const char *title = e->valuestring;
        for (int m = 0; m < carc_rules_module_count(a->rules); m++)
            if (strcmp(carc_rules_module_name(a->rules, m), e->valuestring) == 0)
                title = carc_rules_module_title(a->rules, m);
        if (strcmp(e->valuestring, "maps") != 0) /* the map is named already */
            n += (size_t)snprintf(s->setup + n, sizeof s->setup - n, "%s%s", n ? ", " : "", title);
    }
    if (!s->setup[0])
        n = (size_t)snprintf(s->setup, sizeof s->setup, "base game");
    const cJSON *acts = cJSON_GetObjectItemCaseSensitive(j, "actions");
    if (cJSON_IsArray(acts) && n < sizeof s->setup)
        snprintf(s->setup + n, sizeof s->setup - n, "  ·  %d actions", cJSON_GetArraySize(acts));
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
        char dir[GUI_PATH_LEN], msg[GUI_PATH_LEN + 40];
        gui_paths_pretty(a->save_dir, getenv("HOME"), dir, sizeof dir);
        snprintf(msg, sizeof msg, "No saved game in %s yet.", dir[0] ? dir : "the saves folder");
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
        int nw = gui_text(a, FONT_BOLD, strcmp(s->name, "autosave") == 0 ? "autosave (Continue)" : s->name, fg, x, y, ALIGN_LEFT);
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
        char more[64];
        snprintf(more, sizeof more, "%d–%d of %d (wheel to scroll)", first + 1, first + rows < nsaves ? first + rows : nsaves, nsaves);
        gui_text(a, FONT_SMALL, more, GREY, r.x + r.w, r.y + r.h + gui_px(a, 2), ALIGN_RIGHT);
    }
    return chosen;
}

void gui_saves_propose(const gui_app *a, char *name, size_t cap)
{
    const carc_game *g = a->game.g;
    char who[64] = "";
    size_t n = 0;
    for (int p = 0; g && p < carc_game_player_count(g) && n < sizeof who; p++)
        n += (size_t)snprintf(who + n, sizeof who - n, "%s%s", p ? "-" : "", carc_game_player_name(g, p));
    n = strlen(who);
    if (n == sizeof who - 1) /* cut: no half character at the end */
        while (n > 0 && ((unsigned char)who[n - 1] & 0xC0) == 0x80)
            who[--n] = 0;
    if (n > 0 && ((unsigned char)who[n - 1] & 0xC0) == 0xC0)
        who[--n] = 0;
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

void gui_saves_save_box(gui_app *a)
{
    gui_game *G = &a->game;
    SDL_Rect r = gui_board_dialog(a, 520, 170);
    gui_text(a, FONT_BOLD, "Save the game as", (SDL_Color){240, 240, 240, 255}, r.x + gui_px(a, 20), r.y + gui_px(a, 16), ALIGN_LEFT);
    char dir[GUI_PATH_LEN], hint[GUI_PATH_LEN + 40];
    gui_paths_pretty(a->save_dir, getenv("HOME"), dir, sizeof dir);
    snprintf(hint, sizeof hint, "A name (not a path): the game goes to %s", dir);
    gui_text(a, FONT_SMALL, hint, (SDL_Color){160, 166, 178, 255}, r.x + gui_px(a, 20), r.y + gui_px(a, 40), ALIGN_LEFT);
    bool focus = true;
    bool enter = gui_textfield(a, (SDL_Rect){r.x + gui_px(a, 20), r.y + gui_px(a, 66), r.w - gui_px(a, 40), gui_px(a, 34)},
                               G->fname, sizeof G->fname, &focus, "mygame.json");
    int bw = gui_px(a, 110), by = r.y + r.h - gui_px(a, 50);
    bool save = gui_button(a, (SDL_Rect){r.x + r.w - 2 * bw - gui_px(a, 30), by, bw, gui_px(a, 34)}, "Save", G->fname[0] != 0, true);
    bool cancel = gui_button(a, (SDL_Rect){r.x + r.w - bw - gui_px(a, 20), by, bw, gui_px(a, 34)}, "Cancel", true, false);
    for (int i = 0; i < a->in.nkeys; i++)
        if (a->in.keys[i] == SDLK_ESCAPE)
            cancel = true;
    if ((save || enter) && G->fname[0]) {
        char path[GUI_PATH_LEN], msg[400];
        if (!gui_save_path(a, G->fname, path, sizeof path, msg, sizeof msg)) {
            gui_game_message(a, "%s", msg); /* the dialog stays open to correct the name */
        } else {
            if (gui_save_game(a, G->g, path, msg, sizeof msg))
                gui_game_message(a, "Saved to %s", path);
            else
                gui_game_message(a, "%s", msg);
            G->saving = false;
        }
    } else if (cancel) {
        G->saving = false;
    }
    a->in.consumed = true;
}

void gui_saves_leave_box(gui_app *a)
{
    gui_game *G = &a->game;
    SDL_Rect r = gui_board_dialog(a, 480, 150);
    gui_text(a, FONT_LARGE, "Leave this game?", WHITE, r.x + gui_px(a, 20), r.y + gui_px(a, 14), ALIGN_LEFT);
    const char *kept = a->save_dir[0] && !a->no_autosave ? "It stays in the autosave: the menu's Continue resumes it."
                                                         : "It is not saved (no saves folder): save it first to keep it.";
    gui_text(a, FONT_SMALL, kept, GREY, r.x + gui_px(a, 20), r.y + gui_px(a, 20) + a->font_h[FONT_LARGE], ALIGN_LEFT);
    int bw = gui_px(a, 150), bh = gui_px(a, 36), by = r.y + r.h - bh - gui_px(a, 16);
    bool leave = gui_button(a, (SDL_Rect){r.x + r.w - 2 * bw - gui_px(a, 30), by, bw, bh}, "Leave", true, false);
    bool stay = gui_button(a, (SDL_Rect){r.x + r.w - bw - gui_px(a, 20), by, bw, bh}, "Keep playing", true, true);
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
