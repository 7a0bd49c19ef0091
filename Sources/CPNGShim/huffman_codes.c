#include "huffman_codes.h"

#include <string.h>

/* Sorts symbols by weight, then by symbol number (insertion sort: at most 288 of them). */
static void sort_by_weight(int *symbols, int count, const uint32_t *weights) {
    for (int i = 1; i < count; i++) {
        int symbol = symbols[i], j = i;
        while (j > 0 && (weights[symbols[j - 1]] > weights[symbol] ||
                         (weights[symbols[j - 1]] == weights[symbol] && symbols[j - 1] > symbol))) {
            symbols[j] = symbols[j - 1];
            j--;
        }
        symbols[j] = symbol;
    }
}

/* The optimal code's depth of each of the `used` sorted symbols (two-queue Huffman: the leaves in
   weight order, the merged nodes in the order they are made, a leaf first on a tie). Returns the
   deepest. */
static int tree_depths(const int *sorted, int used, const uint32_t *weights, uint8_t *depths) {
    uint64_t node_weight[2 * CPNG_HUFFMAN_MAX_SYMBOLS];
    int parent[2 * CPNG_HUFFMAN_MAX_SYMBOLS];
    int depth[2 * CPNG_HUFFMAN_MAX_SYMBOLS];
    for (int i = 0; i < used; i++) node_weight[i] = weights[sorted[i]];
    int next_leaf = 0, next_node = used, made = used;
    for (int merge = 0; merge < used - 1; merge++) {
        int pair[2];
        for (int k = 0; k < 2; k++) {
            int take_leaf = next_leaf < used && (next_node == made || node_weight[next_leaf] <= node_weight[next_node]);
            pair[k] = take_leaf ? next_leaf++ : next_node++;
        }
        node_weight[made] = node_weight[pair[0]] + node_weight[pair[1]];
        parent[pair[0]] = parent[pair[1]] = made;
        made++;
    }
    int root = made - 1, deepest = 0;
    depth[root] = 0;
    for (int node = root - 1; node >= 0; node--) {
        depth[node] = depth[parent[node]] + 1;
        if (node < used) {
            depths[sorted[node]] = (uint8_t)depth[node];
            if (depth[node] > deepest) deepest = depth[node];
        }
    }
    return deepest;
}

void cpng_huffman_lengths(const uint32_t *frequencies, int count, int limit, uint8_t *lengths) {
    uint32_t weights[CPNG_HUFFMAN_MAX_SYMBOLS];
    int sorted[CPNG_HUFFMAN_MAX_SYMBOLS];
    int used = 0;
    memcpy(weights, frequencies, sizeof(uint32_t) * (size_t)count);
    for (int symbol = 0; symbol < count && used < 2; symbol++) used += weights[symbol] != 0;
    for (int symbol = 0; symbol < count && used < 2; symbol++) {
        if (weights[symbol] == 0) {
            weights[symbol] = 1;
            used++;
        }
    }
    used = 0;
    for (int symbol = 0; symbol < count; symbol++) {
        if (weights[symbol] != 0) sorted[used++] = symbol;
    }
    memset(lengths, 0, (size_t)count);
    for (;;) {
        sort_by_weight(sorted, used, weights);
        if (tree_depths(sorted, used, weights, lengths) <= limit) return;
        for (int i = 0; i < used; i++) weights[sorted[i]] = (weights[sorted[i]] >> 1) | 1;
    }
}

void cpng_huffman_codes(const uint8_t *lengths, int count, uint16_t *codes) {
    int length_count[16] = {0};
    for (int symbol = 0; symbol < count; symbol++) length_count[lengths[symbol]]++;
    length_count[0] = 0;
    int next_code[16] = {0};
    int code = 0;
    for (int bits = 1; bits < 16; bits++) {
        code = (code + length_count[bits - 1]) << 1;
        next_code[bits] = code;
    }
    for (int symbol = 0; symbol < count; symbol++) {
        int length = lengths[symbol];
        if (length == 0) {
            codes[symbol] = 0;
            continue;
        }
        int value = next_code[length]++, reversed = 0;
        for (int bit = 0; bit < length; bit++) reversed |= ((value >> bit) & 1) << (length - 1 - bit);
        codes[symbol] = (uint16_t)reversed;
    }
}
