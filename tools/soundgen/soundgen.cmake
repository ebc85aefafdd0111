# SPDX-License-Identifier: GPL-3.0-or-later
# OpenCarc sound generator: assets/sounds/*.wav synthesized from the recipes in assets/sounds/sounds.json.
# Included from the top-level CMakeLists.txt.
#
#   opencarc-soundgen   the generator (C11, cJSON)
#   regen-sounds        custom target: regenerate assets/sounds/*.wav in the source tree
#
# Test: sounds_reproducible (the committed WAVs are what the generator writes, byte for byte).
set(SOUNDGEN_DIR ${CMAKE_SOURCE_DIR}/tools/soundgen)
add_executable(opencarc-soundgen ${SOUNDGEN_DIR}/soundgen.c)
target_link_libraries(opencarc-soundgen PRIVATE PkgConfig::CJSON m)
if(CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
  target_compile_options(opencarc-soundgen PRIVATE -ffp-contract=off) # identical samples between builds
endif()

add_custom_target(regen-sounds
  COMMAND opencarc-soundgen --data ${CMAKE_SOURCE_DIR} --out ${CMAKE_SOURCE_DIR}/assets/sounds
  DEPENDS opencarc-soundgen
  COMMENT "Regenerating the sound effects in ${CMAKE_SOURCE_DIR}/assets/sounds"
  VERBATIM)

add_test(NAME sounds_reproducible
         COMMAND ${CMAKE_COMMAND}
                 -DGEN=$<TARGET_FILE:opencarc-soundgen>
                 -DDATA=${CMAKE_SOURCE_DIR}
                 -DASSETS=${CMAKE_SOURCE_DIR}/assets/sounds
                 -DOUT=${CMAKE_BINARY_DIR}/soundgen-reproducible
                 -DPATTERNS=*.wav
                 -P ${CMAKE_SOURCE_DIR}/tools/artgen/reproducible.cmake)
