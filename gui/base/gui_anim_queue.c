/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "gui_anim_queue.h"

#include <string.h>

void gui_anim_init(gui_anim_queue *q)
{
    memset(q, 0, sizeof *q);
}

static gui_anim *add(gui_anim_queue *q, int kind, double start, double dur)
{
    if (q->n >= GUI_ANIM_MAX)
        return NULL;
    gui_anim *a = &q->items[q->n++];
    memset(a, 0, sizeof *a);
    a->kind = kind;
    a->start = start;
    a->dur = dur > 0 ? dur : 0.0001;
    a->seq = q->next_seq++;
    q->last_start = start;
    if (start + a->dur > q->tail)
        q->tail = start + a->dur;
    return a;
}

gui_anim *gui_anim_push(gui_anim_queue *q, int kind, double dur)
{
    return add(q, kind, gui_anim_next_start(q), dur);
}

double gui_anim_next_start(const gui_anim_queue *q)
{
    return q->tail > q->clock ? q->tail : q->clock;
}

gui_anim *gui_anim_at(gui_anim_queue *q, int kind, double start, double dur)
{
    return add(q, kind, start > q->clock ? start : q->clock, dur);
}

gui_anim *gui_anim_with(gui_anim_queue *q, int kind, double dur)
{
    double start = q->n > 0 ? q->last_start : q->clock;
    if (start < q->clock)
        start = q->clock;
    return add(q, kind, start, dur);
}

void gui_anim_update(gui_anim_queue *q, double dt)
{
    if (dt > 0)
        q->clock += dt;
    q->ncues = 0;
    int k = 0;
    for (int i = 0; i < q->n; i++) {
        gui_anim *a = &q->items[i];
        if (a->cue && a->start + a->cue_at <= q->clock) {
            if (q->ncues < GUI_ANIM_CUES) /* more at once could not be heard apart */
                q->cues[q->ncues++] = a->cue;
            a->cue = 0;
        }
        if (a->start + a->dur > q->clock)
            q->items[k++] = *a;
    }
    q->n = k;
    if (q->n == 0) /* keep the numbers small over a long session */
        q->clock = q->tail = q->last_start = 0;
}

bool gui_anim_busy(const gui_anim_queue *q)
{
    return q->n > 0;
}

bool gui_anim_has(const gui_anim_queue *q, int kind)
{
    for (int i = 0; i < q->n; i++)
        if (q->items[i].kind == kind)
            return true;
    return false;
}

void gui_anim_skip(gui_anim_queue *q)
{
    if (q->tail > q->clock)
        q->clock = q->tail;
    for (int i = 0; i < q->n; i++)
        q->items[i].cue = 0;
    gui_anim_update(q, 0);
}

void gui_anim_clear(gui_anim_queue *q)
{
    gui_anim_init(q);
}

double gui_anim_progress(const gui_anim_queue *q, const gui_anim *a)
{
    if (q->clock < a->start)
        return -1.0;
    double p = (q->clock - a->start) / a->dur;
    return p > 1.0 ? 1.0 : p;
}

double gui_anim_remaining(const gui_anim_queue *q)
{
    return q->tail > q->clock ? q->tail - q->clock : 0.0;
}

void gui_anim_put(gui_anim *an, const void *rec, size_t n)
{
    memcpy(an->ext.data, rec, n < sizeof an->ext.data ? n : sizeof an->ext.data);
}

void gui_anim_get(const gui_anim *an, void *rec, size_t n)
{
    memcpy(rec, an->ext.data, n < sizeof an->ext.data ? n : sizeof an->ext.data);
}
