/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board: placed tiles, candidate squares, the ghost of the drawn tile, meeples, meeple spots and
 * the animations that happen on the board. Drawing only: input lives in gui_game.c. */
#include "gui_game_draw.h"
#include "gui_exts.h"
#include "gui_feature_hover.h"
#include "gui_game.h"
#include "gui_hints.h"
#include "gui_last_tiles.h"
#include "gui_offscreen.h"
#include "gui_shell.h"
#include "gui_widget.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

double gui_ease_out(double p)
{
    p = p < 0 ? 0 : p > 1 ? 1 : p;
    return 1 - (1 - p) * (1 - p) * (1 - p);
}
#define ease_out gui_ease_out

void gui_board_layout(gui_app *a)
{
    SDL_Rect hud = gui_hud_rect(a);
    gui_camera *c = &a->game.cam;
    c->vx = 0;
    c->vy = 0;
    c->vw = hud.x;
    c->vh = a->h;
}

static SDL_Rect square_rect(const gui_camera *c, int x, int y)
{
    double sx0, sy0, sx1, sy1;
    gui_cam_to_screen(c, x, y, &sx0, &sy0);
    gui_cam_to_screen(c, x + 1, y + 1, &sx1, &sy1);
    int x0 = (int)floor(sx0), y0 = (int)floor(sy0);
    return (SDL_Rect){x0, y0, (int)floor(sx1) - x0, (int)floor(sy1) - y0};
}

void gui_board_square(const gui_app *a, int x, int y, SDL_Rect *r)
{
    *r = square_rect(&a->game.cam, x, y);
}

bool gui_board_hole(gui_app *a, int x, int y, double *bx, double *by)
{
    int bi = carc_game_board_at(a->game.g, x, y);
    double u = 0.5, v = 0.5;
    if (bi >= 0) {
        carc_placed_tile pt = carc_game_board_tile(a->game.g, bi);
        gui_tile_hole(a, pt.type, pt.rot, &u, &v);
    }
    *bx = x + u;
    *by = y + v;
    return bi >= 0;
}

void gui_board_mark(gui_app *a, const int *coords, int n, SDL_Color c, Uint8 al)
{
    for (int k = 0; k < n; k++) {
        SDL_Rect r = square_rect(&a->game.cam, coords[2 * k], coords[2 * k + 1]);
        gui_fill(a, r, (SDL_Color){c.r, c.g, c.b, (Uint8)(al * 2 / 3)});
        gui_frame(a, r, (SDL_Color){c.r, c.g, c.b, al}, 3);
    }
}

int gui_board_feature_squares(gui_app *a, int feature, int *coords, int max, int *type)
{
    carc_game *g = a->game.g;
    int n = 0, nb = carc_game_board_count(g);
    *type = -1;
    for (int i = 0; i < nb && n < max; i++) {
        carc_placed_tile pt = carc_game_board_tile(g, i);
        int nseg = carc_tile_segment_count(a->rules, pt.type);
        for (int s = 0; s < nseg; s++)
            if (carc_game_feature_of(g, i, s) == feature) {
                *type = carc_tile_segment_type(a->rules, pt.type, s);
                coords[2 * n] = pt.x;
                coords[2 * n + 1] = pt.y;
                n++;
                break;
            }
    }
    return n;
}

void gui_board_mark_feature(gui_app *a, const int *coords, int n, int feature, SDL_Color c, Uint8 al)
{
    if (feature < 0) {
        gui_board_mark(a, coords, n, c, al);
        return;
    }
    carc_game *g = a->game.g;
    for (int k = 0; k < n; k++) {
        int bi = carc_game_board_at(g, coords[2 * k], coords[2 * k + 1]);
        if (bi < 0)
            continue;
        carc_placed_tile pt = carc_game_board_tile(g, bi);
        SDL_Rect r = square_rect(&a->game.cam, pt.x, pt.y);
        gui_fill(a, r, (SDL_Color){c.r, c.g, c.b, (Uint8)(al / 5)});
        int nseg = carc_tile_segment_count(a->rules, pt.type);
        for (int s = 0; s < nseg; s++) {
            SDL_Texture *t = carc_game_feature_of(g, bi, s) == feature ? gui_segment_overlay(a, pt.type, s) : NULL;
            if (!t)
                continue;
            SDL_SetTextureColorMod(t, c.r, c.g, c.b);
            SDL_SetTextureAlphaMod(t, al);
            SDL_RenderCopyEx(a->ren, t, NULL, &r, 90.0 * pt.rot, NULL, SDL_FLIP_NONE);
            SDL_SetTextureColorMod(t, 255, 255, 255);
            SDL_SetTextureAlphaMod(t, 255);
        }
    }
}

void gui_draw_sprite(gui_app *a, SDL_Texture *t, double sx, double sy, double s, double xs, SDL_Color c)
{
    if (!t)
        return;
    double w = s * (xs < 0 ? -xs : xs);
    SDL_FRect r = {(float)(sx - w / 2), (float)(sy - s / 2), (float)w, (float)s};
    SDL_SetTextureColorMod(t, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(t, c.a);
    SDL_RenderCopyF(a->ren, t, NULL, &r);
    SDL_SetTextureColorMod(t, 255, 255, 255);
    SDL_SetTextureAlphaMod(t, 255);
}

static SDL_Rect scaled(SDL_Rect r, double s)
{
    int w = (int)(r.w * s), h = (int)(r.h * s);
    return (SDL_Rect){r.x + (r.w - w) / 2, r.y + (r.h - h) / 2, w, h};
}

static void batch_tile(gui_app *a, int type, int rot, SDL_Rect r, SDL_Color c)
{
    if (type < 0 || type >= a->ntiles)
        return;
    static int aw, ah;
    if (!aw)
        SDL_QueryTexture(a->atlas, NULL, NULL, &aw, &ah);
    SDL_Rect src = a->tiles[type].src[rot & 3];
    SDL_Texture *t = a->atlas;
    int tw = aw, th = ah;
    if (a->atlas_half && r.w <= src.w * 5 / 8) { /* well below full size: the half-size level */
        t = a->atlas_half;
        src = (SDL_Rect){src.x / 2, src.y / 2, src.w / 2, src.h / 2};
        tw = aw / 2;
        th = ah / 2;
    }
    SDL_BlendMode want = c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND, have;
    SDL_GetTextureBlendMode(t, &have);
    if (have != want) { /* the mode applies to the whole queued batch: flush first */
        gui_batch_flush(a);
        SDL_SetTextureBlendMode(t, want);
    }
    gui_batch_quad(a, t, &src, tw, th, (SDL_FRect){(float)r.x, (float)r.y, (float)r.w, (float)r.h}, c);
}

void gui_draw_tile(gui_app *a, int type, int rot, SDL_Rect r, Uint8 alpha)
{
    if (a->screen_log)
        fprintf(a->screen_log, "tile %d %d %s %d\n", r.x, r.y, carc_rules_tile_id(a->rules, type), rot);
    batch_tile(a, type, rot, r, (SDL_Color){255, 255, 255, alpha});
    gui_batch_flush(a);
}

static void draw_tile_tinted(gui_app *a, int type, int rot, SDL_Rect r, SDL_Color c)
{
    batch_tile(a, type, rot, r, c);
    gui_batch_flush(a);
}

void gui_draw_figure(gui_app *a, const char *kind, int color, bool farmer, double sx, double sy, double size)
{
    double scale;
    SDL_Texture *t = gui_figure_tex(a, kind, color, farmer, &scale);
    if (!t)
        return;
    size *= scale;
    SDL_Rect r = {(int)(sx - size / 2), (int)(sy - size / 2), (int)size, (int)size};
    SDL_RenderCopy(a->ren, t, NULL, &r);
    gui_seat_mark(a, color, sx, sy + size * (farmer ? 0.02 : 0.1), size * 0.36);
}

void gui_draw_meeple(gui_app *a, int color, bool farmer, double sx, double sy, double size)
{
    gui_draw_figure(a, NULL, color, farmer, sx, sy, size);
}

const char *gui_figure_name(const gui_app *a, int kind)
{
    const char *name = a->game.g && kind > 0 ? carc_game_figure_name(a->game.g, kind) : NULL;
    return name ? name : "meeple";
}

static void draw_disc(gui_app *a, SDL_Texture *t, double sx, double sy, double size, SDL_Color c)
{
    SDL_Rect r = {(int)(sx - size / 2), (int)(sy - size / 2), (int)size, (int)size};
    SDL_SetTextureColorMod(t, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(t, c.a);
    SDL_RenderCopy(a->ren, t, NULL, &r);
}

int gui_player_color_index(const gui_app *a, int p)
{
    return gui_color_index(carc_game_player_color(a->game.g, p));
}

static const gui_anim *anim_at(const gui_app *a, int kind, int x, int y, double *prog)
{
    const gui_anim_queue *q = &a->game.anim;
    for (int i = 0; i < q->n; i++) {
        const gui_anim *an = &q->items[i];
        bool here = kind == GUI_ANIM_TILE_DROP ? an->tile.x == x && an->tile.y == y : an->figure.x == x && an->figure.y == y;
        if (an->kind == kind && here) {
            *prog = gui_anim_progress(q, an);
            return an;
        }
    }
    return NULL;
}

/* A meeple on the board: the spot of segment seg of the tile at (x, y). */
static bool meeple_screen_pos(const gui_app *a, int x, int y, int seg, double *sx, double *sy, bool *farmer)
{
    int bi = carc_game_board_at(a->game.g, x, y);
    if (bi < 0)
        return false;
    carc_placed_tile pt = carc_game_board_tile(a->game.g, bi);
    double u, v;
    gui_tile_spot(a, pt.type, pt.rot, seg, &u, &v);
    gui_cam_to_screen(&a->game.cam, x + u, y + v, sx, sy);
    if (farmer)
        *farmer = carc_tile_segment_type(a->rules, pt.type, seg) == CARC_FIELD;
    return true;
}

static unsigned cand_mask(const gui_game *G, int x, int y)
{
    for (int i = 0; i < G->ncand; i++)
        if (G->cand[i].x == x && G->cand[i].y == y)
            return G->cand[i].rotmask;
    return 0;
}

/* What changes only with the camera and the board: the map (or the table and its grid), the placed tiles
 * and their shadows. Tiles dropping in are left out: they are drawn over it. */
static void draw_static(gui_app *a)
{
    gui_game *G = &a->game;
    const gui_camera *c = &G->cam;
    SDL_Rect view = {c->vx, c->vy, c->vw, c->vh};
    double bx0, by0, bx1, by1;
    gui_cam_to_board(c, view.x, view.y, &bx0, &by0);
    gui_cam_to_board(c, view.x + view.w, view.y + view.h, &bx1, &by1);
    static SDL_Rect rects[1024];
    int nr = 0;
    G->board_given = gui_ext_board_draw(a);
    if (!G->board_given) { /* no map: a table with a faint grid that shows where squares are */
        gui_fill(a, view, (SDL_Color){58, 66, 60, 255});
        for (int x = (int)floor(bx0); x <= (int)ceil(bx1) && nr < 512; x++) {
            double sx, sy;
            gui_cam_to_screen(c, x, 0, &sx, &sy);
            rects[nr++] = (SDL_Rect){(int)floor(sx), view.y, 1, view.h};
        }
        for (int y = (int)floor(by0); y <= (int)ceil(by1) && nr < 1024; y++) {
            double sx, sy;
            gui_cam_to_screen(c, 0, y, &sx, &sy);
            rects[nr++] = (SDL_Rect){view.x, (int)floor(sy), view.w, 1};
        }
        SDL_SetRenderDrawBlendMode(a->ren, SDL_BLENDMODE_BLEND);
        SDL_SetRenderDrawColor(a->ren, 255, 255, 255, 14);
        SDL_RenderFillRects(a->ren, rects, nr);
    }
    SDL_SetRenderDrawBlendMode(a->ren, SDL_BLENDMODE_BLEND);
    carc_game *g = G->g;
    int nb = carc_game_board_count(g);
    /* shadows first (one call), then all tiles (one call) */
    nr = 0;
    int o = (int)(c->zoom * 0.04) + 1;
    for (int i = 0; i < nb && nr < 1024; i++) {
        carc_placed_tile pt = carc_game_board_tile(g, i);
        if (pt.x + 1 < bx0 || pt.x > bx1 || pt.y + 1 < by0 || pt.y > by1)
            continue;
        SDL_Rect r = square_rect(c, pt.x, pt.y);
        rects[nr++] = (SDL_Rect){r.x + o, r.y + o, r.w, r.h};
    }
    SDL_SetRenderDrawColor(a->ren, 0, 0, 0, 60);
    SDL_RenderFillRects(a->ren, rects, nr);
    for (int i = 0; i < nb; i++) { /* opaque tiles are drawn without blending (fill rate) */
        carc_placed_tile pt = carc_game_board_tile(g, i);
        double p;
        if (pt.x + 1 < bx0 || pt.x > bx1 || pt.y + 1 < by0 || pt.y > by1 || anim_at(a, GUI_ANIM_TILE_DROP, pt.x, pt.y, &p))
            continue;
        batch_tile(a, pt.type, pt.rot, square_rect(c, pt.x, pt.y), (SDL_Color){255, 255, 255, 255});
    }
    gui_batch_flush(a);
}

typedef struct board_sig {
    double cx, cy, zoom;
    int vx, vy, vw, vh, nb, ndrop;
    const void *game;
} board_sig;

/* The board's static layer (tiles, meeples at rest: cached while nothing moves). */
static void draw_layer(gui_app *a, SDL_Rect view)
{
    gui_game *G = &a->game;
    const gui_camera *c = &G->cam;
    const gui_anim_queue *q = &G->anim;
    board_sig sig;
    memset(&sig, 0, sizeof sig);
    sig.cx = c->cx;
    sig.cy = c->cy;
    sig.zoom = c->zoom;
    sig.vx = c->vx;
    sig.vy = c->vy;
    sig.vw = c->vw;
    sig.vh = c->vh;
    sig.nb = carc_game_board_count(G->g);
    for (int i = 0; i < q->n; i++)
        sig.ndrop += q->items[i].kind == GUI_ANIM_TILE_DROP;
    sig.game = G->g;
    if (!gui_layer_draw(a, &a->board, &sig, sizeof sig, false, view, draw_static)) {
        SDL_RenderSetClipRect(a->ren, &view);
        draw_static(a);
    }
}

/* Tiles dropping in: they fade and shrink into place. */
static void draw_drops(gui_app *a)
{
    gui_game *G = &a->game;
    const gui_anim_queue *q = &G->anim;
    for (int i = 0; i < q->n; i++) {
        const gui_anim *an = &q->items[i];
        int bi = an->kind == GUI_ANIM_TILE_DROP ? carc_game_board_at(G->g, an->tile.x, an->tile.y) : -1;
        double p = bi >= 0 ? gui_anim_progress(q, an) : -1;
        if (p < 0) /* not started, or the pending tile (drawn below) */
            continue;
        carc_placed_tile pt = carc_game_board_tile(G->g, bi);
        gui_draw_tile(a, pt.type, pt.rot, scaled(square_rect(&G->cam, pt.x, pt.y), 1 + 0.3 * (1 - ease_out(p))),
                      (Uint8)(120 + 135 * ease_out(p)));
    }
}

/* The pending tile (placed, not yet confirmed): lifted off the board by its shadow. */
static void draw_pending(gui_app *a)
{
    gui_game *G = &a->game;
    const gui_camera *c = &G->cam;
    const gui_anim_queue *q = &G->anim;
    const carc_action *pa = &G->pending_act;
    SDL_Rect r = square_rect(c, pa->x, pa->y);
    double p = 1;
    for (int i = 0; i < q->n; i++)
        if (q->items[i].kind == GUI_ANIM_TILE_DROP && q->items[i].tile.x == pa->x && q->items[i].tile.y == pa->y)
            p = gui_anim_progress(q, &q->items[i]);
    if (p < 0)
        p = 0;
    int o = (int)(c->zoom * 0.08 * (1 - ease_out(p)) + c->zoom * 0.04) + 1;
    gui_fill(a, (SDL_Rect){r.x + o, r.y + o, r.w, r.h}, (SDL_Color){0, 0, 0, 80});
    gui_draw_tile(a, G->ptype, pa->rot, scaled(r, 1 + 0.25 * (1 - ease_out(p))), 255);
    gui_frame(a, r, (SDL_Color){255, 255, 255, 200}, 2);
}

/* Completed and scored features glow. */
static void draw_glows(gui_app *a)
{
    gui_game *G = &a->game;
    const gui_anim_queue *q = &G->anim;
    for (int i = 0; i < q->n; i++) {
        const gui_anim *an = &q->items[i];
        if (an->kind != GUI_ANIM_FEATURE_GLOW)
            continue;
        double p = gui_anim_progress(q, an);
        if (p < 0)
            continue;
        gui_board_mark_feature(a, G->coords + an->glow.off, an->glow.len, an->glow.feature, (SDL_Color){255, 228, 100, 255},
                               (Uint8)(255 * sin(p * M_PI)));
    }
}

/* The candidate squares' frames and the ghost of the drawn tile under the mouse (green where it fits). */
static void draw_candidates(gui_app *a)
{
    gui_game *G = &a->game;
    const gui_camera *c = &G->cam;
    carc_game *g = G->g;
    for (int i = 0; i < G->ncand; i++) {
        SDL_Rect r = square_rect(c, G->cand[i].x, G->cand[i].y);
        /* a dark line outside a light one: seen on pale map land as on the dark table */
        gui_frame(a, scaled(r, 0.94), (SDL_Color){20, 24, 30, 150}, 2);
        gui_frame(a, scaled(r, 0.94 - 4.0 / (r.w > 0 ? r.w : 1)), (SDL_Color){255, 255, 255, 200}, 2);
        if (a->screen_log) /* the board square too, for the tests */
            fprintf(a->screen_log, "square %d %d %d %d %d %d\n", r.x, r.y, r.w, r.h, G->cand[i].x, G->cand[i].y);
    }
    gui_hints_draw(a);
    int type = carc_game_current_tile(g);
    if (G->hover_board && type >= 0 && carc_game_board_at(g, G->hover_x, G->hover_y) < 0) {
        unsigned m = cand_mask(G, G->hover_x, G->hover_y);
        bool near = m != 0;
        for (int k = 0; k < 4 && !near; k++)
            near = carc_game_board_at(g, G->hover_x + (k == 0) - (k == 1), G->hover_y + (k == 2) - (k == 3)) >= 0;
        if (near) {
            bool fits = (m >> G->rot) & 1;
            SDL_Rect r = square_rect(c, G->hover_x, G->hover_y);
            draw_tile_tinted(a, type, G->rot, r, fits ? (SDL_Color){200, 255, 200, 215} : (SDL_Color){255, 150, 150, 150});
            gui_frame(a, r, fits ? (SDL_Color){120, 255, 120, 255} : (SDL_Color){255, 80, 80, 255}, 3);
        }
    }
}

/* The meeples on the board (and the figures flying home that have not started yet), of size msize. */
static void draw_meeples(gui_app *a, double msize)
{
    gui_game *G = &a->game;
    const gui_camera *c = &G->cam;
    carc_game *g = G->g;
    const gui_anim_queue *q = &G->anim;
    carc_meeple_info mi[64];
    int nm = carc_game_meeples_on_board(g, mi, 64);
    double marks[64][4]; /* x, y, size, colour of each meeple drawn: its seat symbol over it */
    int nmarks = 0, nkinds = carc_game_figure_kinds(g);
    for (int tex = 0; tex < 12 * nkinds; tex++) /* grouped by sprite: one draw call per kind, colour and pose */
        for (int i = 0; i < nm; i++) {
            double sx, sy, p, scale;
            bool farmer;
            int col = gui_player_color_index(a, mi[i].player);
            if (mi[i].kind != tex / 12 || col != tex % 6 || !meeple_screen_pos(a, mi[i].x, mi[i].y, mi[i].seg, &sx, &sy, &farmer) ||
                farmer != (tex % 12 >= 6))
                continue;
            SDL_Texture *t = gui_figure_tex(a, gui_figure_name(a, mi[i].kind), col, farmer, &scale);
            double s = msize * scale, dy = 0;
            if (anim_at(a, GUI_ANIM_MEEPLE_DROP, mi[i].x, mi[i].y, &p)) {
                if (p < 0)
                    continue;
                s *= 1 + 0.6 * (1 - ease_out(p));
                dy = -c->zoom * 0.3 * (1 - ease_out(p));
            }
            gui_batch_quad(a, t, NULL, 1, 1, (SDL_FRect){(float)(sx - s / 2), (float)(sy + dy - s / 2), (float)s, (float)s},
                           (SDL_Color){255, 255, 255, 255});
            if (nmarks < 64)
                memcpy(marks[nmarks++], (double[4]){sx, sy + dy + s * (farmer ? 0.02 : 0.1), s * 0.36, col}, sizeof marks[0]);
        }
    gui_batch_flush(a);
    for (int i = 0; i < nmarks; i++)
        gui_seat_mark(a, (int)marks[i][3], marks[i][0], marks[i][1], marks[i][2]);
    gui_ext_draw_over(a);
    /* figures that will fly home but have not started yet stay on the board */
    for (int i = 0; i < q->n; i++) {
        const gui_anim *an = &q->items[i];
        if (an->kind == GUI_ANIM_MEEPLE_HOME && gui_anim_progress(q, an) < 0) {
            double sx, sy;
            const gui_anim_figure *f = &an->figure;
            gui_cam_to_screen(c, f->bx, f->by, &sx, &sy);
            gui_draw_figure(a, gui_figure_name(a, f->kind), gui_player_color_index(a, f->player), f->lying, sx, sy, msize);
        }
    }
}

/* The meeple spots of the tile just placed: the chosen or hovered one's feature lit and its figure shown. */
static void draw_spots(gui_app *a, double msize)
{
    gui_game *G = &a->game;
    const gui_camera *c = &G->cam;
    carc_game *g = G->g;
    int cp = carc_game_current_player(g);
    SDL_Color pc = gui_player_color(carc_game_player_color(g, cp));
    for (int i = 0; i < G->nmopt; i++) {
        const gui_meeple_opt *o = &G->mopt[i];
        int tx = G->mtx, ty = G->mty;
        if (i == G->hover_meeple || i == G->chosen_meeple) {
            int rot = G->mrot;
            SDL_Texture *hl = gui_segment_overlay(a, G->mtype, o->seg);
            if (hl) {
                SDL_Rect r = square_rect(c, tx, ty);
                SDL_RenderCopyEx(a->ren, hl, NULL, &r, 90.0 * rot, NULL, SDL_FLIP_NONE);
            }
        }
    }
    /* at a small zoom (a whole map) the markers shrink to stay apart: no marker on another */
    double apart = 1e9;
    for (int i = 0; i < G->nmopt; i++)
        for (int j = i + 1; j < G->nmopt; j++)
            apart = fmin(apart, c->zoom * hypot(G->mopt[i].u - G->mopt[j].u, G->mopt[i].v - G->mopt[j].v));
    double least = fmax(6, fmin(16, apart * 0.9));
    for (int i = 0; i < G->nmopt; i++) {
        const gui_meeple_opt *o = &G->mopt[i];
        int tx = G->mtx, ty = G->mty;
        double sx, sy;
        gui_cam_to_screen(c, tx + o->u, ty + o->v, &sx, &sy);
        if (a->screen_log)
            fprintf(a->screen_log, "spot %d %d %s\n", (int)sx, (int)sy, carc_loc_name(o->act.at));
        double pulse = 1 + 0.08 * sin(a->now * 5);
        bool shown = i == G->hover_meeple || i == G->chosen_meeple;
        double d = c->zoom * GUI_MARKER_SIZE * (shown ? 1.25 : pulse);
        if (d < least)
            d = least;
        if (shown) {
            int type = G->mtype;
            bool farmer = type >= 0 && carc_tile_segment_type(a->rules, type, o->seg) == CARC_FIELD;
            draw_disc(a, a->disc, sx, sy, d * 1.3, (SDL_Color){255, 255, 255, 150});
            gui_draw_figure(a, gui_figure_name(a, o->kind), gui_player_color_index(a, cp), farmer, sx, sy, msize * 1.1);
        } else {
            draw_disc(a, a->disc, sx, sy, d, (SDL_Color){255, 255, 255, 170});
            draw_disc(a, a->ring, sx, sy, d, pc);
            draw_disc(a, a->disc, sx, sy, d * 0.3, pc);
        }
    }
}

void gui_board_draw(gui_app *a)
{
    gui_game *G = &a->game;
    const gui_camera *c = &G->cam;
    SDL_Rect view = {c->vx, c->vy, c->vw, c->vh};
    draw_layer(a, view);
    SDL_RenderSetClipRect(a->ren, &view);
    SDL_SetRenderDrawBlendMode(a->ren, SDL_BLENDMODE_BLEND);
    bool idle = gui_game_idle(a), cands = !G->pending && G->ncand > 0 && idle;
    /* the candidate squares' wash, under what stands on squares (a map's chips): on a map it veils the
     * printed names that would run across the squares, as a tile covers them */
    for (int i = 0; cands && i < G->ncand; i++)
        gui_fill(a, square_rect(c, G->cand[i].x, G->cand[i].y),
                 G->board_given ? (SDL_Color){246, 242, 224, 170} : (SDL_Color){255, 255, 255, 40});
    draw_drops(a);
    gui_ext_draw_under(a);
    if (G->pending)
        draw_pending(a);
    gui_ext_draw_names(a);
    gui_last_tiles_draw(a);
    draw_glows(a);
    gui_ext_draw_board(a);
    if (cands)
        draw_candidates(a);
    double msize = c->zoom * 0.34 < 14 ? 14 : c->zoom * 0.34;
    draw_meeples(a, msize);
    if (G->nmopt > 0 && idle && !gui_ext_board_choice(a))
        draw_spots(a, msize);
    gui_offscreen_draw(a);                                   /* controls: over the meeples at the view's edge */
    gui_feature_hover_draw(a);                               /* over everything on the board: its box names owners and points */
    gui_tip_draw(a, (SDL_Rect){c->vx, c->vy, c->vw, c->vh}); /* an arrow's */
    SDL_RenderSetClipRect(a->ren, NULL);
}

/* Animations that cross from the board into the HUD: points and meeples flying home, banners. */
void gui_board_draw_flying(gui_app *a)
{
    gui_game *G = &a->game;
    const gui_anim_queue *q = &G->anim;
    gui_ext_draw_flying(a);
    for (int i = 0; i < q->n; i++) {
        const gui_anim *an = &q->items[i];
        double p = gui_anim_progress(q, an);
        if (p < 0)
            continue;
        if (an->kind == GUI_ANIM_POINTS || an->kind == GUI_ANIM_MEEPLE_HOME) {
            bool pts = an->kind == GUI_ANIM_POINTS;
            int player = pts ? an->points.player : an->figure.player;
            double sx, sy, tx, ty;
            gui_cam_to_screen(&G->cam, pts ? an->points.bx : an->figure.bx, pts ? an->points.by : an->figure.by, &sx, &sy);
            gui_hud_player_pos(a, player, &tx, &ty);
            double hold = pts ? 0.35 : 0.1;
            double x, y;
            if (p < hold) {
                double k = ease_out(p / hold);
                x = sx;
                y = sy - k * 30 * a->ui;
            } else {
                double k = ease_out((p - hold) / (1 - hold));
                sy -= 30 * a->ui;
                x = sx + (tx - sx) * k;
                y = sy + (ty - sy) * k - sin(k * M_PI) * 60 * a->ui;
            }
            SDL_Color pc = gui_player_color(carc_game_player_color(G->g, player));
            if (pts) {
                char buf[16];
                snprintf(buf, sizeof buf, an->points.amount ? "+%d" : "0", an->points.amount); /* a 0 the log explains */
                gui_text(a, FONT_TITLE, buf, (SDL_Color){0, 0, 0, 160}, (int)x + 2, (int)y - a->font_h[FONT_TITLE] / 2 + 2, ALIGN_CENTER);
                gui_text(a, FONT_TITLE, buf, pc.r + pc.g + pc.b < 150 ? (SDL_Color){230, 230, 230, 255} : pc, (int)x,
                         (int)y - a->font_h[FONT_TITLE] / 2, ALIGN_CENTER);
            } else {
                double s = G->cam.zoom * 0.34 * (1 - 0.4 * p);
                gui_draw_figure(a, gui_figure_name(a, an->figure.kind), gui_color_index(carc_game_player_color(G->g, player)), false, x, y,
                                s < 12 ? 12 : s);
            }
        } else if (an->kind == GUI_ANIM_BANNER) {
            bool final = an->banner.message == GUI_BANNER_FINAL;
            const char *text = final ? _("Final scoring") : _("No place fits this tile: discarded, drawing another");
            Uint8 al = (Uint8)(255 * (p < 0.15 ? p / 0.15 : p > 0.85 ? (1 - p) / 0.15 : 1));
            int bh = gui_px(a, 64);
            SDL_Rect r = {G->cam.vx, G->cam.vy + G->cam.vh / 2 - bh / 2, G->cam.vw, bh};
            gui_fill(a, r, (SDL_Color){20, 22, 28, (Uint8)(al * 4 / 5)});
            int f = final ? FONT_LARGE : FONT_BOLD;
            int x = r.x + r.w / 2;
            if (!final && an->banner.tile >= 0) {
                int ts = bh - gui_px(a, 12);
                gui_draw_tile(a, an->banner.tile, 0, (SDL_Rect){r.x + gui_px(a, 40), r.y + gui_px(a, 6), ts, ts}, al);
            }
            gui_text(a, f, text, (SDL_Color){255, 240, 200, al}, x, r.y + (bh - a->font_h[f]) / 2, ALIGN_CENTER);
        }
    }
}
