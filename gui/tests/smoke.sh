#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# GUI smoke test: play a scripted game under Xvfb (with --shots-all: mid-turn choices too), then check
# that the screenshots exist, are PNGs, are not blank (a blank frame compresses to almost nothing),
# and that every shot named after the directory was written (e.g. the betting screens).
# usage: smoke.sh OPENCARC SCENARIO SHOTDIR [REQUIRED_SHOT...]; SMOKE_ARGS: more options for opencarc;
# SMOKE_SCREEN: the Xvfb screen (default 1280x800x24); SMOKE_MENU=1: also a shot of the menu at its
# fullest (six seats, every expansion, a map), menu.png. opencarc fails (5) when a screen's layout does
# not fit its window. SMOKE_SAID / SMOKE_UNSAID: texts ('|' between them) that some frame must draw / no
# frame may draw, read from --screen-log (e.g. a column of the results' statistics that a map lacks);
# SMOKE_APART: two texts ('|' between them) that no frame draws together. Only the shots named (and the
# results') are written, the layout checked in every frame all the same; SMOKE_SHOTS_ALL=1 writes them all.
# SMOKE_OFFSCREEN=1: no X server, SDL's offscreen video driver with the software renderer (the layout
# checks of the translations: what they read is text metrics, the same in every renderer).
set -u
bin=$1 scenario=$2 dir=$3
shift 3
screen=${SMOKE_SCREEN:-1280x800x24}
rm -rf "$dir"
mkdir -p "$dir"
export SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}" # nothing heard while testing
window() { # "$@" in a window of the screen's size: under Xvfb, or offscreen
    if [ -n "${SMOKE_OFFSCREEN:-}" ]; then
        SDL_VIDEODRIVER=offscreen SDL_RENDER_DRIVER=software "$@"
    else
        xvfb-run -a -n $(($$ % 900 + 100)) -s "-screen 0 $screen -noreset" "$@"
    fi
}
only="results.png,results_stats.png,results_board.png,menu.png"
for want in "$@"; do only="$only,$want"; done
[ -n "${SMOKE_SHOTS_ALL:-}" ] && only_args="" || only_args="--shots-only $only"
log_args=""
[ -n "${SMOKE_SAID:-}${SMOKE_UNSAID:-}${SMOKE_APART:-}" ] && log_args="--screen-log $dir/screen.log"
window "$bin" --demo "$scenario" --shots "$dir" --shots-all $only_args ${SMOKE_ARGS:-} $log_args || { echo "opencarc failed"; exit 1; }
if [ -n "$log_args" ]; then
    texts=$(mktemp)
    sed -n 's/^text [0-9-]* [0-9-]* //p' "$dir/screen.log" | sed 's/\xc2\xa0/ /g' > "$texts" # no-break spaces as spaces
    IFS='|'
    for t in ${SMOKE_SAID:-}; do grep -qF -- "$t" "$texts" || { echo "no frame drew \"$t\""; rm -f "$texts"; exit 1; }; done
    for t in ${SMOKE_UNSAID:-}; do ! grep -qF -- "$t" "$texts" || { echo "a frame drew \"$t\": $(grep -F -- "$t" "$texts" | head -1)"; rm -f "$texts"; exit 1; }; done
    unset IFS
    if [ -n "${SMOKE_APART:-}" ]; then
        both=$(awk -v pair="$SMOKE_APART" 'BEGIN { split(pair, t, "|") }
            /^frame / { a = b = 0; next }
            /^text / { s = $0; sub(/^text [0-9-]+ [0-9-]+ /, "", s); a += index(s, t[1]) > 0; b += index(s, t[2]) > 0
                       if (a && b) { print "a frame drew \"" t[1] "\" and \"" t[2] "\""; exit } }' "$dir/screen.log")
        [ -z "$both" ] || { echo "$both"; rm -f "$texts"; exit 1; }
    fi
    rm -f "$texts" "$dir/screen.log"
fi
if [ -n "${SMOKE_MENU:-}" ]; then
    cfg=$(mktemp -d)
    mkdir -p "$cfg/opencarc"
    printf '%s\n' '{"players": [{"name": "Ann", "color": "red"}, {"name": "Bob", "color": "blue"}, {"name": "Cleo", "color": "green"},' \
        '{"name": "Dan", "color": "yellow"}, {"name": "Eve", "color": "black"}, {"name": "Finn", "color": "pink"}],' \
        '"modules": ["inns", "bets", "tollkeepers", "mapchips"], "map": "benelux", "seed": "", "volume": 40, "muted": false}' > "$cfg/opencarc/setup.json"
    XDG_CONFIG_HOME="$cfg" window "$bin" --shots "$dir" ${SMOKE_ARGS:-}
    rc=$?
    rm -rf "$cfg"
    [ "$rc" -eq 0 ] || { echo "opencarc (menu) failed"; exit 1; }
    [ -f "$dir/menu.png" ] || { echo "no screenshot menu.png"; exit 1; }
fi
n=0
for f in "$dir"/*.png; do
    [ -f "$f" ] || { echo "no screenshots in $dir"; exit 1; }
    head -c 8 "$f" | od -An -tx1 | tr -d ' \n' | grep -q '^89504e470d0a1a0a$' || { echo "$f is not a PNG"; exit 1; }
    size=$(wc -c < "$f")
    [ "$size" -gt 20000 ] || { echo "$f looks blank ($size bytes)"; exit 1; }
    n=$((n + 1))
done
for want in results.png results_stats.png results_board.png "$@"; do
    [ -f "$dir/$want" ] || { echo "no screenshot $want"; exit 1; }
done
[ "$n" -ge 3 ] || { echo "only $n screenshots"; exit 1; }
echo "gui smoke: $n screenshots ok"
