/* Map-Chips (mini-expansion for Carcassonne Maps): chips face down on the map, collected by the tile
 * placed on their square. What they are for follows the map's printed elements: where the map has
 * islands (Benelux) a chip pays for a face-up island tile instead of a draw; where it has wine towns
 * or border connections with coats of arms (France) two points of one colour sell as a wine. */
#include <cjson/cJSON.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
    struct { int value, count; } kind[4];
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

/* ---- data ---- */

/* A problem with the chip set's file: the message (marked CARC_N_) with the file named around it. */
static bool bad(carc_err *err, const char *path, const char *key)
{
    carc_err_pick(err, CARC_E_FORMAT, key);
    carc_err_wrap(err, "%s: %s", path);
    return false;
}

/* The whole number o.key, dflt when absent, or INT_MIN when it is there but not a whole number. */
static int get_int(const cJSON *o, const char *key, int dflt)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!v) return dflt;
    if (!cJSON_IsNumber(v) || !(v->valuedouble > -1e6 && v->valuedouble < 1e6) || v->valuedouble != (double)(int)v->valuedouble)
        return INT_MIN;
    return (int)v->valuedouble;
}

/* A wine costs wine_points in chips of one colour and one value (seed 003: one 2 or two 1s, never
 * 1 + 2). Refuse a price that some chip value pays with more chips than a sale action can name, or
 * that no chip value pays at all. */
static bool wine_price_ok(const mc_data *d)
{
    bool payable = false;
    for (int k = 0; k < d->nkinds; k++) {
        int v = d->kind[k].value;
        if (d->wine_points % v) continue;
        if (d->wine_points / v > MC_MAX_PAY) return false;
        payable = true;
    }
    return payable;
}

static bool mc_load(const char *dir, void **out, carc_err *err)
{
    char path[600];
    snprintf(path, sizeof path, "%.500s/rules/mapchips/chips.json", dir);
    cJSON *root = carc_load_json(path, err);
    if (!root) return false;
    mc_data *d = calloc(1, sizeof *d);
    const cJSON *colors = cJSON_GetObjectItemCaseSensitive(root, "colors"), *chips = cJSON_GetObjectItemCaseSensitive(root, "chips"), *v;
    const cJSON *sale = cJSON_GetObjectItemCaseSensitive(root, "sale"), *isl = cJSON_GetObjectItemCaseSensitive(root, "island_stacks");
    bool ok = d != NULL;
    if (!ok) bad(err, path, CARC_N_("out of memory"));
    if (ok && (!cJSON_IsArray(colors) || cJSON_GetArraySize(colors) < 1 || cJSON_GetArraySize(colors) > MC_MAX_COLORS))
        ok = bad(err, path, CARC_N_("\"colors\" must list 1 to 4 colour names"));
    if (!ok) colors = NULL;
    cJSON_ArrayForEach(v, colors) {
        if (!cJSON_IsString(v) || strlen(v->valuestring) >= sizeof d->color[0]) {
            ok = bad(err, path, CARC_N_("bad colour name"));
            break;
        }
        snprintf(d->color[d->ncolors++], sizeof d->color[0], "%s", v->valuestring);
    }
    if (ok && (!cJSON_IsArray(chips) || cJSON_GetArraySize(chips) < 1 || cJSON_GetArraySize(chips) > 4))
        ok = bad(err, path, CARC_N_("\"chips\" must list 1 to 4 {value, count}"));
    if (!ok) chips = NULL;
    cJSON_ArrayForEach(v, chips) {
        int value = get_int(v, "value", 0), count = get_int(v, "count", -1);
        if (value < 1 || value > MC_MAX_VALUE || count < 0 || count > 16) {
            ok = bad(err, path, CARC_N_("each chip kind needs a whole \"value\" from 1 to 16 and a \"count\" from 0 to 16"));
            break;
        }
        for (int k = 0; k < d->nkinds; k++)
            if (d->kind[k].value == value) ok = bad(err, path, CARC_N_("two chip kinds have the same \"value\""));
        d->kind[d->nkinds].value = value;
        d->kind[d->nkinds++].count = count;
        d->total += count;
    }
    if (ok && d->total * d->ncolors > MC_MAX_CHIPS) ok = bad(err, path, CARC_N_("more than 64 chips in the set"));
    if (ok) {
        d->wine_points = get_int(root, "wine_points", 2);
        d->abroad_points = get_int(sale, "abroad", -1);
        d->town_points = get_int(sale, "town", -1);
        d->stacks = get_int(isl, "stacks_per_island", 2);
        d->stack_tiles = get_int(isl, "tiles_per_stack", 5);
        d->total *= d->ncolors;
        if (d->abroad_points < 0 || d->town_points < 0 || d->abroad_points > 1000 || d->town_points > 1000)
            ok = bad(err, path, CARC_N_("\"sale\" must give whole \"abroad\" and \"town\" points from 0 to 1000"));
        else if (d->wine_points < 1 || d->wine_points > MC_MAX_VALUE * MC_MAX_PAY || !wine_price_ok(d))
            ok = bad(err, path,
                     CARC_N_("\"wine_points\": a whole price that some chip value pays with 1 to 4 chips, and none with more"));
        else if (d->stacks < 1 || d->stacks > 2 || d->stack_tiles < 1 || d->stack_tiles > MC_STACK_MAX)
            ok = bad(err, path, CARC_N_("\"island_stacks\": 1-2 stacks of 1-8 tiles"));
    }
    cJSON_Delete(root);
    if (!ok) {
        free(d);
        return false;
    }
    snprintf(d->path, sizeof d->path, "%.150s", path);
    *out = d;
    return true;
}

/* The module's phases: g->phase_name is the pointer pending_phase returned, so compared as an id. */
static const char PHASE_SOURCE[] = MC_PHASE_SOURCE, PHASE_SELL[] = MC_PHASE_SELL;

static const mc_data *data_of(const carc_game *g) { return carc_game_module_data(g, &carc_module_mapchips); }

static int color_index(const carc_game *g, const char *name)
{
    const mc_data *d = data_of(g);
    char key[16];
    carc_map_color_key(name, key, sizeof key);
    for (int c = 0; c < d->ncolors; c++)
        if (strcmp(d->color[c], key) == 0) return c;
    return -1;
}

/* ---- setup ---- */

static bool next_to(int x, int y, int ox, int oy) { return abs(x - ox) + abs(y - oy) == 1; }

/* Squares where the rules let a chip lie: the kinds of square the map allows ("chips_on": Benelux
 * plain land, France also towns and the unused start square), neither on nor next to a start square
 * in use, nor in front of a large city's open edge. */
static bool chip_square_allowed(const carc_game *g, const carc_map *m, int x, int y)
{
    if (!(m->chip_kinds >> m->square[y][x] & 1)) return false;
    map_point starts[MAP_MAX_NAMED];
    int n = carc_map_starts_in_use(g, starts, MAP_MAX_NAMED);
    for (int i = 0; i < n; i++)
        if ((x == starts[i].x && y == starts[i].y) || next_to(x, y, starts[i].x, starts[i].y)) return false;
    for (int c = 0; c < m->ncities; c++)
        for (int o = 0; o < m->city[c].nopen; o++) {
            int side = m->city[c].open[o].side;
            if (x == m->city[c].open[o].at.x + carc_dx[side] && y == m->city[c].open[o].at.y + carc_dy[side]) return false;
        }
    return true;
}

/* Spread chips evenly: first keep them apart diagonally too, then only orthogonally (the rule). */
static void place_random(carc_game *g, mc_state *st, const carc_map *m, int count)
{
    int cand[MAP_MAX_DIM * MAP_MAX_DIM]; /* 9 KiB on the stack: no shared buffer, so games may be set up side by side */
    int n = 0, placed = 0;
    for (int y = 0; y < m->height; y++)
        for (int x = 0; x < m->width; x++)
            if (chip_square_allowed(g, m, x, y)) cand[n++] = y * MAP_MAX_DIM + x;
    for (int i = n - 1; i > 0; i--) {
        int j = carc_rng_below(g->rng, i + 1), t = cand[i];
        cand[i] = cand[j];
        cand[j] = t;
    }
    for (int spacing = 2; spacing >= 1; spacing--)
        for (int i = 0; i < n && placed < count; i++) {
            int x = cand[i] % MAP_MAX_DIM, y = cand[i] / MAP_MAX_DIM;
            bool ok = cand[i] >= 0;
            for (int k = 0; k < placed && ok; k++) {
                int dx = abs(st->chip[k].x - x), dy = abs(st->chip[k].y - y);
                ok = spacing == 2 ? (dx > 1 || dy > 1) : dx + dy > 1;
            }
            if (!ok) continue;
            st->chip[placed].x = (int8_t)x;
            st->chip[placed].y = (int8_t)y;
            st->chip[placed++].owner = MC_ON_MAP;
            cand[i] = -1;
        }
}

static bool place_given(carc_game *g, mc_state *st, const carc_map *m, const cJSON *list, carc_err *err)
{
    if (!cJSON_IsArray(list)) return !carc_err_set(err, CARC_E_SETUP, "setup.chips must list {\"x\", \"y\", \"color\", \"value\"}");
    const cJSON *o;
    int placed = 0;
    cJSON_ArrayForEach(o, list) {
        int x = get_int(o, "x", -1), y = get_int(o, "y", -1), value = get_int(o, "value", 0);
        const cJSON *color = cJSON_GetObjectItemCaseSensitive(o, "color");
        int c = cJSON_IsString(color) ? color_index(g, color->valuestring) : -1;
        if (!carc_map_in(m, x, y) || c < 0)
            return !carc_err_set(err, CARC_E_SETUP, "setup.chips: each chip needs \"x\", \"y\" on the map and a \"color\" of the set");
        int k = m->square[y][x];
        if (k != MAP_LAND && k != MAP_TOWN && k != MAP_START)
            return !carc_err_set(err, CARC_E_SETUP, "setup.chips: a chip lies on a square no tile can take");
        map_point starts[MAP_MAX_NAMED];
        for (int i = carc_map_starts_in_use(g, starts, MAP_MAX_NAMED) - 1; i >= 0; i--)
            if (starts[i].x == x && starts[i].y == y)
                return !carc_err_set(err, CARC_E_SETUP, "setup.chips: a chip lies under a start tile (a start square in use)");
        int free_chip = -1;
        for (int i = 0; i < st->nchips; i++) {
            if (st->chip[i].owner == MC_ON_MAP && st->chip[i].x == x && st->chip[i].y == y)
                return !carc_err_set(err, CARC_E_SETUP, "setup.chips: two chips on one square");
            if (free_chip < 0 && st->chip[i].owner == MC_OUT && st->chip[i].color == c && st->chip[i].value == value) free_chip = i;
        }
        if (free_chip < 0)
            return !carc_err_set(err, CARC_E_SETUP, "setup.chips: more chips of that colour and value than the set has");
        /* chips keep the order of the list (a saved game's order), so a reloaded game pays and
         * reveals the same chips in the same order as the game that was saved */
        mc_chip chip = st->chip[free_chip];
        st->chip[free_chip] = st->chip[placed];
        st->chip[placed] = chip;
        st->chip[placed].x = (int8_t)x;
        st->chip[placed].y = (int8_t)y;
        st->chip[placed++].owner = MC_ON_MAP;
    }
    return true;
}

/* The whole set, all out of the game until placed. */
static void make_set(const carc_game *g, mc_state *st)
{
    const mc_data *d = data_of(g);
    for (int c = 0; c < d->ncolors; c++)
        for (int k = 0; k < d->nkinds; k++)
            for (int i = 0; i < d->kind[k].count && st->nchips < MC_MAX_CHIPS; i++)
                st->chip[st->nchips++] = (mc_chip){0, 0, (uint8_t)c, (uint8_t)d->kind[k].value, MC_OUT, false, 0};
}

static bool deal_islands(carc_game *g, mc_state *st, const carc_map *m, const cJSON *given, carc_err *err)
{
    const mc_data *d = data_of(g);
    for (int i = 0; i < m->nislands; i++) st->island_color[i] = color_index(g, m->island[i].color);
    if (given && !cJSON_IsObject(given))
        return !carc_err_set(err, CARC_E_SETUP, "setup.islands must map colours to two lists of tile ids");
    const cJSON *key;
    cJSON_ArrayForEach(key, given) { /* a misspelt colour would leave its island empty unnoticed */
        bool found = false;
        for (int i = 0; i < m->nislands; i++) found |= strcmp(key->string, m->island[i].color) == 0;
        if (!found)
            return !carc_err_set(err, CARC_E_SETUP, "setup.islands: \"%s\" is not the colour of an island of the map", key->string);
    }
    for (int i = 0; i < m->nislands; i++)
        for (int s = 0; s < d->stacks; s++) {
            mc_stack *stk = &st->stack[i][s];
            if (given) {
                const cJSON *lists = cJSON_GetObjectItemCaseSensitive(given, m->island[i].color), *id;
                const cJSON *ids = cJSON_GetArrayItem(lists, s);
                if (!lists) continue; /* an island left empty */
                if (!cJSON_IsArray(ids) || cJSON_GetArraySize(ids) > MC_STACK_MAX)
                    return !carc_err_set(err, CARC_E_SETUP, "setup.islands.%s must hold two lists of tile ids", m->island[i].color);
                cJSON_ArrayForEach(id, ids) {
                    int t = cJSON_IsString(id) ? carc_rules_tile_find(g->rules, id->valuestring) : -1;
                    if (t < 0) return !carc_err_set(err, CARC_E_SETUP, "setup.islands.%s: unknown tile id", m->island[i].color);
                    stk->tile[stk->n++] = (int16_t)t;
                }
            } else {
                for (int k = 0; k < d->stack_tiles && carc_stack_left(g) > 0; k++) /* dealt from the supply at random */
                    stk->tile[stk->n++] = (int16_t)carc_stack_take(g, carc_rng_below(g->rng, carc_stack_left(g)));
            }
        }
    return true;
}

/* The map's colours (islands, wines) must be colours of the chip set; the message names both files,
 * as either may be the wrong one. */
static bool map_fits_set(const carc_game *g, const carc_map *m, carc_err *err)
{
    const mc_data *d = data_of(g);
    for (int i = 0; i < m->nislands; i++)
        if (color_index(g, m->island[i].color) < 0)
            return !carc_err_set(err, CARC_E_SETUP, "%s: an island has the colour \"%s\", which is not a chip colour of %s", m->source,
                                 m->island[i].color, d->path);
    for (int i = 0; i < m->ntowns + m->nstarts; i++) {
        const map_named *t = i < m->ntowns ? &m->town[i] : &m->start[i - m->ntowns];
        if (t->wine[0] && color_index(g, t->wine) < 0)
            return !carc_err_set(err, CARC_E_SETUP, "%s: %s has the colour \"%s\", which is not a chip colour of %s", m->source,
                                 t->name, t->wine, d->path);
    }
    int want = m->map_chips;
    if (want > d->total)
        return !carc_err_set(err, CARC_E_SETUP, "%s: \"map_chips\" %s, but %s has %s chips", m->source, CARC_ERR_INT(want), d->path,
                             CARC_ERR_INT(d->total));
    return true;
}

static bool mc_setup(carc_game *g, void *vst, const carc_setup *s, carc_err *err)
{
    mc_state *st = vst;
    const carc_map *m = carc_map_of(g);
    if (!m) return !carc_err_set(err, CARC_E_SETUP, "Map-Chips are played on a map: give setup.map (opencarc-cli --map NAME)");
    if (!map_fits_set(g, m, err)) return false;
    st->used_island = st->used_stack = -1;
    st->islands = m->nislands > 0;
    for (int t = 0; t < m->ntowns + m->nstarts; t++) st->wine |= (t < m->ntowns ? m->town[t].wine : m->start[t - m->ntowns].wine)[0] != 0;
    for (int b = 0; b < m->nborder; b++) st->wine |= m->border[b].arms;
    make_set(g, st);
    const cJSON *given = s->json ? cJSON_GetObjectItemCaseSensitive(s->json, "chips") : NULL;
    if (given) {
        if (!place_given(g, st, m, given, err)) return false;
    } else {
        for (int i = st->nchips - 1; i > 0; i--) { /* which chips go on the map, unseen */
            int j = carc_rng_below(g->rng, i + 1);
            mc_chip t = st->chip[i];
            st->chip[i] = st->chip[j];
            st->chip[j] = t;
        }
        int count = m->map_chips ? m->map_chips : st->islands ? 20 : st->nchips;
        place_random(g, st, m, count < st->nchips ? count : st->nchips);
    }
    if (st->islands && !deal_islands(g, st, m, s->json ? cJSON_GetObjectItemCaseSensitive(s->json, "islands") : NULL, err))
        return false;
    carc_category(g, MC_CATEGORY_CHIP);
    carc_category(g, MC_CATEGORY_WINE);
    return true;
}

/* ---- chips in trays ---- */

static bool usable_for_island(const carc_game *g, const mc_chip *c, int p) { return c->owner == p && c->turn < g->turn; }

static int island_of_color(const carc_game *g, int color)
{
    const carc_map *m = carc_map_of(g);
    for (int i = 0; i < m->nislands; i++)
        if (color_index(g, m->island[i].color) == color) return i;
    return -1;
}

/* A stack a player may take from now: it has a face-up tile that fits somewhere, and while both
 * stacks of an island remain either may be chosen. */
static bool stack_takeable(const carc_game *g, const mc_state *st, int island, int s)
{
    const mc_stack *k = &st->stack[island][s];
    return k->top < k->n && carc_board_any_fit(g, k->tile[k->top]);
}

static bool can_pay_island(const carc_game *g, const mc_state *st, int p, int color)
{
    for (int i = 0; i < st->nchips; i++)
        if (st->chip[i].color == color && usable_for_island(g, &st->chip[i], p)) return true;
    return false;
}

/* Payment for a wine of one colour: [2] or [1, 1], never 1 + 2. Returns the chips to pay, or 0. */
static int find_payment(const mc_state *st, int p, int color, int nvalues, const int *values, int *out)
{
    int n = 0;
    for (int v = 0; v < nvalues; v++) {
        int found = -1;
        for (int i = 0; i < st->nchips && found < 0; i++) {
            bool taken = false;
            for (int k = 0; k < n; k++) taken |= out[k] == i;
            if (!taken && st->chip[i].owner == p && st->chip[i].color == color && st->chip[i].value == values[v]) found = i;
        }
        if (found < 0) return 0;
        out[n++] = found;
    }
    return n;
}

/* The sales the tile just placed allows: "abroad" when it lies against a printed border road or city
 * with a coat of arms (seed 003: the tile is placed adjacent to the segment abroad; its edge there
 * matches the printed feature), or "town" for the colour of the town it covers. */
static bool placed_abroad(const carc_game *g)
{
    const carc_board_tile *t = &g->tiles[g->last_placed];
    for (int d = 0; d < 4; d++)
        if (carc_map_abroad_edge(carc_map_of(g), t->x, t->y, d)) return true;
    return false;
}

/* The town square buying wine at (x, y): a town, or a start square with a wine (Nancy; only the unused
 * one can be covered). */
static const map_named *wine_buyer(const carc_map *m, int x, int y)
{
    for (int i = 0; i < m->ntowns + m->nstarts; i++) {
        const map_named *t = i < m->ntowns ? &m->town[i] : &m->start[i - m->ntowns];
        if (t->at.x == x && t->at.y == y && t->wine[0]) return t;
    }
    return NULL;
}

static int placed_town_color(const carc_game *g)
{
    const carc_board_tile *t = &g->tiles[g->last_placed];
    const map_named *town = wine_buyer(carc_map_of(g), t->x, t->y);
    return town ? color_index(g, town->wine) : -1;
}

typedef struct sale {
    int color, to_town, nchips, chip[MC_MAX_PAY];
} sale;

/* Every sale the player can make now: per colour and buyer, one per chip value that pays the price
 * exactly (the loader made sure no such payment needs more than MC_MAX_PAY chips). Values are
 * distinct, so each number of chips has at most one kind. */
static int possible_sales(carc_game *g, const mc_state *st, sale *out)
{
    const mc_data *d = data_of(g);
    int n = 0, town = placed_town_color(g);
    bool abroad = placed_abroad(g);
    for (int c = 0; c < d->ncolors; c++)
        for (int to_town = 0; to_town < 2; to_town++) {
            if (to_town ? town != c : !abroad) continue;
            for (int nch = 1; nch <= MC_MAX_PAY; nch++) /* fewest chips first: [2] before [1, 1] */
                for (int k = 0; k < d->nkinds; k++) {
                    int values[MC_MAX_PAY] = {0};
                    if (d->kind[k].value * nch != d->wine_points) continue;
                    sale s = {c, to_town, nch, {0}};
                    for (int i = 0; i < nch; i++) values[i] = d->kind[k].value;
                    if (find_payment(st, g->player, c, nch, values, s.chip)) out[n++] = s;
                }
        }
    return n;
}

/* ---- hooks ---- */

static const char *mc_pending(carc_game *g, void *vst, int stage)
{
    mc_state *st = vst;
    if (stage == CARC_STAGE_BEFORE_DRAW && st->islands && !st->source_chosen) {
        const carc_map *m = carc_map_of(g);
        for (int i = 0; i < m->nislands; i++)
            for (int s = 0; s < 2; s++)
                if (stack_takeable(g, st, i, s) && can_pay_island(g, st, g->player, st->island_color[i])) return PHASE_SOURCE;
    }
    if (stage == CARC_STAGE_AFTER_TILE && st->wine && !st->sale_done) {
        sale sales[MC_MAX_SALES];
        if (possible_sales(g, st, sales) > 0) return PHASE_SELL;
    }
    return NULL;
}

static void mc_legal(const carc_game *cg, const void *vst, carc_action_list *out)
{
    const mc_state *st = vst;
    carc_game *g = (carc_game *)cg; /* find() only compresses paths */
    if (g->phase != CARC_PH_MODULE) return;
    const char *phase = g->phase_name;
    const mc_data *d = data_of(g);
    if (phase == PHASE_SOURCE) {
        carc_action_named(carc_action_list_push(out), MC_ACT_DRAW);
        const carc_map *m = carc_map_of(g);
        for (int i = 0; i < m->nislands; i++)
            for (int s = 0; s < 2; s++)
                if (stack_takeable(g, st, i, s) && can_pay_island(g, st, g->player, st->island_color[i])) {
                    carc_action *a = carc_action_list_push(out);
                    carc_action_named(a, MC_ACT_ISLAND);
                    a->has = CARC_AF_COLOR | CARC_AF_STACK;
                    snprintf(a->color, sizeof a->color, "%s", m->island[i].color);
                    a->stack = s;
                }
    } else if (phase == PHASE_SELL) {
        carc_action_pass(carc_action_list_push(out));
        sale sales[MC_MAX_SALES];
        int n = possible_sales(g, st, sales);
        for (int i = 0; i < n; i++) {
            carc_action *a = carc_action_list_push(out);
            carc_action_named(a, MC_ACT_SELL);
            a->has = CARC_AF_COLOR | CARC_AF_TO | CARC_AF_CHIPS;
            snprintf(a->color, sizeof a->color, "%s", d->color[sales[i].color]);
            snprintf(a->to, sizeof a->to, "%s", sales[i].to_town ? MC_TO_TOWN : MC_TO_ABROAD);
            a->nchips = sales[i].nchips;
            for (int k = 0; k < a->nchips; k++) a->chips[k] = st->chip[sales[i].chip[k]].value;
        }
    }
}

static carc_event *chip_event(carc_game *g, const char *name, int player, const mc_chip *c)
{
    carc_event *e = carc_event_push(g, CARC_EV_MODULE, name);
    e->player = player;
    e->has_pos = true;
    e->x = c->x;
    e->y = c->y;
    e->value = c->value;
    snprintf(e->label, sizeof e->label, "%s", data_of(g)->color[c->color]);
    return e;
}

static int apply_island(carc_game *g, mc_state *st, const carc_action *a, carc_err *err)
{
    int color = (a->has & CARC_AF_COLOR) ? color_index(g, a->color) : -1;
    int island = color >= 0 ? island_of_color(g, color) : -1;
    if (island < 0) return carc_err_set(err, CARC_E_ILLEGAL, "\"color\" must name an island's colour");
    if (!(a->has & CARC_AF_STACK) || a->stack < 0 || a->stack > 1 || !stack_takeable(g, st, island, a->stack))
        return carc_err_set(err, CARC_E_ILLEGAL, "that island stack has no face-up tile that fits (\"stack\": 0 or 1)");
    int pay = -1; /* the player's lowest usable chip of that colour */
    for (int i = 0; i < st->nchips; i++)
        if (st->chip[i].color == color && usable_for_island(g, &st->chip[i], g->player) && (pay < 0 || st->chip[i].value < st->chip[pay].value))
            pay = i;
    if (pay < 0) return carc_err_set(err, CARC_E_ILLEGAL, "an island tile costs a chip of its colour collected before this turn");
    st->chip[pay].owner = MC_OUT;
    chip_event(g, MC_EV_PAID, g->player, &st->chip[pay]);
    mc_stack *k = &st->stack[island][a->stack];
    carc_set_current_tile(g, k->tile[k->top++]);
    st->used_island = island;
    st->used_stack = a->stack;
    st->source_chosen = true;
    carc_event *e = carc_event_push(g, CARC_EV_MODULE, MC_EV_ISLAND_TAKEN);
    e->player = g->player;
    e->tile = g->cur_tile;
    e->value = a->stack;
    snprintf(e->label, sizeof e->label, "%s", a->color);
    return CARC_OK;
}

static int apply_sell(carc_game *g, mc_state *st, const carc_action *a, carc_err *err)
{
    const mc_data *d = data_of(g);
    int color = (a->has & CARC_AF_COLOR) ? color_index(g, a->color) : -1;
    bool to_town = strcmp(a->to, MC_TO_TOWN) == 0;
    if (color < 0) return carc_err_set(err, CARC_E_ILLEGAL, "\"color\" must be purple, lightblue or orange");
    if (!to_town && strcmp(a->to, MC_TO_ABROAD) != 0)
        return carc_err_set(err, CARC_E_ILLEGAL, "\"to\" must be \"abroad\" or \"town\"");
    /* each chip checked before any sum: one value, the same for all, adding up to the price */
    bool paid = (a->has & CARC_AF_CHIPS) && a->nchips >= 1 && a->nchips <= MC_MAX_PAY;
    for (int i = 0; paid && i < a->nchips; i++) paid = a->chips[i] == a->chips[0];
    paid = paid && a->chips[0] >= 1 && a->chips[0] <= d->wine_points && a->chips[0] * a->nchips == d->wine_points;
    if (!paid) {
        return carc_err_set(err, CARC_E_ILLEGAL,
                            "a wine is paid with chips of one colour and one value worth exactly %s (e.g. [2] or [1, 1])",
                            CARC_ERR_INT(d->wine_points));
    }
    if (to_town ? placed_town_color(g) != color : !placed_abroad(g))
        return carc_err_set(err, CARC_E_ILLEGAL,
                            to_town ? CARC_N_("the tile placed must cover a town that buys this wine")
                                    : CARC_N_("the tile placed must connect to a border road or city with a coat of arms"));
    int pay[MC_MAX_PAY];
    if (!find_payment(st, g->player, color, a->nchips, a->chips, pay))
        return carc_err_set(err, CARC_E_ILLEGAL, "you do not hold those chips");
    for (int i = 0; i < a->nchips; i++) {
        st->chip[pay[i]].owner = MC_OUT;
        chip_event(g, MC_EV_SOLD, g->player, &st->chip[pay[i]]);
    }
    int pts = to_town ? d->town_points : d->abroad_points;
    const carc_board_tile *t = &g->tiles[g->last_placed];
    carc_event *e = carc_event_push(g, CARC_EV_MODULE, MC_EV_WINE_SOLD);
    e->player = g->player;
    e->has_pos = true;
    e->x = t->x;
    e->y = t->y;
    e->amount = pts;
    e->reason = to_town ? MC_TO_TOWN : MC_TO_ABROAD;
    snprintf(e->label, sizeof e->label, "%s", a->color);
    carc_score_add(g, g->player, pts, MC_CATEGORY_WINE, -1);
    st->sale_done = true;
    return CARC_OK;
}

static int mc_apply(carc_game *g, void *vst, const carc_action *a, carc_err *err)
{
    mc_state *st = vst;
    const char *phase = g->phase == CARC_PH_MODULE && g->mods[g->phase_mod] == &carc_module_mapchips ? g->phase_name : "";
    bool other = a->kind == CARC_ACT_OTHER;
    bool draw = other && strcmp(a->act, MC_ACT_DRAW) == 0, island = other && strcmp(a->act, MC_ACT_ISLAND) == 0;
    bool sell = other && strcmp(a->act, MC_ACT_SELL) == 0;
    if (phase == PHASE_SOURCE) {
        if (draw) {
            st->source_chosen = true;
            return CARC_OK;
        }
        return island ? apply_island(g, st, a, err) : CARC_NOT_MINE;
    }
    if (phase == PHASE_SELL) {
        if (a->kind == CARC_ACT_PASS) {
            st->sale_done = true;
            return CARC_OK;
        }
        return sell ? apply_sell(g, st, a, err) : CARC_NOT_MINE;
    }
    if (draw || island)
        return carc_err_set(err, CARC_E_PHASE, "the tile's source is chosen at the start of a turn, by a player holding a chip");
    if (sell) return carc_err_set(err, CARC_E_PHASE, "wine is sold right after placing a tile that allows a sale, once a turn");
    return CARC_NOT_MINE;
}

static void mc_tile_placed(carc_game *g, void *vst, int bi)
{
    mc_state *st = vst;
    const carc_board_tile *t = &g->tiles[bi];
    for (int i = 0; i < st->nchips; i++) {
        mc_chip *c = &st->chip[i];
        if (c->owner != MC_ON_MAP || c->x != t->x || c->y != t->y) continue;
        c->owner = (int8_t)g->player;
        c->shown = true;
        c->turn = (int16_t)g->turn;
        chip_event(g, MC_EV_COLLECTED, g->player, c);
        carc_score_add(g, g->player, c->value, MC_CATEGORY_CHIP, -1);
    }
}

static void mc_turn_end(carc_game *g, void *vst)
{
    mc_state *st = vst;
    if (st->used_island >= 0) {
        const mc_stack *k = &st->stack[st->used_island][st->used_stack];
        carc_event *e = carc_event_push(g, CARC_EV_MODULE, MC_EV_ISLAND_REVEALED);
        e->tile = k->top < k->n ? k->tile[k->top] : -1;
        e->value = st->used_stack;
        snprintf(e->label, sizeof e->label, "%s", carc_map_of(g)->island[st->used_island].color);
    }
    st->used_island = st->used_stack = -1;
    st->source_chosen = st->sale_done = false;
}

/* ---- hidden information ---- */

/* The stack taken from this turn: its next tile is turned face up only at the end of the turn. */
static bool top_hidden(const mc_state *st, int island, int stack) { return st->used_island == island && st->used_stack == stack; }

/* What no one has seen: the faces of chips still face down on the map or left out unseen, and the
 * island tiles under the face-up ones, which came from the same supply as the face-down stack. */
static void mc_determinize(carc_game *g, void *vst, int viewer, uint64_t rng[4])
{
    (void)viewer; /* the same for every player */
    mc_state *st = vst;
    int face[MC_MAX_CHIPS], slot[MC_MAX_CHIPS], n = 0;
    for (int i = 0; i < st->nchips; i++)
        if (!st->chip[i].shown && (st->chip[i].owner == MC_ON_MAP || st->chip[i].owner == MC_OUT)) {
            slot[n] = i;
            face[n++] = st->chip[i].color << 8 | st->chip[i].value;
        }
    carc_shuffle_unseen(face, n, rng);
    for (int k = 0; k < n; k++) {
        st->chip[slot[k]].color = (uint8_t)(face[k] >> 8);
        st->chip[slot[k]].value = (uint8_t)(face[k] & 0xff);
    }
    if (!st->islands) return;
    int pool[CARC_MAX_TILES + MAP_MAX_ISLANDS * 2 * MC_STACK_MAX], np = 0, nface_down;
    int *face_down = carc_stack_unseen(g, &nface_down);
    for (int i = 0; i < nface_down; i++) pool[np++] = face_down[i];
    for (int i = 0; i < MAP_MAX_ISLANDS; i++)
        for (int s = 0; s < 2; s++) {
            const mc_stack *k = &st->stack[i][s];
            int first = k->top + !top_hidden(st, i, s); /* the face-up tile is seen */
            for (int t = first; t < k->n; t++) pool[np++] = k->tile[t];
        }
    carc_shuffle_unseen(pool, np, rng);
    np = 0;
    for (int i = 0; i < nface_down; i++) face_down[i] = pool[np++];
    for (int i = 0; i < MAP_MAX_ISLANDS; i++)
        for (int s = 0; s < 2; s++) {
            mc_stack *k = &st->stack[i][s];
            int first = k->top + !top_hidden(st, i, s);
            for (int t = first; t < k->n; t++) k->tile[t] = (int16_t)pool[np++];
        }
}

/* The island stacks' tiles not yet taken: the face-up one and those under it. */
static int mc_tiles_held(const carc_game *g, const void *vst, int *types, int max)
{
    (void)g;
    const mc_state *st = vst;
    int n = 0;
    for (int i = 0; i < MAP_MAX_ISLANDS; i++)
        for (int s = 0; s < 2; s++)
            for (int t = st->stack[i][s].top; t < st->stack[i][s].n && n < max; t++) types[n++] = st->stack[i][s].tile[t];
    return n;
}

/* ---- saving and describing ---- */

/* Chips still on the map lie face down; island stacks show only their top tile, and not even that on
 * the stack taken from this turn: its next tile is turned face up at the end of the turn (RULES.md 4),
 * as determinize and describe also have it. */
static void mc_mask_view(const carc_game *g, const void *vst, int viewer, cJSON *game, const int *actors)
{
    (void)g, (void)viewer, (void)actors;
    const mc_state *st = vst;
    cJSON *setup = cJSON_GetObjectItemCaseSensitive(game, "setup");
    int i = 0;
    cJSON *c;
    cJSON_ArrayForEach(c, cJSON_GetObjectItemCaseSensitive(setup, "chips")) {
        while (i < st->nchips && st->chip[i].owner == MC_OUT && st->chip[i].turn == 0 && !(st->chip[i].x || st->chip[i].y)) i++;
        if (i < st->nchips && st->chip[i].owner == MC_ON_MAP) {
            cJSON_ReplaceItemInObjectCaseSensitive(c, "color", cJSON_CreateString("?"));
            cJSON_ReplaceItemInObjectCaseSensitive(c, "value", cJSON_CreateString("?"));
        }
        i++;
    }
    if (!st->islands) return;
    const carc_map *m = carc_map_of(g);
    cJSON *isl = cJSON_GetObjectItemCaseSensitive(setup, "islands");
    for (int k = 0; k < m->nislands; k++) {
        cJSON *stacks = cJSON_GetObjectItemCaseSensitive(isl, m->island[k].color);
        for (int s = 0; s < 2; s++) {
            cJSON *ids = cJSON_GetArrayItem(stacks, s);
            for (int t = st->stack[k][s].top + !top_hidden(st, k, s); t < cJSON_GetArraySize(ids); t++)
                cJSON_ReplaceItemInArray(ids, t, cJSON_CreateString("?"));
        }
    }
}

static void mc_save_setup(const carc_game *g, const void *vst, cJSON *setup)
{
    const mc_state *st = vst;
    const mc_data *d = data_of(g);
    cJSON_DeleteItemFromObject(setup, "chips");
    cJSON *chips = cJSON_AddArrayToObject(setup, "chips");
    for (int i = 0; i < st->nchips; i++) {
        const mc_chip *c = &st->chip[i];
        if (c->owner == MC_OUT && c->turn == 0 && !(c->x || c->y)) continue; /* never on the map */
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "x", c->x);
        cJSON_AddNumberToObject(o, "y", c->y);
        cJSON_AddStringToObject(o, "color", d->color[c->color]);
        cJSON_AddNumberToObject(o, "value", c->value);
        cJSON_AddItemToArray(chips, o);
    }
    if (!st->islands) return;
    const carc_map *m = carc_map_of(g);
    cJSON_DeleteItemFromObject(setup, "islands");
    cJSON *isl = cJSON_AddObjectToObject(setup, "islands");
    for (int i = 0; i < m->nislands; i++) {
        cJSON *stacks = cJSON_AddArrayToObject(isl, m->island[i].color);
        for (int s = 0; s < 2; s++) {
            cJSON *ids = cJSON_CreateArray();
            for (int k = 0; k < st->stack[i][s].n; k++)
                cJSON_AddItemToArray(ids, cJSON_CreateString(carc_rules_tile_id(g->rules, st->stack[i][s].tile[k])));
            cJSON_AddItemToArray(stacks, ids);
        }
    }
}

static cJSON *mc_describe(const carc_game *g, const void *vst)
{
    const mc_state *st = vst;
    const mc_data *d = data_of(g);
    cJSON *j = cJSON_CreateObject();
    cJSON_AddBoolToObject(j, "islands_in_play", st->islands);
    cJSON_AddBoolToObject(j, "wine_in_play", st->wine);
    cJSON *on_map = cJSON_AddArrayToObject(j, "on_map"); /* face down: where, not what */
    cJSON *trays = cJSON_AddArrayToObject(j, "trays");
    int out = 0;
    for (int i = 0; i < st->nchips; i++) {
        const mc_chip *c = &st->chip[i];
        if (c->owner == MC_ON_MAP) {
            cJSON *o = cJSON_CreateObject();
            cJSON_AddNumberToObject(o, "x", c->x);
            cJSON_AddNumberToObject(o, "y", c->y);
            cJSON_AddItemToArray(on_map, o);
        }
        out += c->owner == MC_OUT;
    }
    for (int p = 0; p < g->nplayers; p++) {
        cJSON *tray = cJSON_CreateArray();
        for (int i = 0; i < st->nchips; i++) {
            const mc_chip *c = &st->chip[i];
            if (c->owner != p) continue;
            cJSON *o = cJSON_CreateObject();
            cJSON_AddStringToObject(o, "color", d->color[c->color]);
            cJSON_AddNumberToObject(o, "value", c->value);
            cJSON_AddBoolToObject(o, "usable_for_island", c->turn < g->turn);
            cJSON_AddItemToArray(tray, o);
        }
        cJSON_AddItemToArray(trays, tray);
    }
    cJSON_AddNumberToObject(j, "out_of_game", out);
    cJSON *colors = cJSON_AddArrayToObject(j, "colors"); /* the set's colours, as its data lists them */
    for (int c = 0; c < d->ncolors; c++)
        cJSON_AddItemToArray(colors, cJSON_CreateString(d->color[c]));
    cJSON_AddNumberToObject(j, "wine_points", d->wine_points); /* what chips of one colour a wine takes */
    cJSON *sale = cJSON_AddObjectToObject(j, "sale"); /* what a wine fetches */
    cJSON_AddNumberToObject(sale, "abroad", d->abroad_points);
    cJSON_AddNumberToObject(sale, "town", d->town_points);
    cJSON_AddNumberToObject(j, "total", st->nchips);
    if (st->islands) {
        const carc_map *m = carc_map_of(g);
        cJSON *isl = cJSON_AddArrayToObject(j, "island_stacks");
        for (int i = 0; i < m->nislands; i++)
            for (int s = 0; s < 2; s++) {
                const mc_stack *k = &st->stack[i][s];
                cJSON *o = cJSON_CreateObject();
                cJSON_AddStringToObject(o, "color", m->island[i].color);
                cJSON_AddNumberToObject(o, "stack", s);
                cJSON_AddNumberToObject(o, "x", m->island[i].square[s].x);
                cJSON_AddNumberToObject(o, "y", m->island[i].square[s].y);
                cJSON_AddNumberToObject(o, "left", k->n - k->top);
                if (k->top < k->n && !top_hidden(st, i, s)) cJSON_AddStringToObject(o, "top", carc_rules_tile_id(g->rules, k->tile[k->top]));
                cJSON_AddItemToArray(isl, o);
            }
    }
    return j;
}

static const carc_action_spec mapchips_actions[] = {
    {MC_ACT_DRAW, 0, 0},
    {MC_ACT_ISLAND, CARC_AF_COLOR | CARC_AF_STACK, 0},
    {MC_ACT_SELL, CARC_AF_COLOR | CARC_AF_TO | CARC_AF_CHIPS, 0},
    {NULL, 0, 0},
};

const carc_module carc_module_mapchips = {
    .name = MC_MODULE,
    .title = CARC_N_("Map-Chips"),
    .optional = true,
    .requires = "maps",
    .state_size = sizeof(mc_state),
    .load_data = mc_load,
    .free_data = free,
    .setup = mc_setup,
    .pending_phase = mc_pending,
    .legal_actions = mc_legal,
    .apply = mc_apply,
    .actions = mapchips_actions,
    .on_tile_placed = mc_tile_placed,
    .on_turn_end = mc_turn_end,
    .determinize = mc_determinize,
    .tiles_held = mc_tiles_held,
    .save_setup = mc_save_setup,
    .describe = mc_describe,
    .mask_view = mc_mask_view,
};
