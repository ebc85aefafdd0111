/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game as a value: clone and copy (into the destination's own buffers, so that a warm copy
 * allocates nothing), the recording switch for playouts, and determinization for search. What every
 * copy shares read-only (the setup JSON, the stack as play began) is reference-counted. */
#include <cjson/cJSON.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "carc_internal.h"

struct carc_shared {
    atomic_int refs; /* copies may live in other threads (a computer player's search) */
    cJSON *setup_json;
    int initial_stack[CARC_MAX_TILES];
};

carc_shared *carc_shared_new(const cJSON *setup_json)
{
    carc_shared *sh = calloc(1, sizeof *sh);
    if (!sh)
        return NULL;
    atomic_init(&sh->refs, 1);
    if (setup_json && !(sh->setup_json = cJSON_Duplicate(setup_json, true))) {
        free(sh);
        return NULL;
    }
    return sh;
}

const cJSON *carc_shared_setup_json(const carc_shared *sh)
{
    return sh->setup_json;
}
const int *carc_shared_initial_stack(const carc_shared *sh)
{
    return sh->initial_stack;
}

void carc_shared_set_initial_stack(carc_shared *sh, const int *stack, int n)
{
    memcpy(sh->initial_stack, stack, (size_t)n * sizeof *stack);
}

static void shared_release(carc_shared *sh)
{
    if (!sh || atomic_fetch_sub(&sh->refs, 1) != 1)
        return;
    cJSON_Delete(sh->setup_json);
    free(sh);
}

carc_game *carc_game_alloc(const carc_rules *rules)
{
    carc_game *g = malloc(sizeof *g);
    if (!g)
        return NULL;
    memset(g, 0, offsetof(carc_game, tiles)); /* the arrays after it are read only as far as filled */
    g->rules = rules;
    g->recording = true;
    g->shape = -1;
    g->stamp = calloc(CARC_MAX_TILES, sizeof *g->stamp);
    if (!g->stamp) {
        carc_game_free(g);
        return NULL;
    }
    return g;
}

void carc_game_free(carc_game *g)
{
    if (!g)
        return;
    for (int i = 0; i < g->nmods; i++)
        free(g->mod_state[i]);
    free(g->blocks);
    free(g->stamp);
    free(g->nodes);
    free(g->events);
    free(g->coords);
    free(g->log);
    shared_release(g->shared);
    free(g);
}

/* Grow an owned buffer to hold at least n elements; false when out of memory (buffer unchanged). */
static bool reserve(void **v, int *cap, int n, size_t elem)
{
    if (n <= *cap)
        return true;
    void *nv = realloc(*v, (size_t)n * elem);
    if (!nv)
        return false;
    *v = nv;
    *cap = n;
    return true;
}

/* Give dst the buffers src's contents need: module states like src's, room for its nodes and, when
 * src records, its events and log. */
static bool reserve_like(carc_game *dst, const carc_game *src)
{
    bool same = dst->nmods == src->nmods;
    for (int i = 0; same && i < src->nmods; i++)
        same = dst->mods[i] == src->mods[i];
    if (!same) {
        for (int i = 0; i < dst->nmods; i++) {
            free(dst->mod_state[i]);
            dst->mod_state[i] = NULL;
        }
        dst->nmods = 0;
        for (int i = 0; i < src->nmods; i++) {
            size_t n = src->mods[i]->state_size;
            if (!(dst->mod_state[i] = malloc(n ? n : 1)))
                return false;
            dst->mods[i] = src->mods[i];
            dst->nmods = i + 1;
        }
    }
    int cap_nodes = dst->cap_nodes, cap_blocks = dst->cap_blocks;
    bool ok = reserve((void **)&dst->nodes, &cap_nodes, src->nnodes, sizeof *dst->nodes) &&
              reserve((void **)&dst->blocks, &cap_blocks, src->nblocks, sizeof *dst->blocks);
    dst->cap_nodes = cap_nodes;
    dst->cap_blocks = cap_blocks;
    if (!ok)
        return false;
    if (!src->recording)
        return true;
    return reserve((void **)&dst->events, &dst->cap_events, src->nevents, sizeof *dst->events) &&
           reserve((void **)&dst->coords, &dst->cap_coords, src->ncoords, sizeof *dst->coords) &&
           reserve((void **)&dst->log, &dst->cap_log, src->nlog, sizeof *dst->log);
}

/* The fields of carc_game that are a game's own and not its value: the buffers it owns, their
 * capacities, its scratch and its reference to what copies share. The one list of them: a copy keeps the
 * destination's (and copies the contents into them); module states are kept the same way. */
/* one field a line, as written: clang-format 14 lays a list of macro calls out anew each run */
/* clang-format off */
#define OWNED_FIELDS(X)          \
    X(carc_grid_block *, blocks) \
    X(int, cap_blocks)           \
    X(carc_node *, nodes)        \
    X(int, cap_nodes)            \
    X(uint32_t *, stamp)         \
    X(uint32_t, stamp_now)       \
    X(carc_event *, events)      \
    X(int, cap_events)           \
    X(int *, coords)             \
    X(int, cap_coords)           \
    X(carc_action *, log)        \
    X(int, cap_log)              \
    X(carc_shared *, shared)
/* clang-format on */

typedef struct owned {
#define OWNED_DECLARE(type, field) type field;
    OWNED_FIELDS(OWNED_DECLARE)
    void *mod_state[CARC_MAX_MODULES];
} owned;

static void copy_n(void *dst, const void *src, int n, size_t elem)
{
    if (n > 0)
        memcpy(dst, src, (size_t)n * elem); /* buffers never used may still be NULL */
}

static void copy_into(carc_game *dst, const carc_game *src)
{
    owned o; /* stamps are dst's own scratch: its counter must stay ahead of them */
#define OWNED_KEEP(type, field) o.field = dst->field;
    OWNED_FIELDS(OWNED_KEEP)
    memcpy(o.mod_state, dst->mod_state, sizeof o.mod_state);
    memcpy(dst, src, offsetof(carc_game, tiles));
#define OWNED_RESTORE(type, field) dst->field = o.field;
    OWNED_FIELDS(OWNED_RESTORE)
    memcpy(dst->mod_state, o.mod_state, sizeof o.mod_state);
    if (o.shared != src->shared) {
        atomic_fetch_add(&src->shared->refs, 1);
        shared_release(o.shared);
    }
    dst->shared = src->shared;

    copy_n(dst->tiles, src->tiles, src->ntiles, sizeof *src->tiles);
    copy_n(dst->frontier, src->frontier, src->nfrontier, sizeof *src->frontier);
    copy_n(dst->monastery, src->monastery, src->nmonasteries, sizeof *src->monastery);
    copy_n(dst->stack, src->stack, src->nstack, sizeof *src->stack);
    copy_n(dst->blocks, src->blocks, src->nblocks, sizeof *src->blocks);
    copy_n(dst->nodes, src->nodes, src->nnodes, sizeof *src->nodes);
    for (int i = 0; i < src->nmods; i++)
        memcpy(dst->mod_state[i], src->mod_state[i], src->mods[i]->state_size);
    if (src->recording) {
        copy_n(dst->events, src->events, src->nevents, sizeof *src->events);
        copy_n(dst->coords, src->coords, src->ncoords, sizeof *src->coords);
        copy_n(dst->log, src->log, src->nlog, sizeof *src->log);
    }
}

void carc_game_copy(carc_game *dst, const carc_game *src)
{
    if (dst == src)
        return;
    if (!reserve_like(dst, src))
        abort(); /* out of memory, as everywhere in the engine */
    copy_into(dst, src);
}

carc_game *carc_game_clone(const carc_game *g)
{
    carc_game *c = carc_game_alloc(g->rules);
    if (!c || !reserve_like(c, g)) {
        carc_game_free(c);
        return NULL;
    }
    copy_into(c, g);
    return c;
}

void carc_game_set_recording(carc_game *g, bool on)
{
    g->recording = on;
    if (on)
        return;
    /* what was recorded would have gaps: drop it (such a game can no longer be saved as a replay) */
    g->nevents = g->ncoords = 0;
    g->nlog = 0;
}

void carc_game_determinize(carc_game *g, int viewer, uint64_t rng[4])
{
    /* the face-down stack: its tiles are known, their order is not, but for its groups (stack_group) */
    int *v = g->stack + g->stack_pos, n = g->nstack - g->stack_pos;
    for (int i = 0, j; i < n; i = j) { /* each group's run apart */
        for (j = g->grouping ? i + 1 : n; j < n && carc_stack_group(g, v[j]) == carc_stack_group(g, v[i]);)
            j++;
        carc_shuffle_unseen(v + i, j - i, rng);
    }
    for (int i = 0; i < g->nmods; i++)
        if (g->mods[i]->determinize)
            g->mods[i]->determinize(g, g->mod_state[i], viewer, rng);
}
