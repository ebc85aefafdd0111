/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A fingerprint as a player types it (net_tls.h): text only, no OpenSSL, so that the host's pure layer
 * reads the fingerprints in local network announcements (net_lan_text.c). */
#include "net_tls.h"

#include <ctype.h>

bool net_tls_fingerprint_parse(const char *typed, char fp[NET_FP_LEN + 1])
{
    char hex[2 * NET_FP_BYTES];
    int n = 0;
    for (const char *c = typed; *c; c++) {
        if (*c == ' ' || *c == '-' || *c == ':')
            continue;
        if (!isxdigit((unsigned char)*c) || n == 2 * NET_FP_BYTES)
            return false;
        hex[n++] = (char)toupper((unsigned char)*c);
    }
    if (n != 2 * NET_FP_BYTES)
        return false;
    char *o = fp;
    for (int i = 0; i < n; i++) {
        if (i && i % 4 == 0)
            *o++ = '-';
        *o++ = hex[i];
    }
    *o = 0;
    return true;
}
