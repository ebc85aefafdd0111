/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Durable file writes for saves and settings: no SDL, so that tests can link it alone. */
#ifndef GUI_FILE_H
#define GUI_FILE_H
#include <stdbool.h>
#include <stddef.h>

/* Write text to path through path.tmp: written, fsynced, renamed over path, then the directory
 * fsynced, so that a crash or power loss leaves either the old file or the new one, never a torn
 * one. On failure msg says why and path is untouched. */
bool gui_write_atomic(const char *path, const char *text, char *msg, size_t msgcap);

#endif
