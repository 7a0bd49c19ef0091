#include "cpng_shim.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Error handling: libpng calls on_error, which records the message and longjmps back to the
   setjmp in the same C function that called into libpng. No Swift frame is ever in between. */

typedef struct error_state {
    cpng_result *result;
} error_state;

static void on_error(png_structp png, png_const_charp message) {
    error_state *state = (error_state *)png_get_error_ptr(png);
    if (state && state->result) {
        state->result->ok = 0;
        if (state->result->message[0] == '\0') {
            strncpy(state->result->message, message ? message : "unknown libpng error", CPNG_MESSAGE_SIZE - 1);
            state->result->message[CPNG_MESSAGE_SIZE - 1] = '\0';
        }
    }
    png_longjmp(png, 1);
}

/* The chunks libpng reads whole into memory; the others are small and fixed, or skipped. */
static int is_buffered_chunk(png_const_charp message) {
    static const char *const names[] = {"tEXt", "zTXt", "iTXt", "iCCP", "sPLT", "eXIf", "pCAL", "sCAL"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (strncmp(message, names[i], 4) == 0 && message[4] == ':') return 1;
    }
    return 0;
}

/* Warnings are ignored, except two. "Image width exceeds user limit" explains the vaguer "Invalid
   IHDR data" error that follows, so it is kept as the message. "chunk data is too large" is only a
   benign error when reading, after which libpng would allocate (and clear) the chunk's claimed
   length anyway: for a chunk libpng buffers it becomes an error here, so that a chunk past the
   limit is never allocated; unknown chunks go on to be skipped, unbuffered. */
static void on_warning(png_structp png, png_const_charp message) {
    error_state *state = (error_state *)png_get_error_ptr(png);
    if (!state || !state->result || !message) return;
    if (strstr(message, "exceeds user limit") && state->result->message[0] == '\0') {
        strncpy(state->result->message, message, CPNG_MESSAGE_SIZE - 1);
        state->result->message[CPNG_MESSAGE_SIZE - 1] = '\0';
    }
    if (strstr(message, "chunk data is too large") && is_buffered_chunk(message)) png_error(png, message);
}

static cpng_result success(void) {
    cpng_result result;
    memset(&result, 0, sizeof result);
    result.ok = 1;
    return result;
}

static void fail(cpng_result *result, const char *message) {
    result->ok = 0;
    strncpy(result->message, message, CPNG_MESSAGE_SIZE - 1);
    result->message[CPNG_MESSAGE_SIZE - 1] = '\0';
}

/* ---- Decoding ---- */

/* Where the decoder's bytes come from: memory (data/size/offset) or an open file, read only as
   far as libpng asks, so that bytes after the image end are never read. */
typedef struct input {
    const uint8_t *data;
    size_t size;
    size_t offset;
    FILE *file;
    cpng_result *result;
} input;

struct cpng_decoder {
    png_structp png;
    png_infop info;
    png_infop end_info;
    input source;
    error_state state;
    uint32_t width, height;
};

static void read_bytes(png_structp png, png_bytep data, size_t length) {
    input *source = (input *)png_get_io_ptr(png);
    if (source->file) {
        if (fread(data, 1, length, source->file) != length) {
            if (ferror(source->file)) png_error(png, "the file cannot be read");
            if (source->result) source->result->truncated = 1;
            png_error(png, "unexpected end of data (the file is truncated)");
        }
        return;
    }
    if (source->size - source->offset < length) {
        if (source->result) source->result->truncated = 1;
        png_error(png, "unexpected end of data (the file is truncated)");
    }
    memcpy(data, source->data + source->offset, length);
    source->offset += length;
}

void cpng_decoder_destroy(cpng_decoder *decoder) {
    if (!decoder) return;
    png_destroy_read_struct(&decoder->png, &decoder->info, &decoder->end_info);
    if (decoder->source.file) fclose(decoder->source.file);
    free(decoder);
}

/* Checks the 8-byte signature (`have` bytes of it available). */
static int signature_ok(const uint8_t *signature, size_t have, cpng_result *result) {
    if (have < 8 || png_sig_cmp((png_const_bytep)signature, 0, 8) != 0) {
        fail(result, have < 8 ? "too short to be a PNG file" : "not a PNG file (the signature does not match)");
        if (have > 0 && have < 8 && png_sig_cmp((png_const_bytep)signature, 0, have) == 0) result->truncated = 1;
        return 0;
    }
    return 1;
}

static cpng_decoder *start(input source, cpng_limits limits, uint32_t *width, uint32_t *height, cpng_result *result);

cpng_decoder *cpng_decoder_create(const uint8_t *data, size_t size, cpng_limits limits,
                                  uint32_t *width, uint32_t *height, cpng_result *result) {
    *result = success();
    if (!signature_ok(data, size, result)) return NULL;
    return start((input){data, size, 0, NULL, result}, limits, width, height, result);
}

cpng_decoder *cpng_decoder_open(const char *path, cpng_limits limits,
                                uint32_t *width, uint32_t *height, cpng_result *result) {
    *result = success();
    FILE *file = fopen(path, "rb");
    if (!file) {
        fail(result, "the file cannot be opened");
        result->unreadable = 1;
        return NULL;
    }
    uint8_t signature[8];
    size_t have = fread(signature, 1, 8, file);
    if (!signature_ok(signature, have, result)) {
        fclose(file);
        return NULL;
    }
    return start((input){NULL, 0, 0, file, result}, limits, width, height, result);
}

/* Sets up libpng over `source` (whose signature has been checked) and reads the header. */
static cpng_decoder *start(input source, cpng_limits limits, uint32_t *width, uint32_t *height, cpng_result *result) {
    cpng_decoder *decoder = (cpng_decoder *)calloc(1, sizeof(cpng_decoder));
    if (!decoder) {
        if (source.file) fclose(source.file);
        fail(result, "out of memory");
        return NULL;
    }
    decoder->state.result = result;
    decoder->source = source;
    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &decoder->state, on_error, on_warning);
    if (decoder->png) decoder->info = png_create_info_struct(decoder->png);
    if (decoder->png) decoder->end_info = png_create_info_struct(decoder->png);
    if (!decoder->png || !decoder->info || !decoder->end_info) {
        fail(result, "cannot create libpng read structures");
        cpng_decoder_destroy(decoder);
        return NULL;
    }
    png_structp png = decoder->png;
    png_infop info = decoder->info;
    if (setjmp(png_jmpbuf(png))) {
        cpng_decoder_destroy(decoder);
        return NULL;
    }
    png_set_read_fn(png, &decoder->source, read_bytes);
    if (decoder->source.file) png_set_sig_bytes(png, 8);
    png_set_user_limits(png, limits.max_side, limits.max_height);
    /* Ancillary chunks: each at most max_chunk bytes (decompressed text included), at most
       max_chunks of them kept; unknown chunks are skipped without being buffered. */
    png_set_chunk_malloc_max(png, limits.max_chunk);
    png_set_chunk_cache_max(png, limits.max_chunks);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
    png_read_info(png, info);
    if ((uint64_t)png_get_image_width(png, info) * png_get_image_height(png, info) > limits.max_pixels)
        png_error(png, "Image exceeds the pixel budget");

    int color_type = png_get_color_type(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    if (bit_depth == 16) png_set_strip_16(png);
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS))
        png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)png_get_image_width(png, info) * 4)
        png_error(png, "unexpected row layout after expansion to RGBA8");

    decoder->width = png_get_image_width(png, info);
    decoder->height = png_get_image_height(png, info);
    *width = decoder->width;
    *height = decoder->height;
    return decoder;
}

cpng_result cpng_decoder_read(cpng_decoder *decoder, uint8_t *rgba) {
    cpng_result result = success();
    decoder->state.result = &result;
    decoder->source.result = &result;
    png_bytep *volatile rows = (png_bytep *)malloc(sizeof(png_bytep) * (decoder->height ? decoder->height : 1));
    if (!rows) {
        fail(&result, "out of memory");
        return result;
    }
    if (setjmp(png_jmpbuf(decoder->png))) {
        free(rows);
        return result;
    }
    for (uint32_t y = 0; y < decoder->height; y++) rows[y] = rgba + (size_t)y * decoder->width * 4;
    png_read_image(decoder->png, rows);
    png_read_end(decoder->png, decoder->end_info);
    free(rows);
    return result;
}

static png_textp text_at(const cpng_decoder *decoder, int index) {
    png_textp texts = NULL;
    int count = png_get_text(decoder->png, decoder->info, &texts, NULL);
    if (index < count) return &texts[index];
    png_textp end_texts = NULL;
    png_get_text(decoder->png, decoder->end_info, &end_texts, NULL);
    return &end_texts[index - count];
}

int cpng_decoder_text_count(const cpng_decoder *decoder) {
    return png_get_text(decoder->png, decoder->info, NULL, NULL) + png_get_text(decoder->png, decoder->end_info, NULL, NULL);
}

const char *cpng_decoder_text_key(const cpng_decoder *decoder, int index) { return text_at(decoder, index)->key; }

const char *cpng_decoder_text_value(const cpng_decoder *decoder, int index) { return text_at(decoder, index)->text; }

const uint8_t *cpng_decoder_icc_profile(const cpng_decoder *decoder, size_t *size) {
    png_charp name = NULL;
    png_bytep profile = NULL;
    png_uint_32 length = 0;
    int compression = 0;
    *size = 0;
    if (!png_get_iCCP(decoder->png, decoder->info, &name, &compression, &profile, &length) || !profile) return NULL;
    *size = length;
    return profile;
}

const char *cpng_version(void) { return png_get_libpng_ver(NULL); }
