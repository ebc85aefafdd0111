#!/bin/sh
# A map game starts framed on its start tile at a playable zoom (xdotool under Xvfb, 960x640 at 100 %),
# and O shows the whole country, Home comes back: one square (96 px) above the view's centre is then the
# legal square north of the start tile, and a click there places the tile. Seed 7 on Benelux starts on
# Charleroi, whose north square is free. Framed on the whole country (22 px squares) that point is not a
# legal square and the click places nothing.
# usage: map_start.sh OPENCARC DATA_DIR
set -u
bin=$1 data=$2
command -v xdotool >/dev/null || { echo "xdotool missing: skipped"; exit 77; }
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
mkdir -p "$home/cfg/opencarc"
printf '%s\n' '{"players": [{"name": "Ann", "color": "red"}, {"name": "Bob", "color": "blue"}],' \
    '"modules": ["mapchips"], "map": "benelux", "seed": "7", "ui_scale": 100, "language": "en"}' > "$home/cfg/opencarc/setup.json"
cat > "$home/drive.sh" <<'DRIVE'
set -u
save=$XDG_DATA_HOME/opencarc/autosave.json
acts() { python3 -c 'import json,sys; print(" ".join(a["act"] for a in json.load(open(sys.argv[1]))["actions"]))' "$save" 2>/dev/null || echo none; }
click() { xdotool mousemove "$1" "$2"; sleep 0.3; xdotool click 1; sleep 0.7; }
# a menu button that starts the game, pressed until the side panel shows (its colour at (900,500))
start() {
    for _ in $(seq 15); do
        click "$1" "$2"; sleep 1
        [ "$(import -window root -crop 1x1+900+500 txt:- 2>/dev/null | tail -1 | grep -o 'srgb([0-9,]*)')" = "srgb(30,33,40)" ] && return 0
    done
    echo "the game did not start"; kill $pid; exit 1
}
"$OC" --size 960x640 & pid=$!
# the window, then its first frames (slow on a loaded machine)
for _ in $(seq 60); do xdotool search --name '^OpenCarc$' >/dev/null 2>&1 && break; sleep 0.5; done
sleep 3
start 253 528   # Start
xdotool key o; sleep 0.5
click 320 224   # the whole country: not a legal square
xdotool key space; sleep 1
case "$(acts)" in none | "") ;; *) echo "on the whole country a click 96 px above the centre played: $(acts)"; kill $pid; exit 1 ;; esac
xdotool key Home; sleep 0.5
click 320 224   # the play area: the square north of the start tile
xdotool key space; sleep 2   # no meeple: the turn ends, the autosave is written
got=$(acts)
kill $pid
[ "$got" = "tile pass" ] || { echo "after Home, a click on the square above the start tile: '$got', expected 'tile pass'"; exit 1; }
echo "map start: framed on the start tile at a playable zoom; O the whole country, Home back"
DRIVE
HOME=$home XDG_CONFIG_HOME=$home/cfg XDG_DATA_HOME=$home/data SDL_AUDIODRIVER=dummy OPENCARC_DATA=$data OC=$bin \
    xvfb-run -a -s "-screen 0 960x640x24" sh "$home/drive.sh"
