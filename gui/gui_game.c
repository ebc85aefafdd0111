/* The game scene: turns engine state, legal actions and events into what the board and HUD show, and
 * player input into actions. The tile placement stays pending in the GUI (shown on the board, Undo-able)
 * until the meeple choice is made; the meeple spots come from a preview game that has the tile applied.
 * Then both actions are applied to the real game. */
#include "gui.h"
#include "gui_paths.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void gui_game_message(gui_app *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(a->game.msg, sizeof a->game.msg, fmt, ap);
    va_end(ap);
    a->game.msg_until = a->now + 3.5;
}

bool gui_game_idle(const gui_app *a)
{
    return !gui_anim_busy(&a->game.anim);
}

int gui_game_display_score(const gui_app *a, int p)
{
    const gui_anim_queue *q = &a->game.anim;
    int s = carc_game_score(a->game.g, p);
    for (int i = 0; i < q->n; i++)
        if (q->items[i].kind == GUI_ANIM_POINTS && q->items[i].i[0] == p && gui_anim_progress(q, &q->items[i]) < 0.97)
            s -= q->items[i].i[1];
    return s;
}

static unsigned cand_mask(const gui_game *G, int x, int y)
{
    for (int i = 0; i < G->ncand; i++)
        if (G->cand[i].x == x && G->cand[i].y == y)
            return G->cand[i].rotmask;
    return 0;
}

void gui_game_refresh(gui_app *a)
{
    gui_game *G = &a->game;
    carc_game *src = G->pending && G->preview ? G->preview : G->g;
    carc_game_legal_actions(src, &G->legal);
    if (gui_ai_turn(a)) /* a computer seat decides: nothing to offer the mouse */
        G->legal.n = 0;
    gui_bets_reset(a);
    gui_toll_reset(a);
    gui_islands_reset(a);
    gui_wine_reset(a);
    G->ncand = G->nmopt = G->nother = 0;
    G->can_pass = false;
    G->hover_meeple = -1;
    if (G->pending) {
        G->mtx = G->pending_act.x;
        G->mty = G->pending_act.y;
        G->mtype = G->ptype;
        G->mrot = G->pending_act.rot;
    } else if (carc_game_board_count(G->g) > 0) { /* a game loaded in its meeple step */
        carc_placed_tile pt = carc_game_board_tile(G->g, carc_game_board_count(G->g) - 1);
        G->mtx = pt.x;
        G->mty = pt.y;
        G->mtype = pt.type;
        G->mrot = pt.rot;
    }
    for (int i = 0; i < G->legal.n; i++) {
        const carc_action *act = &G->legal.v[i];
        if (act->kind == CARC_ACT_TILE && (act->has & CARC_AF_XY)) {
            int k;
            for (k = 0; k < G->ncand; k++)
                if (G->cand[k].x == act->x && G->cand[k].y == act->y)
                    break;
            if (k == G->ncand) {
                if (G->ncand >= (int)(sizeof G->cand / sizeof G->cand[0]))
                    continue;
                G->cand[G->ncand++] = (gui_cand){act->x, act->y, 0};
            }
            G->cand[k].rotmask |= 1u << (act->rot & 3);
        } else if (act->kind == CARC_ACT_MEEPLE && (act->has & CARC_AF_AT) && G->nmopt < (int)(sizeof G->mopt / sizeof G->mopt[0])) {
            gui_meeple_opt *o = &G->mopt[G->nmopt];
            o->act = *act;
            o->seg = carc_tile_segment_at(a->rules, G->mtype, G->mrot, act->at);
            if (o->seg < 0)
                continue;
            gui_tile_spot(a, G->mtype, G->mrot, o->seg, &o->u, &o->v);
            G->nmopt++;
        } else if (gui_bets_take(a, act) || gui_toll_take(a, act) || gui_islands_take(a, act) || gui_wine_take(a, act)) {
            continue;
        } else if (act->kind == CARC_ACT_PASS) {
            G->can_pass = true;
        } else {
            G->nother++;
        }
    }
    gui_bets_refresh(a);
    gui_islands_refresh(a);
}

void gui_game_show_squares(gui_app *a, const int *xy, int n)
{
    gui_game *G = &a->game;
    if (n <= 0)
        return;
    int x0 = xy[0], y0 = xy[1], x1 = xy[0], y1 = xy[1];
    for (int i = 1; i < n; i++) {
        x0 = xy[2 * i] < x0 ? xy[2 * i] : x0;
        y0 = xy[2 * i + 1] < y0 ? xy[2 * i + 1] : y0;
        x1 = xy[2 * i] > x1 ? xy[2 * i] : x1;
        y1 = xy[2 * i + 1] > y1 ? xy[2 * i + 1] : y1;
    }
    double sx0, sy0, sx1, sy1;
    gui_board_layout(a);
    gui_cam_to_screen(&G->cam, x0, y0, &sx0, &sy0);
    gui_cam_to_screen(&G->cam, x1 + 1, y1 + 1, &sx1, &sy1);
    const gui_camera *c = &G->cam;
    if (sx0 >= c->vx && sy0 >= c->vy && sx1 <= c->vx + c->vw && sy1 <= c->vy + c->vh)
        return;
    gui_cam_fit(&G->cam, x0, y0, x1, y1, 0.6, G->cam.zoom);
    gui_map_clamp(a, &G->cam.cx, &G->cam.cy);
    G->cam_glide = false;
}

void gui_game_focus(gui_app *a, bool fit_all)
{
    gui_game *G = &a->game;
    carc_game *g = G->g;
    gui_board_layout(a);
    if (fit_all && gui_map_fit(a)) /* on a map: the whole country */
        return;
    int n = carc_game_board_count(g);
    if (n == 0)
        return;
    int x0 = 1 << 30, y0 = 1 << 30, x1 = -(1 << 30), y1 = -(1 << 30);
    for (int i = 0; i < n; i++) {
        carc_placed_tile pt = carc_game_board_tile(g, i);
        x0 = pt.x < x0 ? pt.x : x0;
        y0 = pt.y < y0 ? pt.y : y0;
        x1 = pt.x > x1 ? pt.x : x1;
        y1 = pt.y > y1 ? pt.y : y1;
    }
    if (fit_all) {
        gui_cam_fit(&G->cam, x0, y0, x1, y1, 1.5, 100);
        G->cam_glide = false;
        return;
    }
    /* keep the last placed tile (or the one waiting for its meeple) and its neighbours on screen */
    carc_placed_tile last = carc_game_board_tile(g, n - 1);
    if (G->pending)
        last = (carc_placed_tile){G->pending_act.x, G->pending_act.y, G->ptype, G->pending_act.rot};
    int nx0 = last.x - 1, ny0 = last.y - 1, nx1 = last.x + 2, ny1 = last.y + 2;
    if (G->map.on) { /* no neighbours beyond the edge of the map */
        nx0 = nx0 < G->map.x0 ? G->map.x0 : nx0;
        ny0 = ny0 < G->map.y0 ? G->map.y0 : ny0;
        nx1 = nx1 > G->map.x1 + 1 ? G->map.x1 + 1 : nx1;
        ny1 = ny1 > G->map.y1 + 1 ? G->map.y1 + 1 : ny1;
    }
    double sx0, sy0, sx1, sy1;
    gui_cam_to_screen(&G->cam, nx0, ny0, &sx0, &sy0);
    gui_cam_to_screen(&G->cam, nx1, ny1, &sx1, &sy1);
    const gui_camera *c = &G->cam;
    if (sx0 < c->vx || sy0 < c->vy || sx1 > c->vx + c->vw || sy1 > c->vy + c->vh) {
        G->cam_tx = last.x + 0.5;
        G->cam_ty = last.y + 0.5;
        gui_map_clamp(a, &G->cam_tx, &G->cam_ty);
        G->cam_glide = true;
    }
}

/* A new version of the game shown: cached previews (keyed by it) are asked again. */
static void touch(gui_game *G)
{
    static unsigned versions;
    G->version = ++versions;
}

static void free_preview(gui_game *G)
{
    if (G->preview)
        carc_game_free(G->preview);
    G->preview = NULL;
}

void gui_game_drop_pending(gui_app *a)
{
    gui_game *G = &a->game;
    if (!G->pending)
        return;
    free_preview(G);
    G->pending = false;
    G->rot = G->pending_act.rot;
    touch(G);
}

/* A loaded game's events (its replay): the scoring log as it was. */
static void replayed(gui_app *a)
{
    int n;
    const carc_event *ev = carc_game_events(a->game.g, &n);
    for (int i = 0; i < n; i++)
        if (ev[i].type == CARC_EV_POINTS && ev[i].player >= 0 && ev[i].amount != 0)
            gui_game_log_points(a, ev[i].player, ev[i].amount, ev[i].reason);
}

bool gui_game_begin(gui_app *a, carc_game *g)
{
    gui_game_end(a);
    gui_game *G = &a->game;
    carc_action_list keep = G->legal;
    memset(G, 0, sizeof *G);
    G->legal = keep;
    G->g = g;
    G->hover_meeple = -1;
    touch(G);
    gui_anim_init(&G->anim);
    gui_map_begin(a);
    a->hud.valid = a->board.valid = false; /* a new game may have the old one's address */
    gui_history_begin(a);
    gui_ai_begin(a);
    replayed(a);
    carc_game_clear_events(g);
    gui_cam_init(&G->cam, 0, 0, a->w, a->h);
    gui_mods_refresh(a);
    gui_game_refresh(a);
    gui_game_focus(a, true);
    G->finished = carc_game_over(g);
    a->scene = G->finished ? SCENE_RESULTS : SCENE_GAME;
    return true;
}

void gui_game_show(gui_app *a, carc_game *g)
{
    gui_game *G = &a->game;
    free_preview(G);
    carc_game_free(G->g);
    G->g = g;
    G->pending = false;
    touch(G);
    gui_anim_init(&G->anim);
    a->hud.valid = a->board.valid = false;
    G->nlog = 0;
    replayed(a);
    carc_game_clear_events(g);
    memset(&G->bets, 0, sizeof G->bets); /* a betting step shows its pass-the-mouse screen again */
    G->toll.mode = false;
    G->turn_done = false;
    G->finished = carc_game_over(g);
    a->scene = G->finished ? SCENE_RESULTS : SCENE_GAME; /* an undo on the results goes back to the game */
    gui_mods_refresh(a);
    gui_game_refresh(a);
    gui_game_focus(a, false);
    if (!a->no_autosave) /* the file holds the game as shown */
        gui_autosave(a);
}

void gui_game_end(gui_app *a)
{
    gui_game *G = &a->game;
    gui_ai_end(a);
    free_preview(G);
    if (G->g)
        carc_game_free(G->g);
    G->g = NULL;
    G->pending = false;
    gui_history_free(a);
}

void gui_game_to_menu(gui_app *a)
{
    gui_game_end(a);
    gui_menu_init(a);
    a->scene = SCENE_MENU;
}

/* A copy of the game with actions applied: the preview of the pending tile, or what an option would
 * score. Nothing reads a copy's events or log: recording is off. NULL (and a message in err, if given)
 * when refused. */
carc_game *gui_game_try(gui_app *a, const carc_action *acts, int n, carc_err *err)
{
    carc_err ignored;
    err = err ? err : &ignored;
    carc_game *t = carc_game_clone(a->game.g);
    if (!t) {
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return NULL;
    }
    carc_game_set_recording(t, false);
    for (int i = 0; i < n; i++)
        if (carc_game_apply(t, &acts[i], err) != CARC_OK) {
            carc_game_free(t);
            return NULL;
        }
    return t;
}

bool gui_game_place_tile(gui_app *a, int x, int y, int rot)
{
    gui_game *G = &a->game;
    if (G->pending || !((cand_mask(G, x, y) >> (rot & 3)) & 1))
        return false;
    carc_action act;
    carc_action_tile(&act, x, y, rot);
    carc_err err = {0, ""};
    carc_game *pv = gui_game_try(a, &act, 1, &err);
    if (!pv) {
        gui_game_message(a, "Cannot place the tile: %s", err.msg);
        return false;
    }
    free_preview(G);
    G->preview = pv;
    G->pending = true;
    touch(G);
    G->pending_act = act;
    G->ptype = carc_game_current_tile(G->g);
    gui_anim *an = gui_anim_push(&G->anim, GUI_ANIM_TILE_DROP, 0.28);
    if (an) {
        an->i[0] = x;
        an->i[1] = y;
        an->i[2] = G->ptype;
        an->i[3] = rot;
    }
    gui_game_refresh(a);
    gui_game_focus(a, false); /* a scripted placement may be off screen */
    return true;
}

void gui_game_undo(gui_app *a)
{
    if (a->game.pending) {
        gui_game_drop_pending(a);
        gui_game_refresh(a);
    } else {
        gui_history_undo(a);
    }
}

void gui_game_requests(gui_app *a)
{
    int r = a->game.request;
    a->game.request = GUI_REQ_NONE;
    if (r == GUI_REQ_UNDO)
        gui_game_undo(a);
    else if (r == GUI_REQ_REDO)
        gui_history_redo(a);
    else if (r == GUI_REQ_MENU)
        gui_game_to_menu(a);
}

void gui_game_rotate(gui_app *a, int dir)
{
    gui_game *G = &a->game;
    if (G->pending)
        return;
    unsigned m = G->hover_board ? cand_mask(G, G->hover_x, G->hover_y) : 0;
    if (!m)
        m = 0xF;
    for (int k = 1; k <= 4; k++) {
        int r = (G->rot + dir * k + 8) & 3;
        if ((m >> r) & 1) {
            G->rot = r;
            return;
        }
    }
}

void gui_game_log_points(gui_app *a, int player, int amount, const char *reason)
{
    gui_game *G = &a->game;
    gui_log_entry *e = &G->log[G->nlog % GUI_LOG_LEN];
    e->player = player;
    e->amount = amount;
    snprintf(e->reason, sizeof e->reason, "%s", reason ? reason : "");
    G->nlog++;
}

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
        an->i[0] = player;
        an->i[1] = amount;
        an->f[0] = fx;
        an->f[1] = fy;
    }
    return an;
}

/* Engine events -> animations (and the scoring log). */
static void process_events(gui_app *a, bool tile_shown)
{
    gui_game *G = &a->game;
    carc_game *g = G->g;
    if (!gui_anim_busy(&G->anim))
        G->ncoords = 0;
    int n;
    const carc_event *ev = carc_game_events(g, &n);
    const int *co = carc_game_event_coords(g);
    int last_kind = -1, last_feature = -2;
    static int (*const expansion_events[])(gui_app *, const carc_event *, int, int, const int *) = {
        gui_bets_events, gui_toll_events, gui_mapchips_events, gui_islands_events, gui_wine_events,
    };
    for (int i = 0; i < n; i++) {
        const carc_event *e = &ev[i];
        gui_anim *an = NULL;
        int used = 0;
        for (size_t k = 0; k < sizeof expansion_events / sizeof expansion_events[0] && !used; k++)
            used = expansion_events[k](a, ev, n, i, co);
        if (used) { /* an expansion's animation took these events */
            i += used - 1;
            last_kind = -1;
            continue;
        }
        switch (e->type) {
        case CARC_EV_TILE_PLACED:
            if (tile_shown) {
                tile_shown = false;
                break;
            }
            an = gui_anim_push(&G->anim, GUI_ANIM_TILE_DROP, 0.3);
            if (an) {
                an->i[0] = e->x;
                an->i[1] = e->y;
                an->i[2] = e->tile;
                an->i[3] = e->rot;
            }
            break;
        case CARC_EV_MEEPLE_PLACED:
            an = gui_anim_push(&G->anim, GUI_ANIM_MEEPLE_DROP, 0.3);
            if (an) {
                an->i[0] = e->player;
                an->i[1] = e->x;
                an->i[2] = e->y;
                an->i[3] = e->at;
            }
            break;
        case CARC_EV_FEATURE_COMPLETED:
        case CARC_EV_FINAL_SCORING:
            if (e->name && strcmp(e->name, "final_scoring") == 0) {
                an = gui_anim_push(&G->anim, GUI_ANIM_BANNER, 1.3);
                if (an)
                    an->i[0] = 0;
                break;
            }
            if (e->list_len > 0) {
                int off = gui_game_keep_coords(a, co, e->list_off, e->list_len);
                if (off >= 0) {
                    an = gui_anim_push(&G->anim, GUI_ANIM_FEATURE_GLOW, e->type == CARC_EV_FINAL_SCORING ? 0.55 : 0.7);
                    if (an) {
                        an->i[0] = off;
                        an->i[1] = e->list_len;
                        an->i[2] = e->feature;
                    }
                    G->last_feature = e->feature;
                    G->last_feature_off = off;
                    G->last_feature_len = e->list_len;
                }
            }
            break;
        case CARC_EV_POINTS: {
            if (e->player < 0 || e->amount == 0) /* e.g. a farmer next to no completed city */
                break;
            gui_game_log_points(a, e->player, e->amount, e->reason);
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
            bool together = last_kind == GUI_ANIM_POINTS && last_feature == e->feature;
            an = together ? gui_anim_with(&G->anim, GUI_ANIM_POINTS, 0.9) : gui_anim_push(&G->anim, GUI_ANIM_POINTS, 0.9);
            if (an) {
                an->i[0] = e->player;
                an->i[1] = e->amount;
                an->f[0] = fx;
                an->f[1] = fy;
            }
            last_feature = e->feature;
            break;
        }
        case CARC_EV_MEEPLE_RETURNED: {
            an = gui_anim_with(&G->anim, GUI_ANIM_MEEPLE_HOME, 0.8);
            if (an) {
                an->i[0] = e->player;
                an->i[1] = e->x;
                an->i[2] = e->y;
                an->i[3] = e->at;
                an->f[0] = e->x + 0.5;
                an->f[1] = e->y + 0.5;
                int bi = carc_game_board_at(g, e->x, e->y);
                if (bi >= 0 && e->at >= 0) {
                    carc_placed_tile pt = carc_game_board_tile(g, bi);
                    int seg = carc_tile_segment_at(a->rules, pt.type, pt.rot, e->at);
                    double u, v;
                    gui_tile_spot(a, pt.type, pt.rot, seg, &u, &v);
                    an->f[0] = e->x + u;
                    an->f[1] = e->y + v;
                    an->i[5] = carc_tile_segment_type(a->rules, pt.type, seg) == CARC_FIELD;
                }
            }
            break;
        }
        case CARC_EV_TILE_DISCARDED:
            an = gui_anim_push(&G->anim, GUI_ANIM_BANNER, 1.6);
            if (an) {
                an->i[0] = 1;
                an->i[1] = e->tile;
            }
            break;
        case CARC_EV_GAME_OVER:
            G->finished = true;
            G->turn_done = true;
            break;
        case CARC_EV_TURN_STARTED: /* a turn completed: screenshot and autosave point */
            G->turn_done = true;
            break;
        default:
            break;
        }
        if (an)
            last_kind = an->kind;
    }
    carc_game_clear_events(g);
    gui_mods_refresh(a);
}

static void after_apply(gui_app *a, bool tile_shown)
{
    gui_game *G = &a->game;
    touch(G);
    bool done = G->turn_done;
    G->turn_done = false;
    process_events(a, tile_shown);
    if (G->turn_done && !a->no_autosave)
        gui_autosave(a);
    G->turn_done |= done;
    gui_game_refresh(a);
    gui_game_focus(a, false);
}

/* Every action reaches the engine here: a new one ends what can be redone. */
static bool engine_apply(gui_app *a, const carc_action *act, carc_err *err)
{
    gui_game *G = &a->game;
    const char *ph = carc_game_phase(G->g);
    int who = carc_game_current_player(G->g), turn = carc_game_turn(G->g);
    bool bet = ph && strcmp(ph, "bets") == 0;
    if (carc_game_apply(G->g, act, err) != CARC_OK)
        return false;
    G->actor = who;
    G->actor_turn = turn;
    G->actor_bet = bet;
    gui_history_applied(a, act);
    return true;
}

bool gui_game_confirm(gui_app *a, const carc_action *second)
{
    gui_game *G = &a->game;
    carc_err err = {0, ""};
    bool tile_shown = G->pending;
    if (G->pending) {
        if (!engine_apply(a, &G->pending_act, &err)) {
            gui_game_message(a, "Tile refused: %s", err.msg);
            gui_game_drop_pending(a);
            gui_game_refresh(a);
            return false;
        }
        free_preview(G);
        G->pending = false;
    }
    if (second && !engine_apply(a, second, &err)) {
        gui_game_message(a, "Refused: %s", err.msg);
        after_apply(a, tile_shown);
        return false;
    }
    after_apply(a, tile_shown);
    return true;
}

bool gui_game_apply(gui_app *a, const carc_action *act)
{
    gui_game *G = &a->game;
    if (act->kind == CARC_ACT_TILE && !G->pending && (act->has & CARC_AF_XY))
        return gui_game_place_tile(a, act->x, act->y, act->rot);
    if (G->pending && act->kind == CARC_ACT_TILE) {
        gui_game_message(a, "A tile is already placed.");
        return false;
    }
    return gui_game_confirm(a, act);
}

static void save_box(gui_app *a)
{
    gui_game *G = &a->game;
    SDL_Rect r = {0, 0, gui_px(a, 520), gui_px(a, 170)};
    r.x = (gui_hud_rect(a).x - r.w) / 2;
    r.y = (a->h - r.h) / 2;
    gui_fill(a, (SDL_Rect){0, 0, a->w, a->h}, (SDL_Color){0, 0, 0, 100});
    gui_panel(a, r);
    gui_text(a, FONT_BOLD, "Save the game as", (SDL_Color){240, 240, 240, 255}, r.x + gui_px(a, 20), r.y + gui_px(a, 16), ALIGN_LEFT);
    char dir[GUI_PATH_LEN], hint[GUI_PATH_LEN + 40];
    gui_paths_pretty(a->save_dir, getenv("HOME"), dir, sizeof dir);
    snprintf(hint, sizeof hint, "A name (not a path): the game goes to %s", dir);
    gui_text(a, FONT_SMALL, hint, (SDL_Color){160, 166, 178, 255}, r.x + gui_px(a, 20), r.y + gui_px(a, 40), ALIGN_LEFT);
    bool focus = true;
    bool enter = gui_textfield(a, (SDL_Rect){r.x + gui_px(a, 20), r.y + gui_px(a, 66), r.w - gui_px(a, 40), gui_px(a, 34)},
                               G->fname, sizeof G->fname, &focus, "mygame.json");
    int bw = gui_px(a, 110), by = r.y + r.h - gui_px(a, 50);
    bool save = gui_button(a, (SDL_Rect){r.x + r.w - 2 * bw - gui_px(a, 30), by, bw, gui_px(a, 34)}, "Save", G->fname[0] != 0, true);
    bool cancel = gui_button(a, (SDL_Rect){r.x + r.w - bw - gui_px(a, 20), by, bw, gui_px(a, 34)}, "Cancel", true, false);
    for (int i = 0; i < a->in.nkeys; i++)
        if (a->in.keys[i] == SDLK_ESCAPE)
            cancel = true;
    if ((save || enter) && G->fname[0]) {
        char path[GUI_PATH_LEN], msg[400];
        if (!gui_save_path(a, G->fname, path, sizeof path, msg, sizeof msg)) {
            gui_game_message(a, "%s", msg); /* the dialog stays open to correct the name */
        } else {
            if (gui_save_game(a, G->g, path, msg, sizeof msg))
                gui_game_message(a, "Saved to %s", path);
            else
                gui_game_message(a, "%s", msg);
            G->saving = false;
        }
    } else if (cancel) {
        G->saving = false;
    }
    a->in.consumed = true;
}

/* Pan and zoom: arrow keys, + and -, Home/C, the wheel over the board, dragging. Shared by the game
 * and the results' board view. */
void gui_game_camera_input(gui_app *a)
{
    gui_game *G = &a->game;
    gui_input *in = &a->in;
    gui_camera *c = &G->cam;
    double step = 60 * a->ui, mx = c->vx + c->vw / 2.0, my = c->vy + c->vh / 2.0;
    for (int i = 0; i < in->nkeys; i++) {
        SDL_Keycode k = in->keys[i];
        if (k == SDLK_LEFT || k == SDLK_RIGHT || k == SDLK_UP || k == SDLK_DOWN) {
            gui_cam_pan_pixels(c, (k == SDLK_LEFT) * step - (k == SDLK_RIGHT) * step, (k == SDLK_UP) * step - (k == SDLK_DOWN) * step);
            G->cam_glide = false;
        } else if (k == SDLK_PLUS || k == SDLK_EQUALS || k == SDLK_KP_PLUS) {
            gui_cam_zoom_at(c, 1.2, mx, my);
        } else if (k == SDLK_MINUS || k == SDLK_KP_MINUS) {
            gui_cam_zoom_at(c, 1 / 1.2, mx, my);
        } else if (k == SDLK_HOME || k == SDLK_c) {
            gui_game_focus(a, true);
        }
    }
    SDL_Rect view = {c->vx, c->vy, c->vw, c->vh};
    if (in->wheel && gui_in_rect(in->mx, in->my, view) && !gui_in_rect(in->mx, in->my, gui_hud_tile_rect(a)))
        gui_cam_zoom_at(c, pow(1.15, in->wheel), in->mx, in->my);
    if (in->dragging && gui_in_rect(in->press_x, in->press_y, view)) {
        gui_cam_pan_pixels(c, in->drag_dx, in->drag_dy);
        G->cam_glide = false;
    }
}

bool gui_game_demo_stage(gui_app *a, const carc_action *act, int stage, char *what, size_t cap)
{
    return gui_bets_demo_stage(a, act, stage, what, cap) || gui_toll_demo_stage(a, act, stage, what, cap) ||
           gui_islands_demo_stage(a, act, stage, what, cap) || gui_wine_demo_stage(a, act, stage, what, cap);
}

void gui_game_frame(gui_app *a, double dt)
{
    gui_game *G = &a->game;
    gui_input *in = &a->in;
    gui_anim_update(&G->anim, dt * a->speed);
    gui_board_layout(a);
    gui_ai_frame(a);
    if (G->cam_glide) {
        double k = 1 - exp(-dt * 6);
        G->cam.cx += (G->cam_tx - G->cam.cx) * k;
        G->cam.cy += (G->cam_ty - G->cam.cy) * k;
        if (fabs(G->cam_tx - G->cam.cx) < 0.01 && fabs(G->cam_ty - G->cam.cy) < 0.01)
            G->cam_glide = false;
    }
    bool idle = gui_game_idle(a);
    bool betting = gui_bets_active(a);
    bool modal = G->saving || a->help || betting;
    const gui_camera *c = &G->cam;
    SDL_Rect view = {c->vx, c->vy, c->vw, c->vh};
    bool in_view = gui_in_rect(in->mx, in->my, view);

    /* undo and redo in every phase (betting screens too), not under the Save box or the help */
    for (int i = 0; i < in->nkeys && !G->saving && !a->help; i++) {
        SDL_Keycode k = in->keys[i];
        bool ctrl = (in->keymods[i] & KMOD_CTRL) != 0, shift = (in->keymods[i] & KMOD_SHIFT) != 0;
        if (ctrl && (k == SDLK_y || (k == SDLK_z && shift)))
            gui_history_redo(a);
        else if (ctrl && k == SDLK_z)
            gui_game_undo(a);
        else
            continue;
        in->keys[i] = SDLK_UNKNOWN; /* taken */
        idle = gui_game_idle(a);
        betting = gui_bets_active(a);
        modal = G->saving || a->help || betting;
    }

    /* keys; while a bettor looks at their rack the board can still be panned and zoomed */
    if (betting && gui_bets_board_visible(a, in->mx, in->my) && (!in->dragging || gui_bets_board_visible(a, in->press_x, in->press_y)))
        gui_game_camera_input(a);
    if (!modal) {
        gui_game_camera_input(a);
        for (int i = 0; i < in->nkeys; i++) {
            SDL_Keycode k = in->keys[i];
            bool ctrl = (in->keymods[i] & KMOD_CTRL) != 0;
            if (k == SDLK_s && ctrl) {
                G->saving = true;
                G->fname[0] = 0;
            } else if (k == SDLK_r) {
                gui_game_rotate(a, (in->keymods[i] & KMOD_SHIFT) ? -1 : 1);
            } else if (k == SDLK_BACKSPACE) {
                if (!gui_toll_back(a))
                    gui_game_undo(a);
            } else if (k == SDLK_SPACE || k == SDLK_RETURN) {
                if (!idle)
                    gui_anim_skip(&G->anim);
                else if (G->can_pass && (G->pending || G->ncand == 0)) { /* Skip, No sale or Done is shown */
                    carc_action pass;
                    carc_action_pass(&pass);
                    gui_game_confirm(a, &pass);
                }
            } else if (k == SDLK_ESCAPE) {
                if (idle && !gui_toll_back(a) && G->pending)
                    gui_game_undo(a);
            }
        }
        /* the wheel over the HUD tile rotates it */
        if (in->wheel && gui_in_rect(in->mx, in->my, gui_hud_tile_rect(a)))
            gui_game_rotate(a, in->wheel > 0 ? -1 : 1);
    }

    /* hover */
    G->hover_board = false;
    G->hover_meeple = -1;
    double u = 0, v = 0;
    if (in_view && !modal) {
        gui_cam_square_at(&G->cam, in->mx, in->my, &G->hover_x, &G->hover_y, &u, &v);
        G->hover_board = true;
        unsigned m = cand_mask(G, G->hover_x, G->hover_y);
        if (m && !G->pending && !((m >> G->rot) & 1)) /* offer a rotation that fits first */
            for (int k = 1; k < 4; k++)
                if ((m >> ((G->rot + k) & 3)) & 1) {
                    G->rot = (G->rot + k) & 3;
                    break;
                }
        if (G->nmopt > 0 && !G->toll.mode) {
            double best = G->cam.zoom * 0.16;
            best = best < 12 ? 12 : best;
            for (int i = 0; i < G->nmopt; i++) {
                double sx, sy;
                gui_cam_to_screen(&G->cam, G->mtx + G->mopt[i].u, G->mty + G->mopt[i].v, &sx, &sy);
                double d = hypot(sx - in->mx, sy - in->my);
                if (d < best) {
                    best = d;
                    G->hover_meeple = i;
                }
            }
            if (G->hover_meeple < 0 && G->hover_x == G->mtx && G->hover_y == G->mty) {
                int seg = gui_mask_segment(&a->tiles[G->mtype].mask, G->mrot, u, v);
                for (int i = 0; i < G->nmopt; i++)
                    if (seg >= 0 && G->mopt[i].seg == seg)
                        G->hover_meeple = i;
            }
        }
    }
    if (in->rclicked && !modal) {
        if (!idle)
            gui_anim_skip(&G->anim);
        else if (!gui_toll_back(a))
            gui_game_rotate(a, 1);
    }
    if (!modal && idle) { /* expansion choices on the board: toll house crossroads, settle candidates, islands */
        gui_toll_board_input(a);
        gui_bets_board_input(a);
        gui_islands_board_input(a);
    }

    /* draw; under a modal screen the board and the HUD see no mouse (beside a bettor's rack the HUD's
     * Save, Menu and Help still work) */
    if (betting && gui_bets_rack_held(a)) /* no bet nor button by the tail of a double click */
        in->clicked = false;
    gui_input keep = *in;
    bool mask = G->saving || a->help || (betting && G->bets.screen == GUI_BET_PASS);
    if (mask) {
        in->clicked = in->lpressed = in->ldown = in->rclicked = false;
        in->mx = in->my = -10000;
        in->wheel = 0;
        in->nkeys = 0;
    }
    gui_board_draw(a);
    gui_wine_panel(a);
    gui_hud_draw(a);
    gui_board_draw_flying(a);
    gui_toast_draw(a);
    gui_ai_draw(a);
    if (betting && mask && !G->saving && !a->help) /* the pass screen takes the mouse, unless help or save is over it */
        *in = keep;
    if (betting)
        gui_bets_screens(a);
    if (mask) {
        keep.consumed = in->consumed;
        *in = keep;
    }
    if (G->saving)
        save_box(a);

    /* board click */
    if (in->clicked && !in->consumed && in_view && !modal) {
        in->consumed = true;
        if (!gui_game_idle(a)) {
            gui_anim_skip(&G->anim);
        } else if (!G->pending && G->ncand > 0) {
            unsigned m = cand_mask(G, G->hover_x, G->hover_y);
            if ((m >> G->rot) & 1)
                gui_game_place_tile(a, G->hover_x, G->hover_y, G->rot);
            else if (carc_game_board_at(G->g, G->hover_x, G->hover_y) < 0 && m == 0 && G->hover_board)
                gui_game_message(a, "The tile cannot go there: try a highlighted square.");
        } else if (G->hover_meeple >= 0) {
            carc_action act = G->mopt[G->hover_meeple].act;
            gui_game_confirm(a, &act);
        }
    }
    if (G->finished && gui_game_idle(a) && !G->pending) {
        a->scene = SCENE_RESULTS;
        G->view_board = false;
        gui_game_focus(a, true);
    }
}

void gui_game_end_now(gui_app *a)
{
    gui_game *G = &a->game;
    gui_game_drop_pending(a);
    carc_game_end_now(G->g);
    after_apply(a, false);
}
