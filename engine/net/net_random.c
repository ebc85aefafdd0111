/* SPDX-License-Identifier: GPL-3.0-or-later */
/* getrandom(2) blocks only until the system's pool was first seeded at boot, and never fails after that
 * but for a signal, which is retried. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/random.h>

#include "net_random.h"

void net_random(void *buf, size_t n)
{
    unsigned char *p = buf;
    while (n) {
        ssize_t got = getrandom(p, n, 0);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0) { /* a secret from anything weaker would be guessable: refuse to go on */
            fprintf(stderr, "opencarc: the system's random generator failed\n");
            abort();
        }
        p += got;
        n -= (size_t)got;
    }
}

uint64_t net_random64(void)
{
    uint64_t r;
    net_random(&r, sizeof r);
    return r;
}
