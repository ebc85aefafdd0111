/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Map-Chips in the GUI: face-down chips on their squares, a chip turning over when a tile collects it
 * (its +1/+2 flies to the score, the chip to its owner's tray), and each player's tray in the HUD, by
 * colour. Chips leaving a tray (paid for an island tile, sold as wine) keep their place until their
 * animation is over. Everything comes from the events and the module's typed view (mc_view_of). */
#include "mapchips.h"

#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

/* The set's colours come from the game (rules/mapchips/chips.json, in its order); how each looks is the
 * GUI's: a title and a colour for the names it knows, the name and grey for others. */
static const struct {
    const char *name, *title;
    SDL_Color rgb;
} looks[] = {
    /* TRANSLATORS: a map chip's colour, shown as a label ("Pay a chip (purple)", "purple: pays 2 chips"): uninflected */
    {"purple", N_("purple"), {150, 86, 186, 255}},
    {"lightblue", N_("light blue"), {86, 178, 226, 255}},
    {"orange", N_("orange"), {236, 138, 44, 255}},
};
static const SDL_Color unknown_rgb = {200, 200, 200, 255};

gui_mc_state gui_mc_seen;
static SDL_Texture *chip_back;
static struct {
    char name[16];
    SDL_Texture *face[2]; /* value 1, 2 */
} set_color[MC_MAX_COLORS];
static int ncolors;
static int wine_points;

/* the timeline of a collected chip (seconds) */
#define FLIP 0.3  /* turns over on its square */
#define SHOW 0.45 /* face up, glowing */
#define FLY 0.7   /* to the tray */
#define COLLECT_DUR (FLIP + SHOW + FLY)

int gui_mc_color_index(const char *name)
{
    for (int i = 0; i < ncolors; i++)
        if (name && strcmp(name, set_color[i].name) == 0)
            return i;
    return GUI_MC_COLORS;
}

static int look_of(int c)
{
    for (size_t i = 0; c >= 0 && c < ncolors && i < sizeof looks / sizeof looks[0]; i++)
        if (strcmp(looks[i].name, set_color[c].name) == 0)
            return (int)i;
    return -1;
}

const char *gui_mc_color_title(int c)
{
    int k = look_of(c);
    return k >= 0 ? _(looks[k].title) : c >= 0 && c < ncolors ? set_color[c].name : "?";
}

SDL_Color gui_mc_color_rgb(int c)
{
    int k = look_of(c);
    return k >= 0 ? looks[k].rgb : unknown_rgb;
}

int gui_mc_act_color(const carc_action *act)
{
    const char *c = carc_action_label(act, MC_F_COLOR);
    return c ? gui_mc_color_index(c) : GUI_MC_COLORS;
}

int gui_mc_act_stack(const carc_action *act)
{
    int s = -1;
    return carc_action_number(act, MC_F_STACK, &s) ? s : -1;
}

const char *gui_mc_act_to(const carc_action *act)
{
    const char *to = carc_action_label(act, MC_F_TO);
    return to ? to : "";
}

int gui_mc_act_chips(const carc_action *act, int *v)
{
    int n = carc_action_numbers(act, MC_F_CHIPS, v, CARC_FIELD_VALUES);
    return n < 0 ? 0 : SDL_min(n, CARC_FIELD_VALUES);
}

int gui_mc_wine_points(void)
{
    return wine_points;
}

void gui_mc_chip_draw(gui_app *a, int c, int value, double sx, double sy, double s, double xs, Uint8 al)
{
    bool known = c >= 0 && c < ncolors;
    SDL_Texture *t = value <= 0 ? chip_back : known ? set_color[c].face[value >= 2] : NULL;
    if (t) {
        gui_draw_sprite(a, t, sx, sy, s, xs, GUI_ALPHA(al));
        return;
    }
    SDL_Color disc = value <= 0 ? (SDL_Color){120, 96, 70, al} : gui_mc_color_rgb(c); /* no sprite: a disc */
    disc.a = al;
    gui_draw_sprite(a, gui_sprite_disc(a), sx, sy, s, xs, disc);
    if (value > 0 && fabs(xs) > 0.5) {
        char buf[16];
        snprintf(buf, sizeof buf, "%d", value);
        gui_text(a, FONT_BOLD, buf, (SDL_Color){255, 255, 255, al}, (int)sx, (int)(sy - gui_font_h(a, FONT_BOLD) / 2.0), ALIGN_CENTER);
    }
}

/* ---- state ---- */

static void load(gui_app *a)
{
    char path[GUI_PATH_LEN + 64];
    snprintf(path, sizeof path, "%s/assets/sprites/mapchip_back.png", gui_data_dir(a));
    chip_back = IMG_LoadTexture(gui_renderer(a), path);
}

static void forget_color(int c)
{
    for (int v = 0; v < 2; v++) {
        if (set_color[c].face[v])
            SDL_DestroyTexture(set_color[c].face[v]);
        set_color[c].face[v] = NULL;
    }
    set_color[c].name[0] = 0;
}

static void unload(gui_app *a)
{
    (void)a;
    for (int c = 0; c < MC_MAX_COLORS; c++)
        forget_color(c);
    ncolors = 0;
    if (chip_back)
        SDL_DestroyTexture(chip_back);
    chip_back = NULL;
}

/* The set's colours (their sprites, assets/sprites/mapchip_<colour>_<value>.png, loaded when they change). */
static void read_colors(gui_app *a, const mc_view *v)
{
    for (int n = 0; n < v->ncolors; n++) {
        if (strcmp(set_color[n].name, v->color[n]) == 0)
            continue;
        forget_color(n);
        snprintf(set_color[n].name, sizeof set_color[n].name, "%s", v->color[n]);
        for (int f = 0; f < 2; f++) {
            char path[GUI_PATH_LEN + 64];
            snprintf(path, sizeof path, "%s/assets/sprites/mapchip_%s_%d.png", gui_data_dir(a), set_color[n].name, f + 1);
            set_color[n].face[f] = IMG_LoadTexture(gui_renderer(a), path);
        }
    }
    ncolors = v->ncolors;
    wine_points = v->wine_points;
}

/* What everyone sees of the module: the engine's typed view (mc_view_of), not its JSON. */
static void read_state(gui_app *a)
{
    static mc_view v; /* about 5 kB, read on the GUI's thread only */
    gui_mc_state *m = &gui_mc_seen;
    memset(m, 0, sizeof *m);
    m->on = mc_view_of(gui_ext_game(a), &v);
    if (m->on)
        read_colors(a, &v);
    m->wine = v.wine;
    m->non_map = v.non_map;
    for (int i = 0; i < v.non_map; i++) {
        m->on_map[i].x = v.on_map[i].x;
        m->on_map[i].y = v.on_map[i].y;
    }
    for (int p = 0; p < CARC_MAX_PLAYERS; p++) {
        m->ntray[p] = v.ntray[p];
        for (int i = 0; i < v.ntray[p]; i++)
            m->tray[p][i] = (gui_mc_chip){v.tray[p][i].color, v.tray[p][i].value, v.tray[p][i].usable};
    }
    m->nstack = v.nstacks;
    for (int i = 0; i < v.nstacks; i++) {
        m->stack[i].color = v.stack[i].color >= 0 ? v.stack[i].color : GUI_MC_COLORS;
        m->stack[i].stack = v.stack[i].stack;
        m->stack[i].x = v.stack[i].x;
        m->stack[i].y = v.stack[i].y;
        m->stack[i].left = v.stack[i].left;
        m->stack[i].top = v.stack[i].top;
    }
}

/* ---- events -> animations ---- */

/* chip_collected [points "chip"]: the chip turns over on its square, its points fly, it flies to the tray. */
static int gui_mapchips_events(gui_app *a, const carc_event *ev, int n, int i, const int *co)
{
    (void)co;
    const carc_event *e = &ev[i];
    if (!gui_event_is(e, MC_EV_COLLECTED))
        return 0;
    gui_anim *an = gui_anim_push(gui_ext_anims(a), GUI_ANIM_CHIP_COLLECT, COLLECT_DUR);
    double start = gui_anim_next_start(gui_ext_anims(a)) - COLLECT_DUR;
    if (an) {
        an->cue = gui_audio_cue(gui_audio_of(a), e);
        gui_mc_flying_put(an, (gui_mc_flying){e->player, e->x, e->y, e->value, gui_mc_color_index(e->label)});
        start = an->start;
    }
    if (i + 1 >= n || !gui_event_points(&ev[i + 1], MC_CATEGORY_CHIP, e->player))
        return 1;
    if (ev[i + 1].amount != 0) {
        gui_game_log_points(a, e->player, ev[i + 1].amount, MC_CATEGORY_CHIP);
        gui_game_points_at(a, e->player, ev[i + 1].amount, e->x + 0.5, e->y + 0.35, start + FLIP);
    }
    return 2;
}

/* ---- the trays ---- */

typedef struct tray_item {
    int color, value;
    bool usable, from_tray;
    const gui_anim *leave;  /* paid or sold: still shown until its animation takes it away */
    const gui_anim *arrive; /* collected: shown once it has landed */
} tray_item;

static struct {
    int x, y, maxw;
    bool set;
} tray_at[CARC_MAX_PLAYERS]; /* where the HUD drew each tray */

double gui_mapchips_tray_chip_size(const gui_app *a)
{
    return gui_px(a, 22);
}

static bool leaves(const gui_anim *an)
{
    return an->kind == GUI_ANIM_CHIP_PAID || an->kind == GUI_ANIM_WINE_CHIP;
}

/* The chips shown in p's tray, by colour then value: the engine's tray, plus chips whose leaving is still
 * animated; arriving chips claim their place (one of the tray's first). */
static int tray_items(const gui_app *a, int p, tray_item *out, int max)
{
    const gui_mc_state *m = &gui_mc_seen;
    const gui_anim_queue *q = gui_ext_anims(a);
    int n = 0;
    for (int k = 0; k < m->ntray[p] && n < max; k++)
        out[n++] = (tray_item){m->tray[p][k].color, m->tray[p][k].value, m->tray[p][k].usable, true, NULL, NULL};
    for (int i = 0; i < q->n && n < max; i++)
        if (leaves(&q->items[i]) && gui_mc_flying_of(&q->items[i]).player == p)
            out[n++] =
                (tray_item){gui_mc_flying_of(&q->items[i]).color, gui_mc_flying_of(&q->items[i]).value, false, false, &q->items[i], NULL};
    for (int i = 0; i < q->n; i++) {
        const gui_anim *an = &q->items[i];
        if (an->kind != GUI_ANIM_CHIP_COLLECT || gui_mc_flying_of(an).player != p)
            continue;
        int best = -1;
        for (int k = 0; k < n; k++)
            if (out[k].color == gui_mc_flying_of(an).color && out[k].value == gui_mc_flying_of(an).value && !out[k].arrive &&
                (best < 0 || (out[k].from_tray && !out[best].from_tray)))
                best = k;
        if (best >= 0)
            out[best].arrive = an;
    }
    for (int i = 1; i < n; i++) /* insertion sort: stable */
        for (int k = i; k > 0 && (out[k].color < out[k - 1].color || (out[k].color == out[k - 1].color && out[k].value < out[k - 1].value));
             k--) {
            tray_item t = out[k];
            out[k] = out[k - 1];
            out[k - 1] = t;
        }
    return n;
}

/* Centres of the tray's chips, from the left end at (x, y): chips of one colour overlap, colours apart. */
static void tray_layout(const gui_app *a, const tray_item *it, int n, int x, int y, int maxw, double *cx)
{
    double s = gui_mapchips_tray_chip_size(a), step = s * 0.72, gap = s * 1.1, w = s;
    for (int k = 1; k < n; k++)
        w += it[k].color == it[k - 1].color ? step : gap;
    double f = w > maxw && w > s ? (maxw - s) / (w - s) : 1;
    f = f < 0 ? 0 : f; /* less room than a chip: all on the first */
    double at = x + s / 2;
    for (int k = 0; k < n; k++) {
        if (k > 0)
            at += (it[k].color == it[k - 1].color ? step : gap) * f;
        cx[k] = at;
    }
    (void)y;
}

static double anim_time(const gui_app *a, const gui_anim *an)
{
    return gui_anim_progress(gui_ext_anims(a), an) * an->dur;
}

bool gui_mapchips_tray_slot(const gui_app *a, const gui_anim *an, double *sx, double *sy)
{
    int p = gui_mc_flying_of(an).player;
    if (p < 0 || p >= CARC_MAX_PLAYERS || !tray_at[p].set)
        return false;
    tray_item it[GUI_MC_CHIPS * 2];
    double cx[GUI_MC_CHIPS * 2];
    int n = tray_items(a, p, it, GUI_MC_CHIPS * 2);
    tray_layout(a, it, n, tray_at[p].x, tray_at[p].y, tray_at[p].maxw, cx);
    for (int k = 0; k < n; k++)
        if (it[k].leave == an || it[k].arrive == an) {
            *sx = cx[k];
            *sy = tray_at[p].y + gui_font_h(a, FONT_SMALL) / 2.0;
            return true;
        }
    return false;
}

static int gui_mapchips_hud_row(gui_app *a, int p, int x, int y, int maxw)
{
    if (!gui_mc_seen.on || p < 0 || p >= CARC_MAX_PLAYERS)
        return 0;
    tray_at[p].x = x;
    tray_at[p].y = y;
    tray_at[p].maxw = maxw;
    tray_at[p].set = true;
    tray_item it[GUI_MC_CHIPS * 2];
    double cx[GUI_MC_CHIPS * 2];
    int n = tray_items(a, p, it, GUI_MC_CHIPS * 2);
    if (n == 0)
        return 0;
    tray_layout(a, it, n, x, y, maxw, cx);
    int hover = -1;
    unsigned lit = gui_islands_tray_mark(a, p, &hover);
    double s = gui_mapchips_tray_chip_size(a), cy = y + gui_font_h(a, FONT_SMALL) / 2.0;
    bool paid_marked = false; /* the option under the mouse pays the lowest usable chip of its colour */
    for (int k = 0; k < n; k++) {
        const tray_item *t = &it[k];
        double al = 255, lift = 0;
        if (t->arrive && anim_time(a, t->arrive) < COLLECT_DUR - 0.02)
            continue;                                           /* still on its way */
        if (t->leave && t->leave->kind == GUI_ANIM_CHIP_PAID) { /* fades out, rising */
            double u = gui_anim_progress(gui_ext_anims(a), t->leave);
            u = u < 0 ? 0 : u;
            al = 255 * (1 - u);
            lift = s * 0.6 * u;
        } else if (t->leave && gui_anim_progress(gui_ext_anims(a), t->leave) >= 0) {
            continue; /* flying to the bottle */
        }
        bool can = t->usable && ((lit >> t->color) & 1);
        if (can) {
            bool pay = t->color == hover && !paid_marked;
            paid_marked |= pay;
            gui_draw_sprite(a, gui_sprite_ring(a), cx[k], cy - (pay ? s * 0.25 : 0), s * (pay ? 1.6 : 1.35), 1,
                            pay ? (SDL_Color){255, 236, 150, 255} : (SDL_Color){255, 214, 90, 200});
            lift += pay ? s * 0.25 : 0;
        }
        gui_mc_chip_draw(a, t->color, t->value, cx[k], cy - lift, s, 1, (Uint8)al);
        char tip[96]; /* TRANSLATORS: the tooltip of a chip in a player's row; %s: its colour ("purple"), %d: its points */
        snprintf(tip, sizeof tip, P_("%s chip, scored %d point", "%s chip, scored %d points", (unsigned long)t->value),
                 gui_mc_color_title(t->color), t->value);
        gui_tip(a, (SDL_Rect){(int)(cx[k] - s / 2), (int)(cy - s / 2), (int)s, (int)s}, tip);
    }
    return (int)(cx[n - 1] - x + s / 2);
}

/* ---- drawing ---- */

static double board_chip_size(const gui_app *a)
{
    double s = gui_ext_camera(a)->zoom * 0.42;
    return s < 14 * gui_ui(a) ? 14 * gui_ui(a) : s;
}

static void gui_mapchips_draw_board(gui_app *a)
{
    if (!gui_mc_seen.on)
        return;
    double s = board_chip_size(a), sx, sy;
    for (int k = 0; k < gui_mc_seen.non_map; k++) {
        gui_cam_to_screen(gui_ext_camera(a), gui_mc_seen.on_map[k].x + 0.5, gui_mc_seen.on_map[k].y + 0.5, &sx, &sy);
        gui_mc_chip_draw(a, 0, 0, sx, sy, s, 1, 255);
    }
    const gui_anim_queue *q = gui_ext_anims(a); /* collected chips whose turn has not come yet still lie there */
    for (int i = 0; i < q->n; i++)
        if (q->items[i].kind == GUI_ANIM_CHIP_COLLECT && gui_anim_progress(q, &q->items[i]) < 0) {
            gui_cam_to_screen(gui_ext_camera(a), gui_mc_flying_of(&q->items[i]).x + 0.5, gui_mc_flying_of(&q->items[i]).y + 0.5, &sx, &sy);
            gui_mc_chip_draw(a, 0, 0, sx, sy, s, 1, 255);
        }
}

static void draw_collect(gui_app *a, const gui_anim *an, double t)
{
    double s = board_chip_size(a), big = s * 1.5 < 34 * gui_ui(a) ? 34 * gui_ui(a) : s * 1.5, sx, sy;
    gui_cam_to_screen(gui_ext_camera(a), gui_mc_flying_of(an).x + 0.5, gui_mc_flying_of(an).y + 0.5, &sx, &sy);
    int color = gui_mc_flying_of(an).color, value = gui_mc_flying_of(an).value;
    if (t < FLIP) { /* lifts and turns over about the vertical axis */
        double u = t / FLIP, sz = s + (big - s) * gui_ease_out(u);
        gui_mc_chip_draw(a, color, u < 0.5 ? 0 : value, sx, sy - sin(u * M_PI) * s * 0.3, sz, cos(u * M_PI), 255);
        return;
    }
    if (t < FLIP + SHOW) { /* face up, a ring in its colour pulsing out */
        double u = (t - FLIP) / SHOW;
        SDL_Color c = gui_mc_color_rgb(color);
        gui_draw_sprite(a, gui_sprite_ring(a), sx, sy, big * (1.1 + 0.5 * u), 1, (SDL_Color){c.r, c.g, c.b, (Uint8)(255 * (1 - u))});
        gui_mc_chip_draw(a, color, value, sx, sy, big, 1, 255);
        return;
    }
    double tx = sx, ty = sy, u = gui_ease_out((t - FLIP - SHOW) / FLY);
    if (!gui_mapchips_tray_slot(a, an, &tx, &ty))
        gui_hud_player_pos(a, gui_mc_flying_of(an).player, &tx, &ty);
    double ts = gui_mapchips_tray_chip_size(a);
    gui_mc_chip_draw(a, color, value, sx + (tx - sx) * u, sy + (ty - sy) * u - sin(u * M_PI) * 50 * gui_ui(a), big + (ts - big) * u, 1,
                     255);
}

static void gui_mapchips_draw_flying(gui_app *a)
{
    const gui_anim_queue *q = gui_ext_anims(a);
    for (int i = 0; i < q->n; i++) {
        const gui_anim *an = &q->items[i];
        double p = gui_anim_progress(q, an);
        if (an->kind == GUI_ANIM_CHIP_COLLECT && p >= 0)
            draw_collect(a, an, p * an->dur);
    }
}

/* ---- the table: Map-Chips with the maps' own uses of the chips (islands, wine) ---- */

static void begin(gui_app *a)
{
    (void)a;
    gui_islands_begin();
    gui_wine_begin();
}

static bool on(const gui_app *a)
{
    (void)a;
    return gui_mc_seen.on;
}

static void reset(gui_app *a)
{
    gui_islands_reset(a);
    gui_wine_reset(a);
}

static bool take(gui_app *a, const carc_action *act)
{
    return gui_islands_take(a, act) || gui_wine_take(a, act);
}

/* At the end, chips left in front of a player score nothing (seeds 002, 003): a 0 in the scoring log says
 * so for each player who kept some, as the final scoring begins. The event stays the base's (its banner). */
static void leftover_chips(gui_app *a, const carc_event *e, bool animate)
{
    if (e->type != CARC_EV_FINAL_SCORING || !e->name || strcmp(e->name, "final_scoring") != 0)
        return;
    /* the trays at the end, not those last read: the last tile may have collected a chip or sold a wine */
    static mc_view v;
    mc_view_of(gui_ext_game(a), &v);
    bool wine = v.wine;
    for (int p = 0; p < carc_game_player_count(gui_ext_game(a)) && p < CARC_MAX_PLAYERS; p++) {
        if (v.ntray[p] > 0) {
            /* TRANSLATORS: why a player's chips scored 0 at the end, in the scoring log after "Wine:" / "Map chips:" */
            gui_game_log_zero(a, p, wine ? MC_CATEGORY_WINE : MC_CATEGORY_CHIP, wine ? N_("chips unsold") : N_("chips left over"));
            if (animate)
                gui_game_points_at(a, p, 0, gui_ext_camera(a)->cx, gui_ext_camera(a)->cy, gui_anim_next_start(gui_ext_anims(a)));
        }
    }
}

static int events(gui_app *a, const carc_event *ev, int n, int i, const int *co)
{
    leftover_chips(a, &ev[i], true);
    int used = gui_mapchips_events(a, ev, n, i, co);
    if (!used)
        used = gui_islands_events(a, ev, n, i, co);
    if (!used)
        used = gui_wine_events(a, ev, n, i, co);
    return used;
}

/* (its other lines are the points events' own, as the shared log writes them) */
static int log_events(gui_app *a, const carc_event *ev, int n, int i)
{
    (void)n;
    leftover_chips(a, &ev[i], false);
    return 0;
}

static void draw_under(gui_app *a)
{
    gui_islands_draw_board(a);
    gui_mapchips_draw_board(a); /* face-down chips: under the pending tile, which hides the one it takes */
}

static void draw_flying(gui_app *a)
{
    gui_mapchips_draw_flying(a);
    gui_islands_draw_flying(a);
    gui_wine_draw_flying(a);
}

static const char *pass_label(const gui_app *a)
{
    return gui_wine_open(a) ? _("No sale") : NULL;
}

static int hud_sig(const gui_app *a, int *sig, int max)
{
    int n = 0;
    for (int p = 0; p < carc_game_player_count(gui_ext_game(a)) && p < CARC_MAX_PLAYERS && n < max; p++) {
        sig[n] = 0;
        for (int k = 0; k < gui_mc_seen.ntray[p]; k++)
            sig[n] = sig[n] * 7 + gui_mc_seen.tray[p][k].color * 3 + gui_mc_seen.tray[p][k].value + 1;
        n++;
    }
    n += gui_islands_hud_sig(sig + n, max - n);
    n += gui_wine_hud_sig(sig + n, max - n);
    return n;
}

static void instructions(const gui_app *a, const char **l1, const char **l2)
{
    gui_islands_instructions(a, l1, l2);
    gui_wine_instructions(a, l1, l2);
}

static bool demo_stage(gui_app *a, const carc_action *act, int stage, char *what, size_t cap)
{
    return gui_islands_demo_stage(a, act, stage, what, cap) || gui_wine_demo_stage(a, act, stage, what, cap);
}

static const char *category_title(const char *category)
{
    /* TRANSLATORS: results' column headings (about 80 pixels) and scoring log words */
    return strcmp(category, MC_CATEGORY_CHIP) == 0 ? _("Map chips") : strcmp(category, MC_CATEGORY_WINE) == 0 ? _("Wine") : NULL;
}

static bool category_hidden(const gui_app *a, const char *category)
{
    (void)a;
    return gui_mc_seen.on && !gui_mc_seen.wine && strcmp(category, MC_CATEGORY_WINE) == 0;
}

static const char *const help[][2] = {
    {N_("Island tile (Benelux)"), N_("click a lit island, or Draw from the stack")},
    {N_("Sell wine (France)"), N_("click a sale on the panel, or No sale")},
    {NULL, NULL},
};

static bool wine_in_play(const carc_game *g)
{
    static mc_view v;
    return mc_view_of(g, &v) && v.wine;
}

/* TRANSLATORS: columns of the results' statistics (about 90 px, may take two lines) */
static const gui_stat_spec stats[] = {{N_("Map chips collected"), MC_EV_COLLECTED, NULL, NULL},
                                      {N_("Wines sold"), MC_EV_WINE_SOLD, NULL, wine_in_play},
                                      {NULL, NULL, NULL, NULL}};

static const gui_ext_test test = {.demo_stage = demo_stage};

const gui_ext gui_ext_mapchips = {
    .module = MC_MODULE,
    .load = load,
    .unload = unload,
    .begin = begin,
    .read = read_state,
    .on = on,
    .reset = reset,
    .take = take,
    .sorted = gui_islands_refresh,
    .events = events,
    .log = log_events,
    .draw_under = draw_under,
    .draw_flying = draw_flying,
    .draw_panel = gui_wine_panel,
    .board_input = gui_islands_board_input,
    .hud_tile = gui_islands_hud,
    .hud_hide_tile = gui_islands_hide_tile,
    .pass_label = pass_label,
    .hud_row = gui_mapchips_hud_row,
    .hud_sig = hud_sig,
    .instructions = instructions,
    .help = help,
    .test = &test,
    .category_title = category_title,
    .category_hidden = category_hidden,
    .stats = stats,
};
