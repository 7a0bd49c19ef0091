#pragma once
#include <stdint.h>

#include "include/cpng_shim.h"

/* What Pixels' baseline (jpeg_decode.c) and progressive (jpeg_progressive.c) JPEG decoders share:
   the entropy-coded bits, Huffman symbols, restart markers and the inverse DCT. */

/* JPEG's zig-zag order: the natural (row-major) index of each coefficient in coding order. */
extern const int cjpeg_zigzag[64];

/* The entropy-coded bits: bytes with stuffed zeros removed; at a marker, zeros. `overrun` is set
   when a bit is read past the end of the data (a truncated file). */
typedef struct bits {
    const uint8_t *bytes;
    int64_t count, at;
    int buffer, left, overrun;
} bits;

static inline int next_bit(bits *b) {
    if (b->left == 0) {
        int next = 0;
        if (b->at >= b->count) b->overrun = 1;
        if (b->at < b->count &&
            (b->bytes[b->at] != 0xFF || (b->at + 1 < b->count && b->bytes[b->at + 1] == 0))) {
            next = b->bytes[b->at];
            b->at += b->bytes[b->at] == 0xFF ? 2 : 1;
        }
        b->buffer = next;
        b->left = 8;
    }
    b->left -= 1;
    return (b->buffer >> b->left) & 1;
}

/* `length` bits (at most 16) as an unsigned number. */
static inline int64_t receive_bits(bits *b, int length) {
    int64_t value = 0;
    for (int i = 0; i < length; i++) value = value << 1 | next_bit(b);
    return value;
}

/* A value of `length` bits (at most 16) as JPEG extends it to a signed difference. */
static inline int64_t receive_extended(bits *b, int length) {
    if (length == 0) return 0;
    int64_t value = receive_bits(b, length);
    return value < ((int64_t)1 << (length - 1)) ? value - ((int64_t)1 << length) + 1 : value;
}

/* The next symbol of `table`, or -1 when no code matches. */
static inline int decode_symbol(bits *b, const cjpeg_huffman *table) {
    int32_t code = 0;
    for (int length = 1; length <= 16; length++) {
        code = code << 1 | next_bit(b);
        if (code <= table->max_code[length]) {
            int32_t index = table->value_offset[length] + code;
            if (index < 0 || index >= table->value_count) return -1;
            return table->values[index];
        }
    }
    return -1;
}

/* Moves past the next restart marker and starts a new byte. */
static inline void restart(bits *b) {
    b->left = 0;
    while (b->at + 1 < b->count &&
           !(b->bytes[b->at] == 0xFF && b->bytes[b->at + 1] >= 0xD0 && b->bytes[b->at + 1] <= 0xD7))
        b->at += 1;
    b->at = b->at + 2 < b->count ? b->at + 2 : b->count;
}

/* The inverse DCT of `coefficients` (row order, dequantised), level-shifted and clamped, written
   at x, y of `samples` (jpeg_decode.c). */
void cjpeg_inverse_dct(const double *coefficients, const double *cosines, uint8_t *samples, int64_t stride, int64_t x,
                       int64_t y);

/* How many units a scan codes: the blocks of its one component (`across` a row), or the MCUs of
   its interleaved components (`mcus_x` a row). */
static inline int64_t scan_units(const cjpeg_scan_component *components, int count, int64_t width, int64_t height,
                                 int h_max, int v_max, int64_t *across, int64_t *mcus_x) {
    *across = 1;
    *mcus_x = 1;
    if (count == 1) {
        const cjpeg_scan_component *c = &components[0];
        *across = ((width * c->h + h_max - 1) / h_max + 7) / 8;
        return *across * (((height * c->v + v_max - 1) / v_max + 7) / 8);
    }
    *mcus_x = (width + 8 * h_max - 1) / (8 * h_max);
    return *mcus_x * ((height + 8 * v_max - 1) / (8 * v_max));
}
