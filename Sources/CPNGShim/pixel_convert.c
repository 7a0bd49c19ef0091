/* Pixel format conversions for Pixels: Cairo's premultiplied ARGB32 words to straight RGBA8 and
   back, the opaque check and tinting. They run on every snapshot a test asserts, in the debug
   build `swift test` makes, where C is compiled at -O0: each loop moves 16 bytes a step through
   vector types and keeps its work per step small, so that it runs at a few bytes a cycle even
   unoptimised (the same loops in Swift at -Onone cost some ten nanoseconds a pixel). The
   arithmetic is the same integer arithmetic at every optimisation level, so the bytes are too. */

#include "cpng_shim.h"
#include "pixel_rows.h"

#include <math.h>
#include <string.h>

typedef uint8_t bytes16 __attribute__((vector_size(16)));
typedef uint32_t words4 __attribute__((vector_size(16)));

/* Swizzles `width` words of one row as if opaque (B, G, R, A bytes to R, G, B, A), four a step,
   and returns whether every alpha was 255. */
static int swizzle_row(const uint8_t *argb, uint32_t width, uint8_t *rgba) {
    bytes16 all;
    memset(&all, 0xFF, sizeof all);
    uint32_t x = 0;
    for (; x + 4 <= width; x += 4) {
        bytes16 pixels;
        memcpy(&pixels, argb + 4 * (size_t)x, 16);
        all &= pixels;
        bytes16 moved = __builtin_shufflevector(pixels, pixels, 2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
        memcpy(rgba + 4 * (size_t)x, &moved, 16);
    }
    uint8_t alpha = all[3] & all[7] & all[11] & all[15];
    for (; x < width; x++) {
        uint32_t word;
        memcpy(&word, argb + 4 * (size_t)x, 4);
        alpha &= (uint8_t)(word >> 24);
        uint32_t moved = (word >> 16 & 0xFF) | (word & 0xFF00FF00u) | (word & 0xFF) << 16;
        memcpy(rgba + 4 * (size_t)x, &moved, 4);
    }
    return alpha == 0xFF;
}

int cpng_argb32_to_rgba(const uint8_t *argb, uint32_t width, uint32_t height, size_t stride, uint8_t *rgba) {
    int opaque = 1;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = argb + (size_t)y * stride;
        uint8_t *out = rgba + (size_t)y * width * 4;
        if (swizzle_row(row, width, out)) continue;
        opaque = 0;
        for (uint32_t x = 0; x < width; x++) {
            uint32_t word;
            memcpy(&word, row + 4 * (size_t)x, 4);
            if (word >> 24 == 255) continue; /* swizzled already */
            uint32_t converted = cpng_unpremultiplied(word);
            memcpy(out + 4 * (size_t)x, &converted, 4);
        }
    }
    return opaque;
}

void cpng_rgba_to_argb32(const uint8_t *rgba, size_t count, uint8_t *argb) {
    for (size_t index = 0; index < count; index++) {
        const uint8_t *pixel = rgba + 4 * index;
        uint32_t a = pixel[3];
        uint32_t word = a << 24 | ((pixel[0] * a + 127) / 255) << 16 | ((pixel[1] * a + 127) / 255) << 8 |
                        (pixel[2] * a + 127) / 255;
        memcpy(argb + 4 * index, &word, 4);
    }
}

int cpng_rgba_is_opaque(const uint8_t *rgba, size_t count) {
    words4 all = {0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu};
    size_t index = 0;
    for (; index + 4 <= count; index += 4) {
        words4 pixels;
        memcpy(&pixels, rgba + 4 * index, 16);
        all &= pixels;
    }
    uint32_t alpha = (all[0] & all[1] & all[2] & all[3]) >> 24;
    for (; index < count; index++) alpha &= rgba[4 * index + 3];
    return alpha == 0xFF;
}

void cpng_rgba_tint(const uint8_t *rgba, size_t count, uint8_t red, uint8_t green, uint8_t blue, double alpha,
                    uint8_t *out) {
    for (size_t index = 0; index < count; index++) {
        out[4 * index] = red;
        out[4 * index + 1] = green;
        out[4 * index + 2] = blue;
        out[4 * index + 3] = (uint8_t)round((double)rgba[4 * index + 3] * alpha);
    }
}

void cpng_rgba_fill(uint8_t *rgba, size_t count, uint8_t red, uint8_t green, uint8_t blue, uint8_t alpha) {
    uint8_t pixel[4] = {red, green, blue, alpha};
    words4 four;
    for (int lane = 0; lane < 4; lane++) memcpy((uint8_t *)&four + 4 * lane, pixel, 4);
    size_t index = 0;
    for (; index + 4 <= count; index += 4) memcpy(rgba + 4 * index, &four, 16);
    for (; index < count; index++) memcpy(rgba + 4 * index, pixel, 4);
}
