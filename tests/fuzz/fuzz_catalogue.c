/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fuzz target: the catalogue check (gui/base/gui_mo.c). The input is read as a .mo file, and also as text
 * "EXPR\nMSGID\nMSGSTR": a Plural-Forms expression and a translation of a format.
 * Must hold: a catalogue is read or refused with a message (no memory kept); every kept translation is
 * found and passes the format check, every plural form returned lies inside its entry; an expression
 * gives -1 or 0..1000; a translation the check accepts for a format of ints or of strings prints with
 * those arguments (the sanitizers see a wrong one read). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"
#include "gui_mo.h"

static const unsigned long plural_ns[] = {0, 1, 2, 3, 5, 11, 21, 100, 101, 1000000, (unsigned long)-1};
enum { NNS = sizeof plural_ns / sizeof plural_ns[0] };

static void check_catalogue(const uint8_t *data, size_t size)
{
    gui_mo mo;
    char err[256] = "";
    if (!gui_mo_read(&mo, data, size, err, sizeof err)) {
        if (!err[0] || mo.data || mo.entry || mo.n)
            fuzz_fail("a refused catalogue has no message or keeps memory", err);
        return;
    }
    for (int i = 0; i < mo.n; i++) {
        const gui_mo_entry *e = &mo.entry[i];
        const char *t = gui_mo_get(&mo, e->id);
        if (!t)
            fuzz_fail("a kept translation is not found", e->id);
        size_t one = strlen(e->id);
        if (one >= e->idlen) {
            const char *ctx = strchr(e->id, '\004');
            if (!gui_fmt_same(ctx ? ctx + 1 : e->id, e->str, false))
                fuzz_fail("a kept translation fails the format check", e->id);
            continue;
        }
        for (int k = 0; k < NNS; k++) {
            const char *f = gui_mo_nget(&mo, e->id, plural_ns[k]);
            if (!f)
                continue;
            /* the entry the form comes from: this one, or another with the same msgid (a catalogue may
             * repeat one; the lookup finds one of them) */
            const gui_mo_entry *from = NULL;
            for (int j = 0; j < mo.n && !from; j++) {
                const gui_mo_entry *o = &mo.entry[j];
                if (strcmp(o->id, e->id) == 0 && strlen(o->id) < o->idlen && f >= o->str && f <= o->str + o->strlen)
                    from = o;
            }
            if (!from)
                fuzz_fail("a plural form outside every entry of its msgid", e->id);
            if (!gui_fmt_same(from->id + strlen(from->id) + 1, f, true))
                fuzz_fail("a plural form fails the format check", e->id);
        }
    }
    gui_mo_free(&mo);
}

/* No width, precision or number of four digits: printing must stay quick. */
static bool small_numbers(const char *s)
{
    for (int run = 0; *s; s++)
        if ((run = *s >= '0' && *s <= '9' ? run + 1 : 0) > 3)
            return false;
    return true;
}

static void check_texts(const uint8_t *data, size_t size)
{
    char *buf = malloc(size + 1);
    if (!buf)
        return;
    memcpy(buf, data, size);
    buf[size] = 0;
    char *expr = buf, *msgid = strchr(expr, '\n'), *msgstr = NULL;
    if (msgid)
        *msgid++ = 0, msgstr = strchr(msgid, '\n');
    if (msgstr)
        *msgstr++ = 0;
    for (int k = 0; k < NNS; k++) {
        long v = gui_plural_eval(expr, plural_ns[k]);
        if (v < -1 || v > 1000)
            fuzz_fail("a plural expression out of its range", expr);
    }
    if (msgid && msgstr) {
        unsigned char t[GUI_FMT_MAX];
        int n = gui_fmt_args(msgid, t);
        if (gui_fmt_same(msgid, msgid, false) != (n >= 0))
            fuzz_fail("a format does not match itself", msgid);
        bool ints = n >= 0 && n <= 6, strs = ints;
        for (int i = 0; i < n; i++)
            ints &= t[i] == GUI_FMT_INT, strs &= t[i] == GUI_FMT_STR;
        if ((ints || strs) && gui_fmt_same(msgid, msgstr, true) && small_numbers(msgstr)) {
            char out[256];
            if (ints)
                snprintf(out, sizeof out, msgstr, 1, 2, 3, 4, 5, 6);
            else
                snprintf(out, sizeof out, msgstr, "a", "b", "c", "d", "e", "f");
        }
    }
    free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    check_catalogue(data, size);
    check_texts(data, size);
    return 0;
}
