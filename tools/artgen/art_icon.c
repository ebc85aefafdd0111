/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the application icon — a tile with a walled city, a road and a meeple —
 * drawn once in vector form and written as PNGs of every hicolor size and as an SVG. Big shapes and
 * strong colours so it still reads at 48 px; no raster texture, so the SVG stays pure vector. */
#include "art_icon.h"

#include <cairo-svg.h>
#include <cairo.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "art_util.h"

/* The icon in the unit square. */
static void paint_icon(cairo_t *cr)
{
    const double x0 = 0.06, y0 = 0.05, x1 = 0.94, y1 = 0.92, r = 0.1;
    /* the tile: shadow, meadow */
    cairo_save(cr);
    cairo_translate(cr, 0.015, 0.03);
    rounded_rect(cr, x0, y0, x1, y1, r);
    rgba(cr, 0x000000, 0.35);
    cairo_fill(cr);
    cairo_restore(cr);
    rounded_rect(cr, x0, y0, x1, y1, r);
    cairo_pattern_t *g = cairo_pattern_create_linear(0, y0, 0, y1);
    cairo_pattern_add_color_stop_rgb(g, 0, 0.53, 0.74, 0.33);
    cairo_pattern_add_color_stop_rgb(g, 1, 0.36, 0.58, 0.21);
    cairo_set_source(cr, g);
    cairo_fill_preserve(cr);
    cairo_pattern_destroy(g);
    cairo_save(cr);
    cairo_clip(cr);

    /* the road, from the bottom edge into the city */
    cairo_new_path(cr);
    cairo_move_to(cr, 0.42, 1.0);
    cairo_curve_to(cr, 0.40, 0.78, 0.30, 0.66, 0.36, 0.44);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_width(cr, 0.15);
    rgb(cr, C_ROAD_EDGE);
    cairo_stroke_preserve(cr);
    cairo_set_line_width(cr, 0.11);
    rgb(cr, C_ROAD);
    cairo_stroke(cr);
    paint_tree(cr, (P2){0.17, 0.72}, 0.075);

    /* the city: the top of the tile behind a curved wall */
    cairo_new_path(cr);
    cairo_move_to(cr, 0, 0);
    cairo_line_to(cr, 0, 0.34);
    cairo_curve_to(cr, 0.28, 0.58, 0.72, 0.58, 1, 0.34);
    cairo_line_to(cr, 1, 0);
    cairo_close_path(cr);
    g = cairo_pattern_create_linear(0, 0, 0, 0.55);
    cairo_pattern_add_color_stop_rgb(g, 0, 0.9, 0.84, 0.7);
    cairo_pattern_add_color_stop_rgb(g, 1, 0.8, 0.71, 0.54);
    cairo_set_source(cr, g);
    cairo_fill(cr);
    cairo_pattern_destroy(g);
    static const RoofStyle icon_roof = {
        .shadow_dx = 0.012, .shadow_dy = 0.016, .shadow_a = 0.3, .ridge_w = 0.008, .ridge_a = 0.6, .outline_w = 0.01};
    paint_roof(cr, (P2){0.5, 0.2}, 0.2, 0.14, 0, roof_colours[0][0], roof_colours[0][1], &icon_roof);
    paint_roof(cr, (P2){0.76, 0.22}, 0.15, 0.12, 0, roof_colours[3][0], roof_colours[3][1], &icon_roof);
    paint_roof(cr, (P2){0.58, 0.37}, 0.14, 0.1, 0, roof_colours[2][0], roof_colours[2][1], &icon_roof);
    paint_shield(cr, (P2){0.24, 0.22}, 0.16, 0.08);
    cairo_new_path(cr);
    cairo_move_to(cr, 0, 0.34);
    cairo_curve_to(cr, 0.28, 0.58, 0.72, 0.58, 1, 0.34);
    stroke_wall(cr, 0.07, 0.05, 0.035, 0.03, 0.025);
    /* the gate where the road enters */
    cairo_new_path(cr);
    cairo_move_to(cr, 0.315, 0.56);
    cairo_line_to(cr, 0.315, 0.5);
    cairo_arc(cr, 0.36, 0.5, 0.045, M_PI, 2 * M_PI);
    cairo_line_to(cr, 0.405, 0.56);
    cairo_close_path(cr);
    fill_outline(cr, 0x2a1c10, C_WALL_DARK, 0.012);
    cairo_restore(cr);

    /* the rim of the tile */
    rounded_rect(cr, x0, y0, x1, y1, r);
    cairo_set_line_width(cr, 0.02);
    rgb(cr, 0x2e3f1c);
    cairo_stroke(cr);

    /* a blue meeple on the meadow, standing out over the rim */
    cairo_save(cr);
    cairo_translate(cr, 0.47, 0.42);
    cairo_scale(cr, 0.5, 0.5);
    paint_meeple(cr, 0x2f62c8);
    cairo_restore(cr);
}

void art_icon_write(const char *out)
{
    for (int i = 0; i <= ICON_NSIZES; i++) {
        char rel[128], dir[4096];
        icon_path(i, rel, sizeof rel);
        snprintf(dir, sizeof dir, "%s/%s", out, rel);
        char *name = strrchr(dir, '/');
        *name++ = 0;
        *strrchr(name, '.') = 0; /* dir and name of out/icons/hicolor/<size>/apps/opencarc.<ext> */
        mkdir_p(dir);
        bool svg = i == ICON_NSIZES;
        double n = svg ? 256 : icon_sizes[i];
        cairo_surface_t *s;
        if (svg) {
            char path[4200];
            snprintf(path, sizeof path, "%s/%s.svg", dir, name);
            s = cairo_svg_surface_create(path, n, n);
            cairo_svg_surface_set_document_unit(s, CAIRO_SVG_UNIT_PX);
        } else {
            s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)n, (int)n);
        }
        cairo_t *cr = cairo_create(s);
        cairo_scale(cr, n, n);
        paint_icon(cr);
        cairo_destroy(cr);
        if (!svg)
            write_png(s, dir, name);
        cairo_surface_finish(s);
        if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS)
            die("cannot write the icon %s/%s", dir, rel);
        cairo_surface_destroy(s);
    }
}
