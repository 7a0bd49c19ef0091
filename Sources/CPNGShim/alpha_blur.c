/* The blur of CellSnap's shadows: an 8-bit alpha mask blurred by three box blurs along each axis,
   which together approximate a Gaussian (the three-box scheme SVG's feGaussianBlur describes, as
   browsers draw CSS and canvas shadows). Integer arithmetic only: every running sum is exact and
   every average is read from a table of rounded quotients, so the bytes are the same at every
   optimisation level and on every machine. A debug build compiles this at -O0; the table stands
   in for a division per pixel, and the vertical passes run along rows (a sum per column), so that
   memory is read in order. */

#include "cpng_shim.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* One box blur of every row: dst[x] = the rounded mean of src[x - left ... x + right], pixels
   beyond the row counting as transparent. */
static void box_rows(const uint8_t *src, uint8_t *dst, int width, int height, size_t stride, int left, int right,
                     const uint8_t *quotient) {
    for (int y = 0; y < height; y++) {
        const uint8_t *in = src + (size_t)y * stride;
        uint8_t *out = dst + (size_t)y * stride;
        uint32_t sum = 0;
        for (int x = 0; x <= right && x < width; x++) sum += in[x];
        for (int x = 0; x < width; x++) {
            out[x] = quotient[sum];
            int add = x + right + 1, drop = x - left;
            if (add < width) sum += in[add];
            if (drop >= 0) sum -= in[drop];
        }
    }
}

/* One box blur of every column, the same way, keeping a running sum per column. */
static void box_columns(const uint8_t *src, uint8_t *dst, int width, int height, size_t stride, int left,
                        int right, const uint8_t *quotient, uint32_t *sums) {
    memset(sums, 0, (size_t)width * sizeof(uint32_t));
    for (int y = 0; y <= right && y < height; y++) {
        const uint8_t *in = src + (size_t)y * stride;
        for (int x = 0; x < width; x++) sums[x] += in[x];
    }
    for (int y = 0; y < height; y++) {
        uint8_t *out = dst + (size_t)y * stride;
        for (int x = 0; x < width; x++) out[x] = quotient[sums[x]];
        int add = y + right + 1, drop = y - left;
        if (add < height) {
            const uint8_t *in = src + (size_t)add * stride;
            for (int x = 0; x < width; x++) sums[x] += in[x];
        }
        if (drop >= 0) {
            const uint8_t *in = src + (size_t)drop * stride;
            for (int x = 0; x < width; x++) sums[x] -= in[x];
        }
    }
}

int cpng_blur_alpha8(uint8_t *mask, int width, int height, size_t stride, double sigma) {
    if (width <= 0 || height <= 0 || !(sigma > 0)) return 1;
    /* feGaussianBlur's box size for a standard deviation: d = floor(sigma * 3 * sqrt(2 pi) / 4 + 0.5).
       An odd d is three boxes of d centred on the pixel; an even d is two boxes of d, one reaching
       a pixel further left and one further right, and a third of d + 1 centred. */
    double exact = sigma * 3.0 * sqrt(2.0 * 3.14159265358979323846) / 4.0 + 0.5;
    if (exact > 4096) exact = 4096;
    int d = (int)floor(exact);
    if (d <= 1) return 1;
    int lefts[3], rights[3];
    if (d % 2 == 1) {
        for (int pass = 0; pass < 3; pass++) lefts[pass] = rights[pass] = d / 2;
    } else {
        lefts[0] = d / 2, rights[0] = d / 2 - 1;
        lefts[1] = d / 2 - 1, rights[1] = d / 2;
        lefts[2] = d / 2, rights[2] = d / 2;
    }
    size_t scratch_size = (size_t)height * stride;
    uint8_t *scratch = malloc(scratch_size);
    uint32_t *sums = malloc((size_t)width * sizeof(uint32_t));
    /* One table of rounded quotients per box size (d and, for an even d, d + 1). */
    uint8_t *quotients[2] = {malloc(255 * (size_t)(d + 1) + 1), malloc(255 * (size_t)(d + 1) + 1)};
    if (!scratch || !sums || !quotients[0] || !quotients[1]) {
        free(scratch), free(sums), free(quotients[0]), free(quotients[1]);
        return 0;
    }
    for (int table = 0; table < 2; table++) {
        uint32_t size = (uint32_t)d + (uint32_t)table;
        for (uint32_t sum = 0; sum <= 255 * size; sum++) quotients[table][sum] = (uint8_t)((sum + size / 2) / size);
    }
    /* Six passes alternate between the mask and the scratch rows, ending in the mask. */
    uint8_t *buffers[2] = {mask, scratch};
    for (int pass = 0; pass < 6; pass++) {
        int box = pass % 3;
        const uint8_t *quotient = quotients[lefts[box] + rights[box] + 1 - d];
        uint8_t *src = buffers[pass % 2], *dst = buffers[(pass + 1) % 2];
        if (pass < 3) {
            box_rows(src, dst, width, height, stride, lefts[box], rights[box], quotient);
        } else {
            box_columns(src, dst, width, height, stride, lefts[box], rights[box], quotient, sums);
        }
    }
    free(scratch), free(sums), free(quotients[0]), free(quotients[1]);
    return 1;
}

void cpng_alpha8_tint_argb32(const uint8_t *mask, int width, int height, size_t mask_stride, uint8_t red,
                             uint8_t green, uint8_t blue, uint8_t alpha, uint8_t *argb, size_t argb_stride) {
    /* One table of the tinted word for each mask value, so that the loop is a look-up a pixel. */
    uint32_t words[256];
    for (uint32_t m = 0; m < 256; m++) {
        uint32_t a = (m * alpha + 127) / 255;
        words[m] = (a << 24) | (((red * a + 127) / 255) << 16) | (((green * a + 127) / 255) << 8) |
                   ((blue * a + 127) / 255);
    }
    for (int y = 0; y < height; y++) {
        const uint8_t *in = mask + (size_t)y * mask_stride;
        uint32_t *out = (uint32_t *)(argb + (size_t)y * argb_stride);
        for (int x = 0; x < width; x++) out[x] = words[in[x]];
    }
}
