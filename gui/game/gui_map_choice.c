/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The menu's map choice: the maps the engine ships for the module a setup's map key enables. */
#include "gui_game_draw.h"
#include "gui_map.h"

#include <string.h>

/* The module a setup's map key enables, whose shipped maps (rules/maps/index.json) the menu offers. */
int gui_map_module(const carc_rules *R)
{
    for (int m = 0; m < carc_rules_module_count(R); m++)
        if (carc_rules_setup_choice(R, m, 0))
            return m;
    return -1;
}

int gui_map_choice_count(const carc_rules *R)
{
    int m = gui_map_module(R), n = 0;
    while (m >= 0 && carc_rules_setup_choice(R, m, n))
        n++;
    return n;
}

const char *gui_map_choice_name(const carc_rules *R, int i)
{
    int m = gui_map_module(R);
    return m >= 0 ? carc_rules_setup_choice(R, m, i) : NULL;
}

const char *gui_map_choice_title(const carc_rules *R, int i)
{
    int m = gui_map_module(R);
    const char *title = m >= 0 ? carc_rules_setup_choice_title(R, m, i) : NULL;
    return title ? _(title) : C_("map choice", "None"); /* the catalogue has the maps' titles (po/extract.sh) */
}

int gui_map_choice_find(const carc_rules *R, const char *name)
{
    for (int i = 0; name && i < gui_map_choice_count(R); i++)
        if (strcmp(name, gui_map_choice_name(R, i)) == 0)
            return i;
    return -1;
}
