/* Text cut to a buffer's size on a UTF-8 character boundary (carc.h): names, error arguments. */
#include <string.h>

#include "carc.h"

size_t carc_utf8_copy(char *dst, size_t size, const char *src)
{
    if (size == 0)
        return 0;
    if (!src) src = "";
    size_t n = strlen(src);
    if (n >= size) {
        n = size - 1;
        while (n > 0 && ((unsigned char)src[n] & 0xC0) == 0x80) n--; /* src[n] continues a character */
    }
    memmove(dst, src, n);
    dst[n] = 0;
    return n;
}
