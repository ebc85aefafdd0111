/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Computer seats in the game. A decision is searched in a worker thread on a clone of the game, so the
 * window keeps its frame rate; the action is then played through the same path as a click, at a human
 * pace (a short pause per action), with the same animations. An undo or a new game while a computer
 * thinks stops its search and discards the result. In a game of computers only (undo takes back one
 * action), a computer replays its undone action instead of thinking again. */
#include "gui_ai.h"
#include "gui_game_draw.h"
#include "gui_expect.h"
#include "gui_game.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "gui_shell.h"

#define AI_PACE 0.7 /* seconds an action takes at least, at speed 1 */

static const char *const seat_levels[] = {"easy", "normal", "hard", "expert"}; /* kept in saves and settings */
/* TRANSLATORS: the menu's seat button (about 190 px, bold), clicked through Human and each level */
static const char *const seat_labels[] = {N_("Computer: Easy"), N_("Computer: Normal"), N_("Computer: Hard"), N_("Computer: Expert")};

int gui_ai_level_count(void)
{
    return (int)(sizeof seat_levels / sizeof seat_levels[0]);
}

const char *gui_ai_level_name(int i)
{
    return i >= 0 && i < gui_ai_level_count() ? seat_levels[i] : "";
}

const char *gui_ai_level_label(int i)
{
    return i >= 0 && i < gui_ai_level_count() ? _(seat_labels[i]) : "";
}

int gui_ai_level_find(const char *name)
{
    for (int i = 0; name && i < gui_ai_level_count(); i++)
        if (strcmp(seat_levels[i], name) == 0)
            return i;
    return -1;
}

/* A computer seat's level ("hard") as shown; a level the GUI does not know as it comes. */
const char *gui_ai_level_title(const char *level)
{
    static const char *const levels[][2] = {
        /* TRANSLATORS: a computer player's level, lower case, shown after "computer · " in the player rows */
        {"easy", N_("easy")},
        /* TRANSLATORS: a computer player's level */
        {"normal", N_("normal")},
        /* TRANSLATORS: a computer player's level */
        {"hard", N_("hard")},
        /* TRANSLATORS: a computer player's level (the strongest; it thinks up to 5 seconds) */
        {"expert", N_("expert")},
        /* TRANSLATORS: a computer player's level (it takes the most points now) */
        {"greedy", N_("greedy")},
        /* TRANSLATORS: a computer player's level (it plays at random) */
        {"random", N_("random")},
    };
    for (size_t i = 0; level && i < sizeof levels / sizeof levels[0]; i++)
        if (strcmp(level, levels[i][0]) == 0)
            return _(levels[i][1]);
    return level ? level : "";
}

static int worker(void *arg)
{
    gui_ai_ctl *c = arg;
    c->ok = ai_decide(c->job_ai, c->work, &c->result, &c->stop);
    SDL_AtomicSet(&c->done, 1);
    return 0;
}

/* Wait for a running search (asked to stop) and forget its result. */
static void cancel(gui_ai_ctl *c)
{
    if (!c->thread)
        return;
    c->stop = true;
    SDL_WaitThread(c->thread, NULL);
    c->thread = NULL;
    c->have = false;
}

void gui_ai_begin(gui_app *a)
{
    gui_ai_ctl *c = &a->ai;
    gui_ai_end(a);
    const carc_game *g = a->game.g;
    for (int p = 0; p < carc_game_player_count(g) && p < CARC_MAX_PLAYERS; p++) {
        const char *level = carc_game_player_ai(g, p);
        c->seat[p] =
            level && level[0] ? ai_new(level, 0x5EA7ull * 1000003u + (uint64_t)p * 7919u + (uint64_t)carc_game_action_count(g)) : NULL;
        if (c->seat[p] && a->ai_iterations > 0)
            ai_set_budget(c->seat[p], (ai_budget){a->ai_iterations, 0});
    }
}

void gui_ai_end(gui_app *a)
{
    gui_ai_ctl *c = &a->ai;
    cancel(c);
    for (int p = 0; p < CARC_MAX_PLAYERS; p++) {
        ai_free(c->seat[p]);
        c->seat[p] = NULL;
    }
    carc_game_free(c->work);
    c->work = NULL;
    c->have = false;
}

bool gui_ai_turn(const gui_app *a)
{
    const carc_game *g = a->game.g;
    return g && !carc_game_over(g) && !a->src->seat_here(a, carc_game_current_player(g));
}

bool gui_ai_thinking(const gui_app *a)
{
    return gui_ai_turn(a) && !a->game.finished && !a->ai_scripted;
}

static void start(gui_app *a)
{
    gui_ai_ctl *c = &a->ai;
    gui_game *G = &a->game;
    int p = carc_game_current_player(G->g);
    c->job_version = G->version;
    c->started = a->now;
    c->have = false;
    if (G->nredo > 0) { /* the action this seat took before an undo */
        c->result = G->redo[G->nredo - 1].act;
        c->have = true;
        return;
    }
    if (!c->seat[p]) {
        /* TRANSLATORS: a seat of a loaded game names a computer level this version has not */
        gui_game_message(a, _("No computer player for %s"), carc_game_player_name(G->g, p));
        return;
    }
    if (c->work)
        carc_game_copy(c->work, G->g);
    else
        c->work = carc_game_clone(G->g);
    if (!c->work)
        return;
    carc_game_set_recording(c->work, false);
    c->job_ai = c->seat[p];
    c->stop = false;
    SDL_AtomicSet(&c->done, 0);
    c->thread = SDL_CreateThread(worker, "opencarc-ai", c);
    if (!c->thread) /* no thread: decide here (the frame waits) rather than never */
        worker(c);
}

void gui_ai_frame(gui_app *a)
{
    gui_ai_ctl *c = &a->ai;
    gui_game *G = &a->game;
    if (c->thread && c->job_version != G->version)
        c->stop = true; /* an undo, a redo or a new game: the search is for a game no longer shown */
    if (c->thread && SDL_AtomicGet(&c->done)) {
        SDL_WaitThread(c->thread, NULL);
        c->thread = NULL;
        c->have = c->ok && !c->stop;
    }
    if (c->thread)
        return;
    if (c->have && c->job_version != G->version)
        c->have = false;
    if (!gui_ai_thinking(a) || G->pending || a->scene != SCENE_GAME)
        return;
    if (!c->have && c->job_version != G->version) {
        start(a);
        return;
    }
    /* the decision is played once the animations are over and the action took a human's time */
    if (!c->have || !gui_game_idle(a) || a->now < c->started + AI_PACE / a->speed || G->saving)
        return;
    carc_action act = c->result;
    c->have = false;
    c->job_version = 0;
    int seat = carc_game_current_player(G->g), turn = carc_game_turn(G->g);
    if (!gui_game_confirm(a, &act))
        fprintf(stderr, "opencarc: the computer's action was refused: %s\n", G->msg);
    else if (carc_game_turn(G->g) != turn || carc_game_over(G->g)) /* its turn is over: what it expected */
        gui_expect_note(a, seat, turn);
}

/* "Cleo is thinking ..." over the board, with the dots counting. */
void gui_ai_draw(gui_app *a)
{
    const gui_game *G = &a->game;
    if (!gui_ai_thinking(a) || !gui_game_idle(a))
        return;
    int p = carc_game_current_player(G->g);
    char full[CARC_NAME_LEN + 80];
    /* TRANSLATORS: over the board while a computer seat searches; one to three dots follow, counting */
    snprintf(full, sizeof full, _("%s is thinking"), carc_game_player_name(G->g, p));
    gui_seat_box(a, p, full);
}

SDL_Rect gui_seat_box(gui_app *a, int p, const char *text)
{
    char full[CARC_NAME_LEN + 160], buf[sizeof full + 3]; /* full: with all three dots, the box keeps its size */
    snprintf(full, sizeof full, "%s...", text);
    snprintf(buf, sizeof buf, "%s%.*s", text, (int)(a->now * 3) % 4, "...");
    SDL_Color pc = gui_player_color(carc_game_player_color(a->game.g, p));
    int w = gui_text_width(a, FONT_BOLD, full) + gui_px(a, 56);
    SDL_Rect hud = gui_hud_rect(a);
    SDL_Rect r = {(hud.x - w) / 2, a->h - gui_px(a, 64), w, a->font_h[FONT_BOLD] + gui_px(a, 18)};
    gui_fill(a, r, (SDL_Color){20, 22, 28, 225});
    gui_frame(a, r, pc, 2);
    double k = 0.5 + 0.5 * sin(a->now * 5);
    gui_draw_meeple(a, gui_player_color_index(a, p), false, r.x + gui_px(a, 20), r.y + r.h / 2.0, gui_px(a, 22) * (0.85 + 0.15 * k));
    gui_text(a, FONT_BOLD, buf, (SDL_Color){240, 240, 240, 255}, r.x + gui_px(a, 40), r.y + gui_px(a, 9), ALIGN_LEFT);
    return r;
}

/* A game played here: the computer seats are this machine's, every other seat this screen's. */
static bool local_seat_here(const gui_app *a, int p)
{
    return !gui_seat_is_ai(a, p);
}

/* "Cleo (computer, hard) plays." */
static void local_awaited(const gui_app *a, int p, char *line, size_t cap)
{
    /* TRANSLATORS: the first %s is a player's name, the second a computer level ("hard") */
    snprintf(line, cap, _("%s (computer, %s) plays."), carc_game_player_name(a->game.g, p),
             gui_ai_level_title(carc_game_player_ai(a->game.g, p)));
}

const gui_source gui_source_local = {
    .begin = gui_ai_begin,
    .end = gui_ai_end,
    .seat_here = local_seat_here,
    .frame = gui_ai_frame,
    .draw = gui_ai_draw,
    .awaited = local_awaited,
    .history = true,
    .autosave = true,
};
