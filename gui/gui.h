/* OpenCarc SDL2 front end: everything a GUI file may use — the application and its scenes (gui_app.h),
 * drawing helpers (gui_draw.h), widgets (gui_widget.h) and the expansions' front ends (gui_ext.h). */
#ifndef GUI_H
#define GUI_H

#include "gui_app.h"
#include "gui_draw.h"
#include "gui_ext.h"
#include "gui_widget.h"

#endif
