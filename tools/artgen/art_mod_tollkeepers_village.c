/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the Tollkeepers' village (see art_mod_tollkeepers_village.h). */
#include "art_mod_tollkeepers_village.h"

#include <math.h>

#include "art_build.h"
#include "art_layout.h"
#include "art_place.h"
#include "art_util.h"

void place_village_houses(Tile *T)
{
    const td_tile *t = T->t;
    /* candidate spots around the square: diagonals, then directions without a road */
    P2 cand[16];
    int nc = 0;
    for (int k = 0; k < 4; k++) {
        double a = M_PI / 4 + k * M_PI / 2;
        cand[nc++] = p2(0.5 + cos(a) * 0.2, 0.5 + sin(a) * 0.2);
    }
    for (int k = 0; k < 4; k++) {
        double a = M_PI / 4 + k * M_PI / 2;
        cand[nc++] = p2(0.5 + cos(a) * 0.16, 0.5 + sin(a) * 0.16);
    }
    for (int e = 0; e < 4; e++) {
        int used = 0;
        for (int s = 0; s < t->nseg; s++)
            if (t->seg[s].type == CARC_ROAD && (t->seg[s].at & td_mid(e)))
                used = 1;
        if (!used) {
            P2 m = edge_mid(e), in = edge_in(e);
            cand[nc++] = p2(0.5 - in.x * 0.19, 0.5 - in.y * 0.19);
            (void)m;
        }
    }
    for (int i = 0; i < nc && T->nobj < 5; i++) {
        double r = i < 4 ? 0.066 : 0.05;
        int16_t want = -1;
        int ok = 1;
        for (int y = 0; y < TS && ok; y++)
            for (int x = 0; x < TS && ok; x++) {
                if (hypot((x + 0.5) / TS - cand[i].x, (y + 0.5) / TS - cand[i].y) >= r + 0.012)
                    continue;
                int16_t v = T->lab[y * TS + x];
                if (v < 0 || t->seg[v].type != CARC_FIELD || T->occ[y * TS + x])
                    ok = 0;
                else if (want < 0)
                    want = v;
                else if (want != v)
                    ok = 0;
            }
        if (!ok)
            continue;
        T->obj[T->nobj].c = cand[i];
        T->obj[T->nobj].r = r;
        T->obj[T->nobj].kind = i;
        T->nobj++;
        occupy(T, cand[i], r);
    }
}

void paint_village(cairo_t *cr, Tile *T, Rng *rng)
{
    for (int i = 0; i < T->nobj; i++) {
        P2 c = T->obj[i].c;
        double ang = atan2(c.y - 0.5, c.x - 0.5) + M_PI / 2 + rndr(rng, -0.15, 0.15);
        int thatch = (i + (int)(rnd(rng) * 2)) % 2;
        roof(cr, c, 0.092 * T->obj[i].r / 0.066, 0.066 * T->obj[i].r / 0.066, ang, thatch ? 0xe2c170 : 0xcf6a43,
             thatch ? 0xb89448 : 0xa04a30, !thatch);
        /* a little garden patch or tree beside it */
        P2 q = p2(c.x + cos(ang) * 0.05, c.y + sin(ang) * 0.05);
        if (rnd(rng) < 0.5)
            paint_tree(cr, q, 0.016);
    }
    /* well on the square */
    rgba(cr, 0x000000, 0.25);
    cairo_arc(cr, 0.506, 0.508, 0.026, 0, 2 * M_PI);
    cairo_fill(cr);
    dot(cr, 0.5, 0.5, 0.026, 0x8e8880);
    dot(cr, 0.5, 0.5, 0.02, 0xbdb6aa);
    dot(cr, 0.5, 0.5, 0.013, 0x2c4866);
    rgb(cr, 0x5a3a20);
    cairo_set_line_width(cr, 0.005);
    cairo_move_to(cr, 0.474, 0.5);
    cairo_line_to(cr, 0.526, 0.5);
    cairo_stroke(cr);
}
