#pragma once
#include <stddef.h>
#include <stdint.h>

/// The PNG codecs `scripts/bench-png` compares with CellSnap's own (benchmark only; CellSnap
/// itself links none of them): libspng, libpng with zlib, libdeflate and ISA-L's igzip.

/// Encodes RGBA8 pixels with libspng (zlib inside) at zlib `level`, no row filter; text as tEXt
/// chunks. Returns a malloc'd file or NULL.
uint8_t *bench_encode_spng(const uint8_t *rgba, uint32_t width, uint32_t height, const char *const *keys,
                           const char *const *values, int text_count, int level, int drop_alpha, size_t *size);

/// Decodes a PNG to RGBA8 with libspng into rgba (width * height * 4 bytes). Returns 1 on success.
int bench_decode_spng(const uint8_t *data, size_t size, uint8_t *rgba, size_t rgba_size);

void bench_free(void *pointer);

/// libpng's settings: zlib's level (0...9) and strategy (0 default, 1 filtered, 2 Huffman only,
/// 3 RLE), PNG_FILTER_* flags (none 0x08, sub 0x10, up 0x20, average 0x40, Paeth 0x80), and
/// whether to write RGB (the image is opaque).
typedef struct bench_zlib_options {
    int compression_level;
    int filters;
    int strategy;
    int drop_alpha;
} bench_zlib_options;

/// Encodes RGBA8 pixels with libpng; text as tEXt chunks. Returns 1 and a malloc'd file (release
/// it with bench_free), or 0.
int bench_encode_zlib(const uint8_t *rgba, uint32_t width, uint32_t height, const char *const *keys,
                      const char *const *values, int text_count, bench_zlib_options options, uint8_t **out,
                      size_t *out_size);

/// cpng_write_png with libdeflate at `level` (0...12). Returns 1 and the file (valid until the
/// thread's next encoding), or 0.
int bench_encode_libdeflate(const uint8_t *rgba, uint32_t width, uint32_t height, const char *const *keys,
                            const char *const *values, int text_count, int level, int filter, int drop_alpha,
                            const uint8_t **out, size_t *out_size);

/// cpng_write_png with ISA-L's igzip at `level` (0...3). Measured on this machine, igzip's levels
/// 1 to 3 can pick other matches for the same input on another thread of the same process (valid
/// streams, other bytes). Returns 1 and the file (valid until the thread's next encoding), or 0.
int bench_encode_igzip(const uint8_t *rgba, uint32_t width, uint32_t height, const char *const *keys,
                       const char *const *values, int text_count, int level, int filter, int drop_alpha,
                       const uint8_t **out, size_t *out_size);
