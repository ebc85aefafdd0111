/* SPDX-License-Identifier: GPL-3.0-or-later */
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
    a->nfields = 0;
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

void carc_action_pass(carc_action *a)
{
    *a = pass_template;
}

void carc_action_named(carc_action *a, const char *act)
{
    if (strcmp(act, "tile") == 0)
        *a = tile_template;
    else if (strcmp(act, "meeple") == 0)
        *a = meeple_template;
    else if (strcmp(act, "pass") == 0)
        *a = pass_template;
    else {
        *a = pass_template;
        a->kind = CARC_ACT_OTHER;
        snprintf(a->act, sizeof a->act, "%s", act);
    }
    a->has = 0;
}

void carc_action_list_reserve(carc_action_list *l, int n)
{
    if (n <= l->cap)
        return;
    int cap = l->cap ? l->cap : 64;
    while (cap < n)
        cap *= 2;
    carc_action *nv = realloc(l->v, (size_t)cap * sizeof *nv);
    if (!nv)
        abort();
    l->v = nv;
    l->cap = cap;
}

carc_action *carc_action_list_push(carc_action_list *l)
{
    if (l->n == l->cap)
        carc_action_list_reserve(l, l->n + 1);
    return &l->v[l->n++];
}

void carc_action_list_free(carc_action_list *l)
{
    free(l->v);
    memset(l, 0, sizeof *l);
}

/* ---- module fields ---- */

static carc_act_value *find_field(const carc_action *a, const char *key)
{
    for (int i = 0; i < a->nfields && i < CARC_ACT_FIELDS; i++)
        if (strncmp(a->field[i].key, key, sizeof a->field[i].key) == 0)
            return (carc_act_value *)&a->field[i];
    return NULL;
}

const char *carc_action_label(const carc_action *a, const char *key)
{
    const carc_act_value *f = find_field(a, key);
    return f && f->type == CARC_FT_LABEL ? f->label : NULL;
}

bool carc_action_number(const carc_action *a, const char *key, int *out)
{
    const carc_act_value *f = find_field(a, key);
    if (!f || f->type != CARC_FT_NUMBER)
        return false;
    *out = f->v[0];
    return true;
}

int carc_action_numbers(const carc_action *a, const char *key, int *out, int max)
{
    const carc_act_value *f = find_field(a, key);
    if (!f || f->type != CARC_FT_NUMBERS)
        return -1;
    for (int i = 0; i < f->n && i < max; i++)
        out[i] = f->v[i];
    return f->n;
}

/* The field of that name, emptied (a new one after the others), or NULL when there is no room. */
static carc_act_value *new_field(carc_action *a, const char *key, int type)
{
    if (strlen(key) >= CARC_FIELD_KEY)
        return NULL;
    carc_act_value *f = find_field(a, key);
    if (!f) {
        if (a->nfields < 0 || a->nfields >= CARC_ACT_FIELDS)
            return NULL;
        f = &a->field[a->nfields++];
    }
    memset(f, 0, sizeof *f);
    memcpy(f->key, key, strlen(key) + 1);
    f->type = (unsigned char)type;
    return f;
}

bool carc_action_set_label(carc_action *a, const char *key, const char *label)
{
    if (strlen(label) >= sizeof a->field[0].label)
        return false;
    carc_act_value *f = new_field(a, key, CARC_FT_LABEL);
    if (f)
        memcpy(f->label, label, strlen(label) + 1);
    return f;
}

bool carc_action_set_number(carc_action *a, const char *key, int v)
{
    carc_act_value *f = new_field(a, key, CARC_FT_NUMBER);
    if (!f)
        return false;
    f->n = 1;
    f->v[0] = v;
    return true;
}

bool carc_action_set_numbers(carc_action *a, const char *key, const int *v, int n)
{
    if (n < 0 || n > CARC_FIELD_VALUES)
        return false;
    carc_act_value *f = new_field(a, key, CARC_FT_NUMBERS);
    if (!f)
        return false;
    f->n = (unsigned char)n;
    memcpy(f->v, v, (size_t)n * sizeof *v);
    return true;
}

static bool same_value(const carc_act_value *x, const carc_act_value *y)
{
    if (x->type != y->type)
        return false;
    if (x->type == CARC_FT_LABEL)
        return strncmp(x->label, y->label, sizeof x->label) == 0;
    return x->n == y->n && memcmp(x->v, y->v, (size_t)x->n * sizeof x->v[0]) == 0;
}

bool carc_action_equal(const carc_action *a, const carc_action *b)
{
    if (a->kind != b->kind || a->has != b->has || strncmp(a->act, b->act, sizeof a->act) != 0 || a->nfields != b->nfields)
        return false;
    unsigned h = a->has;
    if ((h & CARC_AF_XY) && (a->x != b->x || a->y != b->y))
        return false;
    if ((h & CARC_AF_ROT) && a->rot != b->rot)
        return false;
    if ((h & CARC_AF_AT) && a->at != b->at)
        return false;
    if ((h & CARC_AF_FIGURE) && strncmp(a->figure, b->figure, sizeof a->figure) != 0)
        return false;
    for (int i = 0; i < a->nfields && i < CARC_ACT_FIELDS; i++) {
        const carc_act_value *o = find_field(b, a->field[i].key);
        if (!o || !same_value(&a->field[i], o))
            return false;
    }
    return true;
}

/* ---- validation: what an action may carry (DESIGN.md: an invalid action changes nothing) ---- */

/* The core's actions; modules declare theirs in their table. Index = enum carc_act_kind. */
static const carc_action_spec core_actions[] = {
    {.act = "tile", .required = CARC_AF_XY | CARC_AF_ROT},
    {.act = "meeple", .required = CARC_AF_AT, .optional = CARC_AF_XY | CARC_AF_FIGURE},
    {.act = "pass"},
    {.act = NULL},
};
static const char *const field_names[] = {"x\", \"y", "rot", "at", "figure"};
#define ALL_FIELDS ((1u << (sizeof field_names / sizeof field_names[0])) - 1)
/* Numbers a module reads (stack, chip values) stay small, so no sum of them can overflow. */
#define MAX_ACTION_NUMBER 99

/* key: a template (marked CARC_N_) taking the action's name, then the list of the fields named: the
 * core's in `fields`, else the module field `key`. */
static int refuse(carc_err *err, const char *act, const char *key, unsigned fields, const char *field)
{
    char names[96] = "";
    for (unsigned f = 0; f < sizeof field_names / sizeof field_names[0]; f++)
        if (fields & (1u << f))
            snprintf(names + strlen(names), sizeof names - strlen(names), "%s\"%s\"", names[0] ? ", " : "", field_names[f]);
    if (field)
        snprintf(names, sizeof names, "\"%.*s\"", CARC_FIELD_KEY - 1, field);
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
            if (strcmp(s->act, act) == 0)
                return s;
    return NULL;
}

/* The usual case without a library call (search applies many actions): a core action named as its
 * kind says. The compare stops at the end of the core name, so it never reads past a->act. */
static bool core_named(const carc_action *a)
{
    if (a->kind < 0 || a->kind >= CARC_ACT_OTHER)
        return false;
    const char *n = core_actions[a->kind].act, *s = a->act;
    while (*n && *n == *s)
        n++, s++;
    return *n == *s;
}

/* A label (chip face, colour, destination, figure): a non-empty, terminated string of printable characters. */
static bool good_label(const char *s, size_t size)
{
    if (!memchr(s, 0, size) || !s[0])
        return false;
    for (; *s; s++)
        if ((unsigned char)*s < 0x20 || *s == 0x7f)
            return false;
    return true;
}

static const carc_field_spec *field_spec(const carc_action_spec *spec, const char *key)
{
    for (int i = 0; i < CARC_ACT_FIELDS && spec->fields[i].key; i++)
        if (strcmp(spec->fields[i].key, key) == 0)
            return &spec->fields[i];
    return NULL;
}

/* The module fields against the action's spec: each declared with its type, the required ones there. */
static int check_fields(const carc_action *a, const carc_action_spec *spec, carc_err *err)
{
    if (a->nfields < 0 || a->nfields > CARC_ACT_FIELDS)
        return carc_err_set(err, CARC_E_ILLEGAL, "\"%s\" carries more than %s fields of its own", a->act, CARC_ERR_INT(CARC_ACT_FIELDS));
    for (int i = 0; i < a->nfields; i++) {
        const carc_act_value *f = &a->field[i];
        if (!memchr(f->key, 0, sizeof f->key) || !f->key[0])
            return carc_err_set(err, CARC_E_ILLEGAL, "\"%s\" carries a field without a name", a->act);
        const carc_field_spec *fs = field_spec(spec, f->key);
        if (!fs || fs->type != f->type)
            return refuse(err, a->act, CARC_N_("\"%s\" does not take %s"), 0, f->key);
        for (int k = 0; k < i; k++)
            if (strcmp(a->field[k].key, f->key) == 0)
                return refuse(err, a->act, CARC_N_("\"%s\" carries %s twice"), 0, f->key);
        bool ok = true;
        if (f->type == CARC_FT_LABEL)
            ok = good_label(f->label, sizeof f->label);
        if (!ok)
            return refuse(err, a->act, CARC_N_("\"%s\" has a bad %s"), 0, f->key);
        int n = f->type == CARC_FT_NUMBER ? 1 : f->type == CARC_FT_NUMBERS ? f->n : 0;
        ok = f->type != CARC_FT_NUMBERS || (f->n >= 1 && f->n <= CARC_FIELD_VALUES);
        for (int k = 0; ok && k < n; k++)
            ok = f->v[k] >= 0 && f->v[k] <= MAX_ACTION_NUMBER;
        if (!ok && f->type == CARC_FT_NUMBER)
            return refuse(err, a->act, CARC_N_("\"%s\" must have 0-99 in %s"), 0, f->key);
        if (!ok)
            return refuse(err, a->act, CARC_N_("\"%s\" must list 1 to 4 numbers from 0 to 99 in %s"), 0, f->key);
    }
    for (int i = 0; i < CARC_ACT_FIELDS && spec->fields[i].key; i++)
        if (!spec->fields[i].optional && !find_field(a, spec->fields[i].key))
            return refuse(err, a->act, CARC_N_("\"%s\" needs %s"), 0, spec->fields[i].key);
    return CARC_OK;
}

int carc_action_check(const carc_game *g, const carc_action *a, carc_err *err)
{
    int kind = a->kind;
    const carc_action_spec *spec = core_named(a)                      ? &core_actions[kind]
                                   : memchr(a->act, 0, sizeof a->act) ? find_spec(g, a->act, &kind)
                                                                      : NULL;
    if (!spec || a->kind != kind)
        return carc_err_set(err, CARC_E_ILLEGAL, "unknown action \"%s\" (kind %s): not an action of this game's rules",
                            memchr(a->act, 0, sizeof a->act) ? a->act : "?", CARC_ERR_INT(a->kind));
    unsigned allowed = spec->required | spec->optional;
    if (a->has & ~ALL_FIELDS)
        return refuse(err, a->act, CARC_N_("\"%s\" carries an unknown field besides %s"), a->has & ALL_FIELDS, NULL);
    if (a->has & ~allowed)
        return refuse(err, a->act, CARC_N_("\"%s\" does not take %s"), a->has & ~allowed, NULL);
    if (~a->has & spec->required)
        return refuse(err, a->act, CARC_N_("\"%s\" needs %s"), ~a->has & spec->required, NULL);
    bool ok = true;
    if (a->has & CARC_AF_XY)
        ok = carc_on_grid(a->x, a->y);
    if (!ok)
        return refuse(err, a->act, CARC_N_("\"%s\" is off the board at %s"), CARC_AF_XY, NULL);
    if ((a->has & CARC_AF_ROT) && (a->rot < 0 || a->rot > 3))
        return refuse(err, a->act, CARC_N_("\"%s\" must have 0-3 in %s"), CARC_AF_ROT, NULL);
    if ((a->has & CARC_AF_AT) && (a->at < 0 || a->at >= CARC_NLOC))
        return refuse(err, a->act, CARC_N_("\"%s\" has no location in %s"), CARC_AF_AT, NULL);
    if ((a->has & CARC_AF_FIGURE) && !good_label(a->figure, sizeof a->figure))
        return refuse(err, a->act, CARC_N_("\"%s\" has a bad %s"), CARC_AF_FIGURE, NULL);
    if ((a->has & CARC_AF_FIGURE) && carc_game_figure_find(g, a->figure) < 0) /* a kind an enabled module adds */
        return carc_err_set(err, CARC_E_ILLEGAL, "no figure \"%s\" in this game's rules", a->figure);
    if (a->nfields != 0 || spec->fields[0].key) {
        int r = check_fields(a, spec, err);
        if (r != CARC_OK)
            return r;
    }
    err->code = CARC_OK;
    return CARC_OK;
}

/* ---- JSON ---- */

static bool get_int(const cJSON *j, const char *key, int *out, carc_err *err)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, key);
    if (!v)
        return true;
    if (!cJSON_IsNumber(v) || v->valuedouble != (double)v->valueint) {
        carc_err_set(err, CARC_E_FORMAT, "\"%s\" must be a whole number", key);
        return false;
    }
    *out = v->valueint;
    return true;
}

/* A key some rules module declares for one of its actions (the JSON form refuses any other). */
static const carc_field_spec *declared_field(const char *key)
{
    for (int m = 0; m < carc_registry_count; m++)
        for (const carc_action_spec *s = carc_registry[m]->actions; s && s->act; s++) {
            const carc_field_spec *f = field_spec(s, key);
            if (f)
                return f;
        }
    return NULL;
}

/* A module field as its JSON value says: a string a label, a whole number a number, a list of whole
 * numbers a list. Whether the action takes it is the check's to say, with the game's rules. */
static bool get_field(carc_action *a, const cJSON *v, carc_err *err)
{
    const char *key = v->string;
    bool whole = cJSON_IsNumber(v) && v->valuedouble == (double)v->valueint, ok = true;
    if (a->nfields >= CARC_ACT_FIELDS) {
        carc_err_set(err, CARC_E_FORMAT, "an action carries at most %s fields of its own", CARC_ERR_INT(CARC_ACT_FIELDS));
        return false;
    }
    if (cJSON_IsString(v)) {
        ok = carc_action_set_label(a, key, v->valuestring);
        if (!ok)
            carc_err_set(err, CARC_E_FORMAT, "\"%s\" must be a short string", key);
    } else if (cJSON_IsNumber(v)) {
        ok = whole && carc_action_set_number(a, key, v->valueint);
        if (!ok)
            carc_err_set(err, CARC_E_FORMAT, "\"%s\" must be a whole number", key);
    } else if (cJSON_IsArray(v)) {
        int n = 0, vals[CARC_FIELD_VALUES];
        const cJSON *c;
        ok = cJSON_GetArraySize(v) <= CARC_FIELD_VALUES;
        if (!ok)
            carc_err_set(err, CARC_E_FORMAT, "\"%s\" must be a list of at most 4 numbers", key);
        cJSON_ArrayForEach(c, v)
        {
            if (!ok)
                break;
            ok = cJSON_IsNumber(c) && c->valuedouble == (double)c->valueint;
            if (!ok)
                carc_err_set(err, CARC_E_FORMAT, "\"%s\" must be a list of whole numbers", key);
            else
                vals[n++] = c->valueint;
        }
        if (ok)
            carc_action_set_numbers(a, key, vals, n);
    } else {
        ok = false;
        carc_err_set(err, CARC_E_FORMAT, "\"%s\" must be a string, a whole number or a list of them", key);
    }
    return ok;
}

static const char *const core_keys[] = {"act", "x", "y", "rot", "at", "figure"};

static bool core_key(const char *k)
{
    for (size_t i = 0; i < sizeof core_keys / sizeof core_keys[0]; i++)
        if (strcmp(core_keys[i], k) == 0)
            return true;
    return false;
}

bool carc_action_from_json(carc_action *a, const cJSON *j, carc_err *err)
{
    const cJSON *act = cJSON_GetObjectItemCaseSensitive(j, "act"), *k;
    if (!cJSON_IsObject(j) || !cJSON_IsString(act) || strlen(act->valuestring) >= sizeof a->act) {
        carc_err_set(err, CARC_E_FORMAT, "an action must be an object with a string \"act\"");
        return false;
    }
    /* anything that is not a key of the JSON form is refused rather than dropped on saving */
    cJSON_ArrayForEach(k, j) if (!core_key(k->string) && !declared_field(k->string))
    {
        carc_err_set(err, CARC_E_FORMAT, "an action has no key \"%s\"", k->string);
        return false;
    }
    carc_action_named(a, act->valuestring);
    a->nfields = 0;
    bool has_x = cJSON_GetObjectItemCaseSensitive(j, "x"), has_y = cJSON_GetObjectItemCaseSensitive(j, "y");
    if (has_x != has_y) {
        carc_err_set(err, CARC_E_FORMAT, "\"x\" and \"y\" go together");
        return false;
    }
    a->x = a->y = 0;
    if (!get_int(j, "x", &a->x, err) || !get_int(j, "y", &a->y, err))
        return false;
    if (has_x)
        a->has |= CARC_AF_XY;
    if (cJSON_GetObjectItemCaseSensitive(j, "rot")) {
        if (!get_int(j, "rot", &a->rot, err))
            return false;
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
    const cJSON *fig = cJSON_GetObjectItemCaseSensitive(j, "figure");
    if (fig) {
        if (!cJSON_IsString(fig) || strlen(fig->valuestring) >= sizeof a->figure) {
            carc_err_set(err, CARC_E_FORMAT, "\"figure\" must be a short string");
            return false;
        }
        snprintf(a->figure, sizeof a->figure, "%s", fig->valuestring);
        a->has |= CARC_AF_FIGURE;
    }
    cJSON_ArrayForEach(k, j) if (!core_key(k->string) && !get_field(a, k, err)) return false;
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
    if (a->has & CARC_AF_ROT)
        cJSON_AddNumberToObject(j, "rot", a->rot);
    if (a->has & CARC_AF_AT)
        cJSON_AddStringToObject(j, "at", carc_loc_name(a->at));
    if (a->has & CARC_AF_FIGURE)
        cJSON_AddStringToObject(j, "figure", a->figure);
    for (int i = 0; i < a->nfields && i < CARC_ACT_FIELDS; i++) {
        const carc_act_value *f = &a->field[i];
        if (f->type == CARC_FT_LABEL)
            cJSON_AddStringToObject(j, f->key, f->label);
        else if (f->type == CARC_FT_NUMBER)
            cJSON_AddNumberToObject(j, f->key, f->v[0]);
        else
            cJSON_AddItemToObject(j, f->key, cJSON_CreateIntArray(f->v, f->n));
    }
    return j;
}
