/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fonts, cached text textures and the small immediate-mode widgets the scenes share. */
#include "gui_draw.h"
#include "gui_shell.h"
#include "gui_widget.h"

#include <stdio.h>
#include <string.h>

int gui_px(const gui_app *a, double v)
{
    return (int)(v * a->ui + 0.5);
}

/* Debian fonts covering the CJK scripts (and much else), first found wins; none is required: without
 * one those glyphs show as DejaVu's boxes. OPENCARC_FALLBACK_FONT names another file (empty: none). */
static const char *const fallback_files[] = {
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",            /* fonts-wqy-microhei */
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",    /* fonts-noto-cjk */
    "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",              /* fonts-wqy-zenhei */
    "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf", /* fonts-droid-fallback */
};

static void fallback_open(gui_app *a, int font, int px, bool bold)
{
    const char *env = SDL_getenv("OPENCARC_FALLBACK_FONT");
    int n = env ? 1 : (int)SDL_arraysize(fallback_files);
    for (int i = 0; i < n && !a->font_fb[font]; i++) {
        const char *file = env ? env : fallback_files[i];
        if (*file)
            a->font_fb[font] = TTF_OpenFont(file, px);
    }
    if (a->font_fb[font] && bold)
        TTF_SetFontStyle(a->font_fb[font], TTF_STYLE_BOLD);
}

bool gui_text_init(gui_app *a)
{
    static const struct {
        const char *file;
        double size;
        bool bold;
    } spec[FONT_COUNT] = {
        {"DejaVuSans.ttf", 13, false},     {"DejaVuSans.ttf", 16, false},     {"DejaVuSans-Bold.ttf", 16, true},
        {"DejaVuSans-Bold.ttf", 22, true}, {"DejaVuSans-Bold.ttf", 44, true},
    };
    for (int i = 0; i < FONT_COUNT; i++) {
        char path[GUI_PATH_LEN + 64];
        snprintf(path, sizeof path, "%s/assets/fonts/%s", a->data_dir, spec[i].file);
        int px = (int)(spec[i].size * a->ui + 0.5);
        a->font[i] = TTF_OpenFont(path, px);
        if (!a->font[i]) {
            fprintf(stderr, "opencarc: cannot open font %s: %s\n", path, TTF_GetError());
            return false;
        }
        a->font_h[i] = TTF_FontHeight(a->font[i]);
        fallback_open(a, i, px, spec[i].bold);
    }
    return true;
}

bool gui_text_rescale(gui_app *a, double ui)
{
    if (ui == a->ui && a->font[0])
        return true;
    gui_text_free(a);
    a->ui = ui;
    a->hud.valid = a->board.valid = false; /* drawn at the old size */
    return gui_text_init(a);
}

void gui_text_free(gui_app *a)
{
    for (int i = 0; i < GUI_TEXT_CACHE; i++)
        if (a->text[i].tex)
            SDL_DestroyTexture(a->text[i].tex);
    memset(a->text, 0, sizeof a->text);
    for (int i = 0; i < FONT_COUNT; i++) {
        if (a->font[i])
            TTF_CloseFont(a->font[i]);
        if (a->font_fb[i])
            TTF_CloseFont(a->font_fb[i]);
        a->font[i] = a->font_fb[i] = NULL;
    }
}

enum { TEXT_RUN_MAX = 1024 }; /* bytes of one run in one font (a longer run is cut) */

/* The code point starting at s (U+FFFD for a malformed sequence); *len gets its length in bytes. */
static Uint32 utf8_next(const char *s, int *len)
{
    const unsigned char *u = (const unsigned char *)s;
    int n = u[0] < 0x80 ? 1 : (u[0] & 0xE0) == 0xC0 ? 2 : (u[0] & 0xF0) == 0xE0 ? 3 : (u[0] & 0xF8) == 0xF0 ? 4 : 0;
    if (n == 0) {
        *len = 1;
        return 0xFFFD;
    }
    Uint32 cp = n == 1 ? u[0] : u[0] & (0x7F >> n);
    for (int i = 1; i < n; i++) {
        if ((u[i] & 0xC0) != 0x80) {
            *len = i;
            return 0xFFFD;
        }
        cp = cp << 6 | (u[i] & 0x3F);
    }
    *len = n;
    return cp;
}

/* The font for the run starting at s: the fallback for a glyph only it has, else the main font;
 * *len gets the run's length in bytes. */
static TTF_Font *text_run(gui_app *a, int font, const char *s, int *len)
{
    TTF_Font *run = NULL;
    int n = 0;
    while (s[n]) {
        int k;
        Uint32 cp = utf8_next(s + n, &k);
        bool fb = a->font_fb[font] && !TTF_GlyphIsProvided32(a->font[font], cp) && TTF_GlyphIsProvided32(a->font_fb[font], cp);
        TTF_Font *f = fb ? a->font_fb[font] : a->font[font];
        if (run && f != run)
            break;
        run = f;
        n += k;
    }
    *len = n;
    return run;
}

/* s drawn run by run, each in the font that has its glyphs, on a common baseline. */
static SDL_Surface *text_render(gui_app *a, int font, const char *s, SDL_Color c)
{
    int len;
    if (!a->font_fb[font] || (text_run(a, font, s, &len) == a->font[font] && !s[len]))
        return TTF_RenderUTF8_Blended(a->font[font], s, c);
    enum { MAX_RUNS = 32 };
    SDL_Surface *part[MAX_RUNS];
    int asc[MAX_RUNS], nparts = 0, w = 0, top = 0, h = 0;
    char buf[TEXT_RUN_MAX];
    for (const char *p = s; *p && nparts < MAX_RUNS; p += len) {
        TTF_Font *f = text_run(a, font, p, &len);
        snprintf(buf, sizeof buf, "%.*s", len, p);
        part[nparts] = TTF_RenderUTF8_Blended(f, buf, c);
        if (!part[nparts])
            continue;
        asc[nparts] = TTF_FontAscent(f);
        w += part[nparts]->w;
        top = SDL_max(top, asc[nparts]);
        nparts++;
    }
    for (int i = 0; i < nparts; i++)
        h = SDL_max(h, top - asc[i] + part[i]->h);
    SDL_Surface *out = nparts ? SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888) : NULL;
    for (int i = 0, x = 0; i < nparts; i++) {
        if (out) {
            /* side by side, never overlapping: copied as they are, alpha included */
            SDL_SetSurfaceBlendMode(part[i], SDL_BLENDMODE_NONE);
            SDL_BlitSurface(part[i], NULL, out, &(SDL_Rect){x, top - asc[i], part[i]->w, part[i]->h});
        }
        x += part[i]->w;
        SDL_FreeSurface(part[i]);
    }
    return out;
}

static Uint32 hash_str(const char *s, int font, Uint32 col)
{
    Uint32 h = 2166136261u ^ (Uint32)font * 16777619u ^ col;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

static gui_text_entry *text_get(gui_app *a, int font, const char *s, SDL_Color c)
{
    if (!s || !*s)
        return NULL;
    Uint32 col = (Uint32)c.r << 24 | (Uint32)c.g << 16 | (Uint32)c.b << 8 | c.a;
    Uint32 h = hash_str(s, font, col);
    int slot = (int)(h % GUI_TEXT_CACHE);
    /* open addressing over a short probe window; the least recently used entry is replaced */
    gui_text_entry *victim = NULL;
    for (int k = 0; k < 8; k++) {
        gui_text_entry *e = &a->text[(slot + k) % GUI_TEXT_CACHE];
        if (e->tex && e->hash == h && e->font == font && e->color == col && strncmp(e->str, s, sizeof e->str) == 0) {
            e->used = a->frame;
            return e;
        }
        if (!victim || !e->tex || (victim->tex && e->used < victim->used))
            victim = e;
    }
    SDL_Surface *surf = text_render(a, font, s, c);
    if (!surf)
        return NULL;
    if (victim->tex)
        SDL_DestroyTexture(victim->tex);
    victim->tex = SDL_CreateTextureFromSurface(a->ren, surf);
    victim->w = surf->w;
    victim->h = surf->h;
    SDL_FreeSurface(surf);
    victim->hash = h;
    victim->font = font;
    victim->color = col;
    snprintf(victim->str, sizeof victim->str, "%s", s);
    victim->used = a->frame;
    return victim->tex ? victim : NULL;
}

/* A text overflowing what holds it: noted once for the tests (a translation longer than its room). */
void gui_text_overflow(gui_app *a, const char *s, const char *what)
{
    if (a->overflow)
        return;
    snprintf(a->overflow_text, sizeof a->overflow_text, "the text \"%.120s\" runs out of its %s", s, what);
    a->overflow = a->overflow_text;
}

static bool rect_inside(SDL_Rect in, SDL_Rect out)
{
    return in.x >= out.x - 1 && in.y >= out.y - 1 && in.x + in.w <= out.x + out.w + 1 && in.y + in.h <= out.y + out.h + 1;
}

/* A text whose start lies in a panel drawn this frame must end inside it (the last panel drawn is on top);
 * only what shows of it counts, a text field's text cut at its field */
static void text_check(gui_app *a, const char *s, SDL_Rect r, int x, int y)
{
    SDL_Rect clip;
    if (SDL_RenderIsClipEnabled(a->ren)) {
        SDL_RenderGetClipRect(a->ren, &clip);
        if (!SDL_IntersectRect(&r, &clip, &r))
            return;
    }
    for (int i = a->nboxes - 1; i >= 0; i--)
        if (gui_in_rect(x, y + r.h / 2, a->boxes[i])) {
            if (!rect_inside(r, a->boxes[i]))
                gui_text_overflow(a, s, "panel");
            return;
        }
}

int gui_text(gui_app *a, int font, const char *s, SDL_Color c, int x, int y, int align)
{
    gui_text_entry *e = text_get(a, font, s, c);
    if (!e)
        return 0;
    SDL_Rect r = {x, y, e->w, e->h};
    if (align == ALIGN_CENTER)
        r.x -= e->w / 2;
    else if (align == ALIGN_RIGHT)
        r.x -= e->w;
    SDL_SetTextureAlphaMod(e->tex, c.a);
    SDL_RenderCopy(a->ren, e->tex, NULL, &r);
    if (a->screen_log)
        fprintf(a->screen_log, "text %d %d %s\n", r.x, r.y, s);
    text_check(a, s, r, x, y);
    return e->w;
}

int gui_text_width(gui_app *a, int font, const char *s)
{
    int w = 0, h = 0, len;
    if (s && *s && !a->font_fb[font]) {
        TTF_SizeUTF8(a->font[font], s, &w, &h);
        return w;
    }
    char buf[TEXT_RUN_MAX];
    for (const char *p = s; p && *p; p += len) {
        TTF_Font *f = text_run(a, font, p, &len);
        int rw = 0, rh = 0;
        snprintf(buf, sizeof buf, "%.*s", len, p);
        TTF_SizeUTF8(f, buf, &rw, &rh);
        w += rw;
    }
    return w;
}

int gui_text_fit(gui_app *a, int font, int smaller, const char *s, int w)
{
    return gui_text_width(a, font, s) <= w ? font : smaller;
}

const char *gui_capitalised(const char *s, char *out, size_t cap)
{
    snprintf(out, cap, "%s", s);
    if (out[0] >= 'a' && out[0] <= 'z')
        out[0] = (char)(out[0] - 'a' + 'A');
    return out;
}

const char *gui_text_ellipsize(gui_app *a, int font, const char *s, int w, char *out, size_t cap)
{
    size_t n = carc_utf8_copy(out, cap, s);
    if (gui_text_width(a, font, out) <= w)
        return out;
    while (n > 0) {
        do /* one character off the end */
            n--;
        while (n > 0 && ((unsigned char)out[n] & 0xC0) == 0x80);
        out[n] = 0;
        if (n + sizeof "…" > cap)
            continue;
        memcpy(out + n, "…", sizeof "…");
        if (gui_text_width(a, font, out) <= w)
            return out;
        out[n] = 0;
    }
    return out; /* not even "…" fits: nothing */
}

const char *gui_text_name_in(gui_app *a, int font, const char *tmpl, const char *name, int w, char *out, size_t cap)
{
    snprintf(out, cap, tmpl, name);
    if (gui_text_width(a, font, out) <= w)
        return out;
    char cut[CARC_NAME_LEN + 8];
    snprintf(out, cap, tmpl, "");
    gui_text_ellipsize(a, font, name, w - gui_text_width(a, font, out), cut, sizeof cut);
    snprintf(out, cap, tmpl, cut);
    return out;
}

void gui_fill(gui_app *a, SDL_Rect r, SDL_Color c)
{
    SDL_SetRenderDrawBlendMode(a->ren, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(a->ren, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(a->ren, &r);
}

void gui_cover_note(gui_app *a, SDL_Rect r)
{
    if (a->ncovers < (int)SDL_arraysize(a->covers))
        a->covers[a->ncovers++] = r;
}

/* Of the covers r meets, the topmost going up (the bottommost going down), or -1. */
static int cover_met(const gui_app *a, SDL_Rect r, bool up)
{
    int found = -1;
    for (int i = 0; i < a->ncovers; i++)
        if (SDL_HasIntersection(&r, &a->covers[i]) &&
            (found < 0 ||
             (up ? a->covers[i].y < a->covers[found].y : a->covers[i].y + a->covers[i].h > a->covers[found].y + a->covers[found].h)))
            found = i;
    return found;
}

SDL_Rect gui_cover_avoid(const gui_app *a, SDL_Rect r, SDL_Rect within)
{
    int gap = gui_px(a, 8);
    for (int dir = 0; dir < 2; dir++) { /* up from where it would go, then down */
        SDL_Rect q = r;
        for (int k; (k = cover_met(a, q, dir == 0)) >= 0;)
            q.y = dir == 0 ? a->covers[k].y - q.h - gap : a->covers[k].y + a->covers[k].h + gap;
        if (q.y >= within.y && q.y + q.h <= within.y + within.h)
            return q;
    }
    return (SDL_Rect){r.x, r.y, 0, 0};
}

void gui_frame(gui_app *a, SDL_Rect r, SDL_Color c, int thick)
{
    SDL_SetRenderDrawBlendMode(a->ren, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(a->ren, c.r, c.g, c.b, c.a);
    for (int i = 0; i < thick; i++) {
        SDL_Rect q = {r.x + i, r.y + i, r.w - 2 * i, r.h - 2 * i};
        SDL_RenderDrawRect(a->ren, &q);
    }
}

void gui_panel(gui_app *a, SDL_Rect r)
{
    gui_fill(a, r, (SDL_Color){32, 36, 44, 235});
    gui_frame(a, r, (SDL_Color){88, 96, 112, 255}, 1);
    if (a->nboxes < (int)SDL_arraysize(a->boxes))
        a->boxes[a->nboxes++] = r;
}

bool gui_popup_closed(gui_app *a, SDL_Keycode key)
{
    bool closed = false;
    for (int i = 0; i < a->in.nkeys; i++)
        if (a->in.keys[i] == SDLK_ESCAPE || a->in.keys[i] == key) {
            a->in.keys[i] = SDLK_UNKNOWN; /* taken: not the game's key too */
            closed = true;
        }
    if (a->in.clicked && !a->in.consumed) {
        a->in.consumed = true;
        closed = true;
    }
    return closed;
}

void gui_pill(gui_app *a, int font, const char *text, SDL_Color fg, SDL_Color bg, int cx, int cy)
{
    int w = gui_text_width(a, font, text) + gui_px(a, 12), h = a->font_h[font] + gui_px(a, 4);
    SDL_Rect r = {cx - w / 2, cy - h / 2, w, h};
    gui_fill(a, r, bg);
    gui_text(a, font, text, fg, cx, r.y + gui_px(a, 2), ALIGN_CENTER);
}

void gui_tip(gui_app *a, SDL_Rect r, const char *text)
{
    if (a->screen_log) /* where the tests hover it */
        fprintf(a->screen_log, "tip %d %d %d %d %s\n", r.x, r.y, r.w, r.h, text);
    if (gui_in_rect(a->in.mx, a->in.my, r)) {
        snprintf(a->tip, sizeof a->tip, "%s", text);
        a->tip_at = r;
    }
}

void gui_tip_draw(gui_app *a, SDL_Rect within)
{
    if (!a->tip[0])
        return;
    int pad = gui_px(a, 6), w = gui_text_width(a, FONT_SMALL, a->tip) + 2 * pad, h = a->font_h[FONT_SMALL] + 2 * pad;
    SDL_Rect r = {a->tip_at.x, a->tip_at.y + a->tip_at.h + gui_px(a, 4), w, h};
    if (r.y + r.h > within.y + within.h)
        r.y = a->tip_at.y - h - gui_px(a, 4);
    r.x = SDL_max(within.x, SDL_min(r.x, within.x + within.w - w));
    gui_fill(a, r, (SDL_Color){16, 18, 24, 240});
    gui_frame(a, r, (SDL_Color){150, 156, 170, 255}, 1);
    gui_text(a, FONT_SMALL, a->tip, (SDL_Color){235, 235, 235, 255}, r.x + pad, r.y + pad, ALIGN_LEFT);
    if (a->screen_log)
        fprintf(a->screen_log, "tipshown %s\n", a->tip);
    a->tip[0] = 0;
}

gui_input gui_input_mute(gui_app *a)
{
    gui_input keep = a->in;
    a->in.clicked = a->in.lpressed = a->in.ldown = a->in.rclicked = a->in.dragging = false;
    a->in.mx = a->in.my = -10000;
    a->in.wheel = a->in.nkeys = a->in.drag_dx = a->in.drag_dy = 0;
    a->in.text[0] = 0;
    return keep;
}

bool gui_in_rect(int x, int y, SDL_Rect r)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

bool gui_button(gui_app *a, SDL_Rect r, const char *label, bool enabled, bool primary)
{
    bool hover = enabled && gui_in_rect(a->in.mx, a->in.my, r);
    SDL_Color bg = primary ? (SDL_Color){46, 125, 80, 255} : (SDL_Color){62, 70, 86, 255};
    if (hover)
        bg = primary ? (SDL_Color){60, 160, 100, 255} : (SDL_Color){84, 94, 114, 255};
    if (!enabled)
        bg = (SDL_Color){44, 48, 56, 255};
    gui_fill(a, r, bg);
    gui_frame(a, r, hover ? (SDL_Color){230, 230, 230, 255} : (SDL_Color){20, 22, 28, 255}, 1);
    if (a->screen_log) /* where the tests click it */
        fprintf(a->screen_log, "button %d %d %d %d %d %s\n", r.x, r.y, r.w, r.h, enabled, label);
    SDL_Color fg = enabled ? (SDL_Color){245, 245, 245, 255} : (SDL_Color){120, 124, 132, 255};
    int font = FONT_BOLD; /* a label too long for the bold font (a translation): the small one */
    if (gui_text_width(a, FONT_BOLD, label) > r.w - gui_px(a, 8))
        font = FONT_SMALL;
    int tw = gui_text(a, font, label, fg, r.x + r.w / 2, r.y + (r.h - a->font_h[font]) / 2, ALIGN_CENTER);
    if (tw > r.w - 2)
        gui_text_overflow(a, label, "button");
    else if (font == FONT_SMALL) /* readable, but out of step with the buttons beside it: the tests say so */
        gui_text_overflow(a, label, "button in the small font");
    if (hover && a->in.clicked && !a->in.consumed) {
        a->in.consumed = true;
        return true;
    }
    if (gui_in_rect(a->in.mx, a->in.my, r) && a->in.clicked)
        a->in.consumed = true; /* a disabled button still swallows the click */
    return false;
}
