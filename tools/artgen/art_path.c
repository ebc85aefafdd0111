/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: paths in tile units (see art_path.h). */
#include "art_path.h"

#include <math.h>

#include "art_util.h"

void pmove(Path *p, double x, double y)
{
    p->n = 1;
    p->closed = 0;
    p->p[0] = p2(x, y);
}

void pcurve(Path *p, double ax, double ay, double bx, double by, double x, double y)
{
    if (p->n + 3 > PATH_PTS)
        die("path too long");
    p->p[p->n++] = p2(ax, ay);
    p->p[p->n++] = p2(bx, by);
    p->p[p->n++] = p2(x, y);
}

void pline(Path *p, double x, double y)
{
    P2 a = p->p[p->n - 1];
    pcurve(p, a.x + (x - a.x) / 3, a.y + (y - a.y) / 3, a.x + 2 * (x - a.x) / 3, a.y + 2 * (y - a.y) / 3, x, y);
}

/* Quarter turns clockwise about the tile centre (N -> E -> S -> W). */
static P2 rot_pt(P2 a, int k)
{
    for (int i = 0; i < ((k % 4) + 4) % 4; i++)
        a = p2(1.0 - a.y, a.x);
    return a;
}

void path_rot(Path *p, int k)
{
    for (int i = 0; i < p->n; i++)
        p->p[i] = rot_pt(p->p[i], k);
}

void path_emit(cairo_t *cr, const Path *p)
{
    cairo_move_to(cr, p->p[0].x, p->p[0].y);
    for (int i = 1; i + 2 < p->n; i += 3)
        cairo_curve_to(cr, p->p[i].x, p->p[i].y, p->p[i + 1].x, p->p[i + 1].y, p->p[i + 2].x, p->p[i + 2].y);
    if (p->closed)
        cairo_close_path(cr);
}

void path_flatten(const Path *p, Flat *f)
{
    f->n = 0;
    f->q[f->n] = p->p[0];
    f->len[f->n++] = 0;
    for (int i = 1; i + 2 < p->n; i += 3) {
        P2 a = p->p[i - 1], b = p->p[i], c = p->p[i + 1], d = p->p[i + 2];
        for (int k = 1; k <= 32 && f->n < FLAT_MAX; k++) {
            double t = k / 32.0, u = 1 - t;
            P2 q = p2(u * u * u * a.x + 3 * u * u * t * b.x + 3 * u * t * t * c.x + t * t * t * d.x,
                      u * u * u * a.y + 3 * u * u * t * b.y + 3 * u * t * t * c.y + t * t * t * d.y);
            P2 o = f->q[f->n - 1];
            f->len[f->n] = f->len[f->n - 1] + hypot(q.x - o.x, q.y - o.y);
            f->q[f->n++] = q;
        }
    }
}

P2 flat_at(const Flat *f, double fr, P2 *tan)
{
    double total = f->len[f->n - 1], want = fr * total;
    int i = 1;
    while (i < f->n - 1 && f->len[i] < want)
        i++;
    P2 a = f->q[i - 1], b = f->q[i];
    double seg = f->len[i] - f->len[i - 1];
    double t = seg > 0 ? (want - f->len[i - 1]) / seg : 0;
    if (tan) {
        double dx = b.x - a.x, dy = b.y - a.y, l = hypot(dx, dy);
        *tan = l > 0 ? p2(dx / l, dy / l) : p2(1, 0);
    }
    return p2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
}
