/* SPDX-License-Identifier: GPL-3.0-or-later */
/* opencarc-cli selfplay: fits the computer players' evaluation weights (engine/ai/ai.h) for one setup.
 * Computer seats play games against each other; after every turn each player's evaluation terms are
 * taken, and at the end a least-squares fit per phase of the game finds the weights that best predict
 * each player's final margin from the terms' margins. The fit leans towards the weights set by hand
 * (ridge), so a term the games never exercise (a module not in the setup) keeps its hand-set weight.
 * Deterministic for a seed. Writes the setup's entry into a weights file, keeping the other setups. */
#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_seat.h"

#define T AI_TERMS
#define WEIGHTS_FORMAT "opencarc-ai-weights/1"
/* How strongly the fit leans to the hand-set weights: a share of each term's own spread, and a floor
 * for a term that never varies. */
#define RIDGE_SHARE 0.01
#define RIDGE_FLOOR 1e-3

typedef struct fit {
    double a[AI_PHASES][T][T], b[AI_PHASES][T], yy[AI_PHASES];
    long long n[AI_PHASES];
} fit;

typedef struct sample {
    int phase;
    double term[CARC_MAX_PLAYERS][T];
} sample;

/* A player's margin over the others' mean (in two-player games: over the other). */
static double margin(const double *v, int np, int p)
{
    double others = 0;
    for (int q = 0; q < np; q++)
        if (q != p)
            others += v[q];
    return v[p] - others / (np - 1);
}

static void add_samples(fit *F, const sample *s, int ns, const carc_game *end, int np, FILE *data, int game)
{
    double final[CARC_MAX_PLAYERS];
    for (int p = 0; p < np; p++)
        final[p] = carc_game_score(end, p);
    for (int i = 0; i < ns; i++)
        for (int p = 0; p < np; p++) {
            double x[T], col[CARC_MAX_PLAYERS];
            for (int k = 0; k < T; k++) {
                for (int q = 0; q < np; q++)
                    col[q] = s[i].term[q][k];
                x[k] = margin(col, np, p);
            }
            double y = margin(final, np, p);
            int ph = s[i].phase;
            for (int j = 0; j < T; j++) {
                for (int k = 0; k < T; k++)
                    F->a[ph][j][k] += x[j] * x[k];
                F->b[ph][j] += x[j] * y;
            }
            F->yy[ph] += y * y;
            F->n[ph]++;
            if (data) {
                fprintf(data, "%d,%d,%d,%d", game, i, ph, p);
                for (int k = 0; k < T; k++)
                    fprintf(data, ",%.4f", x[k]);
                fprintf(data, ",%.1f\n", y);
            }
        }
}

/* Solve m w = r (T x T, Gaussian elimination with partial pivoting); false when singular. */
static bool solve(double m[T][T], double r[T], double w[T])
{
    for (int c = 0; c < T; c++) {
        int piv = c;
        for (int i = c + 1; i < T; i++)
            if (fabs(m[i][c]) > fabs(m[piv][c]))
                piv = i;
        if (fabs(m[piv][c]) < 1e-12)
            return false;
        for (int k = 0; k < T; k++) {
            double t = m[c][k];
            m[c][k] = m[piv][k], m[piv][k] = t;
        }
        double t = r[c];
        r[c] = r[piv], r[piv] = t;
        for (int i = c + 1; i < T; i++) {
            double f = m[i][c] / m[c][c];
            for (int k = c; k < T; k++)
                m[i][k] -= f * m[c][k];
            r[i] -= f * r[c];
        }
    }
    for (int c = T - 1; c >= 0; c--) {
        double s = r[c];
        for (int k = c + 1; k < T; k++)
            s -= m[c][k] * w[k];
        w[c] = s / m[c][c];
    }
    return true;
}

/* The share of the final margins' spread that weights w explain (R^2), from the sums. */
static double explained(const fit *F, int ph, const double w[T])
{
    if (F->yy[ph] <= 0)
        return 0;
    double sse = F->yy[ph];
    for (int j = 0; j < T; j++) {
        sse -= 2 * w[j] * F->b[ph][j];
        for (int k = 0; k < T; k++)
            sse += w[j] * w[k] * F->a[ph][j][k];
    }
    return 1 - sse / F->yy[ph];
}

static bool fit_weights(const fit *F, const ai_weight_table *prior, ai_weight_table out)
{
    for (int ph = 0; ph < AI_PHASES; ph++) {
        double m[T][T], r[T];
        for (int j = 0; j < T; j++) {
            double lambda = RIDGE_SHARE * F->a[ph][j][j] + RIDGE_FLOOR * (double)F->n[ph];
            for (int k = 0; k < T; k++)
                m[j][k] = F->a[ph][j][k] + (j == k ? lambda : 0);
            r[j] = F->b[ph][j] + lambda * (*prior)[ph][j];
        }
        if (F->n[ph] == 0)
            memcpy(out[ph], (*prior)[ph], sizeof out[ph]);
        else if (!solve(m, r, out[ph]))
            return false;
    }
    return true;
}

/* One game with a seat per player, seats rotating by rot; samples every position where a turn begins. */
static bool play_game(const carc_rules *R, const carc_setup *s, const char **specs, int rot, ai_budget budget, fit *F, FILE *data, int game)
{
    carc_err err;
    carc_game *g = carc_game_new(R, s, &err), *scratch = g ? carc_game_clone(g) : NULL;
    int np = s->nplayers, cap = 256, ns = 0;
    sample *smp = malloc((size_t)cap * sizeof *smp);
    ai_player *ai[CARC_MAX_PLAYERS] = {0};
    bool ok = g && scratch && smp;
    if (!g)
        fprintf(stderr, "opencarc-cli: %s\n", err.msg);
    for (int p = 0; ok && p < np; p++)
        if (!(ai[p] = ai_new(specs[(p + rot) % np], s->seed * 31 + (uint64_t)p)))
            ok = false;
        else
            ai_set_budget(ai[p], budget);
    if (ok)
        carc_game_set_recording(g, false);
    int turn = -1;
    while (ok && !carc_game_over(g)) {
        if (carc_game_turn(g) != turn) {
            turn = carc_game_turn(g);
            if (ns == cap) {
                sample *more = realloc(smp, (size_t)(cap *= 2) * sizeof *smp);
                if (!(ok = more != NULL))
                    break;
                smp = more;
            }
            carc_game_copy(scratch, g);
            smp[ns].phase = ai_eval_terms(scratch, smp[ns].term);
            ns++;
        }
        carc_action a;
        if (!ai_decide(ai[carc_game_current_player(g)], g, &a, NULL) || carc_game_apply(g, &a, &err) != CARC_OK) {
            fprintf(stderr, "opencarc-cli: selfplay game %d stopped: %s\n", game, err.msg);
            ok = false;
        }
    }
    if (ok)
        add_samples(F, smp, ns, g, np, data, game);
    for (int p = 0; p < np; p++)
        ai_free(ai[p]);
    free(smp);
    carc_game_free(scratch);
    carc_game_free(g);
    return ok;
}

static cJSON *table_json(ai_weight_table w)
{
    cJSON *rows = cJSON_CreateArray();
    for (int ph = 0; ph < AI_PHASES; ph++) {
        cJSON *row = cJSON_CreateArray();
        for (int k = 0; k < T; k++)
            cJSON_AddItemToArray(row, cJSON_CreateNumber(round(w[ph][k] * 1e4) / 1e4));
        cJSON_AddItemToArray(rows, row);
    }
    return rows;
}

/* Put entry (for setup key) into the weights file, replacing that setup's entry and keeping the others;
 * written whole to a new file first, so a failure leaves the old one as it was. */
static bool write_weights(const char *path, const char *key, cJSON *entry)
{
    carc_err err;
    char *text = carc_read_text_file(path, &err);
    cJSON *root = text ? carc_parse_json(text, path, &err) : NULL;
    free(text);
    cJSON *setups = root ? cJSON_GetObjectItemCaseSensitive(root, "setups") : NULL;
    const cJSON *format = root ? cJSON_GetObjectItemCaseSensitive(root, "format") : NULL;
    if (!root || !cJSON_IsArray(setups) || !cJSON_IsString(format) || strcmp(format->valuestring, WEIGHTS_FORMAT) != 0) {
        fprintf(stderr, "opencarc-cli: %s: %s\n", path,
                root ? "not a weights file (\"format\": \"" WEIGHTS_FORMAT "\", \"setups\": [...])" : err.msg);
        cJSON_Delete(root);
        cJSON_Delete(entry);
        return false;
    }
    int at = 0;
    const cJSON *e;
    cJSON_ArrayForEach(e, setups)
    {
        const cJSON *k = cJSON_GetObjectItemCaseSensitive(e, "setup");
        if (cJSON_IsString(k) && strcmp(k->valuestring, key) == 0)
            break;
        at++;
    }
    if (at < cJSON_GetArraySize(setups))
        cJSON_ReplaceItemInArray(setups, at, entry);
    else
        cJSON_AddItemToArray(setups, entry);
    char *out = cJSON_Print(root), tmp[4200];
    cJSON_Delete(root);
    snprintf(tmp, sizeof tmp, "%s.new", path);
    FILE *f = out ? fopen(tmp, "w") : NULL;
    bool ok = f && fputs(out, f) >= 0 && fputc('\n', f) != EOF;
    int why = errno;
    if (f && fclose(f) != 0)
        ok = false, why = errno;
    if (ok && rename(tmp, path) != 0)
        ok = false, why = errno;
    if (!ok) {
        fprintf(stderr, "opencarc-cli: cannot write %s: %s\n", path, strerror(why));
        remove(tmp);
    }
    free(out);
    return ok;
}

/* usage: selfplay [--games N] [--players P] [--map M] [--expansions a,b] [--seed S] [--seats A,B]
 *                 [--iterations K] [--data FILE.csv] [--weights FILE] */
/* The seats' levels from --seats (greedy for those it leaves out); false (said) for a seat that is not a
 * computer level. */
static bool seats_of(cli_opts *o, const char **specs)
{
    char msg[240];
    int nseats = 0;
    if (o->seats && (nseats = cli_seats_parse(o->seats, specs, CARC_MAX_PLAYERS, msg, sizeof msg)) < 0) {
        fprintf(stderr, "opencarc-cli: --seats: %s\n", msg);
        return false;
    }
    if (nseats)
        o->players = nseats;
    for (int k = nseats; k < o->players; k++)
        specs[k] = "greedy";
    for (int k = 0; k < o->players; k++)
        if (!ai_level_known(specs[k])) {
            fprintf(stderr, "opencarc-cli: --seats: selfplay plays computer levels only, not \"%s\"\n", specs[k]);
            return false;
        }
    return true;
}

/* The setup's entry of the weights file: the fitted weights, how they were made, and how much of the
 * final margins they and the weights by hand explain in each phase. */
static cJSON *fit_entry(const fit *F, ai_weight_table w, const ai_weight_table *prior, const char *key, const cli_opts *o,
                        const char **specs, int games)
{
    cJSON *entry = cJSON_CreateObject(), *r2 = cJSON_CreateArray(), *r2h = cJSON_CreateArray(), *n = cJSON_CreateArray();
    cJSON_AddStringToObject(entry, "setup", key);
    cJSON_AddItemToObject(entry, "weights", table_json(w));
    char how[400], seats[200] = "";
    for (int k = 0; k < o->players; k++)
        snprintf(seats + strlen(seats), sizeof seats - strlen(seats), "%s%s", k ? "," : "", specs[k]);
    snprintf(how, sizeof how, "opencarc-cli selfplay --games %d --seed %llu --seats %s%s%s%s%s%s", games, (unsigned long long)o->seed,
             seats, o->expansions ? " --expansions " : "", o->expansions ? o->expansions : "", o->map ? " --map " : "",
             o->map ? o->map : "", o->iterations ? " --iterations (see the level)" : "");
    cJSON_AddStringToObject(entry, "made_by", how);
    for (int ph = 0; ph < AI_PHASES; ph++) {
        cJSON_AddItemToArray(n, cJSON_CreateNumber((double)F->n[ph]));
        cJSON_AddItemToArray(r2, cJSON_CreateNumber(round(explained(F, ph, w[ph]) * 1e3) / 1e3));
        cJSON_AddItemToArray(r2h, cJSON_CreateNumber(round(explained(F, ph, (*prior)[ph]) * 1e3) / 1e3));
    }
    cJSON_AddItemToObject(entry, "samples", n);
    cJSON_AddItemToObject(entry, "r2", r2);
    cJSON_AddItemToObject(entry, "r2_by_hand", r2h);
    return entry;
}

/* The key the fitted weights are kept under: the setup's modules (ai_setup_key), from a game of it. */
static bool setup_key(const carc_rules *R, const carc_setup *s, char *key, size_t cap)
{
    carc_err err;
    carc_game *probe = carc_game_new(R, s, &err);
    if (!probe) {
        fprintf(stderr, "opencarc-cli: %s\n", err.msg);
        return false;
    }
    ai_setup_key(probe, key, (int)cap);
    carc_game_free(probe);
    return true;
}

int cmd_selfplay(int argc, char **argv)
{
    const char *weights_path = NULL, *data_path = NULL;
    char *rest[64];
    int nrest = 0;
    for (int i = 0; i < argc; i++) {
        if (i + 1 < argc && strcmp(argv[i], "--weights") == 0)
            weights_path = argv[++i];
        else if (i + 1 < argc && strcmp(argv[i], "--data") == 0)
            data_path = argv[++i];
        else if (nrest < 64)
            rest[nrest++] = argv[i];
        else
            return cli_usage();
    }
    cli_opts o = {.players = 2, .games = 1000, .seed = 1};
    const char *specs[CARC_MAX_PLAYERS];
    if (!cli_parse_opts(nrest, rest, &o) || o.think_ms || o.players < 2 || o.players > CARC_MAX_PLAYERS) {
        cli_opts_free(&o);
        return cli_usage(); /* a time budget would make the games depend on the machine */
    }
    if (!seats_of(&o, specs)) {
        cli_opts_free(&o);
        return 1;
    }
    carc_setup s;
    carc_rules *R = cli_load_rules();
    if (!R || !cli_make_setup(&s, &o, o.seed)) {
        cli_opts_free(&o);
        carc_rules_free(R);
        return R ? cli_usage() : 2;
    }
    char key[CARC_MAX_MODULES * CARC_NAME_LEN];
    if (!setup_key(R, &s, key, sizeof key)) {
        cli_opts_free(&o);
        carc_rules_free(R);
        return 2;
    }
    const ai_weight_table *prior = ai_weights_by_hand();
    FILE *data = data_path ? fopen(data_path, "w") : NULL;
    if (data_path && !data)
        fprintf(stderr, "opencarc-cli: cannot write %s: %s\n", data_path, strerror(errno));
    fit *F = calloc(1, sizeof *F);
    int status = F && (!data_path || data) ? 0 : 2, games = 0;
    if (data)
        fprintf(data, "game,turn,phase,player,score,open,figures,modules,final_margin\n");
    ai_budget budget = {.iterations = o.iterations};
    for (int i = 0; status == 0 && i < o.games; i++) {
        s.seed = o.seed + (uint64_t)i;
        if (!play_game(R, &s, specs, i % o.players, budget, F, data, i))
            status = 2;
        else
            games++;
    }
    if (data && fclose(data) != 0) {
        fprintf(stderr, "opencarc-cli: cannot write %s: %s\n", data_path, strerror(errno));
        status = 2;
    }
    ai_weight_table w;
    if (status == 0 && !fit_weights(F, prior, w)) {
        fprintf(stderr, "opencarc-cli: selfplay: the fit has no solution (too few games?)\n");
        status = 2;
    }
    if (status == 0) {
        cJSON *entry = fit_entry(F, w, prior, key, &o, specs, games);
        cli_print_json(cJSON_Duplicate(entry, true));
        if (weights_path && !write_weights(weights_path, key, entry))
            status = 2;
        else if (!weights_path)
            cJSON_Delete(entry);
    }
    free(F);
    cli_opts_free(&o);
    carc_rules_free(R);
    return status;
}
