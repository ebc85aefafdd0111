/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The results' statistics: each player's biggest city and longest road (in tiles, among those that
 * scored for them), meeples placed (and each other kind of figure), then the expansions' columns (gui_ext stats). Counted over the events
 * of a replay of the whole game from its saved form, so a loaded game shows them too. */
#ifndef GUI_STATS_H
#define GUI_STATS_H

#include "gui_shell.h"

#define GUI_STATS_MAX 12

typedef struct gui_stats {
    int n;
    const char *title[GUI_STATS_MAX];  /* msgids */
    const char *figure[GUI_STATS_MAX]; /* a column of a kind of figure placed: its title (a msgid), else NULL */
    int value[GUI_STATS_MAX][CARC_MAX_PLAYERS];
} gui_stats;

/* The statistics of the game shown (worked out once per game state). */
const gui_stats *gui_stats_of(gui_app *a);
/* Column c's heading, translated ("Meeples placed", "<Title> placed" for another kind of figure). */
const char *gui_stats_title(const gui_stats *st, int c, char *out, size_t cap);

#endif
