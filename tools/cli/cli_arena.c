/* SPDX-License-Identifier: GPL-3.0-or-later */
/* opencarc-cli arena: computer players (and outside programs) against each other over many games,
 * seat order rotating, with the figures that judge a player: wins, scores, time per decision. */
#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "cli_bot.h"
#include "cli_seat.h"

typedef struct seat_stats {
    const char *spec;
    double wins;
    long long score_sum;
    double ms_sum, ms_max;
    long long decisions;
    int forfeits;
    int bets, bet_hits; /* bets revealed, and how many paid */
} seat_stats;

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* Bets revealed in events so far (the figure that judges betting), per player. */
static void count_bets(carc_game *g, int *placed, int *hits)
{
    int n;
    const carc_event *ev = carc_game_events(g, &n);
    for (int i = 0; i < n; i++)
        if (ev[i].player >= 0 && ev[i].name && strcmp(ev[i].name, "bet_revealed") == 0) {
            placed[ev[i].player]++;
            hits[ev[i].player] += ev[i].amount > 0;
        }
    carc_game_clear_events(g);
}

/* One game; seat k sits at player (k + rot) % n. Returns false on an engine failure. */
static bool play_game(const carc_rules *R, carc_setup *s, const char **specs, int nseats, int rot, uint64_t seed, ai_budget budget,
                      int bot_timeout_s, seat_stats *st)
{
    carc_err err;
    carc_game *g = carc_game_new(R, s, &err);
    if (!g) {
        fprintf(stderr, "opencarc-cli: %s\n", err.msg);
        return false;
    }
    cli_seat seats[CARC_MAX_PLAYERS];
    int seat_of[CARC_MAX_PLAYERS];
    bool ok = true;
    for (int k = 0; k < nseats; k++) {
        char msg[200];
        int p = (k + rot) % nseats;
        seat_of[p] = k;
        if (!cli_seat_open(&seats[k], specs[k], seed * 31 + (uint64_t)k, budget, bot_timeout_s, msg, sizeof msg)) {
            fprintf(stderr, "opencarc-cli: %s\n", msg);
            ok = false;
        }
    }
    int placed[CARC_MAX_PLAYERS] = {0}, hits[CARC_MAX_PLAYERS] = {0};
    while (ok && !carc_game_over(g)) {
        int k = seat_of[carc_game_current_player(g)];
        carc_action a;
        double t0 = now_ms();
        bool was_forfeit = seats[k].forfeited;
        if (!cli_seat_decide(&seats[k], g, &a))
            break;
        double ms = now_ms() - t0;
        if (!was_forfeit && !seats[k].forfeited) {
            st[k].ms_sum += ms;
            if (ms > st[k].ms_max)
                st[k].ms_max = ms;
            st[k].decisions++;
        }
        if (carc_game_apply(g, &a, &err) != CARC_OK) {
            fprintf(stderr, "opencarc-cli: seat %s chose an illegal action: %s\n", specs[k], err.msg);
            ok = false;
        }
        count_bets(g, placed, hits);
    }
    int best = -1000000, nbest = 0;
    for (int p = 0; p < nseats; p++)
        if (!seats[seat_of[p]].forfeited) {
            int sc = carc_game_score(g, p);
            if (sc > best)
                best = sc, nbest = 0;
            if (sc == best)
                nbest++;
        }
    for (int p = 0; ok && p < nseats; p++) {
        seat_stats *t = &st[seat_of[p]];
        t->score_sum += carc_game_score(g, p);
        t->bets += placed[p];
        t->bet_hits += hits[p];
        if (seats[seat_of[p]].forfeited)
            t->forfeits++;
        else if (carc_game_score(g, p) == best)
            t->wins += 1.0 / nbest; /* a tie shares the win */
    }
    for (int k = 0; k < nseats; k++)
        cli_seat_close(&seats[k], g);
    carc_game_free(g);
    return ok;
}

int cmd_arena(int argc, char **argv)
{
    cli_opts o = {.games = 100, .seed = 1, .bot_timeout_s = CLI_BOT_TIMEOUT_S};
    char msg[240];
    const char *specs[CARC_MAX_PLAYERS];
    int nseats = 0;
    carc_setup s;
    bool ok = cli_parse_opts(argc, argv, &o) && o.seats && o.games >= 1;
    if (ok && (nseats = cli_seats_parse(o.seats, specs, CARC_MAX_PLAYERS, msg, sizeof msg)) < 2) {
        fprintf(stderr, "opencarc-cli: --seats: %s\n", nseats < 0 ? msg : "a game needs 2 to 6 seats");
        cli_opts_free(&o);
        return 1;
    }
    o.players = nseats;
    if (!ok || !cli_make_setup(&s, &o, o.seed)) {
        cli_opts_free(&o);
        return cli_usage();
    }
    carc_rules *R = cli_load_rules();
    if (!R) {
        cli_opts_free(&o);
        return 2;
    }
    seat_stats st[CARC_MAX_PLAYERS] = {{0}};
    ai_budget budget = {.iterations = o.iterations, .think_ms = o.think_ms};
    int status = 0, games = 0;
    for (int i = 0; i < o.games; i++) {
        s.seed = o.seed + (uint64_t)i;
        if (!play_game(R, &s, specs, nseats, i % nseats, s.seed, budget, o.bot_timeout_s, st)) {
            status = 2;
            break;
        }
        games++;
    }
    cJSON *j = cJSON_CreateObject();
    cJSON_AddNumberToObject(j, "games", games);
    cJSON *arr = cJSON_AddArrayToObject(j, "seats");
    for (int k = 0; k < nseats; k++) {
        cJSON *e = cJSON_CreateObject();
        cJSON_AddStringToObject(e, "seat", specs[k]);
        cJSON_AddNumberToObject(e, "wins", st[k].wins);
        cJSON_AddNumberToObject(e, "win_rate", games ? st[k].wins / games : 0);
        cJSON_AddNumberToObject(e, "mean_score", games ? (double)st[k].score_sum / games : 0);
        cJSON_AddNumberToObject(e, "ms_per_decision_mean", st[k].decisions ? st[k].ms_sum / (double)st[k].decisions : 0);
        cJSON_AddNumberToObject(e, "ms_per_decision_max", st[k].ms_max);
        cJSON_AddNumberToObject(e, "decisions", (double)st[k].decisions);
        cJSON_AddNumberToObject(e, "forfeits", st[k].forfeits);
        if (st[k].bets) {
            cJSON_AddNumberToObject(e, "bets", st[k].bets);
            cJSON_AddNumberToObject(e, "bet_hit_rate", (double)st[k].bet_hits / st[k].bets);
        }
        cJSON_AddItemToArray(arr, e);
    }
    cli_print_json(j);
    cli_opts_free(&o);
    carc_rules_free(R);
    return status;
}
