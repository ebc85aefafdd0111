/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the tiles as the engine loaded them (see art_data.h). */
#include "art_data.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int load_tile(td_tile *t, const carc_rules *R, int type, char *err, size_t errlen)
{
    t->id = carc_rules_tile_id(R, type);
    t->R = R;
    t->type = type;
    t->nseg = carc_tile_segment_count(R, type);
    if (t->nseg > TD_MAXSEG) {
        snprintf(err, errlen, "%s: too many segments", t->id);
        return -1;
    }
    for (int s = 0; s < t->nseg; s++) {
        td_segment *g = &t->seg[s];
        g->type = carc_tile_segment_type(R, type, s);
        g->arms = carc_tile_segment_arms(R, type, s);
    }
    for (int loc = 0; loc < CARC_NLOC; loc++) {
        int s = carc_tile_segment_at(R, type, 0, loc);
        if (s >= 0)
            t->seg[s].at |= 1u << loc;
    }
    t->art = carc_rules_tile_art(R, type);
    return 0;
}

int td_load(td_set *set, const carc_rules *R, char *err, size_t errlen)
{
    int n = carc_rules_tile_count(R);
    set->n = 0;
    set->t = n > 0 ? calloc((size_t)n, sizeof *set->t) : NULL;
    if (!set->t) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    set->n = n;
    for (int i = 0; i < set->n; i++)
        if (load_tile(&set->t[i], R, i, err, errlen) != 0) {
            td_free(set);
            return -1;
        }
    return 0;
}

bool td_roads_cross(const td_tile *t, int a, int b)
{
    if (a == b || t->seg[a].type != CARC_ROAD || t->seg[b].type != CARC_ROAD)
        return false;
    int ea[4], na = 0, inside = 0, outside = 0;
    for (int e = 0; e < 4; e++)
        if (t->seg[a].at & td_mid(e))
            ea[na++] = e;
    if (na != 2)
        return false;
    for (int e = 0; e < 4; e++)
        if ((t->seg[b].at & td_mid(e)) && e != ea[0] && e != ea[1]) {
            if (e > ea[0] && e < ea[1])
                inside++;
            else
                outside++;
        }
    return inside == 1 && outside == 1;
}

void td_free(td_set *set)
{
    free(set->t);
    set->t = NULL;
    set->n = 0;
}
