/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Benelux islands in the GUI: each island square shows its stack (the face-up tile, small, with the
 * count of tiles left). At the start of a turn the engine may offer a choice of source: "Draw from the
 * stack" (HUD button) or an island tile, lit and clickable on its island when the player can pay a chip
 * of its colour (those chips are lit in their tray). Paying fades the chip out of the tray and flies the
 * tile to the tile box; at the end of the turn the next tile of that stack turns up. Everything comes
 * from the legal actions, the events and the module's typed view (mc_view_of). */
#include "mapchips.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define PAY 0.45   /* the chip fades out of the tray */
#define TAKE 0.75  /* the tile flies from its island to the tile box */
#define REVEAL 0.6 /* the next tile turns up */

static const SDL_Color WHITE = {240, 240, 240, 255}, GREY = {160, 166, 178, 255};

/* The choice of the tile's source at the start of a turn (draw, or pay a chip for an island tile). */
typedef struct isle_ui {
    bool can_draw;
    carc_action draw;
    carc_action opt[GUI_MC_STACKS];
    int nopt, hover; /* hover: option under the mouse (or picked by the demo), -1 none */
    int key;         /* action count when the camera last brought the islands on screen */
} isle_ui;
static isle_ui isle;

void gui_islands_begin(void)
{
    memset(&isle, 0, sizeof isle);
}

int gui_islands_hud_sig(int *sig, int max)
{
    if (max < 2)
        return 0;
    sig[0] = isle.nopt + 16 * isle.can_draw;
    sig[1] = isle.hover;
    return 2;
}

void gui_islands_reset(gui_app *a)
{
    (void)a;
    isle_ui *s = &isle;
    s->can_draw = false;
    s->nopt = 0;
    s->hover = -1;
}

bool gui_islands_take(gui_app *a, const carc_action *act)
{
    (void)a;
    isle_ui *s = &isle;
    if (act->kind != CARC_ACT_OTHER)
        return false;
    if (strcmp(act->act, MC_ACT_DRAW) == 0) {
        s->can_draw = true;
        s->draw = *act;
        return true;
    }
    if (strcmp(act->act, MC_ACT_ISLAND) != 0 || gui_mc_act_color(act) == GUI_MC_COLORS || gui_mc_act_stack(act) < 0)
        return false;
    if (s->nopt < GUI_MC_STACKS)
        s->opt[s->nopt++] = *act;
    return true;
}

static bool choosing(const gui_app *a)
{
    (void)a;
    return isle.can_draw || isle.nopt > 0;
}

/* The island stack of a colour and stack number (index into mods.stack), or -1. */
static int stack_of(const gui_app *a, int color, int stack)
{
    (void)a;
    const gui_mc_state *m = &gui_mc_seen;
    for (int k = 0; k < m->nstack; k++)
        if (m->stack[k].color == color && m->stack[k].stack == stack)
            return k;
    return -1;
}

static int opt_stack(const gui_app *a, int i)
{
    const carc_action *o = &isle.opt[i];
    return stack_of(a, gui_mc_act_color(o), gui_mc_act_stack(o));
}

void gui_islands_refresh(gui_app *a)
{
    isle_ui *s = &isle;
    int key = carc_game_action_count(gui_ext_game(a));
    if (s->nopt == 0 || s->key == key)
        return;
    s->key = key; /* a new choice: its islands and the last tile on screen */
    int xy[2 * (GUI_MC_STACKS + 1)], n = 0;
    for (int i = 0; i < s->nopt; i++) {
        int k = opt_stack(a, i);
        if (k < 0)
            continue;
        xy[2 * n] = gui_mc_seen.stack[k].x;
        xy[2 * n + 1] = gui_mc_seen.stack[k].y;
        n++;
    }
    int nb = carc_game_board_count(gui_ext_game(a));
    if (nb > 0) {
        carc_placed_tile pt = carc_game_board_tile(gui_ext_game(a), nb - 1);
        xy[2 * n] = pt.x;
        xy[2 * n + 1] = pt.y;
        n++;
    }
    gui_game_show_squares(a, xy, n);
}

/* ---- events -> animations ---- */

int gui_islands_events(gui_app *a, const carc_event *ev, int n, int i, const int *co)
{
    (void)n;
    (void)co;
    const carc_event *e = &ev[i];
    gui_anim *an = NULL;
    int color = gui_mc_color_index(e->label);
    if (gui_event_is(e, MC_EV_PAID)) {
        an = gui_anim_push(gui_ext_anims(a), GUI_ANIM_CHIP_PAID, PAY);
        if (an) {
            gui_mc_flying_put(an, (gui_mc_flying){.player = e->player, .value = e->value, .color = color});
        }
        return 1;
    }
    bool taken = gui_event_is(e, MC_EV_ISLAND_TAKEN);
    if (!taken && !gui_event_is(e, MC_EV_ISLAND_REVEALED))
        return 0;
    int k = stack_of(a, color, e->value);
    if (k < 0)
        return 1;
    if (taken) { /* starts while the chip is still fading */
        double t0 = gui_anim_next_start(gui_ext_anims(a));
        an = gui_anim_at(gui_ext_anims(a), GUI_ANIM_ISLAND_TAKE, t0 > gui_ext_anims(a)->clock + PAY * 0.5 ? t0 - PAY * 0.5 : t0, TAKE);
    } else {
        an = gui_anim_push(gui_ext_anims(a), GUI_ANIM_ISLAND_REVEAL, REVEAL);
    }
    if (an) {
        an->cue = gui_audio_cue(gui_audio_of(a), e);
        gui_mc_island_put(an, (gui_mc_island){e->player, gui_mc_seen.stack[k].x, gui_mc_seen.stack[k].y, e->tile});
    }
    return 1;
}

/* ---- drawing ---- */

static double stack_tile_size(const gui_app *a)
{
    return gui_ext_camera(a)->zoom * 0.74;
}

static const gui_anim *anim_on(const gui_app *a, int kind, int x, int y, double *p)
{
    const gui_anim_queue *q = gui_ext_anims(a);
    for (int i = 0; i < q->n; i++)
        if (q->items[i].kind == kind && gui_mc_island_of(&q->items[i]).x == x && gui_mc_island_of(&q->items[i]).y == y) {
            *p = gui_anim_progress(q, &q->items[i]);
            return &q->items[i];
        }
    return NULL;
}

/* A face-down tile: a card, with a band in its island's colour (color < 0: the normal stack, no band). */
static void draw_back(gui_app *a, SDL_Rect r, int color, double xs)
{
    int w = (int)(r.w * fabs(xs));
    r = (SDL_Rect){r.x + (r.w - w) / 2, r.y, w, r.h};
    gui_fill(a, r, (SDL_Color){84, 104, 70, 255});
    gui_frame(a, r, (SDL_Color){36, 44, 30, 255}, 1);
    int in = r.w / 12 + 1;
    gui_frame(a, (SDL_Rect){r.x + in, r.y + in, r.w - 2 * in, r.h - 2 * in}, (SDL_Color){120, 142, 100, 255}, 1);
    if (color >= 0)
        gui_fill(a, (SDL_Rect){r.x + r.w / 4, r.y + r.h / 2 - r.h / 10, r.w / 2, r.h / 5}, gui_mc_color_rgb(color));
}

static void draw_face(gui_app *a, int type, SDL_Rect r, double xs)
{
    int w = (int)(r.w * fabs(xs));
    if (w > 0)
        gui_draw_tile(a, type, 0, (SDL_Rect){r.x + (r.w - w) / 2, r.y, w, r.h}, 255);
}

static void draw_count(gui_app *a, SDL_Rect r, int n)
{
    char buf[16];
    snprintf(buf, sizeof buf, "%d", n);
    double d = gui_px(a, 17), bx = r.x + r.w - d * 0.2, by = r.y + r.h - d * 0.2;
    gui_draw_sprite(a, gui_sprite_disc(a), bx, by, d, 1, (SDL_Color){28, 30, 36, 235});
    gui_text(a, FONT_SMALL, buf, WHITE, (int)bx, (int)(by - gui_font_h(a, FONT_SMALL) / 2.0), ALIGN_CENTER);
}

/* The island's chip colour, a chip's disc at the stack's top left corner: the colour a chip pays for its
 * tiles, seen before the face-up tile hides the band of the backs. */
static void draw_color(gui_app *a, SDL_Rect r, int color)
{
    double d = gui_px(a, 15), bx = r.x + d * 0.2, by = r.y + d * 0.2;
    gui_draw_sprite(a, gui_sprite_disc(a), bx, by, d + gui_px(a, 3), 1, (SDL_Color){28, 30, 36, 235});
    gui_draw_sprite(a, gui_sprite_disc(a), bx, by, d, 1, gui_mc_color_rgb(color));
    if (gui_screen_log(a)) /* for the tests: no text says it */
        fprintf(gui_screen_log(a), "chip %d %d %s\n", (int)bx, (int)by, gui_mc_color_title(color));
}

static void draw_stack(gui_app *a, int k, bool lit, bool hover)
{
    int x = gui_mc_seen.stack[k].x, y = gui_mc_seen.stack[k].y, left = gui_mc_seen.stack[k].left, top = gui_mc_seen.stack[k].top;
    int color = gui_mc_seen.stack[k].color;
    bool back = top < 0; /* the engine shows a stack's next tile once it is turned up */
    double p, xs = 1;
    const gui_anim *take = anim_on(a, GUI_ANIM_ISLAND_TAKE, x, y, &p);
    if (take && p < 0) { /* the taken tile is still there */
        top = gui_mc_island_of(take).type;
        left++;
        back = false;
    }
    const gui_anim *rev = anim_on(a, GUI_ANIM_ISLAND_REVEAL, x, y, &p);
    if (rev) {
        back = p < 0.5;
        xs = p < 0 ? 1 : cos(p * M_PI);
    }
    if (left <= 0 && !rev)
        return;
    SDL_Rect sq;
    gui_board_square(a, x, y, &sq);
    double ts = stack_tile_size(a) * (hover ? 1.12 : 1);
    SDL_Rect r = {(int)(sq.x + (sq.w - ts) / 2), (int)(sq.y + (sq.h - ts) / 2), (int)ts, (int)ts};
    int depth = left > 3 ? 3 : left - 1, o = (int)(gui_ext_camera(a)->zoom * 0.025) + 1;
    for (int d = depth; d > 0; d--) /* the tiles under the top one */
        gui_fill(a, (SDL_Rect){r.x + d * o, r.y + d * o, r.w, r.h},
                 (SDL_Color){(Uint8)(60 - 8 * d), (Uint8)(54 - 8 * d), (Uint8)(40 - 6 * d), 255});
    if (lit) { /* a pulsing golden glow around the tile */
        int g = gui_px(a, 3) + (int)(gui_px(a, 2) * (1 + sin(gui_now(a) * 5)));
        gui_fill(a, (SDL_Rect){r.x - g, r.y - g, r.w + 2 * g, r.h + 2 * g},
                 hover ? (SDL_Color){255, 240, 170, 230} : (SDL_Color){255, 214, 90, 170});
    }
    if (left <= 0 && rev && back) /* the stack ran out: nothing turns up */
        return;
    if (back || top < 0)
        draw_back(a, r, color, xs);
    else
        draw_face(a, top, r, xs);
    if (lit)
        gui_frame(a, r, hover ? (SDL_Color){255, 246, 200, 255} : (SDL_Color){255, 214, 90, 255}, hover ? 3 : 2);
    if (left > 0)
        draw_count(a, r, left);
    draw_color(a, r, color);
}

void gui_islands_draw_board(gui_app *a)
{
    const isle_ui *s = &isle;
    bool idle = gui_game_idle(a);
    for (int k = 0; k < gui_mc_seen.nstack; k++) {
        int opt = -1;
        for (int i = 0; i < s->nopt && idle; i++)
            if (opt_stack(a, i) == k)
                opt = i;
        draw_stack(a, k, opt >= 0, opt >= 0 && opt == s->hover);
    }
    if (!idle || s->hover < 0 || s->hover >= s->nopt)
        return;
    int k = opt_stack(a, s->hover); /* what the click does, above the tile */
    if (k < 0)
        return;
    SDL_Rect sq;
    gui_board_square(a, gui_mc_seen.stack[k].x, gui_mc_seen.stack[k].y, &sq);
    char buf[128];
    /* TRANSLATORS: over an island tile; %s is a chip colour ("purple") */
    snprintf(buf, sizeof buf, _("Pay a chip (%s): take this tile"), gui_mc_color_title(gui_mc_seen.stack[k].color));
    const gui_camera *c = gui_ext_camera(a); /* above the island, or below it at the top of the view; inside the view */
    int half = (gui_text_width(a, FONT_SMALL, buf) + gui_px(a, 12)) / 2, ph = gui_font_h(a, FONT_SMALL) / 2 + gui_px(a, 8);
    int cx = sq.x + sq.w / 2, cy = sq.y - ph;
    cy = cy - ph < c->vy ? sq.y + sq.h + ph : cy;
    cx = cx - half < c->vx ? c->vx + half : cx + half > c->vx + c->vw ? c->vx + c->vw - half : cx;
    gui_pill(a, FONT_SMALL, buf, WHITE, (SDL_Color){24, 26, 32, 230}, cx, cy);
}

void gui_islands_draw_flying(gui_app *a)
{
    const gui_anim_queue *q = gui_ext_anims(a);
    for (int i = 0; i < q->n; i++) {
        const gui_anim *an = &q->items[i];
        double p = gui_anim_progress(q, an);
        if (an->kind != GUI_ANIM_ISLAND_TAKE || p < 0)
            continue;
        SDL_Rect sq, to = gui_hud_tile_rect(a);
        gui_board_square(a, gui_mc_island_of(an).x, gui_mc_island_of(an).y, &sq);
        double ts = stack_tile_size(a), k = gui_ease_out(p);
        double fx = sq.x + sq.w / 2.0, fy = sq.y + sq.h / 2.0, tx = to.x + to.w / 2.0, ty = to.y + to.h / 2.0;
        double s = ts + (to.w - ts) * k, x = fx + (tx - fx) * k, y = fy + (ty - fy) * k - sin(k * M_PI) * 40 * gui_ui(a);
        y = y < s / 2 + 4 ? s / 2 + 4 : y; /* islands lie at the top of the map: the arc stays on screen */
        gui_fill(a, (SDL_Rect){(int)(x - s / 2 + 6), (int)(y - s / 2 + 8), (int)s, (int)s}, (SDL_Color){0, 0, 0, 70});
        gui_draw_tile(a, gui_mc_island_of(an).type, 0, (SDL_Rect){(int)(x - s / 2), (int)(y - s / 2), (int)s, (int)s}, 255);
    }
}

bool gui_islands_hide_tile(const gui_app *a)
{
    const gui_anim_queue *q = gui_ext_anims(a);
    for (int i = 0; i < q->n; i++)
        if (q->items[i].kind == GUI_ANIM_ISLAND_TAKE && gui_anim_progress(q, &q->items[i]) < 1)
            return true;
    return false;
}

/* ---- input ---- */

void gui_islands_board_input(gui_app *a)
{
    isle_ui *s = &isle;
    if (s->nopt == 0)
        return;
    s->hover = -1;
    int hx, hy;
    bool over = gui_ext_hover_square(a, &hx, &hy);
    for (int i = 0; i < s->nopt && over; i++) {
        int k = opt_stack(a, i);
        if (k >= 0 && gui_mc_seen.stack[k].x == hx && gui_mc_seen.stack[k].y == hy)
            s->hover = i;
    }
    if (!gui_input_of(a)->clicked || gui_input_of(a)->consumed || s->hover < 0)
        return;
    gui_input_of(a)->consumed = true;
    carc_action act = s->opt[s->hover];
    gui_game_apply(a, &act);
}

unsigned gui_islands_tray_mark(const gui_app *a, int p, int *hover_color)
{
    const isle_ui *s = &isle;
    *hover_color = -1;
    if (s->nopt == 0 || p != carc_game_current_player(gui_ext_game(a)) || !gui_game_idle(a))
        return 0;
    unsigned mask = 0;
    for (int i = 0; i < s->nopt; i++)
        mask |= 1u << gui_mc_act_color(&s->opt[i]);
    if (s->hover >= 0 && s->hover < s->nopt)
        *hover_color = gui_mc_act_color(&s->opt[s->hover]);
    return mask;
}

static SDL_Rect draw_button(const gui_app *a)
{
    SDL_Rect tr = gui_hud_tile_rect(a), h = gui_hud_rect(a);
    int pad = gui_px(a, 16);
    return (SDL_Rect){h.x + pad, tr.y + tr.h + gui_px(a, 14), h.w - 2 * pad, gui_px(a, 34)};
}

bool gui_islands_hud(gui_app *a, SDL_Rect tr, int x, int y, int w)
{
    (void)x, (void)y, (void)w;
    isle_ui *s = &isle;
    if (!choosing(a))
        return false;
    bool idle = gui_game_idle(a);
    int k = s->hover >= 0 && s->hover < s->nopt ? opt_stack(a, s->hover) : -1;
    if (k >= 0 && gui_mc_seen.stack[k].top >= 0) { /* the island tile under the mouse */
        gui_draw_tile(a, gui_mc_seen.stack[k].top, 0, tr, 255);
        gui_frame(a, tr, (SDL_Color){255, 214, 90, 255}, 2);
    } else { /* the face-down stack, with its count */
        draw_back(a, tr, -1, 1);
        char buf[32];
        snprintf(buf, sizeof buf, "%d", carc_game_tiles_left(gui_ext_game(a)));
        int ty = tr.y + tr.h / 2 - (gui_font_h(a, FONT_TITLE) + gui_font_h(a, FONT_SMALL)) / 2;
        gui_text(a, FONT_TITLE, buf, (SDL_Color){236, 240, 226, 255}, tr.x + tr.w / 2, ty, ALIGN_CENTER);
        gui_text(a, FONT_SMALL, _("in the stack"), (SDL_Color){200, 214, 190, 255}, tr.x + tr.w / 2, ty + gui_font_h(a, FONT_TITLE),
                 ALIGN_CENTER);
    }
    SDL_Rect b = draw_button(a);
    if (s->can_draw && gui_button(a, b, _("Draw from the stack"), idle, true)) {
        carc_action act = s->draw;
        gui_game_apply(a, &act);
    }
    const char *hint = s->nopt > 0 ? _("or click a lit island tile") : "";
    /* close under the button it goes with, clear of the PLAYERS heading below */
    gui_text(a, FONT_SMALL, hint, GREY, b.x + b.w / 2, b.y + b.h + gui_px(a, 1), ALIGN_CENTER);
    return true;
}

void gui_islands_instructions(const gui_app *a, const char **l1, const char **l2)
{
    (void)l2; /* one text: the HUD wraps it */
    const isle_ui *s = &isle;
    if (!choosing(a))
        return;
    if (s->nopt > 0) {
        *l1 = _("Draw a tile, or pay a chip for the lit island tile of its colour.");
    } else {
        *l1 = _("Draw your tile from the stack.");
    }
}

bool gui_islands_demo_stage(gui_app *a, const carc_action *act, int stage, char *what, size_t cap)
{
    isle_ui *s = &isle;
    if (act->kind != CARC_ACT_OTHER || stage > 0 || !choosing(a) ||
        (strcmp(act->act, MC_ACT_DRAW) != 0 && strcmp(act->act, MC_ACT_ISLAND) != 0))
        return false;
    SDL_Rect b = draw_button(a); /* the mouse over the button, or over the scripted island tile */
    gui_input_of(a)->mx = b.x + b.w / 2;
    gui_input_of(a)->my = b.y + b.h / 2;
    for (int i = 0; i < s->nopt; i++) {
        int k = opt_stack(a, i);
        if (k < 0 || !carc_action_equal(&s->opt[i], act))
            continue;
        double sx, sy;
        gui_cam_to_screen(gui_ext_camera(a), gui_mc_seen.stack[k].x + 0.5, gui_mc_seen.stack[k].y + 0.5, &sx, &sy);
        gui_input_of(a)->mx = (int)sx;
        gui_input_of(a)->my = (int)sy;
    }
    snprintf(what, cap, "source");
    return true;
}
