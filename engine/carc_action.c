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

static bool get_int(const cJSON *j, const char *key, int *out, carc_err *err)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, key);
    if (!v) return true;
    if (!cJSON_IsNumber(v) || v->valuedouble != (double)v->valueint) {
        snprintf(err->msg, sizeof err->msg, "\"%s\" must be a whole number", key);
        return false;
    }
    *out = v->valueint;
    return true;
}

static bool get_str(const cJSON *j, const char *key, char *out, size_t size, carc_err *err)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, key);
    if (!v) return true;
    if (!cJSON_IsString(v) || strlen(v->valuestring) >= size) {
        snprintf(err->msg, sizeof err->msg, "\"%s\" must be a short string", key);
        return false;
    }
    snprintf(out, size, "%s", v->valuestring);
    return true;
}

bool carc_action_from_json(carc_action *a, const cJSON *j, carc_err *err)
{
    err->code = CARC_E_FORMAT;
    const cJSON *act = cJSON_GetObjectItemCaseSensitive(j, "act");
    if (!cJSON_IsObject(j) || !cJSON_IsString(act) || strlen(act->valuestring) >= sizeof a->act) {
        snprintf(err->msg, sizeof err->msg, "an action must be an object with a string \"act\"");
        return false;
    }
    carc_action_named(a, act->valuestring);
    a->x = a->y = INT32_MIN;
    if (!get_int(j, "x", &a->x, err) || !get_int(j, "y", &a->y, err)) return false;
    if ((a->x == INT32_MIN) != (a->y == INT32_MIN)) {
        snprintf(err->msg, sizeof err->msg, "\"x\" and \"y\" go together");
        return false;
    }
    if (a->x != INT32_MIN) a->has |= CARC_AF_XY;
    else a->x = a->y = 0;
    if (cJSON_GetObjectItemCaseSensitive(j, "rot")) {
        if (!get_int(j, "rot", &a->rot, err)) return false;
        a->has |= CARC_AF_ROT;
    }
    const cJSON *at = cJSON_GetObjectItemCaseSensitive(j, "at");
    if (at) {
        a->at = cJSON_IsString(at) ? carc_loc_parse(at->valuestring) : -1;
        if (a->at < 0) {
            snprintf(err->msg, sizeof err->msg, "\"at\" must be a location (N, E, S, W, NNW ... WNW, C)");
            err->code = CARC_E_ILLEGAL; /* well-formed JSON naming a place that does not exist */
            return false;
        }
        a->has |= CARC_AF_AT;
    }
    if (!get_str(j, "chip", a->chip, sizeof a->chip, err) || !get_str(j, "color", a->color, sizeof a->color, err) ||
        !get_str(j, "to", a->to, sizeof a->to, err))
        return false;
    if (a->chip[0]) a->has |= CARC_AF_CHIP;
    if (a->color[0]) a->has |= CARC_AF_COLOR;
    if (a->to[0]) a->has |= CARC_AF_TO;
    if (cJSON_GetObjectItemCaseSensitive(j, "stack")) {
        if (!get_int(j, "stack", &a->stack, err)) return false;
        a->has |= CARC_AF_STACK;
    }
    const cJSON *chips = cJSON_GetObjectItemCaseSensitive(j, "chips"), *c;
    if (chips) {
        if (!cJSON_IsArray(chips) || cJSON_GetArraySize(chips) > 4) {
            snprintf(err->msg, sizeof err->msg, "\"chips\" must be a list of at most 4 numbers");
            return false;
        }
        cJSON_ArrayForEach(c, chips) {
            if (!cJSON_IsNumber(c)) {
                snprintf(err->msg, sizeof err->msg, "\"chips\" must be a list of numbers");
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
