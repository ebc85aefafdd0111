/* An outside program at the table: started with /bin/sh -c, one JSON object per line each way. The
 * program sees the game as its player does (carc_game_view_json) and answers one legal action; every
 * failure of the program is a forfeit, never a failure of OpenCarc. */
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

#include "cli_bot.h"

#define LINE_MAX_BYTES (1 << 20) /* an answer is one action: far less than this */

struct cli_bot {
    pid_t pid;
    int to, from; /* the program's stdin and stdout */
    char *buf;
    size_t len;
};

cli_bot *cli_bot_start(const char *command, char *msg, int msg_len)
{
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) {
        snprintf(msg, (size_t)msg_len, "cannot start %s: %s", command, strerror(errno));
        return NULL;
    }
    signal(SIGPIPE, SIG_IGN); /* a program that quits must not end OpenCarc */
    pid_t pid = fork();
    if (pid < 0) {
        snprintf(msg, (size_t)msg_len, "cannot start %s: %s", command, strerror(errno));
        return NULL;
    }
    if (pid == 0) {
        dup2(in[0], 0);
        dup2(out[1], 1);
        close(in[0]), close(in[1]), close(out[0]), close(out[1]);
        execl("/bin/sh", "sh", "-c", command, (char *)NULL);
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    fcntl(in[1], F_SETFD, FD_CLOEXEC);
    fcntl(out[0], F_SETFD, FD_CLOEXEC);
    cli_bot *b = calloc(1, sizeof *b);
    if (!b) abort();
    b->pid = pid;
    b->to = in[1];
    b->from = out[0];
    return b;
}

static bool send_json(cli_bot *b, cJSON *j)
{
    char *text = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    if (!text) return false;
    size_t n = strlen(text);
    text[n] = '\n'; /* replaces the terminator: written with its length */
    bool ok = true;
    for (size_t off = 0; ok && off <= n;) {
        ssize_t w = write(b->to, text + off, n + 1 - off);
        if (w < 0 && errno == EINTR) continue;
        ok = w > 0;
        off += w > 0 ? (size_t)w : 0;
    }
    free(text);
    return ok;
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* One line from the program within the time limit, or NULL with why. */
static char *read_line(cli_bot *b, char *why, int why_len)
{
    double deadline = now_ms() + CLI_BOT_TIMEOUT_MS;
    for (;;) {
        char *nl = b->buf ? memchr(b->buf, '\n', b->len) : NULL;
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
        if (r < 0 && errno == EINTR) continue;
        if (r == 0) {
            snprintf(why, (size_t)why_len, "no answer within %d s", CLI_BOT_TIMEOUT_MS / 1000);
            return NULL;
        }
        char *nb = realloc(b->buf, b->len + 4096 + 1);
        if (!nb) abort();
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
    for (int i = 0; i < n; i++) cJSON_AddItemToArray(l, carc_action_to_json(&legal.v[i]));
    bool ok = false;
    char *line = NULL;
    if (!send_json(b, j)) {
        snprintf(why, (size_t)why_len, "the program does not read its input (crashed or quit)");
    } else if ((line = read_line(b, why, why_len)) != NULL) {
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
                if (ok) *out = legal.v[i];
                cJSON_Delete(lj);
                cJSON_Delete(aj);
            }
            if (!ok) snprintf(why, (size_t)why_len, "the answer is not a legal action: %.120s", mine);
            free(mine);
        }
        cJSON_Delete(answer);
    }
    free(line);
    carc_action_list_free(&legal);
    return ok;
}

void cli_bot_finish(cli_bot *b, const carc_game *g)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "type", "game_over");
    cJSON *s = cJSON_AddArrayToObject(j, "scores");
    for (int p = 0; p < carc_game_player_count(g); p++) cJSON_AddItemToArray(s, cJSON_CreateNumber(carc_game_score(g, p)));
    send_json(b, j);
    close(b->to);
    close(b->from);
    /* a moment to quit on its own, then it is ended */
    int status;
    for (int i = 0; i < 50 && waitpid(b->pid, &status, WNOHANG) == 0; i++) nanosleep(&(struct timespec){0, 20000000}, NULL);
    if (waitpid(b->pid, &status, WNOHANG) == 0) {
        kill(b->pid, SIGKILL);
        waitpid(b->pid, &status, 0);
    }
    free(b->buf);
    free(b);
}
