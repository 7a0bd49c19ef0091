#include "pixel_rows.h"

#include <string.h>

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define HAVE_SSSE3_PATH 1
typedef uint8_t bytes16 __attribute__((vector_size(16)));

/* Four pixels a step, from RGBA bytes or (from_argb32) from Cairo's ARGB32 words, which are B, G,
   R, A bytes on this little-endian machine; the 16-byte store writes 4 bytes beyond the 12 it
   fills, so it stops while two pixels remain, and the rest are copied one by one. */
__attribute__((target("ssse3"), always_inline)) static inline uint32_t pack_ssse3(const uint8_t *pixels_in,
                                                                                   uint32_t width, uint8_t *out,
                                                                                   uint8_t *alpha, int from_argb32) {
    bytes16 all;
    memset(&all, 0xFF, sizeof all);
    uint32_t x = 0;
    for (; x + 6 <= width; x += 4) {
        bytes16 pixels;
        memcpy(&pixels, pixels_in + 4 * (size_t)x, 16);
        all &= pixels;
        bytes16 packed =
            from_argb32
                ? __builtin_shufflevector(pixels, pixels, 2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, 12, 13, 14, 15)
                : __builtin_shufflevector(pixels, pixels, 0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 12, 13, 14, 15);
        memcpy(out + 3 * (size_t)x, &packed, 16);
    }
    *alpha = all[3] & all[7] & all[11] & all[15];
    return x;
}

__attribute__((target("ssse3"))) static uint32_t pack_rgba_ssse3(const uint8_t *rgba, uint32_t width, uint8_t *out,
                                                                  uint8_t *alpha) {
    return pack_ssse3(rgba, width, out, alpha, 0);
}

__attribute__((target("ssse3"))) static uint32_t pack_argb32_ssse3(const uint8_t *argb, uint32_t width, uint8_t *out,
                                                                    uint8_t *alpha) {
    return pack_ssse3(argb, width, out, alpha, 1);
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

/* Compares four pixels a step: the reference's RGB or RGBA bytes moved into the surface's byte
   order (B, G, R, A on this little-endian machine; alpha 255 for RGB), 16 bytes against 16. Reads
   16 bytes of RGB for the 12 it uses. Returns how many pixels it compared and sets *same to
   whether they all matched. */
__attribute__((target("ssse3"))) static uint32_t matches_ssse3(const uint8_t *row, int channels, uint32_t width,
                                                                const uint8_t *argb, int *same) {
    bytes16 opaque, differences;
    memset(&opaque, 0xFF, sizeof opaque);
    memset(&differences, 0, sizeof differences);
    uint32_t x = 0;
    if (channels == 3) {
        for (; x + 4 <= width; x += 4) {
            bytes16 pixels, surface;
            memcpy(&pixels, row + 3 * (size_t)x, 16);
            memcpy(&surface, argb + 4 * (size_t)x, 16);
            bytes16 moved =
                __builtin_shufflevector(pixels, opaque, 2, 1, 0, 16, 5, 4, 3, 16, 8, 7, 6, 16, 11, 10, 9, 16);
            differences |= moved ^ surface;
        }
    } else {
        for (; x + 4 <= width; x += 4) {
            bytes16 pixels, surface;
            memcpy(&pixels, row + 4 * (size_t)x, 16);
            memcpy(&surface, argb + 4 * (size_t)x, 16);
            /* Equal words with alpha 255 (checked below through the reference's alpha) are equal pixels. */
            bytes16 moved = __builtin_shufflevector(pixels, pixels, 2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
            differences |= moved ^ surface;
            differences |= (pixels ^ opaque) & (bytes16){0, 0, 0, 0xFF, 0, 0, 0, 0xFF, 0, 0, 0, 0xFF, 0, 0, 0, 0xFF};
        }
    }
    uint64_t halves[2];
    memcpy(halves, &differences, 16);
    *same = (halves[0] | halves[1]) == 0;
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
    if (has_ssse3()) x = pack_rgba_ssse3(rgba, width, out, &alpha);
#endif
    for (; x < width; x++) {
        out[3 * (size_t)x] = rgba[4 * (size_t)x];
        out[3 * (size_t)x + 1] = rgba[4 * (size_t)x + 1];
        out[3 * (size_t)x + 2] = rgba[4 * (size_t)x + 2];
        alpha &= rgba[4 * (size_t)x + 3];
    }
    return alpha;
}

uint8_t cpng_pack_rgb_from_argb32(const uint8_t *argb, uint32_t width, uint8_t *out) {
    uint8_t alpha = 0xFF;
    uint32_t x = 0;
#if defined(HAVE_SSSE3_PATH) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (has_ssse3()) x = pack_argb32_ssse3(argb, width, out, &alpha);
#endif
    for (; x < width; x++) {
        uint32_t word;
        memcpy(&word, argb + 4 * (size_t)x, 4);
        out[3 * (size_t)x] = (uint8_t)(word >> 16);
        out[3 * (size_t)x + 1] = (uint8_t)(word >> 8);
        out[3 * (size_t)x + 2] = (uint8_t)word;
        alpha &= (uint8_t)(word >> 24);
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

/* Whether an RGBA row holds the conversion of the words, compared pixel by pixel. */
static int converted_row_matches(const uint8_t *row, uint32_t width, const uint8_t *argb) {
    for (uint32_t x = 0; x < width; x++) {
        uint32_t word, pixel;
        memcpy(&word, argb + 4 * (size_t)x, 4);
        memcpy(&pixel, row + 4 * (size_t)x, 4);
        if (cpng_unpremultiplied(word) != pixel) return 0;
    }
    return 1;
}

int cpng_row_matches_argb32(const uint8_t *row, int channels, uint32_t width, const uint8_t *argb) {
    uint32_t x = 0;
#if defined(HAVE_SSSE3_PATH) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (has_ssse3()) {
        int same = 1;
        x = matches_ssse3(row, channels, width, argb, &same);
        if (!same) return channels == 4 && converted_row_matches(row, width, argb);
    }
#endif
    uint32_t differences = 0;
    for (; x < width; x++) {
        const uint8_t *pixel = row + (size_t)channels * x;
        uint32_t alpha = channels == 4 ? pixel[3] : 0xFF;
        uint32_t expected = 0xFF000000u | (uint32_t)pixel[0] << 16 | (uint32_t)pixel[1] << 8 | pixel[2];
        uint32_t word;
        memcpy(&word, argb + 4 * (size_t)x, 4);
        differences |= (word ^ expected) | (alpha ^ 0xFF);
    }
    return differences == 0 || (channels == 4 && converted_row_matches(row, width, argb));
}
