/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The results' statistics (gui_stats.h). */
#include "gui_shell.h"
#include "gui_stats.h"
#include "gui_game_draw.h"
#include "gui_exts.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

static struct {
    unsigned version;
    const carc_game *g;
    gui_stats s;
} cache;

/* How many tiles the feature spans on the board. */
static int feature_tiles(const carc_game *g, int feature)
{
    const carc_rules *R = carc_game_rules(g);
    int n = 0;
    for (int i = 0; i < carc_game_board_count(g); i++) {
        int type = carc_game_board_tile(g, i).type;
        for (int s = 0; s < carc_tile_segment_count(R, type); s++)
            if (carc_game_feature_of(g, i, s) == feature) {
                n++;
                break;
            }
    }
    return n;
}

/* The largest feature of a kind (a points reason) that scored for each player. */
static void largest(gui_stats *st, const carc_game *g, const carc_event *ev, int nev, const char *reason, const char *title)
{
    if (st->n >= GUI_STATS_MAX)
        return;
    int *v = st->value[st->n];
    st->title[st->n++] = title;
    for (int i = 0; i < nev; i++)
        if (ev[i].type == CARC_EV_POINTS && ev[i].reason && strcmp(ev[i].reason, reason) == 0 && ev[i].feature >= 0 && ev[i].player >= 0 &&
            ev[i].player < CARC_MAX_PLAYERS)
            v[ev[i].player] = SDL_max(v[ev[i].player], feature_tiles(g, ev[i].feature));
}

static void count(gui_stats *st, const gui_stat_spec *spec, const carc_game *g, const carc_event *ev, int nev)
{
    for (; spec && spec->title && st->n < GUI_STATS_MAX; spec++) {
        if (spec->when && !spec->when(g))
            continue;
        int *v = st->value[st->n];
        st->title[st->n++] = spec->title;
        for (int i = 0; i < nev; i++)
            if (ev[i].name && strcmp(ev[i].name, spec->event) == 0 &&
                (!spec->reason || (ev[i].reason && strcmp(ev[i].reason, spec->reason) == 0)) && ev[i].player >= 0 &&
                ev[i].player < CARC_MAX_PLAYERS)
                v[ev[i].player]++;
    }
}

/* Each kind of figure placed: the meeples, then a column for each other kind (its event names it). */
static void figures(gui_stats *st, const carc_game *g, const carc_event *ev, int nev)
{
    for (int k = 0; k < carc_game_figure_kinds(g) && st->n < GUI_STATS_MAX; k++) {
        int *v = st->value[st->n];
        /* TRANSLATORS: a column of the results' statistics (about 90 px, may take two lines) */
        st->title[st->n] = N_("Meeples placed");
        st->figure[st->n++] = k ? carc_game_figure_title(g, k) : NULL;
        for (int i = 0; i < nev; i++)
            if (ev[i].type == CARC_EV_MEEPLE_PLACED && carc_game_figure_find(g, ev[i].figure) == k && ev[i].player >= 0 &&
                ev[i].player < CARC_MAX_PLAYERS)
                v[ev[i].player]++;
    }
}

const char *gui_stats_title(const gui_stats *st, int c, char *out, size_t cap)
{
    char title[64];
    if (st->figure
            [c]) /* TRANSLATORS: a column of the results' statistics (about 90 px, may take two lines): %s is the title of a kind of figure other than the meeple, capitalised */
        snprintf(out, cap, _("%s placed"), gui_capitalised(_(st->figure[c]), title, sizeof title));
    else
        snprintf(out, cap, "%s", _(st->title[c]));
    return out;
}

const gui_stats *gui_stats_of(gui_app *a)
{
    gui_game *G = &a->game;
    if (cache.version == G->version && cache.g == G->g)
        return &cache.s;
    cache.version = G->version;
    cache.g = G->g;
    memset(&cache.s, 0, sizeof cache.s);
    /* the whole game again from its saved form: its events from the first action */
    cJSON *j = carc_game_save_json(G->g);
    char *text = j ? cJSON_PrintUnformatted(j) : NULL;
    cJSON_Delete(j);
    carc_replay r;
    memset(&r, 0, sizeof r);
    if (text && carc_replay_text(a->rules, text, "statistics", &r) && r.failed_action < 0) {
        int nev;
        const carc_event *ev = carc_game_events(r.game, &nev);
        /* TRANSLATORS: columns of the results' statistics (about 80 px, may take two lines): sizes in tiles */
        largest(&cache.s, r.game, ev, nev, "city", N_("Biggest city"));
        largest(&cache.s, r.game, ev, nev, "road", N_("Longest road"));
        figures(&cache.s, r.game, ev, nev);
        for (int k = 0; k < gui_ext_count; k++)
            if (gui_exts[k]->module && carc_game_module_enabled(r.game, gui_exts[k]->module))
                count(&cache.s, gui_exts[k]->stats, r.game, ev, nev);
    }
    if (r.game)
        carc_game_free(r.game);
    free(text);
    return &cache.s;
}
