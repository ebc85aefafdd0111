/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules-module interface: one table of hooks per module (base game, each expansion).
 * The engine core calls these at fixed points of a turn and knows no module by name. Every hook
 * may be NULL. A module keeps its own state in a zeroed block of state_size bytes per game. */
#ifndef CARC_MODULE_H
#define CARC_MODULE_H

#include "carc.h"

#define CARC_NOT_MINE (-1) /* apply(): this action is not one of the module's */

/* What lies beyond a side of a square when no tile is there (maps). */
enum carc_border_kind {
    CARC_BORDER_NONE,    /* an ordinary square: a tile may come there */
    CARC_BORDER_NEUTRAL, /* the map ends: anything may lie there and features end there */
    CARC_BORDER_ROAD,    /* a printed road: the tile must show a road, which ends there */
    CARC_BORDER_CITY,    /* a printed city: the tile must show a city */
};
typedef struct carc_border {
    int kind;
    int node; /* a feature node the tile's road or city joins there, or -1 */
} carc_border;

/* A field of a module's action: its JSON key (at most 9 bytes), its type (enum carc_field_type) and
 * whether it may be left out. */
typedef struct carc_field_spec {
    const char *key;
    int type;
    bool optional;
} carc_field_spec;

/* An action a module defines: its name, the core fields (enum carc_act_field) it must and may carry,
 * and its own fields (up to CARC_ACT_FIELDS, in the order the JSON form lists them; a shorter list
 * ends with {NULL}). The core refuses an action with any other field, or a field of another type,
 * before a module sees it, so that every logged action saves and loads back the same. */
typedef struct carc_action_spec {
    const char *act;
    unsigned required, optional;
    carc_field_spec fields[CARC_ACT_FIELDS];
} carc_action_spec;

struct carc_tile_type;

/* How one feature scores (feature_points): asked of every enabled module in order when it scores,
 * complete or, at the end, incomplete (final). The base game sets points and reason; a later module may
 * change points (an inn, a cathedral) and then names its rule in why, which the points and feature_scored
 * events carry as "modifier" so that front ends can explain the sum. */
typedef struct carc_feature_score {
    int root;           /* the feature (its root node) */
    int type;           /* enum carc_seg_type */
    bool final;         /* scored incomplete at the end of the game */
    int points;         /* to each player with the majority */
    const char *reason; /* its score category: "road", "city", "monastery", "field" */
    const char *why;    /* the rule that changed the points, a static name ("inn"), or NULL */
    /* Points one winner scores beyond `points` (a pig in a field), and the rule that gives them. */
    int bonus[CARC_MAX_PLAYERS];
    const char *bonus_why;
} carc_feature_score;

/* A kind of figure a module adds (the large meeple; a builder, a pig). Placed in step 2 instead of a
 * meeple, on a segment of the tile just placed whose type is in `stands`: on a feature without figures,
 * as a meeple, or with beside_own only on one that holds a figure of the player's that counts (weight
 * above 0). It goes home with the feature's meeples and counts `weight` meeples in every majority. */
typedef struct carc_figure_spec {
    const char *name;  /* as the meeple action's "figure" names it: "large" */
    const char *title; /* for players, a msgid: "large meeple" */
    int count;         /* in each player's supply */
    int weight;
    unsigned stands; /* bit per enum carc_seg_type */
    bool beside_own;
} carc_figure_spec;

typedef struct carc_module {
    const char *name;       /* as in setups and on the CLI: "base", "bets", "tollkeepers" */
    const char *title;      /* for menus: "The Bets" */
    bool optional;          /* false: always on (the base game) */
    const char *setup_key;  /* also enabled when the setup has this key ("map"), or NULL */
    const char *requires;   /* another module it is played with only ("maps"; the module refuses a game
                             * without it), or NULL: front ends offer it only with that one */
    const char *tiles_file; /* rules/<name>/tiles.json relative to the data dir, or NULL */
    size_t state_size;

    /* Its attributes of tiles, in any module's tiles.json (illustrations stand on base tiles): the keys it
     * reads on a tile and on a segment, each list ended by NULL (NULL: none). A key that neither the core
     * nor some module names is refused, with the file, the tile and the key. */
    const char *const *tile_keys;
    const char *const *segment_keys;
    /* Bytes of its own data per tile type (zeroed before parse_tile), kept with the rules; modules read
     * them with carc_game_tile_data. No pointers: it is copied for a tile made "like" another. */
    size_t tile_data_size;
    /* Read its keys of tile t (jt: the tile's JSON object; the core's fields and segments are parsed, for
     * a "like" tile copied). like: the data of the tile it copies, or NULL. On an error the message says
     * what is wrong (a template); the core names the file and the tile around it. */
    bool (*parse_tile)(const struct carc_tile_type *t, const struct cJSON *jt, const void *like, void *data, carc_err *err);

    /* Rules data beyond tiles (chip faces, maps): loaded once with the tile sets, shared by games.
     * A malformed file fails with a message naming the file and the entry. */
    bool (*load_data)(const char *data_dir, void **data, carc_err *err);
    void (*free_data)(void *data);
    /* The values its setup key may take, from its data (the maps rules/maps/index.json lists): the i-th,
     * or NULL past the last. */
    const char *(*setup_choice)(const void *data, int i);
    /* The i-th choice as players read it ("France" for "france"): a msgid front ends translate. NULL
     * hook: the choice itself. */
    const char *(*setup_choice_title)(const void *data, int i);

    /* Setup: add tiles to the stack, give supplies, register score categories. */
    bool (*setup)(carc_game *g, void *st, const carc_setup *setup, carc_err *err);
    /* A phase the module needs now, at a stage of the turn (enum carc_stage): return its name
     * ("bets", "settle") to make a player act, or NULL. Asked again after each of its actions.
     * The player to act is the active player unless the hook sets g->actor. CARC_STAGE_TURN_END comes
     * once every module's after_score phases are done, just before the turn ends. */
    const char *(*pending_phase)(carc_game *g, void *st, int stage);
    /* A file written before the module's phase existed (an old save or scenario): the game waits in the
     * phase and the file's next action, `next`, is not one of the phase's. Fill `out` with the action the
     * older rules took implicitly there and return true (the replay applies it, logs it, then `next`
     * again), or false: `next` is refused as usual. Only replays of files ask (carc_replay_text). */
    bool (*replay_implied)(const carc_game *g, const void *st, const carc_action *next, carc_action *out);
    /* Legal actions during the module's own phase, and alternatives it adds to core phases. */
    void (*legal_actions)(const carc_game *g, const void *st, carc_action_list *out);
    /* Apply one of the module's actions; CARC_NOT_MINE when the action is not its own. */
    int (*apply)(carc_game *g, void *st, const carc_action *a, carc_err *err);
    /* The module's own actions, ended by {NULL} (NULL: none). */
    const carc_action_spec *actions;
    /* The kinds of figure it adds to every player's supply, ended by {NULL}: the core places them with
     * the meeple action naming them in "figure", by the spec's rules, and counts their weight. */
    const carc_figure_spec *figures;

    /* May tile `type` lie at (x, y) turned rot, its edges met? false refuses it, and says why in err when
     * err is not NULL (carc_err_set). Legal placements, the count and draw of them that play-outs use,
     * a tile's discard when it fits nowhere, the front ends' rotations and the tile action all ask every
     * enabled module that has it (a river that may not turn the same way twice). */
    bool (*placement_allowed)(const carc_game *g, const void *st, int type, int x, int y, int rot, carc_err *err);
    /* The order of the draw: the stack is shuffled, then set in groups, the lowest drawn first; a tile's
     * group is the sum of every enabled module's answer (0: no say). Shuffles for computer players and
     * rebuilt views keep the groups (the river before the land, its lake last of the river). */
    int (*stack_group)(const carc_game *g, const void *st, int type);
    /* The start tile at (0,0) instead of the rules' start tile, or -1; the first enabled module that
     * names one gives it (the river's spring). A map module's setup_board comes before it. */
    int (*start_tile)(const carc_game *g, const void *st);

    /* The shape of the board (maps): at most one enabled module provides these. Squares that are not
     * playable never take a tile and count as filled around monasteries. */
    bool (*square_playable)(const carc_game *g, const void *st, int x, int y);
    carc_border (*border)(const carc_game *g, const void *st, int x, int y, int side);
    /* Place the start tiles instead of the start tile at (0,0). */
    bool (*setup_board)(carc_game *g, void *st, carc_err *err);
    /* Write the setup as resolved (random choices made) into a saved game's setup object. */
    void (*save_setup)(const carc_game *g, const void *st, struct cJSON *setup);

    /* The points of a feature as it scores (see carc_feature_score): the base game's set them, later
     * modules' may change them. Scoring goes through carc_feature_points / carc_score_feature. */
    void (*feature_points)(carc_game *g, const void *st, carc_feature_score *s);

    void (*on_tile_placed)(carc_game *g, void *st, int board_index);
    /* A feature just completed (root node); called in module order, then meeples go home. */
    void (*on_feature_completed)(carc_game *g, void *st, int root);
    void (*on_turn_end)(carc_game *g, void *st);
    void (*before_final_scoring)(carc_game *g, void *st);
    void (*final_scoring)(carc_game *g, void *st);
    /* Hidden information: reshuffle what player `viewer` cannot know (face-down chips, hidden tiles),
     * keeping every count and everything the viewer sees. The core has reshuffled its stack already. */
    void (*determinize)(carc_game *g, void *st, int viewer, uint64_t rng[4]);
    /* Tiles the module holds that may still be played (island stacks): their types, at most max;
     * returns how many (the hints' tiles still to come). */
    int (*tiles_held)(const carc_game *g, const void *st, int *types, int max);
    /* For computer players: what each player may still gain from the module's things beyond the score if
     * the game ended now (public information only), added to gain[p]; open: the open features
     * (carc_game_open_features). */
    void (*outlook)(carc_game *g, const void *st, const carc_open_feature *open, int nopen, double *gain);
    /* The module's visible state for front ends and tests, as a JSON object (racks, markers...). */
    struct cJSON *(*describe)(const carc_game *g, const void *st);
    /* Hide in a saved game's JSON what viewer's player cannot see (the bot protocol's view, in which
     * the core already dropped the seed and the tiles not yet drawn); actors[i] took action i. */
    void (*mask_view)(const carc_game *g, const void *st, int viewer, struct cJSON *game, const int *actors);
    /* The other way (carc_game_from_view): fill each "?" mask_view left in the view's setup with what the
     * seat has not seen. probe: a game of the view's setup without its hidden parts (laid at random);
     * unseen[type]: tiles of the supply not yet seen, less those filled in here. */
    bool (*unmask_setup)(const carc_game *probe, const void *st, struct cJSON *setup, int *unseen, carc_err *err);
    /* ... and each "?" of action i, in the game g about to apply it: what the actor (game's "actors")
     * could have done then and still do everything the view shows afterwards. */
    bool (*unmask_action)(const carc_game *g, const void *st, struct cJSON *game, int i, carc_err *err);
} carc_module;

/* ---- what modules may change in the core: named helpers (engine/carc_module.c) ----
 * A module reads the game's fields (carc_internal.h) but changes the core's state only through these,
 * so that the core keeps its own bookkeeping (frontier, feature counts, what a save records) right. */

/* Its own state, rules data and tile data (parse_tile: an array of tile_data_size bytes, by tile type). */
int carc_game_module_index(const carc_game *g, const carc_module *m);
void *carc_game_module_state(const carc_game *g, const carc_module *m);
const void *carc_game_module_data(const carc_game *g, const carc_module *m);
const void *carc_game_tile_data(const carc_game *g, const carc_module *m);
/* The same from the rules alone, for a module's accessors to its data (tools that draw it read no game). */
const void *carc_rules_module_data(const carc_rules *R, const carc_module *m);
const void *carc_rules_tile_data(const carc_rules *R, const carc_module *m);

/* Setup: the player's ordinary meeples (at most CARC_MAX_MEEPLES); a module's tiles into the stack; a
 * start tile on the board (setup_board). */
void carc_player_set_meeples(carc_game *g, int player, int count);
void carc_stack_add_module_tiles(carc_game *g, int module_index);
int carc_place_start_tile(carc_game *g, int type, int x, int y, int rot);

/* The stack. Tiles not yet drawn are counted from the next one to draw (k = 0). */
int carc_stack_left(const carc_game *g);        /* tiles not yet drawn */
int carc_stack_peek(const carc_game *g, int k); /* the k-th of them */
/* Setup: one tile more at the bottom; false when a game could not hold it. */
bool carc_stack_push(carc_game *g, int type);
/* Setup, before the stack is shuffled: the k-th tile not yet drawn leaves the stack (dealt to a
 * module's supply); the last one takes its place. Returns the tile. */
int carc_stack_take(carc_game *g, int k);
/* The k-th tile not yet drawn is drawn now (a start square takes it); those before it keep their order.
 * Returns the tile. */
int carc_stack_draw_at(carc_game *g, int k);
/* determinize: the tiles not yet drawn, n of them, to reorder in place (never to change which). */
int *carc_stack_unseen(carc_game *g, int *n);

/* The turn. The tile to place this turn comes from the module's own supply, not from the stack. */
void carc_set_current_tile(carc_game *g, int type);
/* pending_phase: the player who acts in the module's phase (by default the active player). */
void carc_set_actor(carc_game *g, int player);
/* The active player plays another whole turn right after this one (once, however often it is granted
 * in a turn; none after the last tile). Its turn_started event has the label "extra". */
void carc_grant_turn(carc_game *g);

/* The outlook of one open road, city or monastery, figures or none (carc_game_open_features). */
void carc_feature_outlook(carc_game *g, int root, carc_open_feature *out);
/* Features: a node for a feature printed on the board (a map's large city: `squares` count as tiles),
 * which tiles join through border(); its root node. */
int carc_feature_printed(carc_game *g, int type, int squares, int arms, int open_edges);
/* Figure i of the player (carc_player.meeple[i], any kind) onto segment seg of board tile bi, or back to
 * the supply with bi -1, keeping the features' counts; events are the module's. False if it cannot. */
bool carc_figure_move(carc_game *g, int player, int i, int bi, int seg);

/* The registry (rules/registry.c): every module that exists, base first. */
extern const carc_module *const carc_registry[];
extern const int carc_registry_count;

#endif
