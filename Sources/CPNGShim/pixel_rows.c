#include "pixel_rows.h"

#include <string.h>

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define HAVE_SSSE3_PATH 1
#include <immintrin.h>

/* The loops below run on every snapshot a test asserts, in the debug build `swift test` makes,
   where C is compiled at -O0: there every intrinsic stores its vector to the stack and loads it
   back, some 2 to 4 ns a pixel on the benchmark's machine. Their steps of four pixels are
   therefore written as a few instructions of assembly each, which run at the memory's speed (0.5
   to 0.7 ns a pixel) whatever the optimisation level; single pixels, in C, finish a row. */

/* Cairo's B, G, R, A bytes of four words (this little-endian machine) as R, G, B, and the RGBA
   bytes as R, G, B; the last four bytes of the store are zeros. */
#define ARGB32_TO_RGB _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1)
#define RGBA_TO_RGB _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1)

/* Whether every alpha byte (3, 7, 11, 15) of `all` is 255. */
__attribute__((target("ssse3"))) static uint8_t alphas_of(__m128i all) {
    int equal = _mm_movemask_epi8(_mm_cmpeq_epi8(all, _mm_set1_epi8(-1)));
    return (equal & 0x8888) == 0x8888 ? 0xFF : 0;
}

/* Packs four-byte pixels to three with `mask`, four a step; the 16-byte stores write 4 bytes
   beyond the 12 they fill, so the steps stop while two pixels remain, and the rest are copied one
   by one. Sets *alpha to 255 when every pixel's fourth byte is 255. */
__attribute__((target("ssse3"))) static uint32_t pack_ssse3(const uint8_t *in, uint32_t width, uint8_t *out,
                                                            uint8_t *alpha, __m128i mask) {
    __m128i all = _mm_set1_epi8(-1), pixels;
    size_t steps = width >= 6 ? (width - 2) / 4 : 0, packed = steps * 4;
    if (steps > 0) {
        __asm__("1:\n\t"
                "movdqu (%[in]), %[pixels]\n\t"
                "pand %[pixels], %[all]\n\t"
                "pshufb %[mask], %[pixels]\n\t"
                "movdqu %[pixels], (%[out])\n\t"
                "add $16, %[in]\n\t"
                "add $12, %[out]\n\t"
                "dec %[steps]\n\t"
                "jnz 1b"
                : [in] "+r"(in), [out] "+r"(out), [steps] "+r"(steps), [all] "+x"(all), [pixels] "=&x"(pixels)
                : [mask] "x"(mask)
                : "cc", "memory");
    }
    *alpha = alphas_of(all);
    return (uint32_t)packed;
}

/* RGB to RGBA with alpha 255, four pixels a step, reading 16 bytes for the 12 it uses. */
__attribute__((target("ssse3"))) static uint32_t expand_ssse3(const uint8_t *rgb, uint32_t width, uint8_t *out) {
    const __m128i mask = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m128i opaque = _mm_set1_epi32((int)0xFF000000u);
    __m128i pixels;
    size_t steps = width / 4, expanded = steps * 4;
    if (steps > 0) {
        __asm__("1:\n\t"
                "movdqu (%[rgb]), %[pixels]\n\t"
                "pshufb %[mask], %[pixels]\n\t"
                "por %[opaque], %[pixels]\n\t"
                "movdqu %[pixels], (%[out])\n\t"
                "add $12, %[rgb]\n\t"
                "add $16, %[out]\n\t"
                "dec %[steps]\n\t"
                "jnz 1b"
                : [rgb] "+r"(rgb), [out] "+r"(out), [steps] "+r"(steps), [pixels] "=&x"(pixels)
                : [mask] "x"(mask), [opaque] "x"(opaque)
                : "cc", "memory");
    }
    return (uint32_t)expanded;
}

/* Compares four pixels a step: the reference's RGB or RGBA bytes moved into the surface's byte
   order (B, G, R, A) XORed with the surface's words. An RGB reference's pixels are opaque: the
   colours must match and the surface's alphas be 255 (their AND); an RGBA reference's bytes must
   match whole and its alphas be 255 (equal words with alpha 255 are equal pixels). Reads 16 bytes
   of RGB for the 12 it uses. Returns how many pixels it compared and sets *same to whether they
   all matched (4 ns a pixel at -O0 as intrinsics, 0.55 ns as assembly). */
__attribute__((target("ssse3"))) static uint32_t matches_ssse3(const uint8_t *row, int channels, uint32_t width,
                                                                const uint8_t *argb, int *same) {
    const __m128i opaque = _mm_set1_epi32((int)0xFF000000u);
    const int rgb = channels == 3;
    const __m128i mask = rgb ? _mm_setr_epi8(2, 1, 0, -1, 5, 4, 3, -1, 8, 7, 6, -1, 11, 10, 9, -1)
                             : _mm_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
    __m128i differences = _mm_setzero_si128(), surface_alphas = _mm_set1_epi8(-1);
    __m128i reference_alphas = surface_alphas, moved, words;
    size_t steps = width / 4, step = 4 * (size_t)channels;
    if (steps > 0) {
        __asm__("1:\n\t"
                "movdqu (%[row]), %[moved]\n\t"
                "pshufb %[mask], %[moved]\n\t"
                "movdqu (%[argb]), %[words]\n\t"
                "pand %[moved], %[reference_alphas]\n\t"
                "pand %[words], %[surface_alphas]\n\t"
                "pxor %[words], %[moved]\n\t"
                "por %[moved], %[differences]\n\t"
                "add %[step], %[row]\n\t"
                "add $16, %[argb]\n\t"
                "dec %[steps]\n\t"
                "jnz 1b"
                : [row] "+r"(row), [argb] "+r"(argb), [steps] "+r"(steps), [differences] "+x"(differences),
                  [surface_alphas] "+x"(surface_alphas), [reference_alphas] "+x"(reference_alphas),
                  [moved] "=&x"(moved), [words] "=&x"(words)
                : [mask] "x"(mask), [step] "r"(step)
                : "cc", "memory");
    }
    /* RGB: the shuffle put zeros in the alpha lanes, which the surface's alphas then fill. */
    if (rgb) differences = _mm_andnot_si128(opaque, differences);
    differences = _mm_or_si128(differences, _mm_andnot_si128(rgb ? surface_alphas : reference_alphas, opaque));
    *same = _mm_movemask_epi8(_mm_cmpeq_epi8(differences, _mm_setzero_si128())) == 0xFFFF;
    return width / 4 * 4;
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
    if (has_ssse3()) x = pack_ssse3(rgba, width, out, &alpha, RGBA_TO_RGB);
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
    if (has_ssse3()) x = pack_ssse3(argb, width, out, &alpha, ARGB32_TO_RGB);
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
