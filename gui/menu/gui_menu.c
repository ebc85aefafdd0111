/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The start menu: seats with names and colours, optional modules, seed, Start / Continue / Load / Quit.
 * The last setup is remembered in the settings folder; Load lists the saved games of theirs (gui_saves.c). */
#include "gui_ai.h"
#include "gui_game_draw.h"
#include "gui_game.h"
#include "gui_map.h"
#include "gui_menu.h"
#include "gui_menu_check.h"
#include "gui_menu_layout.h"
#ifdef OPENCARC_NET /* the network room is built with network play only */
#include "gui_net.h"
#endif
#include "gui_paths.h"
#include "gui_save.h"
#include "gui_saves.h"
#include "gui_shell.h"
#include "gui_widget.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

_Static_assert(GUI_MENU_EXP_MAX >= CARC_MAX_MODULES, "a button for every module");
static const char *const default_names[CARC_MAX_PLAYERS] = {"Ann", "Bob", "Cleo", "Dan", "Eve", "Finn"};
static const SDL_Color WHITE = {240, 240, 240, 255}, GREY = {160, 166, 178, 255};

static bool file_exists(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0;
}

/* What the menu says of the games to continue, in the language shown: the autosave's players and actions
 * (kept as a save when another game takes its place), and the network game's seat. Written again when the
 * language changes (they were left in the old one until the next start). */
static void menu_texts(gui_app *a)
{
    gui_menu *m = &a->menu;
    gui_saves_autosave_keep_name(a, m->keep_as, sizeof m->keep_as, m->keep_what, sizeof m->keep_what);
#ifdef OPENCARC_NET
    if (!gui_net_continue_what(a, m->net_what, sizeof m->net_what))
        m->net_what[0] = 0;
#endif
    m->texts_lang = gui_i18n_current();
}

void gui_menu_init(gui_app *a)
{
    gui_menu *m = &a->menu;
    char err[sizeof m->error], addr[sizeof m->net_addr], port[sizeof m->net_port], key[sizeof m->net_key];
    snprintf(err, sizeof err, "%s", m->error);
    snprintf(addr, sizeof addr, "%s", m->net_addr); /* the last address and key typed: Join again */
    snprintf(port, sizeof port, "%s", m->net_port[0] ? m->net_port : "7437");
    snprintf(key, sizeof key, "%s", m->net_key);
    memset(m, 0, sizeof *m);
    snprintf(m->net_addr, sizeof m->net_addr, "%s", addr);
    snprintf(m->net_port, sizeof m->net_port, "%s", port);
    snprintf(m->net_key, sizeof m->net_key, "%s", key);
    m->nseats = 2;
    for (int i = 0; i < CARC_MAX_PLAYERS; i++) {
        snprintf(m->seat[i].name, sizeof m->seat[i].name, "%s", default_names[i]);
        m->seat[i].color = i;
    }
    m->focus = -1;
    m->map = -1;
    gui_settings_load(a);
    char path[GUI_PATH_LEN + 32];
    gui_autosave_path(a, path, sizeof path);
    m->have_autosave = a->save_dir[0] && file_exists(path); /* the network game has its own Continue */
    menu_texts(a);
    snprintf(m->error, sizeof m->error, "%s", err);
}

static int next_free_color(const gui_menu *m, int seat)
{
    unsigned used = 0;
    for (int i = 0; i < m->nseats; i++)
        if (i != seat)
            used |= 1u << m->seat[i].color;
    int c = m->seat[seat].color;
    for (int k = 1; k <= 6; k++)
        if (!(used & (1u << ((c + k) % 6))))
            return (c + k) % 6;
    return c;
}

/* The map choice switches its module on (by the setup key): it has no toggle of its own. */
static bool module_choosable(const gui_app *a, int i)
{
    return carc_rules_module_optional(a->rules, i) && i != gui_map_module(a->rules);
}

/* A module played only with another one (the engine refuses it alone): offered once that one is on, or
 * a map chosen. *what: the title of the module it waits for (untranslated), NULL for a map. */
static bool requirement_met(const gui_app *a, int i, const char **what)
{
    const carc_rules *R = a->rules;
    const char *req = carc_rules_module_requires(R, i);
    *what = "";
    if (!req)
        return true;
    for (int r = 0; r < carc_rules_module_count(R) && r < CARC_MAX_MODULES; r++) {
        if (strcmp(carc_rules_module_name(R, r), req) != 0)
            continue;
        *what = r == gui_map_module(R) ? NULL : carc_rules_module_title(R, r);
        if (r == gui_map_module(R))
            return a->menu.map >= 0;
        return !carc_rules_module_optional(R, r) || (a->menu.module_on[r] && module_choosable(a, r));
    }
    *what = req;
    return false;
}

/* An expansion's button: its check box, its title and what it waits for (when !can). */
static void module_label(gui_app *a, int i, bool can, bool on, char *label, size_t cap)
{
    const char *needs, *title = _(carc_rules_module_title(a->rules, i));
    requirement_met(a, i, &needs);
    char name[96];
    if (can)
        snprintf(name, sizeof name, "%s", title);
    else if (!needs) /* TRANSLATORS: an expansion's button (bold; about 250 px, else it takes a whole row) while no map is chosen */
        snprintf(name, sizeof name, _("%s (needs a map)"), title);
    else /* TRANSLATORS: an expansion's button (bold, about 250 px): the second is the expansion it needs */
        snprintf(name, sizeof name, _("%s (needs %s)"), title, _(needs));
    snprintf(label, cap, "%s  %s", on ? "☑" : "☐", name);
}

/* An expansion's button is as wide as the longer of its two labels (waiting for another module or not),
 * so that choosing a map moves nothing. */
static int module_width(gui_app *a, int i)
{
    char label[112];
    int w = 0;
    for (int can = 0; can <= 1; can++) {
        if (!can && !carc_rules_module_requires(a->rules, i))
            continue;
        module_label(a, i, can, false, label, sizeof label);
        w = SDL_max(w, gui_text_width(a, FONT_BOLD, label));
    }
    return w + gui_px(a, 28);
}

/* The expansions' buttons where the layout puts them, in module order; returns how many. */
static int module_buttons(gui_app *a, const gui_menu_layout *L)
{
    int k = 0;
    if (!L->exp_fit)
        a->overflow = "an expansion's label runs out of its button";
    for (int i = 0; i < carc_rules_module_count(a->rules) && i < CARC_MAX_MODULES; i++) {
        if (!module_choosable(a, i))
            continue;
        char label[112];
        bool can = requirement_met(a, i, &(const char *){NULL}), on = a->menu.module_on[i] && can;
        module_label(a, i, can, on, label, sizeof label);
        gui_box b = L->exp[k++];
        if (gui_button(a, (SDL_Rect){b.x, b.y, b.w, b.h}, label, can, on))
            a->menu.module_on[i] = !a->menu.module_on[i];
    }
    return k;
}

/* Another game takes the autosave's place: its unfinished game is kept first as a save of its own (and
 * the new one does not begin when it cannot be). */
static void begin(gui_app *a, carc_game *g)
{
    gui_menu *m = &a->menu;
    char kept[sizeof m->keep_as];
    snprintf(kept, sizeof kept, "%s", a->no_autosave ? "" : m->keep_as);
    if (kept[0] && !gui_saves_keep_autosave(a, kept, m->error, sizeof m->error)) {
        carc_game_free(g);
        return;
    }
    m->error[0] = 0;
    gui_game_begin(a, g);
    if (kept[0]) /* TRANSLATORS: over the board when a game begins; %s is a save's name */
        gui_game_message(a, _("Unfinished game kept as “%s” (Load…)"), kept);
}

/* A game of the menu's setup with this seed, or NULL (err says why). */
static carc_game *menu_game(gui_app *a, uint64_t seed, carc_err *err)
{
    gui_menu *m = &a->menu;
    carc_setup s;
    carc_setup_init(&s, m->nseats, seed);
    for (int i = 0; i < m->nseats; i++) {
        const char *nm = m->seat[i].name[0] ? m->seat[i].name : default_names[i];
        snprintf(s.players[i].name, sizeof s.players[i].name, "%s", nm);
        snprintf(s.players[i].color, sizeof s.players[i].color, "%s", gui_color_names[m->seat[i].color]);
        snprintf(s.players[i].ai, sizeof s.players[i].ai, "%s", m->seat[i].level > 0 ? gui_ai_level_name(m->seat[i].level - 1) : "");
    }
    s.nexpansions = 0;
    for (int i = 0; i < carc_rules_module_count(a->rules) && i < CARC_MAX_MODULES; i++)
        if (m->module_on[i] && module_choosable(a, i) && requirement_met(a, i, &(const char *){NULL}) && s.nexpansions < CARC_MAX_MODULES)
            snprintf(s.expansions[s.nexpansions++], CARC_NAME_LEN, "%s", carc_rules_module_name(a->rules, i));
    cJSON *sj = NULL;
    if (m->map >= 0) {
        sj = cJSON_CreateObject();
        cJSON_AddStringToObject(sj, carc_rules_module_setup_key(a->rules, gui_map_module(a->rules)), gui_map_choice_name(a->rules, m->map));
        s.json = sj;
    }
    carc_game *g = carc_game_new(a->rules, &s, err);
    cJSON_Delete(sj);
    return g;
}

/* How many tiles a game of the menu's setup has (a map fills up to its count; both big expansions
 * together need no filler): counted once per setup, on a game of it. */
static int menu_tiles(gui_app *a)
{
    gui_menu *m = &a->menu;
    unsigned key = (unsigned)(m->map + 1) * 2654435761u ^ (unsigned)m->nseats;
    for (int i = 0; i < carc_rules_module_count(a->rules) && i < CARC_MAX_MODULES; i++)
        key = key * 31u + (m->module_on[i] ? 1u + (unsigned)i : 0u);
    key |= 1u; /* 0: not counted yet */
    if (key == m->tiles_key)
        return m->ntiles;
    carc_err err = {0};
    carc_game *g = menu_game(a, 1, &err);
    m->ntiles = g ? carc_game_tiles_in_game(g) : 0;
    /* held aside by a module from the start (face up, for a choice later): not in "tiles left" */
    m->naside = g ? m->ntiles - carc_game_tiles_left(g) - carc_game_board_count(g) - (carc_game_current_tile(g) >= 0) : 0;
    m->tiles_key = key;
    carc_game_free(g);
    return m->ntiles;
}

carc_game *gui_menu_new_game(gui_app *a)
{
    gui_menu *m = &a->menu;
    uint64_t seed;
    if (m->seed[0]) {
        if (!carc_seed_parse(m->seed, &seed)) {
            snprintf(m->error, sizeof m->error, "%s",
                     _("The seed must be a whole number from 0 to 18446744073709551615 (or empty for a random game)."));
            return NULL;
        }
    } else {
        seed = ((uint64_t)SDL_GetPerformanceCounter() * 0x9E3779B97F4A7C15ull) ^ (uint64_t)SDL_GetTicks();
        seed %= 1000000000ull;
    }
    const char *names[CARC_MAX_PLAYERS];
    int i, j;
    for (int k = 0; k < m->nseats; k++)
        names[k] = m->seat[k].name[0] ? m->seat[k].name : default_names[k];
    if (gui_names_clash(names, m->nseats, &i, &j)) { /* the log, the scores, the results: whose is whose? */
        /* TRANSLATORS: the menu's Start (or Host) with two seats of one name; the name, then the seats' numbers */
        snprintf(m->error, sizeof m->error, _("Two seats are named “%s” (seats %d and %d): give each player a name of their own."),
                 names[i], i + 1, j + 1);
        return NULL;
    }
    carc_err err = {0};
    char ebuf[400];
    carc_game *g = menu_game(a, seed, &err);
    if (!g)
        snprintf(m->error, sizeof m->error, _("Cannot start: %s"), gui_err_text(&err, ebuf, sizeof ebuf));
    return g;
}

static void start_game(gui_app *a)
{
    carc_game *g = gui_menu_new_game(a);
    if (!g)
        return;
    begin(a, g);          /* the network game's seat stays: Continue network game */
    gui_settings_save(a); /* once the game began: it would clear a failure's message */
    if (a->scene != SCENE_MENU && !a->no_autosave)
        gui_autosave(a);
}

static void load_game(gui_app *a, const char *path)
{
    gui_menu *m = &a->menu;
    char msg[400], autosave[GUI_PATH_LEN + 32];
    carc_game *g = gui_load_game(a, path, msg, sizeof msg);
    if (!g) {
        snprintf(m->error, sizeof m->error, "%s", msg);
        return;
    }
    gui_autosave_path(a, autosave, sizeof autosave);
    if (strcmp(path, autosave) == 0) /* Continue: the autosave's own game */
        m->keep_as[0] = 0;
    begin(a, g);
}

/* Volume and mute in the top right corner (also M and 9 / 0 in the game). Returns their box's left edge. */
static int sound_controls(gui_app *a)
{
    int vol = gui_audio_volume(a->audio);
    bool muted = gui_audio_muted(a->audio);
    char label[64], loudest[64];
    /* TRANSLATORS: between the menu's volume buttons - and + (about 100 px, small) */
    snprintf(label, sizeof label, _("Volume %d%%"), vol);
    snprintf(loudest, sizeof loudest, _("Volume %d%%"), 100);
    /* TRANSLATORS: in place of the volume while the sound is muted */
    const char *off = C_("menu", "Sound off");
    /* as wide as the longest of their labels: the controls stay put while the volume or the language changes */
    const char *mute = C_("menu", "Mute"), *unmute = C_("menu", "Unmute");
    int bh = gui_px(a, 28), gap = gui_px(a, 6), pad = gui_px(a, 16);
    int mw = SDL_max(gui_px(a, 76), SDL_max(gui_text_width(a, FONT_BOLD, mute), gui_text_width(a, FONT_BOLD, unmute)) + pad);
    int vw = SDL_max(gui_px(a, 100), SDL_max(gui_text_width(a, FONT_SMALL, loudest), gui_text_width(a, FONT_SMALL, off)) + pad);
    int x = a->w - gui_px(a, 12) - mw - 2 * (bh + gap) - vw, y = gui_px(a, 12);
    SDL_Rect box = {x - gap, y - gap, a->w - x - gui_px(a, 12) + 2 * gap, bh + 2 * gap};
    gui_panel(a, box); /* legible over the tiles */
    if (gui_button(a, (SDL_Rect){x, y, bh, bh}, "-", vol > 0, false))
        gui_settings_sound(a, vol - 10, false);
    gui_text(a, FONT_SMALL, muted ? off : label, muted ? GREY : WHITE, x + bh + gap + vw / 2, y + (bh - a->font_h[FONT_SMALL]) / 2,
             ALIGN_CENTER);
    if (gui_button(a, (SDL_Rect){x + bh + 2 * gap + vw, y, bh, bh}, "+", vol < 100, false))
        gui_settings_sound(a, vol + 10, false);
    if (gui_button(a, (SDL_Rect){x + 2 * (bh + gap) + vw, y, mw, bh}, muted ? unmute : mute, true, muted))
        gui_settings_sound(a, vol, !muted);
    return box.x;
}

/* The title's centre: the window's where it clears the corner controls (left and right: their boxes'
 * inner edges), else the room's between them, as a language with long labels widens the settings. */
static int title_centre(gui_app *a, int font, int left, int right)
{
    int half = gui_text_width(a, font, "OpenCarc") / 2 + gui_px(a, 12), cx = a->w / 2;
    if (cx - half < left || cx + half > right)
        cx = (left + right) / 2;
    if (2 * half > right - left)
        a->overflow = "the menu's title meets its corner controls";
    return cx;
}

/* Where everything goes (gui_menu_layout.h): from the window and the fonts, never from the seats. */
static void menu_layout(gui_app *a, gui_menu_layout *L)
{
    const char *labels[] = {C_("menu", "Map"), _("Expansions"), C_("menu", "Seed")};
    int lw = gui_px(a, 70);
    for (int k = 0; k < 3; k++)
        lw = SDL_max(lw, gui_text_width(a, FONT_BOLD, labels[k]) + gui_px(a, 14));
    gui_menu_metrics mm = {a->w, a->h, a->ui, a->font_h[FONT_TITLE], a->font_h[FONT_SMALL], lw, 0, {0}, a->menu.nseats};
    for (int i = 0; i < carc_rules_module_count(a->rules) && i < CARC_MAX_MODULES; i++)
        if (module_choosable(a, i))
            mm.exp_w[mm.nexp++] = module_width(a, i);
    gui_menu_layout_make(&mm, L);
}

/* A seat's row: colour, name, Human or a computer level, the colour's name, Remove. The columns are as
 * wide as their longest label in the language shown; the name field takes what is left. Returns whether
 * Remove was clicked. */
static bool seat_row(gui_app *a, int i, SDL_Rect row)
{
    gui_menu *m = &a->menu;
    int pad = gui_px(a, 24), gap = gui_px(a, 10), kw = gui_px(a, 196), cw = 0, fh = row.h;
    int rw = SDL_max(gui_px(a, 82), gui_text_width(a, FONT_BOLD, _("Remove")) + pad);
    for (int k = 0; k <= gui_ai_level_count(); k++)
        kw = SDL_max(kw, gui_text_width(a, FONT_BOLD, k ? gui_ai_level_label(k - 1) : _("Human")) + pad);
    for (int c = 0; c < 6; c++)
        cw = SDL_max(cw, gui_text_width(a, FONT_SMALL, gui_color_title(c)));
    int nw = row.w - fh - kw - cw - rw - 4 * gap;
    if (nw < gui_px(a, 120))
        a->overflow = "the menu's seat rows leave no room for the names";
    SDL_Rect sw = {row.x, row.y, fh, fh};
    if (gui_button(a, sw, "", true, false))
        m->seat[i].color = next_free_color(m, i);
    gui_draw_meeple(a, m->seat[i].color, false, sw.x + fh / 2.0, sw.y + fh / 2.0, fh * 0.9);
    bool f = m->focus == i;
    int cx = row.x + fh + gap;
    gui_textfield(a, (SDL_Rect){cx, row.y, nw, fh}, m->seat[i].name, sizeof m->seat[i].name - 1, &f, &m->edit, default_names[i]);
    cx += nw + gap;
    /* Human, then each computer level in turn */
    const char *kind = m->seat[i].level > 0 ? gui_ai_level_label(m->seat[i].level - 1) : _("Human");
    if (gui_button(a, (SDL_Rect){cx, row.y, kw, fh}, kind, true, false))
        m->seat[i].level = (m->seat[i].level + 1) % (gui_ai_level_count() + 1);
    cx += kw + gap;
    if (f)
        m->focus = i;
    else if (m->focus == i)
        m->focus = -1;
    gui_text(a, FONT_SMALL, gui_color_title(m->seat[i].color), GREY, cx, row.y + gui_px(a, 8), ALIGN_LEFT);
    cx += cw + gap;
    return m->nseats > 2 && gui_button(a, (SDL_Rect){cx, row.y, rw, fh}, _("Remove"), true, false);
}

static void add_seat(gui_menu *m)
{
    int n = m->nseats++;
    snprintf(m->seat[n].name, sizeof m->seat[n].name, "%s", default_names[n]);
    m->seat[n].color = n;
    m->seat[n].level = 0;
    unsigned used = 0;
    for (int i = 0; i < n; i++)
        used |= 1u << m->seat[i].color;
    for (int c = 0; c < 6; c++)
        if (!(used & (1u << c))) {
            m->seat[n].color = c;
            break;
        }
}

static SDL_Rect sdl_rect(gui_box b)
{
    return (SDL_Rect){b.x, b.y, b.w, b.h};
}

/* The backdrop: a few decorative tiles behind the title. */
static void menu_backdrop(gui_app *a)
{
    gui_fill(a, (SDL_Rect){0, 0, a->w, a->h}, (SDL_Color){40, 48, 44, 255});
    int ts = gui_px(a, 96);
    for (int i = 0; i < a->ntiles && i < 14; i++) {
        int x = (i * 173) % (a->w + ts) - ts / 2, y = ((i * 97) % 5) * ts * 2 - ts / 3;
        gui_draw_tile(a, i * 3 % a->ntiles, i % 4, (SDL_Rect){x, y % (a->h + ts), ts, ts}, 60);
    }
}

/* The title between the corner controls (left, right: where they end and begin). */
static void menu_title(gui_app *a, const gui_menu_layout *L, int left, int right)
{
    /* where the window is low (640 UI units) a smaller title between the corner controls */
    int font = L->compact ? FONT_LARGE : FONT_TITLE, cx = title_centre(a, font, left, right);
    gui_text(a, font, "OpenCarc", (SDL_Color){255, 226, 160, 255}, cx, L->title_y, ALIGN_CENTER);
    if (!L->compact)
        gui_text(a, FONT_NORMAL, _("Carcassonne for friends around one computer"), GREY, a->w / 2, L->subtitle_y, ALIGN_CENTER);
}

/* The players: their heading and hint, a row per seat (its x removes it), + Add player. */
static void menu_players(gui_app *a, const gui_menu_layout *L)
{
    gui_menu *m = &a->menu;
    int x = L->x;
    int hx = x + gui_text_width(a, FONT_BOLD, _("Players")) + gui_px(a, 14);
    gui_text(a, FONT_BOLD, _("Players"), WHITE, x, L->players_y, ALIGN_LEFT);
    /* TRANSLATORS: beside "Players" in the menu, small, about 480 px: "Human" is the seat button's label */
    const char *hint = _("click a colour to change it, Human to seat a computer");
    gui_text(a, FONT_SMALL, hint, GREY, hx, L->players_y + gui_px(a, 2), ALIGN_LEFT);
    if (hx + gui_text_width(a, FONT_SMALL, hint) > x + L->inner)
        a->overflow = "the menu's players hint runs out of its panel";
    int remove = -1;
    for (int i = 0; i < m->nseats; i++)
        if (seat_row(a, i, sdl_rect(L->seat[i])))
            remove = i;
    const char *add = _("+ Add player");
    int aw = SDL_max(gui_px(a, 160), gui_text_width(a, FONT_BOLD, add) + gui_px(a, 24));
    bool added = L->add.w > 0 && gui_button(a, (SDL_Rect){L->add.x, L->add.y, aw, L->field_h}, add, true, false);
    if (remove >= 0) {
        for (int i = remove; i < m->nseats - 1; i++)
            m->seat[i] = m->seat[i + 1];
        m->nseats--;
        m->focus = -1;
    } else if (added) {
        add_seat(m);
    }
}

/* The map: None or one of the shipped maps (Carcassonne Maps), and the tiles of the setup beside them;
 * its label, the Expansions' and Seed's share a column. */
static void menu_map(gui_app *a, const gui_menu_layout *L)
{
    gui_menu *m = &a->menu;
    int x = L->x;
    gui_text(a, FONT_BOLD, C_("menu", "Map"), WHITE, x, L->map_y + gui_px(a, 6), ALIGN_LEFT);
    int mw = gui_px(a, 120);
    for (int i = -1; i < gui_map_choice_count(a->rules); i++) {
        SDL_Rect r = {L->field_x + (i + 1) * (mw + gui_px(a, 8)), L->map_y, mw, L->field_h};
        if (gui_button(a, r, gui_map_choice_title(a->rules, i), true, m->map == i))
            m->map = i;
    }
    int nt = menu_tiles(a);
    if (nt <= 0)
        return;
    char tiles[96];
    if (m->naside > 0) /* TRANSLATORS: beside the map buttons, small (about 290 px): the tiles of this setup, and
                        * those set aside face up at the start (for a choice later), not in the game's "tiles left" */
        snprintf(tiles, sizeof tiles, P_("%d tile (%d set aside face up)", "%d tiles (%d set aside face up)", (unsigned long)nt), nt,
                 m->naside);
    else /* TRANSLATORS: beside the map buttons, small: the tiles a game of this setup has (map and expansions) */
        snprintf(tiles, sizeof tiles, P_("%d tile", "%d tiles", (unsigned long)nt), nt);
    int tx = L->field_x + (gui_map_choice_count(a->rules) + 1) * (mw + gui_px(a, 8)) + gui_px(a, 4);
    gui_text(a, FONT_SMALL, tiles, GREY, tx, L->map_y + gui_px(a, 8), ALIGN_LEFT);
    if (tx + gui_text_width(a, FONT_SMALL, tiles) > x + L->inner)
        a->overflow = "the menu's tile count runs out of its panel";
}

/* The expansions' toggles and the seed field with its hint. */
static void menu_expansions_seed(gui_app *a, const gui_menu_layout *L)
{
    gui_menu *m = &a->menu;
    int x = L->x;
    gui_text(a, FONT_BOLD, _("Expansions"), WHITE, x, L->exp_y + gui_px(a, 6), ALIGN_LEFT);
    if (module_buttons(a, L) == 0)
        gui_text(a, FONT_NORMAL, _("Base game only (no expansions installed)."), GREY, L->field_x, L->exp_y + gui_px(a, 6), ALIGN_LEFT);
    gui_text(a, FONT_BOLD, C_("menu", "Seed"), WHITE, x, L->seed_y + gui_px(a, 6), ALIGN_LEFT);
    bool f = m->focus == 10;
    /* TRANSLATORS: shown in the empty seed field: a new seed is drawn for each game */
    if (gui_textfield(a, (SDL_Rect){L->field_x, L->seed_y, gui_px(a, 200), L->field_h}, m->seed, sizeof m->seed, &f, &m->edit, _("random")))
        f = false;
    m->focus = f ? 10 : (m->focus == 10 ? -1 : m->focus);
    /* TRANSLATORS: beside the seed field, small, about 280 px */
    const char *same = _("same seed, same tile order");
    int sx = L->field_x + gui_px(a, 215);
    gui_text(a, FONT_SMALL, same, GREY, sx, L->seed_y + gui_px(a, 8), ALIGN_LEFT);
    if (sx + gui_text_width(a, FONT_SMALL, same) > x + L->inner)
        a->overflow = "the menu's seed hint runs out of its panel";
}

/* Start, Continue, Load…, Network… and Quit; true when one of them left the menu (a game shown). */
static bool menu_ends(gui_app *a, const gui_menu_layout *L)
{
    gui_menu *m = &a->menu;
    /* TRANSLATORS: the menu's button that opens Host and Join (a game across computers) */
    const char *ends[] = {C_("menu", "Start"), C_("menu", "Continue"), _("Load…"),
#ifdef OPENCARC_NET /* a build without network play has no Network… (and no network game to continue) */
                          _("Network…"),
#endif
                          _("Quit")};
    for (int k = 0; k < GUI_MENU_ENDS; k++)
        if (gui_text_width(a, FONT_BOLD, ends[k]) > L->end[k].w - gui_px(a, 8))
            a->overflow = "a label runs out of the menu's buttons";
    if (gui_button(a, sdl_rect(L->end[0]), ends[0], true, true)) {
        start_game(a);
        return true;
    }
    if (gui_button(a, sdl_rect(L->end[1]), ends[1], m->have_autosave, false)) { /* the game at this computer */
        char path[GUI_PATH_LEN + 32];
        gui_autosave_path(a, path, sizeof path);
        load_game(a, path);
        if (a->scene != SCENE_MENU)
            return true;
    }
    if (gui_button(a, sdl_rect(L->end[2]), ends[2], true, false)) {
        m->loading = true;
        m->focus = -1;
        gui_saves_scan(a);
    }
#ifdef OPENCARC_NET
    if (gui_button(a, sdl_rect(L->end[3]), ends[3], true, false)) {
        m->network = true;
        m->focus = -1;
        m->error[0] = 0;
    }
#endif
    if (gui_button(a, sdl_rect(L->end[GUI_MENU_ENDS - 1]), ends[GUI_MENU_ENDS - 1], true, false))
        a->quit = true;
    return false;
}

/* The room under the buttons: the network game's own Continue and what it is, an error, or what Start
 * keeps of the unfinished game. */
static void menu_note(gui_app *a, const gui_menu_layout *L)
{
    gui_menu *m = &a->menu;
    SDL_Rect er = sdl_rect(L->error);
#ifdef OPENCARC_NET
    if (m->net_what[0]) { /* the network game's own Continue, in the room under the buttons: the text beside it */
        /* TRANSLATORS: the menu's button (under the others) that takes this computer's seat back in the network
         * game joined or hosted last; the menu's Continue resumes the game at this computer */
        const char *label = _("Continue network game");
        int bw = gui_text_width(a, FONT_BOLD, label) + gui_px(a, 28), bh = L->field_h;
        if (gui_button(a, (SDL_Rect){er.x, er.y + (er.h - bh) / 2, bw, bh}, label, !a->net, false)) {
            m->error[0] = 0;
            if (gui_net_continue(a, m->error, sizeof m->error))
                m->network = true; /* the Network… box says how joining goes */
        }
        er.x += bw + gui_px(a, 4);
        er.w -= bw + gui_px(a, 4);
    }
#endif
    if (m->error[0]) {
        gui_fill(a, er, (SDL_Color){90, 30, 30, 255});
        gui_saves_message(a, m->error, er.x + gui_px(a, 8), er.y + gui_px(a, 6), er.w - gui_px(a, 16), (SDL_Color){255, 200, 200, 255});
    } else if (m->keep_as[0]) { /* said before the click, in the error's room: Start loses no game */
        char note[sizeof m->keep_as + sizeof m->keep_what + 120];
        /* TRANSLATORS: under the menu's buttons (two lines at most); the players and actions, then a save's name */
        snprintf(note, sizeof note, _("Start or Load… keeps the unfinished game (%s) as the save “%s”."), m->keep_what, m->keep_as);
        gui_saves_message(a, note, er.x + gui_px(a, 8), er.y + gui_px(a, 6), er.w - gui_px(a, 16), GREY);
    } else if (m->net_what[0]) {
        gui_saves_message(a, m->net_what, er.x + gui_px(a, 8), er.y + gui_px(a, 6), er.w - gui_px(a, 16), GREY);
    }
}

static void menu_panel(gui_app *a)
{
    gui_menu *m = &a->menu;
    menu_backdrop(a);
    int right = sound_controls(a), left = gui_menu_display(a);
    gui_menu_layout L;
    menu_layout(a, &L);
    menu_title(a, &L, left, right);
    if (m->texts_lang != gui_i18n_current()) /* the language button: its texts again */
        menu_texts(a);
    SDL_Rect panel = sdl_rect(L.panel);
    if (panel.y + panel.h > a->h || panel.x < 0)
        a->overflow = "the menu panel is larger than the window";
    if (!m->error[0] && !m->keep_as[0] && !m->net_what[0]) /* the error's room is kept, not drawn (it also says where
                                                            * Start keeps a game, and holds Continue network game) */
        panel.h = L.bottom - panel.y;
    gui_panel(a, panel);
    menu_players(a, &L);
    menu_map(a, &L);
    menu_expansions_seed(a, &L);
    if (!menu_ends(a, &L))
        menu_note(a, &L);
}

/* Load…: the saved games over the menu, newest first; a click loads one, Cancel or Esc goes back. */
static void load_screen(gui_app *a)
{
    gui_menu *m = &a->menu;
    gui_fill(a, (SDL_Rect){0, 0, a->w, a->h}, (SDL_Color){0, 0, 0, 130});
    int pw = gui_px(a, 760), ph = a->h - gui_px(a, 120);
    ph = ph > gui_px(a, 620) ? gui_px(a, 620) : ph;
    SDL_Rect r = {(a->w - pw) / 2, (a->h - ph) / 2, pw, ph};
    gui_panel(a, r);
    int pad = gui_px(a, 24), bh = gui_px(a, 38);
    gui_text(a, FONT_LARGE, _("Load a saved game"), WHITE, r.x + pad, r.y + gui_px(a, 16), ALIGN_LEFT);
    /* TRANSLATORS: under "Load a saved game", small, about 700 px: "Continue" is the menu's button */
    const char *hint = _("newest first; the autosave is the game Continue resumes");
    gui_text(a, FONT_SMALL, hint, GREY, r.x + pad, r.y + gui_px(a, 20) + a->font_h[FONT_LARGE], ALIGN_LEFT);
    if (gui_text_width(a, FONT_SMALL, hint) > r.w - 2 * pad)
        a->overflow = "the Load list's hint runs out of its panel";
    int top = r.y + gui_px(a, 30) + a->font_h[FONT_LARGE] + a->font_h[FONT_SMALL];
    SDL_Rect list = {r.x + pad, top, r.w - 2 * pad, r.y + r.h - pad - bh - gui_px(a, 24) - top};
    char path[GUI_PATH_LEN + GUI_SAVE_NAME_MAX + 8];
    if (gui_saves_list(a, list, path, sizeof path)) {
        m->loading = false;
        load_game(a, path);
        return;
    }
    bool cancel =
        gui_button(a, (SDL_Rect){r.x + r.w - pad - gui_px(a, 140), r.y + r.h - pad - bh, gui_px(a, 140), bh}, _("Cancel"), true, false);
    for (int i = 0; i < a->in.nkeys; i++)
        cancel |= a->in.keys[i] == SDLK_ESCAPE;
    if (cancel)
        m->loading = false;
}

void gui_menu_enter(gui_app *a)
{
    gui_game_end(a);
    if (a->src->leave)
        a->src->leave(a);
    gui_menu_init(a);
    a->scene = SCENE_MENU;
}

void gui_menu_frame(gui_app *a)
{
#ifdef OPENCARC_NET
    if (a->net)
        gui_net_menu_frame(a); /* joining: the game begins with the host's first state */
#endif
    if (a->scene != SCENE_MENU)
        return;
    if (!a->menu.loading && !a->menu.network) {
        menu_panel(a);
        gui_toast_draw(a); /* settings that could not be saved */
        return;
    }
    gui_input keep = gui_input_mute(a); /* the menu under the list */
    menu_panel(a);
    a->in = keep;
    if (a->menu.loading)
        load_screen(a);
#ifdef OPENCARC_NET
    else
        gui_net_screen(a);
#endif
}
