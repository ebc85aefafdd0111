# SPDX-License-Identifier: GPL-3.0-or-later
# The SDL2 front end `opencarc`, its unit tests (no window) and a smoke test under Xvfb.
pkg_check_modules(SDL2 REQUIRED IMPORTED_TARGET sdl2 SDL2_image SDL2_ttf)

set(GUI_PURE_SOURCES
  ${CMAKE_SOURCE_DIR}/gui/gui_anim_queue.c
  ${CMAKE_SOURCE_DIR}/gui/gui_camera.c
  ${CMAKE_SOURCE_DIR}/gui/gui_edit.c
  ${CMAKE_SOURCE_DIR}/gui/gui_feature_facts.c
  ${CMAKE_SOURCE_DIR}/gui/gui_hit.c
  ${CMAKE_SOURCE_DIR}/gui/gui_i18n.c
  ${CMAKE_SOURCE_DIR}/gui/gui_menu_check.c
  ${CMAKE_SOURCE_DIR}/gui/gui_menu_layout.c
  ${CMAKE_SOURCE_DIR}/gui/gui_mo.c
  ${CMAKE_SOURCE_DIR}/gui/gui_paths.c
  ${CMAKE_SOURCE_DIR}/gui/gui_scale.c)

add_executable(opencarc
  ${GUI_PURE_SOURCES}
  ${CMAKE_SOURCE_DIR}/gui/gui_ai.c
  ${CMAKE_SOURCE_DIR}/gui/gui_assets.c
  ${CMAKE_SOURCE_DIR}/gui/gui_audio.c
  ${CMAKE_SOURCE_DIR}/gui/gui_bench.c
  ${CMAKE_SOURCE_DIR}/gui/gui_file.c
  ${CMAKE_SOURCE_DIR}/gui/gui_board_view.c
  ${CMAKE_SOURCE_DIR}/gui/gui_chart.c
  ${CMAKE_SOURCE_DIR}/gui/gui_demo.c
  ${CMAKE_SOURCE_DIR}/gui/gui_ext.c
  ${CMAKE_SOURCE_DIR}/gui/gui_feature_hover.c
  ${CMAKE_SOURCE_DIR}/gui/gui_game.c
  ${CMAKE_SOURCE_DIR}/gui/gui_game_events.c
  ${CMAKE_SOURCE_DIR}/gui/gui_game_frame.c
  ${CMAKE_SOURCE_DIR}/gui/gui_game_input.c
  ${CMAKE_SOURCE_DIR}/gui/gui_game_legal.c
  ${CMAKE_SOURCE_DIR}/gui/gui_game_preview.c
  ${CMAKE_SOURCE_DIR}/gui/gui_game_view.c
  ${CMAKE_SOURCE_DIR}/gui/gui_hints.c
  ${CMAKE_SOURCE_DIR}/gui/gui_history.c
  ${CMAKE_SOURCE_DIR}/gui/gui_hud.c
  ${CMAKE_SOURCE_DIR}/gui/gui_last_tiles.c
  ${CMAKE_SOURCE_DIR}/gui/gui_layer.c
  ${CMAKE_SOURCE_DIR}/gui/gui_main.c
  ${CMAKE_SOURCE_DIR}/gui/gui_map_choice.c
  ${CMAKE_SOURCE_DIR}/gui/gui_menu.c
  ${CMAKE_SOURCE_DIR}/gui/gui_menu_display.c
  ${CMAKE_SOURCE_DIR}/gui/gui_offscreen.c
  ${CMAKE_SOURCE_DIR}/gui/gui_results.c
  ${CMAKE_SOURCE_DIR}/gui/gui_save.c
  ${CMAKE_SOURCE_DIR}/gui/gui_stats.c
  ${CMAKE_SOURCE_DIR}/gui/gui_seat_style.c
  ${CMAKE_SOURCE_DIR}/gui/gui_saves.c
  ${CMAKE_SOURCE_DIR}/gui/gui_tiles_left.c
  ${CMAKE_SOURCE_DIR}/gui/gui_expect.c
  ${CMAKE_SOURCE_DIR}/gui/gui_undo_check.c
  ${CMAKE_SOURCE_DIR}/gui/gui_text.c
  ${CMAKE_SOURCE_DIR}/gui/gui_textfield.c
  ${CMAKE_SOURCE_DIR}/gui/ext/bets.c
  ${CMAKE_SOURCE_DIR}/gui/ext/bets_reveal.c
  ${CMAKE_SOURCE_DIR}/gui/ext/inns.c
  ${CMAKE_SOURCE_DIR}/gui/ext/traders.c
  ${CMAKE_SOURCE_DIR}/gui/ext/maps.c
  ${CMAKE_SOURCE_DIR}/gui/ext/mapchips.c
  ${CMAKE_SOURCE_DIR}/gui/ext/mapchips_islands.c
  ${CMAKE_SOURCE_DIR}/gui/ext/mapchips_wine.c
  ${CMAKE_SOURCE_DIR}/gui/ext/registry.c
  ${CMAKE_SOURCE_DIR}/gui/ext/tollkeepers.c)
target_include_directories(opencarc PRIVATE ${CMAKE_SOURCE_DIR}/gui)
target_link_libraries(opencarc PRIVATE carc_ai carc_seats carc_engine PkgConfig::SDL2 m)
if(OPENCARC_NET) # the menu's Network… (Host, Join) and a network game at this screen
  target_sources(opencarc PRIVATE
    ${CMAKE_SOURCE_DIR}/gui/gui_net.c
    ${CMAKE_SOURCE_DIR}/gui/gui_net_board.c
    ${CMAKE_SOURCE_DIR}/gui/gui_net_host.c
    ${CMAKE_SOURCE_DIR}/gui/gui_net_lan.c
    ${CMAKE_SOURCE_DIR}/gui/gui_net_link.c
    ${CMAKE_SOURCE_DIR}/gui/gui_net_menu.c)
  target_link_libraries(opencarc PRIVATE carc_net_transport)
endif()

# Pure parts (camera, mask hit testing, animation queue, paths, the translation lookup, text editing): no SDL, no window.
add_executable(test_gui ${GUI_PURE_SOURCES} ${CMAKE_SOURCE_DIR}/gui/tests/test_gui.c)
target_include_directories(test_gui PRIVATE ${CMAKE_SOURCE_DIR}/gui)
target_link_libraries(test_gui PRIVATE carc_engine m)
add_test(NAME gui_units COMMAND test_gui)

# The text renderer's fallback font for glyphs DejaVu lacks (CJK): software renderer, no window;
# skipped (77) when the Debian font is not installed.
add_executable(test_gui_text ${CMAKE_SOURCE_DIR}/gui/gui_text.c ${CMAKE_SOURCE_DIR}/gui/tests/test_gui_text.c)
target_include_directories(test_gui_text PRIVATE ${CMAKE_SOURCE_DIR}/gui ${CMAKE_SOURCE_DIR}/tests)
target_link_libraries(test_gui_text PRIVATE carc_seats carc_engine PkgConfig::SDL2)
add_test(NAME gui_text COMMAND test_gui_text ${CMAKE_SOURCE_DIR})
set_tests_properties(gui_text PROPERTIES SKIP_RETURN_CODE 77)

# Translations: the language from the environment and the menu, the build tree's catalogues, broken
# catalogues built with plain msgfmt (no window).
add_executable(test_gui_i18n ${CMAKE_SOURCE_DIR}/gui/gui_i18n.c ${CMAKE_SOURCE_DIR}/gui/gui_mo.c ${CMAKE_SOURCE_DIR}/gui/tests/test_gui_i18n.c)
target_include_directories(test_gui_i18n PRIVATE ${CMAKE_SOURCE_DIR}/gui ${CMAKE_SOURCE_DIR}/tests)
target_link_libraries(test_gui_i18n PRIVATE carc_engine)
add_dependencies(test_gui_i18n opencarc_mo)
# the game in the build tree speaks the languages built beside it: building only its target builds them
add_dependencies(opencarc opencarc_mo)
add_test(NAME gui_i18n COMMAND test_gui_i18n ${CMAKE_BINARY_DIR} ${MSGFMT})

# The shared GUI files name no expansion: each one's front end is its table in gui/ext/.
add_test(NAME gui_no_expansion_names COMMAND sh ${CMAKE_SOURCE_DIR}/gui/tests/no_expansion_names.sh ${CMAKE_SOURCE_DIR})
# A number with decimals on screen follows the language ("4,8" in German): the GUI formats none itself.
add_test(NAME gui_no_float_format COMMAND sh ${CMAKE_SOURCE_DIR}/gui/tests/no_float_format.sh ${CMAKE_SOURCE_DIR})

# Durable saves: the autosave's data and its directory are fsynced around the rename (fsync is
# wrapped to watch the calls and to make it fail).
add_executable(test_gui_file ${CMAKE_SOURCE_DIR}/gui/gui_file.c ${CMAKE_SOURCE_DIR}/gui/gui_i18n.c ${CMAKE_SOURCE_DIR}/gui/gui_mo.c
               ${CMAKE_SOURCE_DIR}/gui/tests/test_gui_file.c)
target_include_directories(test_gui_file PRIVATE ${CMAKE_SOURCE_DIR}/gui ${CMAKE_SOURCE_DIR}/tests)
target_link_libraries(test_gui_file PRIVATE carc_engine)
target_link_options(test_gui_file PRIVATE -Wl,--wrap=fsync)
add_test(NAME gui_file COMMAND test_gui_file)

# The sound table (which event starts which sound; the WAVs load), and the checker of the sound test.
add_executable(test_gui_audio ${CMAKE_SOURCE_DIR}/gui/gui_audio.c ${CMAKE_SOURCE_DIR}/gui/tests/test_gui_audio.c)
target_include_directories(test_gui_audio PRIVATE ${CMAKE_SOURCE_DIR}/gui ${CMAKE_SOURCE_DIR}/tests)
target_link_libraries(test_gui_audio PRIVATE carc_engine PkgConfig::SDL2)
add_test(NAME gui_audio_table COMMAND test_gui_audio table ${CMAKE_SOURCE_DIR})

# The seat colours: the colour-blind palette stays apart under simulated protanopia and deuteranopia
# (CIEDE2000), bad files refused. No SDL.
add_executable(test_gui_seats ${CMAKE_SOURCE_DIR}/gui/gui_cvd.c ${CMAKE_SOURCE_DIR}/gui/tests/test_gui_seats.c)
target_include_directories(test_gui_seats PRIVATE ${CMAKE_SOURCE_DIR}/gui ${CMAKE_SOURCE_DIR}/tests)
target_link_libraries(test_gui_seats PRIVATE carc_seats carc_engine m)
add_test(NAME gui_seats COMMAND test_gui_seats ${CMAKE_SOURCE_DIR})

# opencarc-cvdsim: a screenshot as seen with protanopia or deuteranopia (to look at the seat colours).
add_executable(opencarc-cvdsim ${CMAKE_SOURCE_DIR}/gui/gui_cvd.c ${CMAKE_SOURCE_DIR}/tools/cvdsim/cvdsim.c)
target_include_directories(opencarc-cvdsim PRIVATE ${CMAKE_SOURCE_DIR}/gui)
target_link_libraries(opencarc-cvdsim PRIVATE PkgConfig::SDL2 m)

# Smoke test: play a scripted game under Xvfb and check that the screenshots exist and are not blank.
find_program(XVFB_RUN xvfb-run)
# A window test driven with the mouse and keys: gui/tests/xdo_game.sh runs SCRIPT (in gui/tests/) against
# a game of its own under Xvfb (skipped, 77, without xdotool). SCREEN: the Xvfb screen (default 960x640);
# SETUP: JSON over the menu's remembered setup; TIMEOUT: seconds (a hang guard, not a time the test
# should take); COST: ctest's ordering hint (the longest first).
# A scripted demo played in the window (gui/tests/smoke.sh: DEMO from gui/demo/, screenshots into the
# build tree's folder of the test's name, SHOTS the ones that must be written); its properties as set after.
function(opencarc_smoke_test name demo)
  add_test(NAME ${name} COMMAND sh ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/tests/smoke.sh $<TARGET_FILE:opencarc>
                                   ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/demo/${demo} ${CMAKE_BINARY_DIR}/${name} ${ARGN})
endfunction()
function(opencarc_xdo_test name script)
  cmake_parse_arguments(X "" "SCREEN;SETUP;TIMEOUT;COST" "" ${ARGN})
  add_test(NAME ${name} COMMAND sh ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/tests/xdo_game.sh $<TARGET_FILE:opencarc>
                                   ${CMAKE_SOURCE_DIR} ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/tests/${script})
  set(env "")
  if(X_SCREEN)
    list(APPEND env "XDO_SCREEN=${X_SCREEN}")
  endif()
  if(X_SETUP)
    list(APPEND env "XDO_SETUP=${X_SETUP}")
  endif()
  set_tests_properties(${name} PROPERTIES SKIP_RETURN_CODE 77)
  if(env)
    set_tests_properties(${name} PROPERTIES ENVIRONMENT "${env}")
  endif()
  foreach(p TIMEOUT COST)
    if(X_${p})
      set_tests_properties(${name} PROPERTIES ${p} ${X_${p}})
    endif()
  endforeach()
endfunction()
if(XVFB_RUN)
  add_test(NAME gui_smoke
    COMMAND sh ${CMAKE_SOURCE_DIR}/gui/tests/smoke.sh $<TARGET_FILE:opencarc>
            ${CMAKE_SOURCE_DIR}/gui/demo/demo_game.json ${CMAKE_BINARY_DIR}/gui_smoke_shots tiles_left.png)
  # demo_game plays 5 turns: its final scoring is logged with turn 5, as the header says at game over
  # (it was logged with the turn begun when the stack ran out, 6)
  set_tests_properties(gui_smoke PROPERTIES ENVIRONMENT "SMOKE_SAID=turn 5;SMOKE_UNSAID=turn 6")
  # The Bets: pass-the-mouse and rack screens for each bettor, the settle choice, final settlement.
  opencarc_smoke_test(gui_smoke_bets demo_bets.json turn_001_bet_pass_p1.png turn_001_bet_rack_p1.png turn_001_bet_pass_p2.png turn_001_bet_rack_p2.png turn_007_settle_p1.png turn_008_bet_rack_p1.png)
  # Undo and redo across turns: 10 actions back over 5 turns (into both betting steps: pass-the-mouse
  # screens, never a rack), forward again to the same game.
  opencarc_smoke_test(gui_smoke_undo demo_bets.json undo_10.png redo_10.png)
  set_tests_properties(gui_smoke_undo PROPERTIES ENVIRONMENT "SMOKE_ARGS=--undo-check 12:10")
  # Redo steps as undo did over a computer's turns: from action 8 of demo_game with Bob a computer,
  # four undos go back 3, 1, 3, 1 actions to Ann's decisions; each of four redos must come back as far.
  opencarc_smoke_test(gui_smoke_undo_ai demo_undo_ai.json undo_04.png redo_04.png)
  set_tests_properties(gui_smoke_undo_ai PROPERTIES ENVIRONMENT "SMOKE_ARGS=--undo-check 8:4")
  # Computer seats: three computers (easy, normal, hard) play a whole Benelux game with every expansion
  # (bets face down, toll houses, island tiles paid with chips) to the results, at a tiny search budget;
  # under the sanitizers (ten times slower) a game of 24 tiles.
  if(OPENCARC_SANITIZE)
    set(GUI_AI_GAME demo_ai_short.json)
    set(GUI_AI_SHOT turn_020.png)
  else()
    set(GUI_AI_GAME demo_ai_benelux.json)
    set(GUI_AI_SHOT turn_080.png)
  endif()
  opencarc_smoke_test(gui_smoke_ai ${GUI_AI_GAME} ${GUI_AI_SHOT})
  set_tests_properties(gui_smoke_ai PROPERTIES ENVIRONMENT "SMOKE_ARGS=--ai-iterations 30 --speed 40")
  # The Tollkeepers: the toll house choice.
  opencarc_smoke_test(gui_smoke_toll demo_toll.json turn_001_tollhouse_p1.png)
  # each collection itemised under its log entry (issue 43): turn 4 small toll, 2 traveller groups and a
  # farmhouse; turn 7 large toll, a pig shed and 2 highwaymen; no toll line cut short
  set_tests_properties(gui_smoke_toll PROPERTIES ENVIRONMENT
    "SMOKE_SAID=Small toll: 2 × travellers +6|farmhouse +1|Large toll: pig shed +2|2 × highwaymen +4|Large toll: cow shed +2;SMOKE_UNSAID=Tolls…")
  # Carcassonne Maps with Map-Chips: Benelux (island tiles paid with chips), France (a wine sold to a town).
  opencarc_smoke_test(gui_smoke_benelux demo_benelux.json turn_005_source_p1.png turn_006_source_p2.png turn_022_source_p2.png)
  opencarc_smoke_test(gui_smoke_france demo_france.json turn_021_sell_p1.png)
  # The island offer shows each island's chip colour on its stacks (the face-up tiles hide the backs' band).
  add_test(NAME gui_smoke_island_colours
    COMMAND sh ${CMAKE_SOURCE_DIR}/gui/tests/island_colours.sh $<TARGET_FILE:opencarc> ${CMAKE_SOURCE_DIR} ${CMAKE_BINARY_DIR}/gui_smoke_island_colours)
  # No text shows a tile's id from the rules data ("Tile TB23"): demos with ids of every kind. (Texts only:
  # not again under the sanitizers.)
  add_test(NAME gui_lang_tile_ids
    COMMAND sh ${CMAKE_SOURCE_DIR}/gui/tests/tile_ids.sh $<TARGET_FILE:opencarc> ${CMAKE_SOURCE_DIR} ${CMAKE_BINARY_DIR}/gui_lang_tile_ids)
  # the results count wine where a map sells it (France: points and wines sold; unsold chips' 0 says why),
  # and leave its columns out where none can be sold (Benelux), rather than a row of zeros and dashes
  set_tests_properties(gui_smoke_benelux PROPERTIES ENVIRONMENT "SMOKE_SAID=collected;SMOKE_UNSAID=Wine")
  set_tests_properties(gui_smoke_france PROPERTIES ENVIRONMENT "SMOKE_SAID=Wines|Wine: chips unsold")
  opencarc_smoke_test(gui_smoke_france_abroad demo_france_abroad.json turn_009_sell_p1.png)
  # Inns & Cathedrals: large meeples chosen on screen and placed, an inn road scored 2 a tile and a
  # cathedral city left incomplete, each said under its scoring log entry; the step of a figure of
  # another kind names it ("Large meeple: confirm…"), not "the meeple".
  opencarc_smoke_test(gui_smoke_inns_log demo_inns.json turn_001_figure_p1.png turn_002_figure_p2.png turn_004_figure_p1.png)
  set_tests_properties(gui_smoke_inns_log PROPERTIES ENVIRONMENT
    "SMOKE_SAID=Road with an inn: 2 × 4 tiles|City with a cathedral: 0 at the end|Large meeple: ")
  # Undo and redo over the large meeple's turns: the kinds of figure on the board and in the supplies
  # are the same again.
  opencarc_smoke_test(gui_smoke_undo_inns demo_inns.json undo_06.png redo_06.png)
  set_tests_properties(gui_smoke_undo_inns PROPERTIES ENVIRONMENT "SMOKE_ARGS=--undo-check 14:6")
  # The scoring log rebuilt by an undo keeps the expansions' 0s that say why: a bettor whose chips all
  # missed at action 17 ("Bets: no chip matched") is in the log again after three undos and redos.
  opencarc_smoke_test(gui_smoke_undo_bets demo_bets.json undo_03.png redo_03.png)
  set_tests_properties(gui_smoke_undo_bets PROPERTIES ENVIRONMENT "SMOKE_ARGS=--undo-check 21:3")
  # Traders & Builders: a city's goods said in one message and flown to the completer's row, the builder's
  # double turn as a banner with its cause (and no "Scoring..." beside it: it scores nothing), each kind's
  # majority its own step of the final scoring (only kinds someone holds: nobody holds cloth).
  opencarc_smoke_test(gui_smoke_traders demo_traders.json)
  set_tests_properties(gui_smoke_traders PROPERTIES ENVIRONMENT
    "SMOKE_SAID=Bob takes 1 × wine barrel, 1 × grain|Ann's builder: a double turn|The city with the builder grew: another whole turn|Most wine barrels: 10 points|Most grain: 10 points;SMOKE_UNSAID=Most cloth;SMOKE_APART=a double turn|Scoring...")
  # The layout at the sizes the screens are made for: 960x640 at 100 % and 1920x1080 at 200 % (drawn at
  # 168.75 %, 640 units high: see gui_scale.h), six computer seats with every expansion, seat symbols and
  # the colour-blind palette, and the menu at its fullest; opencarc fails when a screen does not fit.
  if(OPENCARC_SANITIZE)
    set(GUI_SIX_GAME demo_six_short.json)
    set(GUI_SIX_SHOT turn_010.png)
  else()
    set(GUI_SIX_GAME demo_six.json)
    set(GUI_SIX_SHOT turn_020.png)
  endif()
  opencarc_smoke_test(gui_smoke_scale100 ${GUI_SIX_GAME} menu.png ${GUI_SIX_SHOT})
  set_tests_properties(gui_smoke_scale100 PROPERTIES ENVIRONMENT
    "SMOKE_MENU=1;SMOKE_SCREEN=960x640x24;SMOKE_ARGS=--size 960x640 --ui-scale 100 --seat-symbols --palette okabe-ito --ai-iterations 30 --speed 40")
  opencarc_smoke_test(gui_smoke_scale200 ${GUI_SIX_GAME} menu.png ${GUI_SIX_SHOT})
  set_tests_properties(gui_smoke_scale200 PROPERTIES ENVIRONMENT
    "SMOKE_MENU=1;SMOKE_SCREEN=1920x1080x24;SMOKE_ARGS=--size 1920x1080 --ui-scale 200 --seat-symbols --palette okabe-ito --ai-iterations 30 --speed 40")
  # Names of 31 characters (wide letters, a long German name) where names are shown: the HUD's heading,
  # its player rows beside the score, the scoring log, the save box, the results; cut with "…" where
  # they would run out, at both sizes (opencarc fails when a text runs out of its panel).
  foreach(scale 100 200)
    if(scale STREQUAL "100")
      set(screen 960x640)
    else()
      set(screen 1920x1080)
    endif()
    opencarc_smoke_test(gui_smoke_long_names_${scale} demo_long_names.json save.png)
    set_tests_properties(gui_smoke_long_names_${scale} PROPERTIES ENVIRONMENT
      "SMOKE_SCREEN=${screen}x24;SMOKE_ARGS=--size ${screen} --ui-scale ${scale} --speed 40")
  endforeach()
  # Each language at the smallest window (960x640, 100 %) and at 1920x1080, 200 %: the menu at its
  # fullest, six seats with every expansion, the base game, The Bets' screens, a wine sold in France,
  # the toll house, Inns & Cathedrals' large meeples and scoring notes, Traders & Builders' goods and steps,
  # the statistics of four seats with every expansion (their headings on alternate rows where narrow).
  # opencarc fails when a text runs out of its panel or button, a button's label falls to the small
  # font, or a text is shown without its translation. (Not under the sanitizers: layout only.)
  if(NOT OPENCARC_SANITIZE)
    foreach(lang ${OPENCARC_LANGUAGES})
      foreach(size 960x640:100 1920x1080:200)
        string(REPLACE ":" ";" parts ${size})
        list(GET parts 0 screen)
        list(GET parts 1 scale)
        set(tag "")
        if(NOT scale STREQUAL "100")
          set(tag "_${scale}")
        endif()
        # at 200 % (the same 640 units high, other glyph widths) the menu and the base game's screens;
        # the expansions' screens at 960x640, where they have the least room
        set(demos six game bets france toll inns traders four)
        if(NOT scale STREQUAL "100")
          set(demos six game)
        endif()
        foreach(demo ${demos})
          set(shot results.png)
          if(demo STREQUAL "six")
            set(shot menu.png)
          elseif(demo STREQUAL "four") # every column of the statistics: their headings
            set(shot results_stats.png)
          endif()
          set(file demo_${demo}.json)
          if(demo STREQUAL "six" OR demo STREQUAL "four") # the six rows and every expansion's texts: the first 12 tiles show them
            set(file demo_${demo}_short.json)
          endif()
          set(name gui_lang_${lang}_${demo}${tag})
          opencarc_smoke_test(${name} ${file} ${shot})
          set(env "SMOKE_SCREEN=${screen}x24;SMOKE_ARGS=--lang ${lang} --size ${screen} --ui-scale ${scale} --ai-iterations 30 --speed 40")
          if(demo STREQUAL "six")
            set(env "SMOKE_MENU=1;${env}")
          endif()
          set_tests_properties(${name} PROPERTIES ENVIRONMENT "${env}" LABELS lang)
        endforeach()
      endforeach()
    endforeach()
  endif()
  # Sound: a game with The Bets through SDL's disk audio driver, heard where scoring starts; muted, silent.
  add_test(NAME gui_smoke_sound
    COMMAND sh ${CMAKE_SOURCE_DIR}/gui/tests/sound.sh $<TARGET_FILE:opencarc> $<TARGET_FILE:test_gui_audio>
            ${CMAKE_SOURCE_DIR}/gui/demo/demo_bets.json ${CMAKE_BINARY_DIR}/gui_smoke_sound)
  set_tests_properties(gui_smoke_sound PROPERTIES ENVIRONMENT "SMOKE_ARGS=--speed 2")
  # While an action's scoring plays, the screen shows its turn, not the next one's (a computer's).
  # (named gui_smoke_*: a window test, run under ASan with leak checks off, as tools/test.sh does for them)
  add_test(NAME gui_smoke_hud_anim
    COMMAND sh ${CMAKE_SOURCE_DIR}/gui/tests/hud_anim.sh $<TARGET_FILE:opencarc> ${CMAKE_SOURCE_DIR}/gui/demo/demo_ai_after.json ai)
  # The same for an expansion's part of the HUD: Map-Chips' island step is the next turn's.
  add_test(NAME gui_smoke_hud_anim_mapchips
    COMMAND sh ${CMAKE_SOURCE_DIR}/gui/tests/hud_anim.sh $<TARGET_FILE:opencarc> ${CMAKE_SOURCE_DIR}/gui/demo/demo_mapchips_after.json mapchips)
  # Keys and clicks during an animation finish it and do what they mean (xdotool): Esc, Space, Skip meeple.
  opencarc_xdo_test(gui_anim_keys anim_keys.sh)
  # The meeple step driven with the mouse and keys (xdotool): a marker click waits for Confirm.
  opencarc_xdo_test(gui_mouse_meeple meeple_confirm.sh)
  # Saved games with the mouse, in German: Load… and a click, a refused save name, Save, Menu and leave.
  opencarc_xdo_test(gui_mouse_saves saves_mouse.sh SETUP "{\"language\": \"de\"}")
  # The remembered setup with the mouse: a name of 20 x "é" cut on a character, a settings folder that
  # cannot be written said so on screen, the next save kept.
  opencarc_xdo_test(gui_mouse_settings settings_mouse.sh)
  # Hints: the menu's toggle by mouse, kept; a game shows what scores now and the dead squares, or nothing.
  # (gui_smoke_*: its demos run to their end, so it runs with the window tests under ASan with leak checks off)
  opencarc_xdo_test(gui_smoke_hints hints.sh SCREEN 1280x800)
  # Inns & Cathedrals with the mouse: six seats (a human, five computers) with The Bets and The Tollkeepers,
  # a large meeple chosen under Skip and placed on a marker, the game played on to its results (xdotool).
  # (gui_smoke_*: it runs to the end, so it runs with the window tests under ASan with leak checks off)
  opencarc_xdo_test(gui_smoke_inns inns_mouse.sh)
  # Traders & Builders with the mouse: the menu's tile count, a builder chosen under Skip and placed, its
  # hover note, a double turn, undo and redo across it (xdotool).
  opencarc_xdo_test(gui_mouse_traders traders_mouse.sh
    SETUP "{\"modules\": [\"inns\", \"traders\"], \"map\": \"france\"}")
  # The hover of a field says why it is worth nothing while no city it borders is complete, then what it
  # will score (xdotool).
  opencarc_xdo_test(gui_mouse_field_hover field_hover.sh)
  # The builder's double turn is a choice (RULES.md 7): earned with the mouse, the HUD's question and its
  # two buttons; declined once (Bob's turn), taken once (announced, the second tile played) (xdotool).
  opencarc_xdo_test(gui_mouse_builder_choice builder_choice.sh SETUP "{\"modules\": [\"traders\"]}")
  if(OPENCARC_NET) # the network in the window, and the menu's Continue network game
    # A network game in the window: Join with the Network… box, turns with the mouse, SIGKILL, Continue into
    # the seat again (docs/NETWORK.md). (gui_smoke_*: it kills the window, so leak checks are off under ASan)
    # (COST: started among the first, so that its two minutes do not come last)
    opencarc_xdo_test(gui_smoke_net net_join.sh TIMEOUT 1200 COST 1000 SCREEN 1280x800)
    # Undo in a network game: the step of her own turn taken back on the host with Ctrl+Z (docs/NETWORK.md).
    # (gui_smoke_*: it kills the window; like gui_smoke_net it runs once, not again under ASan)
    opencarc_xdo_test(gui_smoke_net_undo net_undo.sh TIMEOUT 1200 COST 900 SCREEN 1280x800)
    # Undo by agreement in a network game: Ann's Ctrl+Z asks, a client agrees, the game goes back; the client
    # asks, Ann clicks Agree (docs/NETWORK.md). (Once, not under ASan.)
    opencarc_xdo_test(gui_smoke_net_undo_agreed net_undo_agreed.sh TIMEOUT 1200 COST 850 SCREEN 1280x800)
    # TLS in the window: Join with a fingerprint that is not the host's is refused, with the host's it plays;
    # the hosting window shows its own certificate's fingerprint (docs/NETWORK.md). (Once, not under ASan.)
    opencarc_xdo_test(gui_smoke_net_tls net_tls.sh TIMEOUT 1200 COST 800 SCREEN 1280x800)
    # Hotseat at the hosting window: Bob ticked "at this computer" plays beside Ann, each with their own turn
    # and the bets' pass screen; a client joins the third seat (docs/NETWORK.md). (Once, not under ASan.)
    opencarc_xdo_test(gui_smoke_net_hotseat net_hotseat.sh
      TIMEOUT 1200 COST 800 SCREEN 1280x800 SETUP "{\"players\": [{\"name\": \"Ann\", \"color\": \"red\"}, {\"name\": \"Bob\", \"color\": \"blue\"}, {\"name\": \"Cleo\", \"color\": \"green\"}], \"modules\": [\"bets\"]}")
    # Who the window plays in a network game and the game key: the Join box says the name and colour are a
    # wish, a key typed in lower case with a space shows in capitals and joins, the window says the seat it
    # took and marks its row; the hosting line shows the key in groups of four. (Once, not under ASan.)
    opencarc_xdo_test(gui_smoke_net_seat net_seat_key.sh TIMEOUT 1200 COST 700)
    # The menu keeps the game at this computer and a network game apart, each with its Continue; Load… lists
    # no network file; the language button rewrites the line under the buttons at once (xdotool).
    opencarc_xdo_test(gui_mouse_menu_continue menu_continue.sh)
  endif()
  # Benelux with every expansion: the menu's tile count says the tiles set aside face up, as the game's
  # "tiles left" counts them; two seats of one name refused at Start, naming them (xdotool).
  opencarc_xdo_test(gui_mouse_menu_setup menu_setup.sh
    SETUP "{\"players\": [{\"name\": \"Ann\", \"color\": \"red\"}, {\"name\": \"ann\", \"color\": \"blue\"}], \"modules\": [\"inns\", \"traders\", \"bets\", \"tollkeepers\", \"mapchips\"], \"map\": \"benelux\"}")
  # Ctrl+Z on the results takes the last action back, Ctrl+Y plays it again (xdotool).
  opencarc_xdo_test(gui_keys_results_undo results_undo.sh)
  # After a computer's turn, E shows what it expected; an undo of that turn hides it (xdotool).
  opencarc_xdo_test(gui_keys_expect expect_keys.sh SCREEN 1280x800)
  # A map game starts on its start tile at a playable zoom; O the whole country, Home back (xdotool).
  opencarc_xdo_test(gui_mouse_map_start map_start.sh
    SETUP "{\"modules\": [\"mapchips\"], \"map\": \"benelux\"}")
  # On a map each player's turn begins with the view at their own tiles (France, two start squares).
  opencarc_xdo_test(gui_mouse_turn_view turn_view.sh SCREEN 1280x800)
  # The line of what a computer expected: not over the pass-the-mouse screen, above the rack of chips.
  opencarc_xdo_test(gui_mouse_expect_cover expect_cover.sh)
  # ... and not over a bet in another seat's turn: a computer's tile opened it, that turn is not over.
  opencarc_xdo_test(gui_mouse_expect_bets expect_bets.sh)
  # The arrows at the board's edge never sit on a legal square in sight (France, panned step by step).
  opencarc_xdo_test(gui_mouse_offscreen_arrows offscreen_arrows.sh)
  # Tooltips: the side panel's icons (figures, betting chips, the toll house) and an arrow at the board's edge.
  opencarc_xdo_test(gui_mouse_tips tips.sh SETUP "{\"modules\": [\"inns\", \"traders\", \"bets\", \"tollkeepers\"]}")
  # Redo after an undo of a tile waiting for its meeple step: placed again, pending (keys and buttons).
  opencarc_xdo_test(gui_mouse_redo_tile redo_tile.sh)
  # The scoring log scrolled back with the wheel holds what is read, then follows the newest again; its
  # lines wrap, none cut (computer seats playing on their own).
  opencarc_xdo_test(gui_mouse_scoring_log scoring_log.sh SCREEN 1280x800)
  # The toll house step as the meeple step: a click stands the house, Esc takes it back, Space confirms.
  opencarc_xdo_test(gui_mouse_toll toll_confirm.sh SETUP "{\"modules\": [\"tollkeepers\"]}")
  # The side panel in a small window, German at 960x640 and English at 1280x800: four seats, four expansions
  # on a map, every kind of step (gui/demo/demo_hud_four.json); opencarc fails where the panel does not fit.
  # (Layouts: named gui_lang_, not run again under the sanitizers.)
  opencarc_xdo_test(gui_lang_de_hud_small hud_small.sh SETUP "{\"language\": \"de\"}")
  opencarc_xdo_test(gui_lang_en_hud_small_800 hud_small.sh SCREEN 1280x800)
endif()
