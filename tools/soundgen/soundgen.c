/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc sound generator.
 *
 * Reads the recipes in assets/sounds/sounds.json and synthesizes each sound into a WAV file (mono,
 * 16-bit, the table's rate). A sound is a sum of parts; a part is a waveform (sine, triangle, square
 * or low-passed noise) with partials, a pitch glide, a linear attack and an exponential decay. The
 * output is deterministic (fixed noise seeds, no time stamps): the committed WAVs are reproduced byte
 * for byte (the sounds_reproducible test).
 *
 * Usage: opencarc-soundgen [--data DIR] [--out DIR]   (defaults: ".", DIR/assets/sounds)
 */
#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

#define MAX_LENGTH 3.0 /* seconds: effects are short */
#define MAX_PARTIALS 8
#define FADE 0.004 /* seconds faded out at a part's end: no click */

static const char *table_path;

static void fail(const char *sound, const char *field, const char *what)
{
    fprintf(stderr, "opencarc-soundgen: %s: sound \"%s\": %s %s\n", table_path, sound, field, what);
    exit(1);
}

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = NULL;
    long n = fseek(f, 0, SEEK_END) == 0 ? ftell(f) : -1;
    if (n >= 0 && n < (1 << 22) && fseek(f, 0, SEEK_SET) == 0 && (buf = malloc((size_t)n + 1)) != NULL) {
        if (fread(buf, 1, (size_t)n, f) != (size_t)n) {
            free(buf);
            buf = NULL;
        } else {
            buf[n] = 0;
        }
    }
    fclose(f);
    return buf;
}

/* A number member within [lo, hi], def when absent; anything else stops with the field named. */
static double num(const cJSON *o, const char *sound, const char *key, double def, double lo, double hi)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!v)
        return def;
    if (!cJSON_IsNumber(v) || v->valuedouble < lo || v->valuedouble > hi) {
        char what[80];
        snprintf(what, sizeof what, "must be a number from %g to %g", lo, hi);
        fail(sound, key, what);
    }
    return v->valuedouble;
}

static double wave(const char *kind, double phase)
{
    double u = phase - floor(phase);
    if (strcmp(kind, "triangle") == 0)
        return u < 0.5 ? 4 * u - 1 : 3 - 4 * u;
    if (strcmp(kind, "square") == 0)
        return u < 0.5 ? 0.6 : -0.6; /* softer than full scale: its harmonics are loud */
    return sin(2 * M_PI * u);
}

/* Adds one part to out (n samples at rate). */
static void render_part(const cJSON *p, const char *sound, int index, float *out, int n, int rate)
{
    const cJSON *w = cJSON_GetObjectItemCaseSensitive(p, "wave");
    const char *kind = cJSON_IsString(w) ? w->valuestring : "";
    bool noise = strcmp(kind, "noise") == 0;
    if (!noise && strcmp(kind, "sine") != 0 && strcmp(kind, "triangle") != 0 && strcmp(kind, "square") != 0)
        fail(sound, "wave", "must be \"sine\", \"triangle\", \"square\" or \"noise\"");
    double len = (double)n / rate;
    double start = num(p, sound, "start", 0, 0, len);
    double dur = num(p, sound, "dur", len - start, 0.001, len - start);
    double freq = num(p, sound, "freq", noise ? 0 : -1, 0, rate / 2.0);
    if (freq < 0)
        fail(sound, "freq", "is missing");
    double freq_end = num(p, sound, "freq_end", freq, 0, rate / 2.0);
    double gain = num(p, sound, "gain", 0.5, 0, 1);
    double attack = num(p, sound, "attack", 0.002, 0.0001, dur);
    double decay = num(p, sound, "decay", 0, 0, 10); /* time constant; 0: held */
    double lowpass = num(p, sound, "lowpass", 0, 0, rate / 2.0);
    double ratio[MAX_PARTIALS] = {1}, pgain[MAX_PARTIALS] = {1};
    int np = 1;
    const cJSON *parts = cJSON_GetObjectItemCaseSensitive(p, "partials");
    if (parts) {
        np = cJSON_GetArraySize(parts);
        if (!cJSON_IsArray(parts) || np < 1 || np > MAX_PARTIALS)
            fail(sound, "partials", "must be a list of 1 to 8 [ratio, gain] pairs");
        for (int k = 0; k < np; k++) {
            const cJSON *pair = cJSON_GetArrayItem(parts, k);
            const cJSON *r = cJSON_GetArrayItem(pair, 0), *g = cJSON_GetArrayItem(pair, 1);
            if (cJSON_GetArraySize(pair) != 2 || !cJSON_IsNumber(r) || !cJSON_IsNumber(g) || r->valuedouble <= 0)
                fail(sound, "partials", "must be a list of [ratio, gain] pairs with ratio > 0");
            ratio[k] = r->valuedouble;
            pgain[k] = g->valuedouble;
        }
    }
    uint32_t rng = 0x9e3779b9u ^ (uint32_t)(index * 7919 + 17); /* fixed seed per part */
    double lp = lowpass > 0 ? 1 - exp(-2 * M_PI * lowpass / rate) : 1, y = 0, phase[MAX_PARTIALS] = {0};
    int s0 = (int)lround(start * rate), s1 = s0 + (int)lround(dur * rate);
    for (int s = s0; s < s1 && s < n; s++) {
        double t = (double)(s - s0) / rate;
        double env = t < attack ? t / attack : decay > 0 ? exp(-(t - attack) / decay) : 1;
        double left = (double)(s1 - s) / rate;
        if (left < FADE)
            env *= left / FADE;
        double v = 0;
        if (noise) {
            rng ^= rng << 13;
            rng ^= rng >> 17;
            rng ^= rng << 5;
            v = (double)rng / 2147483648.0 - 1;
        } else {
            double f = freq + (freq_end - freq) * (t / dur);
            for (int k = 0; k < np; k++) {
                if (f * ratio[k] < rate / 2.0) /* nothing above Nyquist: no aliasing */
                    v += pgain[k] * wave(kind, phase[k]);
                phase[k] += f * ratio[k] / rate;
            }
        }
        y += lp * (v - y);
        out[s] += (float)(gain * env * y);
    }
}

static void put_le(unsigned char *b, uint32_t v, int bytes)
{
    for (int i = 0; i < bytes; i++)
        b[i] = (unsigned char)(v >> (8 * i));
}

static void write_wav(const char *path, const float *x, int n, int rate, const char *sound)
{
    unsigned char h[44];
    memcpy(h, "RIFF", 4);
    put_le(h + 4, (uint32_t)(36 + 2 * n), 4);
    memcpy(h + 8, "WAVEfmt ", 8);
    put_le(h + 16, 16, 4);
    put_le(h + 20, 1, 2); /* PCM */
    put_le(h + 22, 1, 2); /* mono */
    put_le(h + 24, (uint32_t)rate, 4);
    put_le(h + 28, (uint32_t)rate * 2, 4);
    put_le(h + 32, 2, 2);
    put_le(h + 34, 16, 2);
    memcpy(h + 36, "data", 4);
    put_le(h + 40, (uint32_t)(2 * n), 4);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(h, 1, sizeof h, f) != sizeof h) {
        perror(path);
        exit(1);
    }
    for (int i = 0; i < n; i++) {
        double v = x[i];
        if (fabs(v) > 1)
            fail(sound, "parts", "add up to more than full scale: lower their gains");
        unsigned char b[2];
        put_le(b, (uint32_t)(uint16_t)(int16_t)lround(v * 32767), 2);
        if (fwrite(b, 1, 2, f) != 2) {
            perror(path);
            exit(1);
        }
    }
    if (fclose(f) != 0) {
        perror(path);
        exit(1);
    }
}

int main(int argc, char **argv)
{
    const char *data = ".", *out = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--data") == 0 && i + 1 < argc)
            data = argv[++i];
        else if (strcmp(argv[i], "--out") == 0 && i + 1 < argc)
            out = argv[++i];
        else {
            fprintf(stderr, "usage: opencarc-soundgen [--data DIR] [--out DIR]\n");
            return 2;
        }
    }
    static char path[4096], outdir[4096];
    snprintf(path, sizeof path, "%s/assets/sounds/sounds.json", data);
    snprintf(outdir, sizeof outdir, "%s", out ? out : path);
    if (!out)
        *strrchr(outdir, '/') = 0;
    table_path = path;
    mkdir(outdir, 0777); /* a fresh output folder (an existing one is fine) */
    char *text = read_file(path);
    cJSON *root = text ? cJSON_Parse(text) : NULL;
    free(text);
    if (!root) {
        fprintf(stderr, "opencarc-soundgen: %s: cannot read it or not JSON\n", path);
        return 1;
    }
    const cJSON *r = cJSON_GetObjectItemCaseSensitive(root, "rate");
    int rate = cJSON_IsNumber(r) ? r->valueint : 0;
    if (rate < 8000 || rate > 48000)
        fail("-", "rate", "must be a sample rate from 8000 to 48000");
    const cJSON *sounds = cJSON_GetObjectItemCaseSensitive(root, "sounds"), *s;
    if (!cJSON_IsObject(sounds))
        fail("-", "sounds", "must be an object of sounds by name");
    int count = 0;
    cJSON_ArrayForEach(s, sounds)
    {
        const cJSON *file = cJSON_GetObjectItemCaseSensitive(s, "file");
        const char *fn = cJSON_IsString(file) ? file->valuestring : "";
        size_t fl = strlen(fn);
        if (fl < 5 || strcmp(fn + fl - 4, ".wav") != 0 || strchr(fn, '/') || fn[0] == '.')
            fail(s->string, "file", "must be a plain file name ending in .wav");
        double len = num(s, s->string, "length", -1, 0.01, MAX_LENGTH);
        if (len < 0)
            fail(s->string, "length", "is missing");
        const cJSON *parts = cJSON_GetObjectItemCaseSensitive(s, "parts"), *p;
        if (!cJSON_IsArray(parts) || cJSON_GetArraySize(parts) == 0)
            fail(s->string, "parts", "must be a non-empty list");
        int n = (int)lround(len * rate), k = 0;
        float *x = calloc((size_t)n, sizeof *x);
        if (!x)
            return 1;
        cJSON_ArrayForEach(p, parts) render_part(p, s->string, count * 16 + k++, x, n, rate);
        char wav[4200];
        snprintf(wav, sizeof wav, "%s/%s", outdir, fn);
        write_wav(wav, x, n, rate, s->string);
        free(x);
        count++;
    }
    cJSON_Delete(root);
    printf("opencarc-soundgen: %d sounds written to %s\n", count, outdir);
    return 0;
}
