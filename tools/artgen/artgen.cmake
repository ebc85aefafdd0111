# SPDX-License-Identifier: GPL-3.0-or-later
# OpenCarc art generator and asset checks.
# Included from the top-level CMakeLists.txt; paths are relative to ${CMAKE_SOURCE_DIR}.
#
#   opencarc-artgen        the generator (only when cairo is found with pkg-config)
#   opencarc-assets-check  the checker used by the tests below
#   regen-assets           custom target: regenerate assets/ in the source tree
#
# Tests: assets_complete, assets_masks, assets_reproducible (the last only with the generator), and
# artgen_no_expansion_names (the shared files name no expansion: each one's art is its table).

find_package(PkgConfig QUIET)
if(PKG_CONFIG_FOUND)
  pkg_check_modules(ARTGEN_CJSON QUIET IMPORTED_TARGET libcjson)
  pkg_check_modules(ARTGEN_CAIRO QUIET IMPORTED_TARGET cairo)
  pkg_check_modules(ARTGEN_PNG QUIET IMPORTED_TARGET libpng)
endif()

set(ARTGEN_DIR ${CMAKE_SOURCE_DIR}/tools/artgen)
set(ARTGEN_ASSETS ${CMAKE_SOURCE_DIR}/assets)
# Each module's art (art_module.h): which files it adds (the checker too), and how they look (cairo).
set(ARTGEN_MODULES ${ARTGEN_DIR}/art_modules.c ${ARTGEN_DIR}/art_mod_inns.c ${ARTGEN_DIR}/art_mod_traders.c ${ARTGEN_DIR}/art_mod_bets.c
    ${ARTGEN_DIR}/art_mod_tollkeepers.c ${ARTGEN_DIR}/art_mod_maps.c ${ARTGEN_DIR}/art_mod_mapchips.c)
set(ARTGEN_PAINTERS ${ARTGEN_DIR}/art_painters.c ${ARTGEN_DIR}/art_mod_inns_draw.c ${ARTGEN_DIR}/art_mod_inns_inn.c
    ${ARTGEN_DIR}/art_mod_traders_draw.c
    ${ARTGEN_DIR}/art_mod_traders_goods.c ${ARTGEN_DIR}/art_mod_bets_draw.c ${ARTGEN_DIR}/art_mod_bets_office.c
    ${ARTGEN_DIR}/art_mod_tollkeepers_draw.c ${ARTGEN_DIR}/art_mod_tollkeepers_illus.c ${ARTGEN_DIR}/art_mod_tollkeepers_village.c
    ${ARTGEN_DIR}/art_mod_maps_draw.c ${ARTGEN_DIR}/art_mod_maps_board.c ${ARTGEN_DIR}/art_mod_maps_read.c
    ${ARTGEN_DIR}/art_mod_maps_text.c ${ARTGEN_DIR}/art_mod_maps_land.c ${ARTGEN_DIR}/art_mod_maps_city.c
    ${ARTGEN_DIR}/art_mod_maps_town.c ${ARTGEN_DIR}/art_mod_maps_label.c ${ARTGEN_DIR}/art_mod_mapchips_draw.c)

add_test(NAME artgen_no_expansion_names COMMAND sh ${ARTGEN_DIR}/no_expansion_names.sh ${CMAKE_SOURCE_DIR})

if(ARTGEN_CJSON_FOUND)
  add_executable(opencarc-assets-check ${ARTGEN_DIR}/art_check.c ${ARTGEN_DIR}/art_data.c ${ARTGEN_DIR}/art_geom.c
               ${ARTGEN_DIR}/art_sprite_list.c ${ARTGEN_MODULES})
  target_link_libraries(opencarc-assets-check PRIVATE carc_engine)
  set(ARTGEN_CAN_READ_PNG ON)
  if(ARTGEN_PNG_FOUND)
    target_compile_definitions(opencarc-assets-check PRIVATE HAVE_LIBPNG)
    target_link_libraries(opencarc-assets-check PRIVATE PkgConfig::ARTGEN_PNG)
  elseif(ARTGEN_CAIRO_FOUND)
    target_compile_definitions(opencarc-assets-check PRIVATE HAVE_CAIRO)
    target_link_libraries(opencarc-assets-check PRIVATE PkgConfig::ARTGEN_CAIRO)
  else()
    set(ARTGEN_CAN_READ_PNG OFF)
    message(STATUS "artgen: neither libpng nor cairo found; test assets_masks disabled")
  endif()

  add_test(NAME assets_complete
           COMMAND opencarc-assets-check complete ${CMAKE_SOURCE_DIR} ${ARTGEN_ASSETS})
  if(ARTGEN_CAN_READ_PNG)
    add_test(NAME assets_masks
             COMMAND opencarc-assets-check masks ${CMAKE_SOURCE_DIR} ${ARTGEN_ASSETS})
  endif()
endif()

if(ARTGEN_CAIRO_FOUND AND ARTGEN_CJSON_FOUND)
  add_executable(opencarc-artgen ${ARTGEN_DIR}/artgen.c ${ARTGEN_DIR}/art_data.c ${ARTGEN_DIR}/art_geom.c
                 ${ARTGEN_DIR}/art_path.c ${ARTGEN_DIR}/art_layout.c ${ARTGEN_DIR}/art_mask.c ${ARTGEN_DIR}/art_place.c
                 ${ARTGEN_DIR}/art_paint.c ${ARTGEN_DIR}/art_build.c ${ARTGEN_DIR}/art_tile.c
                 ${ARTGEN_DIR}/art_sheet.c ${ARTGEN_DIR}/art_sprite.c ${ARTGEN_DIR}/art_figure.c ${ARTGEN_DIR}/art_sprite_list.c
                 ${ARTGEN_DIR}/art_font.c ${ARTGEN_DIR}/art_util.c ${ARTGEN_DIR}/art_icon.c
                 ${ARTGEN_MODULES} ${ARTGEN_PAINTERS})
  target_link_libraries(opencarc-artgen PRIVATE carc_seats carc_engine PkgConfig::ARTGEN_CAIRO m) # carc_seats: the sprites' colours
  if(CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
    # keep floating point results identical between builds (byte-for-byte reproducible assets)
    target_compile_options(opencarc-artgen PRIVATE -ffp-contract=off)
  endif()

  add_custom_target(regen-assets
    COMMAND opencarc-artgen --data ${CMAKE_SOURCE_DIR} --out ${ARTGEN_ASSETS}
    DEPENDS opencarc-artgen
    COMMENT "Regenerating tile art, masks, anchors and sprites in ${ARTGEN_ASSETS}"
    VERBATIM)

  add_test(NAME assets_reproducible
           COMMAND ${CMAKE_COMMAND}
                   -DGEN=$<TARGET_FILE:opencarc-artgen>
                   -DDATA=${CMAKE_SOURCE_DIR}
                   -DASSETS=${ARTGEN_ASSETS}
                   -DOUT=${CMAKE_BINARY_DIR}/artgen-reproducible
                   -P ${ARTGEN_DIR}/reproducible.cmake)
else()
  message(STATUS "artgen: cairo not found; opencarc-artgen and assets_reproducible are not built")
endif()
