/* SPDX-License-Identifier: GPL-3.0-or-later */
/* opencarc: the SDL2 front end. Interactive by default; --demo FILE [--shots DIR] plays a scenario
 * through the same input path as a player and writes screenshots; --bench-frames N measures frame
 * times of a full board (the scripted runs: gui_demo.h). */
#include "gui_demo.h"
#include "gui_exts.h"
#include "gui_game_draw.h"
#include "gui_game.h"
#include "gui_menu.h"
#ifdef OPENCARC_NET /* the network room is built with network play only */
#include "gui_net.h"
#endif
#include "gui_results.h"
#include "gui_save.h"
#include "gui_scale.h"
#include "gui_shell.h"
#include "registry.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static void usage(FILE *out)
{
    fprintf(out, "usage: opencarc [--size WxH] [--ui-scale PCT] [--palette NAME] [--seat-symbols]\n"
                 "               [--lang CODE]\n"
                 "       opencarc --demo FILE [--shots DIR] [--shots-all] [--shots-only LIST] [--shots-anim N]\n"
                 "                [--speed X] [--size WxH]\n"
                 "                [--undo-check AT:N] [--ai-iterations N] [--sound-log FILE] [--screen-log FILE]\n"
                 "       opencarc --bench-frames N [--demo FILE] [--size WxH]\n"
                 "       opencarc --help | --version\n"
                 "Carcassonne for 2-6 players at one computer, with the expansions in the rules folder.\n"
                 "  --demo FILE     plays a saved game or scenario through the interface\n"
                 "  --shots DIR     writes screenshots there (alone: one of the menu, then quits)\n"
                 "  --shots-all     also captures mid-turn choices (the expansions' screens and choices)\n"
                 "  --shots-anim N  also every Nth frame while an animation plays\n"
                 "  --shots-only LIST  writes only these shots (names, commas between): the layout is\n"
                 "                  checked in every frame all the same, in a fifth of the time\n"
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

/* The mouse: where it is (in renderer pixels), presses, clicks (a release without a drag), drags and the
 * wheel. A demo's scripted mouse is the only one. */
static void mouse_event(gui_app *a, const SDL_Event *e)
{
    gui_input *in = &a->in;
    if (a->demo)
        return;
    if (e->type == SDL_MOUSEMOTION) {
        int x = (int)(e->motion.x * a->scale), y = (int)(e->motion.y * a->scale);
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
    } else if (e->type == SDL_MOUSEBUTTONDOWN) {
        in->mx = (int)(e->button.x * a->scale);
        in->my = (int)(e->button.y * a->scale);
        if (a->screen_log) /* with the click lines: a press whose release never came shows */
            fprintf(a->screen_log, "press %d %d %d\n", in->mx, in->my, e->button.button);
        if (e->button.button == SDL_BUTTON_LEFT) {
            in->ldown = in->lpressed = true;
            in->press_x = in->mx;
            in->press_y = in->my;
            in->dragging = false;
        }
    } else if (e->type == SDL_MOUSEBUTTONUP) {
        if (e->button.button == SDL_BUTTON_LEFT) {
            if (in->ldown && !in->dragging)
                in->clicked = true;
            if (a->screen_log) /* what a failing mouse test says the game received */
                fprintf(a->screen_log, "click %d %d %d\n", in->mx, in->my, in->clicked);
            in->ldown = in->dragging = false;
        } else if (e->button.button == SDL_BUTTON_RIGHT) {
            in->rclicked = true;
        }
    } else if (e->type == SDL_MOUSEWHEEL) {
        in->wheel += e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -e->wheel.y : e->wheel.y;
    }
}

/* A key: F1 (help) and F11 (full screen) here, the others kept for the frame with their modifiers. */
static void key_event(gui_app *a, const SDL_Event *e)
{
    gui_input *in = &a->in;
    if (e->key.keysym.sym == SDLK_F1) {
        a->help = !a->help;
    } else if (e->key.keysym.sym == SDLK_F11) {
        a->fullscreen = !a->fullscreen;
        SDL_SetWindowFullscreen(a->win, a->fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    } else if (e->key.keysym.sym == SDLK_ESCAPE && a->help) {
        a->help = false;
    } else if (in->nkeys < GUI_MAX_KEYS) {
        in->keymods[in->nkeys] = (Uint16)e->key.keysym.mod;
        in->keytext[in->nkeys] = (unsigned char)strlen(in->text);
        in->keys[in->nkeys++] = e->key.keysym.sym;
    }
}

void gui_main_poll_input(gui_app *a)
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
            if (e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED && !a->fullscreen &&
                (e.window.data1 < GUI_MIN_W || e.window.data2 < GUI_MIN_H))
                SDL_SetWindowSize(a->win, e.window.data1 < GUI_MIN_W ? GUI_MIN_W : e.window.data1,
                                  e.window.data2 < GUI_MIN_H ? GUI_MIN_H : e.window.data2);
            break;
        case SDL_RENDER_TARGETS_RESET:
        case SDL_RENDER_DEVICE_RESET: /* the cached layers lost their pixels */
            a->hud.valid = a->board.valid = false;
            break;
        case SDL_MOUSEMOTION:
        case SDL_MOUSEBUTTONDOWN:
        case SDL_MOUSEBUTTONUP:
        case SDL_MOUSEWHEEL:
            mouse_event(a, &e);
            break;
        case SDL_KEYDOWN:
            key_event(a, &e);
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

void gui_main_update_size(gui_app *a)
{
    int ww, wh;
    SDL_GetWindowSize(a->win, &ww, &wh);
    SDL_GetRendererOutputSize(a->ren, &a->w, &a->h);
    a->scale = ww > 0 ? (double)a->w / ww : 1.0;
    double ui = gui_scale_effective(a->scale > 1.0 ? a->scale : 1.0, a->ui_scale, a->w, a->h, GUI_MIN_W, GUI_MIN_H);
    if (ui != a->ui && !gui_text_rescale(a, ui))
        a->quit = true; /* the fonts opened once already: only a vanished file gets here */
}

void gui_main_frame(gui_app *a, double dt)
{
    a->frame++;
    a->nboxes = a->ncovers = 0;
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
    if (a->screen_log) /* whole frames, read while the game runs (the mouse tests find their buttons there) */
        fflush(a->screen_log);
    if (a->scene != SCENE_MENU && gui_game_requests(a))
        gui_menu_enter(a);
}

/* Whether NAME is one of LIST's comma-separated names (no LIST: every shot). Writing a PNG costs four
 * fifths of a layout test's time. */
static bool shot_wanted(const char *list, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = list; p; p = strchr(p, ',') ? strchr(p, ',') + 1 : NULL)
        if (strncmp(p, name, n) == 0 && (p[n] == ',' || p[n] == 0))
            return true;
    return !list;
}

/* The command line's options (usage() lists them). */
typedef struct gui_options {
    const char *demo_file, *shots, *shots_only, *sound_log, *screen_log, *palette, *lang;
    int bench_frames, win_w, win_h, shots_anim, undo_at, undo_n, ai_iterations, ui_scale;
    double speed;
    bool shots_all, seat_symbols;
} gui_options;

/* Reads the options into o; -1 to go on, else the exit code (--help, --version, an unknown option). */
static int parse_options(int argc, char **argv, gui_options *o)
{
    *o = (gui_options){.win_w = 1280, .win_h = 800, .speed = -1};
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--demo") == 0 && i + 1 < argc)
            o->demo_file = argv[++i];
        else if (strcmp(argv[i], "--shots") == 0 && i + 1 < argc)
            o->shots = argv[++i];
        else if (strcmp(argv[i], "--shots-all") == 0)
            o->shots_all = true;
        else if (strcmp(argv[i], "--shots-only") == 0 && i + 1 < argc)
            o->shots_only = argv[++i];
        else if (strcmp(argv[i], "--shots-anim") == 0 && i + 1 < argc)
            o->shots_anim = atoi(argv[++i]);
        else if (strcmp(argv[i], "--bench-frames") == 0 && i + 1 < argc)
            o->bench_frames = atoi(argv[++i]);
        else if (strcmp(argv[i], "--undo-check") == 0 && i + 1 < argc && sscanf(argv[i + 1], "%d:%d", &o->undo_at, &o->undo_n) == 2)
            i++;
        else if (strcmp(argv[i], "--sound-log") == 0 && i + 1 < argc)
            o->sound_log = argv[++i];
        else if (strcmp(argv[i], "--screen-log") == 0 && i + 1 < argc)
            o->screen_log = argv[++i];
        else if (strcmp(argv[i], "--ai-iterations") == 0 && i + 1 < argc)
            o->ai_iterations = atoi(argv[++i]);
        else if (strcmp(argv[i], "--speed") == 0 && i + 1 < argc)
            o->speed = atof(argv[++i]);
        else if (strcmp(argv[i], "--ui-scale") == 0 && i + 1 < argc)
            o->ui_scale = atoi(argv[++i]);
        else if (strcmp(argv[i], "--palette") == 0 && i + 1 < argc)
            o->palette = argv[++i];
        else if (strcmp(argv[i], "--lang") == 0 && i + 1 < argc && gui_i18n_find(argv[i + 1]) >= 0)
            o->lang = argv[++i];
        else if (strcmp(argv[i], "--seat-symbols") == 0)
            o->seat_symbols = true;
        else if (strcmp(argv[i], "--size") == 0 && i + 1 < argc && sscanf(argv[i + 1], "%dx%d", &o->win_w, &o->win_h) == 2)
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
    return -1;
}

/* SDL, the window and its renderer, the UI scale from the display's DPI, the art and the fonts; false
 * (said on stderr) when one is missing. */
static bool open_window(gui_app *a, const gui_options *o)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "opencarc: SDL_Init: %s\n", SDL_GetError());
        return false;
    }
    IMG_Init(IMG_INIT_PNG);
    if (TTF_Init() != 0) {
        fprintf(stderr, "opencarc: TTF_Init: %s\n", TTF_GetError());
        return false;
    }
    gui_save_dirs_init(a);
    a->audio = gui_audio_open(a->data_dir);
    a->screen_log = o->screen_log ? fopen(o->screen_log, "w") : NULL;
    if (o->screen_log && !a->screen_log)
        fprintf(stderr, "opencarc: cannot write %s\n", o->screen_log);
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    Uint32 wflags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    a->win = SDL_CreateWindow("OpenCarc", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, o->win_w, o->win_h, wflags);
    if (!a->win) {
        fprintf(stderr, "opencarc: cannot open a window: %s\n", SDL_GetError());
        return false;
    }
    SDL_SetWindowMinimumSize(a->win, GUI_MIN_W, GUI_MIN_H);
    set_window_icon(a);
    Uint32 rflags = SDL_RENDERER_ACCELERATED | (a->demo || a->bench ? 0 : SDL_RENDERER_PRESENTVSYNC);
    a->ren = SDL_CreateRenderer(a->win, -1, rflags);
    if (!a->ren)
        a->ren = SDL_CreateRenderer(a->win, -1, SDL_RENDERER_SOFTWARE);
    if (!a->ren) {
        fprintf(stderr, "opencarc: cannot create a renderer: %s\n", SDL_GetError());
        return false;
    }
    float ddpi = 0;
    if (SDL_GetDisplayDPI(SDL_GetWindowDisplayIndex(a->win), &ddpi, NULL, NULL) != 0)
        ddpi = 0;
    SDL_GetRendererOutputSize(a->ren, &a->w, &a->h);
    int ww;
    SDL_GetWindowSize(a->win, &ww, NULL);
    a->ui_scale = gui_scale_default(ddpi, ww > 0 && a->w > ww ? (double)a->w / ww : 1.0);
    if (!gui_seat_style_init(a) || !gui_assets_load(a))
        return false;
    gui_main_update_size(a); /* opens the fonts at the scale */
    if (!a->font[0])
        return false;
    SDL_StartTextInput();
    return true;
}

/* The frames until the window closes, a demo ends, or the menu's picture is taken (--shots alone). */
static void run(gui_app *a, gui_demo *demo, const gui_options *o)
{
    Uint64 last = SDL_GetPerformanceCounter();
    Uint64 start = last;
    while (!a->quit) {
        gui_main_poll_input(a);
        gui_main_update_size(a);
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
            gui_demo_step(a, demo, &shot, shotname, sizeof shotname);
        gui_main_frame(a, dt);
        if (!a->demo && o->shots && a->frame == 3)
            shot = true, snprintf(shotname, sizeof shotname, "menu.png");
        if (a->demo && !shot && demo->shots_anim > 0 && a->scene == SCENE_GAME && !gui_game_idle(a) &&
            a->frame % (Uint32)demo->shots_anim == 0)
            shot = true, snprintf(shotname, sizeof shotname, "anim_%05u.png", (unsigned)a->frame);
        if (shot && o->shots && shot_wanted(o->shots_only, shotname))
            gui_screenshot(a, o->shots, shotname);
        SDL_RenderPresent(a->ren);
        if (a->demo && demo->done)
            break;
        if (!a->demo && o->shots && a->frame == 3) /* --shots without --demo: a picture of the menu */
            break;
    }
}

/* The menu's setup, the palette and scale asked for, and the demo's game or the benchmark; 0, else (said)
 * the exit code: 1 for an unknown palette, 2 for a demo or benchmark that cannot run. */
static int begin(gui_app *a, gui_demo *demo, const gui_options *o)
{
    a->scene = SCENE_MENU;
    gui_menu_init(a); /* reads the settings */
    if (o->palette && gui_seat_palette_find_name(o->palette) < 0) {
        fprintf(stderr, "opencarc: --palette %s: no such palette (assets/ui/seats.json)\n", o->palette);
        return 1;
    }
    if (o->palette || o->seat_symbols)
        gui_seat_style_set(a, o->palette ? gui_seat_palette_find_name(o->palette) : gui_seat_palette(),
                           o->seat_symbols || gui_seat_symbols());
    if (o->ui_scale) {
        a->ui_scale = gui_scale_clamp(o->ui_scale);
        gui_main_update_size(a);
    }
    if (a->demo) {
        carc_game *g = gui_demo_open(a, demo, o->demo_file);
        if (!g)
            return 2;
        a->ai_scripted = demo->n > 0;
        gui_game_begin(a, g);
        a->in.mx = a->in.my = -1000;
    } else if (a->bench) {
        if (!gui_bench_run(a, o->demo_file, o->bench_frames))
            return 2;
        a->quit = true;
    }
    return 0;
}

/* After the frames: screenshots are for looking at the layout, so one that does not fit fails (5), as
 * does a text shown in English in another language. */
static void layout_verdict(const gui_app *a, gui_demo *demo, const gui_options *o)
{
    if (a->overflow && o->shots) {
        fprintf(stderr, "opencarc: layout at %dx%d, %.0f%% UI scale: %s\n", a->w, a->h, a->ui * 100, a->overflow);
        demo->exit_code = demo->exit_code ? demo->exit_code : 5;
    }
    if (gui_i18n_missing() && o->shots) {
        fprintf(stderr, "opencarc: no %s translation of \"%s\"\n", gui_i18n_code(gui_i18n_current()), gui_i18n_missing());
        demo->exit_code = demo->exit_code ? demo->exit_code : 5;
    }
}

static void close_all(gui_app *a)
{
    gui_game_end(a);
#ifdef OPENCARC_NET
    gui_net_leave(a);
    gui_net_host_stop(a); /* the game hosted here: its save keeps it (Continue) */
    gui_net_lan_stop(a);
#endif
    gui_audio_close(a->audio);
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
}

int main(int argc, char **argv)
{
    gui_options o;
    int code = parse_options(argc, argv, &o);
    if (code >= 0)
        return code;
    static gui_app app;
    gui_app *a = &app;
    a->src = &gui_source_local;
    gui_exts_use(gui_ext_registry, gui_ext_registry_count); /* the expansions' front ends: the game scene names none */
    a->demo = o.demo_file && !o.bench_frames;
    a->bench = o.bench_frames > 0;
    a->no_autosave = a->demo || a->bench;
    a->speed = o.speed > 0 ? o.speed : a->demo ? 5.0 : 1.0;
    a->ai_iterations = o.ai_iterations;
    if (o.shots)
        mkdir(o.shots, 0777);
    carc_err err = {0};
    a->rules = carc_rules_load(NULL, &err);
    if (!a->rules) {
        fprintf(stderr, "opencarc: cannot load the rules: %s\n", err.msg);
        return 2;
    }
    snprintf(a->data_dir, sizeof a->data_dir, "%s", carc_rules_data_dir(a->rules));
    a->lang_forced = o.lang != NULL;
    gui_i18n_set(a->data_dir, o.lang);
    if (!open_window(a, &o))
        return 2;
    FILE *sound_log = o.sound_log ? fopen(o.sound_log, "w") : NULL;
    if (o.sound_log && !sound_log)
        fprintf(stderr, "opencarc: cannot write %s\n", o.sound_log);
    gui_audio_log(a->audio, sound_log);
    gui_demo demo;
    memset(&demo, 0, sizeof demo);
    demo.shots = o.shots;
    demo.shots_all = o.shots_all;
    demo.shots_anim = o.shots_anim;
    demo.undo_at = o.undo_at;
    demo.undo_n = o.undo_n;
    if ((code = begin(a, &demo, &o)) != 0)
        return code;
    run(a, &demo, &o);
    layout_verdict(a, &demo, &o);
    gui_demo_free(&demo);
    close_all(a);
    if (sound_log)
        fclose(sound_log);
    return demo.exit_code;
}
