#!/bin/sh
# GUI smoke test: play a scripted game under Xvfb, then check that the screenshots exist, are PNGs,
# and are not blank (a blank frame compresses to almost nothing).
# usage: smoke.sh OPENCARC SCENARIO SHOTDIR
set -u
bin=$1 scenario=$2 dir=$3
rm -rf "$dir"
mkdir -p "$dir"
xvfb-run -a -s "-screen 0 1280x800x24" "$bin" --demo "$scenario" --shots "$dir" || { echo "opencarc failed"; exit 1; }
n=0
for f in "$dir"/*.png; do
    [ -f "$f" ] || { echo "no screenshots in $dir"; exit 1; }
    head -c 8 "$f" | od -An -tx1 | tr -d ' \n' | grep -q '^89504e470d0a1a0a$' || { echo "$f is not a PNG"; exit 1; }
    size=$(wc -c < "$f")
    [ "$size" -gt 20000 ] || { echo "$f looks blank ($size bytes)"; exit 1; }
    n=$((n + 1))
done
[ -f "$dir/results.png" ] || { echo "no results screenshot"; exit 1; }
[ "$n" -ge 3 ] || { echo "only $n screenshots"; exit 1; }
echo "gui smoke: $n screenshots ok"
