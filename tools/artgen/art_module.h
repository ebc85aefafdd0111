/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: an expansion's art, one table per rules module (art_registry.h lists them), as
 * gui/ext/ holds each one's front end: the shared files loop over the tables and never name an expansion.
 * A table has two halves because the asset checker links no cairo: art_module (here: which files the
 * module adds, read from the rules) and art_painter (art_painter.h: how they look). A module's art is
 * art_mod_<name>.c, art_mod_<name>_draw.c and any art_mod_<name>_*.c, and its name in art_registry.h.
 * Every hook may be NULL. */
#ifndef OPENCARC_ARTGEN_ART_MODULE_H
#define OPENCARC_ARTGEN_ART_MODULE_H

#include "art_sprite_list.h"

typedef void (*sprite_fn)(const sprite *s, void *user);

typedef struct art_module {
    const char *name; /* the rules module it draws, as rules/registry.c names it */
    /* Calls fn for each sprite file the module adds (kind SPRITE_OWN, module this table). */
    void (*sprites)(const carc_rules *R, sprite_fn fn, void *user);
} art_module;

extern const art_module *const art_modules[];
extern const int art_module_count;

/* The table of rules module `name`, or NULL when it has no art of its own. */
const art_module *art_module_named(const char *name);

#endif
