/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the contact sheets (every tile's art or mask preview with its id) and the seams
 * test sheet (a few tiles side by side, to see that edges join). */
#include "art_sheet.h"

#include <math.h>
#include <string.h>

#include "art_font.h"
#include "art_tile.h"
#include "art_util.h"

#define SHEET_COLS 10

#define CELL_W 140

#define CELL_H 152

#define THUMB 128

static cairo_surface_t *sheet_new(int n, cairo_t **cr)
{
    int rows = (n + SHEET_COLS - 1) / SHEET_COLS;
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, SHEET_COLS * CELL_W + 12, rows * CELL_H + 12);
    *cr = cairo_create(s);
    rgb(*cr, 0x2e2822);
    cairo_paint(*cr);
    return s;
}

static void sheet_put(cairo_t *cr, int i, cairo_surface_t *img, const char *label)
{
    double x = 6 + (i % SHEET_COLS) * CELL_W + (CELL_W - THUMB) / 2.0, y = 6 + (i / SHEET_COLS) * CELL_H + 4;
    cairo_save(cr);
    cairo_translate(cr, x, y);
    cairo_scale(cr, (double)THUMB / TS, (double)THUMB / TS);
    cairo_set_source_surface(cr, img, 0, 0);
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
    cairo_paint(cr);
    cairo_restore(cr);
    double h = 9, w = font_width(label, h);
    if (w > CELL_W - 6)
        h *= (CELL_W - 6) / w;
    text_centered(cr, label, x + THUMB / 2.0, y + THUMB + 11, h, 1.5, 0xf0e4c8, 0xffffffffu);
}

void write_sheet(const char *dir, const char *name, cairo_surface_t **imgs, const td_set *set)
{
    cairo_t *cr;
    cairo_surface_t *sheet = sheet_new(set->n, &cr);
    for (int i = 0; i < set->n; i++)
        sheet_put(cr, i, imgs[i], set->t[i].id);
    cairo_destroy(cr);
    write_png(sheet, dir, name);
    cairo_surface_destroy(sheet);
}

void write_seams(const char *path, cairo_surface_t **imgs, const td_set *set)
{
    struct {
        const char *id;
        int rot;
        int x, y;
    } lay[] = {
        {"D", 0, 0, 1}, {"U", 0, 1, 1}, {"L", 0, 2, 1}, {"V", 1, 3, 1}, {"E", 2, 0, 0}, {"H", 0, 2, 2},    {"N", 0, 1, 0},
        {"K", 3, 3, 2}, {"R", 2, 1, 2}, {"C", 0, 0, 2}, {"W", 2, 3, 0}, {"X", 0, 4, 1}, {"BE02", 0, 2, 0},
    };
    int W = 5, H = 3;
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, W * TS, H * TS);
    cairo_t *cr = cairo_create(s);
    rgb(cr, 0x202020);
    cairo_paint(cr);
    for (size_t i = 0; i < sizeof lay / sizeof lay[0]; i++) {
        int k = -1;
        for (int j = 0; j < set->n; j++)
            if (strcmp(set->t[j].id, lay[i].id) == 0)
                k = j;
        if (k < 0)
            continue;
        cairo_save(cr);
        cairo_translate(cr, lay[i].x * TS + TS / 2.0, lay[i].y * TS + TS / 2.0);
        cairo_rotate(cr, lay[i].rot * M_PI / 2);
        cairo_translate(cr, -TS / 2.0, -TS / 2.0);
        cairo_set_source_surface(cr, imgs[k], 0, 0);
        cairo_paint(cr);
        cairo_restore(cr);
    }
    cairo_destroy(cr);
    cairo_surface_write_to_png(s, path);
    cairo_surface_destroy(s);
}
