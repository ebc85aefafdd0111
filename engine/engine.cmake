# SPDX-License-Identifier: GPL-3.0-or-later
add_library(carc_engine STATIC
  engine/carc_action.c engine/carc_ai.c engine/carc_board.c engine/carc_datadir.c engine/carc_err.c engine/carc_event.c engine/carc_feature.c
  engine/carc_game.c engine/carc_hint.c engine/carc_io.c engine/carc_json.c engine/carc_module.c engine/carc_outlook.c engine/carc_rng.c engine/carc_score.c engine/carc_text.c engine/carc_tileset.c engine/carc_value.c engine/carc_view.c
  ${CARC_RULES_SOURCES})
target_include_directories(carc_engine PUBLIC ${CMAKE_SOURCE_DIR}/engine)
target_compile_definitions(carc_engine PRIVATE OPENCARC_INSTALL_DATADIR="${OPENCARC_INSTALL_DATADIR}")
target_link_libraries(carc_engine PUBLIC PkgConfig::CJSON m) # m: the modules' outlook hooks (erfc)
# Computer players: searches over the engine's public API only.
# The evaluation's fitted weights are data (engine/ai/ai_weights.json), built into the library as C.
add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/ai_weights_data.c
  COMMAND ${CMAKE_COMMAND} -DIN=${CMAKE_SOURCE_DIR}/engine/ai/ai_weights.json -DOUT=${CMAKE_BINARY_DIR}/ai_weights_data.c
          -DPHASES=3 -P ${CMAKE_SOURCE_DIR}/engine/ai/ai_weights.cmake
  DEPENDS ${CMAKE_SOURCE_DIR}/engine/ai/ai_weights.json ${CMAKE_SOURCE_DIR}/engine/ai/ai_weights.cmake
  COMMENT "Computer players' weights from engine/ai/ai_weights.json")
add_library(carc_ai STATIC engine/ai/ai_player.c engine/ai/ai_greedy.c engine/ai/ai_mcts.c engine/ai/ai_halving.c engine/ai/ai_playout.c
  engine/ai/ai_eval.c engine/ai/ai_expect.c engine/ai/ai_outlook.c engine/ai/ai_weights.c ${CMAKE_BINARY_DIR}/ai_weights_data.c)
target_include_directories(carc_ai PUBLIC ${CMAKE_SOURCE_DIR}/engine/ai)
target_link_libraries(carc_ai PUBLIC carc_engine m)
# Network play (docs/NETWORK.md), in two layers. carc_net_core is the host's logic: tables, seats, the
# lobby, every message checked and answered, the limits per address, the text of a local network's
# announcement and of a fingerprint; pure C over the engine and the computer players (no sockets, no
# libwebsockets, no OpenSSL), so it is built and tested (the net fuzz corpus) in every build.
# carc_net_transport carries it: WebSocket over libwebsockets (docs/DESIGN.md says why that library), TLS
# with OpenSSL, the local network's UDP sockets; only with OPENCARC_NET=ON.
add_library(carc_net_core STATIC engine/net/net_table.c engine/net/net_lobby.c engine/net/net_guard.c engine/net/net_random.c
  engine/net/net_lan_text.c engine/net/net_tls_text.c)
target_include_directories(carc_net_core PUBLIC ${CMAKE_SOURCE_DIR}/engine/net)
target_link_libraries(carc_net_core PUBLIC carc_ai carc_engine)
if(OPENCARC_NET)
  pkg_check_modules(LWS REQUIRED IMPORTED_TARGET libwebsockets)
  # OpenSSL, which libwebsockets' TLS runs on: a host's own certificate and its fingerprint (net_tls.c)
  find_package(OpenSSL REQUIRED)
  add_library(carc_net_transport STATIC engine/net/net_ws.c engine/net/net_tls.c engine/net/net_lan.c)
  target_link_libraries(carc_net_transport PUBLIC carc_net_core PkgConfig::LWS OpenSSL::SSL OpenSSL::Crypto)
endif()
