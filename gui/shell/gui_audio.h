/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Sound effects through SDL2's own audio: the sounds and the events that start them come from
 * assets/sounds/sounds.json (data: the GUI never names a sound or an expansion); a small mixer plays a
 * few voices at once from the device's callback, so playing never blocks a frame.
 *
 * An animation carries the cue of the event it shows (gui_anim.cue): the sound starts when the
 * animation does. Without an audio device (SDL_AUDIODRIVER=dummy or none, no sound card) everything
 * here still works and nothing is heard; the volume and mute are kept all the same. */
#ifndef GUI_AUDIO_H
#define GUI_AUDIO_H

#include <stdbool.h>
#include <stdio.h>

#include "carc.h"

typedef struct gui_audio gui_audio;

#define GUI_AUDIO_VOLUME 40 /* the starting volume, in percent: modest */

/* Reads the sound table and the WAVs under data_dir/assets/sounds and opens the default device. A
 * missing or malformed table or sound is reported on stderr (file and field) and leaves the game silent.
 * NULL only when out of memory; every function below accepts NULL. */
gui_audio *gui_audio_open(const char *data_dir);
void gui_audio_close(gui_audio *au);
bool gui_audio_device(const gui_audio *au); /* a device is open (sound can be heard) */

/* The cue of an event (> 0): its sound by the table's first matching rule; 0 when it has none. */
int gui_audio_cue(const gui_audio *au, const carc_event *e);
/* The cue of an event given by name only (no reason, no size), e.g. a tile shown before it is played. */
int gui_audio_cue_named(const gui_audio *au, const char *event);
const char *gui_audio_cue_sound(const gui_audio *au, int cue); /* the sound's name, "" for none */
/* Start the sounds of cues (from gui_anim_queue.cues); the same sound twice at once plays once. */
void gui_audio_play(gui_audio *au, const int *cues, int n);

int gui_audio_volume(const gui_audio *au); /* 0..100 */
bool gui_audio_muted(const gui_audio *au);
void gui_audio_set(gui_audio *au, int volume, bool muted);

/* Tests: a line per sound started — the sample of the output it starts at, the sound, the event. */
void gui_audio_log(gui_audio *au, FILE *f);

#endif
