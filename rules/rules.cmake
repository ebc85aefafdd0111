# SPDX-License-Identifier: GPL-3.0-or-later
# Rules modules: each folder's C module plus the registry that lists them. They build into the
# engine library (they call engine helpers, and the engine calls them through the registry).
set(CARC_RULES_SOURCES rules/registry.c rules/base/base.c rules/inns/inns.c rules/traders/traders.c rules/bets/bets.c
    rules/tollkeepers/tollkeepers.c
    rules/maps/maps.c rules/maps/map_data.c
    rules/mapchips/mapchips.c rules/mapchips/mc_data.c rules/mapchips/mc_layout.c
    rules/mapchips/mc_islands.c rules/mapchips/mc_wine.c)
