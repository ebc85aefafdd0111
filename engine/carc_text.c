/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Text cut to a buffer's size on a UTF-8 character boundary (carc.h): names, error arguments. */
#include <string.h>

#include "carc.h"

size_t carc_utf8_copy(char *dst, size_t size, const char *src)
{
    if (size == 0)
        return 0;
    if (!src)
        src = "";
    size_t n = strlen(src);
    if (n >= size) {
        n = size - 1;
        while (n > 0 && ((unsigned char)src[n] & 0xC0) == 0x80)
            n--; /* src[n] continues a character */
    }
    memmove(dst, src, n);
    dst[n] = 0;
    return n;
}

/* The length of the UTF-8 character at s (1 to 4), or 0 when it is not one: overlong forms, surrogates
 * and code points past U+10FFFF are refused as RFC 3629 says. */
static int utf8_char(const unsigned char *s, unsigned *cp)
{
    static const unsigned min[5] = {0, 0, 0x80, 0x800, 0x10000};
    int n = s[0] < 0x80 ? 1 : (s[0] & 0xE0) == 0xC0 ? 2 : (s[0] & 0xF0) == 0xE0 ? 3 : (s[0] & 0xF8) == 0xF0 ? 4 : 0;
    if (!n)
        return 0;
    unsigned c = n == 1 ? s[0] : s[0] & (0x7F >> n);
    for (int i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        c = c << 6 | (s[i] & 0x3F);
    }
    if (c < min[n] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
        return 0;
    *cp = c;
    return n;
}

bool carc_name_ok(const char *name)
{
    if (!name || !*name || strcmp(name, "?") == 0)
        return false;
    for (const unsigned char *s = (const unsigned char *)name; *s;) {
        unsigned c;
        int n = utf8_char(s, &c);
        if (!n || c < 0x20 || (c >= 0x7F && c < 0xA0))
            return false;
        s += n;
    }
    return true;
}
