#include "simplex_rows.h"

#include <math.h>

// Bit-identical to the Swift it replaces: every sum and product rounded on its own.
#pragma STDC FP_CONTRACT OFF

intptr_t csx_find(const intptr_t *keys, intptr_t count, intptr_t key) {
    intptr_t low = 0, high = count;
    while (low < high) {
        intptr_t middle = (low + high) / 2;
        if (keys[middle] < key) {
            low = middle + 1;
        } else {
            high = middle;
        }
    }
    return low < count && keys[low] == key ? low : -1 - low;
}

intptr_t csx_add_scaled(const intptr_t *keys, const double *coefficients, intptr_t count, const intptr_t *other_keys,
                        const double *other_coefficients, intptr_t other_count, double factor, intptr_t *out_keys,
                        double *out_coefficients) {
    intptr_t mine = 0, theirs = 0, merged = 0;
    while (mine < count || theirs < other_count) {
        int take_mine = theirs == other_count || (mine < count && keys[mine] < other_keys[theirs]);
        if (take_mine) {
            out_keys[merged] = keys[mine];
            out_coefficients[merged] = coefficients[mine];
            merged += 1;
            mine += 1;
            continue;
        }
        int take_theirs = mine == count || other_keys[theirs] < keys[mine];
        double product = other_coefficients[theirs] * factor;
        double sum = (take_theirs ? 0.0 : coefficients[mine]) + product;
        if (!(fabs(sum) < CSX_EPSILON)) {
            out_keys[merged] = other_keys[theirs];
            out_coefficients[merged] = sum;
            merged += 1;
        }
        if (!take_theirs) mine += 1;
        theirs += 1;
    }
    return merged;
}

void csx_scale(double *coefficients, intptr_t count, double factor) {
    for (intptr_t index = 0; index < count; index++) coefficients[index] *= factor;
}

void csx_negate(double *coefficients, intptr_t count) {
    for (intptr_t index = 0; index < count; index++) coefficients[index] = -coefficients[index];
}

intptr_t csx_first_of_kind(const intptr_t *keys, intptr_t count, intptr_t kind) {
    for (intptr_t index = 0; index < count; index++) {
        if ((keys[index] & 3) == kind) return index;
    }
    return -1;
}

intptr_t csx_first_not_of_kind(const intptr_t *keys, intptr_t count, intptr_t kind) {
    for (intptr_t index = 0; index < count; index++) {
        if ((keys[index] & 3) != kind) return index;
    }
    return -1;
}

intptr_t csx_first_pivotable(const intptr_t *keys, intptr_t count) {
    for (intptr_t index = 0; index < count; index++) {
        intptr_t kind = keys[index] & 3;
        if (kind == CSX_KIND_SLACK || kind == CSX_KIND_ERROR) return index;
    }
    return -1;
}

intptr_t csx_first_negative_non_dummy(const intptr_t *keys, const double *coefficients, intptr_t count) {
    for (intptr_t index = 0; index < count; index++) {
        if (coefficients[index] < 0 && (keys[index] & 3) != CSX_KIND_DUMMY) return index;
    }
    return -1;
}
