#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The product's functions longer than a limit (default 80 lines): engine, rules, seats, gui and tools,
not the tests. A function is a line that starts with "{" after its declaration, to the next line that
starts with "}" (the tree's layout). Prints each one too long, longest first, and fails when there is one.
usage: function_lengths.py SOURCE_DIR [LIMIT]"""
import glob
import os
import sys

src = sys.argv[1] if len(sys.argv) > 1 else "."
limit = int(sys.argv[2]) if len(sys.argv) > 2 else 80
long = []
for room in ("engine", "rules", "seats", "gui", "tools"):
    for path in glob.glob(os.path.join(src, room, "**", "*.c"), recursive=True):
        if "/tests/" in path:
            continue
        lines = open(path, encoding="utf-8", errors="replace").read().split("\n")
        start = None
        for i, line in enumerate(lines):
            if start is None and line.startswith("{") and i > 0 and "(" in lines[i - 1]:
                start = i
            elif start is not None and line.startswith("}"):
                if i - start + 2 > limit:
                    long.append((i - start + 2, os.path.relpath(path, src), lines[start - 1].strip()))
                start = None
for n, path, name in sorted(long, reverse=True):
    print("%s: %d lines: %s" % (path, n, name))
if long:
    print("%d functions over %d lines: split them (CONTRIBUTING.md, style)" % (len(long), limit))
    sys.exit(1)
print("no function over %d lines" % limit)
