#include "workspace.h"

#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>

/* One workspace per thread, made on first use and released when the thread ends. */

static pthread_key_t workspace_key;
static pthread_once_t workspace_once = PTHREAD_ONCE_INIT;

static void destroy_workspace(void *pointer) {
    cpng_workspace *workspace = (cpng_workspace *)pointer;
    if (!workspace) return;
    free(workspace->row_deflate);
    if (workspace->decompressor) libdeflate_free_decompressor(workspace->decompressor);
    free(workspace->rows.bytes);
    free(workspace->output.bytes);
    free(workspace->input.bytes);
    free(workspace->idat.bytes);
    free(workspace);
}

static void make_key(void) { pthread_key_create(&workspace_key, destroy_workspace); }

cpng_workspace *cpng_workspace_current(void) {
    pthread_once(&workspace_once, make_key);
    cpng_workspace *workspace = (cpng_workspace *)pthread_getspecific(workspace_key);
    if (workspace) return workspace;
    workspace = (cpng_workspace *)calloc(1, sizeof(cpng_workspace));
    if (!workspace) return NULL;
    if (pthread_setspecific(workspace_key, workspace) != 0) {
        free(workspace);
        return NULL;
    }
    return workspace;
}

struct libdeflate_decompressor *cpng_workspace_decompressor(cpng_workspace *workspace) {
    if (!workspace->decompressor) workspace->decompressor = libdeflate_alloc_decompressor();
    return workspace->decompressor;
}

cpng_row_deflate_memory *cpng_workspace_row_deflate(cpng_workspace *workspace) {
    if (!workspace->row_deflate) workspace->row_deflate = (cpng_row_deflate_memory *)malloc(sizeof(cpng_row_deflate_memory));
    return workspace->row_deflate;
}

uint8_t *cpng_buffer_reserve(cpng_buffer *buffer, size_t size) {
    if (size <= buffer->capacity && buffer->bytes) return buffer->bytes;
    size_t capacity = buffer->capacity ? buffer->capacity : 4096;
    while (capacity < size) {
        if (capacity > SIZE_MAX / 2) return NULL;
        capacity *= 2;
    }
    /* realloc would copy contents no caller needs; a fresh block is enough. */
    free(buffer->bytes);
    buffer->bytes = (uint8_t *)malloc(capacity);
    buffer->capacity = buffer->bytes ? capacity : 0;
    return buffer->bytes;
}

uint8_t *cpng_buffer_grow(cpng_buffer *buffer, size_t size) {
    if (size <= buffer->capacity && buffer->bytes) return buffer->bytes;
    size_t capacity = buffer->capacity ? buffer->capacity : 4096;
    while (capacity < size) {
        if (capacity > SIZE_MAX / 2) return NULL;
        capacity *= 2;
    }
    uint8_t *grown = (uint8_t *)realloc(buffer->bytes, capacity);
    if (!grown) return NULL;
    buffer->bytes = grown;
    buffer->capacity = capacity;
    return grown;
}

void cpng_buffer_trim(cpng_buffer *buffer) {
    if (buffer->capacity <= CPNG_RETAINED_BUFFER_SIZE) return;
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->capacity = 0;
}

const char *cpng_libdeflate_version(void) { return LIBDEFLATE_VERSION_STRING; }
