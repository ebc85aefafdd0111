/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "gui_hit.h"

#include <math.h>
#include <stddef.h>

void gui_rotate_point(int rot, double u, double v, double *ou, double *ov)
{
    rot &= 3;
    for (int i = 0; i < rot; i++) { /* one quarter turn clockwise: (u, v) -> (1 - v, u) */
        double t = u;
        u = 1.0 - v;
        v = t;
    }
    *ou = u;
    *ov = v;
}

void gui_unrotate_point(int rot, double u, double v, double *ou, double *ov)
{
    gui_rotate_point(4 - (rot & 3), u, v, ou, ov);
}

int gui_mask_segment(const gui_mask *m, int rot, double u, double v)
{
    if (!m || !m->px || u < 0 || v < 0 || u >= 1 || v >= 1)
        return -1;
    double mu, mv;
    gui_unrotate_point(rot, u, v, &mu, &mv);
    int x = (int)(mu * m->w), y = (int)(mv * m->h);
    if (x < 0)
        x = 0;
    if (y < 0)
        y = 0;
    if (x >= m->w)
        x = m->w - 1;
    if (y >= m->h)
        y = m->h - 1;
    return (int)m->px[(size_t)y * m->w + x] - 1;
}

void gui_spread_points(double (*p)[2], int n, double apart)
{
    double lo = apart / 2, hi = 1 - apart / 2;
    for (int round = 0; round < 32; round++) {
        bool moved = false;
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++) {
                double dx = p[j][0] - p[i][0], dy = p[j][1] - p[i][1], d = sqrt(dx * dx + dy * dy);
                if (d >= apart - 1e-9)
                    continue;
                double ux = 1, uy = 0; /* one spot over another: apart sideways */
                if (d > 1e-9)
                    ux = dx / d, uy = dy / d;
                double push = (apart - d) / 2 + 1e-6;
                p[i][0] -= ux * push, p[i][1] -= uy * push;
                p[j][0] += ux * push, p[j][1] += uy * push;
                moved = true;
            }
        for (int i = 0; i < n; i++)
            for (int k = 0; k < 2; k++)
                p[i][k] = p[i][k] < lo ? lo : p[i][k] > hi ? hi : p[i][k];
        if (!moved)
            return;
    }
}

bool gui_click_held(double shown_at, double hold, double now, bool pressing, double press_at)
{
    double ready = shown_at + hold;
    return shown_at < 0 || now < ready || (pressing && press_at < ready);
}
