/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Map-Chips' wine (France): right after a tile that covers a town buying a colour of wine, or lies
 * against a printed border road or city with a coat of arms, chips of one colour worth the price sell as
 * a wine, once a turn. */
#include <stdio.h>
#include <string.h>

#include "mc_internal.h"

/* Payment for a wine of one colour: [2] or [1, 1], never 1 + 2. Returns the chips to pay, or 0. */
static int find_payment(const mc_state *st, int p, int color, int nvalues, const int *values, int *out)
{
    int n = 0;
    for (int v = 0; v < nvalues; v++) {
        int found = -1;
        for (int i = 0; i < st->nchips && found < 0; i++) {
            bool taken = false;
            for (int k = 0; k < n; k++)
                taken |= out[k] == i;
            if (!taken && st->chip[i].owner == p && st->chip[i].color == color && st->chip[i].value == values[v])
                found = i;
        }
        if (found < 0)
            return 0;
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
        if (carc_map_abroad_edge(carc_map_of(g), t->x, t->y, d))
            return true;
    return false;
}

/* The i-th named square that may buy wine: the towns, then the start squares (Nancy buys one; only an
 * unused start square can be covered), or NULL past the last. */
static const map_named *named_square(const carc_map *m, int i)
{
    return i < m->ntowns ? &m->town[i] : i < m->ntowns + m->nstarts ? &m->start[i - m->ntowns] : NULL;
}

/* The square buying wine at (x, y), or NULL. */
static const map_named *wine_buyer(const carc_map *m, int x, int y)
{
    const map_named *t;
    for (int i = 0; (t = named_square(m, i)); i++)
        if (t->at.x == x && t->at.y == y && t->wine[0])
            return t;
    return NULL;
}

static int placed_town_color(const carc_game *g)
{
    const carc_board_tile *t = &g->tiles[g->last_placed];
    const map_named *town = wine_buyer(carc_map_of(g), t->x, t->y);
    return town ? mc_color_index(g, town->wine) : -1;
}

typedef struct sale {
    int color, to_town, nchips, chip[MC_MAX_PAY];
} sale;

/* Every sale the player can make now: per colour and buyer, one per chip value that pays the price
 * exactly (the loader made sure no such payment needs more than MC_MAX_PAY chips). Values are
 * distinct, so each number of chips has at most one kind. */
static int possible_sales(carc_game *g, const mc_state *st, sale *out)
{
    const mc_data *d = mc_data_of(g);
    int n = 0, town = placed_town_color(g);
    bool abroad = placed_abroad(g);
    for (int c = 0; c < d->ncolors; c++)
        for (int to_town = 0; to_town < 2; to_town++) {
            if (to_town ? town != c : !abroad)
                continue;
            for (int nch = 1; nch <= MC_MAX_PAY; nch++) /* fewest chips first: [2] before [1, 1] */
                for (int k = 0; k < d->nkinds; k++) {
                    int values[MC_MAX_PAY] = {0};
                    if (d->kind[k].value * nch != d->wine_points)
                        continue;
                    sale s = {c, to_town, nch, {0}};
                    for (int i = 0; i < nch; i++)
                        values[i] = d->kind[k].value;
                    if (find_payment(st, g->player, c, nch, values, s.chip))
                        out[n++] = s;
                }
        }
    return n;
}

bool mc_wine_offered(carc_game *g, const mc_state *st)
{
    sale sales[MC_MAX_SALES];
    return possible_sales(g, st, sales) > 0;
}

void mc_wine_legal(carc_game *g, const mc_state *st, carc_action_list *out)
{
    const mc_data *d = mc_data_of(g);
    sale sales[MC_MAX_SALES];
    int n = possible_sales(g, st, sales);
    for (int i = 0; i < n; i++) {
        carc_action *a = carc_action_list_push(out);
        carc_action_named(a, MC_ACT_SELL);
        int values[MC_MAX_PAY];
        for (int k = 0; k < sales[i].nchips; k++)
            values[k] = st->chip[sales[i].chip[k]].value;
        carc_action_set_label(a, MC_F_COLOR, d->color[sales[i].color]);
        carc_action_set_label(a, MC_F_TO, sales[i].to_town ? MC_TO_TOWN : MC_TO_ABROAD);
        carc_action_set_numbers(a, MC_F_CHIPS, values, sales[i].nchips);
    }
}

int mc_wine_apply(carc_game *g, mc_state *st, const carc_action *a, carc_err *err)
{
    const mc_data *d = mc_data_of(g);
    const char *name = carc_action_label(a, MC_F_COLOR), *to = carc_action_label(a, MC_F_TO);
    int color = name ? mc_color_index(g, name) : -1, chips[CARC_FIELD_VALUES];
    bool to_town = to && strcmp(to, MC_TO_TOWN) == 0;
    if (color < 0)
        return carc_err_set(err, CARC_E_ILLEGAL, "\"color\" must be purple, lightblue or orange");
    if (!to_town && (!to || strcmp(to, MC_TO_ABROAD) != 0))
        return carc_err_set(err, CARC_E_ILLEGAL, "\"to\" must be \"abroad\" or \"town\"");
    /* each chip checked before any sum: one value, the same for all, adding up to the price */
    int nchips = carc_action_numbers(a, MC_F_CHIPS, chips, CARC_FIELD_VALUES);
    bool paid = nchips >= 1 && nchips <= MC_MAX_PAY;
    for (int i = 0; paid && i < nchips; i++)
        paid = chips[i] == chips[0];
    paid = paid && chips[0] >= 1 && chips[0] <= d->wine_points && chips[0] * nchips == d->wine_points;
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
    if (!find_payment(st, g->player, color, nchips, chips, pay))
        return carc_err_set(err, CARC_E_ILLEGAL, "you do not hold those chips");
    for (int i = 0; i < nchips; i++) {
        st->chip[pay[i]].owner = MC_OUT;
        mc_chip_event(g, MC_EV_SOLD, g->player, &st->chip[pay[i]]);
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
    snprintf(e->label, sizeof e->label, "%s", name);
    carc_score_add(g, g->player, pts, MC_CATEGORY_WINE, -1);
    st->sale_done = true;
    return CARC_OK;
}

/* Whether a square buying this colour is still free to be covered. */
static bool buyer_left(const carc_game *g, int color)
{
    const map_named *t;
    for (int i = 0; (t = named_square(carc_map_of(g), i)); i++)
        if (t->wine[0] && mc_color_index(g, t->wine) == color && carc_board_at(g, t->at.x, t->at.y) < 0)
            return true;
    return false;
}

/* The outlook hook's term for France: a wine held (chips of one colour worth the price: a 2, or two 1s;
 * an unpaired 1 counts half) may still sell, at most one a turn. A quarter of a player's turns left are
 * counted as offering a sale, up to the wines held, the dearest first: chips left unsold score nothing at
 * the end (seed 003). A wine sells abroad at least; while a town buying its colour is still free it may
 * fetch the town's price, taken as one chance in four (a town is one square the seat must cover while
 * holding that colour, and a rival may cover it first), so the one that can only go abroad is the one
 * to sell abroad and a town buying now still beats keeping it (hand-set guesses; the fitted weight of
 * the modules' terms scales them). */
void mc_wine_outlook(carc_game *g, const void *vst, const carc_open_feature *open, int nopen, double *gain)
{
    (void)open;
    (void)nopen;
    const mc_state *st = vst;
    if (!st->wine)
        return;
    const mc_data *d = mc_data_of(g);
    double sales = 0.25 * carc_game_tiles_to_come(g) / g->nplayers, worth[MC_MAX_COLORS];
    for (int c = 0; c < d->ncolors; c++)
        worth[c] = d->abroad_points + (buyer_left(g, c) ? 0.25 * (d->town_points - d->abroad_points) : 0);
    for (int p = 0; p < g->nplayers; p++) {
        double wines[MC_MAX_COLORS] = {0};
        for (int c = 0; c < d->ncolors; c++) {
            int whole = 0, halves = 0;
            for (int i = 0; i < st->nchips; i++) {
                const mc_chip *ch = &st->chip[i];
                if (ch->owner != p || ch->color != c)
                    continue;
                whole += ch->value == d->wine_points;
                halves += 2 * ch->value == d->wine_points;
            }
            wines[c] = whole + halves / 2 + 0.5 * (halves % 2);
        }
        for (double left = sales; left > 0;) { /* the dearest wines take the sales there are */
            int best = -1;
            for (int c = 0; c < d->ncolors; c++)
                if (wines[c] > 0 && (best < 0 || worth[c] > worth[best]))
                    best = c;
            if (best < 0)
                break;
            double n = wines[best] < left ? wines[best] : left;
            gain[p] += worth[best] * n;
            left -= n;
            wines[best] = 0;
        }
    }
}
