/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The UI scale (pure: no SDL). The player picks 100-200 % (default from the display's DPI); the scale
 * applied is lowered where the window would otherwise hold less than the 960x640 UI units every screen is
 * laid out for (so 1920x1080 at 200 % is drawn at 168.75 %, a 1138x640 layout). */
#ifndef GUI_SCALE_H
#define GUI_SCALE_H

#define GUI_SCALE_MIN 100
#define GUI_SCALE_MAX 200
#define GUI_SCALE_STEP 25

/* The percentage for a display of ddpi dots per inch (96 = 100 %), in steps, within the range; hidpi:
 * pixels per window coordinate, already applied by the system (its DPI counts them too). */
int gui_scale_default(double ddpi, double hidpi);
int gui_scale_clamp(int pct); /* within the range */
/* Pixels per UI unit for the percentage in an output of w x h pixels, never below hidpi. */
double gui_scale_effective(double hidpi, int pct, int w, int h, int min_w, int min_h);

#endif
