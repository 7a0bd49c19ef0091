#pragma once
#include <stddef.h>
#include <stdint.h>

/* The blocks of CellSnap's deflate (row_deflate.c): the bit writer, the symbols of lengths and
   distances, and a block of tokens written with its own Huffman codes or stored. */

enum {
    WINDOW = 32768,
    MIN_MATCH = 3,
    MAX_MATCH = 258,
    /* A match at least this long does not hash the positions it covers: runs stay cheap. */
    LONG_MATCH = 16,
    LITLEN_SYMBOLS = 286,
    END_OF_BLOCK = 256,
    DISTANCE_SYMBOLS = 30,
    CODE_LENGTH_SYMBOLS = 19,
    MAX_STORED = 65535,
};

/* Bits, least significant first, written at `at` up to `end`. */
typedef struct bit_writer {
    uint64_t bits;
    unsigned count;
    uint8_t *at, *end;
    int overflow;
} bit_writer;

/* ---- Symbols ---- */

static inline __attribute__((always_inline)) unsigned length_symbol(unsigned length, unsigned *extra_bits, unsigned *extra) {
    unsigned l = length - MIN_MATCH;
    if (length == MAX_MATCH) {
        *extra_bits = *extra = 0;
        return 285;
    }
    if (l < 8) {
        *extra_bits = *extra = 0;
        return 257 + l;
    }
    unsigned top = 31 - (unsigned)__builtin_clz(l); /* 3 ... 7 */
    unsigned step = (l >> (top - 2)) & 3;
    *extra_bits = top - 2;
    *extra = l - ((4 + step) << (top - 2));
    return 257 + 4 * (top - 1) + step;
}

static inline __attribute__((always_inline)) unsigned distance_symbol(unsigned distance, unsigned *extra_bits, unsigned *extra) {
    unsigned d = distance - 1;
    if (d < 4) {
        *extra_bits = *extra = 0;
        return d;
    }
    unsigned top = 31 - (unsigned)__builtin_clz(d); /* 2 ... 14 */
    unsigned half = (d >> (top - 1)) & 1;
    *extra_bits = top - 1;
    *extra = d - ((2 + half) << (top - 1));
    return 2 * top + half;
}

/* The tokens of one block and the input they cover. */
typedef struct block {
    const uint32_t *tokens;
    size_t token_count;
    const uint8_t *bytes; /* the input the tokens cover */
    size_t byte_count;
    uint32_t litlen_frequencies[LITLEN_SYMBOLS];
    uint32_t distance_frequencies[DISTANCE_SYMBOLS];
    uint64_t extra_bits; /* the length and distance extra bits of all tokens */
} block;

/* Pads to a whole byte and moves every bit out. */
void cpng_deflate_align(bit_writer *writer);
/* Writes the block with its own Huffman codes, or stored when that takes fewer bits, and empties it. */
void cpng_deflate_write_block(bit_writer *writer, block *b, int final);
