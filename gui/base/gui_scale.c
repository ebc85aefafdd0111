/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The UI scale: a default from the display's DPI, and the scale the window can hold (see gui_scale.h). */
#include "gui_scale.h"

#include <math.h>

int gui_scale_clamp(int pct)
{
    return pct < GUI_SCALE_MIN ? GUI_SCALE_MIN : pct > GUI_SCALE_MAX ? GUI_SCALE_MAX : pct;
}

int gui_scale_default(double ddpi, double hidpi)
{
    if (!(ddpi > 0) || !(hidpi > 0)) /* no DPI known (or NaN) */
        return GUI_SCALE_MIN;
    double pct = ddpi / 96.0 / hidpi * 100;
    return gui_scale_clamp((int)(floor(pct / GUI_SCALE_STEP + 0.5) * GUI_SCALE_STEP));
}

double gui_scale_effective(double hidpi, int pct, int w, int h, int min_w, int min_h)
{
    double want = hidpi * gui_scale_clamp(pct) / 100.0;
    double fit_w = (double)w / min_w, fit_h = (double)h / min_h;
    double fit = fit_w < fit_h ? fit_w : fit_h;
    want = want > fit ? fit : want;
    return want < hidpi ? hidpi : want;
}
