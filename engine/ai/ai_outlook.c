/* How the game may end, beyond the score if it ended now: each open feature that holds figures adds what
 * completing it would bring, times the chance that it completes; each figure is worth something while
 * turns remain to use it (in hand, or back in hand when its feature completes). The chance comes from
 * the engine's outlook (carc_game_open_features): the hardest square must be filled by one of the
 * fitting tiles still to come within the owner's own turns left, and every other square in a turn of
 * its own. A feature the tiles to come cannot complete is worth only its end-of-game value. Every level
 * that searches also adds the modules' own terms (a builder's double turns, goods still to come). */
#include "ai_internal.h"

#define MAX_OPEN 256

void ai_outlook(const ai_level_def *def, carc_game *g, double *gain)
{
    if (!def->outlook && carc_game_outlook_modules(g) == 0) return;
    carc_open_feature f[MAX_OPEN];
    int n = carc_game_open_features(g, f, MAX_OPEN);
    carc_game_module_outlook(g, f, n, gain);
    if (!def->outlook) return;
    int np = carc_game_player_count(g);
    double to_come = carc_game_tiles_to_come(g), own_turns = to_come / np;
    double worth = def->figure_worth * own_turns;
    if (worth > def->figure_cap) worth = def->figure_cap;
    for (int p = 0; p < np; p++) gain[p] += worth * carc_game_meeples_in_supply(g, p);
    for (int k = 0; k < n; k++) {
        double c = carc_open_feature_chance(&f[k], to_come, own_turns);
        for (int p = 0; p < np; p++) gain[p] += c * (f[k].gain[p] + worth * f[k].figures[p]);
    }
}
