/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: text on the maps, in the stroke font (art_font.c) with the accents of the
 * names (drawn as strokes over the letter), and names on ribbons. */
#include "art_mod_maps_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "art_font.h"

/* The stroke font has capitals, digits and - only: accented letters are drawn as their letter and
 * an accent stroke. Returns the base letter, sets *accent (0 none, 1 acute, 2 grave, 3 circumflex,
 * 4 diaeresis, 5 cedilla, 6 tilde). */
static char next_glyph(const char **s, int *accent)
{
    const unsigned char *p = (const unsigned char *)*s;
    *accent = 0;
    if (p[0] < 0x80) {
        *s += 1;
        return (char)p[0];
    }
    if (p[0] == 0xC3 && p[1] >= 0x80 && p[1] < 0xC0) {
        unsigned c = 0xC0 + (p[1] & 0x3F);
        *s += 2;
        if (c >= 0xE0)
            c -= 0x20;
        static const struct {
            unsigned c;
            char b;
            int a;
        } tab[] = {
            {0xC0, 'A', 2}, {0xC1, 'A', 1}, {0xC2, 'A', 3}, {0xC3, 'A', 6}, {0xC4, 'A', 4}, {0xC5, 'A', 0}, {0xC7, 'C', 5},
            {0xC8, 'E', 2}, {0xC9, 'E', 1}, {0xCA, 'E', 3}, {0xCB, 'E', 4}, {0xCC, 'I', 2}, {0xCD, 'I', 1}, {0xCE, 'I', 3},
            {0xCF, 'I', 4}, {0xD1, 'N', 6}, {0xD2, 'O', 2}, {0xD3, 'O', 1}, {0xD4, 'O', 3}, {0xD5, 'O', 6}, {0xD6, 'O', 4},
            {0xD9, 'U', 2}, {0xDA, 'U', 1}, {0xDB, 'U', 3}, {0xDC, 'U', 4}, {0xDD, 'Y', 1},
        };
        for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
            if (tab[i].c == c) {
                *accent = tab[i].a;
                return tab[i].b;
            }
        return ' ';
    }
    /* any other multi-byte sequence: skip it */
    *s += 1;
    while ((**s & 0xC0) == 0x80)
        *s += 1;
    return ' ';
}

static int glyph_count(const char *t)
{
    int n = 0, a;
    while (*t) {
        next_glyph(&t, &a);
        n++;
    }
    return n;
}

double text_width(const char *t, double h, double sp)
{
    int n = glyph_count(t);
    return n ? n * (h + sp) - h / 3.0 - sp : 0;
}

/* Strokes of text with its top-left corner at (x, y), cap height h, extra letter spacing sp. */
static void text_path(cairo_t *cr, const char *t, double x, double y, double h, double sp)
{
    double u = h / 6.0;
    while (*t) {
        int a;
        char c[2] = {next_glyph(&t, &a), 0};
        font_path(cr, c, x, y, h);
        switch (a) {
        case 1:
            cairo_move_to(cr, x + 1.5 * u, y - 0.5 * u);
            cairo_line_to(cr, x + 2.7 * u, y - 1.7 * u);
            break;
        case 2:
            cairo_move_to(cr, x + 1.3 * u, y - 1.7 * u);
            cairo_line_to(cr, x + 2.5 * u, y - 0.5 * u);
            break;
        case 3:
            cairo_move_to(cr, x + 0.9 * u, y - 0.5 * u);
            cairo_line_to(cr, x + 2 * u, y - 1.6 * u);
            cairo_line_to(cr, x + 3.1 * u, y - 0.5 * u);
            break;
        case 4:
            cairo_move_to(cr, x + 1 * u, y - 1.3 * u);
            cairo_line_to(cr, x + 1 * u, y - 0.6 * u);
            cairo_move_to(cr, x + 3 * u, y - 1.3 * u);
            cairo_line_to(cr, x + 3 * u, y - 0.6 * u);
            break;
        case 5:
            cairo_move_to(cr, x + 2 * u, y + 6 * u);
            cairo_line_to(cr, x + 2 * u, y + 7 * u);
            cairo_line_to(cr, x + 1.2 * u, y + 7.6 * u);
            break;
        case 6:
            cairo_move_to(cr, x + 0.6 * u, y - 0.6 * u);
            cairo_curve_to(cr, x + 1.2 * u, y - 1.8 * u, x + 2.4 * u, y - 0.2 * u, x + 3.4 * u, y - 1.4 * u);
            break;
        default:
            break;
        }
        x += h + sp;
    }
}

void text_draw(cairo_t *cr, const char *t, double cx, double cy, double h, double sp, double lw, unsigned fg, unsigned halo, double halo_w,
               double alpha)
{
    double w = text_width(t, h, sp);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    if (halo_w > 0) {
        cairo_new_path(cr);
        text_path(cr, t, cx - w / 2, cy - h / 2, h, sp);
        cairo_set_line_width(cr, lw + halo_w);
        rgba(cr, halo, alpha * 0.85);
        cairo_stroke(cr);
    }
    cairo_new_path(cr);
    text_path(cr, t, cx - w / 2, cy - h / 2, h, sp);
    cairo_set_line_width(cr, lw);
    rgba(cr, fg, alpha);
    cairo_stroke(cr);
}

void ribbon(cairo_t *cr, const char *t, double cx, double cy, double h, unsigned fill, unsigned ink, double max_w)
{
    char line[2][64];
    int nl = 1;
    snprintf(line[0], sizeof line[0], "%s", t);
    double sp = h * 0.12, w = text_width(t, h, sp);
    if (w > max_w) {
        int len = (int)strlen(t), best = -1;
        for (int i = 1; i + 1 < len; i++)
            if ((t[i] == ' ' || t[i] == '-') && (best < 0 || abs(i - len / 2) < abs(best - len / 2)))
                best = i;
        if (best > 0) {
            nl = 2;
            snprintf(line[0], sizeof line[0], "%.*s", t[best] == '-' ? best + 1 : best, t);
            snprintf(line[1], sizeof line[1], "%s", t + best + 1);
            double w0 = text_width(line[0], h, sp), w1 = text_width(line[1], h, sp);
            w = w0 > w1 ? w0 : w1;
        }
    }
    if (w > max_w) {
        h *= max_w / w;
        sp *= max_w / w;
        w = max_w;
    }
    double pw = w + h * 1.3, ph = h * (nl == 2 ? 3.3 : 1.9), x0 = cx - pw / 2, y0 = cy - ph / 2, r = h * 0.53;
    /* swallow tails */
    for (int k = 0; k < 2; k++) {
        double ex = k ? x0 + pw - h * 0.2 : x0 + h * 0.2, dir = k ? 1 : -1, ty = cy - h * 0.95;
        cairo_move_to(cr, ex, ty + h * 0.48);
        cairo_line_to(cr, ex + dir * h * 0.9, ty + h * 0.57);
        cairo_line_to(cr, ex + dir * h * 0.55, ty + h * 1.18);
        cairo_line_to(cr, ex + dir * h * 0.9, ty + h * 1.8);
        cairo_line_to(cr, ex, ty + h * 1.71);
        cairo_close_path(cr);
    }
    fill_outline(cr, shade(fill, 0.78), C_OUTLINE, 1.0 * PXL);
    rounded_rect(cr, x0 + 1.5 * PXL, y0 + 1.5 * PXL, x0 + 1.5 * PXL + pw, y0 + 1.5 * PXL + ph, r);
    rgba(cr, 0x000000, 0.28);
    cairo_fill(cr);
    rounded_rect(cr, x0, y0, x0 + pw, y0 + ph, r);
    fill_outline(cr, fill, C_OUTLINE, 1.1 * PXL);
    for (int i = 0; i < nl; i++)
        text_draw(cr, line[i], cx, nl == 1 ? cy : cy + (i ? 0.68 : -0.68) * h, h, sp, h * 0.17, ink, 0, 0, 1);
}
