/* OpenCarc SDL2 front end: the application and its scenes (menu, game, results) — their state and the
 * functions that move between them. The GUI holds no rules: everything comes from the engine's legal
 * actions, events and queries. Drawing helpers: gui_draw.h; widgets: gui_widget.h. */
#ifndef GUI_APP_H
#define GUI_APP_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdbool.h>

#include "carc.h"
#include "gui_anim_queue.h"
#include "gui_audio.h"
#include "gui_i18n.h"
#include "gui_camera.h"
#include "gui_edit.h"
#include "gui_file.h"
#include "gui_hit.h"
#include "gui_paths.h"

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

#define GUI_PATH_LEN 1024
#define GUI_MAX_SEGS 16
#define GUI_TEXT_CACHE 512
#define GUI_LOG_LEN 2048 /* scoring-log entries kept: a whole game's */
#define GUI_MAX_KEYS 16
#define GUI_MIN_W 960 /* the smallest window the screens are laid out for */
#define GUI_MIN_H 640

enum { FONT_SMALL, FONT_NORMAL, FONT_BOLD, FONT_LARGE, FONT_TITLE, FONT_COUNT };
enum { SCENE_MENU, SCENE_GAME, SCENE_RESULTS };
enum { ALIGN_LEFT, ALIGN_CENTER, ALIGN_RIGHT };

typedef struct gui_input {
    int mx, my;          /* mouse in renderer pixels */
    bool ldown;          /* left button held */
    bool lpressed;       /* left button went down this frame */
    bool clicked;        /* left button released this frame without dragging */
    bool rclicked;
    int wheel;           /* wheel steps this frame (+ = up) */
    int press_x, press_y;
    double press_at;     /* a->now of the frame the left button last went down in */
    bool dragging;
    int drag_dx, drag_dy; /* drag motion this frame */
    SDL_Keycode keys[GUI_MAX_KEYS];
    Uint16 keymods[GUI_MAX_KEYS];
    int nkeys;
    char text[64];       /* text typed this frame (UTF-8) */
    unsigned char keytext[GUI_MAX_KEYS]; /* how much of text was typed before each key (a text field
                                          * takes them in their order) */
    bool consumed;       /* a widget took this frame's click */
} gui_input;

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
    SDL_Rect src[4];                /* tile art turned 0..3 quarter turns clockwise, in the atlas */
    gui_mask mask;                  /* unrotated segment mask */
    int nseg;
    double anchor[GUI_MAX_SEGS][2]; /* meeple spots on the unrotated tile, 0..1 */
    SDL_Texture *hl[GUI_MAX_SEGS];  /* segment highlight overlays (unrotated), made on first use */
    double hole[2];                 /* centre of the no-segment area (office, village), unrotated */
} gui_tileart;

typedef struct gui_log_entry {
    int player, amount, turn;
    char reason[16];
    const char *why; /* a 0's reason, an English text translated when shown (N_), or NULL */
} gui_log_entry;

typedef struct gui_meeple_opt {
    carc_action act;
    int seg;
    double u, v; /* spot on the placed tile, 0..1 */
} gui_meeple_opt;

typedef struct gui_cand {
    int x, y;
    unsigned rotmask;
} gui_cand;

/* What a button may only ask for while the frame is drawn with the game it replaces. */
enum { GUI_REQ_NONE, GUI_REQ_UNDO, GUI_REQ_REDO, GUI_REQ_MENU };

/* The map under the board (Carcassonne Maps), read once when a game begins. */
#define GUI_MAP_TOWNS 32 /* the most a map names (MAP_MAX_NAMED in rules/maps/maps.h) */
#define GUI_MAP_CELLS 4096
#define GUI_MAP_PLAY_ZOOM 96.0 /* pixels per square (at 100 %) where a map game starts: the art and the meeple markers readable */
typedef struct gui_map {
    bool on;
    char name[CARC_NAME_LEN];
    int w, h;
    char rows[GUI_MAP_CELLS]; /* w * h square kinds ('.', 'L', '~', ...): drawn when the map has no art */
    int x0, y0, x1, y1; /* the country: the squares that are neither sea nor abroad */
    int ntown;
    struct { char name[40]; int x, y; } town[GUI_MAP_TOWNS];
} gui_map;

/* What the HUD shows of the game (gui_game_shown): while an action's animations play, its turn as it was
 * before the action, with the meeples and points that have arrived so far; else the game as it is. */
typedef struct gui_shown {
    bool held;                 /* an action's animations play: the turn below is the one it was taken in */
    int player, turn;
    char phase[CARC_NAME_LEN]; /* "" for none */
    int tile, rot;             /* the tile in the box, -1 for none (the box shows the tile last placed) */
    int tiles_left;
    int supply[CARC_MAX_PLAYERS], score[CARC_MAX_PLAYERS];
} gui_shown;

/* An undone action; last: the last one of what one undo took back (a redo stops after it). */
typedef struct gui_redo {
    carc_action act;
    bool last;
} gui_redo;

typedef struct gui_game {
    carc_game *g;
    carc_game *preview;  /* g with the pending tile applied: where the meeple choice comes from */
    bool pending;
    carc_action pending_act;
    int ptype;
    carc_action_list legal;   /* legal actions of g (or of preview while pending) */
    gui_cand cand[4 * 512];   /* squares a tile may go on: beside the at most 512 tiles of a game */
    int ncand;
    gui_meeple_opt mopt[24];
    int nmopt;
    bool can_pass;
    int mtx, mty, mtype, mrot; /* the tile the meeple spots are on */
    int nother;               /* legal actions the GUI does not know (module actions) */
    int rot;
    int hover_x, hover_y;
    bool hover_board;
    int hover_meeple;
    int chosen_meeple;        /* the spot clicked once, waiting for Confirm (-1: none) */
    gui_camera cam;
    double cam_tx, cam_ty;    /* camera glide target */
    bool cam_glide;
    gui_anim_queue anim;
    int coords[8192];
    int ncoords;
    int last_feature, last_feature_off, last_feature_len;
    gui_log_entry log[GUI_LOG_LEN];
    int nlog;
    int log_turn;             /* the turn the events being read belong to (the log's entries record it) */
    int log_scroll;           /* entries of the scoring log scrolled past (0: the newest at the top) */
    bool saving;              /* Save As text box open */
    bool replacing;           /* the Save box asks before replacing the saved game of the name typed */
    bool tiles_left;          /* the tiles-left popup is open (gui_tiles_left.c) */
    bool leaving;             /* Menu was asked during the game: the box asking to confirm is open */
    int last_tile[CARC_MAX_PLAYERS]; /* board index of each player's last placed tile, -1: none (gui_last_tiles.c) */
    char fname[128];
    gui_edit fname_edit;      /* the Save box's name field */
    char msg[200];
    double msg_until;
    bool finished;            /* game over events seen: results after the animations */
    bool turn_done;           /* a turn completed: screenshot + autosave point */
    gui_shown before;         /* the turn before the actions whose animations play (while held) */
    bool held;                /* `before` holds until the animation queue is empty */
    int shown_scores[CARC_MAX_PLAYERS];
    gui_map map;
    bool view_board;          /* results: the panel hidden to look at the final board */
    bool view_stats;          /* results: the statistics (gui_stats.h) in place of the points */
    unsigned version;         /* changes with every change of the game shown (keys of cached previews) */
    int request;              /* GUI_REQ_*: a HUD button asked for it; done once the frame is drawn */
    char *setup_text;         /* the game's setup without actions: undo replays from it */
    gui_redo *redo;           /* undone actions, the next to redo last */
    int nredo, redo_cap;
} gui_game;

typedef struct gui_menu_seat {
    char name[CARC_NAME_LEN];
    int color;
    int level;            /* 0: a human; k > 0: a computer of level gui_ai_level_name(k - 1) */
} gui_menu_seat;

typedef struct gui_menu {
    int nseats;
    gui_menu_seat seat[CARC_MAX_PLAYERS];
    bool module_on[CARC_MAX_MODULES];
    int map;              /* index into the shipped maps (gui_map_choice_name), -1: no map */
    char seed[24];
    int focus;            /* text field with keyboard focus: -1 none, 0..5 names, 10 seed */
    gui_edit edit;        /* its caret and selection */
    bool loading;         /* the list of saved games is open (Load…) */
    char error[400];
    bool have_autosave;
    char keep_as[GUI_SAVE_NAME_MAX + 8]; /* the autosave's unfinished game is kept under this name when
                                          * Start or Load… replaces it ("": nothing to keep) */
    char keep_what[200];                 /* its players and actions, said in the menu */
    bool hints;           /* hints on the board (gui_hints.h), kept in the settings */
} gui_menu;

/* Computer seats (gui_ai.c): one search at a time, in a worker thread, on a copy of the game. */
typedef struct gui_ai_ctl {
    struct ai_player *seat[CARC_MAX_PLAYERS]; /* NULL for a human seat */
    SDL_Thread *thread;
    SDL_atomic_t done;        /* the worker finished */
    volatile bool stop;       /* asks the search to end now */
    struct ai_player *job_ai; /* the worker's player and game: nobody else touches them while it runs */
    carc_game *work;
    carc_action result;
    bool ok, have;            /* have: a decision waits to be played */
    unsigned job_version;     /* the game version the decision is for */
    double started;
} gui_ai_ctl;

/* A cached layer (gui_layer.c): a window-sized texture redrawn only when its signature changes. */
typedef struct gui_layer {
    SDL_Texture *tex;
    int w, h;
    bool valid;
    unsigned char sig[256];
} gui_layer;

typedef struct gui_app {
    SDL_Window *win;
    SDL_Renderer *ren;
    int w, h;        /* renderer output size in pixels */
    double scale;    /* pixels per window coordinate (HiDPI) */
    double ui;       /* pixels per UI unit: scale * ui_scale, lowered to keep 960x640 units (gui_scale.h) */
    int ui_scale;    /* the UI scale chosen, in percent (settings "ui_scale"; by default from the DPI) */
    bool ui_scale_set; /* chosen in the menu (kept in the settings) rather than the DPI's default */
    char lang[8];    /* the language chosen in the menu (settings "language"); "": the environment's */
    bool lang_forced; /* --lang: the settings' language is not used */
    TTF_Font *font[FONT_COUNT];
    TTF_Font *font_fb[FONT_COUNT]; /* a system font with wide coverage (CJK) for glyphs DejaVu lacks, or NULL */
    int font_h[FONT_COUNT];
    gui_text_entry text[GUI_TEXT_CACHE];
    Uint32 frame;
    carc_rules *rules;
    gui_tileart *tiles;
    int ntiles;
    SDL_Texture *atlas;  /* every tile in every rotation: the board is drawn in one call */
    SDL_Texture *atlas_half; /* the same at half size, for zoomed-out boards (a mipmap level) */
    gui_layer hud;   /* the HUD, redrawn only when something in it changes */
    gui_layer board; /* the map and the placed tiles, redrawn when the camera or the board changes */
    bool tile_art;   /* real tile PNGs found */
    SDL_Texture *meeple[6], *farmer[6];
    SDL_Texture *disc, *ring;
    SDL_Texture *map_tex, *map_half; /* the board of the map in play, full and half size */
    char map_tex_name[CARC_NAME_LEN];
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
    gui_audio *audio; /* sound effects (gui_audio.h); silent without a device */
    int ai_iterations; /* > 0: every computer seat searches this many iterations (tests) */
    double speed;    /* animation speed factor */
    bool demo, bench, no_autosave;
    bool ai_scripted; /* --demo: the script plays the computer seats too (they wait) until it ends */
    const char *overflow; /* a screen laid out past the window or over its own parts: what (tests fail on it) */
    char overflow_text[256]; /* a text that ran out of its box: which (a->overflow points here) */
    SDL_Rect boxes[16];  /* the panels drawn this frame: a text starting in one must end in it */
    int nboxes;
    double now;      /* seconds since start */
    FILE *screen_log; /* --screen-log: every text and tile picture drawn, a line each (tests read the screen) */
} gui_app;

/* gui_game.c: a game's life in the scene, and every action reaching the engine */
bool gui_game_begin(gui_app *a, carc_game *g);
void gui_game_end(gui_app *a);
bool gui_game_confirm(gui_app *a, const carc_action *second); /* apply tile + meeple/pass */
void gui_game_undo(gui_app *a);      /* the pending tile, else the last action (gui_history.c) */
void gui_game_drop_pending(gui_app *a);
void gui_game_requests(gui_app *a);  /* after the frame: what its buttons asked for (G->request) */
/* Show another state of the same game (undo): the view is kept, the animations and choices restart. */
void gui_game_show(gui_app *a, carc_game *g);
void gui_game_end_now(gui_app *a); /* final scoring now (the scenario format's "end": true) */
void gui_game_to_menu(gui_app *a);
bool gui_game_apply(gui_app *a, const carc_action *act);      /* any action, in any phase */
bool gui_game_idle(const gui_app *a);
void gui_game_message(gui_app *a, const char *fmt, ...);
void gui_game_shown(const gui_app *a, gui_shown *s); /* what the HUD shows now */
void gui_game_skip(gui_app *a); /* finish every animation now */
void gui_game_log_points(gui_app *a, int player, int amount, const char *reason);
/* A score of 0 with its reason (why: a static N_() text), shown in the log as its points would be. */
void gui_game_log_zero(gui_app *a, int player, const char *reason, const char *why);
void gui_game_touch(gui_game *G);          /* a new version of the game shown */
void gui_game_free_preview(gui_game *G);

/* gui_game_legal.c: the legal actions sorted for the screens */
void gui_game_refresh(gui_app *a);
unsigned gui_game_cand_mask(const gui_game *G, int x, int y); /* rotations the tile fits in at (x, y) */
void gui_game_rotate(gui_app *a, int dir);

/* gui_game_preview.c: copies of the game with actions applied */
bool gui_game_place_tile(gui_app *a, int x, int y, int rot); /* pending placement (Undo-able) */
/* A copy of the game (a clone, recording off) with these actions applied (freed by the caller); NULL when
 * one is refused. */
carc_game *gui_game_try(gui_app *a, const carc_action *acts, int n, carc_err *err);

/* gui_game_view.c: the camera */
bool gui_game_board_bounds(const carc_game *g, int *x0, int *y0, int *x1, int *y1); /* the tiles' squares; false if none */
void gui_game_focus(gui_app *a, bool fit_all);
/* Bring board squares (xy pairs) on screen, zooming out if needed, never in. */
void gui_game_show_squares(gui_app *a, const int *xy, int n);
void gui_game_camera_input(gui_app *a);
void gui_game_glide(gui_app *a, double dt); /* towards the camera's glide target */

/* gui_game_events.c: engine events -> animations */
void gui_game_take_events(gui_app *a, bool tile_shown); /* tile_shown: the placed tile is already on show */
bool gui_event_is(const carc_event *e, const char *name); /* a module event of that name */
bool gui_event_points(const carc_event *e, const char *reason, int player); /* points of that reason to player */
/* A points number flying from board position (fx, fy) to the player's score, starting at `start`. */
gui_anim *gui_game_points_at(gui_app *a, int player, int amount, double fx, double fy, double start);
int gui_game_keep_coords(gui_app *a, const int *co, int off, int len); /* into G->coords; -1 if full */

/* gui_game_input.c: the frame's input */
typedef struct gui_game_mode {
    bool idle;    /* no animation plays */
    const struct gui_ext *screen; /* an expansion's screen over everything owns the input, or NULL */
    bool modal;   /* a screen over the board (Save box, help, an expansion's) takes the input */
    bool in_view; /* the mouse is over the board */
} gui_game_mode;
void gui_game_input(gui_app *a, gui_game_mode *m); /* before drawing: keys, hover, choices on the board */
void gui_game_click(gui_app *a, const gui_game_mode *m); /* after drawing: a click on the board */
void gui_game_confirm_meeple(gui_app *a); /* play the meeple standing on its chosen spot */
/* A box of w x h UI units centred over the board, the board dimmed behind it; returns its place. */
SDL_Rect gui_board_dialog(gui_app *a, int w, int h);

/* gui_game_frame.c */
void gui_game_frame(gui_app *a, double dt);

/* gui_history.c: undo and redo across turns */
void gui_history_begin(gui_app *a);   /* the game shown is a new one: remember its setup */
void gui_history_free(gui_app *a);
bool gui_history_can_undo(const gui_app *a);
bool gui_history_can_redo(const gui_app *a);
void gui_history_undo(gui_app *a);
void gui_history_redo(gui_app *a);
void gui_history_applied(gui_app *a, const carc_action *act); /* act was applied: keep or drop the redo stack */
bool gui_seat_is_ai(const gui_app *a, int p);
int gui_human_seats(const gui_app *a);

/* gui_ai.c: computer seats */
int gui_ai_level_count(void);                 /* the levels a seat can be given in the menu */
const char *gui_ai_level_name(int i);         /* "easy", "normal", "hard" */
const char *gui_ai_level_label(int i);        /* the menu's "Computer: Easy", translated */
int gui_ai_level_find(const char *name);      /* -1 if not one of them */
void gui_ai_begin(gui_app *a);                /* a game is shown: a player for each computer seat */
void gui_ai_end(gui_app *a);                  /* stops a search, frees the players */
void gui_ai_frame(gui_app *a);                /* starts a search, plays a decision when its time has come */
bool gui_ai_turn(const gui_app *a);           /* a computer seat is to act */
bool gui_ai_thinking(const gui_app *a);
void gui_ai_draw(gui_app *a);                 /* the thinking indicator */

/* gui_layer.c: draw() into the layer when sig (n bytes) changed or force, then copy rect r to the screen.
 * False when render targets are unavailable: the caller draws directly. */
bool gui_layer_draw(gui_app *a, gui_layer *L, const void *sig, size_t n, bool force, SDL_Rect r, void (*draw)(gui_app *));
void gui_layer_free(gui_layer *L);

/* gui_map.c: the map under the board, the camera framing the country, the menu's map choice */
void gui_map_begin(gui_app *a);                 /* reads the map of the game (if any), loads its board */
bool gui_map_draw(gui_app *a);                  /* the map under the tiles; false when there is none */
bool gui_map_fit(gui_app *a);                   /* frame the whole country; false when there is no map */
/* frame the placed tiles and the squares beside them, or where they do not fit at GUI_MAP_PLAY_ZOOM the
 * board tile focus (-1: the last placed) at that zoom; false when there is no map */
bool gui_map_frame_play(gui_app *a, int focus);
const char *gui_map_town_at(const gui_app *a, int x, int y); /* a town's name, or NULL */
void gui_map_draw_town_names(gui_app *a);       /* the names of the towns under tiles, over the tiles */
/* Keep a camera centre (at the current zoom) from showing what lies beyond the map, where it can. */
void gui_map_clamp(const gui_app *a, double *cx, double *cy);
int gui_map_module(const carc_rules *R);        /* the module a map choice enables (setup key), or -1 */
int gui_map_choice_count(const carc_rules *R);  /* the shipped maps, from the engine */
const char *gui_map_choice_name(const carc_rules *R, int i);    /* as the setup names it; NULL if none */
const char *gui_map_choice_title(const carc_rules *R, int i); /* its name capitalised, translated; -1: "None" */
int gui_map_choice_find(const carc_rules *R, const char *name); /* -1 if not shipped */
void gui_map_free(gui_app *a);

/* gui_menu.c */
void gui_menu_init(gui_app *a);
void gui_menu_frame(gui_app *a);
void gui_menu_display(gui_app *a); /* gui_menu_display.c: UI scale, seat symbols, palette */

/* gui_results.c */
void gui_results_frame(gui_app *a);

/* gui_save.c */
bool gui_save_game(gui_app *a, const carc_game *g, const char *path, char *msg, size_t msgcap);
void gui_autosave(gui_app *a);
void gui_autosave_path(const gui_app *a, char *out, size_t cap);
/* Load a saved game; on failure returns NULL and puts a readable message in msg. */
carc_game *gui_load_game(gui_app *a, const char *path, char *msg, size_t msgcap);
/* The folders of saves and settings from the environment (XDG, else HOME). */
void gui_save_dirs_init(gui_app *a);
/* The file of a save name in the saves folder; false with a message when the name is a path. */
bool gui_save_path(const gui_app *a, const char *name, char *out, size_t cap, char *msg, size_t msgcap);
void gui_settings_save(gui_app *a);
void gui_settings_load(gui_app *a);
void gui_settings_sound(gui_app *a, int volume, bool muted); /* sets the sound, remembered in the settings */
/* Sets how seats look (palette, symbols) and the UI scale in percent, remembered in the settings. */
void gui_settings_display(gui_app *a, int palette, bool symbols, int ui_scale);
void gui_settings_language(gui_app *a, const char *code); /* every text in that language, remembered */

#endif
