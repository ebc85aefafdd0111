/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Seats: computer levels and outside programs behind one decide call. A program that fails forfeits
 * its game; the random player finishes its moves so that the other seats' game still ends normally. */
#include <stdio.h>
#include <string.h>

#include "cli_bot.h"
#include "cli_seat.h"

int cli_seats_parse(char *list, const char **specs, int max, char *msg, int msg_len)
{
    int n = 0;
    for (char *p = list; p && *p;) {
        char *comma = strchr(p, ','); /* so a program's command line holds no comma */
        if (comma)
            *comma = 0;
        if (n == max) {
            snprintf(msg, (size_t)msg_len, "at most %d seats", max);
            return -1;
        }
        if (strncmp(p, "cmd:", 4) == 0 ? !p[4] : !ai_level_known(p)) {
            snprintf(msg, (size_t)msg_len, "unknown seat \"%s\" (easy, normal, hard, expert, greedy, random or cmd:PROGRAM)", p);
            return -1;
        }
        specs[n++] = p;
        p = comma ? comma + 1 : NULL;
    }
    return n;
}

bool cli_seat_open(cli_seat *s, const char *spec, uint64_t seed, ai_budget budget, int bot_timeout_s, char *msg, int msg_len)
{
    memset(s, 0, sizeof *s);
    s->spec = spec;
    s->stand_in = ai_new("random", seed ^ 0x9e3779b97f4a7c15ULL);
    if (strncmp(spec, "cmd:", 4) == 0) {
        s->bot = cli_bot_start(spec + 4, bot_timeout_s, msg, msg_len);
        return s->bot != NULL && s->stand_in != NULL;
    }
    s->ai = ai_new(spec, seed);
    if (!s->ai || !s->stand_in) {
        snprintf(msg, (size_t)msg_len, "unknown seat \"%s\"", spec);
        return false;
    }
    ai_set_budget(s->ai, budget);
    return true;
}

bool cli_seat_decide(cli_seat *s, const carc_game *g, carc_action *out)
{
    if (s->bot) {
        char why[200];
        if (cli_bot_decide(s->bot, g, out, why, sizeof why))
            return true;
        fprintf(stderr, "opencarc-cli: seat %s forfeits this game: %s\n", s->spec, why);
        s->forfeited = true;
        cli_bot_finish(s->bot, NULL); /* ended now: it has no more part in this game */
        s->bot = NULL;
    }
    return ai_decide(s->ai && !s->forfeited ? s->ai : s->stand_in, g, out, NULL);
}

void cli_seat_close(cli_seat *s, const carc_game *g)
{
    if (s->bot)
        cli_bot_finish(s->bot, g);
    ai_free(s->ai);
    ai_free(s->stand_in);
    memset(s, 0, sizeof *s);
}
