/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every expansion's front end, in the order their hooks run (registry.c): what the application hands
 * the game scene at start (gui_exts_use). */
#ifndef GUI_EXT_REGISTRY_H
#define GUI_EXT_REGISTRY_H

#include "gui_ext.h"

extern const gui_ext *const gui_ext_registry[];
extern const int gui_ext_registry_count;

#endif
