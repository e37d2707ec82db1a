#ifndef REFRESHKIT_CBENCHSUPPORT_H
#define REFRESHKIT_CBENCHSUPPORT_H
/*
 * Helpers for refreshbench. Plain C types only: no libxml2 or ICU header appears here, so the
 * Swift benchmark (which imports Foundation and FoundationXML) never sees them.
 */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------ allocation counting
 * The benchmark executable defines malloc, calloc, realloc, posix_memalign, aligned_alloc,
 * memalign and valloc, forwarding to glibc's own (__libc_*), so that every heap allocation of the
 * process (Swift runtime, Foundation, ICU, libxml2) passes through here. Each thread counts its
 * own allocations; read the count before and after the code under test. */

/* Allocations made so far by the calling thread (malloc, calloc, realloc, memalign family). */
uint64_t rk_bench_allocations(void);

/* ------------------------------------------------------------ libxml2 peer */

typedef struct rk_bench_relaxng rk_bench_relaxng;
/* Compiles a RELAX NG schema (XML syntax) from memory; NULL on failure. */
rk_bench_relaxng *rk_bench_relaxng_open(const char *bytes, int32_t length);
void rk_bench_relaxng_close(rk_bench_relaxng *schema);
/* Reads the file at `path` into memory, parses it with XML_PARSE_NONET, then validates the document against
 * `schema`: libxml2 alone, the floor of what loading a skin descriptor costs. Returns 0 when the
 * document is well-formed and valid, 1 when invalid, -1 when it does not parse. Errors are
 * swallowed (a no-op structured error handler). */
int rk_bench_xml_parse_validate_file(const rk_bench_relaxng *schema, const char *path);
/* The same without validation: read the file and parse it with XML_PARSE_NONET (a document tree,
 * then freed). Returns 0 when the document is well-formed, -1 when it does not parse. */
int rk_bench_xml_parse_file(const char *path);

#ifdef __cplusplus
}
#endif
#endif
