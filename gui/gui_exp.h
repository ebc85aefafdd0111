/* The expansions' screens (temporary home: each moves to its own file under gui/ext/). */
#ifndef GUI_EXP_H
#define GUI_EXP_H

#include "gui_app.h"

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

#endif
