/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the tiles as the engine loads them (carc_rules_load reads every module's
 * tiles.json; the modules read their own keys), in the form the drawing reads. Shared by the generator
 * and the asset checker (art_check.c). */
#ifndef OPENCARC_ARTGEN_ART_DATA_H
#define OPENCARC_ARTGEN_ART_DATA_H

#include <stdbool.h>
#include <stddef.h>

#include "carc.h"

#define TD_MAXSEG 12

typedef struct {
    int type;    /* enum carc_seg_type */
    unsigned at; /* bit per enum carc_loc on the unrotated tile (a city edge's halves too) */
    int arms;    /* coats of arms (city) */
} td_segment;

typedef struct {
    const char *id;
    const carc_rules *R; /* the rules and its type there, where a module's art reads the module's data */
    int type;
    int nseg;
    td_segment seg[TD_MAXSEG];
    const struct cJSON *art; /* drawing hints (own, else from the "like" tile); may be NULL */
} td_tile;

typedef struct {
    int n;
    td_tile *t; /* in the rules' tile type order */
} td_set;

/* Every tile type of the rules. Returns 0, or -1 with a message in err (a tile the drawing cannot hold). */
int td_load(td_set *set, const carc_rules *R, char *err, size_t errlen);
void td_free(td_set *set);
/* The bit of edge e's middle (0..3: N E S W) in td_segment.at. */
static inline unsigned td_mid(int e)
{
    return 1u << (3 * e + 1);
}
/* Whether roads a and b of the tile must cross: each has two edges and the edges alternate around the
 * border (TB24's N-S and W-E). On a flat mask one of them is then in two pieces, the later one passing
 * over the earlier on a bridge. */
bool td_roads_cross(const td_tile *t, int a, int b);

#endif
