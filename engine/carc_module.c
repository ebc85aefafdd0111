/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The named writes a rules module makes to the core (engine/carc_module.h): its state and data, supplies,
 * the stack, the tile of the turn, the player to act, extra turns, printed features and figures. The
 * core's own bookkeeping (feature counts, what a saved game records) stays right because modules change
 * it only here. */
#include <stdio.h>
#include <string.h>

#include "carc_internal.h"

void carc_stack_add_module_tiles(carc_game *g, int module_index)
{
    const carc_rules *R = g->rules;
    for (int t = 0; t < R->ntypes; t++) {
        if (R->types[t].module != module_index)
            continue;
        int n = R->types[t].count - (t == R->start_type); /* the start tile is on the board */
        for (int i = 0; i < n && carc_stack_push(g, t); i++) {
        }
    }
}

void carc_player_set_meeples(carc_game *g, int p, int count)
{
    carc_player *pl = &g->players[p];
    if (count > CARC_MAX_MEEPLES)
        count = CARC_MAX_MEEPLES;
    for (int i = pl->nmeeples; i < count; i++)
        pl->meeple[i] = (carc_meeple){.player = (int8_t)p, .tile = -1};
    pl->nmeeples = count;
}

static int rules_module_index(const carc_rules *R, const carc_module *m)
{
    for (int i = 0; i < R->nmodules; i++)
        if (R->modules[i] == m)
            return i;
    return -1;
}

int carc_game_module_index(const carc_game *g, const carc_module *m)
{
    return rules_module_index(g->rules, m);
}

const void *carc_rules_module_data(const carc_rules *R, const carc_module *m)
{
    int i = rules_module_index(R, m);
    return i >= 0 ? R->module_data[i] : NULL;
}

const void *carc_rules_tile_data(const carc_rules *R, const carc_module *m)
{
    int i = rules_module_index(R, m);
    return i >= 0 ? R->tile_data[i] : NULL;
}

const void *carc_game_module_data(const carc_game *g, const carc_module *m)
{
    return carc_rules_module_data(g->rules, m);
}
const void *carc_game_tile_data(const carc_game *g, const carc_module *m)
{
    return carc_rules_tile_data(g->rules, m);
}

void *carc_game_module_state(const carc_game *g, const carc_module *m)
{
    for (int i = 0; i < g->nmods; i++)
        if (g->mods[i] == m)
            return g->mod_state[i];
    return NULL;
}

int carc_place_start_tile(carc_game *g, int type, int x, int y, int rot)
{
    int bi = carc_board_place(g, type, x, y, rot);
    carc_event *e = carc_event_push(g, CARC_EV_TILE_PLACED, "tile_placed");
    e->tile = type;
    e->has_pos = true;
    e->x = x;
    e->y = y;
    e->rot = rot;
    return bi;
}

int carc_stack_left(const carc_game *g)
{
    return g->nstack - g->stack_pos;
}
int carc_stack_peek(const carc_game *g, int k)
{
    return g->stack[g->stack_pos + k];
}

bool carc_stack_push(carc_game *g, int type)
{
    if (g->nstack >= CARC_MAX_TILES - 1)
        return false; /* the start tile is on the board */
    g->stack[g->nstack++] = type;
    return true;
}

int carc_stack_take(carc_game *g, int k)
{
    int i = g->stack_pos + k, t = g->stack[i];
    g->stack[i] = g->stack[--g->nstack];
    return t;
}

int carc_stack_draw_at(carc_game *g, int k)
{
    int i = g->stack_pos + k, t = g->stack[i];
    memmove(&g->stack[g->stack_pos + 1], &g->stack[g->stack_pos], (size_t)k * sizeof *g->stack);
    g->stack[g->stack_pos++] = t;
    return t;
}

int *carc_stack_unseen(carc_game *g, int *n)
{
    *n = g->nstack - g->stack_pos;
    return g->stack + g->stack_pos;
}

void carc_set_current_tile(carc_game *g, int type)
{
    g->cur_tile = type;
    g->cur_from_stack = false;
}

void carc_set_actor(carc_game *g, int player)
{
    g->actor = player;
}
void carc_grant_turn(carc_game *g)
{
    g->extra_turn = true;
}

int carc_feature_printed(carc_game *g, int type, int squares, int arms, int open_edges)
{
    int n = carc_feature_new_node(g, type, -1, 0);
    g->nodes[n].extra_tiles = (int16_t)squares;
    g->nodes[n].arms = (uint8_t)arms;
    g->nodes[n].open = (int16_t)open_edges;
    return n;
}

bool carc_figure_move(carc_game *g, int player, int i, int bi, int seg)
{
    if (i < 0 || i >= g->players[player].nmeeples || bi >= g->ntiles ||
        (bi >= 0 && (seg < 0 || seg >= carc_type(g, g->tiles[bi].type)->nseg)))
        return false;
    carc_meeple *m = &g->players[player].meeple[i];
    int w = g->kind[m->kind]->weight;
    if (m->tile >= 0) {
        carc_node *nd = &g->nodes[carc_feature_find(g, carc_node_of(g, m->tile, m->seg))];
        nd->meeples[player] = (uint8_t)(nd->meeples[player] - w);
        nd->figures--;
    }
    m->tile = (int16_t)bi;
    m->seg = (uint8_t)(bi >= 0 ? seg : 0);
    if (bi >= 0) {
        carc_node *nd = &g->nodes[carc_feature_find(g, carc_node_of(g, bi, seg))];
        nd->meeples[player] = (uint8_t)(nd->meeples[player] + w);
        nd->figures++;
    }
    return true;
}
