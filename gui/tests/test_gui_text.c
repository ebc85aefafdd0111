/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The text renderer's fallback font: glyphs DejaVu lacks (CJK names) are drawn from a system font with
 * wide coverage, and without one the game still draws (DejaVu's boxes). Two different CJK characters
 * drawn alike are boxes; drawn differently, real glyphs. Drawn on a software renderer: no window.
 * usage: test_gui_text SOURCE_DIR */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gui_draw.h"
#include "gui_shell.h"

static gui_app app;

/* s drawn in white on black at the top left of the canvas; returns its pixels (caller frees). */
static Uint32 *draw(SDL_Surface *canvas, const char *s, int *w)
{
    SDL_FillRect(canvas, NULL, 0);
    *w = gui_text(&app, FONT_NORMAL, s, (SDL_Color){255, 255, 255, 255}, 0, 0, ALIGN_LEFT);
    SDL_RenderPresent(app.ren);
    size_t n = (size_t)canvas->w * (size_t)canvas->h;
    Uint32 *px = malloc(n * sizeof *px);
    memcpy(px, canvas->pixels, n * sizeof *px);
    return px;
}

static int lit(const Uint32 *px, int n)
{
    int k = 0;
    for (int i = 0; i < n; i++)
        k += (px[i] & 0xffffff) != 0;
    return k;
}

/* Opens the fonts with OPENCARC_FALLBACK_FONT = fallback; false when no fallback could be opened. */
static bool open_fonts(const char *fallback)
{
    gui_text_free(&app);
    setenv("OPENCARC_FALLBACK_FONT", fallback, 1);
    CHECK(gui_text_init(&app), "the fonts open");
    return app.font_fb[FONT_NORMAL] != NULL;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_gui_text SOURCE_DIR\n");
        return 2;
    }
    if (TTF_Init() != 0) {
        fprintf(stderr, "TTF_Init: %s\n", TTF_GetError());
        return 1;
    }
    SDL_Surface *canvas = SDL_CreateRGBSurfaceWithFormat(0, 200, 60, 32, SDL_PIXELFORMAT_ARGB8888);
    app.ren = SDL_CreateSoftwareRenderer(canvas);
    CHECK(app.ren != NULL, "a software renderer");
    snprintf(app.data_dir, sizeof app.data_dir, "%s", argv[1]);
    app.ui = 1;
    int n = canvas->w * canvas->h, w1, w2;

    /* no fallback (an empty name, then a missing file): DejaVu's boxes, alike, and no crash */
    CHECK(!open_fonts(""), "an empty fallback name opens no font");
    CHECK(!open_fonts("/nonexistent/font.ttf"), "a missing fallback file opens no font");
    Uint32 *a = draw(canvas, "王", &w1), *b = draw(canvas, "芳", &w2);
    CHECK(w1 > 0 && w1 == w2 && lit(a, n) > 0 && memcmp(a, b, (size_t)n * sizeof *a) == 0,
          "without a fallback, two CJK characters draw as the same box");
    free(a);
    free(b);

    /* the Debian font the game looks for (tools/deps.sh installs fonts-wqy-microhei) */
    const char *file = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";
    if (!open_fonts(file)) {
        printf("SKIP: %s not installed\n", file);
        return 77;
    }
    a = draw(canvas, "王", &w1);
    b = draw(canvas, "芳", &w2);
    CHECK(lit(a, n) > 0 && lit(b, n) > 0 && memcmp(a, b, (size_t)n * sizeof *a) != 0,
          "with the fallback, two CJK characters draw differently");
    free(a);
    free(b);
    /* a mixed name: its width is the sum of its runs' widths, measured as drawn */
    int wl, wc, wm;
    free(draw(canvas, "Li ", &wl));
    free(draw(canvas, "王芳", &wc));
    free(draw(canvas, "Li 王芳", &wm));
    CHECK(wm == wl + wc, "a mixed name is as wide as its runs: %d != %d + %d", wm, wl, wc);
    CHECK(gui_text_width(&app, FONT_NORMAL, "Li 王芳") == wm, "the measured width of a mixed name is its drawn width");
    CHECK(gui_text_width(&app, FONT_NORMAL, "Li ") == wl, "the measured width of a Latin run is its drawn width");

    gui_text_free(&app);
    SDL_DestroyRenderer(app.ren);
    SDL_FreeSurface(canvas);
    TTF_Quit();
    return check_report("gui text");
}
