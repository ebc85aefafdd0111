/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _POSIX_C_SOURCE 200809L
/* A game as a value, through the public API only: clones and copies are independent of their original
 * and continue exactly as it would; recording off plays and scores the same as recording on;
 * determinization keeps everything a player sees and reshuffles what they cannot see; undo and redo (a
 * replay of the log's first actions) across a double turn. Every expansion, the plain board and both maps. */
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

#include "../engine/carc_internal.h" /* the stack's order, to see determinization change it */
#include "check.h"
#include "final_now.h"

static const carc_rules *R;

typedef struct config {
    const char *expansions, *map;
} config;

static const config configs[] = {
    {"", NULL},
    {"bets", NULL},
    {"tollkeepers", NULL},
    {"bets,tollkeepers", NULL},
    {"", "benelux"},
    {"", "france"},
    {"mapchips,bets,tollkeepers", "benelux"},
    {"mapchips,bets,tollkeepers", "france"},
    {"mapchips", "benelux"},
    {"mapchips", "france"},
    {"inns,traders", NULL},
    {"inns,traders,mapchips,bets,tollkeepers", "france"},
};
#define NCONFIGS (int)(sizeof configs / sizeof configs[0])

static carc_game *new_game(const config *c, int players, uint64_t seed)
{
    carc_setup s;
    carc_setup_init(&s, players, seed);
    cJSON *json = cJSON_CreateObject();
    if (c->map)
        cJSON_AddStringToObject(json, "map", c->map);
    s.json = json;
    for (const char *p = c->expansions; *p;) {
        size_t n = strcspn(p, ",");
        memcpy(s.expansions[s.nexpansions], p, n);
        s.expansions[s.nexpansions++][n] = 0;
        p += n + (p[n] == ',');
    }
    carc_err err;
    carc_game *g = carc_game_new(R, &s, &err);
    cJSON_Delete(json); /* the game keeps its own copy of the setup */
    CHECK(g != NULL, "new game (%s, %s): %s", c->expansions, c->map ? c->map : "no map", err.msg);
    return g;
}

static char *take_text(cJSON *j)
{
    char *t = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    return t;
}

/* What `viewer` sees of the modules: another player's rack of betting chips only as a count. */
static cJSON *modules_seen(const carc_game *g, int viewer)
{
    cJSON *m = carc_game_modules_json(g);
    cJSON *racks = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(m, "bets"), "racks");
    for (int p = 0; viewer >= 0 && p < cJSON_GetArraySize(racks); p++)
        if (p != viewer)
            cJSON_ReplaceItemInArray(racks, p, cJSON_CreateNumber(cJSON_GetArraySize(cJSON_GetArrayItem(racks, p))));
    return m;
}

/* Everything observable about a game, as one string: board, meeples, scores by category, turn,
 * phase, stack, current tile, module state, the saved game and the legal actions. With a viewer >= 0:
 * what that player sees (no saved game; legal actions only when they act). */
static char *view(const carc_game *g, int viewer)
{
    cJSON *j = cJSON_CreateObject(), *board = cJSON_AddArrayToObject(j, "board");
    for (int i = 0; i < carc_game_board_count(g); i++) {
        carc_placed_tile t = carc_game_board_tile(g, i);
        cJSON *a = cJSON_CreateIntArray((const int[]){t.x, t.y, t.type, t.rot}, 4);
        cJSON_AddItemToArray(board, a);
    }
    carc_meeple_info m[64];
    int nm = carc_game_meeples_on_board(g, m, 64);
    cJSON *meeples = cJSON_AddArrayToObject(j, "meeples");
    for (int i = 0; i < nm && i < 64; i++)
        cJSON_AddItemToArray(meeples, cJSON_CreateIntArray((const int[]){m[i].player, m[i].x, m[i].y, m[i].at, m[i].kind}, 5));
    cJSON *scores = cJSON_AddArrayToObject(j, "scores");
    for (int p = 0; p < carc_game_player_count(g); p++) {
        cJSON_AddItemToArray(scores, cJSON_CreateNumber(carc_game_score(g, p)));
        for (int k = 0; k < carc_game_figure_kinds(g); k++) /* k 0: the meeples (carc_game_meeples_in_supply) */
            cJSON_AddItemToArray(scores, cJSON_CreateNumber(carc_game_figures_in_supply(g, p, k)));
        for (int c = 0; c < carc_game_category_count(g); c++)
            cJSON_AddItemToArray(scores, cJSON_CreateNumber(carc_game_category_score(g, p, c)));
    }
    cJSON_AddNumberToObject(j, "turn", carc_game_turn(g));
    cJSON_AddBoolToObject(j, "extra", carc_game_turn_is_extra(g));
    cJSON_AddStringToObject(j, "phase", carc_game_phase(g));
    cJSON_AddNumberToObject(j, "active", carc_game_active_player(g));
    cJSON_AddNumberToObject(j, "actor", carc_game_current_player(g));
    cJSON_AddNumberToObject(j, "tiles_left", carc_game_tiles_left(g));
    cJSON_AddNumberToObject(j, "tile", carc_game_current_tile(g));
    cJSON_AddItemToObject(j, "modules", modules_seen(g, viewer));
    if (viewer < 0)
        cJSON_AddItemToObject(j, "save", carc_game_save_json(g));
    carc_action_list l = {0};
    int n = viewer < 0 || viewer == carc_game_current_player(g) ? carc_game_legal_actions(g, &l) : 0;
    cJSON *legal = cJSON_AddArrayToObject(j, "legal");
    for (int i = 0; i < n; i++)
        cJSON_AddItemToArray(legal, carc_action_to_json(&l.v[i]));
    carc_action_list_free(&l);
    return take_text(j);
}

static char *snapshot(const carc_game *g)
{
    return view(g, -1);
}

static bool step(carc_game *g, carc_action_list *scratch, uint64_t rng[4])
{
    carc_err err;
    if (carc_game_over(g))
        return false;
    bool ok = carc_ai_random_step(g, scratch, rng, &err);
    CHECK(ok, "random step: %s", err.msg);
    return ok;
}

static void play(carc_game *g, carc_action_list *scratch, uint64_t rng[4], int max_actions)
{
    for (int i = 0; i < max_actions && step(g, scratch, rng); i++) {
    }
}

static bool same_text(char *a, char *b)
{
    bool same = strcmp(a, b) == 0;
    free(a);
    free(b);
    return same;
}

/* Play on a clone (and on a warm copy made over a game of another kind): the original does not move,
 * and the copies continue exactly as the original does with the same moves. */
static void test_copy_independent(void)
{
    carc_action_list scratch = {0};
    carc_game *warm = new_game(&configs[NCONFIGS - 1], 3, 5); /* other modules, other sizes */
    for (int ci = 0; ci < NCONFIGS; ci++)
        for (int seed = 1; seed <= 4; seed++) {
            const config *c = &configs[ci];
            carc_game *g = new_game(c, 2 + seed % 3, (uint64_t)seed * 31u + (uint64_t)ci);
            if (!g)
                continue;
            uint64_t rng[4];
            carc_rng_seed(rng, (uint64_t)seed);
            play(g, &scratch, rng, 20 + 30 * seed);
            char *before = snapshot(g);
            carc_game *c1 = carc_game_clone(g);
            CHECK(c1 != NULL, "clone");
            carc_game_copy(warm, g);
            char *s1 = snapshot(c1), *s2 = snapshot(warm);
            CHECK(strcmp(before, s1) == 0, "%s %s seed %d: the clone differs from its original", c->expansions, c->map ? c->map : "", seed);
            CHECK(strcmp(before, s2) == 0, "%s %s seed %d: the copy differs from its original", c->expansions, c->map ? c->map : "", seed);
            free(s1);
            free(s2);
            uint64_t r1[4], r2[4], r3[4];
            memcpy(r1, rng, sizeof r1);
            memcpy(r2, rng, sizeof r2);
            memcpy(r3, rng, sizeof r3);
            play(c1, &scratch, r1, 10000);
            CHECK(carc_game_over(c1), "the clone plays to the end");
            CHECK(same_text(before, snapshot(g)), "%s %s seed %d: playing on a clone changed the original", c->expansions,
                  c->map ? c->map : "", seed);
            before = snapshot(g);
            play(warm, &scratch, r2, 10000);
            CHECK(same_text(before, snapshot(g)), "%s %s seed %d: playing on a copy changed the original", c->expansions,
                  c->map ? c->map : "", seed);
            play(g, &scratch, r3, 10000); /* the original, the same moves: where the copies went */
            char *end = snapshot(g);
            CHECK(same_text(snapshot(c1), strdup(end)), "%s %s seed %d: the clone ended elsewhere than the original", c->expansions,
                  c->map ? c->map : "", seed);
            CHECK(same_text(snapshot(warm), end), "%s %s seed %d: the copy ended elsewhere than the original", c->expansions,
                  c->map ? c->map : "", seed);
            carc_game_free(c1);
            carc_game_free(g);
        }
    /* the warm copy outlives every original: it holds its own reference to the shared setup */
    char *s = snapshot(warm);
    CHECK(s && strstr(s, "\"save\""), "copy outlives its original");
    free(s);
    carc_game_free(warm);
    carc_action_list_free(&scratch);
}

/* Recording off: no events and no log, the same legal actions at every step and the same result. */
static void test_recording_identity(void)
{
    carc_action_list scratch = {0}, other = {0};
    for (int ci = 0; ci < NCONFIGS; ci++)
        for (int seed = 1; seed <= 6; seed++) {
            const config *c = &configs[ci];
            carc_game *on = new_game(c, 2 + seed % 4, (uint64_t)seed * 101u + (uint64_t)ci);
            carc_game *off = new_game(c, 2 + seed % 4, (uint64_t)seed * 101u + (uint64_t)ci);
            if (!on || !off)
                break;
            carc_game_set_recording(off, false);
            uint64_t r1[4], r2[4];
            carc_rng_seed(r1, (uint64_t)seed);
            carc_rng_seed(r2, (uint64_t)seed);
            bool same = true;
            while (same && !carc_game_over(on)) {
                int n1 = carc_game_legal_actions(on, &scratch), n2 = carc_game_legal_actions(off, &other);
                same = n1 == n2 && carc_game_current_player(on) == carc_game_current_player(off);
                for (int i = 0; same && i < n1; i++) {
                    cJSON *a = carc_action_to_json(&scratch.v[i]), *b = carc_action_to_json(&other.v[i]);
                    same = cJSON_Compare(a, b, true);
                    cJSON_Delete(a);
                    cJSON_Delete(b);
                }
                step(on, &scratch, r1);
                step(off, &other, r2);
            }
            CHECK(same, "%s %s seed %d: recording off changed the legal actions", c->expansions, c->map ? c->map : "", seed);
            CHECK(carc_game_over(off), "recording off: the game ends too");
            for (int p = 0; p < carc_game_player_count(on); p++) {
                CHECK(carc_game_score(on, p) == carc_game_score(off, p), "%s %s seed %d: player %d scores %d with recording, %d without",
                      c->expansions, c->map ? c->map : "", seed, p, carc_game_score(on, p), carc_game_score(off, p));
                for (int k = 0; k < carc_game_category_count(on); k++)
                    CHECK(carc_game_category_score(on, p, k) == carc_game_category_score(off, p, k), "category %d", k);
            }
            CHECK(same_text(take_text(carc_game_modules_json(on)), take_text(carc_game_modules_json(off))),
                  "%s %s seed %d: modules differ with recording off", c->expansions, c->map ? c->map : "", seed);
            int nev;
            carc_game_events(off, &nev);
            CHECK(nev == 0 && carc_game_action_count(off) == 0, "recording off keeps no events (%d) and no log (%d)", nev,
                  carc_game_action_count(off));
            carc_game_events(on, &nev);
            CHECK(nev > 0 && carc_game_action_count(on) > 0, "recording on keeps events and the log");
            carc_game_free(on);
            carc_game_free(off);
        }
    carc_action_list_free(&scratch);
    carc_action_list_free(&other);
}

/* A copy of a game that does not record continues without recording, and one that does records. */
static void test_recording_copied(void)
{
    carc_action_list scratch = {0};
    uint64_t rng[4];
    carc_rng_seed(rng, 3);
    carc_game *g = new_game(&configs[3], 2, 9);
    play(g, &scratch, rng, 30);
    int nlog = carc_game_action_count(g);
    carc_game *c = carc_game_clone(g);
    carc_game_set_recording(c, false);
    play(c, &scratch, rng, 10);
    CHECK(carc_game_action_count(g) == nlog, "turning recording off on a clone leaves the original's log");
    carc_game *d = carc_game_clone(c);
    play(d, &scratch, rng, 10);
    int nev;
    carc_game_events(d, &nev);
    CHECK(nev == 0 && carc_game_action_count(d) == 0, "a copy of a game without recording does not record");
    carc_game_copy(d, g);
    CHECK(carc_game_action_count(d) == nlog, "a copy of a recording game has its log");
    carc_game_free(d);
    carc_game_free(c);
    carc_game_free(g);
    carc_action_list_free(&scratch);
}

static int cmp_int(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

/* The tiles no one has seen: the face-down stack and the island tiles under the face-up ones, as
 * a sorted list (island tiles from the saved setup: every dealt tile, taken ones included). */
static int unseen_tiles(const carc_game *g, int *out)
{
    int n = 0;
    for (int i = g->stack_pos; i < g->nstack; i++)
        out[n++] = g->stack[i];
    cJSON *save = carc_game_save_json(g), *stacks, *ids, *id;
    cJSON_ArrayForEach(stacks, cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(save, "setup"), "islands"))
        cJSON_ArrayForEach(ids, stacks) cJSON_ArrayForEach(id, ids) out[n++] = carc_rules_tile_find(R, id->valuestring);
    cJSON_Delete(save);
    qsort(out, (size_t)n, sizeof *out, cmp_int);
    return n;
}

/* Determinization keeps what every player sees and every count, and really reshuffles the hidden:
 * the stack's order, other players' betting chips, face-down map chips and hidden island tiles. */
static void test_determinize(void)
{
    carc_action_list scratch = {0};
    for (int ci = 0; ci < NCONFIGS; ci++) {
        const config *c = &configs[ci];
        int stack_moved = 0, bets_moved = 0, chips_moved = 0, tries = 0;
        for (int seed = 1; seed <= 3; seed++) {
            carc_game *g = new_game(c, 2 + seed % 3, (uint64_t)seed * 7u + (uint64_t)ci);
            if (!g)
                break;
            uint64_t rng[4], drng[4];
            carc_rng_seed(rng, (uint64_t)seed);
            carc_rng_seed(drng, 1000u + (uint64_t)seed);
            carc_game *d = carc_game_clone(g);
            while (step(g, &scratch, rng)) {
                if (carc_rng_below(rng, 4) != 0)
                    continue; /* every phase, now and then */
                int viewer = carc_rng_below(rng, carc_game_player_count(g));
                char *seen = view(g, viewer), *all = snapshot(g), *bets = take_text(carc_game_modules_json(g));
                int before[CARC_MAX_TILES * 2], after[CARC_MAX_TILES * 2];
                int nb = unseen_tiles(g, before);
                carc_game_copy(d, g);
                carc_game_determinize(d, viewer, drng);
                tries++;
                CHECK(same_text(strdup(seen), view(d, viewer)), "%s %s seed %d turn %d: determinizing for player %d changed what they see",
                      c->expansions, c->map ? c->map : "", seed, carc_game_turn(g), viewer);
                CHECK(same_text(take_text(carc_game_view_json(g, viewer)), take_text(carc_game_view_json(d, viewer))),
                      "%s %s seed %d turn %d: determinizing for player %d changed their bot view", c->expansions, c->map ? c->map : "",
                      seed, carc_game_turn(g), viewer);
                int na = unseen_tiles(d, after);
                CHECK(na == nb && memcmp(before, after, (size_t)na * sizeof *after) == 0, "%s %s: determinizing changed the unseen tiles",
                      c->expansions, c->map ? c->map : "");
                stack_moved +=
                    memcmp(g->stack + g->stack_pos, d->stack + d->stack_pos, (size_t)(g->nstack - g->stack_pos) * sizeof *g->stack) != 0;
                bets_moved += !same_text(bets, take_text(carc_game_modules_json(d)));
                chips_moved += !same_text(strdup(all), snapshot(d)); /* the saved setup shows map chips and island tiles */
                free(seen);
                CHECK(same_text(all, snapshot(g)), "determinizing a copy leaves the original as it was");
            }
            /* a determinized game plays on to the end */
            play(d, &scratch, rng, 10000);
            CHECK(carc_game_over(d), "%s %s: a determinized game plays to its end", c->expansions, c->map ? c->map : "");
            carc_game_free(d);
            carc_game_free(g);
        }
        CHECK(stack_moved > tries / 2, "%s %s: the stack was reshuffled only %d times in %d", c->expansions, c->map ? c->map : "",
              stack_moved, tries);
        if (strstr(c->expansions, "bets"))
            CHECK(bets_moved > 0, "%s %s: other players' chips never moved", c->expansions, c->map ? c->map : "");
        if (strstr(c->expansions, "mapchips"))
            CHECK(chips_moved > tries / 2, "%s %s: map chips and island tiles moved only %d times in %d", c->expansions,
                  c->map ? c->map : "", chips_moved, tries);
        else
            CHECK(chips_moved <= stack_moved, "without hidden module state only the stack moves");
    }
    carc_action_list_free(&scratch);
}

/* A network client's game (carc_game_from_view): from a seat's view (or a spectator's), a game that shows it the same
 * as the real one (board, scores, racks, legal moves, its view again), now and after any earlier action;
 * and one that plays on to its end. Every 5th step of three games of every configuration. */
static void test_from_view(void)
{
    carc_action_list scratch = {0};
    int checked = 0, masked = 0;
    for (int ci = 0; ci < NCONFIGS; ci++) {
        const config *c = &configs[ci];
        for (int seed = 1; seed <= 3; seed++) {
            int np = 2 + (seed + ci) % 4;
            carc_game *g = new_game(c, np, (uint64_t)seed * 11u + (uint64_t)ci);
            if (!g)
                break;
            uint64_t rng[4];
            carc_rng_seed(rng, (uint64_t)seed + 500u);
            bool more = true;
            while (more) {
                more = step(g, &scratch, rng);
                if (more && carc_rng_below(rng, 5) != 0)
                    continue;
                /* a seat, or a spectator (-1: what is public, compared as a seat that plays no part) */
                int viewer = carc_rng_below(rng, np + 1) - 1, n = carc_game_action_count(g), seen = viewer < 0 ? CARC_MAX_PLAYERS : viewer;
                cJSON *vj = carc_game_view_json(g, viewer);
                char *vt = cJSON_PrintUnformatted(vj);
                masked += strstr(vt, "\"?\"") != NULL;
                int upto = carc_rng_below(rng, n + 1);
                carc_err err;
                carc_game *f = carc_game_from_view(R, vj, -1, &err), *fk = carc_game_from_view(R, vj, upto, &err);
                CHECK(f && fk, "%s %s seed %d action %d, seat %d: no game from the view: %s", c->expansions, c->map ? c->map : "", seed, n,
                      viewer, err.msg);
                if (f && fk) {
                    checked++;
                    CHECK(same_text(view(g, seen), view(f, seen)),
                          "%s %s seed %d action %d: the game from seat %d's view shows it otherwise", c->expansions, c->map ? c->map : "",
                          seed, n, viewer);
                    CHECK(same_text(strdup(vt), take_text(carc_game_view_json(f, viewer))),
                          "%s %s seed %d action %d: seat %d's view of the game from its view differs", c->expansions, c->map ? c->map : "",
                          seed, n, viewer);
                    carc_game *gk = new_game(c, np, (uint64_t)seed * 11u + (uint64_t)ci);
                    for (int i = 0; i < upto; i++)
                        carc_game_apply(gk, carc_game_action_at(g, i), &err);
                    CHECK(same_text(view(gk, seen), view(fk, seen)),
                          "%s %s seed %d: the game from seat %d's view at action %d of %d shows it otherwise", c->expansions,
                          c->map ? c->map : "", seed, viewer, upto, n);
                    carc_game_free(gk);
                    play(f, &scratch, rng, 10000);
                    CHECK(carc_game_over(f), "%s %s: a game from a view plays to its end", c->expansions, c->map ? c->map : "");
                }
                if (f)
                    carc_game_free(f);
                if (fk)
                    carc_game_free(fk);
                free(vt);
                cJSON_Delete(vj);
            }
            carc_game_free(g);
        }
    }
    CHECK(masked > 20, "the views held hidden parts (\"?\") only %d times", masked);
    printf("from_view: %d views made games again, %d of them with hidden parts\n", checked, masked);
    carc_action_list_free(&scratch);
}

/* What every player knows of one chip on an office (RULES.md 2): where it lies and the faces of its
 * owner turned over elsewhere while it lay there (it is none of them). Read from the public events. */
typedef struct open_bet {
    int player, x, y, nruled;
    char ruled[8][16];
} open_bet;

static void follow_bets(const carc_game *g, int *seen, open_bet *open, int *nopen)
{
    int nev;
    const carc_event *ev = carc_game_events(g, &nev);
    for (; *seen < nev; (*seen)++) {
        const carc_event *e = &ev[*seen];
        if (strcmp(e->name, "bet_placed") == 0)
            open[(*nopen)++] = (open_bet){.player = e->player, .x = e->x, .y = e->y};
        if (strcmp(e->name, "bet_revealed") != 0)
            continue;
        for (int i = 0; i < *nopen; i++) {
            open_bet *b = &open[i];
            if (b->player != e->player)
                continue;
            if (b->x == e->x && b->y == e->y)
                *b-- = open[--*nopen];
            else if (b->nruled < 8)
                snprintf(b->ruled[b->nruled++], sizeof b->ruled[0], "%s", e->label);
        }
    }
}

/* The chips each player has on offices, as the final scoring turns them over now: "p x y face" lines. */
static char *chips_turned_over(const carc_game *g, int player)
{
    const carc_event *ev;
    int before, nev;
    carc_game *c = final_now(g, &ev, &before, &nev);
    char *out = calloc(1, 64 * (size_t)(nev - before) + 1), *w = out;
    for (int i = before; i < nev; i++)
        if (strcmp(ev[i].name, "bet_revealed") == 0 && (player < 0 || ev[i].player == player))
            w += sprintf(w, "%d %d %d %s\n", ev[i].player, ev[i].x, ev[i].y, ev[i].label);
    carc_game_free(c);
    return out;
}

/* Determinizing for a viewer with the Bets: their own chips stay exactly where they are, with their
 * faces (their owner knows what they bet); another player's chip on an office is never given a face
 * that was turned over elsewhere while it lay there; other players' chips do move. */
static void test_determinize_bets(void)
{
    static const config bets = {"bets", NULL};
    carc_action_list scratch = {0};
    int checks = 0, others_moved = 0;
    for (int seed = 1; seed <= 6; seed++) {
        carc_game *g = new_game(&bets, 3 + seed % 3, 500u + (uint64_t)seed), *d = carc_game_clone(g);
        uint64_t rng[4], drng[4];
        carc_rng_seed(rng, (uint64_t)seed);
        carc_rng_seed(drng, 900u + (uint64_t)seed);
        open_bet open[64];
        int seen = 0, nopen = 0;
        while (step(g, &scratch, rng)) {
            follow_bets(g, &seen, open, &nopen);
            if (carc_rng_below(rng, 3) != 0 || nopen < 2)
                continue;
            int viewer = carc_rng_below(rng, carc_game_player_count(g));
            char *real = chips_turned_over(g, viewer), *all = chips_turned_over(g, -1);
            carc_game_copy(d, g);
            carc_game_determinize(d, viewer, drng);
            checks++;
            CHECK(same_text(real, chips_turned_over(d, viewer)), "seed %d turn %d: determinizing for player %d moved their own chips", seed,
                  carc_game_turn(g), viewer);
            char *dealt = chips_turned_over(d, -1);
            others_moved += strcmp(all, dealt) != 0;
            for (char *line = dealt; *line; line = strchr(line, '\n') + 1) {
                int p, x, y, n;
                char face[16] = "";
                if (sscanf(line, "%d %d %d %15s%n", &p, &x, &y, face, &n) != 4)
                    break;
                for (int i = 0; i < nopen; i++)
                    for (int k = 0; k < open[i].nruled && p != viewer; k++)
                        CHECK(
                            open[i].player != p || open[i].x != x || open[i].y != y || strcmp(open[i].ruled[k], face) != 0,
                            "seed %d turn %d: determinizing for player %d put player %d's chip %s on (%d,%d), turned over elsewhere while "
                            "that chip lay there",
                            seed, carc_game_turn(g), viewer, p, face, x, y);
            }
            free(dealt);
            free(all);
        }
        carc_game_free(d);
        carc_game_free(g);
    }
    CHECK(checks > 50 && others_moved > checks / 4, "determinized %d positions with bets, others' chips moved in %d", checks, others_moved);
    carc_action_list_free(&scratch);
}

/* carc_game_random_action picks exactly what indexing the legal list with carc_rng_below would. */
static void test_random_action(void)
{
    carc_action_list scratch = {0}, legal = {0};
    for (int ci = 0; ci < NCONFIGS; ci++) {
        carc_game *g = new_game(&configs[ci], 3, 40u + (uint64_t)ci);
        if (!g)
            continue;
        uint64_t rng[4], a_rng[4], b_rng[4];
        carc_rng_seed(rng, 77u + (uint64_t)ci);
        int same = 0, steps = 0;
        while (!carc_game_over(g)) {
            memcpy(a_rng, rng, sizeof rng);
            memcpy(b_rng, rng, sizeof rng);
            carc_action a;
            bool ok = carc_game_random_action(g, &scratch, a_rng, &a);
            int n = carc_game_legal_actions(g, &legal);
            CHECK(ok && n > 0, "a legal action while the game runs");
            if (!ok || n == 0)
                break;
            cJSON *ja = carc_action_to_json(&a), *jb = carc_action_to_json(&legal.v[carc_rng_below(b_rng, n)]);
            same += cJSON_Compare(ja, jb, true) && memcmp(a_rng, b_rng, sizeof a_rng) == 0;
            steps++;
            cJSON_Delete(ja);
            cJSON_Delete(jb);
            step(g, &scratch, rng);
        }
        CHECK(same == steps && steps > 0, "%s %s: the random action matched the listed one %d times in %d", configs[ci].expansions,
              configs[ci].map ? configs[ci].map : "", same, steps);
        carc_action ignored;
        CHECK(!carc_game_random_action(g, &scratch, rng, &ignored), "no random action once the game is over");
        carc_game_free(g);
    }
    carc_action_list_free(&scratch);
    carc_action_list_free(&legal);
}

/* Capacity: a game whose board and stack would hold more tiles than fit is refused with a message. */
static void test_capacity(void)
{
    cJSON *root = cJSON_CreateObject(), *setup = cJSON_AddObjectToObject(root, "setup");
    cJSON_AddNumberToObject(setup, "players", 2);
    cJSON_AddStringToObject(setup, "map", "france");
    cJSON *start = cJSON_AddArrayToObject(setup, "start");
    const char *squares[2] = {"Nancy", "Le Mans"};
    for (int i = 0; i < 2; i++) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "square", squares[i]);
        cJSON_AddStringToObject(o, "tile", "D");
        cJSON_AddItemToArray(start, o);
    }
    cJSON *draw = cJSON_AddArrayToObject(setup, "draw");
    for (int i = 0; i < CARC_MAX_TILES - 1; i++)
        cJSON_AddItemToArray(draw, cJSON_CreateString("B"));
    char *text = cJSON_PrintUnformatted(root);
    carc_replay r;
    bool ok = carc_replay_text(R, text, "big.json", &r);
    CHECK(!ok && r.game == NULL && strstr(r.err.msg, "at most 512"), "2 start tiles and 511 in the stack are refused: %s", r.err.msg);
    carc_game_free(r.game);
    free(text);
    cJSON_Delete(root);
}

/* Every place of the face-down stack can take another tile: the top and the bottom too (a shuffle that
 * left the last tile where it was would tell a searcher which tile comes last). */
static void test_determinize_every_place(void)
{
    carc_game *g = new_game(&configs[0], 2, 5), *d = carc_game_clone(g);
    uint64_t rng[4];
    carc_rng_seed(rng, 77);
    int n = g->nstack - g->stack_pos, moved[CARC_MAX_TILES] = {0};
    for (int k = 0; k < 64; k++) {
        carc_game_copy(d, g);
        carc_game_determinize(d, 0, rng);
        for (int i = 0; i < n; i++)
            moved[i] |= d->stack[d->stack_pos + i] != g->stack[g->stack_pos + i];
    }
    for (int i = 0; i < n; i++)
        CHECK(moved[i], "place %d of %d in the stack never took another tile in 64 determinizations", i, n);
    carc_game_free(d);
    carc_game_free(g);
}

/* A saved game replayed, or NULL (a failed check). The JSON is freed. */
static carc_game *replay_save(cJSON *save, const char *what)
{
    char *text = take_text(save);
    carc_replay r;
    bool ok = carc_replay_text(R, text, what, &r) && r.failed_action < 0;
    CHECK(ok, "%s: the saved game does not replay: %s", what, r.err.msg);
    free(text);
    if (!ok) {
        carc_game_free(r.game);
        return NULL;
    }
    return r.game;
}

/* g's saved game with only the first n actions of its log: what the GUI's undo replays. */
static cJSON *save_prefix(const carc_game *g, int n)
{
    cJSON *save = carc_game_save_json(g), *actions = cJSON_GetObjectItemCaseSensitive(save, "actions");
    while (cJSON_GetArraySize(actions) > n)
        cJSON_DeleteItemFromArray(actions, cJSON_GetArraySize(actions) - 1);
    return save;
}

enum { MAX_ACTIONS = 8192 };

/* Undo and redo across a double turn (Traders & Builders), the GUI's way: the game rebuilt from its saved
 * setup and the first actions of its log. At every action from the start of the turn whose tile grants the
 * double turn to the end of the turn after the extra one, a clone taken there is the reference
 * (its snapshot: board, figures of every kind, scores by category, supplies per kind, turn and whether it is
 * the extra one, phase, active player and actor, stack, module state, the saved game, the legal actions):
 * its own saved game replays to it; the whole game's log cut there replays to it (undo); the next action of
 * the log applied to that replay gives the next clone (redo); a copy made before the double turn, given the
 * log's actions, goes through it as the game did. The extra turn is the granting player's. */
static void test_undo_double_turn(void)
{
    static const config traders[] = {
        {"traders", NULL},
        {"inns,traders,bets,tollkeepers", NULL},
        {"traders,mapchips", "benelux"},
        {"inns,traders,mapchips,bets,tollkeepers", "france"},
    };
    static int turn_before[MAX_ACTIONS + 1];
    carc_action_list scratch = {0};
    for (size_t ci = 0; ci < sizeof traders / sizeof traders[0]; ci++) {
        const config *c = &traders[ci];
        int games = 0;
        for (int seed = 1; seed <= 60 && games < 2; seed++) {
            /* the whole game once: where its first double turn lies */
            carc_game *g = new_game(c, 2 + seed % 3, 700u + (uint64_t)seed);
            uint64_t rng[4];
            carc_rng_seed(rng, (uint64_t)seed);
            int extra = -1; /* the first extra turn's number */
            do {
                turn_before[carc_game_action_count(g)] = carc_game_turn(g);
                if (extra < 0 && carc_game_turn_is_extra(g))
                    extra = carc_game_turn(g);
            } while (carc_game_action_count(g) < MAX_ACTIONS && step(g, &scratch, rng));
            if (extra < 0 || !carc_game_over(g)) {
                carc_game_free(g);
                continue;
            }
            games++;
            /* from the start of the granting turn to that of the second turn after the extra one (or the end) */
            int n = carc_game_action_count(g), from = 0, to = 0;
            while (turn_before[from] < extra - 1)
                from++;
            while (to < n && turn_before[to] <= extra + 1)
                to++;
            /* again, the same moves, cloned at every action of the window */
            carc_game *h = new_game(c, 2 + seed % 3, 700u + (uint64_t)seed), *clone[64] = {0};
            carc_rng_seed(rng, (uint64_t)seed);
            CHECK(to - from < 64, "%s seed %d: a double turn of %d actions", c->expansions, seed, to - from);
            if (to - from >= 64)
                to = from + 63;
            while (carc_game_action_count(h) < to) {
                if (carc_game_action_count(h) >= from)
                    clone[carc_game_action_count(h) - from] = carc_game_clone(h);
                if (!step(h, &scratch, rng))
                    break;
            }
            clone[to - from] = carc_game_clone(h);
            int granting = carc_game_active_player(clone[0]), extra_seen = 0;
            carc_game *warm = new_game(&configs[0], 2, 1);
            carc_game_copy(warm, clone[0]);
            carc_err err;
            for (int k = from; k <= to; k++) {
                const carc_game *ref = clone[k - from];
                char what[96], *want = snapshot(ref);
                snprintf(what, sizeof what, "%s %s seed %d action %d", c->expansions, c->map ? c->map : "", seed, k);
                if (carc_game_turn_is_extra(ref)) {
                    extra_seen++;
                    CHECK(carc_game_turn(ref) == extra && carc_game_active_player(ref) == granting, "%s: the extra turn %d is player %d's",
                          what, extra, granting);
                }
                carc_game *saved = replay_save(carc_game_save_json(ref), what), *undone = replay_save(save_prefix(g, k), what);
                CHECK(saved && same_text(strdup(want), snapshot(saved)), "%s: its saved game replays elsewhere", what);
                CHECK(undone && same_text(strdup(want), snapshot(undone)), "%s: the game's log cut there (undo) replays elsewhere", what);
                if (undone && k < to) { /* redo */
                    CHECK(carc_game_apply(undone, carc_game_action_at(g, k), &err) == CARC_OK, "%s: redo: %s", what, err.msg);
                    CHECK(same_text(snapshot(undone), snapshot(clone[k + 1 - from])), "%s: undo then redo is not the next position", what);
                }
                if (k < to)
                    CHECK(carc_game_apply(warm, carc_game_action_at(g, k), &err) == CARC_OK, "%s: the copy: %s", what, err.msg);
                carc_game_free(saved);
                carc_game_free(undone);
                free(want);
            }
            CHECK(extra_seen > 0, "%s %s seed %d: no position of the window is in the extra turn", c->expansions, c->map ? c->map : "",
                  seed);
            CHECK(same_text(snapshot(warm), snapshot(clone[to - from])), "%s %s seed %d: a copy from before the double turn ends elsewhere",
                  c->expansions, c->map ? c->map : "", seed);
            for (int k = 0; k <= to - from; k++)
                carc_game_free(clone[k]);
            carc_game_free(warm);
            carc_game_free(h);
            carc_game_free(g);
        }
        CHECK(games == 2, "%s %s: only %d random games with a double turn in 60", c->expansions, c->map ? c->map : "", games);
    }
    carc_action_list_free(&scratch);
}

int main(int argc, char **argv)
{
    R = check_rules(argc, argv);
    test_copy_independent();
    test_recording_identity();
    test_recording_copied();
    test_determinize();
    test_determinize_bets();
    test_determinize_every_place();
    test_from_view();
    test_capacity();
    test_random_action();
    test_undo_double_turn();
    carc_rules_free((carc_rules *)R);
    return check_report("test_copy");
}
