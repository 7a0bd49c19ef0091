/* CellSnap's own PNG writer: the signature, IHDR, the text chunks as tEXt, the filtered rows
   compressed into one zlib stream (CellSnap's own deflate, or any compressor given: the PNG
   benchmark plugs others in) in IDAT chunks, IEND. */

#include "cpng_shim.h"
#include "pixel_rows.h"
#include "png_writing.h"
#include "workspace.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

static cpng_result succeeded(void) {
    cpng_result result;
    memset(&result, 0, sizeof result);
    result.ok = 1;
    return result;
}

static cpng_result failed(const char *message) {
    cpng_result result;
    memset(&result, 0, sizeof result);
    strncpy(result.message, message, CPNG_MESSAGE_SIZE - 1);
    return result;
}

static void put32(uint8_t *at, uint32_t value) {
    at[0] = (uint8_t)(value >> 24);
    at[1] = (uint8_t)(value >> 16);
    at[2] = (uint8_t)(value >> 8);
    at[3] = (uint8_t)value;
}

/* Writes a chunk's length and type at `at`; its data follows; returns the data's address. */
static uint8_t *chunk_start(uint8_t *at, uint32_t length, const char *type) {
    put32(at, length);
    memcpy(at + 4, type, 4);
    return at + 8;
}

/* Writes the CRC of the chunk whose length field is at `chunk` and returns the end of the chunk. */
static uint8_t *chunk_end(uint8_t *chunk, uint32_t length) {
    uint32_t crc = libdeflate_crc32(0, chunk + 4, (size_t)length + 4);
    put32(chunk + 8 + length, crc);
    return chunk + 12 + length;
}

/* A tEXt keyword as the PNG specification allows it: 1 to 79 printable Latin-1 characters, no
   leading, trailing or consecutive spaces. */
static int keyword_ok(const char *key) {
    size_t length = strlen(key);
    if (length == 0 || length > 79 || key[0] == ' ' || key[length - 1] == ' ') return 0;
    for (size_t i = 0; i < length; i++) {
        uint8_t c = (uint8_t)key[i];
        if (c < 32 || (c > 126 && c < 161)) return 0;
        if (c == ' ' && key[i + 1] == ' ') return 0;
    }
    return 1;
}

/* Writes the tEXt chunk `key`, NUL, `value` at `at` and returns its end. */
static uint8_t *text_chunk(uint8_t *at, const char *key, const char *value) {
    size_t key_length = strlen(key), value_length = strlen(value);
    uint32_t length = (uint32_t)(key_length + 1 + value_length);
    uint8_t *data = chunk_start(at, length, "tEXt");
    memcpy(data, key, key_length + 1);
    memcpy(data + key_length + 1, value, value_length);
    return chunk_end(at, length);
}

static uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = (int)a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    if (pa <= pb && pa <= pc) return a;
    return pb <= pc ? b : c;
}

/* Applies filter `type` to `row` (the previous row `above`, zeros above the first) into `out`. */
static void filter_row(int type, const uint8_t *row, const uint8_t *above, size_t length, int bpp, uint8_t *out) {
    size_t first = (size_t)bpp < length ? (size_t)bpp : length;
    switch (type) {
    case 1:
        memcpy(out, row, first);
        for (size_t i = first; i < length; i++) out[i] = (uint8_t)(row[i] - row[i - bpp]);
        return;
    case 2:
        for (size_t i = 0; i < length; i++) out[i] = (uint8_t)(row[i] - above[i]);
        return;
    case 3:
        for (size_t i = 0; i < first; i++) out[i] = (uint8_t)(row[i] - above[i] / 2);
        for (size_t i = first; i < length; i++) out[i] = (uint8_t)(row[i] - (((unsigned)row[i - bpp] + above[i]) >> 1));
        return;
    case 4:
        for (size_t i = 0; i < first; i++) out[i] = (uint8_t)(row[i] - above[i]);
        for (size_t i = first; i < length; i++) out[i] = (uint8_t)(row[i] - paeth(row[i - bpp], above[i], above[i - bpp]));
        return;
    default: memcpy(out, row, length);
    }
}

/* libpng's heuristic for adaptive filtering: the type whose output has the smallest sum of
   absolute values (bytes read as signed); each type is tried into `scratch`. */
static int adaptive_type(const uint8_t *row, const uint8_t *above, size_t length, int bpp, uint8_t *scratch) {
    int best = 0;
    uint64_t best_sum = UINT64_MAX;
    for (int type = 0; type <= 4; type++) {
        filter_row(type, row, above, length, bpp, scratch);
        uint64_t sum = 0;
        for (size_t i = 0; i < length; i++) {
            int8_t value = (int8_t)scratch[i];
            sum += (uint64_t)(value < 0 ? -value : value);
        }
        if (sum < best_sum) {
            best_sum = sum;
            best = type;
        }
    }
    return best;
}

/* Copies one row of RGBA pixels to `out` as RGB (drop_alpha) or RGBA; returns 0 when an RGB row
   has a pixel that is not opaque. */
static int pack_row(const uint8_t *rgba, uint32_t width, int drop_alpha, uint8_t *out) {
    if (!drop_alpha) {
        memcpy(out, rgba, (size_t)width * 4);
        return 1;
    }
    return cpng_pack_rgb(rgba, width, out) == 0xFF;
}

/* Writes the filtered rows (each a filter-type byte, then the row) into `out`. `lines` has room
   for three rows of `row_bytes`. Returns 0 when an RGB image turns out not to be opaque. */
static int filter_rows(const uint8_t *rgba, uint32_t width, uint32_t height, int drop_alpha, int filter,
                       uint8_t *out, uint8_t *lines) {
    int bpp = drop_alpha ? 3 : 4;
    size_t row_bytes = (size_t)width * bpp;
    if (filter == CPNG_FILTER_NONE) {
        for (uint32_t y = 0; y < height; y++) {
            *out++ = 0;
            if (!pack_row(rgba + (size_t)y * width * 4, width, drop_alpha, out)) return 0;
            out += row_bytes;
        }
        return 1;
    }
    uint8_t *above = lines, *row = lines + row_bytes;
    memset(above, 0, row_bytes);
    for (uint32_t y = 0; y < height; y++) {
        if (!pack_row(rgba + (size_t)y * width * 4, width, drop_alpha, row)) return 0;
        int type = filter == CPNG_FILTER_ADAPTIVE ? adaptive_type(row, above, row_bytes, bpp, lines + 2 * row_bytes)
                                                  : filter;
        *out++ = (uint8_t)type;
        filter_row(type, row, above, row_bytes, bpp, out);
        out += row_bytes;
        uint8_t *swap = above;
        above = row;
        row = swap;
    }
    return 1;
}

size_t cpng_png_header_size(const char *const *keys, const char *const *values, int text_count) {
    size_t size = 8 + 12 + 13;
    for (int i = 0; i < text_count; i++) {
        if (!keyword_ok(keys[i])) return 0;
        size += 12 + strlen(keys[i]) + 1 + strlen(values[i]);
    }
    return size;
}

size_t cpng_png_header(uint8_t *file, uint32_t width, uint32_t height, int bpp, const char *const *keys,
                       const char *const *values, int text_count) {
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    memcpy(file, signature, 8);
    uint8_t *at = file + 8;
    uint8_t *data = chunk_start(at, 13, "IHDR");
    put32(data, width);
    put32(data + 4, height);
    data[8] = 8;                 /* bit depth */
    data[9] = bpp == 3 ? 2 : 6; /* truecolour, with alpha unless opaque */
    data[10] = 0;                /* deflate */
    data[11] = 0;                /* adaptive filtering, type per row */
    data[12] = 0;                /* not interlaced */
    at = chunk_end(at, 13);
    for (int i = 0; i < text_count; i++) at = text_chunk(at, keys[i], values[i]);
    return (size_t)(at - file);
}

static cpng_result write_chunks(cpng_workspace *workspace, uint32_t width, uint32_t height, int bpp,
                                const char *const *keys, const char *const *values, int text_count,
                                cpng_compressor compressor, const uint8_t **out, size_t *out_size);

cpng_result cpng_write_png(const uint8_t *rgba, uint32_t width, uint32_t height, const char *const *keys,
                           const char *const *values, int text_count, int filter, int drop_alpha,
                           cpng_compressor compressor, const uint8_t **out, size_t *out_size) {
    *out = NULL;
    *out_size = 0;
    if (width == 0 || height == 0 || width > 0x7FFFFFFF || height > 0x7FFFFFFF) return failed("invalid image size");
    if (filter < CPNG_FILTER_NONE || filter > CPNG_FILTER_ADAPTIVE) return failed("invalid row filter");
    cpng_workspace *workspace = cpng_workspace_current();
    if (!workspace) return failed("out of memory");
    if ((uint64_t)width * 4 + 1 > SIZE_MAX / height) return failed("image too large");

    /* RGBA rows take the most room; an opaque image's RGB rows fit in it. */
    size_t rgba_row_bytes = (size_t)width * 4;
    uint8_t *rows = cpng_buffer_reserve(&workspace->rows, (rgba_row_bytes + 1) * height + 3 * rgba_row_bytes);
    if (!rows) return failed("out of memory");
    if (drop_alpha == CPNG_DROP_ALPHA_IF_OPAQUE) {
        size_t rgb_size = ((size_t)width * 3 + 1) * height;
        drop_alpha = filter_rows(rgba, width, height, 1, filter, rows, rows + rgb_size);
    } else if (drop_alpha && !filter_rows(rgba, width, height, 1, filter, rows, rows + ((size_t)width * 3 + 1) * height)) {
        cpng_buffer_trim(&workspace->rows);
        return failed("drop_alpha was asked for an image that is not opaque");
    }
    int bpp = drop_alpha ? 3 : 4;
    if (!drop_alpha) filter_rows(rgba, width, height, 0, filter, rows, rows + ((size_t)width * 4 + 1) * height);
    return write_chunks(workspace, width, height, bpp, keys, values, text_count, compressor, out, out_size);
}

/* Writes the file around the filtered rows in the workspace's row buffer (`bpp` bytes a pixel:
   3 for RGB, 4 for RGBA), and releases that buffer when it is larger than a thread keeps. */
static cpng_result write_chunks(cpng_workspace *workspace, uint32_t width, uint32_t height, int bpp,
                                const char *const *keys, const char *const *values, int text_count,
                                cpng_compressor compressor, const uint8_t **out, size_t *out_size) {
    uint8_t *rows = workspace->rows.bytes;
    size_t row_bytes = (size_t)width * bpp;
    size_t filtered_size = (row_bytes + 1) * height;
    size_t header_size = cpng_png_header_size(keys, values, text_count);
    if (header_size == 0) {
        cpng_buffer_trim(&workspace->rows);
        return failed("tEXt: invalid keyword");
    }
    size_t bound = compressor.bound(compressor.context, filtered_size);
    size_t idat_chunks = bound / CPNG_MAX_IDAT_LENGTH + 1;
    size_t capacity = header_size + bound + 12 * idat_chunks + 12;
    uint8_t *file = cpng_buffer_reserve(&workspace->output, capacity);
    if (!file) {
        cpng_buffer_trim(&workspace->rows);
        return failed("out of memory");
    }

    uint8_t *at = file + cpng_png_header(file, width, height, bpp, keys, values, text_count);

    /* The stream goes right after the first IDAT header; when it is longer than one chunk holds,
       the later chunks' headers are made room for by moving their data back. */
    size_t stream_size =
        compressor.compress(compressor.context, rows, filtered_size, row_bytes + 1, bpp, at + 8, bound);
    cpng_buffer_trim(&workspace->rows);
    if (stream_size == 0) {
        cpng_buffer_trim(&workspace->output);
        return failed("the compressor failed");
    }
    size_t chunks = (stream_size + CPNG_MAX_IDAT_LENGTH - 1) / CPNG_MAX_IDAT_LENGTH;
    for (size_t chunk = chunks; chunk-- > 1;) {
        size_t offset = chunk * CPNG_MAX_IDAT_LENGTH, length = stream_size - offset;
        if (length > CPNG_MAX_IDAT_LENGTH) length = CPNG_MAX_IDAT_LENGTH;
        memmove(at + 8 + offset + chunk * 12, at + 8 + offset, length);
    }
    for (size_t chunk = 0; chunk < chunks; chunk++) {
        size_t length = stream_size - chunk * CPNG_MAX_IDAT_LENGTH;
        if (length > CPNG_MAX_IDAT_LENGTH) length = CPNG_MAX_IDAT_LENGTH;
        chunk_start(at, (uint32_t)length, "IDAT");
        at = chunk_end(at, (uint32_t)length);
    }
    chunk_start(at, 0, "IEND");
    at = chunk_end(at, 0);
    *out = file;
    *out_size = (size_t)(at - file);
    return succeeded();
}

cpng_result cpng_with_text(const uint8_t *image, size_t size, const char *const *keys, const char *const *values,
                           int text_count, const uint8_t **out, size_t *out_size) {
    *out = NULL;
    *out_size = 0;
    size_t header_end = 8 + 12 + 13;
    if (size < header_end + 12 || memcmp(image + 12, "IHDR", 4) != 0 || image[8] | image[9] | image[10] ||
        image[11] != 13)
        return failed("not a PNG without text chunks");
    size_t text_size = 0;
    for (int i = 0; i < text_count; i++) {
        if (!keyword_ok(keys[i])) return failed("tEXt: invalid keyword");
        text_size += 12 + strlen(keys[i]) + 1 + strlen(values[i]);
    }
    cpng_workspace *workspace = cpng_workspace_current();
    uint8_t *file = workspace ? cpng_buffer_reserve(&workspace->output, size + text_size) : NULL;
    if (!file) return failed("out of memory");
    memcpy(file, image, header_end);
    uint8_t *at = file + header_end;
    for (int i = 0; i < text_count; i++) at = text_chunk(at, keys[i], values[i]);
    memcpy(at, image + header_end, size - header_end);
    *out = file;
    *out_size = size + text_size;
    return succeeded();
}

static size_t rows_bound(void *context, size_t size) {
    (void)context;
    return cpng_row_deflate_bound(size);
}

static size_t rows_compress(void *context, const uint8_t *in, size_t size, size_t row_length, int pixel_bytes,
                            uint8_t *out, size_t capacity) {
    return cpng_row_deflate(in, size, row_length, pixel_bytes, out, capacity, (cpng_row_deflate_memory *)context);
}

cpng_result cpng_encode_rows(const uint8_t *rgba, uint32_t width, uint32_t height, const char *const *keys,
                             const char *const *values, int text_count, int filter, int drop_alpha,
                             const uint8_t **out, size_t *out_size) {
    cpng_workspace *workspace = cpng_workspace_current();
    if (!workspace) return failed("out of memory");
    cpng_row_deflate_memory *memory = cpng_workspace_row_deflate(workspace);
    if (!memory) return failed("out of memory");
    cpng_compressor rows = {rows_bound, rows_compress, memory};
    return cpng_write_png(rgba, width, height, keys, values, text_count, filter, drop_alpha, rows, out, out_size);
}

int cpng_encode_rows_argb32(const uint8_t *argb, uint32_t width, uint32_t height, size_t stride,
                            const char *const *keys, const char *const *values, int text_count, const uint8_t **out,
                            size_t *out_size, cpng_result *result) {
    *out = NULL;
    *out_size = 0;
    *result = failed(argb ? "invalid image size" : "no pixels");
    if (!argb || width == 0 || height == 0 || width > 0x7FFFFFFF || height > 0x7FFFFFFF || stride < (size_t)width * 4) return -1;
    if ((uint64_t)width * 3 + 1 > SIZE_MAX / height) return -1;
    cpng_workspace *workspace = cpng_workspace_current();
    cpng_row_deflate_memory *memory = workspace ? cpng_workspace_row_deflate(workspace) : NULL;
    size_t row_length = (size_t)width * 3 + 1;
    uint8_t *rows = memory ? cpng_buffer_reserve(&workspace->rows, row_length * height) : NULL;
    if (!rows) {
        *result = failed("out of memory");
        return -1;
    }
    for (uint32_t y = 0; y < height; y++) {
        uint8_t *row = rows + row_length * y;
        row[0] = CPNG_FILTER_NONE;
        if (cpng_pack_rgb_from_argb32(argb + stride * y, width, row + 1) != 0xFF) {
            cpng_buffer_trim(&workspace->rows);
            return 0;
        }
    }
    cpng_compressor compressor = {rows_bound, rows_compress, memory};
    *result = write_chunks(workspace, width, height, 3, keys, values, text_count, compressor, out, out_size);
    return result->ok ? 1 : -1;
}
