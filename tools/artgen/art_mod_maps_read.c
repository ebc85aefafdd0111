/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: a map to draw. The engine reads a map's rules (carc_map_parse: the squares,
 * towns, cities, islands, border); what it passes over for the drawn board ("labels", "rivers", "decor",
 * "country_rows", the "name" of islands and border features) is read here from the same file. */
#include "art_mod_maps_read.h"

#include <stdio.h>
#include <string.h>

/* The string o[key] into dst (empty when missing). */
static void get_str(const cJSON *o, const char *key, char *dst, size_t size)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    dst[0] = 0;
    if (cJSON_IsString(v))
        snprintf(dst, size, "%s", v->valuestring);
}

static double get_num(const cJSON *o, const char *key, double def)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsNumber(v) ? v->valuedouble : def;
}

static void read_points(const cJSON *arr, int (*out)[2], int *n, int max)
{
    const cJSON *p;
    *n = 0;
    cJSON_ArrayForEach(p, arr)
    {
        if (*n >= max || !cJSON_IsArray(p))
            continue;
        out[*n][0] = cJSON_GetArrayItem(p, 0) ? cJSON_GetArrayItem(p, 0)->valueint : 0;
        out[*n][1] = cJSON_GetArrayItem(p, 1) ? cJSON_GetArrayItem(p, 1)->valueint : 0;
        ++*n;
    }
}

/* [x, y] points with real coordinates (up to max; other entries are skipped). */
static void read_pts(const cJSON *arr, P2 *out, int *n, int max)
{
    const cJSON *p;
    *n = 0;
    cJSON_ArrayForEach(p, arr)
    {
        if (*n >= max || !cJSON_IsArray(p))
            continue;
        out[*n].x = cJSON_GetArrayItem(p, 0) ? cJSON_GetArrayItem(p, 0)->valuedouble : 0;
        out[*n].y = cJSON_GetArrayItem(p, 1) ? cJSON_GetArrayItem(p, 1)->valuedouble : 0;
        ++*n;
    }
}

/* The "name" of each entry of list into names (the rules keep the entries, in this order, without it). */
static void read_names(const cJSON *list, char (*names)[64], int max)
{
    const cJSON *o;
    int i = 0;
    cJSON_ArrayForEach(o, list)
    {
        if (i >= max)
            break;
        get_str(o, "name", names[i++], sizeof names[0]);
    }
}

/* The look of square (x, y) of the rules' map. */
static int look_at(const carc_map *r, int x, int y)
{
    static const unsigned char look[] = {[MAP_OFF] = K_SEA,   [MAP_LAND] = K_LAND,   [MAP_WAVES] = K_WAVES,  [MAP_LARGE_CITY] = K_CITY,
                                         [MAP_TOWN] = K_TOWN, [MAP_START] = K_START, [MAP_ISLAND] = K_ISLAND};
    int k = r->square[y][x];
    return k == MAP_OFF && (r->abroad[y] >> x & 1) ? K_ABROAD : look[k];
}

void read_map(Map *m, const carc_map *r, const cJSON *j)
{
    memset(m, 0, sizeof *m);
    m->r = r;
    m->w = r->width;
    m->h = r->height;
    for (int y = 0; y < m->h; y++)
        for (int x = 0; x < m->w; x++)
            m->kind[y][x] = (unsigned char)look_at(r, x, y);
    const cJSON *cr = cJSON_GetObjectItemCaseSensitive(j, "country_rows"), *r2;
    if (cJSON_GetArraySize(cr) == m->h) {
        m->has_country = 1;
        int y = 0;
        cJSON_ArrayForEach(r2, cr)
        {
            for (int x = 0; x < m->w && cJSON_IsString(r2) && r2->valuestring[x]; x++)
                m->country[y][x] = r2->valuestring[x];
            y++;
        }
    }
    read_names(cJSON_GetObjectItemCaseSensitive(j, "islands"), m->island_name, MAP_MAX_ISLANDS);
    read_names(cJSON_GetObjectItemCaseSensitive(j, "border"), m->border_name, MAP_MAX_BORDER);
    const cJSON *o;
    cJSON_ArrayForEach(o, cJSON_GetObjectItemCaseSensitive(j, "labels"))
    {
        if (m->nlabel >= 32)
            break;
        Label *l = &m->label[m->nlabel++];
        get_str(o, "text", l->text, sizeof l->text);
        get_str(o, "style", l->style, sizeof l->style);
        l->x = get_num(o, "x", 0);
        l->y = get_num(o, "y", 0);
        l->angle = get_num(o, "angle", 0);
        l->size = get_num(o, "size", 1);
    }
    cJSON_ArrayForEach(o, cJSON_GetObjectItemCaseSensitive(j, "rivers"))
    {
        if (m->nriver >= 16)
            break;
        River *rv = &m->river[m->nriver++];
        read_pts(cJSON_GetObjectItemCaseSensitive(o, "points"), rv->p, &rv->n, 40);
    }
    cJSON_ArrayForEach(o, cJSON_GetObjectItemCaseSensitive(j, "decor"))
    {
        if (m->ndecor >= 16)
            break;
        Decor *d = &m->decor[m->ndecor++];
        get_str(o, "kind", d->kind, sizeof d->kind);
        d->x = get_num(o, "x", 0);
        d->y = get_num(o, "y", 0);
        read_points(cJSON_GetObjectItemCaseSensitive(o, "squares"), d->sq, &d->n, 64);
        read_pts(cJSON_GetObjectItemCaseSensitive(o, "points"), d->pt, &d->npt, 16);
    }
}
