/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reading assets/ui/seats.json: every seat colour with its RGB and its name in each palette, its sprites'
 * colour and its symbol; everything checked, so the GUI never draws from half a table. */
#include "gui_seat_data.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc.h"

const char *const *const gui_color_names = carc_seat_colors;
_Static_assert(GUI_SEATS == CARC_MAX_PLAYERS, "one look per seat colour of the engine");
const char *const gui_symbol_names[GUI_SYM_COUNT] = {"circle", "triangle", "square", "diamond", "star", "cross"};

/* "#rrggbb" with six hex digits: sscanf's %x alone would take a sign or spaces ("#-fffff", "# fffff") */
static bool parse_rgb(const cJSON *j, unsigned char out[3])
{
    if (!cJSON_IsString(j) || strlen(j->valuestring) != 7 || j->valuestring[0] != '#' ||
        strspn(j->valuestring + 1, "0123456789abcdefABCDEF") != 6)
        return false;
    unsigned long v = strtoul(j->valuestring + 1, NULL, 16);
    out[0] = (unsigned char)(v >> 16);
    out[1] = (unsigned char)(v >> 8);
    out[2] = (unsigned char)v;
    return true;
}

static bool fail(char *err, size_t cap, const char *path, const char *what)
{
    snprintf(err, cap, "%s: %s", path, what);
    return false;
}

static bool read_seat(gui_seat_data *d, int s, const cJSON *seat, const char *path, char *err, size_t cap)
{
    char what[160];
    const char *name = gui_color_names[s];
    if (!cJSON_IsObject(seat))
        return snprintf(what, sizeof what, "seats.%s is missing (one object per seat colour)", name), fail(err, cap, path, what);
    const cJSON *colors = cJSON_GetObjectItemCaseSensitive(seat, "colors");
    if (!cJSON_IsArray(colors) || cJSON_GetArraySize(colors) != d->npalettes)
        return snprintf(what, sizeof what, "seats.%s.colors must list one colour per palette (%d)", name, d->npalettes),
               fail(err, cap, path, what);
    for (int p = 0; p < d->npalettes; p++)
        if (!parse_rgb(cJSON_GetArrayItem(colors, p), d->rgb[p][s]))
            return snprintf(what, sizeof what, "seats.%s.colors[%d] is not a colour \"#rrggbb\"", name, p), fail(err, cap, path, what);
    const cJSON *titles = cJSON_GetObjectItemCaseSensitive(seat, "titles");
    if (!cJSON_IsArray(titles) || cJSON_GetArraySize(titles) != d->npalettes)
        return snprintf(what, sizeof what, "seats.%s.titles must name the colour once per palette (%d)", name, d->npalettes),
               fail(err, cap, path, what);
    for (int p = 0; p < d->npalettes; p++) {
        const cJSON *t = cJSON_GetArrayItem(titles, p);
        if (!cJSON_IsString(t) || !t->valuestring[0] || strlen(t->valuestring) >= sizeof d->title[p][s])
            return snprintf(what, sizeof what, "seats.%s.titles[%d] must be a name (under 24 bytes)", name, p), fail(err, cap, path, what);
        snprintf(d->title[p][s], sizeof d->title[p][s], "%s", t->valuestring);
    }
    if (!parse_rgb(cJSON_GetObjectItemCaseSensitive(seat, "sprite"), d->sprite[s]))
        return snprintf(what, sizeof what, "seats.%s.sprite is not a colour \"#rrggbb\"", name), fail(err, cap, path, what);
    /* recolouring tells a sprite pixel's shade by its brightness against this colour: black has none */
    if (!d->sprite[s][0] && !d->sprite[s][1] && !d->sprite[s][2])
        return snprintf(what, sizeof what, "seats.%s.sprite must not be black (#000000): the sprites' shades are measured against it",
                        name),
               fail(err, cap, path, what);
    const cJSON *sym = cJSON_GetObjectItemCaseSensitive(seat, "symbol");
    d->symbol[s] = -1;
    for (int k = 0; k < GUI_SYM_COUNT; k++)
        if (cJSON_IsString(sym) && strcmp(sym->valuestring, gui_symbol_names[k]) == 0)
            d->symbol[s] = k;
    for (int o = 0; o < s; o++)
        if (d->symbol[o] == d->symbol[s])
            return snprintf(what, sizeof what, "seats.%s.symbol is also %s's", name, gui_color_names[o]), fail(err, cap, path, what);
    if (d->symbol[s] < 0)
        return snprintf(what, sizeof what, "seats.%s.symbol must be circle, triangle, square, diamond, star or cross", name),
               fail(err, cap, path, what);
    return true;
}

bool gui_seat_data_load(gui_seat_data *d, const char *path, char *err, size_t cap)
{
    memset(d, 0, sizeof *d);
    carc_err e;
    cJSON *j = carc_load_json(path, &e);
    if (!j) {
        snprintf(err, cap, "%s", e.msg);
        return false;
    }
    bool ok = true;
    const cJSON *pal = cJSON_GetObjectItemCaseSensitive(j, "palettes");
    int np = cJSON_GetArraySize(pal);
    if (!cJSON_IsArray(pal) || np < 1 || np > GUI_PALETTES)
        ok = fail(err, cap, path, "palettes must list 1 to 4 palettes");
    for (int p = 0; ok && p < np; p++) {
        const cJSON *nm = cJSON_GetObjectItemCaseSensitive(cJSON_GetArrayItem(pal, p), "name");
        const cJSON *ti = cJSON_GetObjectItemCaseSensitive(cJSON_GetArrayItem(pal, p), "title");
        if (!cJSON_IsString(nm) || !cJSON_IsString(ti) || !nm->valuestring[0] || strlen(nm->valuestring) >= sizeof d->palette_name[p] ||
            strlen(ti->valuestring) >= sizeof d->palette_title[p])
            ok = fail(err, cap, path, "every palette needs a name (under 24 bytes) and a title (under 40)");
        else {
            snprintf(d->palette_name[p], sizeof d->palette_name[p], "%s", nm->valuestring);
            snprintf(d->palette_title[p], sizeof d->palette_title[p], "%s", ti->valuestring);
        }
    }
    d->npalettes = np;
    const cJSON *seats = cJSON_GetObjectItemCaseSensitive(j, "seats");
    for (int s = 0; ok && s < GUI_SEATS; s++)
        ok = read_seat(d, s, cJSON_GetObjectItemCaseSensitive(seats, gui_color_names[s]), path, err, cap);
    cJSON_Delete(j);
    return ok;
}

int gui_seat_palette_find(const gui_seat_data *d, const char *name)
{
    for (int p = 0; name && p < d->npalettes; p++)
        if (strcmp(name, d->palette_name[p]) == 0)
            return p;
    return -1;
}
