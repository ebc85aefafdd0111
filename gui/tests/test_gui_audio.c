/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The sound table and what the mixer wrote.
 *
 *   test_gui_audio table DATA_DIR      which event starts which sound (the shipped table), every sound
 *                                      loads; a broken table (a message) leaves the game silent
 *   test_gui_audio check RAW LOG [muted]  RAW: the output of SDL's disk audio driver (mono 16-bit), LOG:
 *                                      opencarc's --sound-log. Each sound started must be heard where it
 *                                      started (non-zero samples), scoring sounds among them; muted: the
 *                                      sounds were started and the output is silence. */
#define _XOPEN_SOURCE 700 /* realpath, symlink, mkdtemp */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "gui_audio.h"

/* The sound an event starts (a feature of `tiles` tiles) is `want` ("": none). */
static void expect(const gui_audio *au, const char *name, const char *reason, int tiles, const char *want)
{
    carc_event e;
    memset(&e, 0, sizeof e);
    e.name = name;
    e.reason = reason;
    e.list_len = tiles;
    const char *got = gui_audio_cue_sound(au, gui_audio_cue(au, &e));
    CHECK(strcmp(got, want) == 0, "%s (%s, %d tiles) starts \"%s\", not \"%s\"", name, reason ? reason : "-", tiles, got, want);
}

static void test_table(const char *data)
{
    gui_audio *au = gui_audio_open(data);
    CHECK(au != NULL, "opened");
    expect(au, "tile_placed", NULL, 0, "tile");
    CHECK(strcmp(gui_audio_cue_sound(au, gui_audio_cue_named(au, "tile_placed")), "tile") == 0, "by name");
    expect(au, "meeple_placed", "road", 0, "meeple");
    /* a completed feature sounds bigger with its size */
    expect(au, "feature_completed", "road", 2, "complete_small");
    expect(au, "feature_completed", "city", 4, "complete_medium");
    expect(au, "feature_completed", "city", 12, "complete_large");
    expect(au, "points", "city", 0, "points");
    /* a chip turned over: hit or miss */
    expect(au, "bet_revealed", "hit", 0, "chip_hit");
    expect(au, "bet_revealed", "miss", 0, "chip_miss");
    expect(au, "bet_placed", NULL, 0, "chip_place");
    expect(au, "toll_collected", NULL, 0, "toll");
    expect(au, "tollhouse_flipped", NULL, 0, "toll_turn");
    expect(au, "chip_collected", NULL, 0, "map_chip");
    expect(au, "island_tile_taken", NULL, 0, "island");
    expect(au, "wine_sold", "town", 0, "wine");
    expect(au, "game_over", NULL, 0, "game_over");
    expect(au, "turn_started", NULL, 0, ""); /* silent events */
    expect(au, "no_such_event", NULL, 0, "");
    /* volume and mute are kept, within 0..100 */
    CHECK(gui_audio_volume(au) == GUI_AUDIO_VOLUME && !gui_audio_muted(au), "starts at %d%%", gui_audio_volume(au));
    gui_audio_set(au, 130, true);
    CHECK(gui_audio_volume(au) == 100 && gui_audio_muted(au), "volume %d", gui_audio_volume(au));
    gui_audio_close(au);
}

/* A broken table (text, with the shipped tile.wav beside it): a message, no sound, the rest works. */
static void test_broken(const char *data, const char *text, const char *what)
{
    char dir[] = "/tmp/opencarc-audio-XXXXXX";
    if (!mkdtemp(dir)) {
        CHECK(false, "mkdtemp");
        return;
    }
    char sub[128], path[160], wav[160], real[4096];
    snprintf(sub, sizeof sub, "%s/assets", dir);
    mkdir(sub, 0700);
    snprintf(sub, sizeof sub, "%s/assets/sounds", dir);
    mkdir(sub, 0700);
    snprintf(path, sizeof path, "%s/sounds.json", sub);
    snprintf(wav, sizeof wav, "%s/tile.wav", sub);
    snprintf(real, sizeof real, "%s/assets/sounds/tile.wav", data);
    char *abs = realpath(real, NULL);
    CHECK(abs && symlink(abs, wav) == 0, "%s", real);
    free(abs);
    FILE *f = fopen(path, "w");
    CHECK(f != NULL, "%s", path);
    if (f) {
        fputs(text, f);
        fclose(f);
    }
    gui_audio *au = gui_audio_open(dir);
    CHECK(au && gui_audio_cue_named(au, "points") == 0 && !gui_audio_device(au), "%s: no sound", what);
    gui_audio_set(au, 20, false);
    CHECK(gui_audio_volume(au) == 20, "%s: the volume is kept", what);
    gui_audio_close(au);
    remove(path);
    remove(wav);
    rmdir(sub);
    snprintf(sub, sizeof sub, "%s/assets", dir);
    rmdir(sub);
    rmdir(dir);
}

static void test_broken_tables(const char *data)
{
    test_broken(data, "{\"rate\": 22050, \"sounds\": {}, \"events\": [{\"event\": \"points\", \"sound\": \"nothing\"}]}", "unknown sound");
    test_broken(data, "{\"rate\": 44100, \"sounds\": {\"t\": {\"file\": \"tile.wav\"}}, \"events\": []}", "another rate");
    test_broken(data, "{\"rate\": 22050, \"sounds\": {\"t\": {\"file\": \"../tile.wav\"}}, \"events\": []}", "a path");
    test_broken(data,
                "{\"rate\": 22050, \"sounds\": {\"t\": {\"file\": \"tile.wav\"}}, \"events\": [{\"event\": \"points\", \"sound\": \"t\", "
                "\"min_tiles\": \"3\"}]}",
                "a string for a number");
    static char many[8192]; /* more rules than the table holds */
    int n = snprintf(many, sizeof many, "{\"rate\": 22050, \"sounds\": {\"t\": {\"file\": \"tile.wav\"}}, \"events\": [");
    for (int i = 0; i < 60; i++)
        n += snprintf(many + n, sizeof many - (size_t)n, "%s{\"event\": \"points\", \"sound\": \"t\"}", i ? ", " : "");
    snprintf(many + n, sizeof many - (size_t)n, "]}");
    test_broken(data, many, "too many rules");
}

static Sint16 *read_raw(const char *path, long *n)
{
    FILE *f = fopen(path, "rb");
    Sint16 *x = NULL;
    if (f && fseek(f, 0, SEEK_END) == 0 && (*n = ftell(f) / 2) > 0 && fseek(f, 0, SEEK_SET) == 0 && (x = malloc((size_t)*n * 2)) != NULL &&
        fread(x, 2, (size_t)*n, f) != (size_t)*n) {
        free(x);
        x = NULL;
    }
    if (f)
        fclose(f);
    return x;
}

static int check_output(const char *raw, const char *log, bool muted)
{
    long n = 0;
    Sint16 *x = read_raw(raw, &n);
    FILE *f = fopen(log, "r");
    if (!x || !f) {
        fprintf(stderr, "test_gui_audio: cannot read %s\n", !x ? raw : log);
        return 1;
    }
    long nonzero = 0;
    for (long i = 0; i < n; i++)
        nonzero += x[i] != 0;
    unsigned long long at;
    char snd[64], ev[64];
    int started = 0, heard = 0, scoring = 0;
    while (fscanf(f, "%llu %63s %63s", &at, snd, ev) == 3) {
        started++;
        if ((long)at >= n) /* the program ended before this one was written */
            continue;
        long end = (long)at + 2205 < n ? (long)at + 2205 : n; /* its first 0.1 s */
        bool sound = false;
        for (long i = (long)at; i < end && !sound; i++)
            sound = x[i] != 0;
        heard += sound;
        scoring += sound && (strcmp(ev, "points") == 0 || strcmp(ev, "feature_completed") == 0);
        CHECK(muted ? !sound : sound, "%s (%s) at sample %llu: %s", snd, ev, at, sound ? "heard" : "silent");
    }
    fclose(f);
    free(x);
    printf("test_gui_audio: %ld samples, %ld non-zero; %d sounds started, %d heard, %d of them scoring\n", n, nonzero, started, heard,
           scoring);
    CHECK(started > 0, "no sound started");
    if (muted)
        CHECK(nonzero == 0, "muted, yet %ld samples are not silent", nonzero);
    else
        CHECK(scoring > 0, "no scoring sound heard");
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "table") == 0) {
        SDL_setenv("SDL_AUDIODRIVER", "dummy", 1); /* nothing heard while testing */
        if (SDL_Init(0) != 0)
            return 1;
        test_table(argv[2]);
        test_broken_tables(argv[2]);
        SDL_Quit();
    } else if ((argc == 4 || (argc == 5 && strcmp(argv[4], "muted") == 0)) && strcmp(argv[1], "check") == 0) {
        if (check_output(argv[2], argv[3], argc == 5))
            return 1;
    } else {
        fprintf(stderr, "usage: test_gui_audio table DATA_DIR | check RAW LOG [muted]\n");
        return 2;
    }
    return check_report("test_gui_audio");
}
