/* Colour matching for Pixels: straight-alpha RGBA8 pixels in an image's own RGB space (an ICC
   profile of the matrix/TRC kind) converted to sRGB, as Core Graphics converts an image drawn into
   an sRGB context. Pixels builds the tables from the profile; the loop runs on every decoded pixel
   of such an image, so it is C (compiled optimised in every build) and remembers the last colour,
   which is most of the pixels of a rendered screen. Float arithmetic in a fixed order, no fused
   multiply-add: the same bytes at every optimisation level. */

#include "cpng_shim.h"

/* Into [0, 1]; NaN (a curve of a damaged profile) is 0, never an index out of the table. */
static inline float clamp_unit(float value) { return !(value > 0.0f) ? 0.0f : (value > 1.0f ? 1.0f : value); }

void cpng_rgba_match_colors(uint8_t *rgba, size_t count, const float *linear, const float *matrix,
                            const uint8_t *encode) {
    uint32_t last_in = 0, last_out = 0;
    int have_last = 0;
    for (size_t index = 0; index < count; index++) {
        uint8_t *pixel = rgba + 4 * index;
        uint32_t in = (uint32_t)pixel[0] | (uint32_t)pixel[1] << 8 | (uint32_t)pixel[2] << 16;
        if (!have_last || in != last_in) {
            float r = linear[pixel[0]], g = linear[256 + pixel[1]], b = linear[512 + pixel[2]];
            float red = matrix[0] * r, green = matrix[3] * r, blue = matrix[6] * r;
            red += matrix[1] * g;
            green += matrix[4] * g;
            blue += matrix[7] * g;
            red += matrix[2] * b;
            green += matrix[5] * b;
            blue += matrix[8] * b;
            uint32_t scale = CPNG_ENCODE_TABLE_SIZE - 1;
            uint8_t out_r = encode[(uint32_t)(clamp_unit(red) * (float)scale + 0.5f)];
            uint8_t out_g = encode[(uint32_t)(clamp_unit(green) * (float)scale + 0.5f)];
            uint8_t out_b = encode[(uint32_t)(clamp_unit(blue) * (float)scale + 0.5f)];
            last_in = in;
            last_out = (uint32_t)out_r | (uint32_t)out_g << 8 | (uint32_t)out_b << 16;
            have_last = 1;
        }
        pixel[0] = (uint8_t)last_out;
        pixel[1] = (uint8_t)(last_out >> 8);
        pixel[2] = (uint8_t)(last_out >> 16);
    }
}
