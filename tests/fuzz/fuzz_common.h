/* Shared by the fuzz targets: the rules (loaded once), a save/replay identity check, and a loud stop
 * that libFuzzer records as a crash with the input that caused it. */
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

#endif
