/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: a tile's images: its art, its mask and the mask's preview (see art_tile.h). */
#include "art_tile.h"

#include <stdint.h>
#include <string.h>

#include "art_build.h"
#include "art_painter.h"
#include "art_paint.h"
#include "art_util.h"

cairo_surface_t *render_tile(Tile *T)
{
    const td_tile *t = T->t;
    Rng rng = {hash_str(t->id)};
    cairo_surface_t *img = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, TS, TS);
    paint_grass(img, &rng);
    cairo_t *cr = cairo_create(img);
    cairo_scale(cr, TS, TS);
    paint_dirt_roads(cr, T);
    paint_roads(cr, T, &rng);
    if (T->mon_seg >= 0)
        paint_monastery(cr, &rng);
    paint_separators(cr, T);
    paint_road_houses(cr, T);
    for (int i = 0; i < T->ncity; i++)
        paint_city(cr, T, &T->city[i], &rng);
    if (T->centre_by)
        T->centre_by->paint_centre(cr, T, &rng);
    for (int i = 0; i < T->npic; i++)
        T->pic[i].by->paint_pic(cr, &T->pic[i], &rng);
    for (int s = 0; s < t->nseg; s++)
        if (t->seg[s].type == CARC_ROAD && T->scene[s])
            T->scene[s]->paint_scene(cr, T->scene_c[s], T->scene_dir[s]);
    cairo_destroy(cr);
    cairo_surface_flush(img);
    return img;
}

cairo_surface_t *label_image(const Tile *T, unsigned (*colour)(const td_tile *t, int v))
{
    cairo_surface_t *m = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, TS, TS);
    unsigned char *d = cairo_image_surface_get_data(m);
    int stride = cairo_image_surface_get_stride(m);
    for (int y = 0; y < TS; y++)
        for (int x = 0; x < TS; x++) {
            uint32_t px = 0xff000000u | colour(T->t, T->lab[y * TS + x]);
            memcpy(d + y * stride + x * 4, &px, 4);
        }
    cairo_surface_mark_dirty(m);
    return m;
}

unsigned mask_colour(const td_tile *t, int v)
{
    (void)t;
    return (uint32_t)(v >= 0 ? v + 1 : 0) << 16;
}

/* False colours for the mask contact sheet. */
static unsigned false_colour(const td_tile *t, int v)
{
    static const unsigned city[] = {0xd8453a, 0xf08a3c, 0xb03090};
    static const unsigned road[] = {0xf4f0d0, 0xf0d84a, 0x9ad0f0, 0xc0a0f0};
    static const unsigned field[] = {0x3a8a3a, 0x7ac04a, 0x2a6a6a, 0xa8d890, 0x5a7a2a};
    if (v < 0)
        return 0x101010;
    int nth = 0;
    for (int s = 0; s < v; s++)
        if (t->seg[s].type == t->seg[v].type)
            nth++;
    switch (t->seg[v].type) {
    case CARC_CITY:
        return city[nth % 3];
    case CARC_ROAD:
        return road[nth % 4];
    case CARC_FIELD:
        return field[nth % 5];
    default:
        return 0x8a4ad0;
    }
}

cairo_surface_t *mask_preview(const Tile *T)
{
    cairo_surface_t *m = label_image(T, false_colour);
    cairo_t *cr = cairo_create(m);
    cairo_scale(cr, TS, TS);
    for (int s = 0; s < T->t->nseg; s++) {
        cairo_arc(cr, T->anchor[s].x, T->anchor[s].y, 0.03, 0, 2 * M_PI);
        fill_outline(cr, 0xffffff, 0x000000, 0.01);
    }
    cairo_destroy(cr);
    return m;
}
