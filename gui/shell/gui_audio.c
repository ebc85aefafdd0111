/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The sound table, the WAVs and the mixer (see gui_audio.h). The device's callback mixes up to
 * VOICES sounds; the main thread only takes the device lock to start a voice or change the volume. */
#include "gui_audio.h"

#include <SDL.h>
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SOUNDS 32
#define MAX_RULES 48
#define VOICES 8
#define BUFFER 512     /* samples per callback: 23 ms at 22050 Hz */
#define RETRIGGER 0.04 /* seconds: the same sound started again within this plays once */

typedef struct sound {
    char name[32];
    Uint8 *wav;     /* SDL_LoadWAV's buffer: mono 16-bit at the table's rate */
    Uint32 len;     /* samples */
    Uint64 started; /* output sample it last started at (+1; 0: never) */
} sound;

typedef struct rule {
    char event[32], reason[16]; /* reason "": any */
    int min_tiles;
    int sound;
} rule;

struct gui_audio {
    SDL_AudioDeviceID dev; /* 0: no device, silent */
    int rate;
    int nsound, nrule;
    sound snd[MAX_SOUNDS];
    rule rules[MAX_RULES];
    int volume;
    bool muted;
    FILE *log;
    /* the callback's, changed only under the device lock */
    struct {
        int sound;
        Uint32 pos;
    } voice[VOICES];
    int gain;     /* master gain in 1/4096 */
    Uint64 mixed; /* samples written so far */
};

static void mix(void *userdata, Uint8 *stream, int len)
{
    gui_audio *au = userdata;
    Sint16 *out = (Sint16 *)(void *)stream;
    int n = len / 2;
    for (int i = 0; i < n; i++) {
        Sint32 acc = 0;
        for (int v = 0; v < VOICES; v++) {
            if (au->voice[v].sound < 0)
                continue;
            const sound *s = &au->snd[au->voice[v].sound];
            acc += ((const Sint16 *)(const void *)s->wav)[au->voice[v].pos];
            if (++au->voice[v].pos >= s->len)
                au->voice[v].sound = -1;
        }
        acc = acc * au->gain / 4096;
        out[i] = (Sint16)(acc > 32767 ? 32767 : acc < -32768 ? -32768 : acc);
    }
    au->mixed += (Uint64)n;
}

static void copy_name(char *dst, size_t cap, const cJSON *s)
{
    snprintf(dst, cap, "%s", cJSON_IsString(s) ? s->valuestring : "");
}

/* The WAVs named in the table. False with a message naming the file and the sound. */
static bool load_sounds(gui_audio *au, const cJSON *sounds, const char *dir, const char *table, char *msg, size_t cap)
{
    const cJSON *s;
    cJSON_ArrayForEach(s, sounds)
    {
        const cJSON *file = cJSON_GetObjectItemCaseSensitive(s, "file");
        if (!cJSON_IsString(file) || strchr(file->valuestring, '/') || au->nsound == MAX_SOUNDS) {
            snprintf(msg, cap, "%s: sound \"%s\": \"file\" must be a plain file name (at most %d sounds)", table, s->string, MAX_SOUNDS);
            return false;
        }
        char path[1200];
        snprintf(path, sizeof path, "%s/%s", dir, file->valuestring);
        SDL_AudioSpec spec;
        sound *d = &au->snd[au->nsound];
        if (!SDL_LoadWAV(path, &spec, &d->wav, &d->len)) {
            snprintf(msg, cap, "%s: %s", path, SDL_GetError());
            return false;
        }
        au->nsound++; /* freed with the others from here on */
        if (spec.format != AUDIO_S16SYS || spec.channels != 1 || spec.freq != au->rate || d->len < 2) {
            snprintf(msg, cap, "%s: must be mono 16-bit PCM at %d Hz", path, au->rate);
            return false;
        }
        d->len /= 2;
        snprintf(d->name, sizeof d->name, "%s", s->string);
    }
    return true;
}

static int find_sound(const gui_audio *au, const char *name)
{
    for (int i = 0; i < au->nsound; i++)
        if (strcmp(au->snd[i].name, name) == 0)
            return i;
    return -1;
}

static bool load_rules(gui_audio *au, const cJSON *events, const char *table, char *msg, size_t cap)
{
    if (!cJSON_IsArray(events)) {
        snprintf(msg, cap, "%s: \"events\" must be a list of rules", table);
        return false;
    }
    const cJSON *e;
    cJSON_ArrayForEach(e, events)
    {
        if (au->nrule == MAX_RULES) {
            snprintf(msg, cap, "%s: \"events\": more than %d rules", table, MAX_RULES);
            return false;
        }
        rule *r = &au->rules[au->nrule];
        const cJSON *ev = cJSON_GetObjectItemCaseSensitive(e, "event"), *snd = cJSON_GetObjectItemCaseSensitive(e, "sound");
        const cJSON *reason = cJSON_GetObjectItemCaseSensitive(e, "reason"), *tiles = cJSON_GetObjectItemCaseSensitive(e, "min_tiles");
        copy_name(r->event, sizeof r->event, ev);
        copy_name(r->reason, sizeof r->reason, reason);
        r->min_tiles = cJSON_IsNumber(tiles) ? tiles->valueint : 0;
        r->sound = find_sound(au, cJSON_IsString(snd) ? snd->valuestring : "");
        const char *bad = !r->event[0]   ? "\"event\" must name an event"
                          : r->sound < 0 ? "\"sound\" must name one of \"sounds\""
                          : (reason && !cJSON_IsString(reason)) || (tiles && !cJSON_IsNumber(tiles))
                              ? "\"reason\" must be a string, \"min_tiles\" a number"
                              : NULL;
        if (bad) {
            snprintf(msg, cap, "%s: events[%d]: %s", table, au->nrule, bad);
            return false;
        }
        au->nrule++;
    }
    return true;
}

static bool load_table(gui_audio *au, const char *data_dir, char *msg, size_t cap)
{
    char dir[1100], table[1200];
    snprintf(dir, sizeof dir, "%s/assets/sounds", data_dir);
    snprintf(table, sizeof table, "%s/sounds.json", dir);
    carc_err err;
    cJSON *j = carc_load_json(table, &err);
    if (!j) {
        snprintf(msg, cap, "%s", err.msg);
        return false;
    }
    const cJSON *rate = cJSON_GetObjectItemCaseSensitive(j, "rate");
    au->rate = cJSON_IsNumber(rate) ? rate->valueint : 0;
    bool ok = au->rate >= 8000 && au->rate <= 48000;
    if (!ok)
        snprintf(msg, cap, "%s: \"rate\" must be a sample rate from 8000 to 48000", table);
    ok = ok && load_sounds(au, cJSON_GetObjectItemCaseSensitive(j, "sounds"), dir, table, msg, cap);
    ok = ok && load_rules(au, cJSON_GetObjectItemCaseSensitive(j, "events"), table, msg, cap);
    cJSON_Delete(j);
    return ok;
}

static void free_sounds(gui_audio *au)
{
    for (int i = 0; i < au->nsound; i++)
        SDL_FreeWAV(au->snd[i].wav);
    au->nsound = au->nrule = 0;
}

gui_audio *gui_audio_open(const char *data_dir)
{
    gui_audio *au = calloc(1, sizeof *au);
    if (!au)
        return NULL;
    for (int v = 0; v < VOICES; v++)
        au->voice[v].sound = -1;
    gui_audio_set(au, GUI_AUDIO_VOLUME, false);
    char msg[1400];
    if (!load_table(au, data_dir, msg, sizeof msg)) {
        fprintf(stderr, "opencarc: no sound: %s\n", msg);
        free_sounds(au);
        return au;
    }
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) { /* no audio at all: silent, not an error */
        fprintf(stderr, "opencarc: no sound: %s\n", SDL_GetError());
        return au;
    }
    SDL_AudioSpec want = {0}, have;
    want.freq = au->rate;
    want.format = AUDIO_S16SYS;
    want.channels = 1;
    want.samples = BUFFER;
    want.callback = mix;
    want.userdata = au;
    au->dev = SDL_OpenAudioDevice(NULL, 0, &want, &have, 0); /* SDL converts if the device differs */
    if (au->dev == 0) {
        fprintf(stderr, "opencarc: no sound: %s\n", SDL_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return au;
    }
    SDL_PauseAudioDevice(au->dev, 0);
    return au;
}

void gui_audio_close(gui_audio *au)
{
    if (!au)
        return;
    if (au->dev) {
        SDL_CloseAudioDevice(au->dev);
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
    free_sounds(au);
    free(au);
}

bool gui_audio_device(const gui_audio *au)
{
    return au && au->dev;
}

static bool rule_matches(const rule *r, const carc_event *e)
{
    return e->name && strcmp(r->event, e->name) == 0 && (!r->reason[0] || (e->reason && strcmp(r->reason, e->reason) == 0)) &&
           e->list_len >= r->min_tiles;
}

int gui_audio_cue(const gui_audio *au, const carc_event *e)
{
    for (int i = 0; au && i < au->nrule; i++)
        if (rule_matches(&au->rules[i], e))
            return i + 1;
    return 0;
}

int gui_audio_cue_named(const gui_audio *au, const char *event)
{
    carc_event e;
    memset(&e, 0, sizeof e);
    e.name = event;
    return gui_audio_cue(au, &e);
}

const char *gui_audio_cue_sound(const gui_audio *au, int cue)
{
    return au && cue >= 1 && cue <= au->nrule ? au->snd[au->rules[cue - 1].sound].name : "";
}

void gui_audio_play(gui_audio *au, const int *cues, int n)
{
    if (!au || !au->dev || n <= 0)
        return;
    SDL_LockAudioDevice(au->dev);
    for (int c = 0; c < n; c++) {
        if (cues[c] < 1 || cues[c] > au->nrule)
            continue;
        const rule *r = &au->rules[cues[c] - 1];
        sound *s = &au->snd[r->sound];
        if (s->started && au->mixed + 1 < s->started + (Uint64)(RETRIGGER * au->rate))
            continue;
        int v = 0; /* a free voice, else the one that has played longest */
        for (int k = 0; k < VOICES; k++)
            if (au->voice[k].sound < 0 || (au->voice[v].sound >= 0 && au->voice[k].pos > au->voice[v].pos))
                v = k;
        au->voice[v].sound = r->sound;
        au->voice[v].pos = 0;
        s->started = au->mixed + 1;
        if (au->log)
            fprintf(au->log, "%llu %s %s\n", (unsigned long long)au->mixed, s->name, r->event);
    }
    SDL_UnlockAudioDevice(au->dev);
    if (au->log)
        fflush(au->log);
}

int gui_audio_volume(const gui_audio *au)
{
    return au ? au->volume : GUI_AUDIO_VOLUME;
}

bool gui_audio_muted(const gui_audio *au)
{
    return au && au->muted;
}

void gui_audio_set(gui_audio *au, int volume, bool muted)
{
    if (!au)
        return;
    au->volume = volume < 0 ? 0 : volume > 100 ? 100 : volume;
    au->muted = muted;
    int gain = muted ? 0 : au->volume * au->volume * 4096 / 10000; /* loudness grows about with the square */
    if (au->dev)
        SDL_LockAudioDevice(au->dev);
    au->gain = gain;
    if (au->dev)
        SDL_UnlockAudioDevice(au->dev);
}

void gui_audio_log(gui_audio *au, FILE *f)
{
    if (au)
        au->log = f;
}
