/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A local network's announcement as text (net_lan.h): written for a table, read back from a datagram.
 * No sockets: the host's pure layer, fuzzed with the table (tests/fuzz/fuzz_net.c). */
#include "net_lan.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LAN_FORMAT "opencarc-lan/1"

char *net_lan_announcement(const net_table *t, int port, const char *fingerprint)
{
    unsigned open = net_table_open_seats(t);
    if (!open || carc_game_over(net_table_game(t)))
        return NULL;
    const carc_game *g = net_table_game(t);
    cJSON *j = cJSON_CreateObject(), *names = NULL, *seats = NULL;
    cJSON_AddStringToObject(j, "format", LAN_FORMAT);
    cJSON_AddNumberToObject(j, "port", port);
    cJSON_AddStringToObject(j, "key", net_table_key(t));
    if (fingerprint)
        cJSON_AddStringToObject(j, "fingerprint", fingerprint);
    names = cJSON_AddArrayToObject(j, "players");
    seats = cJSON_AddArrayToObject(j, "open");
    for (int p = 0; p < carc_game_player_count(g); p++) {
        cJSON_AddItemToArray(names, cJSON_CreateString(carc_game_player_name(g, p)));
        if (open >> p & 1)
            cJSON_AddItemToArray(seats, cJSON_CreateNumber(p));
    }
    char *text = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    if (text && strlen(text) > NET_LAN_BYTES) { /* six names of the longest: never, but never cut either */
        free(text);
        text = NULL;
    }
    return text;
}

bool net_lan_parse(const char *text, size_t len, const char *addr, net_lan_game *out)
{
    if (len > NET_LAN_BYTES || memchr(text, 0, len))
        return false;
    char buf[NET_LAN_BYTES + 1];
    memcpy(buf, text, len);
    buf[len] = 0;
    cJSON *j = cJSON_Parse(buf);
    const cJSON *port = cJSON_GetObjectItemCaseSensitive(j, "port"), *names = cJSON_GetObjectItemCaseSensitive(j, "players");
    const cJSON *open = cJSON_GetObjectItemCaseSensitive(j, "open"), *v;
    const char *format = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "format"));
    const char *key = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "key"));
    const cJSON *fp = cJSON_GetObjectItemCaseSensitive(j, "fingerprint");
    net_lan_game g = {0};
    bool ok = format && strcmp(format, LAN_FORMAT) == 0 && key && *key && strlen(key) <= NET_KEY_MAX && cJSON_IsNumber(port) &&
              port->valuedouble >= 1 && port->valuedouble <= 65535 && cJSON_IsArray(names) && cJSON_IsArray(open) &&
              cJSON_GetArraySize(names) >= 2 && cJSON_GetArraySize(names) <= CARC_MAX_PLAYERS && strlen(addr) < sizeof g.addr &&
              (!fp || (cJSON_IsString(fp) && net_tls_fingerprint_parse(fp->valuestring, g.fingerprint)));
    if (ok) {
        g.port = port->valueint;
        snprintf(g.key, sizeof g.key, "%s", key);
        snprintf(g.addr, sizeof g.addr, "%s", addr);
        cJSON_ArrayForEach(v, names)
        {
            ok = ok && cJSON_IsString(v);
            if (ok)
                carc_utf8_copy(g.names[g.nplayers++], CARC_NAME_LEN, v->valuestring);
        }
        cJSON_ArrayForEach(v, open)
        {
            ok = ok && cJSON_IsNumber(v) && v->valuedouble >= 0 && v->valuedouble < g.nplayers;
            if (ok)
                g.open |= 1u << v->valueint;
        }
        ok = ok && g.open;
    }
    cJSON_Delete(j);
    if (ok)
        *out = g;
    return ok;
}
