# SPDX-License-Identifier: GPL-3.0-or-later
# Translations (gettext): po/LANG.po is built to locale/LANG/LC_MESSAGES/opencarc.mo in the build tree,
# where the GUI finds it next to rules/ and assets/, and installed under the system's locale folder.
#   cmake --build build --target pot        the msgids extracted into build/po/opencarc.pot (not kept:
#                                           made from the sources whenever needed)
#   cmake --build build --target po-update  ... and merged into each po/LANG.po (new ones untranslated;
#                                           sorted, no line numbers: parallel work merges cleanly)
set(OPENCARC_LANGUAGES de fr nl)
find_program(MSGFMT msgfmt)
find_program(MSGMERGE msgmerge)
if(NOT MSGFMT OR NOT MSGMERGE)
  message(FATAL_ERROR "msgfmt and msgmerge not found: install gettext (tools/deps.sh does)")
endif()
set(OPENCARC_MO_FILES)
foreach(lang ${OPENCARC_LANGUAGES})
  set(dir ${CMAKE_BINARY_DIR}/locale/${lang}/LC_MESSAGES)
  add_custom_command(OUTPUT ${dir}/opencarc.mo
    COMMAND ${CMAKE_COMMAND} -E make_directory ${dir}
    COMMAND ${MSGFMT} --check -o ${dir}/opencarc.mo ${CMAKE_SOURCE_DIR}/po/${lang}.po
    DEPENDS ${CMAKE_SOURCE_DIR}/po/${lang}.po
    COMMENT "Translations: ${lang}")
  list(APPEND OPENCARC_MO_FILES ${dir}/opencarc.mo)
  install(FILES ${dir}/opencarc.mo DESTINATION ${CMAKE_INSTALL_LOCALEDIR}/${lang}/LC_MESSAGES)
endforeach()
add_custom_target(opencarc_mo ALL DEPENDS ${OPENCARC_MO_FILES})

set(OPENCARC_POT ${CMAKE_BINARY_DIR}/po/opencarc.pot)
add_custom_target(pot
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/po
  COMMAND sh ${CMAKE_SOURCE_DIR}/po/extract.sh ${CMAKE_SOURCE_DIR} ${OPENCARC_POT}
  COMMENT "Extracting the msgids into ${OPENCARC_POT}" VERBATIM)
set(po_update_cmds)
foreach(lang ${OPENCARC_LANGUAGES})
  list(APPEND po_update_cmds COMMAND ${MSGMERGE} --quiet --update --backup=none --no-fuzzy-matching
       --no-location --sort-output
       ${CMAKE_SOURCE_DIR}/po/${lang}.po ${OPENCARC_POT})
endforeach()
add_custom_target(po-update ${po_update_cmds} DEPENDS pot COMMENT "Merging the msgids into po/*.po" VERBATIM)

# Every msgid of the sources is translated in every language, with matching placeholders.
add_test(NAME po_complete COMMAND sh ${CMAKE_SOURCE_DIR}/po/check.sh ${CMAKE_SOURCE_DIR} ${OPENCARC_LANGUAGES})
