add_executable(opencarc-cli tools/cli/opencarc_cli.c)
target_link_libraries(opencarc-cli PRIVATE carc_engine)
