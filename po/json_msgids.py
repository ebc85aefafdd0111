#!/usr/bin/env python3
"""Prints a gettext template of the texts the GUI shows from JSON data: every "title" string value
(module, palette and map titles). usage: json_msgids.py FILE.json ..."""
import json
import sys


def titles(node, path, out):
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "title" and isinstance(v, str):
                out.append((v, path))
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
for text, wheres in seen.items():
    print("#: " + " ".join(sorted(set(wheres))))
    print("msgid " + quote(text))
    print('msgstr ""\n')
