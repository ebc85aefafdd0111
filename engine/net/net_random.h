/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Secrets and keys from the operating system's generator (getrandom): never from a game's seed or its
 * generator, whose state a few outputs give away. */
#ifndef NET_RANDOM_H
#define NET_RANDOM_H

#include <stddef.h>
#include <stdint.h>

/* n random bytes into buf; the process ends when the system has none (it cannot go on unsafely). */
void net_random(void *buf, size_t n);
uint64_t net_random64(void);

#endif
