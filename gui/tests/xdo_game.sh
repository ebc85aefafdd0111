#!/bin/sh
# Plays opencarc with the mouse and keys (xdotool) under Xvfb at 960x640: a drive script against a game
# of its own (settings and saves in a fresh folder; Ann and Bob, the base game, seed 7, 100 %). The
# script finds the program in $OC and the folders in $XDG_CONFIG_HOME and $XDG_DATA_HOME.
# usage: xdo_game.sh OPENCARC DATA_DIR DRIVE_SCRIPT
set -u
bin=$1 data=$2 drive=$3
command -v xdotool >/dev/null || { echo "xdotool missing: skipped"; exit 77; }
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
mkdir -p "$home/cfg/opencarc"
printf '%s\n' '{"players": [{"name": "Ann", "color": "red"}, {"name": "Bob", "color": "blue"}],' \
    '"modules": [], "map": "", "seed": "7", "ui_scale": 100}' > "$home/cfg/opencarc/setup.json"
HOME=$home XDG_CONFIG_HOME=$home/cfg XDG_DATA_HOME=$home/data SDL_AUDIODRIVER=dummy OPENCARC_DATA=$data OC=$bin \
    xvfb-run -a -s "-screen 0 960x640x24" sh "$drive"
