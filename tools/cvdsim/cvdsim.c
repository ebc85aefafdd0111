/* SPDX-License-Identifier: GPL-3.0-or-later */
/* opencarc-cvdsim: a PNG as seen with protanopia or deuteranopia (gui/base/gui_cvd.c: Machado et al. 2009),
 * to look at the seat colours of screenshots the way players with those deficiencies see them.
 * usage: opencarc-cvdsim protan|deutan IN.png OUT.png */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>

#include "gui_cvd.h"

int main(int argc, char **argv)
{
    int kind = argc == 4 ? gui_cvd_find(argv[1]) : -1;
    if (kind <= GUI_CVD_NONE) {
        fprintf(stderr, "usage: opencarc-cvdsim protan|deutan IN.png OUT.png\n");
        return 2;
    }
    SDL_Surface *raw = IMG_Load(argv[2]);
    SDL_Surface *s = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0) : NULL;
    SDL_FreeSurface(raw);
    if (!s) {
        fprintf(stderr, "opencarc-cvdsim: cannot read %s: %s\n", argv[2], IMG_GetError());
        return 1;
    }
    for (int y = 0; y < s->h; y++)
        for (int x = 0; x < s->w; x++) {
            unsigned char *p = (unsigned char *)s->pixels + y * s->pitch + 4 * x;
            gui_cvd_simulate(kind, p, p);
        }
    int rc = IMG_SavePNG(s, argv[3]) == 0 ? 0 : 1;
    if (rc)
        fprintf(stderr, "opencarc-cvdsim: cannot write %s: %s\n", argv[3], IMG_GetError());
    SDL_FreeSurface(s);
    return rc;
}
