/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shared by the fuzz targets: the rules (loaded once), the input bytes read as a game's setup, a
 * save/replay identity check, and a loud stop that libFuzzer records as a crash with the input that
 * caused it. */
#ifndef FUZZ_COMMON_H
#define FUZZ_COMMON_H
#include <stddef.h>
#include <stdint.h>

#include "carc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
const char *fuzz_data_dir(void); /* $OPENCARC_DATA, else the source tree */
const carc_rules *fuzz_rules(void);
/* Stop the run (abort) with a message: an invariant broke. */
_Noreturn void fuzz_fail(const char *what, const char *detail);
/* The game saves, the save replays without error, and the replay saves to the same text and the same
 * result (scores, phase, supplies, modules' state, events). */
void fuzz_check_identity(const carc_game *g);

/* The input, read from the front; 0 once it runs out. */
typedef struct fuzz_bytes {
    const uint8_t *p;
    size_t n;
} fuzz_bytes;
unsigned fuzz_take(fuzz_bytes *b);
int fuzz_take_int(fuzz_bytes *b, int lo, int hi); /* two bytes, lo..hi */
/* A game set up from the next bytes: optional modules by bit, a map from rules/maps/index.json or
 * none, 2-6 players, a seed. NULL for a setup the rules refuse (with a message); *setup_json (may be
 * NULL) is the caller's to free once the game is. */
carc_game *fuzz_new_game(fuzz_bytes *b, struct cJSON **setup_json);

#endif
