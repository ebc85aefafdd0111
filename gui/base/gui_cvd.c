/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Colour-vision deficiency simulation (Machado et al. 2009, in linear RGB) and CIEDE2000 (Sharma, Wu &
 * Dalal 2005). */
#include "gui_cvd.h"

#include <math.h>
#include <string.h>

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

static const double machado[GUI_CVD_COUNT][3][3] = {
    {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
    {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}},
    {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}},
};
static const char *const names[GUI_CVD_COUNT] = {"normal", "protanopia", "deuteranopia"};
static const char *const short_names[GUI_CVD_COUNT] = {"none", "protan", "deutan"};

const char *gui_cvd_name(int kind)
{
    return kind >= 0 && kind < GUI_CVD_COUNT ? names[kind] : "?";
}

int gui_cvd_find(const char *name)
{
    for (int k = 0; k < GUI_CVD_COUNT; k++)
        if (strcmp(name, names[k]) == 0 || strcmp(name, short_names[k]) == 0)
            return k;
    return -1;
}

static double to_linear(unsigned char c)
{
    double v = c / 255.0;
    return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4);
}

static unsigned char to_srgb(double v)
{
    v = v < 0 ? 0 : v > 1 ? 1 : v;
    v = v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055;
    return (unsigned char)(v * 255 + 0.5);
}

void gui_cvd_simulate(int kind, const unsigned char in[3], unsigned char out[3])
{
    if (kind <= GUI_CVD_NONE || kind >= GUI_CVD_COUNT) {
        memcpy(out, in, 3);
        return;
    }
    double l[3] = {to_linear(in[0]), to_linear(in[1]), to_linear(in[2])};
    for (int i = 0; i < 3; i++)
        out[i] = to_srgb(machado[kind][i][0] * l[0] + machado[kind][i][1] * l[1] + machado[kind][i][2] * l[2]);
}

static double lab_f(double t)
{
    return t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116;
}

static void srgb_to_lab(const unsigned char c[3], double lab[3])
{
    double r = to_linear(c[0]), g = to_linear(c[1]), b = to_linear(c[2]);
    double x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
    double y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
    double z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883;
    double fx = lab_f(x), fy = lab_f(y), fz = lab_f(z);
    lab[0] = 116 * fy - 16;
    lab[1] = 500 * (fx - fy);
    lab[2] = 200 * (fy - fz);
}

static double hue_deg(double b, double a)
{
    if (a == 0 && b == 0)
        return 0;
    double h = atan2(b, a) * 180 / M_PI;
    return h < 0 ? h + 360 : h;
}

double gui_cvd_delta_e_lab(const double p[3], const double q[3])
{
    double c1 = hypot(p[1], p[2]), c2 = hypot(q[1], q[2]), cm = (c1 + c2) / 2;
    double g = 0.5 * (1 - sqrt(pow(cm, 7) / (pow(cm, 7) + pow(25, 7))));
    double a1 = p[1] * (1 + g), a2 = q[1] * (1 + g);
    double c1p = hypot(a1, p[2]), c2p = hypot(a2, q[2]);
    double h1 = hue_deg(p[2], a1), h2 = hue_deg(q[2], a2);
    double dl = q[0] - p[0], dc = c2p - c1p, dh = 0;
    if (c1p * c2p != 0) {
        dh = h2 - h1;
        dh = dh > 180 ? dh - 360 : dh < -180 ? dh + 360 : dh;
    }
    double dhh = 2 * sqrt(c1p * c2p) * sin(dh * M_PI / 360);
    double lm = (p[0] + q[0]) / 2, cmp = (c1p + c2p) / 2, hm = h1 + h2;
    if (c1p * c2p != 0)
        hm = fabs(h1 - h2) <= 180 ? (h1 + h2) / 2 : (h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2);
    double t = 1 - 0.17 * cos((hm - 30) * M_PI / 180) + 0.24 * cos(2 * hm * M_PI / 180) + 0.32 * cos((3 * hm + 6) * M_PI / 180) -
               0.20 * cos((4 * hm - 63) * M_PI / 180);
    double sl = 1 + 0.015 * (lm - 50) * (lm - 50) / sqrt(20 + (lm - 50) * (lm - 50));
    double sc = 1 + 0.045 * cmp, sh = 1 + 0.015 * cmp * t;
    double rt = -2 * sqrt(pow(cmp, 7) / (pow(cmp, 7) + pow(25, 7))) * sin(60 * exp(-pow((hm - 275) / 25, 2)) * M_PI / 180);
    double x = dl / sl, y = dc / sc, z = dhh / sh;
    return sqrt(x * x + y * y + z * z + rt * y * z);
}

double gui_cvd_delta_e(const unsigned char a[3], const unsigned char b[3])
{
    double p[3], q[3];
    srgb_to_lab(a, p);
    srgb_to_lab(b, q);
    return gui_cvd_delta_e_lab(p, q);
}
