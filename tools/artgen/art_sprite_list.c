/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the list of sprite files (see art_sprite_list.h). */
#include "art_sprite_list.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "art_module.h"
#include "carc_module.h"

/* The kinds of figure the modules add, as a game with every optional module has them (a module enabled by
 * a setup key, as a map is, with its first choice): their names and how many meeples each counts as. */
#define MAX_FIGURES 8
typedef struct {
    int n;
    char name[MAX_FIGURES][16];
    int weight[MAX_FIGURES];
    unsigned stands[MAX_FIGURES];          /* bit per enum carc_seg_type */
    const art_module *module[MAX_FIGURES]; /* whose figure it is (NULL: a module without art of its own) */
} figure_kinds;

/* Where a module's kind of figure may stand and whose it is, as its module declares it (the game does not
 * say). */
static void figure_spec(figure_kinds *fk, int k)
{
    for (int m = 0; m < carc_registry_count; m++)
        for (const carc_figure_spec *f = carc_registry[m]->figures; f && f->name; f++)
            if (strcmp(f->name, fk->name[k]) == 0) {
                fk->stands[k] = f->stands;
                fk->module[k] = art_module_named(carc_registry[m]->name);
                return;
            }
    fk->stands[k] = 0;
    fk->module[k] = NULL;
}

static void read_figure_kinds(const carc_rules *R, figure_kinds *fk)
{
    carc_setup setup;
    carc_setup_init(&setup, 2, 1);
    cJSON *json = cJSON_CreateObject();
    for (int m = 0; m < carc_rules_module_count(R); m++) {
        if (!carc_rules_module_optional(R, m))
            continue;
        const char *key = carc_rules_module_setup_key(R, m);
        if (key)
            cJSON_AddStringToObject(json, key, carc_rules_setup_choice(R, m, 0));
        else
            snprintf(setup.expansions[setup.nexpansions++], CARC_NAME_LEN, "%s", carc_rules_module_name(R, m));
    }
    setup.json = json;
    carc_err err;
    carc_game *g = carc_game_new(R, &setup, &err);
    cJSON_Delete(json);
    if (!g) {
        fprintf(stderr, "a game with every module for its kinds of figure: %s\n", err.msg);
        exit(1);
    }
    fk->n = 0;
    for (int k = 1; k < carc_game_figure_kinds(g) && fk->n < MAX_FIGURES; k++, fk->n++) {
        snprintf(fk->name[fk->n], sizeof fk->name[fk->n], "%s", carc_game_figure_name(g, k));
        fk->weight[fk->n] = carc_game_figure_weight(g, k);
        figure_spec(fk, fk->n);
    }
    carc_game_free(g);
}

/* The figures of seat i of a kind (NULL: the meeple) counting as `weight` meeples, size pixels: meeple_<colour>
 * and farmer_<colour>, or <kind>_<colour> and, when lying too, <kind>_farmer_<colour>. */
static void figures(int i, const char *kind, int weight, const art_module *module, int lying, int size, sprite_fn fn, void *user)
{
    const char *seat = carc_seat_colors[i];
    sprite s = {.kind = SPRITE_MEEPLE, .module = module, .seat = i, .label = kind, .value = weight, .size = size};
    snprintf(s.name, sizeof s.name, "%s_%s", kind ? kind : "meeple", seat);
    fn(&s, user);
    if (!lying)
        return;
    s.kind = SPRITE_FARMER;
    snprintf(s.name, sizeof s.name, "%s%sfarmer_%s", kind ? kind : "", kind ? "_" : "", seat);
    fn(&s, user);
}

void sprite_foreach(const carc_rules *R, sprite_fn fn, void *user)
{
    figure_kinds fk;
    read_figure_kinds(R, &fk);
    for (int i = 0; i < CARC_MAX_PLAYERS; i++) {
        figures(i, NULL, 1, NULL, 1, SPRITE_PX, fn, user);
        for (int k = 0; k < fk.n; k++) {
            /* lying on a field, standing elsewhere; a kind for fields alone has one picture */
            int lying = (fk.stands[k] & 1u << CARC_FIELD) && (fk.stands[k] & ~(1u << CARC_FIELD));
            int size = fk.weight[k] > 1 ? SPRITE_PX + 22 * (fk.weight[k] - 1) : SPRITE_PX;
            figures(i, fk.name[k], fk.weight[k], fk.module[k], lying, size, fn, user);
        }
    }
    for (int m = 0; m < art_module_count; m++)
        if (art_modules[m]->sprites)
            art_modules[m]->sprites(R, fn, user);
}
