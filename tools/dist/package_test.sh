#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package as a user meets it: CPack builds the .deb; its control fields and Depends (from
# dpkg-shlibdeps) and its file list are checked; it is unpacked with dpkg-deb -x (installing it on
# the test machine would be too invasive) and its programs run from there with no OPENCARC_DATA.
# usage: package_test.sh BUILD_DIR WORKDIR VERSION gui|nogui [net|nonet]
set -u
build=$1 work=$2 version=$3 gui=$4 net=${5:-net}
. "$(dirname "$0")/../../tests/check.sh"
rm -rf "$work"
mkdir -p "$work"
if ! cpack --config "$build/CPackConfig.cmake" -B "$work" >"$work/cpack.log" 2>&1; then
  cat "$work/cpack.log"
  echo "FAILED: cpack"
  exit 1
fi
deb=$(ls "$work"/opencarc_"$version"_*.deb 2>/dev/null | head -1)
check "the package is named opencarc_${version}_ARCH.deb" test -n "$deb"
[ -n "$deb" ] || exit 1

dpkg-deb -I "$deb" >"$work/info" || { echo "FAILED: dpkg-deb -I"; exit 1; }
field() { sed -n "s/^ $1: //p" "$work/info"; }
check "Package: opencarc" test "$(field Package)" = opencarc
check "Version: $version" test "$(field Version)" = "$version"
check "Section: games" test "$(field Section)" = games
check "Architecture: $(dpkg --print-architecture)" test "$(field Architecture)" = "$(dpkg --print-architecture)"
depends=$(field Depends)
for lib in libc6 libcjson1; do
  check "Depends names $lib ($depends)" grep -q "$lib (>=" <<<"$depends"
done
if [ "$net" = net ]; then # libwebsockets: opencarc-cli serve and join, the window's Network…
  check "Depends names libwebsockets17 ($depends)" grep -q "libwebsockets17 (>=" <<<"$depends"
else
  check "Depends without libwebsockets nor OpenSSL ($depends)" test -z "$(grep -iE 'websockets|libssl' <<<"$depends")"
fi
if [ "$gui" = gui ]; then
  for lib in libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-ttf-2.0-0; do
    check "Depends names $lib ($depends)" grep -q "$lib (>=" <<<"$depends"
  done
  check "Recommends a CJK font ($(field Recommends))" grep -q "fonts-wqy-microhei" <<<"$(field Recommends)"
else
  check "Depends without SDL ($depends)" test -z "$(grep -i sdl <<<"$depends")"
fi

dpkg-deb -c "$deb" >"$work/contents" || { echo "FAILED: dpkg-deb -c"; exit 1; }
want=(./usr/bin/opencarc-cli ./usr/share/opencarc/rules/base/tiles.json ./usr/share/man/man6/opencarc-cli.6.gz
      ./usr/share/doc/opencarc/README.md)
[ "$gui" = gui ] && want+=(./usr/bin/opencarc ./usr/share/opencarc/assets/tiles/A.png
                           ./usr/share/opencarc/assets/sounds/points.wav
                           ./usr/share/applications/opencarc.desktop
                           ./usr/share/metainfo/io.github.opencarc.opencarc.metainfo.xml
                           ./usr/share/icons/hicolor/256x256/apps/opencarc.png
                           ./usr/share/icons/hicolor/scalable/apps/opencarc.svg ./usr/share/man/man6/opencarc.6.gz)
for f in "${want[@]}"; do
  check "in the package: $f" grep -q " $f\$" "$work/contents"
done
check "nothing outside /usr" sh -c "! awk '{print \$6}' '$work/contents' | grep -v '^\./usr/' | grep -qv '^\./\$'"
check "files owned by root" sh -c "! awk '{print \$2}' '$work/contents' | grep -qv '^root/root\$'"

dpkg-deb -x "$deb" "$work/root" || { echo "FAILED: dpkg-deb -x"; exit 1; }
cd "$work" || exit 1
env -u OPENCARC_DATA "$work/root/usr/bin/opencarc-cli" play --players 2 --seed 9 >play.json 2>play.err; rc=$?
check "unpacked opencarc-cli play exits 0 ($(cat play.err))" test $rc -eq 0
check "unpacked opencarc-cli play finishes the game" grep -q '"ok":true.*"phase":"game_over"' play.json
if [ "$gui" = gui ]; then
  out=$(env -u OPENCARC_DATA "$work/root/usr/bin/opencarc" --version); rc=$?
  check "unpacked opencarc --version" test $rc -eq 0 -a "$out" = "opencarc $version"
fi

check_summary "package $deb (Depends: $depends)"
