/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Cached layers: what changes rarely (the HUD, the map with the placed tiles) is drawn into a
 * window-sized texture only when its signature changes, and copied to the screen every frame. */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include "gui_draw.h"
#include "gui_shell.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* draw() into the layer; with a screen log, its lines kept in the layer too, for the frames that reuse it
 * (the log says what every frame shows: the mouse tests find the HUD's buttons there) */
static void draw_logged(gui_app *a, gui_layer *L, void (*draw)(gui_app *))
{
    FILE *log = a->screen_log;
    if (log) {
        free(L->log);
        L->log = NULL;
        L->log_len = 0;
        a->screen_log = open_memstream(&L->log, &L->log_len);
    }
    draw(a);
    if (log && a->screen_log)
        fclose(a->screen_log);
    a->screen_log = log;
}

bool gui_layer_draw(gui_app *a, gui_layer *L, const void *sig, size_t n, bool force, SDL_Rect r, void (*draw)(gui_app *))
{
    if (n > sizeof L->sig)
        return false;
    if (!L->tex || L->w != a->w || L->h != a->h) {
        if (L->tex)
            SDL_DestroyTexture(L->tex);
        L->tex = SDL_CreateTexture(a->ren, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, a->w, a->h);
        L->w = a->w;
        L->h = a->h;
        L->valid = false;
        if (L->tex) /* copied 1:1: no filtering (software renderers have a fast path for it) */
            SDL_SetTextureScaleMode(L->tex, SDL_ScaleModeNearest);
    }
    if (!L->tex) /* no render targets: the caller draws every frame */
        return false;
    if (force || !L->valid || memcmp(sig, L->sig, n) != 0) {
        memcpy(L->sig, sig, n);
        L->valid = true;
        gui_batch_flush(a);
        SDL_SetRenderTarget(a->ren, L->tex);
        SDL_RenderSetClipRect(a->ren, &r);
        draw_logged(a, L, draw);
        gui_batch_flush(a);
        SDL_RenderSetClipRect(a->ren, NULL);
        SDL_SetRenderTarget(a->ren, NULL);
    }
    SDL_SetTextureBlendMode(L->tex, SDL_BLENDMODE_NONE);
    SDL_RenderCopy(a->ren, L->tex, &r, &r);
    if (a->screen_log && L->log)
        fwrite(L->log, 1, L->log_len, a->screen_log);
    return true;
}

void gui_layer_free(gui_layer *L)
{
    if (L->tex)
        SDL_DestroyTexture(L->tex);
    free(L->log);
    memset(L, 0, sizeof *L);
}
