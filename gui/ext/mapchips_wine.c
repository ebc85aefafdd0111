/* SPDX-License-Identifier: GPL-3.0-or-later */
/* France wine in the GUI: right after the tile, when the engine offers a sale, a panel over the board
 * lists each option (colour, abroad or the town, the chips that pay, the points) and "No sale". A sale
 * sends the paying chips from the tray into a bottle standing on the tile, and its points fly to the
 * score. The points an option earns are asked of the engine (the option tried on a copy of the game);
 * everything else comes from the legal actions, the events, the module's typed view and the map. */
#include "mapchips.h"
#include "maps.h"

#include "../../rules/maps/maps.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define CHIP_GAP 0.18 /* seconds between two chips leaving the tray */
#define CHIP_FLY 0.6
#define SETTLE 0.35    /* the chips are in: the bottle glows, its points leave */
#define BOTTLE_END 1.0 /* the bottle stays a moment, then fades */

#define UNDER _("The chip under your tile is yours too; sold chips leave the game.")

static const SDL_Color WHITE = {240, 240, 240, 255}, GREY = {170, 176, 188, 255}, GOLD = {255, 214, 110, 255};

/* the wine sale offered right after the tile */
typedef struct wine_ui {
    carc_action opt[MC_MAX_SALES];
    int n, hover;
} wine_ui;
static wine_ui ui;

static int amount[MC_MAX_SALES]; /* points of each option, asked of the engine when the sale opens */
static unsigned amount_key;      /* the version of the game they belong to */
static bool arms_side[4];        /* the tile's sides (N E S W) against a border with a coat of arms */

void gui_wine_begin(void)
{
    memset(&ui, 0, sizeof ui);
}

int gui_wine_hud_sig(int *sig, int max)
{
    if (max < 1)
        return 0;
    sig[0] = ui.n;
    return 1;
}

void gui_wine_reset(gui_app *a)
{
    (void)a;
    ui.n = 0;
}

bool gui_wine_take(gui_app *a, const carc_action *act)
{
    (void)a;
    wine_ui *w = &ui;
    if (act->kind != CARC_ACT_OTHER || strcmp(act->act, MC_ACT_SELL) != 0)
        return false;
    if (w->n < (int)(sizeof w->opt / sizeof w->opt[0]))
        w->opt[w->n++] = *act;
    return true;
}

bool gui_wine_open(const gui_app *a)
{
    (void)a;
    return ui.n > 0;
}

/* The square of the tile the sale is for. */
static void sale_square(const gui_app *a, int *x, int *y)
{
    const carc_action *pending = gui_ext_pending(a);
    gui_ext_spots_square(a, x, y);
    if (pending) {
        *x = pending->x;
        *y = pending->y;
    }
}

/* Which sides of the tile lie against a printed border road or city with a coat of arms (where an
 * abroad sale goes): from the game's map (carc_map_abroad_edge). */
static void ask_arms(gui_app *a)
{
    int x, y;
    sale_square(a, &x, &y);
    const carc_map *m = carc_map_of(gui_ext_game(a));
    for (int side = 0; side < 4; side++)
        arms_side[side] = m && carc_map_abroad_edge(m, x, y, side);
}

/* The points of each option: the engine's score after the option, tried on a copy of the game. */
static void ask_amounts(gui_app *a)
{
    if (gui_ext_version(a) == amount_key)
        return;
    amount_key = gui_ext_version(a);
    const carc_action *pending = gui_ext_pending(a);
    const carc_game *preview = gui_ext_preview(a);
    ask_arms(a);
    int p = carc_game_current_player(gui_ext_game(a));
    for (int i = 0; i < ui.n; i++) {
        carc_action acts[2];
        int n = 0;
        if (pending)
            acts[n++] = *pending;
        acts[n++] = ui.opt[i];
        carc_game *t = gui_game_try(a, acts, n, NULL);
        amount[i] = t ? carc_game_score(t, p) - carc_game_score(preview ? preview : gui_ext_game(a), p) : 0;
        if (t)
            carc_game_free(t);
    }
}

/* ---- the panel ---- */

/* The pending tile lies on a face-down chip: it is collected with the tile and may pay for the wine. */
static bool chip_under(const gui_app *a)
{
    const carc_action *pending = gui_ext_pending(a);
    for (int k = 0; pending && k < gui_mc_seen.non_map; k++)
        if (gui_mc_seen.on_map[k].x == pending->x && gui_mc_seen.on_map[k].y == pending->y)
            return true;
    return false;
}

/* What a wine takes: the price from the rules data (chips.json "wine_points"). */
static const char *subtitle(void)
{
    static char s[192];
    int n = gui_mc_wine_points();
    snprintf(s, sizeof s,
             P_("Chips worth %d of one colour make a wine; sold chips leave the game.",
                "Chips worth %d of one colour make a wine; sold chips leave the game.", (unsigned long)n),
             n);
    return s;
}

static const char *keys_hint(const gui_app *a)
{
    return gui_ext_pending(a) ? _("Space: no sale  ·  Backspace: undo the tile") : _("Space: no sale  ·  Backspace: undo");
}

typedef struct wine_layout {
    SDL_Rect panel, opt[MC_MAX_SALES], none;
} wine_layout;

static void layout(gui_app *a, wine_layout *L)
{
    const gui_camera *c = gui_ext_camera(a);
    int n = ui.n, bh = gui_px(a, 50), gap = gui_px(a, 6), head = gui_px(a, 70);
    int pw = gui_px(a, 66 + 16) + gui_text_width(a, FONT_SMALL, chip_under(a) ? UNDER : subtitle()),
        ph = head + n * (bh + gap) + gui_px(a, 36 + 26);
    pw = pw < gui_px(a, 452) ? gui_px(a, 452) : pw;
    int foot = gui_px(a, 16 + 16 + 150 + 16) + gui_text_width(a, FONT_SMALL, keys_hint(a)); /* the keys beside No sale */
    pw = pw < foot ? foot : pw;
    if (pw > c->vw)
        gui_overflow_note(a, "the wine panel is wider than the board");
    int bw = pw - gui_px(a, 32);
    int tx, ty;
    sale_square(a, &tx, &ty);
    double sx, sy;
    gui_cam_to_screen(c, tx + 0.5, ty + 0.5, &sx, &sy);
    int x = c->vx + (c->vw - pw) / 2, m = gui_px(a, 24);
    int y = sy < c->vy + c->vh / 2.0 ? c->vy + c->vh - ph - m : c->vy + m; /* the half away from the tile */
    L->panel = (SDL_Rect){x, y, pw, ph};
    for (int i = 0; i < n; i++)
        L->opt[i] = (SDL_Rect){x + gui_px(a, 16), y + head + i * (bh + gap), bw, bh};
    L->none = (SDL_Rect){x + pw - gui_px(a, 16 + 150), y + ph - gui_px(a, 16 + 36), gui_px(a, 150), gui_px(a, 36)};
}

/* A wine bottle standing at (cx, cy) (its centre), h high, with a label in the wine's colour. */
static void quad(gui_app *a, const float *xy, SDL_Color c)
{
    SDL_Vertex v[4];
    for (int k = 0; k < 4; k++)
        v[k] = (SDL_Vertex){{xy[2 * k], xy[2 * k + 1]}, c, {0, 0}};
    static const int idx[6] = {0, 1, 2, 0, 2, 3};
    SDL_RenderGeometry(gui_renderer(a), NULL, v, 4, idx, 6);
}

static void rect(gui_app *a, double x0, double y0, double x1, double y1, SDL_Color c)
{
    float xy[8] = {(float)x0, (float)y0, (float)x1, (float)y0, (float)x1, (float)y1, (float)x0, (float)y1};
    quad(a, xy, c);
}

static void draw_bottle(gui_app *a, double cx, double cy, double h, int color, Uint8 al)
{
    double w = h * 0.36, top = cy - h / 2, neck = w * 0.38;
    SDL_Color glass = {40, 88, 58, al}, dark = {18, 40, 26, al}, shine = {150, 210, 170, (Uint8)(al * 0.6)};
    SDL_Color lab = gui_mc_color_rgb(color);
    lab.a = al;
    gui_draw_sprite(a, gui_sprite_disc(a), cx, cy + h * 0.48, w * 1.6, 1, (SDL_Color){0, 0, 0, (Uint8)(al * 0.35)}); /* shadow */
    rect(a, cx - w / 2 - 1, top + h * 0.38 - 1, cx + w / 2 + 1, top + h + 1, dark);
    rect(a, cx - w / 2, top + h * 0.38, cx + w / 2, top + h, glass);
    float sh[8] = {(float)(cx - neck / 2), (float)(top + h * 0.2),   (float)(cx + neck / 2), (float)(top + h * 0.2),
                   (float)(cx + w / 2),    (float)(top + h * 0.385), (float)(cx - w / 2),    (float)(top + h * 0.385)};
    quad(a, sh, glass);
    rect(a, cx - neck / 2, top + h * 0.07, cx + neck / 2, top + h * 0.21, glass);
    rect(a, cx - neck * 0.42, top, cx + neck * 0.42, top + h * 0.09, (SDL_Color){150, 104, 60, al}); /* cork */
    rect(a, cx - w * 0.42, top + h * 0.52, cx + w * 0.42, top + h * 0.8, (SDL_Color){244, 236, 214, al});
    rect(a, cx - w * 0.42, top + h * 0.57, cx + w * 0.42, top + h * 0.75, lab);
    rect(a, cx - w * 0.36, top + h * 0.4, cx - w * 0.22, top + h * 0.95, shine);
}

static void option_text(const gui_app *a, const carc_action *o, char *main, size_t mcap, char *sub, size_t scap)
{
    const char *color = gui_mc_color_title(gui_mc_act_color(o));
    int tx, ty;
    sale_square(a, &tx, &ty);
    const char *town = gui_map_town_at(a, tx, ty);
    bool to_town = strcmp(gui_mc_act_to(o), MC_TO_TOWN) == 0;
    if (to_town && town) /* TRANSLATORS: %s is a town of the map */
        snprintf(main, mcap, _("Wine to %s"), town);
    else if (to_town)
        snprintf(main, mcap, "%s", _("Wine to the town"));
    else
        snprintf(main, mcap, "%s", _("Wine abroad"));
    int ones = 0, twos = 0, chips[CARC_FIELD_VALUES], n = gui_mc_act_chips(o, chips);
    for (int k = 0; k < n; k++)
        ones += chips[k] == 1, twos += chips[k] == 2;
    if (twos == 1 && ones == 0) /* TRANSLATORS: what a wine sale pays with; %s is the chips' colour ("purple") */
        snprintf(sub, scap, _("%s: one chip worth 2"), color);
    else if (ones == 2 && twos == 0) /* TRANSLATORS: %s is the chips' colour */
        snprintf(sub, scap, _("%s: two chips worth 1"), color);
    else /* TRANSLATORS: %s is the chips' colour */
        snprintf(sub, scap, P_("%s: %d chip", "%s: %d chips", (unsigned long)n), color, n);
}

static void option_button(gui_app *a, int i, SDL_Rect r, bool idle)
{
    const carc_action *o = &ui.opt[i];
    bool hover = idle && gui_in_rect(gui_input_of(a)->mx, gui_input_of(a)->my, r);
    if (hover)
        ui.hover = i;
    bool go = gui_button(a, r, "", idle, hover);
    int color = gui_mc_act_color(o), chips[CARC_FIELD_VALUES], n = gui_mc_act_chips(o, chips);
    double s = r.h * 0.62, cx = r.x + gui_px(a, 10) + s / 2;
    for (int k = 0; k < n; k++) /* the chips that pay */
        gui_mc_chip_draw(a, color, chips[k], cx + k * s * 0.62, r.y + r.h / 2.0, s, 1, 255);
    char main[128], sub[96], pts[16];
    option_text(a, o, main, sizeof main, sub, sizeof sub);
    int tx = r.x + gui_px(a, 10) + (int)(s * 1.7) + gui_px(a, 10);
    int ty = r.y + (r.h - gui_font_h(a, FONT_BOLD) - gui_font_h(a, FONT_SMALL)) / 2;
    gui_text(a, FONT_BOLD, main, WHITE, tx, ty, ALIGN_LEFT);
    gui_text(a, FONT_SMALL, sub, GREY, tx, ty + gui_font_h(a, FONT_BOLD), ALIGN_LEFT);
    snprintf(pts, sizeof pts, "+%d", amount[i]);
    if (amount[i] > 0)
        gui_text(a, FONT_LARGE, pts, GOLD, r.x + r.w - gui_px(a, 14), r.y + (r.h - gui_font_h(a, FONT_LARGE)) / 2, ALIGN_RIGHT);
    if (go)
        gui_game_apply(a, o);
}

/* Where the sales go, lit on the board: the town square the tile covers, or the border edges with a coat
 * of arms it lies against; the sale under the mouse brightly, the others softly. */
static void draw_targets(gui_app *a, int lit)
{
    const gui_camera *c = gui_ext_camera(a);
    int x, y;
    sale_square(a, &x, &y);
    SDL_Rect r;
    gui_board_square(a, x, y, &r);
    double pulse = 0.5 + 0.5 * sin(gui_now(a) * 5);
    SDL_RenderSetClipRect(gui_renderer(a), &(SDL_Rect){c->vx, c->vy, c->vw, c->vh});
    for (int pass = 0; pass < 2; pass++) /* the soft ones first */
        for (int i = 0; i < ui.n; i++) {
            bool hot = i == lit;
            if (hot != (pass == 1))
                continue;
            SDL_Color col = gui_mc_color_rgb(gui_mc_act_color(&ui.opt[i]));
            Uint8 al = (Uint8)(hot ? 150 + 105 * pulse : 90);
            if (strcmp(gui_mc_act_to(&ui.opt[i]), MC_TO_TOWN) == 0) {
                gui_fill(a, r, (SDL_Color){GOLD.r, GOLD.g, GOLD.b, (Uint8)(al / 4)});
                gui_frame(a, r, (SDL_Color){GOLD.r, GOLD.g, GOLD.b, al}, 3);
                gui_frame(a, (SDL_Rect){r.x - 3, r.y - 3, r.w + 6, r.h + 6}, (SDL_Color){col.r, col.g, col.b, al}, 3);
                continue;
            }
            int t = r.w / 4 > 6 ? r.w / 4 : 6; /* a band along each border edge with a coat of arms, outside */
            SDL_Rect band[4] = {{r.x, r.y - t, r.w, t}, {r.x + r.w, r.y, t, r.h}, {r.x, r.y + r.h, r.w, t}, {r.x - t, r.y, t, r.h}};
            for (int s = 0; s < 4; s++)
                if (arms_side[s]) {
                    gui_fill(a, band[s], (SDL_Color){GOLD.r, GOLD.g, GOLD.b, al});
                    gui_frame(a, band[s], (SDL_Color){col.r, col.g, col.b, al}, 2);
                }
        }
    gui_map_draw_town_names(a); /* again, over the frames */
    SDL_RenderSetClipRect(gui_renderer(a), NULL);
}

void gui_wine_panel(gui_app *a)
{
    wine_ui *w = &ui;
    if (w->n == 0 || !gui_game_idle(a))
        return;
    ask_amounts(a);
    draw_targets(a, w->hover);
    wine_layout L;
    layout(a, &L);
    gui_fill(a, (SDL_Rect){L.panel.x + 6, L.panel.y + 8, L.panel.w, L.panel.h}, (SDL_Color){0, 0, 0, 70});
    gui_panel(a, L.panel);
    gui_cover_note(a, L.panel); /* a choice in progress: no hint over it */
    int bh = gui_px(a, 52);
    draw_bottle(a, L.panel.x + gui_px(a, 36), L.panel.y + gui_px(a, 12) + bh / 2.0, bh, w->n > 0 ? gui_mc_act_color(&w->opt[0]) : 0, 255);
    int x = L.panel.x + gui_px(a, 66);
    gui_text(a, FONT_LARGE, _("Sell a wine?"), (SDL_Color){255, 230, 180, 255}, x, L.panel.y + gui_px(a, 12), ALIGN_LEFT);
    gui_text(a, FONT_SMALL, chip_under(a) ? UNDER : subtitle(), GREY, x, L.panel.y + gui_px(a, 14) + gui_font_h(a, FONT_LARGE), ALIGN_LEFT);
    w->hover = -1;
    for (int i = 0; i < w->n; i++) {
        option_button(a, i, L.opt[i], true);
        if (w->n == 0) /* applied: the options are gone */
            return;
    }
    if (gui_button(a, L.none, _("No sale"), true, false)) {
        carc_action pass;
        carc_action_pass(&pass);
        gui_game_apply(a, &pass);
        return;
    }
    gui_text(a, FONT_SMALL, keys_hint(a), GREY, L.panel.x + gui_px(a, 16), L.none.y + (L.none.h - gui_font_h(a, FONT_SMALL)) / 2,
             ALIGN_LEFT);
    if (gui_input_of(a)->clicked && !gui_input_of(a)->consumed && gui_in_rect(gui_input_of(a)->mx, gui_input_of(a)->my, L.panel))
        gui_input_of(a)->consumed = true;
}

void gui_wine_instructions(const gui_app *a, const char **l1, const char **l2)
{
    (void)l2; /* one text: the HUD wraps it */
    if (!gui_wine_open(a))
        return;
    *l1 = _("You may sell a wine (where it goes is lit on the board): pick one, or No sale (Space).");
}

bool gui_wine_demo_stage(gui_app *a, const carc_action *act, int stage, char *what, size_t cap)
{
    bool sell = act->kind == CARC_ACT_OTHER && strcmp(act->act, MC_ACT_SELL) == 0;
    if (stage > 0 || !gui_wine_open(a) || !(sell || act->kind == CARC_ACT_PASS))
        return false;
    wine_layout L;
    layout(a, &L);
    SDL_Rect r = L.none; /* the mouse over the scripted option */
    for (int i = 0; i < ui.n && sell; i++) {
        if (carc_action_equal(&ui.opt[i], act))
            r = L.opt[i];
    }
    gui_input_of(a)->mx = r.x + r.w / 2;
    gui_input_of(a)->my = r.y + r.h / 2;
    snprintf(what, cap, "sell");
    return true;
}

/* ---- the sale ---- */

/* chip_sold... wine_sold [points "wine"]: the chips fly into a bottle on the tile, its points to the score. */
int gui_wine_events(gui_app *a, const carc_event *ev, int n, int i, const int *co)
{
    (void)co;
    if (!gui_event_is(&ev[i], MC_EV_SOLD) && !gui_event_is(&ev[i], MC_EV_WINE_SOLD))
        return 0;
    int p = ev[i].player, j = i;
    while (j < n && gui_event_is(&ev[j], MC_EV_SOLD) && ev[j].player == p)
        j++;
    const carc_event *sale = j < n && gui_event_is(&ev[j], MC_EV_WINE_SOLD) ? &ev[j] : NULL;
    const carc_event *pts = sale && j + 1 < n && gui_event_points(&ev[j + 1], MC_CATEGORY_WINE, p) ? &ev[j + 1] : NULL;
    int x, y, nchips = j - i;
    gui_ext_spots_square(a, &x, &y);
    if (sale) {
        x = sale->x;
        y = sale->y;
    }
    double t0 = gui_anim_next_start(gui_ext_anims(a)), in = 0.3 + nchips * CHIP_GAP + CHIP_FLY;
    gui_anim *b = gui_anim_at(gui_ext_anims(a), GUI_ANIM_WINE_BOTTLE, t0, in + SETTLE + BOTTLE_END);
    if (b) {
        gui_mc_bottle bo = {p, x, y, sale ? sale->amount : 0, gui_mc_color_index(sale ? sale->label : ev[i].label), in, ""};
        snprintf(bo.to, sizeof bo.to, "%s", sale && sale->reason ? sale->reason : "");
        gui_mc_bottle_put(b, bo);
        b->cue = sale ? gui_audio_cue(gui_audio_of(a), sale) : 0; /* as the chips are in the bottle */
        b->cue_at = in;
    }
    for (int k = i; k < j; k++) {
        gui_anim *c = gui_anim_at(gui_ext_anims(a), GUI_ANIM_WINE_CHIP, t0 + 0.3 + (k - i) * CHIP_GAP, CHIP_FLY);
        if (!c)
            continue;
        gui_mc_flying_put(c, (gui_mc_flying){p, x, y, ev[k].value, gui_mc_color_index(ev[k].label)});
    }
    if (!sale)
        return j - i;
    if (!pts)
        return j - i + 1;
    if (pts->amount != 0) {
        gui_game_log_points(a, p, pts->amount, MC_CATEGORY_WINE);
        gui_game_points_at(a, p, pts->amount, x + 0.5, y + 0.1, t0 + in + 0.1);
    }
    return j - i + 2;
}

static double bottle_h(const gui_app *a)
{
    double h = gui_ext_camera(a)->zoom * 0.9;
    return h < 46 * gui_ui(a) ? 46 * gui_ui(a) : h;
}

static void bottle_pos(const gui_app *a, int x, int y, double *sx, double *sy)
{
    gui_cam_to_screen(gui_ext_camera(a), x + 0.5, y + 0.5, sx, sy);
    *sy -= bottle_h(a) * 0.35;
}

void gui_wine_draw_flying(gui_app *a)
{
    const gui_anim_queue *q = gui_ext_anims(a);
    for (int i = 0; i < q->n; i++) { /* bottles first, chips fly into them */
        const gui_anim *an = &q->items[i];
        double p = gui_anim_progress(q, an);
        if (an->kind != GUI_ANIM_WINE_BOTTLE || p < 0)
            continue;
        const gui_mc_bottle bo = gui_mc_bottle_of(an);
        double t = p * an->dur, bx, by, h = bottle_h(a), full = bo.full;
        bottle_pos(a, bo.x, bo.y, &bx, &by);
        double al = t < 0.25 ? t / 0.25 : t > an->dur - 0.35 ? (an->dur - t) / 0.35 : 1;
        double pop = t < 0.25 ? 0.7 + 0.3 * gui_ease_out(t / 0.25) : 1;
        if (t > full) { /* full: a glow in the wine's colour */
            SDL_Color c = gui_mc_color_rgb(bo.color);
            double u = (t - full) / (an->dur - full);
            gui_draw_sprite(a, gui_sprite_ring(a), bx, by, h * (1.1 + 0.6 * u), 1, (SDL_Color){c.r, c.g, c.b, (Uint8)(230 * (1 - u) * al)});
        }
        draw_bottle(a, bx, by, h * pop * (t > full && t < full + 0.2 ? 1 + 0.12 * sin((t - full) / 0.2 * M_PI) : 1), bo.color,
                    (Uint8)(255 * al));
        const char *town = gui_map_town_at(a, bo.x, bo.y);
        char buf[128];
        if (strcmp(bo.to, MC_TO_TOWN) == 0 && town) /* TRANSLATORS: %s is a town of the map */
            snprintf(buf, sizeof buf, _("Wine sold to %s"), town);
        else
            snprintf(buf, sizeof buf, "%s", strcmp(bo.to, MC_TO_TOWN) == 0 ? _("Wine sold to the town") : _("Wine sold abroad"));
        gui_pill(a, FONT_SMALL, buf, (SDL_Color){255, 236, 200, (Uint8)(255 * al)}, (SDL_Color){24, 26, 32, (Uint8)(220 * al)}, (int)bx,
                 (int)(by + h * 0.62 + gui_font_h(a, FONT_SMALL) / 2.0));
    }
    for (int i = 0; i < q->n; i++) {
        const gui_anim *an = &q->items[i];
        double p = gui_anim_progress(q, an);
        if (an->kind != GUI_ANIM_WINE_CHIP || p < 0)
            continue;
        const gui_mc_flying ch = gui_mc_flying_of(an);
        double fx, fy, bx, by, k = gui_ease_out(p), s0 = gui_mapchips_tray_chip_size(a), s1 = bottle_h(a) * 0.45;
        if (!gui_mapchips_tray_slot(a, an, &fx, &fy))
            gui_hud_player_pos(a, ch.player, &fx, &fy);
        bottle_pos(a, ch.x, ch.y, &bx, &by);
        by -= bottle_h(a) * 0.3 * k;
        double al = p > 0.85 ? (1 - p) / 0.15 : 1;
        gui_mc_chip_draw(a, ch.color, ch.value, fx + (bx - fx) * k, fy + (by - fy) * k - sin(k * M_PI) * 70 * gui_ui(a),
                         s0 + (s1 - s0) * sin(k * M_PI * 0.5), 1, (Uint8)(255 * al));
    }
}
