/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The animation queue: a pure, time-driven list of animations (no SDL, no engine).
 *
 * Each animation has a start time and a duration on the queue's own clock. gui_anim_push() appends
 * an animation after everything queued so far (sequence); gui_anim_with() starts it together with the
 * previously pushed one (parallel). The renderer asks each animation's progress; finished ones are
 * dropped by gui_anim_update(). Skipping moves the clock to the end of the queue.
 *
 * An animation may carry a cue (a number the queue does not interpret: the GUI's sound of the event
 * shown): gui_anim_update() lists the cues whose time came (start + cue_at) in `cues`; skipped or
 * cleared animations give none. */
#ifndef GUI_ANIM_QUEUE_H
#define GUI_ANIM_QUEUE_H

#include <stdbool.h>
#include <stddef.h>

#define GUI_ANIM_MAX 512

enum gui_anim_kind {
    GUI_ANIM_TILE_DROP,    /* tile */
    GUI_ANIM_MEEPLE_DROP,  /* figure */
    GUI_ANIM_FEATURE_GLOW, /* glow */
    GUI_ANIM_POINTS,       /* points */
    GUI_ANIM_MEEPLE_HOME,  /* figure, from (bx, by) */
    GUI_ANIM_BANNER,       /* banner */
    GUI_ANIM_PAUSE,        /* nothing drawn; a gap in the sequence */
    GUI_ANIM_EXT,          /* the first kind an expansion's front end may use (gui/ext/ext.h): ext */
};

/* What each kind shows: the member of the union its kind names (above). */
typedef struct gui_anim_tile { /* a tile dropping onto its square */
    int x, y, type, rot;
} gui_anim_tile;

typedef struct gui_anim_figure { /* a figure dropping onto its spot, or going home from it */
    int player, x, y, at;        /* at: its location on the tile (carc_loc) */
    int kind;                    /* the kind of figure (carc_game_figure_kinds) */
    bool lying;                  /* a farmer */
    double bx, by;               /* going home: where it stood, in board squares */
} gui_anim_figure;

typedef struct gui_anim_glow { /* a scored feature lit */
    int off, len;              /* its squares: len (x, y) pairs from the game scene's coords[off] */
    int feature;
} gui_anim_glow;

typedef struct gui_anim_points { /* points flying from the board to a player's row */
    int player, amount;
    double bx, by; /* from, in board squares */
} gui_anim_points;

enum { GUI_BANNER_FINAL, GUI_BANNER_DISCARDED };
typedef struct gui_anim_banner { /* a message over the board */
    int message;                 /* GUI_BANNER_* */
    int tile;                    /* the tile discarded, or -1 */
} gui_anim_banner;

/* An expansion's own kinds: a record its front end declares (a struct), kept by value and read back by
 * copy: GUI_ANIM_RECORD(type) gives type_put(an, record) and type_of(an). */
#define GUI_ANIM_RECORD_SIZE 96
typedef struct gui_anim_ext {
    _Alignas(double) unsigned char data[GUI_ANIM_RECORD_SIZE];
} gui_anim_ext;

typedef struct gui_anim {
    int kind;
    double start, dur;
    union {
        gui_anim_tile tile;
        gui_anim_figure figure;
        gui_anim_glow glow;
        gui_anim_points points;
        gui_anim_banner banner;
        gui_anim_ext ext;
    };
    int seq;       /* push order, for stable ordering */
    int cue;       /* 0: none */
    double cue_at; /* seconds after start, at most dur */
} gui_anim;

#define GUI_ANIM_CUES 16

typedef struct gui_anim_queue {
    gui_anim items[GUI_ANIM_MAX];
    int n;
    double clock; /* seconds on the queue's clock */
    double tail;  /* end time of the sequence so far */
    double last_start;
    int next_seq;
    int cues[GUI_ANIM_CUES]; /* the cues reached by the last gui_anim_update(), in queue order */
    int ncues;
} gui_anim_queue;

void gui_anim_init(gui_anim_queue *q);
/* Append after everything queued; returns NULL when the queue is full. */
gui_anim *gui_anim_push(gui_anim_queue *q, int kind, double dur);
/* Start together with the previously pushed animation (or now, if none is queued). */
gui_anim *gui_anim_with(gui_anim_queue *q, int kind, double dur);
/* When the next pushed animation would start (the end of the sequence, or now). */
double gui_anim_next_start(const gui_anim_queue *q);
/* Start at an absolute time on the queue's clock (clamped to now): for animations made of parts whose
 * timing is planned together (e.g. chips flipping one after another). */
gui_anim *gui_anim_at(gui_anim_queue *q, int kind, double start, double dur);
/* Advance the clock by dt seconds, list the cues reached, drop the finished animations (order is kept). */
void gui_anim_update(gui_anim_queue *q, double dt);
/* True while any animation is queued or playing. */
bool gui_anim_busy(const gui_anim_queue *q);
/* True while an animation of this kind is queued or playing. */
bool gui_anim_has(const gui_anim_queue *q, int kind);
/* Finish everything now (silently: no cue). */
void gui_anim_skip(gui_anim_queue *q);
void gui_anim_clear(gui_anim_queue *q);
/* Progress of an animation: < 0 not started yet, 0..1 playing. */
double gui_anim_progress(const gui_anim_queue *q, const gui_anim *a);
/* Seconds left until the queue is empty. */
double gui_anim_remaining(const gui_anim_queue *q);

/* An expansion's record into an animation, and back (n at most GUI_ANIM_RECORD_SIZE). */
void gui_anim_put(gui_anim *an, const void *rec, size_t n);
void gui_anim_get(const gui_anim *an, void *rec, size_t n);
#define GUI_ANIM_RECORD(type)                                                                                                              \
    _Static_assert(sizeof(type) <= GUI_ANIM_RECORD_SIZE, #type " is larger than an animation's record");                                   \
    static inline void type##_put(gui_anim *an, type rec)                                                                                  \
    {                                                                                                                                      \
        gui_anim_put(an, &rec, sizeof rec);                                                                                                \
    }                                                                                                                                      \
    static inline type type##_of(const gui_anim *an)                                                                                       \
    {                                                                                                                                      \
        type rec;                                                                                                                          \
        gui_anim_get(an, &rec, sizeof rec);                                                                                                \
        return rec;                                                                                                                        \
    }

#endif
