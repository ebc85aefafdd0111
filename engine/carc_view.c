/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A saved game as one player sees it: what an outside program in that seat may know (the bot protocol).
 * The core drops the seed and the stack beyond the tiles drawn so far; each module masks its own
 * secrets, knowing who took each action. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc_internal.h"

/* Who took each action of the log: the setup is replayed and asked before every action. */
static int *log_actors(const carc_game *g, cJSON *save)
{
    int *actors = calloc((size_t)g->nlog + 1, sizeof *actors);
    if (!actors)
        return NULL;
    cJSON *actions = cJSON_DetachItemFromObject(save, "actions");
    char *text = cJSON_PrintUnformatted(save);
    cJSON_AddItemToObject(save, "actions", actions ? actions : cJSON_CreateArray());
    carc_replay r;
    bool ok = text && carc_replay_text(g->rules, text, "view", &r);
    free(text);
    for (int i = 0; ok && i < g->nlog; i++) {
        carc_err err;
        actors[i] = carc_game_current_player(r.game);
        if (carc_game_apply(r.game, &g->log[i], &err) != CARC_OK)
            ok = false;
    }
    carc_game_free(r.game);
    if (!ok) {
        free(actors);
        return NULL;
    }
    return actors;
}

cJSON *carc_game_view_json(const carc_game *g, int viewer)
{
    cJSON *j = carc_game_save_json(g);
    cJSON *setup = cJSON_GetObjectItemCaseSensitive(j, "setup");
    int *actors = log_actors(g, j);
    cJSON_DeleteItemFromObject(setup, "seed");
    /* the stack as it stood when play began, cut after the tiles drawn since */
    int drawn = g->stack_pos - (g->nstack - g->ninitial_stack);
    cJSON *draw = cJSON_GetObjectItemCaseSensitive(setup, "draw");
    while (draw && cJSON_GetArraySize(draw) > drawn && drawn >= 0)
        cJSON_DeleteItemFromArray(draw, drawn);
    for (int i = 0; i < g->nmods; i++)
        if (g->mods[i]->mask_view && actors)
            g->mods[i]->mask_view(g, g->mod_state[i], viewer, j, actors);
    /* who took each action is public, and a client that rebuilds the game needs it (unmask_action) */
    cJSON *who = cJSON_CreateArray();
    for (int i = 0; actors && i < g->nlog; i++)
        cJSON_AddItemToArray(who, cJSON_CreateNumber(actors[i]));
    cJSON_AddItemToObject(j, "actors", who);
    cJSON_AddNumberToObject(j, "stack_left", carc_stack_left(g)); /* how high the stack is, as everyone sees */
    free(actors);
    return j;
}

/* ---- the other way: a game from a view ---- */

static bool holds_mask(const cJSON *j)
{
    if (cJSON_IsString(j))
        return strcmp(j->valuestring, "?") == 0;
    const cJSON *c;
    cJSON_ArrayForEach(c, j) if (holds_mask(c)) return true;
    return false;
}

/* A game of the view's setup without what is hidden (the keys that hold a "?", and the stack): what the
 * supply holds, and the modules' things laid at random. */
static carc_game *probe_game(const carc_rules *R, const cJSON *setup, carc_err *err)
{
    cJSON *ps = cJSON_Duplicate(setup, true);
    cJSON_DeleteItemFromObject(ps, "draw");
    for (cJSON *c = ps ? ps->child : NULL, *next; c; c = next) {
        next = c->next;
        if (holds_mask(c))
            cJSON_Delete(cJSON_DetachItemViaPointer(ps, c));
    }
    carc_setup s;
    int draw[CARC_MAX_TILES];
    carc_game *probe = ps && carc_setup_from_json(R, ps, &s, draw, err) ? carc_game_new(R, &s, err) : NULL;
    cJSON_Delete(ps);
    return probe;
}

/* The tiles the seat has not seen: the probe's stack and the tiles its modules hold, less those drawn. A
 * supply filled up at random (a map's) may have held tiles the probe's did not: others give way to them. */
static bool unseen_tiles(const carc_rules *R, const carc_game *probe, const cJSON *draw, int *unseen, carc_err *err)
{
    int held[CARC_MAX_TILES];
    for (int i = 0; i < probe->ninitial_stack; i++)
        unseen[probe->initial_stack[i]]++;
    for (int m = 0; m < probe->nmods; m++)
        if (probe->mods[m]->tiles_held)
            for (int k = probe->mods[m]->tiles_held(probe, probe->mod_state[m], held, CARC_MAX_TILES) - 1; k >= 0; k--)
                unseen[held[k]]++;
    const cJSON *d;
    cJSON_ArrayForEach(d, draw)
    {
        int t = cJSON_IsString(d) ? carc_rules_tile_find(R, d->valuestring) : -1;
        if (t < 0)
            return !carc_err_set(err, CARC_E_FORMAT, "setup.draw: \"%s\" is not a tile of this game's expansions",
                                 cJSON_IsString(d) ? d->valuestring : "(not a string)");
        unseen[t]--;
    }
    return true;
}

/* After the modules took theirs: tiles seen that the probe's supply did not hold take the place of others. */
static bool balance_unseen(const carc_rules *R, int *unseen, carc_err *err)
{
    int total = 0;
    for (int t = 0; t < R->ntypes; t++)
        total += unseen[t];
    if (total < 0)
        return !carc_err_set(err, CARC_E_FORMAT, "the view shows more tiles than this game's supply holds");
    for (int t = 0, u = 0; t < R->ntypes; t++)
        for (; unseen[t] < 0; unseen[t]++, unseen[u]--)
            while (unseen[u] <= 0)
                u++;
    return true;
}

/* The view's actions up to `upto` applied, each "?" filled by its module first. */
static bool replay_view(carc_game *g, cJSON *view, int upto, carc_err *err)
{
    cJSON *actions = cJSON_GetObjectItemCaseSensitive(view, "actions");
    int n = cJSON_GetArraySize(actions);
    if (upto < 0 || upto > n)
        upto = n;
    for (int i = 0; i < upto; i++) {
        cJSON *ja = cJSON_GetArrayItem(actions, i);
        for (int m = 0; m < g->nmods && holds_mask(ja); m++)
            if (g->mods[m]->unmask_action && !g->mods[m]->unmask_action(g, g->mod_state[m], view, i, err))
                return false;
        carc_action a;
        if (!carc_action_from_json(&a, ja, err) || carc_game_apply(g, &a, err) != CARC_OK) {
            carc_err_wrap(err, "actions[%s]: %s", CARC_ERR_INT(i));
            return false;
        }
    }
    if (upto == n && cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(view, "end")))
        carc_game_end_now(g);
    return true;
}

carc_game *carc_game_from_view(const carc_rules *R, const cJSON *view, int upto, carc_err *err)
{
    cJSON *v = cJSON_Duplicate(view, true);
    cJSON *setup = cJSON_GetObjectItemCaseSensitive(v, "setup");
    cJSON *draw = cJSON_GetObjectItemCaseSensitive(setup, "draw");
    carc_game *probe = NULL, *g = NULL;
    int *unseen = calloc((size_t)CARC_MAX_TILES, sizeof *unseen);
    if (!cJSON_IsObject(setup) || !cJSON_IsArray(draw) || !cJSON_IsArray(cJSON_GetObjectItemCaseSensitive(v, "actions"))) {
        carc_err_set(err, CARC_E_FORMAT, "a view needs \"setup\" with \"draw\", and \"actions\"");
    } else if (unseen && (probe = probe_game(R, setup, err)) && unseen_tiles(R, probe, draw, unseen, err)) {
        bool ok = true;
        for (int m = 0; m < probe->nmods && ok; m++)
            if (probe->mods[m]->unmask_setup)
                ok = probe->mods[m]->unmask_setup(probe, probe->mod_state[m], setup, unseen, err);
        ok = ok && balance_unseen(R, unseen, err);
        /* as many as the stack holds: a supply made at random (a map's start tiles and fill) may hold
         * more than the probe's */
        const cJSON *left = cJSON_GetObjectItemCaseSensitive(v, "stack_left");
        int want = cJSON_IsNumber(left) ? left->valueint : CARC_MAX_TILES, rest[CARC_MAX_TILES], nrest = 0;
        for (int t = 0; t < R->ntypes && ok && want > 0; t++)
            for (; unseen[t] > 0 && want > 0 && nrest < CARC_MAX_TILES; unseen[t]--, want--)
                rest[nrest++] = t;
        carc_stack_group_sort(probe, rest, nrest); /* in the groups the host's stack keeps */
        for (int i = 0; i < nrest; i++)
            cJSON_AddItemToArray(draw, cJSON_CreateString(carc_rules_tile_id(R, rest[i])));
        if (ok && want > 0 && want < CARC_MAX_TILES)
            ok = !carc_err_set(err, CARC_E_FORMAT, "stack_left: more tiles than this game's supply holds");
        carc_setup s;
        int tiles[CARC_MAX_TILES];
        if (ok && carc_setup_from_json(R, setup, &s, tiles, err) && (g = carc_game_new(R, &s, err)) && !replay_view(g, v, upto, err)) {
            carc_game_free(g);
            g = NULL;
        }
    }
    if (!g)
        carc_err_wrap(err, "view: %s");
    if (probe)
        carc_game_free(probe);
    free(unseen);
    cJSON_Delete(v);
    return g;
}

/* ---- taking back a step that showed nothing ---- */

/* v without its last action: what the view was before it, if the action revealed nothing. */
static void drop_last_action(cJSON *v)
{
    static const char *const lists[] = {"actions", "actors"};
    for (int i = 0; i < 2; i++) {
        cJSON *a = cJSON_GetObjectItemCaseSensitive(v, lists[i]);
        if (cJSON_GetArraySize(a) > 0)
            cJSON_DeleteItemFromArray(a, cJSON_GetArraySize(a) - 1);
    }
}

carc_game *carc_game_before(const carc_game *g, int n, carc_err *err)
{
    if (n < 0 || n > g->nlog) {
        char have[16], want[16];
        snprintf(have, sizeof have, "%d", g->nlog);
        snprintf(want, sizeof want, "%d", n);
        return carc_err_set(err, CARC_E_PHASE, "take back: the game has %s actions, not %s", have, want), NULL;
    }
    cJSON *save = carc_game_save_json(g);
    cJSON *acts = cJSON_GetObjectItemCaseSensitive(save, "actions");
    while (cJSON_GetArraySize(acts) > n)
        cJSON_DeleteItemFromArray(acts, cJSON_GetArraySize(acts) - 1);
    char *text = cJSON_PrintUnformatted(save);
    cJSON_Delete(save);
    carc_replay r;
    memset(&r, 0, sizeof r);
    bool ok = text && carc_replay_text(g->rules, text, "take back", &r) && r.failed_action < 0;
    free(text);
    if (!ok) {
        if (r.game)
            carc_game_free(r.game);
        *err = r.err;
        return NULL;
    }
    return r.game;
}

carc_game *carc_game_take_back(const carc_game *g, carc_err *err)
{
    if (g->nlog == 0 || carc_game_over(g))
        return carc_err_set(err, CARC_E_PHASE, "take back: no action of this turn to take back"), NULL;
    carc_game *b = carc_game_before(g, g->nlog - 1, err);
    if (!b)
        return NULL;
    if (carc_game_turn(b) != carc_game_turn(g) || carc_game_current_player(b) != carc_game_current_player(g)) {
        carc_game_free(b);
        return carc_err_set(err, CARC_E_PHASE, "take back: the action ended the turn"), NULL;
    }
    for (int v = -1; v < g->nplayers && b; v++) {
        cJSON *after = carc_game_view_json(g, v), *before = carc_game_view_json(b, v);
        drop_last_action(after);
        if (!cJSON_Compare(after, before, true)) {
            carc_game_free(b);
            b = NULL;
            carc_err_set(err, CARC_E_PHASE, "take back: the action showed what was hidden");
        }
        cJSON_Delete(after);
        cJSON_Delete(before);
    }
    return b;
}
