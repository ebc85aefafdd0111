/* SPDX-License-Identifier: GPL-3.0-or-later */
/* opencarc-cli serve and join: a headless host of one network game (docs/NETWORK.md), and a headless
 * client whose seat plays random legal moves (the tests' and benchmarks' players behind the protocol). */
#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <time.h>

#include "ai.h"
#include "cli.h"
#include "net_lan.h"
#include "net_lobby.h"
#include "net_random.h"
#include "net_tls.h"
#include "net_ws.h"

static volatile sig_atomic_t stop;
static void on_signal(int sig)
{
    (void)sig, stop = 1;
}

static void catch_signals(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    signal(SIGPIPE, SIG_IGN);
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The network's own options (taken out of argv; the rest are the CLI's common ones). */
typedef struct net_opts {
    const char *listen, *host, *key, *resume, *save, *secret_file, *out, *views, *stats, *name, *color, *announce, *tls, *fingerprint;
    const char *undo; /* join: the answer to an undo another player asks ("agree", "refuse"; NULL: none, it plays on) */
    int port, seat, delay_ms, tables, ask_undo; /* ask_undo: join asks once the game has that many actions (-1: never) */
    int per_address;                            /* serve: connections at once from one address (0: net_guard_defaults) */
    bool quit_when_over, watch;
} net_opts;

static bool take_net_opts(int *argc, char **argv, net_opts *n)
{
    int k = 0;
    for (int i = 0; i < *argc; i++) {
        const char *a = argv[i], *v = i + 1 < *argc ? argv[i + 1] : NULL;
        const char **str = strcmp(a, "--listen") == 0        ? &n->listen
                           : strcmp(a, "--host") == 0        ? &n->host
                           : strcmp(a, "--key") == 0         ? &n->key
                           : strcmp(a, "--resume") == 0      ? &n->resume
                           : strcmp(a, "--save") == 0        ? &n->save
                           : strcmp(a, "--secret-file") == 0 ? &n->secret_file
                           : strcmp(a, "--out") == 0         ? &n->out
                           : strcmp(a, "--views") == 0       ? &n->views
                           : strcmp(a, "--stats") == 0       ? &n->stats
                           : strcmp(a, "--name") == 0        ? &n->name
                           : strcmp(a, "--color") == 0       ? &n->color
                           : strcmp(a, "--announce") == 0    ? &n->announce
                           : strcmp(a, "--tls") == 0         ? &n->tls
                           : strcmp(a, "--fingerprint") == 0 ? &n->fingerprint
                           : strcmp(a, "--undo") == 0        ? &n->undo
                                                             : NULL;
        char *end;
        if (strcmp(a, "--quit-when-over") == 0)
            n->quit_when_over = true;
        else if (strcmp(a, "--watch") == 0)
            n->watch = true;
        else if (str && v)
            *str = argv[++i];
        else if ((strcmp(a, "--port") == 0 || strcmp(a, "--seat") == 0 || strcmp(a, "--delay-ms") == 0 || strcmp(a, "--tables") == 0 ||
                  strcmp(a, "--ask-undo") == 0 || strcmp(a, "--conns-per-address") == 0) &&
                 v) {
            long x = strtol(v, &end, 10);
            if (*end || !*v || x < 0 || x > 65535)
                return false;
            *(strcmp(a, "--port") == 0                ? &n->port
              : strcmp(a, "--seat") == 0              ? &n->seat
              : strcmp(a, "--delay-ms") == 0          ? &n->delay_ms
              : strcmp(a, "--tables") == 0            ? &n->tables
              : strcmp(a, "--conns-per-address") == 0 ? &n->per_address
                                                      : &n->ask_undo) = (int)x;
            i++;
        } else
            argv[k++] = argv[i];
    }
    *argc = k;
    return true;
}

/* Write text to path through a temporary file and a rename, so a crash never leaves half a save; readable
 * by its owner only (a host's save holds every seat's secret, a client's file its own). */
static bool write_atomic(const char *path, const char *text)
{
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    FILE *f = fd >= 0 && fchmod(fd, 0600) == 0 ? fdopen(fd, "w") : NULL;
    if (!f && fd >= 0)
        close(fd);
    bool ok = f && fputs(text, f) >= 0 && fputc('\n', f) != EOF && fflush(f) == 0;
    if (f && fclose(f) != 0)
        ok = false;
    if (ok && rename(tmp, path) != 0)
        ok = false;
    if (!ok)
        fprintf(stderr, "opencarc-cli: cannot write %s: %s\n", path, strerror(errno));
    return ok;
}

static bool write_json(const char *path, cJSON *j)
{
    char *text = cJSON_PrintUnformatted(j);
    bool ok = text && write_atomic(path, text);
    free(text);
    cJSON_Delete(j);
    return ok;
}

typedef struct host {
    net_lobby *l;
    const char *save;
} host;

/* The host's save: each table's game and who holds which seat, after every action (a restarted host
 * resumes them all). */
static void autosave(void *ctx)
{
    host *h = ctx;
    if (!h->save)
        return;
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "format", "opencarc-host/1");
    cJSON *tables = cJSON_AddArrayToObject(j, "tables");
    for (int i = 0; i < net_lobby_count(h->l); i++) {
        cJSON *t = cJSON_CreateObject();
        cJSON_AddItemToObject(t, "seats", net_table_seats_json(net_lobby_table(h->l, i)));
        cJSON_AddItemToObject(t, "game", carc_game_save_json(net_table_game(net_lobby_table(h->l, i))));
        cJSON_AddItemToArray(tables, t);
    }
    write_json(h->save, j);
}

/* One table of a host's save; NULL and a message naming the file and the table otherwise. */
static net_table *resume_table(const carc_rules *R, const char *path, int i, const cJSON *tj)
{
    const cJSON *game = cJSON_GetObjectItemCaseSensitive(tj, "game"), *seats = cJSON_GetObjectItemCaseSensitive(tj, "seats");
    char *text = cJSON_IsObject(game) ? cJSON_PrintUnformatted(game) : NULL;
    carc_replay r = {0};
    carc_err err;
    net_table *t = NULL;
    if (!text || !cJSON_IsObject(seats))
        fprintf(stderr, "opencarc-cli: %s: tables[%d]: \"game\" and \"seats\" are expected\n", path, i);
    else if (!carc_replay_text(R, text, path, &r))
        fprintf(stderr, "opencarc-cli: %s: tables[%d]: %s\n", path, i, r.err.msg);
    else if (r.failed_action >= 0)
        fprintf(stderr, "opencarc-cli: %s: tables[%d]: action %d: %s\n", path, i, r.failed_action, r.err.msg);
    else if (!(t = net_table_new(r.game, "")))
        fprintf(stderr, "opencarc-cli: out of memory\n");
    else if (!net_table_load_seats(t, seats, &err)) {
        fprintf(stderr, "opencarc-cli: %s: tables[%d]: %s\n", path, i, err.msg);
        net_table_free(t); /* and the game it held */
        t = NULL;
        r.game = NULL;
    }
    if (!t)
        carc_game_free(r.game);
    free(text);
    return t;
}

/* Every table of a host's save into l; false with a message otherwise. */
static bool resume(const carc_rules *R, const char *path, net_lobby *l)
{
    carc_err err;
    cJSON *j = carc_load_json(path, &err);
    const cJSON *tables = cJSON_GetObjectItemCaseSensitive(j, "tables");
    bool ok = cJSON_GetArraySize(tables) > 0;
    if (!j)
        fprintf(stderr, "opencarc-cli: %s\n", err.msg);
    else if (!ok)
        fprintf(stderr, "opencarc-cli: %s: a host's save with \"tables\" is expected\n", path);
    for (int i = 0; ok && i < cJSON_GetArraySize(tables); i++) {
        net_table *t = resume_table(R, path, i, cJSON_GetArrayItem(tables, i));
        if (t && !net_lobby_add(l, t)) {
            fprintf(stderr, "opencarc-cli: %s: tables[%d]: a key another table has\n", path, i);
            net_table_free(t);
            t = NULL;
        }
        ok = t != NULL;
    }
    cJSON_Delete(j);
    return j && ok;
}

/* New games, one per table: --seats lists each seat as "human" (a client joins it) or a computer
 * level. Table k (from 0) has the key given (KEY-k+1 when there are several), else a key of its own from
 * the system's generator, as its seed is (--seed S: S, S+1, …, for tests). */
static bool new_tables(const carc_rules *R, int argc, char **argv, const char *key, int tables, net_lobby *l)
{
    uint64_t drawn = net_random64();
    cli_opts o = {.players = 2, .seed = drawn};
    carc_setup s;
    if (!cli_parse_opts(argc, argv, &o))
        return cli_usage(), false;
    int n = 0;
    const char *kind[CARC_MAX_PLAYERS];
    for (char *p = o.seats; p && *p && n <= CARC_MAX_PLAYERS;) {
        char *comma = strchr(p, ',');
        if (comma)
            *comma = 0;
        if (n < CARC_MAX_PLAYERS)
            kind[n] = p;
        n++;
        if (strcmp(p, "human") != 0 && !ai_level_known(p)) {
            fprintf(stderr, "opencarc-cli: --seats: unknown seat \"%s\" (human, easy, normal, hard, expert, greedy, random)\n", p);
            return cli_opts_free(&o), false;
        }
        p = comma ? comma + 1 : NULL;
    }
    if (n)
        o.players = n;
    bool ok = n <= CARC_MAX_PLAYERS && cli_make_setup(&s, &o, o.seed);
    if (!ok)
        cli_usage();
    for (int k = 0; k < n && ok; k++)
        if (strcmp(kind[k], "human") != 0)
            snprintf(s.players[k].ai, sizeof s.players[k].ai, "%s", kind[k]);
    for (int i = 0; i < tables && ok; i++) {
        carc_err err;
        char tkey[NET_KEY_MAX + 1];
        if (key)
            snprintf(tkey, sizeof tkey, tables > 1 ? "%.20s-%d" : "%s", key, i + 1);
        else
            net_key_make(tkey);
        s.seed = o.seed != drawn ? o.seed + (uint64_t)i : net_random64();
        carc_game *g = carc_game_new(R, &s, &err);
        net_table *t = g ? net_table_new(g, tkey) : NULL;
        if (!g)
            fprintf(stderr, "opencarc-cli: %s\n", err.msg);
        else if (!t)
            carc_game_free(g);
        ok = t && net_lobby_add(l, t);
    }
    cli_opts_free(&o);
    return ok;
}

/* Each seat's view of the finished game, PREFIX.<seat>.json (PREFIX.<table>.<seat>.json with several
 * tables): what its client must have seen last. */
static void write_views(const net_lobby *l, const char *prefix)
{
    for (int i = 0; i < net_lobby_count(l); i++) {
        const carc_game *g = net_table_game(net_lobby_table(l, i));
        for (int p = 0; p < carc_game_player_count(g); p++) {
            char path[4096];
            if (net_lobby_count(l) > 1)
                snprintf(path, sizeof path, "%s.%d.%d.json", prefix, i + 1, p);
            else
                snprintf(path, sizeof path, "%s.%d.json", prefix, p);
            write_json(path, carc_game_view_json(g, p));
        }
    }
}

/* The first line a host prints: where it listens, its game keys and fingerprint. */
static void print_hello(const net_lobby *l, int port, const char *fp)
{
    cJSON *hello = cJSON_CreateObject();
    cJSON_AddNumberToObject(hello, "port", port);
    cJSON_AddStringToObject(hello, "key", net_table_key(net_lobby_table(l, 0)));
    if (net_lobby_count(l) > 1) {
        cJSON *keys = cJSON_AddArrayToObject(hello, "keys");
        for (int i = 0; i < net_lobby_count(l); i++)
            cJSON_AddItemToArray(keys, cJSON_CreateString(net_table_key(net_lobby_table(l, i))));
    }
    if (fp[0])
        cJSON_AddStringToObject(hello, "fingerprint", fp);
    if (net_lobby_count(l) > 1)
        cJSON_AddNumberToObject(hello, "tables", net_lobby_count(l));
    cli_print_json(hello);
}

/* The last line: what the host spent (tools/netbench.sh). */
static void print_bye(const net_lobby *l)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    cJSON *bye = cJSON_CreateObject();
    cJSON_AddNumberToObject(bye, "tables", net_lobby_count(l));
    cJSON_AddNumberToObject(bye, "actions", (double)net_lobby_actions(l));
    cJSON_AddNumberToObject(bye, "cpu_seconds",
                            (double)ru.ru_utime.tv_sec + (double)ru.ru_stime.tv_sec + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) * 1e-6);
    cJSON_AddNumberToObject(bye, "max_rss_kb", (double)ru.ru_maxrss);
    cli_print_json(bye);
}

int cmd_serve(int argc, char **argv)
{
    net_opts n = {.port = 7437, .seat = -1, .tables = 1};
    if (!take_net_opts(&argc, argv, &n) || (n.resume && argc) || n.tables < 1 || n.tables > NET_LOBBY_TABLES)
        return cli_usage();
    if (n.key && (strlen(n.key) == 0 || strlen(n.key) > 20)) {
        fprintf(stderr, "opencarc-cli: --key: from 1 to 20 bytes\n");
        return 1;
    }
    carc_rules *R = cli_load_rules();
    if (!R)
        return 2;
    host h = {.save = n.save, .l = net_lobby_new()};
    bool ok = h.l && (n.resume ? resume(R, n.resume, h.l) : new_tables(R, argc, argv, n.key, n.tables, h.l));
    carc_err err;
    char fp[NET_FP_LEN + 1] = "";
    if (ok && n.tls && !net_tls_certificate(n.tls, fp, &err)) {
        fprintf(stderr, "opencarc-cli: --tls: %s\n", err.msg);
        ok = false;
    }
    net_guard_limits lim = net_guard_defaults;
    if (n.per_address) /* a benchmark's clients, or a club behind one address: each limit at once is N */
        lim.conns = lim.unjoined = n.per_address, lim.open_burst = n.per_address;
    net_ws *w = ok ? net_ws_host(h.l, n.listen, n.port, n.tls, &lim, autosave, &h, &err) : NULL;
    if (ok && !w)
        fprintf(stderr, "opencarc-cli: %s\n", err.msg);
    int status = w ? 0 : 2;
    if (w) {
        catch_signals();
        print_hello(h.l, net_ws_port(w), fp);
        fflush(stdout);
        autosave(&h);
        double over_at = 0, announced = 0;
        int lan = n.announce ? net_lan_announcer() : -1;
        while (!stop) {
            net_ws_service(w);
            if (lan >= 0 && now() - announced >= 1) { /* the games with a free seat, to the local network */
                announced = now();
                for (int i = 0; i < net_lobby_count(h.l); i++) {
                    char *text = net_lan_announcement(net_lobby_table(h.l, i), net_ws_port(w), fp[0] ? fp : NULL);
                    net_lan_announce(lan, n.announce, text);
                    free(text);
                }
            }
            if (!net_lobby_all_over(h.l) || !n.quit_when_over)
                continue;
            if (!over_at)
                over_at = now();
            /* every player has seen the end (one that lost its connection comes back for the last
             * state), or 30 s have passed */
            if ((net_ws_flushed(w) && net_lobby_all_finished(h.l)) || now() - over_at > 30)
                break;
        }
        net_lan_close(lan);
        if (n.views)
            write_views(h.l, n.views);
        print_bye(h.l);
    }
    net_ws_free(w);
    net_lobby_free(h.l);
    carc_rules_free(R);
    return status;
}

typedef struct client {
    const net_opts *n;
    uint64_t rng[4];
    char secret[NET_SECRET_LEN + 1];
    int acted;               /* the seq this client last acted at (-1: none since it connected) */
    int seq;                 /* the last state's (one with fewer actions: the game went back, an undo) */
    int seat;                /* the seat the host gave */
    bool over, failed, done; /* done: the host answered this seat's bye */
    bool asked, heard_asked; /* --ask-undo: asked; the host showed the question (else a refusal asks again) */
    char *view;              /* the last state's view, as the host sent it */
    double heard, sent;      /* when the host was last heard; when the last action went out */
    double latency[4096];    /* --stats: seconds from an action sent to the state that follows it */
    int nlatency;
} client;

static void send_json(net_ws *w, cJSON *j)
{
    char *text = cJSON_PrintUnformatted(j);
    if (text)
        net_ws_send(w, text);
    free(text);
    cJSON_Delete(j);
}

static void hello(client *c, net_ws *w)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "type", c->n->watch ? "watch" : *c->secret ? "rejoin" : "join");
    cJSON_AddNumberToObject(j, "protocol", NET_PROTOCOL);
    cJSON_AddStringToObject(j, "key", c->n->key ? c->n->key : "");
    if (*c->secret)
        cJSON_AddStringToObject(j, "secret", c->secret);
    else if (c->n->seat >= 0)
        cJSON_AddNumberToObject(j, "seat", c->n->seat);
    if (!*c->secret && c->n->name)
        cJSON_AddStringToObject(j, "name", c->n->name);
    if (!*c->secret && c->n->color)
        cJSON_AddStringToObject(j, "color", c->n->color);
    send_json(w, j);
}

static void say_seq(net_ws *w, const char *type, int seq)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "type", type);
    cJSON_AddNumberToObject(j, "seq", seq);
    send_json(w, j);
}

/* --undo and --ask-undo (the tests' players of an undo by agreement): ask once the game has that many
 * actions, answer another's question, and make no move while one is open. True when this state is for
 * that. */
static bool undo_step(client *c, net_ws *w, const cJSON *state)
{
    const cJSON *seq = cJSON_GetObjectItemCaseSensitive(state, "seq"), *ask = cJSON_GetObjectItemCaseSensitive(state, "undo_asked"), *p;
    if ((!c->n->undo && c->n->ask_undo < 0) || !cJSON_IsNumber(seq) || c->over)
        return false;
    if (!ask && c->n->ask_undo >= 0 && !c->asked && seq->valueint >= c->n->ask_undo) {
        say_seq(w, "ask_undo", seq->valueint);
        c->asked = true;
        return true;
    }
    if (!ask)
        return c->asked && !c->heard_asked; /* the question on its way: no move that would end it */
    if (cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(ask, "by")) == c->seat)
        c->heard_asked = true;
    cJSON_ArrayForEach(p, cJSON_GetObjectItemCaseSensitive(ask, "agreed")) if (cJSON_IsNumber(p) && p->valueint == c->seat) return true;
    if (c->n->undo)
        say_seq(w, strcmp(c->n->undo, "agree") == 0 ? "agree_undo" : "refuse_undo", seq->valueint);
    return c->n->undo != NULL;
}

/* One message from the host: keep the seat's secret, and play a random legal move when it is asked. */
static void on_message(void *ctx, net_ws *w, const char *text, size_t len)
{
    client *c = ctx;
    carc_err err;
    cJSON *j = carc_parse_json(text, "host message", &err);
    const char *type = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "type"));
    (void)len;
    c->heard = now();
    if (getenv("OPENCARC_NET_TRACE"))
        fprintf(stderr, "%.3f %.*s\n", c->heard, 120, text);
    if (!type)
        fprintf(stderr, "opencarc-cli: the host sent what is not a message: %s\n", j ? "no type" : err.msg);
    else if (strcmp(type, "welcome") == 0) {
        const char *secret = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "secret"));
        const cJSON *seat = cJSON_GetObjectItemCaseSensitive(j, "seat");
        c->seat = cJSON_IsNumber(seat) ? seat->valueint : -1;
        if (secret && strlen(secret) == NET_SECRET_LEN) {
            snprintf(c->secret, sizeof c->secret, "%s", secret);
            if (c->n->secret_file)
                write_atomic(c->n->secret_file, secret);
        }
    } else if (strcmp(type, "bye") == 0) {
        c->done = true;
    } else if (strcmp(type, "refused") == 0) {
        fprintf(stderr, "opencarc-cli: the host refused: %s\n", cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "why")));
        /* a wrong key, no free seat, or the seat taken back by another connection with its secret */
        if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(j, "closing")))
            c->failed = true;
        cJSON *ask = cJSON_CreateObject();
        cJSON_AddStringToObject(ask, "type", "state");
        send_json(w, ask);
        c->acted = -1;
        c->asked = c->heard_asked; /* a question refused (the game had moved on): asked again */
    } else if (strcmp(type, "state") == 0) {
        const cJSON *legal = cJSON_GetObjectItemCaseSensitive(j, "legal"), *seq = cJSON_GetObjectItemCaseSensitive(j, "seq");
        free(c->view);
        c->view = cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(j, "view"));
        c->over = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(j, "over"));
        if (c->over) { /* seen: the host may stop waiting for this seat */
            cJSON *bye = cJSON_CreateObject();
            cJSON_AddStringToObject(bye, "type", "bye");
            send_json(w, bye);
        }
        if (c->sent && cJSON_IsNumber(seq) && seq->valueint > c->acted && c->nlatency < 4096) {
            c->latency[c->nlatency++] = c->heard - c->sent;
            c->sent = 0;
        }
        int n = cJSON_GetArraySize(legal);
        if (cJSON_IsNumber(seq) && seq->valueint < c->seq)
            c->acted = -1; /* taken back: the same seq asks again */
        c->seq = cJSON_IsNumber(seq) ? seq->valueint : c->seq;
        if (undo_step(c, w, j))
            n = 0; /* an undo asked, answered or waited for: no move meanwhile */
        if (n > 0 && cJSON_IsNumber(seq) && seq->valueint != c->acted) {
            if (c->n->delay_ms)
                nanosleep(&(struct timespec){c->n->delay_ms / 1000, c->n->delay_ms % 1000 * 1000000L}, NULL);
            cJSON *act = cJSON_CreateObject();
            cJSON_AddStringToObject(act, "type", "act");
            cJSON_AddNumberToObject(act, "seq", seq->valueint);
            cJSON_AddItemToObject(act, "action", cJSON_Duplicate(cJSON_GetArrayItem(legal, carc_rng_below(c->rng, n)), true));
            send_json(w, act);
            c->acted = seq->valueint;
            c->sent = now();
        }
    }
    cJSON_Delete(j);
}

int cmd_join(int argc, char **argv)
{
    net_opts n = {.port = 7437, .seat = -1, .host = "127.0.0.1", .ask_undo = -1};
    cli_opts o = {.seed = 1};
    if (!take_net_opts(&argc, argv, &n) || !cli_parse_opts(argc, argv, &o) || o.seats || o.expansions ||
        (n.undo && strcmp(n.undo, "agree") != 0 && strcmp(n.undo, "refuse") != 0)) {
        cli_opts_free(&o);
        return cli_usage();
    }
    cli_opts_free(&o);
    char fp[NET_FP_LEN + 1] = "";
    if (n.fingerprint && !net_tls_fingerprint_parse(n.fingerprint, fp)) {
        fprintf(stderr, "opencarc-cli: --fingerprint: 20 hexadecimal digits, as the host shows them (%s)\n", n.fingerprint);
        return 1;
    }
    client c = {.n = &n, .acted = -1, .seat = -1, .heard = now()};
    carc_rng_seed(c.rng, o.seed);
    if (n.secret_file) { /* a client restarted after a crash takes its seat back */
        carc_err err;
        char *s = carc_read_text_file(n.secret_file, &err); /* none yet: a first join */
        if (s)
            snprintf(c.secret, sizeof c.secret, "%.*s", NET_SECRET_LEN, s);
        free(s);
    }
    catch_signals();
    carc_err err;
    net_ws *w = NULL;
    bool said_hello = false;
    const double give_up = 30; /* seconds without a word from the host */
    while (!stop && !c.done && !c.failed && now() - c.heard < give_up) {
        if (!w) {
            said_hello = false;
            c.acted = -1;
            if (!(w = net_ws_connect(n.host, n.port, fp, on_message, &c, &err))) {
                fprintf(stderr, "opencarc-cli: %s\n", err.msg);
                break;
            }
        }
        net_ws_service(w);
        if (net_ws_open(w) && said_hello) /* the library's pings keep an open connection alive: the host is there */
            c.heard = now();
        if (net_ws_open(w) && !said_hello) {
            hello(&c, w);
            said_hello = true;
        }
        if (net_ws_untrusted(w)) {
            fprintf(stderr, "opencarc-cli: join: the host's certificate at %s port %d has another fingerprint than %s: not joined\n",
                    n.host, n.port, fp);
            c.failed = true;
            break;
        }
        if (net_ws_closed(w)) { /* dropped, or the host is restarting: connect again shortly */
            net_ws_free(w);
            w = NULL;
            nanosleep(&(struct timespec){0, 200000000}, NULL);
        }
    }
    net_ws_free(w);
    int status = c.over ? 0 : 1;
    if (n.stats) { /* the benchmark's figures (tools/netbench.sh) */
        cJSON *j = cJSON_CreateObject(), *ms = cJSON_AddArrayToObject(j, "latency_ms");
        for (int i = 0; i < c.nlatency; i++)
            cJSON_AddItemToArray(ms, cJSON_CreateNumber(c.latency[i] * 1e3));
        if (!write_json(n.stats, j))
            status = 2;
    }
    if (c.over && n.out && !(c.view && write_atomic(n.out, c.view)))
        status = 2;
    if (!c.over && !c.failed && !stop && !c.view)
        fprintf(stderr, "opencarc-cli: join: no host answered at %s port %d for 30 s\n", n.host, n.port);
    else if (!c.over)
        fprintf(stderr, "opencarc-cli: join: %s\n", c.failed ? "refused" : stop ? "stopped" : "no connection to the host for 30 s");
    free(c.view);
    return status;
}
