/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the printed boards of the Carcassonne Maps.
 *
 * Draws every map the rules load (rules/maps/index.json: the engine reads each map's rules, see
 * rules/maps/map_data.c) as assets/maps/<name>.png at ART_MAP_PX pixels per square, exactly width x
 * height squares, square (x, y) at pixels [64x, 64x + 64) x [64y, 64y + 64): a front end lays the tiles
 * straight over it.
 *
 * What is drawn, in the style of the tiles (same palette, roofs, walls, coats of arms, stroke font):
 * land as soft green parchment with a faint square grid, sea in blue with gentle waves (the legend
 * kind "sea"; "abroad" squares are beige parchment with hatching; plain "off_map" counts as sea),
 * coasts with foam, national borders, wave squares, islands with a stack place in their colour,
 * start squares with a red border, towns (on France in their wine colour), large cities as walled
 * printed cities open on their open edges, with their coats of arms, and printed border roads and
 * cities running off the map (a coat of arms where flagged, a jetty where they reach the sea).
 * Keys the engine ignores add the look: "labels" [{text, x, y, style: title|sea|lake|country|region,
 * angle, size}], "rivers" [{name, points}], "decor" [{kind: compass (x, y) | forest, hills, mountains
 * (squares) | dike (points)}],
 * "country_rows" (national borders inside the map), and the "name" of islands and border features.
 *
 * Deterministic like the rest of the generator: fixed seeds from the map name, one random draw per
 * statement, no trigonometry of constants, no fonts. */
#include "art_mod_maps_board.h"

#include <cjson/cJSON.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "art_mod_maps_city.h"
#include "art_mod_maps_label.h"
#include "art_mod_maps_land.h"
#include "art_mod_maps_read.h"
#include "art_mod_maps_town.h"

static void draw_map(const Map *m, const char *dir)
{
    uint32_t seed = (uint32_t)(hash_str(m->r->name) & 0xffffffu);
    Rng rng = {hash_str(m->r->name)};
    cairo_surface_t *img = base_layer(m, seed);
    cairo_surface_t *stone = stone_layer(m, seed);
    cairo_t *cr = cairo_create(img);
    cairo_scale(cr, PX, PX);
    paint_abroad(cr, m);
    paint_sea(cr, m, &rng);
    paint_decor(cr, m, &rng);
    paint_rivers(cr, m);
    paint_grid(cr, m);
    paint_labels(cr, m, 1);
    paint_coasts(cr, m);
    paint_dikes(cr, m);
    paint_wave_squares(cr, m);
    paint_islands(cr, m, &rng);
    for (int i = 0; i < m->r->nborder; i++)
        paint_border(cr, m, i, stone, &rng);
    for (int i = 0; i < m->r->ncities; i++)
        paint_large_city(cr, m, &m->r->city[i], stone, &rng);
    paint_towns(cr, m, &rng);
    paint_labels(cr, m, 0);
    cairo_destroy(cr);
    write_png(img, dir, m->r->name);
    cairo_surface_destroy(img);
    cairo_surface_destroy(stone);
}

void art_map_write(const carc_rules *R, const char *out)
{
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/maps", out);
    mkdir_p(dir);
    Map *m = malloc(sizeof *m);
    const carc_map *r;
    const char *file;
    for (int i = 0; (r = carc_map_shipped(R, i, &file)); i++) {
        carc_err err;
        cJSON *j = carc_load_json(file, &err);
        if (!j)
            die("%s", err.msg);
        read_map(m, r, j);
        cJSON_Delete(j);
        draw_map(m, dir);
    }
    free(m);
}
