// C11 atomics on a word of Swift memory, for what the core needs of `Synchronization.Atomic` (macOS 15, iOS 18)
// below the package's floor (macOS 13, iOS 16). Each function takes a pointer to an `intptr_t` that only these
// functions touch once threads share it; the header's functions are inline, so a call is the one instruction.
#ifndef C_ACTIONABLE_ATOMICS_H
#define C_ACTIONABLE_ATOMICS_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

static inline intptr_t actionable_atomic_load_acquire(intptr_t *word) {
    return atomic_load_explicit((_Atomic(intptr_t) *)word, memory_order_acquire);
}

static inline intptr_t actionable_atomic_load_relaxed(intptr_t *word) {
    return atomic_load_explicit((_Atomic(intptr_t) *)word, memory_order_relaxed);
}

/// Adds `value` and returns the word's value before it.
static inline intptr_t actionable_atomic_fetch_add_relaxed(intptr_t *word, intptr_t value) {
    return atomic_fetch_add_explicit((_Atomic(intptr_t) *)word, value, memory_order_relaxed);
}

/// Sets the word to `desired` if it is `expected`, with acquire and release ordering; returns whether it did.
static inline bool actionable_atomic_compare_exchange(intptr_t *word, intptr_t expected, intptr_t desired) {
    return atomic_compare_exchange_strong_explicit(
        (_Atomic(intptr_t) *)word, &expected, desired, memory_order_acq_rel, memory_order_acquire);
}

#endif
