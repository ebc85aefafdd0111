#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The install as a user meets it: `cmake --install` into a temporary DESTDIR, the installed file
# list, the desktop entry and AppStream data validated, and the installed opencarc-cli run from
# another folder with no OPENCARC_DATA (it must find <prefix>/share/opencarc on its own).
# usage: install_test.sh CMAKE BUILD_DIR DESTDIR PREFIX VERSION gui|nogui DESKTOP_FILE_VALIDATE APPSTREAMCLI
set -u
cmake=$1 build=$2 dest=$3 prefix=$4 version=$5 gui=$6 dfv=${7:-} asc=${8:-}
. "$(dirname "$0")/../../tests/check.sh"
rm -rf "$dest"
mkdir -p "$dest"
if ! DESTDIR=$dest "$cmake" --install "$build" >"$dest/install.log" 2>&1; then
  cat "$dest/install.log"
  echo "FAILED: cmake --install"
  exit 1
fi
root=$dest$prefix

# The installed files: what a user and a desktop need, and nothing of the build.
want=(bin/opencarc-cli share/opencarc/rules/base/tiles.json share/opencarc/rules/bets/chips.json
      share/opencarc/rules/maps/index.json share/man/man6/opencarc-cli.6.gz share/doc/opencarc/README.md
      share/doc/opencarc/docs/ENGINE.md)
if [ "$gui" = gui ]; then
  want+=(bin/opencarc share/opencarc/assets/tiles/A.png share/opencarc/assets/masks/A.png
         share/opencarc/assets/anchors.json share/opencarc/assets/fonts/DejaVuSans.ttf
         share/opencarc/assets/fonts/LICENSE share/opencarc/assets/maps/france.png
         share/opencarc/assets/sprites/meeple_blue.png share/opencarc/assets/sounds/sounds.json
         share/opencarc/assets/sounds/points.wav share/opencarc/assets/ui/seats.json share/applications/opencarc.desktop
         share/metainfo/io.github.opencarc.opencarc.metainfo.xml share/icons/hicolor/scalable/apps/opencarc.svg
         share/man/man6/opencarc.6.gz share/doc/opencarc/docs/screenshots/game.png share/doc/opencarc/gui/README.md)
  for n in 48 64 128 256; do want+=("share/icons/hicolor/${n}x$n/apps/opencarc.png"); done
  for lang in de fr nl; do want+=("share/locale/$lang/LC_MESSAGES/opencarc.mo"); done
fi
for f in "${want[@]}"; do
  check "installed: $f" test -s "$root/$f"
done
check "bin/ holds only the programs" test "$(ls "$root/bin" | tr '\n' ' ')" = \
  "$([ "$gui" = gui ] && echo 'opencarc opencarc-cli ' || echo 'opencarc-cli ')"
check "no C sources in the data" test -z "$(find "$root/share/opencarc" -name '*.[ch]' -o -name '*.cmake')"
check "no contact sheets in the data" test -z "$(find "$root/share/opencarc" -name 'contact_*')"
for page in "$root"/share/man/man6/*.gz; do
  check "$(basename "$page") is gzip" gzip -t "$page"
  check "$(basename "$page") has a NAME section" sh -c "gzip -dc '$page' | grep -q '^\.SH NAME'"
done

# The desktop entry and the AppStream data, as the freedesktop and AppStream tools see them.
if [ "$gui" = gui ]; then
  if [ -n "$dfv" ]; then
    out=$("$dfv" "$root/share/applications/opencarc.desktop" 2>&1); rc=$?
    check "desktop-file-validate: silent and exit 0 ($out)" test $rc -eq 0 -a -z "$out"
  else
    check "desktop-file-validate found (apt-get install desktop-file-utils)" false
  fi
  if [ -n "$asc" ]; then
    "$asc" validate --no-net --pedantic "$root/share/metainfo/io.github.opencarc.opencarc.metainfo.xml" >"$dest/asc.log" 2>&1
    check "appstreamcli validate --pedantic" test $? -eq 0 || cat "$dest/asc.log"
    "$asc" validate-tree --no-net "$root" >"$dest/asc-tree.log" 2>&1
    check "appstreamcli validate-tree (entry, metainfo and icon together)" test $? -eq 0 || cat "$dest/asc-tree.log"
  else
    check "appstreamcli found (apt-get install appstream)" false
  fi
  newest=$(grep -o '<release version="[^"]*"' "$root/share/metainfo/io.github.opencarc.opencarc.metainfo.xml" | head -1)
  check "the newest AppStream release is $version" test "$newest" = "<release version=\"$version\""
fi

# The installed program, run from elsewhere with nothing pointing at the data.
elsewhere=$dest/elsewhere
mkdir -p "$elsewhere"
cd "$elsewhere" || exit 1
out=$(env -u OPENCARC_DATA "$root/bin/opencarc-cli" --version); rc=$?
check "installed opencarc-cli --version" test $rc -eq 0 -a "$out" = "opencarc-cli $version"
env -u OPENCARC_DATA "$root/bin/opencarc-cli" play --players 3 --seed 5 --save game.json >play.json 2>play.err; rc=$?
check "installed opencarc-cli play exits 0 ($(cat play.err))" test $rc -eq 0
check "installed opencarc-cli play finishes the game" grep -q '"ok":true.*"phase":"game_over"' play.json
env -u OPENCARC_DATA "$root/bin/opencarc-cli" replay game.json >replay.json 2>&1; rc=$?
check "installed opencarc-cli replays its save" test $rc -eq 0
if [ "$gui" = gui ]; then
  out=$(env -u OPENCARC_DATA "$root/bin/opencarc" --version); rc=$?
  check "installed opencarc --version" test $rc -eq 0 -a "$out" = "opencarc $version"
fi

check_summary "install into $root"
