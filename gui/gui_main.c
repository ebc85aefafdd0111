/* opencarc: the SDL2 front end. Interactive by default; --demo FILE [--shots DIR] plays a scenario
 * through the same input path as a player and writes screenshots; --bench-frames N measures frame
 * times of a full board. */
#include "gui.h"
#include "gui_saves.h"
#include "gui_scale.h"

#include <SDL_image.h>
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct demo_state {
    cJSON *root;
    const cJSON *actions;
    int next, n;
    bool end, ended;
    const char *shots;
    bool shots_all;
    int shots_anim;     /* every Nth frame of an animation too (0: none) */
    int stage;          /* steps of the UI shown so far for the next scripted action */
    int hold;           /* frames left showing the current step */
    char hold_shot[96];
    int turn;
    bool placed_shot;
    int results_frames;
    int extra_step;     /* --shots-all, after the scripted actions: each box opened (a shot) and closed */
    int exit_code;
    bool done;
    /* --undo-check AT:N: after AT scripted actions, Ctrl+Z N times, then Ctrl+Y N times, and the game
     * must be what it was (board, meeples, scores, expansion state, log) */
    int undo_at, undo_n, undo_k, undo_phase;
    int *undo_counts; /* the actions before each undo: each redo must come back to them, one per press */
    char *undo_before;
    double undo_ms_max;
} demo_state;

static void usage(FILE *out)
{
    fprintf(out, "usage: opencarc [--size WxH] [--ui-scale PCT] [--palette NAME] [--seat-symbols]\n"
                 "               [--lang CODE]\n"
                 "       opencarc --demo FILE [--shots DIR] [--shots-all] [--shots-anim N] [--speed X] [--size WxH]\n"
                 "                [--undo-check AT:N] [--ai-iterations N] [--sound-log FILE] [--screen-log FILE]\n"
                 "       opencarc --bench-frames N [--demo FILE] [--size WxH]\n"
                 "       opencarc --help | --version\n"
                 "Carcassonne for 2-6 players at one computer, with the expansions in the rules folder.\n"
                 "  --demo FILE     plays a saved game or scenario through the interface\n"
                 "  --shots DIR     writes screenshots there (alone: one of the menu, then quits)\n"
                 "  --shots-all     also captures mid-turn choices (the expansions' screens and choices)\n"
                 "  --shots-anim N  also every Nth frame while an animation plays\n"
                 "  --undo-check AT:N  after AT scripted actions undoes N (Ctrl+Z), redoes them (Ctrl+Y) and\n"
                 "                  fails unless each redo comes back to where its undo started\n"
                 "  --ai-iterations N  computer seats search N iterations a decision (tests), not their time\n"
                 "  --sound-log FILE  writes a line per sound started: output sample, sound, event (tests)\n"
                 "  --screen-log FILE  writes each frame's texts and tile pictures as drawn (tests)\n"
                 "  --bench-frames N  prints frame times of a full board, and one undo and redo\n"
                 "  --ui-scale PCT  UI scale 100-200 (default: the settings', else from the display's DPI)\n"
                 "  --palette NAME  seat colours: standard or okabe-ito (colour-blind safe)\n"
                 "  --seat-symbols  a symbol on every seat's pieces as well as its colour\n"
"  --lang CODE     language: en, de, fr or nl (default: the settings', else LANGUAGE, LC_ALL,\n"
                 "                  LC_MESSAGES, LANG)\n"
                 "  (these four are not remembered; the menu's controls are)\n"
                 "Saved games: $XDG_DATA_HOME/opencarc (~/.local/share/opencarc); the remembered setup:\n"
                 "$XDG_CONFIG_HOME/opencarc (~/.config/opencarc). OPENCARC_DATA names the folder holding\n"
                 "rules/ and assets/ (default: found next to the program or in its share/opencarc).\n");
}

/* Everything the players can see of a game, and its log: equal texts, equal games. */
static char *game_fingerprint(const carc_game *g)
{
    cJSON *j = carc_game_save_json(g);
    if (!j)
        return NULL;
    cJSON_AddItemToObject(j, "modules_state", carc_game_modules_json(g));
    cJSON *sc = cJSON_AddArrayToObject(j, "scores");
    for (int p = 0; p < carc_game_player_count(g); p++)
        cJSON_AddItemToArray(sc, cJSON_CreateNumber(carc_game_score(g, p)));
    cJSON *board = cJSON_AddArrayToObject(j, "board");
    for (int i = 0; i < carc_game_board_count(g); i++) {
        carc_placed_tile t = carc_game_board_tile(g, i);
        int v[4] = {t.x, t.y, t.type, t.rot};
        cJSON_AddItemToArray(board, cJSON_CreateIntArray(v, 4));
    }
    carc_meeple_info m[64];
    int nm = carc_game_meeples_on_board(g, m, 64);
    cJSON *mj = cJSON_AddArrayToObject(j, "meeples");
    for (int i = 0; i < nm && i < 64; i++) {
        int v[4] = {m[i].player, m[i].x, m[i].y, m[i].at};
        cJSON_AddItemToArray(mj, cJSON_CreateIntArray(v, 4));
    }
    cJSON_AddStringToObject(j, "phase", carc_game_phase(g));
    cJSON_AddNumberToObject(j, "current", carc_game_current_player(g));
    cJSON_AddNumberToObject(j, "tile", carc_game_current_tile(g));
    char *text = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    return text;
}

static void press(gui_app *a, SDL_Keycode k, Uint16 mod)
{
    if (a->in.nkeys < GUI_MAX_KEYS) {
        a->in.keymods[a->in.nkeys] = mod;
        a->in.keytext[a->in.nkeys] = (unsigned char)strlen(a->in.text);
        a->in.keys[a->in.nkeys++] = k;
    }
}

/* One step of --undo-check (the demo is idle and shows no choice in progress); true while it runs. */
static bool undo_check_step(gui_app *a, demo_state *d, bool *shot, char *shotname, size_t cap)
{
    gui_game *G = &a->game;
    if (d->undo_n <= 0 || d->undo_phase == 3 || d->next < d->undo_at)
        return false;
    if (d->undo_phase == 0 && G->pending) {
        fprintf(stderr, "opencarc: --undo-check: action %d is a tile waiting for its meeple choice; name a complete action\n", d->undo_at);
        d->exit_code = 4;
        d->undo_phase = 3;
        return false;
    }
    if (d->undo_phase == 0) {
        d->undo_before = game_fingerprint(G->g);
        d->undo_counts = calloc((size_t)d->undo_n, sizeof *d->undo_counts);
        d->undo_phase = 1;
        printf("undo check: at action %d (turn %d), %d actions to undo\n", carc_game_action_count(G->g), carc_game_turn(G->g), d->undo_n);
    }
    if (d->undo_phase == 1 && d->undo_k > 0) { /* the undo pressed last frame: check what it shows */
        const char *ph = carc_game_phase(G->g);
        char note[80];
        bool ok = gui_ext_undo_note(a, note, sizeof note);
        printf("  undo %d: %d actions, turn %d, phase %s, player %d%s\n", d->undo_k, carc_game_action_count(G->g), carc_game_turn(G->g), ph,
               carc_game_current_player(G->g) + 1, note);
        if (!ok) {
            fprintf(stderr, "opencarc: undo shows what the step undone into must hide%s\n", note);
            d->exit_code = 4;
        }
    }
    if (d->undo_phase == 2 && d->undo_k > 0 && d->undo_counts) { /* the redo pressed last frame */
        int want = d->undo_counts[d->undo_n - d->undo_k], have = carc_game_action_count(G->g);
        printf("  redo %d: %d actions (before undo %d: %d)\n", d->undo_k, have, d->undo_n - d->undo_k + 1, want);
        if (have != want) {
            fprintf(stderr, "opencarc: --undo-check: redo %d went to %d actions, undo %d came from %d\n", d->undo_k, have,
                    d->undo_n - d->undo_k + 1, want);
            d->exit_code = 4;
        }
    }
    if (d->undo_phase == 1 && d->undo_k == d->undo_n) {
        d->undo_phase = 2;
        d->undo_k = 0;
    }
    if (d->undo_phase == 2 && d->undo_k == d->undo_n) {
        char *after = game_fingerprint(G->g);
        bool same = after && d->undo_before && strcmp(after, d->undo_before) == 0;
        printf("undo check: %d undone, %d redone: %s; slowest undo %.2f ms\n", d->undo_n, d->undo_n,
               same ? "the same game again" : "A DIFFERENT GAME", d->undo_ms_max);
        if (!same) {
            fprintf(stderr, "opencarc: --undo-check: the game after redo differs\n");
            d->exit_code = 4;
        }
        free(after);
        d->undo_phase = 3;
        G->turn_done = false;
        return false;
    }
    if (d->undo_phase == 1 && d->undo_counts)
        d->undo_counts[d->undo_k] = carc_game_action_count(G->g);
    d->undo_k++;
    if (d->undo_phase == 1) {
        Uint64 t0 = SDL_GetPerformanceCounter();
        gui_game_undo(a); /* timed here; the key path is the redo's */
        double ms = (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency();
        d->undo_ms_max = ms > d->undo_ms_max ? ms : d->undo_ms_max;
        snprintf(shotname, cap, "undo_%02d.png", d->undo_k);
    } else {
        press(a, SDLK_y, KMOD_LCTRL);
        snprintf(shotname, cap, "redo_%02d.png", d->undo_k);
    }
    *shot = true;
    G->turn_done = false;
    return true;
}

static bool screenshot(gui_app *a, const char *dir, const char *name)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, a->w, a->h, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s)
        return false;
    bool ok = SDL_RenderReadPixels(a->ren, NULL, SDL_PIXELFORMAT_RGBA32, s->pixels, s->pitch) == 0;
    /* the window has no alpha: make the PNG opaque */
    for (int y = 0; ok && y < s->h; y++)
        for (int x = 0; x < s->w; x++)
            ((Uint8 *)s->pixels)[y * s->pitch + 4 * x + 3] = 255;
    char path[GUI_PATH_LEN];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    ok = ok && IMG_SavePNG(s, path) == 0;
    if (!ok)
        fprintf(stderr, "opencarc: cannot write screenshot %s: %s\n", path, SDL_GetError());
    SDL_FreeSurface(s);
    return ok;
}

/* The application icon for window managers that show the window's own (a missing file is no error). */
static void set_window_icon(gui_app *a)
{
    char path[GUI_PATH_LEN + 48];
    snprintf(path, sizeof path, "%s/assets/icons/hicolor/64x64/apps/opencarc.png", a->data_dir);
    SDL_Surface *icon = IMG_Load(path);
    if (icon) {
        SDL_SetWindowIcon(a->win, icon);
        SDL_FreeSurface(icon);
    }
}

/* The scenario's game without its actions: the actions are then fed one at a time like input. */
static carc_game *demo_open(gui_app *a, demo_state *d, const char *file)
{
    carc_err err;
    d->root = carc_load_json(file, &err);
    if (!d->root) {
        fprintf(stderr, "opencarc: %s\n", err.msg);
        return NULL;
    }
    cJSON *acts = cJSON_DetachItemFromObjectCaseSensitive(d->root, "actions");
    const cJSON *end = cJSON_GetObjectItemCaseSensitive(d->root, "end");
    d->end = cJSON_IsTrue(end);
    cJSON_DeleteItemFromObjectCaseSensitive(d->root, "end");
    cJSON_AddItemToObject(d->root, "actions", cJSON_CreateArray());
    char *empty = cJSON_PrintUnformatted(d->root);
    cJSON_DeleteItemFromObjectCaseSensitive(d->root, "actions");
    cJSON_AddItemToObject(d->root, "actions", acts ? acts : cJSON_CreateArray());
    d->actions = cJSON_GetObjectItemCaseSensitive(d->root, "actions");
    d->n = cJSON_GetArraySize(d->actions);
    carc_replay r;
    memset(&r, 0, sizeof r);
    bool ok = empty && carc_replay_text(a->rules, empty, file, &r);
    free(empty);
    if (!ok) {
        fprintf(stderr, "opencarc: %s\n", r.err.msg);
        if (r.game)
            carc_game_free(r.game);
        return NULL;
    }
    return r.game;
}

/* One step of the scripted game, through the same functions the mouse and keys use. */
static void demo_step(gui_app *a, demo_state *d, bool *shot, char *shotname, size_t cap)
{
    gui_game *G = &a->game;
    a->ai_scripted = d->next < d->n || (d->undo_n > 0 && d->undo_phase != 3 && d->undo_at <= d->n);
    if (a->scene == SCENE_RESULTS) { /* the results, S (statistics) and back, then V (view the board), as a player would press them */
        int f = ++d->results_frames;
        if (f == 3 || f == 8 || f == 14) {
            *shot = true;
            snprintf(shotname, cap, f == 3 ? "results.png" : f == 8 ? "results_stats.png" : "results_board.png");
        } else if (f == 4 || f == 9) {
            press(a, SDLK_s, 0);
        } else if (f == 10) {
            press(a, SDLK_v, 0);
        } else if (f > 14) {
            d->done = true;
        }
        return;
    }
    if (a->scene != SCENE_GAME || !gui_game_idle(a))
        return;
    if (d->hold > 0) { /* a step of a choice stays on screen for a moment */
        if (--d->hold == 0 && d->shots_all) {
            *shot = true;
            snprintf(shotname, cap, "%s", d->hold_shot);
        }
        return;
    }
    if (d->stage == 0 && undo_check_step(a, d, shot, shotname, cap))
        return;
    if (d->placed_shot) {
        d->placed_shot = false;
        *shot = true;
        snprintf(shotname, cap, "turn_%03d_placed.png", d->turn + 1);
        return;
    }
    if (G->turn_done) {
        G->turn_done = false;
        d->turn++;
        *shot = true;
        snprintf(shotname, cap, "turn_%03d.png", d->turn);
        return;
    }
    if (gui_ai_turn(a) && !a->ai_scripted) /* a computer seat plays by itself once the script ends */
        return;
    if (d->next < d->n) {
        carc_action act;
        carc_err err = {0};
        const cJSON *j = cJSON_GetArrayItem(d->actions, d->next);
        if (!carc_action_from_json(&act, j, &err)) {
            fprintf(stderr, "opencarc: action %d: %s\n", d->next, err.msg);
            d->exit_code = 3;
            d->done = true;
            return;
        }
        char what[32];
        if (act.kind != CARC_ACT_TILE && gui_game_demo_stage(a, &act, d->stage, what, sizeof what)) {
            d->stage++;
            d->hold = 10;
            snprintf(d->hold_shot, sizeof d->hold_shot, "turn_%03d_%s_p%d.png", d->turn + 1, what, carc_game_current_player(G->g) + 1);
            return;
        }
        d->stage = 0;
        d->next++;
        bool ok;
        if (act.kind == CARC_ACT_TILE) {
            ok = gui_game_place_tile(a, act.x, act.y, act.rot);
            d->placed_shot = ok && d->shots_all;
        } else {
            ok = gui_game_apply(a, &act);
        }
        a->in.mx = a->in.my = -1000; /* the scripted mouse leaves the board */
        if (!ok) {
            fprintf(stderr, "opencarc: action %d refused: %s\n", d->next - 1,
                    G->msg[0] ? G->msg : "the drawn tile cannot be placed on that square in that rotation");
            d->exit_code = 3;
            d->done = true;
        }
        return;
    }
    if (d->shots_all && d->extra_step < 8 && !carc_game_over(G->g)) {
        /* the boxes over the board, in every language: tiles left (T), help (F1), Save, Menu's question */
        static const char *const boxes[] = {"tiles_left.png", "help.png", "save.png", "leave.png"};
        int step = d->extra_step++;
        bool open = step % 2 == 0;
        if (step / 2 == 0)
            press(a, SDLK_t, 0);
        else if (step / 2 == 1)
            a->help = open;
        else if (step / 2 == 2 && open)
            gui_saves_open(a);
        else if (step / 2 == 2)
            G->saving = false;
        else if (step / 2 == 3)
            G->leaving = open;
        if (open) {
            *shot = true;
            snprintf(shotname, cap, "%s", boxes[step / 2]);
        }
        return;
    }
    if (d->end && !d->ended && !carc_game_over(G->g)) {
        d->ended = true;
        gui_game_end_now(a);
        return;
    }
    if (!carc_game_over(G->g)) { /* the scenario stops mid-game */
        *shot = true;
        snprintf(shotname, cap, "final.png");
        d->done = true;
    }
}

static void poll_input(gui_app *a)
{
    gui_input *in = &a->in;
    in->lpressed = in->clicked = in->rclicked = in->consumed = false;
    in->wheel = 0;
    in->nkeys = 0;
    in->text[0] = 0;
    in->drag_dx = in->drag_dy = 0;
    SDL_Event e;
    while (SDL_PollEvent(&e)) {
        switch (e.type) {
        case SDL_QUIT:
            a->quit = true;
            break;
        case SDL_WINDOWEVENT: /* the minimum is a hint: without a window manager (or with one ignoring it) a
                               * window can still be made smaller, and the screens would overlap */
            if (e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED && !a->fullscreen && (e.window.data1 < GUI_MIN_W || e.window.data2 < GUI_MIN_H))
                SDL_SetWindowSize(a->win, e.window.data1 < GUI_MIN_W ? GUI_MIN_W : e.window.data1,
                                  e.window.data2 < GUI_MIN_H ? GUI_MIN_H : e.window.data2);
            break;
        case SDL_RENDER_TARGETS_RESET:
        case SDL_RENDER_DEVICE_RESET: /* the cached layers lost their pixels */
            a->hud.valid = a->board.valid = false;
            break;
        case SDL_MOUSEMOTION: {
            if (a->demo)
                break;
            int x = (int)(e.motion.x * a->scale), y = (int)(e.motion.y * a->scale);
            if (in->ldown) {
                if (!in->dragging && abs(x - in->press_x) + abs(y - in->press_y) > 6) {
                    in->dragging = true;
                    in->drag_dx += x - in->press_x;
                    in->drag_dy += y - in->press_y;
                } else if (in->dragging) {
                    in->drag_dx += x - in->mx;
                    in->drag_dy += y - in->my;
                }
            }
            in->mx = x;
            in->my = y;
            break;
        }
        case SDL_MOUSEBUTTONDOWN:
            if (a->demo)
                break;
            in->mx = (int)(e.button.x * a->scale);
            in->my = (int)(e.button.y * a->scale);
            if (e.button.button == SDL_BUTTON_LEFT) {
                in->ldown = in->lpressed = true;
                in->press_x = in->mx;
                in->press_y = in->my;
                in->dragging = false;
            }
            break;
        case SDL_MOUSEBUTTONUP:
            if (a->demo)
                break;
            if (e.button.button == SDL_BUTTON_LEFT) {
                if (in->ldown && !in->dragging)
                    in->clicked = true;
                in->ldown = in->dragging = false;
            } else if (e.button.button == SDL_BUTTON_RIGHT) {
                in->rclicked = true;
            }
            break;
        case SDL_MOUSEWHEEL:
            if (!a->demo)
                in->wheel += e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -e.wheel.y : e.wheel.y;
            break;
        case SDL_KEYDOWN:
            if (e.key.keysym.sym == SDLK_F1) {
                a->help = !a->help;
            } else if (e.key.keysym.sym == SDLK_F11) {
                a->fullscreen = !a->fullscreen;
                SDL_SetWindowFullscreen(a->win, a->fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
            } else if (e.key.keysym.sym == SDLK_ESCAPE && a->help) {
                a->help = false;
            } else if (in->nkeys < GUI_MAX_KEYS) {
                in->keymods[in->nkeys] = (Uint16)e.key.keysym.mod;
                in->keytext[in->nkeys] = (unsigned char)strlen(in->text);
                in->keys[in->nkeys++] = e.key.keysym.sym;
            }
            break;
        case SDL_TEXTINPUT:
            if (strlen(in->text) + strlen(e.text.text) < sizeof in->text)
                strcat(in->text, e.text.text);
            break;
        default:
            break;
        }
    }
}

static void update_size(gui_app *a)
{
    int ww, wh;
    SDL_GetWindowSize(a->win, &ww, &wh);
    SDL_GetRendererOutputSize(a->ren, &a->w, &a->h);
    a->scale = ww > 0 ? (double)a->w / ww : 1.0;
    double ui = gui_scale_effective(a->scale > 1.0 ? a->scale : 1.0, a->ui_scale, a->w, a->h, GUI_MIN_W, GUI_MIN_H);
    if (ui != a->ui && !gui_text_rescale(a, ui))
        a->quit = true; /* the fonts opened once already: only a vanished file gets here */
}

static int cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return a < b ? -1 : a > b;
}

static void frame(gui_app *a, double dt)
{
    a->frame++;
    a->nboxes = 0;
    if (a->in.lpressed)
        a->in.press_at = a->now;
    if (a->scene != SCENE_GAME) { /* the game scene covers every pixel itself */
        SDL_SetRenderDrawColor(a->ren, 0, 0, 0, 255);
        SDL_RenderClear(a->ren);
    }
    if (a->scene == SCENE_MENU)
        gui_menu_frame(a);
    else if (a->scene == SCENE_GAME)
        gui_game_frame(a, dt);
    else
        gui_results_frame(a);
    if (a->help)
        gui_help_draw(a);
    if (a->screen_log && a->scene == SCENE_GAME) /* the game the texts and tiles above showed */
        fprintf(a->screen_log, "frame %u actions %d anim %d\n", (unsigned)a->frame, carc_game_action_count(a->game.g), !gui_game_idle(a));
    if (a->scene != SCENE_MENU)
        gui_game_requests(a);
}

int main(int argc, char **argv)
{
    const char *demo_file = NULL, *shots = NULL, *sound_log = NULL, *screen_log = NULL;
    int bench_frames = 0, win_w = 1280, win_h = 800;
    double speed = -1;
    bool shots_all = false;
    int shots_anim = 0, undo_at = 0, undo_n = 0, ai_iterations = 0, ui_scale = 0;
    const char *palette = NULL, *lang = NULL;
    bool seat_symbols = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--demo") == 0 && i + 1 < argc)
            demo_file = argv[++i];
        else if (strcmp(argv[i], "--shots") == 0 && i + 1 < argc)
            shots = argv[++i];
        else if (strcmp(argv[i], "--shots-all") == 0)
            shots_all = true;
        else if (strcmp(argv[i], "--shots-anim") == 0 && i + 1 < argc)
            shots_anim = atoi(argv[++i]);
        else if (strcmp(argv[i], "--bench-frames") == 0 && i + 1 < argc)
            bench_frames = atoi(argv[++i]);
        else if (strcmp(argv[i], "--undo-check") == 0 && i + 1 < argc && sscanf(argv[i + 1], "%d:%d", &undo_at, &undo_n) == 2)
            i++;
        else if (strcmp(argv[i], "--sound-log") == 0 && i + 1 < argc)
            sound_log = argv[++i];
        else if (strcmp(argv[i], "--screen-log") == 0 && i + 1 < argc)
            screen_log = argv[++i];
        else if (strcmp(argv[i], "--ai-iterations") == 0 && i + 1 < argc)
            ai_iterations = atoi(argv[++i]);
        else if (strcmp(argv[i], "--speed") == 0 && i + 1 < argc)
            speed = atof(argv[++i]);
        else if (strcmp(argv[i], "--ui-scale") == 0 && i + 1 < argc)
            ui_scale = atoi(argv[++i]);
        else if (strcmp(argv[i], "--palette") == 0 && i + 1 < argc)
            palette = argv[++i];
        else if (strcmp(argv[i], "--lang") == 0 && i + 1 < argc && gui_i18n_find(argv[i + 1]) >= 0)
            lang = argv[++i];
        else if (strcmp(argv[i], "--seat-symbols") == 0)
            seat_symbols = true;
        else if (strcmp(argv[i], "--size") == 0 && i + 1 < argc && sscanf(argv[i + 1], "%dx%d", &win_w, &win_h) == 2)
            i++;
        else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(argv[i], "--version") == 0) {
            printf("opencarc %s\n", OPENCARC_VERSION);
            return 0;
        } else {
            usage(stderr);
            return 1;
        }
    }
    static gui_app app;
    gui_app *a = &app;
    a->demo = demo_file && !bench_frames;
    a->bench = bench_frames > 0;
    a->no_autosave = a->demo || a->bench;
    a->speed = speed > 0 ? speed : a->demo ? 5.0 : 1.0;
    a->ai_iterations = ai_iterations;
    if (shots)
        mkdir(shots, 0777);

    carc_err err = {0};
    a->rules = carc_rules_load(NULL, &err);
    if (!a->rules) {
        fprintf(stderr, "opencarc: cannot load the rules: %s\n", err.msg);
        return 2;
    }
    snprintf(a->data_dir, sizeof a->data_dir, "%s", carc_rules_data_dir(a->rules));
    a->lang_forced = lang != NULL;
    gui_i18n_set(a->data_dir, lang);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "opencarc: SDL_Init: %s\n", SDL_GetError());
        return 2;
    }
    IMG_Init(IMG_INIT_PNG);
    if (TTF_Init() != 0) {
        fprintf(stderr, "opencarc: TTF_Init: %s\n", TTF_GetError());
        return 2;
    }
    gui_save_dirs_init(a);
    a->audio = gui_audio_open(a->data_dir);
    FILE *sound_log_file = sound_log ? fopen(sound_log, "w") : NULL;
    if (sound_log && !sound_log_file)
        fprintf(stderr, "opencarc: cannot write %s\n", sound_log);
    gui_audio_log(a->audio, sound_log_file);
    a->screen_log = screen_log ? fopen(screen_log, "w") : NULL;
    if (screen_log && !a->screen_log)
        fprintf(stderr, "opencarc: cannot write %s\n", screen_log);
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    Uint32 wflags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    a->win = SDL_CreateWindow("OpenCarc", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, win_w, win_h, wflags);
    if (!a->win) {
        fprintf(stderr, "opencarc: cannot open a window: %s\n", SDL_GetError());
        return 2;
    }
    SDL_SetWindowMinimumSize(a->win, GUI_MIN_W, GUI_MIN_H);
    set_window_icon(a);
    Uint32 rflags = SDL_RENDERER_ACCELERATED | (a->demo || a->bench ? 0 : SDL_RENDERER_PRESENTVSYNC);
    a->ren = SDL_CreateRenderer(a->win, -1, rflags);
    if (!a->ren)
        a->ren = SDL_CreateRenderer(a->win, -1, SDL_RENDERER_SOFTWARE);
    if (!a->ren) {
        fprintf(stderr, "opencarc: cannot create a renderer: %s\n", SDL_GetError());
        return 2;
    }
    float ddpi = 0;
    if (SDL_GetDisplayDPI(SDL_GetWindowDisplayIndex(a->win), &ddpi, NULL, NULL) != 0)
        ddpi = 0;
    SDL_GetRendererOutputSize(a->ren, &a->w, &a->h);
    int ww;
    SDL_GetWindowSize(a->win, &ww, NULL);
    a->ui_scale = gui_scale_default(ddpi, ww > 0 && a->w > ww ? (double)a->w / ww : 1.0);
    if (!gui_seat_style_init(a) || !gui_assets_load(a))
        return 2;
    update_size(a); /* opens the fonts at the scale */
    if (!a->font[0])
        return 2;
    SDL_StartTextInput();

    demo_state demo;
    memset(&demo, 0, sizeof demo);
    demo.shots = shots;
    demo.shots_all = shots_all;
    demo.shots_anim = shots_anim;
    demo.undo_at = undo_at;
    demo.undo_n = undo_n;
    a->scene = SCENE_MENU;
    gui_menu_init(a); /* reads the settings */
    if (palette && gui_seat_palette_find_name(palette) < 0) {
        fprintf(stderr, "opencarc: --palette %s: no such palette (assets/ui/seats.json)\n", palette);
        return 1;
    }
    if (palette || seat_symbols)
        gui_seat_style_set(a, palette ? gui_seat_palette_find_name(palette) : gui_seat_palette(), seat_symbols || gui_seat_symbols());
    if (ui_scale) {
        a->ui_scale = gui_scale_clamp(ui_scale);
        update_size(a);
    }
    if (a->demo) {
        carc_game *g = demo_open(a, &demo, demo_file);
        if (!g)
            return 2;
        a->ai_scripted = demo.n > 0;
        gui_game_begin(a, g);
        a->in.mx = a->in.my = -1000;
    } else if (a->bench) {
        carc_game *g = NULL;
        if (demo_file) {
            char msg[400];
            g = gui_load_game(a, demo_file, msg, sizeof msg);
            if (!g) {
                fprintf(stderr, "opencarc: %s\n", msg);
                return 2;
            }
        } else {
            carc_setup s;
            carc_setup_init(&s, 4, 12345);
            for (int i = 0; i < 4; i++) {
                snprintf(s.players[i].name, sizeof s.players[i].name, "Player %d", i + 1);
                snprintf(s.players[i].color, sizeof s.players[i].color, "%s", gui_color_names[i]);
            }
            g = carc_game_new(a->rules, &s, &err);
            if (!g) {
                fprintf(stderr, "opencarc: %s\n", err.msg);
                return 2;
            }
            uint64_t rng[4];
            carc_rng_seed(rng, 99);
            carc_action_list scratch = {0};
            while (carc_ai_random_step(g, &scratch, rng, &err))
                ;
            carc_action_list_free(&scratch);
        }
        gui_game_begin(a, g);
        a->scene = SCENE_GAME;
        a->game.finished = false;
        a->in.mx = a->in.my = -1000;
        const int warm = 10;
        double *ms = calloc((size_t)bench_frames, sizeof *ms);
        for (int i = 0; i < bench_frames + warm; i++) {
            Uint64 t0 = SDL_GetPerformanceCounter();
            poll_input(a);
            update_size(a);
            a->now = i / 60.0;
            if (!getenv("OPENCARC_BENCH_EMPTY"))
                frame(a, 1 / 60.0);
            SDL_RenderPresent(a->ren);
            Uint64 t1 = SDL_GetPerformanceCounter();
            if (i >= warm)
                ms[i - warm] = (double)(t1 - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency();
        }
        qsort(ms, (size_t)bench_frames, sizeof *ms, cmp_double);
        /* one undo and one redo of the last action (the undo replays the whole game but one action) */
        int nact = carc_game_action_count(a->game.g);
        Uint64 t0 = SDL_GetPerformanceCounter();
        gui_game_undo(a);
        Uint64 t1 = SDL_GetPerformanceCounter();
        gui_history_redo(a);
        Uint64 t2 = SDL_GetPerformanceCounter();
        double f = 1000.0 / (double)SDL_GetPerformanceFrequency();
        SDL_RendererInfo info;
        SDL_GetRendererInfo(a->ren, &info);
        printf("{\"frames\": %d, \"median_ms\": %.3f, \"p95_ms\": %.3f, \"width\": %d, \"height\": %d, \"tiles\": %d, "
               "\"renderer\": \"%s\", \"actions\": %d, \"undo_ms\": %.3f, \"redo_ms\": %.3f}\n",
               bench_frames, ms[bench_frames / 2], ms[(int)(bench_frames * 0.95)], a->w, a->h, carc_game_board_count(a->game.g),
               info.name, nact, (double)(t1 - t0) * f, (double)(t2 - t1) * f);
        free(ms);
        a->quit = true;
    }

    Uint64 last = SDL_GetPerformanceCounter();
    Uint64 start = last;
    while (!a->quit) {
        poll_input(a);
        update_size(a);
        Uint64 now = SDL_GetPerformanceCounter();
        double dt = (double)(now - last) / (double)SDL_GetPerformanceFrequency();
        last = now;
        if (a->demo)
            dt = 1.0 / 30; /* fixed steps: the same run every time */
        if (dt > 0.1)
            dt = 0.1;
        a->now = a->demo ? a->now + dt : (double)(now - start) / (double)SDL_GetPerformanceFrequency();
        bool shot = false;
        char shotname[128] = "";
        if (a->demo)
            demo_step(a, &demo, &shot, shotname, sizeof shotname);
        frame(a, dt);
        if (!a->demo && shots && a->frame == 3)
            shot = true, snprintf(shotname, sizeof shotname, "menu.png");
        if (a->demo && !shot && demo.shots_anim > 0 && a->scene == SCENE_GAME && !gui_game_idle(a) && a->frame % (Uint32)demo.shots_anim == 0)
            shot = true, snprintf(shotname, sizeof shotname, "anim_%05u.png", (unsigned)a->frame);
        if (shot && shots)
            screenshot(a, shots, shotname);
        SDL_RenderPresent(a->ren);
        if (a->demo && demo.done)
            break;
        if (!a->demo && shots && a->frame == 3) /* --shots without --demo: a picture of the menu */
            break;
        if (a->demo && !shots)
            continue;
    }
    if (a->overflow && shots) { /* screenshots are for looking at the layout: one that does not fit fails */
        fprintf(stderr, "opencarc: layout at %dx%d, %.0f%% UI scale: %s\n", a->w, a->h, a->ui * 100, a->overflow);
        demo.exit_code = demo.exit_code ? demo.exit_code : 5;
    }
    if (gui_i18n_missing() && shots) { /* a text shown in English in another language */
        fprintf(stderr, "opencarc: no %s translation of \"%s\"\n", gui_i18n_code(gui_i18n_current()), gui_i18n_missing());
        demo.exit_code = demo.exit_code ? demo.exit_code : 5;
    }
    cJSON_Delete(demo.root);
    free(demo.undo_before);
    free(demo.undo_counts);
    gui_game_end(a);
    gui_audio_close(a->audio);
    if (sound_log_file)
        fclose(sound_log_file);
    if (a->screen_log)
        fclose(a->screen_log);
    carc_action_list_free(&a->game.legal);
    gui_assets_free(a);
    gui_text_free(a);
    SDL_DestroyRenderer(a->ren);
    SDL_DestroyWindow(a->win);
    carc_rules_free(a->rules);
    TTF_Quit();
    IMG_Quit();
    SDL_Quit();
    return demo.exit_code;
}
