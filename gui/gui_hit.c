#include "gui_hit.h"

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

bool gui_click_held(double shown_at, double hold, double now, bool pressing, double press_at)
{
    double ready = shown_at + hold;
    return shown_at < 0 || now < ready || (pressing && press_at < ready);
}
