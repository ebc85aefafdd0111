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

#define GUI_ANIM_MAX 512

enum gui_anim_kind {
    GUI_ANIM_TILE_DROP,    /* i: x, y, type, rot */
    GUI_ANIM_MEEPLE_DROP,  /* i: player, x, y, at(loc); i[6]: the kind of figure */
    GUI_ANIM_FEATURE_GLOW, /* i: coords offset, coords count, feature */
    GUI_ANIM_POINTS,       /* i: player, amount; f: board x, y */
    GUI_ANIM_MEEPLE_HOME,  /* i: player, x, y, at; i[5]: lying (a farmer), i[6]: the kind; f: board x, y of it */
    GUI_ANIM_BANNER,       /* i: message id */
    GUI_ANIM_PAUSE,        /* nothing drawn; a gap in the sequence */
    GUI_ANIM_EXT,          /* the first kind an expansion's front end may use (gui/ext/ext.h) */
};

typedef struct gui_anim {
    int kind;
    double start, dur;
    int i[14];
    double f[2];
    char label[16];
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

#endif
