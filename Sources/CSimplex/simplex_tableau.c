#include "simplex_tableau_internal.h"

// Bit-identical to the Swift tableau it replaces: see simplex_tableau_internal.h.
#pragma STDC FP_CONTRACT OFF

// MARK: Lifetime

csx_tableau *csx_tableau_create(void) {
    csx_tableau *tableau = calloc(1, sizeof(csx_tableau));
    if (!tableau) abort();
    tableau->next_id = 1;
    return tableau;
}

csx_tableau *csx_tableau_copy(const csx_tableau *tableau) {
    csx_tableau *copy = csx_tableau_create();
    copy->next_id = tableau->next_id;
    copy->row_capacity = tableau->row_count;
    copy->rows = grow(NULL, tableau->row_count, sizeof(csx_row));
    copy->basics = grow(NULL, tableau->row_count, sizeof(intptr_t));
    for (intptr_t slot = 0; slot < tableau->row_count; slot++) {
        row_copy(&copy->rows[slot], &tableau->rows[slot]);
        copy->basics[slot] = tableau->basics[slot];
    }
    copy->row_count = tableau->row_count;
    copy->id_capacity = tableau->id_capacity;
    copy->slot_of_id = grow(NULL, tableau->id_capacity, sizeof(intptr_t));
    if (tableau->id_capacity > 0) {
        memcpy(copy->slot_of_id, tableau->slot_of_id, (size_t)tableau->id_capacity * sizeof(intptr_t));
    }
    row_copy(&copy->objective, &tableau->objective);
    copy->infeasible_capacity = tableau->infeasible_count;
    copy->infeasible = grow(NULL, tableau->infeasible_count, sizeof(intptr_t));
    if (tableau->infeasible_count > 0) {
        memcpy(copy->infeasible, tableau->infeasible, (size_t)tableau->infeasible_count * sizeof(intptr_t));
    }
    copy->infeasible_count = tableau->infeasible_count;
    return copy;
}

void csx_tableau_destroy(csx_tableau *tableau) {
    if (!tableau) return;
    for (intptr_t slot = 0; slot < tableau->row_count; slot++) row_free(&tableau->rows[slot]);
    free(tableau->rows);
    free(tableau->basics);
    free(tableau->slot_of_id);
    row_free(&tableau->objective);
    free(tableau->infeasible);
    free(tableau->merge_keys);
    free(tableau->merge_coefficients);
    free(tableau);
}

/// Moves everything of `from` into `tableau` (whose own is freed) and frees `from`.
static void replace_with(csx_tableau *tableau, csx_tableau *from) {
    csx_tableau old = *tableau;
    *tableau = *from;
    *from = old;
    csx_tableau_destroy(from);
}

intptr_t csx_tableau_new_symbol(csx_tableau *tableau, intptr_t kind) {
    intptr_t id = tableau->next_id++;
    return id << 2 | kind;
}

intptr_t csx_tableau_next_id(const csx_tableau *tableau) { return tableau->next_id; }

double csx_tableau_value(const csx_tableau *tableau, intptr_t key) {
    intptr_t slot = slot_of(tableau, key);
    return slot >= 0 ? tableau->rows[slot].constant : 0;
}

// MARK: Adding and removing constraints

/// The constraint as a row over the current parametric symbols, with its slack, error or dummy
/// symbols, its errors added to the objective, and a constant that is not negative.
static void make_row(csx_tableau *tableau, const intptr_t *keys, const double *coefficients, intptr_t count,
                     double constant, intptr_t relation, int required, double weight, csx_row *row, intptr_t *marker,
                     intptr_t *other) {
    memset(row, 0, sizeof(*row));
    row->constant = constant;
    for (intptr_t index = 0; index < count; index++) {
        intptr_t slot = slot_of(tableau, keys[index]);
        if (slot >= 0) {
            row_insert_row(tableau, row, &tableau->rows[slot], coefficients[index]);
        } else {
            row_insert_symbol(row, keys[index], coefficients[index]);
        }
    }
    *other = 0;
    if (relation != CSX_EQUAL) {
        double sign = relation == CSX_LESS_THAN_OR_EQUAL ? 1 : -1;
        intptr_t slack = csx_tableau_new_symbol(tableau, CSX_KIND_SLACK);
        row_insert_symbol(row, slack, sign);
        *marker = slack;
        if (!required) {
            intptr_t error = csx_tableau_new_symbol(tableau, CSX_KIND_ERROR);
            row_insert_symbol(row, error, -sign);
            row_insert_symbol(&tableau->objective, error, weight);
            *other = error;
        }
    } else if (required) {
        intptr_t dummy = csx_tableau_new_symbol(tableau, CSX_KIND_DUMMY);
        row_insert_symbol(row, dummy, 1);
        *marker = dummy;
    } else {
        intptr_t plus = csx_tableau_new_symbol(tableau, CSX_KIND_ERROR);
        intptr_t minus = csx_tableau_new_symbol(tableau, CSX_KIND_ERROR);
        row_insert_symbol(row, plus, -1);
        row_insert_symbol(row, minus, 1);
        row_insert_symbol(&tableau->objective, plus, weight);
        row_insert_symbol(&tableau->objective, minus, weight);
        *marker = plus;
        *other = minus;
    }
    if (row->constant < 0) row_reverse_sign(row);
}

static int is_pivotable(intptr_t key) { return kind_of(key) == CSX_KIND_SLACK || kind_of(key) == CSX_KIND_ERROR; }

/// The symbol to solve a new row for (see Tableau.swift), or 0.
static intptr_t choose_subject(const csx_row *row, intptr_t marker, intptr_t other) {
    intptr_t external = csx_first_of_kind(row->keys, row->count, CSX_KIND_EXTERNAL);
    if (external >= 0) return row->keys[external];
    if (is_pivotable(marker) && row_coefficient(row, marker) < 0) return marker;
    if (other != 0 && is_pivotable(other) && row_coefficient(row, other) < 0) return other;
    return 0;
}

/// Adds `row` (taken) through an artificial variable; returns whether the constraint can hold.
static int add_with_artificial_variable(csx_tableau *tableau, csx_row *row) {
    intptr_t artificial = csx_tableau_new_symbol(tableau, CSX_KIND_SLACK);
    csx_row artificial_objective;
    row_copy(&artificial_objective, row);
    put_row(tableau, artificial, row);
    optimize_target(tableau, &artificial_objective, 1);
    int satisfiable = is_near_zero(artificial_objective.constant);
    row_free(&artificial_objective);
    csx_row basic_row;
    if (take_row(tableau, artificial, &basic_row)) {
        // Still basic (at zero when satisfiable): pivot it out, or drop the empty row.
        if (basic_row.count == 0) {
            row_free(&basic_row);
            return satisfiable;
        }
        intptr_t index = csx_first_pivotable(basic_row.keys, basic_row.count);
        if (index < 0) {
            row_free(&basic_row);
            return 0;
        }
        intptr_t entering = basic_row.keys[index];
        row_solve_for_pair(&basic_row, artificial, entering);
        substitute(tableau, entering, &basic_row);
        put_row(tableau, entering, &basic_row);
    }
    for (intptr_t slot = 0; slot < tableau->row_count; slot++) row_remove(&tableau->rows[slot], artificial);
    row_remove(&tableau->objective, artificial);
    return satisfiable;
}

int csx_tableau_add(csx_tableau *tableau, const intptr_t *keys, const double *coefficients, intptr_t count,
                    double constant, intptr_t relation, int required, double weight, intptr_t first_new_id,
                    intptr_t *marker, intptr_t *other) {
    csx_row row;
    make_row(tableau, keys, coefficients, count, constant, relation, required, weight, &row, marker, other);
    intptr_t subject = choose_subject(&row, *marker, *other);
    if (subject == 0 && csx_first_not_of_kind(row.keys, row.count, CSX_KIND_DUMMY) < 0) {
        // Redundant (0 = 0) or contradicting the others (0 = c): only a required row without new
        // variables consists of dummies, so forgetting the symbols made for it undoes everything.
        if (!is_near_zero(row.constant)) {
            row_free(&row);
            tableau->next_id = first_new_id;
            return 0;
        }
        subject = *marker;
    }
    if (subject != 0) {
        row_solve_for(&row, subject);
        substitute(tableau, subject, &row);
        put_row(tableau, subject, &row);
    } else {
        // Only a required row without new variables gets here: the copy, with the symbols made
        // for the row forgotten, is the tableau as it was.
        csx_tableau *saved = csx_tableau_copy(tableau);
        if (!add_with_artificial_variable(tableau, &row)) {
            saved->next_id = first_new_id;
            replace_with(tableau, saved);
            return 0;
        }
        csx_tableau_destroy(saved);
    }
    optimize(tableau);
    return 1;
}

void csx_tableau_remove(csx_tableau *tableau, intptr_t marker, intptr_t other, double weight) {
    // Its errors no longer count in the objective.
    intptr_t errors[2] = {marker, other};
    for (int index = 0; index < 2; index++) {
        intptr_t key = errors[index];
        if (key == 0 || kind_of(key) != CSX_KIND_ERROR) continue;
        intptr_t slot = slot_of(tableau, key);
        if (slot >= 0) {
            row_insert_row(tableau, &tableau->objective, &tableau->rows[slot], -weight);
        } else {
            row_insert_symbol(&tableau->objective, key, -weight);
        }
    }
    // Make the marker basic, then drop its row: the constraint's equation goes with it.
    csx_row row;
    if (take_row(tableau, marker, &row)) {
        row_free(&row);
    } else {
        intptr_t leaving = marker_leaving_row(tableau, marker);
        if (leaving >= 0) {
            take_row(tableau, leaving, &row);
            row_solve_for_pair(&row, leaving, marker);
            substitute(tableau, marker, &row);
            row_free(&row);
        }
    }
    optimize(tableau);
}

void csx_tableau_suggest(csx_tableau *tableau, intptr_t plus, intptr_t minus, double delta) {
    intptr_t slot = slot_of(tableau, plus);
    if (slot >= 0) {
        tableau->rows[slot].constant += -delta;
        if (tableau->rows[slot].constant < 0) note_infeasible(tableau, plus);
    } else if ((slot = slot_of(tableau, minus)) >= 0) {
        tableau->rows[slot].constant += delta;
        if (tableau->rows[slot].constant < 0) note_infeasible(tableau, minus);
    } else {
        // Both errors are parametric: every row that mentions the plus error moves.
        intptr_t from = tableau->infeasible_count;
        for (slot = 0; slot < tableau->row_count; slot++) {
            csx_row *row = &tableau->rows[slot];
            double coefficient = row_coefficient(row, plus);
            if (coefficient == 0) continue;
            row->constant += delta * coefficient;
            if (row->constant < 0 && kind_of(tableau->basics[slot]) != CSX_KIND_EXTERNAL) {
                note_infeasible(tableau, tableau->basics[slot]);
            }
        }
        sort_infeasible_from(tableau, from);
    }
    dual_optimize(tableau);
}
