/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Saving and loading: the autosave after every turn, Save As / Load, and the remembered menu setup.
 * Saved games are the engine's action-log JSON; files are written atomically (temp file + rename). */
#include "gui_ai.h"
#include "gui_game_draw.h"
#include "gui_ext.h"
#include "gui_file.h"
#include "gui_map.h"
#include "gui_paths.h"
#include "gui_save.h"
#include "gui_scale.h"
#include "gui_shell.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool gui_save_game(gui_app *a, const carc_game *g, const char *path, char *msg, size_t msgcap)
{
    (void)a;
    if (!gui_paths_make_parent(path, msg, msgcap))
        return false;
    cJSON *j = carc_game_save_json(g);
    char *text = j ? cJSON_Print(j) : NULL;
    cJSON_Delete(j);
    if (!text) {
        snprintf(msg, msgcap, "%s", _("Cannot save: the game could not be written as JSON."));
        return false;
    }
    bool ok = gui_write_atomic(path, text, msg, msgcap);
    free(text);
    return ok;
}

void gui_autosave_path(const gui_app *a, char *out, size_t cap)
{
    snprintf(out, cap, "%sautosave.json", a->save_dir);
}

void gui_autosave(gui_app *a)
{
    if (!a->save_dir[0] || !a->game.g || !a->src->autosave) /* a network game is the host's to keep */
        return;
    char path[GUI_PATH_LEN + 32], msg[400];
    gui_autosave_path(a, path, sizeof path);
    if (!gui_save_game(a, a->game.g, path, msg, sizeof msg))
        gui_game_message(a, _("Autosave failed: %s"), msg);
}

void gui_save_dirs_init(gui_app *a)
{
    const char *home = getenv("HOME");
    gui_paths_dir(getenv("XDG_DATA_HOME"), home, ".local/share", a->save_dir, sizeof a->save_dir);
    gui_paths_dir(getenv("XDG_CONFIG_HOME"), home, ".config", a->config_dir, sizeof a->config_dir);
}

bool gui_save_path(const gui_app *a, const char *name, char *out, size_t cap, char *msg, size_t msgcap)
{
    return gui_paths_save_file(a->save_dir, name, out, cap, msg, msgcap);
}

carc_game *gui_load_game(gui_app *a, const char *path, char *msg, size_t msgcap)
{
    carc_replay r;
    char ebuf[400];
    memset(&r, 0, sizeof r);
    if (!carc_replay_file(a->rules, path, &r)) {
        snprintf(msg, msgcap, _("Cannot load: %s"), r.err.msg[0] ? gui_err_text(&r.err, ebuf, sizeof ebuf) : path);
        if (r.game)
            carc_game_free(r.game);
        return NULL;
    }
    if (r.failed_action >= 0) {
        /* TRANSLATORS: a saved game that replays wrong: the file, the number of the action refused, why */
        snprintf(msg, msgcap, _("Cannot load %s: action %d is not legal (%s)"), path, r.failed_action + 1,
                 gui_err_text(&r.err, ebuf, sizeof ebuf));
        carc_game_free(r.game);
        return NULL;
    }
    return r.game;
}

void gui_settings_save(gui_app *a)
{
    if (!a->config_dir[0])
        return;
    const gui_menu *m = &a->menu;
    cJSON *j = cJSON_CreateObject();
    cJSON *ps = cJSON_AddArrayToObject(j, "players");
    for (int i = 0; i < m->nseats; i++) {
        cJSON *p = cJSON_CreateObject();
        cJSON_AddStringToObject(p, "name", m->seat[i].name);
        cJSON_AddStringToObject(p, "color", gui_color_names[m->seat[i].color]);
        cJSON_AddStringToObject(p, "ai", m->seat[i].level > 0 ? gui_ai_level_name(m->seat[i].level - 1) : "");
        cJSON_AddItemToArray(ps, p);
    }
    cJSON *mods = cJSON_AddArrayToObject(j, "modules");
    for (int i = 0; i < carc_rules_module_count(a->rules) && i < CARC_MAX_MODULES; i++)
        if (m->module_on[i])
            cJSON_AddItemToArray(mods, cJSON_CreateString(carc_rules_module_name(a->rules, i)));
    cJSON_AddStringToObject(j, "map", m->map >= 0 ? gui_map_choice_name(a->rules, m->map) : "");
    cJSON_AddStringToObject(j, "seed", m->seed);
    cJSON_AddNumberToObject(j, "volume", gui_audio_volume(a->audio));
    cJSON_AddBoolToObject(j, "muted", gui_audio_muted(a->audio));
    cJSON_AddStringToObject(j, "palette", gui_seat_palette_name(gui_seat_palette()));
    cJSON_AddBoolToObject(j, "seat_symbols", gui_seat_symbols());
    cJSON_AddStringToObject(j, "language", a->lang);
    cJSON_AddBoolToObject(j, "hints", m->hints);
    if (a->ui_scale_set)
        cJSON_AddNumberToObject(j, "ui_scale", a->ui_scale);
    char *text = cJSON_Print(j);
    cJSON_Delete(j);
    char path[GUI_PATH_LEN + 32], msg[400];
    snprintf(path, sizeof path, "%ssetup.json", a->config_dir);
    if (!text)
        snprintf(msg, sizeof msg, _("Cannot write %s: %s"), path, strerror(ENOMEM));
    if (!text || !gui_paths_make_parent(path, msg, sizeof msg) || !gui_write_atomic(path, text, msg, sizeof msg)) {
        /* shown like a failed autosave (and kept on stderr): the choice holds only until the game closes */
        gui_game_message(a, _("Settings not saved: %s"), msg);
        fprintf(stderr, "opencarc: %s\n", a->game.msg);
    }
    free(text);
}

void gui_settings_load(gui_app *a)
{
    gui_menu *m = &a->menu;
    char path[GUI_PATH_LEN + 32];
    snprintf(path, sizeof path, "%ssetup.json", a->config_dir);
    carc_err err;
    cJSON *j = a->config_dir[0] ? carc_load_json(path, &err) : NULL;
    if (!j)
        return;
    const cJSON *ps = cJSON_GetObjectItemCaseSensitive(j, "players");
    int n = cJSON_GetArraySize(ps);
    if (cJSON_IsArray(ps) && n >= 2 && n <= CARC_MAX_PLAYERS) {
        unsigned used = 0;
        m->nseats = n;
        for (int i = 0; i < n; i++) {
            const cJSON *p = cJSON_GetArrayItem(ps, i);
            const cJSON *nm = cJSON_GetObjectItemCaseSensitive(p, "name");
            const cJSON *co = cJSON_GetObjectItemCaseSensitive(p, "color");
            const cJSON *ai = cJSON_GetObjectItemCaseSensitive(p, "ai");
            m->seat[i].level = cJSON_IsString(ai) ? gui_ai_level_find(ai->valuestring) + 1 : 0;
            if (cJSON_IsString(nm))
                carc_utf8_copy(m->seat[i].name, sizeof m->seat[i].name, nm->valuestring);
            int c = cJSON_IsString(co) ? gui_color_index(co->valuestring) : i;
            while (used & (1u << c)) /* colours stay distinct */
                c = (c + 1) % 6;
            used |= 1u << c;
            m->seat[i].color = c;
        }
    }
    const cJSON *mods = cJSON_GetObjectItemCaseSensitive(j, "modules");
    for (int i = 0; i < carc_rules_module_count(a->rules) && i < CARC_MAX_MODULES; i++) {
        m->module_on[i] = false;
        const cJSON *it;
        cJSON_ArrayForEach(it, mods) if (cJSON_IsString(it) && strcmp(it->valuestring, carc_rules_module_name(a->rules, i)) == 0)
            m->module_on[i] = carc_rules_module_optional(a->rules, i);
    }
    const cJSON *map = cJSON_GetObjectItemCaseSensitive(j, "map");
    m->map = gui_map_choice_find(a->rules, cJSON_IsString(map) ? map->valuestring : NULL);
    const cJSON *seed = cJSON_GetObjectItemCaseSensitive(j, "seed");
    if (cJSON_IsString(seed))
        snprintf(m->seed, sizeof m->seed, "%s", seed->valuestring);
    const cJSON *vol = cJSON_GetObjectItemCaseSensitive(j, "volume");
    gui_audio_set(a->audio, cJSON_IsNumber(vol) ? vol->valueint : gui_audio_volume(a->audio),
                  cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(j, "muted")));
    const cJSON *pal = cJSON_GetObjectItemCaseSensitive(j, "palette");
    int p = gui_seat_palette_find_name(cJSON_IsString(pal) ? pal->valuestring : NULL);
    gui_seat_style_set(a, p >= 0 ? p : gui_seat_palette(), cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(j, "seat_symbols")));
    m->hints = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(j, "hints"));
    const cJSON *lang = cJSON_GetObjectItemCaseSensitive(j, "language");
    if (!a->lang_forced && cJSON_IsString(lang) && gui_i18n_find(lang->valuestring) >= 0) {
        snprintf(a->lang, sizeof a->lang, "%s", gui_i18n_code(gui_i18n_find(lang->valuestring)));
        gui_i18n_set(a->data_dir, a->lang);
    }
    const cJSON *ui = cJSON_GetObjectItemCaseSensitive(j, "ui_scale");
    if (cJSON_IsNumber(ui)) {
        a->ui_scale = gui_scale_clamp(ui->valueint);
        a->ui_scale_set = true;
    }
    cJSON_Delete(j);
}

void gui_settings_sound(gui_app *a, int volume, bool muted)
{
    gui_audio_set(a->audio, volume, muted);
    gui_settings_save(a);
}

void gui_settings_language(gui_app *a, const char *code)
{
    snprintf(a->lang, sizeof a->lang, "%s", code);
    a->lang_forced = false;
    gui_i18n_set(a->data_dir, a->lang);
    a->hud.valid = a->board.valid = false; /* their texts were drawn in the old language */
    gui_settings_save(a);
}

void gui_settings_display(gui_app *a, int palette, bool symbols, int ui_scale)
{
    gui_seat_style_set(a, palette, symbols);
    if (ui_scale != a->ui_scale) {
        a->ui_scale = gui_scale_clamp(ui_scale);
        a->ui_scale_set = true;
    }
    gui_settings_save(a);
}
