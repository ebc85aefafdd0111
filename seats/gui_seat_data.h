/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The seat colours' looks (assets/ui/seats.json), read without SDL: palettes, sprite colours, symbols. */
#ifndef GUI_SEAT_DATA_H
#define GUI_SEAT_DATA_H

#include <stdbool.h>
#include <stddef.h>

#define GUI_SEATS 6
#define GUI_PALETTES 4
enum { GUI_SYM_CIRCLE, GUI_SYM_TRIANGLE, GUI_SYM_SQUARE, GUI_SYM_DIAMOND, GUI_SYM_STAR, GUI_SYM_CROSS, GUI_SYM_COUNT };

extern const char *const *const gui_color_names; /* the engine's seat colours (carc_seat_colors), by seat-colour index */
extern const char *const gui_symbol_names[GUI_SYM_COUNT];

typedef struct gui_seat_data {
    int npalettes;
    char palette_name[GUI_PALETTES][24];
    char palette_title[GUI_PALETTES][40];
    unsigned char rgb[GUI_PALETTES][GUI_SEATS][3];
    char title[GUI_PALETTES][GUI_SEATS][24]; /* the colour's English name in each palette ("orange") */
    unsigned char sprite[GUI_SEATS][3];
    int symbol[GUI_SEATS];
} gui_seat_data;

/* Reads the file; false with a message naming the file and the field at fault. */
bool gui_seat_data_load(gui_seat_data *d, const char *path, char *err, size_t cap);
int gui_seat_palette_find(const gui_seat_data *d, const char *name); /* -1 if none */

#endif
