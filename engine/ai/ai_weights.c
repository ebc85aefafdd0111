/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Which weights judge a position: the set fitted for the game's setup (engine/ai/ai_weights.json,
 * made by opencarc-cli selfplay and built into the program as data), else the base game's, else the
 * weights set by hand before any fitting: the score, the open features' chance-weighted gain and the
 * modules' terms at face value, a figure 0.25 a turn left. */
#include <stdio.h>
#include <string.h>

#include "ai_internal.h"

const ai_weight_table ai_score_only = {{1, 0, 0, 0, 1}, {1, 0, 0, 0, 1}, {1, 0, 0, 0, 1}};
static const ai_weight_table by_hand = {{1, 1, 0.25, 0, 1}, {1, 1, 0.25, 0, 1}, {1, 1, 0.25, 0, 1}};

void ai_setup_key(const carc_game *g, char *out, int cap)
{
    const carc_rules *R = carc_game_rules(g);
    int len = 0;
    out[0] = 0;
    for (int m = 0; m < carc_rules_module_count(R); m++) {
        const char *name = carc_rules_module_name(R, m);
        if (!carc_rules_module_optional(R, m) || !carc_game_module_enabled(g, name))
            continue;
        int wrote = snprintf(out + len, (size_t)(cap - len), "%s%s", len ? "," : "", name);
        if (wrote < 0 || wrote >= cap - len)
            break;
        len += wrote;
    }
}

static const ai_weight_table *find(const char *key)
{
    for (int i = 0; i < ai_weight_set_count; i++)
        if (strcmp(ai_weight_sets[i].setup, key) == 0)
            return &ai_weight_sets[i].w;
    return NULL;
}

const ai_weight_table *ai_weights_for(const carc_game *g, bool *fitted)
{
    char key[CARC_MAX_MODULES * CARC_NAME_LEN];
    ai_setup_key(g, key, (int)sizeof key);
    const ai_weight_table *w = find(key);
    if (fitted)
        *fitted = w != NULL;
    if (!w)
        w = find("");
    return w ? w : &by_hand;
}

const ai_weight_table *ai_weights_by_hand(void)
{
    return &by_hand;
}
