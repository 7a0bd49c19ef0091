/* The blocks of CellSnap's deflate: see deflate_blocks.h. */

#include "deflate_blocks.h"

#include "huffman_codes.h"

#include <string.h>

/* ---- Bits ---- */

static void store_le64(uint8_t *at, uint64_t value) {
    for (int i = 0; i < 8; i++) at[i] = (uint8_t)(value >> (8 * i));
}

/* Moves the whole bytes of the accumulator out (writing 8 bytes, so 8 must fit). */
static inline __attribute__((always_inline)) void drain(bit_writer *writer) {
    if (writer->end - writer->at < 8) {
        writer->overflow = 1;
        writer->count &= 7;
        return;
    }
    store_le64(writer->at, writer->bits);
    unsigned bytes = writer->count >> 3;
    writer->at += bytes;
    writer->bits = bytes ? writer->bits >> (8 * bytes) : writer->bits;
    writer->count &= 7;
}

/* Appends `length` (at most 32) bits of `value`. */
static inline __attribute__((always_inline)) void put_bits(bit_writer *writer, uint32_t value, unsigned length) {
    writer->bits |= (uint64_t)value << writer->count;
    writer->count += length;
    if (writer->count >= 32) drain(writer);
}

/* Pads to a whole byte and moves every bit out. */
void cpng_deflate_align(bit_writer *writer) {
    writer->count = (writer->count + 7) & ~7u;
    drain(writer);
}

/* The code lengths of both codes, run-length coded with symbols 16, 17 and 18 (RFC 1951, 3.2.7). */
typedef struct block_header {
    uint8_t litlen_lengths[LITLEN_SYMBOLS], distance_lengths[DISTANCE_SYMBOLS];
    uint16_t litlen_codes[LITLEN_SYMBOLS], distance_codes[DISTANCE_SYMBOLS];
    int litlen_count, distance_count;
    uint8_t symbols[LITLEN_SYMBOLS + DISTANCE_SYMBOLS], extras[LITLEN_SYMBOLS + DISTANCE_SYMBOLS];
    int symbol_count;
    uint8_t code_length_lengths[CODE_LENGTH_SYMBOLS];
    uint16_t code_length_codes[CODE_LENGTH_SYMBOLS];
    int code_length_count;
} block_header;

static const uint8_t code_length_order[CODE_LENGTH_SYMBOLS] = {16, 17, 18, 0, 8,  7, 9,  6, 10, 5,
                                                               11, 4,  12, 3, 13, 2, 14, 1, 15};
static const uint8_t code_length_extra_bits[CODE_LENGTH_SYMBOLS] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7};

static void add_length_symbol(block_header *header, int symbol, int extra) {
    header->symbols[header->symbol_count] = (uint8_t)symbol;
    header->extras[header->symbol_count++] = (uint8_t)extra;
}

static void run_length_code(block_header *header, const uint8_t *lengths, int count) {
    for (int i = 0; i < count;) {
        int value = lengths[i], run = 1;
        while (i + run < count && lengths[i + run] == value) run++;
        i += run;
        if (value == 0) {
            for (; run >= 11; run -= run < 138 ? run : 138) add_length_symbol(header, 18, (run < 138 ? run : 138) - 11);
            if (run >= 3) {
                add_length_symbol(header, 17, run - 3);
                run = 0;
            }
            for (; run > 0; run--) add_length_symbol(header, 0, 0);
            continue;
        }
        add_length_symbol(header, value, 0);
        for (run--; run >= 3; run -= run < 6 ? run : 6) add_length_symbol(header, 16, (run < 6 ? run : 6) - 3);
        for (; run > 0; run--) add_length_symbol(header, value, 0);
    }
}

/* Builds both codes and the header that describes them; returns the header's size in bits. */
static uint64_t build_header(block_header *header, const block *b) {
    cpng_huffman_lengths(b->litlen_frequencies, LITLEN_SYMBOLS, 15, header->litlen_lengths);
    cpng_huffman_lengths(b->distance_frequencies, DISTANCE_SYMBOLS, 15, header->distance_lengths);
    cpng_huffman_codes(header->litlen_lengths, LITLEN_SYMBOLS, header->litlen_codes);
    cpng_huffman_codes(header->distance_lengths, DISTANCE_SYMBOLS, header->distance_codes);
    header->litlen_count = LITLEN_SYMBOLS;
    while (header->litlen_count > 257 && header->litlen_lengths[header->litlen_count - 1] == 0) header->litlen_count--;
    header->distance_count = DISTANCE_SYMBOLS;
    while (header->distance_count > 1 && header->distance_lengths[header->distance_count - 1] == 0)
        header->distance_count--;

    uint8_t all[LITLEN_SYMBOLS + DISTANCE_SYMBOLS];
    memcpy(all, header->litlen_lengths, (size_t)header->litlen_count);
    memcpy(all + header->litlen_count, header->distance_lengths, (size_t)header->distance_count);
    header->symbol_count = 0;
    run_length_code(header, all, header->litlen_count + header->distance_count);

    uint32_t frequencies[CODE_LENGTH_SYMBOLS] = {0};
    for (int i = 0; i < header->symbol_count; i++) frequencies[header->symbols[i]]++;
    cpng_huffman_lengths(frequencies, CODE_LENGTH_SYMBOLS, 7, header->code_length_lengths);
    cpng_huffman_codes(header->code_length_lengths, CODE_LENGTH_SYMBOLS, header->code_length_codes);
    header->code_length_count = CODE_LENGTH_SYMBOLS;
    while (header->code_length_count > 4 &&
           header->code_length_lengths[code_length_order[header->code_length_count - 1]] == 0)
        header->code_length_count--;

    uint64_t bits = 5 + 5 + 4 + 3 * (uint64_t)header->code_length_count;
    for (int symbol = 0; symbol < CODE_LENGTH_SYMBOLS; symbol++)
        bits += (uint64_t)frequencies[symbol] * (header->code_length_lengths[symbol] + code_length_extra_bits[symbol]);
    return bits;
}

static void write_header(bit_writer *writer, const block_header *header) {
    put_bits(writer, (uint32_t)(header->litlen_count - 257), 5);
    put_bits(writer, (uint32_t)(header->distance_count - 1), 5);
    put_bits(writer, (uint32_t)(header->code_length_count - 4), 4);
    for (int i = 0; i < header->code_length_count; i++)
        put_bits(writer, header->code_length_lengths[code_length_order[i]], 3);
    for (int i = 0; i < header->symbol_count; i++) {
        int symbol = header->symbols[i];
        put_bits(writer, header->code_length_codes[symbol], header->code_length_lengths[symbol]);
        if (code_length_extra_bits[symbol]) put_bits(writer, header->extras[i], code_length_extra_bits[symbol]);
    }
}

static void write_tokens(bit_writer *writer, const block *b, const block_header *header) {
    for (size_t i = 0; i < b->token_count && !writer->overflow; i++) {
        uint32_t token = b->tokens[i], distance = token >> 9, value = token & 511;
        if (distance == 0) {
            put_bits(writer, header->litlen_codes[value], header->litlen_lengths[value]);
            continue;
        }
        unsigned extra_bits, extra;
        unsigned symbol = length_symbol(value, &extra_bits, &extra);
        put_bits(writer, header->litlen_codes[symbol], header->litlen_lengths[symbol]);
        if (extra_bits) put_bits(writer, extra, extra_bits);
        symbol = distance_symbol(distance, &extra_bits, &extra);
        put_bits(writer, header->distance_codes[symbol], header->distance_lengths[symbol]);
        if (extra_bits) put_bits(writer, extra, extra_bits);
    }
    put_bits(writer, header->litlen_codes[END_OF_BLOCK], header->litlen_lengths[END_OF_BLOCK]);
}

static void write_stored(bit_writer *writer, const block *b, int final) {
    size_t left = b->byte_count;
    const uint8_t *bytes = b->bytes;
    do {
        size_t length = left < MAX_STORED ? left : MAX_STORED;
        left -= length;
        put_bits(writer, final && left == 0, 3); /* BFINAL, BTYPE 00 */
        cpng_deflate_align(writer);
        if (writer->overflow || (size_t)(writer->end - writer->at) < length + 4 + 8) {
            writer->overflow = 1;
            return;
        }
        uint8_t *at = writer->at;
        at[0] = (uint8_t)length;
        at[1] = (uint8_t)(length >> 8);
        at[2] = (uint8_t)~length;
        at[3] = (uint8_t)(~length >> 8);
        memcpy(at + 4, bytes, length);
        writer->at = at + 4 + length;
        bytes += length;
    } while (left > 0);
}

/* Writes the block with its own Huffman codes, or stored when that takes fewer bits. */
void cpng_deflate_write_block(bit_writer *writer, block *b, int final) {
    b->litlen_frequencies[END_OF_BLOCK]++;
    block_header header;
    uint64_t huffman_bits = 3 + build_header(&header, b) + b->extra_bits;
    for (int symbol = 0; symbol < LITLEN_SYMBOLS; symbol++)
        huffman_bits += (uint64_t)b->litlen_frequencies[symbol] * header.litlen_lengths[symbol];
    for (int symbol = 0; symbol < DISTANCE_SYMBOLS; symbol++)
        huffman_bits += (uint64_t)b->distance_frequencies[symbol] * header.distance_lengths[symbol];
    uint64_t stored_chunks = b->byte_count / MAX_STORED + 1;
    uint64_t stored_bits = stored_chunks * (3 + 7 + 32) + 8 * (uint64_t)b->byte_count;
    if (stored_bits < huffman_bits) {
        write_stored(writer, b, final);
    } else {
        put_bits(writer, final ? 5 : 4, 3); /* BFINAL, BTYPE 10: dynamic codes */
        write_header(writer, &header);
        write_tokens(writer, b, &header);
    }
    memset(b->litlen_frequencies, 0, sizeof b->litlen_frequencies);
    memset(b->distance_frequencies, 0, sizeof b->distance_frequencies);
    b->extra_bits = 0;
    b->token_count = 0;
    b->bytes += b->byte_count;
    b->byte_count = 0;
}
