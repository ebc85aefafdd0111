/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc rules engine: public API.
 *
 * The engine is pure C with no SDL and no I/O outside its loaders. Everything that changes a game goes
 * through carc_game_apply(); everything observable comes out as events (carc_game_events()).
 * The GUI, the CLI, the tests and any AI use exactly this API. */
#ifndef CARC_H
#define CARC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define CARC_MAX_PLAYERS 6
#define CARC_MAX_MODULES 8
#define CARC_NAME_LEN 32

typedef struct carc_rules carc_rules; /* tile sets and modules, loaded once, shared by games */
typedef struct carc_game carc_game;
struct cJSON;

/* Copies src (NULL: "") into dst of size bytes, cut to at most size - 1 bytes on a UTF-8 character
 * boundary (a name limited to CARC_NAME_LEN never ends in half a character); returns the bytes kept. */
size_t carc_utf8_copy(char *dst, size_t size, const char *src);
/* A player's name as every front end and the network can show it: not empty, valid UTF-8, no control
 * character (C0, DEL, C1), and not "?", which a view reserves for what is hidden. */
bool carc_name_ok(const char *name);

/* Errors: a code, the English message naming what went wrong, and the same message as a template with
 * parameters, so that a front end can show it in the player's language.
 *
 * key is a printf template whose only conversions are %s (and %%), one per argument in args, in
 * order; it is a static string literal in the engine's or a module's code and is the gettext msgid
 * (xgettext: --keyword=carc_err_set:3 --keyword=carc_err_wrap:2 --keyword=CARC_N_ with
 * --flag=carc_err_set:3:c-format --flag=carc_err_wrap:2:c-format --flag=CARC_N_:1:c-format).
 * A translation may reorder the arguments with %1$s, %2$s, ... (carc_err_format understands them).
 * Arguments are text: numbers, names, file paths, JSON paths, as the English message shows them.
 *
 * Context: a message may be wrapped by where it happened (the file being loaded, the tile of a data
 * file, "setup"), each wrapping a template of its own: ctx[0] wraps the message, ctx[1] wraps the
 * result, and so on. A context key has one %s more than its arguments: its last argument is the
 * wrapped text (ctx key "%s: %s" with args {"game.json"}). msg is always carc_err_format(err, NULL):
 * the key formatted with its args, then each context around it. key NULL: no template (msg only). */
enum carc_err_code {
    CARC_OK = 0,
    CARC_E_IO,      /* file unreadable */
    CARC_E_FORMAT,  /* malformed data or game file */
    CARC_E_SETUP,   /* setup impossible (player count, unknown expansion, ...) */
    CARC_E_ILLEGAL, /* illegal action: nothing changed */
    CARC_E_PHASE,   /* action not allowed in the current phase: nothing changed */
};
enum { CARC_ERR_ARGS = 6, CARC_ERR_ARG_LEN = 128, CARC_ERR_CTX = 3, CARC_ERR_CTX_ARGS = 2 };
typedef struct carc_err_ctx {
    const char *key; /* a template with nargs + 1 %s: its args, then the text it wraps */
    int nargs;
    char args[CARC_ERR_CTX_ARGS][CARC_ERR_ARG_LEN];
} carc_err_ctx;
typedef struct carc_err {
    int code;
    char msg[320];   /* English text (the CLI prints it) */
    const char *key; /* the message template (static; a gettext msgid), or NULL: msg only */
    int nargs;
    char args[CARC_ERR_ARGS][CARC_ERR_ARG_LEN]; /* the template's parameters, as text, in order */
    unsigned msgids;                            /* bit per parameter that is a msgid (a figure's title) */
    int nctx;                                   /* contexts around the message, innermost first */
    carc_err_ctx ctx[CARC_ERR_CTX];
} carc_err;

/* Marks for xgettext a template literal chosen before the call (a ternary, a table), or a text a
 * front end shows translated (a module's title). */
#define CARC_N_(s) (s)
#if defined(__GNUC__)
#define CARC_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define CARC_PRINTF(f, a)
#endif
/* Set err (NULL: nothing) to code and the template key (a literal, only %s conversions) with its
 * arguments, all const char *, copied (each cut to CARC_ERR_ARG_LEN - 1 bytes); msg is built from
 * them. Clears any context. Returns code (so `return !carc_err_set(...)` is false for a bool). */
int carc_err_set(carc_err *err, int code, const char *key, ...) CARC_PRINTF(3, 4);
/* After carc_err_set: the parameters in mask (bit i: the i-th) are msgids, which carc_err_format
 * translates with the template (a figure's title inside "%s has no %s left"). Returns err's code. */
int carc_err_msgid_args(carc_err *err, unsigned mask);
/* err (NULL: nothing) to CARC_OK, no message. Code that fills msg itself must also clear key. */
void carc_err_clear(carc_err *err);
/* Wrap err's message in a context: ctx_key (a literal) has one %s more than the arguments given,
 * the last standing for the message so far; msg becomes the wrapped text. The code is kept. */
void carc_err_wrap(carc_err *err, const char *ctx_key, ...);
/* err's text with every template (the key, then each context's) first passed through tr (gettext, or
 * a wrapper naming the domain; NULL: the English templates, which gives msg), into out (cut to cap).
 * Returns out. Positional conversions (%2$s) are understood; one past the arguments prints nothing,
 * any other % sequence is copied as it stands. */
char *carc_err_format(const carc_err *err, char *(*tr)(const char *key), char *out, size_t cap);

/* Locations on a placed tile (contract): edge middles, edge halves clockwise from the north-west,
 * the centre (a monastery) and IN, a field enclosed inside the tile that touches no edge. Index p of an
 * edge position is 3*edge + {0: first half, 1: middle, 2: second half} going clockwise, so rotating a
 * tile by r quarter turns maps position p to (p + 3r) % 12; C and IN stay where they are. */
enum carc_loc {
    CARC_NNW,
    CARC_N,
    CARC_NNE,
    CARC_ENE,
    CARC_E,
    CARC_ESE,
    CARC_SSE,
    CARC_S,
    CARC_SSW,
    CARC_WSW,
    CARC_W,
    CARC_WNW,
    CARC_C,
    CARC_IN,
    CARC_NLOC
};
const char *carc_loc_name(int loc);
int carc_loc_parse(const char *s); /* -1 if not a location */

enum carc_seg_type { CARC_FIELD, CARC_ROAD, CARC_CITY, CARC_MONASTERY, CARC_NSEGTYPES };
const char *carc_seg_type_name(int type);

/* ---- rules data ---- */
/* data_dir NULL: the default below; when none is found, err names every place looked in. */
carc_rules *carc_rules_load(const char *data_dir, carc_err *err);
void carc_rules_free(carc_rules *rules);
const char *carc_rules_data_dir(const carc_rules *rules); /* the folder the rules were loaded from */
/* The data folder (rules/, and assets/ for the game), looked up at run time: $OPENCARC_DATA when set
 * (used as is); else the first of the executable's folder (a build tree links the data there),
 * <exe>/../share/opencarc (a relocatable install) and the install datadir configured at build time
 * that holds rules/. NULL when none does. */
const char *carc_default_data_dir(void);
int carc_rules_tile_count(const carc_rules *rules);
int carc_rules_tile_find(const carc_rules *rules, const char *id); /* -1 if unknown */
const char *carc_rules_tile_id(const carc_rules *rules, int type);
int carc_rules_module_count(const carc_rules *rules);
const char *carc_rules_module_name(const carc_rules *rules, int m);  /* "bets" */
const char *carc_rules_module_title(const carc_rules *rules, int m); /* "The Bets" */
bool carc_rules_module_optional(const carc_rules *rules, int m);     /* false for the base game */
/* A module played only with another ("maps" for one needing a map), or NULL. */
const char *carc_rules_module_requires(const carc_rules *rules, int m);
/* The setup key that also enables a module ("map"), or NULL; the values it may take, from the module's
 * rules data (the maps rules/maps/index.json lists): the i-th, or NULL past the last. */
const char *carc_rules_module_setup_key(const carc_rules *rules, int m);
const char *carc_rules_setup_choice(const carc_rules *rules, int m, int i);
/* The same choice as players read it ("France"; English: a gettext msgid for front ends). */
const char *carc_rules_setup_choice_title(const carc_rules *rules, int m, int i);

/* Tile geometry for front ends: segment of a location on the unrotated tile, segment types. */
int carc_tile_segment_count(const carc_rules *rules, int type);
int carc_tile_segment_type(const carc_rules *rules, int type, int seg);
int carc_tile_segment_at(const carc_rules *rules, int type, int rot, int loc);  /* -1 if none */
int carc_tile_segment_loc(const carc_rules *rules, int type, int rot, int seg); /* naming location */
int carc_tile_segment_arms(const carc_rules *rules, int type, int seg);         /* coats of arms of a city */
/* The tile's drawing hints ("art" in tiles.json: its own, else those of the tile it is "like") as the data
 * gives them, kept for the art generator (tools/artgen); the rules ignore them. NULL: none. */
const struct cJSON *carc_rules_tile_art(const carc_rules *rules, int type);

/* ---- setup ---- */
/* The seat colours a setup may name, in seat order (seat p's when the setup names none). */
extern const char *const carc_seat_colors[CARC_MAX_PLAYERS];

typedef struct carc_player_setup {
    char name[CARC_NAME_LEN];
    char color[16];
    char ai[16]; /* "" for a human seat, else a computer level (carc_seat_known) */
} carc_player_setup;

/* Computer seat levels a saved game may name ("ai" on a player): easy, normal, hard, expert, greedy, random. */
bool carc_seat_known(const char *ai);

typedef struct carc_setup {
    int nplayers;
    carc_player_setup players[CARC_MAX_PLAYERS];
    uint64_t seed;
    int nexpansions;
    char expansions[CARC_MAX_MODULES][CARC_NAME_LEN];
    int ndraw;                /* -1: shuffle the stack from the seed; else the exact stack */
    const int *draw;          /* tile types, ndraw of them (copied by carc_game_new) */
    const struct cJSON *json; /* the whole setup object, for modules' own keys (may be NULL) */
} carc_setup;

void carc_setup_init(carc_setup *s, int nplayers, uint64_t seed);
/* A seed as typed (CLI, menu, a saved game's string form): decimal digits only, 0 to 2^64-1. Every
 * seed this accepts is saved and loaded back exactly (above 2^53 a saved game keeps it as a string). */
bool carc_seed_parse(const char *text, uint64_t *seed);
carc_game *carc_game_new(const carc_rules *rules, const carc_setup *setup, carc_err *err);
void carc_game_free(carc_game *g);

/* ---- a game as a value (look-ahead, undo, previews) ---- */
/* An independent copy: playing on it never changes the original. */
carc_game *carc_game_clone(const carc_game *g);            /* NULL only when out of memory */
void carc_game_copy(carc_game *dst, const carc_game *src); /* same rules; reuses dst's memory */
/* Events and the action log on (the default) or off (playouts). Turning it off drops what was
 * recorded: such a game plays and scores the same but can no longer be saved as a replay. */
void carc_game_set_recording(carc_game *g, bool on);
/* Reshuffle everything player `viewer` cannot know (the face-down stack, other players' hidden
 * chips, face-down map chips, hidden island tiles), keeping every count and everything visible. */
void carc_game_determinize(carc_game *g, int viewer, uint64_t rng[4]);

/* ---- actions ---- */
enum carc_act_kind { CARC_ACT_TILE, CARC_ACT_MEEPLE, CARC_ACT_PASS, CARC_ACT_OTHER };
enum carc_act_field { /* which of the core's fields an action carries */
                      CARC_AF_XY = 1,
                      CARC_AF_ROT = 2,
                      CARC_AF_AT = 4,
                      CARC_AF_FIGURE = 8,
};
/* A module's own field of an action, as its action spec declares it (carc_module.h): a label
 * ("chip": "3"), a number ("stack": 0) or a list of numbers ("chips": [1, 1]). */
enum carc_field_type { CARC_FT_LABEL = 1, CARC_FT_NUMBER, CARC_FT_NUMBERS };
#define CARC_ACT_FIELDS 3   /* module fields one action carries at most */
#define CARC_FIELD_KEY 10   /* a field's name: at most 9 bytes */
#define CARC_FIELD_VALUES 4 /* numbers in a list */
typedef struct carc_act_value {
    char key[CARC_FIELD_KEY];
    unsigned char type, n; /* enum carc_field_type; numbers in v */
    union {
        char label[16];
        int v[CARC_FIELD_VALUES];
    };
} carc_act_value;
/* Only the core fields named in `has` (and kind, act) carry meaning; the others are unspecified. The
 * module fields are field[0 .. nfields), in the order they were set (the order of the JSON form). */
typedef struct carc_action {
    int kind;     /* enum carc_act_kind; OTHER actions are named by act */
    char act[16]; /* "tile", "meeple", "pass", or a module's action name */
    unsigned has; /* enum carc_act_field */
    int x, y, rot, at;
    char figure[16]; /* CARC_AF_FIGURE on a meeple action: a kind of figure a module declares ("large"; absent
                        * or "meeple": the ordinary meeple) */
    int nfields;
    carc_act_value field[CARC_ACT_FIELDS];
} carc_action;

void carc_action_tile(carc_action *a, int x, int y, int rot);
void carc_action_meeple(carc_action *a, int at);
void carc_action_pass(carc_action *a);
void carc_action_named(carc_action *a, const char *act);
/* A module field's value: the label (NULL when absent), the number (false when absent), the list
 * (how many, -1 when absent). */
const char *carc_action_label(const carc_action *a, const char *key);
bool carc_action_number(const carc_action *a, const char *key, int *out);
int carc_action_numbers(const carc_action *a, const char *key, int *out, int max);
/* Set a module field (replacing one of that name); false when the action holds CARC_ACT_FIELDS others,
 * the name or label is too long or the list too long. */
bool carc_action_set_label(carc_action *a, const char *key, const char *label);
bool carc_action_set_number(carc_action *a, const char *key, int v);
bool carc_action_set_numbers(carc_action *a, const char *key, const int *v, int n);
/* Same action: kind, name, the core fields in `has` and the module fields, in any order. */
bool carc_action_equal(const carc_action *a, const carc_action *b);
/* JSON form of DESIGN.md; parse returns false with a message on a malformed action. */
bool carc_action_from_json(carc_action *a, const struct cJSON *j, carc_err *err);
struct cJSON *carc_action_to_json(const carc_action *a);

typedef struct carc_action_list {
    carc_action *v;
    int n, cap;
} carc_action_list;
void carc_action_list_free(carc_action_list *l);
carc_action *carc_action_list_push(carc_action_list *l);
void carc_action_list_reserve(carc_action_list *l, int n);

/* Enumerate every legal action of the player to move (the list is cleared first). */
int carc_game_legal_actions(const carc_game *g, carc_action_list *out);
/* One legal action chosen uniformly (the one carc_game_legal_actions would list at index
 * carc_rng_below(rng, n)), without listing every tile placement: cheap random playouts. False at
 * game over. scratch is working memory. */
bool carc_game_random_action(const carc_game *g, carc_action_list *scratch, uint64_t rng[4], carc_action *out);
/* Validate and apply one action. On failure nothing changes and err says why. */
int carc_game_apply(carc_game *g, const carc_action *a, carc_err *err);
/* Run final scoring now even if tiles remain (the scenario format's "end": true). */
void carc_game_end_now(carc_game *g);

/* ---- events ---- */
enum carc_event_type {
    CARC_EV_TURN_STARTED,
    CARC_EV_TILE_DRAWN,
    CARC_EV_TILE_DISCARDED,
    CARC_EV_TILE_PLACED,
    CARC_EV_MEEPLE_PLACED,
    CARC_EV_MEEPLE_RETURNED,
    CARC_EV_FEATURE_COMPLETED,
    CARC_EV_POINTS,
    CARC_EV_PHASE_CHANGED,
    CARC_EV_FINAL_SCORING,
    CARC_EV_GAME_OVER,
    CARC_EV_MODULE, /* a module's own event: see name */
};
typedef struct carc_event {
    int type;
    const char *name; /* "points", "bet_placed", ... (static string) */
    int player;       /* -1 if none */
    int x, y, rot;    /* position, when has_pos */
    bool has_pos;
    int tile;               /* tile type or -1 */
    int amount;             /* points */
    const char *reason;     /* points: "road", "city", ...; feature_completed: feature type */
    const char *modifier;   /* points, feature_scored: the module's rule that changed the points ("inn"), or NULL */
    const char *figure;     /* meeple_placed, meeple_returned: the kind of figure ("large"), NULL for a meeple */
    int feature;            /* feature id (a stable node id of the feature) or -1 */
    int at;                 /* location or -1 */
    int value;              /* module-specific number (chip value, toll value, ...) or -1 */
    bool secret;            /* points: for what lay face down until now (a bet's chip), which no other player
                          * could count before: a front end's "if the game ended now" leaves them out */
    char label[16];         /* module-specific label (chip face, colour, phase name) */
    int list_off, list_len; /* tiles of a feature: (x, y) pairs in carc_game_event_coords() */
} carc_event;

const carc_event *carc_game_events(const carc_game *g, int *count);
const int *carc_game_event_coords(const carc_game *g);
void carc_game_clear_events(carc_game *g);
struct cJSON *carc_event_to_json(const carc_game *g, const carc_event *e);

/* ---- state ---- */
int carc_game_player_count(const carc_game *g);
const char *carc_game_player_name(const carc_game *g, int p);
const char *carc_game_player_color(const carc_game *g, int p);
const char *carc_game_player_ai(const carc_game *g, int p); /* "" for a human seat */
/* A seat handed to a computer of that level, or back to a human (""): a network game's host does it. */
void carc_game_set_player_ai(carc_game *g, int p, const char *level);
/* A seat's name and colour as its player chose them when joining a network game (NULL keeps either):
 * false with the reason and nothing changed for a name that is not carc_name_ok, or a colour
 * unknown or another seat's; a name is cut to CARC_NAME_LEN - 1 bytes on a character boundary. What players see, not rules: the game plays the same. */
bool carc_game_set_player_look(carc_game *g, int p, const char *name, const char *color, carc_err *err);
int carc_game_score(const carc_game *g, int p);
int carc_game_meeples_in_supply(const carc_game *g, int p); /* ordinary meeples */
/* Kinds of figure in this game: 0 is the ordinary meeple ("meeple"), then those the enabled modules add
 * ("large"), in module order. A kind's name, its title for players (a msgid: "large meeple"), how many
 * meeples it counts as for a majority, and how many of it player p holds in their supply. */
int carc_game_figure_kinds(const carc_game *g);
const char *carc_game_figure_name(const carc_game *g, int kind);
const char *carc_game_figure_title(const carc_game *g, int kind);
int carc_game_figure_weight(const carc_game *g, int kind);
int carc_game_figures_in_supply(const carc_game *g, int p, int kind);
int carc_game_figure_find(const carc_game *g, const char *name); /* its kind, 0 for NULL, -1 unknown */
int carc_game_current_player(const carc_game *g);                /* the player to act now */
int carc_game_active_player(const carc_game *g);                 /* whose turn it is (differs while others bet) */
int carc_game_turn(const carc_game *g);
/* This turn is an extra one a module granted (a double turn): the same player as the turn before. */
bool carc_game_turn_is_extra(const carc_game *g);
const char *carc_game_phase(const carc_game *g); /* "place_tile", "place_meeple", "game_over", ... */
bool carc_game_over(const carc_game *g);
int carc_game_tiles_left(const carc_game *g);
/* All the tiles of this game: on the board, drawn, in the stack and held by modules (island stacks). */
int carc_game_tiles_in_game(const carc_game *g);
int carc_game_current_tile(const carc_game *g); /* tile type to place, or -1 */
const carc_rules *carc_game_rules(const carc_game *g);
/* Score categories ("road", "city", "monastery", "field", then modules' own). */
int carc_game_category_count(const carc_game *g);
const char *carc_game_category_name(const carc_game *g, int c);
int carc_game_category_score(const carc_game *g, int p, int c);

typedef struct carc_placed_tile {
    int x, y, type, rot;
} carc_placed_tile;
int carc_game_board_count(const carc_game *g);
carc_placed_tile carc_game_board_tile(const carc_game *g, int i); /* in placement order */
int carc_game_board_at(const carc_game *g, int x, int y);         /* board index or -1 */

typedef struct carc_meeple_info {
    int player, x, y, at, seg;
    int feature_type;
    int kind; /* its kind of figure (carc_game_figure_name): 0 for a meeple */
} carc_meeple_info;
int carc_game_meeples_on_board(const carc_game *g, carc_meeple_info *out, int max);
/* The feature id of segment seg on board tile i, and whether it is complete. */
int carc_game_feature_of(const carc_game *g, int board_index, int seg);
bool carc_game_feature_complete(const carc_game *g, int feature);
/* How many tiles the feature's score counts: the tiles it spans, with the squares a map counts as tiles
 * (a printed city); for a monastery itself and the tiles around it. */
int carc_game_feature_size(const carc_game *g, int feature);
/* The players holding a feature, as its scoring counts them: those with the most weight of figures on it
 * (a large meeple weighs 2), a bit each; 0 when no figure stands on it. */
unsigned carc_game_feature_holders(const carc_game *g, int feature);

/* Each enabled module's visible state as {"<module>": {...}}, e.g. bets: chips in each rack and on
 * each office. Front ends read expansion state through this, never through module internals. */
struct cJSON *carc_game_modules_json(const carc_game *g);
bool carc_game_module_enabled(const carc_game *g, const char *name);

/* The action log: every applied action in order, and the JSON of a replayable saved game. */
int carc_game_action_count(const carc_game *g);
const carc_action *carc_game_action_at(const carc_game *g, int i);
struct cJSON *carc_game_save_json(const carc_game *g);
/* The saved game as one player sees it (the bot protocol): no seed, the tiles drawn so far (the current
 * one last), "actors" (the player who took each action), and what that player cannot see masked by its module ("chip": "?" for others' bets still
 * face down). */
struct cJSON *carc_game_view_json(const carc_game *g, int viewer);
/* The other way (a network client's game to show): a game the seat could be in, given its view, after the
 * view's first `upto` actions (-1: all of them). Every "?" is filled by its module with something the seat
 * has not seen, and the tiles not yet drawn follow in an order of no meaning; the game's own view for that
 * seat is the view given. NULL, with a message naming the part, if it is not a view. */
carc_game *carc_game_from_view(const carc_rules *rules, const struct cJSON *view, int upto, carc_err *err);
/* The game before its last action, when taking it back is fair in a game of hidden information: the
 * action was taken in the turn still being played by the seat still to act, and showed no seat (nor a
 * spectator) anything it did not see before, a tile drawn or a chip turned over (its views are the same
 * but for that action). NULL with the reason otherwise. A network game's host undoes with it. */
carc_game *carc_game_take_back(const carc_game *g, carc_err *err);
/* The game as it stood after its first n actions (0 <= n <= its actions), replayed from its setup: the
 * same tiles come again. A network game's host goes back with it when every player agrees. NULL with a
 * message otherwise. */
carc_game *carc_game_before(const carc_game *g, int n, carc_err *err);

/* ---- hints for players (public information only) ---- */
/* The empty squares next to the board that no tile still to come fits in any rotation: neither the
 * drawn tile nor one in the stack or held by a module (island stacks). Uses which tiles remain, never
 * their order. Writes (x, y) pairs to xy, at most max squares; returns how many there are. */
int carc_game_dead_squares(const carc_game *g, int *xy, int max);

/* ---- the outlook of open features, for computer players (public information only) ---- */
/* An incomplete road, city or monastery that holds figures: how much is missing, whether the tiles still
 * to come can complete it, and what completing it would bring. */
typedef struct carc_open_feature {
    int type;                   /* CARC_ROAD, CARC_CITY, CARC_MONASTERY */
    int squares;                /* the empty squares it needs filled (a monastery: those around it, beside the board or not) */
    int min_fit;                /* of the tiles still to come, how many fit the hardest of those squares (0: never completes) */
    int best_fit;               /* ... and the easiest: how likely a tile drawn can extend it */
    int root;                   /* which feature (the modules' outlook hooks match their figures by it) */
    unsigned owners;            /* bit per player with the majority */
    int gain[CARC_MAX_PLAYERS]; /* what completing it scores each owner beyond its end-of-game value */
    /* what completing it scores each owner, as a player reads it: its points complete at the size the
     * fewest tiles give it (one tile on each square still to fill, adding nothing else: a road 1 a tile, a
     * city 2 a tile and coat of arms, a monastery 9, or as a module's rule scores it) */
    int completed[CARC_MAX_PLAYERS];
    int figures[CARC_MAX_PLAYERS]; /* each player's figures on it, which go home when it completes */
} carc_open_feature;
/* The open features that hold figures, at most max; returns how many were written. */
int carc_game_open_features(carc_game *g, carc_open_feature *out, int max);
/* The tiles still to come: the drawn one, the stack and those modules hold (island stacks). */
int carc_game_tiles_to_come(const carc_game *g);
/* The outlook of one road, city or monastery still open (feature: as carc_game_feature_of gives it), with
 * figures on it or none; false for a field or a completed feature. */
bool carc_game_feature_outlook(carc_game *g, int feature, carc_open_feature *out);
/* The chance that f completes within `turns` turns: the hardest square filled by one of the fitting tiles
 * of to_come in one of them, every other square in a turn of its own (0.9 each); 0 when it cannot. */
double carc_open_feature_chance(const carc_open_feature *f, double to_come, double turns);
/* What each player may still gain from the modules' own things (a builder's double turns, goods still to
 * come), added to gain[p] by their outlook hooks, given the open features; the number of enabled
 * modules that have such a hook (0: nothing to ask). */
int carc_game_outlook_modules(const carc_game *g);
void carc_game_module_outlook(carc_game *g, const carc_open_feature *open, int nopen, double *gain);

/* ---- a random player (CLI play/bench, tests) ---- */
void carc_rng_seed(uint64_t s[4], uint64_t seed);
uint64_t carc_rng_next(uint64_t s[4]);
int carc_rng_below(uint64_t s[4], int n); /* uniform in 0..n-1 */
/* Apply one uniformly chosen legal action; false when there is none (game over) or it failed. */
bool carc_ai_random_step(carc_game *g, carc_action_list *scratch, uint64_t rng[4], carc_err *err);

/* ---- files ---- */
/* Data and game files are read only when they are regular files (after symlinks) of at most this
 * size: a FIFO, a device or an endless file is refused with the file named, never read. */
#define CARC_MAX_FILE_BYTES (4 << 20)
char *carc_read_text_file(const char *path, carc_err *err); /* malloc'd text, or NULL and a message */
/* JSON text parsed, or NULL and a message naming the file and the line, or a repeated key and where. */
struct cJSON *carc_parse_json(const char *text, const char *file, carc_err *err);
struct cJSON *carc_load_json(const char *path, carc_err *err); /* a file read and parsed as above */

/* ---- scenario / saved game files (DESIGN.md contract) ---- */
typedef struct carc_replay {
    carc_game *game;
    int failed_action; /* index of the illegal action, or -1 */
    carc_err err;
} carc_replay;
/* Load a scenario/saved game from text and apply its actions. Returns false (and a message naming
 * file and field) when the file is malformed; an illegal action is reported in failed_action. */
bool carc_replay_text(const carc_rules *rules, const char *text, const char *filename, carc_replay *out);
bool carc_replay_file(const carc_rules *rules, const char *path, carc_replay *out);
struct cJSON *carc_replay_result_json(const carc_replay *r);

#endif
