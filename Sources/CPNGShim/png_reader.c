/* The fast way to read the PNGs CellSnap writes: 8-bit RGB or RGBA, not interlaced, made of
   IHDR, tEXt, IDAT and IEND chunks. Every chunk's CRC is checked, the image data is inflated
   whole by libdeflate (which checks the stream's adler32) and unfiltered (all five filter types)
   to RGBA, or compared row by row with a rendered surface as it is unfiltered, so that a verify
   whose render matches never builds either RGBA image (cpng_fast_compare_argb32). Anything else, and anything this reader finds wrong, it declines: the caller then
   reads the same input with libpng, whose checks, limits and messages stay those of every error. */

#include "cpng_shim.h"
#include "pixel_rows.h"
#include "workspace.h"

#include <errno.h>
#include <fcntl.h>
#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

/* The most text chunks this reader keeps; a file with more goes to libpng (whose chunk cache
   then decides which it keeps). */
#define MAX_TEXTS 64
/* The most chunks this reader reads from a file one by one; a file of more goes to libpng. */
#define MAX_CHUNKS 65536

typedef struct text_entry {
    size_t key, key_length, value, value_length; /* offsets into the data */
} text_entry;

/* What the reader found in the data it last opened on this thread. */
typedef struct parsed_png {
    const uint8_t *data;
    uint32_t width, height;
    int channels;
    const uint8_t *idat; /* the image data, in the input or gathered in the workspace */
    size_t idat_size;
    int inflated;        /* whether the rows are inflated in the workspace (cpng_fast_compare_argb32) */
    uint32_t unfiltered; /* how many of them have been unfiltered */
    int text_count;
    text_entry texts[MAX_TEXTS];
} parsed_png;

static __thread parsed_png parsed;

static uint32_t get32(const uint8_t *at) {
    return (uint32_t)at[0] << 24 | (uint32_t)at[1] << 16 | (uint32_t)at[2] << 8 | at[3];
}

static const uint8_t png_signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

/* The filtered size of a width x height image of `channels` bytes a pixel, or 0 when it is past
   the limits (libpng then reports which). */
static size_t filtered_size(uint32_t width, uint32_t height, int channels, cpng_limits limits) {
    if (width == 0 || height == 0 || width > limits.max_side || height > limits.max_height) return 0;
    if ((uint64_t)width * height > limits.max_pixels) return 0;
    return ((size_t)width * channels + 1) * height;
}

/* The most image data a sensible encoder writes for `raw` bytes (stored blocks cost 5 bytes in
   65535); past it, libpng streams the file instead. */
static size_t idat_budget(size_t raw) { return raw + raw / 8 + 4096; }

/* Reads IHDR's fields; 0 when the image is not one this reader decodes. */
static int read_header(const uint8_t *chunk, uint32_t length, cpng_limits limits, uint32_t *width, uint32_t *height,
                       int *channels) {
    if (length != 13 || memcmp(chunk + 4, "IHDR", 4) != 0) return 0;
    const uint8_t *data = chunk + 8;
    *width = get32(data);
    *height = get32(data + 4);
    if (data[8] != 8 || (data[9] != 2 && data[9] != 6) || data[10] != 0 || data[11] != 0 || data[12] != 0) return 0;
    *channels = data[9] == 6 ? 4 : 3;
    return filtered_size(*width, *height, *channels, limits) != 0;
}

int cpng_fast_read_file(const char *path, cpng_limits limits, const uint8_t **data, size_t *size) {
    cpng_workspace *workspace = cpng_workspace_current();
    if (!workspace) return 0;
    int descriptor = open(path, O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) return 0;
    cpng_buffer *buffer = &workspace->input;
    size_t have = 0;
    /* Reads exactly `count` more bytes; 0 at the end of the file or on an error. */
#define READ_MORE(count)                                                                                               \
    do {                                                                                                               \
        size_t wanted = (count);                                                                                       \
        if (!cpng_buffer_grow(buffer, have + wanted)) goto decline;                                                    \
        while (wanted > 0) {                                                                                           \
            ssize_t got = read(descriptor, buffer->bytes + have, wanted);                                              \
            if (got < 0 && errno == EINTR) continue;                                                                   \
            if (got <= 0) goto decline;                                                                                \
            have += (size_t)got;                                                                                       \
            wanted -= (size_t)got;                                                                                     \
        }                                                                                                              \
    } while (0)

    READ_MORE(8 + 8 + 13 + 4 + 8); /* the signature, IHDR and the next chunk's header */
    if (memcmp(buffer->bytes, png_signature, 8) != 0) goto decline;
    uint32_t width, height;
    int channels;
    if (!read_header(buffer->bytes + 8, get32(buffer->bytes + 8), limits, &width, &height, &channels)) goto decline;
    size_t budget = idat_budget(filtered_size(width, height, channels, limits)), idat_total = 0;
    for (int chunks = 0;; chunks++) {
        const uint8_t *chunk = buffer->bytes + have - 8;
        uint32_t length = get32(chunk);
        if (length > 0x7FFFFFFF || chunks > MAX_CHUNKS) goto decline;
        if (memcmp(chunk + 4, "IEND", 4) == 0) {
            if (length != 0) goto decline;
            READ_MORE(4);
            break;
        }
        if (memcmp(chunk + 4, "IDAT", 4) == 0) {
            idat_total += length;
            if (idat_total > budget) goto decline;
        } else if (memcmp(chunk + 4, "tEXt", 4) != 0 || length > limits.max_chunk) {
            goto decline;
        }
        READ_MORE((size_t)length + 4 + 8);
    }
#undef READ_MORE
    close(descriptor);
    *data = buffer->bytes;
    *size = have;
    return 1;
decline:
    close(descriptor);
    cpng_buffer_trim(buffer);
    return 0;
}

int cpng_fast_open(const uint8_t *data, size_t size, cpng_limits limits, uint32_t *width, uint32_t *height) {
    memset(&parsed, 0, offsetof(parsed_png, texts));
    if (size < 8 + 25 || memcmp(data, png_signature, 8) != 0) return 0;
    size_t offset = 8;
    int seen_idat = 0, idat_ended = 0, idat_chunks = 0;
    size_t budget = 0;
    const uint8_t *first_idat = NULL;
    for (int chunks = 0;; chunks++) {
        if (size - offset < 12) return 0;
        const uint8_t *chunk = data + offset;
        uint32_t length = get32(chunk);
        if (length > 0x7FFFFFFF || size - offset - 12 < length) return 0;
        if (libdeflate_crc32(0, chunk + 4, (size_t)length + 4) != get32(chunk + 8 + length)) return 0;
        offset += 12 + (size_t)length;
        if (chunks == 0) {
            if (!read_header(chunk, length, limits, &parsed.width, &parsed.height, &parsed.channels)) return 0;
            budget = idat_budget(filtered_size(parsed.width, parsed.height, parsed.channels, limits));
            continue;
        }
        if (memcmp(chunk + 4, "IDAT", 4) == 0) {
            if (idat_ended) return 0;
            if (!seen_idat) first_idat = chunk + 8;
            seen_idat = 1;
            idat_chunks++;
            parsed.idat_size += length;
            if (parsed.idat_size > budget) return 0;
            continue;
        }
        if (seen_idat) idat_ended = 1;
        if (memcmp(chunk + 4, "IEND", 4) == 0) {
            if (length != 0) return 0;
            break;
        }
        if (memcmp(chunk + 4, "tEXt", 4) != 0 || length > limits.max_chunk || parsed.text_count == MAX_TEXTS) return 0;
        const uint8_t *text = chunk + 8;
        const uint8_t *nul = (const uint8_t *)memchr(text, 0, length);
        if (!nul || nul == text || nul - text > 79) return 0;
        const uint8_t *value = nul + 1;
        const uint8_t *value_end = (const uint8_t *)memchr(value, 0, (size_t)(text + length - value));
        text_entry *entry = &parsed.texts[parsed.text_count++];
        entry->key = (size_t)(text - data);
        entry->key_length = (size_t)(nul - text);
        entry->value = (size_t)(value - data);
        entry->value_length = (size_t)((value_end ? value_end : text + length) - value);
    }
    if (!seen_idat || parsed.idat_size == 0) return 0;
    parsed.data = data;
    if (idat_chunks == 1) {
        parsed.idat = first_idat;
    } else {
        /* Gather the chunks' data in order: they are consecutive, each after a 12-byte frame. */
        cpng_workspace *workspace = cpng_workspace_current();
        if (!workspace) return 0;
        uint8_t *gathered = cpng_buffer_reserve(&workspace->idat, parsed.idat_size);
        if (!gathered) return 0;
        const uint8_t *chunk = first_idat - 8;
        size_t copied = 0;
        while (copied < parsed.idat_size) {
            uint32_t length = get32(chunk);
            memcpy(gathered + copied, chunk + 8, length);
            copied += length;
            chunk += 12 + (size_t)length;
        }
        parsed.idat = gathered;
    }
    *width = parsed.width;
    *height = parsed.height;
    return 1;
}

static inline uint8_t paeth_predictor(uint8_t a, uint8_t b, uint8_t c) {
    int p = (int)a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    if (pa <= pb && pa <= pc) return a;
    return pb <= pc ? b : c;
}

/* Undoes filter `type` on `row` in place, `above` being the previous row, unfiltered. */
static int unfilter(int type, uint8_t *row, const uint8_t *above, size_t length, int bpp) {
    switch (type) {
    case 0: return 1;
    case 1:
        for (size_t i = bpp; i < length; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
        return 1;
    case 2:
        for (size_t i = 0; i < length; i++) row[i] = (uint8_t)(row[i] + above[i]);
        return 1;
    case 3:
        for (size_t i = 0; i < (size_t)bpp; i++) row[i] = (uint8_t)(row[i] + above[i] / 2);
        for (size_t i = bpp; i < length; i++) row[i] = (uint8_t)(row[i] + (((unsigned)row[i - bpp] + above[i]) >> 1));
        return 1;
    case 4:
        for (size_t i = 0; i < (size_t)bpp; i++) row[i] = (uint8_t)(row[i] + above[i]);
        for (size_t i = bpp; i < length; i++)
            row[i] = (uint8_t)(row[i] + paeth_predictor(row[i - bpp], above[i], above[i - bpp]));
        return 1;
    default: return 0;
    }
}

/* Inflates the image data cpng_fast_open accepted into the workspace's rows, followed by one row
   of zeros (the row above the first); NULL when the data is wrong in any way. The rows stay
   filtered; parsed.unfiltered counts those undone so far. */
static uint8_t *inflate_rows(cpng_workspace *workspace) {
    struct libdeflate_decompressor *decompressor = cpng_workspace_decompressor(workspace);
    if (!decompressor) return NULL;
    size_t row_bytes = (size_t)parsed.width * parsed.channels;
    size_t raw = (row_bytes + 1) * parsed.height;
    uint8_t *rows = cpng_buffer_reserve(&workspace->rows, raw + row_bytes);
    if (!rows) return NULL;
    size_t used_in = 0, produced = 0;
    enum libdeflate_result result =
        libdeflate_zlib_decompress_ex(decompressor, parsed.idat, parsed.idat_size, rows, raw, &used_in, &produced);
    if (result != LIBDEFLATE_SUCCESS || used_in != parsed.idat_size || produced != raw) return NULL;
    memset(rows + raw, 0, row_bytes);
    parsed.unfiltered = 0;
    return rows;
}

/* Undoes the filter of the next row of the inflated rows (parsed.unfiltered) and returns its
   pixels; NULL for an unknown filter type. */
static uint8_t *unfilter_next(uint8_t *rows) {
    size_t row_bytes = (size_t)parsed.width * parsed.channels;
    uint32_t y = parsed.unfiltered;
    uint8_t *row = rows + (size_t)y * (row_bytes + 1);
    const uint8_t *above = y == 0 ? rows + (row_bytes + 1) * parsed.height : row - row_bytes;
    if (!unfilter(row[0], row + 1, above, row_bytes, parsed.channels)) return NULL;
    parsed.unfiltered = y + 1;
    return row + 1;
}

/* Unfilters the rows not yet undone and copies every row to rgba as RGBA. */
static int finish_decode(uint8_t *rows, uint8_t *rgba) {
    size_t row_bytes = (size_t)parsed.width * parsed.channels;
    while (parsed.unfiltered < parsed.height) {
        if (!unfilter_next(rows)) return 0;
    }
    for (uint32_t y = 0; y < parsed.height; y++) {
        const uint8_t *row = rows + (size_t)y * (row_bytes + 1) + 1;
        uint8_t *out = rgba + (size_t)y * parsed.width * 4;
        if (parsed.channels == 4) {
            memcpy(out, row, row_bytes);
        } else {
            cpng_expand_rgb(row, parsed.width, out); /* the next row's filter byte, or the zero row, is its slack */
        }
    }
    return 1;
}

int cpng_fast_decode(uint8_t *rgba) {
    cpng_workspace *workspace = cpng_workspace_current();
    if (!workspace || !parsed.data) return 0;
    uint8_t *rows = inflate_rows(workspace);
    int ok = rows != NULL && finish_decode(rows, rgba);
    parsed.inflated = 0;
    cpng_buffer_trim(&workspace->rows);
    cpng_buffer_trim(&workspace->idat);
    return ok;
}

int cpng_fast_compare_argb32(const uint8_t *argb, uint32_t width, uint32_t height, size_t stride) {
    cpng_workspace *workspace = cpng_workspace_current();
    if (!workspace || !parsed.data) return -1;
    uint8_t *rows = inflate_rows(workspace);
    if (!rows) {
        cpng_buffer_trim(&workspace->rows);
        cpng_buffer_trim(&workspace->idat);
        return -1;
    }
    parsed.inflated = 1;
    if (width != parsed.width || height != parsed.height) return 0;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = unfilter_next(rows);
        if (!row) return 0; /* cpng_fast_decode_compared declines it too */
        if (!cpng_row_matches_argb32(row, parsed.channels, width, argb + (size_t)y * stride)) return 0;
    }
    return 1;
}

int cpng_fast_decode_compared(uint8_t *rgba) {
    cpng_workspace *workspace = cpng_workspace_current();
    if (!workspace || !parsed.data || !parsed.inflated) return 0;
    int ok = finish_decode(workspace->rows.bytes, rgba);
    parsed.inflated = 0;
    cpng_buffer_trim(&workspace->rows);
    cpng_buffer_trim(&workspace->idat);
    return ok;
}

int cpng_fast_text_count(void) { return parsed.data ? parsed.text_count : 0; }

void cpng_fast_text(int index, const uint8_t **key, size_t *key_length, const uint8_t **value, size_t *value_length) {
    const text_entry *entry = &parsed.texts[index];
    *key = parsed.data + entry->key;
    *key_length = entry->key_length;
    *value = parsed.data + entry->value;
    *value_length = entry->value_length;
}

void cpng_fast_close(void) {
    parsed.data = NULL;
    parsed.inflated = 0;
    cpng_workspace *workspace = cpng_workspace_current();
    if (workspace) {
        cpng_buffer_trim(&workspace->input);
        cpng_buffer_trim(&workspace->rows);
        cpng_buffer_trim(&workspace->idat);
    }
}

/* ---- Band by band (zlib's inflate, so that only a band of rows is held) ---- */

typedef struct band_reader {
    z_stream z;
    int active, ended;
    uint8_t *rows;  /* the band's rows, each a filter byte and the pixels, unfiltered in place */
    size_t capacity;
    uint8_t *above; /* the last row of the band before, unfiltered (zeros above the first) */
    uint32_t band_rows;
} band_reader;

static __thread band_reader band;

int cpng_fast_band_begin(void) {
    cpng_fast_band_end();
    if (!parsed.data) return 0;
    memset(&band.z, 0, sizeof band.z);
    band.z.next_in = (Bytef *)parsed.idat;
    band.z.avail_in = 0;
    if (inflateInit(&band.z) != Z_OK) return 0;
    band.active = 1;
    size_t row_bytes = (size_t)parsed.width * parsed.channels;
    band.above = calloc(1, row_bytes + 16);
    return band.above != NULL;
}

/* Inflates `size` more bytes of the image data into `out`; 0 when the data end early or are wrong. */
static int inflate_more(uint8_t *out, size_t size) {
    const uint8_t *end = parsed.idat + parsed.idat_size;
    band.z.next_out = out;
    while (size > 0) {
        uInt step = size < (1u << 30) ? (uInt)size : (1u << 30);
        band.z.avail_out = step;
        while (band.z.avail_out > 0) {
            if (band.z.avail_in == 0) {
                size_t left = (size_t)(end - band.z.next_in);
                band.z.avail_in = left < (1u << 30) ? (uInt)left : (1u << 30);
            }
            int status = inflate(&band.z, Z_NO_FLUSH);
            if (status == Z_STREAM_END && band.z.avail_out == 0) band.ended = 1;
            else if (status != Z_OK) return 0;
        }
        size -= step;
    }
    return 1;
}

/* Whether the image data end right after the last row, with a correct adler32. */
static int inflate_ends(void) {
    const uint8_t *end = parsed.idat + parsed.idat_size;
    if (band.ended) return band.z.next_in == end;
    uint8_t spare[1];
    band.z.next_out = spare;
    band.z.avail_out = 1;
    band.z.avail_in = (uInt)(end - band.z.next_in);
    return inflate(&band.z, Z_FINISH) == Z_STREAM_END && band.z.avail_out == 1 && band.z.next_in == end;
}

int cpng_fast_band_compare_argb32(const uint8_t *argb, uint32_t rows, size_t stride, uint32_t first_row,
                                  uint32_t *first_difference) {
    if (!band.active || first_row + (uint64_t)rows > parsed.height) return -1;
    size_t row_bytes = (size_t)parsed.width * parsed.channels, size = (row_bytes + 1) * rows;
    if (size + 16 > band.capacity) {
        uint8_t *grown = realloc(band.rows, size + 16);
        if (!grown) return -1;
        band.rows = grown;
        band.capacity = size + 16;
    }
    if (!inflate_more(band.rows, size)) return -1;
    if (first_row + rows == parsed.height && !inflate_ends()) return -1;
    band.band_rows = rows;
    int same = 1;
    for (uint32_t y = 0; y < rows; y++) {
        uint8_t *row = band.rows + (row_bytes + 1) * y;
        const uint8_t *above = y == 0 ? band.above : row - row_bytes;
        if (!unfilter(row[0], row + 1, above, row_bytes, parsed.channels)) return -1;
        if (same && !cpng_row_matches_argb32(row + 1, parsed.channels, parsed.width, argb + stride * y)) {
            same = 0;
            *first_difference = y;
        }
    }
    memcpy(band.above, band.rows + (row_bytes + 1) * (rows - 1) + 1, row_bytes);
    return same;
}

void cpng_fast_band_rgba(uint8_t *rgba) {
    size_t row_bytes = (size_t)parsed.width * parsed.channels;
    for (uint32_t y = 0; y < band.band_rows; y++) {
        const uint8_t *row = band.rows + (row_bytes + 1) * y + 1;
        uint8_t *out = rgba + (size_t)y * parsed.width * 4;
        if (parsed.channels == 4) {
            memcpy(out, row, row_bytes);
        } else {
            cpng_expand_rgb(row, parsed.width, out);
        }
    }
}

void cpng_fast_band_end(void) {
    if (band.active) inflateEnd(&band.z);
    free(band.rows);
    free(band.above);
    memset(&band, 0, sizeof band);
}
