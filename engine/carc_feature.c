/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Features as union-find over segment nodes. A root aggregates its feature (open edges, coats of
 * arms, figures, their weight per player); a ring through `next` lists the members, so a feature's tiles can be
 * walked without a search. Tiles are counted distinctly with a stamp per board tile, since one
 * feature may touch a tile twice (a road looping back, two city segments joined elsewhere). */
#include <stdlib.h>
#include <string.h>

#include "carc_internal.h"

int carc_feature_new_node(carc_game *g, int type, int tile, int seg)
{
    if (g->nnodes == g->cap_nodes) {
        int cap = g->cap_nodes ? 2 * g->cap_nodes : 1024;
        carc_node *nv = realloc(g->nodes, (size_t)cap * sizeof *nv);
        if (!nv)
            abort();
        g->nodes = nv;
        g->cap_nodes = cap;
    }
    int n = g->nnodes++;
    carc_node *nd = &g->nodes[n];
    memset(nd, 0, sizeof *nd);
    nd->parent = nd->next = n;
    nd->tile = (int16_t)tile;
    nd->seg = (uint8_t)seg;
    nd->type = (uint8_t)type;
    return n;
}

int carc_feature_find(carc_game *g, int n)
{
    int r = n;
    while (g->nodes[r].parent != r)
        r = g->nodes[r].parent;
    while (g->nodes[n].parent != r) {
        int p = g->nodes[n].parent;
        g->nodes[n].parent = r;
        n = p;
    }
    return r;
}

int carc_feature_root(const carc_game *g, int n)
{
    while (g->nodes[n].parent != n)
        n = g->nodes[n].parent;
    return n;
}

void carc_feature_union(carc_game *g, int a, int b)
{
    a = carc_feature_find(g, a);
    b = carc_feature_find(g, b);
    if (a == b)
        return;
    carc_node *na = &g->nodes[a], *nb = &g->nodes[b];
    /* keep the older node as root so that feature ids stay stable for front ends */
    if (b < a) {
        carc_node *t = na;
        na = nb;
        nb = t;
        int ti = a;
        a = b;
        b = ti;
    }
    nb->parent = a;
    na->open = (int16_t)(na->open + nb->open);
    na->extra_tiles = (int16_t)(na->extra_tiles + nb->extra_tiles);
    na->arms = (uint8_t)(na->arms + nb->arms);
    na->figures = (uint8_t)(na->figures + nb->figures);
    for (int p = 0; p < CARC_MAX_PLAYERS; p++)
        na->meeples[p] = (uint8_t)(na->meeples[p] + nb->meeples[p]);
    int t = na->next; /* splice the two rings */
    na->next = nb->next;
    nb->next = t;
}

int carc_feature_tiles(carc_game *g, int root)
{
    uint32_t s = ++g->stamp_now;
    int count = g->nodes[root].extra_tiles, n = root;
    do {
        int t = g->nodes[n].tile;
        if (t >= 0 && g->stamp[t] != s) {
            g->stamp[t] = s;
            count++;
        }
        n = g->nodes[n].next;
    } while (n != root);
    return count;
}

void carc_feature_tile_list(carc_game *g, int root, int *off, int *len)
{
    *off = g->ncoords;
    *len = 0;
    if (!g->recording)
        return; /* only events carry the list */
    uint32_t s = ++g->stamp_now;
    int n = root;
    do {
        int t = g->nodes[n].tile;
        if (t >= 0 && g->stamp[t] != s) {
            g->stamp[t] = s;
            carc_event_coords_push(g, g->tiles[t].x, g->tiles[t].y);
            ++*len;
        }
        n = g->nodes[n].next;
    } while (n != root);
}

unsigned carc_feature_majority(const carc_game *g, int root)
{
    int best = 0;
    unsigned who = 0;
    for (int p = 0; p < g->nplayers; p++) {
        int m = g->nodes[root].meeples[p];
        if (m == 0 || m < best)
            continue;
        if (m > best)
            who = 0;
        best = m;
        who |= 1u << p;
    }
    return who;
}

/* Completed cities a field touches, each counted once. */
int carc_feature_field_cities(carc_game *g, int root)
{
    int seen[256], nseen = 0, n = root;
    do {
        const carc_node *nd = &g->nodes[n];
        const carc_board_tile *t = &g->tiles[nd->tile];
        unsigned cities = carc_type(g, t->type)->seg[nd->seg].cities;
        for (int c = 0; cities; c++, cities >>= 1) {
            if (!(cities & 1))
                continue;
            int city = carc_feature_find(g, t->node0 + c);
            if (!g->nodes[city].done)
                continue;
            bool dup = false;
            for (int i = 0; i < nseen && !dup; i++)
                dup = seen[i] == city;
            if (!dup && nseen < 256)
                seen[nseen++] = city;
        }
        n = nd->next;
    } while (n != root);
    return nseen;
}

bool carc_feature_monastery_complete(const carc_game *g, int bi, int *neighbours)
{
    int n = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            if ((dx || dy) && carc_board_filled(g, g->tiles[bi].x + dx, g->tiles[bi].y + dy))
                n++;
    if (neighbours)
        *neighbours = n;
    return n == 8;
}

int carc_node_of(const carc_game *g, int bi, int seg)
{
    return g->tiles[bi].node0 + seg;
}

int carc_tile_loc_seg(const carc_game *g, int bi, int loc)
{
    const carc_board_tile *t = &g->tiles[bi];
    return carc_type(g, t->type)->loc_seg[t->rot][loc];
}
