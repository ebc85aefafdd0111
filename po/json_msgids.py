#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Prints a gettext template of the texts the GUI shows from JSON data: every "title" string value
(module, palette and map titles), and the seat colours' names in each palette ("titles" lists in
assets/ui/seats.json, with the context "seat colour" the GUI asks them in). usage: json_msgids.py FILE.json ..."""
import json
import sys


def titles(node, path, out):
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "title" and isinstance(v, str):
                out.append(((None, v), path))
            elif k == "titles" and isinstance(v, list):
                out.extend((("seat colour", t), path) for t in v if isinstance(t, str))
            else:
                titles(v, path, out)
    elif isinstance(node, list):
        for v in node:
            titles(v, path, out)


def quote(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


found = []
for f in sys.argv[1:]:
    with open(f, encoding="utf-8") as fh:
        titles(json.load(fh), f, found)
print('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n')
seen = {}
for text, where in found:
    seen.setdefault(text, []).append(where)
for (ctx, text), wheres in seen.items():
    print("#: " + " ".join(sorted(set(wheres))))
    if ctx:
        print("msgctxt " + quote(ctx))
    print("msgid " + quote(text))
    print('msgstr ""\n')
