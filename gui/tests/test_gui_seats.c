/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The seat colours (assets/ui/seats.json): the colour-blind palette keeps every two seats apart, seen
 * normally and with simulated protanopia and deuteranopia (CIEDE2000 at least GUI_SEATS_MIN_DE); the
 * CIEDE2000 code against published reference pairs; a bad file is refused naming the field.
 * usage: test_gui_seats SOURCE_DIR */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gui_cvd.h"
#include "gui_seat_data.h"

#define GUI_SEATS_MIN_DE 15.0 /* CIEDE2000: about 2 is a just-noticeable difference, over 10 plainly apart */

/* Sharma, Wu & Dalal (2005), Table 1: pairs 1, 7, 13, 17, 25, 34 and their CIEDE2000. */
static void test_ciede2000(void)
{
    static const double pairs[][7] = {
        {50.0, 2.6772, -79.7751, 50.0, 0.0, -82.7485, 2.0425},
        {50.0, 0.0, 0.0, 50.0, -1.0, 2.0, 2.3669},
        {50.0, 2.4900, -0.0010, 50.0, -2.4900, 0.0011, 7.2195},
        {50.0, 2.5, 0.0, 73.0, 25.0, -18.0, 27.1492},
        {60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644},
        {2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        double de = gui_cvd_delta_e_lab(pairs[i], pairs[i] + 3);
        CHECK(de > pairs[i][6] - 1e-4 && de < pairs[i][6] + 1e-4, "pair %zu: %.4f, expected %.4f", i, de, pairs[i][6]);
    }
    /* the simulations keep greys grey and are the identity for normal vision */
    unsigned char grey[3] = {128, 128, 128}, out[3], red[3] = {214, 48, 49};
    for (int k = 0; k < GUI_CVD_COUNT; k++) {
        gui_cvd_simulate(k, grey, out);
        CHECK(abs(out[0] - 128) <= 1 && abs(out[1] - 128) <= 1 && abs(out[2] - 128) <= 1, "%s grey -> %d %d %d", gui_cvd_name(k), out[0],
              out[1], out[2]);
    }
    gui_cvd_simulate(GUI_CVD_NONE, red, out);
    CHECK(memcmp(out, red, 3) == 0, "normal vision changed a colour");
    CHECK(gui_cvd_find("deutan") == GUI_CVD_DEUTAN && gui_cvd_find("protanopia") == GUI_CVD_PROTAN && gui_cvd_find("x") < 0, "names");
}

/* The smallest difference between two seats of palette p seen with deficiency k (and which two). */
static double min_delta(const gui_seat_data *d, int p, int k, int *i0, int *j0)
{
    double m = 1e9;
    for (int i = 0; i < GUI_SEATS; i++)
        for (int j = i + 1; j < GUI_SEATS; j++) {
            unsigned char a[3], b[3];
            gui_cvd_simulate(k, d->rgb[p][i], a);
            gui_cvd_simulate(k, d->rgb[p][j], b);
            double de = gui_cvd_delta_e(a, b);
            if (de < m)
                m = de, *i0 = i, *j0 = j;
        }
    return m;
}

static void test_palettes(const char *src)
{
    char path[4096], err[512];
    snprintf(path, sizeof path, "%s/assets/ui/seats.json", src);
    gui_seat_data d;
    CHECK(gui_seat_data_load(&d, path, err, sizeof err), "%s", err);
    int safe = gui_seat_palette_find(&d, "okabe-ito");
    CHECK(safe > 0 && gui_seat_palette_find(&d, "standard") == 0, "palettes standard (first) and okabe-ito");
    /* a seat is named after the colour it shows: Okabe & Ito's vermillion and bluish green are not
     * "red" and "green" (the palette's red and green seats) */
    CHECK(safe > 0 && strcmp(d.title[safe][0], "orange") == 0 && strcmp(d.title[safe][2], "teal") == 0 && strcmp(d.title[0][0], "red") == 0,
          "colour-blind red and green are named orange and teal, not %s and %s", d.title[safe][0], d.title[safe][2]);
    for (int p = 0; p < d.npalettes; p++)
        for (int i = 0; i < GUI_SEATS; i++)
            for (int j = 0; j < i; j++)
                CHECK(strcmp(d.title[p][i], d.title[p][j]) != 0, "%s: two seats named %s", d.palette_name[p], d.title[p][i]);
    for (int p = 0; p < d.npalettes; p++)
        for (int k = 0; k < GUI_CVD_COUNT; k++) {
            int i = 0, j = 0;
            double m = min_delta(&d, p, k, &i, &j);
            printf("%-10s %-13s closest seats %s / %s: CIEDE2000 %.1f\n", d.palette_name[p], gui_cvd_name(k), gui_color_names[i],
                   gui_color_names[j], m);
            if (p == safe)
                CHECK(m >= GUI_SEATS_MIN_DE, "%s seen with %s: %s and %s only %.1f apart", d.palette_name[p], gui_cvd_name(k),
                      gui_color_names[i], gui_color_names[j], m);
        }
}

/* Loads text as a seats file (written to a temporary file); false with the message in err. */
static bool load_text(const char *text, gui_seat_data *d, char *path_out, char *err, size_t cap)
{
    char path[] = "/tmp/opencarc_seats_XXXXXX";
    int fd = mkstemp(path);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (!f) {
        snprintf(err, cap, "cannot write a temporary file");
        return false;
    }
    fputs(text, f);
    fclose(f);
    bool ok = gui_seat_data_load(d, path, err, cap);
    remove(path);
    strcpy(path_out, path);
    return ok;
}

static void refused(const char *text, const char *want)
{
    char path[32] = "", err[512] = "";
    gui_seat_data d;
    bool ok = load_text(text, &d, path, err, sizeof err);
    CHECK(!ok && path[0] && strstr(err, path) && strstr(err, want), "expected an error naming %s, got \"%s\"", want, err);
}

static void test_bad_files(void)
{
    const char *pal = "{\"palettes\": [{\"name\": \"standard\", \"title\": \"Standard\"}], \"seats\": {";
    const char *others =
        "\"blue\": {\"colors\": [\"#0000ff\"], \"titles\": [\"blue\"], \"sprite\": \"#0000ff\", \"symbol\": \"triangle\"},"
        "\"green\": {\"colors\": [\"#00ff00\"], \"titles\": [\"green\"], \"sprite\": \"#00ff00\", \"symbol\": \"square\"},"
        "\"yellow\": {\"colors\": [\"#ffff00\"], \"titles\": [\"yellow\"], \"sprite\": \"#ffff00\", \"symbol\": \"diamond\"},"
        "\"black\": {\"colors\": [\"#000000\"], \"titles\": [\"black\"], \"sprite\": \"#202020\", \"symbol\": \"star\"},"
        "\"pink\": {\"colors\": [\"#ff80c0\"], \"titles\": [\"pink\"], \"sprite\": \"#ff80c0\", \"symbol\": \"cross\"}}}";
    char text[2048];
    snprintf(text, sizeof text, "%s%s", pal, others);
    refused(text, "seats.red is missing");
    snprintf(text, sizeof text,
             "%s\"red\": {\"colors\": [\"red\"], \"titles\": [\"red\"], \"sprite\": \"#ff0000\", \"symbol\": \"circle\"},%s", pal, others);
    refused(text, "seats.red.colors[0]");
    /* sscanf's %x would read a sign or a space as part of the number */
    snprintf(text, sizeof text,
             "%s\"red\": {\"colors\": [\"#-fffff\"], \"titles\": [\"red\"], \"sprite\": \"#ff0000\", \"symbol\": \"circle\"},%s", pal,
             others);
    refused(text, "seats.red.colors[0] is not a colour");
    snprintf(text, sizeof text,
             "%s\"red\": {\"colors\": [\"#ff0000\"], \"titles\": [\"red\"], \"sprite\": \"# fffff\", \"symbol\": \"circle\"},%s", pal,
             others);
    refused(text, "seats.red.sprite is not a colour");
    snprintf(text, sizeof text,
             "%s\"red\": {\"colors\": [\"#ff0000\"], \"titles\": [\"red\"], \"sprite\": \"#+ffff0\", \"symbol\": \"circle\"},%s", pal,
             others);
    refused(text, "seats.red.sprite is not a colour");
    /* the recolouring measures a pixel's shade against the sprite colour: black would divide by zero */
    snprintf(text, sizeof text,
             "%s\"red\": {\"colors\": [\"#ff0000\"], \"titles\": [\"red\"], \"sprite\": \"#000000\", \"symbol\": \"circle\"},%s", pal,
             others);
    refused(text, "seats.red.sprite must not be black");
    snprintf(
        text, sizeof text,
        "%s\"red\": {\"colors\": [\"#ff0000\", \"#ff0000\"], \"titles\": [\"red\"], \"sprite\": \"#ff0000\", \"symbol\": \"circle\"},%s",
        pal, others);
    refused(text, "seats.red.colors must list one colour per palette");
    snprintf(
        text, sizeof text,
        "%s\"red\": {\"colors\": [\"#ff0000\"], \"titles\": [\"red\", \"orange\"], \"sprite\": \"#ff0000\", \"symbol\": \"circle\"},%s",
        pal, others);
    refused(text, "seats.red.titles must name the colour once per palette");
    snprintf(text, sizeof text,
             "%s\"red\": {\"colors\": [\"#ff0000\"], \"titles\": [\"\"], \"sprite\": \"#ff0000\", \"symbol\": \"circle\"},%s", pal, others);
    refused(text, "seats.red.titles[0] must be a name");
    snprintf(text, sizeof text,
             "%s\"red\": {\"colors\": [\"#ff0000\"], \"titles\": [\"red\"], \"sprite\": \"#ff0000\", \"symbol\": \"star\"},%s", pal,
             others);
    refused(text, "seats.black.symbol is also red's");
    snprintf(text, sizeof text,
             "%s\"red\": {\"colors\": [\"#ff0000\"], \"titles\": [\"red\"], \"sprite\": \"#ff0000\", \"symbol\": \"heart\"},%s", pal,
             others);
    refused(text, "seats.red.symbol must be");
    refused("{\"seats\": {}}", "palettes must list");
    refused("{", "");
    /* and the complete one loads */
    snprintf(text, sizeof text,
             "%s\"red\": {\"colors\": [\"#ff0000\"], \"titles\": [\"red\"], \"sprite\": \"#ff0000\", \"symbol\": \"circle\"},%s", pal,
             others);
    char path[32], err[512] = "";
    gui_seat_data d;
    CHECK(load_text(text, &d, path, err, sizeof err) && d.symbol[4] == GUI_SYM_STAR && d.rgb[0][5][1] == 0x80 &&
              strcmp(d.title[0][1], "blue") == 0,
          "%s", err);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_gui_seats SOURCE_DIR\n");
        return 2;
    }
    test_ciede2000();
    test_palettes(argv[1]);
    test_bad_files();
    return check_report("gui seats");
}
