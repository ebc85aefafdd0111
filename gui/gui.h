/* OpenCarc SDL2 front end: shared state of the application and the scenes.
 * The GUI holds no rules: everything comes from the engine's legal actions, events and queries. */
#ifndef GUI_H
#define GUI_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdbool.h>

#include "carc.h"
#include "gui_anim_queue.h"
#include "gui_camera.h"
#include "gui_file.h"
#include "gui_hit.h"

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

#define GUI_PATH_LEN 1024
#define GUI_MAX_SEGS 16
#define GUI_TEXT_CACHE 512
#define GUI_LOG_LEN 64
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
    int player, amount;
    char reason[16];
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

/* Map-Chips: chip colours by sprite index (purple, light blue, orange; GUI_MC_COLORS: unknown). */
#define GUI_MC_COLORS 3
#define GUI_MC_CHIPS 32
#define GUI_MC_STACKS 8
typedef struct gui_mc_chip {
    int color, value;
    bool usable; /* may pay for an island tile (collected before this turn) */
} gui_mc_chip;

/* Expansion state read from carc_game_modules_json() when events arrive (never every frame). */
#define GUI_MAX_OFFICES 16
#define GUI_RACK 8
typedef struct gui_mods {
    bool bets, toll, mapchips;
    int nrack[CARC_MAX_PLAYERS];
    char rack[CARC_MAX_PLAYERS][GUI_RACK][16]; /* chip faces in each supply: shown only to their owner */
    int noffice;
    struct { int x, y, chips; } office[GUI_MAX_OFFICES];
    struct { bool placed; int x, y, value; } house[CARC_MAX_PLAYERS];
    int non_map;                                     /* face-down map chips */
    struct { int x, y; } on_map[GUI_MC_CHIPS];
    int ntray[CARC_MAX_PLAYERS];                     /* chips face up in front of each player */
    gui_mc_chip tray[CARC_MAX_PLAYERS][GUI_MC_CHIPS];
    int nstack;                                      /* Benelux island stacks */
    struct { int color, stack, x, y, left, top; } stack[GUI_MC_STACKS]; /* top: the face-up tile type or -1 */
} gui_mods;

/* The map under the board (Carcassonne Maps), read once when a game begins. */
#define GUI_MAP_TOWNS 24
#define GUI_MAP_CELLS 4096
typedef struct gui_map {
    bool on;
    char name[CARC_NAME_LEN];
    int w, h;
    char rows[GUI_MAP_CELLS]; /* w * h square kinds ('.', 'L', '~', ...): drawn when the map has no art */
    int x0, y0, x1, y1; /* the country: the squares that are neither sea nor abroad */
    int ntown;
    struct { char name[40]; int x, y, wine; } town[GUI_MAP_TOWNS]; /* wine: chip colour index or -1 */
} gui_map;

/* Benelux: the choice of the tile's source at the start of a turn (draw, or pay a chip for an island tile). */
typedef struct gui_isle_ui {
    bool can_draw;
    carc_action draw;
    carc_action opt[GUI_MC_STACKS];
    int nopt, hover;                 /* hover: option under the mouse (or picked by the demo), -1 none */
    int key;                         /* action count when the camera last brought the islands on screen */
} gui_isle_ui;

/* France: the wine sale offered right after the tile. */
typedef struct gui_wine_ui {
    carc_action opt[12];
    int n, hover;
} gui_wine_ui;

typedef struct gui_settle_opt {
    carc_action act;
    int feature, type, off, len; /* the candidate's squares: coords[off .. off + 2 len) of gui_bets_ui */
    char label[48];
} gui_settle_opt;

enum { GUI_BET_NONE, GUI_BET_PASS, GUI_BET_RACK };
/* What a button may only ask for while the frame is drawn with the game it replaces. */
enum { GUI_REQ_NONE, GUI_REQ_UNDO, GUI_REQ_REDO, GUI_REQ_MENU };

typedef struct gui_bets_ui {
    int screen;               /* GUI_BET_*: the hidden-information screens */
    int player;               /* who the screen is for */
    int key;                  /* action count the screen belongs to: a new action starts a new screen */
    carc_action chip[GUI_RACK];
    int nchip;
    bool can_pass;
    int hover;                /* chip under the mouse (or picked by the demo) */
    double shown_at;          /* when the rack appeared (< 0: not drawn yet) */
    gui_settle_opt settle[8];
    int nsettle, settle_hover;
    int coords[1024];         /* squares of the settle candidates */
} gui_bets_ui;

typedef struct gui_toll_ui {
    bool mode;                /* choosing a crossroads instead of a meeple spot */
    carc_action act[96];
    int n, hover;
} gui_toll_ui;

typedef struct gui_game {
    carc_game *g;
    carc_game *preview;  /* g with the pending tile applied: where the meeple choice comes from */
    bool pending;
    carc_action pending_act;
    int ptype;
    carc_action_list legal;   /* legal actions of g (or of preview while pending) */
    gui_cand cand[512];
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
    gui_camera cam;
    double cam_tx, cam_ty;    /* camera glide target */
    bool cam_glide;
    gui_anim_queue anim;
    int coords[8192];
    int ncoords;
    int last_feature, last_feature_off, last_feature_len;
    gui_log_entry log[GUI_LOG_LEN];
    int nlog;
    bool saving;              /* Save As text box open */
    char fname[128];
    char msg[200];
    double msg_until;
    bool finished;            /* game over events seen: results after the animations */
    bool turn_done;           /* a turn completed: screenshot + autosave point */
    int actor, actor_turn;    /* who took the last action, in which turn (its animation may still play) */
    bool actor_bet;           /* and whether it was in a betting step */
    int shown_scores[CARC_MAX_PLAYERS];
    gui_mods mods;
    gui_bets_ui bets;
    gui_toll_ui toll;
    gui_map map;
    gui_isle_ui isle;
    gui_wine_ui wine;
    bool view_board;          /* results: the panel hidden to look at the final board */
    unsigned version;         /* changes with every change of the game shown (keys of cached previews) */
    int request;              /* GUI_REQ_*: a HUD button asked for it; done once the frame is drawn */
    char *setup_text;         /* the game's setup without actions: undo replays from it */
    carc_action *redo;        /* undone actions, the next to redo last */
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
    int focus;            /* text field with keyboard focus: -1 none, 0..5 names, 10 seed, 11 load */
    bool loading;
    char loadname[256];
    char error[400];
    bool have_autosave;
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
    double ui;       /* UI scale factor for sizes */
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
    SDL_Texture *chip_back, *toll[6][2];
    SDL_Texture *mapchip_back, *mapchip[GUI_MC_COLORS][2];
    SDL_Texture *map_tex, *map_half; /* the board of the map in play, full and half size */
    char map_tex_name[CARC_NAME_LEN];
    struct { char label[16]; SDL_Texture *tex; } face[GUI_RACK]; /* chip faces, loaded on first use */
    int nface;
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
    int ai_iterations; /* > 0: every computer seat searches this many iterations (tests) */
    double speed;    /* animation speed factor */
    bool demo, bench, no_autosave;
    double now;      /* seconds since start */
} gui_app;

/* colours */
extern const char *const gui_color_names[6];
SDL_Color gui_player_color(const char *name);
int gui_color_index(const char *name);

/* gui_text.c: fonts, cached text, drawing helpers, widgets */
bool gui_text_init(gui_app *a);
void gui_text_free(gui_app *a);
/* Draw text; returns its width. Cached textures: no allocation when the same text is drawn again. */
int gui_text(gui_app *a, int font, const char *s, SDL_Color c, int x, int y, int align);
int gui_text_width(gui_app *a, int font, const char *s);
void gui_fill(gui_app *a, SDL_Rect r, SDL_Color c);
void gui_frame(gui_app *a, SDL_Rect r, SDL_Color c, int thick);
void gui_panel(gui_app *a, SDL_Rect r);
/* A label on a filled box centred at (cx, cy). */
void gui_pill(gui_app *a, int font, const char *text, SDL_Color fg, SDL_Color bg, int cx, int cy);
bool gui_in_rect(int x, int y, SDL_Rect r);
/* Immediate-mode button: draws and returns true when clicked this frame. */
bool gui_button(gui_app *a, SDL_Rect r, const char *label, bool enabled, bool primary);
/* A one-line text field; focus is owned by the caller. Returns true when Enter was pressed. */
bool gui_textfield(gui_app *a, SDL_Rect r, char *buf, size_t cap, bool *focused, const char *placeholder);
int gui_px(const gui_app *a, double v); /* UI units -> pixels */
/* "Ann's", or "Your" / "your" for a player named You. */
const char *gui_possessive(const char *name, bool capital, char *buf, size_t cap);

/* gui_assets.c */
bool gui_assets_load(gui_app *a);
void gui_assets_free(gui_app *a);
void gui_tile_spot(const gui_app *a, int type, int rot, int seg, double *u, double *v);
SDL_Texture *gui_segment_overlay(gui_app *a, int type, int seg);
SDL_Texture *gui_meeple_tex(gui_app *a, int color, bool farmer);
/* Centre of a tile's no-segment area (betting office tent, village square) on the rotated tile. */
void gui_tile_hole(gui_app *a, int type, int rot, double *u, double *v);
SDL_Texture *gui_chip_face(gui_app *a, const char *label); /* NULL: no sprite for this face */
SDL_Texture *gui_toll_tex(gui_app *a, int color, int value);
SDL_Texture *gui_half_texture(gui_app *a, SDL_Surface *rgba); /* a half-size level of an RGBA32 surface */

/* gui_board_view.c */
void gui_board_draw(gui_app *a);
void gui_board_layout(gui_app *a); /* sets the camera's view rect from the window size */
void gui_board_draw_flying(gui_app *a);
int gui_player_color_index(const gui_app *a, int p);      /* the sprite colour of player p */
void gui_board_square(const gui_app *a, int x, int y, SDL_Rect *r);
/* Board position of the office / village square of the tile at (x, y) (the tile centre if none). */
bool gui_board_hole(gui_app *a, int x, int y, double *bx, double *by);
/* Light up board squares (a feature): fill and frame in colour c at alpha al. */
void gui_board_mark(gui_app *a, const int *coords, int n, SDL_Color c, Uint8 al);
/* The squares of a feature (by asking the engine which segments belong to it), at most max; its
 * segment type in *type (-1 if not found). Returns the number of squares. */
int gui_board_feature_squares(gui_app *a, int feature, int *coords, int max, int *type);
/* Light up a feature's own segments on those squares (the whole squares when feature < 0). */
void gui_board_mark_feature(gui_app *a, const int *coords, int n, int feature, SDL_Color c, Uint8 al);
/* A sprite centred at (sx, sy), size s, horizontally squeezed by xs (a flip), tinted by c (c.a: alpha). */
void gui_draw_sprite(gui_app *a, SDL_Texture *t, double sx, double sy, double s, double xs, SDL_Color c);
#define GUI_ALPHA(al) ((SDL_Color){255, 255, 255, (Uint8)(al)})
double gui_ease_out(double p);
void gui_draw_tile(gui_app *a, int type, int rot, SDL_Rect r, Uint8 alpha);
void gui_draw_meeple(gui_app *a, int player_color, bool farmer, double sx, double sy, double size);
/* Batched textured quads (SDL_RenderGeometry): one draw call per texture run. */
void gui_batch_quad(gui_app *a, SDL_Texture *tex, const SDL_Rect *src, int tw, int th, SDL_FRect dst, SDL_Color c);
void gui_batch_flush(gui_app *a);

/* gui_hud.c */
SDL_Rect gui_hud_rect(const gui_app *a);
SDL_Rect gui_hud_tile_rect(const gui_app *a);
void gui_hud_draw(gui_app *a);
void gui_hud_player_pos(const gui_app *a, int p, double *x, double *y);
void gui_help_draw(gui_app *a);
void gui_toast_draw(gui_app *a);

/* gui_game.c */
bool gui_game_begin(gui_app *a, carc_game *g);
void gui_game_end(gui_app *a);
void gui_game_frame(gui_app *a, double dt);
bool gui_game_place_tile(gui_app *a, int x, int y, int rot); /* pending placement (Undo-able) */
bool gui_game_confirm(gui_app *a, const carc_action *second); /* apply tile + meeple/pass */
void gui_game_undo(gui_app *a);      /* the pending tile, else the last action (gui_history.c) */
void gui_game_drop_pending(gui_app *a);
void gui_game_requests(gui_app *a);  /* after the frame: what its buttons asked for (G->request) */
/* Show another state of the same game (undo): the view is kept, the animations and choices restart. */
void gui_game_show(gui_app *a, carc_game *g);
void gui_game_end_now(gui_app *a); /* final scoring now (the scenario format's "end": true) */
void gui_game_rotate(gui_app *a, int dir);
void gui_game_to_menu(gui_app *a);
bool gui_game_apply(gui_app *a, const carc_action *act);      /* any action, in any phase */
bool gui_game_idle(const gui_app *a);
void gui_game_refresh(gui_app *a);
void gui_game_message(gui_app *a, const char *fmt, ...);
void gui_game_focus(gui_app *a, bool fit_all);
/* Bring board squares (xy pairs) on screen, zooming out if needed, never in. */
void gui_game_show_squares(gui_app *a, const int *xy, int n);
/* A copy of the game (a clone, recording off) with these actions applied (freed by the caller); NULL when
 * one is refused. */
carc_game *gui_game_try(gui_app *a, const carc_action *acts, int n, carc_err *err);
int gui_game_display_score(const gui_app *a, int p);
void gui_game_log_points(gui_app *a, int player, int amount, const char *reason);
bool gui_event_is(const carc_event *e, const char *name); /* a module event of that name */
bool gui_event_points(const carc_event *e, const char *reason, int player); /* points of that reason to player */
/* A points number flying from board position (fx, fy) to the player's score, starting at `start`. */
gui_anim *gui_game_points_at(gui_app *a, int player, int amount, double fx, double fy, double start);
int gui_game_keep_coords(gui_app *a, const int *co, int off, int len); /* into G->coords; -1 if full */
/* The demo's way through the screens of one scripted action: returns true and names the step while
 * the UI shows a step of the choice (called again with stage + 1), false when it may be applied. */
bool gui_game_demo_stage(gui_app *a, const carc_action *act, int stage, char *what, size_t cap);
void gui_game_camera_input(gui_app *a);

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
int gui_ai_level_find(const char *name);      /* -1 if not one of them */
void gui_ai_begin(gui_app *a);                /* a game is shown: a player for each computer seat */
void gui_ai_end(gui_app *a);                  /* stops a search, frees the players */
void gui_ai_frame(gui_app *a);                /* starts a search, plays a decision when its time has come */
bool gui_ai_turn(const gui_app *a);           /* a computer seat is to act */
bool gui_ai_thinking(const gui_app *a);
void gui_ai_draw(gui_app *a);                 /* the thinking indicator */

/* gui_mods.c: expansion state cache */
void gui_mods_refresh(gui_app *a);
int gui_json_int(const struct cJSON *o, const char *key, int def); /* a number member, or def */

/* gui_bets.c: The Bets, the choices — hidden betting screens, the settle choice */
void gui_bets_reset(gui_app *a);                          /* before the legal actions are sorted */
bool gui_bets_take(gui_app *a, const carc_action *act);   /* claims bet, pass-while-betting, settle */
void gui_bets_refresh(gui_app *a);                        /* after the legal actions are sorted */
bool gui_bets_active(const gui_app *a);                   /* a betting screen owns the input */
bool gui_bets_settling(const gui_app *a);
bool gui_bets_board_visible(const gui_app *a, int x, int y); /* the rack is open and (x, y) is on the board */
bool gui_bets_rack_held(const gui_app *a);                /* the rack just opened: the mouse is ignored */
void gui_bets_draw_board(gui_app *a);                     /* settle candidates, the office bet on, stacks */
void gui_bets_screens(gui_app *a);                        /* pass-the-mouse and rack: input and drawing */
void gui_bets_board_input(gui_app *a);                    /* hover / click of a settle candidate */
int gui_bets_hud(gui_app *a, int x, int y, int w);        /* settle buttons; returns the height used */
void gui_bets_instructions(const gui_app *a, const char **l1, const char **l2);
bool gui_bets_demo_stage(gui_app *a, const carc_action *act, int stage, char *what, size_t cap);

/* gui_bets_reveal.c: The Bets, what everyone sees — chips placed, stacks, the settlement animation */
int gui_bets_events(gui_app *a, const carc_event *ev, int n, int i, const int *co);
void gui_bets_draw_reveal(gui_app *a);                    /* each settling chip's feature lit */
void gui_bets_draw_stacks(gui_app *a, int gx, int gy, bool glow);
void gui_bets_draw_flying(gui_app *a);                    /* chips moving between board and HUD */
void gui_bets_office_screen(gui_app *a, int x, int y, double *sx, double *sy);
/* A chip: its face (NULL: face down), with a ring in its owner's colour; xs squeezes it (turning). */
void gui_bets_chip(gui_app *a, const char *face, int player, double sx, double sy, double s, double xs, Uint8 al, bool ring);
int gui_bets_hud_row(gui_app *a, int p, int x, int y);    /* chips in supply; returns the width used */

/* gui_toll.c: The Tollkeepers — toll house choice, houses on the board, toll animations */
void gui_toll_reset(gui_app *a);
bool gui_toll_take(gui_app *a, const carc_action *act);
int gui_toll_events(gui_app *a, const carc_event *ev, int n, int i, const int *co);
void gui_toll_draw_board(gui_app *a);
void gui_toll_draw_flying(gui_app *a);
void gui_toll_board_input(gui_app *a);
bool gui_toll_hud_button(gui_app *a, SDL_Rect r);
int gui_toll_hud_row(gui_app *a, int p, int x, int y);
void gui_toll_instructions(const gui_app *a, const char **l1, const char **l2);
bool gui_toll_back(gui_app *a);                           /* Esc / right-click: leave the choice */
bool gui_toll_demo_stage(gui_app *a, const carc_action *act, int stage, char *what, size_t cap);

/* gui_layer.c: draw() into the layer when sig (n bytes) changed or force, then copy rect r to the screen.
 * False when render targets are unavailable: the caller draws directly. */
bool gui_layer_draw(gui_app *a, gui_layer *L, const void *sig, size_t n, bool force, SDL_Rect r, void (*draw)(gui_app *));
void gui_layer_free(gui_layer *L);

/* gui_map.c: the map under the board, the camera framing the country, the menu's map choice */
void gui_map_begin(gui_app *a);                 /* reads the map of the game (if any), loads its board */
bool gui_map_draw(gui_app *a);                  /* the map under the tiles; false when there is none */
bool gui_map_fit(gui_app *a);                   /* frame the whole country; false when there is no map */
const char *gui_map_town_at(const gui_app *a, int x, int y); /* a town's name, or NULL */
/* Keep a camera centre (at the current zoom) from showing what lies beyond the map, where it can. */
void gui_map_clamp(const gui_app *a, double *cx, double *cy);
int gui_map_choice_count(void);
const char *gui_map_choice_name(int i);         /* "benelux" */
const char *gui_map_choice_title(int i);        /* "Benelux" */
int gui_map_choice_find(const char *name);      /* -1 if not shipped */
void gui_map_free(gui_app *a);

/* gui_mapchips.c: Map-Chips — chips on the map, collecting, each player's tray */
extern const char *const gui_mc_color_names[GUI_MC_COLORS]; /* "purple", "lightblue", "orange" */
int gui_mc_color_index(const char *name);       /* GUI_MC_COLORS if unknown */
const char *gui_mc_color_title(int color);      /* "light blue" */
SDL_Color gui_mc_color_rgb(int color);
/* A map chip centred at (sx, sy): its face (value > 0) or its back (value 0); xs squeezes it (turning). */
void gui_mc_chip_draw(gui_app *a, int color, int value, double sx, double sy, double s, double xs, Uint8 al);
void gui_mapchips_read(gui_mods *m, const carc_rules *R, const struct cJSON *j);
int gui_mapchips_events(gui_app *a, const carc_event *ev, int n, int i, const int *co);
void gui_mapchips_draw_board(gui_app *a);        /* face-down chips on their squares */
void gui_mapchips_draw_flying(gui_app *a);
/* The tray in a player row at most maxw wide (chips of the colour an island choice asks for are lit);
 * returns the width used. */
int gui_mapchips_hud_row(gui_app *a, int p, int x, int y, int maxw);
/* Where the chip an animation carries stands in its owner's tray (screen pixels); false if not shown. */
bool gui_mapchips_tray_slot(const gui_app *a, const gui_anim *an, double *sx, double *sy);
double gui_mapchips_tray_chip_size(const gui_app *a);

/* gui_islands.c: Benelux islands — the stacks, the draw-or-island choice, taking and turning up tiles */
void gui_islands_reset(gui_app *a);
bool gui_islands_take(gui_app *a, const carc_action *act);
void gui_islands_refresh(gui_app *a);
int gui_islands_events(gui_app *a, const carc_event *ev, int n, int i, const int *co);
void gui_islands_draw_board(gui_app *a);
void gui_islands_draw_flying(gui_app *a);
void gui_islands_board_input(gui_app *a);
bool gui_islands_hud(gui_app *a, SDL_Rect tile_box, int x, int y, int w); /* true: it drew the tile box */
bool gui_islands_hide_tile(const gui_app *a);   /* the tile is still flying to the tile box */
/* The colours (bit mask) of p's chips that can pay for an offered island tile, and the colour of the option
 * under the mouse (-1 none): lit in the tray. 0 when p is not choosing. */
unsigned gui_islands_tray_mark(const gui_app *a, int p, int *hover_color);
void gui_islands_instructions(const gui_app *a, const char **l1, const char **l2);
bool gui_islands_demo_stage(gui_app *a, const carc_action *act, int stage, char *what, size_t cap);

/* gui_wine.c: France — the wine sale panel and the sale */
void gui_wine_reset(gui_app *a);
bool gui_wine_take(gui_app *a, const carc_action *act);
int gui_wine_events(gui_app *a, const carc_event *ev, int n, int i, const int *co);
void gui_wine_panel(gui_app *a);                 /* the options over the board: input and drawing */
void gui_wine_draw_flying(gui_app *a);
bool gui_wine_open(const gui_app *a);            /* a sale is offered now */
void gui_wine_instructions(const gui_app *a, const char **l1, const char **l2);
bool gui_wine_demo_stage(gui_app *a, const carc_action *act, int stage, char *what, size_t cap);

/* gui_menu.c */
void gui_menu_init(gui_app *a);
void gui_menu_frame(gui_app *a);

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

#endif
