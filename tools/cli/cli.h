/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What opencarc-cli's commands share: options, the setup they describe, rules loading, JSON output. */
#ifndef CLI_H
#define CLI_H

#include <stdbool.h>
#include <stdint.h>

#include "carc.h"

struct cJSON;

typedef struct cli_opts {
    int players, games, iterations, think_ms;
    int bot_timeout_s; /* --bot-timeout: an outside program's time per decision */
    uint64_t seed;
    const char *expansions, *save, *map;
    char *seats;              /* --seats: its argv string, which cli_seats_parse splits in place */
    struct cJSON *setup_json; /* {"map": NAME} when a map is chosen */
} cli_opts;

int cli_usage(void);
bool cli_parse_opts(int argc, char **argv, cli_opts *o);
bool cli_make_setup(carc_setup *s, cli_opts *o, uint64_t seed);
void cli_opts_free(cli_opts *o);
carc_rules *cli_load_rules(void);
void cli_print_json(struct cJSON *j); /* prints one line and frees j */

int cmd_arena(int argc, char **argv);
int cmd_tactics(int argc, char **argv);
int cmd_selfplay(int argc, char **argv);
int cmd_serve(int argc, char **argv); /* cli_net.c, built with OPENCARC_NET only */
int cmd_join(int argc, char **argv);

#endif
