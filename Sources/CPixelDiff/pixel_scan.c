/* pixelmatch 7.2.0's comparison, operation for operation: the squared YIQ distance of Kotsarenko
   and Ramos, anti-aliasing detected after Vysniauskas (2009), semi-transparent pixels blended
   against a checkerboard or white, and its diff image. Doubles are computed in the same order as
   pixelmatch's JavaScript, never contracted into fused multiply-adds, so that every count and
   every painted byte is pixelmatch's. */

#include "pixel_diff.h"

#include <stdlib.h>
#include <string.h>

#pragma STDC FP_CONTRACT OFF

#define MAXIMUM(a, b) ((a) > (b) ? (a) : (b))
#define MINIMUM(a, b) ((a) < (b) ? (a) : (b))

typedef struct yiq {
    double y, i, q;
} yiq;

/* The colour semi-transparent pixels are blended against at byte offset k. */
static void background(long k, int checkerboard, double *r, double *g, double *b) {
    if (!checkerboard) {
        *r = *g = *b = 255;
        return;
    }
    double kd = (double)k;
    *r = 48 + 159 * (double)(k % 2);
    *g = 48 + 159 * (double)((long)(kd / 1.618033988749895) % 2);
    *b = 48 + 159 * (double)((long)(kd / 2.618033988749895) % 2);
}

/* The YIQ differences of pixel i of a and pixel j of b; the background square is i's. */
static yiq differences(const uint8_t *a, long i, const uint8_t *b, long j, int checkerboard) {
    long k = i * 4, m = j * 4;
    double r1 = a[k], g1 = a[k + 1], b1 = a[k + 2], a1 = a[k + 3];
    double r2 = b[m], g2 = b[m + 1], b2 = b[m + 2], a2 = b[m + 3];
    double dr = r1 - r2, dg = g1 - g2, db = b1 - b2;
    double da = a1 - a2;
    yiq result = {0, 0, 0};
    if (dr == 0 && dg == 0 && db == 0 && da == 0) return result;
    if (a1 < 255 || a2 < 255) {
        double rb, gb, bb;
        background(k, checkerboard, &rb, &gb, &bb);
        dr = (r1 * a1 - r2 * a2 - rb * da) / 255;
        dg = (g1 * a1 - g2 * a2 - gb * da) / 255;
        db = (b1 * a1 - b2 * a2 - bb * da) / 255;
    }
    result.y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
    result.i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189;
    result.q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694;
    return result;
}

/* The squared YIQ distance, negative when the second pixel is darker. */
static double delta(const uint8_t *a, long i, const uint8_t *b, long j, int checkerboard) {
    yiq d = differences(a, i, b, j, checkerboard);
    double value = 0.5053 * d.y * d.y + 0.299 * d.i * d.i + 0.1957 * d.q * d.q;
    return d.y > 0 ? -value : value;
}

/* The grey pixelmatch paints for an unchanged pixel: its brightness faded towards white. */
static uint8_t faded_grey(const uint8_t *a, long i, double alpha) {
    long k = i * 4;
    double brightness = a[k] * 0.29889531 + a[k + 1] * 0.58662247 + a[k + 2] * 0.11448223;
    double value = 255 + (brightness - 255) * alpha * a[k + 3] / 255;
    return (uint8_t)MAXIMUM(0.0, MINIMUM(255.0, value)); /* truncated, as a Uint8Array store does */
}

static uint32_t word_at(const uint8_t *image, long index) {
    uint32_t word;
    memcpy(&word, image + 4 * index, 4);
    return word;
}

/* Whether the pixel at (x, y) has three or more identical neighbours (edges count as one). */
static int has_many_siblings(const uint8_t *image, int x, int y, int width, int height) {
    int x0 = MAXIMUM(x - 1, 0), y0 = MAXIMUM(y - 1, 0), x2 = MINIMUM(x + 1, width - 1), y2 = MINIMUM(y + 1, height - 1);
    uint32_t value = word_at(image, (long)y * width + x);
    int zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0;
    for (int nx = x0; nx <= x2; nx++) {
        for (int ny = y0; ny <= y2; ny++) {
            if (nx == x && ny == y) continue;
            if (word_at(image, (long)ny * width + nx) == value) zeroes++;
            if (zeroes > 2) return 1;
        }
    }
    return 0;
}

/* pixelmatch's anti-aliasing test: the neighbours include both a darker and a brighter pixel, at
   most two equal ones, and the darkest or brightest neighbour sits in a flat area (three or more
   equal neighbours) in both images. */
int cpd_is_anti_aliased(const uint8_t *image, const uint8_t *other, int x, int y, int width, int height,
                        int checkerboard) {
    int x0 = MAXIMUM(x - 1, 0), y0 = MAXIMUM(y - 1, 0), x2 = MINIMUM(x + 1, width - 1), y2 = MINIMUM(y + 1, height - 1);
    long center = (long)y * width + x;
    int zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0;
    double darkest = 0, brightest = 0;
    int darkest_x = 0, darkest_y = 0, brightest_x = 0, brightest_y = 0;
    for (int nx = x0; nx <= x2; nx++) {
        for (int ny = y0; ny <= y2; ny++) {
            if (nx == x && ny == y) continue;
            long neighbour = (long)ny * width + nx;
            /* Equal pixels have no brightness difference; skip the arithmetic. */
            double d = word_at(image, neighbour) == word_at(image, center)
                           ? 0
                           : differences(image, center, image, neighbour, checkerboard).y;
            if (d == 0) {
                zeroes++;
                if (zeroes > 2) return 0;
            } else if (d < darkest) {
                darkest = d;
                darkest_x = nx;
                darkest_y = ny;
            } else if (d > brightest) {
                brightest = d;
                brightest_x = nx;
                brightest_y = ny;
            }
        }
    }
    if (darkest == 0 || brightest == 0) return 0;
    return (has_many_siblings(image, darkest_x, darkest_y, width, height) &&
            has_many_siblings(other, darkest_x, darkest_y, width, height)) ||
           (has_many_siblings(image, brightest_x, brightest_y, width, height) &&
            has_many_siblings(other, brightest_x, brightest_y, width, height));
}

static void paint(uint8_t *output, long i, const uint8_t color[4]) {
    output[i * 4] = color[0];
    output[i * 4 + 1] = color[1];
    output[i * 4 + 2] = color[2];
    output[i * 4 + 3] = 255;
}

static void paint_grey(uint8_t *output, long i, uint8_t grey) {
    const uint8_t color[4] = {grey, grey, grey, 255};
    paint(output, i, color);
}

/* One pixel that is not byte for byte the same in both images. */
static void classify(const uint8_t *a, const uint8_t *b, int x, int y, int width, int height,
                     const cpd_options *options, uint8_t *output, cpd_cell *cells, int cell_columns,
                     cpd_counts *counts) {
    long i = (long)y * width + x;
    int differs, darker = 0;
    if (options->perceptual) {
        double d = delta(a, i, b, i, options->checkerboard);
        double size = d < 0 ? -d : d;
        counts->largest_delta = MAXIMUM(counts->largest_delta, size);
        differs = size > options->max_delta;
        darker = d < 0;
        if (differs && !options->include_anti_aliasing &&
            (cpd_is_anti_aliased(a, b, x, y, width, height, options->checkerboard) ||
             cpd_is_anti_aliased(b, a, x, y, width, height, options->checkerboard))) {
            counts->anti_aliased++;
            if (options->fade && output) paint(output, i, options->anti_aliasing_color);
            return;
        }
    } else {
        int largest = 0;
        for (int channel = 0; channel < 4; channel++) largest = MAXIMUM(largest, abs(a[i * 4 + channel] - b[i * 4 + channel]));
        counts->largest_delta = MAXIMUM(counts->largest_delta, (double)largest);
        differs = largest > options->levels;
        darker = differences(a, i, b, i, options->checkerboard).y > 0;
    }
    if (differs) {
        counts->differing++;
        if (darker) counts->darker++;
        cpd_cell *cell = &cells[(y / 16) * cell_columns + x / 16];
        cell->min_x = MINIMUM(cell->min_x, x);
        cell->max_x = MAXIMUM(cell->max_x, x);
        cell->min_y = MINIMUM(cell->min_y, y);
        cell->max_y = MAXIMUM(cell->max_y, y);
        if (output) paint(output, i, darker ? options->darker_color : options->difference_color);
    } else if (options->fade && output) {
        paint_grey(output, i, faded_grey(a, i, options->alpha));
    }
}

void cpd_scan(const uint8_t *a, const uint8_t *b, int width, int height, int y0, int y1, const cpd_options *options,
              uint8_t *output, cpd_cell *cells, int cell_columns, cpd_counts *counts) {
    if (!options->paint) output = NULL;
    int fade = options->fade && output;
    size_t row_bytes = (size_t)width * 4;
    for (int y = y0; y < y1; y++) {
        size_t start = (size_t)y * row_bytes;
        /* Most rows of a snapshot are unchanged: skip them at memory speed unless they are painted. */
        if (!fade && memcmp(a + start, b + start, row_bytes) == 0) continue;
        for (int x = 0; x < width;) {
            size_t offset = start + (size_t)x * 4;
            /* In a changed row, skip unchanged runs eight pixels at a time. */
            if (!fade && x + 8 <= width && memcmp(a + offset, b + offset, 32) == 0) {
                x += 8;
                continue;
            }
            if (memcmp(a + offset, b + offset, 4) == 0) {
                if (fade) paint_grey(output, (long)y * width + x, faded_grey(a, (long)y * width + x, options->alpha));
            } else {
                classify(a, b, x, y, width, height, options, output, cells, cell_columns, counts);
            }
            x++;
        }
    }
}

void cpd_fill(uint8_t *canvas, int width, int x0, int y0, int x1, int y1, const uint8_t rgba[4]) {
    if (x1 <= x0 || y1 <= y0) return;
    uint8_t *first = canvas + ((size_t)y0 * width + x0) * 4;
    for (int x = x0; x < x1; x++) memcpy(first + (size_t)(x - x0) * 4, rgba, 4);
    size_t bytes = (size_t)(x1 - x0) * 4;
    for (int y = y0 + 1; y < y1; y++) memcpy(canvas + ((size_t)y * width + x0) * 4, first, bytes);
}

void cpd_composite(const uint8_t *source, int source_width, int source_height, int step, uint8_t *canvas, int width,
                   int x, int y, const uint8_t background[3]) {
    int columns = (source_width + step - 1) / step;
    for (int row = 0, sy = 0; sy < source_height; row++, sy += step) {
        const uint8_t *input = source + (size_t)sy * source_width * 4;
        uint8_t *output = canvas + ((size_t)(y + row) * width + x) * 4;
        for (int column = 0; column < columns; column++) {
            int alpha = input[3];
            if (alpha == 255) {
                memcpy(output, input, 3);
            } else {
                for (int channel = 0; channel < 3; channel++)
                    output[channel] = (uint8_t)((input[channel] * alpha + background[channel] * (255 - alpha) + 127) / 255);
            }
            output[3] = 255;
            input += (size_t)step * 4;
            output += 4;
        }
    }
}
