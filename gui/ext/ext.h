/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the expansions' front ends share among themselves (never the shared GUI files): each one's range
 * of animation kinds, so that no two use the same number. */
#ifndef GUI_EXT_EXT_H
#define GUI_EXT_EXT_H

#include "ext_api.h"

enum {
    GUI_ANIM_BETS = GUI_ANIM_EXT, /* gui/ext/bets.h */
    GUI_ANIM_TOLLKEEPERS = GUI_ANIM_EXT + 16,
    GUI_ANIM_MAPCHIPS = GUI_ANIM_EXT + 32, /* gui/ext/mapchips.h */
    GUI_ANIM_TRADERS = GUI_ANIM_EXT + 48,
};

#endif
