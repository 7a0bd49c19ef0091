/* The picture of a layer seen in perspective: every pixel of the destination looks up where it
   comes from in the flat source through the inverse of the layer's plane transform, and takes the
   bilinear mean of the four source pixels around that point. Weights are whole 256ths, so the
   blend is integer arithmetic; the bytes are the same at every optimisation level. */

#include "cpng_shim.h"

#include <math.h>

/* The source pixel at (x, y), transparent outside the source. */
static inline uint32_t texel(const uint8_t *src, int width, int height, size_t stride, int x, int y) {
    if (x < 0 || y < 0 || x >= width || y >= height) return 0;
    return ((const uint32_t *)(src + (size_t)y * stride))[x];
}

/* The bilinear blend of four premultiplied words, with weights wx and wy in 256ths. */
static inline uint32_t blend(uint32_t p00, uint32_t p10, uint32_t p01, uint32_t p11, uint32_t wx, uint32_t wy) {
    uint32_t result = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        uint32_t top = ((p00 >> shift) & 0xff) * (256 - wx) + ((p10 >> shift) & 0xff) * wx;
        uint32_t bottom = ((p01 >> shift) & 0xff) * (256 - wx) + ((p11 >> shift) & 0xff) * wx;
        uint32_t value = (top * (256 - wy) + bottom * wy + 32768) >> 16;
        result |= value << shift;
    }
    return result;
}

void cpng_warp_argb32(const uint8_t *src, int src_width, int src_height, size_t src_stride, uint8_t *dst,
                      int dst_width, int dst_height, size_t dst_stride, const double inverse[9]) {
    for (int y = 0; y < dst_height; y++) {
        uint32_t *out = (uint32_t *)(dst + (size_t)y * dst_stride);
        double qy = y + 0.5;
        for (int x = 0; x < dst_width; x++) {
            double qx = x + 0.5;
            double w = qx * inverse[2] + qy * inverse[5] + inverse[8];
            /* Only points in front of the viewer are seen (their forward W is 1 / w). */
            if (!(w > 1e-12)) {
                out[x] = 0;
                continue;
            }
            double u = (qx * inverse[0] + qy * inverse[3] + inverse[6]) / w - 0.5;
            double v = (qx * inverse[1] + qy * inverse[4] + inverse[7]) / w - 0.5;
            if (!(u > -1 && v > -1 && u < src_width && v < src_height)) {
                out[x] = 0;
                continue;
            }
            double left = floor(u), top = floor(v);
            int x0 = (int)left, y0 = (int)top;
            uint32_t wx = (uint32_t)((u - left) * 256 + 0.5), wy = (uint32_t)((v - top) * 256 + 0.5);
            out[x] = blend(texel(src, src_width, src_height, src_stride, x0, y0),
                           texel(src, src_width, src_height, src_stride, x0 + 1, y0),
                           texel(src, src_width, src_height, src_stride, x0, y0 + 1),
                           texel(src, src_width, src_height, src_stride, x0 + 1, y0 + 1), wx, wy);
        }
    }
}
