/* A PNG file's image apart from its text: the file with its text chunks (tEXt, zTXt, iTXt) left
   out. Text does not change a pixel, so two files with the same image data decode to the same
   image. CellSnap keeps the image data of a render it has encoded, and writes another variant
   that draws the same pixels by putting that variant's text around it. */

#include "cpng_shim.h"

#include <string.h>

static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

static uint32_t get32(const uint8_t *at) {
    return (uint32_t)at[0] << 24 | (uint32_t)at[1] << 16 | (uint32_t)at[2] << 8 | at[3];
}

static int is_text(const uint8_t *chunk) {
    return memcmp(chunk + 4, "tEXt", 4) == 0 || memcmp(chunk + 4, "zTXt", 4) == 0 ||
           memcmp(chunk + 4, "iTXt", 4) == 0;
}

/* Walks the chunks of `png`: calls `visit` with each chunk (length field first) and its whole size,
   in file order, up to and with IEND. Returns 0 when `png` is not a signature followed by whole
   chunks ending with IEND, or when `visit` returns 0. */
static int each_chunk(const uint8_t *png, size_t size, int (*visit)(void *, const uint8_t *, size_t), void *context) {
    if (size < 8 || memcmp(png, signature, 8) != 0) return 0;
    for (size_t offset = 8; size - offset >= 12;) {
        const uint8_t *chunk = png + offset;
        uint32_t length = get32(chunk);
        if (length > 0x7FFFFFFF || size - offset - 12 < length) return 0;
        if (!visit(context, chunk, (size_t)length + 12)) return 0;
        if (memcmp(chunk + 4, "IEND", 4) == 0) return 1;
        offset += (size_t)length + 12;
    }
    return 0;
}

typedef struct copy_state {
    uint8_t *out;
    size_t written;
} copy_state;

static int copy_unless_text(void *context, const uint8_t *chunk, size_t size) {
    copy_state *state = context;
    if (is_text(chunk)) return 1;
    memcpy(state->out + state->written, chunk, size);
    state->written += size;
    return 1;
}

size_t cpng_image_without_text(const uint8_t *png, size_t size, uint8_t *out) {
    copy_state state = {out, 8};
    if (!each_chunk(png, size, copy_unless_text, &state)) return 0;
    memcpy(out, signature, 8);
    return state.written;
}

typedef struct compare_state {
    const uint8_t *image;
    size_t size, matched;
} compare_state;

static int same_unless_text(void *context, const uint8_t *chunk, size_t size) {
    compare_state *state = context;
    if (is_text(chunk)) return 1;
    if (state->size - state->matched < size || memcmp(state->image + state->matched, chunk, size) != 0) return 0;
    state->matched += size;
    return 1;
}

int cpng_same_image(const uint8_t *png, size_t size, const uint8_t *image, size_t image_size) {
    if (image_size < 8 || memcmp(image, signature, 8) != 0) return 0;
    compare_state state = {image, image_size, 8};
    return each_chunk(png, size, same_unless_text, &state) && state.matched == image_size;
}
