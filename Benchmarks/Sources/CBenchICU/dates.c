/* The raw ICU peers of the last-updated labels: relative dates and dates, straight ICU calls. */
#include "CBenchICU.h"

#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/udisplaycontext.h>
#include <unicode/ureldatefmt.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>

_Static_assert(sizeof(UChar) == sizeof(uint16_t), "UChar must be 16-bit");
_Static_assert(sizeof(UErrorCode) == sizeof(int32_t), "UErrorCode must be 32-bit");

#define RK_STATUS(s) ((UErrorCode *)(void *)(s))

const char *rk_bench_icu_error_name(int32_t status) {
    const char *name = u_errorName((UErrorCode)status);
    return name ? name : "unknown status";
}

static UDisplayContext rk_bench_capitalization(int32_t capitalization) {
    switch (capitalization) {
    case RK_BENCH_CAPITALIZATION_MIDDLE_OF_SENTENCE: return UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE;
    case RK_BENCH_CAPITALIZATION_BEGINNING_OF_SENTENCE: return UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE;
    case RK_BENCH_CAPITALIZATION_UI_LIST_OR_MENU: return UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU;
    case RK_BENCH_CAPITALIZATION_STANDALONE: return UDISPCTX_CAPITALIZATION_FOR_STANDALONE;
    default: return UDISPCTX_CAPITALIZATION_NONE;
    }
}

static URelativeDateTimeUnit rk_bench_unit(int32_t unit) {
    switch (unit) {
    case RK_BENCH_UNIT_WEEK: return UDAT_REL_UNIT_WEEK;
    case RK_BENCH_UNIT_DAY: return UDAT_REL_UNIT_DAY;
    case RK_BENCH_UNIT_HOUR: return UDAT_REL_UNIT_HOUR;
    case RK_BENCH_UNIT_MINUTE: return UDAT_REL_UNIT_MINUTE;
    default: return UDAT_REL_UNIT_SECOND;
    }
}

rk_bench_reldatefmt *rk_bench_reldatefmt_open(const char *localeID, int32_t capitalization, int32_t *status) {
    URelativeDateTimeFormatter *formatter =
        ureldatefmt_open(localeID, NULL, UDAT_STYLE_LONG, rk_bench_capitalization(capitalization), RK_STATUS(status));
    if (U_FAILURE(*RK_STATUS(status))) return NULL;
    return (rk_bench_reldatefmt *)formatter;
}

void rk_bench_reldatefmt_close(rk_bench_reldatefmt *formatter) {
    if (formatter != NULL) ureldatefmt_close((URelativeDateTimeFormatter *)formatter);
}

int32_t rk_bench_reldatefmt_format(const rk_bench_reldatefmt *formatter, double offset, int32_t unit, int numeric,
                                   uint16_t *out, int32_t capacity, int32_t *status) {
    const URelativeDateTimeFormatter *icu = (const URelativeDateTimeFormatter *)formatter;
    return numeric ? ureldatefmt_formatNumeric(icu, offset, rk_bench_unit(unit), (UChar *)out, capacity,
                                               RK_STATUS(status))
                   : ureldatefmt_format(icu, offset, rk_bench_unit(unit), (UChar *)out, capacity, RK_STATUS(status));
}

rk_bench_datefmt *rk_bench_datefmt_open(const char *localeID, const uint16_t *skeleton, int32_t skeletonLength,
                                        const char *zoneID, int32_t capitalization, int32_t *status) {
    UDateTimePatternGenerator *generator = udatpg_open(localeID, RK_STATUS(status));
    if (U_FAILURE(*RK_STATUS(status))) return NULL;
    UChar pattern[128];
    int32_t patternLength =
        udatpg_getBestPattern(generator, (const UChar *)skeleton, skeletonLength, pattern, 128, RK_STATUS(status));
    udatpg_close(generator);
    if (U_FAILURE(*RK_STATUS(status)) || patternLength >= 128) {
        if (U_SUCCESS(*RK_STATUS(status))) *status = U_BUFFER_OVERFLOW_ERROR;
        return NULL;
    }
    UChar zone[64];
    u_uastrncpy(zone, zoneID, 63);
    zone[63] = 0;
    UDateFormat *format = udat_open(UDAT_PATTERN, UDAT_PATTERN, localeID, zone, u_strlen(zone), pattern,
                                    patternLength, RK_STATUS(status));
    if (U_FAILURE(*RK_STATUS(status))) return NULL;
    udat_setContext(format, rk_bench_capitalization(capitalization), RK_STATUS(status));
    if (U_FAILURE(*RK_STATUS(status))) {
        udat_close(format);
        return NULL;
    }
    return (rk_bench_datefmt *)format;
}

void rk_bench_datefmt_close(rk_bench_datefmt *formatter) {
    if (formatter != NULL) udat_close((UDateFormat *)formatter);
}

int32_t rk_bench_datefmt_format(const rk_bench_datefmt *formatter, double millis, uint16_t *out, int32_t capacity,
                                int32_t *status) {
    return udat_format((const UDateFormat *)formatter, millis, (UChar *)out, capacity, NULL, RK_STATUS(status));
}
