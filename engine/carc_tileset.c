/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Loading tile sets (rules/<module>/tiles.json) into tile types with per-rotation lookup tables.
 * Every malformed entry fails with a message naming the file and the tile. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc_internal.h"

static const char *const loc_names[CARC_NLOC] = {
    "NNW", "N", "NNE", "ENE", "E", "ESE", "SSE", "S", "SSW", "WSW", "W", "WNW", "C", "IN",
};
static const char *const seg_type_names[CARC_NSEGTYPES] = {"field", "road", "city", "monastery"};

const char *carc_loc_name(int loc)
{
    return loc >= 0 && loc < CARC_NLOC ? loc_names[loc] : "?";
}

int carc_loc_parse(const char *s)
{
    for (int i = 0; s && i < CARC_NLOC; i++)
        if (strcmp(s, loc_names[i]) == 0)
            return i;
    return -1;
}

const char *carc_seg_type_name(int t)
{
    return t >= 0 && t < CARC_NSEGTYPES ? seg_type_names[t] : "?";
}

static int seg_type_parse(const char *s)
{
    for (int i = 0; s && i < CARC_NSEGTYPES; i++)
        if (strcmp(s, seg_type_names[i]) == 0)
            return i;
    return -1;
}

/* A problem with tile `id` of `file`: the message (a template marked CARC_N_) inside that context. */
#define FAIL(...)                                                                                                                          \
    do {                                                                                                                                   \
        carc_err_set(err, CARC_E_FORMAT, __VA_ARGS__);                                                                                     \
        carc_err_wrap(err, "%s: tile %s: %s", file, id);                                                                                   \
        return false;                                                                                                                      \
    } while (0)

static bool parse_segments(carc_tile_type *t, const cJSON *segs, const char *file, const char *id, carc_err *err)
{
    if (!cJSON_IsArray(segs) || cJSON_GetArraySize(segs) == 0)
        FAIL(CARC_N_("\"segments\" must be a non-empty array"));
    if (cJSON_GetArraySize(segs) > CARC_MAX_SEGS)
        FAIL(CARC_N_("more than %s segments"), CARC_ERR_INT(CARC_MAX_SEGS));
    t->nseg = 0;
    const cJSON *s;
    cJSON_ArrayForEach(s, segs)
    {
        int si = t->nseg++;
        carc_seg *sg = &t->seg[si];
        memset(sg, 0, sizeof *sg);
        const cJSON *type = cJSON_GetObjectItemCaseSensitive(s, "type");
        int ty = seg_type_parse(cJSON_IsString(type) ? type->valuestring : NULL);
        if (ty < 0)
            FAIL(CARC_N_("segment %s: \"type\" must be field, road, city or monastery"), CARC_ERR_INT(si));
        sg->type = (uint8_t)ty;
        const cJSON *at = cJSON_GetObjectItemCaseSensitive(s, "at"), *l;
        if (!cJSON_IsArray(at) || cJSON_GetArraySize(at) == 0)
            FAIL(CARC_N_("segment %s: \"at\" must list locations"), CARC_ERR_INT(si));
        cJSON_ArrayForEach(l, at)
        {
            int loc = carc_loc_parse(cJSON_IsString(l) ? l->valuestring : NULL);
            if (loc < 0)
                FAIL(CARC_N_("segment %s: \"%s\" is not a location"), CARC_ERR_INT(si), cJSON_IsString(l) ? l->valuestring : "?");
            bool middle = loc < CARC_C && loc % 3 == 1;
            if (ty == CARC_MONASTERY && loc != CARC_C)
                FAIL(CARC_N_("segment %s: a monastery is at C only"), CARC_ERR_INT(si));
            if ((ty == CARC_ROAD || ty == CARC_CITY) && !middle)
                FAIL(CARC_N_("segment %s: roads and cities are named by edge middles"), CARC_ERR_INT(si));
            if (ty == CARC_FIELD && (middle || loc == CARC_C))
                FAIL(CARC_N_("segment %s: fields are named by edge halves"), CARC_ERR_INT(si));
            if (loc == CARC_IN && cJSON_GetArraySize(at) > 1)
                FAIL(CARC_N_("segment %s: a field at IN touches no edge: it has no other location"), CARC_ERR_INT(si));
            sg->locs |= (uint16_t)(1u << loc);
        }
        for (int loc = 0; loc < CARC_NLOC; loc++)
            if (sg->locs >> loc & 1) {
                sg->name_loc = (uint8_t)loc;
                break;
            }
        const cJSON *v;
        if ((v = cJSON_GetObjectItemCaseSensitive(s, "arms"))) {
            if (!cJSON_IsNumber(v) || v->valueint < 0 || v->valueint > 9 || ty != CARC_CITY)
                FAIL(CARC_N_("segment %s: bad \"arms\""), CARC_ERR_INT(si));
            sg->arms = (uint8_t)v->valueint;
        }
        if ((v = cJSON_GetObjectItemCaseSensitive(s, "cities"))) {
            if (!cJSON_IsArray(v) || ty != CARC_FIELD)
                FAIL(CARC_N_("segment %s: \"cities\" belongs to fields"), CARC_ERR_INT(si));
            const cJSON *c;
            cJSON_ArrayForEach(c, v)
            {
                if (!cJSON_IsNumber(c) || c->valueint < 0 || c->valueint >= cJSON_GetArraySize(segs))
                    FAIL(CARC_N_("segment %s: \"cities\" must hold segment indices"), CARC_ERR_INT(si));
                sg->cities |= (uint16_t)(1u << c->valueint);
            }
        }
    }
    for (int si = 0; si < t->nseg; si++) {
        for (int c = 0; c < t->nseg; c++)
            if ((t->seg[si].cities >> c & 1) && t->seg[c].type != CARC_CITY)
                FAIL(CARC_N_("segment %s: \"cities\" names segment %s, which is not a city"), CARC_ERR_INT(si), CARC_ERR_INT(c));
    }
    return true;
}

/* The kind of edge a letter of "edges" names, or -1. */
static int edge_kind(const carc_rules *R, char letter)
{
    for (int k = 0; k < R->nedges; k++)
        if (R->edge_letter[k] == letter)
            return k;
    return -1;
}

/* Fill loc_seg for rotation 0 from the segments, and check it against the edges string. */
static bool derive_locations(const carc_rules *R, carc_tile_type *t, const char *edges, const char *file, const char *id, carc_err *err)
{
    int8_t *ls = t->loc_seg[0];
    memset(ls, -1, CARC_NLOC);
    for (int si = 0; si < t->nseg; si++) {
        for (int loc = 0; loc < CARC_NLOC; loc++) {
            if (!(t->seg[si].locs >> loc & 1))
                continue;
            if (ls[loc] >= 0)
                FAIL(CARC_N_("location %s belongs to segments %s and %s"), loc_names[loc], CARC_ERR_INT(ls[loc]), CARC_ERR_INT(si));
            ls[loc] = (int8_t)si;
        }
    }
    for (int e = 0; e < 4; e++) {
        int mid = 3 * e + 1, lo = 3 * e, hi = 3 * e + 2;
        int ms = ls[mid];
        char want = edges[e];
        if (ms >= 0 && t->seg[ms].type == CARC_CITY) {
            if (want != 'C')
                FAIL(CARC_N_("edge %s is '%s' but a city touches it"), CARC_ERR_CHAR("NESW"[e]), CARC_ERR_CHAR(want));
            if (ls[lo] >= 0 || ls[hi] >= 0)
                FAIL(CARC_N_("a field touches city edge %s"), CARC_ERR_CHAR("NESW"[e]));
            ls[lo] = ls[hi] = (int8_t)ms; /* a city edge is city from corner to corner */
            t->edge[e] = CARC_EDGE_CITY;
            t->seg[ms].nedges++;
        } else if (ms >= 0) {
            if (want != 'R')
                FAIL(CARC_N_("edge %s is '%s' but a road touches it"), CARC_ERR_CHAR("NESW"[e]), CARC_ERR_CHAR(want));
            if (ls[lo] < 0 || ls[hi] < 0)
                FAIL(CARC_N_("road edge %s needs a field on both halves"), CARC_ERR_CHAR("NESW"[e]));
            t->edge[e] = CARC_EDGE_ROAD;
            t->seg[ms].nedges++;
        } else {
            int kind = edge_kind(R, want);
            if (kind < 0 || kind == CARC_EDGE_ROAD || kind == CARC_EDGE_CITY)
                FAIL(CARC_N_("edge %s is '%s' but only fields touch it"), CARC_ERR_CHAR("NESW"[e]), CARC_ERR_CHAR(want));
            if (ls[lo] < 0 || ls[hi] < 0)
                FAIL(CARC_N_("field edge %s has a half without a field"), CARC_ERR_CHAR("NESW"[e]));
            /* the middle of a field edge names nothing: fields are named by edge halves (contract); a
             * declared kind (a river) holds no figure either, and parts the fields on its halves */
            t->edge[e] = (uint8_t)kind;
        }
    }
    for (int si = 0; si < t->nseg; si++) {
        const carc_seg *sg = &t->seg[si];
        if ((sg->type == CARC_ROAD || sg->type == CARC_CITY) && sg->nedges == 0)
            FAIL(CARC_N_("segment %s touches no edge"), CARC_ERR_INT(si));
    }
    return true;
}

static void derive_rotations(carc_tile_type *t)
{
    for (int r = 0; r < 4; r++) {
        unsigned sig = 0;
        for (int e = 0; e < 4; e++)
            sig |= (unsigned)t->edge[e] << (4 * ((e + r) % 4));
        t->sig[r] = (uint16_t)sig;
        if (r == 0)
            continue;
        for (int loc = 0; loc < 12; loc++)
            t->loc_seg[r][(loc + 3 * r) % 12] = t->loc_seg[0][loc];
        t->loc_seg[r][CARC_C] = t->loc_seg[0][CARC_C];
        t->loc_seg[r][CARC_IN] = t->loc_seg[0][CARC_IN];
    }
    t->monastery = -1;
    for (int s = 0; s < t->nseg; s++)
        if (t->seg[s].type == CARC_MONASTERY)
            t->monastery = (int8_t)s;
}

/* Once every kind of edge is known: which rotations of each tile meet each requirement, so that legal
 * placements cost one lookup per square. */
static bool derive_fits(carc_rules *R)
{
    int radix = R->nedges + 1;
    R->nreq = radix * radix * radix * radix;
    for (int d = 0; d < 4; d++)
        R->req_place[d] = d ? R->req_place[d - 1] * radix : 1;
    if (!(R->fits = calloc((size_t)R->ntypes * 2, (size_t)R->nreq)))
        return false;
    for (int ty = 0; ty < R->ntypes; ty++) {
        carc_tile_type *t = &R->types[ty];
        uint8_t *fit = R->fits + (size_t)ty * (size_t)R->nreq, *nfit = fit + (size_t)R->ntypes * (size_t)R->nreq;
        for (int req = 0; req < R->nreq; req++)
            for (int r = 0; r < 4; r++) {
                bool ok = true;
                for (int d = 0, rest = req; d < 4; d++, rest /= radix) {
                    int need = rest % radix;
                    ok &= need == 0 || carc_side_edge(t->sig[r], d) == need - 1;
                }
                fit[req] |= (uint8_t)(ok << r);
                nfit[req] = (uint8_t)(nfit[req] + ok);
            }
        t->fit = fit;
        t->nfit = nfit;
    }
    return true;
}

/* Is key one the core or some module reads on a tile (segment false) or on a segment? */
static bool key_known(const char *key, const char *const *core, bool segment)
{
    for (int i = 0; core[i]; i++)
        if (strcmp(key, core[i]) == 0)
            return true;
    for (int m = 0; m < carc_registry_count; m++) {
        const char *const *keys = segment ? carc_registry[m]->segment_keys : carc_registry[m]->tile_keys;
        for (int i = 0; keys && keys[i]; i++)
            if (strcmp(key, keys[i]) == 0)
                return true;
    }
    return false;
}

/* A misspelt or unsupported key must not be ignored: the tile would play other rules than written. */
static bool check_keys(const cJSON *jt, const char *file, const char *id, carc_err *err)
{
    static const char *const tile_keys[] = {"id", "count", "edges", "segments", "like", "art", NULL};
    static const char *const segment_keys[] = {"type", "at", "arms", "cities", NULL};
    const cJSON *k, *s;
    cJSON_ArrayForEach(k, jt) if (!key_known(k->string, tile_keys, false)) FAIL(CARC_N_("unknown key \"%s\""), k->string);
    int si = 0;
    const cJSON *segs = cJSON_GetObjectItemCaseSensitive(jt, "like") ? NULL : cJSON_GetObjectItemCaseSensitive(jt, "segments");
    cJSON_ArrayForEach(s, segs)
    {
        cJSON_ArrayForEach(k, s) if (!key_known(k->string, segment_keys, true))
            FAIL(CARC_N_("segment %s: unknown key \"%s\""), CARC_ERR_INT(si), k->string);
        si++;
    }
    return true;
}

/* Each module reads its own keys into its tile data; a "like" tile starts from its model's. */
static bool parse_module_keys(carc_rules *R, const carc_tile_type *t, const cJSON *jt, int like, const char *file, const char *id,
                              carc_err *err)
{
    for (int m = 0; m < R->nmodules; m++) {
        const carc_module *mod = R->modules[m];
        if (!mod->parse_tile)
            continue;
        size_t size = mod->tile_data_size;
        unsigned char *data = R->tile_data[m];
        const void *model = like >= 0 && data ? data + (size_t)like * size : NULL;
        if (!mod->parse_tile(t, jt, model, data ? data + (size_t)R->ntypes * size : NULL, err)) {
            carc_err_wrap(err, "%s: tile %s: %s", file, id);
            return false;
        }
    }
    return true;
}

/* The drawing hints, kept as they stand for the art generator; a "like" tile without its own has its model's. */
static bool keep_art(carc_rules *R, const cJSON *jt, int like, const char *id)
{
    const cJSON *art = cJSON_GetObjectItemCaseSensitive(jt, "art");
    if (!art && like >= 0)
        art = carc_rules_tile_art(R, like);
    if (!art)
        return true;
    cJSON *copy = cJSON_Duplicate(art, true);
    if (copy && (R->art || (R->art = cJSON_CreateObject())) && cJSON_AddItemToObject(R->art, id, copy))
        return true;
    cJSON_Delete(copy);
    return false;
}

static bool parse_tile(carc_rules *R, const cJSON *jt, int module, const char *file, carc_err *err)
{
    const cJSON *jid = cJSON_GetObjectItemCaseSensitive(jt, "id");
    char idbuf[32];
    snprintf(idbuf, sizeof idbuf, "#%d", R->ntypes);
    const char *id = cJSON_IsString(jid) ? jid->valuestring : idbuf;
    if (!cJSON_IsString(jid) || !*jid->valuestring || strlen(jid->valuestring) >= sizeof R->types[0].id)
        FAIL(CARC_N_("\"id\" must be a short non-empty string"));
    if (carc_rules_tile_find(R, id) >= 0)
        FAIL(CARC_N_("duplicate id"));
    carc_tile_type *t = &R->types[R->ntypes];
    memset(t, 0, sizeof *t);
    snprintf(t->id, sizeof t->id, "%.23s", id);
    t->module = module;
    const cJSON *cnt = cJSON_GetObjectItemCaseSensitive(jt, "count");
    if (!cJSON_IsNumber(cnt) || cnt->valueint < 0 || cnt->valueint > 99)
        FAIL(CARC_N_("\"count\" must be a number 0-99"));
    t->count = cnt->valueint;

    const cJSON *like = cJSON_GetObjectItemCaseSensitive(jt, "like");
    int base = -1;
    if (like) {
        base = cJSON_IsString(like) ? carc_rules_tile_find(R, like->valuestring) : -1;
        if (base < 0)
            FAIL(CARC_N_("\"like\" must name a tile defined before it"));
        const carc_tile_type *b = &R->types[base];
        memcpy(t->edge, b->edge, sizeof t->edge);
        t->nseg = b->nseg;
        memcpy(t->seg, b->seg, sizeof t->seg);
        memcpy(t->loc_seg[0], b->loc_seg[0], sizeof t->loc_seg[0]);
    } else {
        const cJSON *edges = cJSON_GetObjectItemCaseSensitive(jt, "edges");
        if (!cJSON_IsString(edges) || strlen(edges->valuestring) != 4 || strspn(edges->valuestring, R->edge_letter) != 4)
            FAIL(CARC_N_("\"edges\" must be four letters of C, R, F or a declared kind (N, E, S, W)"));
        if (!parse_segments(t, cJSON_GetObjectItemCaseSensitive(jt, "segments"), file, id, err))
            return false;
        if (!derive_locations(R, t, edges->valuestring, file, id, err))
            return false;
    }
    derive_rotations(t);
    if (!check_keys(jt, file, id, err) || !parse_module_keys(R, t, jt, like ? base : -1, file, id, err))
        return false;
    if (!keep_art(R, jt, like ? base : -1, t->id))
        return !carc_err_set(err, CARC_E_IO, "out of memory");
    R->ntypes++;
    return true;
}

#undef FAIL

/* "edges": {"I": "river"}: kinds of edge beyond field, road and city, for this file's tiles and those
 * loaded after it. */
static bool declare_edges(carc_rules *R, const cJSON *edges, const char *file, carc_err *err)
{
    const cJSON *k;
    if (edges && !cJSON_IsObject(edges))
        return !carc_err_set(err, CARC_E_FORMAT, "%s: \"edges\" must map a letter to a name", file);
    cJSON_ArrayForEach(k, edges)
    {
        const char *name = cJSON_GetStringValue(k);
        if (strlen(k->string) != 1 || k->string[0] < 'A' || k->string[0] > 'Z' || edge_kind(R, k->string[0]) >= 0)
            return !carc_err_set(err, CARC_E_FORMAT, "%s: edges: \"%s\" must be one capital letter not used yet", file, k->string);
        if (!name || !*name || strlen(name) >= CARC_EDGE_NAME_LEN)
            return !carc_err_set(err, CARC_E_FORMAT, "%s: edges: \"%s\" needs a short name", file, k->string);
        if (R->nedges == CARC_MAX_EDGE_KINDS)
            return !carc_err_set(err, CARC_E_FORMAT, "%s: edges: more than %s kinds in all", file, CARC_ERR_INT(CARC_MAX_EDGE_KINDS));
        R->edge_letter[R->nedges] = k->string[0];
        snprintf(R->edge_name[R->nedges++], CARC_EDGE_NAME_LEN, "%s", name);
    }
    return true;
}

static bool load_module_tiles(carc_rules *R, int module, const char *path, carc_err *err)
{
    cJSON *root = carc_load_json(path, err);
    if (!root)
        return false;
    const char *file = path;
    bool ok = false;
    const cJSON *tiles = cJSON_GetObjectItemCaseSensitive(root, "tiles"), *k;
    cJSON_ArrayForEach(k, root) if (strcmp(k->string, "module") && strcmp(k->string, "tiles") && strcmp(k->string, "start") &&
                                    strcmp(k->string, "edges"))
    {
        carc_err_set(err, CARC_E_FORMAT, "%s: unknown key \"%s\"", file, k->string);
        cJSON_Delete(root);
        return false;
    }
    if (!cJSON_IsArray(tiles)) {
        carc_err_set(err, CARC_E_FORMAT, "%s: \"tiles\" must be an array", file);
    } else if (declare_edges(R, cJSON_GetObjectItemCaseSensitive(root, "edges"), file, err)) {
        ok = true;
        const cJSON *jt;
        cJSON_ArrayForEach(jt, tiles)
        {
            if (R->ntypes >= CARC_MAX_TYPES) {
                carc_err_set(err, CARC_E_FORMAT, "%s: too many tile types", file);
                ok = false;
            }
            if (!ok || !(ok = parse_tile(R, jt, module, file, err)))
                break;
        }
        const cJSON *start = cJSON_GetObjectItemCaseSensitive(root, "start");
        if (ok && start) {
            R->start_type = cJSON_IsString(start) ? carc_rules_tile_find(R, start->valuestring) : -1;
            if (R->start_type < 0) {
                carc_err_set(err, CARC_E_FORMAT, "%s: \"start\" must name one of its tiles", file);
                ok = false;
            }
        }
    }
    cJSON_Delete(root);
    return ok;
}

carc_rules *carc_rules_load(const char *data_dir, carc_err *err)
{
    carc_rules *R = calloc(1, sizeof *R);
    if (!R || !(R->types = calloc(CARC_MAX_TYPES, sizeof *R->types))) {
        free(R);
        carc_err_set(err, CARC_E_IO, "out of memory");
        return NULL;
    }
    if (!data_dir && !(data_dir = carc_default_data_dir())) {
        carc_data_dir_not_found(err);
        free(R->types);
        free(R);
        return NULL;
    }
    snprintf(R->data_dir, sizeof R->data_dir, "%s", data_dir);
    R->start_type = -1;
    static const char *const core_edges[CARC_CORE_EDGES] = {"field", "road", "city"};
    for (R->nedges = 0; R->nedges < CARC_CORE_EDGES; R->nedges++) {
        R->edge_letter[R->nedges] = "FRC"[R->nedges];
        snprintf(R->edge_name[R->nedges], CARC_EDGE_NAME_LEN, "%s", core_edges[R->nedges]);
    }
    /* every module first: each reads its keys on every module's tiles */
    for (int m = 0; m < carc_registry_count && m < CARC_MAX_MODULES; m++) {
        const carc_module *mod = carc_registry[m];
        R->modules[R->nmodules++] = mod;
        if (mod->tile_data_size && !(R->tile_data[m] = calloc(CARC_MAX_TYPES, mod->tile_data_size))) {
            carc_rules_free(R);
            carc_err_set(err, CARC_E_IO, "out of memory");
            return NULL;
        }
    }
    for (int m = 0; m < R->nmodules; m++) {
        const carc_module *mod = R->modules[m];
        if (mod->load_data && !mod->load_data(data_dir, &R->module_data[m], err)) {
            carc_rules_free(R);
            return NULL;
        }
        if (!mod->tiles_file)
            continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/rules/%s", data_dir, mod->tiles_file);
        if (!load_module_tiles(R, m, path, err)) {
            carc_rules_free(R);
            return NULL;
        }
    }
    if (R->start_type < 0) {
        carc_err_set(err, CARC_E_FORMAT, "%s/rules: no module names a start tile", data_dir);
        carc_rules_free(R);
        return NULL;
    }
    if (!derive_fits(R)) {
        carc_err_set(err, CARC_E_IO, "out of memory");
        carc_rules_free(R);
        return NULL;
    }
    int total = 0; /* every module enabled: all their tiles must fit one game's board and stack */
    for (int t = 0; t < R->ntypes; t++)
        total += R->types[t].count;
    if (total > CARC_MAX_TILES) {
        carc_err_set(err, CARC_E_FORMAT, "%s/rules/*/tiles.json: %s tiles in all; a game holds at most %s", data_dir, CARC_ERR_INT(total),
                     CARC_ERR_INT(CARC_MAX_TILES));
        carc_rules_free(R);
        return NULL;
    }
    return R;
}

void carc_rules_free(carc_rules *R)
{
    if (!R)
        return;
    for (int m = 0; m < R->nmodules; m++) {
        if (R->module_data[m] && R->modules[m]->free_data)
            R->modules[m]->free_data(R->module_data[m]);
        free(R->tile_data[m]);
    }
    cJSON_Delete(R->art);
    free(R->fits);
    free(R->types);
    free(R);
}

int carc_rules_tile_count(const carc_rules *R)
{
    return R->ntypes;
}

int carc_rules_tile_find(const carc_rules *R, const char *id)
{
    for (int i = 0; id && i < R->ntypes; i++)
        if (strcmp(R->types[i].id, id) == 0)
            return i;
    return -1;
}

const char *carc_rules_tile_id(const carc_rules *R, int type)
{
    return type >= 0 && type < R->ntypes ? R->types[type].id : "?";
}

int carc_rules_module_count(const carc_rules *R)
{
    return R->nmodules;
}
const char *carc_rules_data_dir(const carc_rules *R)
{
    return R->data_dir;
}
const char *carc_rules_module_name(const carc_rules *R, int m)
{
    return R->modules[m]->name;
}
const char *carc_rules_module_title(const carc_rules *R, int m)
{
    return R->modules[m]->title;
}
bool carc_rules_module_optional(const carc_rules *R, int m)
{
    return R->modules[m]->optional;
}
const char *carc_rules_module_requires(const carc_rules *R, int m)
{
    return R->modules[m]->requires;
}
const char *carc_rules_module_setup_key(const carc_rules *R, int m)
{
    return R->modules[m]->setup_key;
}

const char *carc_rules_setup_choice(const carc_rules *R, int m, int i)
{
    const carc_module *mod = R->modules[m];
    return mod->setup_choice && i >= 0 ? mod->setup_choice(R->module_data[m], i) : NULL;
}

const char *carc_rules_setup_choice_title(const carc_rules *R, int m, int i)
{
    const carc_module *mod = R->modules[m];
    const char *title = mod->setup_choice_title && i >= 0 ? mod->setup_choice_title(R->module_data[m], i) : NULL;
    return title ? title : carc_rules_setup_choice(R, m, i);
}

int carc_tile_segment_count(const carc_rules *R, int type)
{
    return R->types[type].nseg;
}
int carc_tile_segment_type(const carc_rules *R, int type, int seg)
{
    return R->types[type].seg[seg].type;
}
int carc_tile_segment_arms(const carc_rules *R, int type, int seg)
{
    return R->types[type].seg[seg].arms;
}

const cJSON *carc_rules_tile_art(const carc_rules *R, int type)
{
    return type >= 0 && type < R->ntypes ? cJSON_GetObjectItemCaseSensitive(R->art, R->types[type].id) : NULL;
}

int carc_tile_segment_at(const carc_rules *R, int type, int rot, int loc)
{
    if (loc < 0 || loc >= CARC_NLOC)
        return -1;
    return R->types[type].loc_seg[rot & 3][loc];
}

int carc_tile_segment_loc(const carc_rules *R, int type, int rot, int seg)
{
    int loc = R->types[type].seg[seg].name_loc;
    return loc >= CARC_C ? loc : (loc + 3 * (rot & 3)) % 12;
}
