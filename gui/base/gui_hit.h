/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Hit testing on tiles: rotation of tile-local points and segment lookup through a mask; whether a
 * screen that just opened takes a click (no SDL). */
#ifndef GUI_HIT_H
#define GUI_HIT_H

#include <stdbool.h>
#include <stdint.h>

/* (u, v) in 0..1 on the unrotated tile -> the same point after rot quarter turns clockwise. */
void gui_rotate_point(int rot, double u, double v, double *ou, double *ov);
/* Inverse: a point on the placed (rotated) tile -> the point on the unrotated tile. */
void gui_unrotate_point(int rot, double u, double v, double *ou, double *ov);

/* A mask: one byte per pixel, value = segment index + 1, 0 = none. */
typedef struct gui_mask {
    int w, h;
    uint8_t *px;
} gui_mask;

/* The segment under (u, v) on a tile placed with rotation rot, or -1. */
int gui_mask_segment(const gui_mask *m, int rot, double u, double v);

/* Moves n points (u, v on a tile) apart until no two are nearer than `apart`, as far as a few rounds of
 * pushing each close pair away from each other along their line allow, inside [apart / 2, 1 - apart / 2]:
 * markers at spots drawn close together (a road's end between two small fields) are told apart. */
void gui_spread_points(double (*p)[2], int n, double apart);

/* A screen shown at shown_at (< 0: not drawn yet) ignores the mouse for hold seconds, and after that
 * the release of a press made before (pressing: the button is down or released this frame; press_at:
 * when it went down): the tail of a double click on the screen before must not choose anything. */
bool gui_click_held(double shown_at, double hold, double now, bool pressing, double press_at);

#endif
