/* SPDX-License-Identifier: GPL-3.0-or-later */
/* xoshiro256** seeded through splitmix64: one deterministic stream per game for every shuffle. */
#include "carc_internal.h"

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

uint64_t carc_rng_next(uint64_t s[4])
{
    uint64_t r = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return r;
}

void carc_rng_seed(uint64_t s[4], uint64_t seed)
{
    for (int i = 0; i < 4; i++) {
        uint64_t z = (seed += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        s[i] = z ^ (z >> 31);
    }
}

int carc_rng_below(uint64_t s[4], int n)
{
    /* multiply-shift: unbiased enough for n far below 2^32 and deterministic everywhere */
    return (int)(((carc_rng_next(s) >> 32) * (uint64_t)n) >> 32);
}

/* Sorted first, then shuffled: the result depends on the multiset and the rng alone, never on the
 * order the values had. Determinizing with it, a searcher cannot learn the true hidden order. */
void carc_shuffle_unseen(int *v, int n, uint64_t s[4])
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && v[j - 1] > v[j]; j--) {
            int t = v[j];
            v[j] = v[j - 1];
            v[j - 1] = t;
        }
    for (int i = n - 1; i > 0; i--) {
        int j = carc_rng_below(s, i + 1), t = v[i];
        v[i] = v[j];
        v[j] = t;
    }
}
