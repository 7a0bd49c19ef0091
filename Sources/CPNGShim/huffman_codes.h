#pragma once
#include <stdint.h>

/* Huffman codes for deflate blocks (RFC 1951, 3.2.2), built the same way every time: ties between
   equal weights are broken by symbol order, so the same frequencies always give the same codes. */

#define CPNG_HUFFMAN_MAX_SYMBOLS 288

/* Code lengths of at most `limit` bits for `count` symbols (count <= CPNG_HUFFMAN_MAX_SYMBOLS) with
   these frequencies; an unused symbol gets length 0. As zlib does, at least two symbols get a code
   (unused ones of the lowest numbers are added), so the code is always complete. When the optimal
   code is deeper than `limit`, the weights are halved (keeping each at least 1) until it is not. */
void cpng_huffman_lengths(const uint32_t *frequencies, int count, int limit, uint8_t *lengths);

/* The canonical codes for these lengths, bit-reversed for deflate's least-significant-bit-first
   order. */
void cpng_huffman_codes(const uint8_t *lengths, int count, uint16_t *codes);
