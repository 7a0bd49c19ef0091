/* CellSnap's deflate for render rows (row_deflate.h): the matches, a whole stream at once, and a
   stream fed in bands whose bytes are the same. */

#include "row_deflate.h"

#include "deflate_blocks.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* ---- Matches ---- */

static uint32_t load32(const uint8_t *at) {
    uint32_t value;
    memcpy(&value, at, 4);
    return value;
}

static uint64_t load64(const uint8_t *at) {
    uint64_t value;
    memcpy(&value, at, 8);
    return value;
}

static uint32_t hash4(const uint8_t *at) {
    return (load32(at) * 0x9E3779B1u) >> (32 - CPNG_ROW_DEFLATE_HASH_BITS);
}

/* How many of the `limit` bytes at `here` equal those at `earlier`, 16 at a time where SSE2 is
   (every x86-64 processor), else 8. */
static inline __attribute__((always_inline)) uint32_t common_length(const uint8_t *here, const uint8_t *earlier,
                                                                    uint32_t limit) {
    uint32_t n = 0;
#if defined(__SSE2__)
    for (; n + 16 <= limit; n += 16) {
        __m128i a = _mm_loadu_si128((const __m128i *)(const void *)(here + n));
        __m128i b = _mm_loadu_si128((const __m128i *)(const void *)(earlier + n));
        unsigned differing = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(a, b)) ^ 0xFFFFu;
        if (differing) return n + (uint32_t)__builtin_ctz(differing);
    }
#endif
    for (; n + 8 <= limit; n += 8) {
        uint64_t difference = load64(here + n) ^ load64(earlier + n);
        if (difference) return n + ((uint32_t)__builtin_ctzll(difference) >> 3);
    }
    while (n < limit && here[n] == earlier[n]) n++;
    return n;
}

static void add_literal(block *b, uint32_t *tokens, uint8_t value) {
    tokens[b->token_count++] = value;
    b->litlen_frequencies[value]++;
    b->byte_count++;
}

static void add_match(block *b, uint32_t *tokens, uint32_t length, uint32_t distance) {
    tokens[b->token_count++] = distance << 9 | length;
    unsigned extra_bits, extra;
    b->litlen_frequencies[length_symbol(length, &extra_bits, &extra)]++;
    b->extra_bits += extra_bits;
    b->distance_frequencies[distance_symbol(distance, &extra_bits, &extra)]++;
    b->extra_bits += extra_bits;
    b->byte_count += length;
}

size_t cpng_row_deflate_bound(size_t size) { return size + size / 8 + 4096; }

/* Codes the bytes at `here` (absolute offset `i`, `remaining` bytes to the end of the stream, all
   of them up to MAX_MATCH + 4 ahead readable, and WINDOW behind): the longest match of a row back,
   a pixel back and the hashed position, or a literal. Returns the number of bytes coded. */
static inline __attribute__((always_inline)) size_t code_position(const uint8_t *here, size_t i, size_t remaining,
                                                                  size_t row, size_t pixel,
                                                                  cpng_row_deflate_memory *memory, block *b) {
    uint32_t *tokens = memory->tokens;
    uint32_t limit = remaining < MAX_MATCH ? (uint32_t)remaining : MAX_MATCH;
    uint32_t best = 0, best_distance = 0;
    if (limit >= MIN_MATCH) {
        if (row && i >= row) {
            best = common_length(here, here - row, limit);
            best_distance = (uint32_t)row;
        }
        if (best < limit && pixel && i >= pixel) {
            uint32_t length = common_length(here, here - pixel, limit);
            if (length > best) best = length, best_distance = (uint32_t)pixel;
        }
        if (best < limit && limit >= 4) {
            uint32_t *slot = &memory->hash[hash4(here)];
            uint32_t distance = (uint32_t)i + 1 - *slot;
            if (*slot != 0 && distance <= WINDOW && distance <= i) {
                uint32_t length = common_length(here, here - distance, limit);
                if (length >= 4 && length > best) best = length, best_distance = distance;
            }
            *slot = (uint32_t)i + 1;
        }
    }
    if (best < MIN_MATCH) {
        add_literal(b, tokens, here[0]);
        return 1;
    }
    add_match(b, tokens, best, best_distance);
    if (best < LONG_MATCH) {
        for (size_t p = 1; p < best && p + 4 <= remaining; p++) memory->hash[hash4(here + p)] = (uint32_t)(i + p) + 1;
    }
    return best;
}

static void write_adler(uint8_t *at, uint32_t adler) {
    at[0] = (uint8_t)(adler >> 24);
    at[1] = (uint8_t)(adler >> 16);
    at[2] = (uint8_t)(adler >> 8);
    at[3] = (uint8_t)adler;
}

size_t cpng_row_deflate(const uint8_t *in, size_t size, size_t row_length, int pixel_bytes, uint8_t *out,
                        size_t capacity, cpng_row_deflate_memory *memory) {
    if (capacity < 16) return 0;
    out[0] = 0x78; /* deflate, 32 KiB window */
    out[1] = 0x01; /* no dictionary, fastest; the header is a multiple of 31 */
    bit_writer writer = {0, 0, out + 2, out + capacity - 4, 0};
    memset(memory->hash, 0, sizeof memory->hash);
    block b;
    memset(&b, 0, sizeof b);
    b.tokens = memory->tokens;
    b.bytes = in;
    size_t pixel = (size_t)pixel_bytes, row = row_length <= WINDOW ? row_length : 0;

    for (size_t i = 0; i < size && !writer.overflow;) {
        i += code_position(in + i, i, size - i, row, pixel, memory, &b);
        if (b.token_count == CPNG_ROW_DEFLATE_BLOCK_TOKENS) cpng_deflate_write_block(&writer, &b, i == size);
    }
    if (b.token_count > 0 || size == 0) cpng_deflate_write_block(&writer, &b, 1);
    cpng_deflate_align(&writer);
    if (writer.overflow) return 0;
    write_adler(writer.at, libdeflate_adler32(1, in, size));
    return (size_t)(writer.at + 4 - out);
}


/* ---- A stream fed in pieces ---- */

struct cpng_row_deflate_stream {
    cpng_row_deflate_memory memory;
    size_t total, row, pixel;
    size_t position;    /* the next byte to code */
    size_t block_start; /* the first byte of the pending block */
    uint8_t *window;    /* the input from `base` up to `fed` */
    size_t base, fed, window_capacity;
    block b;
    bit_writer writer; /* its pointers are set for each block */
    uint8_t *out;
    size_t out_size, out_capacity;
    uint32_t adler;
};

cpng_row_deflate_stream *cpng_row_deflate_stream_create(size_t total, size_t row_length, int pixel_bytes) {
    cpng_row_deflate_stream *stream = calloc(1, sizeof *stream);
    if (!stream) return NULL;
    stream->total = total;
    stream->row = row_length <= WINDOW ? row_length : 0;
    stream->pixel = (size_t)pixel_bytes;
    stream->b.tokens = stream->memory.tokens;
    stream->adler = 1;
    return stream;
}

void cpng_row_deflate_stream_destroy(cpng_row_deflate_stream *stream) {
    if (!stream) return;
    free(stream->window);
    free(stream->out);
    free(stream);
}

/* Makes room for `more` output bytes past out_size; 0 when out of memory. */
static int reserve_output(cpng_row_deflate_stream *s, size_t more) {
    size_t needed = s->out_size + more + 16;
    if (needed <= s->out_capacity) return 1;
    size_t capacity = needed > 2 * s->out_capacity ? needed : 2 * s->out_capacity;
    uint8_t *grown = realloc(s->out, capacity);
    if (!grown) return 0;
    s->out = grown;
    s->out_capacity = capacity;
    return 1;
}

/* Writes the pending block (and, when `final`, the end of the stream). 0 when out of memory. */
static int flush_block(cpng_row_deflate_stream *s, int final) {
    if (!reserve_output(s, cpng_row_deflate_bound(s->b.byte_count))) return 0;
    s->writer.at = s->out + s->out_size;
    s->writer.end = s->out + s->out_capacity - 4;
    s->b.bytes = s->window + (s->block_start - s->base);
    cpng_deflate_write_block(&s->writer, &s->b, final);
    s->block_start = s->position;
    if (final) cpng_deflate_align(&s->writer);
    if (s->writer.overflow) return 0;
    s->out_size = (size_t)(s->writer.at - s->out);
    if (final) {
        write_adler(s->out + s->out_size, s->adler);
        s->out_size += 4;
    }
    return 1;
}

/* Appends `size` bytes to the window, first dropping what no match or block needs any more. */
static int append_input(cpng_row_deflate_stream *s, const uint8_t *in, size_t size) {
    size_t keep = s->position > WINDOW ? s->position - WINDOW : 0;
    if (s->block_start < keep) keep = s->block_start;
    if (keep > s->base && (s->fed - s->base) + size > s->window_capacity) {
        memmove(s->window, s->window + (keep - s->base), s->fed - keep);
        s->base = keep;
    }
    if ((s->fed - s->base) + size > s->window_capacity) {
        size_t capacity = (s->fed - s->base) + size;
        if (capacity < 2 * s->window_capacity) capacity = 2 * s->window_capacity;
        uint8_t *grown = realloc(s->window, capacity);
        if (!grown) return 0;
        s->window = grown;
        s->window_capacity = capacity;
    }
    memcpy(s->window + (s->fed - s->base), in, size);
    s->fed += size;
    s->adler = libdeflate_adler32(s->adler, in, size);
    return 1;
}

int cpng_row_deflate_stream_feed(cpng_row_deflate_stream *s, const uint8_t *in, size_t size, const uint8_t **out,
                                 size_t *out_size) {
    *out = NULL;
    *out_size = 0;
    s->out_size = 0;
    if (size > s->total - s->fed || !reserve_output(s, 2)) return 0;
    if (s->fed == 0) {
        s->out[0] = 0x78; /* as cpng_row_deflate's header */
        s->out[1] = 0x01;
        s->out_size = 2;
    }
    if (size > 0 && !append_input(s, in, size)) return 0;
    int ended = s->fed == s->total;
    while (s->position < s->fed && (ended || s->position + MAX_MATCH + 4 <= s->fed)) {
        s->position += code_position(s->window + (s->position - s->base), s->position, s->total - s->position, s->row,
                                     s->pixel, &s->memory, &s->b);
        if (s->b.token_count == CPNG_ROW_DEFLATE_BLOCK_TOKENS && !flush_block(s, s->position == s->total)) return 0;
    }
    if (ended && (s->b.token_count > 0 || s->total == 0) && !flush_block(s, 1)) return 0;
    *out = s->out;
    *out_size = s->out_size;
    return 1;
}
