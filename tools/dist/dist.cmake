# SPDX-License-Identifier: GPL-3.0-or-later
# Installing OpenCarc as a desktop application (GNUInstallDirs), the Debian package (CPack), and the
# tests that check both as a user meets them. Included last from the top-level CMakeLists.txt.
#
#   <bindir>                      opencarc, opencarc-cli
#   <datadir>/opencarc/           rules/ (the JSON data) and, with the game, assets/ (found at run time
#                                 through <bindir>/../share/opencarc: the install is relocatable)
#   <datadir>/applications/       opencarc.desktop
#   <datadir>/metainfo/           io.github.opencarc.opencarc.metainfo.xml (AppStream)
#   <datadir>/icons/hicolor/      the icon, 48-256 px and scalable (drawn by tools/artgen)
#   <mandir>/man6/                opencarc.6, opencarc-cli.6 (gzipped when gzip is there)
#   <docdir>                      README.md with the pages and screenshots it links to

set(DIST_DIR ${CMAKE_SOURCE_DIR}/tools/dist)
set(OPENCARC_APPID io.github.opencarc.opencarc)
set(OPENCARC_SHARE ${CMAKE_INSTALL_DATADIR}/opencarc)

install(TARGETS opencarc-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${CMAKE_SOURCE_DIR}/rules/ DESTINATION ${OPENCARC_SHARE}/rules FILES_MATCHING PATTERN "*.json")
set(dist_man_pages opencarc-cli.6)
install(FILES ${CMAKE_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
# the licences: what covers the code, the art and the fonts (Debian's place for them is the doc folder)
install(FILES ${CMAKE_SOURCE_DIR}/LICENSE DESTINATION ${CMAKE_INSTALL_DOCDIR} RENAME copyright)
install(DIRECTORY ${CMAKE_SOURCE_DIR}/LICENSES/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/licenses)
install(FILES ${CMAKE_SOURCE_DIR}/docs/ENGINE.md DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs)

if(TARGET opencarc)
  install(TARGETS opencarc RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  # The contact sheets are for reviewing the art, the README for its authors.
  install(DIRECTORY ${CMAKE_SOURCE_DIR}/assets/ DESTINATION ${OPENCARC_SHARE}/assets
          PATTERN README.md EXCLUDE PATTERN "contact_*.png" EXCLUDE)
  install(FILES ${DIST_DIR}/opencarc.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${DIST_DIR}/${OPENCARC_APPID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  install(DIRECTORY ${CMAKE_SOURCE_DIR}/assets/icons/hicolor DESTINATION ${CMAKE_INSTALL_DATADIR}/icons)
  list(APPEND dist_man_pages opencarc.6)
  install(DIRECTORY ${CMAKE_SOURCE_DIR}/docs/screenshots DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs)
  install(FILES ${CMAKE_SOURCE_DIR}/gui/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR}/gui)
endif()

# Man pages are installed compressed, as Debian expects (-n: no name or time stamp inside).
find_program(GZIP_PROGRAM gzip)
foreach(page ${dist_man_pages})
  set(page_src ${CMAKE_SOURCE_DIR}/docs/man/${page})
  if(GZIP_PROGRAM)
    set(page_gz ${CMAKE_BINARY_DIR}/man/${page}.gz)
    add_custom_command(OUTPUT ${page_gz}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/man
      COMMAND sh -c "'${GZIP_PROGRAM}' -9n -c '${page_src}' > '${page_gz}'"
      DEPENDS ${page_src} VERBATIM)
    list(APPEND dist_man_built ${page_gz})
    install(FILES ${page_gz} DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
  else()
    install(FILES ${page_src} DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
  endif()
endforeach()
if(dist_man_built)
  add_custom_target(man-pages ALL DEPENDS ${dist_man_built})
endif()

# ---- the Debian package: cmake --build build --target package
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME opencarc)
set(CPACK_PACKAGE_VENDOR "The OpenCarc authors")
set(CPACK_PACKAGE_CONTACT "The OpenCarc authors" CACHE STRING "Maintainer of the Debian package")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "tile-laying board game for 2 to 6 players at one computer")
set(CPACK_PACKAGE_DESCRIPTION "OpenCarc is the board game Carcassonne for friends who play together at one
computer with the mouse (hotseat). It plays the complete base game, farmers
included, and four mini-expansions: The Bets, The Tollkeepers, and Map-Chips
for Benelux and for France on its own maps of the two countries.
opencarc-cli plays, replays and benchmarks games without a window.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/opencarc/opencarc")
# Depends: from the libraries the binaries link (dpkg-shlibdeps), not a hand-kept list.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
if(TARGET opencarc)
  # A font with CJK glyphs for names DejaVu cannot draw (gui/shell/gui_text.c finds any of these; without
  # one such names show as boxes, so recommended rather than required).
  set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-wqy-microhei | fonts-noto-cjk | fonts-wqy-zenhei | fonts-droid-fallback")
endif()
set(CPACK_PACKAGE_CHECKSUM SHA256)
set(CPACK_STRIP_FILES ON)
include(CPack)

# ---- tests
# Installs into a temporary DESTDIR and runs the installed programs from elsewhere (no OPENCARC_DATA),
# checks the file list and validates the desktop entry and the AppStream data.
find_program(DESKTOP_FILE_VALIDATE desktop-file-validate)
find_program(APPSTREAMCLI appstreamcli)
add_test(NAME install_tree
  COMMAND bash ${DIST_DIR}/install_test.sh ${CMAKE_COMMAND} ${CMAKE_BINARY_DIR} ${CMAKE_BINARY_DIR}/install-test
          ${CMAKE_INSTALL_PREFIX} ${PROJECT_VERSION} "$<IF:$<TARGET_EXISTS:opencarc>,gui,nogui>"
          "${DESKTOP_FILE_VALIDATE}" "${APPSTREAMCLI}")
set_tests_properties(install_tree PROPERTIES FIXTURES_SETUP installed RESOURCE_LOCK install_manifest)
if(TARGET opencarc AND XVFB_RUN)
  # Named gui_smoke_* so the sanitizer run treats it like the other window tests (tools/test.sh).
  add_test(NAME gui_smoke_installed
    COMMAND bash ${DIST_DIR}/installed_gui_test.sh ${CMAKE_BINARY_DIR}/install-test${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/opencarc
            ${CMAKE_BINARY_DIR}/install-test-gui)
  set_tests_properties(gui_smoke_installed PROPERTIES FIXTURES_REQUIRED installed)
endif()

# Builds the .deb with CPack and looks inside: control fields, Depends, file list; unpacked with
# dpkg-deb -x (not installed on this machine), its programs run from there. Not in sanitizer builds:
# nobody ships those, and install_tree already runs the installed programs under the sanitizers.
find_program(DPKG_DEB dpkg-deb)
find_program(DPKG_SHLIBDEPS dpkg-shlibdeps)
if(DPKG_DEB AND DPKG_SHLIBDEPS AND NOT OPENCARC_SANITIZE)
  add_test(NAME package_deb
    COMMAND bash ${DIST_DIR}/package_test.sh ${CMAKE_BINARY_DIR} ${CMAKE_BINARY_DIR}/package-test ${PROJECT_VERSION}
            "$<IF:$<TARGET_EXISTS:opencarc>,gui,nogui>" "$<IF:$<BOOL:${OPENCARC_NET}>,net,nonet>")
  set_tests_properties(package_deb PROPERTIES RESOURCE_LOCK install_manifest)
endif()
