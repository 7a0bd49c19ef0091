/* The loops of Pixels' progressive JPEG decoder (ITU-T T.81 Annex G, Huffman-coded, 8-bit): each
   scan adds to the quantised coefficients of every block (spectral selection: a band of
   coefficients; successive approximation: their high bits first, then one bit more a scan), and
   when the last scan is read every block is dequantised and inverse-transformed as the baseline
   decoder does it (jpeg_decode.c), so a progressive and a baseline encoding of the same image, with
   the same quantisation, decode to the same bytes. Swift reads the markers (JPEGProgressive.swift).
   Coefficients are kept in zig-zag order, 64 int16 a block, blocks laid out as the samples are. */

#include "cpng_shim.h"
#include "jpeg_bits.h"

/* A scan's band and bit position (T.81's Ss, Se, Ah, Al) and its current run of bands that end
   early (EOBRUN, in blocks). */
typedef struct band {
    int ss, se, ah, al;
    int64_t eob_run;
} band;

/* A nonzero coefficient's next bit, when the scan's bit says so, away from zero. */
static void refine(bits *b, int16_t *coefficient, int p1) {
    if (next_bit(b) && (*coefficient & p1) == 0) *coefficient += *coefficient >= 0 ? p1 : -p1;
}

/* The first scan of a band of AC coefficients (G.1.2.2); 0 on corrupt data. */
static int ac_first(bits *b, const cjpeg_huffman *table, int16_t *block, band *s) {
    if (s->eob_run > 0) {
        s->eob_run -= 1;
        return 1;
    }
    for (int k = s->ss; k <= s->se; k++) {
        int symbol = decode_symbol(b, table);
        if (symbol < 0) return 0;
        int run = symbol >> 4, length = symbol & 15;
        if (length != 0) {
            k += run;
            if (k > s->se) return 0;
            block[k] = (int16_t)(receive_extended(b, length) * ((int64_t)1 << s->al));
        } else if (run == 15) {
            k += 15;
        } else {
            s->eob_run = ((int64_t)1 << run) - 1 + receive_bits(b, run);
            break;
        }
    }
    return 1;
}

/* A refinement scan of a band of AC coefficients (G.1.2.3): one more bit of each coefficient
   already nonzero, and the new ones (of magnitude 1 at this bit); 0 on corrupt data. */
static int ac_refine(bits *b, const cjpeg_huffman *table, int16_t *block, band *s) {
    int p1 = 1 << s->al, k = s->ss;
    if (s->eob_run == 0) {
        for (; k <= s->se; k++) {
            int symbol = decode_symbol(b, table);
            if (symbol < 0) return 0;
            int run = symbol >> 4, length = symbol & 15, value = 0;
            if (length != 0) {
                if (length != 1) return 0;
                value = next_bit(b) ? p1 : -p1;
            } else if (run != 15) {
                s->eob_run = ((int64_t)1 << run) + receive_bits(b, run);
                break;
            }
            /* Past `run` coefficients still zero (refining the nonzero ones on the way) to the
               zero that becomes `value`. */
            for (; k <= s->se; k++) {
                if (block[k] != 0) {
                    refine(b, &block[k], p1);
                } else if (--run < 0) {
                    break;
                }
            }
            if (value != 0) {
                if (k > s->se) return 0;
                block[k] = (int16_t)value;
            }
        }
    }
    if (s->eob_run > 0) {
        for (; k <= s->se; k++)
            if (block[k] != 0) refine(b, &block[k], p1);
        s->eob_run -= 1;
    }
    return 1;
}

/* One block of a scan: its DC coefficient (first scan: a difference from the last block's;
   refinement: one bit) or its band of AC coefficients; 0 on corrupt data. */
static int decode_block(bits *b, cjpeg_scan_component *c, int16_t *block, band *s) {
    if (s->ss == 0) {
        if (s->ah != 0) {
            if (next_bit(b)) block[0] |= (int16_t)(1 << s->al);
            return 1;
        }
        int size = decode_symbol(b, c->dc);
        if (size < 0 || size > 16) return 0;
        c->prediction += receive_extended(b, size);
        block[0] = (int16_t)(c->prediction * ((int64_t)1 << s->al));
        return 1;
    }
    return s->ah == 0 ? ac_first(b, c->ac, block, s) : ac_refine(b, c->ac, block, s);
}

/* The coefficients of `c`'s block at row, column, or `scratch` for one outside its blocks. */
static int16_t *block_at(int16_t *coefficients, const cjpeg_scan_component *c, int64_t row, int64_t column,
                         int16_t *scratch) {
    if (row >= c->blocks_per_column || column >= c->blocks_per_line) return scratch;
    return coefficients + c->offset + (row * c->blocks_per_line + column) * 64;
}

int64_t cjpeg_decode_progressive_scan(const uint8_t *bytes, int64_t byte_count, int64_t at,
                                      cjpeg_scan_component *components, int count, int64_t width, int64_t height,
                                      int h_max, int v_max, int64_t restart_interval, int ss, int se, int ah, int al,
                                      int16_t *coefficients) {
    bits b = {bytes, byte_count, at, 0, 0, 0};
    band s = {ss, se, ah, al, 0};
    int16_t scratch[64];
    int64_t across, mcus_x;
    int64_t units = scan_units(components, count, width, height, h_max, v_max, &across, &mcus_x);
    for (int i = 0; i < count; i++) components[i].prediction = 0;
    for (int64_t unit = 0; unit < units; unit++) {
        if (restart_interval > 0 && unit > 0 && unit % restart_interval == 0) {
            restart(&b);
            for (int i = 0; i < count; i++) components[i].prediction = 0;
            s.eob_run = 0;
        }
        if (b.overrun) return -2;
        if (count == 1) {
            int16_t *block = block_at(coefficients, &components[0], unit / across, unit % across, scratch);
            if (!decode_block(&b, &components[0], block, &s)) return -1;
            continue;
        }
        for (int i = 0; i < count; i++) {
            cjpeg_scan_component *c = &components[i];
            for (int v = 0; v < c->v; v++) {
                for (int h = 0; h < c->h; h++) {
                    int64_t row = (unit / mcus_x) * c->v + v, column = (unit % mcus_x) * c->h + h;
                    if (!decode_block(&b, c, block_at(coefficients, c, row, column, scratch), &s)) return -1;
                }
            }
        }
    }
    return b.overrun ? -2 : b.at;
}

void cjpeg_finish_progressive(const int16_t *coefficients, const cjpeg_scan_component *components, int count,
                              const double *cosines, uint8_t *planes) {
    for (int i = 0; i < count; i++) {
        const cjpeg_scan_component *c = &components[i];
        for (int64_t row = 0; row < c->blocks_per_column; row++) {
            for (int64_t column = 0; column < c->blocks_per_line; column++) {
                const int16_t *block = coefficients + c->offset + (row * c->blocks_per_line + column) * 64;
                double dequantised[64];
                for (int k = 0; k < 64; k++) dequantised[cjpeg_zigzag[k]] = (double)(block[k] * c->quant[k]);
                cjpeg_inverse_dct(dequantised, cosines, planes + c->offset, c->blocks_per_line * 8, column * 8,
                                  row * 8);
            }
        }
    }
}
