#define _POSIX_C_SOURCE 200809L
/* Hostile input through the engine's own API: files that are not regular or too large, repeated
 * JSON keys, actions with fields out of range or that their kind does not use, seeds that do not
 * fit a double. Whatever is accepted must save and load back identically. */
#include <cjson/cJSON.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../engine/carc_internal.h"
#include "check.h"

static const carc_rules *R;
static char tmpdir[] = "/tmp/carc_input_XXXXXX";

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (!f) return;
    fputs(text, f);
    fclose(f);
}

static void expect_unreadable(const char *path, const char *expect)
{
    carc_err err = {0};
    char *text = carc_read_text_file(path, &err);
    CHECK(text == NULL, "%s must not be read", path);
    free(text);
    CHECK(err.code == CARC_E_IO && strstr(err.msg, path) && strstr(err.msg, expect), "message \"%s\" names %s and says \"%s\"",
          err.msg, path, expect);
}

/* Item 9: only regular files, of a bounded size; a FIFO must not block (alarm() ends a hang). */
static void test_file_kinds(void)
{
    char path[300], link[300];
    expect_unreadable("/dev/zero", "not a regular file");
    snprintf(link, sizeof link, "%s/zero.json", tmpdir);
    CHECK(symlink("/dev/zero", link) == 0, "symlink");
    expect_unreadable(link, "not a regular file");
    snprintf(path, sizeof path, "%s/fifo.json", tmpdir);
    CHECK(mkfifo(path, 0600) == 0, "mkfifo");
    alarm(20);
    expect_unreadable(path, "not a regular file");
    alarm(0);
    expect_unreadable(tmpdir, "not a regular file");
    snprintf(path, sizeof path, "%s/big.json", tmpdir);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    CHECK(fd >= 0 && ftruncate(fd, CARC_MAX_FILE_BYTES + 1) == 0, "sparse big file");
    if (fd >= 0) close(fd);
    expect_unreadable(path, "MB");
    carc_replay r;
    CHECK(!carc_replay_file(R, path, &r) && strstr(r.err.msg, "MB"), "replay of a big file refused: %s", r.err.msg);
    /* exactly at the limit is still read */
    fd = open(path, O_WRONLY | O_TRUNC);
    CHECK(fd >= 0 && ftruncate(fd, CARC_MAX_FILE_BYTES) == 0, "file at the limit");
    if (fd >= 0) close(fd);
    carc_err err;
    char *text = carc_read_text_file(path, &err);
    CHECK(text != NULL, "a file of exactly the limit is read: %s", err.msg);
    free(text);
}

/* Item 7: a repeated key anywhere is refused with the key and its place named. */
static void test_duplicate_keys(void)
{
    static const struct { const char *json, *expect; } cases[] = {
        {"{\"format\": \"opencarc/1\", \"setup\": {\"players\": 2, \"draw\": [\"U\"], \"draw\": [\"V\"]}, \"actions\": []}",
         "duplicate key \"draw\" in setup"},
        {"{\"format\": \"opencarc/1\", \"format\": \"opencarc/1\", \"setup\": {\"players\": 2}}",
         "duplicate key \"format\" in the top-level object"},
        {"{\"setup\": {\"players\": [{\"name\": \"A\"}, {\"name\": \"B\", \"color\": \"red\", \"color\": \"blue\"}]}}",
         "duplicate key \"color\" in setup.players[1]"},
        {"{\"setup\": {\"players\": 2, \"seed\": 1}, \"actions\": [{\"act\": \"tile\", \"x\": 1, \"y\": 0, \"rot\": 0, \"rot\": 2}]}",
         "duplicate key \"rot\" in actions[0]"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        carc_replay r;
        bool ok = carc_replay_text(R, cases[i].json, "dup.json", &r);
        CHECK(!ok && r.game == NULL, "case %zu must be refused", i);
        CHECK(strstr(r.err.msg, "dup.json") && strstr(r.err.msg, cases[i].expect), "case %zu: \"%s\" says \"%s\"", i,
              r.err.msg, cases[i].expect);
        carc_game_free(r.game);
    }
    /* the same key in different objects is fine */
    carc_err err;
    cJSON *j = carc_parse_json("{\"a\": {\"x\": 1}, \"b\": {\"x\": 1}, \"x\": [{\"x\": 2}, {\"x\": 3}]}", "ok.json", &err);
    CHECK(j != NULL, "distinct objects may share key names: %s", err.msg);
    cJSON_Delete(j);
    /* data files too: every loader goes through carc_load_json */
    char path[300];
    snprintf(path, sizeof path, "%s/chips.json", tmpdir);
    write_file(path, "{\"colors\": [{\"name\": \"purple\", \"values\": [1, 2], \"values\": [2, 2]}]}");
    j = carc_load_json(path, &err);
    CHECK(j == NULL && strstr(err.msg, path) && strstr(err.msg, "duplicate key \"values\" in colors[0]"), "data file: %s", err.msg);
    cJSON_Delete(j);
    /* many keys: sorted, not compared pairwise */
    size_t n = 20000, cap = n * 16 + 16, len = 1;
    char *big = malloc(cap);
    big[0] = '{';
    for (size_t k = 0; k < n; k++) len += (size_t)snprintf(big + len, cap - len, "%s\"k%zu\":1", k ? "," : "", k % (n - 1));
    snprintf(big + len, cap - len, "}");
    j = carc_parse_json(big, "big.json", &err);
    CHECK(j == NULL && strstr(err.msg, "duplicate key \"k0\""), "20000 keys, k0 twice: %s", err.msg);
    cJSON_Delete(j);
    free(big);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: test_input DATA_DIR\n");
        return 2;
    }
    carc_err err;
    carc_rules *rules = carc_rules_load(argv[1], &err);
    if (!rules) {
        fprintf(stderr, "%s\n", err.msg);
        return 1;
    }
    R = rules;
    if (!mkdtemp(tmpdir)) return 1;
    test_file_kinds();
    test_duplicate_keys();
    char cmd[100];
    snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
    if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", tmpdir);
    carc_rules_free(rules);
    return check_report("input");
}
