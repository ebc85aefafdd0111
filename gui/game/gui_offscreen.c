/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Legal squares out of sight: while a tile is to be placed, the squares it may go to that lie beyond the
 * board view are grouped by direction (eight sectors around the view's centre); each group gets an arrow
 * at the edge of the view pointing at them, with their count, slid along the edge off the squares in sight
 * (and the other arrows). A click on an arrow brings its squares into
 * view (zooming out if they need it). */
#include "gui_offscreen.h"

#include "gui_game_draw.h"
#include "gui_ext.h"
#include "gui_shell.h"
#include "gui_widget.h"

#include <math.h>
#include <stdio.h>

#define SECTORS 8
#define GROUP_MAX 64
#define SEEN_MAX 256

/* An arrow at (ax, ay) pointing at angle ang: a disc with a point and the count of squares that way, its
 * tooltip; true while the mouse is over it. */
static bool arrow(gui_app *a, double ax, double ay, double ang, double rad, int count)
{
    bool hover = hypot(a->in.mx - ax, a->in.my - ay) <= rad * 1.4;
    SDL_Color bg = hover ? (SDL_Color){255, 255, 255, 240} : (SDL_Color){245, 245, 245, 200};
    gui_draw_sprite(a, a->disc, ax, ay, 2 * rad, 1, (SDL_Color){20, 24, 30, 200});
    gui_draw_sprite(a, a->disc, ax, ay, 2 * rad - 4, 1, bg);
    SDL_Vertex v[3];
    double tip = rad * 1.9, base = rad * 0.9, half = rad * 0.6;
    double ux = cos(ang), uy = sin(ang);
    v[0] = (SDL_Vertex){{(float)(ax + ux * tip), (float)(ay + uy * tip)}, bg, {0, 0}};
    v[1] = (SDL_Vertex){{(float)(ax + ux * base - uy * half), (float)(ay + uy * base + ux * half)}, bg, {0, 0}};
    v[2] = (SDL_Vertex){{(float)(ax + ux * base + uy * half), (float)(ay + uy * base - ux * half)}, bg, {0, 0}};
    SDL_RenderGeometry(a->ren, NULL, v, 3, NULL, 0);
    char buf[16];
    snprintf(buf, sizeof buf, "%d", count);
    gui_text(a, FONT_BOLD, buf, (SDL_Color){30, 34, 40, 255}, (int)ax, (int)(ay - a->font_h[FONT_BOLD] / 2.0), ALIGN_CENTER);
    char say[96]; /* TRANSLATORS: the tooltip of an arrow at the board's edge, with its count */
    snprintf(
        say, sizeof say,
        P_("%d square for the tile this way: click to see it", "%d squares for the tile this way: click to see them", (unsigned long)count),
        count);
    gui_tip(a, (SDL_Rect){(int)(ax - rad), (int)(ay - rad), (int)(2 * rad), (int)(2 * rad)}, say);
    return hover;
}

void gui_offscreen_draw(gui_app *a)
{
    gui_game *G = &a->game;
    const gui_camera *c = &G->cam;
    if (G->pending || G->ncand == 0 || !gui_game_idle(a))
        return;
    int n[SECTORS] = {0}, xy[SECTORS][2 * GROUP_MAX], nseen = 0, nput = 0;
    SDL_Rect seen[SEEN_MAX], put[SECTORS]; /* the squares in sight (no arrow on them), the arrows placed */
    double sumx[SECTORS] = {0}, sumy[SECTORS] = {0};
    double cx = c->vx + c->vw / 2.0, cy = c->vy + c->vh / 2.0;
    for (int i = 0; i < G->ncand; i++) {
        double sx, sy, x0, y0, x1, y1;
        gui_cam_to_screen(c, G->cand[i].x + 0.5, G->cand[i].y + 0.5, &sx, &sy);
        gui_cam_to_screen(c, G->cand[i].x, G->cand[i].y, &x0, &y0);
        gui_cam_to_screen(c, G->cand[i].x + 1, G->cand[i].y + 1, &x1, &y1);
        /* a third of it in sight is a square to click: no arrow over it (an arrow at the edge would sit on
         * it and on its neighbours); less than that, the arrow stands for it */
        double seen_w = fmin(x1, c->vx + c->vw) - fmax(x0, c->vx), seen_h = fmin(y1, c->vy + c->vh) - fmax(y0, c->vy);
        if (seen_w >= c->zoom / 3 && seen_h >= c->zoom / 3) {
            if (nseen < SEEN_MAX)
                seen[nseen++] = (SDL_Rect){(int)x0, (int)y0, (int)(x1 - x0), (int)(y1 - y0)};
            continue;
        }
        int s = (int)floor(atan2(sy - cy, sx - cx) / (2 * M_PI) * SECTORS + SECTORS + 0.5) % SECTORS;
        if (n[s] < GROUP_MAX) {
            xy[s][2 * n[s]] = G->cand[i].x;
            xy[s][2 * n[s] + 1] = G->cand[i].y;
        }
        n[s]++;
        sumx[s] += sx;
        sumy[s] += sy;
    }
    double rad = gui_px(a, 15), inset = rad * 2.1; /* the point stays in the view */
    for (int s = 0; s < SECTORS; s++) {
        if (n[s] == 0)
            continue;
        double mx = sumx[s] / n[s], my = sumy[s] / n[s];
        double ax = fmin(fmax(mx, c->vx + inset), c->vx + c->vw - inset), ay = fmin(fmax(my, c->vy + inset), c->vy + c->vh - inset);
        /* along its edge, off the squares in sight and the other arrows: the nearest free place */
        bool side = ax != mx; /* held at the left or right edge: it slides up and down */
        for (int k = 0; k <= 40; k++) {
            double d = (k % 2 ? 1 : -1) * ((k + 1) / 2) * rad * 0.5, px = ax + (side ? 0 : d), py = ay + (side ? d : 0);
            if (px < c->vx + inset || px > c->vx + c->vw - inset || py < c->vy + inset || py > c->vy + c->vh - inset)
                continue;
            SDL_Rect box = {(int)(px - rad * 2), (int)(py - rad * 2), (int)(rad * 4), (int)(rad * 4)};
            bool clear = true;
            for (int j = 0; j < nseen && clear; j++)
                clear = !SDL_HasIntersection(&box, &seen[j]);
            for (int j = 0; j < nput && clear; j++)
                clear = !SDL_HasIntersection(&box, &put[j]);
            if (clear) {
                ax = px;
                ay = py;
                break;
            }
        }
        put[nput++] = (SDL_Rect){(int)(ax - rad * 2), (int)(ay - rad * 2), (int)(rad * 4), (int)(rad * 4)};
        bool hover = arrow(a, ax, ay, atan2(my - ay, mx - ax), rad, n[s]);
        if (hover && a->in.clicked && !a->in.consumed) {
            a->in.consumed = true;
            gui_game_show_squares(a, xy[s], n[s] < GROUP_MAX ? n[s] : GROUP_MAX);
            G->view_moved = true; /* the player chose where to look */
        }
    }
}
