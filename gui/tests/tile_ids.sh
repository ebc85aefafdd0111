#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# No player reads a tile's id from the rules data ("TB23", "Tile D", "H_garden"): demos whose tiles have
# ids of every kind (letters, illustrated copies, each expansion's prefix) are played at 1280x800 (where
# the panel has room for every line) with --screen-log, and the texts drawn are searched for the ids of
# rules/*/tiles.json. Fails naming the demo, the text and the id.
# usage: tile_ids.sh OPENCARC SOURCE_DIR OUTDIR
set -u
bin=$1 src=$2 dir=$3
rm -rf "$dir"
mkdir -p "$dir"
export SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}"
demos="demo_game demo_last_move demo_traders demo_inns demo_toll demo_benelux"
for demo in $demos; do
    demo=$src/gui/demo/$demo.json
    name=$(basename "$demo" .json)
    xvfb-run -a -n $(($$ % 900 + 100)) -s "-screen 0 1280x800x24 -noreset" "$bin" --demo "$demo" --shots "$dir/$name" --shots-only none.png \
        --size 1280x800 --ai-iterations 30 --speed 40 --screen-log "$dir/$name.log" >/dev/null 2>&1 || { echo "$name: opencarc failed"; exit 1; }
done
python3 - "$src" "$dir" <<'PY'
import glob, json, os, re, sys
src, out = sys.argv[1], sys.argv[2]
ids = set()
for f in glob.glob(os.path.join(src, "rules", "*", "tiles.json")):
    j = json.load(open(f, encoding="utf-8"))
    ids.update(t["id"] for t in (j["tiles"] if isinstance(j, dict) else j))
# an id with a digit or an underscore anywhere as a word; a one-letter id where a text names a tile by it
# ("Tile D"), as letters alone are keys and initials ("E: what Bob expected", "Rotate: R")
long = sorted((i for i in ids if re.search(r"[0-9_]", i)), key=len, reverse=True)
pattern = re.compile(r"(?<![\w-])(%s)(?![\w-])|\b[Tt]ile ([A-Z])\b" % "|".join(map(re.escape, long)))
bad = 0
for log in sorted(glob.glob(os.path.join(out, "*.log"))):
    seen = set()
    for line in open(log, encoding="utf-8", errors="replace"):
        if not line.startswith("text "):
            continue
        text = line.split(" ", 3)[3].rstrip("\n")
        m = pattern.search(text)
        if m and (m.group(1) or m.group(2) in ids) and text not in seen:
            seen.add(text)
            bad += 1
            print("%s: \"%s\" shows the tile id %s" % (os.path.basename(log)[:-4], text, m.group(1) or m.group(2)))
sys.exit(1 if bad else 0)
PY
rc=$?
[ $rc -eq 0 ] && echo "tile ids: none shown in $demos"
exit $rc
