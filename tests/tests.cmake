# SPDX-License-Identifier: GPL-3.0-or-later
# ctest: engine unit tests, scenario files, random games with invariants, determinism.
add_executable(test_engine tests/test_engine.c)
target_link_libraries(test_engine PRIVATE carc_engine)
add_test(NAME engine_units COMMAND test_engine ${CMAKE_SOURCE_DIR})
add_executable(test_scenarios tests/test_scenarios.c)
target_link_libraries(test_scenarios PRIVATE carc_engine)
add_test(NAME scenarios COMMAND test_scenarios ${CMAKE_SOURCE_DIR} ${CMAKE_SOURCE_DIR}/tests/scenarios)
add_executable(test_rules_data tests/test_rules_data.c)
target_link_libraries(test_rules_data PRIVATE carc_engine)
add_test(NAME rules_data COMMAND test_rules_data ${CMAKE_SOURCE_DIR})
add_executable(test_hooks tests/test_hooks.c)
target_link_libraries(test_hooks PRIVATE carc_engine)
add_test(NAME hooks COMMAND test_hooks ${CMAKE_SOURCE_DIR})
# The Inns & Cathedrals catalogue against RULES.md section 6's counts and JCloisterZone's topology.
add_executable(test_inns tests/test_inns.c)
target_link_libraries(test_inns PRIVATE carc_engine)
add_test(NAME inns_tiles COMMAND test_inns ${CMAKE_SOURCE_DIR})
add_executable(test_random tests/test_random.c)
target_link_libraries(test_random PRIVATE carc_engine)
set(OPENCARC_RANDOM_GAMES 10000 CACHE STRING "random base games the invariant test plays")
set(OPENCARC_RANDOM_EXP_GAMES 3000 CACHE STRING "random games with each set of expansions")
set(OPENCARC_RANDOM_MAP_GAMES 1000 CACHE STRING "random games on each map")
add_test(NAME random_games COMMAND test_random ${CMAKE_SOURCE_DIR} ${OPENCARC_RANDOM_GAMES})
add_test(NAME random_games_bets COMMAND test_random ${CMAKE_SOURCE_DIR} ${OPENCARC_RANDOM_EXP_GAMES} bets)
add_test(NAME random_games_tollkeepers COMMAND test_random ${CMAKE_SOURCE_DIR} ${OPENCARC_RANDOM_EXP_GAMES} tollkeepers)
add_test(NAME random_games_bets_tollkeepers COMMAND test_random ${CMAKE_SOURCE_DIR} ${OPENCARC_RANDOM_EXP_GAMES} bets,tollkeepers)
add_test(NAME random_games_inns COMMAND test_random ${CMAKE_SOURCE_DIR} ${OPENCARC_RANDOM_EXP_GAMES} inns)
add_test(NAME random_games_inns_bets_tollkeepers COMMAND test_random ${CMAKE_SOURCE_DIR} ${OPENCARC_RANDOM_EXP_GAMES} inns,bets,tollkeepers)
add_test(NAME random_games_traders COMMAND test_random ${CMAKE_SOURCE_DIR} ${OPENCARC_RANDOM_EXP_GAMES} traders)
add_test(NAME random_games_big COMMAND test_random ${CMAKE_SOURCE_DIR} ${OPENCARC_RANDOM_EXP_GAMES} inns,traders,bets,tollkeepers)
foreach(map benelux france)
  add_test(NAME random_games_${map} COMMAND test_random ${CMAKE_SOURCE_DIR} ${OPENCARC_RANDOM_MAP_GAMES} "" ${map})
  add_test(NAME random_games_${map}_all COMMAND test_random ${CMAKE_SOURCE_DIR} ${OPENCARC_RANDOM_MAP_GAMES} inns,traders,mapchips,bets,tollkeepers ${map})
endforeach()
# a map too crowded for diagonal-only chip spacing: the fallback layout keeps the placement rules
add_test(NAME random_games_crowded_map COMMAND test_random ${CMAKE_SOURCE_DIR} ${OPENCARC_RANDOM_MAP_GAMES} mapchips ${CMAKE_SOURCE_DIR}/tests/maps/crowded.json)
add_test(NAME cli COMMAND bash ${CMAKE_SOURCE_DIR}/tests/cli_test.sh $<TARGET_FILE:opencarc-cli>)
# The tactics positions (tests/tactics/*.json) load, and each accepted move is legal where it is asked;
# how often each level finds them is a benchmark (tools/tactics.sh), not a test.
file(GLOB OPENCARC_TACTICS ${CMAKE_SOURCE_DIR}/tests/tactics/*.json)
add_test(NAME tactics_positions COMMAND opencarc-cli tactics --seats greedy --games 1 ${OPENCARC_TACTICS})
# Bots that do not read, do not quit, close their output or send NUL bytes (issue 23).
add_executable(hostile_bot tests/hostile_bot.c)
target_link_libraries(hostile_bot PRIVATE PkgConfig::CJSON)
add_test(NAME bots_hostile COMMAND bash ${CMAKE_SOURCE_DIR}/tests/bot_test.sh $<TARGET_FILE:opencarc-cli> $<TARGET_FILE:hostile_bot>)
set_tests_properties(bots_hostile PROPERTIES TIMEOUT 120)
add_executable(test_input tests/test_input.c)
target_link_libraries(test_input PRIVATE carc_engine)
add_test(NAME input COMMAND test_input ${CMAKE_SOURCE_DIR})
# Data lookup (OPENCARC_DATA, next to the program, ../share/opencarc) and --help / --version.
set(data_lookup_bins $<TARGET_FILE:opencarc-cli>)
if(TARGET opencarc)
  list(APPEND data_lookup_bins $<TARGET_FILE:opencarc>)
endif()
add_test(NAME data_lookup COMMAND bash ${CMAKE_SOURCE_DIR}/tests/datadir_test.sh ${CMAKE_SOURCE_DIR} ${data_lookup_bins})
# Errors as templates with parameters (issue 17): msg is the template formatted; every site uses carc_err_set.
add_executable(test_errors tests/test_errors.c)
target_link_libraries(test_errors PRIVATE carc_engine)
add_test(NAME errors COMMAND test_errors ${CMAKE_SOURCE_DIR})
add_test(NAME err_sites COMMAND python3 ${CMAKE_SOURCE_DIR}/tests/err_sites_test.py ${CMAKE_SOURCE_DIR})
# No product function over 80 lines (CONTRIBUTING.md, style).
add_test(NAME function_lengths COMMAND python3 ${CMAKE_SOURCE_DIR}/tools/function_lengths.py ${CMAKE_SOURCE_DIR})
# Every C file laid out as .clang-format says (clang-format 14; skipped, 77, with another version).
add_test(NAME format COMMAND bash ${CMAKE_SOURCE_DIR}/tools/format.sh ${CMAKE_SOURCE_DIR})
set_tests_properties(format PROPERTIES SKIP_RETURN_CODE 77)
# The modules' typed views (what their front ends read) say what their JSON says (issue 44).
add_executable(test_views tests/test_views.c)
target_link_libraries(test_views PRIVATE carc_engine)
add_test(NAME module_views COMMAND test_views ${CMAKE_SOURCE_DIR})
add_executable(test_copy tests/test_copy.c)
target_link_libraries(test_copy PRIVATE carc_engine)
add_test(NAME game_copy COMMAND test_copy ${CMAKE_SOURCE_DIR})
add_executable(test_ai tests/test_ai.c)
target_link_libraries(test_ai PRIVATE carc_ai)
add_test(NAME ai_players COMMAND test_ai ${CMAKE_SOURCE_DIR} rest)
# the whole games in two halves that run side by side; under the sanitizers (ten times slower) one game
# of the cheap levels a configuration, not four
set(ai_cheap_games 4)
if(OPENCARC_SANITIZE)
  set(ai_cheap_games 1)
endif()
foreach(half 0 1)
  add_test(NAME ai_players_games${half} COMMAND test_ai ${CMAKE_SOURCE_DIR} games${half} ${ai_cheap_games})
endforeach()
add_executable(test_traders tests/test_traders.c)
target_link_libraries(test_traders PRIVATE carc_engine)
add_test(NAME traders_tiles COMMAND test_traders ${CMAKE_SOURCE_DIR})
include(tests/fuzz/fuzz.cmake)
# The network (docs/NETWORK.md): its host's tables, transports and clients; only when built with it.
if(OPENCARC_NET)
  add_executable(test_net tests/test_net.c)
  target_link_libraries(test_net PRIVATE carc_net_transport)
  add_test(NAME net_table COMMAND test_net ${CMAKE_SOURCE_DIR} rest)
  foreach(half 0 1)
    add_test(NAME net_table_games${half} COMMAND test_net ${CMAKE_SOURCE_DIR} games${half})
  endforeach()
  add_test(NAME net_game COMMAND bash ${CMAKE_SOURCE_DIR}/tests/net_game.sh $<TARGET_FILE:opencarc-cli>)
  set_tests_properties(net_game PROPERTIES TIMEOUT 240)
  add_test(NAME net_hostile COMMAND python3 ${CMAKE_SOURCE_DIR}/tests/net_hostile.py $<TARGET_FILE:opencarc-cli>)
  set_tests_properties(net_hostile PROPERTIES TIMEOUT 600)
  # among the longest programs (below): started first
  set_tests_properties(net_table_games0 net_table_games1 PROPERTIES COST 950)
  set_tests_properties(net_game net_hostile PROPERTIES COST 600)
  # The build without network play (-DOPENCARC_NET=OFF) in a tree of its own, as on a machine without
  # libwebsockets and OpenSSL: its CLI builds, says it has no serve and join, and links neither. Not
  # again under the sanitizers: it builds, it tests no memory.
  if(NOT OPENCARC_SANITIZE)
    add_test(NAME net_off_build COMMAND bash ${CMAKE_SOURCE_DIR}/tests/net_off_test.sh ${CMAKE_SOURCE_DIR}
             ${CMAKE_BINARY_DIR}/net-off ${CMAKE_C_COMPILER} ${OPENCARC_WERROR})
    set_tests_properties(net_off_build PROPERTIES TIMEOUT 600)
  endif()
endif()
# The longest programs first (minutes under the sanitizers): ctest orders by COST where it has no
# timings of its own yet, as on a fresh clone, so that none of them starts last and runs alone.
set_tests_properties(game_copy ai_players_games0 ai_players_games1 PROPERTIES COST 950)
set_tests_properties(ai_players random_games_big random_games_benelux_all random_games_france_all
                     PROPERTIES COST 600)
