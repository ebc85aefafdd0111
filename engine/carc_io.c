/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Scenario / saved-game files (DESIGN.md contract): load a setup and its action log, replay it,
 * and write a game back as a replayable file. Malformed files fail with the file and field named. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc_internal.h"

/* The parsers below report what is wrong in the file; carc_replay_text puts the file's name around it. */
static bool parse_players(carc_setup *s, const cJSON *players, carc_err *err)
{
    if (cJSON_IsNumber(players)) { /* a bare count: default names and colours */
        s->nplayers = players->valueint;
        return true;
    }
    if (!cJSON_IsArray(players))
        return !carc_err_set(err, CARC_E_FORMAT, "setup.players must be a list of {\"name\", \"color\"}");
    s->nplayers = cJSON_GetArraySize(players);
    if (s->nplayers < 2 || s->nplayers > CARC_MAX_PLAYERS)
        return !carc_err_set(err, CARC_E_FORMAT, "setup.players: a game needs 2 to 6 players, not %s", CARC_ERR_INT(s->nplayers));
    int p = 0;
    const cJSON *pl;
    cJSON_ArrayForEach(pl, players)
    {
        const cJSON *name = cJSON_GetObjectItemCaseSensitive(pl, "name");
        const cJSON *color = cJSON_GetObjectItemCaseSensitive(pl, "color");
        const cJSON *ai = cJSON_GetObjectItemCaseSensitive(pl, "ai");
        if (!cJSON_IsObject(pl) || (name && !cJSON_IsString(name)) || (color && !cJSON_IsString(color)))
            return !carc_err_set(err, CARC_E_FORMAT, "setup.players[%s] must be an object with string \"name\" and \"color\"",
                                 CARC_ERR_INT(p));
        if (ai && (!cJSON_IsString(ai) || !*ai->valuestring || strlen(ai->valuestring) >= sizeof s->players[p].ai ||
                   !carc_seat_known(ai->valuestring)))
            return !carc_err_set(err, CARC_E_FORMAT,
                                 "setup.players[%s].ai must be one of \"easy\", \"normal\", \"hard\", \"expert\", \"greedy\", \"random\"",
                                 CARC_ERR_INT(p));
        if (name && !carc_name_ok(name->valuestring))
            return !carc_err_set(err, CARC_E_FORMAT,
                                 "setup.players[%s].name must be text (UTF-8), not empty, not \"?\", nor hold control characters",
                                 CARC_ERR_INT(p));
        if (ai)
            snprintf(s->players[p].ai, sizeof s->players[p].ai, "%s", ai->valuestring);
        if (name)
            carc_utf8_copy(s->players[p].name, sizeof s->players[p].name, name->valuestring);
        if (color)
            snprintf(s->players[p].color, sizeof s->players[p].color, "%s", color->valuestring);
        p++;
    }
    return true;
}

/* Seeds up to 2^53 are JSON numbers (a double holds them exactly); larger ones are strings. */
#define SEED_EXACT_MAX (UINT64_C(1) << 53)

bool carc_seed_parse(const char *text, uint64_t *seed)
{
    uint64_t v = 0;
    if (!*text)
        return false;
    for (const char *p = text; *p; p++) {
        if (*p < '0' || *p > '9' || v > (UINT64_MAX - (uint64_t)(*p - '0')) / 10)
            return false;
        v = v * 10 + (uint64_t)(*p - '0');
    }
    *seed = v;
    return true;
}

static bool parse_seed(const cJSON *j, uint64_t *seed)
{
    if (cJSON_IsString(j))
        return carc_seed_parse(j->valuestring, seed);
    double d = cJSON_IsNumber(j) ? j->valuedouble : -1;
    if (d < 0 || d > (double)SEED_EXACT_MAX || d != (double)(uint64_t)d)
        return false;
    *seed = (uint64_t)d;
    return true;
}

static void save_seed(cJSON *setup, uint64_t seed)
{
    if (seed <= SEED_EXACT_MAX) {
        cJSON_AddNumberToObject(setup, "seed", (double)seed);
    } else {
        char text[24];
        snprintf(text, sizeof text, "%llu", (unsigned long long)seed);
        cJSON_AddStringToObject(setup, "seed", text);
    }
}

/* Fill a setup from the "setup" object; draw receives the tile types of "draw". */
bool carc_setup_from_json(const carc_rules *R, const cJSON *js, carc_setup *s, int *draw, carc_err *err)
{
    if (!cJSON_IsObject(js))
        return !carc_err_set(err, CARC_E_FORMAT, "\"setup\" must be an object");
    carc_setup_init(s, 2, 0);
    s->json = js;
    if (!parse_players(s, cJSON_GetObjectItemCaseSensitive(js, "players"), err))
        return false;
    const cJSON *seed = cJSON_GetObjectItemCaseSensitive(js, "seed");
    if (seed && !parse_seed(seed, &s->seed))
        return !carc_err_set(err, CARC_E_FORMAT,
                             "setup.seed must be a whole number from 0 to 2^53, or a string of digits up to 18446744073709551615");
    const cJSON *ex = cJSON_GetObjectItemCaseSensitive(js, "expansions"), *e;
    if (ex) {
        if (!cJSON_IsArray(ex) || cJSON_GetArraySize(ex) > CARC_MAX_MODULES)
            return !carc_err_set(err, CARC_E_FORMAT, "setup.expansions must be a list of expansion names");
        cJSON_ArrayForEach(e, ex)
        {
            if (!cJSON_IsString(e) || strlen(e->valuestring) >= CARC_NAME_LEN)
                return !carc_err_set(err, CARC_E_FORMAT, "setup.expansions must be a list of expansion names");
            snprintf(s->expansions[s->nexpansions++], CARC_NAME_LEN, "%s", e->valuestring);
        }
    }
    const cJSON *dr = cJSON_GetObjectItemCaseSensitive(js, "draw"), *d;
    if (dr) {
        if (!cJSON_IsArray(dr) || cJSON_GetArraySize(dr) >= CARC_MAX_TILES)
            return !carc_err_set(err, CARC_E_FORMAT, "setup.draw must be a list of tile ids");
        s->ndraw = 0;
        cJSON_ArrayForEach(d, dr)
        {
            int t = cJSON_IsString(d) ? carc_rules_tile_find(R, d->valuestring) : -1;
            if (t < 0)
                return !carc_err_set(err, CARC_E_FORMAT, "setup.draw[%s]: unknown tile id \"%s\"", CARC_ERR_INT(s->ndraw),
                                     cJSON_IsString(d) ? d->valuestring : "(not a string)");
            draw[s->ndraw++] = t;
        }
        s->draw = draw;
    }
    return true;
}

/* One action of a file: in a module's phase that older files do not have, the action the older rules
 * took there first (replay_implied: a double turn taken), then the file's own. */
static bool replay_apply(carc_game *g, const carc_action *a, carc_err *err)
{
    int r = carc_game_apply(g, a, err);
    if (r == CARC_OK)
        return true;
    if (r != CARC_E_PHASE || g->phase != CARC_PH_MODULE)
        return false;
    const carc_module *m = g->mods[g->phase_mod];
    carc_action implied;
    carc_err ignored;
    if (!m->replay_implied || !m->replay_implied(g, g->mod_state[g->phase_mod], a, &implied) ||
        carc_game_apply(g, &implied, &ignored) != CARC_OK)
        return false;
    return carc_game_apply(g, a, err) == CARC_OK;
}

bool carc_replay_text(const carc_rules *R, const char *text, const char *file, carc_replay *out)
{
    memset(out, 0, sizeof *out);
    out->failed_action = -1;
    carc_err *err = &out->err;
    cJSON *root = carc_parse_json(text, file, err);
    if (!root)
        return false;
    bool ok = false;
    const cJSON *fmt = cJSON_GetObjectItemCaseSensitive(root, "format");
    const cJSON *actions = cJSON_GetObjectItemCaseSensitive(root, "actions");
    const cJSON *end = cJSON_GetObjectItemCaseSensitive(root, "end");
    carc_setup s;
    int draw[CARC_MAX_TILES];
    if (!cJSON_IsObject(root)) {
        carc_err_set(err, CARC_E_FORMAT, "the file must hold one JSON object");
    } else if (fmt && (!cJSON_IsString(fmt) || strcmp(fmt->valuestring, "opencarc/1") != 0)) {
        carc_err_set(err, CARC_E_FORMAT, "\"format\" must be \"opencarc/1\"");
    } else if (actions && !cJSON_IsArray(actions)) {
        carc_err_set(err, CARC_E_FORMAT, "\"actions\" must be a list");
    } else if (end && !cJSON_IsBool(end)) {
        carc_err_set(err, CARC_E_FORMAT, "\"end\" must be true or false");
    } else if (carc_setup_from_json(R, cJSON_GetObjectItemCaseSensitive(root, "setup"), &s, draw, err)) {
        out->game = carc_game_new(R, &s, err);
        if (!out->game) {
            err->code = CARC_E_FORMAT;
            carc_err_wrap(err, "setup: %s");
        } else {
            ok = true;
            int i = 0;
            const cJSON *ja;
            cJSON_ArrayForEach(ja, actions)
            {
                carc_action a;
                if (!carc_action_from_json(&a, ja, err) || !replay_apply(out->game, &a, err)) {
                    out->failed_action = i;
                    break;
                }
                i++;
            }
            if (out->failed_action < 0 && cJSON_IsTrue(end))
                carc_game_end_now(out->game);
        }
    }
    if (!ok)
        carc_err_wrap(err, "%s: %s", file); /* an illegal action is reported by its index instead */
    cJSON_Delete(root);
    return ok;
}

bool carc_replay_file(const carc_rules *R, const char *path, carc_replay *out)
{
    memset(out, 0, sizeof *out);
    out->failed_action = -1;
    char *text = carc_read_text_file(path, &out->err);
    if (!text)
        return false;
    bool ok = carc_replay_text(R, text, path, out);
    free(text);
    return ok;
}

cJSON *carc_replay_result_json(const carc_replay *r)
{
    cJSON *j = cJSON_CreateObject();
    if (r->failed_action >= 0) {
        cJSON_AddFalseToObject(j, "ok");
        cJSON_AddStringToObject(j, "error", r->err.msg);
        cJSON_AddNumberToObject(j, "action", r->failed_action);
        return j;
    }
    const carc_game *g = r->game;
    cJSON_AddTrueToObject(j, "ok");
    cJSON *scores = cJSON_AddArrayToObject(j, "scores");
    cJSON *supply = cJSON_CreateArray();
    for (int p = 0; p < g->nplayers; p++) {
        cJSON_AddItemToArray(scores, cJSON_CreateNumber(carc_game_score(g, p)));
        cJSON_AddItemToArray(supply, cJSON_CreateNumber(carc_game_meeples_in_supply(g, p)));
    }
    cJSON_AddNumberToObject(j, "turn", carc_game_turn(g));
    cJSON_AddStringToObject(j, "phase", carc_game_phase(g));
    cJSON_AddItemToObject(j, "supply", supply);
    for (int k = 1; k < carc_game_figure_kinds(g); k++) { /* other kinds beside it: "supply_large" */
        char key[32];
        snprintf(key, sizeof key, "supply_%s", carc_game_figure_name(g, k));
        cJSON *s = cJSON_AddArrayToObject(j, key);
        for (int p = 0; p < g->nplayers; p++)
            cJSON_AddItemToArray(s, cJSON_CreateNumber(carc_game_figures_in_supply(g, p, k)));
    }
    cJSON_AddNumberToObject(j, "tiles_left", carc_game_tiles_left(g));
    cJSON_AddItemToObject(j, "modules", carc_game_modules_json(g));
    cJSON *events = cJSON_AddArrayToObject(j, "events");
    for (int i = 0; i < g->nevents; i++)
        cJSON_AddItemToArray(events, carc_event_to_json(g, &g->events[i]));
    return j;
}

cJSON *carc_game_save_json(const carc_game *g)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "format", "opencarc/1");
    /* keep the modules' own setup keys as given; the core's keys are written as actually used */
    cJSON *setup = g->setup_json ? cJSON_Duplicate(g->setup_json, true) : cJSON_CreateObject();
    static const char *const core_keys[] = {"players", "expansions", "seed", "draw"};
    for (size_t k = 0; k < sizeof core_keys / sizeof core_keys[0]; k++)
        cJSON_DeleteItemFromObject(setup, core_keys[k]);
    cJSON *players = cJSON_AddArrayToObject(setup, "players");
    for (int p = 0; p < g->nplayers; p++) {
        cJSON *pl = cJSON_CreateObject();
        cJSON_AddStringToObject(pl, "name", g->players[p].name);
        cJSON_AddStringToObject(pl, "color", g->players[p].color);
        if (g->players[p].ai[0])
            cJSON_AddStringToObject(pl, "ai", g->players[p].ai);
        cJSON_AddItemToArray(players, pl);
    }
    cJSON *ex = cJSON_AddArrayToObject(setup, "expansions");
    for (int i = 0; i < g->nmods; i++)
        if (g->mods[i]->optional)
            cJSON_AddItemToArray(ex, cJSON_CreateString(g->mods[i]->name));
    save_seed(setup, g->seed);
    cJSON *draw = cJSON_AddArrayToObject(setup, "draw");
    for (int i = 0; i < g->ninitial_stack; i++)
        cJSON_AddItemToArray(draw, cJSON_CreateString(carc_rules_tile_id(g->rules, g->initial_stack[i])));
    for (int i = 0; i < g->nmods; i++)
        if (g->mods[i]->save_setup)
            g->mods[i]->save_setup(g, g->mod_state[i], setup);
    cJSON_AddItemToObject(j, "setup", setup);
    cJSON *actions = cJSON_AddArrayToObject(j, "actions");
    for (int i = 0; i < g->nlog; i++)
        cJSON_AddItemToArray(actions, carc_action_to_json(&g->log[i]));
    cJSON_AddBoolToObject(j, "end", g->end_requested);
    return j;
}
