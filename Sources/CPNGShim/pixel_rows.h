#pragma once
#include <stdint.h>

/* Rows of pixels moved between RGBA and RGB, 16 bytes at a time with SSSE3 where the processor
   has it (checked once), 4 bytes at a time elsewhere. */

/* Copies `width` RGBA pixels to `out` as RGB; returns the AND of their alphas (255 when every
   pixel is opaque). Writes nothing past the row's 3 * width bytes. */
uint8_t cpng_pack_rgb(const uint8_t *rgba, uint32_t width, uint8_t *out);

/* Copies `width` RGB pixels to `out` as RGBA with alpha 255. Reads up to 4 bytes past the row's
   3 * width bytes (the caller's buffer must have them). */
void cpng_expand_rgb(const uint8_t *rgb, uint32_t width, uint8_t *out);
