/* OpenCarc art generator: the application icon (see icons.h for the files). */
#ifndef OPENCARC_ARTGEN_ICONART_H
#define OPENCARC_ARTGEN_ICONART_H

/* Writes every icon file under out (the assets folder). */
void iconart_write(const char *out);

#endif
