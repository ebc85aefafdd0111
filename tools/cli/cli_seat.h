/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A seat at the CLI's table: a computer level of engine/ai, or an outside program speaking the bot
 * protocol (docs/BOTS.md). play and arena ask a seat for each decision of its player. */
#ifndef CLI_SEAT_H
#define CLI_SEAT_H

#include <stdbool.h>
#include <stdint.h>

#include "ai.h"
#include "carc.h"

typedef struct cli_bot cli_bot;

typedef struct cli_seat {
    const char *spec; /* "hard", "cmd:./mybot.py" */
    ai_player *ai;    /* a computer level, or NULL */
    cli_bot *bot;     /* an outside program, or NULL (also once it forfeited: it was ended then) */
    bool forfeited;   /* this game: a wrong answer, a crash or silence; random moves stand in */
    ai_player *stand_in;
} cli_seat;

/* Split "hard,cmd:PROG" into specs (in place); false with a message for an unknown level. */
int cli_seats_parse(char *list, const char **specs, int max, char *msg, int msg_len);
/* Open a seat for one game; seed fixes its random choices; an outside program has bot_timeout_s seconds
 * for each decision. */
bool cli_seat_open(cli_seat *s, const char *spec, uint64_t seed, ai_budget budget, int bot_timeout_s, char *msg, int msg_len);
/* The seat's action for the player to move; false only when nothing can be decided (game over). */
bool cli_seat_decide(cli_seat *s, const carc_game *g, carc_action *out);
/* Tell the seat the game ended (bots get game_over) and close it. */
void cli_seat_close(cli_seat *s, const carc_game *g);

#endif
