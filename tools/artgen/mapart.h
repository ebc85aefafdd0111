/* OpenCarc art generator: the printed boards of the Carcassonne Maps (assets/maps/<name>.png). */
#ifndef OPENCARC_ARTGEN_MAPART_H
#define OPENCARC_ARTGEN_MAPART_H

/* Pixels per map square: square (x, y) covers pixels [64x, 64x + 64) x [64y, 64y + 64). */
#define MAPART_PX 64

/* Draws every map listed in DATA/rules/maps/index.json into OUT/maps/<name>.png.
 * Exits with a message on unreadable data. No index: nothing to draw. */
void mapart_write(const char *data, const char *out);

#endif
