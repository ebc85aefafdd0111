/* The outlook of the features still open, for computer players that judge a position by how the game may
 * end rather than as if it ended now: for each incomplete road, city and monastery that holds figures,
 * the empty squares it needs filled, how many of the tiles still to come fit the hardest of those beside
 * the board, and what completing it would add. Public information only: which tiles remain, never their
 * order. */
#include "carc_internal.h"

#define MAX_OPEN (CARC_MAX_PLAYERS * CARC_MAX_MEEPLES)

/* The edge middle of side d (N E S W) as a location: N E S W are 1, 4, 7, 10. */
static int side_loc(int d) { return 1 + 3 * d; }

int carc_game_open_features(carc_game *g, carc_open_feature *out, int max)
{
    int root[MAX_OPEN], n = 0;
    for (int p = 0; p < g->nplayers; p++)
        for (int i = 0; i < g->players[p].nmeeples; i++) {
            const carc_meeple *m = &g->players[p].meeple[i];
            if (m->tile < 0) continue;
            int r = carc_feature_find(g, carc_node_of(g, m->tile, m->seg)), k = 0;
            if (g->nodes[r].type == CARC_FIELD || g->nodes[r].done) continue;
            while (k < n && root[k] != r) k++;
            if (k == n) {
                if (n == max || n == MAX_OPEN) continue;
                root[n] = r;
                carc_open_feature *f = &out[n++];
                *f = (carc_open_feature){.type = g->nodes[r].type, .min_fit = -1, .owners = carc_feature_majority(g, r)};
                carc_feature_score done = carc_feature_points(g, r, false), end = carc_feature_points(g, r, true);
                for (int q = 0; q < g->nplayers; q++)
                    if (f->owners >> q & 1) f->gain[q] = done.points + done.bonus[q] - end.points - end.bonus[q];
                int around;
                if (f->type == CARC_MONASTERY && !carc_feature_monastery_complete(g, g->nodes[r].tile, &around))
                    f->squares = 8 - around; /* also those not yet beside the board */
            }
            out[k].figures[p]++;
        }
    if (n == 0) return 0;
    /* how many tiles to come meet each requirement a square makes (carc_req): counted once per type */
    int types[CARC_TILES_TO_COME], nt = carc_tiles_to_come(g, types, CARC_TILES_TO_COME);
    int fits[256];
    for (int r = 0; r < 256; r++) fits[r] = -1;
    /* each empty square beside the board: the features that reach it, each counted once per square */
    for (int i = 0; i < g->nfrontier; i++) {
        const carc_frontier_sq *sq = &g->frontier[i];
        if (fits[sq->req] < 0) {
            fits[sq->req] = 0;
            for (int k = 0; k < nt; k++) fits[sq->req] += carc_type(g, types[k])->fit[sq->req] != 0;
        }
        int seen[12], ns = 0;
        for (int d = 0; d < 4; d++) { /* roads and cities whose open edge faces it */
            int bi = carc_board_at(g, sq->x + carc_dx[d], sq->y + carc_dy[d]);
            int seg = bi >= 0 ? carc_tile_loc_seg(g, bi, side_loc((d + 2) % 4)) : -1;
            if (seg >= 0) seen[ns++] = carc_feature_find(g, carc_node_of(g, bi, seg));
        }
        for (int dy = -1; dy <= 1; dy++) /* monasteries around it */
            for (int dx = -1; dx <= 1; dx++) {
                int bi = (dx || dy) ? carc_board_at(g, sq->x + dx, sq->y + dy) : -1;
                int mon = bi >= 0 ? carc_type(g, g->tiles[bi].type)->monastery : -1;
                if (mon >= 0) seen[ns++] = carc_feature_find(g, carc_node_of(g, bi, mon));
            }
        for (int k = 0; k < n; k++) {
            bool reaches = false;
            for (int j = 0; j < ns && !reaches; j++) reaches = seen[j] == root[k];
            if (!reaches) continue;
            if (out[k].type != CARC_MONASTERY) out[k].squares++;
            if (out[k].min_fit < 0 || fits[sq->req] < out[k].min_fit) out[k].min_fit = fits[sq->req];
        }
    }
    /* an open edge facing no square a tile may take (a map's waves): it never completes */
    for (int k = 0; k < n; k++)
        if (out[k].min_fit < 0) out[k].min_fit = 0;
    return n;
}
