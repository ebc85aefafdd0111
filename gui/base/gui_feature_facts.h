/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the feature hover says of one feature, asked of the engine (gui_feature_facts.c): pure, no SDL,
 * unit-tested. */
#ifndef GUI_FEATURE_FACTS_H
#define GUI_FEATURE_FACTS_H

#include <stdbool.h>

#include "carc.h"

#define GUI_FEATURE_NOTES 3

typedef struct gui_feature_facts {
    int feature, size; /* size: the tiles its score counts (a monastery's neighbours too) */
    bool complete;
    int meeples[CARC_MAX_PLAYERS];                                        /* each player's figures on it, as the meeples they weigh */
    int points[CARC_MAX_PLAYERS];                                         /* open: what each would score if the game ended now */
    const char *modifier;                                                 /* open: the module's rule its final scoring names, or NULL */
    int amount;                                                           /* what it scores with that rule */
    int nfig, fig_kind[GUI_FEATURE_NOTES], fig_player[GUI_FEATURE_NOTES]; /* its figures that count no meeple */
    int chance;                 /* in percent that it completes; -1: no outlook (a field, a completed one) */
    bool dead;                  /* no tile still to come fits where it needs one */
    int then[CARC_MAX_PLAYERS]; /* what completing it scores each owner (carc_open_feature.completed) */
} gui_feature_facts;

/* Everything the hover says of feature (as carc_game_feature_of gives it) in game g, all of it from this
 * feature: nothing of one asked before stays in *out. g is cloned for the outlook and the final scoring. */
void gui_feature_facts_ask(const carc_game *g, int feature, gui_feature_facts *out);

#endif
