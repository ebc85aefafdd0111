/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc SDL2 front end: the application (gui_app) — its window and renderer, the UI scale, fonts and
 * the text cache, the frame's input, the tile art and sprites, cached layers, and each scene's state
 * (gui_menu_state.h, gui_game_state.h). The GUI holds no rules: everything comes from the engine's legal
 * actions, events and queries. The scenes' functions: gui_menu.h, gui_game.h, gui_results.h; drawing
 * helpers: gui_draw.h; widgets: gui_widget.h; what an expansion's front end may use: ext/ext_api.h. */
#ifndef GUI_SHELL_H
#define GUI_SHELL_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdbool.h>
#include <stdio.h>

#include "carc.h"
#include "gui_audio.h"
#include "gui_game_state.h"
#include "gui_hit.h"
#include "gui_i18n.h"
#include "gui_menu_state.h"
#include "gui_source.h"
#include "gui_types.h"

typedef struct gui_text_entry {
    Uint32 hash;
    int font;
    Uint32 color;
    char str[96];
    SDL_Texture *tex;
    int w, h;
    Uint32 used;
} gui_text_entry;

typedef struct gui_tileart {
    SDL_Rect src[4]; /* tile art turned 0..3 quarter turns clockwise, in the atlas */
    gui_mask mask;   /* unrotated segment mask */
    int nseg;
    double anchor[GUI_MAX_SEGS][2]; /* meeple spots on the unrotated tile, 0..1 */
    SDL_Texture *hl[GUI_MAX_SEGS];  /* segment highlight overlays (unrotated), made on first use */
    double hole[2];                 /* centre of the no-segment area (office, village), unrotated */
} gui_tileart;

/* A cached layer (gui_layer.c): a window-sized texture redrawn only when its signature changes. */
typedef struct gui_layer {
    SDL_Texture *tex;
    int w, h;
    bool valid;
    unsigned char sig[320];
    char *log; /* --screen-log: what its last drawing wrote, written again each frame it is reused */
    size_t log_len;
} gui_layer;

/* A kind of figure's sprites in the six seat colours, standing and lying (as a farmer). */
typedef struct gui_figure_art {
    char name[16]; /* the kind's name ("meeple", a module's: "large"); "": unused */
    SDL_Texture *tex[6], *farmer[6];
    double scale; /* its size beside a meeple's: the sprite's width / 64 */
} gui_figure_art;

struct gui_app {
    SDL_Window *win;
    SDL_Renderer *ren;
    int w, h;          /* renderer output size in pixels */
    double scale;      /* pixels per window coordinate (HiDPI) */
    double ui;         /* pixels per UI unit: scale * ui_scale, lowered to keep 960x640 units (gui_scale.h) */
    int ui_scale;      /* the UI scale chosen, in percent (settings "ui_scale"; by default from the DPI) */
    bool ui_scale_set; /* chosen in the menu (kept in the settings) rather than the DPI's default */
    char lang[8];      /* the language chosen in the menu (settings "language"); "": the environment's */
    bool lang_forced;  /* --lang: the settings' language is not used */
    TTF_Font *font[FONT_COUNT];
    TTF_Font *font_fb[FONT_COUNT]; /* a system font with wide coverage (CJK) for glyphs DejaVu lacks, or NULL */
    int font_h[FONT_COUNT];
    gui_text_entry text[GUI_TEXT_CACHE];
    Uint32 frame;
    carc_rules *rules;
    gui_tileart *tiles;
    int ntiles;
    SDL_Texture *atlas;               /* every tile in every rotation: the board is drawn in one call */
    SDL_Texture *atlas_half;          /* the same at half size, for zoomed-out boards (a mipmap level) */
    gui_layer hud;                    /* the HUD, redrawn only when something in it changes */
    gui_layer board;                  /* the map and the placed tiles, redrawn when the camera or the board changes */
    bool tile_art;                    /* real tile PNGs found */
    gui_figure_art figure[GUI_KINDS]; /* each kind's sprites, loaded when first drawn (gui_figure_tex) */
    SDL_Texture *disc, *ring;
    char data_dir[GUI_PATH_LEN];
    char save_dir[GUI_PATH_LEN];   /* saved games, ending in '/' ("": saving is off); see gui_paths.h */
    char config_dir[GUI_PATH_LEN]; /* the remembered menu setup, ending in '/' */
    int scene;
    bool quit;
    bool help;
    bool fullscreen;
    gui_input in;
    gui_menu menu;
    gui_game game;
    gui_ai_ctl ai;
    const gui_source *src;   /* where the game is played: here, or at a host (gui_source.h) */
    struct gui_net *net;     /* the network game's connection (gui_net.c), NULL in a game played here */
    int host_pid;            /* the host this program started (gui_net_host.c), 0: none */
    struct gui_net_lan *lan; /* the games heard on the local network while the Network… box is open */
    gui_audio *audio;        /* sound effects (gui_audio.h); silent without a device */
    int ai_iterations;       /* > 0: every computer seat searches this many iterations (tests) */
    double speed;            /* animation speed factor */
    bool demo, bench, no_autosave;
    bool ai_scripted;        /* --demo: the script plays the computer seats too (they wait) until it ends */
    const char *overflow;    /* a screen laid out past the window or over its own parts: what (tests fail on it) */
    char overflow_text[256]; /* a text that ran out of its box: which (a->overflow points here) */
    SDL_Rect boxes[16];      /* the panels drawn this frame: a text starting in one must end in it */
    int nboxes;
    SDL_Rect covers[8]; /* over the board this frame, what nothing may be drawn over (gui_cover_note) */
    char tip[128];      /* what the thing under the mouse is, said in a box (gui_tip), or "" */
    SDL_Rect tip_at;    /* where that thing is drawn */
    int ncovers;
    double now;       /* seconds since start */
    FILE *screen_log; /* --screen-log: every text and tile picture drawn, a line each (tests read the screen) */
};

/* gui_layer.c: draw() into the layer when sig (n bytes) changed or force, then copy rect r to the screen.
 * False when render targets are unavailable: the caller draws directly. */
bool gui_layer_draw(gui_app *a, gui_layer *L, const void *sig, size_t n, bool force, SDL_Rect r, void (*draw)(gui_app *));
void gui_layer_free(gui_layer *L);

/* gui_text.c: the fonts, opened at the UI scale */
bool gui_text_init(gui_app *a);
void gui_text_free(gui_app *a);
bool gui_text_rescale(gui_app *a, double ui); /* a new UI scale: the fonts opened again at their new size */

#endif
