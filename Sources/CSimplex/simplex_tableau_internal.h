#pragma once
// The tableau's rows, table and pivots, shared by simplex_tableau.c's files (not part of the
// module's interface). Static inline: each file compiles what it uses.

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "simplex_rows.h"
#include "simplex_tableau.h"

// Bit-identical to the Swift tableau it replaces (ConstraintSolver's Tableau.swift before these
// files): every sum and product rounded on its own, in the same order.
#pragma STDC FP_CONTRACT OFF

/// A row `basic = constant + Σ coefficients[i] · keys[i]`, keys increasing.
typedef struct {
    intptr_t *keys;
    double *coefficients;
    intptr_t count;
    intptr_t capacity;
    double constant;
} csx_row;

struct csx_tableau {
    /// The rows, densely in slots `0..<row_count`, and each one's basic symbol.
    csx_row *rows;
    intptr_t *basics;
    intptr_t row_count;
    intptr_t row_capacity;
    /// The slot of the row whose basic symbol has the id, or -1; `id_capacity` entries.
    intptr_t *slot_of_id;
    intptr_t id_capacity;
    csx_row objective;
    /// Basic symbols whose rows became negative during an edit, for the dual simplex.
    intptr_t *infeasible;
    intptr_t infeasible_count;
    intptr_t infeasible_capacity;
    intptr_t next_id;
    /// Scratch room for merging two rows.
    intptr_t *merge_keys;
    double *merge_coefficients;
    intptr_t merge_capacity;
};

static inline void *grow(void *memory, intptr_t count, size_t size) {
    void *grown = realloc(memory, (size_t)(count > 0 ? count : 1) * size);
    if (!grown) abort();
    return grown;
}

static inline int is_near_zero(double value) { return fabs(value) < CSX_EPSILON; }

static inline intptr_t kind_of(intptr_t key) { return key & 3; }

static inline intptr_t id_of(intptr_t key) { return key >> 2; }

// MARK: Rows

static inline void row_reserve(csx_row *row, intptr_t capacity) {
    if (capacity <= row->capacity) return;
    intptr_t grown = row->capacity * 2 > capacity ? row->capacity * 2 : capacity;
    row->keys = grow(row->keys, grown, sizeof(intptr_t));
    row->coefficients = grow(row->coefficients, grown, sizeof(double));
    row->capacity = grown;
}

static inline void row_free(csx_row *row) {
    free(row->keys);
    free(row->coefficients);
    memset(row, 0, sizeof(*row));
}

static inline void row_copy(csx_row *copy, const csx_row *row) {
    memset(copy, 0, sizeof(*copy));
    row_reserve(copy, row->count);
    if (row->count > 0) {
        memcpy(copy->keys, row->keys, (size_t)row->count * sizeof(intptr_t));
        memcpy(copy->coefficients, row->coefficients, (size_t)row->count * sizeof(double));
    }
    copy->count = row->count;
    copy->constant = row->constant;
}

static inline void row_remove_at(csx_row *row, intptr_t index) {
    intptr_t after = row->count - index - 1;
    memmove(row->keys + index, row->keys + index + 1, (size_t)after * sizeof(intptr_t));
    memmove(row->coefficients + index, row->coefficients + index + 1, (size_t)after * sizeof(double));
    row->count -= 1;
}

static inline double row_coefficient(const csx_row *row, intptr_t key) {
    intptr_t found = csx_find(row->keys, row->count, key);
    return found >= 0 ? row->coefficients[found] : 0;
}

/// Adds `coefficient · key`, dropping the cell when the sum is near zero.
static inline void row_insert_symbol(csx_row *row, intptr_t key, double coefficient) {
    intptr_t found = csx_find(row->keys, row->count, key);
    intptr_t index = found >= 0 ? found : -1 - found;
    double sum = (found >= 0 ? row->coefficients[index] : 0) + coefficient;
    if (is_near_zero(sum)) {
        if (found >= 0) row_remove_at(row, index);
    } else if (found >= 0) {
        row->coefficients[index] = sum;
    } else {
        row_reserve(row, row->count + 1);
        intptr_t after = row->count - index;
        memmove(row->keys + index + 1, row->keys + index, (size_t)after * sizeof(intptr_t));
        memmove(row->coefficients + index + 1, row->coefficients + index, (size_t)after * sizeof(double));
        row->keys[index] = key;
        row->coefficients[index] = sum;
        row->count += 1;
    }
}

/// Adds `coefficient · other` (a merge of the two sorted cell lists), through the tableau's
/// scratch room.
static inline void row_insert_row(csx_tableau *tableau, csx_row *row, const csx_row *other, double coefficient) {
    row->constant += other->constant * coefficient;
    intptr_t capacity = row->count + other->count;
    if (capacity > tableau->merge_capacity) {
        intptr_t grown = capacity * 2;
        tableau->merge_keys = grow(tableau->merge_keys, grown, sizeof(intptr_t));
        tableau->merge_coefficients = grow(tableau->merge_coefficients, grown, sizeof(double));
        tableau->merge_capacity = grown;
    }
    intptr_t merged = csx_add_scaled(row->keys, row->coefficients, row->count, other->keys, other->coefficients,
                                     other->count, coefficient, tableau->merge_keys, tableau->merge_coefficients);
    row_reserve(row, merged);
    memcpy(row->keys, tableau->merge_keys, (size_t)merged * sizeof(intptr_t));
    memcpy(row->coefficients, tableau->merge_coefficients, (size_t)merged * sizeof(double));
    row->count = merged;
}

static inline void row_remove(csx_row *row, intptr_t key) {
    intptr_t found = csx_find(row->keys, row->count, key);
    if (found >= 0) row_remove_at(row, found);
}

static inline void row_reverse_sign(csx_row *row) {
    row->constant = -row->constant;
    csx_negate(row->coefficients, row->count);
}

/// Solves `0 = row` for `key`, which must be in the row.
static inline void row_solve_for(csx_row *row, intptr_t key) {
    intptr_t index = csx_find(row->keys, row->count, key);
    if (index < 0) index = -1 - index;
    double factor = -1 / row->coefficients[index];
    row_remove_at(row, index);
    row->constant *= factor;
    csx_scale(row->coefficients, row->count, factor);
}

/// Turns `lhs = row` into `rhs = ...`, with `lhs` moved into the row; `rhs` must be in it.
static inline void row_solve_for_pair(csx_row *row, intptr_t lhs, intptr_t rhs) {
    row_insert_symbol(row, lhs, -1);
    row_solve_for(row, rhs);
}

/// Replaces `key` with `other`, the expression it equals.
static inline void row_substitute(csx_tableau *tableau, csx_row *row, intptr_t key, const csx_row *other) {
    intptr_t index = csx_find(row->keys, row->count, key);
    if (index < 0) return;
    double coefficient = row->coefficients[index];
    row_remove_at(row, index);
    row_insert_row(tableau, row, other, coefficient);
}

// MARK: The table of rows

static inline intptr_t slot_of(const csx_tableau *tableau, intptr_t key) {
    intptr_t id = id_of(key);
    return id < tableau->id_capacity ? tableau->slot_of_id[id] : -1;
}

static inline void reserve_ids(csx_tableau *tableau, intptr_t id) {
    if (id < tableau->id_capacity) return;
    intptr_t grown = tableau->id_capacity * 2 > id + 1 ? tableau->id_capacity * 2 : id + 1;
    tableau->slot_of_id = grow(tableau->slot_of_id, grown, sizeof(intptr_t));
    for (intptr_t index = tableau->id_capacity; index < grown; index++) tableau->slot_of_id[index] = -1;
    tableau->id_capacity = grown;
}

/// Makes `row` the row of `basic` (which has none), taking its cells.
static inline void put_row(csx_tableau *tableau, intptr_t basic, csx_row *row) {
    if (tableau->row_count == tableau->row_capacity) {
        intptr_t grown = tableau->row_capacity * 2 > 8 ? tableau->row_capacity * 2 : 8;
        tableau->rows = grow(tableau->rows, grown, sizeof(csx_row));
        tableau->basics = grow(tableau->basics, grown, sizeof(intptr_t));
        tableau->row_capacity = grown;
    }
    reserve_ids(tableau, id_of(basic));
    intptr_t slot = tableau->row_count++;
    tableau->rows[slot] = *row;
    tableau->basics[slot] = basic;
    tableau->slot_of_id[id_of(basic)] = slot;
    memset(row, 0, sizeof(*row));
}

/// Takes the row of `basic` out of the table into `row`; returns 0 when `basic` has none.
static inline int take_row(csx_tableau *tableau, intptr_t basic, csx_row *row) {
    intptr_t slot = slot_of(tableau, basic);
    if (slot < 0) return 0;
    *row = tableau->rows[slot];
    tableau->slot_of_id[id_of(basic)] = -1;
    intptr_t last = --tableau->row_count;
    if (slot != last) {
        tableau->rows[slot] = tableau->rows[last];
        tableau->basics[slot] = tableau->basics[last];
        tableau->slot_of_id[id_of(tableau->basics[slot])] = slot;
    }
    return 1;
}

static inline void note_infeasible(csx_tableau *tableau, intptr_t basic) {
    if (tableau->infeasible_count == tableau->infeasible_capacity) {
        intptr_t grown = tableau->infeasible_capacity * 2 > 8 ? tableau->infeasible_capacity * 2 : 8;
        tableau->infeasible = grow(tableau->infeasible, grown, sizeof(intptr_t));
        tableau->infeasible_capacity = grown;
    }
    tableau->infeasible[tableau->infeasible_count++] = basic;
}

/// Appends the basic symbols `from..<infeasible_count` sorted by id (the Swift collected them in
/// the table's order, then sorted them).
static inline void sort_infeasible_from(csx_tableau *tableau, intptr_t from) {
    intptr_t *symbols = tableau->infeasible;
    for (intptr_t index = from + 1; index < tableau->infeasible_count; index++) {
        intptr_t key = symbols[index];
        intptr_t place = index;
        while (place > from && id_of(symbols[place - 1]) > id_of(key)) {
            symbols[place] = symbols[place - 1];
            place -= 1;
        }
        symbols[place] = key;
    }
}

// MARK: Pivoting

/// Replaces the parametric `key` with `row` in every row of the table (not the objective),
/// noting restricted rows that turn negative for the dual simplex.
static inline void substitute_in_rows(csx_tableau *tableau, intptr_t key, const csx_row *row) {
    intptr_t from = tableau->infeasible_count;
    for (intptr_t slot = 0; slot < tableau->row_count; slot++) {
        csx_row *basic_row = &tableau->rows[slot];
        row_substitute(tableau, basic_row, key, row);
        intptr_t basic = tableau->basics[slot];
        if (kind_of(basic) != CSX_KIND_EXTERNAL && basic_row->constant < 0) note_infeasible(tableau, basic);
    }
    sort_infeasible_from(tableau, from);
}

static inline void substitute(csx_tableau *tableau, intptr_t key, const csx_row *row) {
    substitute_in_rows(tableau, key, row);
    row_substitute(tableau, &tableau->objective, key, row);
}

/// The restricted row that limits how far `entering` can grow (the minimum ratio test, lowest id
/// on ties), or -1.
static inline intptr_t leaving_row(const csx_tableau *tableau, intptr_t entering) {
    intptr_t best = -1;
    double best_ratio = 0;
    for (intptr_t slot = 0; slot < tableau->row_count; slot++) {
        intptr_t basic = tableau->basics[slot];
        if (kind_of(basic) == CSX_KIND_EXTERNAL) continue;
        const csx_row *row = &tableau->rows[slot];
        double coefficient = row_coefficient(row, entering);
        if (!(coefficient < 0)) continue;
        double ratio = -row->constant / coefficient;
        if (best >= 0 && (ratio > best_ratio || (ratio == best_ratio && id_of(basic) > id_of(best)))) continue;
        best = basic;
        best_ratio = ratio;
    }
    return best;
}

/// Minimises `target` (the objective itself, or a second objective when `also_objective`, which
/// keeps the solver's objective up to date as well) with the primal simplex.
static inline void optimize_target(csx_tableau *tableau, csx_row *target, int also_objective) {
    for (;;) {
        intptr_t index = csx_first_negative_non_dummy(target->keys, target->coefficients, target->count);
        if (index < 0) return;
        intptr_t entering = target->keys[index];
        intptr_t leaving = leaving_row(tableau, entering);
        if (leaving < 0) return;
        csx_row row;
        take_row(tableau, leaving, &row);
        row_solve_for_pair(&row, leaving, entering);
        if (also_objective) row_substitute(tableau, &tableau->objective, entering, &row);
        substitute_in_rows(tableau, entering, &row);
        row_substitute(tableau, target, entering, &row);
        put_row(tableau, entering, &row);
    }
}

static inline void optimize(csx_tableau *tableau) {
    // The objective is the target; nothing else substitutes into it meanwhile.
    csx_row target = tableau->objective;
    memset(&tableau->objective, 0, sizeof(tableau->objective));
    optimize_target(tableau, &target, 0);
    row_free(&tableau->objective);
    tableau->objective = target;
}

/// The row to pivot `marker` into when removing its constraint: a restricted row where it has a
/// negative coefficient (smallest ratio), else one where it is positive, else an external row;
/// lowest id on ties. -1 when none has it.
static inline intptr_t marker_leaving_row(const csx_tableau *tableau, intptr_t marker) {
    intptr_t negative = -1, positive = -1, external = -1;
    double negative_ratio = 0, positive_ratio = 0;
    for (intptr_t slot = 0; slot < tableau->row_count; slot++) {
        intptr_t basic = tableau->basics[slot];
        const csx_row *row = &tableau->rows[slot];
        double coefficient = row_coefficient(row, marker);
        if (coefficient == 0) continue;
        if (kind_of(basic) == CSX_KIND_EXTERNAL) {
            if (external < 0 || id_of(basic) < id_of(external)) external = basic;
        } else if (coefficient < 0) {
            double ratio = -row->constant / coefficient;
            if (negative < 0 || ratio < negative_ratio || (ratio == negative_ratio && id_of(basic) < id_of(negative))) {
                negative = basic;
                negative_ratio = ratio;
            }
        } else {
            double ratio = row->constant / coefficient;
            if (positive < 0 || ratio < positive_ratio || (ratio == positive_ratio && id_of(basic) < id_of(positive))) {
                positive = basic;
                positive_ratio = ratio;
            }
        }
    }
    return negative >= 0 ? negative : positive >= 0 ? positive : external;
}

/// Restores feasibility after an edit with the dual simplex.
static inline void dual_optimize(csx_tableau *tableau) {
    while (tableau->infeasible_count > 0) {
        intptr_t leaving = tableau->infeasible[--tableau->infeasible_count];
        intptr_t slot = slot_of(tableau, leaving);
        if (slot < 0) continue;
        const csx_row *found = &tableau->rows[slot];
        if (is_near_zero(found->constant) || !(found->constant < 0)) continue;
        intptr_t entering = -1;
        double best_ratio = 0;
        for (intptr_t index = 0; index < found->count; index++) {
            intptr_t key = found->keys[index];
            double coefficient = found->coefficients[index];
            if (!(coefficient > 0 && kind_of(key) != CSX_KIND_DUMMY)) continue;
            double ratio = row_coefficient(&tableau->objective, key) / coefficient;
            if (entering >= 0 && (ratio > best_ratio || (ratio == best_ratio && id_of(key) > id_of(entering)))) {
                continue;
            }
            entering = key;
            best_ratio = ratio;
        }
        if (entering < 0) continue;
        csx_row row;
        take_row(tableau, leaving, &row);
        row_solve_for_pair(&row, leaving, entering);
        substitute(tableau, entering, &row);
        put_row(tableau, entering, &row);
    }
}

