/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc engine internals: the shapes shared by engine/ files and rules modules.
 * Front ends use carc.h only. */
#ifndef CARC_INTERNAL_H
#define CARC_INTERNAL_H

#include "carc.h"
#include "carc_module.h"

#define CARC_MAX_SEGS 10
#define CARC_MAX_TYPES 256 /* tile types of all modules */
#define CARC_BOARD_DIM 256 /* squares per side; coordinates -128..127 */
#define CARC_BOARD_OFF 128
/* The board's squares are kept in blocks of 16x16, made as tiles reach them: a game is small, starts
 * without clearing a big grid, and copies only the blocks in use. */
#define CARC_GRID_BLOCK 16
#define CARC_GRID_BLOCKS (CARC_BOARD_DIM / CARC_GRID_BLOCK)
typedef int16_t carc_grid_block[CARC_GRID_BLOCK][CARC_GRID_BLOCK];
#define CARC_MAX_TILES 512  /* tiles in one game, start tile included */
#define CARC_MAX_MEEPLES 16 /* figures of every kind a player holds */
#define CARC_MAX_KINDS 8    /* kinds of figure in a game, the meeple's included */

/* Kinds of edge: the core's three, then those a module's tiles.json declares ("edges": {"I": "river"}),
 * in load order. Each matches only its own kind. A tile's sides pack into 4 bits each (sig, a frontier
 * square's mask and want); a square's requirement (carc_req) numbers every combination of "free" or a
 * kind on its four sides, so that one lookup tells which rotations of a tile meet it. */
enum carc_edge_type { CARC_EDGE_FIELD = 0, CARC_EDGE_ROAD = 1, CARC_EDGE_CITY = 2, CARC_CORE_EDGES = 3 };
#define CARC_MAX_EDGE_KINDS 7 /* the requirements then number (7 + 1)^4 */
#define CARC_MAX_REQ 4096
#define CARC_EDGE_NAME_LEN 16

/* The core's part of a tile: its geometry and what the base game scores. What an expansion reads on a
 * tile (villages, offices, travellers, illustrations) is that module's tile data (parse_tile). */
typedef struct carc_seg {
    uint8_t type;     /* enum carc_seg_type */
    uint8_t arms;     /* coats of arms (cities) */
    uint8_t nedges;   /* edge middles it touches (roads, cities) */
    uint16_t locs;    /* bit per location of the unrotated tile */
    uint16_t cities;  /* fields: bit per city segment of this tile it touches */
    uint8_t name_loc; /* the location that names it (unrotated) */
} carc_seg;

typedef struct carc_tile_type {
    char id[24];
    int count;
    int module;
    uint8_t edge[4]; /* unrotated N E S W: enum carc_edge_type, or a declared kind */
    uint16_t sig[4]; /* packed edges per rotation: 4 bits per side, N lowest */
    int nseg;
    carc_seg seg[CARC_MAX_SEGS];
    int8_t loc_seg[4][CARC_NLOC]; /* per rotation: board location -> segment or -1 */
    int8_t monastery;             /* its monastery segment, -1 */
    const uint8_t *fit;           /* per requirement (carc_req): bit per rotation that meets it (rules' table) */
    const uint8_t *nfit;          /* how many rotations do */
} carc_tile_type;

struct carc_rules {
    int ntypes;
    carc_tile_type *types;
    int start_type;
    int nmodules;
    const carc_module *modules[CARC_MAX_MODULES];
    void *module_data[CARC_MAX_MODULES];
    void *tile_data[CARC_MAX_MODULES]; /* each module's tile_data_size bytes per tile type, or NULL */
    struct cJSON *art;                 /* tile id -> its drawing hints (carc_rules_tile_art), or NULL */
    char data_dir[512];
    int nedges;                                /* kinds of edge: the core's, then the declared ones */
    char edge_letter[CARC_MAX_EDGE_KINDS + 1]; /* a string: "FRC", then the declared ones */
    char edge_name[CARC_MAX_EDGE_KINDS][CARC_EDGE_NAME_LEN];
    int nreq;         /* (nedges + 1)^4 requirements */
    int req_place[4]; /* a side's weight in a requirement's number: (nedges + 1)^side */
    uint8_t *fits;    /* owned: every type's fit, then every type's nfit, nreq each */
};

/* Feature nodes: one per placed segment (plus any a module adds), joined by union-find.
 * A root holds the aggregates of its whole feature; next links the members in a ring. */
typedef struct carc_node {
    int parent, next;
    int16_t tile; /* board index, -1 for a module's node */
    uint8_t seg, type;
    int16_t open;                      /* root: open edges left (roads, cities) */
    int16_t extra_tiles;               /* root: squares counted as tiles that are not board tiles (printed cities) */
    uint8_t arms;                      /* root: coats of arms */
    uint8_t done;                      /* root: completed and scored */
    uint8_t figures;                   /* root: figures of every kind and player on it */
    uint8_t meeples[CARC_MAX_PLAYERS]; /* root: per player, the weight of their figures (a meeple 1) */
} carc_node;

typedef struct carc_board_tile {
    int16_t x, y;
    int16_t type;
    uint8_t rot;
    int node0; /* node of segment 0 */
} carc_board_tile;

typedef struct carc_frontier_sq {
    int16_t x, y;
    uint16_t mask, want; /* packed edge requirement from placed neighbours: 4 bits per side */
    uint16_t req;        /* the same as one number (carc_req) */
} carc_frontier_sq;
#define CARC_SIDE_MASK(side) (0xFu << (4 * (side)))
static inline int carc_side_edge(unsigned packed, int side) /* the edge kind on a side of a sig or want */
{
    return (int)(packed >> (4 * side) & 0xFu);
}
/* The requirement's number: per side 0 free, else the edge kind + 1, weighted by (nedges + 1)^side. */
static inline uint16_t carc_req(const carc_rules *R, unsigned mask, unsigned want)
{
    unsigned req = 0;
    for (int d = 0; d < 4; d++)
        if (mask & CARC_SIDE_MASK(d))
            req += ((want >> (4 * d) & 0xFu) + 1) * (unsigned)R->req_place[d];
    return (uint16_t)req;
}

typedef struct carc_meeple {
    int8_t player;
    uint8_t kind; /* index into carc_game.kind: 0 the ordinary meeple */
    int16_t tile; /* board index, -1 in supply */
    uint8_t seg;
} carc_meeple;

typedef struct carc_player {
    char name[CARC_NAME_LEN];
    char color[16];
    char ai[16];
    int score;
    int nmeeples; /* figures owned, every kind: ordinary meeples first */
    carc_meeple meeple[CARC_MAX_MEEPLES];
} carc_player;

enum carc_phase { CARC_PH_PLACE_TILE, CARC_PH_PLACE_MEEPLE, CARC_PH_MODULE, CARC_PH_GAME_OVER };
/* TURN_END: after every module's after_score phases, before the turn ends (a double turn's choice) */
enum carc_stage { CARC_STAGE_BEFORE_DRAW, CARC_STAGE_AFTER_TILE, CARC_STAGE_AFTER_SCORE, CARC_STAGE_TURN_END, CARC_NSTAGES };

#define CARC_MAX_CATEGORIES 12

/* What copies of a game share read-only: the setup as given and the stack as play began (for saving).
 * Written once by carc_game_new, then freed by the last game holding it. */
typedef struct carc_shared carc_shared;

/* A game is a value: carc_game_copy copies everything up to `tiles` as is, the arrays after it as far
 * as they are used, and the contents of the owned buffers (grid blocks, nodes, events, log, module states)
 * into the destination's own buffers. Nothing here points into the game itself. */
struct carc_game {
    const carc_rules *rules;
    uint64_t rng[4];
    uint64_t seed;
    int nplayers;
    carc_player players[CARC_MAX_PLAYERS];
    int nkinds;
    const carc_figure_spec *kind[CARC_MAX_KINDS]; /* kinds of figure: 0 the meeple, then modules' */
    int ncategories;
    const char *category[CARC_MAX_CATEGORIES];
    int cat_score[CARC_MAX_PLAYERS][CARC_MAX_CATEGORIES];

    /* modules enabled in this game, in registry order, with their states (owned, state_size each) */
    int nmods;
    const carc_module *mods[CARC_MAX_MODULES];
    void *mod_state[CARC_MAX_MODULES];

    /* board */
    int shape;         /* index (into mods) of the module giving the board its shape, -1 for none */
    unsigned vetoes;   /* bit per module (index into mods) that may refuse a placement */
    unsigned grouping; /* bit per module that orders the draw in groups */
    /* squares: 0 empty, >0 board index + 1, <0 -(frontier index + 1); in blocks (1 + index), 0: none */
    uint16_t block_of[CARC_GRID_BLOCKS][CARC_GRID_BLOCKS];
    int nblocks, cap_blocks;
    carc_grid_block *blocks; /* owned */
    int ntiles;
    int nfrontier;
    int nmonasteries; /* board tiles with a monastery not yet complete */

    /* features */
    int nnodes, cap_nodes;
    carc_node *nodes; /* owned */
    uint32_t *stamp;  /* owned, per board tile: distinct counting (scratch: never copied) */
    uint32_t stamp_now;

    /* stack */
    int nstack, stack_pos;
    bool draw_fixed;

    /* turn */
    int phase;
    int stage;     /* where advance() continues after a module phase */
    int phase_mod; /* module owning a CARC_PH_MODULE phase */
    const char *phase_name;
    int turn;
    int player;          /* whose turn it is */
    int actor;           /* who acts now: the active player, or another in a module's phase */
    int cur_tile;        /* drawn tile type, -1 if none */
    bool cur_from_stack; /* it came from the stack (not from a module's supply) */
    int turn_actions;    /* actions applied in this turn */
    int last_placed;     /* board index of this turn's tile, -1 before placement */
    bool ended;
    bool extra_turn;    /* a module granted the active player the next turn too */
    bool in_extra_turn; /* this turn is such an extra one */

    /* completed features of this turn's scoring, for modules */
    int ncompleted;
    int completed[64];

    /* events and action log: kept only while recording (carc_game_set_recording) */
    bool recording;
    carc_event scratch_event; /* what carc_event_push fills when nothing is recorded */
    int nevents, cap_events;
    carc_event *events; /* owned */
    int ncoords, cap_coords;
    int *coords; /* owned */
    int nlog, cap_log;
    carc_action *log;    /* owned */
    carc_shared *shared; /* held: one reference */
    int ninitial_stack;
    const int *initial_stack;       /* in shared */
    const struct cJSON *setup_json; /* in shared: the setup as given, for modules' own keys */
    bool end_requested;

    /* fixed-size arrays, copied only as far as they are used */
    carc_board_tile tiles[CARC_MAX_TILES];
    carc_frontier_sq frontier[CARC_MAX_TILES * 4];
    int16_t monastery[CARC_MAX_TILES];
    int stack[CARC_MAX_TILES];
};

/* a game as a value (carc_value.c) */
carc_game *carc_game_alloc(const carc_rules *rules);          /* empty, recording; NULL when out of memory */
carc_shared *carc_shared_new(const struct cJSON *setup_json); /* NULL when out of memory */
const struct cJSON *carc_shared_setup_json(const carc_shared *sh);
const int *carc_shared_initial_stack(const carc_shared *sh);
void carc_shared_set_initial_stack(carc_shared *sh, const int *stack, int n);

/* board (carc_board.c) */
static inline bool carc_on_grid(int x, int y)
{
    return x >= -CARC_BOARD_OFF + 1 && x < CARC_BOARD_DIM - CARC_BOARD_OFF - 1 && y >= -CARC_BOARD_OFF + 1 &&
           y < CARC_BOARD_DIM - CARC_BOARD_OFF - 1;
}
int carc_board_at(const carc_game *g, int x, int y); /* board index or -1 */
bool carc_board_fits(const carc_game *g, int type, int x, int y, int rot, carc_err *err);
int carc_board_place(carc_game *g, int type, int x, int y, int rot); /* returns board index */
bool carc_board_any_fit(const carc_game *g, int type);
bool carc_board_playable(const carc_game *g, int x, int y);
bool carc_board_filled(const carc_game *g, int x, int y); /* a tile, or a square that counts as one */
carc_border carc_board_border(const carc_game *g, int x, int y, int side);
int carc_board_fitting_rotations(const carc_game *g, int type, int x, int y); /* bit per rot */
/* Every module's placement_allowed (none: true); err may be NULL. */
bool carc_board_allowed(const carc_game *g, int type, int x, int y, int rot, carc_err *err);
void carc_board_legal_placements(const carc_game *g, int type, carc_action_list *out);
int carc_board_count_placements(const carc_game *g, int type);
void carc_board_nth_placement(const carc_game *g, int type, int k, carc_action *out); /* in list order */
extern const int carc_dx[4], carc_dy[4];

/* features (carc_feature.c) */
int carc_feature_find(carc_game *g, int node);
int carc_feature_root(const carc_game *g, int node); /* without path compression */
void carc_feature_union(carc_game *g, int a, int b);
int carc_feature_tiles(carc_game *g, int root); /* distinct tiles (plus extra squares) */
int carc_feature_new_node(carc_game *g, int type, int tile, int seg);
static inline int carc_feature_figures(const carc_game *g, int root)
{
    return g->nodes[root].figures;
}
unsigned carc_feature_majority(const carc_game *g, int root); /* bit per winning player */
int carc_feature_field_cities(carc_game *g, int root);        /* completed cities a field touches */
bool carc_feature_monastery_complete(const carc_game *g, int board_index, int *neighbours);
/* The tiles still to come (the drawn tile, the stack, what modules hold), never their order; at most
 * max written to types (CARC_TILES_TO_COME always suffices). */
#define CARC_TILES_TO_COME (CARC_MAX_TILES + 64)
int carc_tiles_to_come(const carc_game *g, int *types, int max);
void carc_feature_tile_list(carc_game *g, int root, int *off, int *len); /* coords into events */

/* tiles */
static inline const carc_tile_type *carc_type(const carc_game *g, int type)
{
    return &g->rules->types[type];
}
int carc_tile_loc_seg(const carc_game *g, int board_index, int loc);
int carc_node_of(const carc_game *g, int board_index, int seg);

/* actions (carc_action.c): every field of an action in range and used by its kind, else refused */
int carc_action_check(const carc_game *g, const carc_action *a, carc_err *err);

/* events (carc_event.c) */
carc_event *carc_event_push(carc_game *g, int type, const char *name);
int carc_event_coords_push(carc_game *g, int x, int y);

/* scoring helpers (carc_score.c) */
int carc_category(carc_game *g, const char *name); /* index, registered on first use */
/* Adds points and returns their event (NULL for none), which a rule may mark secret. */
carc_event *carc_score_add(carc_game *g, int player, int amount, const char *reason, int feature);
/* A feature's points as every module's feature_points hook makes them, and their award to the players
 * with the majority (points events with the modifier). */
carc_feature_score carc_feature_points(carc_game *g, int root, bool final);
void carc_score_feature(carc_game *g, const carc_feature_score *s);
void carc_meeples_return(carc_game *g, int root);

/* the data folder: err names every place carc_default_data_dir() looked in */
void carc_data_dir_not_found(carc_err *err);
/* A number as an error argument (carc_err_set takes text): valid to the end of the enclosing block. */
enum { CARC_ERR_INT_LEN = 24 };
const char *carc_err_int(char *buf, long n);
#define CARC_ERR_INT(n) carc_err_int((char[CARC_ERR_INT_LEN]){0}, (long)(n))
#define CARC_ERR_CHAR(c) ((const char[2]){(c), 0})
/* carc_err_set for a template without arguments chosen from a table (each marked CARC_N_). */
int carc_err_pick(carc_err *err, int code, const char *key);

/* Shuffle what a player cannot see so that the result tells nothing of the order it had. */
void carc_shuffle_unseen(int *v, int n, uint64_t s[4]);
/* A tile's group in the draw (stack_group), and tiles set in groups, lowest first, each group's in the
 * order they had. */
int carc_stack_group(const carc_game *g, int type);
void carc_stack_group_sort(const carc_game *g, int *v, int n);

int carc_json_error_line(const char *text); /* where cJSON_Parse stopped */
int carc_rules_module_find(const carc_rules *R, const char *name);

/* A setup from a saved game's "setup" object (carc_io.c); draw (CARC_MAX_TILES) receives "draw"'s tiles. */
bool carc_setup_from_json(const carc_rules *R, const struct cJSON *js, carc_setup *s, int *draw, carc_err *err);

#endif
