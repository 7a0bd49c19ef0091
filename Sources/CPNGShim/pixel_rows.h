#pragma once
#include <stdint.h>

/* Rows of pixels moved between RGBA and RGB, 16 bytes at a time with SSSE3 where the processor
   has it (checked once), 4 bytes at a time elsewhere. */

/* Copies `width` RGBA pixels to `out` as RGB; returns the AND of their alphas (255 when every
   pixel is opaque). Writes nothing past the row's 3 * width bytes. */
uint8_t cpng_pack_rgb(const uint8_t *rgba, uint32_t width, uint8_t *out);

/* Copies `width` of Cairo's premultiplied ARGB32 words (native-endian 0xAARRGGBB) to `out` as
   RGB; returns the AND of their alphas. Where that is 255 every pixel is opaque, so premultiplied
   and straight colours are the same and the row is the image's. Writes nothing past 3 * width bytes. */
uint8_t cpng_pack_rgb_from_argb32(const uint8_t *argb, uint32_t width, uint8_t *out);

/* Copies `width` RGB pixels to `out` as RGBA with alpha 255. Reads up to 4 bytes past the row's
   3 * width bytes (the caller's buffer must have them). */
void cpng_expand_rgb(const uint8_t *rgb, uint32_t width, uint8_t *out);

/* Whether `width` pixels of a PNG row (8-bit RGB or RGBA, `channels` bytes each) are the same
   opaque pixels as a row of Cairo's premultiplied ARGB32 words (native-endian 0xAARRGGBB): every
   pixel's alpha 255 on both sides and the same colour. 0 at the first difference and for any pixel
   that is not opaque (premultiplied and straight values then differ: compare them converted).
   Reads up to 4 bytes past an RGB row's 3 * width bytes (the caller's buffer must have them). */
int cpng_row_matches_argb32(const uint8_t *row, int channels, uint32_t width, const uint8_t *argb);
