# SPDX-License-Identifier: GPL-3.0-or-later
# The seat colours' looks (assets/ui/seats.json), read without SDL: the GUI draws with them and the art
# generator paints the sprites in them, so the reader lives beside both rather than inside either.
add_library(carc_seats STATIC ${CMAKE_SOURCE_DIR}/seats/gui_seat_data.c)
target_include_directories(carc_seats PUBLIC ${CMAKE_SOURCE_DIR}/seats)
target_link_libraries(carc_seats PUBLIC carc_engine)
