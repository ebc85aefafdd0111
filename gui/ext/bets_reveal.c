/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Bets, what everyone sees: chips flying onto an office, face-down stacks with a count, and a
 * settlement — the stack lifts into a row, the chips turn over one by one beside the tile count of the
 * feature they count for (lit on the board), hits glow and send their points to the owner, misses
 * fade, and every chip flies home. Also each player's chip count in the HUD. Everything comes from the
 * events and the module's typed view (bets_view_of). */
#include "bets.h"

#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

/* the timeline of one office's settlement (seconds) */
#define LIFT 0.5  /* the stack lifts and spreads into a row */
#define STEP 0.75 /* one chip: turn over, then show the result */
#define FLIP 0.3
#define HOLD 0.5   /* all results visible together */
#define RETURN 0.7 /* chips fly home */

static const SDL_Color WHITE = {240, 240, 240, 255}, GREY = {160, 166, 178, 255};

gui_bets_seen gui_bets_seen_now;
static SDL_Texture *chip_back;
static struct {
    char label[16];
    SDL_Texture *tex;
} face[GUI_RACK]; /* chip faces, loaded on first use */
static int nface;

void gui_bets_load(gui_app *a)
{
    char path[GUI_PATH_LEN + 64];
    snprintf(path, sizeof path, "%s/assets/sprites/chip_back.png", gui_data_dir(a));
    chip_back = IMG_LoadTexture(gui_renderer(a), path);
}

void gui_bets_unload(gui_app *a)
{
    (void)a;
    for (int i = 0; i < nface; i++)
        if (face[i].tex)
            SDL_DestroyTexture(face[i].tex);
    nface = 0;
    if (chip_back)
        SDL_DestroyTexture(chip_back);
    chip_back = NULL;
}

/* A chip face's sprite: the face label with '|' as '-' and '+' as "plus" (assets/README.md). */
SDL_Texture *gui_bets_face(gui_app *a, const char *label)
{
    for (int i = 0; i < nface; i++)
        if (strcmp(face[i].label, label) == 0)
            return face[i].tex;
    if (nface >= GUI_RACK)
        return NULL;
    char file[64] = "";
    size_t k = 0;
    for (const char *c = label; *c && k + 5 < sizeof file; c++) {
        if (*c == '|')
            file[k++] = '-';
        else if (*c == '+')
            k += (size_t)snprintf(file + k, sizeof file - k, "plus");
        else
            file[k++] = *c;
    }
    file[k] = 0;
    char path[GUI_PATH_LEN + 128];
    snprintf(path, sizeof path, "%s/assets/sprites/bet_%s.png", gui_data_dir(a), file);
    snprintf(face[nface].label, sizeof face[nface].label, "%s", label);
    face[nface].tex = IMG_LoadTexture(gui_renderer(a), path);
    return face[nface++].tex;
}

/* A face's pays in words: brief "6:6  7+:7", full "6 tiles: 6 points, or 7 or more tiles: 7 points". */
static void describe_face(const bets_face *f, char *brief, size_t bcap, char *full, size_t fcap)
{
    size_t nb = 0;
    int n = f->npays;
    brief[0] = full[0] = 0;
    for (int k = 0; k < n; k++) {
        int lo = f->pay[k].min, hi = f->pay[k].max >= BETS_NO_MAX ? -1 : f->pay[k].max, pts = f->pay[k].points;
        unsigned long np = (unsigned long)pts;
        char item[96], list[256];
        /* TRANSLATORS: what a betting chip pays; the plural follows the points (the tiles are 2 or more) */
        if (hi < 0) {
            nb += (size_t)snprintf(brief + nb, nb < bcap ? bcap - nb : 0, "%s%d+:%d", k ? "  " : "", lo, pts);
            snprintf(item, sizeof item, P_("%d or more tiles: %d point", "%d or more tiles: %d points", np), lo, pts);
        } else if (hi == lo) {
            nb += (size_t)snprintf(brief + nb, nb < bcap ? bcap - nb : 0, "%s%d:%d", k ? "  " : "", lo, pts);
            if (n == 1)
                snprintf(item, sizeof item, P_("exactly %d tiles: %d point", "exactly %d tiles: %d points", np), lo, pts);
            else
                snprintf(item, sizeof item, P_("%d tiles: %d point", "%d tiles: %d points", np), lo, pts);
        } else {
            nb += (size_t)snprintf(brief + nb, nb < bcap ? bcap - nb : 0, "%s%d-%d:%d", k ? "  " : "", lo, hi, pts);
            snprintf(item, sizeof item, P_("%d to %d tiles: %d point", "%d to %d tiles: %d points", np), lo, hi, pts);
        }
        if (k == 0)
            snprintf(list, sizeof list, "%s", item);
        else if (k == n - 1) /* TRANSLATORS: the list of what a chip pays, its last item joined: "A, B, or C" */
            snprintf(list, sizeof list, _("%s, or %s"), full, item);
        else
            snprintf(list, sizeof list, _("%s, %s"), full, item);
        snprintf(full, fcap, "%s", list);
    }
}

const char *gui_bets_pays(const char *label, bool full)
{
    const gui_bets_seen *m = &gui_bets_seen_now;
    for (int f = 0; label && f < m->nface; f++)
        if (strcmp(m->face[f].label, label) == 0)
            return full ? m->face[f].full : m->face[f].brief;
    return NULL;
}

/* The chips in each supply and on each office: the engine's typed view (bets_view_of), not its JSON. */
void gui_bets_read(gui_app *a)
{
    static bets_view v; /* about 2 kB: off the stack */
    gui_bets_seen *m = &gui_bets_seen_now;
    memset(m, 0, sizeof *m);
    m->on = bets_view_of(gui_ext_game(a), &v);
    for (int p = 0; p < CARC_MAX_PLAYERS; p++)
        for (int k = 0; k < v.nrack[p]; k++)
            snprintf(m->rack[p][m->nrack[p]++], sizeof m->rack[p][0], "%s", v.face[v.rack[p][k]].label);
    m->noffice = v.noffices;
    for (int k = 0; k < v.noffices; k++) {
        m->office[k].x = v.office[k].x;
        m->office[k].y = v.office[k].y;
        m->office[k].chips = v.office[k].chips;
    }
    m->nface = v.nfaces;
    for (int f = 0; f < v.nfaces; f++) {
        snprintf(m->face[f].label, sizeof m->face[0].label, "%s", v.face[f].label);
        describe_face(&v.face[f], m->face[f].brief, sizeof m->face[0].brief, m->face[f].full, sizeof m->face[0].full);
    }
}

static bool in_settlement(const carc_event *e, int x, int y)
{
    if (e->type == CARC_EV_POINTS)
        return e->reason && strcmp(e->reason, BETS_CATEGORY) == 0;
    return (gui_event_is(e, BETS_EV_REVEALED) || gui_event_is(e, BETS_EV_RETURNED)) && e->x == x && e->y == y;
}

/* Sizes in screen pixels: a chip in a settlement row, a chip in a stack. */
static double chip_size(const gui_app *a)
{
    double s = gui_ext_camera(a)->zoom * 0.42;
    return s < 46 * gui_ui(a) ? 46 * gui_ui(a) : s;
}

static double stack_size(const gui_app *a)
{
    double s = gui_ext_camera(a)->zoom * 0.3;
    return s < 24 * gui_ui(a) ? 24 * gui_ui(a) : s;
}

void gui_bets_office_screen(gui_app *a, int x, int y, double *sx, double *sy)
{
    double bx, by;
    gui_board_hole(a, x, y, &bx, &by);
    gui_cam_to_screen(gui_ext_camera(a), bx, by, sx, sy);
}

/* A chip's slot in the row above the office, in screen pixels; wide: room for a tile count under each
 * chip (chips counting for different features). */
static void slot_screen(gui_app *a, int x, int y, int slot, int n, bool wide, double *sx, double *sy)
{
    double ox, oy, s = chip_size(a);
    gui_bets_office_screen(a, x, y, &ox, &oy);
    *sx = ox + (slot - (n - 1) / 2.0) * s * (wide ? 1.6 : 1.3);
    double up = gui_ext_camera(a)->zoom * 0.6;
    *sy = oy - (up > s * 1.4 ? up : s * 1.4);
}

/* A settlement's points (or 0) rising from chip slot of the row and flying to player p, once it has turned. */
static void fly_points(gui_app *a, int x, int y, int slot, int nc, bool same, int p, int amount, double t0)
{
    double sx, sy, bx, by;
    slot_screen(a, x, y, slot, nc, !same, &sx, &sy);
    gui_cam_to_board(gui_ext_camera(a), sx, sy, &bx, &by);
    gui_game_points_at(a, p, amount, bx, by, t0 + LIFT + slot * STEP + FLIP);
}

/* Where the settlement beginning at ev[i] ends (its events are ev[i..end)). */
static int settlement_end(const carc_event *ev, int n, int i)
{
    int j = i;
    while (j < n && in_settlement(&ev[j], ev[i].x, ev[i].y))
        j++;
    return j;
}

/* A settlement's lines in the scoring log: each bettor's points, and a 0 that says why for a bettor none
 * of whose chips matched; zero[p]: the slot of that bettor's last chip (its 0 rises there), else -1. */
static void settlement_log(gui_app *a, const carc_event *ev, int i, int j, int zero[CARC_MAX_PLAYERS])
{
    int c = -1, won[CARC_MAX_PLAYERS] = {0};
    for (int p = 0; p < CARC_MAX_PLAYERS; p++)
        zero[p] = -1;
    for (int k = i; k < j; k++) {
        const carc_event *e = &ev[k];
        bool mine = e->player >= 0 && e->player < CARC_MAX_PLAYERS;
        if (gui_event_is(e, BETS_EV_REVEALED)) {
            c++;
            if (mine)
                zero[e->player] = c;
        }
        if (e->type == CARC_EV_POINTS && e->amount != 0 && mine) {
            won[e->player] += e->amount;
            gui_game_log_points(a, e->player, e->amount, BETS_CATEGORY);
        }
    }
    for (int p = 0; p < CARC_MAX_PLAYERS; p++) {
        if (zero[p] >= 0 && won[p] == 0)
            gui_game_log_zero(a, p, BETS_CATEGORY, N_("no chip matched"));
        else
            zero[p] = -1;
    }
}

int gui_bets_log(gui_app *a, const carc_event *ev, int n, int i)
{
    if (!gui_event_is(&ev[i], BETS_EV_REVEALED) && !gui_event_is(&ev[i], BETS_EV_RETURNED))
        return 0;
    int j = settlement_end(ev, n, i), zero[CARC_MAX_PLAYERS];
    settlement_log(a, ev, i, j, zero);
    return j - i;
}

/* bet_revealed / points / bet_returned of one office: one settlement, planned as a whole. */
static int settlement(gui_app *a, const carc_event *ev, int n, int i, const int *co)
{
    int x = ev[i].x, y = ev[i].y, j = settlement_end(ev, n, i);
    const carc_event *chip[CARC_MAX_PLAYERS * GUI_RACK]; /* one chip per reveal (or per return without a reveal) */
    int nc = 0;
    for (int k = i; k < j && nc < (int)(sizeof chip / sizeof chip[0]); k++) {
        const carc_event *e = &ev[k];
        bool returns_last =
            gui_event_is(e, BETS_EV_RETURNED) && nc > 0 && chip[nc - 1]->player == e->player && strcmp(chip[nc - 1]->label, e->label) == 0;
        if (e->type != CARC_EV_POINTS && !returns_last)
            chip[nc++] = e;
    }
    bool same = true; /* one feature for every chip (not so at final scoring): one tile count for the row */
    for (int c = 1; c < nc; c++)
        same &= chip[c]->feature == chip[0]->feature && chip[c]->value == chip[0]->value;
    int type = -1, sq[256]; /* the feature's type, for "City: 4 tiles" */
    if (nc > 0 && gui_event_is(chip[0], BETS_EV_REVEALED))
        gui_board_feature_squares(a, chip[0]->feature, sq, 128, &type);
    double t0 = gui_anim_next_start(gui_ext_anims(a)), ret = LIFT + nc * STEP + HOLD;
    for (int c = 0; c < nc; c++) {
        const carc_event *e = chip[c];
        gui_anim *an = gui_anim_at(gui_ext_anims(a), GUI_ANIM_BET_CHIP, t0, ret + c * 0.08 + RETURN);
        if (!an)
            continue;
        bool rev = gui_event_is(e, BETS_EV_REVEALED);
        gui_bet_chip ch = {.player = e->player, .x = x, .y = y, .slot = c, .nslot = nc, .shown = rev, .same = same};
        ch.type = type;
        ch.feature = rev ? e->feature : -1;
        ch.tiles = rev ? e->value : -1;
        ch.off = rev && e->list_len > 0 ? gui_game_keep_coords(a, co, e->list_off, e->list_len) : -1;
        ch.len = ch.off >= 0 ? e->list_len : 0;
        ch.hit = rev && e->reason && strcmp(e->reason, "hit") == 0;
        ch.flip_at = LIFT + c * STEP;
        ch.return_at = ret + c * 0.08;
        snprintf(ch.face, sizeof ch.face, "%s", e->label);
        gui_bet_chip_put(an, ch);
        an->cue = gui_audio_cue(gui_audio_of(a), e); /* as it turns over: a hit or a miss */
        an->cue_at = ch.flip_at + FLIP * 0.5;
    }
    /* points fly from the chip that won them, once it has turned over; a bettor none of whose chips
     * matched gets a 0 from their last chip, and the log says why */
    int c = -1, zero[CARC_MAX_PLAYERS];
    settlement_log(a, ev, i, j, zero);
    for (int k = i; k < j; k++) {
        const carc_event *e = &ev[k];
        c += gui_event_is(e, BETS_EV_REVEALED);
        if (e->type == CARC_EV_POINTS && e->amount != 0 && e->player >= 0 && e->player < CARC_MAX_PLAYERS)
            fly_points(a, x, y, c < 0 ? 0 : c, nc, same, e->player, e->amount, t0);
    }
    for (int p = 0; p < CARC_MAX_PLAYERS; p++)
        if (zero[p] >= 0)
            fly_points(a, x, y, zero[p], nc, same, p, 0, t0);
    return j - i;
}

int gui_bets_events(gui_app *a, const carc_event *ev, int n, int i, const int *co)
{
    const carc_event *e = &ev[i];
    if (gui_event_is(e, BETS_EV_REVEALED) || gui_event_is(e, BETS_EV_RETURNED))
        return settlement(a, ev, n, i, co);
    if (!gui_event_is(e, BETS_EV_PLACED))
        return 0;
    gui_anim *an = gui_anim_push(gui_ext_anims(a), GUI_ANIM_BET_PLACE, 0.55);
    if (an) {
        an->cue = gui_audio_cue(gui_audio_of(a), e);
        gui_bet_place_put(an, (gui_bet_place){e->player, e->x, e->y});
    }
    return 1;
}

static SDL_Color rgba(SDL_Color c, double al)
{
    return (SDL_Color){c.r, c.g, c.b, (Uint8)al};
}

/* Chips still shown on an office: the engine's count, minus those still flying in, plus those of a
 * settlement that has not started yet. */
static int stack_count(const gui_app *a, int k)
{
    const gui_anim_queue *q = gui_ext_anims(a);
    int n = gui_bets_seen_now.office[k].chips;
    for (int i = 0; i < q->n; i++) {
        const gui_anim *an = &q->items[i];
        bool place = an->kind == GUI_ANIM_BET_PLACE;
        if (!place && an->kind != GUI_ANIM_BET_CHIP)
            continue;
        int x = place ? gui_bet_place_of(an).x : gui_bet_chip_of(an).x, y = place ? gui_bet_place_of(an).y : gui_bet_chip_of(an).y;
        if (x != gui_bets_seen_now.office[k].x || y != gui_bets_seen_now.office[k].y)
            continue;
        double p = gui_anim_progress(q, an);
        if (place && p < 1)
            n--;
        else if (!place && p < 0)
            n++;
    }
    return n;
}

static void draw_stack(gui_app *a, double sx, double sy, int n, bool glow)
{
    double s = stack_size(a);
    if (glow)
        gui_draw_sprite(a, gui_sprite_ring(a), sx, sy, s * (1.5 + 0.1 * sin(gui_now(a) * 6)), 1, (SDL_Color){255, 230, 140, 230});
    int shown = n > 5 ? 5 : n;
    for (int k = 0; k < shown; k++)
        gui_draw_sprite(a, chip_back, sx, sy - k * s * 0.1, s, 1, GUI_ALPHA(255));
    if (n < 2)
        return;
    char buf[16];
    snprintf(buf, sizeof buf, "%d", n);
    double bx = sx + s * 0.45, by = sy - (shown - 1) * s * 0.1 - s * 0.4, d = gui_px(a, 18);
    gui_draw_sprite(a, gui_sprite_disc(a), bx, by, d * 1.2, 1, (SDL_Color){30, 30, 36, 255});
    gui_text(a, FONT_BOLD, buf, WHITE, (int)bx, (int)(by - gui_font_h(a, FONT_BOLD) / 2.0), ALIGN_CENTER);
}

void gui_bets_chip(gui_app *a, const char *face, int player, double sx, double sy, double s, double xs, Uint8 al, bool ring)
{
    if (ring) /* the owner's colour around the chip */
        gui_draw_sprite(a, gui_sprite_disc(a), sx, sy, s * 1.2, xs,
                        rgba(gui_player_color(carc_game_player_color(gui_ext_game(a), player)), al));
    SDL_Texture *t = face ? gui_bets_face(a, face) : chip_back;
    if (t) {
        gui_draw_sprite(a, t, sx, sy, s, xs, GUI_ALPHA(al));
        if (ring && al > 128 && xs > 0.5) /* and the owner's symbol on the rim */
            gui_seat_mark(a, gui_player_color_index(a, player), sx + s * 0.42 * xs, sy + s * 0.42, s * 0.3);
        return;
    }
    gui_draw_sprite(a, gui_sprite_disc(a), sx, sy, s, xs, (SDL_Color){240, 226, 190, al}); /* no sprite: the label on a disc */
    if (face)
        gui_text(a, FONT_BOLD, face, (SDL_Color){40, 30, 20, al}, (int)sx, (int)(sy - gui_font_h(a, FONT_BOLD) / 2.0), ALIGN_CENTER);
}

/* "4 tiles", or "City: 4 tiles" when the type is known; centred at (cx, cy), or ending at cx when right. */
static void tile_count(gui_app *a, int font, int n, int type, int cx, int cy, bool right)
{
    char buf[96];
    if (type >= 0) /* TRANSLATORS: %s is Road or City */
        snprintf(buf, sizeof buf, P_("%s: %d tile", "%s: %d tiles", (unsigned long)n), gui_feature_title(type), n);
    else
        snprintf(buf, sizeof buf, P_("%d tile", "%d tiles", (unsigned long)n), n);
    if (right)
        cx -= (gui_text_width(a, font, buf) + gui_px(a, 12)) / 2;
    gui_pill(a, font, buf, WHITE, (SDL_Color){24, 26, 32, 225}, cx, cy);
}

static void hud_target(const gui_app *a, int p, double *x, double *y)
{
    gui_hud_player_pos(a, p, x, y);
    *x -= gui_px(a, 120);
}

static void draw_settling_chip(gui_app *a, const gui_anim *an, double p)
{
    const gui_bet_chip ch = gui_bet_chip_of(an);
    double t = p * an->dur, s = chip_size(a);
    int pl = ch.player;
    double sx, sy, ox, oy;
    slot_screen(a, ch.x, ch.y, ch.slot, ch.nslot, !ch.same, &sx, &sy);
    gui_bets_office_screen(a, ch.x, ch.y, &ox, &oy);
    if (t < LIFT) { /* the stack lifts and spreads out */
        double k = gui_ease_out((t - ch.slot * 0.04) / (LIFT - 0.1));
        double ss = stack_size(a) + (s - stack_size(a)) * k;
        gui_bets_chip(a, NULL, pl, ox + (sx - ox) * k, oy + (sy - oy) * k - sin(k * M_PI) * s * 0.3, ss, 1, 255, k > 0.3);
        return;
    }
    bool shown = ch.shown;
    const char *face = shown ? ch.face : NULL;
    if (t >= ch.return_at) { /* home to the owner's supply */
        double k = gui_ease_out((t - ch.return_at) / RETURN), tx, ty;
        hud_target(a, pl, &tx, &ty);
        gui_bets_chip(a, face, pl, sx + (tx - sx) * k, sy + (ty - sy) * k - sin(k * M_PI) * 50 * gui_ui(a), s * (1 - 0.55 * k), 1,
                      (Uint8)(255 - 80 * k), true);
        return;
    }
    double u = shown ? (t - ch.flip_at) / FLIP : -1;
    if (u < 0) {
        gui_bets_chip(a, NULL, pl, sx, sy, s, 1, 255, true);
        return;
    }
    if (u < 1) { /* turning over: the back, edge on, then the face */
        double lift = sin(u * M_PI) * s * 0.25;
        gui_bets_chip(a, u < 0.5 ? NULL : face, pl, sx, sy - lift, s * (1 + 0.15 * sin(u * M_PI)), cos(u * M_PI), 255, true);
        return;
    }
    bool hit = ch.hit;
    double since = t - ch.flip_at - FLIP;
    if (hit) /* a golden glow behind a winning chip */
        gui_draw_sprite(a, gui_sprite_disc(a), sx, sy, s * (1.5 + 0.08 * sin(gui_now(a) * 9)), 1,
                        (SDL_Color){255, 214, 90, (Uint8)(210 * (since < 0.2 ? since / 0.2 : 1))});
    Uint8 al = hit ? 255 : (Uint8)(255 - 150 * (since < 0.3 ? since / 0.3 : 1));
    gui_bets_chip(a, face, pl, sx, sy, s, 1, al, true);
    int ty = (int)(sy + s * 0.6 + gui_font_h(a, FONT_SMALL) / 2.0 + gui_px(a, 4));
    if (!ch.same)
        tile_count(a, FONT_SMALL, ch.tiles, -1, (int)sx, ty, false);
    /* TRANSLATORS: under a revealed betting chip: it pays (hit) or not (miss) */
    gui_pill(a, FONT_SMALL, hit ? _("hit") : _("miss"), hit ? (SDL_Color){255, 220, 110, 255} : (SDL_Color){255, 150, 140, 255},
             (SDL_Color){24, 26, 32, 220}, (int)sx, ch.same ? ty : ty + gui_font_h(a, FONT_SMALL) + gui_px(a, 6));
}

/* The tile count the chips are compared with, left of the row when they all count for one feature. */
static void row_count(gui_app *a, const gui_anim *an, double p)
{
    const gui_bet_chip ch = gui_bet_chip_of(an);
    double t = p * an->dur;
    if (!ch.same || ch.slot != 0 || !ch.shown || t < LIFT || t >= ch.return_at)
        return;
    double sx, sy;
    slot_screen(a, ch.x, ch.y, 0, ch.nslot, false, &sx, &sy);
    tile_count(a, FONT_LARGE, ch.tiles, ch.type, (int)(sx - chip_size(a) * 0.8), (int)sy, true);
}

/* Each chip's feature lit while that chip is being turned over. */
void gui_bets_draw_reveal(gui_app *a)
{
    const gui_anim_queue *q = gui_ext_anims(a);
    for (int i = 0; i < q->n; i++) {
        const gui_anim *an = &q->items[i];
        double p = gui_anim_progress(q, an);
        if (an->kind != GUI_ANIM_BET_CHIP || p < 0)
            continue;
        const gui_bet_chip ch = gui_bet_chip_of(an);
        if (ch.len == 0)
            continue;
        double t = p * an->dur, from = ch.slot == 0 ? 0 : ch.flip_at;
        double to = ch.slot == ch.nslot - 1 ? ch.return_at : ch.flip_at + STEP;
        if (t < from || t >= to)
            continue;
        double al = ch.slot == 0 && t < 0.25 ? t / 0.25 : 1;
        gui_board_mark_feature(a, gui_ext_coords(a) + ch.off, ch.len, ch.feature, (SDL_Color){140, 225, 255, 255}, (Uint8)(255 * al));
    }
}

/* The face-down stacks on the offices; the one at (gx, gy) glows (its chips are about to be settled). */
void gui_bets_draw_stacks(gui_app *a, int gx, int gy, bool glow)
{
    for (int k = 0; k < gui_bets_seen_now.noffice; k++) {
        int n = stack_count(a, k);
        double sx, sy;
        gui_bets_office_screen(a, gui_bets_seen_now.office[k].x, gui_bets_seen_now.office[k].y, &sx, &sy);
        if (n > 0)
            draw_stack(a, sx, sy, n, glow && gui_bets_seen_now.office[k].x == gx && gui_bets_seen_now.office[k].y == gy);
    }
}

void gui_bets_draw_flying(gui_app *a)
{
    const gui_anim_queue *q = gui_ext_anims(a);
    for (int i = 0; i < q->n; i++) {
        const gui_anim *an = &q->items[i];
        double p = gui_anim_progress(q, an);
        if (p < 0)
            continue;
        if (an->kind == GUI_ANIM_BET_CHIP) {
            row_count(a, an, p);
            draw_settling_chip(a, an, p);
        } else if (an->kind == GUI_ANIM_BET_PLACE) { /* face down from the bettor to the office */
            const gui_bet_place pl = gui_bet_place_of(an);
            double fx, fy, ox, oy, k = gui_ease_out(p);
            hud_target(a, pl.player, &fx, &fy);
            gui_bets_office_screen(a, pl.x, pl.y, &ox, &oy);
            double s = gui_px(a, 22) + (stack_size(a) - gui_px(a, 22)) * k;
            gui_bets_chip(a, NULL, pl.player, fx + (ox - fx) * k, fy + (oy - fy) * k - sin(k * M_PI) * 60 * gui_ui(a), s, 1, 255, p < 0.9);
        }
    }
}

int gui_bets_hud_row(gui_app *a, int p, int x, int y, int maxw)
{
    (void)maxw;
    if (!gui_bets_seen_now.on || p < 0 || p >= CARC_MAX_PLAYERS)
        return 0;
    int n = gui_bets_seen_now.nrack[p];
    const gui_anim_queue *q = gui_ext_anims(a);
    for (int i = 0; i < q->n; i++) { /* chips on their way count where they come from */
        const gui_anim *an = &q->items[i];
        double pr = gui_anim_progress(q, an);
        if (an->kind == GUI_ANIM_BET_PLACE && gui_bet_place_of(an).player == p && pr < 0.2)
            n++;
        else if (an->kind == GUI_ANIM_BET_CHIP && gui_bet_chip_of(an).player == p &&
                 pr * an->dur < gui_bet_chip_of(an).return_at + RETURN * 0.8)
            n--;
    }
    int s = gui_px(a, 18);
    char buf[16];
    snprintf(buf, sizeof buf, "%d", n < 0 ? 0 : n);
    gui_draw_sprite(a, chip_back, x + s / 2.0, y + gui_font_h(a, FONT_SMALL) / 2.0, s, 1, GUI_ALPHA(n > 0 ? 255 : 110));
    int w = gui_text(a, FONT_SMALL, buf, n > 0 ? WHITE : GREY, x + s + gui_px(a, 4), y, ALIGN_LEFT);
    n = n < 0 ? 0 : n;
    char tip[96]; /* TRANSLATORS: the tooltip of the chip icon and count in a player's row */
    snprintf(tip, sizeof tip, P_("%d betting chip in hand", "%d betting chips in hand", (unsigned long)n), n);
    gui_tip(a, (SDL_Rect){x, y, s + gui_px(a, 4) + w, gui_font_h(a, FONT_SMALL)}, tip);
    return s + gui_px(a, 4) + w + gui_px(a, 12);
}
