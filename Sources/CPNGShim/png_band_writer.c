/* CellSnap's PNG writer for an image drawn in bands: the bytes png_writer.c writes for the same
   pixels (cpng_encode_rows_argb32 for an opaque image, cpng_encode_rows with no row filter for
   any other), written as the bands come: the header, then the rows of each band through the
   deflate stream (row_deflate.h) into IDAT chunks whose length and CRC are filled in when each
   ends, then IEND. Memory holds the file (compressed), a band's rows and the stream's window,
   never the image's pixels. */

#include "cpng_shim.h"
#include "pixel_rows.h"
#include "png_writing.h"
#include "row_deflate.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

struct cpng_band_writer {
    uint8_t *memory;          /* the file */
    size_t size, capacity;    /* the bytes written so far; the memory's size */
    uint32_t width, height, rows_written;
    int bpp;
    cpng_row_deflate_stream *deflate;
    uint8_t *rows;            /* a band's filtered rows */
    size_t rows_capacity;
    int idat_open;            /* whether an IDAT chunk is being written */
    size_t idat_offset, idat_length;
    uint32_t idat_crc;
};

static cpng_result outcome(int ok, const char *message) {
    cpng_result result;
    memset(&result, 0, sizeof result);
    result.ok = ok;
    if (!ok) strncpy(result.message, message, CPNG_MESSAGE_SIZE - 1);
    return result;
}

static void put32(uint8_t *at, uint32_t value) {
    at[0] = (uint8_t)(value >> 24);
    at[1] = (uint8_t)(value >> 16);
    at[2] = (uint8_t)(value >> 8);
    at[3] = (uint8_t)value;
}

/* Appends `size` bytes to the file; 0 when out of memory. */
static int emit(cpng_band_writer *w, const uint8_t *bytes, size_t size) {
    if (w->size + size > w->capacity) {
        size_t capacity = w->size + size > 2 * w->capacity ? w->size + size : 2 * w->capacity;
        uint8_t *grown = realloc(w->memory, capacity);
        if (!grown) return 0;
        w->memory = grown;
        w->capacity = capacity;
    }
    memcpy(w->memory + w->size, bytes, size);
    w->size += size;
    return 1;
}

/* Ends the IDAT chunk being written: its CRC after it, its length before it. */
static int close_idat(cpng_band_writer *w) {
    uint8_t crc[4];
    put32(crc, w->idat_crc);
    w->idat_open = 0;
    if (!emit(w, crc, 4)) return 0;
    put32(w->memory + w->idat_offset, (uint32_t)w->idat_length);
    return 1;
}

/* Appends deflate stream bytes to IDAT chunks of CPNG_MAX_IDAT_LENGTH bytes, as png_writer.c splits them. */
static int emit_stream(cpng_band_writer *w, const uint8_t *bytes, size_t size) {
    while (size > 0) {
        if (!w->idat_open) {
            static const uint8_t header[8] = {0, 0, 0, 0, 'I', 'D', 'A', 'T'};
            w->idat_offset = w->size;
            if (!emit(w, header, 8)) return 0;
            w->idat_open = 1;
            w->idat_length = 0;
            w->idat_crc = libdeflate_crc32(0, header + 4, 4);
        }
        size_t room = CPNG_MAX_IDAT_LENGTH - w->idat_length, take = size < room ? size : room;
        if (!emit(w, bytes, take)) return 0;
        w->idat_crc = libdeflate_crc32(w->idat_crc, bytes, take);
        w->idat_length += take;
        bytes += take;
        size -= take;
        if (w->idat_length == CPNG_MAX_IDAT_LENGTH && !close_idat(w)) return 0;
    }
    return 1;
}

cpng_band_writer *cpng_band_writer_create(uint32_t width, uint32_t height, int bpp, const char *const *keys,
                                          const char *const *values, int text_count, cpng_result *result) {
    size_t header_size = cpng_png_header_size(keys, values, text_count);
    *result = outcome(0, header_size ? "invalid image size" : "tEXt: invalid keyword");
    if (!header_size || width == 0 || height == 0 || width > 0x7FFFFFFF || height > 0x7FFFFFFF ||
        (bpp != 3 && bpp != 4))
        return NULL;
    cpng_band_writer *w = calloc(1, sizeof *w);
    uint8_t *header = malloc(header_size);
    size_t row_length = (size_t)width * bpp + 1;
    if (w) w->deflate = cpng_row_deflate_stream_create(row_length * height, row_length, bpp);
    if (!w || !header || !w->deflate) {
        free(header);
        cpng_band_writer_destroy(w);
        *result = outcome(0, "out of memory");
        return NULL;
    }
    w->width = width;
    w->height = height;
    w->bpp = bpp;
    cpng_png_header(header, width, height, bpp, keys, values, text_count);
    int ok = emit(w, header, header_size);
    free(header);
    if (!ok) {
        cpng_band_writer_destroy(w);
        *result = outcome(0, "out of memory");
        return NULL;
    }
    *result = outcome(1, "");
    return w;
}

int cpng_band_writer_rows_argb32(cpng_band_writer *w, const uint8_t *argb, uint32_t rows, size_t stride,
                                 cpng_result *result) {
    *result = outcome(0, "more rows than the image has");
    if (rows > w->height - w->rows_written || stride < (size_t)w->width * 4) return -1;
    size_t row_length = (size_t)w->width * w->bpp + 1, size = row_length * rows;
    if (size > w->rows_capacity) {
        uint8_t *grown = realloc(w->rows, size + 16); /* RGBA conversion writes whole words */
        *result = outcome(0, "out of memory");
        if (!grown) return -1;
        w->rows = grown;
        w->rows_capacity = size;
    }
    for (uint32_t y = 0; y < rows; y++) {
        uint8_t *row = w->rows + row_length * y;
        row[0] = CPNG_FILTER_NONE;
        if (w->bpp == 4) {
            cpng_argb32_to_rgba(argb + stride * y, w->width, 1, stride, row + 1);
        } else if (cpng_pack_rgb_from_argb32(argb + stride * y, w->width, row + 1) != 0xFF) {
            *result = outcome(1, "");
            return 0;
        }
    }
    const uint8_t *stream;
    size_t stream_size;
    *result = outcome(0, "out of memory");
    if (!cpng_row_deflate_stream_feed(w->deflate, w->rows, size, &stream, &stream_size)) return -1;
    *result = outcome(0, "out of memory");
    if (!emit_stream(w, stream, stream_size)) return -1;
    w->rows_written += rows;
    *result = outcome(1, "");
    return 1;
}

cpng_result cpng_band_writer_finish(cpng_band_writer *w, const uint8_t **out, size_t *out_size) {
    static const uint8_t iend[12] = {0, 0, 0, 0, 'I', 'E', 'N', 'D', 0xAE, 0x42, 0x60, 0x82};
    *out = NULL;
    *out_size = 0;
    if (w->rows_written != w->height) return outcome(0, "fewer rows than the image has");
    if ((w->idat_open && !close_idat(w)) || !emit(w, iend, 12)) return outcome(0, "out of memory");
    *out = w->memory;
    *out_size = w->size;
    return outcome(1, "");
}

void cpng_band_writer_destroy(cpng_band_writer *w) {
    if (!w) return;
    cpng_row_deflate_stream_destroy(w->deflate);
    free(w->rows);
    free(w->memory);
    free(w);
}
