/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game core: setup, the turn as a sequence of stages that modules extend, action validation and
 * application, scoring of what a placement completes, and game end. It knows no module by name. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc_internal.h"

const char *const carc_seat_colors[CARC_MAX_PLAYERS] = {"red", "blue", "green", "yellow", "black", "pink"};

void carc_setup_init(carc_setup *s, int nplayers, uint64_t seed)
{
    memset(s, 0, sizeof *s);
    s->nplayers = nplayers;
    s->seed = seed;
    s->ndraw = -1;
    for (int p = 0; p < CARC_MAX_PLAYERS; p++) {
        snprintf(s->players[p].name, sizeof s->players[p].name, "Player %d", p + 1);
        snprintf(s->players[p].color, sizeof s->players[p].color, "%s", carc_seat_colors[p]);
    }
}

static bool enable_modules(carc_game *g, const carc_setup *s, carc_err *err)
{
    const carc_rules *R = g->rules;
    bool want[CARC_MAX_MODULES] = {false};
    for (int e = 0; e < s->nexpansions; e++) {
        int m = carc_rules_module_find(R, s->expansions[e]);
        if (m < 0 || !R->modules[m]->optional) {
            carc_err_set(err, CARC_E_SETUP, "unknown expansion \"%s\"", s->expansions[e]);
            return false;
        }
        want[m] = true;
    }
    g->shape = -1;
    for (int m = 0; m < R->nmodules; m++) {
        const carc_module *mod = R->modules[m];
        bool keyed = mod->setup_key && s->json && cJSON_GetObjectItemCaseSensitive(s->json, mod->setup_key);
        if (mod->optional && !want[m] && !keyed)
            continue;
        int i = g->nmods++;
        g->mods[i] = mod;
        g->mod_state[i] = calloc(1, mod->state_size ? mod->state_size : 1);
        if (!g->mod_state[i])
            abort();
        if (g->shape < 0 && (mod->square_playable || mod->border))
            g->shape = i;
        g->vetoes |= (unsigned)(mod->placement_allowed != NULL) << i;
        g->grouping |= (unsigned)(mod->stack_group != NULL) << i;
    }
    return true;
}

int carc_stack_group(const carc_game *g, int type)
{
    int group = 0;
    for (unsigned v = g->grouping; v; v &= v - 1) {
        int i = __builtin_ctz(v);
        group += g->mods[i]->stack_group(g, g->mod_state[i], type);
    }
    return group;
}

void carc_stack_group_sort(const carc_game *g, int *v, int n)
{
    if (!g->grouping)
        return;
    for (int i = 1; i < n; i++) { /* insertion: stable, and a stack is a few dozen tiles out of order at most */
        int t = v[i], group = carc_stack_group(g, t), j = i;
        for (; j > 0 && carc_stack_group(g, v[j - 1]) > group; j--)
            v[j] = v[j - 1];
        v[j] = t;
    }
}

int carc_rules_module_find(const carc_rules *R, const char *name)
{
    for (int m = 0; m < R->nmodules; m++)
        if (strcmp(R->modules[m]->name, name) == 0)
            return m;
    return -1;
}

static bool setup_players(carc_game *g, const carc_setup *s, carc_err *err)
{
    if (s->nplayers < 2 || s->nplayers > CARC_MAX_PLAYERS) {
        carc_err_set(err, CARC_E_SETUP, "a game needs 2 to 6 players, not %s", CARC_ERR_INT(s->nplayers));
        return false;
    }
    g->nplayers = s->nplayers;
    for (int p = 0; p < s->nplayers; p++) {
        carc_player *pl = &g->players[p];
        snprintf(pl->name, sizeof pl->name, "%s", s->players[p].name);
        const char *c = s->players[p].color[0] ? s->players[p].color : carc_seat_colors[p];
        bool known = false;
        for (int i = 0; i < CARC_MAX_PLAYERS; i++)
            known |= strcmp(c, carc_seat_colors[i]) == 0;
        if (!known) {
            carc_err_set(err, CARC_E_SETUP, "unknown player colour \"%s\" (red, blue, green, yellow, black, pink)", c);
            return false;
        }
        for (int q = 0; q < p; q++)
            if (strcmp(g->players[q].color, c) == 0) {
                carc_err_set(err, CARC_E_SETUP, "two players have the colour \"%s\"", c);
                return false;
            }
        snprintf(pl->color, sizeof pl->color, "%s", c);
        if (!carc_seat_known(s->players[p].ai)) {
            carc_err_set(err, CARC_E_SETUP, "unknown computer level \"%s\" (easy, normal, hard, expert, greedy, random)", s->players[p].ai);
            return false;
        }
        snprintf(pl->ai, sizeof pl->ai, "%s", s->players[p].ai);
    }
    return true;
}

/* The ordinary meeple, kind 0: on any feature without figures, counting 1. */
static const carc_figure_spec meeple_spec = {
    .name = "meeple",
    .title = CARC_N_("meeple"),
    .weight = 1,
    .stands = 1u << CARC_FIELD | 1u << CARC_ROAD | 1u << CARC_CITY | 1u << CARC_MONASTERY,
};

/* After the modules' setups (which give the ordinary meeples): the kinds they add, into every supply. */
static bool setup_figures(carc_game *g, carc_err *err)
{
    g->kind[0] = &meeple_spec;
    g->nkinds = 1;
    for (int i = 0; i < g->nmods; i++)
        for (const carc_figure_spec *f = g->mods[i]->figures; f && f->name; f++) {
            if (g->nkinds == CARC_MAX_KINDS)
                return !carc_err_set(err, CARC_E_SETUP, "too many kinds of figure");
            int k = g->nkinds++;
            g->kind[k] = f;
            for (int p = 0; p < g->nplayers; p++) {
                carc_player *pl = &g->players[p];
                if (pl->nmeeples + f->count > CARC_MAX_MEEPLES)
                    return !carc_err_set(err, CARC_E_SETUP, "a player would hold more than %s figures", CARC_ERR_INT(CARC_MAX_MEEPLES));
                for (int c = 0; c < f->count; c++)
                    pl->meeple[pl->nmeeples++] = (carc_meeple){.player = (int8_t)p, .kind = (uint8_t)k, .tile = -1};
            }
        }
    return true;
}

static void build_stack(carc_game *g, const carc_setup *s)
{
    if (s->ndraw >= 0) {
        g->draw_fixed = true;
        g->nstack = s->ndraw < CARC_MAX_TILES - 1 ? s->ndraw : CARC_MAX_TILES - 1;
        memcpy(g->stack, s->draw, (size_t)g->nstack * sizeof *g->stack);
    } else {
        for (int i = g->nstack - 1; i > 0; i--) {
            int j = carc_rng_below(g->rng, i + 1), t = g->stack[i];
            g->stack[i] = g->stack[j];
            g->stack[j] = t;
        }
        carc_stack_group_sort(g, g->stack, g->nstack);
    }
}

static void score_placement(carc_game *g, int bi);

/* The start tile at (0,0), or the board module's start squares. */
static bool setup_board(carc_game *g, carc_err *err)
{
    if (g->shape >= 0 && g->mods[g->shape]->setup_board) {
        if (!g->mods[g->shape]->setup_board(g, g->mod_state[g->shape], err))
            return false;
    } else {
        int start = -1;
        for (int i = 0; i < g->nmods && start < 0; i++)
            start = g->mods[i]->start_tile ? g->mods[i]->start_tile(g, g->mod_state[i]) : -1;
        carc_place_start_tile(g, start >= 0 ? start : g->rules->start_type, 0, 0, 0);
    }
    /* start tiles against the map's edge may already close features: they complete unscored */
    for (int bi = 0; bi < g->ntiles; bi++)
        score_placement(g, bi);
    /* a saved game records the stack as it stands when play begins */
    carc_shared_set_initial_stack(g->shared, g->stack + g->stack_pos, g->nstack - g->stack_pos);
    g->ninitial_stack = g->nstack - g->stack_pos;
    return true;
}

static void start_turn(carc_game *g);

carc_game *carc_game_new(const carc_rules *R, const carc_setup *s, carc_err *err)
{
    carc_err dummy;
    if (!err)
        err = &dummy;
    carc_err_clear(err);
    for (int i = 0; s->ndraw > 0 && i < s->ndraw; i++)
        if (s->draw[i] < 0 || s->draw[i] >= R->ntypes) {
            carc_err_set(err, CARC_E_SETUP, "draw list names an unknown tile");
            return NULL;
        }
    carc_game *g = carc_game_alloc(R);
    if (!g || !(g->shared = carc_shared_new(s->json)))
        abort();
    g->setup_json = carc_shared_setup_json(g->shared);
    g->initial_stack = carc_shared_initial_stack(g->shared);
    carc_rng_seed(g->rng, s->seed);
    g->seed = s->seed;
    g->cur_tile = g->last_placed = -1;
    if (!setup_players(g, s, err) || !enable_modules(g, s, err)) {
        carc_game_free(g);
        return NULL;
    }
    for (int i = 0; i < g->nmods; i++)
        if (g->mods[i]->setup && !g->mods[i]->setup(g, g->mod_state[i], s, err)) {
            carc_game_free(g);
            return NULL;
        }
    if (!setup_figures(g, err)) {
        carc_game_free(g);
        return NULL;
    }
    build_stack(g, s);
    if (!setup_board(g, err)) {
        carc_game_free(g);
        return NULL;
    }
    if (g->ntiles + g->nstack - g->stack_pos > CARC_MAX_TILES) {
        carc_err_set(err, CARC_E_SETUP, "the game has %s tiles on the board and in the stack: at most %s fit",
                     CARC_ERR_INT(g->ntiles + g->nstack - g->stack_pos), CARC_ERR_INT(CARC_MAX_TILES));
        carc_game_free(g);
        return NULL;
    }
    g->player = g->actor = 0;
    start_turn(g);
    return g;
}

/* ---- the turn ---- */

static void set_phase(carc_game *g, int phase, int mod, const char *name)
{
    g->phase = phase;
    g->phase_mod = mod;
    g->phase_name = name;
    if (phase != CARC_PH_MODULE)
        g->actor = g->player;
    if (!g->recording)
        return;
    carc_event *e = carc_event_push(g, CARC_EV_PHASE_CHANGED, "phase_changed");
    e->player = g->actor;
    snprintf(e->label, sizeof e->label, "%s", name);
}

static void end_game(carc_game *g)
{
    if (g->ended)
        return;
    g->ended = true;
    g->cur_tile = -1;
    carc_event_push(g, CARC_EV_FINAL_SCORING, "final_scoring");
    for (int i = 0; i < g->nmods; i++)
        if (g->mods[i]->before_final_scoring)
            g->mods[i]->before_final_scoring(g, g->mod_state[i]);
    for (int i = 0; i < g->nmods; i++)
        if (g->mods[i]->final_scoring)
            g->mods[i]->final_scoring(g, g->mod_state[i]);
    g->phase = CARC_PH_GAME_OVER;
    g->phase_name = "game_over";
    g->actor = g->player;
    carc_event_push(g, CARC_EV_GAME_OVER, "game_over");
}

void carc_game_end_now(carc_game *g)
{
    if (g->ended)
        return;
    g->end_requested = true;
    if (g->turn_actions == 0) { /* the turn in progress never began: its drawn tile goes back */
        g->turn--;
        if (g->cur_tile >= 0 && g->cur_from_stack)
            g->stack_pos--;
    }
    end_game(g);
}

/* Draw until a tile fits somewhere; tiles that fit nowhere leave the game. */
static void draw_tile(carc_game *g)
{
    while (g->stack_pos < g->nstack) {
        int t = g->stack[g->stack_pos++];
        carc_event *e = carc_event_push(g, CARC_EV_TILE_DRAWN, "tile_drawn");
        e->player = g->player;
        e->tile = t;
        if (carc_board_any_fit(g, t)) {
            g->cur_tile = t;
            g->cur_from_stack = true;
            return;
        }
        e = carc_event_push(g, CARC_EV_TILE_DISCARDED, "tile_discarded");
        e->tile = t;
    }
    g->turn--; /* nothing could be drawn: this turn never happened */
    end_game(g);
}

static bool module_phase(carc_game *g)
{
    for (int i = 0; i < g->nmods; i++) {
        if (!g->mods[i]->pending_phase)
            continue;
        g->actor = g->player;
        const char *name = g->mods[i]->pending_phase(g, g->mod_state[i], g->stage);
        if (name) {
            set_phase(g, CARC_PH_MODULE, i, name);
            return true;
        }
    }
    return false;
}

static void end_turn(carc_game *g)
{
    for (int i = 0; i < g->nmods; i++)
        if (g->mods[i]->on_turn_end)
            g->mods[i]->on_turn_end(g, g->mod_state[i]);
    if (g->stack_pos >= g->nstack || g->ntiles >= CARC_MAX_TILES) { /* tiles from a module's supply count too */
        end_game(g);
        return;
    }
    if (!g->extra_turn)
        g->player = (g->player + 1) % g->nplayers;
    start_turn(g);
}

/* Continue the turn from g->stage until a player has to act. */
static void run_stage(carc_game *g)
{
    if (g->ended || module_phase(g))
        return;
    switch (g->stage) {
    case CARC_STAGE_BEFORE_DRAW:
        if (g->cur_tile < 0)
            draw_tile(g);
        if (!g->ended)
            set_phase(g, CARC_PH_PLACE_TILE, -1, "place_tile");
        break;
    case CARC_STAGE_AFTER_TILE:
        set_phase(g, CARC_PH_PLACE_MEEPLE, -1, "place_meeple");
        break;
    case CARC_STAGE_AFTER_SCORE: /* every module's phases after scoring are done: those of the turn's end */
        g->stage = CARC_STAGE_TURN_END;
        if (!module_phase(g))
            end_turn(g);
        break;
    default:
        end_turn(g);
        break;
    }
}

static void start_turn(carc_game *g)
{
    bool extra = g->in_extra_turn = g->extra_turn;
    g->extra_turn = false;
    g->turn++;
    g->stage = CARC_STAGE_BEFORE_DRAW;
    g->cur_tile = g->last_placed = -1;
    g->cur_from_stack = false;
    g->turn_actions = 0;
    g->ncompleted = 0;
    carc_event *e = carc_event_push(g, CARC_EV_TURN_STARTED, "turn_started");
    e->player = g->player;
    e->value = g->turn;
    if (extra)
        snprintf(e->label, sizeof e->label, "extra"); /* granted by a module: the same player again */
    run_stage(g);
}

static void feature_completed(carc_game *g, int root)
{
    carc_node *nd = &g->nodes[root];
    nd->done = 1;
    if (g->ncompleted < (int)(sizeof g->completed / sizeof g->completed[0]))
        g->completed[g->ncompleted++] = root;
    carc_event *e = carc_event_push(g, CARC_EV_FEATURE_COMPLETED, "feature_completed");
    e->reason = carc_seg_type_name(nd->type);
    e->feature = root;
    carc_feature_tile_list(g, root, &e->list_off, &e->list_len);
    for (int i = 0; i < g->nmods; i++)
        if (g->mods[i]->on_feature_completed)
            g->mods[i]->on_feature_completed(g, g->mod_state[i], root);
    carc_meeples_return(g, root);
}

static int cmp_int(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

/* Step 3: score every road and city the new tile closed and every monastery it surrounded. */
static void score_placement(carc_game *g, int bi)
{
    const carc_board_tile *t = &g->tiles[bi];
    const carc_tile_type *tt = carc_type(g, t->type);
    for (int s = 0; s < tt->nseg; s++) {
        if (tt->seg[s].type != CARC_ROAD && tt->seg[s].type != CARC_CITY)
            continue;
        int root = carc_feature_find(g, t->node0 + s);
        if (!g->nodes[root].done && g->nodes[root].open == 0)
            feature_completed(g, root);
    }
    /* the monasteries it surrounded: only open ones are looked at (they are listed), and they are
     * completed in reading order around the new tile */
    int done[9], ndone = 0, kept = 0;
    for (int i = 0; i < g->nmonasteries; i++) {
        int mb = g->monastery[i];
        const carc_board_tile *m = &g->tiles[mb];
        if (abs(m->x - t->x) <= 1 && abs(m->y - t->y) <= 1 && carc_feature_monastery_complete(g, mb, NULL))
            done[ndone++] = ((m->y - t->y + 1) * 3 + (m->x - t->x + 1)) << 16 | mb;
        else
            g->monastery[kept++] = (int16_t)mb;
    }
    g->nmonasteries = kept;
    if (ndone > 1)
        qsort(done, (size_t)ndone, sizeof *done, cmp_int);
    for (int i = 0; i < ndone; i++) {
        const carc_board_tile *m = &g->tiles[done[i] & 0xffff];
        feature_completed(g, m->node0 + carc_type(g, m->type)->monastery);
    }
}

/* ---- actions ---- */

static int figures_in_supply(const carc_game *g, int p, int kind)
{
    int n = 0;
    for (int i = 0; i < g->players[p].nmeeples; i++)
        n += g->players[p].meeple[i].tile < 0 && g->players[p].meeple[i].kind == kind;
    return n;
}

/* Whether a figure of the kind may stand on segment seg of the tile just placed (its supply aside). */
static bool figure_may_stand(const carc_game *g, int kind, int seg)
{
    const carc_figure_spec *f = g->kind[kind];
    const carc_board_tile *t = &g->tiles[g->last_placed];
    if (!(f->stands >> carc_type(g, t->type)->seg[seg].type & 1))
        return false;
    const carc_node *root = &g->nodes[carc_feature_root(g, t->node0 + seg)];
    return f->beside_own ? root->meeples[g->player] > 0 : root->figures == 0;
}

static int check_meeple(const carc_game *g, const carc_action *a, int kind, int *seg_out, carc_err *err)
{
    const carc_board_tile *t = &g->tiles[g->last_placed];
    const carc_figure_spec *f = g->kind[kind];
    if (!(a->has & CARC_AF_AT))
        return carc_err_set(err, CARC_E_ILLEGAL, "a meeple needs \"at\": a location on the tile just placed");
    if ((a->has & CARC_AF_XY) && (a->x != t->x || a->y != t->y))
        return carc_err_set(err, CARC_E_ILLEGAL, "a meeple goes on the tile just placed at (%s,%s), not on (%s,%s)", CARC_ERR_INT(t->x),
                            CARC_ERR_INT(t->y), CARC_ERR_INT(a->x), CARC_ERR_INT(a->y));
    int seg = carc_tile_loc_seg(g, g->last_placed, a->at);
    if (seg < 0)
        return carc_err_set(err, CARC_E_ILLEGAL, "there is no feature at %s on the tile just placed", carc_loc_name(a->at));
    if (figures_in_supply(g, g->player, kind) == 0)
        return kind ? (carc_err_set(err, CARC_E_ILLEGAL, "%s has no %s left", g->players[g->player].name, f->title),
                       carc_err_msgid_args(err, 2))
                    : carc_err_set(err, CARC_E_ILLEGAL, "%s has no meeples left", g->players[g->player].name);
    int type = carc_type(g, t->type)->seg[seg].type;
    /* the figure's title is a msgid, translated with the sentence (one per feature type, for the grammar) */
    static const char *const not_on[CARC_NSEGTYPES] = {CARC_N_("a %s cannot stand on a field"), CARC_N_("a %s cannot stand on a road"),
                                                       CARC_N_("a %s cannot stand on a city"), CARC_N_("a %s cannot stand on a monastery")};
    if (!(f->stands >> type & 1))
        return carc_err_set(err, CARC_E_ILLEGAL, not_on[type], f->title), carc_err_msgid_args(err, 1);
    if (figure_may_stand(g, kind, seg)) {
        *seg_out = seg;
        return CARC_OK;
    }
    if (f->beside_own)
        return carc_err_set(err, CARC_E_ILLEGAL, "a %s goes only where %s already has a meeple", f->title, g->players[g->player].name),
               carc_err_msgid_args(err, 1);
    static const char *const taken[CARC_NSEGTYPES] = {
        CARC_N_("that field already has a meeple on it"), CARC_N_("that road already has a meeple on it"),
        CARC_N_("that city already has a meeple on it"), CARC_N_("that monastery already has a meeple on it")};
    return carc_err_pick(err, CARC_E_ILLEGAL, taken[type]);
}

static void place_meeple(carc_game *g, int kind, int seg, int at)
{
    carc_player *pl = &g->players[g->player];
    const carc_board_tile *t = &g->tiles[g->last_placed];
    for (int i = 0; i < pl->nmeeples; i++)
        if (pl->meeple[i].tile < 0 && pl->meeple[i].kind == kind) {
            carc_figure_move(g, g->player, i, g->last_placed, seg);
            break;
        }
    carc_event *e = carc_event_push(g, CARC_EV_MEEPLE_PLACED, "meeple_placed");
    e->player = g->player;
    e->has_pos = true;
    e->x = t->x;
    e->y = t->y;
    e->rot = t->rot;
    e->at = at;
    e->reason = carc_seg_type_name(carc_type(g, t->type)->seg[seg].type);
    e->feature = carc_feature_find(g, t->node0 + seg);
    e->figure = kind ? g->kind[kind]->name : NULL;
}

static void log_action(carc_game *g, const carc_action *a)
{
    g->turn_actions++;
    if (!g->recording)
        return;
    if (g->nlog == g->cap_log) {
        g->cap_log = g->cap_log ? 2 * g->cap_log : 256;
        carc_action *nv = realloc(g->log, (size_t)g->cap_log * sizeof *nv);
        if (!nv)
            abort();
        g->log = nv;
    }
    g->log[g->nlog++] = *a;
}

static int apply_tile(carc_game *g, const carc_action *a, carc_err *err)
{
    if ((a->has & (CARC_AF_XY | CARC_AF_ROT)) != (CARC_AF_XY | CARC_AF_ROT))
        return carc_err_set(err, CARC_E_ILLEGAL, "a tile placement needs \"x\", \"y\" and \"rot\"");
    if (a->rot < 0 || a->rot > 3)
        return carc_err_set(err, CARC_E_ILLEGAL, "\"rot\" must be 0-3");
    if (!carc_board_fits(g, g->cur_tile, a->x, a->y, a->rot, err))
        return CARC_E_ILLEGAL;
    int bi = carc_board_place(g, g->cur_tile, a->x, a->y, a->rot);
    g->last_placed = bi;
    carc_event *e = carc_event_push(g, CARC_EV_TILE_PLACED, "tile_placed");
    e->player = g->player;
    e->tile = g->cur_tile;
    e->has_pos = true;
    e->x = a->x;
    e->y = a->y;
    e->rot = a->rot;
    g->cur_tile = -1;
    log_action(g, a);
    for (int i = 0; i < g->nmods; i++)
        if (g->mods[i]->on_tile_placed)
            g->mods[i]->on_tile_placed(g, g->mod_state[i], bi);
    g->stage = CARC_STAGE_AFTER_TILE;
    run_stage(g);
    return CARC_OK;
}

/* Offer an action to every module; the first that owns it applies it. */
static int apply_module_action(carc_game *g, const carc_action *a, carc_err *err)
{
    for (int i = 0; i < g->nmods; i++) {
        if (!g->mods[i]->apply)
            continue;
        int r = g->mods[i]->apply(g, g->mod_state[i], a, err);
        if (r != CARC_NOT_MINE)
            return r;
    }
    return carc_err_set(err, CARC_E_PHASE, "\"%s\" is not an action of this phase", a->act);
}

static int apply_meeple_step(carc_game *g, const carc_action *a, carc_err *err)
{
    if (a->kind == CARC_ACT_MEEPLE) {
        int seg, kind = carc_game_figure_find(g, (a->has & CARC_AF_FIGURE) ? a->figure : NULL);
        int r = check_meeple(g, a, kind, &seg, err);
        if (r != CARC_OK)
            return r;
        place_meeple(g, kind, seg, a->at);
    } else if (a->kind == CARC_ACT_OTHER) {
        int r = apply_module_action(g, a, err);
        if (r != CARC_OK)
            return r;
    } else if (a->kind != CARC_ACT_PASS) {
        return carc_err_set(err, CARC_E_PHASE, "the tile is placed: now a meeple, another step-2 action or pass");
    }
    log_action(g, a);
    score_placement(g, g->last_placed);
    g->stage = CARC_STAGE_AFTER_SCORE;
    run_stage(g);
    return CARC_OK;
}

int carc_game_apply(carc_game *g, const carc_action *a, carc_err *err)
{
    carc_err dummy;
    if (!err)
        err = &dummy;
    carc_err_clear(err);
    if (carc_action_check(g, a, err) != CARC_OK)
        return err->code;
    switch (g->phase) {
    case CARC_PH_PLACE_TILE:
        if (a->kind != CARC_ACT_TILE) {
            int r = a->kind == CARC_ACT_OTHER ? apply_module_action(g, a, err) : CARC_NOT_MINE;
            if (r == CARC_OK) {
                log_action(g, a);
                run_stage(g);
            }
            if (r != CARC_NOT_MINE)
                return r;
            return carc_err_set(err, CARC_E_PHASE, "\"%s\" is out of phase: the drawn tile must be placed first", a->act);
        }
        return apply_tile(g, a, err);
    case CARC_PH_PLACE_MEEPLE:
        return apply_meeple_step(g, a, err);
    case CARC_PH_MODULE: {
        const carc_module *m = g->mods[g->phase_mod];
        int r = m->apply(g, g->mod_state[g->phase_mod], a, err);
        if (r == CARC_NOT_MINE)
            return carc_err_set(err, CARC_E_PHASE, "\"%s\" is out of phase here", a->act);
        if (r != CARC_OK)
            return r;
        log_action(g, a);
        run_stage(g);
        return CARC_OK;
    }
    default:
        return carc_err_set(err, CARC_E_PHASE, "the game is over");
    }
}

static void module_legal_actions(const carc_game *g, carc_action_list *out)
{
    for (int i = 0; i < g->nmods; i++)
        if (g->mods[i]->legal_actions && (g->phase != CARC_PH_MODULE || g->phase_mod == i))
            g->mods[i]->legal_actions(g, g->mod_state[i], out);
}

/* Segments of the tile just placed that may take a figure of the kind now, one bit each, and how many. */
static unsigned meeple_segments(const carc_game *g, int kind, int *count)
{
    const carc_board_tile *t = &g->tiles[g->last_placed];
    unsigned segs = 0;
    *count = 0;
    if (figures_in_supply(g, g->player, kind) == 0)
        return 0;
    for (int s = 0; s < carc_type(g, t->type)->nseg; s++)
        if (figure_may_stand(g, kind, s)) {
            segs |= 1u << s;
            ++*count;
        }
    return segs;
}

static void meeple_action(const carc_game *g, int kind, int seg, carc_action *out)
{
    const carc_board_tile *t = &g->tiles[g->last_placed];
    carc_action_meeple(out, carc_tile_segment_loc(g->rules, t->type, t->rot, seg));
    if (kind) {
        out->has |= CARC_AF_FIGURE;
        snprintf(out->figure, sizeof out->figure, "%s", g->kind[kind]->name);
    }
}

bool carc_game_random_action(const carc_game *g, carc_action_list *scratch, uint64_t rng[4], carc_action *out)
{
    if (g->phase != CARC_PH_PLACE_TILE && g->phase != CARC_PH_PLACE_MEEPLE) {
        int n = carc_game_legal_actions(g, scratch);
        if (n > 0)
            *out = scratch->v[carc_rng_below(rng, n)];
        return n > 0;
    }
    /* the core's own choices are counted, not listed: only the chosen one is built */
    scratch->n = 0;
    module_legal_actions(g, scratch);
    int own = 0, count[CARC_MAX_KINDS];
    unsigned segs[CARC_MAX_KINDS];
    if (g->phase == CARC_PH_PLACE_TILE) {
        own = carc_board_count_placements(g, g->cur_tile);
    } else {
        own = 1; /* pass comes first, then each kind's placements in kind order */
        for (int k = 0; k < g->nkinds; k++) {
            segs[k] = meeple_segments(g, k, &count[k]);
            own += count[k];
        }
    }
    int n = own + scratch->n;
    if (n == 0)
        return false;
    int k = carc_rng_below(rng, n);
    if (k >= own) {
        *out = scratch->v[k - own];
    } else if (g->phase == CARC_PH_PLACE_TILE) {
        carc_board_nth_placement(g, g->cur_tile, k, out);
    } else if (k == 0) {
        carc_action_pass(out);
    } else {
        int kind = 0;
        for (k--; k >= count[kind]; kind++)
            k -= count[kind];
        unsigned s = segs[kind];
        for (; k > 0; k--)
            s &= s - 1;
        meeple_action(g, kind, __builtin_ctz(s), out);
    }
    return true;
}

int carc_game_legal_actions(const carc_game *g, carc_action_list *out)
{
    out->n = 0;
    if (g->phase == CARC_PH_GAME_OVER)
        return 0;
    if (g->phase == CARC_PH_PLACE_TILE) {
        carc_board_legal_placements(g, g->cur_tile, out);
    } else if (g->phase == CARC_PH_PLACE_MEEPLE) {
        carc_action_pass(carc_action_list_push(out));
        int n;
        for (int k = 0; k < g->nkinds; k++)
            for (unsigned segs = meeple_segments(g, k, &n); segs; segs &= segs - 1)
                meeple_action(g, k, __builtin_ctz(segs), carc_action_list_push(out));
    }
    module_legal_actions(g, out);
    return out->n;
}

/* ---- state ---- */

int carc_game_player_count(const carc_game *g)
{
    return g->nplayers;
}
const char *carc_game_player_name(const carc_game *g, int p)
{
    return g->players[p].name;
}
const char *carc_game_player_color(const carc_game *g, int p)
{
    return g->players[p].color;
}
const char *carc_game_player_ai(const carc_game *g, int p)
{
    return g->players[p].ai;
}

void carc_game_set_player_ai(carc_game *g, int p, const char *level)
{
    if (p >= 0 && p < g->nplayers)
        snprintf(g->players[p].ai, sizeof g->players[p].ai, "%s", level);
}

bool carc_game_set_player_look(carc_game *g, int p, const char *name, const char *color, carc_err *err)
{
    if (p < 0 || p >= g->nplayers)
        return !carc_err_set(err, CARC_E_SETUP, "no seat %s in this game", CARC_ERR_INT(p + 1));
    if (name && !carc_name_ok(name))
        return !carc_err_set(err, CARC_E_SETUP, "a player's name must be text (UTF-8), not empty, not \"?\", nor hold control characters");
    if (color) {
        bool known = false;
        for (int i = 0; i < CARC_MAX_PLAYERS; i++)
            known |= strcmp(color, carc_seat_colors[i]) == 0;
        if (!known)
            return !carc_err_set(err, CARC_E_SETUP, "unknown player colour \"%s\" (red, blue, green, yellow, black, pink)", color);
        for (int q = 0; q < g->nplayers; q++)
            if (q != p && strcmp(g->players[q].color, color) == 0)
                return !carc_err_set(err, CARC_E_SETUP, "two players have the colour \"%s\"", color);
        snprintf(g->players[p].color, sizeof g->players[p].color, "%s", color);
    }
    if (name)
        carc_utf8_copy(g->players[p].name, sizeof g->players[p].name, name);
    return true;
}

bool carc_seat_known(const char *ai)
{
    static const char *const levels[] = {"", "easy", "normal", "hard", "expert", "greedy", "random"};
    for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++)
        if (strcmp(ai, levels[i]) == 0)
            return true;
    return false;
}
int carc_game_score(const carc_game *g, int p)
{
    return g->players[p].score;
}
int carc_game_meeples_in_supply(const carc_game *g, int p)
{
    return figures_in_supply(g, p, 0);
}
int carc_game_figure_kinds(const carc_game *g)
{
    return g->nkinds;
}
const char *carc_game_figure_name(const carc_game *g, int kind)
{
    return g->kind[kind]->name;
}
const char *carc_game_figure_title(const carc_game *g, int kind)
{
    return g->kind[kind]->title;
}
int carc_game_figure_weight(const carc_game *g, int kind)
{
    return g->kind[kind]->weight;
}
int carc_game_figures_in_supply(const carc_game *g, int p, int kind)
{
    return figures_in_supply(g, p, kind);
}
int carc_game_figure_find(const carc_game *g, const char *name)
{
    if (!name)
        return 0;
    for (int k = 0; k < g->nkinds; k++)
        if (strcmp(g->kind[k]->name, name) == 0)
            return k;
    return -1;
}
int carc_game_current_player(const carc_game *g)
{
    return g->actor;
}
int carc_game_active_player(const carc_game *g)
{
    return g->player;
}
int carc_game_turn(const carc_game *g)
{
    return g->turn;
}
bool carc_game_turn_is_extra(const carc_game *g)
{
    return g->in_extra_turn;
}
const char *carc_game_phase(const carc_game *g)
{
    return g->phase_name ? g->phase_name : "place_tile";
}
bool carc_game_over(const carc_game *g)
{
    return g->ended;
}
int carc_game_tiles_left(const carc_game *g)
{
    return g->nstack - g->stack_pos;
}
int carc_game_current_tile(const carc_game *g)
{
    return g->cur_tile;
}
const carc_rules *carc_game_rules(const carc_game *g)
{
    return g->rules;
}
int carc_game_category_count(const carc_game *g)
{
    return g->ncategories;
}
const char *carc_game_category_name(const carc_game *g, int c)
{
    return g->category[c];
}
int carc_game_category_score(const carc_game *g, int p, int c)
{
    return g->cat_score[p][c];
}
int carc_game_board_count(const carc_game *g)
{
    return g->ntiles;
}

carc_placed_tile carc_game_board_tile(const carc_game *g, int i)
{
    carc_placed_tile t = {g->tiles[i].x, g->tiles[i].y, g->tiles[i].type, g->tiles[i].rot};
    return t;
}

int carc_game_board_at(const carc_game *g, int x, int y)
{
    return carc_board_at(g, x, y);
}

int carc_game_meeples_on_board(const carc_game *g, carc_meeple_info *out, int max)
{
    int n = 0;
    for (int p = 0; p < g->nplayers; p++)
        for (int i = 0; i < g->players[p].nmeeples; i++) {
            const carc_meeple *m = &g->players[p].meeple[i];
            if (m->tile < 0)
                continue;
            if (n < max) {
                const carc_board_tile *t = &g->tiles[m->tile];
                carc_meeple_info *o = &out[n];
                o->player = p;
                o->x = t->x;
                o->y = t->y;
                o->seg = m->seg;
                o->at = carc_tile_segment_loc(g->rules, t->type, t->rot, m->seg);
                o->feature_type = carc_type(g, t->type)->seg[m->seg].type;
                o->kind = m->kind;
            }
            n++;
        }
    return n;
}

int carc_game_feature_of(const carc_game *g, int bi, int seg)
{
    return carc_feature_root(g, g->tiles[bi].node0 + seg);
}
unsigned carc_game_feature_holders(const carc_game *g, int f)
{
    return carc_feature_majority(g, carc_feature_root(g, f));
}
bool carc_game_feature_complete(const carc_game *g, int f)
{
    return g->nodes[carc_feature_root(g, f)].done;
}
int carc_game_feature_size(const carc_game *cg, int f)
{
    carc_game *g = (carc_game *)cg; /* counting only stamps the scratch per tile */
    int root = carc_feature_root(g, f), nb = 0;
    if (g->nodes[root].type != CARC_MONASTERY)
        return carc_feature_tiles(g, root);
    carc_feature_monastery_complete(g, g->nodes[root].tile, &nb);
    return 1 + nb;
}
cJSON *carc_game_modules_json(const carc_game *g)
{
    cJSON *j = cJSON_CreateObject();
    for (int i = 0; i < g->nmods; i++)
        if (g->mods[i]->describe)
            cJSON_AddItemToObject(j, g->mods[i]->name, g->mods[i]->describe(g, g->mod_state[i]));
    return j;
}

bool carc_game_module_enabled(const carc_game *g, const char *name)
{
    for (int i = 0; i < g->nmods; i++)
        if (strcmp(g->mods[i]->name, name) == 0)
            return true;
    return false;
}

int carc_game_action_count(const carc_game *g)
{
    return g->nlog;
}
const carc_action *carc_game_action_at(const carc_game *g, int i)
{
    return &g->log[i];
}
