/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board: a grid of squares, the frontier of empty squares next to placed tiles, and placement.
 * Each frontier square caches the edge kinds its placed neighbours demand (mask/want, 4 bits per
 * side), so checking a tile rotation is one AND and one compare against its packed signature. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc_internal.h"

const int carc_dx[4] = {0, 1, 0, -1}; /* N E S W */
const int carc_dy[4] = {-1, 0, 1, 0};

static int grid_get(const carc_game *g, int x, int y)
{
    int gx = x + CARC_BOARD_OFF, gy = y + CARC_BOARD_OFF;
    int b = g->block_of[gy / CARC_GRID_BLOCK][gx / CARC_GRID_BLOCK];
    return b ? g->blocks[b - 1][gy % CARC_GRID_BLOCK][gx % CARC_GRID_BLOCK] : 0;
}

static void grid_put(carc_game *g, int x, int y, int v)
{
    int gx = x + CARC_BOARD_OFF, gy = y + CARC_BOARD_OFF;
    uint16_t *b = &g->block_of[gy / CARC_GRID_BLOCK][gx / CARC_GRID_BLOCK];
    if (!*b) { /* at most CARC_GRID_BLOCKS^2 blocks: one per place in block_of */
        if (g->nblocks == g->cap_blocks) {
            int cap = g->cap_blocks ? 2 * g->cap_blocks : 16;
            carc_grid_block *nv = realloc(g->blocks, (size_t)cap * sizeof *nv);
            if (!nv)
                abort();
            g->blocks = nv;
            g->cap_blocks = cap;
        }
        memset(g->blocks[g->nblocks], 0, sizeof g->blocks[0]);
        *b = (uint16_t)++g->nblocks;
    }
    g->blocks[*b - 1][gy % CARC_GRID_BLOCK][gx % CARC_GRID_BLOCK] = (int16_t)v;
}

int carc_board_at(const carc_game *g, int x, int y)
{
    if (!carc_on_grid(x, y))
        return -1;
    int v = grid_get(g, x, y);
    return v > 0 ? v - 1 : -1;
}

bool carc_board_playable(const carc_game *g, int x, int y)
{
    if (!carc_on_grid(x, y))
        return false;
    if (g->shape < 0 || !g->mods[g->shape]->square_playable)
        return true;
    return g->mods[g->shape]->square_playable(g, g->mod_state[g->shape], x, y);
}

bool carc_board_filled(const carc_game *g, int x, int y)
{
    return carc_board_at(g, x, y) >= 0 || (g->shape >= 0 && !carc_board_playable(g, x, y));
}

carc_border carc_board_border(const carc_game *g, int x, int y, int side)
{
    carc_border none = {CARC_BORDER_NONE, -1};
    if (g->shape < 0 || !g->mods[g->shape]->border)
        return none;
    return g->mods[g->shape]->border(g, g->mod_state[g->shape], x, y, side);
}

static int edge_of(const carc_game *g, int bi, int side)
{
    const carc_board_tile *t = &g->tiles[bi];
    return carc_side_edge(carc_type(g, t->type)->sig[t->rot], side);
}

static void compute_requirement(const carc_game *g, carc_frontier_sq *f)
{
    f->mask = f->want = 0;
    for (int d = 0; d < 4; d++) {
        int n = carc_board_at(g, f->x + carc_dx[d], f->y + carc_dy[d]), want;
        if (n >= 0) {
            want = edge_of(g, n, (d + 2) % 4);
        } else {
            carc_border b = carc_board_border(g, f->x, f->y, d);
            if (b.kind != CARC_BORDER_ROAD && b.kind != CARC_BORDER_CITY)
                continue;
            want = b.kind == CARC_BORDER_ROAD ? CARC_EDGE_ROAD : CARC_EDGE_CITY;
        }
        f->mask |= (uint16_t)CARC_SIDE_MASK(d);
        f->want |= (uint16_t)(want << (4 * d));
    }
    f->req = carc_req(g->rules, f->mask, f->want);
}

static void frontier_add(carc_game *g, int x, int y)
{
    int fi = g->nfrontier++;
    carc_frontier_sq *f = &g->frontier[fi];
    f->x = (int16_t)x;
    f->y = (int16_t)y;
    compute_requirement(g, f);
    grid_put(g, x, y, -(fi + 1));
}

static void frontier_remove(carc_game *g, int fi)
{
    int last = --g->nfrontier;
    if (fi != last) {
        g->frontier[fi] = g->frontier[last];
        grid_put(g, g->frontier[fi].x, g->frontier[fi].y, -(fi + 1));
    }
}

static bool sig_fits(const carc_frontier_sq *f, const carc_tile_type *t, int rot)
{
    return (t->sig[rot] & f->mask) == f->want;
}

bool carc_board_fits(const carc_game *g, int type, int x, int y, int rot, carc_err *err)
{
#define XY CARC_ERR_INT(x), CARC_ERR_INT(y) /* formatted on the error paths only: placements are hot */
    if (!carc_on_grid(x, y)) {
        carc_err_set(err, CARC_E_ILLEGAL, "square (%s,%s) is off the board", XY);
        return false;
    }
    int v = grid_get(g, x, y);
    if (v > 0) {
        carc_err_set(err, CARC_E_ILLEGAL, "square (%s,%s) already holds a tile", XY);
        return false;
    }
    if (v == 0) {
        carc_err_set(err, CARC_E_ILLEGAL,
                     carc_board_playable(g, x, y) ? CARC_N_("square (%s,%s) does not touch any placed tile")
                                                  : CARC_N_("square (%s,%s) cannot take a tile (not land)"),
                     XY);
        return false;
    }
    const carc_frontier_sq *f = &g->frontier[-v - 1];
    const carc_tile_type *t = carc_type(g, type);
    if (!sig_fits(f, t, rot)) {
        /* [this tile's edge][the neighbour's]: field, road, city */
        static const char *const clash[CARC_CORE_EDGES][CARC_CORE_EDGES] = {
            {NULL, CARC_N_("tile %s rot %s at (%s,%s): its %s edge (field) does not match the neighbour's road"),
             CARC_N_("tile %s rot %s at (%s,%s): its %s edge (field) does not match the neighbour's city")},
            {CARC_N_("tile %s rot %s at (%s,%s): its %s edge (road) does not match the neighbour's field"), NULL,
             CARC_N_("tile %s rot %s at (%s,%s): its %s edge (road) does not match the neighbour's city")},
            {CARC_N_("tile %s rot %s at (%s,%s): its %s edge (city) does not match the neighbour's field"),
             CARC_N_("tile %s rot %s at (%s,%s): its %s edge (city) does not match the neighbour's road"), NULL},
        };
        for (int d = 0; d < 4; d++) {
            if (!(f->mask & CARC_SIDE_MASK(d)))
                continue;
            int mine = carc_side_edge(t->sig[rot], d), want = carc_side_edge(f->want, d);
            if (mine == want)
                continue;
            const char side[2] = {"NESW"[d], 0};
            if (mine < CARC_CORE_EDGES && want < CARC_CORE_EDGES)
                carc_err_set(err, CARC_E_ILLEGAL, clash[mine][want], t->id, CARC_ERR_INT(rot), XY, side);
            else /* a kind a tiles.json declared: its name as declared */
                carc_err_set(err, CARC_E_ILLEGAL, CARC_N_("tile %s at (%s,%s): its %s edge (%s) does not match the neighbour's %s"), t->id,
                             XY, side, g->rules->edge_name[mine], g->rules->edge_name[want]);
            break;
        }
        return false;
    }
#undef XY
    return carc_board_allowed(g, type, x, y, rot, err);
}

bool carc_board_allowed(const carc_game *g, int type, int x, int y, int rot, carc_err *err)
{
    for (unsigned v = g->vetoes; v; v &= v - 1) {
        int i = __builtin_ctz(v);
        if (!g->mods[i]->placement_allowed(g, g->mod_state[i], type, x, y, rot, err))
            return false;
    }
    return true;
}

/* The rotations of the tile at frontier square f that fit and every module allows. Callers take the
 * fit table's answer themselves when no module may refuse: a call per square made random games 15%
 * slower. */
static unsigned allowed_rots(const carc_game *g, int type, const carc_frontier_sq *f)
{
    unsigned rots = carc_type(g, type)->fit[f->req];
    for (unsigned r = rots; r; r &= r - 1)
        if (!carc_board_allowed(g, type, f->x, f->y, __builtin_ctz(r), NULL))
            rots &= ~(1u << __builtin_ctz(r));
    return rots;
}

/* Join the new tile's segments with its neighbours' (board indices, -1 for none) across every shared
 * edge position. */
static void connect_neighbours(carc_game *g, int bi, const int nb[4])
{
    const carc_board_tile *t = &g->tiles[bi];
    const carc_tile_type *tt = carc_type(g, t->type);
    for (int d = 0; d < 4; d++) {
        if (nb[d] < 0)
            continue;
        const carc_board_tile *nt = &g->tiles[nb[d]];
        const carc_tile_type *ntt = carc_type(g, nt->type);
        int od = (d + 2) % 4;
        for (int k = 0; k < 3; k++) {
            int mine = tt->loc_seg[t->rot][3 * d + k];
            int theirs = ntt->loc_seg[nt->rot][3 * od + 2 - k];
            if (mine < 0 || theirs < 0)
                continue;
            int a = t->node0 + mine, b = nt->node0 + theirs;
            carc_feature_union(g, a, b);
            if (k == 1 && tt->seg[mine].type != CARC_FIELD)
                g->nodes[carc_feature_find(g, a)].open -= 2;
        }
    }
}

/* Sides that face the end of the map or a printed feature close the tile's road or city there,
 * or join it to the printed feature's node. */
static void close_borders(carc_game *g, int bi)
{
    const carc_board_tile *t = &g->tiles[bi];
    const carc_tile_type *tt = carc_type(g, t->type);
    for (int d = 0; d < 4; d++) {
        if (carc_board_at(g, t->x + carc_dx[d], t->y + carc_dy[d]) >= 0)
            continue;
        carc_border b = carc_board_border(g, t->x, t->y, d);
        int seg = tt->loc_seg[t->rot][3 * d + 1];
        if (b.kind == CARC_BORDER_NONE || seg < 0 || tt->seg[seg].type == CARC_FIELD)
            continue;
        int node = t->node0 + seg;
        if (b.node >= 0) {
            carc_feature_union(g, node, b.node);
            g->nodes[carc_feature_find(g, node)].open -= 2;
        } else {
            g->nodes[carc_feature_find(g, node)].open -= 1;
        }
    }
}

int carc_board_place(carc_game *g, int type, int x, int y, int rot)
{
    int bi = g->ntiles++;
    carc_board_tile *t = &g->tiles[bi];
    t->x = (int16_t)x;
    t->y = (int16_t)y;
    t->type = (int16_t)type;
    t->rot = (uint8_t)rot;
    const carc_tile_type *tt = carc_type(g, type);
    t->node0 = g->nnodes;
    if (tt->monastery >= 0)
        g->monastery[g->nmonasteries++] = (int16_t)bi;
    for (int s = 0; s < tt->nseg; s++) {
        int n = carc_feature_new_node(g, tt->seg[s].type, bi, s);
        g->nodes[n].open = tt->seg[s].nedges;
        g->nodes[n].arms = tt->seg[s].arms;
    }
    int cell = grid_get(g, x, y);
    if (cell < 0)
        frontier_remove(g, -cell - 1);
    grid_put(g, x, y, bi + 1);
    int nb[4] = {-1, -1, -1, -1};
    for (int d = 0; d < 4; d++) {
        int nx = x + carc_dx[d], ny = y + carc_dy[d];
        if (!carc_on_grid(nx, ny))
            continue;
        int v = grid_get(g, nx, ny);
        if (v > 0) {
            nb[d] = v - 1;
        } else if (v == 0) {
            if (carc_board_playable(g, nx, ny))
                frontier_add(g, nx, ny);
        } else if (v < 0) { /* the neighbour now also demands this tile's edge on its facing side */
            carc_frontier_sq *f = &g->frontier[-v - 1];
            int side = (d + 2) % 4;
            int kind = carc_side_edge(tt->sig[rot], d);
            f->mask |= (uint16_t)CARC_SIDE_MASK(side);
            f->want |= (uint16_t)(kind << (4 * side));
            f->req = (uint16_t)(f->req + (kind + 1) * g->rules->req_place[side]); /* that side was free: carc_req */
        }
    }
    connect_neighbours(g, bi, nb);
    if (g->shape >= 0)
        close_borders(g, bi);
    return bi;
}

int carc_board_fitting_rotations(const carc_game *g, int type, int x, int y)
{
    carc_frontier_sq f = {(int16_t)x, (int16_t)y, 0, 0, 0};
    compute_requirement(g, &f);
    int rots = 0;
    for (int r = 0; r < 4; r++)
        rots |= (sig_fits(&f, carc_type(g, type), r) && carc_board_allowed(g, type, x, y, r, NULL)) << r;
    return rots;
}

bool carc_board_any_fit(const carc_game *g, int type)
{
    const carc_tile_type *t = carc_type(g, type);
    for (int i = 0; i < g->nfrontier; i++)
        if (t->fit[g->frontier[i].req] && (!g->vetoes || allowed_rots(g, type, &g->frontier[i])))
            return true;
    return false;
}

int carc_board_count_placements(const carc_game *g, int type)
{
    const carc_tile_type *t = carc_type(g, type);
    int n = 0;
    for (int i = 0; i < g->nfrontier; i++)
        n += g->vetoes ? __builtin_popcount(allowed_rots(g, type, &g->frontier[i])) : t->nfit[g->frontier[i].req];
    return n;
}

void carc_board_nth_placement(const carc_game *g, int type, int k, carc_action *out)
{
    const carc_tile_type *t = carc_type(g, type);
    for (int i = 0; i < g->nfrontier; i++) {
        unsigned rots = g->vetoes ? allowed_rots(g, type, &g->frontier[i]) : t->fit[g->frontier[i].req];
        int c = g->vetoes ? __builtin_popcount(rots) : t->nfit[g->frontier[i].req];
        if (k >= c) {
            k -= c;
            continue;
        }
        for (; k > 0; k--)
            rots &= rots - 1;
        carc_action_tile(out, g->frontier[i].x, g->frontier[i].y, __builtin_ctz(rots));
        return;
    }
}

void carc_board_legal_placements(const carc_game *g, int type, carc_action_list *out)
{
    const carc_tile_type *t = carc_type(g, type);
    carc_action_list_reserve(out, out->n + 4 * g->nfrontier); /* no growth check in the loop */
    carc_action *v = out->v;
    int n = out->n; /* kept in a register: out->n would be reloaded after every store */
    for (int i = 0; i < g->nfrontier; i++) {
        const carc_frontier_sq *f = &g->frontier[i];
        for (unsigned rots = g->vetoes ? allowed_rots(g, type, f) : t->fit[f->req]; rots; rots &= rots - 1)
            carc_action_tile(&v[n++], f->x, f->y, __builtin_ctz(rots));
    }
    out->n = n;
}
