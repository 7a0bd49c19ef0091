/* The PNG encoders `scripts/bench png` compares with CellSnap's own, which CellSnap itself does
   not use: libpng with zlib at a level, strategy and row filters; libdeflate and Intel ISA-L's
   igzip under CellSnap's chunk writer (cpng_write_png). igzip is not deterministic across threads
   on this machine (see bench_encode_igzip), which is one reason CellSnap writes with its own
   deflate; the others are slower on its renders. */

#include "bench_codecs.h"

#include <cpng_shim.h>
#include <isa-l/igzip_lib.h>
#include <libdeflate.h>
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* ---- libpng with zlib ---- */

/* libpng's errors longjmp back to the setjmp of bench_encode_zlib. */
static void on_error(png_structp png, png_const_charp message) {
    (void)message;
    png_longjmp(png, 1);
}

typedef struct output_buffer {
    uint8_t *bytes;
    size_t size;
    size_t capacity;
} output_buffer;

static void write_bytes(png_structp png, png_bytep data, size_t length) {
    output_buffer *buffer = (output_buffer *)png_get_io_ptr(png);
    if (buffer->size + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity < buffer->size + length) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(buffer->bytes, capacity);
        if (!grown) png_error(png, "out of memory while writing PNG data");
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->size, data, length);
    buffer->size += length;
}

static void flush_nothing(png_structp png) { (void)png; }

int bench_encode_zlib(const uint8_t *rgba, uint32_t width, uint32_t height, const char *const *keys,
                      const char *const *values, int text_count, bench_zlib_options options, uint8_t **out,
                      size_t *out_size) {
    int ok = 1;
    /* volatile: these change between setjmp and a possible longjmp. */
    output_buffer *volatile buffer = (output_buffer *)calloc(1, sizeof(output_buffer));
    png_bytep *volatile rows = NULL;
    png_textp volatile texts = NULL;
    png_structp png = NULL;
    png_infop info = NULL;
    *out = NULL;
    *out_size = 0;

    if (!buffer) {
        return 0;
    }
    png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, on_error, NULL);
    if (png) info = png_create_info_struct(png);
    if (!png || !info) {
        png_destroy_write_struct(&png, &info);
        free(buffer);
        return 0;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(rows);
        free(texts);
        free(buffer->bytes);
        free(buffer);
        return 0;
    }

    png_set_write_fn(png, buffer, write_bytes, flush_nothing);
    png_set_IHDR(png, info, width, height, 8, options.drop_alpha ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, options.compression_level);
    png_set_compression_strategy(png, options.strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, options.filters);
    if (text_count > 0) {
        texts = (png_textp)calloc((size_t)text_count, sizeof(png_text));
        if (!texts) png_error(png, "out of memory");
        for (int i = 0; i < text_count; i++) {
            texts[i].compression = PNG_TEXT_COMPRESSION_NONE;
            texts[i].key = (png_charp)keys[i];
            texts[i].text = (png_charp)values[i];
            texts[i].text_length = strlen(values[i]);
        }
        png_set_text(png, info, texts, text_count);
    }
    png_write_info(png, info);
    if (options.drop_alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);

    rows = (png_bytep *)malloc(sizeof(png_bytep) * (height ? height : 1));
    if (!rows) png_error(png, "out of memory");
    for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)(rgba + (size_t)y * width * 4);
    png_write_image(png, rows);
    png_write_end(png, info);

    png_destroy_write_struct(&png, &info);
    free(rows);
    free(texts);
    *out = buffer->bytes;
    *out_size = buffer->size;
    free(buffer);
    return ok;
}


void bench_free(void *pointer) { free(pointer); }

/* ---- libdeflate under CellSnap's chunk writer ---- */

static size_t libdeflate_bound(void *context, size_t size) {
    return libdeflate_zlib_compress_bound((struct libdeflate_compressor *)context, size);
}

static size_t libdeflate_compress(void *context, const uint8_t *in, size_t size, size_t row_length,
                                  int pixel_bytes, uint8_t *out, size_t capacity) {
    (void)row_length;
    (void)pixel_bytes;
    return libdeflate_zlib_compress((struct libdeflate_compressor *)context, in, size, out, capacity);
}


/* The calling thread's libdeflate compressors, one per level used. */
static __thread struct libdeflate_compressor *compressors[13];

int bench_encode_libdeflate(const uint8_t *rgba, uint32_t width, uint32_t height, const char *const *keys,
                            const char *const *values, int text_count, int level, int filter, int drop_alpha,
                            const uint8_t **out, size_t *out_size) {
    if (level < 0 || level > 12) return 0;
    if (!compressors[level]) compressors[level] = libdeflate_alloc_compressor(level);
    if (!compressors[level]) return 0;
    cpng_compressor deflate = {libdeflate_bound, libdeflate_compress, compressors[level]};
    return cpng_write_png(rgba, width, height, keys, values, text_count, filter, drop_alpha, deflate, out, out_size)
        .ok;
}

/* ---- ISA-L's igzip under CellSnap's chunk writer ---- */

typedef struct igzip_context {
    int level;
    uint8_t *level_buffer;
    uint32_t level_buffer_size;
} igzip_context;

/* A stateless igzip stream expands incompressible data by at most its stored blocks' headers. */
static size_t igzip_bound(void *context, size_t size) {
    (void)context;
    return size + size / 8 + 4096;
}

static size_t igzip_compress(void *context, const uint8_t *in, size_t size, size_t row_length, int pixel_bytes,
                             uint8_t *out, size_t capacity) {
    (void)row_length;
    (void)pixel_bytes;
    igzip_context *igzip = (igzip_context *)context;
    if (size > UINT32_MAX || capacity > UINT32_MAX) return 0;
    /* isal_deflate_stateless_init leaves fields unset, among them hist_bits, the window's size:
       a stream on a stack that once held a number from 1 to 14 there searched a window of that
       many bits and wrote other (valid) bytes for the same pixels. So the stream starts zeroed,
       and hist_bits 0 asks for the full 32 KiB window. The reused level buffer needs no clearing:
       a stateless stream resets its hash table before the first match. */
    struct isal_zstream stream;
    memset(&stream, 0, sizeof stream);
    isal_deflate_stateless_init(&stream);
    stream.hist_bits = 0;
    stream.level = (uint32_t)igzip->level;
    stream.level_buf = igzip->level_buffer;
    stream.level_buf_size = igzip->level_buffer_size;
    stream.gzip_flag = IGZIP_ZLIB;
    stream.end_of_stream = 1;
    stream.flush = NO_FLUSH;
    stream.next_in = (uint8_t *)in;
    stream.avail_in = (uint32_t)size;
    stream.next_out = out;
    stream.avail_out = (uint32_t)capacity;
    if (isal_deflate_stateless(&stream) != COMP_OK || stream.avail_in != 0) return 0;
    return stream.total_out;
}

static const uint32_t igzip_level_sizes[4] = {0, ISAL_DEF_LVL1_DEFAULT, ISAL_DEF_LVL2_DEFAULT, ISAL_DEF_LVL3_DEFAULT};

/* The calling thread's igzip level buffers (level 0 needs none). */
static __thread uint8_t *igzip_levels[4];

int bench_encode_igzip(const uint8_t *rgba, uint32_t width, uint32_t height, const char *const *keys,
                       const char *const *values, int text_count, int level, int filter, int drop_alpha,
                       const uint8_t **out, size_t *out_size) {
    if (level < 0 || level > 3) return 0;
    igzip_context context = {level, NULL, 0};
    if (level > 0) {
        if (!igzip_levels[level]) igzip_levels[level] = (uint8_t *)malloc(igzip_level_sizes[level]);
        if (!igzip_levels[level]) return 0;
        context.level_buffer = igzip_levels[level];
        context.level_buffer_size = igzip_level_sizes[level];
    }
    cpng_compressor igzip = {igzip_bound, igzip_compress, &context};
    return cpng_write_png(rgba, width, height, keys, values, text_count, filter, drop_alpha, igzip, out, out_size).ok;
}
