#pragma once
#include <stddef.h>
#include <stdint.h>

/// ConstraintSolver's simplex tableau in C: the rows keyed by their basic symbols, the objective,
/// the rows the dual simplex must restore, and every pivot. In a debug build (Swift at -Onone) the
/// Swift tableau's bookkeeping (dictionaries of rows, copies of rows, the runtime's reference
/// counting around each) was most of an Auto Layout solve; here it is plain arrays.
///
/// Every operation is the one the Swift tableau did, in the same order, in double precision (no
/// fused multiply-add), so every value is the same to the bit. Where the Swift visited the rows in
/// a dictionary's order, the result never depended on that order (ties are broken by the lowest
/// symbol id and the rows turned negative are sorted by id), so the order of the slots here does
/// not matter either. Symbols are keys as in `simplex_rows.h`: the id shifted left by two, or'd
/// with the kind.

typedef struct csx_tableau csx_tableau;

/// A new, empty tableau; its next symbol id is 1.
csx_tableau *csx_tableau_create(void);

/// A copy of `tableau` that shares nothing with it.
csx_tableau *csx_tableau_copy(const csx_tableau *tableau);

void csx_tableau_destroy(csx_tableau *tableau);

/// A new symbol of `kind` (`CSX_KIND_*`), with the next id.
intptr_t csx_tableau_new_symbol(csx_tableau *tableau, intptr_t kind);

/// The id the next new symbol gets.
intptr_t csx_tableau_next_id(const csx_tableau *tableau);

/// The relations of a constraint, `expression relation 0`.
enum {
    CSX_LESS_THAN_OR_EQUAL = 0,
    CSX_EQUAL = 1,
    CSX_GREATER_THAN_OR_EQUAL = 2,
};

/// Adds the constraint `Σ coefficients[i] · keys[i] + constant relation 0` of `weight` (required
/// when `required` is not 0) and re-optimises. `keys` are external symbols, already made (ids
/// below `csx_tableau_next_id`), in the expression's order, with no coefficient near zero;
/// `first_new_id` is the next id before the caller made any for this constraint. Returns 1 and
/// the constraint's tag (`marker`, and `other` or 0), or 0 with the tableau as it was and its next
/// id back at `first_new_id` when the constraint is required and cannot hold.
int csx_tableau_add(csx_tableau *tableau, const intptr_t *keys, const double *coefficients, intptr_t count,
                    double constant, intptr_t relation, int required, double weight, intptr_t first_new_id,
                    intptr_t *marker, intptr_t *other);

/// Removes the constraint of tag `marker`, `other` (0 for none) and strength `weight`, and
/// re-optimises.
void csx_tableau_remove(csx_tableau *tableau, intptr_t marker, intptr_t other, double weight);

/// Moves the edit constraint of tag `plus`, `minus` by `delta`, then restores feasibility with
/// the dual simplex.
void csx_tableau_suggest(csx_tableau *tableau, intptr_t plus, intptr_t minus, double delta);

/// The value of the symbol `key`: its row's constant when it is basic, else 0.
double csx_tableau_value(const csx_tableau *tableau, intptr_t key);
