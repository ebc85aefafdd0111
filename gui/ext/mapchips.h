/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Map-Chips' front end, shared by its three files: mapchips.c (chips on the map, collecting, each
 * player's tray; the table gui_ext_mapchips), mapchips_islands.c (Benelux's island tiles) and
 * mapchips_wine.c (France's wine sales). Nothing here is seen by the shared GUI files. */
#ifndef GUI_EXT_MAPCHIPS_H
#define GUI_EXT_MAPCHIPS_H

#include "ext.h"
#include "../../rules/mapchips/mapchips.h"

enum {
    GUI_ANIM_CHIP_COLLECT = GUI_ANIM_MAPCHIPS, /* gui_mc_flying: a map chip turns over and flies to the tray */
    GUI_ANIM_CHIP_PAID,                        /* gui_mc_flying (no square): a chip fades out of the tray */
    GUI_ANIM_ISLAND_TAKE,                      /* gui_mc_island: the tile flies from its island square to the tile box */
    GUI_ANIM_ISLAND_REVEAL,                    /* gui_mc_island (type -1: the stack is empty): the next island tile turns up */
    GUI_ANIM_WINE_CHIP,                        /* gui_mc_flying (the bottle's square): a sold chip flies to the bottle */
    GUI_ANIM_WINE_BOTTLE,                      /* gui_mc_bottle */
};

typedef struct gui_mc_flying {
    int player, x, y; /* whose, and the square it lies on or flies to */
    int value, color; /* its face: value and colour index (gui_mc_color_index) */
} gui_mc_flying;
GUI_ANIM_RECORD(gui_mc_flying)

typedef struct gui_mc_island {
    int player, x, y; /* who takes it (-1: a tile turning up), the island square */
    int type;         /* the tile */
} gui_mc_island;
GUI_ANIM_RECORD(gui_mc_island)

typedef struct gui_mc_bottle {
    int player, x, y;  /* the seller, the square it was sold from */
    int amount, color; /* its points, its chips' colour */
    double full;       /* seconds after its start: its chips are in */
    char to[16];       /* MC_TO_TOWN or abroad */
} gui_mc_bottle;
GUI_ANIM_RECORD(gui_mc_bottle)

/* Chip colours by their index in the set's list (from the game); GUI_MC_COLORS: unknown. */
#define GUI_MC_COLORS MC_MAX_COLORS
#define GUI_MC_CHIPS MC_MAX_CHIPS
#define GUI_MC_STACKS MC_MAX_STACKS
typedef struct gui_mc_chip {
    int color, value;
    bool usable; /* may pay for an island tile (collected before this turn) */
} gui_mc_chip;

/* The module's visible state, read from its typed view (mc_view_of) when events arrive (never every frame). */
typedef struct gui_mc_state {
    bool on, wine; /* wine: chips make wines on this map (France) */
    int non_map;   /* face-down map chips */
    struct {
        int x, y;
    } on_map[GUI_MC_CHIPS];
    int ntray[CARC_MAX_PLAYERS]; /* chips face up in front of each player */
    gui_mc_chip tray[CARC_MAX_PLAYERS][GUI_MC_CHIPS];
    int nstack; /* Benelux island stacks */
    struct {
        int color, stack, x, y, left, top;
    } stack[GUI_MC_STACKS]; /* top: the face-up tile type or -1 */
} gui_mc_state;
extern gui_mc_state gui_mc_seen;

/* mapchips.c */
int gui_mc_color_index(const char *name);  /* GUI_MC_COLORS if unknown */
const char *gui_mc_color_title(int color); /* "light blue" */
SDL_Color gui_mc_color_rgb(int color);
int gui_mc_wine_points(void); /* what chips of one colour a wine takes */
/* The fields of an island or sale action: its colour (GUI_MC_COLORS if none), island stack (-1 if none),
 * destination ("" if none), and the chips' values it pays with (how many, into v[CARC_FIELD_VALUES]). */
int gui_mc_act_color(const carc_action *act);
int gui_mc_act_stack(const carc_action *act);
const char *gui_mc_act_to(const carc_action *act);
int gui_mc_act_chips(const carc_action *act, int *v);
/* A map chip centred at (sx, sy): its face (value > 0) or its back (value 0); xs squeezes it (turning). */
void gui_mc_chip_draw(gui_app *a, int color, int value, double sx, double sy, double s, double xs, Uint8 al);
/* Where the chip an animation carries stands in its owner's tray (screen pixels); false if not shown. */
bool gui_mapchips_tray_slot(const gui_app *a, const gui_anim *an, double *sx, double *sy);
double gui_mapchips_tray_chip_size(const gui_app *a);

/* mapchips_islands.c: Benelux islands — the stacks, the draw-or-island choice, taking and turning up tiles */
void gui_islands_begin(void);
void gui_islands_reset(gui_app *a);
bool gui_islands_take(gui_app *a, const carc_action *act);
void gui_islands_refresh(gui_app *a);
int gui_islands_events(gui_app *a, const carc_event *ev, int n, int i, const int *co);
void gui_islands_draw_board(gui_app *a);
void gui_islands_draw_flying(gui_app *a);
void gui_islands_board_input(gui_app *a);
bool gui_islands_hud(gui_app *a, SDL_Rect tile_box, int x, int y, int w); /* true: it drew the tile box */
bool gui_islands_hide_tile(const gui_app *a);                             /* the tile is still flying to the tile box */
/* The colours (bit mask) of p's chips that can pay for an offered island tile, and the colour of the option
 * under the mouse (-1 none): lit in the tray. 0 when p is not choosing. */
unsigned gui_islands_tray_mark(const gui_app *a, int p, int *hover_color);
int gui_islands_hud_sig(int *sig, int max);
void gui_islands_instructions(const gui_app *a, const char **l1, const char **l2);
bool gui_islands_demo_stage(gui_app *a, const carc_action *act, int stage, char *what, size_t cap);

/* mapchips_wine.c: France — the wine sale panel and the sale */
void gui_wine_begin(void);
void gui_wine_reset(gui_app *a);
bool gui_wine_take(gui_app *a, const carc_action *act);
int gui_wine_events(gui_app *a, const carc_event *ev, int n, int i, const int *co);
void gui_wine_panel(gui_app *a); /* the options over the board: input and drawing */
void gui_wine_draw_flying(gui_app *a);
bool gui_wine_open(const gui_app *a); /* a sale is offered now */
int gui_wine_hud_sig(int *sig, int max);
void gui_wine_instructions(const gui_app *a, const char **l1, const char **l2);
bool gui_wine_demo_stage(gui_app *a, const carc_action *act, int stage, char *what, size_t cap);

#endif
