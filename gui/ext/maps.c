/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne Maps' front end: the printed board of the map in play under the tiles
 * (assets/maps/<name>.png, 64 px per square, scaled with the camera like the tiles), the camera kept on
 * it and framing the play area at a playable zoom (a game starts there) or the whole country (O), and
 * the towns' names. A map without art (a test scenario's inline map) is drawn from its square kinds.
 * Everything comes from the game's map (carc_map_of, read). */
#include "ext.h"
#include "maps.h"

#include "../../rules/maps/maps.h"

#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GUI_MAP_PLAY_ZOOM 96.0 /* pixels per square (at 100 %) where a map game starts: the art and the meeple markers readable */
#define GUI_MAP_TOWNS MAP_MAX_NAMED
#define GUI_MAP_CELLS 4096

/* The map of the game shown, and its board art (kept while games on the same map follow). */
typedef struct gui_map {
    bool on;
    char name[CARC_NAME_LEN];
    int w, h;
    char rows[GUI_MAP_CELLS]; /* w * h square kinds ('.', 'L', '~', ...): drawn when the map has no art */
    int x0, y0, x1, y1;       /* the country: the squares that are neither sea nor abroad */
    int ntown;
    struct {
        char name[40];
        int x, y;
    } town[GUI_MAP_TOWNS];
} gui_map;
static gui_map map;
static SDL_Texture *map_tex, *map_half; /* the board of the map in play, full and half size */
static char map_tex_name[CARC_NAME_LEN];

static void unload(gui_app *a)
{
    (void)a;
    if (map_tex)
        SDL_DestroyTexture(map_tex);
    if (map_half)
        SDL_DestroyTexture(map_half);
    map_tex = map_half = NULL;
    map_tex_name[0] = 0;
}

/* The board art of the map, once per map name (kept while games on the same map follow). */
static void load_art(gui_app *a, const char *name)
{
    if (strcmp(map_tex_name, name) == 0)
        return;
    unload(a);
    snprintf(map_tex_name, sizeof map_tex_name, "%s", name);
    char path[GUI_PATH_LEN + 64];
    snprintf(path, sizeof path, "%s/assets/maps/%s.png", gui_data_dir(a), name);
    SDL_Surface *s = IMG_Load(path);
    SDL_Surface *rgba = s ? SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0) : NULL;
    if (s)
        SDL_FreeSurface(s);
    if (!rgba)
        return; /* no art: the squares are drawn by kind */
    map_tex = SDL_CreateTextureFromSurface(gui_renderer(a), rgba);
    map_half = gui_half_texture(a, rgba);
    SDL_FreeSurface(rgba);
    if (map_tex)
        SDL_SetTextureBlendMode(map_tex, SDL_BLENDMODE_NONE);
    if (map_half)
        SDL_SetTextureBlendMode(map_half, SDL_BLENDMODE_NONE);
}

static void read_map(gui_map *m, const carc_map *mp)
{
    snprintf(m->name, sizeof m->name, "%s", mp->name);
    m->w = mp->width;
    m->h = mp->height;
    if (m->w * m->h > GUI_MAP_CELLS)
        m->h = GUI_MAP_CELLS / (m->w > 0 ? m->w : 1);
    m->x0 = m->y0 = 1 << 20;
    m->x1 = m->y1 = -1;
    memset(m->rows, '.', sizeof m->rows);
    for (int y = 0; y < m->h; y++)
        for (int x = 0; x < m->w; x++) {
            char k = MAP_SQUARE_LETTERS[mp->square[y][x]];
            m->rows[y * m->w + x] = k;
            if (mp->square[y][x] == MAP_OFF) /* sea, abroad: no tile goes there */
                continue;
            m->x0 = x < m->x0 ? x : m->x0;
            m->x1 = x > m->x1 ? x : m->x1;
            m->y0 = y < m->y0 ? y : m->y0;
            m->y1 = y > m->y1 ? y : m->y1;
        }
    if (m->x1 < 0) { /* nothing but sea: the whole map */
        m->x0 = m->y0 = 0;
        m->x1 = m->w - 1;
        m->y1 = m->h - 1;
    }
    for (int t = 0; t < mp->ntowns && m->ntown < GUI_MAP_TOWNS; t++, m->ntown++) {
        carc_utf8_copy(m->town[m->ntown].name, sizeof m->town[0].name, mp->town[t].name);
        m->town[m->ntown].x = mp->town[t].at.x;
        m->town[m->ntown].y = mp->town[t].at.y;
    }
}

/* What everyone sees of the module: the engine's typed map (carc_map_of), not its JSON. */
static void read_state(gui_app *a)
{
    gui_map *m = &map;
    const carc_map *mp = carc_map_of(gui_ext_game(a));
    memset(m, 0, sizeof *m);
    if (mp) {
        m->on = true;
        read_map(m, mp);
        SDL_Texture *was = map_tex;
        load_art(a, m->name);
        if (map_tex != was)
            gui_board_invalidate(a); /* the board's layer holds the old art */
    }
}

const char *gui_map_town_at(const gui_app *a, int x, int y)
{
    (void)a;
    const gui_map *m = &map;
    for (int i = 0; i < m->ntown; i++)
        if (m->town[i].x == x && m->town[i].y == y)
            return m->town[i].name;
    return NULL;
}

static void clamp(const gui_app *a, double *cx, double *cy)
{
    const gui_map *m = &map;
    const gui_camera *c = gui_ext_camera(a);
    if (!m->on || c->zoom <= 0)
        return;
    double hw = c->vw / 2.0 / c->zoom, hh = c->vh / 2.0 / c->zoom;
    *cx = m->w <= 2 * hw ? m->w / 2.0 : *cx < hw ? hw : *cx > m->w - hw ? m->w - hw : *cx;
    *cy = m->h <= 2 * hh ? m->h / 2.0 : *cy < hh ? hh : *cy > m->h - hh ? m->h - hh : *cy;
}

static bool fit(gui_app *a)
{
    if (!map.on)
        return false;
    gui_board_layout(a);
    /* the squares tiles can go on, and a row above them for what stands on the top ones (stacks of tiles
     * on the map's squares, town names) */
    gui_cam_fit(gui_ext_camera(a), map.x0, map.y0 - 1, map.x1, map.y1, 0.25, GUI_ZOOM_MAX);
    gui_ext_glide_stop(a);
    return true;
}

static bool frame(gui_app *a, int focus)
{
    carc_game *g = gui_ext_game(a);
    int n = carc_game_board_count(g), x0, y0, x1, y1;
    if (!map.on || !gui_game_board_bounds(g, &x0, &y0, &x1, &y1))
        return false;
    gui_board_layout(a);
    /* the tiles and the squares beside them, if they fit at a zoom where a tile's art and its meeple
     * markers can be told apart; else the focus tile and its neighbours at that zoom (the edge arrows
     * point to the squares out of sight) */
    double play = GUI_MAP_PLAY_ZOOM * gui_ui(a);
    gui_cam_fit(gui_ext_camera(a), x0 - 1, y0 - 1, x1 + 1, y1 + 1, 0.3, play);
    if (gui_ext_camera(a)->zoom < play) {
        carc_placed_tile f = carc_game_board_tile(g, focus >= 0 && focus < n ? focus : n - 1);
        gui_cam_fit(gui_ext_camera(a), f.x - 1, f.y - 1, f.x + 1, f.y + 1, 0.3, play);
        gui_ext_camera(a)->zoom = play;
    }
    clamp(a, &gui_ext_camera(a)->cx, &gui_ext_camera(a)->cy);
    gui_ext_glide_stop(a);
    return true;
}

/* A map without art: each square coloured by its kind (one fill call per kind). */
static void draw_kinds(gui_app *a, const gui_map *m)
{
    static const struct {
        char kind;
        SDL_Color c;
    } look[] = {
        {'L', {150, 178, 104, 255}}, {'S', {176, 120, 100, 255}}, {'T', {190, 160, 110, 255}},
        {'C', {150, 112, 84, 255}},  {'~', {70, 120, 170, 255}},  {'I', {214, 196, 140, 255}},
    };
    static SDL_Rect rects[GUI_MAP_CELLS];
    for (size_t k = 0; k < sizeof look / sizeof look[0]; k++) {
        int n = 0;
        for (int y = 0; y < m->h; y++)
            for (int x = 0; x < m->w; x++)
                if (m->rows[y * m->w + x] == look[k].kind) {
                    SDL_Rect r;
                    gui_board_square(a, x, y, &r);
                    rects[n++] = (SDL_Rect){r.x + 1, r.y + 1, r.w - 1, r.h - 1};
                }
        SDL_SetRenderDrawColor(gui_renderer(a), look[k].c.r, look[k].c.g, look[k].c.b, 255);
        SDL_RenderFillRects(gui_renderer(a), rects, n);
    }
}

static bool draw(gui_app *a)
{
    const gui_map *m = &map;
    if (!m->on)
        return false;
    const gui_camera *c = gui_ext_camera(a);
    gui_fill(a, (SDL_Rect){c->vx, c->vy, c->vw, c->vh}, (SDL_Color){34, 38, 46, 255}); /* beyond the map: the table */
    double sx0, sy0, sx1, sy1;
    gui_cam_to_screen(c, 0, 0, &sx0, &sy0);
    gui_cam_to_screen(c, m->w, m->h, &sx1, &sy1);
    SDL_Texture *t = map_half && c->zoom <= 40 ? map_half : map_tex; /* 64 px art well below full size */
    if (!t) {
        draw_kinds(a, m);
        return true;
    }
    SDL_FRect dst = {(float)floor(sx0), (float)floor(sy0), (float)(floor(sx1) - floor(sx0)), (float)(floor(sy1) - floor(sy0))};
    SDL_RenderCopyF(gui_renderer(a), t, NULL, &dst);
    return true;
}

/* A town's name in at most two lines of at most w pixels: broken after the space or hyphen nearest its
 * middle when it is wider ("Châteauneuf-" "du-Pape"), a line still too wide cut with "…". */
static int town_lines(gui_app *a, const char *name, int w, char line[2][64])
{
    int n = 1;
    carc_utf8_copy(line[0], sizeof line[0], name);
    int len = (int)strlen(line[0]), cut = -1;
    if (gui_text_width(a, FONT_SMALL, line[0]) > w)
        for (int i = 1; i + 1 < len; i++)
            if ((line[0][i] == ' ' || line[0][i] == '-') && (cut < 0 || abs(2 * i - len) < abs(2 * cut - len)))
                cut = i;
    if (cut > 0) {
        carc_utf8_copy(line[1], sizeof line[1], line[0] + cut + 1);
        line[0][line[0][cut] == '-' ? cut + 1 : cut] = 0; /* the hyphen stays on the first line */
        n = 2;
    }
    for (int k = 0; k < n; k++) {
        char cut_line[64];
        carc_utf8_copy(line[k], sizeof line[k], gui_text_ellipsize(a, FONT_SMALL, line[k], w, cut_line, sizeof cut_line));
    }
    return n;
}

/* The printed name of a town goes under the tile that covers its square: it is written again on the
 * tile's lower edge, small, on a dark band, once the squares are large enough to read it; a name wider
 * than two squares takes two lines (play-test: "Châteauneuf-du-Pape" was cut off). */
void gui_map_draw_town_names(gui_app *a)
{
    const gui_camera *c = gui_ext_camera(a);
    if (!map.on || c->zoom < 34)
        return;
    for (int i = 0; i < map.ntown; i++) {
        int x = map.town[i].x, y = map.town[i].y;
        const carc_action *pending = gui_ext_pending(a);
        bool covered = carc_game_board_at(gui_ext_game(a), x, y) >= 0 || (pending && pending->x == x && pending->y == y);
        if (!covered)
            continue;
        SDL_Rect r;
        gui_board_square(a, x, y, &r);
        char line[2][64];
        int pad = gui_px(a, 8), lh = gui_font_h(a, FONT_SMALL);
        int n = town_lines(a, map.town[i].name, 2 * r.w - pad, line); /* may overhang the square, like the printed name */
        int w = 0;
        for (int k = 0; k < n; k++) {
            int lw = gui_text_width(a, FONT_SMALL, line[k]);
            w = lw > w ? lw : w;
        }
        w += pad;
        int h = n * lh + gui_px(a, 2);
        SDL_Rect band = {r.x + (r.w - w) / 2, r.y + r.h - h - gui_px(a, 2), w, h};
        gui_fill(a, band, (SDL_Color){20, 22, 28, 190});
        for (int k = 0; k < n; k++)
            gui_text(a, FONT_SMALL, line[k], (SDL_Color){250, 240, 210, 255}, band.x + band.w / 2, band.y + gui_px(a, 1) + k * lh,
                     ALIGN_CENTER);
    }
}

const gui_ext gui_ext_maps = {
    .module = "maps",
    .unload = unload,
    .read = read_state,
    .draw_names = gui_map_draw_town_names,
    .board_draw = draw,
    .board_clamp = clamp,
    .board_frame = frame,
    .board_fit = fit,
};
