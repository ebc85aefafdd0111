/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Inns & Cathedrals in the GUI: what its rules do to a feature's points, said where players look for it
 * (the scoring log's line under an entry, the feature hover, also of a road or city no figure holds yet): a road with an inn scores 2 a tile, a city
 * with a cathedral 3 a tile and a coat of arms, completed; either scores nothing at the end. The large
 * meeple needs nothing of its own here: the shared files show every kind of figure the engine declares
 * (its choice in the meeple step, its sprite large_<colour>.png, its count in the supplies). */
#include "ext.h"
#include "../../rules/inns/inns.h"

#include <stdio.h>
#include <string.h>

static bool modifier_note(const char *modifier, int amount, int tiles, char *out, size_t cap)
{
    unsigned long n = (unsigned long)tiles;
    if (strcmp(modifier, INNS_MODIFIER_INN) == 0) {
        if (amount == 0) /* TRANSLATORS: under a scoring log entry (about 280 px) and in the feature hover */
            snprintf(out, cap, "%s", _("Road with an inn: 0 at the end"));
        else /* TRANSLATORS: under a scoring log entry (about 280 px): 2 points a tile */
            snprintf(out, cap, P_("Road with an inn: 2 × %d tile", "Road with an inn: 2 × %d tiles", n), tiles);
        return true;
    }
    if (strcmp(modifier, INNS_MODIFIER_CATHEDRAL) == 0) {
        int arms = amount / 3 - tiles; /* 3 a tile and a coat of arms */
        if (amount == 0)               /* TRANSLATORS: under a scoring log entry (about 280 px) and in the feature hover */
            snprintf(out, cap, "%s", _("City with a cathedral: 0 at the end"));
        else if (arms <= 0) /* TRANSLATORS: under a scoring log entry (about 280 px): 3 points a tile */
            snprintf(out, cap, P_("City with a cathedral: 3 × %d tile", "City with a cathedral: 3 × %d tiles", n), tiles);
        else /* TRANSLATORS: under a scoring log entry: 3 points a tile and a coat of arms (a cathedral city has 5 tiles or more) */
            snprintf(out, cap,
                     P_("City with a cathedral: 3 × (%d tiles + %d coat of arms)",
                        "City with a cathedral: 3 × (%d tiles + %d coats of arms)", (unsigned long)arms),
                     tiles, arms);
        return true;
    }
    return false;
}

/* An inn beside one of the feature's road segments, a cathedral in one of its city segments. */
static const char *feature_modifier(const gui_app *a, int feature)
{
    const carc_game *g = gui_ext_game(a);
    if (!g || !carc_game_module_enabled(g, "inns"))
        return NULL;
    for (int i = 0; i < carc_game_board_count(g); i++) {
        int type = carc_game_board_tile(g, i).type;
        for (int s = 0; s < carc_tile_segment_count(gui_rules(a), type); s++)
            if (carc_game_feature_of(g, i, s) == feature) {
                if (carc_inns_segment_inn(gui_rules(a), type, s))
                    return INNS_MODIFIER_INN;
                if (carc_inns_segment_cathedral(gui_rules(a), type, s))
                    return INNS_MODIFIER_CATHEDRAL;
            }
    }
    return NULL;
}

const gui_ext gui_ext_inns = {
    .module = "inns",
    .modifier_note = modifier_note,
    .feature_modifier = feature_modifier,
};
