/* The hot half of Pixels' baseline JPEG decoder: a scan's entropy-coded data to samples (Huffman
   decoding, dequantisation, the inverse DCT) and the samples to RGBA8. Swift reads the markers
   and tables (JPEG+Decoding.swift) and calls these. They run on every photo an app's asset
   catalog holds, in the debug build `swift test` makes: the same loops in Swift at -Onone took
   some seven seconds of CPU for one 1280 x 1280 photo, which made a screen of photos seem to hang.
   The arithmetic is Swift's, step for step (the inverse DCT and the colour conversion in double
   precision, in the same order, rounded half away from zero), so the bytes are the same. */

#include "cpng_shim.h"
#include "jpeg_bits.h"

#include <math.h>
#include <string.h>

/* JPEG's zig-zag order: the natural (row-major) index of each coefficient in coding order. */
const int cjpeg_zigzag[64] = {
    0,  1,  8,  16, 9,  2,  3,  10, 17, 24, 32, 25, 18, 11, 4,  5,  12, 19, 26, 33, 40, 48,
    41, 34, 27, 20, 13, 6,  7,  14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23,
    30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
};

static uint8_t clamp_rounded(double value) {
    double rounded = round(value);
    return (uint8_t)(rounded < 0 ? 0 : rounded > 255 ? 255 : rounded);
}

/* The inverse DCT of `coefficients`, level-shifted and clamped, written at x, y of `samples`.
   Terms of a zero coefficient (most of a photo's) are skipped: each adds a signed zero to its
   sum, which changes no sum but a zero one's sign, and 128 is added to every sum before it is
   rounded, so the bytes are those of the full sums. */
void cjpeg_inverse_dct(const double *coefficients, const double *cosines, uint8_t *samples, int64_t stride, int64_t x,
                       int64_t y) {
    double rows[64];
    int row_used[8];
    for (int v = 0; v < 8; v++) {
        int used[8], count = 0;
        for (int u = 0; u < 8; u++)
            if (coefficients[v * 8 + u] != 0) used[count++] = u;
        row_used[v] = count > 0;
        for (int px = 0; px < 8; px++) {
            double sum = 0.0;
            for (int i = 0; i < count; i++) sum += cosines[px * 8 + used[i]] * coefficients[v * 8 + used[i]];
            rows[v * 8 + px] = sum;
        }
    }
    for (int py = 0; py < 8; py++) {
        for (int px = 0; px < 8; px++) {
            double sum = 0.0;
            for (int v = 0; v < 8; v++)
                if (row_used[v]) sum += cosines[py * 8 + v] * rows[v * 8 + px];
            samples[(y + py) * stride + x + px] = clamp_rounded(sum + 128);
        }
    }
}

/* Decodes one 8 x 8 block of `c` at block row, column; 0 on corrupt data. */
static int decode_block(bits *b, cjpeg_scan_component *c, const double *cosines, uint8_t *planes, int64_t row,
                        int64_t column) {
    double coefficients[64] = {0};
    int size = decode_symbol(b, c->dc);
    if (size < 0 || size > 16) return 0;
    c->prediction += receive_extended(b, size);
    coefficients[0] = (double)(c->prediction * c->quant[0]);
    int k = 1;
    while (k < 64) {
        int symbol = decode_symbol(b, c->ac);
        if (symbol < 0) return 0;
        int run = symbol >> 4, length = symbol & 15;
        if (length == 0) {
            if (run != 15) break;
            k += 16;
            continue;
        }
        k += run;
        if (k >= 64) return 0;
        coefficients[cjpeg_zigzag[k]] = (double)(receive_extended(b, length) * c->quant[k]);
        k += 1;
    }
    if (row >= c->blocks_per_column || column >= c->blocks_per_line) return 1;
    cjpeg_inverse_dct(coefficients, cosines, planes + c->offset, c->blocks_per_line * 8, column * 8, row * 8);
    return 1;
}

int64_t cjpeg_decode_scan(const uint8_t *bytes, int64_t byte_count, int64_t at, cjpeg_scan_component *components,
                          int count, int64_t width, int64_t height, int h_max, int v_max, int64_t restart_interval,
                          const double *cosines, uint8_t *planes) {
    bits b = {bytes, byte_count, at, 0, 0, 0};
    int64_t across, mcus_x;
    int64_t units = scan_units(components, count, width, height, h_max, v_max, &across, &mcus_x);
    for (int i = 0; i < count; i++) components[i].prediction = 0;
    for (int64_t unit = 0; unit < units; unit++) {
        if (restart_interval > 0 && unit > 0 && unit % restart_interval == 0) {
            restart(&b);
            for (int i = 0; i < count; i++) components[i].prediction = 0;
        }
        if (count == 1) {
            if (!decode_block(&b, &components[0], cosines, planes, unit / across, unit % across)) return -1;
            continue;
        }
        for (int i = 0; i < count; i++) {
            cjpeg_scan_component *c = &components[i];
            for (int v = 0; v < c->v; v++) {
                for (int h = 0; h < c->h; h++) {
                    int64_t row = (unit / mcus_x) * c->v + v, column = (unit % mcus_x) * c->h + h;
                    if (!decode_block(&b, c, cosines, planes, row, column)) return -1;
                }
            }
        }
    }
    return b.at;
}

void cjpeg_color(const uint8_t *planes, const cjpeg_plane *components, int count, int64_t width, int64_t height,
                 int h_max, int v_max, int is_rgb, uint8_t *rgba) {
    for (int64_t y = 0; y < height; y++) {
        const uint8_t *rows[4];
        for (int i = 0; i < count; i++) {
            const cjpeg_plane *c = &components[i];
            rows[i] = planes + c->offset + (y * c->v / v_max) * c->stride;
        }
        uint8_t *out = rgba + y * width * 4;
        for (int64_t x = 0; x < width; x++, out += 4) {
            double samples[4];
            for (int i = 0; i < count; i++) samples[i] = (double)rows[i][x * components[i].h / h_max];
            double r, g, b;
            if (count == 1) {
                r = g = b = samples[0];
            } else if (is_rgb) {
                r = samples[0], g = samples[1], b = samples[2];
            } else {
                double luma = samples[0], cb = samples[1] - 128, cr = samples[2] - 128;
                r = luma + 1.402 * cr;
                g = luma - 0.344136 * cb - 0.714136 * cr;
                b = luma + 1.772 * cb;
            }
            out[0] = clamp_rounded(r);
            out[1] = clamp_rounded(g);
            out[2] = clamp_rounded(b);
            out[3] = 255;
        }
    }
}
