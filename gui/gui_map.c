/* Carcassonne Maps in the GUI: the printed board of the map in play under the tiles
 * (assets/maps/<name>.png, 64 px per square, scaled with the camera like the tiles), the camera framing
 * the play area at a playable zoom (a game starts there) or the whole country (O), the towns' names, and the shipped maps the menu offers. A map without art (a test
 * scenario's inline map) is drawn from its square kinds. Everything comes from carc_game_modules_json(). */
#include "gui_draw.h"
#include "gui_game.h"
#include "gui_map.h"

#include <SDL_image.h>
#include <cjson/cJSON.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

/* The module a setup's map key enables, whose shipped maps (rules/maps/index.json) the menu offers. */
int gui_map_module(const carc_rules *R)
{
    for (int m = 0; m < carc_rules_module_count(R); m++)
        if (carc_rules_setup_choice(R, m, 0))
            return m;
    return -1;
}

int gui_map_choice_count(const carc_rules *R)
{
    int m = gui_map_module(R), n = 0;
    while (m >= 0 && carc_rules_setup_choice(R, m, n))
        n++;
    return n;
}

const char *gui_map_choice_name(const carc_rules *R, int i)
{
    int m = gui_map_module(R);
    return m >= 0 ? carc_rules_setup_choice(R, m, i) : NULL;
}

const char *gui_map_choice_title(const carc_rules *R, int i)
{
    int m = gui_map_module(R);
    const char *title = m >= 0 ? carc_rules_setup_choice_title(R, m, i) : NULL;
    return title ? _(title) : C_("map choice", "None"); /* the catalogue has the maps' titles (po/extract.sh) */
}

int gui_map_choice_find(const carc_rules *R, const char *name)
{
    for (int i = 0; name && i < gui_map_choice_count(R); i++)
        if (strcmp(name, gui_map_choice_name(R, i)) == 0)
            return i;
    return -1;
}

void gui_map_free(gui_app *a)
{
    if (a->map_tex)
        SDL_DestroyTexture(a->map_tex);
    if (a->map_half)
        SDL_DestroyTexture(a->map_half);
    a->map_tex = a->map_half = NULL;
    a->map_tex_name[0] = 0;
}

/* The board art of the map, once per map name (kept while games on the same map follow). */
static void load_art(gui_app *a, const char *name)
{
    if (strcmp(a->map_tex_name, name) == 0)
        return;
    gui_map_free(a);
    snprintf(a->map_tex_name, sizeof a->map_tex_name, "%s", name);
    char path[GUI_PATH_LEN + 64];
    snprintf(path, sizeof path, "%s/assets/maps/%s.png", a->data_dir, name);
    SDL_Surface *s = IMG_Load(path);
    SDL_Surface *rgba = s ? SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0) : NULL;
    if (s)
        SDL_FreeSurface(s);
    if (!rgba)
        return; /* no art: the squares are drawn by kind */
    a->map_tex = SDL_CreateTextureFromSurface(a->ren, rgba);
    a->map_half = gui_half_texture(a, rgba);
    SDL_FreeSurface(rgba);
    if (a->map_tex)
        SDL_SetTextureBlendMode(a->map_tex, SDL_BLENDMODE_NONE);
    if (a->map_half)
        SDL_SetTextureBlendMode(a->map_half, SDL_BLENDMODE_NONE);
}

static void read_map(gui_map *m, const cJSON *mp)
{
    const cJSON *name = cJSON_GetObjectItemCaseSensitive(mp, "name");
    snprintf(m->name, sizeof m->name, "%s", cJSON_IsString(name) ? name->valuestring : "");
    m->w = gui_json_int(mp, "width", 0);
    m->h = gui_json_int(mp, "height", 0);
    if (m->w * m->h > GUI_MAP_CELLS)
        m->h = GUI_MAP_CELLS / (m->w > 0 ? m->w : 1);
    m->x0 = m->y0 = 1 << 20;
    m->x1 = m->y1 = -1;
    memset(m->rows, '.', sizeof m->rows);
    int y = 0;
    const cJSON *row;
    cJSON_ArrayForEach(row, cJSON_GetObjectItemCaseSensitive(mp, "rows"))
    {
        for (int x = 0; y < m->h && cJSON_IsString(row) && x < m->w && row->valuestring[x]; x++) {
            char k = row->valuestring[x];
            m->rows[y * m->w + x] = k;
            if (k == '.' || k == '#') /* sea, abroad: no tile goes there */
                continue;
            m->x0 = x < m->x0 ? x : m->x0;
            m->x1 = x > m->x1 ? x : m->x1;
            m->y0 = y < m->y0 ? y : m->y0;
            m->y1 = y > m->y1 ? y : m->y1;
        }
        y++;
    }
    if (m->x1 < 0) { /* nothing but sea: the whole map */
        m->x0 = m->y0 = 0;
        m->x1 = m->w - 1;
        m->y1 = m->h - 1;
    }
    const cJSON *t;
    cJSON_ArrayForEach(t, cJSON_GetObjectItemCaseSensitive(mp, "towns"))
    {
        if (m->ntown >= GUI_MAP_TOWNS)
            break;
        const cJSON *tn = cJSON_GetObjectItemCaseSensitive(t, "name");
        carc_utf8_copy(m->town[m->ntown].name, sizeof m->town[0].name, cJSON_IsString(tn) ? tn->valuestring : "the town");
        m->town[m->ntown].x = gui_json_int(t, "x", 0);
        m->town[m->ntown].y = gui_json_int(t, "y", 0);
        m->ntown++;
    }
}

void gui_map_begin(gui_app *a)
{
    gui_map *m = &a->game.map;
    memset(m, 0, sizeof *m);
    cJSON *j = a->game.g ? carc_game_modules_json(a->game.g) : NULL;
    const cJSON *mp = cJSON_GetObjectItemCaseSensitive(j, "maps");
    if (cJSON_IsObject(mp)) {
        m->on = true;
        read_map(m, mp);
        load_art(a, m->name);
    }
    cJSON_Delete(j);
}

const char *gui_map_town_at(const gui_app *a, int x, int y)
{
    const gui_map *m = &a->game.map;
    for (int i = 0; i < m->ntown; i++)
        if (m->town[i].x == x && m->town[i].y == y)
            return m->town[i].name;
    return NULL;
}

bool gui_map_fit(gui_app *a)
{
    gui_game *G = &a->game;
    if (!G->map.on)
        return false;
    gui_board_layout(a);
    /* the squares tiles can go on, and a row above them for what stands on the top ones (stacks of tiles
     * on the map's squares, town names) */
    gui_cam_fit(&G->cam, G->map.x0, G->map.y0 - 1, G->map.x1, G->map.y1, 0.25, GUI_ZOOM_MAX);
    G->cam_glide = false;
    return true;
}

bool gui_map_frame_play(gui_app *a, int focus)
{
    gui_game *G = &a->game;
    carc_game *g = G->g;
    int n = carc_game_board_count(g), x0, y0, x1, y1;
    if (!G->map.on || !gui_game_board_bounds(g, &x0, &y0, &x1, &y1))
        return false;
    gui_board_layout(a);
    /* the tiles and the squares beside them, if they fit at a zoom where a tile's art and its meeple
     * markers can be told apart; else the focus tile and its neighbours at that zoom (the edge arrows
     * point to the squares out of sight) */
    double play = GUI_MAP_PLAY_ZOOM * a->ui;
    gui_cam_fit(&G->cam, x0 - 1, y0 - 1, x1 + 1, y1 + 1, 0.3, play);
    if (G->cam.zoom < play) {
        carc_placed_tile f = carc_game_board_tile(g, focus >= 0 && focus < n ? focus : n - 1);
        gui_cam_fit(&G->cam, f.x - 1, f.y - 1, f.x + 1, f.y + 1, 0.3, play);
        G->cam.zoom = play;
    }
    gui_map_clamp(a, &G->cam.cx, &G->cam.cy);
    G->cam_glide = false;
    return true;
}

void gui_map_clamp(const gui_app *a, double *cx, double *cy)
{
    const gui_map *m = &a->game.map;
    const gui_camera *c = &a->game.cam;
    if (!m->on || c->zoom <= 0)
        return;
    double hw = c->vw / 2.0 / c->zoom, hh = c->vh / 2.0 / c->zoom;
    *cx = m->w <= 2 * hw ? m->w / 2.0 : *cx < hw ? hw : *cx > m->w - hw ? m->w - hw : *cx;
    *cy = m->h <= 2 * hh ? m->h / 2.0 : *cy < hh ? hh : *cy > m->h - hh ? m->h - hh : *cy;
}

/* A map without art: each square coloured by its kind (one fill call per kind). */
static void draw_kinds(gui_app *a, const gui_map *m)
{
    static const struct { char kind; SDL_Color c; } look[] = {
        {'L', {150, 178, 104, 255}}, {'S', {176, 120, 100, 255}}, {'T', {190, 160, 110, 255}}, {'C', {150, 112, 84, 255}},
        {'~', {70, 120, 170, 255}},  {'I', {214, 196, 140, 255}},
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
        SDL_SetRenderDrawColor(a->ren, look[k].c.r, look[k].c.g, look[k].c.b, 255);
        SDL_RenderFillRects(a->ren, rects, n);
    }
}

bool gui_map_draw(gui_app *a)
{
    const gui_map *m = &a->game.map;
    if (!m->on)
        return false;
    const gui_camera *c = &a->game.cam;
    gui_fill(a, (SDL_Rect){c->vx, c->vy, c->vw, c->vh}, (SDL_Color){34, 38, 46, 255}); /* beyond the map: the table */
    double sx0, sy0, sx1, sy1;
    gui_cam_to_screen(c, 0, 0, &sx0, &sy0);
    gui_cam_to_screen(c, m->w, m->h, &sx1, &sy1);
    SDL_Texture *t = a->map_half && c->zoom <= 40 ? a->map_half : a->map_tex; /* 64 px art well below full size */
    if (!t) {
        draw_kinds(a, m);
        return true;
    }
    SDL_FRect dst = {(float)floor(sx0), (float)floor(sy0), (float)(floor(sx1) - floor(sx0)), (float)(floor(sy1) - floor(sy0))};
    SDL_RenderCopyF(a->ren, t, NULL, &dst);
    return true;
}

/* The printed name of a town goes under the tile that covers its square: it is written again on the
 * tile's lower edge, small, on a dark band, once the squares are large enough to read it. */
void gui_map_draw_town_names(gui_app *a)
{
    const gui_game *G = &a->game;
    const gui_camera *c = &G->cam;
    if (!G->map.on || c->zoom < 34)
        return;
    for (int i = 0; i < G->map.ntown; i++) {
        int x = G->map.town[i].x, y = G->map.town[i].y;
        bool covered = carc_game_board_at(G->g, x, y) >= 0 || (G->pending && G->pending_act.x == x && G->pending_act.y == y);
        if (!covered)
            continue;
        SDL_Rect r;
        gui_board_square(a, x, y, &r);
        int w = gui_text_width(a, FONT_SMALL, G->map.town[i].name) + gui_px(a, 8), h = a->font_h[FONT_SMALL] + gui_px(a, 2);
        w = w > 2 * r.w ? 2 * r.w : w; /* may overhang the square a little, like the printed name */
        SDL_Rect band = {r.x + (r.w - w) / 2, r.y + r.h - h - gui_px(a, 2), w, h};
        gui_fill(a, band, (SDL_Color){20, 22, 28, 190});
        SDL_RenderSetClipRect(a->ren, &band);
        gui_text(a, FONT_SMALL, G->map.town[i].name, (SDL_Color){250, 240, 210, 255}, band.x + band.w / 2, band.y + gui_px(a, 1), ALIGN_CENTER);
        SDL_RenderSetClipRect(a->ren, &(SDL_Rect){c->vx, c->vy, c->vw, c->vh});
    }
}
