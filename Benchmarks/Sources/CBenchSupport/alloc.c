/* Counts heap allocations per thread by defining the allocation functions in the executable,
 * which the dynamic linker then binds for every library of the process. Each one forwards to the
 * glibc implementation under its __libc_ name. */
#include "CBenchSupport.h"

#include <errno.h>
#include <stddef.h>
#include <stdint.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static __thread uint64_t rk_allocations;

uint64_t rk_bench_allocations(void) { return rk_allocations; }

void *malloc(size_t size) {
    rk_allocations++;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    rk_allocations++;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    rk_allocations++;
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    rk_allocations++;
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    rk_allocations++;
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    rk_allocations++;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *result = pointer;
    return 0;
}

void *valloc(size_t size) {
    rk_allocations++;
    return __libc_memalign(4096, size);
}
