/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Bets (mini-expansion, 2022): betting chips placed on a bookmaker tile's office after it is
 * scored (step 4), settled when a road or city through that tile completes, and at the start of
 * final scoring. Chip faces are data (rules/bets/chips.json). */
#include <cjson/cJSON.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../engine/carc_internal.h"
#include "bets.h"

extern const carc_module carc_module_bets;

typedef struct bets_data {
    int nfaces;
    bets_face face[BETS_MAX_FACES];
} bets_data;

typedef struct bets_state {
    int16_t chip_at[CARC_MAX_PLAYERS][BETS_MAX_FACES]; /* board index of the office, -1 in supply */
    /* of a chip on an office: the owner's faces (bits) turned over elsewhere while it lay there, which
     * every player therefore knows it is not */
    uint8_t ruled_out[CARC_MAX_PLAYERS][BETS_MAX_FACES];
    int nbooks;
    int16_t book[BETS_MAX_BOOKS]; /* bookmaker tiles carrying chips, in the order bets were placed */
    int betting;                  /* board index of this turn's bookmaker tile, -1 */
    int asked;                    /* players asked in this betting round, from the active player */
    int choosing;                 /* office awaiting the active player's choice of feature, -1 */
    bool settled;                 /* this turn's settlements are done (bets placed now wait) */
} bets_state;

/* ---- data ---- */

/* A tile's data: does it show a betting office ("office": true)? A tile "like" another has one too. */
static bool bets_parse_tile(const carc_tile_type *t, const cJSON *jt, const void *like, void *office, carc_err *err)
{
    (void)t;
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(jt, "office");
    if (like)
        *(bool *)office = *(const bool *)like;
    else if (v && !cJSON_IsBool(v))
        return !carc_err_set(err, CARC_E_FORMAT, "\"office\" must be true or false");
    else
        *(bool *)office = cJSON_IsTrue(v);
    return true;
}
static const char *const bets_tile_keys[] = {"office", NULL};

/* A problem with chip face i of the file at path: the message (marked CARC_N_) inside that context. */
static bool bad_chips(carc_err *err, const char *path, int i, const char *key)
{
    carc_err_pick(err, CARC_E_FORMAT, key);
    carc_err_wrap(err, "%s: chip %s: %s", path, CARC_ERR_INT(i));
    return false;
}

static bool parse_face(bets_face *f, const cJSON *jc, const char *path, int i, carc_err *err)
{
    const cJSON *label = cJSON_GetObjectItemCaseSensitive(jc, "label");
    const cJSON *pays = cJSON_GetObjectItemCaseSensitive(jc, "pays"), *p;
    if (!cJSON_IsString(label) || !*label->valuestring || strlen(label->valuestring) >= sizeof f->label)
        return bad_chips(err, path, i, CARC_N_("\"label\" must be a short string"));
    snprintf(f->label, sizeof f->label, "%s", label->valuestring);
    if (!cJSON_IsArray(pays) || cJSON_GetArraySize(pays) < 1 || cJSON_GetArraySize(pays) > BETS_MAX_PAYS)
        return bad_chips(err, path, i, CARC_N_("\"pays\" must list 1 to 4 {tiles|min, points}"));
    cJSON_ArrayForEach(p, pays)
    {
        const cJSON *tiles = cJSON_GetObjectItemCaseSensitive(p, "tiles");
        const cJSON *min = cJSON_GetObjectItemCaseSensitive(p, "min");
        const cJSON *pts = cJSON_GetObjectItemCaseSensitive(p, "points");
        if ((cJSON_IsNumber(tiles) == cJSON_IsNumber(min)) || !cJSON_IsNumber(pts) || pts->valueint < 0)
            return bad_chips(err, path, i, CARC_N_("each pay needs \"tiles\" (exact) or \"min\" (at least), and \"points\""));
        int n = f->npays++;
        f->pay[n].min = cJSON_IsNumber(tiles) ? tiles->valueint : min->valueint;
        f->pay[n].max = cJSON_IsNumber(tiles) ? tiles->valueint : BETS_NO_MAX;
        f->pay[n].points = pts->valueint;
    }
    return true;
}

static bool bets_load(const char *dir, void **out, carc_err *err)
{
    char path[600];
    snprintf(path, sizeof path, "%.500s/rules/bets/chips.json", dir);
    cJSON *root = carc_load_json(path, err);
    if (!root)
        return false;
    const cJSON *chips = cJSON_GetObjectItemCaseSensitive(root, "chips"), *jc;
    bets_data *d = calloc(1, sizeof *d);
    bool ok = d && cJSON_IsArray(chips) && cJSON_GetArraySize(chips) >= 1 && cJSON_GetArraySize(chips) <= BETS_MAX_FACES;
    if (!ok)
        carc_err_set(err, CARC_E_FORMAT, "%s: \"chips\" must list 1 to 8 chip faces", path);
    if (!ok)
        chips = NULL;
    cJSON_ArrayForEach(jc, chips)
    {
        if (!(ok = parse_face(&d->face[d->nfaces], jc, path, d->nfaces, err)))
            break;
        for (int i = 0; i < d->nfaces && ok; i++)
            if (strcmp(d->face[i].label, d->face[d->nfaces].label) == 0)
                ok = bad_chips(err, path, d->nfaces, CARC_N_("duplicate label"));
        d->nfaces++;
    }
    cJSON_Delete(root);
    if (!ok) {
        free(d);
        return false;
    }
    *out = d;
    return true;
}

const char *bets_face_label(const carc_rules *R, int i)
{
    const bets_data *d = carc_rules_module_data(R, &carc_module_bets);
    return d && i >= 0 && i < d->nfaces ? d->face[i].label : NULL;
}

bool bets_tile_office(const carc_rules *R, int type)
{
    const bool *office = carc_rules_tile_data(R, &carc_module_bets);
    return office && type >= 0 && type < carc_rules_tile_count(R) && office[type];
}

static int face_points(const bets_face *f, int tiles)
{
    for (int i = 0; i < f->npays; i++)
        if (tiles >= f->pay[i].min && tiles <= f->pay[i].max)
            return f->pay[i].points;
    return 0;
}

/* ---- helpers ---- */

/* The module's phases: g->phase_name is the pointer pending_phase returned, so compared as an id. */
static const char PHASE_BETS[] = BETS_PHASE_BETS, PHASE_SETTLE[] = BETS_PHASE_SETTLE;

static const bets_data *data_of(const carc_game *g)
{
    return carc_game_module_data(g, &carc_module_bets);
}

static int chips_in_supply(const carc_game *g, const bets_state *st, int p)
{
    int n = 0;
    for (int f = 0; f < data_of(g)->nfaces; f++)
        n += st->chip_at[p][f] < 0;
    return n;
}

static int face_index(const carc_game *g, const char *label)
{
    const bets_data *d = data_of(g);
    for (int f = 0; f < d->nfaces; f++)
        if (strcmp(d->face[f].label, label) == 0)
            return f;
    return -1;
}

static bool is_betting_feature(const carc_game *g, int bi, int seg)
{
    int t = carc_type(g, g->tiles[bi].type)->seg[seg].type;
    return t == CARC_ROAD || t == CARC_CITY;
}

/* Distinct roots of the office tile's roads and cities that are in the given list (or, with
 * list == NULL, that are still incomplete). */
static int candidates(carc_game *g, int bi, const int *list, int nlist, int *out)
{
    int n = 0;
    const carc_tile_type *tt = carc_type(g, g->tiles[bi].type);
    for (int s = 0; s < tt->nseg; s++) {
        if (!is_betting_feature(g, bi, s))
            continue;
        int root = carc_feature_find(g, carc_node_of(g, bi, s));
        bool wanted = !list && !g->nodes[root].done;
        for (int i = 0; list && i < nlist && !wanted; i++)
            wanted = list[i] == root;
        for (int i = 0; i < n && wanted; i++)
            wanted = out[i] != root;
        if (wanted)
            out[n++] = root;
    }
    return n;
}

static void remove_book(bets_state *st, int bi)
{
    for (int k = 0; k < st->nbooks; k++)
        if (st->book[k] == bi) {
            memmove(&st->book[k], &st->book[k + 1], (size_t)(st->nbooks - k - 1) * sizeof st->book[0]);
            st->nbooks--;
            return;
        }
}

static void to_rack(bets_state *st, int p, int f)
{
    st->chip_at[p][f] = -1;
    st->ruled_out[p][f] = 0; /* known of chips on offices only */
}

/* Turn one chip over against a feature, score it, and give it back to its owner. */
static void reveal(carc_game *g, bets_state *st, int bi, int p, int f, int root)
{
    const bets_face *face = &data_of(g)->face[f];
    int tiles = carc_feature_tiles(g, root), pts = face_points(face, tiles);
    carc_event *e = carc_event_push(g, CARC_EV_MODULE, BETS_EV_REVEALED);
    e->player = p;
    e->has_pos = true;
    e->x = g->tiles[bi].x;
    e->y = g->tiles[bi].y;
    e->rot = g->tiles[bi].rot;
    e->value = tiles;
    e->amount = pts;
    e->reason = pts > 0 ? "hit" : "miss";
    e->feature = root;
    snprintf(e->label, sizeof e->label, "%s", face->label);
    carc_feature_tile_list(g, root, &e->list_off, &e->list_len);
    if (pts > 0)
        carc_score_add(g, p, pts, BETS_CATEGORY, root)->secret = true;
    to_rack(st, p, f);
    for (int k = 0; k < data_of(g)->nfaces; k++)
        if (st->chip_at[p][k] >= 0)
            st->ruled_out[p][k] |= (uint8_t)(1u << f);
    e = carc_event_push(g, CARC_EV_MODULE, BETS_EV_RETURNED);
    e->player = p;
    e->has_pos = true;
    e->x = g->tiles[bi].x;
    e->y = g->tiles[bi].y;
    snprintf(e->label, sizeof e->label, "%s", face->label);
}

/* Settle every chip of an office against one feature, players from the active one clockwise. */
static void settle(carc_game *g, bets_state *st, int bi, int root)
{
    for (int k = 0; k < g->nplayers; k++) {
        int p = (g->player + k) % g->nplayers;
        for (int f = 0; f < data_of(g)->nfaces; f++)
            if (st->chip_at[p][f] == bi)
                reveal(g, st, bi, p, f, root);
    }
    remove_book(st, bi);
}

/* ---- hooks ---- */

static bool bets_setup(carc_game *g, void *vst, const carc_setup *s, carc_err *err)
{
    (void)s;
    (void)err;
    bets_state *st = vst;
    memset(st->chip_at, -1, sizeof st->chip_at);
    st->betting = st->choosing = -1;
    carc_category(g, BETS_CATEGORY);
    carc_stack_add_module_tiles(g, carc_game_module_index(g, &carc_module_bets));
    return true;
}

static void bets_tile_placed(carc_game *g, void *vst, int bi)
{
    bets_state *st = vst;
    const bool *office = carc_game_tile_data(g, &carc_module_bets);
    st->betting = office[g->tiles[bi].type] ? bi : -1;
    st->asked = 0;
    st->settled = false;
}

/* Step 4 happens unless every road and city of the new office tile is complete, or it was the
 * last tile of the game. */
static bool betting_open(carc_game *g, const bets_state *st)
{
    if (st->betting < 0 || carc_game_tiles_left(g) == 0)
        return false;
    int open[CARC_MAX_SEGS];
    return candidates(g, st->betting, NULL, 0, open) > 0;
}

static const char *bets_pending(carc_game *g, void *vst, int stage)
{
    bets_state *st = vst;
    if (stage != CARC_STAGE_AFTER_SCORE)
        return NULL;
    if (st->choosing >= 0)
        return PHASE_SETTLE;
    /* settle offices touched by this turn's completed roads and cities, oldest bets first */
    for (int k = 0; k < st->nbooks && !st->settled;) {
        int cand[CARC_MAX_SEGS], bi = st->book[k];
        int n = candidates(g, bi, g->completed, g->ncompleted, cand);
        if (n >= 2) {
            st->choosing = bi;
            return PHASE_SETTLE;
        }
        if (n == 1)
            settle(g, st, bi, cand[0]); /* removes book k */
        else
            k++;
    }
    st->settled = true;
    if (!betting_open(g, st))
        return NULL;
    for (; st->asked < g->nplayers; st->asked++) {
        int p = (g->player + st->asked) % g->nplayers;
        if (chips_in_supply(g, st, p) > 0) {
            carc_set_actor(g, p);
            return PHASE_BETS;
        }
    }
    return NULL;
}

static void bets_legal(const carc_game *cg, const void *vst, carc_action_list *out)
{
    const bets_state *st = vst;
    carc_game *g = (carc_game *)cg; /* find() compresses paths only */
    if (g->phase != CARC_PH_MODULE)
        return;
    if (st->choosing >= 0) {
        int cand[CARC_MAX_SEGS], n = candidates(g, st->choosing, g->completed, g->ncompleted, cand);
        const carc_board_tile *t = &g->tiles[st->choosing];
        for (int i = 0; i < n; i++)
            for (int s = 0; s < carc_type(g, t->type)->nseg; s++) {
                if (!is_betting_feature(g, st->choosing, s) || carc_feature_find(g, carc_node_of(g, st->choosing, s)) != cand[i])
                    continue;
                carc_action *a = carc_action_list_push(out);
                carc_action_named(a, BETS_ACT_SETTLE);
                a->has = CARC_AF_XY | CARC_AF_AT;
                a->x = t->x;
                a->y = t->y;
                a->at = carc_tile_segment_loc(g->rules, t->type, t->rot, s);
                break;
            }
        return;
    }
    carc_action_pass(carc_action_list_push(out));
    const bets_data *d = data_of(g);
    carc_action proto; /* named once: each chip is then a plain copy (search lists these often) */
    carc_action_named(&proto, BETS_ACT_BET);
    carc_action_set_label(&proto, BETS_F_CHIP, "?");
    _Static_assert(sizeof proto.field[0].label == sizeof d->face[0].label, "a chip face fits an action's label");
    for (int f = 0; f < d->nfaces; f++)
        if (st->chip_at[g->actor][f] < 0) {
            carc_action *a = carc_action_list_push(out);
            *a = proto;
            memcpy(a->field[0].label, d->face[f].label, sizeof a->field[0].label);
        }
}

static int apply_settle(carc_game *g, bets_state *st, const carc_action *a, carc_err *err)
{
    const carc_board_tile *t = &g->tiles[st->choosing];
    if (!(a->has & CARC_AF_XY) || a->x != t->x || a->y != t->y || !(a->has & CARC_AF_AT))
        return carc_err_set(err, CARC_E_ILLEGAL,
                            "settle the chips on the office at (%s,%s): give its x, y and the location of the chosen road or city",
                            CARC_ERR_INT(t->x), CARC_ERR_INT(t->y));
    int seg = carc_tile_loc_seg(g, st->choosing, a->at);
    int cand[CARC_MAX_SEGS], n = candidates(g, st->choosing, g->completed, g->ncompleted, cand);
    int root = seg >= 0 && is_betting_feature(g, st->choosing, seg) ? carc_feature_find(g, carc_node_of(g, st->choosing, seg)) : -1;
    bool ok = false;
    for (int i = 0; i < n && !ok; i++)
        ok = cand[i] == root;
    if (!ok)
        return carc_err_set(err, CARC_E_ILLEGAL, "that location is not on a road or city completed this turn through this office");
    int bi = st->choosing;
    st->choosing = -1;
    settle(g, st, bi, root);
    return CARC_OK;
}

static int apply_bet(carc_game *g, bets_state *st, const carc_action *a, carc_err *err)
{
    int p = g->actor;
    if (a->kind == CARC_ACT_OTHER) {
        const char *chip = carc_action_label(a, BETS_F_CHIP);
        int f = chip ? face_index(g, chip) : -1;
        if (f < 0)
            return carc_err_set(err, CARC_E_ILLEGAL, "a bet names one of the chip faces (\"chip\": \"2|3\", ...)");
        if (st->chip_at[p][f] >= 0)
            return carc_err_set(err, CARC_E_ILLEGAL, "that chip is already on an office");
        st->chip_at[p][f] = (int16_t)st->betting;
        bool known = false;
        for (int k = 0; k < st->nbooks; k++)
            known |= st->book[k] == st->betting;
        if (!known && st->nbooks < BETS_MAX_BOOKS)
            st->book[st->nbooks++] = (int16_t)st->betting;
        int on_tile = 0;
        for (int q = 0; q < g->nplayers; q++)
            for (int k = 0; k < data_of(g)->nfaces; k++)
                on_tile += st->chip_at[q][k] == st->betting;
        carc_event *e = carc_event_push(g, CARC_EV_MODULE, BETS_EV_PLACED); /* the face stays hidden */
        e->player = p;
        e->has_pos = true;
        e->x = g->tiles[st->betting].x;
        e->y = g->tiles[st->betting].y;
        e->value = on_tile;
    }
    st->asked++;
    return CARC_OK;
}

static int bets_apply(carc_game *g, void *vst, const carc_action *a, carc_err *err)
{
    bets_state *st = vst;
    bool mine_phase = g->phase == CARC_PH_MODULE && g->mods[g->phase_mod] == &carc_module_bets;
    bool is_bet = a->kind == CARC_ACT_OTHER && strcmp(a->act, BETS_ACT_BET) == 0;
    bool is_settle = a->kind == CARC_ACT_OTHER && strcmp(a->act, BETS_ACT_SETTLE) == 0;
    if (!mine_phase) {
        if (is_bet)
            return carc_err_set(err, CARC_E_PHASE, "bets are placed only after a bookmaker tile is scored");
        if (is_settle)
            return carc_err_set(err, CARC_E_PHASE, "there are no chips to settle now");
        return CARC_NOT_MINE;
    }
    if (st->choosing >= 0)
        return is_settle ? apply_settle(g, st, a, err) : CARC_NOT_MINE;
    return is_bet || a->kind == CARC_ACT_PASS ? apply_bet(g, st, a, err) : CARC_NOT_MINE;
}

/* Before final scoring: every chip still on an office counts for the incomplete road or city
 * through it that scores its owner most (each owner chooses for themselves). */
static void bets_before_final(carc_game *g, void *vst)
{
    bets_state *st = vst;
    const bets_data *d = data_of(g);
    while (st->nbooks > 0) {
        int bi = st->book[0], cand[CARC_MAX_SEGS];
        int n = candidates(g, bi, NULL, 0, cand);
        for (int k = 0; k < g->nplayers; k++) {
            int p = (g->player + k) % g->nplayers;
            for (int f = 0; f < d->nfaces; f++) {
                if (st->chip_at[p][f] != bi)
                    continue;
                int best = -1, best_pts = -1;
                for (int i = 0; i < n; i++) {
                    int pts = face_points(&d->face[f], carc_feature_tiles(g, cand[i]));
                    if (pts > best_pts) {
                        best_pts = pts;
                        best = cand[i];
                    }
                }
                if (best >= 0)
                    reveal(g, st, bi, p, f, best);
                else
                    to_rack(st, p, f); /* nothing left to bet on: the chip just goes home */
            }
        }
        remove_book(st, bi);
    }
}

static int cmp_int(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

/* Chips on offices lie face down, but their owner chose them (RULES.md 2): the viewer's own chips stay
 * exactly where they are. Of another player's chips the viewer knows how many lie in the rack and on
 * each office, and which faces each chip on an office cannot be (turned over elsewhere while it lay
 * there); their faces are dealt again to those places, uniformly among the deals that fit. */
static void bets_determinize(carc_game *g, void *vst, int viewer, uint64_t rng[4])
{
    bets_state *st = vst;
    int nfaces = data_of(g)->nfaces, full = (1 << nfaces) - 1;
    for (int p = 0; p < g->nplayers; p++) {
        if (p == viewer)
            continue;
        /* the places in an order that does not depend on the faces on them: office + 1, ruled-out bits */
        int place[BETS_MAX_FACES];
        for (int f = 0; f < nfaces; f++)
            place[f] = (st->chip_at[p][f] + 1) << 8 | st->ruled_out[p][f];
        qsort(place, (size_t)nfaces, sizeof *place, cmp_int);
        /* deals[used]: the ways to deal the faces not in `used` to the places from popcount(used) on */
        uint32_t deals[1 << BETS_MAX_FACES];
        deals[full] = 1;
        for (int used = full - 1; used >= 0; used--) {
            int k = __builtin_popcount((unsigned)used);
            deals[used] = 0;
            for (int f = 0; f < nfaces; f++)
                if (!(used >> f & 1) && !(place[k] >> f & 1))
                    deals[used] += deals[used | 1 << f];
        }
        for (int used = 0, k = 0; k < nfaces && deals[0] > 0; k++) { /* the real deal fits: never 0 */
            uint32_t r = (uint32_t)carc_rng_below(rng, (int)deals[used]);
            int f = -1;
            for (int c = 0; c < nfaces && f < 0; c++) {
                if (used >> c & 1 || place[k] >> c & 1)
                    continue;
                if (r < deals[used | 1 << c])
                    f = c;
                else
                    r -= deals[used | 1 << c];
            }
            used |= 1 << f;
            st->chip_at[p][f] = (int16_t)((place[k] >> 8) - 1);
            st->ruled_out[p][f] = (uint8_t)place[k];
        }
    }
}

/* For computer players, beyond the score if the game ended now (which settles each chip against its
 * office's road or city as it is today): that feature may still complete, at today's tiles plus the
 * squares it lacks, with the chance carc_open_feature_chance gives over the turns left; a chip is worth
 * its pay at either size by that chance, on the best of its office's features (as at the end). */
static void bets_outlook(carc_game *g, const void *vst, const carc_open_feature *open, int nopen, double *gain)
{
    (void)open;
    (void)nopen;
    const bets_state *st = vst;
    const bets_data *d = data_of(g);
    double to_come = carc_game_tiles_to_come(g);
    for (int k = 0; k < st->nbooks; k++) {
        int bi = st->book[k], cand[CARC_MAX_SEGS], n = candidates(g, bi, NULL, 0, cand), now[CARC_MAX_SEGS], done[CARC_MAX_SEGS];
        double chance[CARC_MAX_SEGS];
        for (int i = 0; i < n; i++) {
            carc_open_feature f;
            carc_feature_outlook(g, cand[i], &f);
            now[i] = carc_feature_tiles(g, cand[i]);
            done[i] = now[i] + f.squares;
            chance[i] = carc_open_feature_chance(&f, to_come, to_come);
        }
        for (int p = 0; p < g->nplayers; p++)
            for (int c = 0; c < d->nfaces; c++) {
                if (st->chip_at[p][c] != bi)
                    continue;
                double today = 0, likely = 0;
                for (int i = 0; i < n; i++) {
                    int a = face_points(&d->face[c], now[i]), b = face_points(&d->face[c], done[i]);
                    today = fmax(today, a);
                    likely = fmax(likely, chance[i] * b + (1 - chance[i]) * a);
                }
                gain[p] += likely - today;
            }
    }
}

static void view_of(const carc_game *g, const bets_state *st, bets_view *out)
{
    const bets_data *d = data_of(g);
    memset(out, 0, sizeof *out);
    out->nfaces = d->nfaces;
    memcpy(out->face, d->face, sizeof out->face);
    for (int p = 0; p < g->nplayers && p < CARC_MAX_PLAYERS; p++)
        for (int f = 0; f < d->nfaces; f++)
            if (st->chip_at[p][f] < 0)
                out->rack[p][out->nrack[p]++] = f;
    out->betting = g->phase == CARC_PH_MODULE && st->betting >= 0 && st->choosing < 0 && g->phase_name == PHASE_BETS;
    if (out->betting) {
        out->betting_x = g->tiles[st->betting].x;
        out->betting_y = g->tiles[st->betting].y;
    }
    for (int k = 0; k < st->nbooks && k < BETS_MAX_BOOKS; k++) {
        int bi = st->book[k], n = 0;
        for (int p = 0; p < g->nplayers; p++)
            for (int f = 0; f < d->nfaces; f++)
                n += st->chip_at[p][f] == bi;
        out->office[k].x = g->tiles[bi].x;
        out->office[k].y = g->tiles[bi].y;
        out->office[k].chips = n;
        out->noffices++;
    }
}

bool bets_view_of(const carc_game *g, bets_view *out)
{
    const bets_state *st = carc_game_module_state(g, &carc_module_bets);
    memset(out, 0, sizeof *out);
    if (!st)
        return false;
    view_of(g, st, out);
    return true;
}

/* The JSON of the view (carc_game_modules_json): one description of what everyone sees. */
static cJSON *bets_describe(const carc_game *g, const void *vst)
{
    bets_view v;
    view_of(g, vst, &v);
    cJSON *j = cJSON_CreateObject(), *racks = cJSON_AddArrayToObject(j, "racks");
    for (int p = 0; p < g->nplayers && p < CARC_MAX_PLAYERS; p++) {
        cJSON *rack = cJSON_CreateArray();
        for (int k = 0; k < v.nrack[p]; k++)
            cJSON_AddItemToArray(rack, cJSON_CreateString(v.face[v.rack[p][k]].label));
        cJSON_AddItemToArray(racks, rack);
    }
    cJSON *faces = cJSON_AddArrayToObject(j, "faces"); /* what each chip pays, for racks */
    for (int f = 0; f < v.nfaces; f++) {
        cJSON *o = cJSON_CreateObject(), *pays = cJSON_AddArrayToObject(o, "pays");
        cJSON_AddStringToObject(o, "label", v.face[f].label);
        for (int k = 0; k < v.face[f].npays; k++) {
            cJSON *pay = cJSON_CreateObject();
            cJSON_AddNumberToObject(pay, "min", v.face[f].pay[k].min);
            if (v.face[f].pay[k].max < BETS_NO_MAX)
                cJSON_AddNumberToObject(pay, "max", v.face[f].pay[k].max);
            cJSON_AddNumberToObject(pay, "points", v.face[f].pay[k].points);
            cJSON_AddItemToArray(pays, pay);
        }
        cJSON_AddItemToArray(faces, o);
    }
    if (v.betting) {
        cJSON *b = cJSON_AddObjectToObject(j, "betting_on"); /* the office bets are open on */
        cJSON_AddNumberToObject(b, "x", v.betting_x);
        cJSON_AddNumberToObject(b, "y", v.betting_y);
    }
    cJSON *offices = cJSON_AddArrayToObject(j, "offices");
    for (int k = 0; k < v.noffices; k++) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "x", v.office[k].x);
        cJSON_AddNumberToObject(o, "y", v.office[k].y);
        cJSON_AddNumberToObject(o, "chips", v.office[k].chips);
        cJSON_AddItemToArray(offices, o);
    }
    return j;
}

static const carc_action_spec bets_actions[] = {
    {.act = BETS_ACT_SETTLE, .required = CARC_AF_XY | CARC_AF_AT},
    {.act = BETS_ACT_BET, .fields = {{BETS_F_CHIP, CARC_FT_LABEL, false}}},
    {.act = NULL},
};

/* A bet's chip lies face down until its office is settled: only its owner knows it until then,
 * everyone after. An office takes bets only in the turn it is placed (on the tile placed last), and
 * holds them until settled, so whether a bet is still face down is public. */
static void bets_mask_view(const carc_game *g, const void *vst, int viewer, cJSON *game, const int *actors)
{
    const bets_state *st = vst;
    int office = -1, i = 0;
    const cJSON *a;
    cJSON_ArrayForEach(a, cJSON_GetObjectItemCaseSensitive(game, "actions"))
    {
        const carc_action *act = &g->log[i];
        bool face_down = false;
        for (int k = 0; k < st->nbooks; k++)
            face_down |= st->book[k] == office;
        if (act->kind == CARC_ACT_TILE)
            office = carc_game_board_at(g, act->x, act->y);
        else if (act->kind == CARC_ACT_OTHER && strcmp(act->act, BETS_ACT_BET) == 0 && actors[i] != viewer && face_down)
            cJSON_ReplaceItemInObjectCaseSensitive((cJSON *)a, "chip", cJSON_CreateString("?"));
        i++;
    }
}

/* A bet still face down (another's, "?"): a chip its owner had in the rack then and does not bet face up
 * later in the view. Such a chip stays on its office to the end of the view, so any chip free now that is
 * not needed later is as good as the one played (and the first free one leaves the most for later). */
static bool bets_unmask_action(const carc_game *g, const void *vst, cJSON *game, int i, carc_err *err)
{
    const bets_state *st = vst;
    const bets_data *d = data_of(g);
    cJSON *actions = cJSON_GetObjectItemCaseSensitive(game, "actions"), *a = cJSON_GetArrayItem(actions, i);
    const cJSON *actors = cJSON_GetObjectItemCaseSensitive(game, "actors"), *chip = cJSON_GetObjectItemCaseSensitive(a, "chip");
    const cJSON *act = cJSON_GetObjectItemCaseSensitive(a, "act");
    if (!cJSON_IsString(act) || strcmp(act->valuestring, BETS_ACT_BET) != 0 || !cJSON_IsString(chip) || strcmp(chip->valuestring, "?") != 0)
        return true;
    int p = g->actor;
    if (cJSON_GetArraySize(actors) != cJSON_GetArraySize(actions))
        return carc_err_set(err, CARC_E_FORMAT, "a view with a face-down bet needs \"actors\" for its actions");
    for (int f = 0; f < d->nfaces; f++) {
        bool later = st->chip_at[p][f] >= 0;
        for (int j = i + 1; j < cJSON_GetArraySize(actions) && !later; j++) {
            const cJSON *b = cJSON_GetArrayItem(actions, j), *c = cJSON_GetObjectItemCaseSensitive(b, "chip");
            later = (int)cJSON_GetNumberValue(cJSON_GetArrayItem(actors, j)) == p && cJSON_IsString(c) &&
                    strcmp(c->valuestring, d->face[f].label) == 0;
        }
        if (!later) {
            cJSON_ReplaceItemInObjectCaseSensitive(a, "chip", cJSON_CreateString(d->face[f].label));
            return true;
        }
    }
    return carc_err_set(err, CARC_E_ILLEGAL, "a face-down bet: its player has no chip left that it could be");
}

const carc_module carc_module_bets = {
    .name = BETS_MODULE,
    .title = CARC_N_("The Bets"),
    .optional = true,
    .tiles_file = "bets/tiles.json",
    .state_size = sizeof(bets_state),
    .tile_keys = bets_tile_keys,
    .tile_data_size = sizeof(bool),
    .parse_tile = bets_parse_tile,
    .load_data = bets_load,
    .free_data = free,
    .setup = bets_setup,
    .pending_phase = bets_pending,
    .legal_actions = bets_legal,
    .apply = bets_apply,
    .actions = bets_actions,
    .on_tile_placed = bets_tile_placed,
    .before_final_scoring = bets_before_final,
    .determinize = bets_determinize,
    .outlook = bets_outlook,
    .describe = bets_describe,
    .mask_view = bets_mask_view,
    .unmask_action = bets_unmask_action,
};
