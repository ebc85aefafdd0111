/* Reading a map from JSON (rules/maps/<name>.json or a scenario's inline setup.map). Every problem is
 * reported with the map and the field named; nothing is half-loaded. */
#include <cjson/cJSON.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "maps.h"

#define BAD(...)                                                                   \
    do {                                                                           \
        int o_ = snprintf(err->msg, sizeof err->msg, "%.120s: ", where);           \
        if (o_ > 0 && (size_t)o_ < sizeof err->msg)                                \
            snprintf(err->msg + o_, sizeof err->msg - (size_t)o_, __VA_ARGS__);    \
        err->code = CARC_E_FORMAT;                                                 \
        return false;                                                              \
    } while (0)

bool carc_map_in(const carc_map *m, int x, int y) { return x >= 0 && y >= 0 && x < m->width && y < m->height; }

static int square_kind(const char *s)
{
    static const struct { const char *name; int kind; } names[] = {
        {"land", MAP_LAND},         {"off_map", MAP_OFF}, {"offmap", MAP_OFF},   {"off", MAP_OFF},
        {"sea", MAP_OFF},           {"abroad", MAP_OFF},  {"waves", MAP_WAVES},  {"wave", MAP_WAVES},
        {"large_city", MAP_LARGE_CITY}, {"city", MAP_LARGE_CITY}, {"town", MAP_TOWN},
        {"start", MAP_START},       {"island", MAP_ISLAND},
    };
    char buf[32];
    size_t n = 0;
    for (; s[n] && n < sizeof buf - 1; n++) buf[n] = s[n] == '-' || s[n] == ' ' ? '_' : (char)tolower((unsigned char)s[n]);
    buf[n] = 0;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(buf, names[i].name) == 0) return names[i].kind;
    return -1;
}

/* A side: N, E, S, W (any case, or north/east/...) or 0-3. */
static int side_parse(const cJSON *v)
{
    if (cJSON_IsNumber(v) && v->valueint >= 0 && v->valueint < 4) return v->valueint;
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
        if (*in != ' ' && *in != '-' && *in != '_') out[n++] = (char)tolower((unsigned char)*in);
    out[n] = 0;
}

/* The first of several accepted spellings of a key. */
static const cJSON *item(const cJSON *o, const char *a, const char *b)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, a);
    return v ? v : cJSON_GetObjectItemCaseSensitive(o, b);
}

/* A point given as [x, y] or {"x": .., "y": ..}. */
static bool point_parse(const cJSON *v, const carc_map *m, map_point *out)
{
    const cJSON *x = cJSON_IsArray(v) ? cJSON_GetArrayItem(v, 0) : cJSON_GetObjectItemCaseSensitive(v, "x");
    const cJSON *y = cJSON_IsArray(v) ? cJSON_GetArrayItem(v, 1) : cJSON_GetObjectItemCaseSensitive(v, "y");
    if (!cJSON_IsNumber(x) || !cJSON_IsNumber(y) || !carc_map_in(m, x->valueint, y->valueint)) return false;
    out->x = (int8_t)x->valueint;
    out->y = (int8_t)y->valueint;
    return true;
}

static bool playable_kind(int k) { return k == MAP_LAND || k == MAP_TOWN || k == MAP_START; }

static bool name_parse(const cJSON *o, char *out, size_t size)
{
    const cJSON *n = cJSON_GetObjectItemCaseSensitive(o, "name");
    if (!n) return true;
    if (!cJSON_IsString(n) || strlen(n->valuestring) >= size) return false;
    snprintf(out, size, "%s", n->valuestring);
    return true;
}

static bool parse_grid(const cJSON *j, const char *where, carc_map *m, carc_err *err)
{
    const cJSON *w = cJSON_GetObjectItemCaseSensitive(j, "width"), *h = cJSON_GetObjectItemCaseSensitive(j, "height");
    const cJSON *rows = cJSON_GetObjectItemCaseSensitive(j, "rows"), *legend = cJSON_GetObjectItemCaseSensitive(j, "legend");
    if (!cJSON_IsNumber(w) || !cJSON_IsNumber(h) || w->valueint < 1 || h->valueint < 1 || w->valueint > MAP_MAX_DIM ||
        h->valueint > MAP_MAX_DIM)
        BAD("\"width\" and \"height\" must be numbers from 1 to %d", MAP_MAX_DIM);
    m->width = w->valueint;
    m->height = h->valueint;
    if (!cJSON_IsObject(legend)) BAD("\"legend\" must map row characters to square kinds");
    if (!cJSON_IsArray(rows) || cJSON_GetArraySize(rows) != m->height) BAD("\"rows\" must hold %d strings (height)", m->height);
    int y = 0;
    const cJSON *row;
    cJSON_ArrayForEach(row, rows) {
        if (!cJSON_IsString(row) || (int)strlen(row->valuestring) != m->width)
            BAD("rows[%d] must be a string of %d characters (width)", y, m->width);
        for (int x = 0; x < m->width; x++) {
            char key[2] = {row->valuestring[x], 0};
            const cJSON *kind = cJSON_GetObjectItemCaseSensitive(legend, key);
            int k = cJSON_IsString(kind) ? square_kind(kind->valuestring) : -1;
            if (!kind) BAD("rows[%d] column %d: '%s' is not in the legend", y, x, key);
            if (k < 0) BAD("legend \"%s\": square kinds are land, off_map, waves, large_city, town, start, island", key);
            m->square[y][x] = (uint8_t)k;
        }
        y++;
    }
    const cJSON *tiles = cJSON_GetObjectItemCaseSensitive(j, "recommended_tiles");
    if (!tiles) tiles = cJSON_GetObjectItemCaseSensitive(j, "tiles");
    m->recommended_tiles = 115;
    if (tiles) {
        if (!cJSON_IsNumber(tiles) || tiles->valueint < 1 || tiles->valueint >= CARC_MAX_TILES)
            BAD("\"recommended_tiles\" must be a number of tiles");
        m->recommended_tiles = tiles->valueint;
    }
    const cJSON *chips = cJSON_GetObjectItemCaseSensitive(j, "map_chips");
    if (chips && (!cJSON_IsNumber(chips) || chips->valueint < 0 || chips->valueint > 60))
        BAD("\"map_chips\" must be a number of chips");
    m->map_chips = chips ? chips->valueint : 0;
    return true;
}

static bool parse_named(const cJSON *list, const char *key, const char *where, carc_map *m, map_named *out, int *n,
                        carc_err *err)
{
    if (!list) return true;
    if (!cJSON_IsArray(list) || cJSON_GetArraySize(list) > MAP_MAX_NAMED) BAD("\"%s\" must be a list", key);
    const cJSON *o;
    cJSON_ArrayForEach(o, list) {
        map_named *e = &out[*n];
        const cJSON *wine = cJSON_GetObjectItemCaseSensitive(o, "wine");
        if (!name_parse(o, e->name, sizeof e->name) || !point_parse(o, m, &e->at))
            BAD("%s[%d] needs a short \"name\" and \"x\", \"y\" on the map", key, *n);
        if (!playable_kind(m->square[e->at.y][e->at.x])) BAD("%s[%d] (%s) lies on a square no tile can take", key, *n, e->name);
        if (wine && (!cJSON_IsString(wine) || strlen(wine->valuestring) >= sizeof e->wine)) BAD("%s[%d]: bad \"wine\"", key, *n);
        if (wine) carc_map_color_key(wine->valuestring, e->wine, sizeof e->wine);
        ++*n;
    }
    return true;
}

static bool parse_cities(const cJSON *list, const char *where, carc_map *m, carc_err *err)
{
    if (!list) return true;
    if (!cJSON_IsArray(list) || cJSON_GetArraySize(list) > MAP_MAX_CITIES) BAD("\"large_cities\" must be a list of at most %d", MAP_MAX_CITIES);
    const cJSON *o, *v;
    cJSON_ArrayForEach(o, list) {
        map_city *c = &m->city[m->ncities];
        int ci = m->ncities++;
        if (!name_parse(o, c->name, sizeof c->name)) BAD("large_cities[%d]: bad \"name\"", ci);
        const cJSON *squares = cJSON_GetObjectItemCaseSensitive(o, "squares");
        if (!cJSON_IsArray(squares) || cJSON_GetArraySize(squares) < 1 || cJSON_GetArraySize(squares) > MAP_MAX_CITY_SQUARES)
            BAD("large_cities[%d] (%s): \"squares\" must list 1 to %d squares", ci, c->name, MAP_MAX_CITY_SQUARES);
        cJSON_ArrayForEach(v, squares) {
            map_point *p = &c->square[c->nsquares++];
            if (!point_parse(v, m, p)) BAD("large_cities[%d] (%s): a square is not on the map", ci, c->name);
            m->square[p->y][p->x] = MAP_LARGE_CITY;
        }
        const cJSON *arms = cJSON_GetObjectItemCaseSensitive(o, "coats_of_arms");
        if (!arms) arms = cJSON_GetObjectItemCaseSensitive(o, "arms");
        if (arms && (!cJSON_IsNumber(arms) || arms->valueint < 0 || arms->valueint > 20))
            BAD("large_cities[%d] (%s): \"coats_of_arms\" must be a number", ci, c->name);
        c->arms = arms ? arms->valueint : 0;
        const cJSON *open = item(o, "open_edges", "open");
        if (open && (!cJSON_IsArray(open) || cJSON_GetArraySize(open) > MAP_MAX_CITY_SQUARES))
            BAD("large_cities[%d] (%s): \"open_edges\" must be a list", ci, c->name);
        cJSON_ArrayForEach(v, open) {
            int k = c->nopen++;
            int side = side_parse(cJSON_IsArray(v) ? cJSON_GetArrayItem(v, 2) : cJSON_GetObjectItemCaseSensitive(v, "side"));
            bool member = false;
            if (point_parse(v, m, &c->open[k].at))
                for (int s = 0; s < c->nsquares; s++) member |= c->square[s].x == c->open[k].at.x && c->square[s].y == c->open[k].at.y;
            if (side < 0 || !member)
                BAD("large_cities[%d] (%s): open_edges[%d] needs \"x\", \"y\" of one of its squares and \"side\" N/E/S/W", ci, c->name, k);
            c->open[k].side = (int8_t)side;
        }
    }
    return true;
}

static bool parse_islands(const cJSON *list, const char *where, carc_map *m, carc_err *err)
{
    if (!list) return true;
    if (!cJSON_IsArray(list) || cJSON_GetArraySize(list) > MAP_MAX_ISLANDS) BAD("\"islands\" must be a list");
    const cJSON *o;
    cJSON_ArrayForEach(o, list) {
        map_island *is = &m->island[m->nislands];
        const cJSON *color = item(o, "color", "colour");
        const cJSON *squares = cJSON_GetObjectItemCaseSensitive(o, "squares");
        if (!cJSON_IsString(color) || strlen(color->valuestring) >= sizeof is->color || !cJSON_IsArray(squares) ||
            cJSON_GetArraySize(squares) != 2 || !point_parse(cJSON_GetArrayItem(squares, 0), m, &is->square[0]) ||
            !point_parse(cJSON_GetArrayItem(squares, 1), m, &is->square[1]))
            BAD("islands[%d] needs a \"color\" and two \"squares\" on the map", m->nislands);
        carc_map_color_key(color->valuestring, is->color, sizeof is->color);
        m->nislands++;
    }
    return true;
}

static bool parse_border(const cJSON *list, const char *where, carc_map *m, carc_err *err)
{
    if (!list) return true;
    if (!cJSON_IsArray(list) || cJSON_GetArraySize(list) > MAP_MAX_BORDER) BAD("\"border\" must be a list of at most %d edges", MAP_MAX_BORDER);
    const cJSON *o;
    cJSON_ArrayForEach(o, list) {
        map_border *b = &m->border[m->nborder];
        int k = m->nborder++;
        int side = side_parse(cJSON_GetObjectItemCaseSensitive(o, "side"));
        const cJSON *feature = cJSON_GetObjectItemCaseSensitive(o, "feature");
        const cJSON *arms = item(o, "coat_of_arms", "arms");
        if (!point_parse(o, m, &b->at) || side < 0) BAD("border[%d] needs \"x\", \"y\" on the map and \"side\" N/E/S/W", k);
        b->side = (int8_t)side;
        if (!cJSON_IsString(feature) || (strcmp(feature->valuestring, "road") && strcmp(feature->valuestring, "city")))
            BAD("border[%d]: \"feature\" must be \"road\" or \"city\"", k);
        b->feature = strcmp(feature->valuestring, "road") == 0 ? CARC_ROAD : CARC_CITY;
        if (arms && !cJSON_IsBool(arms)) BAD("border[%d]: \"coat_of_arms\" must be true or false", k);
        b->arms = cJSON_IsTrue(arms);
        if (!playable_kind(m->square[b->at.y][b->at.x])) BAD("border[%d] is not the edge of a square a tile can take", k);
        int nx = b->at.x + carc_dx[side], ny = b->at.y + carc_dy[side];
        if (carc_map_in(m, nx, ny) && (playable_kind(m->square[ny][nx]) || m->square[ny][nx] == MAP_LARGE_CITY))
            BAD("border[%d]: side %c of (%d,%d) does not face off the map", k, "NESW"[side], b->at.x, b->at.y);
    }
    return true;
}

bool carc_map_parse(const cJSON *j, const char *where, carc_map *m, carc_err *err)
{
    memset(m, 0, sizeof *m);
    if (!cJSON_IsObject(j)) BAD("a map must be a JSON object");
    if (!name_parse(j, m->name, sizeof m->name)) BAD("\"name\" must be a short string");
    return parse_grid(j, where, m, err) && parse_cities(cJSON_GetObjectItemCaseSensitive(j, "large_cities"), where, m, err) &&
           parse_named(cJSON_GetObjectItemCaseSensitive(j, "start_squares"), "start_squares", where, m, m->start, &m->nstarts, err) &&
           parse_named(cJSON_GetObjectItemCaseSensitive(j, "towns"), "towns", where, m, m->town, &m->ntowns, err) &&
           parse_islands(cJSON_GetObjectItemCaseSensitive(j, "islands"), where, m, err) &&
           parse_border(cJSON_GetObjectItemCaseSensitive(j, "border"), where, m, err);
}
