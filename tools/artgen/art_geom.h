/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the mask geometry the generator and the asset checker (art_check.c) share:
 * where each edge location is sampled, and a flood fill. */
#ifndef OPENCARC_ARTGEN_ART_GEOM_H
#define OPENCARC_ARTGEN_ART_GEOM_H

/* Pixel sample for an edge location (CARC_NNW .. CARC_WNW) on a size x size tile, inset px from the
 * border; any other location: the centre. */
void geom_loc_sample(int loc, int size, int inset, int *x, int *y);
/* 4-connected flood fill on an n x n pixel grid from pixel start (index y * n + x): take(i, user)
 * says whether pixel i joins (and marks it, so that it is not taken twice). Returns how many pixels
 * were taken. stack must have room for n * n ints. */
long geom_flood4(int n, int start, int *stack, int (*take)(int i, void *user), void *user);

#endif
