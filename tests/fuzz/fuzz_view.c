/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: any text as a seat's view from a host (a network client's input, untrusted). It is
 * refused with a message, or it becomes a game (carc_game_from_view) that saves and replays to the
 * identical game; the game after every first k actions too, for k from the input's length. Seed corpus:
 * tests/fuzz/corpus/view/ (views a bot got with The Bets, The Tollkeepers, the Map-Chips and both maps). */
#include <cjson/cJSON.h>
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
    carc_err err = {0};
    cJSON *view = carc_parse_json(text, "view", &err);
    for (int upto = -1; view && upto < 1; upto++) { /* all of it, then the first few actions */
        carc_err e = {0};
        carc_game *g = carc_game_from_view(fuzz_rules(), view, upto < 0 ? -1 : (int)(size % 7), &e);
        if (!g && (!e.msg[0] || e.code == CARC_OK))
            fuzz_fail("a refused view has no message", text);
        if (g)
            fuzz_check_identity(g);
        carc_game_free(g);
    }
    cJSON_Delete(view);
    free(text);
    return 0;
}
