/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tile art, masks, meeple spots and sprites. Real PNGs from assets/ are used when present; otherwise
 * simple placeholders are drawn from the tile's segment data (the engine's geometry queries), so the
 * game is playable before the art exists. Everything is loaded once at start. */
#include "gui_game_draw.h"
#include "gui_exts.h"
#include "gui_shell.h"

#include <SDL_image.h>
#include <cjson/cJSON.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TEX_SIZE 128  /* board textures: tiles are drawn around 110 px per square */
#define MASK_SIZE 128 /* placeholder masks */

static const double loc_pt[CARC_NLOC][2] = {
    {0.25, 0}, {0.5, 0},  {0.75, 0}, {1, 0.25}, {1, 0.5},  {1, 0.75},  {0.75, 1},
    {0.5, 1},  {0.25, 1}, {0, 0.75}, {0, 0.5},  {0, 0.25}, {0.5, 0.5},
};

static double seg_dist(double px, double py, double ax, double ay, double bx, double by)
{
    double vx = bx - ax, vy = by - ay, wx = px - ax, wy = py - ay;
    double l2 = vx * vx + vy * vy, t = l2 > 0 ? (wx * vx + wy * vy) / l2 : 0;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    double dx = px - (ax + t * vx), dy = py - (ay + t * vy);
    return sqrt(dx * dx + dy * dy);
}

/* Placeholder segment of a point on the unrotated tile, from the segment types and locations. */
static int placeholder_segment(const carc_rules *R, int type, double u, double v)
{
    double dx = u - 0.5, dy = v - 0.5;
    int segc = carc_tile_segment_at(R, type, 0, CARC_C);
    if (segc >= 0 && fabs(dx) < 0.2 && fabs(dy) < 0.2)
        return segc;
    int edge = fabs(dy) >= fabs(dx) ? (dy < 0 ? 0 : 2) : (dx > 0 ? 1 : 3);
    for (int e = 0; e < 4; e++) { /* roads: from each road edge to the centre */
        int s = carc_tile_segment_at(R, type, 0, 3 * e + 1);
        if (s >= 0 && carc_tile_segment_type(R, type, s) == CARC_ROAD &&
            seg_dist(u, v, loc_pt[3 * e + 1][0], loc_pt[3 * e + 1][1], 0.5, 0.5) < 0.055)
            return s;
    }
    int sm = carc_tile_segment_at(R, type, 0, 3 * edge + 1);
    if (sm >= 0 && carc_tile_segment_type(R, type, sm) == CARC_CITY)
        return sm;
    /* a city joining opposite edges runs through the centre */
    if (fabs(dx) < 0.24 && fabs(dy) < 0.24) {
        for (int e = 0; e < 2; e++) {
            int a = carc_tile_segment_at(R, type, 0, 3 * e + 1), b = carc_tile_segment_at(R, type, 0, 3 * (e + 2) + 1);
            if (a >= 0 && a == b && carc_tile_segment_type(R, type, a) == CARC_CITY)
                return a;
        }
    }
    int best = -1;
    double bd = 1e9;
    for (int loc = 0; loc < 12; loc++) {
        if (loc % 3 == 1)
            continue;
        int s = carc_tile_segment_at(R, type, 0, loc);
        if (s < 0 || carc_tile_segment_type(R, type, s) != CARC_FIELD)
            continue;
        double d = hypot(u - loc_pt[loc][0], v - loc_pt[loc][1]);
        if (d < bd) {
            bd = d;
            best = s;
        }
    }
    return best >= 0 ? best : sm;
}

static void placeholder_mask(const carc_rules *R, int type, gui_mask *m)
{
    m->w = m->h = MASK_SIZE;
    m->px = calloc((size_t)MASK_SIZE * MASK_SIZE, 1);
    for (int y = 0; y < MASK_SIZE; y++)
        for (int x = 0; x < MASK_SIZE; x++)
            m->px[y * MASK_SIZE + x] = (uint8_t)(placeholder_segment(R, type, (x + 0.5) / MASK_SIZE, (y + 0.5) / MASK_SIZE) + 1);
}

/* Placeholder art: flat colours per segment type with darker borders, a small chapel for monasteries. */
static SDL_Surface *placeholder_art(const carc_rules *R, int type, const gui_mask *m)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, m->w, m->h, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s)
        return NULL;
    static const Uint8 col[CARC_NSEGTYPES][3] = {{112, 164, 74}, {232, 224, 200}, {196, 142, 86}, {150, 120, 96}};
    for (int y = 0; y < m->h; y++) {
        Uint8 *row = (Uint8 *)s->pixels + y * s->pitch;
        for (int x = 0; x < m->w; x++) {
            int seg = m->px[y * m->w + x] - 1;
            int t = seg >= 0 ? carc_tile_segment_type(R, type, seg) : CARC_FIELD;
            if (t < 0 || t >= CARC_NSEGTYPES)
                t = CARC_FIELD;
            int r = col[t][0], g = col[t][1], b = col[t][2];
            bool border = false;
            for (int k = 0; k < 4 && !border; k++) {
                int nx = x + (k == 0) - (k == 1), ny = y + (k == 2) - (k == 3);
                if (nx >= 0 && ny >= 0 && nx < m->w && ny < m->h && m->px[ny * m->w + nx] != m->px[y * m->w + x])
                    border = true;
            }
            if (t == CARC_FIELD && ((x * 7 + y * 13) % 23 == 0)) { /* a little grass texture */
                g += 14;
                r -= 6;
            }
            if (t == CARC_CITY && ((x / 8 + y / 8) % 2 == 0)) {
                r -= 8;
                g -= 6;
            }
            if (border) {
                r = r * 3 / 5;
                g = g * 3 / 5;
                b = b * 3 / 5;
            }
            if (t == CARC_MONASTERY) { /* a chapel: roof above, walls below */
                double u = (x + 0.5) / m->w, v = (y + 0.5) / m->h;
                if (v < 0.47 && fabs(u - 0.5) < (v - 0.33) * 1.3)
                    r = 190, g = 60, b = 48;
                else if (v >= 0.47 && v < 0.66 && fabs(u - 0.5) < 0.13)
                    r = 236, g = 228, b = 208;
                if (v >= 0.55 && v < 0.66 && fabs(u - 0.5) < 0.03)
                    r = 70, g = 50, b = 40;
            }
            if (x == 0 || y == 0 || x == m->w - 1 || y == m->h - 1)
                r = r * 4 / 5, g = g * 4 / 5, b = b * 4 / 5;
            row[4 * x] = (Uint8)(r < 0 ? 0 : r > 255 ? 255 : r);
            row[4 * x + 1] = (Uint8)(g < 0 ? 0 : g > 255 ? 255 : g);
            row[4 * x + 2] = (Uint8)(b < 0 ? 0 : b > 255 ? 255 : b);
            row[4 * x + 3] = 255;
        }
    }
    return s;
}

/* Turn an RGBA32 surface by rot quarter turns clockwise and box-filter it into a TEX_SIZE cell of the
 * atlas at (ox, oy). */
static void rotated_into(SDL_Surface *d, int ox, int oy, SDL_Surface *src, int rot)
{
    int kx = src->w / TEX_SIZE, ky = src->h / TEX_SIZE;
    if (kx < 1)
        kx = 1;
    if (ky < 1)
        ky = 1;
    for (int y = 0; y < TEX_SIZE; y++) {
        Uint8 *row = (Uint8 *)d->pixels + (oy + y) * d->pitch + 4 * ox;
        for (int x = 0; x < TEX_SIZE; x++) {
            double u, v;
            gui_unrotate_point(rot, (x + 0.5) / TEX_SIZE, (y + 0.5) / TEX_SIZE, &u, &v);
            int sx0 = (int)(u * src->w) - kx / 2, sy0 = (int)(v * src->h) - ky / 2;
            unsigned acc[4] = {0, 0, 0, 0}, n = 0;
            for (int j = 0; j < ky; j++)
                for (int i = 0; i < kx; i++) {
                    int sx = sx0 + i, sy = sy0 + j;
                    if (sx < 0 || sy < 0 || sx >= src->w || sy >= src->h)
                        continue;
                    const Uint8 *p = (const Uint8 *)src->pixels + sy * src->pitch + 4 * sx;
                    for (int c = 0; c < 4; c++)
                        acc[c] += p[c];
                    n++;
                }
            for (int c = 0; c < 4; c++)
                row[4 * x + c] = (Uint8)(n ? acc[c] / n : 0);
        }
    }
}

static SDL_Surface *load_rgba(const char *path)
{
    SDL_Surface *s = IMG_Load(path);
    if (!s)
        return NULL;
    SDL_Surface *c = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(s);
    return c;
}

static bool load_mask(const char *path, gui_mask *m)
{
    SDL_Surface *s = load_rgba(path);
    if (!s)
        return false;
    m->w = s->w;
    m->h = s->h;
    m->px = malloc((size_t)s->w * s->h);
    for (int y = 0; y < s->h; y++)
        for (int x = 0; x < s->w; x++)
            m->px[y * s->w + x] = ((const Uint8 *)s->pixels)[y * s->pitch + 4 * x];
    SDL_FreeSurface(s);
    return true;
}

/* A spot for segment seg when anchors.json lacks one: the mask pixel of the segment nearest to the
 * segment's centroid. */
static void mask_anchor(const gui_mask *m, int seg, double *u, double *v)
{
    double sx = 0, sy = 0;
    long n = 0;
    for (int y = 0; y < m->h; y++)
        for (int x = 0; x < m->w; x++)
            if (m->px[y * m->w + x] == seg + 1) {
                sx += x;
                sy += y;
                n++;
            }
    if (!n) {
        *u = *v = 0.5;
        return;
    }
    double cx = sx / n, cy = sy / n, bd = 1e18;
    int bx = (int)cx, by = (int)cy;
    for (int y = 0; y < m->h; y++)
        for (int x = 0; x < m->w; x++)
            if (m->px[y * m->w + x] == seg + 1) {
                /* prefer pixels a little inside the segment: penalise distance to the centroid only */
                double d = (x - cx) * (x - cx) + (y - cy) * (y - cy);
                if (d < bd) {
                    bd = d;
                    bx = x;
                    by = y;
                }
            }
    *u = (bx + 0.5) / m->w;
    *v = (by + 0.5) / m->h;
}

/* Centre of the mask's "no segment" pixels (an office's tent, a village square); the tile
 * centre when there are none. */
static void hole_centre(const gui_mask *m, double out[2])
{
    double sx = 0, sy = 0;
    long n = 0;
    for (int y = 0; y < m->h; y++)
        for (int x = 0; x < m->w; x++)
            if (m->px[y * m->w + x] == 0) {
                sx += x + 0.5;
                sy += y + 0.5;
                n++;
            }
    out[0] = n > 20 ? sx / n / m->w : 0.5;
    out[1] = n > 20 ? sy / n / m->h : 0.5;
}

/* A meeple silhouette (standing or lying), white with a dark outline, supersampled. */
static bool in_meeple(double x, double y, double grow)
{
    /* coordinates 0..1, standing figure */
    double hx = x - 0.5, hy = y - 0.2;
    if (hx * hx + hy * hy < (0.14 + grow) * (0.14 + grow))
        return true;
    if (y > 0.32 - grow && y < 0.52 + grow && fabs(x - 0.5) < 0.42 + grow - (y - 0.32) * 0.35)
        return true; /* arms */
    if (y > 0.3 - grow && y < 0.95 + grow) {
        double half = 0.17 + (y - 0.3) * 0.3 + grow;
        if (fabs(x - 0.5) < half) {
            double gap = (y - 0.7) * 0.5; /* between the legs */
            if (y > 0.7 + grow && fabs(x - 0.5) < gap - grow)
                return false;
            return true;
        }
    }
    return false;
}

static SDL_Texture *make_sprite(SDL_Renderer *ren, SDL_Color c, bool lying, int kind)
{
    const int S = 64;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, S, S, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s)
        return NULL;
    for (int y = 0; y < S; y++)
        for (int x = 0; x < S; x++) {
            int in = 0, out = 0;
            for (int j = 0; j < 4; j++)
                for (int i = 0; i < 4; i++) {
                    double u = (x + (i + 0.5) / 4) / S, v = (y + (j + 0.5) / 4) / S;
                    if (lying) {
                        double t = u;
                        u = v;
                        v = 1 - t;
                    }
                    if (kind == 1) { /* disc */
                        double d = hypot(u - 0.5, v - 0.5);
                        in += d < 0.42;
                        out += d < 0.48;
                    } else if (kind == 2) { /* ring */
                        double d = hypot(u - 0.5, v - 0.5);
                        in += d < 0.47 && d > 0.36;
                        out += 0;
                    } else {
                        in += in_meeple(u, v, 0);
                        out += in_meeple(u, v, 0.045);
                    }
                }
            Uint8 *p = (Uint8 *)s->pixels + y * s->pitch + 4 * x;
            double fi = in / 16.0, fo = out / 16.0;
            double shade = 1.0 - 0.25 * ((double)y / S);
            if (kind != 0)
                shade = 1;
            /* fill colour over a dark outline */
            double r = c.r * shade * fi + 25 * (1 - fi), g = c.g * shade * fi + 25 * (1 - fi), b = c.b * shade * fi + 30 * (1 - fi);
            double alpha = fi > fo ? fi : fo;
            if (kind != 0)
                alpha = fi > fo ? fi : fo;
            p[0] = (Uint8)r;
            p[1] = (Uint8)g;
            p[2] = (Uint8)b;
            p[3] = (Uint8)(alpha * 255);
        }
    SDL_Texture *t = SDL_CreateTextureFromSurface(ren, s);
    SDL_FreeSurface(s);
    if (t)
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    return t;
}

bool gui_assets_load(gui_app *a)
{
    const carc_rules *R = a->rules;
    a->ntiles = carc_rules_tile_count(R);
    a->tiles = calloc((size_t)a->ntiles, sizeof *a->tiles);
    char path[GUI_PATH_LEN + 128];
    snprintf(path, sizeof path, "%s/assets/anchors.json", a->data_dir);
    carc_err err;
    cJSON *anchors = carc_load_json(path, &err);
    int real = 0;
    const int cols = 16, pad = 2, cell = TEX_SIZE + 2 * pad;
    int rows = (a->ntiles * 4 + cols - 1) / cols;
    SDL_Surface *atlas = SDL_CreateRGBSurfaceWithFormat(0, cols * cell, rows * cell, 32, SDL_PIXELFORMAT_RGBA32);
    if (!atlas)
        return false;
    for (int t = 0; t < a->ntiles; t++) {
        gui_tileart *ta = &a->tiles[t];
        const char *id = carc_rules_tile_id(R, t);
        ta->nseg = carc_tile_segment_count(R, t);
        if (ta->nseg > GUI_MAX_SEGS)
            ta->nseg = GUI_MAX_SEGS;
        snprintf(path, sizeof path, "%s/assets/masks/%s.png", a->data_dir, id);
        if (!load_mask(path, &ta->mask))
            placeholder_mask(R, t, &ta->mask);
        snprintf(path, sizeof path, "%s/assets/tiles/%s.png", a->data_dir, id);
        SDL_Surface *art = load_rgba(path);
        if (art)
            real++;
        else
            art = placeholder_art(R, t, &ta->mask);
        for (int r = 0; r < 4 && art; r++) {
            int k = 4 * t + r, ox = (k % cols) * cell + pad, oy = (k / cols) * cell + pad;
            rotated_into(atlas, ox, oy, art, r);
            /* repeat the border pixels into the padding so filtering never bleeds between cells */
            for (int y = -pad; y < TEX_SIZE + pad; y++)
                for (int x = -pad; x < TEX_SIZE + pad; x++) {
                    int cx = x < 0 ? 0 : x >= TEX_SIZE ? TEX_SIZE - 1 : x, cy = y < 0 ? 0 : y >= TEX_SIZE ? TEX_SIZE - 1 : y;
                    if (cx == x && cy == y)
                        continue;
                    Uint8 *dp = (Uint8 *)atlas->pixels + (oy + y) * atlas->pitch + 4 * (ox + x);
                    const Uint8 *sp = (const Uint8 *)atlas->pixels + (oy + cy) * atlas->pitch + 4 * (ox + cx);
                    memcpy(dp, sp, 4);
                }
            ta->src[r] = (SDL_Rect){ox, oy, TEX_SIZE, TEX_SIZE};
        }
        SDL_FreeSurface(art);
        hole_centre(&ta->mask, ta->hole);
        const cJSON *list = anchors ? cJSON_GetObjectItemCaseSensitive(anchors, id) : NULL;
        for (int s = 0; s < ta->nseg; s++) {
            const cJSON *p = cJSON_IsArray(list) ? cJSON_GetArrayItem(list, s) : NULL;
            if (cJSON_IsArray(p) && cJSON_GetArraySize(p) == 2 && cJSON_IsNumber(cJSON_GetArrayItem(p, 0))) {
                ta->anchor[s][0] = cJSON_GetArrayItem(p, 0)->valuedouble;
                ta->anchor[s][1] = cJSON_GetArrayItem(p, 1)->valuedouble;
            } else {
                mask_anchor(&ta->mask, s, &ta->anchor[s][0], &ta->anchor[s][1]);
            }
        }
    }
    cJSON_Delete(anchors);
    a->atlas = SDL_CreateTextureFromSurface(a->ren, atlas);
    a->atlas_half = gui_half_texture(a, atlas);
    SDL_FreeSurface(atlas);
    if (!a->atlas) {
        fprintf(stderr, "opencarc: cannot create the tile atlas: %s\n", SDL_GetError());
        return false;
    }
    a->tile_art = real > 0;
    gui_assets_seat_sprites(a);
    gui_ext_load(a);
    a->disc = make_sprite(a->ren, (SDL_Color){255, 255, 255, 255}, false, 1);
    a->ring = make_sprite(a->ren, (SDL_Color){255, 255, 255, 255}, false, 2);
    return true;
}

static void free_seat_sprites(gui_app *a)
{
    for (int k = 0; k < GUI_KINDS; k++) {
        gui_figure_art *f = &a->figure[k];
        for (int c = 0; c < 6; c++) {
            if (f->tex[c])
                SDL_DestroyTexture(f->tex[c]);
            if (f->farmer[c])
                SDL_DestroyTexture(f->farmer[c]);
        }
        memset(f, 0, sizeof *f);
    }
}

/* A kind's sprites: <kind>_<colour>.png and <kind>_farmer_<colour>.png (the meeple's: meeple_ and
 * farmer_), recoloured to the palette, drawn at their width / 64 times a meeple's size; where one is
 * missing, a meeple drawn from code (at 1.35 times a meeple's size for another kind than the meeple). */
static void load_figure(gui_app *a, gui_figure_art *f, const char *name)
{
    bool meeple = strcmp(name, "meeple") == 0;
    snprintf(f->name, sizeof f->name, "%s", name);
    f->scale = meeple ? 1.0 : 1.35;
    for (int c = 0; c < 6; c++)
        for (int lying = 0; lying < 2; lying++) {
            char path[GUI_PATH_LEN + 64];
            if (meeple)
                snprintf(path, sizeof path, "%s/assets/sprites/%s_%s.png", a->data_dir, lying ? "farmer" : "meeple", gui_color_names[c]);
            else
                snprintf(path, sizeof path, "%s/assets/sprites/%s%s_%s.png", a->data_dir, name, lying ? "_farmer" : "", gui_color_names[c]);
            SDL_Texture *t = gui_seat_sprite_load(a, path, c);
            if (!t && lying && !meeple) { /* a kind without a lying sprite looks the same in a field */
                snprintf(path, sizeof path, "%s/assets/sprites/%s_%s.png", a->data_dir, name, gui_color_names[c]);
                t = gui_seat_sprite_load(a, path, c);
            }
            int w = 0;
            if (t && SDL_QueryTexture(t, NULL, NULL, &w, NULL) == 0 && w > 0 && c == 0 && !lying)
                f->scale = w / 64.0;
            if (!t)
                t = make_sprite(a->ren, gui_seat_color(c), lying == 1, 0);
            if (lying)
                f->farmer[c] = t;
            else
                f->tex[c] = t;
        }
}

void gui_assets_seat_sprites(gui_app *a)
{
    free_seat_sprites(a);
    load_figure(a, &a->figure[0], "meeple"); /* the other kinds when first drawn */
}

SDL_Texture *gui_figure_tex(gui_app *a, const char *kind, int color, bool farmer, double *scale)
{
    if (color < 0 || color >= 6)
        color = 0;
    gui_figure_art *f = &a->figure[0];
    for (int k = 0; kind && k < GUI_KINDS; k++) {
        if (!a->figure[k].name[0]) {
            load_figure(a, &a->figure[k], kind);
            f = &a->figure[k];
            break;
        }
        if (strcmp(a->figure[k].name, kind) == 0) {
            f = &a->figure[k];
            break;
        }
    }
    if (scale)
        *scale = f->scale;
    return farmer ? f->farmer[color] : f->tex[color];
}

SDL_Texture *gui_half_texture(gui_app *a, SDL_Surface *rgba)
{
    SDL_Surface *half = SDL_CreateRGBSurfaceWithFormat(0, rgba->w / 2, rgba->h / 2, 32, SDL_PIXELFORMAT_RGBA32);
    if (!half)
        return NULL;
    for (int y = 0; y < half->h; y++)
        for (int x = 0; x < half->w; x++)
            for (int c = 0; c < 4; c++) {
                const Uint8 *p0 = (const Uint8 *)rgba->pixels + 2 * y * rgba->pitch + 8 * x + c;
                ((Uint8 *)half->pixels)[y * half->pitch + 4 * x + c] =
                    (Uint8)((p0[0] + p0[4] + p0[rgba->pitch] + p0[rgba->pitch + 4] + 2) / 4);
            }
    SDL_Texture *t = SDL_CreateTextureFromSurface(a->ren, half);
    SDL_FreeSurface(half);
    return t;
}

void gui_assets_free(gui_app *a)
{
    gui_layer_free(&a->hud);
    gui_layer_free(&a->board);
    gui_ext_unload(a);
    for (int t = 0; t < a->ntiles; t++) {
        for (int s = 0; s < GUI_MAX_SEGS; s++)
            if (a->tiles[t].hl[s])
                SDL_DestroyTexture(a->tiles[t].hl[s]);
        free(a->tiles[t].mask.px);
    }
    free(a->tiles);
    a->tiles = NULL;
    if (a->atlas)
        SDL_DestroyTexture(a->atlas);
    if (a->atlas_half)
        SDL_DestroyTexture(a->atlas_half);
    free_seat_sprites(a);
    if (a->disc)
        SDL_DestroyTexture(a->disc);
    if (a->ring)
        SDL_DestroyTexture(a->ring);
}

void gui_tile_spot(const gui_app *a, int type, int rot, int seg, double *u, double *v)
{
    if (type < 0 || type >= a->ntiles || seg < 0 || seg >= GUI_MAX_SEGS) {
        *u = *v = 0.5;
        return;
    }
    gui_rotate_point(rot, a->tiles[type].anchor[seg][0], a->tiles[type].anchor[seg][1], u, v);
}

SDL_Texture *gui_segment_overlay(gui_app *a, int type, int seg)
{
    if (type < 0 || type >= a->ntiles || seg < 0 || seg >= GUI_MAX_SEGS)
        return NULL;
    gui_tileart *ta = &a->tiles[type];
    if (ta->hl[seg])
        return ta->hl[seg];
    const gui_mask *m = &ta->mask;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, m->w, m->h, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s)
        return NULL;
    for (int y = 0; y < m->h; y++)
        for (int x = 0; x < m->w; x++) {
            Uint8 *p = (Uint8 *)s->pixels + y * s->pitch + 4 * x;
            bool in = m->px[y * m->w + x] == seg + 1;
            bool edge = false;
            if (in)
                for (int k = 0; k < 4; k++) {
                    int nx = x + (k == 0) * 2 - (k == 1) * 2, ny = y + (k == 2) * 2 - (k == 3) * 2;
                    if (nx >= 0 && ny >= 0 && nx < m->w && ny < m->h && m->px[ny * m->w + nx] != seg + 1)
                        edge = true;
                }
            p[0] = 255;
            p[1] = 255;
            p[2] = edge ? 255 : 235;
            p[3] = in ? (edge ? 255 : 120) : 0;
        }
    ta->hl[seg] = SDL_CreateTextureFromSurface(a->ren, s);
    SDL_FreeSurface(s);
    if (ta->hl[seg])
        SDL_SetTextureBlendMode(ta->hl[seg], SDL_BLENDMODE_BLEND);
    return ta->hl[seg];
}

void gui_tile_hole(gui_app *a, int type, int rot, double *u, double *v)
{
    if (type < 0 || type >= a->ntiles) {
        *u = *v = 0.5;
        return;
    }
    gui_rotate_point(rot, a->tiles[type].hole[0], a->tiles[type].hole[1], u, v);
}
