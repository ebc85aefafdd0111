/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: stroke font (see art_font.h). Glyphs live on a 4 x 6 grid;
 * each point is two digits "xy", points of one stroke are separated by commas,
 * strokes by spaces. */
#include "art_font.h"

#include <ctype.h>
#include <string.h>

#include "art_util.h"

static const struct {
    char c;
    const char *s;
} glyphs[] = {
    {'0', "10,30,41,45,36,16,05,01,10"},
    {'1', "12,20,26 16,36"},
    {'2', "01,10,30,41,42,06,46"},
    {'3', "01,10,30,41,42,33,13 33,44,45,36,16,05"},
    {'4', "30,04,44 30,36"},
    {'5', "40,00,02,32,43,45,36,16,05"},
    {'6', "31,20,10,01,05,16,36,45,43,32,12,03"},
    {'7', "00,40,16"},
    {'8', "10,30,41,42,33,13,04,05,16,36,45,44,33 13,02,01,10"},
    {'9', "42,33,13,02,01,10,30,41,45,36,16,05"},
    {'A', "06,02,20,42,46 04,44"},
    {'B', "00,30,41,42,33,03 33,44,45,36,06,00"},
    {'C', "41,30,10,01,05,16,36,45"},
    {'D', "00,30,41,45,36,06,00"},
    {'E', "40,00,06,46 03,33"},
    {'F', "40,00,06 03,33"},
    {'G', "41,30,10,01,05,16,36,45,43,23"},
    {'H', "00,06 40,46 03,43"},
    {'I', "10,30 20,26 16,36"},
    {'J', "40,45,36,16,05"},
    {'K', "00,06 40,04 22,46"},
    {'L', "00,06,46"},
    {'M', "06,00,23,40,46"},
    {'N', "06,00,46,40"},
    {'O', "10,30,41,45,36,16,05,01,10"},
    {'P', "06,00,30,41,42,33,03"},
    {'Q', "10,30,41,45,36,16,05,01,10 24,46"},
    {'R', "06,00,30,41,42,33,03 23,46"},
    {'S', "41,30,10,01,02,13,33,44,45,36,16,05"},
    {'T', "00,40 20,26"},
    {'U', "00,05,16,36,45,40"},
    {'V', "00,26,40"},
    {'W', "00,16,23,36,40"},
    {'X', "00,46 40,06"},
    {'Y', "00,23,40 23,26"},
    {'Z', "00,40,06,46"},
    {'_', "06,46"},
    {'|', "20,26"},
    {'+', "21,25 03,43"},
    {'-', "13,33"},
};

static const char *glyph(char c)
{
    c = (char)toupper((unsigned char)c);
    for (size_t i = 0; i < sizeof glyphs / sizeof glyphs[0]; i++)
        if (glyphs[i].c == c)
            return glyphs[i].s;
    return NULL;
}

double font_width(const char *text, double h)
{
    size_t n = strlen(text);
    if (n == 0)
        return 0.0;
    double u = h / 6.0;
    return (double)n * 6.0 * u - 2.0 * u;
}

void font_path(cairo_t *cr, const char *text, double x, double y, double h)
{
    double u = h / 6.0;
    for (const char *p = text; *p; p++, x += 6.0 * u) {
        const char *s = glyph(*p);
        if (!s)
            continue;
        int first = 1;
        while (*s) {
            if (*s == ' ') {
                first = 1;
                s++;
                continue;
            }
            if (*s == ',') {
                s++;
                continue;
            }
            double gx = s[0] - '0', gy = s[1] - '0';
            if (first)
                cairo_move_to(cr, x + gx * u, y + gy * u);
            else
                cairo_line_to(cr, x + gx * u, y + gy * u);
            first = 0;
            s += 2;
        }
    }
}

void text_centered(cairo_t *cr, const char *txt, double cx, double cy, double h, double lw, unsigned fg, unsigned halo)
{
    double w = font_width(txt, h);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    if (halo != 0xffffffffu) {
        cairo_new_path(cr);
        font_path(cr, txt, cx - w / 2, cy - h / 2, h);
        cairo_set_line_width(cr, lw * 2.4);
        rgb(cr, halo);
        cairo_stroke(cr);
    }
    cairo_new_path(cr);
    font_path(cr, txt, cx - w / 2, cy - h / 2, h);
    cairo_set_line_width(cr, lw);
    rgb(cr, fg);
    cairo_stroke(cr);
}
