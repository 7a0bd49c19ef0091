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

/* A premultiplied ARGB32 word (0xAARRGGBB) as straight RGBA bytes in a native-endian word:
   each channel divided by alpha with rounding, (c * 255 + a / 2) / a; a transparent pixel is zeros. */
static inline uint32_t cpng_unpremultiplied(uint32_t word) {
    uint32_t a = word >> 24;
    if (a == 255) return (word >> 16 & 0xFF) | (word & 0xFF00) | (word & 0xFF) << 16 | 0xFF000000u;
    if (a == 0) return 0;
    uint32_t half = a / 2;
    uint32_t red = (((word >> 16) & 0xFF) * 255 + half) / a;
    uint32_t green = (((word >> 8) & 0xFF) * 255 + half) / a;
    uint32_t blue = ((word & 0xFF) * 255 + half) / a;
    return (red & 0xFF) | (green & 0xFF) << 8 | (blue & 0xFF) << 16 | a << 24;
}

/* Whether `width` pixels of a PNG row (8-bit RGB or RGBA, `channels` bytes each) are the pixels a
   row of Cairo's premultiplied ARGB32 words (native-endian 0xAARRGGBB) converts to: the same
   straight-alpha RGBA bytes, pixel for pixel (cpng_unpremultiplied). Opaque rows are compared
   16 bytes a step; a row of an RGBA file that holds other alphas is compared converted, pixel by
   pixel. 0 at the first difference. Reads up to 4 bytes past an RGB row's 3 * width bytes (the
   caller's buffer must have them). */
int cpng_row_matches_argb32(const uint8_t *row, int channels, uint32_t width, const uint8_t *argb);
