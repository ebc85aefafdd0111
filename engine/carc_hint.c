/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Hints for players, from public information only: which tiles remain (the stack's contents, the drawn
 * tile, tiles a module holds), never the stack's order. */
#include "carc_internal.h"

int carc_tiles_to_come(const carc_game *g, int *types, int max)
{
    int n = 0;
    if (g->cur_tile >= 0 && n < max)
        types[n++] = g->cur_tile;
    for (int i = g->stack_pos; i < g->nstack && n < max; i++)
        types[n++] = g->stack[i];
    for (int m = 0; m < g->nmods; m++)
        if (g->mods[m]->tiles_held)
            n += g->mods[m]->tiles_held(g, g->mod_state[m], types + n, max - n);
    return n;
}

int carc_game_tiles_to_come(const carc_game *g)
{
    int types[CARC_TILES_TO_COME];
    return carc_tiles_to_come(g, types, CARC_TILES_TO_COME);
}

int carc_game_tiles_in_game(const carc_game *g)
{
    int types[CARC_TILES_TO_COME];
    return g->ntiles + carc_tiles_to_come(g, types, CARC_TILES_TO_COME);
}

int carc_game_dead_squares(const carc_game *g, int *xy, int max)
{
    int types[CARC_TILES_TO_COME], n = carc_tiles_to_come(g, types, CARC_TILES_TO_COME);
    bool alive[CARC_MAX_REQ] = {false}; /* per requirement (carc_req): some tile to come meets it */
    for (int i = 0; i < n; i++) {
        const carc_tile_type *t = carc_type(g, types[i]);
        for (int r = 0; r < g->rules->nreq; r++)
            alive[r] |= t->fit[r] != 0;
    }
    int dead = 0;
    for (int i = 0; i < g->nfrontier; i++) {
        const carc_frontier_sq *f = &g->frontier[i];
        if (alive[f->req])
            continue;
        if (dead < max) {
            xy[2 * dead] = f->x;
            xy[2 * dead + 1] = f->y;
        }
        dead++;
    }
    return dead;
}
