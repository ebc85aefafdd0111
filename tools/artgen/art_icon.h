/* SPDX-License-Identifier: GPL-3.0-or-later */
/* OpenCarc art generator: the application icon files, in the freedesktop hicolor layout
 * (assets/icons/hicolor/<N>x<N>/apps/opencarc.png and scalable/apps/opencarc.svg), installed as they
 * are under <datadir>/icons, and their writer. The list is shared by the generator and the completeness
 * check. */
#ifndef OPENCARC_ARTGEN_ART_ICON_H
#define OPENCARC_ARTGEN_ART_ICON_H

#include <stdio.h>

static const int icon_sizes[] = {48, 64, 128, 256};
#define ICON_NSIZES 4

/* Writes the path of icon file i (0 .. ICON_NSIZES: the last is the SVG) relative to assets/. */
static inline void icon_path(int i, char *buf, size_t cap)
{
    if (i < ICON_NSIZES)
        snprintf(buf, cap, "icons/hicolor/%dx%d/apps/opencarc.png", icon_sizes[i], icon_sizes[i]);
    else
        snprintf(buf, cap, "icons/hicolor/scalable/apps/opencarc.svg");
}

/* Writes every icon file under out (the assets folder). */
void art_icon_write(const char *out);

#endif
