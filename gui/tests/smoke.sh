#!/bin/sh
# GUI smoke test: play a scripted game under Xvfb (with --shots-all: mid-turn choices too), then check
# that the screenshots exist, are PNGs, are not blank (a blank frame compresses to almost nothing),
# and that every shot named after the directory was written (e.g. the betting screens).
# usage: smoke.sh OPENCARC SCENARIO SHOTDIR [REQUIRED_SHOT...]; SMOKE_ARGS: more options for opencarc
set -u
bin=$1 scenario=$2 dir=$3
shift 3
rm -rf "$dir"
mkdir -p "$dir"
export SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}" # nothing heard while testing
xvfb-run -a -s "-screen 0 1280x800x24" "$bin" --demo "$scenario" --shots "$dir" --shots-all ${SMOKE_ARGS:-} || { echo "opencarc failed"; exit 1; }
n=0
for f in "$dir"/*.png; do
    [ -f "$f" ] || { echo "no screenshots in $dir"; exit 1; }
    head -c 8 "$f" | od -An -tx1 | tr -d ' \n' | grep -q '^89504e470d0a1a0a$' || { echo "$f is not a PNG"; exit 1; }
    size=$(wc -c < "$f")
    [ "$size" -gt 20000 ] || { echo "$f looks blank ($size bytes)"; exit 1; }
    n=$((n + 1))
done
for want in results.png results_board.png "$@"; do
    [ -f "$dir/$want" ] || { echo "no screenshot $want"; exit 1; }
done
[ "$n" -ge 3 ] || { echo "only $n screenshots"; exit 1; }
echo "gui smoke: $n screenshots ok"
