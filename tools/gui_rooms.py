#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The GUI's rooms and the arrows between them: fails when two rooms reach each other, or when a room
reaches a header it must never see (NEVER below: an expansion's front end and the application's struct).

A room is a folder of gui/ (gui/shell, gui/game, ...). Room A has an arrow to room B when a file of A
includes a header of B or names a function that only a file of B defines. The rooms must stand in
layers: an arrow back down from a lower room closes a circle, which this prints with the files and
names that make it, and exits 1. --list prints the rooms, their files and their arrows.

    python3 tools/gui_rooms.py [--list] [ROOT]
"""
import os, re, sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
# a function or a variable defined at file scope, not static: a name other files may use
DEFINE = re.compile(r'^(?!static\b|extern\b|typedef\b)[A-Za-z_][\w \t\*]*?\b([A-Za-z_]\w*)\s*'
                    r'(?:\([^;{]*\)?\s*\{?\s*$|(?:\[[^\]]*\])*\s*=)', re.M)
WORD = re.compile(r'\b([A-Za-z_]\w*)\b')
COMMENT = re.compile(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\])*"', re.S)
# (room, header, why): no file of the room includes the header, directly or through other headers
NEVER = [("ext", "gui_shell.h", "an expansion's front end sees the application through ext/ext_api.h, never its struct"),
         ("ext", "gui_game_state.h", "an expansion's front end reads the game scene by call (gui_ext.h), never its state")]
KEYWORDS = {"main", "if", "while", "for", "switch", "return", "sizeof", "defined"}


def files_of(gui):
    out = []
    for d, dirs, names in os.walk(gui):
        dirs[:] = sorted(x for x in dirs if x not in ("tests", "demo"))
        out += [os.path.join(d, n) for n in sorted(names) if n.endswith((".c", ".h"))]
    return out


def room_of(gui, path):
    rel = os.path.relpath(path, gui).split(os.sep)
    return rel[0] if len(rel) > 1 else "."


def main(argv):
    listing = "--list" in argv
    args = [a for a in argv if a != "--list"]
    root = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    gui = os.path.join(root, "gui")
    files = files_of(gui)
    by_name = {}
    for f in files:
        by_name.setdefault(os.path.basename(f), []).append(f)
    text = {f: open(f, encoding="utf-8").read() for f in files}
    defined = {}  # function -> the files defining it (without static)
    for f in files:
        if f.endswith(".c"):
            for m in DEFINE.finditer(COMMENT.sub("", text[f])):
                if m.group(1) not in KEYWORDS:
                    defined.setdefault(m.group(1), set()).add(f)
    arrows = {}  # (room a, room b) -> ["file -> file: why", ...]
    for f in files:
        ra = room_of(gui, f)
        why = {}
        for inc in INCLUDE.findall(text[f]):
            for g in by_name.get(os.path.basename(inc), []):
                why.setdefault(g, []).append("includes " + os.path.basename(g))
        if f.endswith(".c"):
            for w in set(WORD.findall(COMMENT.sub("", text[f]))):
                where = defined.get(w, set())
                if len(where) == 1 and f not in where:
                    why.setdefault(next(iter(where)), []).append(w)
        for g, names in why.items():
            rb = room_of(gui, g)
            if rb != ra:
                arrows.setdefault((ra, rb), []).append("%s -> %s: %s" % (os.path.relpath(f, root), os.path.relpath(g, root), ", ".join(sorted(set(names)))))
    rooms = sorted({room_of(gui, f) for f in files})
    if listing:
        for r in rooms:
            print("room gui/%s: %d files; arrows to %s" % (r, sum(room_of(gui, f) == r for f in files),
                  ", ".join(sorted(b for (a, b) in arrows if a == r)) or "none"))
    # circles: strongly connected rooms (Tarjan)
    index, low, stack, on, sccs = {}, {}, [], set(), []
    def visit(v):
        index[v] = low[v] = len(index); stack.append(v); on.add(v)
        for (a, b) in arrows:
            if a == v:
                if b not in index:
                    visit(b); low[v] = min(low[v], low[b])
                elif b in on:
                    low[v] = min(low[v], index[b])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop(); on.discard(w); comp.append(w)
                if w == v: break
            if len(comp) > 1: sccs.append(sorted(comp))
    for r in rooms:
        if r not in index: visit(r)
    bad = 0
    for room, header, why in NEVER:
        for f in files:
            if room_of(gui, f) != room:
                continue
            seen, todo = set(), [f]
            while todo:
                g = todo.pop()
                for inc in INCLUDE.findall(text[g]):
                    for h in by_name.get(os.path.basename(inc), []):
                        if h not in seen:
                            seen.add(h)
                            todo.append(h)
            if any(os.path.basename(h) == header for h in seen):
                print("%s reaches %s: %s" % (os.path.relpath(f, root), header, why))
                bad += 1
    for comp in sccs:
        print("circle: rooms %s reach each other:" % ", ".join("gui/" + c for c in comp))
        for (a, b), rows in sorted(arrows.items()):
            if a in comp and b in comp:
                for row in rows: print("  " + row)
    return 1 if sccs or bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
