/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Points, score categories and meeple return: the shared mechanics every scoring rule uses. */
#include <string.h>

#include "carc_internal.h"

int carc_category(carc_game *g, const char *name)
{
    for (int c = 0; c < g->ncategories; c++) /* names are static strings: the pointer usually matches */
        if (g->category[c] == name || strcmp(g->category[c], name) == 0)
            return c;
    if (g->ncategories == CARC_MAX_CATEGORIES)
        return CARC_MAX_CATEGORIES - 1;
    g->category[g->ncategories] = name;
    return g->ncategories++;
}

static carc_event *score_add(carc_game *g, int player, int amount, const char *reason, const char *modifier, int feature)
{
    if (amount == 0)
        return NULL; /* nothing scored: no event for front ends to filter */
    g->players[player].score += amount;
    g->cat_score[player][carc_category(g, reason)] += amount;
    carc_event *e = carc_event_push(g, CARC_EV_POINTS, "points");
    e->player = player;
    e->amount = amount;
    e->reason = reason;
    e->modifier = modifier;
    e->feature = feature;
    return e;
}

carc_event *carc_score_add(carc_game *g, int player, int amount, const char *reason, int feature)
{
    return score_add(g, player, amount, reason, NULL, feature);
}

carc_feature_score carc_feature_points(carc_game *g, int root, bool final)
{
    carc_feature_score s = {.root = root, .type = g->nodes[root].type, .final = final, .reason = carc_seg_type_name(g->nodes[root].type)};
    for (int i = 0; i < g->nmods; i++)
        if (g->mods[i]->feature_points)
            g->mods[i]->feature_points(g, g->mod_state[i], &s);
    return s;
}

void carc_score_feature(carc_game *g, const carc_feature_score *s)
{
    unsigned who = carc_feature_majority(g, s->root);
    for (int p = 0; p < g->nplayers; p++)
        if (who >> p & 1)
            score_add(g, p, s->points + s->bonus[p], s->reason, s->bonus[p] ? s->bonus_why : s->why, s->root);
}

void carc_meeples_return(carc_game *g, int root)
{
    if (carc_feature_figures(g, root) == 0)
        return;
    for (int p = 0; p < g->nplayers; p++) {
        carc_player *pl = &g->players[p];
        for (int i = 0; i < pl->nmeeples; i++) {
            carc_meeple *m = &pl->meeple[i];
            if (m->tile < 0 || carc_feature_find(g, carc_node_of(g, m->tile, m->seg)) != root)
                continue;
            carc_event *e = carc_event_push(g, CARC_EV_MEEPLE_RETURNED, "meeple_returned");
            e->player = p;
            e->has_pos = true;
            e->x = g->tiles[m->tile].x;
            e->y = g->tiles[m->tile].y;
            e->rot = g->tiles[m->tile].rot;
            e->at = carc_tile_segment_loc(g->rules, g->tiles[m->tile].type, e->rot, m->seg);
            e->feature = root;
            e->figure = m->kind ? g->kind[m->kind]->name : NULL;
            m->tile = -1;
            g->nodes[root].meeples[p] = (uint8_t)(g->nodes[root].meeples[p] - g->kind[m->kind]->weight);
            g->nodes[root].figures--;
        }
    }
}
