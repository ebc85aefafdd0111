/* OpenCarc art generator: the list of sprite files (assets/sprites/<name>.png).
 * Shared by the generator and the completeness check. */
#ifndef OPENCARC_ARTGEN_SPRITES_H
#define OPENCARC_ARTGEN_SPRITES_H

#include <stdio.h>

static const char *const sprite_player_colors[] = { "red", "blue", "green", "yellow", "black", "pink" };
#define SPRITE_NPLAYER 6

/* Betting chip faces (as in the rules) and their file-safe names. */
static const char *const sprite_bet_faces[] = { "2|3", "3|4", "4", "5|6", "6|7+", "7|8+" };
static const char *const sprite_bet_names[] = { "bet_2-3", "bet_3-4", "bet_4", "bet_5-6", "bet_6-7plus", "bet_7-8plus" };
#define SPRITE_NBET 6

static const char *const sprite_map_colors[] = { "purple", "lightblue", "orange" };
#define SPRITE_NMAP 3

/* Calls fn(name, user) for every sprite file name (without directory and ".png"). */
static inline void sprite_foreach(void (*fn)(const char *name, void *user), void *user)
{
  char buf[64];
  for (int i = 0; i < SPRITE_NPLAYER; i++) {
    snprintf(buf, sizeof buf, "meeple_%s", sprite_player_colors[i]); fn(buf, user);
    snprintf(buf, sizeof buf, "farmer_%s", sprite_player_colors[i]); fn(buf, user);
    snprintf(buf, sizeof buf, "toll_%s_1", sprite_player_colors[i]); fn(buf, user);
    snprintf(buf, sizeof buf, "toll_%s_2", sprite_player_colors[i]); fn(buf, user);
  }
  fn("chip_back", user);
  for (int i = 0; i < SPRITE_NBET; i++) fn(sprite_bet_names[i], user);
  for (int i = 0; i < SPRITE_NMAP; i++) {
    snprintf(buf, sizeof buf, "mapchip_%s_1", sprite_map_colors[i]); fn(buf, user);
    snprintf(buf, sizeof buf, "mapchip_%s_2", sprite_map_colors[i]); fn(buf, user);
  }
  fn("mapchip_back", user);
}

#endif
