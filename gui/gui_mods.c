/* The expansions' visible state, read from carc_game_modules_json() after events (not every frame):
 * betting chips in each supply and on each office, toll houses on the board, map chips (gui_mapchips.c). */
#include "gui.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <string.h>

int gui_json_int(const cJSON *o, const char *key, int def)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsNumber(v) ? v->valueint : def;
}

static void read_bets(gui_mods *m, const cJSON *b)
{
    int p = 0;
    const cJSON *rack;
    cJSON_ArrayForEach(rack, cJSON_GetObjectItemCaseSensitive(b, "racks"))
    {
        if (p >= CARC_MAX_PLAYERS)
            break;
        const cJSON *chip;
        cJSON_ArrayForEach(chip, rack)
        {
            if (cJSON_IsString(chip) && m->nrack[p] < GUI_RACK)
                snprintf(m->rack[p][m->nrack[p]++], sizeof m->rack[p][0], "%s", chip->valuestring);
        }
        p++;
    }
    const cJSON *o;
    cJSON_ArrayForEach(o, cJSON_GetObjectItemCaseSensitive(b, "offices"))
    {
        if (m->noffice >= GUI_MAX_OFFICES)
            break;
        m->office[m->noffice].x = gui_json_int(o, "x", 0);
        m->office[m->noffice].y = gui_json_int(o, "y", 0);
        m->office[m->noffice].chips = gui_json_int(o, "chips", 0);
        m->noffice++;
    }
}

static void read_toll(gui_mods *m, const cJSON *t)
{
    int p = 0;
    const cJSON *h;
    cJSON_ArrayForEach(h, cJSON_GetObjectItemCaseSensitive(t, "houses"))
    {
        if (p >= CARC_MAX_PLAYERS)
            break;
        m->house[p].placed = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(h, "placed"));
        m->house[p].x = gui_json_int(h, "x", 0);
        m->house[p].y = gui_json_int(h, "y", 0);
        m->house[p].value = gui_json_int(h, "value", 1);
        p++;
    }
}

void gui_mods_refresh(gui_app *a)
{
    gui_mods *m = &a->game.mods;
    memset(m, 0, sizeof *m);
    if (!a->game.g)
        return;
    cJSON *j = carc_game_modules_json(a->game.g);
    if (!j)
        return;
    const cJSON *b = cJSON_GetObjectItemCaseSensitive(j, "bets");
    const cJSON *t = cJSON_GetObjectItemCaseSensitive(j, "tollkeepers");
    const cJSON *mc = cJSON_GetObjectItemCaseSensitive(j, "mapchips");
    m->bets = cJSON_IsObject(b);
    m->toll = cJSON_IsObject(t);
    m->mapchips = cJSON_IsObject(mc);
    if (m->bets)
        read_bets(m, b);
    if (m->toll)
        read_toll(m, t);
    if (m->mapchips)
        gui_mapchips_read(m, a->rules, mc);
    cJSON_Delete(j);
}
