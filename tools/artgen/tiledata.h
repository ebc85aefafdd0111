/* OpenCarc art generator: the tiles as the engine loads them (carc_rules_load reads every module's
 * tiles.json; the modules read their own keys), in the form the drawing reads, and the mask geometry
 * (edge samples, flood fill). Shared by the generator and the asset checker (test_masks.c). */
#ifndef OPENCARC_ARTGEN_TILEDATA_H
#define OPENCARC_ARTGEN_TILEDATA_H

#include <stdbool.h>
#include <stddef.h>

#include "carc.h"

#define TD_MAXSEG 12
#define TD_MAXILL 4

typedef struct {
  int type;           /* enum carc_seg_type */
  unsigned at;        /* bit per enum carc_loc on the unrotated tile (a city edge's halves too) */
  int arms;           /* coats of arms (city) */
  int travellers;     /* traveller groups (road) */
} td_segment;

typedef struct {
  const char *kind;   /* farmhouse cowshed pigshed donkeyshed garden highwaymen */
  int field;          /* field segment index */
  int road;           /* road segment index or -1 */
} td_illus;

typedef struct {
  const char *id;
  int nseg;
  td_segment seg[TD_MAXSEG];
  bool village, office;
  int nill;
  td_illus ill[TD_MAXILL];
  const struct cJSON *art; /* drawing hints (own, else from the "like" tile); may be NULL */
} td_tile;

typedef struct {
  int n;
  td_tile *t; /* in the rules' tile type order */
} td_set;

/* Every tile type of the rules. Returns 0, or -1 with a message in err (a tile the drawing cannot hold). */
int td_load(td_set *set, const carc_rules *R, char *err, size_t errlen);
void td_free(td_set *set);
/* The bit of edge e's middle (0..3: N E S W) in td_segment.at. */
static inline unsigned td_mid(int e) { return 1u << (3 * e + 1); }
/* Pixel sample for an edge location (CARC_NNW .. CARC_WNW) on a size x size tile, inset px from the
 * border; any other location: the centre. */
void td_loc_sample(int loc, int size, int inset, int *x, int *y);
/* 4-connected flood fill on an n x n pixel grid from pixel start (index y * n + x): take(i, user)
 * says whether pixel i joins (and marks it, so that it is not taken twice). Returns how many pixels
 * were taken. stack must have room for n * n ints. */
long td_flood4(int n, int start, int *stack, int (*take)(int i, void *user), void *user);

#endif
