/* How the game may end, beyond the score if it ended now: each open feature that holds figures adds what
 * completing it would bring, times the chance that it completes; each figure is worth something while
 * turns remain to use it (in hand, or back in hand when its feature completes). The chance comes from
 * the engine's outlook (carc_game_open_features): the hardest square must be filled by one of the
 * fitting tiles still to come within the owner's own turns left, and every other square in a turn of
 * its own. A feature the tiles to come cannot complete is worth only its end-of-game value. */
#include <math.h>

#include "ai_internal.h"

#define MAX_OPEN 256

static double completes(const carc_open_feature *f, double to_come, double own_turns)
{
    if (f->min_fit <= 0 || to_come <= 0 || f->squares > own_turns + 1) return 0.0;
    double hard = 1.0 - pow(1.0 - f->min_fit / to_come, own_turns);
    return hard * pow(0.9, f->squares - 1);
}

void ai_outlook(const ai_level_def *def, carc_game *g, double *gain)
{
    int np = carc_game_player_count(g);
    double to_come = carc_game_tiles_to_come(g), own_turns = to_come / np;
    double worth = def->figure_worth * own_turns;
    if (worth > def->figure_cap) worth = def->figure_cap;
    carc_open_feature f[MAX_OPEN];
    int n = carc_game_open_features(g, f, MAX_OPEN);
    for (int p = 0; p < np; p++) gain[p] = worth * carc_game_meeples_in_supply(g, p);
    for (int k = 0; k < n; k++) {
        double c = completes(&f[k], to_come, own_turns);
        for (int p = 0; p < np; p++) gain[p] += c * (f[k].gain[p] + worth * f[k].figures[p]);
    }
}
