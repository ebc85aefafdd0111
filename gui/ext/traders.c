/* Traders & Builders in the GUI: each player's goods tokens in their row of the HUD (a token of each
 * kind held, with its count), the goods taken said when a city is completed, the double turn said when a
 * tile extends a builder's feature, the goods majorities' column in the results and a pig's extra point
 * under the field's entry of the scoring log. The builder and the pig need nothing of their own here: the
 * shared files show every kind of figure the engine declares (the meeple step's choice, their sprites
 * builder_<colour>.png and pig_<colour>.png, their counts in the supplies). */
#include "ext.h"
#include "../../rules/traders/traders.h"

#include <SDL_image.h>
#include <cjson/cJSON.h>
#include <stdio.h>
#include <string.h>

#define TRADERS_MODIFIER_PIG "pig" /* the bonus a pig gives (rules/traders/traders.c) */

/* the module's visible state, read from carc_game_modules_json() when events arrive */
static struct {
    bool on;
    int goods[CARC_MAX_PLAYERS][TRADERS_NGOODS];
} seen;
static SDL_Texture *goods_tex[TRADERS_NGOODS];

/* The kinds as players read them: never "wine" alone, which France's wine chips are. */
static const char *goods_title(int k)
{
    /* TRANSLATORS: a goods token of Traders & Builders (not the wine of France's map chips) */
    static const char *const titles[TRADERS_NGOODS] = {N_("wine barrel"), N_("grain"), N_("cloth")};
    return k >= 0 && k < TRADERS_NGOODS ? _(titles[k]) : "";
}

static void load(gui_app *a)
{
    char path[GUI_PATH_LEN + 64];
    for (int k = 0; k < TRADERS_NGOODS; k++) {
        snprintf(path, sizeof path, "%s/assets/sprites/goods_%s.png", a->data_dir, traders_goods_name(k));
        goods_tex[k] = IMG_LoadTexture(a->ren, path); /* not a seat colour: never recoloured */
    }
}

static void unload(gui_app *a)
{
    (void)a;
    for (int k = 0; k < TRADERS_NGOODS; k++) {
        if (goods_tex[k]) SDL_DestroyTexture(goods_tex[k]);
        goods_tex[k] = NULL;
    }
}

static void read_state(gui_app *a, const cJSON *t)
{
    (void)a;
    memset(&seen, 0, sizeof seen);
    seen.on = cJSON_IsObject(t);
    int p = 0;
    const cJSON *o;
    cJSON_ArrayForEach(o, cJSON_GetObjectItemCaseSensitive(t, "goods")) {
        if (p >= CARC_MAX_PLAYERS) break;
        for (int k = 0; k < TRADERS_NGOODS; k++) seen.goods[p][k] = gui_json_int(o, traders_goods_name(k), 0);
        p++;
    }
}

static bool on(const gui_app *a)
{
    (void)a;
    return seen.on;
}

/* A token and its count for each kind the player holds. */
static int hud_row(gui_app *a, int p, int x, int y, int maxw)
{
    if (!seen.on || p < 0 || p >= CARC_MAX_PLAYERS) return 0;
    int s = gui_px(a, 20), x0 = x;
    for (int k = 0; k < TRADERS_NGOODS; k++) {
        if (seen.goods[p][k] == 0) continue;
        char n[16];
        snprintf(n, sizeof n, "%d", seen.goods[p][k]);
        if (x - x0 + s + gui_text_width(a, FONT_SMALL, n) > maxw) break;
        if (goods_tex[k]) gui_draw_sprite(a, goods_tex[k], x + s / 2.0, y + a->font_h[FONT_SMALL] / 2.0, s, 1, GUI_ALPHA(255));
        x += s + gui_px(a, 1);
        x += gui_text(a, FONT_SMALL, n, (SDL_Color){235, 235, 235, 255}, x, y, ALIGN_LEFT) + gui_px(a, 6);
    }
    return x - x0;
}

static int hud_sig(const gui_app *a, int *sig, int max)
{
    int n = 0;
    for (int p = 0; p < carc_game_player_count(a->game.g) && p < CARC_MAX_PLAYERS; p++)
        for (int k = 0; k < TRADERS_NGOODS && n < max; k++) sig[n++] = seen.goods[p][k];
    return n;
}

/* The goods taken and the double turn, said as they happen (the tokens' counts follow in the HUD). */
static int events(gui_app *a, const carc_event *ev, int n, int i, const int *co)
{
    (void)n;
    (void)co;
    const carc_event *e = &ev[i];
    const char *name = e->player >= 0 ? carc_game_player_name(a->game.g, e->player) : "";
    if (gui_event_is(e, TRADERS_EV_DOUBLE)) {
        /* TRANSLATORS: a message over the board: the player's tile extended the road or city of their builder */
        gui_game_message(a, _("%s's builder: a double turn"), name);
        return 0;
    }
    if (gui_event_is(e, TRADERS_EV_GOODS)) {
        int k = 0;
        while (k < TRADERS_NGOODS && strcmp(traders_goods_name(k), e->label) != 0) k++;
        /* TRANSLATORS: a message over the board: who took how many goods tokens of a kind ("Ann takes 2 × grain") */
        gui_game_message(a, _("%s takes %d × %s"), name, e->value, goods_title(k));
        return 0;
    }
    return 0;
}

static const char *category_title(const char *category)
{
    /* TRANSLATORS: a column of the results: the goods majorities' points */
    return strcmp(category, TRADERS_CATEGORY) == 0 ? _("Goods") : NULL;
}

static bool modifier_note(const char *modifier, int amount, int tiles, char *out, size_t cap)
{
    (void)tiles;
    if (strcmp(modifier, TRADERS_MODIFIER_PIG) != 0) return false;
    unsigned long cities = (unsigned long)(amount / 4);
    /* TRANSLATORS: under a scoring log entry (about 280 px): a farmer with a pig in the field, 4 points a completed city */
    snprintf(out, cap, P_("Field with a pig: 4 × %d city", "Field with a pig: 4 × %d cities", cities), (int)cities);
    return true;
}

/* TRANSLATORS: a column of the results' statistics (about 90 px, may take two lines) */
static const gui_stat_spec stats[] = {{N_("Double turns"), TRADERS_EV_DOUBLE, NULL, NULL}, {NULL, NULL, NULL, NULL}};

const gui_ext gui_ext_traders = {
    .module = TRADERS_MODULE,
    .load = load,
    .unload = unload,
    .read = read_state,
    .on = on,
    .events = events,
    .hud_row = hud_row,
    .hud_sig = hud_sig,
    .category_title = category_title,
    .stats = stats,
    .modifier_note = modifier_note,
};
