/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The outlook of the features still open, for computer players that judge a position by how the game may
 * end rather than as if it ended now: for each incomplete road, city and monastery that holds figures,
 * the empty squares it needs filled, how many of the tiles still to come fit the hardest of those beside
 * the board, and what completing it would add. Public information only: which tiles remain, never their
 * order. */
#include <math.h>

#include "carc_internal.h"

#define MAX_OPEN (CARC_MAX_PLAYERS * CARC_MAX_MEEPLES)

/* The edge middle of side d (N E S W) as a location: N E S W are 1, 4, 7, 10. */
static int side_loc(int d)
{
    return 1 + 3 * d;
}

/* The open feature r without its figures: its type, owners, what completing it adds, and (a monastery's
 * squares around it) what the frontier cannot tell. */
static void outlook_start(carc_game *g, int r, carc_open_feature *f)
{
    *f = (carc_open_feature){.type = g->nodes[r].type, .min_fit = -1, .root = r, .owners = carc_feature_majority(g, r)};
    carc_feature_score done = carc_feature_points(g, r, false), end = carc_feature_points(g, r, true);
    for (int q = 0; q < g->nplayers; q++)
        if (f->owners >> q & 1) {
            f->gain[q] = done.points + done.bonus[q] - end.points - end.bonus[q];
            f->completed[q] = done.points + done.bonus[q]; /* at its size now: outlook_squares adds the squares */
        }
    int around;
    if (f->type == CARC_MONASTERY && !carc_feature_monastery_complete(g, g->nodes[r].tile, &around))
        f->squares = 8 - around; /* also those not yet beside the board */
}

/* What completing f scores its owners at the size the fewest tiles give it: a tile on each square it
 * still needs filled. A road's or city's completed points grow by the same amount with every tile (the
 * base game's 1 or 2, an inn's or cathedral's 2 or 3): that rate, from its points now over the units they
 * count (a city's coats of arms too), times the squares; a monastery's stay what they are. */
static void completed_size(carc_game *g, carc_open_feature *f)
{
    if (f->type != CARC_ROAD && f->type != CARC_CITY)
        return;
    int units = carc_feature_tiles(g, f->root) + (f->type == CARC_CITY ? g->nodes[f->root].arms : 0);
    if (units <= 0)
        return;
    int rate = carc_feature_points(g, f->root, false).points / units;
    for (int q = 0; q < g->nplayers; q++)
        if (f->owners >> q & 1)
            f->completed[q] += rate * f->squares;
}

/* The squares beside the board each of out[0..n) needs, and how many tiles to come fit them. */
static void outlook_squares(carc_game *g, carc_open_feature *out, int n)
{
    /* how many tiles to come meet each requirement a square makes (carc_req): counted once per type */
    int types[CARC_TILES_TO_COME], nt = carc_tiles_to_come(g, types, CARC_TILES_TO_COME);
    int fits[CARC_MAX_REQ];
    for (int i = 0; i < g->nfrontier; i++) /* only the requirements met here: no pass over them all */
        fits[g->frontier[i].req] = -1;
    /* each empty square beside the board: the features that reach it, each counted once per square */
    for (int i = 0; i < g->nfrontier; i++) {
        const carc_frontier_sq *sq = &g->frontier[i];
        if (fits[sq->req] < 0) {
            fits[sq->req] = 0;
            for (int k = 0; k < nt; k++)
                fits[sq->req] += carc_type(g, types[k])->fit[sq->req] != 0;
        }
        int seen[12], ns = 0;
        for (int d = 0; d < 4; d++) { /* roads and cities whose open edge faces it */
            int bi = carc_board_at(g, sq->x + carc_dx[d], sq->y + carc_dy[d]);
            int seg = bi >= 0 ? carc_tile_loc_seg(g, bi, side_loc((d + 2) % 4)) : -1;
            if (seg >= 0)
                seen[ns++] = carc_feature_find(g, carc_node_of(g, bi, seg));
        }
        for (int dy = -1; dy <= 1; dy++) /* monasteries around it */
            for (int dx = -1; dx <= 1; dx++) {
                int bi = (dx || dy) ? carc_board_at(g, sq->x + dx, sq->y + dy) : -1;
                int mon = bi >= 0 ? carc_type(g, g->tiles[bi].type)->monastery : -1;
                if (mon >= 0)
                    seen[ns++] = carc_feature_find(g, carc_node_of(g, bi, mon));
            }
        for (int k = 0; k < n; k++) {
            bool reaches = false;
            for (int j = 0; j < ns && !reaches; j++)
                reaches = seen[j] == out[k].root;
            if (!reaches)
                continue;
            if (out[k].type != CARC_MONASTERY)
                out[k].squares++;
            if (out[k].min_fit < 0 || fits[sq->req] < out[k].min_fit)
                out[k].min_fit = fits[sq->req];
            if (fits[sq->req] > out[k].best_fit)
                out[k].best_fit = fits[sq->req];
        }
    }
    /* an open edge facing no square a tile may take (a map's waves): it never completes */
    for (int k = 0; k < n; k++)
        if (out[k].min_fit < 0)
            out[k].min_fit = 0;
    for (int k = 0; k < n; k++)
        completed_size(g, &out[k]);
}

int carc_game_open_features(carc_game *g, carc_open_feature *out, int max)
{
    int n = 0;
    for (int p = 0; p < g->nplayers; p++)
        for (int i = 0; i < g->players[p].nmeeples; i++) {
            const carc_meeple *m = &g->players[p].meeple[i];
            if (m->tile < 0)
                continue;
            int r = carc_feature_find(g, carc_node_of(g, m->tile, m->seg)), k = 0;
            if (g->nodes[r].type == CARC_FIELD || g->nodes[r].done)
                continue;
            while (k < n && out[k].root != r)
                k++;
            if (k == n) {
                if (n == max || n == MAX_OPEN)
                    continue;
                outlook_start(g, r, &out[n++]);
            }
            out[k].figures[p]++;
        }
    if (n > 0)
        outlook_squares(g, out, n);
    return n;
}

void carc_feature_outlook(carc_game *g, int root, carc_open_feature *out)
{
    outlook_start(g, root, out);
    outlook_squares(g, out, 1);
}

bool carc_game_feature_outlook(carc_game *g, int feature, carc_open_feature *out)
{
    int r = carc_feature_root(g, feature);
    if (g->nodes[r].type == CARC_FIELD || g->nodes[r].done)
        return false;
    carc_feature_outlook(g, r, out);
    return true;
}

double carc_open_feature_chance(const carc_open_feature *f, double to_come, double turns)
{
    if (f->min_fit <= 0 || to_come <= 0 || f->squares > turns + 1)
        return 0.0;
    double hard = 1.0 - pow(1.0 - f->min_fit / to_come, turns);
    return hard * pow(0.9, f->squares - 1);
}

int carc_game_outlook_modules(const carc_game *g)
{
    int n = 0;
    for (int m = 0; m < g->nmods; m++)
        n += g->mods[m]->outlook != NULL;
    return n;
}

void carc_game_module_outlook(carc_game *g, const carc_open_feature *open, int nopen, double *gain)
{
    for (int m = 0; m < g->nmods; m++)
        if (g->mods[m]->outlook)
            g->mods[m]->outlook(g, g->mod_state[m], open, nopen, gain);
}
