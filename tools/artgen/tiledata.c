/* OpenCarc art generator: tiles.json loader (see tiledata.h). */
#include "tiledata.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const td_loc_names[LOC_COUNT] = {
  "N", "E", "S", "W", "NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW", "C"
};

static const char *const modules[] = { "base", "bets", "tollkeepers" };

int td_loc_from_name(const char *name)
{
  for (int i = 0; i < LOC_COUNT; i++)
    if (strcmp(name, td_loc_names[i]) == 0) return i;
  return -1;
}

/* The edge (0..3) an edge location lies on. */
static int loc_edge(int loc)
{
  static const int e[LOC_EDGE_COUNT] = { 0, 1, 2, 3, 0, 0, 1, 1, 2, 2, 3, 3 };
  return e[loc];
}

int td_expected_at(const td_tile *t, int loc, int *alt)
{
  *alt = -1;
  int edge = loc_edge(loc);
  /* A city or road at this edge's middle. */
  for (int s = 0; s < t->nseg; s++) {
    const td_segment *g = &t->seg[s];
    if (!(g->at & (1u << edge))) continue;
    if (g->type == SEG_CITY) return s;
    if (g->type == SEG_ROAD && loc == edge) return s;
  }
  if (loc >= LOC_NNW) {
    for (int s = 0; s < t->nseg; s++)
      if (t->seg[s].at & (1u << loc)) return s;
    return -1;
  }
  /* Field edge middle: either half's field. */
  static const int halves[4][2] = { { LOC_NNW, LOC_NNE }, { LOC_ENE, LOC_ESE },
                                    { LOC_SSE, LOC_SSW }, { LOC_WSW, LOC_WNW } };
  int a = -1, b = -1;
  for (int s = 0; s < t->nseg; s++) {
    if (t->seg[s].at & (1u << halves[edge][0])) a = s;
    if (t->seg[s].at & (1u << halves[edge][1])) b = s;
  }
  *alt = b;
  return a;
}

void td_loc_sample(int loc, int size, int inset, int *x, int *y)
{
  /* each coordinate is one of: the inset from the low border, a quarter, the middle, three quarters,
   * the inset from the high border */
  enum { LO, Q, H, TQ, HI };
  static const unsigned char at[LOC_EDGE_COUNT][2] = {
    [LOC_N] = { H, LO },   [LOC_NNW] = { Q, LO },  [LOC_NNE] = { TQ, LO }, [LOC_E] = { HI, H },
    [LOC_ENE] = { HI, Q }, [LOC_ESE] = { HI, TQ }, [LOC_S] = { H, HI },    [LOC_SSE] = { TQ, HI },
    [LOC_SSW] = { Q, HI }, [LOC_W] = { LO, H },    [LOC_WSW] = { LO, TQ }, [LOC_WNW] = { LO, Q },
  };
  const int v[5] = { inset, size / 4, size / 2, size - size / 4 - 1, size - 1 - inset };
  int in_edge = loc >= 0 && loc < LOC_EDGE_COUNT;
  *x = v[in_edge ? at[loc][0] : H]; /* the centre (or anything else): the middle */
  *y = v[in_edge ? at[loc][1] : H];
}

long td_flood4(int n, int start, int *stack, int (*take)(int i, void *user), void *user)
{
  static const int nb[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
  long count = 0;
  int sp = 0;
  if (!take(start, user)) return 0;
  stack[sp++] = start;
  while (sp) {
    int i = stack[--sp], x = i % n, y = i / n;
    count++;
    for (int k = 0; k < 4; k++) {
      int nx = x + nb[k][0], ny = y + nb[k][1];
      if (nx < 0 || ny < 0 || nx >= n || ny >= n) continue;
      if (take(ny * n + nx, user)) stack[sp++] = ny * n + nx;
    }
  }
  return count;
}

char *td_read_text(const char *path)
{
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  if (fseek(f, 0, SEEK_END) != 0) { fclose(f); return NULL; }
  long n = ftell(f);
  if (n < 0 || fseek(f, 0, SEEK_SET) != 0) { fclose(f); return NULL; }
  char *buf = malloc((size_t)n + 1);
  if (!buf) { fclose(f); return NULL; }
  size_t got = fread(buf, 1, (size_t)n, f);
  fclose(f);
  buf[got] = '\0';
  return buf;
}

static int parse_segments(td_tile *t, const cJSON *segs, char *err, size_t errlen)
{
  if (!cJSON_IsArray(segs)) {
    snprintf(err, errlen, "%s: segments missing", t->id);
    return -1;
  }
  t->nseg = 0;
  const cJSON *s;
  cJSON_ArrayForEach(s, segs) {
    if (t->nseg >= TD_MAXSEG) {
      snprintf(err, errlen, "%s: too many segments", t->id);
      return -1;
    }
    td_segment *g = &t->seg[t->nseg++];
    memset(g, 0, sizeof *g);
    const char *type = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(s, "type"));
    if (!type) { snprintf(err, errlen, "%s: segment without type", t->id); return -1; }
    if (strcmp(type, "road") == 0) g->type = SEG_ROAD;
    else if (strcmp(type, "city") == 0) g->type = SEG_CITY;
    else if (strcmp(type, "field") == 0) g->type = SEG_FIELD;
    else if (strcmp(type, "monastery") == 0) g->type = SEG_MONASTERY;
    else { snprintf(err, errlen, "%s: unknown segment type %s", t->id, type); return -1; }
    const cJSON *a;
    cJSON_ArrayForEach(a, cJSON_GetObjectItemCaseSensitive(s, "at")) {
      int loc = cJSON_IsString(a) ? td_loc_from_name(a->valuestring) : -1;
      if (loc < 0) { snprintf(err, errlen, "%s: bad location", t->id); return -1; }
      g->at |= 1u << loc;
    }
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(s, "arms");
    if (cJSON_IsNumber(v)) g->arms = v->valueint;
    v = cJSON_GetObjectItemCaseSensitive(s, "travellers");
    if (cJSON_IsNumber(v)) g->travellers = v->valueint;
    cJSON_ArrayForEach(a, cJSON_GetObjectItemCaseSensitive(s, "cities"))
      if (cJSON_IsNumber(a) && a->valueint >= 0 && a->valueint < 32) g->cities |= 1u << a->valueint;
  }
  return 0;
}

static const td_tile *find_tile(const td_set *set, const char *id)
{
  for (int i = 0; i < set->n; i++)
    if (strcmp(set->t[i].id, id) == 0) return &set->t[i];
  return NULL;
}

static int load_module(td_set *set, const char *datadir, const char *module, char *err, size_t errlen)
{
  char path[4096];
  snprintf(path, sizeof path, "%s/rules/%s/tiles.json", datadir, module);
  char *text = td_read_text(path);
  if (!text) { snprintf(err, errlen, "cannot read %s", path); return -1; }
  cJSON *root = cJSON_Parse(text);
  free(text);
  if (!root) { snprintf(err, errlen, "%s: JSON parse error", path); return -1; }
  set->roots[set->nroots++] = root;
  const cJSON *tj;
  cJSON_ArrayForEach(tj, cJSON_GetObjectItemCaseSensitive(root, "tiles")) {
    if (set->n >= TD_MAXTILES) { snprintf(err, errlen, "too many tiles"); return -1; }
    td_tile *t = &set->t[set->n];
    memset(t, 0, sizeof *t);
    const char *id = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(tj, "id"));
    if (!id || strlen(id) >= sizeof t->id) { snprintf(err, errlen, "%s: tile without id", path); return -1; }
    snprintf(t->id, sizeof t->id, "%s", id);
    snprintf(t->module, sizeof t->module, "%s", module);
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(tj, "count");
    t->count = cJSON_IsNumber(v) ? v->valueint : 1;
    t->art = cJSON_GetObjectItemCaseSensitive(tj, "art");
    const char *like = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(tj, "like"));
    if (like) {
      const td_tile *base = find_tile(set, like);
      if (!base) { snprintf(err, errlen, "%s: like %s: unknown tile", id, like); return -1; }
      memcpy(t->edges, base->edges, sizeof t->edges);
      t->nseg = base->nseg;
      memcpy(t->seg, base->seg, sizeof t->seg);
      t->village = base->village;
      t->office = base->office;
      if (!t->art) t->art = base->art;
    } else {
      const char *edges = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(tj, "edges"));
      if (!edges || strlen(edges) != 4) { snprintf(err, errlen, "%s: bad edges", id); return -1; }
      memcpy(t->edges, edges, 5);
      if (parse_segments(t, cJSON_GetObjectItemCaseSensitive(tj, "segments"), err, errlen) != 0) return -1;
    }
    if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(tj, "village"))) t->village = 1;
    if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(tj, "office"))) t->office = 1;
    const cJSON *il;
    cJSON_ArrayForEach(il, cJSON_GetObjectItemCaseSensitive(tj, "illustrations")) {
      if (t->nill >= TD_MAXILL) break;
      td_illus *x = &t->ill[t->nill++];
      const char *kind = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(il, "kind"));
      snprintf(x->kind, sizeof x->kind, "%s", kind ? kind : "?");
      v = cJSON_GetObjectItemCaseSensitive(il, "field");
      x->field = cJSON_IsNumber(v) ? v->valueint : -1;
      v = cJSON_GetObjectItemCaseSensitive(il, "road");
      x->road = cJSON_IsNumber(v) ? v->valueint : -1;
      if (x->field < 0 || x->field >= t->nseg || t->seg[x->field].type != SEG_FIELD) {
        snprintf(err, errlen, "%s: illustration %s: field %d is not a field segment", id, x->kind, x->field);
        return -1;
      }
      if (x->road >= t->nseg || (x->road >= 0 && t->seg[x->road].type != SEG_ROAD)) {
        snprintf(err, errlen, "%s: illustration %s: road %d is not a road segment", id, x->kind, x->road);
        return -1;
      }
    }
    set->n++;
  }
  return 0;
}

int td_load(td_set *set, const char *datadir, char *err, size_t errlen)
{
  memset(set, 0, sizeof *set);
  for (size_t m = 0; m < sizeof modules / sizeof modules[0]; m++)
    if (load_module(set, datadir, modules[m], err, errlen) != 0) {
      td_free(set);
      return -1;
    }
  return 0;
}

void td_free(td_set *set)
{
  for (int i = 0; i < set->nroots; i++) cJSON_Delete(set->roots[i]);
  set->nroots = 0;
  set->n = 0;
}
