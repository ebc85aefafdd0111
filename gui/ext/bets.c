/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Bets, the choices: hidden information in hotseat play — when bets open, each bettor first gets
 * a full-screen "Pass the mouse to ..." screen (the board hidden), then their rack of unplayed chips
 * with the faces shown (click a chip or "No bet"), then the next bettor's pass screen. When several
 * completed features could settle an office, each is lit in its colour and named on the board and on
 * HUD buttons; click one. (Stacks, chips in flight and the reveal: gui_bets_reveal.c.) Everything
 * comes from the legal actions and the module's typed view (bets_view_of). */
#include "bets.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* A bet's chip face ("" when it names none). */
static const char *chip_of(const carc_action *act)
{
    const char *c = carc_action_label(act, BETS_F_CHIP);
    return c ? c : "";
}

static const SDL_Color cand_color[4] = {{90, 200, 255, 255}, {255, 150, 60, 255}, {200, 130, 255, 255}, {120, 230, 120, 255}};
static const SDL_Color WHITE = {240, 240, 240, 255}, GREY = {160, 166, 178, 255};

gui_bets_ui gui_bets;

static bool is_phase(const gui_app *a, const char *name)
{
    const char *ph = carc_game_phase(gui_ext_game(a));
    return ph && strcmp(ph, name) == 0;
}

/* ---- legal actions ---- */

static void gui_bets_reset(gui_app *a)
{
    (void)a;
    gui_bets_ui *b = &gui_bets;
    b->nchip = 0;
    b->can_pass = false;
    b->nsettle = 0;
    b->settle_hover = -1;
}

static bool gui_bets_take(gui_app *a, const carc_action *act)
{
    gui_bets_ui *b = &gui_bets;
    if (gui_ext_pending(a))
        return false;
    if (act->kind == CARC_ACT_PASS && is_phase(a, BETS_PHASE_BETS)) {
        b->can_pass = true;
        return true;
    }
    if (act->kind != CARC_ACT_OTHER)
        return false;
    if (strcmp(act->act, BETS_ACT_BET) == 0 && carc_action_label(act, BETS_F_CHIP)) {
        if (b->nchip < GUI_RACK)
            b->chip[b->nchip++] = *act;
        return true;
    }
    if (strcmp(act->act, BETS_ACT_SETTLE) == 0 && (act->has & CARC_AF_XY) && (act->has & CARC_AF_AT)) {
        if (b->nsettle < (int)(sizeof b->settle / sizeof b->settle[0]))
            b->settle[b->nsettle++].act = *act;
        return true;
    }
    return false;
}

static const char *side_name(int at)
{
    /* TRANSLATORS: the side of the betting office a road or city leaves by ("Road, north (6 tiles)") */
    static const char *const names[CARC_NLOC] = {N_("north"), N_("north"), N_("north"), N_("east"), N_("east"), N_("east"),  N_("south"),
                                                 N_("south"), N_("south"), N_("west"),  N_("west"), N_("west"), N_("centre")};
    return at >= 0 && at < CARC_NLOC ? _(names[at]) : "";
}

/* Name the settle candidates ("Road (6 tiles)") and find their squares. */
static void settle_options(gui_app *a)
{
    gui_bets_ui *b = &gui_bets;
    int used = 0, cap = (int)(sizeof b->coords / sizeof b->coords[0]) / 2;
    for (int i = 0; i < b->nsettle; i++) {
        gui_settle_opt *o = &b->settle[i];
        int bi = carc_game_board_at(gui_ext_game(a), o->act.x, o->act.y), seg = -1;
        if (bi >= 0) {
            carc_placed_tile pt = carc_game_board_tile(gui_ext_game(a), bi);
            seg = carc_tile_segment_at(gui_rules(a), pt.type, pt.rot, o->act.at);
        }
        o->feature = seg >= 0 ? carc_game_feature_of(gui_ext_game(a), bi, seg) : -1;
        o->off = 2 * used;
        o->len = o->feature >= 0 ? gui_board_feature_squares(a, o->feature, b->coords + o->off, cap - used, &o->type) : 0;
        used += o->len;
    }
    for (int i = 0; i < b->nsettle; i++) {
        gui_settle_opt *o = &b->settle[i];
        bool twin = false; /* two candidates of one type: say which side of the office */
        for (int k = 0; k < b->nsettle; k++)
            twin |= k != i && b->settle[k].type == o->type;
        const char *type = gui_feature_title(o->type);
        unsigned long n = (unsigned long)o->len;
        if (twin && o->len > 0) /* TRANSLATORS: a feature the office's chips may be settled for: "Road, north (6 tiles)" */
            snprintf(o->label, sizeof o->label, P_("%s, %s (%d tile)", "%s, %s (%d tiles)", n), type, side_name(o->act.at), o->len);
        else if (twin) /* TRANSLATORS: a feature and the office's side it leaves by ("Road, north"); also a list's "A, B" */
            snprintf(o->label, sizeof o->label, _("%s, %s"), type, side_name(o->act.at));
        else if (o->len > 0) /* TRANSLATORS: a feature and its size: "Road (6 tiles)" */
            snprintf(o->label, sizeof o->label, P_("%s (%d tile)", "%s (%d tiles)", n), type, o->len);
        else
            snprintf(o->label, sizeof o->label, "%s", type);
    }
}

static void gui_bets_refresh(gui_app *a)
{
    gui_bets_ui *b = &gui_bets;
    settle_options(a);
    bool betting = is_phase(a, BETS_PHASE_BETS) && (b->nchip > 0 || b->can_pass);
    if (!betting) {
        b->screen = GUI_BET_NONE;
        return;
    }
    int key = carc_game_action_count(gui_ext_game(a));
    if (b->screen == GUI_BET_NONE || b->key != key) { /* a new bettor: first the pass-the-mouse screen, if
                                                       * another human sits at the computer */
        b->screen = gui_human_seats(a) > 1 ? GUI_BET_PASS : GUI_BET_RACK;
        b->player = carc_game_current_player(gui_ext_game(a));
        b->key = key;
        b->hover = -1;
        b->shown_at = -1;
    }
}

bool gui_bets_active(const gui_app *a)
{
    return gui_bets.screen != GUI_BET_NONE && gui_game_idle(a) && !gui_ext_finished(a);
}

/* A rack opens under a hand that was just clicking (on the pass screen, or before a computer's move). */
#define RACK_HOLD 0.4

static bool gui_bets_rack_held(const gui_app *a)
{
    const gui_bets_ui *b = &gui_bets;
    if (!gui_bets_active(a) || b->screen != GUI_BET_RACK)
        return false;
    return gui_click_held(b->shown_at, RACK_HOLD, gui_now(a), gui_input_of(a)->ldown || gui_input_of(a)->clicked,
                          gui_input_of(a)->press_at);
}

bool gui_bets_settling(const gui_app *a)
{
    (void)a;
    return gui_bets.nsettle > 0;
}

/* ---- drawing on the board ---- */

/* The tile the bets are open on: the one just placed. */
static bool open_office(const gui_app *a, int *x, int *y)
{
    int nb = carc_game_board_count(gui_ext_game(a));
    if (nb == 0)
        return false;
    carc_placed_tile pt = carc_game_board_tile(gui_ext_game(a), nb - 1);
    *x = pt.x;
    *y = pt.y;
    return true;
}

static bool in_option(int i, int x, int y)
{
    const gui_settle_opt *o = &gui_bets.settle[i];
    for (int k = 0; k < o->len; k++)
        if (gui_bets.coords[o->off + 2 * k] == x && gui_bets.coords[o->off + 2 * k + 1] == y)
            return true;
    return false;
}

/* The label of a candidate: at the middle of the squares only it has (all of them if none). */
static void label_spot(int i, double *bx, double *by)
{
    const gui_settle_opt *o = &gui_bets.settle[i];
    double sx = 0, sy = 0;
    int n = 0;
    for (int pass = 0; pass < 2 && n == 0; pass++)
        for (int k = 0; k < o->len; k++) {
            int x = gui_bets.coords[o->off + 2 * k], y = gui_bets.coords[o->off + 2 * k + 1];
            bool shared = false;
            for (int m = 0; m < gui_bets.nsettle && !shared && pass == 0; m++)
                shared = m != i && in_option(m, x, y);
            if (!shared) {
                sx += x;
                sy += y;
                n++;
            }
        }
    *bx = n ? sx / n + 0.5 : 0.5;
    *by = n ? sy / n + 0.5 : 0.5;
}

static void gui_bets_draw_board(gui_app *a)
{
    gui_bets_ui *b = &gui_bets;
    if (!gui_bets_seen_now.on)
        return;
    bool idle = gui_game_idle(a);
    /* settle candidates, each in its colour, named on the board */
    if (b->nsettle > 0 && idle) {
        double pulse = 0.5 + 0.5 * sin(gui_now(a) * 4);
        for (int i = 0; i < b->nsettle; i++) {
            const gui_settle_opt *o = &b->settle[i];
            bool hov = i == b->settle_hover;
            gui_board_mark_feature(a, gui_bets.coords + o->off, o->len, o->feature, cand_color[i % 4],
                                   (Uint8)(hov                    ? 255
                                           : b->settle_hover >= 0 ? 90
                                                                  : 170 + 70 * pulse));
        }
    }
    gui_bets_draw_reveal(a);
    /* the office being bet on, then the face-down stacks */
    int ox, oy;
    if (b->screen == GUI_BET_RACK && open_office(a, &ox, &oy)) {
        SDL_Rect r;
        gui_board_square(a, ox, oy, &r);
        gui_fill(a, r, (SDL_Color){255, 230, 140, (Uint8)(30 + 25 * sin(gui_now(a) * 5))});
        gui_frame(a, r, (SDL_Color){255, 214, 90, 255}, 4);
    }
    if (b->nsettle > 0)
        gui_bets_draw_stacks(a, b->settle[0].act.x, b->settle[0].act.y, idle);
    else
        gui_bets_draw_stacks(a, 0, 0, false);
}

/* Over the meeples: the labels that name a choice (a meeple beside the office hid its "Bets here"). */
static void gui_bets_draw_labels(gui_app *a)
{
    gui_bets_ui *b = &gui_bets;
    if (!gui_bets_seen_now.on)
        return;
    if (b->nsettle > 0 && gui_game_idle(a))
        for (int i = 0; i < b->nsettle; i++) {
            const gui_settle_opt *o = &b->settle[i];
            if (o->len == 0)
                continue;
            double bx, by, sx, sy;
            label_spot(i, &bx, &by);
            gui_cam_to_screen(gui_ext_camera(a), bx, by, &sx, &sy);
            SDL_Color c = cand_color[i % 4];
            char pill[48]; /* its size: the colour and the place tell which it is (the HUD's buttons name it) */
            snprintf(pill, sizeof pill, P_("%d tile", "%d tiles", (unsigned long)o->len), o->len);
            gui_pill(a, FONT_BOLD, pill, (SDL_Color){20, 20, 24, 255}, (SDL_Color){c.r, c.g, c.b, 235}, (int)sx, (int)sy);
        }
    int ox, oy;
    if (b->screen == GUI_BET_RACK && open_office(a, &ox, &oy)) {
        SDL_Rect r;
        gui_board_square(a, ox, oy, &r);
        gui_pill(a, FONT_BOLD, _("Bets here"), (SDL_Color){30, 26, 16, 255}, (SDL_Color){255, 214, 90, 240}, r.x + r.w / 2,
                 r.y - gui_font_h(a, FONT_BOLD) / 2 - gui_px(a, 6));
    }
}

/* ---- the betting screens ---- */

#define RACK_CHIP 76
#define RACK_GAP 14
#define RACK_PASS 110

static SDL_Rect rack_panel(const gui_app *a)
{
    SDL_Rect hud = gui_hud_rect(a);
    int w = gui_px(a, 6 * RACK_CHIP + 5 * RACK_GAP + 28 + RACK_PASS + 80), h = gui_px(a, 206);
    if (w > hud.x - gui_px(a, 20))
        w = hud.x - gui_px(a, 20);
    return (SDL_Rect){(hud.x - w) / 2, gui_height(a) - h - gui_px(a, 20), w, h};
}

/* The row of n chips and the No bet button, shrunk to fit a narrow window. */
static void rack_row(const gui_app *a, int n, int *x0, int *size, int *gap)
{
    SDL_Rect r = rack_panel(a);
    double k = 1, want = gui_px(a, n * RACK_CHIP + (n > 0 ? n - 1 : 0) * RACK_GAP + 28 + RACK_PASS), room = r.w - gui_px(a, 32);
    if (want > room)
        k = (room - gui_px(a, 28 + RACK_PASS)) / (want - gui_px(a, 28 + RACK_PASS));
    *size = (int)(gui_px(a, RACK_CHIP) * k);
    *gap = (int)(gui_px(a, RACK_GAP) * k);
    int w = n * *size + (n > 0 ? n - 1 : 0) * *gap + gui_px(a, 28 + RACK_PASS);
    *x0 = r.x + (r.w - w) / 2;
}

static SDL_Rect rack_chip(const gui_app *a, int k, int n)
{
    int x0, s, gap;
    rack_row(a, n, &x0, &s, &gap);
    SDL_Rect r = rack_panel(a);
    return (SDL_Rect){x0 + k * (s + gap), r.y + gui_px(a, 76) + (gui_px(a, RACK_CHIP) - s) / 2, s, s};
}

static SDL_Rect rack_pass(const gui_app *a, int n)
{
    int x0, s, gap;
    rack_row(a, n, &x0, &s, &gap);
    SDL_Rect r = rack_panel(a);
    int x = x0 + n * s + (n > 0 ? n - 1 : 0) * gap + gui_px(a, 28);
    return (SDL_Rect){x, r.y + gui_px(a, 76) + (gui_px(a, RACK_CHIP) - gui_px(a, 40)) / 2, gui_px(a, RACK_PASS), gui_px(a, 40)};
}

/* Glide the board so that the office is not under the rack panel. */
static void show_office(gui_app *a)
{
    int ox, oy;
    if (!open_office(a, &ox, &oy))
        return;
    SDL_Rect r, panel = rack_panel(a);
    gui_board_square(a, ox, oy, &r);
    int top = gui_font_h(a, FONT_BOLD) + gui_px(a, 20);
    if (r.y + r.h < panel.y - gui_px(a, 10) && r.y > top && r.x > 0 && r.x + r.w < gui_ext_camera(a)->vw)
        return;
    const gui_camera *c = gui_ext_camera(a);
    gui_ext_glide(a, ox + 0.5, oy + 0.5 + (c->vh / 2.0 - (panel.y - gui_px(a, 10) + top) / 2.0) / c->zoom);
}

static bool gui_bets_board_visible(const gui_app *a, int x, int y)
{
    const gui_bets_ui *b = &gui_bets;
    return gui_bets_active(a) && b->screen == GUI_BET_RACK && !gui_in_rect(x, y, rack_panel(a)) && x < gui_hud_rect(a).x;
}

static void choose(gui_app *a, const carc_action *act)
{
    carc_action copy = *act;
    gui_game_apply(a, &copy);
}

static void pass_screen(gui_app *a)
{
    gui_bets_ui *b = &gui_bets;
    carc_game *g = gui_ext_game(a);
    SDL_Color pc = gui_player_color(carc_game_player_color(g, b->player));
    SDL_Color bg = {(Uint8)(18 + pc.r / 6), (Uint8)(20 + pc.g / 6), (Uint8)(26 + pc.b / 6), 255};
    gui_fill(a, (SDL_Rect){0, 0, gui_width(a), gui_height(a)}, bg);
    gui_fill(a, (SDL_Rect){0, 0, gui_width(a), gui_px(a, 10)}, pc);
    gui_fill(a, (SDL_Rect){0, gui_height(a) - gui_px(a, 10), gui_width(a), gui_px(a, 10)}, pc);
    const char *name = carc_game_player_name(g, b->player);
    int cx = gui_width(a) / 2, y = gui_height(a) / 2 - gui_px(a, 170);
    gui_draw_meeple(a, gui_player_color_index(a, b->player), false, cx, y + gui_px(a, 50), gui_px(a, 96));
    y += gui_px(a, 116);
    char buf[160];
    snprintf(buf, sizeof buf, _("Pass the mouse to %s"), name);
    gui_text(a, gui_text_fit(a, FONT_TITLE, FONT_LARGE, buf, gui_width(a) - gui_px(a, 40)), buf, WHITE, cx, y, ALIGN_CENTER);
    y += gui_font_h(a, FONT_TITLE) + gui_px(a, 14);
    gui_text(a, FONT_NORMAL, _("Bets are open on the new betting office."), GREY, cx, y, ALIGN_CENTER);
    y += gui_font_h(a, FONT_NORMAL) + gui_px(a, 4);
    /* TRANSLATORS: %s is the player's name; the others must not see the chips */
    snprintf(buf, sizeof buf, _("The next screen shows %s's chips: everyone else, look away."), name);
    gui_text(a, FONT_NORMAL, buf, GREY, cx, y, ALIGN_CENTER);
    y += gui_font_h(a, FONT_NORMAL) + gui_px(a, 30);
    snprintf(buf, sizeof buf, _("I am %s: show my chips"), name);
    int bw = gui_text_width(a, FONT_BOLD, buf) + gui_px(a, 60), bh = gui_px(a, 48);
    bool go = gui_button(a, (SDL_Rect){cx - bw / 2, y, bw, bh}, buf, true, true);
    gui_text(a, FONT_SMALL, _("or click anywhere, or press Enter"), GREY, cx, y + bh + gui_px(a, 10), ALIGN_CENTER);
    for (int i = 0; i < gui_input_of(a)->nkeys; i++)
        go |=
            gui_input_of(a)->keys[i] == SDLK_RETURN || gui_input_of(a)->keys[i] == SDLK_SPACE || gui_input_of(a)->keys[i] == SDLK_KP_ENTER;
    if (gui_input_of(a)->clicked && !gui_input_of(a)->consumed)
        go = true;
    gui_input_of(a)->consumed = true;
    if (go) {
        b->screen = GUI_BET_RACK;
        b->shown_at = gui_now(a);
        show_office(a);
    }
}

static void rack_screen(gui_app *a)
{
    gui_bets_ui *b = &gui_bets;
    SDL_Rect r = rack_panel(a);
    SDL_Color pc = gui_player_color(carc_game_player_color(gui_ext_game(a), b->player));
    if (b->shown_at < 0) /* the first frame it is seen (no pass screen before it) */
        b->shown_at = gui_now(a);
    gui_fill(a, (SDL_Rect){r.x + 4, r.y + 6, r.w, r.h}, (SDL_Color){0, 0, 0, 90});
    gui_panel(a, r);
    gui_cover_note(a, r); /* a choice in progress: no hint over it */
    gui_fill(a, (SDL_Rect){r.x, r.y, r.w, gui_px(a, 5)}, pc);
    char buf[160];
    snprintf(buf, sizeof buf, _("%s, bet one of your chips on this office"), carc_game_player_name(gui_ext_game(a), b->player));
    int font = gui_text_fit(a, FONT_LARGE, FONT_BOLD, buf, r.w - gui_px(a, 20));
    gui_text(a, font, buf, WHITE, r.x + r.w / 2, r.y + gui_px(a, 16), ALIGN_CENTER);
    gui_text(a, FONT_SMALL, _("It stays face down until a road or city through the office is scored."), GREY, r.x + r.w / 2,
             r.y + gui_px(a, 22) + gui_font_h(a, FONT_LARGE), ALIGN_CENTER);
    b->hover = -1;
    for (int k = 0; k < b->nchip; k++)
        if (gui_in_rect(gui_input_of(a)->mx, gui_input_of(a)->my, rack_chip(a, k, b->nchip)))
            b->hover = k;
    for (int k = 0; k < b->nchip; k++) {
        SDL_Rect c = rack_chip(a, k, b->nchip);
        bool hov = k == b->hover;
        double cx = c.x + c.w / 2.0, cy = c.y + c.h / 2.0 - (hov ? gui_px(a, 8) : 0);
        if (hov)
            gui_draw_sprite(a, gui_sprite_ring(a), cx, cy, c.w * 1.25, 1,
                            gui_player_color(carc_game_player_color(gui_ext_game(a), b->player)));
        gui_bets_chip(a, chip_of(&b->chip[k]), b->player, cx, cy, c.w * (hov ? 1.08 : 1), 1, 255, false);
        const char *pays = gui_bets_pays(chip_of(&b->chip[k]), false); /* tiles:points under the chip */
        if (pays)
            gui_text(a, FONT_SMALL, pays, hov ? WHITE : GREY, (int)(c.x + c.w / 2.0), c.y + c.h + gui_px(a, 3), ALIGN_CENTER);
    }
    SDL_Rect pr = rack_pass(a, b->nchip);
    bool pass = b->can_pass && gui_button(a, pr, _("No bet"), true, false);
    /* what the chip under the mouse pays, in words; else how to read the faces */
    char hint[256];
    const char *full = b->hover >= 0 ? gui_bets_pays(chip_of(&b->chip[b->hover]), true) : NULL;
    if (full)
        /* TRANSLATORS: the first %s is a chip's label ("6|7+"), the second what it pays ("6 tiles: 6 points, or 7 or more tiles: 7 points") */
        snprintf(hint, sizeof hint, _("%s pays when its road or city scores with %s."), chip_of(&b->chip[b->hover]), full);
    else
        snprintf(hint, sizeof hint, "%s", _("Under each chip, tiles:points (N+ means N or more). Click a chip to bet it, or No bet."));
    gui_text(a, FONT_SMALL, hint, b->hover >= 0 ? WHITE : GREY, r.x + r.w / 2, r.y + r.h - gui_px(a, 24), ALIGN_CENTER);
    if (gui_input_of(a)->clicked && !gui_input_of(a)->consumed && b->hover >= 0) {
        gui_input_of(a)->consumed = true;
        choose(a, &b->chip[b->hover]);
        return;
    }
    if (pass) {
        carc_action act;
        carc_action_pass(&act);
        choose(a, &act);
    }
}

static void gui_bets_screens(gui_app *a)
{
    gui_bets_ui *b = &gui_bets;
    if (!gui_bets_active(a))
        return;
    if (b->screen == GUI_BET_PASS)
        pass_screen(a);
    else
        rack_screen(a);
}

/* ---- the settle choice ---- */

static void gui_bets_board_input(gui_app *a)
{
    gui_bets_ui *b = &gui_bets;
    if (b->nsettle == 0)
        return;
    int hx, hy;
    if (!gui_ext_hover_square(a, &hx, &hy))
        return; /* the HUD buttons set the hover there */
    b->settle_hover = -1;
    int found = -1, nfound = 0;
    for (int i = 0; i < b->nsettle; i++)
        if (in_option(i, hx, hy)) {
            found = found < 0 ? i : found;
            nfound++;
        }
    if (nfound > 1) { /* a square in several candidates (the office): the segment under the mouse */
        int bi = carc_game_board_at(gui_ext_game(a), hx, hy);
        carc_placed_tile pt = carc_game_board_tile(gui_ext_game(a), bi);
        double bx, by;
        gui_cam_to_board(gui_ext_camera(a), gui_input_of(a)->mx, gui_input_of(a)->my, &bx, &by);
        int seg = gui_mask_segment(gui_tile_mask(a, pt.type), pt.rot, bx - hx, by - hy);
        int f = seg >= 0 ? carc_game_feature_of(gui_ext_game(a), bi, seg) : -1;
        found = -1;
        for (int i = 0; i < b->nsettle; i++)
            if (f >= 0 && b->settle[i].feature == f)
                found = i;
    }
    b->settle_hover = found;
    if (gui_input_of(a)->clicked && !gui_input_of(a)->consumed && found >= 0) {
        gui_input_of(a)->consumed = true;
        choose(a, &b->settle[found].act);
    }
}

static int gui_bets_hud(gui_app *a, int x, int y, int w)
{
    gui_bets_ui *b = &gui_bets;
    if (b->nsettle == 0)
        return 0;
    int bh = gui_px(a, 34), y0 = y, hovered = -1;
    bool idle = gui_game_idle(a);
    for (int i = 0; i < b->nsettle; i++) {
        SDL_Rect r = {x, y, w, bh};
        if (gui_in_rect(gui_input_of(a)->mx, gui_input_of(a)->my, r))
            hovered = i;
        bool go = gui_button(a, r, b->settle[i].label, idle, i == b->settle_hover);
        gui_fill(a, (SDL_Rect){r.x + gui_px(a, 6), r.y + gui_px(a, 6), gui_px(a, 8), r.h - gui_px(a, 12)}, cand_color[i % 4]);
        if (go)
            choose(a, &b->settle[i].act);
        y += bh + gui_px(a, 6);
    }
    if (gui_in_rect(gui_input_of(a)->mx, gui_input_of(a)->my, gui_hud_rect(a)))
        b->settle_hover = hovered;
    return y - y0;
}

static void gui_bets_instructions(const gui_app *a, const char **l1, const char **l2)
{
    (void)l2; /* one text: the HUD wraps it */
    (void)a;
    const gui_bets_ui *b = &gui_bets;
    if (b->nsettle > 0) {
        *l1 = _("Choose the feature the office's chips are settled for (click it).");
    } else if (b->screen == GUI_BET_RACK) {
        *l1 = _("Bet a chip on the office, or No bet.");
    }
}

static bool gui_bets_demo_stage(gui_app *a, const carc_action *act, int stage, char *what, size_t cap)
{
    gui_bets_ui *b = &gui_bets;
    if (act->kind == CARC_ACT_OTHER && strcmp(act->act, BETS_ACT_SETTLE) == 0 && b->nsettle > 0) {
        if (stage > 0)
            return false;
        int bi = carc_game_board_at(gui_ext_game(a), act->x, act->y); /* the mouse over the chosen feature on the office tile */
        if (bi >= 0) {
            carc_placed_tile pt = carc_game_board_tile(gui_ext_game(a), bi);
            double u, v, sx, sy;
            gui_tile_spot(a, pt.type, pt.rot, carc_tile_segment_at(gui_rules(a), pt.type, pt.rot, act->at), &u, &v);
            gui_cam_to_screen(gui_ext_camera(a), act->x + u, act->y + v, &sx, &sy);
            gui_input_of(a)->mx = (int)sx;
            gui_input_of(a)->my = (int)sy;
        }
        snprintf(what, cap, "settle");
        return true;
    }
    bool bet = act->kind == CARC_ACT_OTHER && strcmp(act->act, BETS_ACT_BET) == 0;
    if (!(bet || act->kind == CARC_ACT_PASS) || !gui_bets_active(a))
        return false;
    if (stage == 0 && b->screen == GUI_BET_PASS) {
        snprintf(what, cap, "bet_pass");
        return true;
    }
    if (stage <= 1) { /* the click that shows the rack, then the mouse over the scripted chip */
        if (b->screen != GUI_BET_RACK)
            show_office(a);
        b->screen = GUI_BET_RACK;
        SDL_Rect r = rack_pass(a, b->nchip);
        for (int k = 0; k < b->nchip; k++)
            if (bet && strcmp(chip_of(&b->chip[k]), chip_of(act)) == 0)
                r = rack_chip(a, k, b->nchip);
        gui_input_of(a)->mx = r.x + r.w / 2;
        gui_input_of(a)->my = r.y + r.h / 2;
        snprintf(what, cap, "bet_rack");
        return true;
    }
    return false;
}

static void begin(gui_app *a)
{
    (void)a;
    memset(&gui_bets, 0, sizeof gui_bets); /* a betting step shows its pass-the-mouse screen again */
}

static bool on(const gui_app *a)
{
    (void)a;
    return gui_bets_seen_now.on;
}

static bool modal_blind(const gui_app *a)
{
    return gui_bets_active(a) && gui_bets.screen == GUI_BET_PASS;
}

static int hud_rows(const gui_app *a)
{
    (void)a;
    return gui_bets.nsettle > 1 ? gui_bets.nsettle - 1 : 0;
}

static bool hud_busy(const gui_app *a)
{
    return gui_bets_settling(a);
}

static void hud_buttons(gui_app *a, int x, int y, int w, bool pass_row)
{
    (void)pass_row; /* the settle buttons take the first row: there is no pass then */
    gui_bets_hud(a, x, y, w);
}

static int hud_sig(const gui_app *a, int *sig, int max)
{
    int n = 0;
    for (int p = 0; p < carc_game_player_count(gui_ext_game(a)) && p < CARC_MAX_PLAYERS && n < max; p++)
        sig[n++] = gui_bets_seen_now.nrack[p];
    if (n + 3 > max)
        return n;
    sig[n++] = gui_bets.nsettle;
    sig[n++] = gui_bets.settle_hover;
    sig[n++] = gui_bets.screen;
    return n;
}

/* Undo into a betting step must show its pass-the-mouse screen, never the rack of the bettor before. */
static bool undo_note(const gui_app *a, char *note, size_t cap)
{
    bool betting = is_phase(a, BETS_PHASE_BETS) && gui_bets.nchip + gui_bets.can_pass > 0;
    if (!betting)
        return true;
    snprintf(note, cap, "%s", gui_bets.screen == GUI_BET_PASS ? ", pass-the-mouse screen" : ", RACK SHOWN");
    return gui_bets.screen == GUI_BET_PASS;
}

static const char *acting(const char *phase)
{
    /* TRANSLATORS: the HUD's heading while a player bets, %s is the name */
    return strcmp(phase, BETS_PHASE_BETS) == 0 ? _("%s is betting") : NULL;
}

static const char *category_title(const char *category)
{
    return strcmp(category, BETS_CATEGORY) == 0 ? _("Bets") : NULL;
}

/* TRANSLATORS: a column of the results' statistics (about 90 px, may take two lines) */
static const gui_stat_spec stats[] = {{N_("Bets hit"), BETS_EV_REVEALED, "hit", NULL}, {NULL, NULL, NULL, NULL}};

/* TRANSLATORS: the help box's lines for The Bets: {what, how} */
static const char *const help[][2] = {
    {N_("Bet on a betting office"), N_("after its tile: click one of your chips, or No bet")},
    {NULL, NULL},
};

static const gui_ext_test test = {.demo_stage = gui_bets_demo_stage, .undo_note = undo_note};

const gui_ext gui_ext_bets = {
    .module = BETS_MODULE,
    .help = help,
    .load = gui_bets_load,
    .unload = gui_bets_unload,
    .begin = begin,
    .show = begin,
    .read = gui_bets_read,
    .on = on,
    .reset = gui_bets_reset,
    .take = gui_bets_take,
    .sorted = gui_bets_refresh,
    .events = gui_bets_events,
    .log = gui_bets_log,
    .draw_board = gui_bets_draw_board,
    .draw_over = gui_bets_draw_labels,
    .draw_flying = gui_bets_draw_flying,
    .board_input = gui_bets_board_input,
    .modal = gui_bets_active,
    .modal_blind = modal_blind,
    .modal_board = gui_bets_board_visible,
    .modal_held = gui_bets_rack_held,
    .modal_draw = gui_bets_screens,
    .hud_rows = hud_rows,
    .hud_busy = hud_busy,
    .hud_buttons = hud_buttons,
    .hud_row = gui_bets_hud_row,
    .hud_sig = hud_sig,
    .instructions = gui_bets_instructions,
    .acting = acting,
    .test = &test,
    .category_title = category_title,
    .stats = stats,
};
