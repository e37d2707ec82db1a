#ifndef REFRESHKIT_CICUSHIM_H
#define REFRESHKIT_CICUSHIM_H
/*
 * A narrow C API over ICU. No ICU type or header appears here: only plain C types and
 * functions of our own, prefixed rk_icu_. ICU headers are included only by the .c/.cpp files.
 *
 * Conventions
 * - Every function that can fail takes `int32_t *status`, an ICU UErrorCode value:
 *   0 is success, negative values are warnings, positive values are errors. Callers must
 *   set it to 0 before the call. Functions return early when *status is already an error.
 * - Text goes in and out as UTF-16 (`uint16_t`), except identifiers (locale ids, zone ids,
 *   language tags), which are NUL-terminated ASCII/UTF-8 strings.
 * - Output buffers follow ICU's preflighting rule: the return value is the full length
 *   needed (without a terminator); if it exceeds `capacity`, *status is
 *   RK_ICU_BUFFER_OVERFLOW_ERROR and the caller should retry with a larger buffer.
 * - Opaque handles are released with the matching *_close function.
 */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Status values the Swift layer needs to recognise (equal to ICU's UErrorCode values). */
enum {
    RK_ICU_ZERO_ERROR = 0,
    RK_ICU_ILLEGAL_ARGUMENT_ERROR = 1,
    RK_ICU_BUFFER_OVERFLOW_ERROR = 15,
    RK_ICU_USING_FALLBACK_WARNING = -128,
    RK_ICU_USING_DEFAULT_WARNING = -127,
    RK_ICU_STRING_NOT_TERMINATED_WARNING = -124,
    /* Our own error (outside ICU's range): an unknown IANA time zone id. */
    RK_ICU_UNKNOWN_TIME_ZONE_ERROR = 0x7F01,
    /* Our own error: ICU has no data for the requested locale (it would fall back to root). */
    RK_ICU_UNKNOWN_LOCALE_ERROR = 0x7F02,
    /* Our own error: a MessageFormat pattern nests braces deeper than RK_ICU_MAX_PATTERN_NESTING. */
    RK_ICU_PATTERN_TOO_DEEP_ERROR = 0x7F03,
    /* Our own error: a date outside the range ICU's calendar can hold (or not a number). */
    RK_ICU_DATE_OUT_OF_RANGE_ERROR = 0x7F04,
};

/* The deepest brace nesting a MessageFormat pattern may have: ICU parses and formats nested
 * messages recursively, so a pattern of thousands of levels would overflow the stack. 20 levels
 * are 10 nested arguments ({a, select, x {{b, plural, one {...}}}} is 4); real messages use 2 to 6. */
enum { RK_ICU_MAX_PATTERN_NESTING = 20 };

/* A readable name for a status value, e.g. "U_ILLEGAL_ARGUMENT_ERROR". Never NULL. */
const char *rk_icu_error_name(int32_t status);

/* ---------------------------------------------------------------- locales */

/* uloc_forLanguageTag: BCP 47 tag -> ICU locale id. `parsedLength` receives how many
 * characters of the tag were understood (less than strlen(tag) means malformed). */
int32_t rk_icu_locale_for_language_tag(const char *tag, char *out, int32_t capacity, int32_t *parsedLength,
                                       int32_t *status);
/* uloc_toLanguageTag: ICU locale id -> BCP 47 tag. `strict` non-zero rejects ill-formed ids. */
int32_t rk_icu_locale_to_language_tag(const char *localeID, int strict, char *out, int32_t capacity,
                                      int32_t *status);
/* uloc_canonicalize: e.g. "de_AT.UTF-8" -> "de_AT", "de-AT" -> "de_AT". */
int32_t rk_icu_locale_canonicalize(const char *localeID, char *out, int32_t capacity, int32_t *status);
/* uloc_addLikelySubtags: "zh_TW" -> "zh_Hant_TW". */
int32_t rk_icu_locale_add_likely_subtags(const char *localeID, char *out, int32_t capacity, int32_t *status);
/* uloc_getLanguage / uloc_getScript / uloc_getCountry. */
int32_t rk_icu_locale_language(const char *localeID, char *out, int32_t capacity, int32_t *status);
int32_t rk_icu_locale_script(const char *localeID, char *out, int32_t capacity, int32_t *status);
int32_t rk_icu_locale_region(const char *localeID, char *out, int32_t capacity, int32_t *status);
/* The region ICU reads an ISO 3166 or UN M.49 code as (uregion_getRegionFromCode: "UK" -> "GB",
 * "DD" -> "DE"), written to out; *kind is 1 for a country or territory, 2 for a grouping of them
 * (the world, a continent, "EU", "419"), 3 for a former code with no single replacement ("YU"),
 * and 0 for a code ICU does not know (then nothing is written and *status is not set). */
int32_t rk_icu_region(const char *code, char *out, int32_t capacity, int *kind, int32_t *status);
/* 1 if the locale's characters run right to left (uloc_getCharacterOrientation), else 0. */
int rk_icu_locale_is_right_to_left(const char *localeID, int32_t *status);
/* 1 if ICU has locale data for this id (itself or a parent other than root), else 0.
 * An id that ICU would only serve from root or the default locale gives 0. */
int rk_icu_locale_has_data(const char *localeID);
/* The locale a date or relative-date formatter reads of `localeID`, as an ICU id: the locale
 * whose data ICU loads for it (its "actual" locale: "en" for "en@x=a1", "de_AT" for "de_AT_ABCDE",
 * "zh_Hant_TW" for "zh_TW"), with the requested region (the hour cycle goes by it, known to ICU or
 * not) and the keywords a formatter honours when their values are ICU's: calendar, numbers, hours
 * (h11, h12, h23, h24) and rg (a region followed by "zzzz"). Private use, variants and scripts
 * without data of their own and every other keyword are left out, so ids that format alike give
 * one id. RK_ICU_UNKNOWN_LOCALE_ERROR when ICU has no data for the locale. */
int32_t rk_icu_locale_for_formatting(const char *localeID, char *out, int32_t capacity, int32_t *status);
/* uloc_getISOLanguages: the ISO 639 language codes ICU knows, a NULL-terminated list of ICU's own
 * static strings (never freed). */
const char *const *rk_icu_iso_languages(void);
/* uloc_getDisplayLanguage: the name of the language of `localeID` in the language of
 * `displayLocale`, as UTF-16; 0 characters when ICU has no name for it (it would give the code). */
int32_t rk_icu_display_language(const char *localeID, const char *displayLocale, uint16_t *out, int32_t capacity,
                                int32_t *status);
/* The name of the locale's numbering system (unumsys_open + unumsys_getName): "latn", "arab",
 * "deva", ...; a `@numbers=` keyword (BCP 47 `-u-nu-`) wins over the locale's default. */
int32_t rk_icu_locale_numbering_system(const char *localeID, char *out, int32_t capacity, int32_t *status);
/* uloc_setKeywordValue on a copy of `localeID`: e.g. ("ar", "numbers", "latn") -> "ar@numbers=latn". */
int32_t rk_icu_locale_set_keyword(const char *localeID, const char *keyword, const char *value, char *out,
                                  int32_t capacity, int32_t *status);
/* u_strToLower with the locale's case rules (Turkish dotted i, Greek final sigma, ...). */
int32_t rk_icu_to_lower(const char *localeID, const uint16_t *text, int32_t length, uint16_t *out, int32_t capacity,
                        int32_t *status);


/* Results of rk_icu_accept_language (values of ICU's UAcceptResult). */
enum { RK_ICU_ACCEPT_FAILED = 0, RK_ICU_ACCEPT_VALID = 1, RK_ICU_ACCEPT_FALLBACK = 2 };
/* uloc_acceptLanguage (ICU's LocaleMatcher): picks the best of `available` for the requested
 * ids, given in order of preference. Writes the chosen available id into `out`. */
int32_t rk_icu_accept_language(const char *const *requested, int32_t requestedCount, const char *const *available,
                               int32_t availableCount, char *out, int32_t capacity, int32_t *acceptResult,
                               int32_t *status);

/* ---------------------------------------------------------------- plural rules */

/* The plural category ("one", "few", ...) of `number` in `localeID`, as ASCII into `out`. */
int32_t rk_icu_plural_select(const char *localeID, double number, char *out, int32_t capacity, int32_t *status);
/* All plural categories of the locale, separated by single spaces, e.g. "few many one other". */
int32_t rk_icu_plural_keywords(const char *localeID, char *out, int32_t capacity, int32_t *status);

/* ---------------------------------------------------------------- time zones & calendar */

/* The canonical IANA id for `zoneID` (ucal_getCanonicalTimeZoneID). Unknown ids give
 * RK_ICU_UNKNOWN_TIME_ZONE_ERROR (ICU itself would silently use GMT). */
int32_t rk_icu_time_zone_canonical_id(const char *zoneID, char *out, int32_t capacity, int32_t *status);

typedef struct rk_icu_calendar rk_icu_calendar;
/* A Gregorian calendar in an IANA zone. Not thread-safe: one caller at a time. */
rk_icu_calendar *rk_icu_calendar_open(const char *zoneID, int32_t *status);
void rk_icu_calendar_close(rk_icu_calendar *calendar);

/* Wall-clock fields of an instant in the calendar's zone. */
typedef struct rk_icu_date_fields {
    int32_t year;
    int32_t month;     /* 1...12 */
    int32_t day;       /* 1...31 */
    int32_t hour;      /* 0...23 */
    int32_t minute;
    int32_t second;
    int32_t weekday;   /* 1 = Sunday ... 7 = Saturday */
    int32_t utcOffsetMillis; /* zone offset + daylight offset at that instant */
    int64_t localDay;  /* days since 1970-01-01 in local time (calendar-day number) */
} rk_icu_date_fields;
/* Fills `fields` for `millis` (milliseconds since 1970 UTC). A value that is not finite or lies
 * more than 100,000,000 days from 1970 (ECMAScript's range, well inside ICU's) fails with
 * RK_ICU_DATE_OUT_OF_RANGE_ERROR and leaves `fields` zeroed. */
void rk_icu_calendar_fields(rk_icu_calendar *calendar, double millis, rk_icu_date_fields *fields, int32_t *status);
/* The zone's total UTC offset at `millis` and the span around it in which that offset holds:
 * [*start, *end) in milliseconds since 1970 UTC, from the zone's transitions (-/+infinity when the
 * zone has none on that side). Same range rule as rk_icu_calendar_fields. Lets callers compute
 * local days and years by arithmetic (the calendar is proleptic Gregorian) without asking ICU
 * again for instants inside the span. */
void rk_icu_calendar_offset_span(rk_icu_calendar *calendar, double millis, int32_t *offset, double *start, double *end,
                                 int32_t *status);

/* ---------------------------------------------------------------- relative dates */

enum { RK_ICU_WIDTH_LONG = 0, RK_ICU_WIDTH_SHORT = 1, RK_ICU_WIDTH_NARROW = 2 };
enum {
    RK_ICU_CAPITALIZATION_NONE = 0,
    RK_ICU_CAPITALIZATION_MIDDLE_OF_SENTENCE = 1,
    RK_ICU_CAPITALIZATION_BEGINNING_OF_SENTENCE = 2,
    RK_ICU_CAPITALIZATION_UI_LIST_OR_MENU = 3,
    RK_ICU_CAPITALIZATION_STANDALONE = 4,
};
enum {
    RK_ICU_UNIT_YEAR = 0,
    RK_ICU_UNIT_QUARTER = 1,
    RK_ICU_UNIT_MONTH = 2,
    RK_ICU_UNIT_WEEK = 3,
    RK_ICU_UNIT_DAY = 4,
    RK_ICU_UNIT_HOUR = 5,
    RK_ICU_UNIT_MINUTE = 6,
    RK_ICU_UNIT_SECOND = 7,
};

typedef struct rk_icu_reldatefmt rk_icu_reldatefmt;
/* ureldatefmt_open. An unknown locale gives RK_ICU_UNKNOWN_LOCALE_ERROR and NULL.
 * The handle is immutable after opening and may be shared across threads. */
rk_icu_reldatefmt *rk_icu_reldatefmt_open(const char *localeID, int32_t width, int32_t capitalization,
                                          int32_t *status);
void rk_icu_reldatefmt_close(rk_icu_reldatefmt *formatter);
/* ureldatefmt_format (numeric == 0: named forms like "yesterday", "now") or
 * ureldatefmt_formatNumeric (numeric != 0: always "1 day ago"). Negative offsets are past. */
int32_t rk_icu_reldatefmt_format(const rk_icu_reldatefmt *formatter, double offset, int32_t unit, int numeric,
                                 uint16_t *out, int32_t capacity, int32_t *status);
/* ureldatefmt_combineDateAndTime: "yesterday" + "09:12" -> "yesterday at 09:12". */
int32_t rk_icu_reldatefmt_combine(const rk_icu_reldatefmt *formatter, const uint16_t *relative, int32_t relativeLength,
                                  const uint16_t *time, int32_t timeLength, uint16_t *out, int32_t capacity,
                                  int32_t *status);

/* ---------------------------------------------------------------- absolute dates */

/* udatpg_getBestPattern: the locale's pattern for a skeleton such as "yMMMdjmm". */
int32_t rk_icu_best_pattern(const char *localeID, const uint16_t *skeleton, int32_t skeletonLength, uint16_t *out,
                            int32_t capacity, int32_t *status);

typedef struct rk_icu_datefmt rk_icu_datefmt;
/* udat_open with an explicit pattern, an IANA zone and a capitalization context, its calendar
 * proleptic Gregorian (no Julian dates before 1582-10-15; so are the Buddhist, Japanese and ROC
 * calendars a locale may name, and other calendars keep their own rules). Unknown locales and zones are errors. Formatting is const and
 * may be shared across threads. */
rk_icu_datefmt *rk_icu_datefmt_open(const char *localeID, const uint16_t *pattern, int32_t patternLength,
                                    const char *zoneID, int32_t capitalization, int32_t *status);
void rk_icu_datefmt_close(rk_icu_datefmt *formatter);
int32_t rk_icu_datefmt_format(const rk_icu_datefmt *formatter, double millis, uint16_t *out, int32_t capacity,
                              int32_t *status);
/* The same in another zone (a canonical IANA id in UTF-16), so that one formatter per locale and
 * pattern serves every zone: opening a formatter costs 0.3-1.2 ms, this call a clone of its
 * calendar. Not thread-safe on one formatter (the capitalization context's break iterator):
 * serialize calls on it. */
int32_t rk_icu_datefmt_format_in_zone(const rk_icu_datefmt *formatter, double millis, const uint16_t *zone,
                                      int32_t zoneLength, uint16_t *out, int32_t capacity, int32_t *status);

/* ---------------------------------------------------------------- MessageFormat */

/* Where a pattern failed to parse. */
typedef struct rk_icu_parse_error {
    int32_t line;
    int32_t offset;            /* UTF-16 offset into the pattern, or -1 */
    uint16_t preContext[16];   /* NUL-terminated */
    uint16_t postContext[16];  /* NUL-terminated */
} rk_icu_parse_error;

typedef struct rk_icu_msgfmt rk_icu_msgfmt;
/* Compiles an ICU MessageFormat pattern (apostrophe mode DOUBLE_OPTIONAL). On a syntax
 * error returns NULL, sets *status and fills `parseError`. NOT thread-safe once opened:
 * guard each handle with a lock or use one clone per thread. */
rk_icu_msgfmt *rk_icu_msgfmt_open(const char *localeID, const uint16_t *pattern, int32_t patternLength,
                                  rk_icu_parse_error *parseError, int32_t *status);
rk_icu_msgfmt *rk_icu_msgfmt_clone(const rk_icu_msgfmt *formatter, int32_t *status);
void rk_icu_msgfmt_close(rk_icu_msgfmt *formatter);

enum { RK_ICU_ARG_DOUBLE = 0, RK_ICU_ARG_INT64 = 1, RK_ICU_ARG_STRING = 2 };
/* Formats with named arguments. Argument i has its name at names[nameOffsets[i] ..< +nameLengths[i]],
 * kind kinds[i]; doubles[i] / int64s[i] for numbers; strings[stringOffsets[i] ..< +stringLengths[i]]
 * for strings. Arrays may be NULL when count is 0. */
int32_t rk_icu_msgfmt_format(rk_icu_msgfmt *formatter, int32_t count, const uint16_t *names,
                             const int32_t *nameOffsets, const int32_t *nameLengths, const int32_t *kinds,
                             const double *doubles, const int64_t *int64s, const uint16_t *strings,
                             const int32_t *stringOffsets, const int32_t *stringLengths, uint16_t *out,
                             int32_t capacity, int32_t *status);

/* Argument types of a pattern (values of ICU's UMessagePatternArgType). */
enum {
    RK_ICU_ARG_TYPE_NONE = 0,
    RK_ICU_ARG_TYPE_SIMPLE = 1,
    RK_ICU_ARG_TYPE_CHOICE = 2,
    RK_ICU_ARG_TYPE_PLURAL = 3,
    RK_ICU_ARG_TYPE_SELECT = 4,
    RK_ICU_ARG_TYPE_SELECTORDINAL = 5,
};
/* Describes the arguments of a pattern, one per line, in order of appearance:
 *   name TAB type TAB typeName TAB selector selector ... NEWLINE
 * where type is the RK_ICU_ARG_TYPE_* number, typeName is e.g. "number" for {n, number}
 * (empty otherwise), and selectors are the plural/select keys ("=0 one few other").
 * Numbered arguments give their number as the name. Returns UTF-16 text. */
int32_t rk_icu_msgpattern_describe(const uint16_t *pattern, int32_t patternLength, uint16_t *out, int32_t capacity,
                                   rk_icu_parse_error *parseError, int32_t *status);

/* ---- Bidirectional text ---- */

/* Reorders a paragraph from logical to visual order (the Unicode Bidirectional Algorithm) for
 * displays that do not reorder themselves, such as most terminals. baseRightToLeft chooses the
 * paragraph direction (1: right to left, 0: left to right, -1: from the first strong character).
 * Mirrored characters such as parentheses are mirrored; bidi controls are removed. */
int32_t rk_icu_bidi_visual(const uint16_t *text, int32_t length, int baseRightToLeft, uint16_t *out, int32_t capacity,
                           int32_t *status);

/* ---- Line breaking ---- */

/* Where a text may be broken into lines (ICU's line BreakIterator for the locale: after spaces,
 * between ideographs, by dictionary in Thai, Lao, Khmer and Burmese): the UTF-16 offsets strictly
 * between 0 and `length`, ascending. Writes at most `capacity` of them to `out` and returns how
 * many there are. */
int32_t rk_icu_line_breaks(const char *localeID, const uint16_t *text, int32_t length, int32_t *out,
                           int32_t capacity, int32_t *status);

/* 1 if the code point's East Asian Width is Wide or Fullwidth (a terminal gives it two cells),
 * else 0 (also for a value that is not a code point). */
int rk_icu_is_east_asian_wide(uint32_t codePoint);

#ifdef __cplusplus
}
#endif
#endif
