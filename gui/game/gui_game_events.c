/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Engine events -> animations (and the scoring log); the expansions take their own events first. */
#include "gui_game_draw.h"
#include "gui_exts.h"
#include "gui_game.h"
#include "gui_last_tiles.h"
#include "gui_shell.h"

#include <string.h>

int gui_game_keep_coords(gui_app *a, const int *co, int off, int len)
{
    gui_game *G = &a->game;
    if (G->ncoords + 2 * len > (int)(sizeof G->coords / sizeof G->coords[0]))
        return -1;
    int at = G->ncoords;
    memcpy(G->coords + at, co + off, sizeof(int) * 2 * (size_t)len);
    G->ncoords += 2 * len;
    return at;
}

bool gui_event_is(const carc_event *e, const char *name)
{
    return e->type == CARC_EV_MODULE && e->name && strcmp(e->name, name) == 0;
}

bool gui_event_points(const carc_event *e, const char *reason, int player)
{
    return e->type == CARC_EV_POINTS && e->reason && strcmp(e->reason, reason) == 0 && e->player == player;
}

gui_anim *gui_game_points_at(gui_app *a, int player, int amount, double fx, double fy, double start)
{
    gui_anim *an = gui_anim_at(&a->game.anim, GUI_ANIM_POINTS, start, 0.9);
    if (an) {
        an->cue = amount ? gui_audio_cue_named(a->audio, "points") : 0; /* a 0 (the log says why) is silent */
        an->points = (gui_anim_points){player, amount, fx, fy};
    }
    return an;
}

/* The kind of figure a meeple event names (0: the meeple). */
static int figure_kind(const carc_game *g, const carc_event *e)
{
    int k = carc_game_figure_find(g, e->figure);
    return k > 0 && k < GUI_KINDS ? k : 0;
}

unsigned gui_game_log_event(gui_app *a, const carc_event *e)
{
    gui_game *G = &a->game;
    bool points = e->type == CARC_EV_POINTS && e->player >= 0 && e->amount != 0;
    /* a module's rule made a feature worth 0 at the end (incomplete): its holders' 0 */
    bool zero = e->type == CARC_EV_FINAL_SCORING && e->modifier && e->amount == 0 && e->feature >= 0;
    unsigned who = points ? 1u << e->player : zero ? carc_game_feature_holders(G->g, e->feature) : 0;
    for (int p = 0; p < CARC_MAX_PLAYERS; p++) {
        if (!(who >> p & 1))
            continue;
        gui_game_log_points(a, p, points ? e->amount : 0, e->reason);
        gui_log_entry *le = &G->log[(G->nlog - 1) % GUI_LOG_LEN];
        le->modifier = e->modifier;
        le->feature = e->feature;
        le->tiles = e->feature >= 0 ? carc_game_feature_size(G->g, e->feature) : 0;
    }
    return zero ? who : 0;
}

/* A tile placed falls onto its square (not the one the player just placed with the mouse: it is there). */
static gui_anim *tile_placed(gui_app *a, const carc_event *e, bool *tile_shown)
{
    gui_last_tiles_note(a, e);
    if (*tile_shown) {
        *tile_shown = false;
        return NULL;
    }
    gui_anim *an = gui_anim_push(&a->game.anim, GUI_ANIM_TILE_DROP, 0.3);
    if (an) {
        an->tile = (gui_anim_tile){e->x, e->y, e->tile, e->rot};
    }
    return an;
}

static gui_anim *meeple_placed(gui_app *a, const carc_event *e)
{
    gui_anim *an = gui_anim_push(&a->game.anim, GUI_ANIM_MEEPLE_DROP, 0.3);
    if (an) {
        an->figure = (gui_anim_figure){.player = e->player, .x = e->x, .y = e->y, .at = e->at, .kind = figure_kind(a->game.g, e)};
    }
    return an;
}

/* The final scoring's banner; a feature completed or scored at the end glows, and a 0 a module's rule
 * made rises where it happened. */
static gui_anim *feature_scored(gui_app *a, const carc_event *e, const int *co)
{
    gui_game *G = &a->game;
    gui_anim *an = NULL;
    if (e->name && strcmp(e->name, "final_scoring") == 0) {
        G->log_turn = carc_game_turn(G->g); /* the last turn played, as the header says (as replayed) */
        an = gui_anim_push(&G->anim, GUI_ANIM_BANNER, 1.3);
        if (an)
            an->banner = (gui_anim_banner){GUI_BANNER_FINAL, -1};
        return an;
    }
    if (e->list_len > 0) {
        int off = gui_game_keep_coords(a, co, e->list_off, e->list_len);
        if (off >= 0) {
            an = gui_anim_push(&G->anim, GUI_ANIM_FEATURE_GLOW, e->type == CARC_EV_FINAL_SCORING ? 0.55 : 0.7);
            if (an) {
                an->glow = (gui_anim_glow){off, e->list_len, e->feature};
            }
            G->last_feature = e->feature;
            G->last_feature_off = off;
            G->last_feature_len = e->list_len;
        }
    }
    unsigned zero = gui_game_log_event(a, e); /* a 0 a module's rule made: it rises where it happened */
    double zx = 0, zy = 0;
    for (int k = 0; k < e->list_len; k++) {
        zx += co[e->list_off + 2 * k] + 0.5;
        zy += co[e->list_off + 2 * k + 1] + 0.5;
    }
    for (int p = 0; p < CARC_MAX_PLAYERS && e->list_len > 0; p++)
        if (zero >> p & 1)
            gui_game_points_at(a, p, 0, zx / e->list_len, zy / e->list_len, a->game.anim.last_start);
    return an;
}

/* Points fly from the feature just scored (its middle), else from where they were scored; the points of
 * one feature fly together (last_kind, *last_feature: the animation and the feature before). */
static gui_anim *points(gui_app *a, const carc_event *e, int last_kind, int *last_feature)
{
    gui_game *G = &a->game;
    if (e->player < 0 || e->amount == 0) /* e.g. a farmer next to no completed city */
        return NULL;
    gui_game_log_event(a, e);
    double fx = G->cam.cx, fy = G->cam.cy;
    if (e->feature == G->last_feature && G->last_feature_len > 0) {
        double sx = 0, sy = 0;
        for (int k = 0; k < G->last_feature_len; k++) {
            sx += G->coords[G->last_feature_off + 2 * k];
            sy += G->coords[G->last_feature_off + 2 * k + 1];
        }
        fx = sx / G->last_feature_len + 0.5;
        fy = sy / G->last_feature_len + 0.5;
    } else if (e->has_pos) {
        fx = e->x + 0.5;
        fy = e->y + 0.5;
    }
    bool together = last_kind == GUI_ANIM_POINTS && *last_feature == e->feature;
    gui_anim *an = together ? gui_anim_with(&G->anim, GUI_ANIM_POINTS, 0.9) : gui_anim_push(&G->anim, GUI_ANIM_POINTS, 0.9);
    if (an) {
        an->points = (gui_anim_points){e->player, e->amount, fx, fy};
    }
    *last_feature = e->feature;
    return an;
}

/* A figure goes home from its spot on its tile (a farmer lies down). */
static gui_anim *meeple_returned(gui_app *a, const carc_event *e)
{
    carc_game *g = a->game.g;
    gui_anim *an = gui_anim_with(&a->game.anim, GUI_ANIM_MEEPLE_HOME, 0.8);
    if (!an)
        return NULL;
    an->figure = (gui_anim_figure){e->player, e->x, e->y, e->at, figure_kind(g, e), false, e->x + 0.5, e->y + 0.5};
    int bi = carc_game_board_at(g, e->x, e->y);
    if (bi >= 0 && e->at >= 0) {
        carc_placed_tile pt = carc_game_board_tile(g, bi);
        int seg = carc_tile_segment_at(a->rules, pt.type, pt.rot, e->at);
        double u, v;
        gui_tile_spot(a, pt.type, pt.rot, seg, &u, &v);
        an->figure.bx = e->x + u;
        an->figure.by = e->y + v;
        an->figure.lying = carc_tile_segment_type(a->rules, pt.type, seg) == CARC_FIELD;
    }
    return an;
}

/* One core event's animation (NULL: none), and what it marks: a turn done, the game finished. */
static gui_anim *take_event(gui_app *a, const carc_event *e, const int *co, bool *tile_shown, int last_kind, int *last_feature)
{
    gui_game *G = &a->game;
    gui_anim *an = NULL;
    switch (e->type) {
    case CARC_EV_TILE_PLACED:
        return tile_placed(a, e, tile_shown);
    case CARC_EV_MEEPLE_PLACED:
        return meeple_placed(a, e);
    case CARC_EV_FEATURE_COMPLETED:
    case CARC_EV_FINAL_SCORING:
        return feature_scored(a, e, co);
    case CARC_EV_POINTS:
        return points(a, e, last_kind, last_feature);
    case CARC_EV_MEEPLE_RETURNED:
        return meeple_returned(a, e);
    case CARC_EV_TILE_DISCARDED:
        an = gui_anim_push(&G->anim, GUI_ANIM_BANNER, 1.6);
        if (an)
            an->banner = (gui_anim_banner){GUI_BANNER_DISCARDED, e->tile};
        return an;
    case CARC_EV_GAME_OVER:
        G->finished = true;
        G->turn_done = true;
        return gui_anim_push(&G->anim, GUI_ANIM_PAUSE, 0.05); /* its sound as the results appear */
    case CARC_EV_TURN_STARTED:                                /* a turn completed: screenshot and autosave point */
        G->turn_done = true;
        G->log_turn = e->value;
        return NULL;
    default:
        return NULL;
    }
}

void gui_game_take_events(gui_app *a, bool tile_shown)
{
    gui_game *G = &a->game;
    carc_game *g = G->g;
    if (!gui_anim_busy(&G->anim))
        G->ncoords = 0;
    int n;
    const carc_event *ev = carc_game_events(g, &n);
    const int *co = carc_game_event_coords(g);
    int last_kind = -1, last_feature = -2;
    for (int i = 0; i < n; i++) {
        int used = gui_ext_events(a, ev, n, i, co);
        if (used) { /* an expansion's animation took these events */
            i += used - 1;
            last_kind = -1;
            continue;
        }
        gui_anim *an = take_event(a, &ev[i], co, &tile_shown, last_kind, &last_feature);
        if (an) {
            last_kind = an->kind;
            an->cue = gui_audio_cue(a->audio, &ev[i]); /* the event's sound starts with its animation */
        }
    }
    carc_game_clear_events(g);
    gui_ext_read(a);
}
