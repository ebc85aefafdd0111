/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: any text as a scenario or saved game. It is refused with a message, or it
 * replays (possibly up to a refused action, also with a message) and then saves and replays again
 * to the identical game. Seed corpus: tests/scenarios/ and tests/fuzz/corpus/replay/ (saved games). */
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = 0;
    carc_replay r;
    bool loaded = carc_replay_text(fuzz_rules(), text, "fuzz.json", &r);
    if (!loaded && (!r.err.msg[0] || r.err.code == CARC_OK))
        fuzz_fail("a refused file has no message", text);
    if (loaded && r.failed_action >= 0 && !r.err.msg[0])
        fuzz_fail("a refused action has no message", text);
    if (loaded)
        fuzz_check_identity(r.game);
    carc_game_free(r.game);
    free(text);
    return 0;
}
