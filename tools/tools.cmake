add_executable(opencarc-cli tools/cli/opencarc_cli.c tools/cli/cli_arena.c tools/cli/cli_tactics.c tools/cli/cli_selfplay.c tools/cli/cli_seat.c tools/cli/cli_bot.c)
target_link_libraries(opencarc-cli PRIVATE carc_ai carc_engine)
