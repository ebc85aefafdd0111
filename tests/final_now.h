/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The events final scoring would give if the game ended now, for the tests and the fuzz targets: on a
 * clone of g, ev[*from .. *n) (the clone's events before the ending come first). The caller frees the
 * clone, which holds the events. */
#ifndef FINAL_NOW_H
#define FINAL_NOW_H
#include "carc.h"

static inline carc_game *final_now(const carc_game *g, const carc_event **ev, int *from, int *n)
{
    carc_game *c = carc_game_clone(g);
    carc_game_events(c, from);
    carc_game_end_now(c);
    *ev = carc_game_events(c, n);
    return c;
}
#endif
