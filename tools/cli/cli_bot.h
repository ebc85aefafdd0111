/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The bot protocol (docs/BOTS.md): an outside program takes a seat and speaks JSON lines on its
 * stdin/stdout, like UCI for chess engines. */
#ifndef CLI_BOT_H
#define CLI_BOT_H

#include <stdbool.h>

#include "carc.h"

#define CLI_BOT_TIMEOUT_S 10        /* the default time limit of a decision (--bot-timeout) */
#define CLI_BOT_TIMEOUT_MAX_S 86400 /* a day */

typedef struct cli_bot cli_bot;

/* Start command; a decision that takes longer than timeout_s seconds (to read the question or to
 * answer it) forfeits. */
cli_bot *cli_bot_start(const char *command, int timeout_s, char *msg, int msg_len);
/* Ask for the decision of the player to move; false (and why) on a wrong answer, a crash or silence. */
bool cli_bot_decide(cli_bot *b, const carc_game *g, carc_action *out, char *why, int why_len);
/* Send game_over with the scores (g NULL after a forfeit: nothing), end all the program's processes
 * and free the bot. */
void cli_bot_finish(cli_bot *b, const carc_game *g);

#endif
