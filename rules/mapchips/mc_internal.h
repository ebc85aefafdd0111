/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Map-Chips inside the module, shared by its files: mapchips.c (the module table, the chips collected
 * and hidden), mc_data.c (chips.json), mc_layout.c (where the chips lie at setup), mc_islands.c
 * (Benelux's island stacks) and mc_wine.c (France's wine sales). Nothing here is seen outside. */
#ifndef RULES_MC_INTERNAL_H
#define RULES_MC_INTERNAL_H

#include <cjson/cJSON.h>

#include "../../engine/carc_internal.h"
#include "../maps/maps.h"
#include "mapchips.h"

extern const carc_module carc_module_mapchips;

#define MC_STACK_MAX 8 /* tiles in an island stack */
#define MC_MAX_VALUE 16
#define MC_MAX_PAY 4 /* chips one sale can name: the size of carc_action.chips */
_Static_assert(MC_MAX_STACKS == MAP_MAX_ISLANDS * 2, "mapchips.h names the most island stacks a map can have");
#define MC_ON_MAP (-1)
#define MC_OUT (-2)

typedef struct mc_data {
    int ncolors, nkinds, wine_points, abroad_points, town_points, stacks, stack_tiles, total;
    char color[MC_MAX_COLORS][16];
    struct {
        int value, count;
    } kind[4];
    char path[160]; /* chips.json, for messages that involve the map too */
} mc_data;

typedef struct mc_chip {
    int8_t x, y;
    uint8_t color, value;
    int8_t owner; /* a player, MC_ON_MAP (face down on its square) or MC_OUT (unseen, paid or sold) */
    bool shown;   /* turned face up once (collected): everyone knows what it is */
    int16_t turn; /* when it was collected */
} mc_chip;

typedef struct mc_stack {
    int n, top;
    int16_t tile[MC_STACK_MAX];
} mc_stack;

typedef struct mc_state {
    bool islands, wine; /* which uses this map gives the chips */
    int nchips;
    mc_chip chip[MC_MAX_CHIPS];
    int island_color[MAP_MAX_ISLANDS];
    mc_stack stack[MAP_MAX_ISLANDS][2];
    bool source_chosen, sale_done;
    int used_island, used_stack; /* island stack taken from this turn, -1 */
} mc_state;

/* mapchips.c: a module event of chip c (its square, value and colour) */
carc_event *mc_chip_event(carc_game *g, const char *name, int player, const mc_chip *c);

/* mc_data.c: the chip set (rules/mapchips/chips.json) and the map's fit to it */
bool mc_load(const char *dir, void **out, carc_err *err); /* the load_data hook */
/* The whole number o.key, dflt when absent, or INT_MIN when it is there but not a whole number. */
int mc_get_int(const cJSON *o, const char *key, int dflt);
const mc_data *mc_data_of(const carc_game *g);
int mc_color_index(const carc_game *g, const char *name); /* in the set's list, or -1 */
bool mc_map_fits_set(const carc_game *g, const carc_map *m, carc_err *err);

/* mc_layout.c: the set made and laid on the map, from setup.chips or at random */
bool mc_layout_chips(carc_game *g, mc_state *st, const carc_map *m, const cJSON *given, carc_err *err);

/* mc_islands.c: island stacks — dealt, offered, taken, turned up, hidden, saved, described */
bool mc_islands_deal(carc_game *g, mc_state *st, const carc_map *m, const cJSON *given, carc_err *err);
bool mc_islands_offered(const carc_game *g, const mc_state *st); /* the current player may take one now */
void mc_islands_legal(const carc_game *g, const mc_state *st, carc_action_list *out);
int mc_islands_apply(carc_game *g, mc_state *st, const carc_action *a, carc_err *err);
void mc_islands_turn_end(carc_game *g, const mc_state *st);
void mc_islands_determinize(carc_game *g, mc_state *st, uint64_t rng[4]);
int mc_islands_held(const carc_game *g, const void *vst, int *types, int max); /* the tiles_held hook */
void mc_islands_mask(const carc_game *g, const mc_state *st, cJSON *setup);
bool mc_islands_unmask(const carc_game *probe, cJSON *setup, int *unseen, carc_err *err);
void mc_islands_save(const carc_game *g, const mc_state *st, cJSON *setup);
void mc_islands_view(const carc_game *g, const mc_state *st, mc_view *out); /* out->stack */

/* mc_wine.c: wine sales after the tile placed */
bool mc_wine_offered(carc_game *g, const mc_state *st); /* the tile just placed allows a sale now */
void mc_wine_legal(carc_game *g, const mc_state *st, carc_action_list *out);
int mc_wine_apply(carc_game *g, mc_state *st, const carc_action *a, carc_err *err);
void mc_wine_outlook(carc_game *g, const void *st, const carc_open_feature *open, int nopen, double *gain); /* the outlook hook */

#endif
