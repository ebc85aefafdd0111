/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The legal actions of the state shown, sorted for the screens: tile squares with their rotations, meeple
 * spots on the tile just placed (for each kind of figure, those of the kind chosen shown), pass, the
 * expansions' own choices, and actions no screen knows. */
#include "gui_ai.h"
#include "gui_game_draw.h"
#include "gui_exts.h"
#include "gui_game.h"
#include "gui_shell.h"

unsigned gui_game_cand_mask(const gui_game *G, int x, int y)
{
    for (int i = 0; i < G->ncand; i++)
        if (G->cand[i].x == x && G->cand[i].y == y)
            return G->cand[i].rotmask;
    return 0;
}

void gui_game_refresh(gui_app *a)
{
    gui_game *G = &a->game;
    carc_game *src = G->pending && G->preview ? G->preview : G->g;
    carc_game_legal_actions(src, &G->legal);
    if (gui_ai_thinking(a)) /* a computer seat decides: nothing to offer the mouse */
        G->legal.n = 0;
    gui_ext_reset(a);
    G->ncand = G->nmall = G->nmopt = G->nother = 0;
    G->can_pass = false;
    G->hover_meeple = G->chosen_meeple = -1;
    if (G->pending) {
        G->mtx = G->pending_act.x;
        G->mty = G->pending_act.y;
        G->mtype = G->ptype;
        G->mrot = G->pending_act.rot;
    } else if (carc_game_board_count(G->g) > 0) { /* a game loaded in its meeple step */
        carc_placed_tile pt = carc_game_board_tile(G->g, carc_game_board_count(G->g) - 1);
        G->mtx = pt.x;
        G->mty = pt.y;
        G->mtype = pt.type;
        G->mrot = pt.rot;
    }
    for (int i = 0; i < G->legal.n; i++) {
        const carc_action *act = &G->legal.v[i];
        if (act->kind == CARC_ACT_TILE && (act->has & CARC_AF_XY)) {
            int k;
            for (k = 0; k < G->ncand; k++)
                if (G->cand[k].x == act->x && G->cand[k].y == act->y)
                    break;
            if (k == G->ncand) {
                if (G->ncand >= (int)(sizeof G->cand / sizeof G->cand[0]))
                    continue;
                G->cand[G->ncand++] = (gui_cand){act->x, act->y, 0};
            }
            G->cand[k].rotmask |= 1u << (act->rot & 3);
        } else if (act->kind == CARC_ACT_MEEPLE && (act->has & CARC_AF_AT) && G->nmall < (int)(sizeof G->mall / sizeof G->mall[0])) {
            gui_meeple_opt *o = &G->mall[G->nmall];
            o->act = *act;
            o->seg = carc_tile_segment_at(a->rules, G->mtype, G->mrot, act->at);
            o->kind = carc_game_figure_find(src, (act->has & CARC_AF_FIGURE) ? act->figure : NULL);
            if (o->seg < 0 || o->kind < 0 || o->kind >= GUI_KINDS)
                continue;
            gui_tile_spot(a, G->mtype, G->mrot, o->seg, &o->u, &o->v);
            G->nmall++;
        } else if (gui_ext_take(a, act)) {
            continue;
        } else if (act->kind == CARC_ACT_PASS) {
            G->can_pass = true;
        } else {
            G->nother++;
        }
    }
    /* the kind chosen, while it has a spot; else the first that has one */
    int kind = G->figure;
    for (int k = 0; k < GUI_KINDS && !gui_game_figure_can(G, kind); k++)
        if (gui_game_figure_can(G, k))
            kind = k;
    gui_game_figure_pick(a, gui_game_figure_can(G, kind) ? kind : 0);
    gui_ext_sorted(a);
}

bool gui_game_figure_can(const gui_game *G, int kind)
{
    for (int i = 0; i < G->nmall; i++)
        if (G->mall[i].kind == kind)
            return true;
    return false;
}

void gui_game_figure_pick(gui_app *a, int kind)
{
    gui_game *G = &a->game;
    int at = G->chosen_meeple >= 0 ? G->mopt[G->chosen_meeple].act.at : -1;
    G->figure = kind;
    G->nmopt = 0;
    G->hover_meeple = G->chosen_meeple = -1;
    for (int i = 0; i < G->nmall; i++)
        if (G->mall[i].kind == kind) {
            if (G->mall[i].act.at == at) /* the figure chosen stands where the other stood */
                G->chosen_meeple = G->nmopt;
            G->mopt[G->nmopt++] = G->mall[i];
        }
    /* the markers of a road's end between two small fields (E, ENE, ESE) stood on each other */
    double spot[GUI_SPOTS][2];
    for (int i = 0; i < G->nmopt; i++)
        spot[i][0] = G->mopt[i].u, spot[i][1] = G->mopt[i].v;
    gui_spread_points(spot, G->nmopt, GUI_MARKER_SIZE * 1.15);
    for (int i = 0; i < G->nmopt; i++)
        G->mopt[i].u = spot[i][0], G->mopt[i].v = spot[i][1];
}

void gui_game_figure_next(gui_app *a, int dir)
{
    gui_game *G = &a->game;
    for (int k = 1; k < GUI_KINDS; k++) {
        int kind = (G->figure + dir * k + GUI_KINDS) % GUI_KINDS;
        if (gui_game_figure_can(G, kind)) {
            gui_game_figure_pick(a, kind);
            return;
        }
    }
}

void gui_game_rotate(gui_app *a, int dir)
{
    gui_game *G = &a->game;
    if (G->pending)
        return;
    unsigned m = G->hover_board ? gui_game_cand_mask(G, G->hover_x, G->hover_y) : 0;
    if (!m)
        m = 0xF;
    for (int k = 1; k <= 4; k++) {
        int r = (G->rot + dir * k + 8) & 3;
        if ((m >> r) & 1) {
            G->rot = r;
            return;
        }
    }
}
