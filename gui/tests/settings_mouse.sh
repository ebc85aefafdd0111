#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The remembered setup with the mouse (xdotool under Xvfb, 960x640): a setup.json whose first name is
# 20 x "é" (40 bytes) shows it cut to 15 whole characters; a volume click while the settings cannot be
# written (setup.json.tmp is a folder, so even root cannot write) says so (on screen, read from
# --screen-log, and on stderr) and leaves the file as it was; once writable, the next click keeps the
# volume and the name, cut on a character, as valid UTF-8.
# Run by xdo_game.sh.
set -u
. "$XDO_LIB"
cfg=$XDG_CONFIG_HOME/opencarc
e20=$(python3 -c 'print("\u00e9" * 20)')
printf '{"players": [{"name": "%s", "color": "red"}, {"name": "Bob", "color": "blue"}], "modules": [], "map": "",
"seed": "7", "ui_scale": 100, "volume": 40, "language": "en"}\n' "$e20" > "$cfg/setup.json"
cp "$cfg/setup.json" "$HOME/before.json"
mkdir "$cfg/setup.json.tmp"
"$OC" --size 960x640 --screen-log "$HOME/screen.log" 2> "$HOME/stderr" & pid=$!
until_ok grep -q "Volume 40%" "$HOME/screen.log" 2>/dev/null || fail "the menu was not drawn" # ready for clicks
sleep 0.5
click 847 25    # Volume +
until_ok grep -q "Settings not saved: Cannot write $cfg/setup.json" "$HOME/stderr" ||
    fail "no message that the settings were not saved: $(cat "$HOME/stderr")"
cmp -s "$cfg/setup.json" "$HOME/before.json" || fail "setup.json changed though it could not be written"
rmdir "$cfg/setup.json.tmp"
click 847 25    # Volume + again: now saved
until_ok grep -q '"volume":[[:space:]]*60' "$cfg/setup.json" || fail "the volume was not saved: $(cat "$cfg/setup.json")"
kill $pid
wait $pid # the screen log is complete once the game has quit
grep -q "^text [0-9-]* [0-9-]* Settings not saved: Cannot write" "$HOME/screen.log" || { echo "the failure was not shown on screen"; exit 1; }
python3 - "$cfg/setup.json" <<'PY' || exit 1
import json, sys
j = json.load(open(sys.argv[1], encoding="utf-8"))  # refuses invalid UTF-8
name, want = j["players"][0]["name"], "\u00e9" * 15
if name != want or j["volume"] != 60:
    sys.exit("setup.json: name %r (want 15 x e-acute), volume %r (want 60)" % (name, j["volume"]))
PY
echo "settings with the mouse: a failed save said so, the next one kept the volume and the cut name"
