#pragma once
#include <stddef.h>
#include <stdint.h>

/// The C half of Pixels: CellSnap's own PNG writer and fast reader, pixel conversions, and a thin
/// layer over libpng's decoder that never lets libpng's longjmp escape: every function sets its
/// own jump target, turns libpng errors into a return code and copies libpng's message out.

#define CPNG_MESSAGE_SIZE 256

typedef struct cpng_result {
    int ok;                              /* 1 on success, 0 on failure */
    int truncated;                       /* 1 when the data ended early */
    int unreadable;                      /* 1 when the file could not be opened */
    char message[CPNG_MESSAGE_SIZE];     /* libpng's message on failure */
} cpng_result;

/* ---- Decoding ---- */

typedef struct cpng_decoder cpng_decoder;

/// What a decoder accepts: images up to max_side pixels wide, max_height pixels tall and
/// max_pixels in all (each checked from the header, before pixel memory is allocated); ancillary
/// chunks of at most max_chunk bytes, at most max_chunks of them.
typedef struct cpng_limits {
    uint32_t max_side;
    uint32_t max_height;
    uint64_t max_pixels;
    size_t max_chunk;
    uint32_t max_chunks;
} cpng_limits;

/// Reads the header of PNG data (which must stay alive until the decoder is destroyed) and sets
/// up the expansion of every colour type to RGBA8. Returns NULL on failure, with result filled.
cpng_decoder *cpng_decoder_create(const uint8_t *data, size_t size, cpng_limits limits,
                                  uint32_t *width, uint32_t *height, cpng_result *result);
/// The same, reading the file at path as libpng asks for bytes: nothing after the image's end
/// is ever read. The decoder closes the file.
cpng_decoder *cpng_decoder_open(const char *path, cpng_limits limits,
                                uint32_t *width, uint32_t *height, cpng_result *result);
/// Decodes every pixel into rgba (width * height * 4 bytes), then reads the text after the image.
cpng_result cpng_decoder_read(cpng_decoder *decoder, uint8_t *rgba);

/// The text chunks (tEXt, zTXt, iTXt) read so far: before and, after cpng_decoder_read, after the image.
int cpng_decoder_text_count(const cpng_decoder *decoder);
const char *cpng_decoder_text_key(const cpng_decoder *decoder, int index);
const char *cpng_decoder_text_value(const cpng_decoder *decoder, int index);

/// The ICC profile of the image's iCCP chunk, inflated (NULL and 0 when there is none): valid
/// until the decoder is destroyed.
const uint8_t *cpng_decoder_icc_profile(const cpng_decoder *decoder, size_t *size);

void cpng_decoder_destroy(cpng_decoder *decoder);

/// libpng's version, as "1.6.39".
const char *cpng_version(void);

/* ---- CellSnap's own PNG writer (its own deflate) and fast reader (libdeflate) ---- */

/// Row filters for CellSnap's writer: the five PNG filter types applied to every row, or the
/// adaptive choice per row (libpng's heuristic: the smallest sum of absolute values).
enum {
    CPNG_FILTER_NONE = 0,
    CPNG_FILTER_SUB = 1,
    CPNG_FILTER_UP = 2,
    CPNG_FILTER_AVERAGE = 3,
    CPNG_FILTER_PAETH = 4,
    CPNG_FILTER_ADAPTIVE = 5,
};

/// cpng_write_png's drop_alpha: 0 writes RGBA, 1 RGB (the image must be opaque), and this value
/// RGB when every pixel is opaque and RGBA otherwise, decided while the rows are packed.
#define CPNG_DROP_ALPHA_IF_OPAQUE 2

/// A zlib-stream compressor for CellSnap's writer: `bound` gives the most bytes `compress` may
/// write for `size` bytes in; `compress` returns the stream's length, 0 on failure. The input is
/// rows of `row_length` bytes (a filter byte and the pixels), `pixel_bytes` bytes a pixel.
typedef struct cpng_compressor {
    size_t (*bound)(void *context, size_t size);
    size_t (*compress)(void *context, const uint8_t *in, size_t size, size_t row_length, int pixel_bytes,
                       uint8_t *out, size_t capacity);
    void *context;
} cpng_compressor;

/// Writes a PNG of width x height RGBA8 pixels with `compressor`: IHDR (RGB or RGBA as drop_alpha
/// says; 8 bits; not interlaced), the text as tEXt chunks in the given order, the filtered rows in
/// IDAT chunks, IEND. On success *out points at the file's bytes, which stay valid until the
/// calling thread's next encoding.
cpng_result cpng_write_png(const uint8_t *rgba, uint32_t width, uint32_t height, const char *const *keys,
                           const char *const *values, int text_count, int filter, int drop_alpha,
                           cpng_compressor compressor, const uint8_t **out, size_t *out_size);

/// cpng_write_png with CellSnap's own deflate for render rows (row_deflate.h), through the calling
/// thread's memory: the bytes depend on nothing but the pixels and the text.
cpng_result cpng_encode_rows(const uint8_t *rgba, uint32_t width, uint32_t height, const char *const *keys,
                             const char *const *values, int text_count, int filter, int drop_alpha,
                             const uint8_t **out, size_t *out_size);
/// cpng_encode_rows straight from `height` rows of Cairo's premultiplied ARGB32 words (native-endian
/// 0xAARRGGBB, `stride` bytes apart) with no row filter, for an opaque image, which is written as
/// RGB: premultiplied and straight colours are the same when every alpha is 255. Returns 1 when
/// written (*out as cpng_write_png's), 0 when a pixel is not opaque (convert the image and use
/// cpng_encode_rows), -1 on failure with *result saying why.
int cpng_encode_rows_argb32(const uint8_t *argb, uint32_t width, uint32_t height, size_t stride,
                            const char *const *keys, const char *const *values, int text_count, const uint8_t **out,
                            size_t *out_size, cpng_result *result);
/// A PNG's image without its text: copies the signature and every chunk of `png` but tEXt, zTXt and
/// iTXt to `out` (room for `size` bytes). Text changes no pixel, so files with the same result
/// decode to the same image. Returns the bytes written, or 0 when `png` is not the signature
/// followed by whole chunks up to IEND.
size_t cpng_image_without_text(const uint8_t *png, size_t size, uint8_t *out);
/// Whether the chunks of `png` other than text are byte for byte `image` (a cpng_image_without_text
/// result): 1 when they are, 0 otherwise or when `png` is not whole.
int cpng_same_image(const uint8_t *png, size_t size, const uint8_t *image, size_t image_size);
/// Writes `image` (a cpng_image_without_text result whose first chunk is IHDR) with `text_count`
/// tEXt chunks right after IHDR, where cpng_write_png puts them: the file CellSnap's writer writes
/// for that image and text. *out is valid as cpng_write_png's.
cpng_result cpng_with_text(const uint8_t *image, size_t size, const char *const *keys, const char *const *values,
                           int text_count, const uint8_t **out, size_t *out_size);

/// Reads the PNG file at path into the calling thread's buffer, chunk by chunk up to the end of
/// IEND (nothing after it is read), when it is one the fast reader decodes: returns 1 and the
/// bytes, valid until cpng_fast_close. Returns 0 for anything else (another colour type, another
/// chunk, a size past `limits`, a short or unreadable file): read it with libpng.
int cpng_fast_read_file(const char *path, cpng_limits limits, const uint8_t **data, size_t *size);
/// Checks PNG data (kept alive until cpng_fast_close) for the fast reader: the signature, every
/// chunk's CRC, IHDR within `limits`, 8-bit RGB or RGBA not interlaced, only IHDR, tEXt, IDAT
/// and IEND chunks. Returns 1 and the size, or 0: decode it with libpng.
int cpng_fast_open(const uint8_t *data, size_t size, cpng_limits limits, uint32_t *width, uint32_t *height);
/// Decodes the image cpng_fast_open accepted into rgba (width * height * 4 bytes). Returns 0 when
/// the image data is wrong in any way: decode it with libpng, which says how.
int cpng_fast_decode(uint8_t *rgba);
/// Compares the image cpng_fast_open accepted, as it inflates and unfilters it row by row, with
/// width x height pixels of Cairo's premultiplied ARGB32 words (native-endian 0xAARRGGBB, rows
/// `stride` bytes apart). Returns 1 when the words convert to exactly the file's pixels (the
/// straight-alpha image cpng_argb32_to_rgba makes of them would be byte for byte the reference;
/// opaque rows are compared as they are, others converted); 0 at the first row that differs, or
/// when the sizes differ: finish with cpng_fast_decode_compared and compare the images; -1 when
/// the image data is wrong: decode it with libpng.
int cpng_fast_compare_argb32(const uint8_t *argb, uint32_t width, uint32_t height, size_t stride);
/// After cpng_fast_compare_argb32 returned 0: decodes the image into rgba (width * height * 4
/// bytes), reusing the rows it already inflated and unfiltered. Returns 0 as cpng_fast_decode does.
int cpng_fast_decode_compared(uint8_t *rgba);
/// The tEXt chunks of the image cpng_fast_open accepted, in file order (each value up to its first NUL).
int cpng_fast_text_count(void);
void cpng_fast_text(int index, const uint8_t **key, size_t *key_length, const uint8_t **value, size_t *value_length);
/// Ends the calling thread's fast read.
void cpng_fast_close(void);

/* ---- Images drawn in bands (png_band_writer.c, and png_reader.c's band reading) ---- */

/// CellSnap's writer for an image given a band of rows at a time: the bytes cpng_encode_rows_argb32
/// (bpp 3) or cpng_encode_rows with CPNG_FILTER_NONE and RGBA rows (bpp 4) write for the same
/// pixels, written to memory as the bands come (IDAT lengths are filled in as each chunk ends).
typedef struct cpng_band_writer cpng_band_writer;
/// Writes the header and the text chunks; NULL on failure, with *result saying why.
cpng_band_writer *cpng_band_writer_create(uint32_t width, uint32_t height, int bpp, const char *const *keys,
                                          const char *const *values, int text_count, cpng_result *result);
/// Writes the next `rows` rows of premultiplied ARGB32 words (rows `stride` bytes apart). Returns 1,
/// 0 when a pixel is not opaque in an RGB image (write the image again as RGBA), or -1 on failure
/// with *result saying why.
int cpng_band_writer_rows_argb32(cpng_band_writer *writer, const uint8_t *argb, uint32_t rows, size_t stride,
                                 cpng_result *result);
/// Ends the file once every row is written; *out is the file (valid until destroy).
cpng_result cpng_band_writer_finish(cpng_band_writer *writer, const uint8_t **out, size_t *out_size);
void cpng_band_writer_destroy(cpng_band_writer *writer);

/// After cpng_fast_open: reads the image's rows band by band with zlib's inflate, holding one band.
/// Returns 0 when out of memory.
int cpng_fast_band_begin(void);
/// Inflates and unfilters the next `rows` rows (rows first_row ..< first_row + rows: the band after
/// the one before) and compares them as cpng_fast_compare_argb32 does with `rows` rows of ARGB32
/// words `stride` bytes apart, the image's width. Returns 1 when they match, 0 when they differ
/// (*first_difference the band's first row that does), -1 when the image data end early or are
/// wrong (the last band also checks the end of the stream and its adler32).
int cpng_fast_band_compare_argb32(const uint8_t *argb, uint32_t rows, size_t stride, uint32_t first_row,
                                  uint32_t *first_difference);
/// The band last compared as RGBA8 (rows * width * 4 bytes).
void cpng_fast_band_rgba(uint8_t *rgba);
/// Ends the calling thread's band reading (cpng_fast_close ends the rest).
void cpng_fast_band_end(void);

/* ---- Pixel conversions (pixel_convert.c) ---- */

/// Converts `height` rows of `width` premultiplied ARGB32 words (native-endian 0xAARRGGBB, rows
/// `stride` bytes apart) to straight-alpha RGBA8 in `rgba` (rows of width * 4 bytes): each channel
/// divided by alpha with rounding, (c * 255 + a / 2) / a, transparent pixels as zeros. Returns 1
/// when every pixel is opaque.
int cpng_argb32_to_rgba(const uint8_t *argb, uint32_t width, uint32_t height, size_t stride, uint8_t *rgba);
/// Converts `count` straight-alpha RGBA8 pixels to premultiplied ARGB32 words: (c * a + 127) / 255.
void cpng_rgba_to_argb32(const uint8_t *rgba, size_t count, uint8_t *argb);
/// Whether every one of `count` RGBA8 pixels has alpha 255.
int cpng_rgba_is_opaque(const uint8_t *rgba, size_t count);
/// Writes `count` pixels to `out`: the colour red, green, blue, with each pixel's alpha times
/// `alpha`, rounded half away from zero.
void cpng_rgba_tint(const uint8_t *rgba, size_t count, uint8_t red, uint8_t green, uint8_t blue, double alpha,
                    uint8_t *out);

/// Writes `count` RGBA8 pixels of one colour.
void cpng_rgba_fill(uint8_t *rgba, size_t count, uint8_t red, uint8_t green, uint8_t blue, uint8_t alpha);

/* ---- Colour matching (color_match.c) ---- */

/// The entries of an encoding table for cpng_rgba_match_colors: the sRGB value of each of this many
/// evenly spaced linear intensities from 0 to 1.
#define CPNG_ENCODE_TABLE_SIZE 65536

/// Converts `count` straight-alpha RGBA8 pixels in place from an RGB space to sRGB: each channel's
/// linear intensity from `linear` (256 floats for red, then green, then blue), the three mixed by
/// `matrix` (row by row: sRGB's linear red, green and blue from the space's), each clamped to 0...1
/// and encoded by `encode` (CPNG_ENCODE_TABLE_SIZE bytes) at the nearest entry. Alpha is kept.
void cpng_rgba_match_colors(uint8_t *rgba, size_t count, const float *linear, const float *matrix,
                            const uint8_t *encode);

/* ---- Shadows (alpha_blur.c) ---- */

/// Blurs `height` rows of `width` 8-bit alpha values (rows `stride` bytes apart) in place with a
/// Gaussian of standard deviation `sigma` pixels, approximated by three box blurs along each axis
/// (SVG feGaussianBlur's sizes); pixels beyond the edges count as transparent. Integer arithmetic,
/// the same bytes everywhere. Returns 0 when scratch memory cannot be had (the mask is unchanged).
int cpng_blur_alpha8(uint8_t *mask, int width, int height, size_t stride, double sigma);
/// Writes `height` rows of `width` premultiplied ARGB32 words (native-endian 0xAARRGGBB, rows
/// `argb_stride` bytes apart): the colour red, green, blue at `alpha` times each mask value
/// (rows `mask_stride` bytes apart), every product rounded, (x * y + 127) / 255.
void cpng_alpha8_tint_argb32(const uint8_t *mask, int width, int height, size_t mask_stride, uint8_t red,
                             uint8_t green, uint8_t blue, uint8_t alpha, uint8_t *argb, size_t argb_stride);

/* ---- Perspective (perspective_warp.c) ---- */

/// Writes `dst_height` rows of `dst_width` premultiplied ARGB32 words (rows `dst_stride` bytes
/// apart): for each pixel's centre q, the source point p = [q.x q.y 1] · inverse (row vectors,
/// `inverse` row by row, divided by its W), in pixel units of the source, sampled bilinearly with
/// weights in 256ths; transparent where W is not above zero (behind the viewer) or p is outside.
void cpng_warp_argb32(const uint8_t *src, int src_width, int src_height, size_t src_stride, uint8_t *dst,
                      int dst_width, int dst_height, size_t dst_stride, const double inverse[9]);

/// libdeflate's version, as "1.14".
const char *cpng_libdeflate_version(void);

/* ---- Baseline JPEG (jpeg_decode.c): the loops of Pixels' decoder ---- */

/// A Huffman table as JPEG's canonical codes: for each code length (1 to 16), the largest code
/// (-1 when none has that length) and where its values start.
typedef struct cjpeg_huffman {
    int32_t max_code[18];
    int32_t value_offset[17];
    int32_t value_count;
    uint8_t values[256];
} cjpeg_huffman;

/// A component of a scan: its sampling factors, its blocks, where its samples are in the planes
/// (rows blocks_per_line * 8 bytes long), its quantisation table (in zig-zag order), its tables.
typedef struct cjpeg_scan_component {
    int32_t h, v;
    int64_t blocks_per_line, blocks_per_column, offset;
    int64_t prediction;
    int64_t quant[64];
    const cjpeg_huffman *dc, *ac;
} cjpeg_scan_component;

/// Decodes the entropy-coded data of a scan of `count` components, starting at byte `at`, into
/// their samples in `planes`: for each block, Huffman decoding, dequantisation and the inverse DCT
/// with `cosines` (64 values: cosines[x * 8 + u] is C(u) cos((2x + 1) u pi / 16) / 2) in double
/// precision, level-shifted, rounded half away from zero, clamped. Returns where the data ends
/// (at the next marker), or -1 for corrupt data (a code no table has, a run past the block, a
/// difference of over 16 bits).
int64_t cjpeg_decode_scan(const uint8_t *bytes, int64_t byte_count, int64_t at, cjpeg_scan_component *components,
                          int count, int64_t width, int64_t height, int h_max, int v_max, int64_t restart_interval,
                          const double *cosines, uint8_t *planes);

/// A component's samples for the colour conversion.
typedef struct cjpeg_plane {
    int64_t offset, stride;
    int32_t h, v;
} cjpeg_plane;

/// Writes width * height RGBA8 pixels from `count` components (1: grey; 3: YCbCr as JFIF
/// converts it in double precision, or RGB when `is_rgb`), chroma repeated to full size, opaque.
void cjpeg_color(const uint8_t *planes, const cjpeg_plane *components, int count, int64_t width, int64_t height,
                 int h_max, int v_max, int is_rgb, uint8_t *rgba);

/* ---- Progressive JPEG (jpeg_progressive.c): the loops of Pixels' decoder's progressive scans ---- */

/// Decodes the entropy-coded data of a progressive scan (T.81 Annex G) of `count` components,
/// starting at byte `at`: the band `ss` to `se` of each block's coefficients at bit `al` (a first
/// scan when `ah` is 0, else a refinement), into `coefficients` (int16, 64 a block in zig-zag order,
/// each component's at its `offset`, in blocks of blocks_per_line). Returns where the data ends,
/// -1 for corrupt data (a code no table has, a run past the band, a refinement of more than one
/// bit) or -2 when the data ends before the scan does (a truncated file).
int64_t cjpeg_decode_progressive_scan(const uint8_t *bytes, int64_t byte_count, int64_t at,
                                      cjpeg_scan_component *components, int count, int64_t width, int64_t height,
                                      int h_max, int v_max, int64_t restart_interval, int ss, int se, int ah, int al,
                                      int16_t *coefficients);

/// Dequantises every block of `coefficients` and writes its inverse DCT into `planes`, as
/// `cjpeg_decode_scan` does a baseline block.
void cjpeg_finish_progressive(const int16_t *coefficients, const cjpeg_scan_component *components, int count,
                              const double *cosines, uint8_t *planes);
