/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Hosting from the window: the host is opencarc-cli serve beside this program (the same code as an
 * always-on server's), started on the game written to host.json with its key and no seat taken, and
 * saving there after every action. It ends with this program (a crash too: Continue starts it again
 * from host.json, and every seat comes back with its secret). Its messages go to host.log. It speaks TLS
 * too, with the certificate in host-cert.pem, made here once so that its fingerprint is known at once and
 * stays the same for Continue. */
#define _GNU_SOURCE
#include "gui_net.h"

#include <cjson/cJSON.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "gui_file.h"
#include "gui_paths.h"
#include "gui_shell.h"
#include "net_table.h"
#include "net_tls.h"

static void stop_host(gui_app *a)
{
    if (a->host_pid <= 0)
        return;
    kill(a->host_pid, SIGTERM);
    waitpid(a->host_pid, NULL, 0);
    a->host_pid = 0;
}

/* serve --resume file --save file --port port --tls host-cert.pem, beside this program; fp: the
 * certificate's fingerprint. */
static bool spawn(gui_app *a, const char *file, int port, char *fp, char *msg, size_t cap)
{
    char exe[GUI_PATH_LEN], cli[GUI_PATH_LEN + 16], ports[16], log[GUI_PATH_LEN + 32], cert[GUI_PATH_LEN + 32];
    carc_err err;
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    exe[n > 0 ? n : 0] = 0;
    char *slash = strrchr(exe, '/');
    snprintf(cli, sizeof cli, "%.*s/opencarc-cli", slash ? (int)(slash - exe) : 1, slash ? exe : ".");
    snprintf(ports, sizeof ports, "%d", port);
    snprintf(log, sizeof log, "%shost.log", a->save_dir);
    snprintf(cert, sizeof cert, "%shost-cert.pem", a->save_dir);
    if (access(cli, X_OK) != 0) {
        /* TRANSLATORS: Host, when the program that hosts is not installed beside this one; %s: its path */
        snprintf(msg, cap, _("Cannot host: %s is missing."), cli);
        return false;
    }
    if (!net_tls_certificate(cert, fp, &err)) { /* made here, once: the fingerprint shows before anyone joins */
        char ebuf[400];
        /* TRANSLATORS: Host, when the host's certificate cannot be made or read; %s: why */
        snprintf(msg, cap, _("Cannot host: %s"), gui_err_text(&err, ebuf, sizeof ebuf));
        return false;
    }
    stop_host(a); /* the game hosted before holds the port */
    pid_t pid = fork();
    if (pid == 0) {
        prctl(PR_SET_PDEATHSIG, SIGTERM); /* ends with this program, however it ends */
        int fd = open(log, O_WRONLY | O_CREAT | O_APPEND, 0600);
        if (fd >= 0) {
            dup2(fd, 1);
            dup2(fd, 2);
        }
        execl(cli, cli, "serve", "--resume", file, "--save", file, "--port", ports, "--quit-when-over", "--announce", gui_net_lan_targets(),
              "--tls", cert, (char *)NULL);
        _exit(127);
    }
    if (pid < 0) {
        snprintf(msg, cap, _("Cannot host: %s is missing."), cli);
        return false;
    }
    a->host_pid = pid;
    return true;
}

bool gui_net_host_start(gui_app *a, const carc_game *g, int seat, unsigned here, const char *file, int port, char *key, size_t keycap,
                        char *fp, char *msg, size_t cap)
{
    if (keycap < NET_KEY_LEN + 1)
        return false;
    net_key_make(key);
    cJSON *j = cJSON_CreateObject(), *table = cJSON_CreateObject(), *seats = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "format", "opencarc-host/1");
    cJSON_AddItemToArray(cJSON_AddArrayToObject(j, "tables"), table);
    cJSON_AddStringToObject(seats, "key", key);
    cJSON_AddNumberToObject(seats, "host_seat", seat); /* this window's: it may hand a gone seat to a computer */
    if (here & ~(1u << seat)) {                        /* the seats played here too, hotseat */
        cJSON *hs = cJSON_AddArrayToObject(seats, "host_seats");
        for (int p = 0; p < carc_game_player_count(g); p++)
            if ((here | 1u << seat) >> p & 1)
                cJSON_AddItemToArray(hs, cJSON_CreateNumber(p));
    }
    cJSON *secrets = cJSON_AddArrayToObject(seats, "secrets");
    for (int p = 0; p < carc_game_player_count(g); p++)
        cJSON_AddItemToArray(secrets, cJSON_CreateNull());
    cJSON_AddItemToObject(table, "seats", seats);
    cJSON_AddItemToObject(table, "game", carc_game_save_json(g));
    char *text = cJSON_Print(j);
    bool ok = text && gui_paths_make_parent(file, msg, cap) && gui_write_atomic(file, text, msg, cap);
    free(text);
    cJSON_Delete(j);
    return ok && spawn(a, file, port, fp, msg, cap);
}

bool gui_net_host_resume(gui_app *a, const char *file, int port, char *fp, char *msg, size_t cap)
{
    return spawn(a, file, port, fp, msg, cap);
}

bool gui_net_host_running(gui_app *a, char *msg, size_t cap)
{
    int status;
    if (a->host_pid <= 0 || waitpid(a->host_pid, &status, WNOHANG) != a->host_pid)
        return true;
    a->host_pid = 0;
    /* TRANSLATORS: the host program ended before anyone joined; %s: the file its messages went to */
    snprintf(msg, cap, _("The host stopped at once (is the port in use?): see %shost.log."), a->save_dir);
    return false;
}

void gui_net_host_stop(gui_app *a)
{
    stop_host(a);
}
