/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the list of sprite files (see art_sprite_list.h). */
#include "art_sprite_list.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../rules/bets/bets.h"
#include "../../rules/mapchips/mapchips.h"
#include "../../rules/traders/traders.h"
#include "carc_module.h"

/* A toll house shows 1 or 2: the Tollkeepers' rules give the two values in code, not in data. */
#define TOLL_VALUES 2

/* A face's file name (assets/README.md; the GUI's gui_bets_face reads it so): "bet_" and the label with '|'
 * as '-' and '+' as "plus". */
static void bet_name(const char *label, char *out, size_t cap)
{
  size_t k = (size_t)snprintf(out, cap, "bet_");
  for (const char *c = label; *c && k + 5 < cap; c++) {
    if (*c == '|') out[k++] = '-';
    else if (*c == '+') k += (size_t)snprintf(out + k, cap - k, "plus");
    else out[k++] = *c;
  }
  out[k] = 0;
}

#define SPRITE_PX 64

/* The kinds of figure the modules add, as a game with every optional module has them (a module enabled by
 * a setup key, as a map is, with its first choice): their names and how many meeples each counts as. */
#define MAX_FIGURES 8
typedef struct {
  int n;
  char name[MAX_FIGURES][16];
  int weight[MAX_FIGURES];
  unsigned stands[MAX_FIGURES]; /* bit per enum carc_seg_type */
} figure_kinds;

/* Where a module's kind of figure may stand, as its module declares it (the game does not say). */
static unsigned figure_stands(const char *name)
{
  for (int m = 0; m < carc_registry_count; m++)
    for (const carc_figure_spec *f = carc_registry[m]->figures; f && f->name; f++)
      if (strcmp(f->name, name) == 0) return f->stands;
  return 0;
}

static void read_figure_kinds(const carc_rules *R, figure_kinds *fk)
{
  carc_setup setup;
  carc_setup_init(&setup, 2, 1);
  cJSON *json = cJSON_CreateObject();
  for (int m = 0; m < carc_rules_module_count(R); m++) {
    if (!carc_rules_module_optional(R, m)) continue;
    const char *key = carc_rules_module_setup_key(R, m);
    if (key) cJSON_AddStringToObject(json, key, carc_rules_setup_choice(R, m, 0));
    else snprintf(setup.expansions[setup.nexpansions++], CARC_NAME_LEN, "%s", carc_rules_module_name(R, m));
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
    fk->stands[fk->n] = figure_stands(fk->name[fk->n]);
  }
  carc_game_free(g);
}

/* The figures of seat i of a kind (NULL: the meeple) counting as `weight` meeples, size pixels: meeple_<colour>
 * and farmer_<colour>, or <kind>_<colour> and, when lying too, <kind>_farmer_<colour>. */
static void figures(int i, const char *kind, int weight, int lying, int size, void (*fn)(const sprite *s, void *user),
                    void *user)
{
  const char *seat = carc_seat_colors[i];
  sprite s = { .kind = SPRITE_MEEPLE, .seat = i, .label = kind, .value = weight, .size = size };
  snprintf(s.name, sizeof s.name, "%s_%s", kind ? kind : "meeple", seat);
  fn(&s, user);
  if (!lying) return;
  s = (sprite){ .kind = SPRITE_FARMER, .seat = i, .label = kind, .value = weight, .size = size };
  snprintf(s.name, sizeof s.name, "%s%sfarmer_%s", kind ? kind : "", kind ? "_" : "", seat);
  fn(&s, user);
}

void sprite_foreach(const carc_rules *R, void (*fn)(const sprite *s, void *user), void *user)
{
  figure_kinds fk;
  read_figure_kinds(R, &fk);
  sprite s;
  for (int i = 0; i < CARC_MAX_PLAYERS; i++) {
    const char *seat = carc_seat_colors[i];
    figures(i, NULL, 1, 1, SPRITE_PX, fn, user);
    for (int k = 0; k < fk.n; k++) {
      /* lying on a field, standing elsewhere; a kind for fields alone has one picture */
      int lying = (fk.stands[k] & 1u << CARC_FIELD) && (fk.stands[k] & ~(1u << CARC_FIELD));
      figures(i, fk.name[k], fk.weight[k], lying, fk.weight[k] > 1 ? SPRITE_PX + 22 * (fk.weight[k] - 1) : SPRITE_PX,
              fn, user);
    }
    for (int v = 1; v <= TOLL_VALUES; v++) {
      s = (sprite){ .kind = SPRITE_TOLL, .seat = i, .value = v, .size = SPRITE_PX };
      snprintf(s.name, sizeof s.name, "toll_%s_%d", seat, v);
      fn(&s, user);
    }
  }
  s = (sprite){ .kind = SPRITE_CHIP_BACK, .size = SPRITE_PX, .name = "chip_back" };
  fn(&s, user);
  const char *label;
  for (int i = 0; (label = bets_face_label(R, i)); i++) {
    s = (sprite){ .kind = SPRITE_BET, .label = label, .size = SPRITE_PX };
    bet_name(label, s.name, sizeof s.name);
    fn(&s, user);
  }
  const char *color;
  for (int i = 0; (color = mc_set_color(R, i)); i++)
    for (int k = 0; mc_set_value(R, k) > 0; k++) {
      s = (sprite){ .kind = SPRITE_MAPCHIP, .label = color, .value = mc_set_value(R, k), .size = SPRITE_PX };
      snprintf(s.name, sizeof s.name, "mapchip_%s_%d", color, s.value);
      fn(&s, user);
    }
  s = (sprite){ .kind = SPRITE_MAPCHIP_BACK, .size = SPRITE_PX, .name = "mapchip_back" };
  fn(&s, user);
  const char *goods;
  for (int i = 0; (goods = traders_goods_name(i)); i++) {
    s = (sprite){ .kind = SPRITE_GOODS, .label = goods, .value = i, .size = SPRITE_PX };
    snprintf(s.name, sizeof s.name, "goods_%s", goods);
    fn(&s, user);
  }
}
