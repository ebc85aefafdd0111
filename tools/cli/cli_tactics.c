/* SPDX-License-Identifier: GPL-3.0-or-later */
/* opencarc-cli tactics: the computer levels scored on positions with a known right move. A position is a
 * scenario file (format opencarc/1) whose actions lead to a decision, with a "tactic" object: "accept",
 * the actions that are right (as in "actions"), or "reject", the ones that are clearly wrong (a position
 * with many fine moves and a few absurd ones), and "why", the reasoning from the rules. Each level
 * decides every position once per seed (its determinizations differ), and is scored by how often it
 * chose an accepted action (one not rejected), and by the positions it solves in most of its seeds. */
#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "cli.h"

#define MAX_MOVES 16

typedef struct position {
    const char *file;
    carc_game *game;
    bool reject; /* the moves listed are the wrong ones, not the right ones */
    int nmoves;
    carc_action moves[MAX_MOVES];
} position;

/* The position a file describes, or false with a message naming the file and what is wrong. */
static bool load_position(const carc_rules *R, const char *file, position *pos)
{
    carc_err err = {0};
    cJSON *j = carc_load_json(file, &err);
    if (!j)
        return fprintf(stderr, "opencarc-cli: %s\n", err.msg), false;
    const cJSON *t = cJSON_GetObjectItemCaseSensitive(j, "tactic");
    const cJSON *acc = cJSON_GetObjectItemCaseSensitive(t, "accept"), *rej = cJSON_GetObjectItemCaseSensitive(t, "reject");
    const char *key = rej ? "reject" : "accept";
    const cJSON *list = rej ? rej : acc;
    bool ok = !(acc && rej) && cJSON_IsArray(list) && cJSON_GetArraySize(list) > 0 && cJSON_GetArraySize(list) <= MAX_MOVES &&
              cJSON_IsString(cJSON_GetObjectItemCaseSensitive(t, "why"));
    if (!ok)
        fprintf(stderr, "opencarc-cli: %s: \"tactic\" needs \"accept\" or \"reject\" (1 to %d actions, not both) and \"why\"\n", file,
                MAX_MOVES);
    pos->file = file;
    pos->reject = rej != NULL;
    pos->nmoves = 0;
    const cJSON *a;
    cJSON_ArrayForEach(a, list)
    {
        if (!ok)
            break;
        if (!carc_action_from_json(&pos->moves[pos->nmoves++], a, &err)) {
            fprintf(stderr, "opencarc-cli: %s: tactic.%s[%d]: %s\n", file, key, pos->nmoves - 1, err.msg);
            ok = false;
        }
    }
    cJSON_Delete(j);
    if (!ok)
        return false;
    carc_replay r;
    if (!carc_replay_file(R, file, &r) || r.failed_action >= 0) {
        fprintf(stderr, "opencarc-cli: %s: %s\n", file, r.err.msg);
        carc_game_free(r.game);
        return false;
    }
    pos->game = r.game;
    /* every action listed must be legal in the position (and a rejected one leave another), or the file
     * is wrong */
    carc_action_list legal = {0};
    int n = carc_game_legal_actions(pos->game, &legal);
    for (int k = 0; k < pos->nmoves && ok; k++) {
        int i = 0;
        while (i < n && !carc_action_equal(&legal.v[i], &pos->moves[k]))
            i++;
        if (i == n)
            fprintf(stderr, "opencarc-cli: %s: tactic.%s[%d] is not legal in the position\n", file, key, k), ok = false;
    }
    if (ok && pos->reject && n <= pos->nmoves)
        fprintf(stderr, "opencarc-cli: %s: tactic.reject lists every legal action\n", file), ok = false;
    carc_action_list_free(&legal);
    if (!ok)
        carc_game_free(pos->game);
    return ok;
}

static bool accepted(const position *pos, const carc_action *a)
{
    for (int k = 0; k < pos->nmoves; k++)
        if (carc_action_equal(&pos->moves[k], a))
            return !pos->reject;
    return pos->reject;
}

/* One level's results on every position: tries solved, positions solved in most seeds, hits per file,
 * and what it chose where it missed. */
static cJSON *score_level(const char *level, const position *pos, int nfiles, const cli_opts *o)
{
    int solved = 0, tries = 0, majority = 0;
    cJSON *s = cJSON_CreateObject(), *missed = cJSON_CreateArray(), *by_file = cJSON_CreateArray();
    for (int f = 0; f < nfiles; f++) {
        int hits = 0;
        char wrong[200] = "";
        for (int i = 0; i < o->games; i++) {
            ai_player *ai = ai_new(level, o->seed + (uint64_t)i);
            ai_set_budget(ai, (ai_budget){.iterations = o->iterations, .think_ms = o->think_ms});
            carc_action a;
            bool decided = ai_decide(ai, pos[f].game, &a, NULL), ok = decided && accepted(&pos[f], &a);
            hits += ok;
            if (decided && !ok && !wrong[0]) { /* the first wrong choice, to see what it preferred */
                cJSON *j = carc_action_to_json(&a);
                char *t = cJSON_PrintUnformatted(j);
                snprintf(wrong, sizeof wrong, "%s", t);
                free(t);
                cJSON_Delete(j);
            }
            ai_free(ai);
        }
        solved += hits;
        tries += o->games;
        majority += 2 * hits > o->games;
        cJSON_AddItemToArray(by_file, cJSON_CreateNumber(hits));
        if (hits < o->games) {
            char line[600];
            snprintf(line, sizeof line, "%s: %d of %d (chose %s)", pos[f].file, hits, o->games, wrong);
            cJSON_AddItemToArray(missed, cJSON_CreateString(line));
        }
    }
    cJSON_AddStringToObject(s, "seat", level);
    cJSON_AddNumberToObject(s, "solved", solved);
    cJSON_AddNumberToObject(s, "tries", tries);
    cJSON_AddNumberToObject(s, "rate", tries ? (double)solved / tries : 0);
    cJSON_AddNumberToObject(s, "by_majority", majority); /* positions solved in more than half the seeds */
    cJSON_AddItemToObject(s, "hits", by_file);           /* per file, in "files" order */
    cJSON_AddItemToObject(s, "missed", missed);
    return s;
}

/* usage: tactics [--seats A,B,...] [--games SEEDS] [--seed S] [--iterations K | --think-ms T] FILE... */
int cmd_tactics(int argc, char **argv)
{
    int nopt = 0; /* the options (each with its value), then the files */
    while (nopt + 1 < argc && strncmp(argv[nopt], "--", 2) == 0)
        nopt += 2;
    int nfiles = argc - nopt;
    char **files = argv + nopt;
    cli_opts o = {.games = 5, .seed = 1};
    if (nfiles == 0 || !cli_parse_opts(nopt, argv, &o))
        return cli_usage();
    char levels[] = "random,greedy,easy,normal,hard";
    char *spec = o.seats ? o.seats : levels, *seat[16];
    int nseats = 0;
    for (char *s = strtok(spec, ","); s && nseats < 16; s = strtok(NULL, ",")) {
        if (!ai_level_known(s))
            return fprintf(stderr, "opencarc-cli: tactics: unknown level \"%s\"\n", s), 1;
        seat[nseats++] = s;
    }
    carc_rules *R = cli_load_rules();
    if (!R)
        return 2;
    position *pos = calloc((size_t)nfiles, sizeof *pos);
    int status = pos ? 0 : 2;
    for (int f = 0; f < nfiles && status == 0; f++)
        if (!load_position(R, files[f], &pos[f])) {
            status = 2;
            nfiles = f;
        }
    cJSON *out = cJSON_CreateObject(), *seats = cJSON_AddArrayToObject(out, "seats");
    cJSON_AddNumberToObject(out, "positions", nfiles);
    cJSON_AddNumberToObject(out, "seeds", o.games);
    cJSON *names = cJSON_AddArrayToObject(out, "files");
    for (int f = 0; f < nfiles && status == 0; f++)
        cJSON_AddItemToArray(names, cJSON_CreateString(pos[f].file));
    for (int k = 0; k < nseats && status == 0; k++)
        cJSON_AddItemToArray(seats, score_level(seat[k], pos, nfiles, &o));
    if (status == 0)
        cli_print_json(out);
    else
        cJSON_Delete(out);
    for (int f = 0; f < nfiles; f++)
        carc_game_free(pos[f].game);
    free(pos);
    cli_opts_free(&o);
    carc_rules_free(R);
    return status;
}
