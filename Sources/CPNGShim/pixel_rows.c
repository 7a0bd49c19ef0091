#include "pixel_rows.h"

#include <string.h>

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define HAVE_SSSE3_PATH 1
typedef uint8_t bytes16 __attribute__((vector_size(16)));

/* Four pixels a step; the 16-byte store writes 4 bytes beyond the 12 it fills, so it stops while
   two pixels remain, and the rest are copied one by one. */
__attribute__((target("ssse3"))) static uint32_t pack_ssse3(const uint8_t *rgba, uint32_t width, uint8_t *out,
                                                             uint8_t *alpha) {
    bytes16 all;
    memset(&all, 0xFF, sizeof all);
    uint32_t x = 0;
    for (; x + 6 <= width; x += 4) {
        bytes16 pixels;
        memcpy(&pixels, rgba + 4 * (size_t)x, 16);
        all &= pixels;
        bytes16 packed = __builtin_shufflevector(pixels, pixels, 0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 12, 13, 14, 15);
        memcpy(out + 3 * (size_t)x, &packed, 16);
    }
    *alpha = all[3] & all[7] & all[11] & all[15];
    return x;
}

/* Four pixels a step, reading 16 bytes for the 12 it uses. */
__attribute__((target("ssse3"))) static uint32_t expand_ssse3(const uint8_t *rgb, uint32_t width, uint8_t *out) {
    bytes16 opaque;
    memset(&opaque, 0xFF, sizeof opaque);
    uint32_t x = 0;
    for (; x + 4 <= width; x += 4) {
        bytes16 pixels;
        memcpy(&pixels, rgb + 3 * (size_t)x, 16);
        bytes16 expanded =
            __builtin_shufflevector(pixels, opaque, 0, 1, 2, 16, 3, 4, 5, 16, 6, 7, 8, 16, 9, 10, 11, 16);
        memcpy(out + 4 * (size_t)x, &expanded, 16);
    }
    return x;
}

static int has_ssse3(void) {
    static int known = -1;
    if (known < 0) known = __builtin_cpu_supports("ssse3") ? 1 : 0;
    return known;
}
#endif

uint8_t cpng_pack_rgb(const uint8_t *rgba, uint32_t width, uint8_t *out) {
    uint8_t alpha = 0xFF;
    uint32_t x = 0;
#ifdef HAVE_SSSE3_PATH
    if (has_ssse3()) x = pack_ssse3(rgba, width, out, &alpha);
#endif
    for (; x < width; x++) {
        out[3 * (size_t)x] = rgba[4 * (size_t)x];
        out[3 * (size_t)x + 1] = rgba[4 * (size_t)x + 1];
        out[3 * (size_t)x + 2] = rgba[4 * (size_t)x + 2];
        alpha &= rgba[4 * (size_t)x + 3];
    }
    return alpha;
}

void cpng_expand_rgb(const uint8_t *rgb, uint32_t width, uint8_t *out) {
    uint32_t x = 0;
#ifdef HAVE_SSSE3_PATH
    if (has_ssse3()) x = expand_ssse3(rgb, width, out);
#endif
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    const uint32_t alpha = 0x000000FF;
#else
    const uint32_t alpha = 0xFF000000;
#endif
    for (; x < width; x++) {
        uint32_t pixel;
        memcpy(&pixel, rgb + 3 * (size_t)x, 4);
        pixel |= alpha;
        memcpy(out + 4 * (size_t)x, &pixel, 4);
    }
}
