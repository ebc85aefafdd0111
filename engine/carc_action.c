/* Actions: constructors, the growable list, and the JSON form of the scenario format. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc_internal.h"

/* Templates make constructing an action a plain struct copy: legal-move generation builds many. */
static const carc_action tile_template = {.kind = CARC_ACT_TILE, .act = "tile", .has = CARC_AF_XY | CARC_AF_ROT, .at = -1};
static const carc_action meeple_template = {.kind = CARC_ACT_MEEPLE, .act = "meeple", .has = CARC_AF_AT, .at = -1};
static const carc_action pass_template = {.kind = CARC_ACT_PASS, .act = "pass", .at = -1};

void carc_action_tile(carc_action *a, int x, int y, int rot)
{
    /* the hottest constructor: set only what a tile action uses (fields outside `has` are unspecified) */
    a->kind = CARC_ACT_TILE;
    memcpy(a->act, "tile", 5);
    a->has = tile_template.has;
    a->at = -1;
    a->x = x;
    a->y = y;
    a->rot = rot;
}

void carc_action_meeple(carc_action *a, int at)
{
    *a = meeple_template;
    a->at = at;
}

void carc_action_pass(carc_action *a) { *a = pass_template; }

void carc_action_named(carc_action *a, const char *act)
{
    if (strcmp(act, "tile") == 0) *a = tile_template;
    else if (strcmp(act, "meeple") == 0) *a = meeple_template;
    else if (strcmp(act, "pass") == 0) *a = pass_template;
    else {
        *a = pass_template;
        a->kind = CARC_ACT_OTHER;
        snprintf(a->act, sizeof a->act, "%s", act);
    }
    a->has = 0;
}

void carc_action_list_reserve(carc_action_list *l, int n)
{
    if (n <= l->cap) return;
    int cap = l->cap ? l->cap : 64;
    while (cap < n) cap *= 2;
    carc_action *nv = realloc(l->v, (size_t)cap * sizeof *nv);
    if (!nv) abort();
    l->v = nv;
    l->cap = cap;
}

carc_action *carc_action_list_push(carc_action_list *l)
{
    if (l->n == l->cap) carc_action_list_reserve(l, l->n + 1);
    return &l->v[l->n++];
}

void carc_action_list_free(carc_action_list *l)
{
    free(l->v);
    memset(l, 0, sizeof *l);
}

/* ---- validation: what an action may carry (DESIGN.md: an invalid action changes nothing) ---- */

/* The core's actions; modules declare theirs in their table. Index = enum carc_act_kind. */
static const carc_action_spec core_actions[] = {
    {"tile", CARC_AF_XY | CARC_AF_ROT, 0},
    {"meeple", CARC_AF_AT, CARC_AF_XY},
    {"pass", 0, 0},
    {NULL, 0, 0},
};
static const char *const field_names[] = {"x\", \"y", "rot", "at", "chip", "color", "stack", "to", "chips"};
#define ALL_FIELDS ((1u << (sizeof field_names / sizeof field_names[0])) - 1)
/* Numbers a module reads (stack, chip values) stay small, so no sum of them can overflow. */
#define MAX_ACTION_NUMBER 99

/* key: a template (marked CARC_N_) taking the action's name, then the list of the fields named. */
static int refuse(carc_err *err, const char *act, const char *key, unsigned fields)
{
    char names[96] = "";
    for (unsigned f = 0; f < sizeof field_names / sizeof field_names[0]; f++)
        if (fields & (1u << f))
            snprintf(names + strlen(names), sizeof names - strlen(names), "%s\"%s\"", names[0] ? ", " : "", field_names[f]);
    return carc_err_set(err, CARC_E_ILLEGAL, key, act, names);
}

static const carc_action_spec *find_spec(const carc_game *g, const char *act, int *kind)
{
    for (int k = 0; core_actions[k].act; k++)
        if (strcmp(core_actions[k].act, act) == 0) {
            *kind = k;
            return &core_actions[k];
        }
    *kind = CARC_ACT_OTHER;
    for (int i = 0; i < g->nmods; i++)
        for (const carc_action_spec *s = g->mods[i]->actions; s && s->act; s++)
            if (strcmp(s->act, act) == 0) return s;
    return NULL;
}

/* The usual case without a library call (search applies many actions): a core action named as its
 * kind says. The compare stops at the end of the core name, so it never reads past a->act. */
static bool core_named(const carc_action *a)
{
    if (a->kind < 0 || a->kind >= CARC_ACT_OTHER) return false;
    const char *n = core_actions[a->kind].act, *s = a->act;
    while (*n && *n == *s) n++, s++;
    return *n == *s;
}

/* A label (chip face, colour, destination): a non-empty, terminated string of printable characters. */
static bool good_label(const char *s, size_t size)
{
    if (!memchr(s, 0, size) || !s[0]) return false;
    for (; *s; s++)
        if ((unsigned char)*s < 0x20 || *s == 0x7f) return false;
    return true;
}

int carc_action_check(const carc_game *g, const carc_action *a, carc_err *err)
{
    int kind = a->kind;
    const carc_action_spec *spec = core_named(a) ? &core_actions[kind]
                                   : memchr(a->act, 0, sizeof a->act) ? find_spec(g, a->act, &kind) : NULL;
    if (!spec || a->kind != kind)
        return carc_err_set(err, CARC_E_ILLEGAL, "unknown action \"%s\" (kind %s): not an action of this game's rules",
                            memchr(a->act, 0, sizeof a->act) ? a->act : "?", CARC_ERR_INT(a->kind));
    unsigned allowed = spec->required | spec->optional;
    if (a->has & ~ALL_FIELDS) return refuse(err, a->act, CARC_N_("\"%s\" carries an unknown field besides %s"), a->has & ALL_FIELDS);
    if (a->has & ~allowed) return refuse(err, a->act, CARC_N_("\"%s\" does not take %s"), a->has & ~allowed);
    if (~a->has & spec->required) return refuse(err, a->act, CARC_N_("\"%s\" needs %s"), ~a->has & spec->required);
    bool ok = true;
    if (a->has & CARC_AF_XY) ok = carc_on_grid(a->x, a->y);
    if (!ok) return refuse(err, a->act, CARC_N_("\"%s\" is off the board at %s"), CARC_AF_XY);
    if ((a->has & CARC_AF_ROT) && (a->rot < 0 || a->rot > 3))
        return refuse(err, a->act, CARC_N_("\"%s\" must have 0-3 in %s"), CARC_AF_ROT);
    if ((a->has & CARC_AF_AT) && (a->at < 0 || a->at >= CARC_NLOC))
        return refuse(err, a->act, CARC_N_("\"%s\" has no location in %s"), CARC_AF_AT);
    if ((a->has & CARC_AF_CHIP) && !good_label(a->chip, sizeof a->chip))
        return refuse(err, a->act, CARC_N_("\"%s\" has a bad %s"), CARC_AF_CHIP);
    if ((a->has & CARC_AF_COLOR) && !good_label(a->color, sizeof a->color))
        return refuse(err, a->act, CARC_N_("\"%s\" has a bad %s"), CARC_AF_COLOR);
    if ((a->has & CARC_AF_TO) && !good_label(a->to, sizeof a->to))
        return refuse(err, a->act, CARC_N_("\"%s\" has a bad %s"), CARC_AF_TO);
    if ((a->has & CARC_AF_STACK) && (a->stack < 0 || a->stack > MAX_ACTION_NUMBER))
        return refuse(err, a->act, CARC_N_("\"%s\" must have 0-99 in %s"), CARC_AF_STACK);
    if (a->has & CARC_AF_CHIPS) {
        ok = a->nchips >= 1 && a->nchips <= (int)(sizeof a->chips / sizeof a->chips[0]);
        for (int i = 0; ok && i < a->nchips; i++) ok = a->chips[i] >= 0 && a->chips[i] <= MAX_ACTION_NUMBER;
        if (!ok) return refuse(err, a->act, CARC_N_("\"%s\" must list 1 to 4 numbers from 0 to 99 in %s"), CARC_AF_CHIPS);
    }
    err->code = CARC_OK;
    return CARC_OK;
}

/* ---- JSON ---- */

static bool get_int(const cJSON *j, const char *key, int *out, carc_err *err)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, key);
    if (!v) return true;
    if (!cJSON_IsNumber(v) || v->valuedouble != (double)v->valueint) {
        carc_err_set(err, CARC_E_FORMAT, "\"%s\" must be a whole number", key);
        return false;
    }
    *out = v->valueint;
    return true;
}

/* A present string key sets its flag even when empty, so that the check refuses it instead of the
 * key silently vanishing. */
static bool get_str(const cJSON *j, const char *key, char *out, size_t size, unsigned flag, unsigned *has, carc_err *err)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, key);
    if (!v) return true;
    if (!cJSON_IsString(v) || strlen(v->valuestring) >= size) {
        carc_err_set(err, CARC_E_FORMAT, "\"%s\" must be a short string", key);
        return false;
    }
    snprintf(out, size, "%s", v->valuestring);
    *has |= flag;
    return true;
}

/* Keys of the JSON form; anything else in an action is refused rather than dropped on saving. */
static const char *const action_keys[] = {"act", "x", "y", "rot", "at", "chip", "color", "to", "stack", "chips"};

bool carc_action_from_json(carc_action *a, const cJSON *j, carc_err *err)
{
    const cJSON *act = cJSON_GetObjectItemCaseSensitive(j, "act"), *k;
    if (!cJSON_IsObject(j) || !cJSON_IsString(act) || strlen(act->valuestring) >= sizeof a->act) {
        carc_err_set(err, CARC_E_FORMAT, "an action must be an object with a string \"act\"");
        return false;
    }
    cJSON_ArrayForEach(k, j) {
        size_t i = 0;
        while (i < sizeof action_keys / sizeof action_keys[0] && strcmp(action_keys[i], k->string) != 0) i++;
        if (i == sizeof action_keys / sizeof action_keys[0]) {
            carc_err_set(err, CARC_E_FORMAT, "an action has no key \"%s\"", k->string);
            return false;
        }
    }
    carc_action_named(a, act->valuestring);
    bool has_x = cJSON_GetObjectItemCaseSensitive(j, "x"), has_y = cJSON_GetObjectItemCaseSensitive(j, "y");
    if (has_x != has_y) {
        carc_err_set(err, CARC_E_FORMAT, "\"x\" and \"y\" go together");
        return false;
    }
    a->x = a->y = 0;
    if (!get_int(j, "x", &a->x, err) || !get_int(j, "y", &a->y, err)) return false;
    if (has_x) a->has |= CARC_AF_XY;
    if (cJSON_GetObjectItemCaseSensitive(j, "rot")) {
        if (!get_int(j, "rot", &a->rot, err)) return false;
        a->has |= CARC_AF_ROT;
    }
    const cJSON *at = cJSON_GetObjectItemCaseSensitive(j, "at");
    if (at) {
        a->at = cJSON_IsString(at) ? carc_loc_parse(at->valuestring) : -1;
        if (a->at < 0) {
            /* well-formed JSON naming a place that does not exist */
            carc_err_set(err, CARC_E_ILLEGAL, "\"at\" must be a location (N, E, S, W, NNW ... WNW, C)");
            return false;
        }
        a->has |= CARC_AF_AT;
    }
    if (!get_str(j, "chip", a->chip, sizeof a->chip, CARC_AF_CHIP, &a->has, err) ||
        !get_str(j, "color", a->color, sizeof a->color, CARC_AF_COLOR, &a->has, err) ||
        !get_str(j, "to", a->to, sizeof a->to, CARC_AF_TO, &a->has, err))
        return false;
    if (cJSON_GetObjectItemCaseSensitive(j, "stack")) {
        if (!get_int(j, "stack", &a->stack, err)) return false;
        a->has |= CARC_AF_STACK;
    }
    const cJSON *chips = cJSON_GetObjectItemCaseSensitive(j, "chips"), *c;
    if (chips) {
        if (!cJSON_IsArray(chips) || cJSON_GetArraySize(chips) > 4) {
            carc_err_set(err, CARC_E_FORMAT, "\"chips\" must be a list of at most 4 numbers");
            return false;
        }
        a->nchips = 0;
        cJSON_ArrayForEach(c, chips) {
            if (!cJSON_IsNumber(c) || c->valuedouble != (double)c->valueint) {
                carc_err_set(err, CARC_E_FORMAT, "\"chips\" must be a list of whole numbers");
                return false;
            }
            a->chips[a->nchips++] = c->valueint;
        }
        a->has |= CARC_AF_CHIPS;
    }
    err->code = CARC_OK;
    return true;
}

cJSON *carc_action_to_json(const carc_action *a)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "act", a->act);
    if (a->has & CARC_AF_XY) {
        cJSON_AddNumberToObject(j, "x", a->x);
        cJSON_AddNumberToObject(j, "y", a->y);
    }
    if (a->has & CARC_AF_ROT) cJSON_AddNumberToObject(j, "rot", a->rot);
    if (a->has & CARC_AF_AT) cJSON_AddStringToObject(j, "at", carc_loc_name(a->at));
    if (a->has & CARC_AF_CHIP) cJSON_AddStringToObject(j, "chip", a->chip);
    if (a->has & CARC_AF_COLOR) cJSON_AddStringToObject(j, "color", a->color);
    if (a->has & CARC_AF_TO) cJSON_AddStringToObject(j, "to", a->to);
    if (a->has & CARC_AF_STACK) cJSON_AddNumberToObject(j, "stack", a->stack);
    if (a->has & CARC_AF_CHIPS) {
        cJSON *c = cJSON_AddArrayToObject(j, "chips");
        for (int i = 0; i < a->nchips; i++) cJSON_AddItemToArray(c, cJSON_CreateNumber(a->chips[i]));
    }
    return j;
}
