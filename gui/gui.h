/* OpenCarc SDL2 front end: everything a GUI file may use — the application and its scenes (gui_app.h),
 * drawing helpers (gui_draw.h), widgets (gui_widget.h) and the expansions' screens (gui_exp.h). */
#ifndef GUI_H
#define GUI_H

#include "gui_app.h"
#include "gui_draw.h"
#include "gui_exp.h"
#include "gui_widget.h"

#endif
