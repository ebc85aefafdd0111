/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The feature under the mouse: when the mouse rests over a placed tile (not the one taking a meeple),
 * the road, city, field or monastery under it lights up on every tile it spans, and a box beside the
 * mouse names its size (the tiles its score counts: a monastery's neighbours too), its owners (the meeples on it), what
 * its figures that count no meeple do there (the expansion's note) and what it would score: for a feature still
 * open, the points each player would get if the game ended now (the engine's final scoring on a copy,
 * asked once per feature and game state) and how the computers see it: its chance to complete from the
 * tiles still to come and what completing would score each owner, at the size the fewest tiles complete
 * it (the engine's outlook, which Hard's search uses); a completed one is marked as scored, with no
 * outlook. What it says comes from gui_feature_facts.c. */
#include "gui_feature_hover.h"

#include "gui_game_draw.h"
#include "gui_exts.h"
#include "gui_feature_facts.h"
#include "gui_shell.h"

#include <stdio.h>
#include <string.h>

#define MAX_SQUARES 512
#define MAX_NOTES GUI_FEATURE_NOTES

/* the feature asked last: its squares lit, and what the engine says of it (gui_feature_facts.c) */
static struct {
    unsigned version;
    int feature, type, n; /* n squares lit */
    int xy[2 * MAX_SQUARES];
    gui_feature_facts f;
} hov = {0, -1, -1, 0, {0}, {0}};

/* The feature's squares, owners and points, for the game shown. */
static void ask(gui_app *a, int feature)
{
    gui_game *G = &a->game;
    if (hov.version == G->version && hov.feature == feature)
        return;
    hov.version = G->version;
    hov.feature = feature;
    hov.n = gui_board_feature_squares(a, feature, hov.xy, MAX_SQUARES, &hov.type);
    gui_feature_facts_ask(G->g, feature, &hov.f); /* all of it from this feature */
    if (hov.f.complete) {                         /* what its scoring logged */
        for (int i = G->nlog - 1; i >= 0 && i >= G->nlog - GUI_LOG_LEN && !hov.f.modifier; i--)
            if (G->log[i % GUI_LOG_LEN].feature == feature && G->log[i % GUI_LOG_LEN].modifier) {
                hov.f.modifier = G->log[i % GUI_LOG_LEN].modifier;
                hov.f.amount = G->log[i % GUI_LOG_LEN].amount;
            }
    } else if (!hov.f.modifier) { /* held by no figure, its scoring is not reached: what it would be worth at the end */
        hov.f.modifier = gui_ext_feature_modifier(a, feature);
        hov.f.amount = 0;
    }
}

const char *gui_feature_title(int type)
{
    return type == CARC_FIELD       ? C_("feature", "Field")
           : type == CARC_ROAD      ? C_("feature", "Road")
           : type == CARC_CITY      ? C_("feature", "City")
           : type == CARC_MONASTERY ? C_("feature", "Monastery")
                                    : C_("feature", "Feature");
}

/* The hovered feature's box, in lines: its kind and size, owners, points, the expansions' notes, the
 * computers' outlook. Returns how many; nmod: the lines up to the module's note, outlook: the outlook's
 * line (or -1). */
static int hover_lines(gui_app *a, char line[][160], int *nmod, int *outlook)
{
    gui_game *G = &a->game;
    const char *kind = gui_feature_title(hov.type);
    unsigned long nt = (unsigned long)hov.f.size;
    if (hov.type == CARC_FIELD)
        snprintf(line[0], sizeof line[0], "%s", kind);
    else if (hov.f.complete) /* TRANSLATORS: %s is Road, City or Monastery; "complete" says of it */
        snprintf(line[0], sizeof line[0], P_("%s  ·  %d tile  ·  complete", "%s  ·  %d tiles  ·  complete", nt), kind, hov.f.size);
    else
        snprintf(line[0], sizeof line[0], P_("%s  ·  %d tile", "%s  ·  %d tiles", nt), kind, hov.f.size);
    char owners[120] = "", pts[120] = "", more[120] = ""; /* "Ann 1, Bob 2", "Ann +4, Bob +4", "Ann +6" */
    size_t n1 = 0, n2 = 0, n3 = 0;
    for (int p = 0; p < carc_game_player_count(G->g) && p < CARC_MAX_PLAYERS; p++) {
        if (hov.f.meeples[p] > 0 && n1 < sizeof owners)
            n1 += (size_t)snprintf(owners + n1, sizeof owners - n1, "%s%s %d", n1 ? ", " : "", carc_game_player_name(G->g, p),
                                   hov.f.meeples[p]);
        if (hov.f.points[p] != 0 && n2 < sizeof pts)
            n2 += (size_t)snprintf(pts + n2, sizeof pts - n2, "%s%s +%d", n2 ? ", " : "", carc_game_player_name(G->g, p), hov.f.points[p]);
        if (hov.f.chance >= 0 && hov.f.then[p] > 0 && n3 < sizeof more)
            n3 += (size_t)snprintf(more + n3, sizeof more - n3, "%s%s +%d", n3 ? ", " : "", carc_game_player_name(G->g, p), hov.f.then[p]);
    }
    if (n1) /* TRANSLATORS: %s lists the players with their meeples on it: "Ann 1, Bob 2" (a figure counts as the meeples it weighs) */
        snprintf(line[1], sizeof line[1], _("Owners: %s"), owners);
    else
        snprintf(line[1], sizeof line[1], "%s", _("No meeple on it"));
    if (hov.f.complete)
        snprintf(line[2], sizeof line[2], "%s", _("Scored when it was completed"));
    else if (hov.type == CARC_FIELD) /* TRANSLATORS: %s lists what each player would score: "Ann +4, Bob +4" */
        snprintf(line[2], sizeof line[2], n2 ? _("At game end: %s") : "%s",
                 n2   ? pts
                 : n1 ? _("No completed city borders it yet: 0 points so far")
                      : _("At game end: nobody scores"));
    else
        snprintf(line[2], sizeof line[2], n2 ? _("If the game ended now: %s") : "%s", n2 ? pts : _("If the game ended now: nobody scores"));
    /* how a module's rule changes its points (or makes it worth 0 at the end) */
    int nl = gui_ext_modifier_note(hov.f.modifier, hov.f.amount, hov.f.size, line[3], sizeof line[3]) ? 4 : 3;
    *nmod = nl; /* the lines after it: what its figures that count no meeple do there */
    for (int k = 0; k < hov.f.nfig; k++)
        nl += gui_ext_figure_note(carc_game_figure_name(G->g, hov.f.fig_kind[k]), carc_game_player_name(G->g, hov.f.fig_player[k]),
                                  hov.type, line[nl], sizeof line[nl]);
    *outlook = -1; /* the computers' outlook, last */
    if (hov.f.chance >= 0) {
        *outlook = nl++;
        if (hov.f.dead)
            snprintf(line[*outlook], sizeof line[*outlook], "%s", _("No tile still to come can complete it"));
        else if (
            n3) /* TRANSLATORS: %d: the chance in percent that it gets completed before the game ends; %s: what completing it adds to the owners' points: "Ann +6" */
            snprintf(line[*outlook], sizeof line[*outlook], _("Chance to complete: %d%% (then %s)"), hov.f.chance, more);
        else /* TRANSLATORS: %d: the chance in percent that it gets completed before the game ends */
            snprintf(line[*outlook], sizeof line[*outlook], _("Chance to complete: %d%%"), hov.f.chance);
    }
    return nl;
}

/* The box beside the mouse, on the board. */
static void hover_box(gui_app *a, char line[][160], int nl, int nmod, int outlook)
{
    gui_game *G = &a->game;
    const gui_input *in = &a->in;
    int w = 0, lh = a->font_h[FONT_SMALL] + gui_px(a, 2);
    for (int k = 0; k < nl; k++) {
        int tw = gui_text_width(a, k ? FONT_SMALL : FONT_BOLD, line[k]);
        w = tw > w ? tw : w;
    }
    SDL_Rect box = {in->mx + gui_px(a, 18), in->my + gui_px(a, 18), w + gui_px(a, 16),
                    a->font_h[FONT_BOLD] + (nl - 1) * lh + gui_px(a, 10)};
    const gui_camera *c = &G->cam;
    if (box.x + box.w > c->vx + c->vw) /* stays on the board */
        box.x = in->mx - gui_px(a, 12) - box.w;
    if (box.y + box.h > c->vy + c->vh)
        box.y = in->my - gui_px(a, 12) - box.h;
    if (box.x < c->vx) /* wider than the room either side of the mouse: against the board's left edge */
        box.x = c->vx;
    if (box.y < c->vy)
        box.y = c->vy;
    if (box.w > c->vw)
        a->overflow = "the feature hover is wider than the board";
    gui_fill(a, box, (SDL_Color){20, 22, 28, 225});
    gui_frame(a, box, (SDL_Color){255, 244, 190, 255}, 1);
    int ty = box.y + gui_px(a, 5);
    gui_text(a, FONT_BOLD, line[0], (SDL_Color){255, 244, 190, 255}, box.x + gui_px(a, 8), ty, ALIGN_LEFT);
    ty += a->font_h[FONT_BOLD];
    for (int k = 1; k < nl; k++, ty += lh)
        gui_text(a, FONT_SMALL, line[k],
                 k == 3 && nmod == 4 ? (SDL_Color){255, 244, 190, 255}
                 : k == outlook      ? (SDL_Color){170, 205, 240, 255}
                                     : (SDL_Color){230, 230, 230, 255},
                 box.x + gui_px(a, 8), ty, ALIGN_LEFT);
}

void gui_feature_hover_draw(gui_app *a)
{
    gui_game *G = &a->game;
    const gui_input *in = &a->in;
    if (a->scene != SCENE_GAME || !G->hover_board || !gui_game_idle(a) || in->dragging || gui_ext_board_choice(a))
        return;
    if (gui_ext_hover(a) || a->tip[0]) /* an expansion's own thing, or a control's tooltip: its box, not the feature's */
        return;
    int x = G->hover_x, y = G->hover_y, bi = carc_game_board_at(G->g, x, y);
    if (bi < 0 || (G->nmopt > 0 && x == G->mtx && y == G->mty)) /* no tile, or the meeple spots' own tile */
        return;
    carc_placed_tile pt = carc_game_board_tile(G->g, bi);
    double bx, by;
    gui_cam_to_board(&G->cam, in->mx, in->my, &bx, &by);
    int seg = gui_mask_segment(&a->tiles[pt.type].mask, pt.rot, bx - x, by - y);
    int feature = seg >= 0 ? carc_game_feature_of(G->g, bi, seg) : -1;
    static int last = -1;
    static double since;
    if (feature != last) { /* shown once the mouse rests on it: not a box at every move across the board */
        last = feature;
        since = a->now;
    }
    if (feature < 0 || a->now - since < 0.35)
        return;
    ask(a, feature);
    gui_board_mark_feature(a, hov.xy, hov.n, feature, (SDL_Color){255, 244, 190, 255}, 150);
    char line[5 + MAX_NOTES][160];
    int nmod, outlook, nl = hover_lines(a, line, &nmod, &outlook);
    hover_box(a, line, nl, nmod, outlook);
}

/* The heading of an engine score category (results' columns, the scoring log): plural where it reads
 * better ("Roads"); an expansion's own categories are named by its front end. */
void gui_category_title(const char *cn, char *out, size_t cap)
{
    /* TRANSLATORS: headings of the results' score columns (about 90 pixels each) and the scoring log's words */
    static const char *const names[][2] = {
        {"road", N_("Roads")},
        {"city", N_("Cities")},
        {"monastery", N_("Monasteries")},
        {"field", N_("Fields")},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (cn && strcmp(cn, names[i][0]) == 0) {
            snprintf(out, cap, "%s", _(names[i][1]));
            return;
        }
    const char *title = cn ? gui_ext_category_title(cn) : NULL;
    if (title) {
        snprintf(out, cap, "%s", title);
        return;
    }
    snprintf(out, cap, "%s", cn ? cn : "?");
    if (out[0] >= 'a' && out[0] <= 'z')
        out[0] = (char)(out[0] - 'a' + 'A');
}
