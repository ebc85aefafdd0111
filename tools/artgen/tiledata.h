/* OpenCarc art generator: minimal loader for rules/<module>/tiles.json, and the mask geometry
 * (edge samples, flood fill). Shared by the generator (artgen.c, mapart.c) and the asset checker
 * (test_masks.c).
 * This is deliberately independent of the engine so that the assets can be
 * built and checked on their own. */
#ifndef OPENCARC_ARTGEN_TILEDATA_H
#define OPENCARC_ARTGEN_TILEDATA_H

#include <stddef.h>
#include <cjson/cJSON.h>

#define TD_MAXSEG 12
#define TD_MAXILL 4
#define TD_MAXTILES 160

/* Locations: edge middles, edge halves (clockwise from the north-west), centre. */
enum {
  LOC_N, LOC_E, LOC_S, LOC_W,
  LOC_NNW, LOC_NNE, LOC_ENE, LOC_ESE, LOC_SSE, LOC_SSW, LOC_WSW, LOC_WNW,
  LOC_C, LOC_COUNT
};
#define LOC_EDGE_COUNT 12

extern const char *const td_loc_names[LOC_COUNT];

typedef enum { SEG_ROAD, SEG_CITY, SEG_FIELD, SEG_MONASTERY } td_segtype;

typedef struct {
  td_segtype type;
  unsigned at;        /* bit mask of LOC_* as listed in the data */
  int arms;           /* coats of arms (city) */
  int travellers;     /* traveller groups (road) */
  unsigned cities;    /* field: bit mask of city segment indices touched */
} td_segment;

typedef struct {
  char kind[16];      /* farmhouse cowshed pigshed donkeyshed garden highwaymen */
  int field;          /* field segment index */
  int road;           /* road segment index or -1 */
} td_illus;

typedef struct {
  char id[32];
  char module[32];
  int count;
  char edges[5];      /* N E S W: C R F */
  int nseg;
  td_segment seg[TD_MAXSEG];
  int village, office;
  int nill;
  td_illus ill[TD_MAXILL];
  const cJSON *art;   /* optional drawing hints (own, else from the "like" tile); may be NULL */
} td_tile;

typedef struct {
  int n;
  td_tile t[TD_MAXTILES];
  int nroots;
  cJSON *roots[8];
} td_set;

/* The whole file as a NUL-terminated string (free it), or NULL. */
char *td_read_text(const char *path);
/* Loads rules/base, rules/bets and rules/tollkeepers tiles.json below datadir.
 * Returns 0 on success, -1 with a message in err. */
int td_load(td_set *set, const char *datadir, char *err, size_t errlen);
void td_free(td_set *set);
int td_loc_from_name(const char *name);
/* Which of the 12 edge locations the data says belong to segment s:
 * a city/road at an edge middle N also covers the samples of that edge
 * (city: all three; road: only the middle). Returns the segment index
 * expected at edge location loc (0..11), or -1 when any field may be there,
 * with *alt set to a second acceptable segment (or -1). */
int td_expected_at(const td_tile *t, int loc, int *alt);
/* Pixel sample for an edge location on a size x size tile, inset px from the border. */
void td_loc_sample(int loc, int size, int inset, int *x, int *y);
/* 4-connected flood fill on an n x n pixel grid from pixel start (index y * n + x): take(i, user)
 * says whether pixel i joins (and marks it, so that it is not taken twice). Returns how many pixels
 * were taken. stack must have room for n * n ints. */
long td_flood4(int n, int start, int *stack, int (*take)(int i, void *user), void *user);

#endif
