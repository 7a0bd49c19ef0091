/* Pixel format conversions for Pixels: Cairo's premultiplied ARGB32 words to straight RGBA8 and
   back, the opaque check, tinting and filling. They run on every snapshot a test asserts, in the
   debug build `swift test` makes, where C is compiled at -O0: the loops over every pixel take 16
   a step through SSSE3 intrinsics (see pixel_rows.c), so that they run at some half a nanosecond
   a pixel even unoptimised (the same loops in Swift at -Onone cost some ten nanoseconds a pixel).
   The arithmetic is the same integer arithmetic at every optimisation level, so the bytes are too. */

#include "cpng_shim.h"
#include "pixel_rows.h"

#include <math.h>
#include <string.h>

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__)) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#include <immintrin.h>
#define HAVE_SSSE3_PATH 1

static int has_ssse3(void) {
    static int known = -1;
    if (known < 0) known = __builtin_cpu_supports("ssse3") ? 1 : 0;
    return known;
}

/* B, G, R, A to R, G, B, A, 16 pixels a step (four vectors: see pixel_rows.c); returns how many
   pixels it moved and ANDs their words into *all. */
__attribute__((target("ssse3"))) static uint32_t swizzle_ssse3(const uint8_t *argb, uint32_t width, uint8_t *rgba,
                                                              uint32_t *all_words) {
    const __m128i mask = _mm_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
    __m128i all = _mm_set1_epi8(-1);
    uint32_t x = 0;
    for (; x + 16 <= width; x += 16) {
        const __m128i *from = (const __m128i *)(argb + 4 * (size_t)x);
        __m128i *to = (__m128i *)(rgba + 4 * (size_t)x);
        __m128i a = _mm_loadu_si128(from), b = _mm_loadu_si128(from + 1);
        __m128i c = _mm_loadu_si128(from + 2), d = _mm_loadu_si128(from + 3);
        all = _mm_and_si128(all, _mm_and_si128(_mm_and_si128(a, b), _mm_and_si128(c, d)));
        _mm_storeu_si128(to, _mm_shuffle_epi8(a, mask));
        _mm_storeu_si128(to + 1, _mm_shuffle_epi8(b, mask));
        _mm_storeu_si128(to + 2, _mm_shuffle_epi8(c, mask));
        _mm_storeu_si128(to + 3, _mm_shuffle_epi8(d, mask));
    }
    uint32_t words[4];
    _mm_storeu_si128((__m128i *)words, all);
    *all_words &= words[0] & words[1] & words[2] & words[3];
    return x;
}

/* The AND of `count` words, 16 a step. */
__attribute__((target("ssse3"))) static uint32_t and_words_ssse3(const uint8_t *bytes, size_t count, size_t *done) {
    __m128i all = _mm_set1_epi8(-1);
    size_t index = 0;
    for (; index + 16 <= count; index += 16) {
        const __m128i *from = (const __m128i *)(bytes + 4 * index);
        all = _mm_and_si128(all, _mm_and_si128(_mm_and_si128(_mm_loadu_si128(from), _mm_loadu_si128(from + 1)),
                                               _mm_and_si128(_mm_loadu_si128(from + 2), _mm_loadu_si128(from + 3))));
    }
    uint32_t words[4];
    _mm_storeu_si128((__m128i *)words, all);
    *done = index;
    return words[0] & words[1] & words[2] & words[3];
}
#endif

/* Swizzles `width` words of one row as if opaque (B, G, R, A bytes to R, G, B, A) and returns
   whether every alpha was 255. */
static int swizzle_row(const uint8_t *argb, uint32_t width, uint8_t *rgba) {
    uint32_t all = 0xFFFFFFFFu, x = 0;
#ifdef HAVE_SSSE3_PATH
    if (has_ssse3()) x = swizzle_ssse3(argb, width, rgba, &all);
#endif
    for (; x < width; x++) {
        uint32_t word;
        memcpy(&word, argb + 4 * (size_t)x, 4);
        all &= word;
        uint32_t moved = (word >> 16 & 0xFF) | (word & 0xFF00FF00u) | (word & 0xFF) << 16;
        memcpy(rgba + 4 * (size_t)x, &moved, 4);
    }
    return all >> 24 == 0xFF;
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
    uint32_t all = 0xFFFFFFFFu;
    size_t index = 0;
#ifdef HAVE_SSSE3_PATH
    if (has_ssse3()) all = and_words_ssse3(rgba, count, &index);
#endif
    uint32_t alpha = all >> 24;
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
    if (count == 0) return;
    /* One pixel, then the filled part doubled until the whole is filled: memcpy's speed. */
    memcpy(rgba, pixel, 4);
    size_t filled = 1;
    while (filled < count) {
        size_t more = filled < count - filled ? filled : count - filled;
        memcpy(rgba + 4 * filled, rgba, 4 * more);
        filled += more;
    }
}
