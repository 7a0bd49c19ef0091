#pragma once
#include <stddef.h>
#include <stdint.h>

#include "row_deflate.h"

/* The memory a thread's PNG encoding and decoding reuse from one image to the next: CellSnap's
   deflate's tables, libdeflate's decompressor, and the byte buffers, which grow to the largest
   image seen. A buffer larger than CPNG_RETAINED_BUFFER_SIZE is released after use, so a
   thread keeps at most a few of those. */

#define CPNG_RETAINED_BUFFER_SIZE ((size_t)64 << 20)

typedef struct cpng_buffer {
    uint8_t *bytes;
    size_t capacity;
} cpng_buffer;

typedef struct cpng_workspace {
    cpng_row_deflate_memory *row_deflate; /* CellSnap's deflate's hash table and tokens */
    struct libdeflate_decompressor *decompressor;
    cpng_buffer rows;    /* filtered rows: written before compressing, inflated into when decoding */
    cpng_buffer output;  /* an encoded file */
    cpng_buffer input;   /* a file read for decoding, up to its IEND chunk */
    cpng_buffer idat;    /* the image data of a file that splits it over several IDAT chunks */
} cpng_workspace;

/* The calling thread's workspace, or NULL when it cannot be allocated. */
cpng_workspace *cpng_workspace_current(void);
struct libdeflate_decompressor *cpng_workspace_decompressor(cpng_workspace *workspace);
/* CellSnap's deflate's memory, or NULL when out of memory. */
cpng_row_deflate_memory *cpng_workspace_row_deflate(cpng_workspace *workspace);

/* At least `size` bytes, contents not kept; NULL when out of memory. */
uint8_t *cpng_buffer_reserve(cpng_buffer *buffer, size_t size);
/* At least `size` bytes, contents kept; NULL when out of memory. */
uint8_t *cpng_buffer_grow(cpng_buffer *buffer, size_t size);
/* Releases the buffer when it is larger than a thread keeps. */
void cpng_buffer_trim(cpng_buffer *buffer);
