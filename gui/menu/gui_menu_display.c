/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The menu's display settings in its top left corner: the UI scale, seat symbols, the seat colours'
 * palette, the language and the hints (kept in the settings; see gui_scale.h, gui_seat_style.c, gui_i18n.h,
 * gui_hints.h). */
#include "gui_game_draw.h"
#include "gui_menu.h"
#include "gui_save.h"
#include "gui_scale.h"
#include "gui_shell.h"
#include "gui_widget.h"

#include <stdio.h>

int gui_menu_display(gui_app *a)
{
    static const SDL_Color WHITE = {240, 240, 240, 255};
    int x = gui_px(a, 12), y = gui_px(a, 12), pal = gui_seat_palette(), pct = a->ui_scale;
    bool sym = gui_seat_symbols();
    char label[48];
    snprintf(label, sizeof label, "%s", _(gui_seat_palette_title(pal)));
    int bh = gui_px(a, 28), gap = gui_px(a, 6), pad = gui_px(a, 20);
    char widest[48]; /* the size's room: its longest label, so that + stays put as the size changes */
    snprintf(widest, sizeof widest, _("Size %d%% (%d%%)"), GUI_SCALE_MAX, GUI_SCALE_MAX);
    int vw = SDL_max(gui_px(a, 124), gui_text_width(a, FONT_SMALL, widest) + gui_px(a, 8));
    /* TRANSLATORS: the menu's toggle for a symbol on each seat's pieces, beside its check box */
    char syms[64];
    snprintf(syms, sizeof syms, "%s %s", sym ? "☑" : "☐", _("Symbols"));
    /* TRANSLATORS: the menu's toggle for hints on the board (squares nothing fits, what a placement scores) */
    char hints[64];
    snprintf(hints, sizeof hints, "%s %s", a->menu.hints ? "☑" : "☐", _("Hints"));
    int sw = gui_text_width(a, FONT_BOLD, syms) + pad, pw = gui_text_width(a, FONT_BOLD, label) + pad;
    int hw = gui_text_width(a, FONT_BOLD, hints) + pad;
    /* two rows, clear of the menu's panel below them: size and language; symbols, palette and hints */
    int lang = gui_i18n_current(), lw = gui_text_width(a, FONT_BOLD, gui_i18n_title(lang)) + pad;
    int row1 = 2 * bh + 3 * gap + vw + lw, row2 = sw + pw + hw + 2 * gap;
    SDL_Rect box = {x - gap, y - gap, SDL_max(row1, row2) + 2 * gap, 2 * bh + 3 * gap};
    gui_panel(a, box); /* legible over the tiles */
    if (gui_button(a, (SDL_Rect){x, y, bh, bh}, "-", pct > GUI_SCALE_MIN, false))
        gui_settings_display(a, pal, sym, pct - GUI_SCALE_STEP);
    char size[48];
    int shown = (int)(a->ui / (a->scale > 1.0 ? a->scale : 1.0) * 100 + 0.5); /* lower when the window is too small */
    if (shown != pct)
        snprintf(size, sizeof size, _("Size %d%% (%d%%)"), pct, shown);
    else
        snprintf(size, sizeof size, _("Size %d%%"), pct);
    gui_text(a, FONT_SMALL, size, WHITE, x + bh + gap + vw / 2, y + (bh - a->font_h[FONT_SMALL]) / 2, ALIGN_CENTER);
    if (gui_button(a, (SDL_Rect){x + bh + 2 * gap + vw, y, bh, bh}, "+", pct < GUI_SCALE_MAX, false))
        gui_settings_display(a, pal, sym, pct + GUI_SCALE_STEP);
    /* each language's name in that language: found by a player who cannot read the one shown */
    if (gui_button(a, (SDL_Rect){x + 2 * bh + 3 * gap + vw, y, lw, bh}, gui_i18n_title(lang), true, false))
        gui_settings_language(a, gui_i18n_code((lang + 1) % gui_i18n_count()));
    y += bh + gap;
    if (gui_button(a, (SDL_Rect){x, y, sw, bh}, syms, true, sym))
        gui_settings_display(a, pal, !sym, pct);
    if (gui_button(a, (SDL_Rect){x + sw + gap, y, pw, bh}, label, gui_seat_palette_count() > 1, pal > 0))
        gui_settings_display(a, (pal + 1) % gui_seat_palette_count(), sym, pct);
    if (gui_button(a, (SDL_Rect){x + sw + pw + 2 * gap, y, hw, bh}, hints, true, a->menu.hints)) {
        a->menu.hints = !a->menu.hints;
        gui_settings_save(a);
    }
    return box.x + box.w;
}
