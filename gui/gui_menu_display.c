/* The menu's display settings in its top left corner: the UI scale, seat symbols and the seat colours'
 * palette (kept in the settings; see gui_scale.h and gui_seat_style.c). */
#include "gui.h"
#include "gui_scale.h"

#include <stdio.h>

void gui_menu_display(gui_app *a)
{
    static const SDL_Color WHITE = {240, 240, 240, 255};
    int x = gui_px(a, 12), y = gui_px(a, 12), pal = gui_seat_palette(), pct = a->ui_scale;
    bool sym = gui_seat_symbols();
    char label[48];
    snprintf(label, sizeof label, "%s", gui_seat_palette_title(pal));
    int bh = gui_px(a, 28), gap = gui_px(a, 6), vw = gui_px(a, 124), pad = gui_px(a, 20);
    int sw = gui_text_width(a, FONT_BOLD, "☐ Symbols") + pad, pw = gui_text_width(a, FONT_BOLD, label) + pad;
    int row1 = 2 * bh + 2 * gap + vw, row2 = sw + gap + pw;
    gui_panel(a, (SDL_Rect){x - gap, y - gap, (row1 > row2 ? row1 : row2) + 2 * gap, 2 * bh + 3 * gap}); /* legible over the tiles */
    if (gui_button(a, (SDL_Rect){x, y, bh, bh}, "-", pct > GUI_SCALE_MIN, false))
        gui_settings_display(a, pal, sym, pct - GUI_SCALE_STEP);
    char size[48];
    int shown = (int)(a->ui / (a->scale > 1.0 ? a->scale : 1.0) * 100 + 0.5); /* lower when the window is too small */
    if (shown != pct)
        snprintf(size, sizeof size, "Size %d%% (%d%%)", pct, shown);
    else
        snprintf(size, sizeof size, "Size %d%%", pct);
    gui_text(a, FONT_SMALL, size, WHITE, x + bh + gap + vw / 2, y + (bh - a->font_h[FONT_SMALL]) / 2, ALIGN_CENTER);
    if (gui_button(a, (SDL_Rect){x + bh + 2 * gap + vw, y, bh, bh}, "+", pct < GUI_SCALE_MAX, false))
        gui_settings_display(a, pal, sym, pct + GUI_SCALE_STEP);
    y += bh + gap;
    if (gui_button(a, (SDL_Rect){x, y, sw, bh}, sym ? "☑ Symbols" : "☐ Symbols", true, sym))
        gui_settings_display(a, pal, !sym, pct);
    if (gui_button(a, (SDL_Rect){x + sw + gap, y, pw, bh}, label, gui_seat_palette_count() > 1, pal > 0))
        gui_settings_display(a, (pal + 1) % gui_seat_palette_count(), sym, pct);
}
