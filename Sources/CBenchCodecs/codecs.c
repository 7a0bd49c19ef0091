#include "bench_codecs.h"

#include <spng.h>
#include <stdlib.h>
#include <string.h>

/* ---- libspng ---- */

uint8_t *bench_encode_spng(const uint8_t *rgba, uint32_t width, uint32_t height, const char *const *keys,
                           const char *const *values, int text_count, int level, int drop_alpha, size_t *size) {
    int channels = drop_alpha ? 3 : 4;
    size_t image_size = (size_t)width * height * channels;
    uint8_t *pixels = (uint8_t *)rgba;
    if (drop_alpha) {
        pixels = (uint8_t *)malloc(image_size);
        if (!pixels) return NULL;
        for (size_t i = 0, n = (size_t)width * height; i < n; i++) memcpy(pixels + i * 3, rgba + i * 4, 3);
    }
    spng_ctx *context = spng_ctx_new(SPNG_CTX_ENCODER);
    uint8_t *file = NULL;
    struct spng_text *texts = (struct spng_text *)calloc((size_t)(text_count ? text_count : 1), sizeof *texts);
    if (context && texts) {
        spng_set_option(context, SPNG_ENCODE_TO_BUFFER, 1);
        spng_set_option(context, SPNG_IMG_COMPRESSION_LEVEL, level);
        spng_set_option(context, SPNG_FILTER_CHOICE, SPNG_DISABLE_FILTERING);
        struct spng_ihdr header = {width, height, 8,
                                   drop_alpha ? SPNG_COLOR_TYPE_TRUECOLOR : SPNG_COLOR_TYPE_TRUECOLOR_ALPHA, 0, 0, 0};
        spng_set_ihdr(context, &header);
        for (int i = 0; i < text_count; i++) {
            strncpy(texts[i].keyword, keys[i], 79);
            texts[i].type = SPNG_TEXT;
            texts[i].length = strlen(values[i]);
            texts[i].text = (char *)values[i];
        }
        if (text_count > 0) spng_set_text(context, texts, (uint32_t)text_count);
        int error = spng_encode_image(context, pixels, image_size, SPNG_FMT_PNG, SPNG_ENCODE_FINALIZE);
        if (!error) file = (uint8_t *)spng_get_png_buffer(context, size, &error);
        if (error) {
            free(file);
            file = NULL;
        }
    }
    spng_ctx_free(context);
    free(texts);
    if (drop_alpha) free(pixels);
    return file;
}

int bench_decode_spng(const uint8_t *data, size_t size, uint8_t *rgba, size_t rgba_size) {
    spng_ctx *context = spng_ctx_new(0);
    if (!context) return 0;
    size_t needed = 0;
    int ok = spng_set_png_buffer(context, data, size) == 0 &&
             spng_decoded_image_size(context, SPNG_FMT_RGBA8, &needed) == 0 && needed == rgba_size &&
             spng_decode_image(context, rgba, rgba_size, SPNG_FMT_RGBA8, 0) == 0;
    spng_ctx_free(context);
    return ok;
}

