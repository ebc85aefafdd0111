/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc asset checks.
 *
 *   opencarc-assets-check complete DATADIR ASSETSDIR
 *     every tile id of the rules data has assets/tiles/<id>.png, assets/masks/<id>.png and an
 *     entry in assets/anchors.json; every sprite art_sprite_list.c names and every icon art_icon.h lists
 *     exists; contact sheets exist.
 *   opencarc-assets-check masks DATADIR ASSETSDIR
 *     every mask agrees with the tile data: tile and mask have the same size; only valid pixels
 *     (R = segment + 1, G = B = 0); the 12 edge locations hold the segment the data puts there;
 *     every segment is present as one (mostly) connected region (a road that passes under a bridge as two,
 *     td_roads_cross); the monastery and a field inside the tile (IN) cover the centre, and that field
 *     reaches no border; every anchor lies inside its own segment.
 *
 * PNG files are read with libpng (HAVE_LIBPNG) or cairo (HAVE_CAIRO).
 */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "art_data.h"
#include "art_geom.h"
#include "art_icon.h"
#include "art_sprite_list.h"

#if defined(HAVE_LIBPNG)
#include <png.h>
#elif defined(HAVE_CAIRO)
#include <cairo.h>
#endif

static int failures;

static void fail(const char *id, const char *msg)
{
    fprintf(stderr, "FAIL %s: %s\n", id, msg);
    failures++;
}

static int file_exists(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    fclose(f);
    return 1;
}

/* assets/anchors.json, or NULL (a failure). */
static cJSON *load_anchors(const char *assets)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/anchors.json", assets);
    carc_err err;
    cJSON *anchors = carc_load_json(path, &err);
    if (!anchors)
        fail("anchors.json", err.msg);
    return anchors;
}

/* ------------------------------------------------------------------ complete */

typedef struct {
    const char *dir;
} SpriteCtx;

static void check_sprite(const sprite *s, void *user)
{
    const SpriteCtx *c = user;
    char path[4096];
    snprintf(path, sizeof path, "%s/sprites/%s.png", c->dir, s->name);
    if (!file_exists(path))
        fail(s->name, "sprite missing");
}

static int run_complete(const carc_rules *R, const td_set *set, const char *assets)
{
    char path[4096];
    cJSON *anchors = load_anchors(assets);
    for (int i = 0; i < set->n; i++) {
        const char *id = set->t[i].id;
        snprintf(path, sizeof path, "%s/tiles/%s.png", assets, id);
        if (!file_exists(path))
            fail(id, "tile art missing");
        snprintf(path, sizeof path, "%s/masks/%s.png", assets, id);
        if (!file_exists(path))
            fail(id, "mask missing");
        if (anchors && !cJSON_GetObjectItemCaseSensitive(anchors, id))
            fail(id, "no anchors in anchors.json");
    }
    SpriteCtx c = {assets};
    sprite_foreach(R, check_sprite, &c);
    for (int i = 0; i <= ICON_NSIZES; i++) {
        char rel[128];
        icon_path(i, rel, sizeof rel);
        snprintf(path, sizeof path, "%s/%s", assets, rel);
        if (!file_exists(path))
            fail(rel, "icon missing");
    }
    const char *sheets[] = {"contact_tiles.png", "contact_masks.png", "README.md"};
    for (size_t i = 0; i < sizeof sheets / sizeof sheets[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", assets, sheets[i]);
        if (!file_exists(path))
            fail(sheets[i], "missing");
    }
    cJSON_Delete(anchors);
    printf("assets_complete: %d tiles checked, %d failure(s)\n", set->n, failures);
    return failures ? 1 : 0;
}

/* ------------------------------------------------------------------ masks */

typedef struct {
    int w, h;
    unsigned char *rgba;
} Image;

static int load_png(const char *path, Image *img)
{
    memset(img, 0, sizeof *img);
#if defined(HAVE_LIBPNG)
    png_image p;
    memset(&p, 0, sizeof p);
    p.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&p, path))
        return -1;
    p.format = PNG_FORMAT_RGBA;
    img->w = (int)p.width;
    img->h = (int)p.height;
    img->rgba = malloc(PNG_IMAGE_SIZE(p));
    if (!png_image_finish_read(&p, NULL, img->rgba, 0, NULL)) {
        free(img->rgba);
        img->rgba = NULL;
        return -1;
    }
    return 0;
#elif defined(HAVE_CAIRO)
    cairo_surface_t *s = cairo_image_surface_create_from_png(path);
    if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(s);
        return -1;
    }
    img->w = cairo_image_surface_get_width(s);
    img->h = cairo_image_surface_get_height(s);
    int stride = cairo_image_surface_get_stride(s);
    const unsigned char *d = cairo_image_surface_get_data(s);
    img->rgba = malloc((size_t)img->w * (size_t)img->h * 4);
    for (int y = 0; y < img->h; y++)
        for (int x = 0; x < img->w; x++) {
            unsigned v;
            memcpy(&v, d + y * stride + x * 4, 4);
            unsigned char *o = img->rgba + ((size_t)y * (size_t)img->w + (size_t)x) * 4;
            o[0] = (unsigned char)(v >> 16);
            o[1] = (unsigned char)(v >> 8);
            o[2] = (unsigned char)v;
            o[3] = (unsigned char)(v >> 24);
        }
    cairo_surface_destroy(s);
    return 0;
#else
    (void)path;
    return -1;
#endif
}

/* Segment index at a pixel: -1 for "no segment", -2 for an invalid pixel. */
static int seg_at(const Image *m, int x, int y)
{
    const unsigned char *p = m->rgba + ((size_t)y * (size_t)m->w + (size_t)x) * 4;
    if (p[1] != 0 || p[2] != 0)
        return -2;
    if (p[0] == 0)
        return -1;
    if (p[3] != 255)
        return -2;
    return p[0] - 1;
}

/* The pixels of segment s not seen yet (a flood fill marks them seen). */
typedef struct {
    const int *lab;
    unsigned char *seen;
    int s;
} Part;

static int take_part(int i, void *user)
{
    Part *p = user;
    if (p->lab[i] != p->s || p->seen[i])
        return 0;
    p->seen[i] = 1;
    return 1;
}

/* The segment the data puts at edge location loc of tile type (rotation 0), or -1 when either half's
 * field may be there (the middle of a field edge), with *alt set to a second acceptable segment (or -1). */
static int expected_at(const carc_rules *R, int type, int loc, int *alt)
{
    int s = carc_tile_segment_at(R, type, 0, loc);
    *alt = -1;
    if (s >= 0 || loc % 3 != 1)
        return s;
    *alt = carc_tile_segment_at(R, type, 0, loc + 1);
    return carc_tile_segment_at(R, type, 0, loc - 1);
}

/* Edge locations, sampled at two depths near the border: the segment the rules data puts there. */
static void check_edges(const carc_rules *R, int type, const td_tile *t, const int *lab, int n)
{
    char msg[256];
    int insets[2] = {n / 128 > 1 ? n / 128 : 1, n / 40};
    for (int loc = CARC_NNW; loc <= CARC_WNW; loc++)
        for (int k = 0; k < 2; k++) {
            int x, y, alt;
            geom_loc_sample(loc, n, insets[k], &x, &y);
            int want = expected_at(R, type, loc, &alt);
            int got = lab[y * n + x];
            if (got != want && !(alt >= 0 && got == alt)) {
                snprintf(msg, sizeof msg, "edge location %s (inset %d px): mask has segment %d, data says %d%s", carc_loc_name(loc),
                         insets[k], got, want, alt >= 0 ? " (or the other half's field)" : "");
                fail(t->id, msg);
            }
        }
}

/* Every segment present and connected; a monastery over the centre. */
static void check_segments(const td_tile *t, int *lab, int n, const long *count)
{
    char msg[256];
    int *stack = malloc(sizeof(int) * (size_t)n * (size_t)n);
    unsigned char *seen = calloc((size_t)n * (size_t)n, 1);
    for (int s = 0; s < t->nseg; s++) {
        if (count[s] < (long)n * n / 400) {
            snprintf(msg, sizeof msg, "segment %d is missing or tiny (%ld px)", s, count[s]);
            fail(t->id, msg);
            continue;
        }
        /* a road under a bridge (it must cross a later road: td_roads_cross) is the two pieces the bridge
         * leaves of it */
        int pieces = 1;
        for (int b = s + 1; b < t->nseg; b++)
            if (td_roads_cross(t, s, b))
                pieces = 2;
        long biggest[2] = {0, 0};
        Part part = {lab, seen, s};
        for (int i = 0; i < n * n; i++) {
            long size = geom_flood4(n, i, stack, take_part, &part);
            if (size > biggest[0]) {
                biggest[1] = biggest[0];
                biggest[0] = size;
            } else if (size > biggest[1]) {
                biggest[1] = size;
            }
        }
        long kept = biggest[0] + (pieces == 2 ? biggest[1] : 0);
        if (kept * 100 < count[s] * 95) {
            snprintf(msg, sizeof msg, "segment %d is split (largest %s %ld of %ld px)", s, pieces == 2 ? "two parts" : "part", kept,
                     count[s]);
            fail(t->id, msg);
        }
        if (t->seg[s].type == CARC_MONASTERY && lab[(n / 2) * n + n / 2] != s)
            fail(t->id, "monastery does not cover the centre");
    }
    free(seen);
    free(stack);
}

/* A field inside the tile (IN) covers the centre and reaches no border. */
static void check_inside(const carc_rules *R, int type, const td_tile *t, const int *lab, int n)
{
    int in = carc_tile_segment_at(R, type, 0, CARC_IN);
    if (in < 0)
        return;
    if (lab[(n / 2) * n + n / 2] != in)
        fail(t->id, "the field inside the tile (IN) does not cover the centre");
    for (int i = 0; i < n; i++)
        if (lab[i] == in || lab[(n - 1) * n + i] == in || lab[i * n] == in || lab[i * n + n - 1] == in) {
            fail(t->id, "the field inside the tile (IN) reaches the border");
            break;
        }
}

/* anchors.json: one point a segment, inside it */
static void check_anchors(const td_tile *t, const cJSON *anch, const int *lab, int n)
{
    char msg[256];
    if (!cJSON_IsArray(anch) || cJSON_GetArraySize(anch) != t->nseg) {
        fail(t->id, "anchors.json: need one [x, y] per segment");
        return;
    }
    for (int s = 0; s < t->nseg; s++) {
        const cJSON *a = cJSON_GetArrayItem(anch, s);
        if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != 2) {
            fail(t->id, "anchors.json: bad point");
            continue;
        }
        double ax = cJSON_GetArrayItem(a, 0)->valuedouble, ay = cJSON_GetArrayItem(a, 1)->valuedouble;
        int x = (int)(ax * n), y = (int)(ay * n);
        if (x < 0 || y < 0 || x >= n || y >= n || lab[y * n + x] != s) {
            snprintf(msg, sizeof msg, "anchor of segment %d (%.3f, %.3f) is not inside it", s, ax, ay);
            fail(t->id, msg);
        }
    }
}

static void check_mask(const carc_rules *R, int type, const td_tile *t, const Image *tile, const Image *m, const cJSON *anch)
{
    char msg[256];
    if (tile->w != m->w || tile->h != m->h) {
        fail(t->id, "tile and mask sizes differ");
        return;
    }
    if (m->w != m->h || m->w < 64) {
        fail(t->id, "mask is not square or too small");
        return;
    }
    int n = m->w;
    int *lab = malloc(sizeof(int) * (size_t)n * (size_t)n);
    int bad = 0;
    long count[TD_MAXSEG] = {0};
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            int v = seg_at(m, x, y);
            if (v == -2 || v >= t->nseg)
                bad++;
            lab[y * n + x] = v < t->nseg ? v : -2;
            if (v >= 0 && v < t->nseg)
                count[v]++;
        }
    if (bad) {
        snprintf(msg, sizeof msg, "%d pixels do not encode a segment of this tile", bad);
        fail(t->id, msg);
    }
    check_edges(R, type, t, lab, n);
    check_segments(t, lab, n, count);
    check_inside(R, type, t, lab, n);
    check_anchors(t, anch, lab, n);
    free(lab);
}

static int run_masks(const carc_rules *R, const td_set *set, const char *assets)
{
    char path[4096];
    cJSON *anchors = load_anchors(assets);
    if (!anchors)
        return 1;
    for (int i = 0; i < set->n; i++) {
        const td_tile *t = &set->t[i];
        Image tile, mask;
        snprintf(path, sizeof path, "%s/tiles/%s.png", assets, t->id);
        if (load_png(path, &tile) != 0) {
            fail(t->id, "cannot read tile art");
            continue;
        }
        snprintf(path, sizeof path, "%s/masks/%s.png", assets, t->id);
        if (load_png(path, &mask) != 0) {
            fail(t->id, "cannot read mask");
            free(tile.rgba);
            continue;
        }
        check_mask(R, i, t, &tile, &mask, cJSON_GetObjectItemCaseSensitive(anchors, t->id));
        free(tile.rgba);
        free(mask.rgba);
    }
    cJSON_Delete(anchors);
    printf("assets_masks: %d tiles checked, %d failure(s)\n", set->n, failures);
    return failures ? 1 : 0;
}

int main(int argc, char **argv)
{
    if (argc != 4 || (strcmp(argv[1], "masks") != 0 && strcmp(argv[1], "complete") != 0)) {
        fprintf(stderr, "usage: %s masks|complete DATADIR ASSETSDIR\n", argv[0]);
        return 2;
    }
    carc_err e;
    carc_rules *R = carc_rules_load(argv[2], &e);
    if (!R) {
        fprintf(stderr, "FAIL rules data: %s\n", e.msg);
        return 1;
    }
    td_set set;
    char err[512];
    if (td_load(&set, R, err, sizeof err) != 0) {
        fprintf(stderr, "FAIL rules data: %s\n", err);
        carc_rules_free(R);
        return 1;
    }
    int rc = strcmp(argv[1], "masks") == 0 ? run_masks(R, &set, argv[3]) : run_complete(R, &set, argv[3]);
    td_free(&set);
    carc_rules_free(R);
    return rc;
}
