# SPDX-License-Identifier: GPL-3.0-or-later
add_executable(opencarc-cli tools/cli/opencarc_cli.c tools/cli/cli_arena.c tools/cli/cli_tactics.c tools/cli/cli_selfplay.c tools/cli/cli_seat.c tools/cli/cli_bot.c)
target_link_libraries(opencarc-cli PRIVATE carc_ai carc_engine)
if(OPENCARC_NET) # serve and join
  target_sources(opencarc-cli PRIVATE tools/cli/cli_net.c)
  target_link_libraries(opencarc-cli PRIVATE carc_net_transport)
endif()
