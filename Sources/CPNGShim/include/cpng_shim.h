#pragma once
#include <stddef.h>
#include <stdint.h>

/// A thin layer over libpng that never lets libpng's longjmp escape: every function sets its own
/// jump target, turns libpng errors into a return code and copies libpng's message out.

#define CPNG_MESSAGE_SIZE 256

typedef struct cpng_result {
    int ok;                              /* 1 on success, 0 on failure */
    int truncated;                       /* 1 when the data ended early */
    int unreadable;                      /* 1 when the file could not be opened */
    char message[CPNG_MESSAGE_SIZE];     /* libpng's message on failure */
} cpng_result;

/* ---- Encoding ---- */

typedef struct cpng_encode_options {
    int compression_level;   /* zlib level 0...9 */
    int filters;             /* PNG_FILTER_* flags (PNG_FILTER_NONE = 0x08, SUB 0x10, UP 0x20, AVG 0x40, PAETH 0x80) */
    int strategy;            /* zlib strategy: 0 default, 1 filtered, 2 huffman only, 3 RLE */
    int drop_alpha;          /* 1: write RGB, skipping every fourth byte (the image is opaque) */
} cpng_encode_options;

/// Encodes width x height RGBA8 pixels (rows of width * 4 bytes). Text chunks are key/value pairs
/// written as uncompressed tEXt chunks in the given order. On success *out holds malloc'd bytes
/// to release with cpng_free.
cpng_result cpng_encode(const uint8_t *rgba, uint32_t width, uint32_t height,
                        const char *const *keys, const char *const *values, int text_count,
                        cpng_encode_options options, uint8_t **out, size_t *out_size);

void cpng_free(void *pointer);

/* ---- Decoding ---- */

typedef struct cpng_decoder cpng_decoder;

/// What a decoder accepts: images up to max_side pixels on a side and max_pixels in all (both
/// checked from the header, before pixel memory is allocated); ancillary chunks of at most
/// max_chunk bytes, at most max_chunks of them.
typedef struct cpng_limits {
    uint32_t max_side;
    uint64_t max_pixels;
    size_t max_chunk;
    uint32_t max_chunks;
} cpng_limits;

/// Reads the header of PNG data (which must stay alive until the decoder is destroyed) and sets
/// up the expansion of every colour type to RGBA8. Returns NULL on failure, with result filled.
cpng_decoder *cpng_decoder_create(const uint8_t *data, size_t size, cpng_limits limits,
                                  uint32_t *width, uint32_t *height, cpng_result *result);
/// The same, reading the file at path as libpng asks for bytes: nothing after the image's end
/// is ever read. The decoder closes the file.
cpng_decoder *cpng_decoder_open(const char *path, cpng_limits limits,
                                uint32_t *width, uint32_t *height, cpng_result *result);
/// Decodes every pixel into rgba (width * height * 4 bytes), then reads the text after the image.
cpng_result cpng_decoder_read(cpng_decoder *decoder, uint8_t *rgba);

/// The text chunks (tEXt, zTXt, iTXt) read so far: before and, after cpng_decoder_read, after the image.
int cpng_decoder_text_count(const cpng_decoder *decoder);
const char *cpng_decoder_text_key(const cpng_decoder *decoder, int index);
const char *cpng_decoder_text_value(const cpng_decoder *decoder, int index);

void cpng_decoder_destroy(cpng_decoder *decoder);

/// libpng's version, as "1.6.39".
const char *cpng_version(void);
