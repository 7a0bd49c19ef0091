#pragma once
#include <stddef.h>
#include <stdint.h>

/* What CellSnap's two PNG writers share (png_writer.c writes a whole image, png_band_writer.c one
   band of rows at a time): the start of the file and the size of its IDAT chunks. */

/* The largest IDAT chunk written; a longer stream is split over several. */
#define CPNG_MAX_IDAT_LENGTH ((size_t)1 << 30)

/* The size of the signature, IHDR and the tEXt chunks of `keys` and `values`; 0 when a key is
   not a tEXt keyword. */
size_t cpng_png_header_size(const char *const *keys, const char *const *values, int text_count);
/* Writes the signature, IHDR (8-bit RGB for `bpp` 3, RGBA for 4) and the tEXt chunks at `file`
   (cpng_png_header_size bytes) and returns their size. */
size_t cpng_png_header(uint8_t *file, uint32_t width, uint32_t height, int bpp, const char *const *keys,
                       const char *const *values, int text_count);
