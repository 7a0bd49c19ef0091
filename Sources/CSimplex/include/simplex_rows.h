#pragma once
#include <stddef.h>
#include <stdint.h>

/// The inner loops of ConstraintSolver's simplex rows, in C so that a debug build (Swift at -Onone,
/// C at -O0) runs them without the Swift runtime's reference counting on every cell.
///
/// A row is two parallel arrays of `count` cells: `keys`, increasing, and `coefficients`. A key is
/// a symbol's id shifted left by two, or'd with its kind (the `CSX_KIND_*` values), so that keys
/// sort as ids do. Every function does the operations ConstraintSolver's Swift did, in the same
/// order, in double precision (no fused multiply-add): the values are bit-identical.

enum {
    CSX_KIND_EXTERNAL = 0,
    CSX_KIND_SLACK = 1,
    CSX_KIND_ERROR = 2,
    CSX_KIND_DUMMY = 3,
};

/// Values within this of zero are zero (kiwi's tolerance for rounding in pivots).
#define CSX_EPSILON 1e-8

/// The index of `key` in `keys` when it is there; otherwise `-1 - i`, where `i` is the index it
/// would be inserted at.
intptr_t csx_find(const intptr_t *keys, intptr_t count, intptr_t key);

/// Merges `coefficients + factor * other` into `out_keys` and `out_coefficients` (room for
/// `count + other_count` cells each), dropping sums within `CSX_EPSILON` of zero; a cell of this
/// row alone is copied as it is. Returns the merged count.
intptr_t csx_add_scaled(const intptr_t *keys, const double *coefficients, intptr_t count, const intptr_t *other_keys,
                        const double *other_coefficients, intptr_t other_count, double factor, intptr_t *out_keys,
                        double *out_coefficients);

/// Multiplies every coefficient by `factor`.
void csx_scale(double *coefficients, intptr_t count, double factor);

/// Negates every coefficient.
void csx_negate(double *coefficients, intptr_t count);

/// The index of the first cell whose kind is `kind`, or -1.
intptr_t csx_first_of_kind(const intptr_t *keys, intptr_t count, intptr_t kind);

/// The index of the first cell whose kind is not `kind`, or -1.
intptr_t csx_first_not_of_kind(const intptr_t *keys, intptr_t count, intptr_t kind);

/// The index of the first slack or error cell, or -1.
intptr_t csx_first_pivotable(const intptr_t *keys, intptr_t count);

/// The index of the first cell with a negative coefficient that is not a dummy, or -1.
intptr_t csx_first_negative_non_dummy(const intptr_t *keys, const double *coefficients, intptr_t count);

// The tableau built on these rows. Included from here too, so that a module cache built before the
// header existed sees this header change and builds the module anew.
#include "simplex_tableau.h"
