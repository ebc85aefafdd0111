/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An outside program at the table: started with /bin/sh -c in a process group of its own, one JSON
 * object per line each way. The program sees the game as its player does (carc_game_view_json) and
 * answers one legal action; every failure of the program is a forfeit, never a failure of OpenCarc:
 * nothing it does (not reading, not writing, not quitting) can hold OpenCarc past the time limit, and
 * none of its processes outlives its game. */
#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include "cli_bot.h"

#define LINE_MAX_BYTES (1 << 20) /* an answer is one action: far less than this */
#define QUIT_MS 1000             /* after game_over, to quit on its own */
#define TERM_GRACE_MS 500        /* after SIGTERM, before SIGKILL */

struct cli_bot {
    pid_t group;  /* the shell's pid: the process group of all the program's processes */
    int to, from; /* the program's stdin (non-blocking here) and stdout */
    int timeout_ms;
    char *buf;
    size_t len;
};

/* The programs' groups while they run, so that a signal ending OpenCarc (Ctrl-C, kill, a closed
 * terminal) ends them too: in groups of their own, they are out of the terminal's reach. A signal
 * handler sees only file-scope state; it changes only while those signals are blocked. */
static pid_t running[CARC_MAX_PLAYERS];
static const int fatal_signals[] = {SIGINT, SIGTERM, SIGHUP};

static void end_running(int sig)
{
    for (int i = 0; i < CARC_MAX_PLAYERS; i++)
        if (running[i] > 0)
            kill(-running[i], SIGKILL);
    signal(sig, SIG_DFL);
    raise(sig);
}

/* Catch the fatal signals not ignored or caught already (on), or let them end the process plainly
 * again (off: in the child, before its exec). */
static void catch_fatal(bool on)
{
    for (size_t i = 0; i < sizeof fatal_signals / sizeof *fatal_signals; i++) {
        struct sigaction sa;
        if (sigaction(fatal_signals[i], NULL, &sa) == 0 && sa.sa_handler == (on ? SIG_DFL : end_running)) {
            sa.sa_handler = on ? end_running : SIG_DFL;
            sigemptyset(&sa.sa_mask);
            sa.sa_flags = 0;
            sigaction(fatal_signals[i], &sa, NULL);
        }
    }
}

/* Block the fatal signals; the mask before in *old. */
static void block_fatal(sigset_t *old)
{
    sigset_t set;
    sigemptyset(&set);
    for (size_t i = 0; i < sizeof fatal_signals / sizeof *fatal_signals; i++)
        sigaddset(&set, fatal_signals[i]);
    sigprocmask(SIG_BLOCK, &set, old);
}

/* Note group as running, or with on false as ended; the fatal signals are blocked. */
static void note_running(pid_t group, bool on)
{
    for (int i = 0; i < CARC_MAX_PLAYERS; i++)
        if (running[i] == (on ? 0 : group)) {
            running[i] = on ? group : 0;
            return;
        }
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static cli_bot *not_started(const char *command, int err, char *msg, int msg_len)
{
    snprintf(msg, (size_t)msg_len, "cannot start %s: %s", command, strerror(err));
    return NULL;
}

cli_bot *cli_bot_start(const char *command, int timeout_s, char *msg, int msg_len)
{
#ifdef __linux__
    /* the program's processes, orphaned when the shell quits, become ours to reap: so a group whose
     * processes have all ended is seen empty, even where init reaps nobody (containers) */
    prctl(PR_SET_CHILD_SUBREAPER, 1);
#endif
    int in[2], out[2];
    if (pipe(in) != 0)
        return not_started(command, errno, msg, msg_len);
    if (pipe(out) != 0) {
        int err = errno;
        close(in[0]), close(in[1]);
        return not_started(command, err, msg, msg_len);
    }
    for (int k = 0; k < 2; k++)
        fcntl(in[k], F_SETFD, FD_CLOEXEC), fcntl(out[k], F_SETFD, FD_CLOEXEC);
    fcntl(in[1], F_SETFL, O_NONBLOCK); /* our end only: the program reads a blocking stdin */
    /* The command runs in a background subshell, which execs its last command, and the shell quits at
     * once: no shell holds the pipes, so a program that closes its output is seen closing it. (A
     * background list's stdin is /dev/null: the pipe is on fd 3 too.) */
    static const char wrap[] = "(\nexec <&3 3<&-\n%s\n) &\n";
    size_t script_len = sizeof wrap + strlen(command);
    char *script = malloc(script_len);
    if (!script)
        abort();
    snprintf(script, script_len, wrap, command);
    signal(SIGPIPE, SIG_IGN); /* a program that quits must not end OpenCarc */
    catch_fatal(true);
    sigset_t mask;
    block_fatal(&mask); /* until the new group is noted */
    pid_t pid = fork();
    if (pid == 0) {
        setpgid(0, 0);
        catch_fatal(false);
        sigprocmask(SIG_SETMASK, &mask, NULL);
        signal(SIGPIPE, SIG_DFL);
        /* copies above 2 first, so that each dup2 below makes a new descriptor, without FD_CLOEXEC */
        int r = fcntl(in[0], F_DUPFD_CLOEXEC, 10), w = fcntl(out[1], F_DUPFD_CLOEXEC, 10);
        if (r >= 0 && w >= 0 && dup2(r, 0) == 0 && dup2(r, 3) == 3 && dup2(w, 1) == 1)
            execl("/bin/sh", "sh", "-c", script, (char *)NULL);
        _exit(127);
    }
    int err = errno;
    if (pid > 0)
        note_running(pid, true);
    sigprocmask(SIG_SETMASK, &mask, NULL);
    free(script);
    close(in[0]);
    close(out[1]);
    if (pid < 0) {
        close(in[1]), close(out[0]);
        return not_started(command, err, msg, msg_len);
    }
    setpgid(pid, pid); /* as the child does: the group exists before any signal is sent to it */
    cli_bot *b = calloc(1, sizeof *b);
    if (!b)
        abort();
    b->group = pid;
    b->to = in[1];
    b->from = out[0];
    b->timeout_ms = timeout_s * 1000;
    return b;
}

/* Write j as one line by the deadline; false with why when the program does not take it. */
static bool send_json(cli_bot *b, cJSON *j, double deadline, char *why, int why_len)
{
    char *text = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    if (!text)
        abort();
    size_t n = strlen(text);
    text[n++] = '\n'; /* replaces the terminator: written with its length */
    size_t off = 0;
    while (off < n) {
        ssize_t w = write(b->to, text + off, n - off);
        if (w > 0) {
            off += (size_t)w;
        } else if (w < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
            snprintf(why, (size_t)why_len, "the program does not read its input (crashed or quit)");
            break;
        } else {
            int left = (int)(deadline - now_ms());
            struct pollfd pfd = {.fd = b->to, .events = POLLOUT};
            if (left <= 0 || poll(&pfd, 1, left) == 0) {
                snprintf(why, (size_t)why_len, "the program did not read its input within %d s", b->timeout_ms / 1000);
                break;
            }
        }
    }
    free(text);
    return off == n;
}

/* One line from the program by the deadline, or NULL with why. */
static char *read_line(cli_bot *b, double deadline, char *why, int why_len)
{
    for (;;) {
        char *nl = b->buf ? memchr(b->buf, '\n', b->len) : NULL;
        if (nl && memchr(b->buf, 0, (size_t)(nl - b->buf))) { /* the text would end there */
            snprintf(why, (size_t)why_len, "the answer is not an action: it holds a NUL byte");
            return NULL;
        }
        if (nl) {
            *nl = 0;
            char *line = strdup(b->buf);
            size_t rest = b->len - (size_t)(nl + 1 - b->buf);
            memmove(b->buf, nl + 1, rest);
            b->len = rest;
            return line;
        }
        if (b->len >= LINE_MAX_BYTES) {
            snprintf(why, (size_t)why_len, "an answer longer than %d bytes", LINE_MAX_BYTES);
            return NULL;
        }
        int left = (int)(deadline - now_ms());
        struct pollfd pfd = {.fd = b->from, .events = POLLIN};
        int r = left > 0 ? poll(&pfd, 1, left) : 0;
        if (r < 0 && errno == EINTR)
            continue;
        if (r == 0) {
            snprintf(why, (size_t)why_len, "no answer within %d s", b->timeout_ms / 1000);
            return NULL;
        }
        char *nb = realloc(b->buf, b->len + 4096 + 1);
        if (!nb)
            abort();
        b->buf = nb;
        ssize_t got = read(b->from, b->buf + b->len, 4096);
        if (got <= 0) {
            snprintf(why, (size_t)why_len, "the program closed its output (crashed or quit)");
            return NULL;
        }
        b->len += (size_t)got;
    }
}

bool cli_bot_decide(cli_bot *b, const carc_game *g, carc_action *out, char *why, int why_len)
{
    int p = carc_game_current_player(g);
    carc_action_list legal = {0};
    int n = carc_game_legal_actions(g, &legal);
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "type", "decide");
    cJSON_AddNumberToObject(j, "player", p);
    cJSON_AddItemToObject(j, "view", carc_game_view_json(g, p));
    cJSON_AddNumberToObject(j, "tiles_left", carc_game_tiles_left(g));
    cJSON *l = cJSON_AddArrayToObject(j, "legal");
    for (int i = 0; i < n; i++)
        cJSON_AddItemToArray(l, carc_action_to_json(&legal.v[i]));
    bool ok = false;
    char *line = NULL;
    double deadline = now_ms() + b->timeout_ms; /* for the whole exchange: writing as reading */
    if (send_json(b, j, deadline, why, why_len) && (line = read_line(b, deadline, why, why_len)) != NULL) {
        carc_err err;
        cJSON *answer = carc_parse_json(line, "answer", &err);
        carc_action a;
        if (!answer || !carc_action_from_json(&a, answer, &err)) {
            snprintf(why, (size_t)why_len, "the answer is not an action: %.120s", line);
        } else {
            /* the engine's own JSON of the answer, compared with each legal action's */
            char *mine = cJSON_PrintUnformatted(answer);
            for (int i = 0; i < n && !ok; i++) {
                cJSON *lj = carc_action_to_json(&legal.v[i]);
                cJSON *aj = carc_action_to_json(&a);
                ok = cJSON_Compare(lj, aj, true);
                if (ok)
                    *out = legal.v[i];
                cJSON_Delete(lj);
                cJSON_Delete(aj);
            }
            if (!ok)
                snprintf(why, (size_t)why_len, "the answer is not a legal action: %.120s", mine);
            free(mine);
        }
        cJSON_Delete(answer);
    }
    free(line);
    carc_action_list_free(&legal);
    return ok;
}

/* Whether all of the group's processes have ended within ms, those that are ours reaped. */
static bool group_ended(pid_t group, int ms)
{
    double until = now_ms() + ms;
    for (;;) {
        while (waitpid(-group, NULL, WNOHANG) > 0) {
        }
        if (kill(-group, 0) != 0 && errno == ESRCH)
            return true;
        if (now_ms() >= until)
            return false;
        nanosleep(&(struct timespec){0, 10000000}, NULL);
    }
}

void cli_bot_finish(cli_bot *b, const carc_game *g)
{
    if (g) {
        cJSON *j = cJSON_CreateObject();
        cJSON_AddStringToObject(j, "type", "game_over");
        cJSON *s = cJSON_AddArrayToObject(j, "scores");
        for (int p = 0; p < carc_game_player_count(g); p++)
            cJSON_AddItemToArray(s, cJSON_CreateNumber(carc_game_score(g, p)));
        char why[200];
        send_json(b, j, now_ms() + QUIT_MS, why, sizeof why);
    }
    close(b->to);
    close(b->from);
    /* a moment to quit on its own after game_over, then SIGTERM to all its processes, then SIGKILL */
    if (!group_ended(b->group, g ? QUIT_MS : 0)) {
        kill(-b->group, SIGTERM);
        if (!group_ended(b->group, TERM_GRACE_MS)) {
            kill(-b->group, SIGKILL);
            group_ended(b->group, TERM_GRACE_MS);
        }
    }
    sigset_t mask;
    block_fatal(&mask);
    note_running(b->group, false);
    sigprocmask(SIG_SETMASK, &mask, NULL);
    free(b->buf);
    free(b);
}
