/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "gui_camera.h"

#include <math.h>

void gui_cam_init(gui_camera *c, int vx, int vy, int vw, int vh, double zoom)
{
    c->cx = 0.5;
    c->cy = 0.5;
    c->zoom = zoom;
    c->vx = vx;
    c->vy = vy;
    c->vw = vw;
    c->vh = vh;
}

void gui_cam_to_screen(const gui_camera *c, double bx, double by, double *sx, double *sy)
{
    *sx = (bx - c->cx) * c->zoom + c->vx + c->vw / 2.0;
    *sy = (by - c->cy) * c->zoom + c->vy + c->vh / 2.0;
}

void gui_cam_to_board(const gui_camera *c, double sx, double sy, double *bx, double *by)
{
    *bx = (sx - c->vx - c->vw / 2.0) / c->zoom + c->cx;
    *by = (sy - c->vy - c->vh / 2.0) / c->zoom + c->cy;
}

void gui_cam_square_at(const gui_camera *c, double sx, double sy, int *x, int *y, double *u, double *v)
{
    double bx, by;
    gui_cam_to_board(c, sx, sy, &bx, &by);
    double fx = floor(bx), fy = floor(by);
    *x = (int)fx;
    *y = (int)fy;
    if (u)
        *u = bx - fx;
    if (v)
        *v = by - fy;
}

static double clampd(double v, double lo, double hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

void gui_cam_zoom_at(gui_camera *c, double factor, double sx, double sy)
{
    double bx, by;
    gui_cam_to_board(c, sx, sy, &bx, &by);
    c->zoom = clampd(c->zoom * factor, GUI_ZOOM_MIN, GUI_ZOOM_MAX);
    /* keep (bx, by) under the cursor */
    c->cx = bx - (sx - c->vx - c->vw / 2.0) / c->zoom;
    c->cy = by - (sy - c->vy - c->vh / 2.0) / c->zoom;
}

void gui_cam_pan_pixels(gui_camera *c, double dx, double dy)
{
    c->cx -= dx / c->zoom;
    c->cy -= dy / c->zoom;
}

void gui_cam_fit(gui_camera *c, int x0, int y0, int x1, int y1, double margin, double max_zoom)
{
    double w = (x1 - x0 + 1) + 2 * margin, h = (y1 - y0 + 1) + 2 * margin;
    double z = c->vw / w;
    if (c->vh / h < z)
        z = c->vh / h;
    c->zoom = clampd(z, GUI_ZOOM_MIN, max_zoom < GUI_ZOOM_MAX ? max_zoom : GUI_ZOOM_MAX);
    c->cx = (x0 + x1 + 1) / 2.0;
    c->cy = (y0 + y1 + 1) / 2.0;
}
