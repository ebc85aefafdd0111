/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Batched textured quads: one SDL_RenderGeometry call per run of quads of one texture (the board's
 * tiles are drawn in one call). */
#include "gui_draw.h"
#include "gui_shell.h"

#define BATCH_QUADS 2048
static SDL_Vertex batch_v[BATCH_QUADS * 4];
static int batch_i[BATCH_QUADS * 6];
static int batch_n;
static SDL_Texture *batch_tex;

void gui_batch_flush(gui_app *a)
{
    if (batch_n > 0)
        SDL_RenderGeometry(a->ren, batch_tex, batch_v, batch_n * 4, batch_i, batch_n * 6);
    batch_n = 0;
}

void gui_batch_quad(gui_app *a, SDL_Texture *tex, const SDL_Rect *src, int tw, int th, SDL_FRect d, SDL_Color c)
{
    if (tex != batch_tex || batch_n == BATCH_QUADS)
        gui_batch_flush(a);
    batch_tex = tex;
    float u0 = 0, v0 = 0, u1 = 1, v1 = 1;
    if (src) {
        u0 = (float)src->x / tw;
        v0 = (float)src->y / th;
        u1 = (float)(src->x + src->w) / tw;
        v1 = (float)(src->y + src->h) / th;
    }
    SDL_Vertex *v = &batch_v[batch_n * 4];
    v[0] = (SDL_Vertex){{d.x, d.y}, c, {u0, v0}};
    v[1] = (SDL_Vertex){{d.x + d.w, d.y}, c, {u1, v0}};
    v[2] = (SDL_Vertex){{d.x + d.w, d.y + d.h}, c, {u1, v1}};
    v[3] = (SDL_Vertex){{d.x, d.y + d.h}, c, {u0, v1}};
    int *ix = &batch_i[batch_n * 6], b = batch_n * 4;
    ix[0] = b;
    ix[1] = b + 1;
    ix[2] = b + 2;
    ix[3] = b;
    ix[4] = b + 2;
    ix[5] = b + 3;
    batch_n++;
}
