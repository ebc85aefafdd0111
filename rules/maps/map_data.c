/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reading a map from JSON (rules/maps/<name>.json or a scenario's inline setup.map). Every problem is
 * reported with the map and the field named; nothing is half-loaded. */
#include <cjson/cJSON.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "../../engine/carc_internal.h"
#include "maps.h"

/* A problem in the map named `where` (its file, or setup.map): the message (a template marked CARC_N_)
 * inside that context. */
#define BAD(...)                                                                                                                           \
    do {                                                                                                                                   \
        carc_err_set(err, CARC_E_FORMAT, __VA_ARGS__);                                                                                     \
        carc_err_wrap(err, "%s: %s", where);                                                                                               \
        return false;                                                                                                                      \
    } while (0)

bool carc_map_in(const carc_map *m, int x, int y)
{
    return x >= 0 && y >= 0 && x < m->width && y < m->height;
}

/* A legend's square kind; *abroad: off the map, printed as land abroad rather than sea (may be NULL). */
static int square_kind(const char *s, bool *abroad)
{
    static const struct {
        const char *name;
        int kind;
    } names[] = {
        {"land", MAP_LAND},       {"off_map", MAP_OFF}, {"offmap", MAP_OFF},
        {"off", MAP_OFF},         {"sea", MAP_OFF},     {"abroad", MAP_OFF},
        {"waves", MAP_WAVES},     {"wave", MAP_WAVES},  {"large_city", MAP_LARGE_CITY},
        {"city", MAP_LARGE_CITY}, {"town", MAP_TOWN},   {"start", MAP_START},
        {"island", MAP_ISLAND},
    };
    char buf[32];
    size_t n = 0;
    for (; s[n] && n < sizeof buf - 1; n++)
        buf[n] = s[n] == '-' || s[n] == ' ' ? '_' : (char)tolower((unsigned char)s[n]);
    buf[n] = 0;
    if (abroad)
        *abroad = strcmp(buf, "abroad") == 0;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(buf, names[i].name) == 0)
            return names[i].kind;
    return -1;
}

/* A side: N, E, S, W (any case, or north/east/...) or 0-3. */
static int side_parse(const cJSON *v)
{
    if (cJSON_IsNumber(v))
        return v->valuedouble >= 0 && v->valuedouble <= 3 && v->valuedouble == (double)v->valueint ? v->valueint : -1;
    static const char *const sides[4] = {"north", "east", "south", "west"};
    for (int i = 0; cJSON_IsString(v) && v->valuestring[0] && i < 4; i++)
        if (strcasecmp(v->valuestring, sides[i]) == 0 || (!v->valuestring[1] && tolower((unsigned char)v->valuestring[0]) == sides[i][0]))
            return i;
    return -1;
}

/* Colour names are compared without case, spaces, '-' or '_': "light blue" is "lightblue". */
void carc_map_color_key(const char *in, char *out, size_t size)
{
    size_t n = 0;
    for (; *in && n + 1 < size; in++)
        if (*in != ' ' && *in != '-' && *in != '_')
            out[n++] = (char)tolower((unsigned char)*in);
    out[n] = 0;
}

/* The first of several accepted spellings of a key. */
static const cJSON *item(const cJSON *o, const char *a, const char *b)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, a);
    return v ? v : cJSON_GetObjectItemCaseSensitive(o, b);
}

/* A whole number from lo to hi (1.5 is not a square or a count). */
static bool int_parse(const cJSON *v, int lo, int hi, int *out)
{
    if (!cJSON_IsNumber(v) || !(v->valuedouble >= lo && v->valuedouble <= hi) || v->valuedouble != (double)(int)v->valuedouble)
        return false;
    *out = (int)v->valuedouble;
    return true;
}

/* The first key of object o that is not in the NULL-ended list: a misspelt key must not be ignored. */
static const char *unknown_key(const cJSON *o, const char *const *known)
{
    const cJSON *k;
    cJSON_ArrayForEach(k, o)
    {
        bool found = false;
        for (int i = 0; known[i] && !found; i++)
            found = strcmp(k->string, known[i]) == 0;
        if (!found)
            return k->string;
    }
    return NULL;
}

#define CHECK_KEYS(o, what, ...)                                                                                                           \
    do {                                                                                                                                   \
        static const char *const known_[] = {__VA_ARGS__, NULL};                                                                           \
        const char *k_ = cJSON_IsObject(o) ? unknown_key(o, known_) : NULL;                                                                \
        if (k_)                                                                                                                            \
            BAD(CARC_N_("%s: unknown key \"%s\""), what, k_);                                                                              \
    } while (0)

/* A point given as [x, y] or {"x": .., "y": ..}. */
static bool point_parse(const cJSON *v, const carc_map *m, map_point *out)
{
    const cJSON *x = cJSON_IsArray(v) ? cJSON_GetArrayItem(v, 0) : cJSON_GetObjectItemCaseSensitive(v, "x");
    const cJSON *y = cJSON_IsArray(v) ? cJSON_GetArrayItem(v, 1) : cJSON_GetObjectItemCaseSensitive(v, "y");
    int px, py;
    if (!int_parse(x, 0, m->width - 1, &px) || !int_parse(y, 0, m->height - 1, &py))
        return false;
    out->x = (int8_t)px;
    out->y = (int8_t)py;
    return true;
}

static bool same_point(map_point a, map_point b)
{
    return a.x == b.x && a.y == b.y;
}

static bool playable_kind(int k)
{
    return k == MAP_LAND || k == MAP_TOWN || k == MAP_START;
}

static bool text_parse(const cJSON *o, const char *key, char *out, size_t size)
{
    const cJSON *n = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!n)
        return true;
    if (!cJSON_IsString(n) || strlen(n->valuestring) >= size)
        return false;
    snprintf(out, size, "%s", n->valuestring);
    return true;
}

static bool parse_grid(const cJSON *j, const char *where, carc_map *m, carc_err *err)
{
    const cJSON *rows = cJSON_GetObjectItemCaseSensitive(j, "rows"), *legend = cJSON_GetObjectItemCaseSensitive(j, "legend");
    if (!int_parse(cJSON_GetObjectItemCaseSensitive(j, "width"), 1, MAP_MAX_DIM, &m->width) ||
        !int_parse(cJSON_GetObjectItemCaseSensitive(j, "height"), 1, MAP_MAX_DIM, &m->height))
        BAD(CARC_N_("\"width\" and \"height\" must be whole numbers from 1 to %s"), CARC_ERR_INT(MAP_MAX_DIM));
    if (!cJSON_IsObject(legend))
        BAD(CARC_N_("\"legend\" must map row characters to square kinds"));
    if (!cJSON_IsArray(rows) || cJSON_GetArraySize(rows) != m->height)
        BAD(CARC_N_("\"rows\" must hold %s strings (height)"), CARC_ERR_INT(m->height));
    int y = 0;
    const cJSON *row;
    cJSON_ArrayForEach(row, rows)
    {
        if (!cJSON_IsString(row) || (int)strlen(row->valuestring) != m->width)
            BAD(CARC_N_("rows[%s] must be a string of %s characters (width)"), CARC_ERR_INT(y), CARC_ERR_INT(m->width));
        for (int x = 0; x < m->width; x++) {
            char key[2] = {row->valuestring[x], 0};
            const cJSON *kind = cJSON_GetObjectItemCaseSensitive(legend, key);
            bool abroad = false;
            int k = cJSON_IsString(kind) ? square_kind(kind->valuestring, &abroad) : -1;
            if (!kind)
                BAD(CARC_N_("rows[%s] column %s: '%s' is not in the legend"), CARC_ERR_INT(y), CARC_ERR_INT(x), key);
            if (k < 0)
                BAD(CARC_N_("legend \"%s\": square kinds are land, off_map, waves, large_city, town, start, island"), key);
            m->square[y][x] = (uint8_t)k;
            m->abroad[y] |= (uint64_t)abroad << x;
        }
        y++;
    }
    const cJSON *tiles = item(j, "recommended_tiles", "tiles");
    m->recommended_tiles = MAP_DEFAULT_TILES;
    if (tiles && !int_parse(tiles, 1, CARC_MAX_TILES - 1, &m->recommended_tiles))
        BAD(CARC_N_("\"recommended_tiles\" must be a whole number of tiles from 1 to %s"), CARC_ERR_INT(CARC_MAX_TILES - 1));
    const cJSON *chips = cJSON_GetObjectItemCaseSensitive(j, "map_chips");
    if (chips && !int_parse(chips, 0, 60, &m->map_chips))
        BAD(CARC_N_("\"map_chips\" must be a whole number of chips from 0 to 60"));
    /* where a Map-Chip may lie: the map's own rule (Benelux: plain land; France: land, towns and the
     * unused start square) */
    const cJSON *on = cJSON_GetObjectItemCaseSensitive(j, "chips_on"), *v;
    m->chip_kinds = 1u << MAP_LAND;
    if (on) {
        if (!cJSON_IsArray(on) || cJSON_GetArraySize(on) < 1)
            BAD(CARC_N_("\"chips_on\" must list square kinds (land, town, start)"));
        m->chip_kinds = 0;
    }
    cJSON_ArrayForEach(v, on)
    {
        int k = cJSON_IsString(v) ? square_kind(v->valuestring, NULL) : -1;
        if (k != MAP_LAND && k != MAP_TOWN && k != MAP_START)
            BAD(CARC_N_("\"chips_on\": chips lie on land, town or start squares only"));
        m->chip_kinds |= 1u << k;
    }
    return true;
}

static bool parse_named(const cJSON *list, const char *key, const char *where, carc_map *m, map_named *out, int *n, carc_err *err)
{
    if (!list)
        return true;
    if (!cJSON_IsArray(list) || cJSON_GetArraySize(list) > MAP_MAX_NAMED)
        BAD(CARC_N_("\"%s\" must be a list of at most %s"), key, CARC_ERR_INT(MAP_MAX_NAMED));
    const cJSON *o;
    cJSON_ArrayForEach(o, list)
    {
        map_named *e = &out[*n];
        char what[48];
        snprintf(what, sizeof what, "%s[%d]", key, *n);
        CHECK_KEYS(o, what, "name", "x", "y", "wine");
        const cJSON *wine = cJSON_GetObjectItemCaseSensitive(o, "wine");
        if (!cJSON_IsObject(o) || !text_parse(o, "name", e->name, sizeof e->name) || !point_parse(o, m, &e->at))
            BAD(CARC_N_("%s needs a short \"name\" and whole \"x\", \"y\" on the map"), what);
        if (!playable_kind(m->square[e->at.y][e->at.x]))
            BAD(CARC_N_("%s (%s) lies on a square no tile can take"), what, e->name);
        if (wine && (!cJSON_IsString(wine) || !wine->valuestring[0] || strlen(wine->valuestring) >= sizeof e->wine))
            BAD(CARC_N_("%s: bad \"wine\""), what);
        if (wine)
            carc_map_color_key(wine->valuestring, e->wine, sizeof e->wine);
        ++*n;
    }
    return true;
}

static bool parse_cities(const cJSON *list, const char *where, carc_map *m, carc_err *err)
{
    if (!list)
        return true;
    if (!cJSON_IsArray(list) || cJSON_GetArraySize(list) > MAP_MAX_CITIES)
        BAD(CARC_N_("\"large_cities\" must be a list of at most %s"), CARC_ERR_INT(MAP_MAX_CITIES));
    const cJSON *o, *v;
    cJSON_ArrayForEach(o, list)
    {
        map_city *c = &m->city[m->ncities];
        int ci = m->ncities++;
        char what[64];
        snprintf(what, sizeof what, "large_cities[%d]", ci);
        CHECK_KEYS(o, what, "name", "squares", "coats_of_arms", "arms", "open_edges", "open");
        if (!cJSON_IsObject(o) || !text_parse(o, "name", c->name, sizeof c->name))
            BAD(CARC_N_("%s: bad \"name\""), what);
        const cJSON *squares = cJSON_GetObjectItemCaseSensitive(o, "squares");
        if (!cJSON_IsArray(squares) || cJSON_GetArraySize(squares) < 1 || cJSON_GetArraySize(squares) > MAP_MAX_CITY_SQUARES)
            BAD(CARC_N_("%s (%s): \"squares\" must list 1 to %s squares"), what, c->name, CARC_ERR_INT(MAP_MAX_CITY_SQUARES));
        cJSON_ArrayForEach(v, squares)
        {
            map_point *p = &c->square[c->nsquares++];
            CHECK_KEYS(v, what, "x", "y");
            if (!point_parse(v, m, p))
                BAD(CARC_N_("%s (%s): a square is not on the map"), what, c->name);
            for (int k = 0; k < ci; k++)
                for (int s = 0; s < m->city[k].nsquares; s++)
                    if (same_point(*p, m->city[k].square[s]))
                        BAD(CARC_N_("%s (%s): square (%s,%s) belongs to another city"), what, c->name, CARC_ERR_INT(p->x),
                            CARC_ERR_INT(p->y));
            for (int s = 0; s + 1 < c->nsquares; s++)
                if (same_point(*p, c->square[s]))
                    BAD(CARC_N_("%s (%s): square (%s,%s) is listed twice"), what, c->name, CARC_ERR_INT(p->x), CARC_ERR_INT(p->y));
            m->square[p->y][p->x] = MAP_LARGE_CITY;
        }
        const cJSON *arms = item(o, "coats_of_arms", "arms");
        if (arms && !int_parse(arms, 0, 20, &c->arms))
            BAD(CARC_N_("%s (%s): \"coats_of_arms\" must be a whole number"), what, c->name);
        const cJSON *open = item(o, "open_edges", "open");
        if (open && (!cJSON_IsArray(open) || cJSON_GetArraySize(open) > MAP_MAX_CITY_SQUARES))
            BAD(CARC_N_("%s (%s): \"open_edges\" must be a list"), what, c->name);
        cJSON_ArrayForEach(v, open)
        {
            int k = c->nopen++;
            CHECK_KEYS(v, what, "x", "y", "side");
            int side = side_parse(cJSON_IsArray(v) ? cJSON_GetArrayItem(v, 2) : cJSON_GetObjectItemCaseSensitive(v, "side"));
            bool member = false;
            if (point_parse(v, m, &c->open[k].at))
                for (int s = 0; s < c->nsquares; s++)
                    member |= same_point(c->square[s], c->open[k].at);
            if (side < 0 || !member)
                BAD(CARC_N_("%s (%s): open_edges[%s] needs \"x\", \"y\" of one of its squares and \"side\" N/E/S/W"), what, c->name,
                    CARC_ERR_INT(k));
            c->open[k].side = (int8_t)side;
        }
    }
    return true;
}

static bool parse_islands(const cJSON *list, const char *where, carc_map *m, carc_err *err)
{
    if (!list)
        return true;
    if (!cJSON_IsArray(list) || cJSON_GetArraySize(list) > MAP_MAX_ISLANDS)
        BAD(CARC_N_("\"islands\" must be a list of at most %s"), CARC_ERR_INT(MAP_MAX_ISLANDS));
    const cJSON *o;
    cJSON_ArrayForEach(o, list)
    {
        map_island *is = &m->island[m->nislands];
        int k = m->nislands++;
        char what[32];
        snprintf(what, sizeof what, "islands[%d]", k);
        CHECK_KEYS(o, what, "name", "color", "colour", "squares");
        const cJSON *color = item(o, "color", "colour");
        const cJSON *squares = cJSON_GetObjectItemCaseSensitive(o, "squares");
        if (!cJSON_IsString(color) || strlen(color->valuestring) >= sizeof is->color || !cJSON_IsArray(squares) ||
            cJSON_GetArraySize(squares) != 2 || !point_parse(cJSON_GetArrayItem(squares, 0), m, &is->square[0]) ||
            !point_parse(cJSON_GetArrayItem(squares, 1), m, &is->square[1]) || same_point(is->square[0], is->square[1]))
            BAD(CARC_N_("%s needs a \"color\" and two different \"squares\" on the map"), what);
        carc_map_color_key(color->valuestring, is->color, sizeof is->color);
        for (int s = 0; s < 2; s++)
            if (m->square[is->square[s].y][is->square[s].x] != MAP_ISLAND)
                BAD(CARC_N_("%s: square (%s,%s) is not an island square in \"rows\""), what, CARC_ERR_INT(is->square[s].x),
                    CARC_ERR_INT(is->square[s].y));
        for (int i = 0; i < k; i++) {
            /* an island is found by its colour: two of one colour could never both be played */
            if (strcmp(m->island[i].color, is->color) == 0)
                BAD(CARC_N_("%s: islands[%s] has the colour \"%s\" too"), what, CARC_ERR_INT(i), is->color);
            for (int s = 0; s < 4; s++)
                if (same_point(m->island[i].square[s / 2], is->square[s % 2]))
                    BAD(CARC_N_("%s shares a square with islands[%s]"), what, CARC_ERR_INT(i));
        }
    }
    return true;
}

static bool parse_border(const cJSON *list, const char *where, carc_map *m, carc_err *err)
{
    if (!list)
        return true;
    if (!cJSON_IsArray(list) || cJSON_GetArraySize(list) > MAP_MAX_BORDER)
        BAD(CARC_N_("\"border\" must be a list of at most %s edges"), CARC_ERR_INT(MAP_MAX_BORDER));
    const cJSON *o;
    cJSON_ArrayForEach(o, list)
    {
        map_border *b = &m->border[m->nborder];
        int k = m->nborder++;
        char what[32];
        snprintf(what, sizeof what, "border[%d]", k);
        CHECK_KEYS(o, what, "name", "x", "y", "side", "feature", "coat_of_arms", "arms");
        int side = side_parse(cJSON_GetObjectItemCaseSensitive(o, "side"));
        const cJSON *feature = cJSON_GetObjectItemCaseSensitive(o, "feature");
        const cJSON *arms = item(o, "coat_of_arms", "arms");
        if (!cJSON_IsObject(o) || !point_parse(o, m, &b->at) || side < 0)
            BAD(CARC_N_("%s needs whole \"x\", \"y\" on the map and \"side\" N/E/S/W"), what);
        b->side = (int8_t)side;
        if (!cJSON_IsString(feature) || (strcmp(feature->valuestring, "road") && strcmp(feature->valuestring, "city")))
            BAD(CARC_N_("%s: \"feature\" must be \"road\" or \"city\""), what);
        b->feature = strcmp(feature->valuestring, "road") == 0 ? CARC_ROAD : CARC_CITY;
        if (arms && !cJSON_IsBool(arms))
            BAD(CARC_N_("%s: \"coat_of_arms\" must be true or false"), what);
        b->arms = cJSON_IsTrue(arms);
        if (!playable_kind(m->square[b->at.y][b->at.x]))
            BAD(CARC_N_("%s is not the edge of a square a tile can take"), what);
        int nx = b->at.x + carc_dx[side], ny = b->at.y + carc_dy[side];
        if (carc_map_in(m, nx, ny) && (playable_kind(m->square[ny][nx]) || m->square[ny][nx] == MAP_LARGE_CITY))
            BAD(CARC_N_("%s: side %s of (%s,%s) does not face off the map"), what, CARC_ERR_CHAR("NESW"[side]), CARC_ERR_INT(b->at.x),
                CARC_ERR_INT(b->at.y));
        for (int i = 0; i < k; i++)
            if (same_point(m->border[i].at, b->at) && m->border[i].side == side)
                BAD(CARC_N_("%s: border[%s] is on the same edge"), what, CARC_ERR_INT(i));
    }
    return true;
}

/* Every start square and town on a square of its own, start squares named once each (setup.start
 * and saved games name them), and no more squares for tiles than the board can hold. */
static bool check_whole(const char *where, carc_map *m, carc_err *err)
{
    if (m->nstarts == 0)
        BAD(CARC_N_("a map needs \"start_squares\""));
    for (int i = 0; i < m->nstarts; i++) {
        if (!m->start[i].name[0])
            BAD(CARC_N_("start_squares[%s] needs a \"name\""), CARC_ERR_INT(i));
        for (int k = 0; k < i; k++)
            if (strcmp(m->start[k].name, m->start[i].name) == 0)
                BAD(CARC_N_("start_squares[%s]: the name \"%s\" is used twice"), CARC_ERR_INT(i), m->start[i].name);
    }
    for (int i = 0; i < m->nstarts + m->ntowns; i++)
        for (int k = 0; k < i; k++) {
            const map_named *a = k < m->nstarts ? &m->start[k] : &m->town[k - m->nstarts];
            const map_named *b = i < m->nstarts ? &m->start[i] : &m->town[i - m->nstarts];
            if (same_point(a->at, b->at))
                BAD(CARC_N_("%s and %s lie on one square (%s,%s)"), a->name, b->name, CARC_ERR_INT(a->at.x), CARC_ERR_INT(a->at.y));
        }
    int playable = 0;
    for (int y = 0; y < m->height; y++)
        for (int x = 0; x < m->width; x++)
            playable += playable_kind(m->square[y][x]);
    if (playable > CARC_MAX_TILES)
        BAD(CARC_N_("%s squares take tiles; a game holds at most %s tiles"), CARC_ERR_INT(playable), CARC_ERR_INT(CARC_MAX_TILES));
    return true;
}

bool carc_map_parse(const cJSON *j, const char *where, carc_map *m, carc_err *err)
{
    memset(m, 0, sizeof *m);
    snprintf(m->source, sizeof m->source, "%s", where);
    if (!cJSON_IsObject(j))
        BAD(CARC_N_("a map must be a JSON object"));
    /* notes and comment are for readers; labels, rivers, decor and country_rows only for the drawn board */
    CHECK_KEYS(j, "the map", "name", "title", "width", "height", "recommended_tiles", "tiles", "map_chips", "chips_on", "legend", "rows",
               "start_squares", "towns", "large_cities", "islands", "border", "notes", "comment", "labels", "rivers", "decor",
               "country_rows");
    if (!text_parse(j, "name", m->name, sizeof m->name))
        BAD(CARC_N_("\"name\" must be a short string"));
    snprintf(m->title, sizeof m->title, "%s", m->name);
    if (!text_parse(j, "title", m->title, sizeof m->title))
        BAD(CARC_N_("\"title\" must be a short string"));
    return parse_grid(j, where, m, err) && parse_cities(cJSON_GetObjectItemCaseSensitive(j, "large_cities"), where, m, err) &&
           parse_named(cJSON_GetObjectItemCaseSensitive(j, "start_squares"), "start_squares", where, m, m->start, &m->nstarts, err) &&
           parse_named(cJSON_GetObjectItemCaseSensitive(j, "towns"), "towns", where, m, m->town, &m->ntowns, err) &&
           parse_islands(cJSON_GetObjectItemCaseSensitive(j, "islands"), where, m, err) &&
           parse_border(cJSON_GetObjectItemCaseSensitive(j, "border"), where, m, err) && check_whole(where, m, err);
}
