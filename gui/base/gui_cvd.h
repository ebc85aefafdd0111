/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Colour-vision deficiency simulation and colour difference (pure: no SDL), for checking that the seat
 * colours stay apart for players with protanopia or deuteranopia, and for filtering screenshots. */
#ifndef GUI_CVD_H
#define GUI_CVD_H

enum { GUI_CVD_NONE, GUI_CVD_PROTAN, GUI_CVD_DEUTAN, GUI_CVD_COUNT };

const char *gui_cvd_name(int kind); /* "normal", "protanopia", "deuteranopia" */
int gui_cvd_find(const char *name); /* also "protan" / "deutan"; -1 if unknown */
/* An sRGB colour as seen with the deficiency (Machado, Oliveira & Fernandes 2009, severity 1). */
void gui_cvd_simulate(int kind, const unsigned char in[3], unsigned char out[3]);
/* CIEDE2000 colour difference of two sRGB colours (D65). */
double gui_cvd_delta_e(const unsigned char a[3], const unsigned char b[3]);
/* The same between two CIELAB colours. */
double gui_cvd_delta_e_lab(const double a[3], const double b[3]);

#endif
