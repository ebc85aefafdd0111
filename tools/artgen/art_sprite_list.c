/* OpenCarc art generator: the list of sprite files (see art_sprite_list.h). */
#include "art_sprite_list.h"

#include <stdio.h>

#include "../../rules/bets/bets.h"
#include "../../rules/mapchips/mapchips.h"

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

void sprite_foreach(const carc_rules *R, void (*fn)(const sprite *s, void *user), void *user)
{
  sprite s;
  for (int i = 0; i < CARC_MAX_PLAYERS; i++) {
    const char *seat = carc_seat_colors[i];
    s = (sprite){ .kind = SPRITE_MEEPLE, .seat = i };
    snprintf(s.name, sizeof s.name, "meeple_%s", seat);
    fn(&s, user);
    s = (sprite){ .kind = SPRITE_FARMER, .seat = i };
    snprintf(s.name, sizeof s.name, "farmer_%s", seat);
    fn(&s, user);
    for (int v = 1; v <= TOLL_VALUES; v++) {
      s = (sprite){ .kind = SPRITE_TOLL, .seat = i, .value = v };
      snprintf(s.name, sizeof s.name, "toll_%s_%d", seat, v);
      fn(&s, user);
    }
  }
  s = (sprite){ .kind = SPRITE_CHIP_BACK, .name = "chip_back" };
  fn(&s, user);
  const char *label;
  for (int i = 0; (label = bets_face_label(R, i)); i++) {
    s = (sprite){ .kind = SPRITE_BET, .label = label };
    bet_name(label, s.name, sizeof s.name);
    fn(&s, user);
  }
  const char *color;
  for (int i = 0; (color = mc_set_color(R, i)); i++)
    for (int k = 0; mc_set_value(R, k) > 0; k++) {
      s = (sprite){ .kind = SPRITE_MAPCHIP, .label = color, .value = mc_set_value(R, k) };
      snprintf(s.name, sizeof s.name, "mapchip_%s_%d", color, s.value);
      fn(&s, user);
    }
  s = (sprite){ .kind = SPRITE_MAPCHIP_BACK, .name = "mapchip_back" };
  fn(&s, user);
}
