/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The start menu's layout (see gui_menu_layout.h): a form from the top of its panel, in UI units scaled
 * to pixels. */
#include "gui_menu_layout.h"

static int px(const gui_menu_metrics *m, double v)
{
    return (int)(v * m->ui + 0.5);
}

/* The spacing of each layout, UI units: rows apart and a field's height, the gap under a block, the
 * Players heading's room, the end buttons' height and the room around them, the panel's foot. */
static const struct spacing {
    double row, field, gap, head_top, head, end, end_gap, foot;
} spacings[] = {
    [GUI_MENU_FULL] = {40, 32, 6, 16, 28, 42, 14, 16},
    [GUI_MENU_COMPACT] = {36, 32, 6, 16, 28, 42, 14, 16},
    [GUI_MENU_TIGHT] = {34, 30, 4, 12, 26, 38, 10, 12},
};

/* The expansions' buttons in rows from field_x to the panel's content edge, each as wide as it asks
 * (cut to a row where wider), gap apart; rows row_h apart from y. Returns the rows taken. */
static int flow(const gui_menu_metrics *m, gui_menu_layout *L, int y)
{
    int x0 = L->field_x, right = L->x + L->inner, gap = px(m, 10), x = x0, row = 0;
    L->exp_fit = true;
    for (int i = 0; i < m->nexp && i < GUI_MENU_EXP_MAX; i++) {
        int w = m->exp_w[i];
        if (w > right - x0) {
            L->exp_fit = false;
            w = right - x0;
        }
        if (x > x0 && x + w > right)
            x = x0, row++;
        L->exp[i] = (gui_box){x, y + row * L->row_h, w, L->field_h};
        x += w + gap;
    }
    return m->nexp > 0 ? row + 1 : 1;
}

/* The panel's content from y: every row below the seats' block at a fixed place. Returns the bottom
 * with the error's room. */
static int form(const gui_menu_metrics *m, gui_menu_layout *L, int y)
{
    const struct spacing *s = &spacings[L->level];
    L->row_h = px(m, s->row);
    L->field_h = px(m, s->field);
    int rh = L->row_h, fh = L->field_h, gap = px(m, s->gap);
    y += px(m, s->head_top);
    L->players_y = y;
    y += px(m, s->head);
    for (int i = 0; i < GUI_MENU_SEAT_ROWS; i++)
        L->seat[i] = (gui_box){L->x, y + i * rh, L->inner, fh};
    L->add = (gui_box){L->x, y + m->nseats * rh, m->nseats < GUI_MENU_SEAT_ROWS ? L->inner : 0, fh};
    y += GUI_MENU_SEAT_ROWS * rh + gap;
    L->map_y = y;
    y += rh + gap;
    L->exp_y = y;
    L->exp_rows = flow(m, L, y);
    y += L->exp_rows * rh + gap;
    L->seed_y = y;
    y += rh + px(m, s->end_gap);
    int bgap = px(m, 12), bw = (L->inner - (GUI_MENU_ENDS - 1) * bgap) / GUI_MENU_ENDS, bh = px(m, s->end);
    for (int k = 0; k < GUI_MENU_ENDS; k++)
        L->end[k] = (gui_box){L->x + k * (bw + bgap), y, bw, bh};
    y += bh + px(m, s->end_gap);
    L->error = (gui_box){L->x, y, L->inner, m->small_h * 2 + px(m, 12)};
    L->bottom = y + px(m, s->foot);
    return y + L->error.h + px(m, s->foot);
}

void gui_menu_layout_make(const gui_menu_metrics *m, gui_menu_layout *L)
{
    /* wider than the form needs where the window allows: the expansions' buttons take fewer rows */
    int pw = px(m, 880);
    if (pw > m->w - px(m, 48))
        pw = m->w - px(m, 48);
    L->panel = (gui_box){(m->w - pw) / 2, 0, pw, 0};
    L->x = L->panel.x + px(m, 24);
    L->inner = pw - 2 * px(m, 24);
    L->field_x = L->x + m->label_w;
    /* the full layout (the title, its subtitle) where it fits, else the compact one, else the tight one */
    int end = 0;
    for (L->level = GUI_MENU_FULL; L->level <= GUI_MENU_TIGHT; L->level++) {
        L->compact = L->level != GUI_MENU_FULL;
        L->title_y = px(m, L->compact ? 18 : 30);
        L->subtitle_y = L->compact ? -1 : L->title_y + m->title_h + px(m, 2);
        L->panel.y = L->compact ? px(m, 86) : L->subtitle_y + px(m, 40);
        end = form(m, L, L->panel.y);
        if (end <= m->h || L->level == GUI_MENU_TIGHT)
            break;
    }
    L->panel.h = end - L->panel.y;
}
