/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator.
 *
 * Loads the rules (every module's tiles.json, through the engine) and renders, for every tile id,
 * the tile art (assets/tiles/<id>.png) and its segment mask (assets/masks/<id>.png),
 * the meeple anchors (assets/anchors.json), the sprites (assets/sprites/), two
 * contact sheets, what the modules' painters write of their own (the map boards) and the application icon
 * (art_icon.c). Everything is
 * drawn with cairo; the output is deterministic (fixed seeds, no fonts, no time stamps).
 *
 * Usage: opencarc-artgen [--data DIR] [--out DIR] [--seams FILE]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "art_icon.h"
#include "art_mask.h"
#include "art_paint.h"
#include "art_painter.h"
#include "art_place.h"
#include "art_sheet.h"
#include "art_sprite.h"
#include "art_tile.h"
#include "art_util.h"

/* Every tile drawn, its mask and its mask's preview (kept in imgs and prev for the contact sheets and
 * seams), and the meeple spots of all into anchors.json. */
static void write_tiles(const td_set *set, const char *out, const char *dir_tiles, const char *dir_masks, cairo_surface_t **imgs,
                        cairo_surface_t **prev)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/anchors.json", out);
    FILE *aj = fopen(path, "w");
    if (!aj)
        die("cannot write %s", path);
    fprintf(aj, "{\n");
    Tile *T = malloc(sizeof *T);
    for (int i = 0; i < set->n; i++) {
        memset(T, 0, sizeof *T);
        T->t = &set->t[i];
        build_layout(T);
        place_centre(T);
        place_illustrations(T);
        place_modules(T);
        place_anchors(T);
        imgs[i] = render_tile(T);
        write_png(imgs[i], dir_tiles, T->t->id);
        cairo_surface_t *m = label_image(T, mask_colour);
        write_png(m, dir_masks, T->t->id);
        cairo_surface_destroy(m);
        prev[i] = mask_preview(T);
        fprintf(aj, "  \"%s\": [", T->t->id);
        for (int s = 0; s < T->t->nseg; s++)
            fprintf(aj, "%s[%.4f, %.4f]", s ? ", " : "", T->anchor[s].x, T->anchor[s].y);
        fprintf(aj, "]%s\n", i + 1 < set->n ? "," : "");
    }
    fprintf(aj, "}\n");
    fclose(aj);
    free(T);
}

int main(int argc, char **argv)
{
    const char *data = ".", *out = "assets", *seams = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--data") == 0 && i + 1 < argc)
            data = argv[++i];
        else if (strcmp(argv[i], "--out") == 0 && i + 1 < argc)
            out = argv[++i];
        else if (strcmp(argv[i], "--seams") == 0 && i + 1 < argc)
            seams = argv[++i];
        else {
            fprintf(stderr, "usage: %s [--data DIR] [--out DIR] [--seams FILE]\n", argv[0]);
            return 2;
        }
    }
    carc_err e;
    carc_rules *R = carc_rules_load(data, &e);
    if (!R)
        die("%s", e.msg);
    td_set set;
    char err[512];
    if (td_load(&set, R, err, sizeof err) != 0)
        die("%s", err);
    char dir_tiles[4096], dir_masks[4096], dir_sprites[4096];
    snprintf(dir_tiles, sizeof dir_tiles, "%s/tiles", out);
    snprintf(dir_masks, sizeof dir_masks, "%s/masks", out);
    snprintf(dir_sprites, sizeof dir_sprites, "%s/sprites", out);
    mkdir_p(dir_tiles);
    mkdir_p(dir_masks);
    mkdir_p(dir_sprites);
    /* the icon first: its SVG numbers cairo's surfaces, which would change with every tile drawn before it */
    art_icon_write(out);
    make_stone_texture();

    cairo_surface_t **imgs = calloc((size_t)set.n, sizeof *imgs), **prev = calloc((size_t)set.n, sizeof *prev);
    write_tiles(&set, out, dir_tiles, dir_masks, imgs, prev);

    write_sheet(out, "contact_tiles", imgs, &set);
    write_sheet(out, "contact_masks", prev, &set);

    write_sprites(R, data, dir_sprites);
    for (int m = 0; m < art_painter_count; m++)
        if (art_painters[m]->write)
            art_painters[m]->write(R, out);
    if (seams)
        write_seams(seams, imgs, &set);

    for (int i = 0; i < set.n; i++) {
        cairo_surface_destroy(imgs[i]);
        cairo_surface_destroy(prev[i]);
    }
    free(imgs);
    free(prev);
    free_stone_texture();
    td_free(&set);
    carc_rules_free(R);
    return 0;
}
