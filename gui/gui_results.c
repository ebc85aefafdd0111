/* The results screen: ranking and the per-category breakdown, over the final board. */
#include "gui.h"

#include <stdio.h>
#include <string.h>

void gui_results_frame(gui_app *a)
{
    gui_game *G = &a->game;
    carc_game *g = G->g;
    gui_board_layout(a);
    gui_board_draw(a);
    gui_hud_draw(a);
    gui_fill(a, (SDL_Rect){0, 0, a->w, a->h}, (SDL_Color){0, 0, 0, 110});
    int np = carc_game_player_count(g), nc = carc_game_category_count(g);
    int order[CARC_MAX_PLAYERS];
    for (int i = 0; i < np; i++)
        order[i] = i;
    for (int i = 1; i < np; i++) /* by score, stable */
        for (int k = i; k > 0 && carc_game_score(g, order[k]) > carc_game_score(g, order[k - 1]); k--) {
            int t = order[k];
            order[k] = order[k - 1];
            order[k - 1] = t;
        }
    int colw = gui_px(a, 92), namew = gui_px(a, 230), rh = gui_px(a, 44);
    int pw = namew + (nc + 1) * colw + gui_px(a, 40);
    if (pw > a->w - gui_px(a, 20))
        pw = a->w - gui_px(a, 20);
    int ph = gui_px(a, 200) + np * rh;
    SDL_Rect r = {(a->w - pw) / 2, (a->h - ph) / 2, pw, ph};
    gui_panel(a, r);
    const SDL_Color WHITE = {240, 240, 240, 255}, GREY = {160, 166, 178, 255}, GOLD = {255, 214, 120, 255};
    char buf[96];
    int best = carc_game_score(g, order[0]), nbest = 0;
    for (int i = 0; i < np; i++)
        nbest += carc_game_score(g, i) == best;
    if (nbest > 1)
        snprintf(buf, sizeof buf, "A tie at %d points!", best);
    else
        snprintf(buf, sizeof buf, "%s wins!", carc_game_player_name(g, order[0]));
    gui_text(a, FONT_TITLE, buf, GOLD, r.x + r.w / 2, r.y + gui_px(a, 16), ALIGN_CENTER);
    int y = r.y + gui_px(a, 16) + a->font_h[FONT_TITLE] + gui_px(a, 16);
    int x = r.x + gui_px(a, 20);
    for (int c = 0; c < nc; c++) {
        const char *cn = carc_game_category_name(g, c);
        char cap[32];
        snprintf(cap, sizeof cap, "%s", cn ? cn : "?");
        if (cap[0] >= 'a' && cap[0] <= 'z')
            cap[0] = (char)(cap[0] - 'a' + 'A');
        gui_text(a, FONT_SMALL, cap, GREY, x + namew + c * colw + colw / 2, y, ALIGN_CENTER);
    }
    gui_text(a, FONT_BOLD, "Total", WHITE, x + namew + nc * colw + colw / 2, y - 2, ALIGN_CENTER);
    y += gui_px(a, 26);
    int rank = 0, prev = -1;
    for (int i = 0; i < np; i++) {
        int p = order[i], sc = carc_game_score(g, p);
        if (sc != prev)
            rank = i + 1;
        prev = sc;
        SDL_Rect row = {r.x + gui_px(a, 10), y, r.w - gui_px(a, 20), rh - gui_px(a, 4)};
        gui_fill(a, row, i % 2 ? (SDL_Color){40, 44, 54, 255} : (SDL_Color){48, 53, 64, 255});
        snprintf(buf, sizeof buf, "%d.", rank);
        int ty = y + (rh - gui_px(a, 4) - a->font_h[FONT_BOLD]) / 2;
        gui_text(a, FONT_BOLD, buf, rank == 1 ? GOLD : WHITE, x, ty, ALIGN_LEFT);
        gui_draw_meeple(a, gui_color_index(carc_game_player_color(g, p)), false, x + gui_px(a, 44), y + (rh - gui_px(a, 4)) / 2.0,
                        gui_px(a, 30));
        gui_text(a, FONT_BOLD, carc_game_player_name(g, p), WHITE, x + gui_px(a, 66), ty, ALIGN_LEFT);
        for (int c = 0; c < nc; c++) {
            snprintf(buf, sizeof buf, "%d", carc_game_category_score(g, p, c));
            gui_text(a, FONT_NORMAL, buf, WHITE, x + namew + c * colw + colw / 2, ty, ALIGN_CENTER);
        }
        snprintf(buf, sizeof buf, "%d", sc);
        gui_text(a, FONT_LARGE, buf, rank == 1 ? GOLD : WHITE, x + namew + nc * colw + colw / 2,
                 y + (rh - gui_px(a, 4) - a->font_h[FONT_LARGE]) / 2, ALIGN_CENTER);
        y += rh;
    }
    int bw = gui_px(a, 150), bh = gui_px(a, 40), by = r.y + r.h - bh - gui_px(a, 20);
    if (gui_button(a, (SDL_Rect){r.x + r.w / 2 - bw - gui_px(a, 8), by, bw, bh}, "New game", true, true))
        gui_game_to_menu(a);
    else if (gui_button(a, (SDL_Rect){r.x + r.w / 2 + gui_px(a, 8), by, bw, bh}, "Quit", true, false))
        a->quit = true;
}
