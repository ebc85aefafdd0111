/* SPDX-License-Identifier: GPL-3.0-or-later */
/* How seats look: their colours in the chosen palette (assets/ui/seats.json), the sprites recoloured to
 * it, and each seat's symbol drawn on its pieces when seat symbols are on (shapes, not font glyphs: the
 * same at every size and in every font). */
#include "gui_game_draw.h"
#include "gui_exts.h"
#include "gui_shell.h"

#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

static gui_seat_data data;
static int palette; /* index into data's palettes */
static bool symbols;

bool gui_seat_style_init(gui_app *a)
{
    char path[GUI_PATH_LEN + 32], err[400];
    snprintf(path, sizeof path, "%s/assets/ui/seats.json", a->data_dir);
    if (!gui_seat_data_load(&data, path, err, sizeof err)) {
        fprintf(stderr, "opencarc: %s\n", err);
        return false;
    }
    return true;
}

int gui_color_index(const char *name)
{
    for (int i = 0; i < GUI_SEATS; i++)
        if (name && strcmp(name, gui_color_names[i]) == 0)
            return i;
    return 0;
}

const char *gui_color_title(int color)
{
    /* the palette's name for it: the colour-blind red is orange, its green teal */
    const char *title = data.title[palette][color >= 0 && color < GUI_SEATS ? color : 0];
    char key[48];
    snprintf(key, sizeof key, "seat colour\004%s", title);
    return gui_trc(key, title);
}

SDL_Color gui_seat_color(int color)
{
    const unsigned char *c = data.rgb[palette][color >= 0 && color < GUI_SEATS ? color : 0];
    return (SDL_Color){c[0], c[1], c[2], 255};
}

SDL_Color gui_player_color(const char *name)
{
    return gui_seat_color(gui_color_index(name));
}

int gui_seat_palette(void)
{
    return palette;
}
int gui_seat_palette_count(void)
{
    return data.npalettes;
}
const char *gui_seat_palette_name(int p)
{
    return p >= 0 && p < data.npalettes ? data.palette_name[p] : "";
}
const char *gui_seat_palette_title(int p)
{
    return p >= 0 && p < data.npalettes ? data.palette_title[p] : "";
}
int gui_seat_palette_find_name(const char *name)
{
    return gui_seat_palette_find(&data, name);
}
bool gui_seat_symbols(void)
{
    return symbols;
}

void gui_seat_style_set(gui_app *a, int pal, bool syms)
{
    pal = pal >= 0 && pal < data.npalettes ? pal : 0;
    bool recolour = pal != palette;
    palette = pal;
    symbols = syms;
    if (recolour && a->ren) { /* the sprites in the palette's colours */
        gui_assets_seat_sprites(a);
        gui_ext_unload(a);
        gui_ext_load(a);
    }
    a->hud.valid = a->board.valid = false;
}

/* Pixels that are a shade of the colour the sprite was drawn in (k times it, give or take antialiasing)
 * become the same shade of the palette's colour; outlines, white discs and the like stay. */
static void recolour(SDL_Surface *s, const unsigned char from[3], SDL_Color to)
{
    double ff = from[0] * from[0] + from[1] * from[1] + from[2] * from[2];
    for (int y = 0; y < s->h; y++)
        for (int x = 0; x < s->w; x++) {
            Uint8 *p = (Uint8 *)s->pixels + y * s->pitch + 4 * x;
            if (p[3] == 0)
                continue;
            double k = (p[0] * from[0] + p[1] * from[1] + p[2] * from[2]) / ff, r = 0;
            for (int c = 0; c < 3; c++)
                r += (p[c] - k * from[c]) * (p[c] - k * from[c]);
            if (sqrt(r) > 0.12 * k * sqrt(ff) + 6)
                continue;
            double t[3] = {to.r * k, to.g * k, to.b * k};
            for (int c = 0; c < 3; c++)
                p[c] = (Uint8)(t[c] > 255 ? 255 : t[c] + 0.5);
        }
}

SDL_Texture *gui_seat_sprite_load(gui_app *a, const char *path, int color)
{
    color = color >= 0 && color < GUI_SEATS ? color : 0;
    const unsigned char *from = data.sprite[color], *std = data.rgb[0][color];
    SDL_Color to = gui_seat_color(color);
    if (to.r == std[0] && to.g == std[1] && to.b == std[2]) /* the sprites are drawn for the first palette */
        return IMG_LoadTexture(a->ren, path);
    SDL_Surface *raw = IMG_Load(path);
    SDL_Surface *s = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0) : NULL;
    SDL_FreeSurface(raw);
    if (!s)
        return NULL;
    recolour(s, from, to);
    SDL_Texture *t = SDL_CreateTextureFromSurface(a->ren, s);
    SDL_FreeSurface(s);
    return t;
}

/* The symbols as polygons around their centre, radius about 1 (y down); each is star-shaped around the
 * centre, so a fan of triangles from it fills it. */
static int symbol_outline(int sym, float *xy)
{
    int n = 0;
    switch (sym) {
    case GUI_SYM_CIRCLE:
        for (int i = 0; i < 20; i++, n++)
            xy[2 * n] = 0.85f * cosf(i * 0.31416f), xy[2 * n + 1] = 0.85f * sinf(i * 0.31416f);
        break;
    case GUI_SYM_TRIANGLE:
        for (int i = 0; i < 3; i++, n++)
            xy[2 * n] = 1.1f * cosf(-1.5708f + i * 2.0944f), xy[2 * n + 1] = 0.15f + 1.1f * sinf(-1.5708f + i * 2.0944f);
        break;
    case GUI_SYM_SQUARE:
    case GUI_SYM_DIAMOND:
        for (int i = 0; i < 4; i++, n++) {
            float ang = (sym == GUI_SYM_SQUARE ? 0.7854f : 0) + i * 1.5708f, r = sym == GUI_SYM_SQUARE ? 1.0f : 1.05f;
            xy[2 * n] = r * cosf(ang), xy[2 * n + 1] = r * sinf(ang);
        }
        break;
    case GUI_SYM_STAR:
        for (int i = 0; i < 10; i++, n++) {
            float r = i % 2 ? 0.45f : 1.1f;
            xy[2 * n] = r * cosf(-1.5708f + i * 0.62832f), xy[2 * n + 1] = 0.08f + r * sinf(-1.5708f + i * 0.62832f);
        }
        break;
    default: { /* a cross (plus sign): twelve corners */
        static const float plus[24] = {-0.3f, -0.95f, 0.3f,  -0.95f, 0.3f,  -0.3f, 0.95f,  -0.3f, 0.95f,  0.3f,  0.3f,  0.3f,
                                       0.3f,  0.95f,  -0.3f, 0.95f,  -0.3f, 0.3f,  -0.95f, 0.3f,  -0.95f, -0.3f, -0.3f, -0.3f};
        memcpy(xy, plus, sizeof plus);
        n = 12;
    }
    }
    return n;
}

static void fan(gui_app *a, const float *xy, int n, float cx, float cy, float r, SDL_Color c)
{
    SDL_Vertex v[21];
    int idx[60];
    v[0] = (SDL_Vertex){{cx, cy}, c, {0, 0}};
    for (int i = 0; i < n; i++) {
        v[i + 1] = (SDL_Vertex){{cx + r * xy[2 * i], cy + r * xy[2 * i + 1]}, c, {0, 0}};
        idx[3 * i] = 0, idx[3 * i + 1] = i + 1, idx[3 * i + 2] = (i + 1) % n + 1;
    }
    SDL_RenderGeometry(a->ren, NULL, v, n + 1, idx, 3 * n);
}

void gui_seat_symbol(gui_app *a, int color, double cx, double cy, double size)
{
    float xy[40];
    int n = symbol_outline(data.symbol[color >= 0 && color < GUI_SEATS ? color : 0], xy);
    float r = (float)size / 2, line = r * 0.35f < 1.5f ? 1.5f : r * 0.35f;
    fan(a, xy, n, (float)cx, (float)cy, r + line, (SDL_Color){20, 20, 24, 255});
    fan(a, xy, n, (float)cx, (float)cy, r, (SDL_Color){250, 250, 250, 255});
}

void gui_seat_mark(gui_app *a, int color, double cx, double cy, double size)
{
    if (symbols)
        gui_seat_symbol(a, color, cx, cy, size);
}
