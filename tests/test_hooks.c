/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The core's openings for expansions (issue 47), each through a module of the test's own added to the
 * loaded rules, so that the core is seen to honour the hook and no rule of a real expansion hides it:
 * a placement refused by a module never shows among the legal placements, nor in the count and draw of
 * them that play-outs use, nor in a front end's rotations, and the tile action names the module's
 * reason; the stack is drawn in the module's groups, and computer players' shuffles and rebuilt views
 * keep them; a module's start tile lies at (0,0). */
#include <stdlib.h>
#include <string.h>

#include "../engine/carc_internal.h"
#include "check.h"

/* no tile east of the start's column */
static bool west_only(const carc_game *g, const void *st, int type, int x, int y, int rot, carc_err *err)
{
    (void)g, (void)st, (void)type, (void)y, (void)rot;
    return x <= 0 || !carc_err_set(err, CARC_E_ILLEGAL, "the test refuses a tile east of the start");
}

/* monasteries last (tile types list them first: an order by type would not pass for this one) */
static int monasteries_last(const carc_game *g, const void *st, int type)
{
    (void)st;
    return carc_type(g, type)->monastery >= 0 ? 1 : 0;
}

static int monastery_start(const carc_game *g, const void *st)
{
    (void)st;
    return carc_rules_tile_find(g->rules, "B");
}

static const carc_module hooks_module = {
    .name = "hooks_test",
    .title = "hooks",
    .optional = true,
    .placement_allowed = west_only,
    .stack_group = monasteries_last,
    .start_tile = monastery_start,
};

static bool is_monastery(const carc_game *g, int type)
{
    return carc_type(g, type)->monastery >= 0;
}

/* The tiles still to draw, the current one first: every monastery after every other tile. */
static bool monasteries_trail(const carc_game *g, int *nmon)
{
    bool seen = false, ok = true;
    *nmon = 0;
    for (int k = -1; k < carc_stack_left(g); k++) {
        int t = k < 0 ? g->cur_tile : carc_stack_peek(g, k);
        if (t < 0)
            continue;
        ok &= !(seen && !is_monastery(g, t));
        seen |= is_monastery(g, t);
        *nmon += is_monastery(g, t);
    }
    return ok;
}

static carc_game *hooks_game(const carc_rules *R, uint64_t seed)
{
    carc_setup s;
    carc_setup_init(&s, 2, seed);
    return check_new_game(R, &s, "hooks_test", NULL);
}

static void test_start_and_groups(const carc_rules *R)
{
    carc_game *g = hooks_game(R, 5);
    if (!g)
        return;
    CHECK(g->ntiles == 1 && g->tiles[0].type == carc_rules_tile_find(R, "B") && g->tiles[0].x == 0 && g->tiles[0].y == 0,
          "the module's start tile B at (0,0)");
    int nmon, want = 0;
    for (int t = 0; t < R->ntypes; t++)
        want += R->types[t].module == 0 && R->types[t].monastery >= 0 ? R->types[t].count : 0;
    CHECK(monasteries_trail(g, &nmon) && nmon == want, "the base game's %d monasteries drawn last: %d", want, nmon);
    uint64_t rng[4];
    carc_rng_seed(rng, 9);
    for (int i = 0; i < 5; i++) {
        carc_game_determinize(g, 0, rng);
        CHECK(monasteries_trail(g, &nmon) && nmon == want, "a computer's shuffle keeps the groups (%d)", i);
    }
    cJSON *view = carc_game_view_json(g, 1);
    carc_err err = {0};
    carc_game *v = carc_game_from_view(R, view, -1, &err);
    CHECK(v && monasteries_trail(v, &nmon) && nmon == want, "a view rebuilt keeps the groups: %s", v ? "" : err.msg);
    carc_game_free(v);
    cJSON_Delete(view);
    carc_game_free(g);
}

static void test_placements_refused(const carc_rules *R)
{
    carc_action_list l = {0};
    for (uint64_t seed = 1; seed <= 30; seed++) {
        carc_game *g = hooks_game(R, seed);
        if (!g)
            return;
        uint64_t rng[4];
        carc_rng_seed(rng, seed);
        while (!carc_game_over(g)) {
            l.n = 0;
            carc_game_legal_actions(g, &l);
            if (g->phase == CARC_PH_PLACE_TILE) {
                int east = 0, n = carc_board_count_placements(g, g->cur_tile), same = n == l.n;
                for (int i = 0; i < l.n; i++) {
                    east += l.v[i].x > 0;
                    carc_action a;
                    carc_board_nth_placement(g, g->cur_tile, i, &a);
                    same &= a.x == l.v[i].x && a.y == l.v[i].y && a.rot == l.v[i].rot;
                    same &= (carc_board_fitting_rotations(g, g->cur_tile, a.x, a.y) >> a.rot & 1) != 0;
                }
                CHECK(east == 0 && same, "seed %d turn %d: no placement east, %d listed, %d counted, the draw and rotations alike",
                      (int)seed, g->turn, l.n, n);
                carc_action a;
                carc_action_tile(&a, 1, 0, 0);
                carc_err err = {0};
                if (carc_board_at(g, 1, 0) < 0 && carc_game_apply(g, &a, &err) == CARC_OK)
                    CHECK(false, "seed %d: a tile at (1,0) placed", (int)seed);
            }
            if (l.n == 0)
                break;
            carc_err err;
            CHECK(carc_game_apply(g, &l.v[carc_rng_below(rng, l.n)], &err) == CARC_OK, "a legal action applies: %s", err.msg);
        }
        for (int i = 0; i < g->ntiles; i++)
            CHECK(g->tiles[i].x <= 0, "seed %d: tile at (%d,%d)", (int)seed, g->tiles[i].x, g->tiles[i].y);
        carc_game_free(g);
    }
    carc_action_list_free(&l);
}

/* The reason the module gave, named when the tile action is refused. */
static void test_reason_named(const carc_rules *R)
{
    carc_game *g = hooks_game(R, 3);
    if (!g)
        return;
    carc_err err = {0};
    for (int rot = 0; rot < 4; rot++) {
        carc_action a;
        carc_action_tile(&a, 1, 0, rot);
        carc_err_clear(&err); /* a rotation whose edges fit B's field edge: the module's say */
        if (carc_game_apply(g, &a, &err) != CARC_OK && strstr(err.msg, "east of the start"))
            break;
    }
    CHECK(strstr(err.msg, "east of the start") != NULL, "the module's reason: %s", err.msg);
    carc_game_free(g);
}

int main(int argc, char **argv)
{
    carc_rules *R = check_rules(argc, argv);
    R->modules[R->nmodules++] = &hooks_module;
    test_start_and_groups(R);
    test_placements_refused(R);
    test_reason_named(R);
    carc_rules_free(R);
    return check_report("test_hooks");
}
