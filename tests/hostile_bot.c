/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A bot that misbehaves on purpose, for tests/bot_test.sh. It appends the pid of each of its processes
 * to PIDFILE so that the test can check none of them outlives opencarc-cli.
 *   deaf PIDFILE    answers the first decision, then reads no more, its input pipe shrunk to one page
 *                   (F_SETPIPE_SZ) and full
 *   linger PIDFILE  plays the first legal action, ignores game_over and SIGTERM, and so does the child
 *                   it starts
 *   mute PIDFILE    closes its output at once and keeps running
 *   nul PIDFILE     plays the first legal action, but "pass\u0000" where a pass is legal
 *   rawnul PIDFILE  the same with a NUL byte after the pass: {"act": "pass"}<NUL> */
#define _GNU_SOURCE /* F_SETPIPE_SZ */
#include <cjson/cJSON.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void record_pid(const char *path)
{
    FILE *f = fopen(path, "a");
    if (!f || fprintf(f, "%ld\n", (long)getpid()) < 0 || fclose(f) != 0)
        exit(2);
}

static void forever(void)
{
    for (;;)
        pause();
}

/* Fill the pipe from a second writer of our own, as unread messages would. */
static void fill_own_input(void)
{
#ifdef F_SETPIPE_SZ
    fcntl(0, F_SETPIPE_SZ, 4096);
#endif
    int w = open("/proc/self/fd/0", O_WRONLY | O_NONBLOCK);
    if (w < 0)
        exit(2);
    static const char junk[4096] = {0};
    for (size_t n = sizeof junk; n > 0; n /= 2) /* smaller and smaller: whatever room is left */
        while (write(w, junk, n) > 0) {
        }
}

static bool pass_legal(const cJSON *legal)
{
    const cJSON *a;
    cJSON_ArrayForEach(a, legal)
    {
        const cJSON *act = cJSON_GetObjectItemCaseSensitive(a, "act");
        if (cJSON_IsString(act) && strcmp(act->valuestring, "pass") == 0)
            return true;
    }
    return false;
}

/* Answer one message: the first legal action, or nul_pass where a pass is legal; false when it is no
 * decide message (game_over). */
static bool answer(const char *line, const char *nul_pass, size_t nul_len)
{
    cJSON *m = cJSON_Parse(line);
    const cJSON *type = cJSON_GetObjectItemCaseSensitive(m, "type");
    bool decide = cJSON_IsString(type) && strcmp(type->valuestring, "decide") == 0;
    const cJSON *legal = cJSON_GetObjectItemCaseSensitive(m, "legal");
    if (decide && nul_pass && pass_legal(legal)) {
        fwrite(nul_pass, 1, nul_len, stdout);
    } else if (decide) {
        char *a = cJSON_PrintUnformatted(cJSON_GetArrayItem(legal, 0));
        printf("%s\n", a ? a : "");
        free(a);
    }
    fflush(stdout);
    cJSON_Delete(m);
    return decide;
}

static char line[1 << 20];

static void play(const char *nul_pass, size_t nul_len)
{
    while (fgets(line, sizeof line, stdin) && answer(line, nul_pass, nul_len)) {
    }
}

int main(int argc, char **argv)
{
    if (argc != 3)
        return 2;
    const char *mode = argv[1], *pidfile = argv[2];
    record_pid(pidfile);
    if (strcmp(mode, "deaf") == 0) { /* the pipe full before the answer: OpenCarc's next message finds it full */
        if (!fgets(line, sizeof line, stdin))
            return 2;
        fill_own_input();
        answer(line, NULL, 0);
        forever();
    } else if (strcmp(mode, "linger") == 0) {
        signal(SIGTERM, SIG_IGN);
        pid_t child = fork();
        if (child == 0) {
            record_pid(pidfile);
            forever();
        }
        play(NULL, 0);
        forever();
    } else if (strcmp(mode, "mute") == 0) {
        close(1);
        forever();
    } else if (strcmp(mode, "nul") == 0) {
        static const char answer[] = "{\"act\": \"pass\\u0000\"}\n";
        play(answer, sizeof answer - 1);
    } else if (strcmp(mode, "rawnul") == 0) {
        static const char answer[] = "{\"act\": \"pass\"}\0\n";
        play(answer, sizeof answer - 1);
    } else {
        return 2;
    }
    return 0;
}
