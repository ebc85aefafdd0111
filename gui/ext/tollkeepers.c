/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Tollkeepers in the GUI: the "Toll house" alternative to a meeple (every legal crossroads lit up;
 * a click stands the house on one, Confirm, Space or a second click plays it, as for a meeple), toll houses on the board in their owner's colour, and the toll animation (the road traced
 * from the house, each counted illustration or traveller group pulsing with its +N, the sum flying to
 * the owner, the house turning over at the end of the turn). Everything comes from the legal actions,
 * the events and the module's typed view (toll_view_of). */
#include "ext.h"
#include "../../rules/tollkeepers/tollkeepers.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ITEM_STEP 0.45 /* seconds between two counted items */
#define TRACE_STEP 0.1 /* seconds per road tile traced */

enum {
    GUI_ANIM_TOLL_DROP = GUI_ANIM_TOLLKEEPERS, /* toll_house: a house stands (before = after: the side it shows) */
    GUI_ANIM_TOLL_TRACE,                       /* toll_trace */
    GUI_ANIM_TOLL_ITEM,                        /* toll_item */
    GUI_ANIM_TOLL_FLIP,                        /* toll_house: a house turns over */
};

typedef struct toll_house {
    int player, x, y;  /* the owner, the crossroads */
    int before, after; /* the toll shown before and after it turns over */
} toll_house;
GUI_ANIM_RECORD(toll_house)

typedef struct toll_trace {
    int off, len;     /* the road's squares: len pairs from the game scene's coords[off], ordered from the house */
    int player, x, y; /* the house's owner and crossroads */
    int feature;
} toll_trace;
GUI_ANIM_RECORD(toll_trace)

typedef struct toll_item {
    int player, x, y; /* who collects, the item's square */
    int amount, slot; /* its toll, its place among the items at one spot */
    double bx, by;    /* its spot, in board squares */
    char kind[16];    /* the engine's item kind ("pigshed") */
} toll_item;
GUI_ANIM_RECORD(toll_item)

typedef struct gui_toll_ui {
    bool mode;        /* choosing a crossroads instead of a meeple spot */
    carc_action *act; /* the crossroads offered: as many as the engine lists */
    int n, cap, hover;
    int chosen; /* the crossroads the house stands on, waiting for Confirm; -1: none */
} gui_toll_ui;

static gui_toll_ui ui;
/* the module's visible state, the engine's typed view (toll_view_of) read when events arrive: each toll house */
static struct {
    bool on;
    struct {
        bool placed;
        int x, y, value;
    } house[CARC_MAX_PLAYERS];
} seen;
static SDL_Texture *house_tex[6][2]; /* by player colour; value 1, 2 */

static SDL_Texture *gui_toll_tex(gui_app *a, int color, int value)
{
    (void)a;
    if (color < 0 || color >= 6)
        color = 0;
    return house_tex[color][value >= 2 ? 1 : 0];
}

static void load(gui_app *a)
{
    char path[GUI_PATH_LEN + 64];
    for (int c = 0; c < 6; c++)
        for (int v = 0; v < 2; v++) {
            snprintf(path, sizeof path, "%s/assets/sprites/toll_%s_%d.png", gui_data_dir(a), gui_color_names[c], v + 1);
            house_tex[c][v] = gui_seat_sprite_load(a, path, c);
        }
}

static void unload(gui_app *a)
{
    (void)a;
    for (int c = 0; c < 6; c++)
        for (int v = 0; v < 2; v++) {
            if (house_tex[c][v])
                SDL_DestroyTexture(house_tex[c][v]);
            house_tex[c][v] = NULL;
        }
    free(ui.act);
    memset(&ui, 0, sizeof ui);
}

/* What everyone sees of the module: the engine's typed view (toll_view_of), not its JSON. */
static void read_state(gui_app *a)
{
    toll_view v;
    memset(&seen, 0, sizeof seen);
    seen.on = toll_view_of(gui_ext_game(a), &v);
    for (int p = 0; p < CARC_MAX_PLAYERS; p++) {
        seen.house[p].placed = v.house[p].placed;
        seen.house[p].x = v.house[p].x;
        seen.house[p].y = v.house[p].y;
        seen.house[p].value = v.house[p].value;
    }
}

static double house_size(const gui_app *a)
{
    double s = gui_ext_camera(a)->zoom * 0.4;
    return s < 26 * gui_ui(a) ? 26 * gui_ui(a) : s;
}

static void gui_toll_reset(gui_app *a)
{
    (void)a;
    gui_toll_ui *t = &ui;
    t->n = 0;
    t->hover = t->chosen = -1;
    t->mode = false; /* a new set of legal actions: back to the meeple choice */
}

static bool gui_toll_take(gui_app *a, const carc_action *act)
{
    (void)a;
    gui_toll_ui *t = &ui;
    if (act->kind != CARC_ACT_OTHER || strcmp(act->act, TOLL_ACT_HOUSE) != 0 || !(act->has & CARC_AF_XY))
        return false;
    if (t->n == t->cap) {
        int cap = t->cap ? 2 * t->cap : 32;
        carc_action *grown = realloc(t->act, sizeof *grown * (size_t)cap);
        if (!grown)
            return true; /* out of memory: this one is not offered */
        t->act = grown;
        t->cap = cap;
    }
    t->act[t->n++] = *act;
    return true;
}

static bool gui_toll_back(gui_app *a)
{
    (void)a;
    gui_toll_ui *t = &ui;
    if (!t->mode)
        return false;
    if (t->chosen >= 0) { /* the house comes back off the crossroads: choose again */
        t->chosen = -1;
        return true;
    }
    t->mode = false;
    t->hover = -1;
    return true;
}

static void play_chosen(gui_app *a)
{
    carc_action act = ui.act[ui.chosen];
    ui.chosen = -1;
    gui_game_confirm(a, &act);
}

static bool gui_toll_confirm(gui_app *a)
{
    if (!ui.mode || ui.chosen < 0)
        return false;
    play_chosen(a);
    return true;
}

/* The choice opens: every lit crossroads and the new tile on screen (zooming out if needed, never in). */
static void enter_mode(gui_app *a)
{
    gui_toll_ui *t = &ui;
    t->mode = true;
    t->chosen = -1;
    int *xy = malloc(sizeof *xy * 2 * (size_t)(t->n + 1)), n = 0;
    if (!xy)
        return;
    gui_ext_spots_square(a, &xy[0], &xy[1]);
    n = 2;
    for (int i = 0; i < t->n; i++) {
        xy[n++] = t->act[i].x;
        xy[n++] = t->act[i].y;
    }
    gui_game_show_squares(a, xy, n / 2);
    free(xy);
}

static int option_at(const gui_toll_ui *t, int x, int y)
{
    for (int i = 0; i < t->n; i++)
        if (t->act[i].x == x && t->act[i].y == y)
            return i;
    return -1;
}

static void gui_toll_board_input(gui_app *a)
{
    gui_toll_ui *t = &ui;
    if (!t->mode)
        return;
    int hx, hy;
    bool over = gui_ext_hover_square(a, &hx, &hy);
    t->hover = over ? option_at(t, hx, hy) : -1;
    if (!gui_input_of(a)->clicked || gui_input_of(a)->consumed || !over)
        return;
    gui_input_of(a)->consumed = true;
    if (t->hover < 0) {
        gui_game_message(a, "%s", _("Choose a highlighted crossroads (Esc: back to the meeple)."));
        return;
    }
    if (t->hover == t->chosen) /* a second click on it plays it */
        play_chosen(a);
    else
        t->chosen = t->hover; /* the house stands there until Confirm */
}

/* ---- events -> animations ---- */

/* A road's squares ordered from the toll house outwards (breadth first over neighbouring squares) into
 * out (room for 256 squares), so that the trace runs along the road; false if it has more. */
static bool order_from(const int *co, int n, int sx, int sy, int *out)
{
    int no = 0;
    bool used[256] = {false};
    if (n > 256)
        return false;
    for (int k = 0; k < n; k++)
        if (co[2 * k] == sx && co[2 * k + 1] == sy) {
            used[k] = true;
            out[no++] = sx;
            out[no++] = sy;
        }
    for (int head = 0; no < 2 * n;) {
        if (head >= no) { /* not connected to the house (should not happen): take the next one */
            for (int k = 0; k < n; k++)
                if (!used[k]) {
                    used[k] = true;
                    out[no++] = co[2 * k];
                    out[no++] = co[2 * k + 1];
                    break;
                }
            continue;
        }
        int x = out[head], y = out[head + 1];
        head += 2;
        for (int k = 0; k < n; k++)
            if (!used[k] && abs(co[2 * k] - x) + abs(co[2 * k + 1] - y) == 1) {
                used[k] = true;
                out[no++] = co[2 * k];
                out[no++] = co[2 * k + 1];
            }
    }
    return true;
}

/* The kinds of item a toll counts, in the order a log line lists them (the engine's names). */
static const char *const item_kinds[] = {"travellers", "farmhouse", "cowshed", "pigshed", "donkeyshed", "garden", "highwaymen"};
#define NKINDS (int)(sizeof item_kinds / sizeof item_kinds[0])

/* What one collection was made of, for its log entry (its log_note says it): the toll it took, "1" small,
 * "2" large, "E" at the end (1 each), then each kind counted with how many, "2|travellers=1,farmhouse=2";
 * a kind the GUI does not know is left out (the sum still says it). */
static void collection_parts(const carc_event *ev, int i, int j, const carc_event *col, char *out, size_t cap)
{
    bool final = false;
    for (int k = i - 1; k >= 0 && !final; k--)
        final = ev[k].type == CARC_EV_FINAL_SCORING && ev[k].name && strcmp(ev[k].name, "final_scoring") == 0;
    int count[NKINDS] = {0};
    for (int k = i; k < j; k++)
        for (int c = 0; c < NKINDS; c++)
            count[c] += strcmp(ev[k].label, item_kinds[c]) == 0;
    size_t n = (size_t)snprintf(out, cap, "%s|", final ? "E" : col->value >= 2 ? "2" : "1");
    for (int c = 0; c < NKINDS && n < cap; c++)
        if (count[c])
            n += (size_t)snprintf(out + n, cap - n, "%s%s=%d", out[n - 1] == '|' ? "" : ",", item_kinds[c], count[c]);
}

/* toll_item... toll_collected [points] beginning at ev[i]: the items end at ev[j] (returned), *col and
 * *pts are the collection and its points (NULL: none); the collection's lines in the scoring log, with
 * what it was made of. */
static int collection_log(gui_app *a, const carc_event *ev, int n, int i, const carc_event **col, const carc_event **pts)
{
    int p = ev[i].player, j = i;
    while (j < n && gui_event_is(&ev[j], TOLL_EV_ITEM) && ev[j].player == p)
        j++;
    *col = j < n && gui_event_is(&ev[j], TOLL_EV_COLLECTED) && ev[j].player == p ? &ev[j] : NULL;
    *pts = *col && j + 1 < n && gui_event_points(&ev[j + 1], TOLL_CATEGORY, p) ? &ev[j + 1] : NULL;
    if (*col && (*col)->amount == 0) /* the road was traced and nothing stands beside it: a 0, and why */
        gui_game_log_zero(a, p, TOLL_CATEGORY, N_("nothing beside the road"));
    if (*pts) {
        gui_game_log_points(a, p, (*pts)->amount, TOLL_CATEGORY);
        char parts[96];
        collection_parts(ev, i, j, *col, parts, sizeof parts);
        gui_game_log_parts(a, parts);
    }
    return j;
}

static int toll_log(gui_app *a, const carc_event *ev, int n, int i)
{
    if (!gui_event_is(&ev[i], TOLL_EV_ITEM) && !gui_event_is(&ev[i], TOLL_EV_COLLECTED))
        return 0;
    const carc_event *col, *pts;
    int j = collection_log(a, ev, n, i, &col, &pts);
    return j - i + (col ? 1 : 0) + (pts ? 1 : 0);
}

/* Where a counted item stands on the board: its spot on the tile (the illustration's field, the
 * travellers' road), else the tile's middle. */
static void item_spot(gui_app *a, const carc_event *e, double *bx, double *by)
{
    *bx = e->x + 0.5;
    *by = e->y + 0.5;
    int bi = carc_game_board_at(gui_ext_game(a), e->x, e->y);
    if (bi < 0 || e->at < 0)
        return;
    carc_placed_tile pt = carc_game_board_tile(gui_ext_game(a), bi);
    int seg = carc_tile_segment_at(gui_rules(a), pt.type, pt.rot, e->at);
    if (seg < 0)
        return;
    double u, v;
    gui_tile_spot(a, pt.type, pt.rot, seg, &u, &v);
    *bx = e->x + u;
    *by = e->y + v;
}

/* toll_item... toll_collected [points]: one collection, animated as a whole. */
static int collection(gui_app *a, const carc_event *ev, int n, int i, const int *co)
{
    int p = ev[i].player;
    const carc_event *col, *pts;
    int j = collection_log(a, ev, n, i, &col, &pts);
    double t0 = gui_anim_next_start(gui_ext_anims(a)), trace = 0;
    double hx = 0, hy = 0;
    if (col) {
        gui_board_hole(a, col->x, col->y, &hx, &hy);
        int ordered[2 * 256];
        const int *road = co + col->list_off;
        int off = gui_game_keep_coords(a, order_from(road, col->list_len, col->x, col->y, ordered) ? ordered : road, 0, col->list_len);
        if (off >= 0) {
            trace = TRACE_STEP * col->list_len + 0.2;
            double end = trace + (j - i) * ITEM_STEP + 0.25 + 0.9;
            gui_anim *an = gui_anim_at(gui_ext_anims(a), GUI_ANIM_TOLL_TRACE, t0, end);
            if (an) {
                toll_trace_put(an, (toll_trace){off, col->list_len, p, col->x, col->y, col->feature});
                an->cue = col->amount ? gui_audio_cue(gui_audio_of(a), col) : 0; /* once the road is traced; nothing collected: silent */
                an->cue_at = trace;
            }
        }
    }
    /* each item pulses where it stands, one after the other, and stays until the sum flies: every item of
     * every house is read beside the others before its points go */
    double sum_at = trace + (j - i) * ITEM_STEP + 0.25;
    for (int k = i; k < j; k++) {
        gui_anim *an =
            gui_anim_at(gui_ext_anims(a), GUI_ANIM_TOLL_ITEM, t0 + trace + (k - i) * ITEM_STEP, sum_at - trace - (k - i) * ITEM_STEP + 0.5);
        if (!an)
            continue;
        int slot = 0;
        for (int q = i; q < k; q++)
            slot += ev[q].x == ev[k].x && ev[q].y == ev[k].y && ev[q].at == ev[k].at;
        toll_item it = {.player = p, .x = ev[k].x, .y = ev[k].y, .amount = ev[k].amount, .slot = slot};
        item_spot(a, &ev[k], &it.bx, &it.by);
        snprintf(it.kind, sizeof it.kind, "%s", ev[k].label);
        toll_item_put(an, it);
    }
    if (col && col->amount == 0) /* nothing beside the road: its 0 rises over the house */
        gui_game_points_at(a, p, 0, hx, hy - 0.15, t0 + trace + 0.25);
    if (!pts)
        return j - i + (col ? 1 : 0);
    gui_game_points_at(a, p, pts->amount, hx, hy - 0.15, t0 + trace + (j - i) * ITEM_STEP + 0.25);
    return j - i + 2;
}

static int gui_toll_events(gui_app *a, const carc_event *ev, int n, int i, const int *co)
{
    const carc_event *e = &ev[i];
    if (gui_event_is(e, TOLL_EV_ITEM) || gui_event_is(e, TOLL_EV_COLLECTED))
        return collection(a, ev, n, i, co);
    bool placed = gui_event_is(e, TOLL_EV_PLACED), flipped = gui_event_is(e, TOLL_EV_FLIPPED);
    if (!placed && !flipped)
        return 0;
    const gui_anim_queue *q = gui_ext_anims(a); /* houses turning over at one turn end turn together */
    bool together = flipped && q->n > 0 && q->items[q->n - 1].kind == GUI_ANIM_TOLL_FLIP;
    gui_anim *an = together ? gui_anim_with(gui_ext_anims(a), GUI_ANIM_TOLL_FLIP, 0.9)
                            : gui_anim_push(gui_ext_anims(a), placed ? GUI_ANIM_TOLL_DROP : GUI_ANIM_TOLL_FLIP, placed ? 0.45 : 0.9);
    if (an) {
        an->cue = gui_audio_cue(gui_audio_of(a), e);
        /* the cache still holds the state before these events: the side shown until it turns */
        int before = e->player >= 0 && e->player < CARC_MAX_PLAYERS ? seen.house[e->player].value : 1;
        toll_house_put(an, (toll_house){e->player, e->x, e->y, placed ? e->value : before, e->value});
    }
    return 1;
}

/* ---- drawing ---- */

/* An engine item kind as words ("pigshed" -> "pig shed"); unknown kinds as they come. */
static const char *item_name(const char *kind)
{
    /* TRANSLATORS: the illustrations beside a road a toll house collects for, shown after "+1" */
    static const char *const names[][2] = {
        {"cowshed", N_("cow shed")}, {"pigshed", N_("pig shed")},      {"donkeyshed", N_("donkey shed")}, {"farmhouse", N_("farmhouse")},
        {"garden", N_("garden")},    {"highwaymen", N_("highwaymen")}, {"travellers", N_("travellers")},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(kind, names[i][0]) == 0)
            return _(names[i][1]);
    return kind;
}

static const gui_anim *house_anim(const gui_app *a, int kind, int p, double *prog)
{
    const gui_anim_queue *q = gui_ext_anims(a);
    for (int i = 0; i < q->n; i++)
        if (q->items[i].kind == kind && toll_house_of(&q->items[i]).player == p) {
            *prog = gui_anim_progress(q, &q->items[i]);
            return &q->items[i];
        }
    return NULL;
}

static void draw_house(gui_app *a, int p, int value, double bx, double by, double scale, double xs, Uint8 al)
{
    double sx, sy;
    gui_cam_to_screen(gui_ext_camera(a), bx, by, &sx, &sy);
    gui_draw_sprite(a, gui_toll_tex(a, gui_player_color_index(a, p), value), sx, sy, house_size(a) * scale, xs, GUI_ALPHA(al));
    if (al > 128 && xs > 0.5) /* the owner's symbol on the roof (centred at 0.36, 0.31 of the sprite) */
        gui_seat_mark(a, gui_player_color_index(a, p), sx - 0.14 * xs * house_size(a) * scale, sy - 0.19 * house_size(a) * scale,
                      0.2 * house_size(a) * scale);
}

/* Roads being traced from a toll house. */
static void draw_traces(gui_app *a)
{
    const gui_anim_queue *q = gui_ext_anims(a);
    for (int i = 0; i < q->n; i++) {
        const gui_anim *an = &q->items[i];
        double p = gui_anim_progress(q, an);
        if (an->kind != GUI_ANIM_TOLL_TRACE || p < 0)
            continue;
        const toll_trace tr = toll_trace_of(an);
        double t = p * an->dur, fade = p > 0.85 ? (1 - p) / 0.15 : 1;
        SDL_Color c = gui_player_color(carc_game_player_color(gui_ext_game(a), tr.player));
        for (int k = 0; k < tr.len; k++) {
            double lit = (t - k * TRACE_STEP) / 0.25;
            if (lit <= 0)
                break;
            lit = lit > 1 ? 1 : lit;
            gui_board_mark_feature(a, gui_ext_coords(a) + tr.off + 2 * k, 1, tr.feature, (SDL_Color){255, 226, 120, 255},
                                   (Uint8)(255 * lit * fade));
        }
        double hx, hy, sx, sy;
        gui_board_hole(a, tr.x, tr.y, &hx, &hy);
        gui_cam_to_screen(gui_ext_camera(a), hx, hy, &sx, &sy);
        double d = house_size(a) * (1.45 + 0.12 * sin(gui_now(a) * 8)); /* the collecting house pulses in its colour */
        gui_draw_sprite(a, gui_sprite_ring(a), sx, sy, d, 1, (SDL_Color){c.r, c.g, c.b, (Uint8)(255 * fade)});
        gui_draw_sprite(a, gui_sprite_ring(a), sx, sy, d * 0.8, 1, (SDL_Color){255, 236, 160, (Uint8)(200 * fade)});
    }
}

/* The houses: dropping in, turning over, or standing. */
static void draw_houses(gui_app *a)
{
    for (int p = 0; p < carc_game_player_count(gui_ext_game(a)) && p < CARC_MAX_PLAYERS; p++) {
        if (!seen.house[p].placed)
            continue;
        double bx, by, pr;
        gui_board_hole(a, seen.house[p].x, seen.house[p].y, &bx, &by);
        const gui_anim *an = house_anim(a, GUI_ANIM_TOLL_DROP, p, &pr);
        if (an) {
            if (pr >= 0)
                draw_house(a, p, toll_house_of(an).before, bx, by - 0.3 * (1 - gui_ease_out(pr)), 1 + 0.6 * (1 - gui_ease_out(pr)), 1,
                           (Uint8)(100 + 155 * gui_ease_out(pr)));
            continue;
        }
        an = house_anim(a, GUI_ANIM_TOLL_FLIP, p, &pr);
        if (an && pr >= 0) { /* lift, turn over about the vertical axis, settle */
            double lift = sin(pr * M_PI) * 0.18, turn = pr < 0.2 ? 0 : pr > 0.8 ? 1 : (pr - 0.2) / 0.6;
            int shown = turn < 0.5 ? toll_house_of(an).before : toll_house_of(an).after;
            if (pr > 0.5) {
                double sx, sy;
                gui_cam_to_screen(gui_ext_camera(a), bx, by, &sx, &sy);
                gui_draw_sprite(a, gui_sprite_ring(a), sx, sy, house_size(a) * (1 + 1.2 * (pr - 0.5)), 1,
                                (SDL_Color){255, 230, 140, (Uint8)(255 * (1 - pr) * 2)});
            }
            draw_house(a, p, shown, bx, by - lift, 1 + lift, cos(turn * M_PI), 255);
            continue;
        }
        draw_house(a, p, an ? toll_house_of(an).before : seen.house[p].value, bx, by, 1, 1, 255);
    }
}

/* Choosing a crossroads: every legal one lit, a ghost house on each. */
static void draw_choice(gui_app *a)
{
    gui_toll_ui *t = &ui;
    if (!t->mode || !gui_game_idle(a))
        return;
    int cp = carc_game_current_player(gui_ext_game(a));
    int value = cp >= 0 && cp < CARC_MAX_PLAYERS ? seen.house[cp].value : 1;
    double pulse = 0.5 + 0.5 * sin(gui_now(a) * 5);
    for (int i = 0; i < t->n; i++) {
        SDL_Rect r;
        gui_board_square(a, t->act[i].x, t->act[i].y, &r);
        bool hov = i == t->hover, chosen = i == t->chosen;
        gui_fill(a, r, (SDL_Color){255, 255, 255, (Uint8)(hov || chosen ? 60 : 20 + 20 * pulse)});
        gui_frame(a, r, chosen ? (SDL_Color){255, 255, 255, 255} : (SDL_Color){255, 230, 140, (Uint8)(hov ? 255 : 150 + 80 * pulse)},
                  hov || chosen ? 4 : 3);
        double bx, by;
        gui_board_hole(a, t->act[i].x, t->act[i].y, &bx, &by);
        /* the chosen one stands there; while one is chosen the others are only ghosts */
        draw_house(a, cp, value, bx, by, chosen || hov ? 1.15 : 1, 1,
                   chosen                 ? 255
                   : hov && t->chosen < 0 ? 255
                   : t->chosen >= 0       ? 90
                                          : 150);
    }
}

static void gui_toll_draw_board(gui_app *a)
{
    if (!seen.on)
        return;
    draw_traces(a);
    draw_houses(a);
    draw_choice(a);
}

static void gui_toll_draw_flying(gui_app *a)
{
    const gui_anim_queue *q = gui_ext_anims(a);
    SDL_Rect drawn[32]; /* the labels drawn: one that would cover another goes above it */
    int ndrawn = 0;
    for (int i = 0; i < q->n; i++) {
        const gui_anim *an = &q->items[i];
        double p = gui_anim_progress(q, an);
        if (an->kind != GUI_ANIM_TOLL_ITEM || p < 0)
            continue;
        double sx, sy;
        gui_cam_to_screen(gui_ext_camera(a), toll_item_of(an).bx, toll_item_of(an).by, &sx, &sy);
        /* a ring pulses out from the counted thing (in its first 0.95 s), its +N rises above it and stays
         * until the sum has flown; two at one spot (travellers) one above the other */
        double t = p * an->dur, q = t < 0.95 ? t / 0.95 : 1, left = an->dur - t;
        double ring = gui_ext_camera(a)->zoom * (0.25 + 0.45 * gui_ease_out(q));
        if (q < 1)
            gui_draw_sprite(a, gui_sprite_ring(a), sx, sy, ring, 1, (SDL_Color){255, 230, 140, (Uint8)(230 * (1 - q))});
        Uint8 al = (Uint8)(255 * (t < 0.1 ? t / 0.1 : left < 0.25 ? left / 0.25 : 1));
        int y = (int)(sy - gui_px(a, 18) - gui_ease_out(q) * gui_px(a, 16) -
                      toll_item_of(an).slot * (gui_font_h(a, FONT_LARGE) + gui_px(a, 8)));
        char buf[16];
        snprintf(buf, sizeof buf, "+%d", toll_item_of(an).amount);
        const char *what = item_name(toll_item_of(an).kind);
        int w = gui_text_width(a, FONT_LARGE, buf) + gui_px(a, 6) + gui_text_width(a, FONT_SMALL, what);
        SDL_Rect box = {(int)sx - w / 2 - gui_px(a, 8), y - gui_font_h(a, FONT_LARGE) / 2 - gui_px(a, 3), w + gui_px(a, 16),
                        gui_font_h(a, FONT_LARGE) + gui_px(a, 6)};
        for (int k = 0, moved = 1; moved && k < 6; k++) {
            moved = 0;
            for (int d = 0; d < ndrawn && !moved; d++)
                if (SDL_HasIntersection(&box, &drawn[d])) {
                    box.y = drawn[d].y - box.h - gui_px(a, 2);
                    moved = 1;
                }
        }
        y = box.y + gui_font_h(a, FONT_LARGE) / 2 + gui_px(a, 3);
        if (ndrawn < 32)
            drawn[ndrawn++] = box;
        gui_fill(a, box, (SDL_Color){24, 26, 32, (Uint8)(al * 0.8)});
        int x = box.x + gui_px(a, 8);
        x += gui_text(a, FONT_LARGE, buf, (SDL_Color){255, 214, 90, al}, x, y - gui_font_h(a, FONT_LARGE) / 2, ALIGN_LEFT) + gui_px(a, 6);
        gui_text(a, FONT_SMALL, what, (SDL_Color){235, 235, 235, al}, x, y - gui_font_h(a, FONT_SMALL) / 2 + gui_px(a, 2), ALIGN_LEFT);
    }
}

/* ---- HUD ---- */

static bool gui_toll_hud_button(gui_app *a, SDL_Rect r)
{
    gui_toll_ui *t = &ui;
    if (t->n == 0)
        return false;
    bool idle = gui_game_idle(a);
    int cp = carc_game_current_player(gui_ext_game(a));
    bool placed = cp >= 0 && cp < CARC_MAX_PLAYERS && seen.house[cp].placed;
    const char *label = t->mode && t->chosen >= 0 ? _("Confirm toll house")
                        : t->mode                 ? _("Cancel toll house")
                        : placed                  ? _("Move toll house")
                                                  : _("Toll house");
    if (gui_button(a, r, label, idle, t->mode && t->chosen >= 0)) {
        if (t->mode && t->chosen >= 0)
            play_chosen(a);
        else if (t->mode)
            gui_toll_back(a);
        else
            enter_mode(a);
    }
    if (!t->mode) {
        int value = cp >= 0 && cp < CARC_MAX_PLAYERS ? seen.house[cp].value : 1;
        double s = r.h - gui_px(a, 6);
        gui_draw_sprite(a, gui_toll_tex(a, gui_player_color_index(a, cp), value), r.x + gui_px(a, 6) + s / 2, r.y + r.h / 2.0, s, 1,
                        GUI_ALPHA(idle ? 255 : 120));
    }
    return true;
}

static int gui_toll_hud_row(gui_app *a, int p, int x, int y, int maxw)
{
    if (!seen.on || p < 0 || p >= CARC_MAX_PLAYERS || seen.house[p].placed)
        return 0;
    /* the house without its barrier (x >= 43 of the 64 px sprite: at this size the bar read as a stray
     * "-"), and its name where the row has room for it and for a chip after it (a map's tray comes next):
     * six rows with every expansion show the house alone (in German its name ran under the score) */
    int s = gui_px(a, 22), hw = s * 42 / 64;
    SDL_Texture *t = gui_toll_tex(a, gui_player_color_index(a, p), seen.house[p].value);
    if (t)
        SDL_RenderCopy(gui_renderer(a), t, &(SDL_Rect){0, 0, 42, 64}, &(SDL_Rect){x, y + gui_font_h(a, FONT_SMALL) / 2 - s / 2 - 1, hw, s});
    /* TRANSLATORS: beside a small toll house in a player's row of the HUD (the house not placed yet): short */
    const char *name = C_("toll house", "house");
    int w = gui_text_width(a, FONT_SMALL, name);
    bool alone = hw + gui_px(a, 2) + w + gui_px(a, 8 + 22) > maxw;
    /* TRANSLATORS: the tooltip of the small toll house in a player's row */
    gui_tip(a, (SDL_Rect){x, y, alone ? hw : hw + gui_px(a, 2) + w, gui_font_h(a, FONT_SMALL)}, _("Toll house, not placed yet"));
    if (alone)
        return hw + gui_px(a, 8);
    gui_text(a, FONT_SMALL, name, (SDL_Color){160, 166, 178, 255}, x + hw + gui_px(a, 2), y, ALIGN_LEFT);
    return hw + gui_px(a, 2) + w + gui_px(a, 8);
}

static void gui_toll_instructions(const gui_app *a, const char **l1, const char **l2)
{
    (void)l2; /* one text: the HUD wraps it */
    (void)a;
    if (!ui.mode)
        return;
    *l1 = ui.chosen >= 0 ? _("Confirm the toll house (Space), or click another crossroads. Esc: take it back.")
                         : _("Click a lit crossroads for your toll house. Esc or right-click: back.");
}

static bool gui_toll_demo_stage(gui_app *a, const carc_action *act, int stage, char *what, size_t cap)
{
    if (act->kind != CARC_ACT_OTHER || strcmp(act->act, TOLL_ACT_HOUSE) != 0 || stage > 0)
        return false;
    enter_mode(a); /* as the button does; then the mouse goes over the scripted crossroads, the house stands there */
    ui.chosen = option_at(&ui, act->x, act->y);
    double sx, sy;
    gui_cam_to_screen(gui_ext_camera(a), act->x + 0.5, act->y + 0.5, &sx, &sy);
    gui_input_of(a)->mx = (int)sx;
    gui_input_of(a)->my = (int)sy;
    snprintf(what, cap, "tollhouse");
    return true;
}

static void begin(gui_app *a)
{
    (void)a;
    ui.mode = false;
    ui.n = ui.hover = 0;
    ui.chosen = -1;
}

static void show(gui_app *a)
{
    (void)a;
    ui.mode = false;
}

static bool on(const gui_app *a)
{
    (void)a;
    return seen.on;
}

static bool board_choice(const gui_app *a)
{
    (void)a;
    return ui.mode;
}

/* the toll house button: a row under the pass row (the pass row's place while it is the step: then the
 * pass button gives way) */
static bool button_shown(const gui_app *a)
{
    return ui.n > 0 && gui_ext_meeple_step(a);
}

static int hud_rows(const gui_app *a)
{
    return button_shown(a);
}

static bool hud_busy(const gui_app *a)
{
    (void)a;
    return ui.n > 0;
}

static void hud_buttons(gui_app *a, int x, int y, int w, bool pass_row)
{
    int bh = gui_px(a, 34);
    if (pass_row)
        gui_toll_hud_button(a, (SDL_Rect){x, ui.mode ? y : y + bh + gui_px(a, 6), w, bh});
}

static int hud_sig(const gui_app *a, int *sig, int max)
{
    int n = 0;
    for (int p = 0; p < carc_game_player_count(gui_ext_game(a)) && p < CARC_MAX_PLAYERS && n < max; p++)
        sig[n++] = seen.house[p].placed * 4 + seen.house[p].value;
    if (n + 2 > max)
        return n;
    sig[n++] = ui.n;
    sig[n++] = ui.mode + 2 * (ui.chosen >= 0);
    return n;
}

#define NBSP "\xc2\xa0" /* U+00A0 */

/* What one collection was made of (collection_parts), in words: "Small toll: farmhouse +1, 2 × travellers
 * +6". The toll as the rules count it: small 1 an item and 3 a traveller group, large twice that, 1 each
 * at the end. */
static void parts_said(const char *parts, char *out, size_t cap)
{
    char mode = parts[0], items[256] = "";
    size_t n = 0;
    const char *s = strchr(parts, '|');
    while (s && *++s) {
        char kind[24];
        int count = 0, len = (int)strcspn(s, "=");
        snprintf(kind, sizeof kind, "%.*s", len < 23 ? len : 23, s);
        if (s[len] == '=')
            count = atoi(s + len + 1);
        int v = mode == '2' ? 2 : 1, each = mode == 'E' ? 1 : strcmp(kind, "travellers") == 0 ? 3 * v : v;
        char name[64] = "", *w = name; /* an item is never wrapped apart: no-break spaces in it */
        for (const char *c = item_name(kind); *c && w < name + sizeof name - 3; c++)
            w += *c == ' ' ? snprintf(w, 3, "%s", NBSP) : snprintf(w, 2, "%c", *c);
        if (count > 0 && n < sizeof items)
            n += (size_t)(count == 1 ? snprintf(items + n, sizeof items - n, "%s%s" NBSP "+%d", n ? ", " : "", name, each)
                                     : snprintf(items + n, sizeof items - n, "%s%d" NBSP "×" NBSP "%s" NBSP "+%d", n ? ", " : "", count,
                                                name, count * each));
        s = strchr(s, ',');
    }
    if (mode ==
        'E') /* TRANSLATORS: under a scoring-log entry of tolls at the end of the game; %s: what was counted, "farmhouse +1, 2 × travellers +2" */
        snprintf(out, cap, _("At the end: %s"), items);
    else if (
        mode ==
        '2') /* TRANSLATORS: under a scoring-log entry of a toll house showing 2; %s: what was counted, "farmhouse +2, 2 × travellers +12" */
        snprintf(out, cap, _("Large toll: %s"), items);
    else /* TRANSLATORS: under a scoring-log entry of a toll house showing 1; %s: what was counted, "farmhouse +1, 2 × travellers +6" */
        snprintf(out, cap, _("Small toll: %s"), items);
}

static bool log_note(const char *reason, const char *parts, char *out, size_t cap)
{
    if (strcmp(reason, TOLL_CATEGORY) != 0 || !strchr(parts, '|'))
        return false;
    parts_said(parts, out, cap);
    return true;
}

/* ---- the hover of a toll house: its toll, the rule, what it collected ---- */

static int house_under_mouse(gui_app *a)
{
    for (int p = 0; p < carc_game_player_count(gui_ext_game(a)) && p < CARC_MAX_PLAYERS; p++) {
        if (!seen.house[p].placed)
            continue;
        double bx, by, sx, sy;
        gui_board_hole(a, seen.house[p].x, seen.house[p].y, &bx, &by);
        gui_cam_to_screen(gui_ext_camera(a), bx, by, &sx, &sy);
        double r = house_size(a) * 0.5, dx = gui_input_of(a)->mx - sx, dy = gui_input_of(a)->my - sy;
        if (dx * dx + dy * dy <= r * r)
            return p;
    }
    return -1;
}

static bool hover(gui_app *a)
{
    static int last = -1;
    static double since;
    int p = seen.on && !ui.mode ? house_under_mouse(a) : -1;
    if (p != last) { /* once the mouse rests on it, as the feature hover */
        last = p;
        since = gui_now(a);
    }
    if (p < 0 || gui_now(a) - since < 0.35)
        return p >= 0; /* over a house: no feature hover under it meanwhile */
    enum { MAXL = 8 };
    char line[MAXL][320];
    int nl = 0;
    /* TRANSLATORS: the hover of a toll house on the board; %s: its owner */
    snprintf(line[nl++], sizeof line[0], _("Toll house  ·  %s"), carc_game_player_name(gui_ext_game(a), p));
    snprintf(line[nl++], sizeof line[0], "%s",
             seen.house[p].value >= 2 ? _("Large toll: 2 a farmhouse, shed, garden or highwaymen, 6 a group of travellers")
                                      : _("Small toll: 1 a farmhouse, shed, garden or highwaymen, 3 a group of travellers"));
    int first = nl; /* its collections, newest first, from the scoring log */
    const gui_log_entry *e;
    for (int back = 0; (e = gui_ext_log_entry(a, back)) && nl < MAXL; back++) {
        if (e->player != p || strcmp(e->reason, TOLL_CATEGORY) != 0 || e->amount == 0)
            continue;
        char said[256] = "";
        if (strchr(e->parts, '|'))
            parts_said(e->parts, said, sizeof said);
        /* TRANSLATORS: a toll house's hover, one collection: the turn, the points, what they were ("Small toll: farmhouse +1") */
        snprintf(line[nl++], sizeof line[0], _("Turn %d: +%d  ·  %s"), e->turn, e->amount, said);
    }
    if (nl == first)
        snprintf(line[nl++], sizeof line[0], "%s", _("Nothing collected yet"));
    int w = 0, lh = gui_font_h(a, FONT_SMALL) + gui_px(a, 2);
    for (int k = 0; k < nl; k++) {
        int tw = gui_text_width(a, k ? FONT_SMALL : FONT_BOLD, line[k]);
        w = tw > w ? tw : w;
    }
    const gui_camera *c = gui_ext_camera(a);
    int maxw = c->vw - gui_px(a, 16);
    w = w + gui_px(a, 16) > maxw ? maxw - gui_px(a, 16) : w;
    SDL_Rect box = {gui_input_of(a)->mx + gui_px(a, 18), gui_input_of(a)->my + gui_px(a, 18), w + gui_px(a, 16),
                    gui_font_h(a, FONT_BOLD) + (nl - 1) * lh + gui_px(a, 10)};
    if (box.x + box.w > c->vx + c->vw)
        box.x = gui_input_of(a)->mx - gui_px(a, 12) - box.w;
    if (box.y + box.h > c->vy + c->vh)
        box.y = gui_input_of(a)->my - gui_px(a, 12) - box.h;
    box.x = box.x < c->vx ? c->vx : box.x;
    box.y = box.y < c->vy ? c->vy : box.y;
    gui_fill(a, box, (SDL_Color){20, 22, 28, 225});
    gui_frame(a, box, (SDL_Color){255, 244, 190, 255}, 1);
    int ty = box.y + gui_px(a, 5);
    char cut[320];
    gui_text(a, FONT_BOLD, line[0], (SDL_Color){255, 244, 190, 255}, box.x + gui_px(a, 8), ty, ALIGN_LEFT);
    ty += gui_font_h(a, FONT_BOLD);
    for (int k = 1; k < nl; k++, ty += lh) {
        gui_text_ellipsize(a, FONT_SMALL, line[k], w, cut, sizeof cut);
        gui_text(a, FONT_SMALL, cut, k < first ? (SDL_Color){255, 244, 190, 255} : (SDL_Color){230, 230, 230, 255}, box.x + gui_px(a, 8),
                 ty, ALIGN_LEFT);
    }
    return true;
}

static const char *category_title(const char *category)
{
    return strcmp(category, TOLL_CATEGORY) == 0 ? _("Tolls") : NULL;
}

static const char *const help[][2] = {
    {N_("Toll house"), N_("button below Skip, a crossroads, Confirm (Space)")},
    {NULL, NULL},
};

/* TRANSLATORS: a column of the results' statistics (about 90 px, may take two lines) */
static const gui_stat_spec stats[] = {{N_("Toll collections"), TOLL_EV_COLLECTED, NULL, NULL}, {NULL, NULL, NULL, NULL}};

static const gui_ext_test test = {.demo_stage = gui_toll_demo_stage};

const gui_ext gui_ext_tollkeepers = {
    .module = TOLL_MODULE,
    .load = load,
    .unload = unload,
    .begin = begin,
    .show = show,
    .read = read_state,
    .on = on,
    .reset = gui_toll_reset,
    .take = gui_toll_take,
    .events = gui_toll_events,
    .log = toll_log,
    .draw_over = gui_toll_draw_board,
    .draw_flying = gui_toll_draw_flying,
    .board_input = gui_toll_board_input,
    .board_choice = board_choice,
    .back = gui_toll_back,
    .confirm = gui_toll_confirm,
    .hud_rows = hud_rows,
    .hud_busy = hud_busy,
    .hud_buttons = hud_buttons,
    .hud_row = gui_toll_hud_row,
    .hud_sig = hud_sig,
    .instructions = gui_toll_instructions,
    .help = help,
    .test = &test,
    .category_title = category_title,
    .stats = stats,
    .log_note = log_note,
    .hover = hover,
};
