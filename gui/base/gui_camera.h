/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Board camera: pure transforms between screen pixels and board coordinates (no SDL).
 * Square (x, y) covers board coordinates [x, x+1) x [y, y+1); x grows east, y grows south. */
#ifndef GUI_CAMERA_H
#define GUI_CAMERA_H

typedef struct gui_camera {
    double cx, cy;      /* board point shown at the centre of the view */
    double zoom;        /* pixels per square */
    int vx, vy, vw, vh; /* the view rectangle on screen */
} gui_camera;

#define GUI_ZOOM_MIN 18.0 /* low enough for a whole map in the smallest window */
#define GUI_ZOOM_MAX 320.0

void gui_cam_init(gui_camera *c, int vx, int vy, int vw, int vh, double zoom);
void gui_cam_to_screen(const gui_camera *c, double bx, double by, double *sx, double *sy);
void gui_cam_to_board(const gui_camera *c, double sx, double sy, double *bx, double *by);
/* The square under a screen point, and the point's position inside it (0..1, may be NULL). */
void gui_cam_square_at(const gui_camera *c, double sx, double sy, int *x, int *y, double *u, double *v);
/* Zoom by factor keeping the board point under (sx, sy) fixed; the zoom is clamped. */
void gui_cam_zoom_at(gui_camera *c, double factor, double sx, double sy);
/* Pan by a screen-space delta (drag). */
void gui_cam_pan_pixels(gui_camera *c, double dx, double dy);
/* Fit a board rectangle of squares [x0..x1] x [y0..y1] into the view with a margin in squares. */
void gui_cam_fit(gui_camera *c, int x0, int y0, int x1, int y1, double margin, double max_zoom);

#endif
