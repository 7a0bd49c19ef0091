#pragma once
#include <stddef.h>
#include <stdint.h>

/// libspng, the PNG codec `scripts/bench-png` compares with CellSnap's own (benchmark only;
/// CellSnap itself does not link it).

/// Encodes RGBA8 pixels with libspng (zlib inside) at zlib `level`, no row filter; text as tEXt
/// chunks. Returns a malloc'd file or NULL.
uint8_t *bench_encode_spng(const uint8_t *rgba, uint32_t width, uint32_t height, const char *const *keys,
                           const char *const *values, int text_count, int level, int drop_alpha, size_t *size);

/// Decodes a PNG to RGBA8 with libspng into rgba (width * height * 4 bytes). Returns 1 on success.
int bench_decode_spng(const uint8_t *data, size_t size, uint8_t *rgba, size_t rgba_size);

void bench_free(void *pointer);
