/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Pure checks of what the menu shows and is typed in it (gui_menu_check.h). */
#include "gui_menu_check.h"

#include <string.h>

static char upper(char c)
{
    return c >= 'a' && c <= 'z' ? (char)(c - 'a' + 'A') : c;
}

void gui_key_typed(char *key)
{
    for (; *key; key++)
        *key = upper(*key);
}

void gui_key_grouped(const char *key, char *out, size_t cap)
{
    size_t n = 0;
    int k = 0;
    if (cap == 0)
        return;
    for (; *key && n + 1 < cap; key++) {
        if (*key == ' ')
            continue;
        if (k > 0 && k % 4 == 0) {
            if (n + 2 >= cap)
                break;
            out[n++] = ' ';
        }
        out[n++] = upper(*key);
        k++;
    }
    out[n] = 0;
}

/* s without the spaces around it: its start and length */
static const char *trimmed(const char *s, size_t *len)
{
    while (*s == ' ')
        s++;
    size_t n = strlen(s);
    while (n > 0 && s[n - 1] == ' ')
        n--;
    *len = n;
    return s;
}

static bool same_name(const char *x, const char *y)
{
    size_t nx, ny;
    x = trimmed(x, &nx);
    y = trimmed(y, &ny);
    if (nx != ny)
        return false;
    for (size_t i = 0; i < nx; i++)
        if (upper(x[i]) != upper(y[i]))
            return false;
    return true;
}

bool gui_names_clash(const char *const *names, int n, int *i, int *j)
{
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++)
            if (same_name(names[a], names[b])) {
                *i = a;
                *j = b;
                return true;
            }
    return false;
}

bool gui_saves_internal(const char *name)
{
    return strcmp(name, "host") == 0 || strcmp(name, "network") == 0;
}
