#pragma once
#include <stddef.h>
#include <stdint.h>

/// The pixel loops of ImageDiff: pixelmatch's comparison (counts, anti-aliasing, changed cells and
/// its diff image) and the strip's compositing, in C so that a debug build (C at -O0, Swift at
/// -Onone) compares and paints at nearly the speed of a release one. Pixels are RGBA8, straight
/// alpha, rows of width * 4 bytes.

/// The bounds of the differing pixels of one 16 x 16 cell (empty while min_x > max_x).
typedef struct cpd_cell {
    int32_t min_x, min_y, max_x, max_y;
} cpd_cell;

/// How two pixels are judged and how the diff image is painted.
typedef struct cpd_options {
    int perceptual;            /* 1: pixelmatch's YIQ distance; 0: per channel */
    double max_delta;          /* perceptual: the squared distance above which pixels differ */
    int levels;                /* per channel: the largest difference of a channel that is not one */
    int include_anti_aliasing; /* perceptual: count anti-aliased pixels as differences */
    int checkerboard;          /* blend semi-transparent pixels against the checkerboard (else white) */
    int paint;                 /* 1: paint `output` (a diff image) */
    int fade;                  /* paint unchanged pixels as faded grey (else leave them as they are) */
    double alpha;              /* the fading of unchanged pixels */
    uint8_t anti_aliasing_color[4], difference_color[4], darker_color[4];
} cpd_options;

/// The tallies of a band of rows.
typedef struct cpd_counts {
    long differing, anti_aliased, darker;
    double largest_delta;
} cpd_counts;

/// Compares rows y0 ..< y1 of `a` and `b` (both width x height), adds what it finds to `counts`,
/// widens the cells of the differing pixels (`cell_columns` cells a row) and, when asked, paints
/// those rows of `output`. Pixelmatch 7.2.0's operations, in its order, so that the counts and
/// the diff image are its own.
void cpd_scan(const uint8_t *a, const uint8_t *b, int width, int height, int y0, int y1, const cpd_options *options,
              uint8_t *output, cpd_cell *cells, int cell_columns, cpd_counts *counts);

/// Whether pixel (x, y) of `image` looks anti-aliased against `other` (both width x height):
/// pixelmatch's test, which the scan applies to both images of a differing pixel.
int cpd_is_anti_aliased(const uint8_t *image, const uint8_t *other, int x, int y, int width, int height,
                        int checkerboard);

/// Fills the rectangle x0 ..< x1, y0 ..< y1 (already clipped) of a canvas `width` pixels wide with `rgba`.
void cpd_fill(uint8_t *canvas, int width, int x0, int y0, int x1, int y1, const uint8_t rgba[4]);

/// Draws every `step`-th pixel of every `step`-th row of `source` (source_width x source_height)
/// on a canvas `width` pixels wide with its top-left corner at (x, y), composited over `background`
/// (RGB) with rounding, (c * a + bg * (255 - a) + 127) / 255; the canvas pixels are opaque.
void cpd_composite(const uint8_t *source, int source_width, int source_height, int step, uint8_t *canvas, int width,
                   int x, int y, const uint8_t background[3]);
