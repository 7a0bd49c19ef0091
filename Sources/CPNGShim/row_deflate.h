#pragma once
#include <stddef.h>
#include <stdint.h>

/* CellSnap's own deflate, written for the filtered rows of a render: a zlib stream whose bytes
   depend on nothing but the input (no thread, address or earlier stream changes them).

   A render is mostly runs of one colour, edges that repeat the row above, and glyphs that repeat
   one another, so each position looks for a match in three places: one row back, one pixel back,
   and the last position whose next four bytes hashed alike. The longest wins, the first of that
   order on a tie: a match a row back inflates several times faster than one a pixel back, whose
   bytes an inflater must copy as it writes them (measured with libdeflate: 0.5 against 1.6 ms for
   a 1179 x 613 list). Positions inside a long match are not hashed, which keeps a flat run cheap. Each
   block of up to CPNG_ROW_DEFLATE_BLOCK_TOKENS tokens gets its own Huffman codes, or is stored when
   that is smaller. */

#define CPNG_ROW_DEFLATE_HASH_BITS 15
#define CPNG_ROW_DEFLATE_BLOCK_TOKENS (1 << 15)

/* The memory one stream uses, reused from stream to stream. */
typedef struct cpng_row_deflate_memory {
    uint32_t hash[1 << CPNG_ROW_DEFLATE_HASH_BITS]; /* position + 1 of the last 4 bytes with each hash */
    uint32_t tokens[CPNG_ROW_DEFLATE_BLOCK_TOKENS]; /* a literal byte, or a length and distance */
} cpng_row_deflate_memory;

/* The most bytes cpng_row_deflate writes for `size` bytes in. */
size_t cpng_row_deflate_bound(size_t size);

/* Compresses `size` bytes of rows, each `row_length` bytes long (a filter byte and the pixels) with
   `pixel_bytes` bytes a pixel, into a zlib stream at `out`. Returns the stream's length, or 0 when
   it does not fit in `capacity`. */
size_t cpng_row_deflate(const uint8_t *in, size_t size, size_t row_length, int pixel_bytes, uint8_t *out,
                        size_t capacity, cpng_row_deflate_memory *memory);

/* A zlib stream of `total` bytes of rows fed in pieces (a band of rows at a time), whose bytes are
   those cpng_row_deflate writes for the same input: the same matches are found, because every
   position is coded only once MAX_MATCH + 4 bytes after it are known (or the input ends), and the
   bytes a match may reach back to (32 KiB) and the current block's input are kept. Its memory is
   its own: its tables, the window and the pending block's input (at most a block's worth, about
   8 MiB), and the output of the blocks written since the last feed. */
typedef struct cpng_row_deflate_stream cpng_row_deflate_stream;

/* A stream of `total` bytes in rows of `row_length` bytes, `pixel_bytes` bytes a pixel; NULL
   when out of memory. */
cpng_row_deflate_stream *cpng_row_deflate_stream_create(size_t total, size_t row_length, int pixel_bytes);
/* Feeds the next `size` bytes (the stream's input must not run past `total`); *out and *out_size
   give the stream's bytes written meanwhile (the zlib header, whole blocks and, once all `total`
   bytes are fed, the end and the adler32), valid until the next call. Returns 0 when out of
   memory or past `total`. */
int cpng_row_deflate_stream_feed(cpng_row_deflate_stream *stream, const uint8_t *in, size_t size, const uint8_t **out,
                                 size_t *out_size);
void cpng_row_deflate_stream_destroy(cpng_row_deflate_stream *stream);
