/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Map-Chips' island stacks (Benelux): dealt at setup, offered at the start of a turn to a player holding
 * a chip of the island's colour, the face-up tile taken for that chip instead of a draw and the next one
 * turned up at the end of the turn; what no one has seen of them hidden, saved and described. */
#include <stdio.h>
#include <string.h>

#include "mc_internal.h"

static bool usable_for_island(const carc_game *g, const mc_chip *c, int p)
{
    return c->owner == p && c->turn < g->turn;
}

static int island_of_color(const carc_game *g, int color)
{
    const carc_map *m = carc_map_of(g);
    for (int i = 0; i < m->nislands; i++)
        if (mc_color_index(g, m->island[i].color) == color)
            return i;
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
        if (st->chip[i].color == color && usable_for_island(g, &st->chip[i], p))
            return true;
    return false;
}

/* The current player may take from this stack now: its top fits and they hold a chip to pay with. */
static bool stack_offered(const carc_game *g, const mc_state *st, int island, int s)
{
    return stack_takeable(g, st, island, s) && can_pay_island(g, st, g->player, st->island_color[island]);
}

bool mc_islands_deal(carc_game *g, mc_state *st, const carc_map *m, const cJSON *given, carc_err *err)
{
    const mc_data *d = mc_data_of(g);
    for (int i = 0; i < m->nislands; i++)
        st->island_color[i] = mc_color_index(g, m->island[i].color);
    if (given && !cJSON_IsObject(given))
        return !carc_err_set(err, CARC_E_SETUP, "setup.islands must map colours to two lists of tile ids");
    const cJSON *key;
    cJSON_ArrayForEach(key, given)
    { /* a misspelt colour would leave its island empty unnoticed */
        bool found = false;
        for (int i = 0; i < m->nislands; i++)
            found |= strcmp(key->string, m->island[i].color) == 0;
        if (!found)
            return !carc_err_set(err, CARC_E_SETUP, "setup.islands: \"%s\" is not the colour of an island of the map", key->string);
    }
    for (int i = 0; i < m->nislands; i++)
        for (int s = 0; s < d->stacks; s++) {
            mc_stack *stk = &st->stack[i][s];
            if (given) {
                const cJSON *lists = cJSON_GetObjectItemCaseSensitive(given, m->island[i].color), *id;
                const cJSON *ids = cJSON_GetArrayItem(lists, s);
                if (!lists)
                    continue; /* an island left empty */
                if (!cJSON_IsArray(ids) || cJSON_GetArraySize(ids) > MC_STACK_MAX)
                    return !carc_err_set(err, CARC_E_SETUP, "setup.islands.%s must hold two lists of tile ids", m->island[i].color);
                cJSON_ArrayForEach(id, ids)
                {
                    int t = cJSON_IsString(id) ? carc_rules_tile_find(g->rules, id->valuestring) : -1;
                    if (t < 0)
                        return !carc_err_set(err, CARC_E_SETUP, "setup.islands.%s: unknown tile id", m->island[i].color);
                    stk->tile[stk->n++] = (int16_t)t;
                }
            } else {
                for (int k = 0; k < d->stack_tiles && carc_stack_left(g) > 0; k++) /* dealt from the supply at random */
                    stk->tile[stk->n++] = (int16_t)carc_stack_take(g, carc_rng_below(g->rng, carc_stack_left(g)));
            }
        }
    return true;
}

bool mc_islands_offered(const carc_game *g, const mc_state *st)
{
    const carc_map *m = carc_map_of(g);
    for (int i = 0; i < m->nislands; i++)
        for (int s = 0; s < 2; s++)
            if (stack_offered(g, st, i, s))
                return true;
    return false;
}

void mc_islands_legal(const carc_game *g, const mc_state *st, carc_action_list *out)
{
    const carc_map *m = carc_map_of(g);
    for (int i = 0; i < m->nislands; i++)
        for (int s = 0; s < 2; s++)
            if (stack_offered(g, st, i, s)) {
                carc_action *a = carc_action_list_push(out);
                carc_action_named(a, MC_ACT_ISLAND);
                carc_action_set_label(a, MC_F_COLOR, m->island[i].color);
                carc_action_set_number(a, MC_F_STACK, s);
            }
}

int mc_islands_apply(carc_game *g, mc_state *st, const carc_action *a, carc_err *err)
{
    const char *name = carc_action_label(a, MC_F_COLOR);
    int color = name ? mc_color_index(g, name) : -1, stack = -1;
    int island = color >= 0 ? island_of_color(g, color) : -1;
    if (island < 0)
        return carc_err_set(err, CARC_E_ILLEGAL, "\"color\" must name an island's colour");
    if (!carc_action_number(a, MC_F_STACK, &stack) || stack < 0 || stack > 1 || !stack_takeable(g, st, island, stack))
        return carc_err_set(err, CARC_E_ILLEGAL, "that island stack has no face-up tile that fits (\"stack\": 0 or 1)");
    int pay = -1; /* the player's lowest usable chip of that colour */
    for (int i = 0; i < st->nchips; i++)
        if (st->chip[i].color == color && usable_for_island(g, &st->chip[i], g->player) &&
            (pay < 0 || st->chip[i].value < st->chip[pay].value))
            pay = i;
    if (pay < 0)
        return carc_err_set(err, CARC_E_ILLEGAL, "an island tile costs a chip of its colour collected before this turn");
    st->chip[pay].owner = MC_OUT;
    mc_chip_event(g, MC_EV_PAID, g->player, &st->chip[pay]);
    mc_stack *k = &st->stack[island][stack];
    carc_set_current_tile(g, k->tile[k->top++]);
    st->used_island = island;
    st->used_stack = stack;
    st->source_chosen = true;
    carc_event *e = carc_event_push(g, CARC_EV_MODULE, MC_EV_ISLAND_TAKEN);
    e->player = g->player;
    e->tile = g->cur_tile;
    e->value = stack;
    snprintf(e->label, sizeof e->label, "%s", name);
    return CARC_OK;
}

void mc_islands_turn_end(carc_game *g, const mc_state *st)
{
    if (st->used_island < 0)
        return;
    const mc_stack *k = &st->stack[st->used_island][st->used_stack];
    carc_event *e = carc_event_push(g, CARC_EV_MODULE, MC_EV_ISLAND_REVEALED);
    e->tile = k->top < k->n ? k->tile[k->top] : -1;
    e->value = st->used_stack;
    snprintf(e->label, sizeof e->label, "%s", carc_map_of(g)->island[st->used_island].color);
}

/* The stack taken from this turn: its next tile is turned face up only at the end of the turn. */
static bool top_hidden(const mc_state *st, int island, int stack)
{
    return st->used_island == island && st->used_stack == stack;
}

/* The island tiles under the face-up ones came from the same supply as the face-down stack: they are
 * shuffled with it. */
void mc_islands_determinize(carc_game *g, mc_state *st, uint64_t rng[4])
{
    int pool[CARC_MAX_TILES + MAP_MAX_ISLANDS * 2 * MC_STACK_MAX], np = 0, nface_down;
    int *face_down = carc_stack_unseen(g, &nface_down);
    for (int i = 0; i < nface_down; i++)
        pool[np++] = face_down[i];
    for (int i = 0; i < MAP_MAX_ISLANDS; i++)
        for (int s = 0; s < 2; s++) {
            const mc_stack *k = &st->stack[i][s];
            int first = k->top + !top_hidden(st, i, s); /* the face-up tile is seen */
            for (int t = first; t < k->n; t++)
                pool[np++] = k->tile[t];
        }
    carc_shuffle_unseen(pool, np, rng);
    np = 0;
    for (int i = 0; i < nface_down; i++)
        face_down[i] = pool[np++];
    for (int i = 0; i < MAP_MAX_ISLANDS; i++)
        for (int s = 0; s < 2; s++) {
            mc_stack *k = &st->stack[i][s];
            int first = k->top + !top_hidden(st, i, s);
            for (int t = first; t < k->n; t++)
                k->tile[t] = (int16_t)pool[np++];
        }
}

/* The island stacks' tiles not yet taken: the face-up one and those under it. */
int mc_islands_held(const carc_game *g, const void *vst, int *types, int max)
{
    (void)g;
    const mc_state *st = vst;
    int n = 0;
    for (int i = 0; i < MAP_MAX_ISLANDS; i++)
        for (int s = 0; s < 2; s++)
            for (int t = st->stack[i][s].top; t < st->stack[i][s].n && n < max; t++)
                types[n++] = st->stack[i][s].tile[t];
    return n;
}

/* Island stacks show only their top tile, and not even that on the stack taken from this turn. */
void mc_islands_mask(const carc_game *g, const mc_state *st, cJSON *setup)
{
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

/* Each hidden island tile ("?") one the seat has not seen; the tiles it has seen there leave the unseen. */
bool mc_islands_unmask(const carc_game *probe, cJSON *setup, int *unseen, carc_err *err)
{
    cJSON *stacks, *id;
    for (int pass = 0; pass < 2; pass++) /* the tiles seen first, so that none is dealt twice */
        cJSON_ArrayForEach(stacks, cJSON_GetObjectItemCaseSensitive(
                                       setup, "islands")) for (int s = 0; s < cJSON_GetArraySize(stacks);
                                                               s++) for (int k = 0; k < cJSON_GetArraySize(cJSON_GetArrayItem(stacks, s));
                                                                         k++)
        {
            id = cJSON_GetArrayItem(cJSON_GetArrayItem(stacks, s), k);
            bool hidden = cJSON_IsString(id) && strcmp(id->valuestring, "?") == 0;
            int t = hidden || !cJSON_IsString(id) ? -1 : carc_rules_tile_find(probe->rules, id->valuestring);
            if (pass == 0 && !hidden && t < 0)
                return !carc_err_set(err, CARC_E_SETUP, "setup.islands.%s: unknown tile id", stacks->string ? stacks->string : "?");
            if (pass == 0 && !hidden)
                unseen[t]--; /* may go below 0: see carc_game_from_view */
            for (t = 0; pass == 1 && hidden && t < probe->rules->ntypes; t++)
                if (unseen[t] > 0) {
                    unseen[t]--;
                    cJSON_ReplaceItemInArray(cJSON_GetArrayItem(stacks, s), k, cJSON_CreateString(carc_rules_tile_id(probe->rules, t)));
                    break;
                }
            if (pass == 1 && hidden && t == probe->rules->ntypes)
                return !carc_err_set(err, CARC_E_SETUP, "setup.islands.%s: more hidden tiles than the supply holds",
                                     stacks->string ? stacks->string : "?");
        }
    return true;
}

void mc_islands_save(const carc_game *g, const mc_state *st, cJSON *setup)
{
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

void mc_islands_view(const carc_game *g, const mc_state *st, mc_view *out)
{
    const carc_map *m = carc_map_of(g);
    for (int i = 0; i < m->nislands; i++)
        for (int s = 0; s < 2 && out->nstacks < MC_MAX_STACKS; s++) {
            const mc_stack *k = &st->stack[i][s];
            out->stack[out->nstacks].color = st->island_color[i];
            out->stack[out->nstacks].stack = s;
            out->stack[out->nstacks].x = m->island[i].square[s].x;
            out->stack[out->nstacks].y = m->island[i].square[s].y;
            out->stack[out->nstacks].left = k->n - k->top;
            out->stack[out->nstacks].top = k->top < k->n && !top_hidden(st, i, s) ? k->tile[k->top] : -1;
            out->nstacks++;
        }
}
