/* The start menu's layout (see gui_menu_layout.h): a form from the top of its panel, in UI units scaled
 * to pixels. */
#include "gui_menu_layout.h"

static int px(const gui_menu_metrics *m, double v)
{
    return (int)(v * m->ui + 0.5);
}

/* The panel's content from y: every row below the seats' block at a fixed place. Returns the bottom
 * with the error's room. */
static int form(const gui_menu_metrics *m, gui_menu_layout *L, int y)
{
    int rh = L->row_h, fh = L->field_h;
    y += px(m, 16);
    L->players_y = y;
    y += px(m, 28);
    for (int i = 0; i < GUI_MENU_SEAT_ROWS; i++)
        L->seat[i] = (gui_box){L->x, y + i * rh, L->inner, fh};
    L->add = (gui_box){L->x, y + m->nseats * rh, m->nseats < GUI_MENU_SEAT_ROWS ? L->inner : 0, fh};
    y += GUI_MENU_SEAT_ROWS * rh + px(m, 6);
    L->map_y = y;
    y += rh + px(m, 6);
    L->exp_y = y;
    y += (m->exp_rows > 1 ? m->exp_rows : 1) * rh + px(m, 6);
    L->seed_y = y;
    y += rh + px(m, 14);
    int gap = px(m, 12), bw = (L->inner - 3 * gap) / 4;
    for (int k = 0; k < 4; k++)
        L->end[k] = (gui_box){L->x + k * (bw + gap), y, bw, px(m, 42)};
    y += px(m, 42 + 14);
    L->error = (gui_box){L->x, y, L->inner, m->small_h * 2 + px(m, 12)};
    L->bottom = y + px(m, 16);
    return y + L->error.h + px(m, 16);
}

void gui_menu_layout_make(const gui_menu_metrics *m, gui_menu_layout *L)
{
    int pw = px(m, 700);
    L->panel = (gui_box){(m->w - pw) / 2, 0, pw, 0};
    L->x = L->panel.x + px(m, 24);
    L->inner = pw - 2 * px(m, 24);
    L->field_x = L->x + m->label_w;
    L->col_gap = px(m, 12);
    L->col_w = (L->inner - m->label_w - L->col_gap) / 2;
    L->field_h = px(m, 32);
    /* the full layout (the title, its subtitle) where it fits, else the compact one */
    L->compact = false;
    L->row_h = px(m, 40);
    L->title_y = px(m, 30);
    L->subtitle_y = L->title_y + m->title_h + px(m, 2);
    L->panel.y = L->subtitle_y + px(m, 40);
    int end = form(m, L, L->panel.y);
    if (end > m->h) {
        L->compact = true;
        L->row_h = px(m, 36);
        L->title_y = px(m, 18);
        L->subtitle_y = -1;
        L->panel.y = px(m, 86);
        end = form(m, L, L->panel.y);
    }
    L->panel.h = end - L->panel.y;
}
