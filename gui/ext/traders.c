/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Traders & Builders in the GUI: each player's goods tokens in their row of the HUD (a token of each
 * kind held, with its count), the tokens of a completed city flying to the player who completed it, a
 * banner when a tile extends a builder's feature (the double turn), the goods majorities as their own
 * step of the final scoring (one panel per kind, the winners' points flying to their scores), the goods
 * column in the results, a pig's extra point under the field's entry of the scoring log and what a
 * builder or pig does in the feature hover. Placing them needs nothing of their own here: the shared
 * files show every kind of figure the engine declares (the meeple step's choice, their sprites
 * builder_<colour>.png and pig_<colour>.png, their counts in the supplies). */
#include "ext.h"
#include "../../rules/traders/traders.h"

#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

enum {
    GUI_ANIM_TRADERS_TOKENS = GUI_ANIM_TRADERS, /* traders_tokens: a city's goods fly to the player's row */
    GUI_ANIM_TRADERS_MAJORITY,                  /* traders_majority: one kind's majority at the end */
    GUI_ANIM_TRADERS_DOUBLE,                    /* traders_builder: the double turn's banner */
    GUI_ANIM_TRADERS_PULSE,                     /* traders_builder: their builder pulses (a double turn taken) */
};

typedef struct traders_tokens {
    int player, kind, count;
    double bx, by; /* the city's middle, in board squares */
} traders_tokens;
GUI_ANIM_RECORD(traders_tokens)

typedef struct traders_majority {
    int kind;
    int winners;       /* bit p: player p holds the most */
    int count, points; /* what the winners hold, and score */
} traders_majority;
GUI_ANIM_RECORD(traders_majority)

typedef struct traders_builder {
    int player;
    int type; /* the feature that grew: CARC_CITY or CARC_ROAD */
} traders_builder;
GUI_ANIM_RECORD(traders_builder)

/* The double turn's choice (phase double_turn): its two actions, when they are legal now; and whether the
 * game's turn is a second tile's (read with the state: the header says so while it is played). */
static struct {
    bool can_take, can_decline, second;
    carc_action take, decline;
} choice;

/* the module's visible state, the engine's typed view (traders_view_of) read when events arrive */
static struct {
    bool on;
    int goods[CARC_MAX_PLAYERS][TRADERS_NGOODS];
} seen;
static SDL_Texture *goods_tex[TRADERS_NGOODS];

/* The kinds as players read them: never "wine" alone, which France's wine chips are. */
static const char *goods_title(int k)
{
    /* TRANSLATORS: a goods token of Traders & Builders (not the wine of France's map chips) */
    static const char *const titles[TRADERS_NGOODS] = {N_("wine barrel"), N_("grain"), N_("cloth")};
    return k >= 0 && k < TRADERS_NGOODS ? _(titles[k]) : "";
}

/* The final scoring's step for one kind of goods, translated. */
static const char *majority_title(int k)
{
    static const char *const titles[TRADERS_NGOODS] = {
        /* TRANSLATORS: the final scoring's step for one kind of goods (not France's chips' wine) */
        N_("Most wine barrels: 10 points"),
        /* TRANSLATORS: the final scoring's step for one kind of goods */
        N_("Most grain: 10 points"),
        /* TRANSLATORS: the final scoring's step for one kind of goods */
        N_("Most cloth: 10 points")};
    return k >= 0 && k < TRADERS_NGOODS ? _(titles[k]) : "";
}

static void load(gui_app *a)
{
    char path[GUI_PATH_LEN + 64];
    for (int k = 0; k < TRADERS_NGOODS; k++) {
        snprintf(path, sizeof path, "%s/assets/sprites/goods_%s.png", gui_data_dir(a), traders_goods_name(k));
        goods_tex[k] = IMG_LoadTexture(gui_renderer(a), path); /* not a seat colour: never recoloured */
    }
}

static void unload(gui_app *a)
{
    (void)a;
    for (int k = 0; k < TRADERS_NGOODS; k++) {
        if (goods_tex[k])
            SDL_DestroyTexture(goods_tex[k]);
        goods_tex[k] = NULL;
    }
}

static void note_turn(gui_app *a);

/* What everyone sees of the module: the engine's typed view (traders_view_of), not its JSON. */
static void read_state(gui_app *a)
{
    traders_view v;
    seen.on = traders_view_of(gui_ext_game(a), &v);
    memcpy(seen.goods, v.goods, sizeof seen.goods);
    note_turn(a);
}

static bool on(const gui_app *a)
{
    (void)a;
    return seen.on;
}

/* ---- the double turn: a choice, then its second tile announced ---- */

static void note_turn(gui_app *a)
{
    const carc_game *g = gui_ext_game(a);
    choice.second = seen.on && g && !carc_game_over(g) && carc_game_turn_is_extra(g);
}

static void reset(gui_app *a)
{
    (void)a;
    choice.can_take = choice.can_decline = false;
}

static bool take(gui_app *a, const carc_action *act)
{
    (void)a;
    if (act->kind != CARC_ACT_OTHER)
        return false;
    if (strcmp(act->act, TRADERS_ACT_TAKE) == 0) {
        choice.can_take = true;
        choice.take = *act;
        return true;
    }
    if (strcmp(act->act, TRADERS_ACT_DECLINE) == 0) {
        choice.can_decline = true;
        choice.decline = *act;
        return true;
    }
    return false;
}

static bool choosing(const gui_app *a)
{
    (void)a;
    return choice.can_take || choice.can_decline;
}

/* The tile box shows the builder; under it the two answers. */
static bool hud_tile(gui_app *a, SDL_Rect tr, int x, int y, int w)
{
    if (!choosing(a))
        return false;
    int p = carc_game_current_player(gui_ext_game(a)), kind = carc_game_figure_find(gui_ext_game(a), TRADERS_BUILDER);
    gui_fill(a, tr, (SDL_Color){40, 44, 54, 255});
    gui_frame(a, tr, (SDL_Color){255, 214, 90, 255}, 2);
    if (kind > 0)
        gui_draw_figure(a, gui_figure_name(a, kind), gui_player_color_index(a, p), false, tr.x + tr.w / 2.0, tr.y + tr.h / 2.0,
                        tr.h * 0.6 * (1 + 0.05 * sin(gui_now(a) * 5)));
    bool idle = gui_game_idle(a);
    int bh = gui_px(a, 34), gap = gui_px(a, 10), bw = (w - gap) / 2;
    /* TRANSLATORS: a button under "Builder: take a second tile?" (about 140 px): draw and play it now */
    if (choice.can_take && gui_button(a, (SDL_Rect){x, y, bw, bh}, C_("button", "Take it"), idle, true)) {
        carc_action act = choice.take;
        gui_game_apply(a, &act);
    }
    /* TRANSLATORS: a button under "Builder: take a second tile?" (about 140 px): the next player draws */
    if (choice.can_decline && gui_button(a, (SDL_Rect){x + bw + gap, y, bw, bh}, C_("button", "Decline"), idle, false)) {
        carc_action act = choice.decline;
        gui_game_apply(a, &act);
    }
    return true;
}

static void instructions(const gui_app *a, const char **l1, const char **l2)
{
    if (!choosing(a))
        return;
    /* TRANSLATORS: the HUD's instructions when a builder earned a double turn (the rules' "may") */
    *l1 = _("Builder: take a second tile?");
    /* TRANSLATORS: the HUD's instructions, under "Builder: take a second tile?" */
    *l2 = _("Decline: the next player draws.");
}

/* The header (about 22 characters fit): the choice, and the second tile's turn (a core phase, in a turn
 * the game says is extra), which answers "why Ann again?". */
static const char *acting(const char *phase)
{
    /* TRANSLATORS: the HUD's heading (about 22 characters) while the player chooses whether to take a
     * double turn; %s is the player's name */
    if (strcmp(phase, TRADERS_PHASE_DOUBLE) == 0)
        return _("%s's builder");
    if (choice.second && (strcmp(phase, "place_tile") == 0 || strcmp(phase, "place_meeple") == 0))
        /* TRANSLATORS: the HUD's heading (about 22 characters) in the second turn of a builder's double
         * turn, instead of "Ann's turn"; %s is the player's name */
        return _("Builder: %s again");
    return NULL;
}

/* The demo's way through the choice: the mouse over the button it plays. */
static bool demo_stage(gui_app *a, const carc_action *act, int stage, char *what, size_t cap)
{
    if (act->kind != CARC_ACT_OTHER || stage > 0 || !choosing(a) ||
        (strcmp(act->act, TRADERS_ACT_TAKE) != 0 && strcmp(act->act, TRADERS_ACT_DECLINE) != 0))
        return false;
    SDL_Rect tr = gui_hud_tile_rect(a), h = gui_hud_rect(a);
    int pad = gui_px(a, 16), w = h.w - 2 * pad, bw = (w - gui_px(a, 10)) / 2;
    bool decline = strcmp(act->act, TRADERS_ACT_DECLINE) == 0;
    gui_input_of(a)->mx = h.x + pad + (decline ? bw + gui_px(a, 10) : 0) + bw / 2;
    gui_input_of(a)->my = tr.y + tr.h + gui_px(a, 14) + gui_px(a, 17);
    snprintf(what, cap, "double turn");
    return true;
}

static const gui_ext_test test_hooks = {.demo_stage = demo_stage};

/* The tokens of a kind the player holds as the HUD shows them: those still flying there not yet. */
static int held(const gui_app *a, int p, int k)
{
    const gui_anim_queue *q = gui_ext_anims(a);
    int n = seen.goods[p][k];
    for (int i = 0; i < q->n; i++)
        if (q->items[i].kind == GUI_ANIM_TRADERS_TOKENS && traders_tokens_of(&q->items[i]).player == p &&
            traders_tokens_of(&q->items[i]).kind == k && gui_anim_progress(q, &q->items[i]) < 1)
            n -= traders_tokens_of(&q->items[i]).count;
    return n > 0 ? n : 0;
}

/* A token and its count for each kind the player holds. */
static int hud_row(gui_app *a, int p, int x, int y, int maxw)
{
    if (!seen.on || p < 0 || p >= CARC_MAX_PLAYERS)
        return 0;
    int s = gui_px(a, 20), x0 = x;
    for (int k = 0; k < TRADERS_NGOODS; k++) {
        int c = held(a, p, k);
        if (c == 0)
            continue;
        char n[16];
        snprintf(n, sizeof n, "%d", c);
        if (x - x0 + s + gui_text_width(a, FONT_SMALL, n) > maxw)
            break;
        if (goods_tex[k])
            gui_draw_sprite(a, goods_tex[k], x + s / 2.0, y + gui_font_h(a, FONT_SMALL) / 2.0, s, 1, GUI_ALPHA(255));
        int w = s + gui_px(a, 1) + gui_text(a, FONT_SMALL, n, (SDL_Color){235, 235, 235, 255}, x + s + gui_px(a, 1), y, ALIGN_LEFT);
        char tip[80];
        snprintf(tip, sizeof tip, _("%d × %s"), c, goods_title(k));
        gui_tip(a, (SDL_Rect){x, y, w, gui_font_h(a, FONT_SMALL)}, tip);
        x += w + gui_px(a, 6);
    }
    return x - x0;
}

static int hud_sig(const gui_app *a, int *sig, int max)
{
    int n = 0;
    for (int p = 0; p < carc_game_player_count(gui_ext_game(a)) && p < CARC_MAX_PLAYERS; p++)
        for (int k = 0; k < TRADERS_NGOODS && n < max; k++)
            sig[n++] = held(a, p, k);
    return n;
}

static int goods_kind(const char *name)
{
    int k = 0;
    while (k < TRADERS_NGOODS && strcmp(traders_goods_name(k), name) != 0)
        k++;
    return k < TRADERS_NGOODS ? k : -1;
}

/* Where a feature's tokens start: the middle of its squares when it is the feature just scored. */
static void feature_middle(const gui_app *a, int feature, double *fx, double *fy)
{
    *fx = gui_ext_camera(a)->cx;
    *fy = gui_ext_camera(a)->cy;
    int off, len;
    if (!gui_ext_last_feature(a, feature, &off, &len))
        return;
    const int *xy = gui_ext_coords(a) + off;
    double sx = 0, sy = 0;
    for (int k = 0; k < len; k++) {
        sx += xy[2 * k];
        sy += xy[2 * k + 1];
    }
    *fx = sx / len + 0.5;
    *fy = sy / len + 0.5;
}

/* goods_majority [points]...: one kind's majority at the end, shown as a step of its own; the winners'
 * points fly from it to their scores. */
static int majority(gui_app *a, const carc_event *ev, int n, int i)
{
    int k = goods_kind(ev[i].label), j = i;
    gui_anim *an = gui_anim_push(gui_ext_anims(a), GUI_ANIM_TRADERS_MAJORITY, 1.8);
    traders_majority mj = {.kind = k, .count = ev[i].value};
    if (an)
        an->cue = gui_audio_cue(gui_audio_of(a), &ev[i]);
    for (; j < n; j++) {
        const carc_event *e = &ev[j];
        if (gui_event_is(e, TRADERS_EV_MAJORITY) && strcmp(e->label, ev[i].label) == 0) {
            if (e->player >= 0 && e->player < CARC_MAX_PLAYERS)
                mj.winners |= 1 << e->player;
        } else if (gui_event_points(e, TRADERS_CATEGORY, e->player)) {
            gui_game_log_points(a, e->player, e->amount, TRADERS_CATEGORY);
            mj.points = e->amount;
            if (an)
                gui_game_points_at(a, e->player, e->amount, gui_ext_camera(a)->cx, gui_ext_camera(a)->cy, an->start + 0.8);
        } else {
            break;
        }
    }
    if (an)
        traders_majority_put(an, mj);
    return j - i;
}

/* The double turn taken or declined: said over the board; taken, the builder pulses. */
static int choice_events(gui_app *a, const carc_event *e)
{
    const char *name = e->player >= 0 ? carc_game_player_name(gui_ext_game(a), e->player) : "";
    if (gui_event_is(e, TRADERS_EV_DECLINED)) {
        /* TRANSLATORS: a message over the board: the player declined the double turn */
        gui_game_message(a, _("Builder: %s declines the second tile"), name);
        return 1;
    }
    if (!gui_event_is(e, TRADERS_EV_TAKEN))
        return 0;
    /* TRANSLATORS: a message over the board: the player took the double turn */
    gui_game_message(a, _("Builder: %s plays a second tile"), name);
    gui_anim *an = gui_anim_push(gui_ext_anims(a), GUI_ANIM_TRADERS_PULSE, 1.5);
    if (an)
        traders_builder_put(an, (traders_builder){e->player, -1});
    return 1;
}

/* The goods taken and the double turn, said as they happen (the tokens' counts follow in the HUD). */
static int events(gui_app *a, const carc_event *ev, int n, int i, const int *co)
{
    (void)co;
    const carc_event *e = &ev[i];
    const char *name = e->player >= 0 ? carc_game_player_name(gui_ext_game(a), e->player) : "";
    if (gui_event_is(e, TRADERS_EV_MAJORITY))
        return majority(a, ev, n, i);
    if (choice_events(a, e))
        return 1;
    if (gui_event_is(e, TRADERS_EV_DOUBLE)) {
        gui_anim *an = gui_anim_push(gui_ext_anims(a), GUI_ANIM_TRADERS_DOUBLE, 1.5);
        if (an) {
            traders_builder_put(an, (traders_builder){e->player, e->reason && strcmp(e->reason, "city") == 0 ? CARC_CITY : CARC_ROAD});
            an->cue = gui_audio_cue(gui_audio_of(a), e);
        }
        return 1;
    }
    if (gui_event_is(e, TRADERS_EV_GOODS)) {
        if (i == 0 || !gui_event_is(&ev[i - 1], TRADERS_EV_GOODS) || ev[i - 1].player != e->player) {
            /* one message for the kinds one city gave (an event each); each kind's tokens fly on their own */
            char list[160] = "";
            for (int j = i; j < n && gui_event_is(&ev[j], TRADERS_EV_GOODS) && ev[j].player == e->player; j++) {
                char item[64];
                /* TRANSLATORS: one kind in "Ann takes 1 × grain, 2 × cloth": a count and a goods token's name */
                snprintf(item, sizeof item, _("%d × %s"), ev[j].value, goods_title(goods_kind(ev[j].label)));
                size_t len = strlen(list);
                snprintf(list + len, sizeof list - len, "%s%s", j > i ? ", " : "", item);
            }
            /* TRANSLATORS: a message over the board: who took which goods tokens ("Ann takes 1 × grain, 2 × cloth") */
            gui_game_message(a, _("%s takes %s"), name, list);
        }
        int k = goods_kind(e->label);
        gui_anim *an = k >= 0 ? gui_anim_push(gui_ext_anims(a), GUI_ANIM_TRADERS_TOKENS, 0.9) : NULL;
        if (an) {
            traders_tokens tk = {.player = e->player, .kind = k, .count = e->value};
            feature_middle(a, e->feature, &tk.bx, &tk.by);
            traders_tokens_put(an, tk);
            an->cue = gui_audio_cue(gui_audio_of(a), e);
        }
        return 1;
    }
    return 0;
}

static Uint8 fade(double p, double in, double out)
{
    return (Uint8)(255 * (p < in ? p / in : p > 1 - out ? (1 - p) / out : 1));
}

/* A city's tokens rising from it, then flying in an arc to the player's row of the HUD. */
static void draw_tokens(gui_app *a, const gui_anim *an, double p)
{
    const traders_tokens tk = traders_tokens_of(an);
    int k = tk.kind;
    if (k < 0 || k >= TRADERS_NGOODS || !goods_tex[k])
        return;
    double sx, sy, tx, ty;
    gui_cam_to_screen(gui_ext_camera(a), tk.bx, tk.by, &sx, &sy);
    gui_hud_player_pos(a, tk.player, &tx, &ty);
    double size = gui_px(a, 30);
    for (int t = 0; t < tk.count && t < 9; t++) { /* one token after another, a little apart */
        double q = (p - 0.06 * t) / (1 - 0.06 * (tk.count - 1 < 8 ? tk.count - 1 : 8));
        if (q <= 0)
            continue;
        q = q > 1 ? 1 : q;
        double x, y;
        if (q < 0.3) {
            x = sx;
            y = sy - gui_ease_out(q / 0.3) * 24 * gui_ui(a);
        } else {
            double e = gui_ease_out((q - 0.3) / 0.7);
            x = sx + (tx - sx) * e;
            y = sy - 24 * gui_ui(a) + (ty - sy + 24 * gui_ui(a)) * e - sin(e * M_PI) * 60 * gui_ui(a);
        }
        gui_draw_sprite(a, goods_tex[k], x, y, size * (1 - 0.35 * (q > 0.3 ? (q - 0.3) / 0.7 : 0)), 1, GUI_ALPHA(q < 0.97 ? 255 : 0));
    }
}

/* A band across the board, as the shared banners: whose builder gave the double turn, and how. */
static void draw_double(gui_app *a, const gui_anim *an, double p)
{
    const traders_builder b = traders_builder_of(an);
    Uint8 al = fade(p, 0.12, 0.15);
    int bh = gui_px(a, 76);
    SDL_Rect r = {gui_ext_camera(a)->vx, gui_ext_camera(a)->vy + gui_ext_camera(a)->vh / 2 - bh / 2, gui_ext_camera(a)->vw, bh};
    gui_fill(a, r, (SDL_Color){20, 22, 28, (Uint8)(al * 4 / 5)});
    const char *name = carc_game_player_name(gui_ext_game(a), b.player);
    char l1[160];
    /* TRANSLATORS: a banner over the board: the player's tile extended the road or city of their builder */
    snprintf(l1, sizeof l1, _("%s's builder: a double turn"), name);
    /* TRANSLATORS: under "Ann's builder: a double turn": why */
    const char *l2 = b.type == CARC_CITY ? _("The city with the builder grew: another whole turn")
                                         /* TRANSLATORS: under "Ann's builder: a double turn": why */
                                         : _("The road with the builder grew: another whole turn");
    int cx = r.x + r.w / 2, lh = gui_font_h(a, FONT_LARGE);
    int w = gui_text_width(a, FONT_LARGE, l1);
    int fx = cx - w / 2 - gui_px(a, 40);
    int kind = carc_game_figure_find(gui_ext_game(a), TRADERS_BUILDER);
    if (kind > 0)
        gui_draw_figure(a, gui_figure_name(a, kind), gui_player_color_index(a, b.player), false, fx, r.y + bh / 2.0,
                        gui_px(a, 44) * (1 + 0.06 * sin(p * 12)));
    gui_text(a, FONT_LARGE, l1, (SDL_Color){255, 240, 200, al}, cx, r.y + gui_px(a, 8), ALIGN_CENTER);
    gui_text(a, FONT_SMALL, l2, (SDL_Color){230, 230, 230, al}, cx, r.y + gui_px(a, 10) + lh, ALIGN_CENTER);
}

/* One kind's majority at the end: its token, every player's count of it, the winners lit. */
static void draw_majority(gui_app *a, const gui_anim *an, double p)
{
    const traders_majority mj = traders_majority_of(an);
    int k = mj.kind;
    Uint8 al = fade(p, 0.1, 0.12);
    const char *title = majority_title(k);
    int np = carc_game_player_count(gui_ext_game(a)), lh = gui_font_h(a, FONT_BOLD) + gui_px(a, 4);
    int w = gui_text_width(a, FONT_LARGE, title) + gui_px(a, 110);
    int h = gui_px(a, 70) + np * lh;
    if (w < gui_px(a, 300))
        w = gui_px(a, 300);
    SDL_Rect box = {gui_ext_camera(a)->vx + gui_ext_camera(a)->vw / 2 - w / 2, gui_ext_camera(a)->vy + gui_ext_camera(a)->vh / 2 - h / 2, w,
                    h};
    gui_fill(a, box, (SDL_Color){20, 22, 28, (Uint8)(al * 9 / 10)});
    gui_frame(a, box, (SDL_Color){255, 226, 120, al}, 2);
    double ts = gui_px(a, 48) * (1 + 0.05 * sin(p * 10));
    if (k >= 0 && k < TRADERS_NGOODS && goods_tex[k])
        gui_draw_sprite(a, goods_tex[k], box.x + gui_px(a, 40), box.y + gui_px(a, 36), ts, 1, GUI_ALPHA(al));
    gui_text(a, FONT_LARGE, title, (SDL_Color){255, 240, 200, al}, box.x + gui_px(a, 76),
             box.y + gui_px(a, 36) - gui_font_h(a, FONT_LARGE) / 2, ALIGN_LEFT);
    int y = box.y + gui_px(a, 64);
    for (int q = 0; q < np && q < CARC_MAX_PLAYERS; q++, y += lh) {
        bool won = mj.winners >> q & 1;
        SDL_Color c = won ? (SDL_Color){255, 214, 90, al} : (SDL_Color){200, 204, 214, al};
        char line[120];
        snprintf(line, sizeof line, "%s  %d", carc_game_player_name(gui_ext_game(a), q),
                 k >= 0 && k < TRADERS_NGOODS ? seen.goods[q][k] : 0);
        gui_text(a, won ? FONT_BOLD : FONT_SMALL, line, c, box.x + gui_px(a, 76), y, ALIGN_LEFT);
        if (won) {
            char pts[16];
            snprintf(pts, sizeof pts, "+%d", mj.points);
            gui_text(a, FONT_BOLD, pts, c, box.x + box.w - gui_px(a, 16), y, ALIGN_RIGHT);
        }
    }
}

/* Rings widening from the player's builder on the board, three beats: its double turn starts. */
static void draw_pulse(gui_app *a, const gui_anim *an, double p)
{
    const traders_builder b = traders_builder_of(an);
    int kind = carc_game_figure_find(gui_ext_game(a), TRADERS_BUILDER);
    carc_meeple_info m[256]; /* every figure of every player */
    int n = carc_game_meeples_on_board(gui_ext_game(a), m, (int)(sizeof m / sizeof m[0]));
    for (int i = 0; i < n && i < (int)(sizeof m / sizeof m[0]); i++) {
        if (m[i].player != b.player || m[i].kind != kind)
            continue;
        int bi = carc_game_board_at(gui_ext_game(a), m[i].x, m[i].y);
        if (bi < 0)
            continue;
        carc_placed_tile t = carc_game_board_tile(gui_ext_game(a), bi);
        double u, v, sx, sy;
        gui_tile_spot(a, t.type, t.rot, m[i].seg, &u, &v);
        gui_cam_to_screen(gui_ext_camera(a), m[i].x + u, m[i].y + v, &sx, &sy);
        double beat = fmod(p * 3, 1.0), r0 = gui_ext_camera(a)->zoom * 0.15;
        Uint8 al = (Uint8)(255 * (1 - beat));
        SDL_Color c = {255, 226, 120, al};
        int thick = gui_px(a, 4);
        for (int k = 0; k < thick; k++) { /* a ring a few pixels thick, widening to most of a square */
            double r = r0 + beat * gui_ext_camera(a)->zoom * 0.6 + k;
            SDL_FPoint pts[49];
            for (int s = 0; s <= 48; s++)
                pts[s] = (SDL_FPoint){(float)(sx + r * cos(s * M_PI / 24)), (float)(sy + r * sin(s * M_PI / 24))};
            SDL_SetRenderDrawBlendMode(gui_renderer(a), SDL_BLENDMODE_BLEND);
            SDL_SetRenderDrawColor(gui_renderer(a), c.r, c.g, c.b, c.a);
            SDL_RenderDrawLinesF(gui_renderer(a), pts, 49);
        }
        gui_draw_figure(a, gui_figure_name(a, kind), gui_player_color_index(a, b.player), false, sx, sy,
                        gui_ext_camera(a)->zoom * 0.3 * (1 + 0.5 * sin(beat * M_PI)));
    }
}

static void draw_flying(gui_app *a)
{
    const gui_anim_queue *q = gui_ext_anims(a);
    for (int i = 0; i < q->n; i++) {
        const gui_anim *an = &q->items[i];
        double p = gui_anim_progress(q, an);
        if (p < 0 || p > 1)
            continue;
        if (an->kind == GUI_ANIM_TRADERS_TOKENS)
            draw_tokens(a, an, p);
        else if (an->kind == GUI_ANIM_TRADERS_DOUBLE)
            draw_double(a, an, p);
        else if (an->kind == GUI_ANIM_TRADERS_MAJORITY)
            draw_majority(a, an, p);
        else if (an->kind == GUI_ANIM_TRADERS_PULSE)
            draw_pulse(a, an, p);
    }
}

static const char *category_title(const char *category)
{
    /* TRANSLATORS: a column of the results: the goods majorities' points */
    return strcmp(category, TRADERS_CATEGORY) == 0 ? _("Goods") : NULL;
}

static bool modifier_note(const char *modifier, int amount, int tiles, char *out, size_t cap)
{
    (void)tiles;
    if (strcmp(modifier, TRADERS_MODIFIER_PIG) != 0)
        return false;
    unsigned long cities = (unsigned long)(amount / 4);
    /* TRANSLATORS: under a scoring log entry (about 280 px): a farmer with a pig in the field, 4 points a completed city */
    snprintf(out, cap, P_("Field with a pig: 4 × %d city", "Field with a pig: 4 × %d cities", cities), (int)cities);
    return true;
}

static bool figure_note(const char *figure, const char *owner, int type, char *out, size_t cap)
{
    if (strcmp(figure, TRADERS_BUILDER) == 0)
        snprintf(out, cap,
                 type == CARC_CITY ? /* TRANSLATORS: in the hover of a city (about 320 px): what the builder on it does */
                     _("%s's builder: a tile of theirs that extends this city gives a double turn")
                                   /* TRANSLATORS: in the hover of a road (about 320 px): what the builder on it does */
                                   : _("%s's builder: a tile of theirs that extends this road gives a double turn"),
                 owner);
    else if (strcmp(figure, TRADERS_PIG) == 0) /* TRANSLATORS: in the hover of a field (about 320 px): what the pig in it does */
        snprintf(out, cap, _("%s's pig: 4 instead of 3 per completed city if they win this field"), owner);
    else
        return false;
    return true;
}

/* TRANSLATORS: a column of the results' statistics (about 90 px, may take two lines) */
static const gui_stat_spec stats[] = {{N_("Double turns"), TRADERS_EV_TAKEN, NULL, NULL}, {NULL, NULL, NULL, NULL}};

/* TRANSLATORS: the help box's lines for Traders & Builders: {what, how} */
static const char *const help[][2] = {
    {N_("Builder"), N_("on your road or city: extend it for a double turn")},
    {N_("Pig"), N_("on your field: 4 instead of 3 per completed city")},
    {NULL, NULL},
};

const gui_ext gui_ext_traders = {
    .module = TRADERS_MODULE,
    .help = help,
    .load = load,
    .unload = unload,
    .read = read_state,
    .on = on,
    .reset = reset,
    .take = take,
    .events = events,
    .draw_flying = draw_flying,
    .hud_tile = hud_tile,
    .instructions = instructions,
    .acting = acting,
    .test = &test_hooks,
    .hud_row = hud_row,
    .hud_sig = hud_sig,
    .category_title = category_title,
    .stats = stats,
    .modifier_note = modifier_note,
    .figure_note = figure_note,
};
