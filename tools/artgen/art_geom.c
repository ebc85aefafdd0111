/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the mask geometry (see art_geom.h). */
#include "art_geom.h"

#include "carc.h"

void geom_loc_sample(int loc, int size, int inset, int *x, int *y)
{
    /* each coordinate is one of: the inset from the low border, a quarter, the middle, three quarters,
     * the inset from the high border */
    enum { LO, Q, H, TQ, HI };
    static const unsigned char at[CARC_C][2] = {
        [CARC_NNW] = {Q, LO},  [CARC_N] = {H, LO}, [CARC_NNE] = {TQ, LO}, [CARC_ENE] = {HI, Q},  [CARC_E] = {HI, H}, [CARC_ESE] = {HI, TQ},
        [CARC_SSE] = {TQ, HI}, [CARC_S] = {H, HI}, [CARC_SSW] = {Q, HI},  [CARC_WSW] = {LO, TQ}, [CARC_W] = {LO, H}, [CARC_WNW] = {LO, Q},
    };
    const int v[5] = {inset, size / 4, size / 2, size - size / 4 - 1, size - 1 - inset};
    int in_edge = loc >= 0 && loc < CARC_C;
    *x = v[in_edge ? at[loc][0] : H]; /* the centre (or anything else): the middle */
    *y = v[in_edge ? at[loc][1] : H];
}

long geom_flood4(int n, int start, int *stack, int (*take)(int i, void *user), void *user)
{
    static const int nb[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    long count = 0;
    int sp = 0;
    if (!take(start, user))
        return 0;
    stack[sp++] = start;
    while (sp) {
        int i = stack[--sp], x = i % n, y = i / n;
        count++;
        for (int k = 0; k < 4; k++) {
            int nx = x + nb[k][0], ny = y + nb[k][1];
            if (nx < 0 || ny < 0 || nx >= n || ny >= n)
                continue;
            if (take(ny * n + nx, user))
                stack[sp++] = ny * n + nx;
        }
    }
    return count;
}
