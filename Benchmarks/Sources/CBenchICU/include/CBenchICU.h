#ifndef REFRESHBENCH_CBENCHICU_H
#define REFRESHBENCH_CBENCHICU_H
/*
 * The raw ICU peers of refreshbench: system ICU called straight from C, the floor RefreshKit's
 * labels and status texts are measured against. Plain C types only; ICU headers are included by
 * the .c/.cpp files alone (system ICU renames its functions by macro, and its headers clash with
 * Foundation's own ICU in a Swift module).
 *
 * Every function that can fail takes `int32_t *status`, an ICU UErrorCode value (0 success,
 * positive an error), set to 0 by the caller. Text goes out as UTF-16 into the caller's buffer;
 * the return value is its length.
 */
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ICU's name of a status value, such as "U_ILLEGAL_ARGUMENT_ERROR". Never NULL. */
const char *rk_bench_icu_error_name(int32_t status);

/* Capitalization contexts (UDisplayContext's capitalization values). */
enum {
    RK_BENCH_CAPITALIZATION_NONE = 0,
    RK_BENCH_CAPITALIZATION_MIDDLE_OF_SENTENCE = 1,
    RK_BENCH_CAPITALIZATION_BEGINNING_OF_SENTENCE = 2,
    RK_BENCH_CAPITALIZATION_UI_LIST_OR_MENU = 3,
    RK_BENCH_CAPITALIZATION_STANDALONE = 4,
};

/* ------------------------------------------------------------ relative dates (ureldatefmt) */

enum {
    RK_BENCH_UNIT_WEEK = 3,
    RK_BENCH_UNIT_DAY = 4,
    RK_BENCH_UNIT_HOUR = 5,
    RK_BENCH_UNIT_MINUTE = 6,
    RK_BENCH_UNIT_SECOND = 7,
};

typedef struct rk_bench_reldatefmt rk_bench_reldatefmt;
/* ureldatefmt_open, long style. */
rk_bench_reldatefmt *rk_bench_reldatefmt_open(const char *localeID, int32_t capitalization, int32_t *status);
void rk_bench_reldatefmt_close(rk_bench_reldatefmt *formatter);
/* ureldatefmt_format (numeric == 0: "yesterday", "now") or ureldatefmt_formatNumeric
 * (numeric != 0: "1 day ago"). A negative offset is in the past. */
int32_t rk_bench_reldatefmt_format(const rk_bench_reldatefmt *formatter, double offset, int32_t unit, int numeric,
                                   uint16_t *out, int32_t capacity, int32_t *status);

/* ------------------------------------------------------------ dates (udat) */

typedef struct rk_bench_datefmt rk_bench_datefmt;
/* The locale's pattern for `skeleton` (udatpg_getBestPattern), then udat_open with it in the zone
 * `zoneID` and the capitalization context. */
rk_bench_datefmt *rk_bench_datefmt_open(const char *localeID, const uint16_t *skeleton, int32_t skeletonLength,
                                        const char *zoneID, int32_t capitalization, int32_t *status);
void rk_bench_datefmt_close(rk_bench_datefmt *formatter);
/* udat_format of `millis` since 1970. */
int32_t rk_bench_datefmt_format(const rk_bench_datefmt *formatter, double millis, uint16_t *out, int32_t capacity,
                                int32_t *status);

/* ------------------------------------------------------------ MessageFormat */

typedef struct rk_bench_msgfmt rk_bench_msgfmt;
/* A MessageFormat of `pattern` for the locale. Not thread-safe: one per thread. */
rk_bench_msgfmt *rk_bench_msgfmt_open(const char *localeID, const uint16_t *pattern, int32_t patternLength,
                                      int32_t *status);
void rk_bench_msgfmt_close(rk_bench_msgfmt *formatter);
/* MessageFormat::format with one named int64 argument, as umsg_format does it (the arguments in
 * an array on the heap) with a name. */
int32_t rk_bench_msgfmt_format_int64(rk_bench_msgfmt *formatter, const uint16_t *name, int32_t nameLength,
                                     int64_t value, uint16_t *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
