#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Plays opencarc with the mouse and keys (xdotool) under Xvfb: a drive script against a game of its own
# (settings and saves in a fresh folder). The settings: Ann and Bob, the base game, seed 7, 100 %, English,
# with the members of XDO_SETUP (a JSON object, e.g. '{"modules": ["tollkeepers"]}') over them; XDO_SCREEN
# is the Xvfb screen (default 960x640). The drive script sources $XDO_LIB (xdo_lib.sh: click, start,
# actions, ...), finds the program in $OC, the source tree (its demos) in $XDO_SRC and the folders in
# $XDG_CONFIG_HOME and $XDG_DATA_HOME. The program finds its data beside it (the build tree, with the
# translations built there). Times are UTC (the names of saves).
# usage: xdo_game.sh OPENCARC SOURCE_DIR DRIVE_SCRIPT
set -u
bin=$1 data=$2 drive=$3
command -v xdotool >/dev/null || { echo "xdotool missing: skipped"; exit 77; }
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
mkdir -p "$home/cfg/opencarc" "$home/data/opencarc" "$home/run"
chmod 700 "$home/run"
python3 - "$home/cfg/opencarc/setup.json" "${XDO_SETUP:-}" <<'PY' || exit 1
import json, sys
setup = {"players": [{"name": "Ann", "color": "red"}, {"name": "Bob", "color": "blue"}],
         "modules": [], "map": "", "seed": "7", "ui_scale": 100, "language": "en"}
setup.update(json.loads(sys.argv[2] or "{}"))
json.dump(setup, open(sys.argv[1], "w", encoding="utf-8"), ensure_ascii=False)
PY
unset OPENCARC_DATA
# a runtime folder of its own and no session bus (none runs here): nothing to wait for at start
TZ=UTC HOME=$home XDG_RUNTIME_DIR=$home/run DBUS_SESSION_BUS_ADDRESS=unix:path=$home/run/no-bus XDG_CONFIG_HOME=$home/cfg XDG_DATA_HOME=$home/data SDL_AUDIODRIVER=dummy XDO_SRC=$data OC=$bin \
    XDO_LIB=$(cd "$(dirname "$0")" && pwd)/xdo_lib.sh xvfb-run -a -n $(($$ % 900 + 100)) -s "-screen 0 ${XDO_SCREEN:-960x640}x24 -noreset" sh "$drive"
