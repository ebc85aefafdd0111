/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _POSIX_C_SOURCE 200809L
/* opencarc-cli: headless play, replay and benchmark on top of the engine API. */
#include <cjson/cJSON.h>
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "carc.h"
#include "cli.h"
#include "cli_bot.h"
#include "cli_seat.h"

/* serve and join: only in a build with network play */
static const char net_usage[] =
#ifdef OPENCARC_NET
    "       opencarc-cli serve [--seats human|LEVEL,...] [--map NAME] [--expansions a,b] [--seed S] [--port P]\n"
    "                          [--listen ADDRESS] [--key KEY] [--tables N] [--save FILE | --resume FILE] [--quit-when-over]\n"
    "                          [--announce lan|ADDRESS[:PORT],...] [--tls CERT.pem] [--conns-per-address N]\n"
    "       opencarc-cli join [--host ADDRESS] [--port P] --key KEY [--fingerprint FP] [--seat N | --watch]\n"
    "                         [--secret-file FILE] [--undo agree|refuse] [--ask-undo N]\n"
    "                         [--name NAME] [--color COLOUR] [--seed S] [--delay-ms T] [--out FILE] [--stats FILE]\n"
#else
    ""
#endif
    ;

static int usage_to(FILE *out, int status)
{
    fprintf(out,
            "usage: opencarc-cli replay FILE\n"
            "       opencarc-cli play --players N [--map NAME] [--expansions a,b] [--seed S] [--save FILE]\n"
            "                         [--seats A,B,...] [--iterations K | --think-ms T] [--bot-timeout S]\n"
            "       opencarc-cli arena --seats A,B[,...] [--games N] [--map NAME] [--expansions a,b] [--seed S]\n"
            "                          [--iterations K | --think-ms T] [--bot-timeout S]\n"
            "       opencarc-cli bench --games N [--players P] [--map NAME] [--expansions a,b] [--seed S]\n"
            "       opencarc-cli tactics [--seats LEVEL,...] [--games SEEDS] [--seed S] [--iterations K | --think-ms T] FILE...\n"
            "       opencarc-cli selfplay [--games N] [--players P] [--map NAME] [--expansions a,b] [--seed S]\n"
            "                             [--seats LEVEL,...] [--iterations K] [--data FILE.csv] [--weights FILE]\n"
            "%s"
            "       opencarc-cli --help | --version\n"
            "  FILE is a scenario or saved game (format opencarc/1). Exit status: 0 ok,\n"
            "  1 usage, 2 unreadable or malformed file or setup, 3 illegal action.\n"
            "  OPENCARC_DATA names the folder holding rules/ and assets/ (default: found next to the\n"
            "  program or in its ../share/opencarc).\n"
            "  A seat is a computer level (easy, normal, hard, expert, greedy, random) or cmd:PROGRAM, an outside\n"
            "  program speaking the bot protocol (docs/BOTS.md) with --bot-timeout S seconds per decision\n"
            "  (default 10). arena prints one JSON object: games and, per seat, wins, win_rate, mean_score,\n"
            "  ms_per_decision_mean/max, forfeits.\n",
            net_usage);
    return status;
}

int cli_usage(void)
{
    return usage_to(stderr, 1);
}

void cli_print_json(cJSON *j)
{
    char *s = cJSON_PrintUnformatted(j);
    puts(s);
    free(s);
    cJSON_Delete(j);
}

carc_rules *cli_load_rules(void)
{
    carc_err err = {0};
    carc_rules *R = carc_rules_load(NULL, &err);
    if (!R)
        fprintf(stderr, "opencarc-cli: %s\n", err.msg);
    return R;
}

static int cmd_replay(int argc, char **argv)
{
    if (argc != 1)
        return cli_usage();
    carc_rules *R = cli_load_rules();
    if (!R)
        return 2;
    carc_replay r;
    int status = 0;
    if (!carc_replay_file(R, argv[0], &r)) {
        fprintf(stderr, "opencarc-cli: %s\n", r.err.msg);
        cJSON *j = cJSON_CreateObject();
        cJSON_AddFalseToObject(j, "ok");
        cJSON_AddStringToObject(j, "error", r.err.msg);
        cli_print_json(j);
        status = 2;
    } else {
        if (r.failed_action >= 0) {
            fprintf(stderr, "opencarc-cli: %s: action %d: %s\n", argv[0], r.failed_action, r.err.msg);
            status = 3;
        }
        cli_print_json(carc_replay_result_json(&r));
    }
    carc_game_free(r.game);
    carc_rules_free(R);
    return status;
}

/* A whole number from min to max, nothing else (strtol alone would take " 2", "2x" or wrap 2^32 + 2). */
static bool parse_int(const char *v, int min, int max, int *out)
{
    char *end;
    errno = 0;
    long n = strtol(v, &end, 10);
    if (!(isdigit((unsigned char)*v) || *v == '-') || *end || errno || n < min || n > max)
        return false;
    *out = (int)n;
    return true;
}

bool cli_parse_opts(int argc, char **argv, cli_opts *o)
{
    for (int i = 0; i < argc; i++) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!v)
            return false;
        bool ok = true;
        if (strcmp(argv[i], "--players") == 0)
            ok = parse_int(v, 0, 1000, &o->players);
        else if (strcmp(argv[i], "--games") == 0)
            ok = parse_int(v, 1, 1 << 30, &o->games);
        else if (strcmp(argv[i], "--seed") == 0) {
            if (!(ok = carc_seed_parse(v, &o->seed)))
                fprintf(stderr, "opencarc-cli: --seed must be a whole number from 0 to %llu, not \"%s\"\n", (unsigned long long)UINT64_MAX,
                        v);
        } else if (strcmp(argv[i], "--expansions") == 0)
            o->expansions = v;
        else if (strcmp(argv[i], "--save") == 0)
            o->save = v;
        else if (strcmp(argv[i], "--map") == 0)
            o->map = v;
        else if (strcmp(argv[i], "--seats") == 0 && !o->seats)
            o->seats = argv[i + 1]; /* argv is ours to modify */
        else if (strcmp(argv[i], "--iterations") == 0)
            ok = parse_int(v, 1, 1 << 24, &o->iterations);
        else if (strcmp(argv[i], "--think-ms") == 0)
            ok = parse_int(v, 1, 3600000, &o->think_ms);
        else if (strcmp(argv[i], "--bot-timeout") == 0) {
            if (!(ok = parse_int(v, 1, CLI_BOT_TIMEOUT_MAX_S, &o->bot_timeout_s)))
                fprintf(stderr, "opencarc-cli: --bot-timeout must be a whole number of seconds from 1 to %d, not \"%s\"\n",
                        CLI_BOT_TIMEOUT_MAX_S, v);
        } else
            return false;
        if (!ok)
            return false;
        i++;
    }
    return true;
}

void cli_opts_free(cli_opts *o)
{
    cJSON_Delete(o->setup_json);
    o->setup_json = NULL;
}

bool cli_make_setup(carc_setup *s, cli_opts *o, uint64_t seed)
{
    carc_setup_init(s, o->players, seed);
    const char *p = o->expansions ? o->expansions : "";
    while (*p) {
        size_t n = strcspn(p, ",");
        if (n == 0 || n >= CARC_NAME_LEN || s->nexpansions == CARC_MAX_MODULES)
            return false;
        memcpy(s->expansions[s->nexpansions], p, n);
        s->expansions[s->nexpansions++][n] = 0;
        p += n + (p[n] == ',');
    }
    if (o->map) { /* made last: nothing to free when the expansions are refused */
        o->setup_json = cJSON_CreateObject();
        cJSON_AddStringToObject(o->setup_json, "map", o->map);
        s->json = o->setup_json;
    }
    return true;
}

/* Play one game with random legal moves; returns the number of actions, -1 on an engine error. */
static int play_random(carc_game *g, uint64_t rng[4], carc_action_list *scratch, bool keep_events)
{
    carc_err err;
    int actions = 0;
    while (!carc_game_over(g)) {
        if (!carc_ai_random_step(g, scratch, rng, &err)) {
            fprintf(stderr, "opencarc-cli: random play stopped: %s\n", err.msg);
            return -1;
        }
        actions++;
        if (!keep_events)
            carc_game_clear_events(g);
    }
    return actions;
}

/* Write the saved game; every write error (a full disk: fputs or the final flush in fclose) is
 * reported with its reason, and the file is closed whatever happens. */
static bool write_save(const carc_game *g, const char *path)
{
    cJSON *j = carc_game_save_json(g);
    char *text = cJSON_Print(j);
    cJSON_Delete(j);
    FILE *f = fopen(path, "w");
    bool ok = f && text && fputs(text, f) >= 0 && fputc('\n', f) != EOF && fflush(f) == 0;
    int why = errno;
    if (f && fclose(f) != 0 && ok) {
        ok = false;
        why = errno;
    }
    free(text);
    if (!ok)
        fprintf(stderr, "opencarc-cli: cannot write %s: %s\n", path, strerror(why));
    return ok;
}

/* Play one game with a seat per player; returns -1 when a seat or the engine failed. */
static int play_seats(carc_game *g, const char **specs, uint64_t seed, ai_budget budget, int bot_timeout_s)
{
    int n = carc_game_player_count(g), status = 0;
    cli_seat seats[CARC_MAX_PLAYERS];
    for (int k = 0; k < n; k++) {
        char msg[200];
        if (!cli_seat_open(&seats[k], specs[k], seed * 31 + (uint64_t)k, budget, bot_timeout_s, msg, sizeof msg)) {
            fprintf(stderr, "opencarc-cli: %s\n", msg);
            status = -1;
        }
    }
    while (status == 0 && !carc_game_over(g)) {
        carc_action a;
        carc_err err;
        if (!cli_seat_decide(&seats[carc_game_current_player(g)], g, &a) || carc_game_apply(g, &a, &err) != CARC_OK)
            status = -1;
    }
    for (int k = 0; k < n; k++)
        cli_seat_close(&seats[k], g);
    return status;
}

static int cmd_play(int argc, char **argv)
{
    cli_opts o = {.players = 2, .seed = (uint64_t)time(NULL), .bot_timeout_s = CLI_BOT_TIMEOUT_S};
    carc_setup s;
    const char *specs[CARC_MAX_PLAYERS];
    char msg[240];
    int nseats = 0;
    if (!cli_parse_opts(argc, argv, &o)) {
        cli_opts_free(&o);
        return cli_usage();
    }
    if (o.seats && (nseats = cli_seats_parse(o.seats, specs, CARC_MAX_PLAYERS, msg, sizeof msg)) < 0) {
        fprintf(stderr, "opencarc-cli: --seats: %s\n", msg);
        cli_opts_free(&o);
        return 1;
    }
    if (nseats)
        o.players = nseats;
    carc_rules *R = cli_load_rules();
    if (!R) {
        cli_opts_free(&o);
        return 2;
    }
    int status = 2;
    carc_err err;
    carc_game *g = NULL;
    if (!cli_make_setup(&s, &o, o.seed)) {
        status = cli_usage();
    } else {
        for (int k = 0; k < nseats; k++) /* computer levels are kept in the save; programs are not */
            if (ai_level_known(specs[k]))
                snprintf(s.players[k].ai, sizeof s.players[k].ai, "%s", specs[k]);
        if (!(g = carc_game_new(R, &s, &err)))
            fprintf(stderr, "opencarc-cli: %s\n", err.msg);
    }
    if (g) {
        uint64_t rng[4];
        carc_rng_seed(rng, o.seed ^ 0x5eedf00dULL);
        carc_action_list scratch = {0};
        ai_budget budget = {.iterations = o.iterations, .think_ms = o.think_ms};
        status = (nseats ? play_seats(g, specs, o.seed, budget, o.bot_timeout_s) : play_random(g, rng, &scratch, true)) < 0 ? 1 : 0;
        carc_action_list_free(&scratch);
        if (o.save && !write_save(g, o.save))
            status = 2;
        carc_replay r = {.game = g, .failed_action = -1};
        cli_print_json(carc_replay_result_json(&r));
        carc_game_free(g);
    }
    cli_opts_free(&o);
    carc_rules_free(R);
    return status;
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A mid-game position (half the base tiles placed), a tile to place: what the figures below use. */
static carc_game *mid_game(const carc_rules *R, carc_setup *s, carc_action_list *scratch)
{
    carc_err err;
    carc_game *g = carc_game_new(R, s, &err);
    if (!g)
        return NULL;
    uint64_t rng[4];
    carc_rng_seed(rng, 99);
    while (!carc_game_over(g) && carc_game_board_count(g) < 36)
        carc_ai_random_step(g, scratch, rng, &err);
    while (!carc_game_over(g) && strcmp(carc_game_phase(g), "place_tile") != 0)
        carc_ai_random_step(g, scratch, rng, &err);
    return g;
}

/* Microseconds per legal-move generation in the mid-game position. */
static double bench_legal_moves(const carc_game *g, carc_action_list *scratch)
{
    const int reps = 200000;
    long long found = 0;
    double t0 = now_seconds();
    for (int i = 0; i < reps; i++)
        found += carc_game_legal_actions(g, scratch);
    double us = (now_seconds() - t0) * 1e6 / reps;
    return found ? us : -1;
}

/* Microseconds per copy of the mid-game position into a warm game, as a search copies it. */
static double bench_copy(const carc_game *g)
{
    carc_game *dst = carc_game_clone(g);
    if (!dst)
        return -1;
    const int reps = 20000;
    double t0 = now_seconds();
    for (int i = 0; i < reps; i++)
        carc_game_copy(dst, g);
    double us = (now_seconds() - t0) * 1e6 / reps;
    carc_game_free(dst);
    return us;
}

static int cmd_bench(int argc, char **argv)
{
    cli_opts o = {.players = 2, .games = 1000, .seed = 1};
    carc_setup s;
    if (!cli_parse_opts(argc, argv, &o) || o.seats || o.bot_timeout_s) { /* bench plays random moves only */
        cli_opts_free(&o);
        return cli_usage();
    }
    carc_rules *R = cli_load_rules();
    if (!R)
        return 2;
    if (!cli_make_setup(&s, &o, o.seed)) {
        cli_opts_free(&o);
        carc_rules_free(R);
        return cli_usage();
    }
    carc_action_list scratch = {0};
    uint64_t rng[4];
    carc_rng_seed(rng, o.seed);
    long long turns = 0, actions = 0;
    int status = 0;
    double t0 = now_seconds();
    for (int i = 0; i < o.games && status == 0; i++) {
        s.seed = o.seed + (unsigned long long)i;
        carc_err err;
        carc_game *g = carc_game_new(R, &s, &err);
        if (!g) {
            fprintf(stderr, "opencarc-cli: %s\n", err.msg);
            status = 2;
            break;
        }
        carc_game_set_recording(g, false); /* as an AI's playouts run */
        int n = play_random(g, rng, &scratch, false);
        if (n < 0)
            status = 1;
        actions += n;
        turns += carc_game_turn(g);
        carc_game_free(g);
    }
    double secs = now_seconds() - t0;
    if (status != 0) {
        cli_opts_free(&o);
        carc_action_list_free(&scratch);
        carc_rules_free(R);
        return status;
    }
    carc_game *mid = mid_game(R, &s, &scratch);
    double legal_us = mid ? bench_legal_moves(mid, &scratch) : -1, copy_rec_us = mid ? bench_copy(mid) : -1;
    if (mid)
        carc_game_set_recording(mid, false);
    double copy_us = mid ? bench_copy(mid) : -1;
    carc_game_free(mid);
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    cJSON *j = cJSON_CreateObject();
    cJSON_AddNumberToObject(j, "games", o.games);
    cJSON_AddNumberToObject(j, "players", o.players);
    cJSON_AddStringToObject(j, "expansions", o.expansions ? o.expansions : "");
    cJSON_AddStringToObject(j, "map", o.map ? o.map : "");
    cJSON_AddNumberToObject(j, "seconds", secs);
    cJSON_AddNumberToObject(j, "games_per_sec", o.games / secs);
    cJSON_AddNumberToObject(j, "turns_per_sec", (double)turns / secs);
    cJSON_AddNumberToObject(j, "actions_per_sec", (double)actions / secs);
    cJSON_AddNumberToObject(j, "us_per_game", secs * 1e6 / o.games);
    cJSON_AddNumberToObject(j, "us_per_legal_move_generation", legal_us);
    cJSON_AddNumberToObject(j, "us_per_copy", copy_us);               /* without events and log */
    cJSON_AddNumberToObject(j, "us_per_copy_recording", copy_rec_us); /* with them */
    cJSON_AddNumberToObject(j, "max_rss_kb", (double)ru.ru_maxrss);
    cli_print_json(j);
    cli_opts_free(&o);
    carc_action_list_free(&scratch);
    carc_rules_free(R);
    return status;
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return cli_usage();
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
        return usage_to(stdout, 0);
    if (strcmp(argv[1], "--version") == 0)
        return printf("opencarc-cli %s\n", OPENCARC_VERSION) < 0;
    if (strcmp(argv[1], "replay") == 0)
        return cmd_replay(argc - 2, argv + 2);
    if (strcmp(argv[1], "play") == 0)
        return cmd_play(argc - 2, argv + 2);
    if (strcmp(argv[1], "bench") == 0)
        return cmd_bench(argc - 2, argv + 2);
    if (strcmp(argv[1], "arena") == 0)
        return cmd_arena(argc - 2, argv + 2);
    if (strcmp(argv[1], "tactics") == 0)
        return cmd_tactics(argc - 2, argv + 2);
    if (strcmp(argv[1], "selfplay") == 0)
        return cmd_selfplay(argc - 2, argv + 2);
#ifdef OPENCARC_NET
    if (strcmp(argv[1], "serve") == 0)
        return cmd_serve(argc - 2, argv + 2);
    if (strcmp(argv[1], "join") == 0)
        return cmd_join(argc - 2, argv + 2);
#else
    if (strcmp(argv[1], "serve") == 0 || strcmp(argv[1], "join") == 0) {
        fprintf(stderr, "opencarc-cli %s: opencarc-cli was built without network play (OPENCARC_NET=OFF)\n", argv[1]);
        return 1;
    }
#endif
    return cli_usage();
}
