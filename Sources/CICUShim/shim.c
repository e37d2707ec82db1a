/* The C half of the ICU shim: locales, plural rules, calendars, relative and absolute dates.
 * ICU headers are included here only; the public header has plain C types. */
#include <math.h>
#include "CICUShim.h"
#include "gregorian.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/uchar.h>
#include <unicode/udisplaycontext.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/uregion.h>
#include <unicode/unumsys.h>
#include <unicode/upluralrules.h>
#include <unicode/ureldatefmt.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>

_Static_assert(sizeof(UChar) == sizeof(uint16_t), "UChar must be 16-bit");
_Static_assert(RK_ICU_BUFFER_OVERFLOW_ERROR == U_BUFFER_OVERFLOW_ERROR, "status mismatch");
_Static_assert(RK_ICU_ILLEGAL_ARGUMENT_ERROR == U_ILLEGAL_ARGUMENT_ERROR, "status mismatch");
_Static_assert(RK_ICU_USING_DEFAULT_WARNING == U_USING_DEFAULT_WARNING, "status mismatch");
_Static_assert(RK_ICU_USING_FALLBACK_WARNING == U_USING_FALLBACK_WARNING, "status mismatch");
_Static_assert(RK_ICU_STRING_NOT_TERMINATED_WARNING == U_STRING_NOT_TERMINATED_WARNING, "status mismatch");
_Static_assert(RK_ICU_ACCEPT_FAILED == ULOC_ACCEPT_FAILED, "accept mismatch");
_Static_assert(RK_ICU_ACCEPT_VALID == ULOC_ACCEPT_VALID, "accept mismatch");
_Static_assert(RK_ICU_ACCEPT_FALLBACK == ULOC_ACCEPT_FALLBACK, "accept mismatch");

#define RK_STATUS(s) ((UErrorCode *)(void *)(s))
_Static_assert(sizeof(UErrorCode) == sizeof(int32_t), "UErrorCode must be 32-bit");

const char *rk_icu_error_name(int32_t status) {
    if (status == RK_ICU_UNKNOWN_TIME_ZONE_ERROR) return "RK_ICU_UNKNOWN_TIME_ZONE_ERROR";
    if (status == RK_ICU_UNKNOWN_LOCALE_ERROR) return "RK_ICU_UNKNOWN_LOCALE_ERROR";
    if (status == RK_ICU_PATTERN_TOO_DEEP_ERROR) return "RK_ICU_PATTERN_TOO_DEEP_ERROR";
    if (status == RK_ICU_DATE_OUT_OF_RANGE_ERROR) return "RK_ICU_DATE_OUT_OF_RANGE_ERROR";
    const char *name = u_errorName((UErrorCode)status);
    return name ? name : "unknown status";
}

/* Turns a "string not terminated" warning into an overflow error: we always want room for NUL. */
static int32_t rk_terminated(int32_t length, int32_t capacity, int32_t *status) {
    if (*status == U_STRING_NOT_TERMINATED_WARNING || (U_SUCCESS(*status) && length >= capacity)) {
        *status = U_BUFFER_OVERFLOW_ERROR;
    }
    return length;
}

/* ---------------------------------------------------------------- locales */

int32_t rk_icu_locale_for_language_tag(const char *tag, char *out, int32_t capacity, int32_t *parsedLength,
                                       int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    int32_t parsed = 0;
    int32_t length = uloc_forLanguageTag(tag, out, capacity, &parsed, RK_STATUS(status));
    if (parsedLength) *parsedLength = parsed;
    return rk_terminated(length, capacity, status);
}

int32_t rk_icu_locale_to_language_tag(const char *localeID, int strict, char *out, int32_t capacity,
                                      int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    int32_t length = uloc_toLanguageTag(localeID, out, capacity, strict ? true : false, RK_STATUS(status));
    return rk_terminated(length, capacity, status);
}

int32_t rk_icu_locale_canonicalize(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    return rk_terminated(uloc_canonicalize(localeID, out, capacity, RK_STATUS(status)), capacity, status);
}

int32_t rk_icu_locale_add_likely_subtags(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    return rk_terminated(uloc_addLikelySubtags(localeID, out, capacity, RK_STATUS(status)), capacity, status);
}

int32_t rk_icu_locale_language(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    return rk_terminated(uloc_getLanguage(localeID, out, capacity, RK_STATUS(status)), capacity, status);
}

int32_t rk_icu_locale_script(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    return rk_terminated(uloc_getScript(localeID, out, capacity, RK_STATUS(status)), capacity, status);
}

int32_t rk_icu_locale_region(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    return rk_terminated(uloc_getCountry(localeID, out, capacity, RK_STATUS(status)), capacity, status);
}

int32_t rk_icu_region(const char *code, char *out, int32_t capacity, int *kind, int32_t *status) {
    *kind = 0;
    if (U_FAILURE(*status)) return 0;
    UErrorCode lookup = U_ZERO_ERROR;
    const URegion *region = uregion_getRegionFromCode(code, &lookup);
    if (U_FAILURE(lookup) || region == NULL) return 0;
    switch (uregion_getType(region)) {
    case URGN_TERRITORY: *kind = 1; break;
    case URGN_WORLD: case URGN_CONTINENT: case URGN_SUBCONTINENT: case URGN_GROUPING: *kind = 2; break;
    case URGN_DEPRECATED: *kind = 3; break;
    default: return 0;
    }
    const char *canonical = uregion_getRegionCode(region);
    int32_t length = (int32_t)strlen(canonical);
    if (length < capacity) memcpy(out, canonical, (size_t)length + 1);
    return rk_terminated(length, capacity, status);
}

int rk_icu_locale_is_right_to_left(const char *localeID, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    ULayoutType layout = uloc_getCharacterOrientation(localeID, RK_STATUS(status));
    if (U_FAILURE(*status)) return 0;
    return layout == ULOC_LAYOUT_RTL ? 1 : 0;
}

int rk_icu_locale_has_data(const char *localeID) {
    if (localeID == NULL || localeID[0] == '\0') return 0;
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(NULL, localeID, &status);
    if (U_FAILURE(status)) return 0;
    int result = 1;
    if (status == U_USING_DEFAULT_WARNING) {
        result = 0; /* served from root or the default locale: ICU does not know this one */
    } else {
        /* Fallback to a parent is fine ("de_XX" -> "de"), but not all the way to root. */
        UErrorCode s2 = U_ZERO_ERROR;
        const char *actual = ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &s2);
        if (U_FAILURE(s2) || actual == NULL || strcmp(actual, "root") == 0 || actual[0] == '\0') result = 0;
    }
    ures_close(bundle);
    return result;
}

/* Whether `value` (a legacy keyword value, as uloc_getKeywordValue gives it) is one ICU honours
 * for `keyword`. */
static int rk_known_keyword_value(const char *keyword, const char *value) {
    UErrorCode status = U_ZERO_ERROR;
    if (strcmp(keyword, "hours") == 0) {
        return strcmp(value, "h11") == 0 || strcmp(value, "h12") == 0 || strcmp(value, "h23") == 0 ||
               strcmp(value, "h24") == 0;
    }
    if (strcmp(keyword, "numbers") == 0) {
        UNumberingSystem *system = unumsys_openByName(value, &status);
        if (system != NULL) unumsys_close(system);
        return U_SUCCESS(status) && system != NULL;
    }
    if (strcmp(keyword, "calendar") == 0) {
        /* ICU opens its Gregorian calendar for a type it does not know. */
        char id[ULOC_FULLNAME_CAPACITY];
        if (snprintf(id, sizeof id, "und@calendar=%s", value) >= (int)sizeof id) return 0;
        /* A zone of its own: the default one would make ICU read TZ. */
        static const UChar utc[] = {'U', 'T', 'C'};
        UCalendar *calendar = ucal_open(utc, 3, id, UCAL_DEFAULT, &status);
        if (U_FAILURE(status) || calendar == NULL) return 0;
        const char *type = ucal_getType(calendar, &status);
        int known = U_SUCCESS(status) && type != NULL && strcmp(type, value) == 0;
        ucal_close(calendar);
        return known;
    }
    if (strcmp(keyword, "rg") == 0) {
        /* A region (two letters or three digits; one ICU does not know still changes the hour
         * cycle, as a region of the locale does) and "zzzz" for the whole region: "gbzzzz". */
        size_t length = strlen(value);
        if (length < 6 || length > 7 || strcmp(value + length - 4, "zzzz") != 0) return 0;
        for (size_t i = 0; i < length - 4; i++) {
            char c = value[i];
            if (length == 6 ? !(c >= 'a' && c <= 'z') : !(c >= '0' && c <= '9')) return 0;
        }
        return 1;
    }
    return 0;
}

int32_t rk_icu_locale_for_formatting(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    if (!rk_icu_locale_has_data(localeID)) {
        *status = RK_ICU_UNKNOWN_LOCALE_ERROR;
        return 0;
    }
    /* The locale whose data ICU loads, as rk_icu_locale_has_data found it. */
    char actual[ULOC_FULLNAME_CAPACITY];
    UErrorCode local = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(NULL, localeID, &local);
    const char *found = U_SUCCESS(local) ? ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &local) : NULL;
    int fits = U_SUCCESS(local) && found != NULL && strlen(found) < sizeof actual;
    if (fits) strcpy(actual, found);
    ures_close(bundle);
    if (!fits) {
        *status = RK_ICU_UNKNOWN_LOCALE_ERROR;
        return 0;
    }
    char language[ULOC_LANG_CAPACITY], script[ULOC_SCRIPT_CAPACITY], region[ULOC_COUNTRY_CAPACITY];
    char requested[ULOC_COUNTRY_CAPACITY], variant[ULOC_FULLNAME_CAPACITY];
    local = U_ZERO_ERROR;
    uloc_getLanguage(actual, language, sizeof language, &local);
    uloc_getScript(actual, script, sizeof script, &local);
    uloc_getCountry(actual, region, sizeof region, &local);
    uloc_getVariant(actual, variant, sizeof variant, &local);
    uloc_getCountry(localeID, requested, sizeof requested, &local);
    if (U_FAILURE(local) || local == U_STRING_NOT_TERMINATED_WARNING) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    /* The requested region, known to ICU or not: the hour cycle goes by it (an unknown one is the
     * world's, 24-hour, where no region is the language's likely one). */
    if (requested[0] != '\0') strcpy(region, requested);
    char id[ULOC_FULLNAME_CAPACITY];
    int written = snprintf(id, sizeof id, "%s%s%s%s%s%s%s", language, script[0] ? "_" : "", script,
                           (region[0] || variant[0]) ? "_" : "", region, variant[0] ? "_" : "", variant);
    if (written < 0 || written >= (int)sizeof id) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    static const char *const keywords[] = {"calendar", "hours", "numbers", "rg"};
    for (size_t i = 0; i < sizeof keywords / sizeof keywords[0]; i++) {
        char value[ULOC_KEYWORDS_CAPACITY];
        local = U_ZERO_ERROR;
        int32_t length = uloc_getKeywordValue(localeID, keywords[i], value, sizeof value, &local);
        if (U_FAILURE(local) || local == U_STRING_NOT_TERMINATED_WARNING || length <= 0) continue;
        if (!rk_known_keyword_value(keywords[i], value)) continue;
        local = U_ZERO_ERROR;
        uloc_setKeywordValue(keywords[i], value, id, sizeof id, &local);
        if (U_FAILURE(local) || local == U_STRING_NOT_TERMINATED_WARNING) {
            *status = U_ILLEGAL_ARGUMENT_ERROR;
            return 0;
        }
    }
    int32_t length = (int32_t)strlen(id);
    if (length >= capacity) {
        *status = U_BUFFER_OVERFLOW_ERROR;
        return length;
    }
    memcpy(out, id, (size_t)length + 1);
    return length;
}

const char *const *rk_icu_iso_languages(void) { return uloc_getISOLanguages(); }

int32_t rk_icu_display_language(const char *localeID, const char *displayLocale, uint16_t *out, int32_t capacity,
                                int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    int32_t length = uloc_getDisplayLanguage(localeID, displayLocale, (UChar *)out, capacity, RK_STATUS(status));
    if (*status == U_USING_DEFAULT_WARNING) return 0;
    return rk_terminated(length, capacity, status);
}

int32_t rk_icu_locale_numbering_system(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    UNumberingSystem *system = unumsys_open(localeID, RK_STATUS(status));
    if (U_FAILURE(*status)) return 0;
    const char *name = unumsys_getName(system);
    int32_t length = name ? (int32_t)strlen(name) : 0;
    if (length < capacity) {
        if (length > 0) memcpy(out, name, (size_t)length);
        out[length] = '\0';
    } else {
        *status = U_BUFFER_OVERFLOW_ERROR;
    }
    unumsys_close(system);
    return length;
}

int32_t rk_icu_locale_set_keyword(const char *localeID, const char *keyword, const char *value, char *out,
                                  int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    size_t idLength = strlen(localeID);
    if ((int64_t)idLength >= (int64_t)capacity) {
        *status = U_BUFFER_OVERFLOW_ERROR;
        return (int32_t)idLength + 32;
    }
    memcpy(out, localeID, idLength + 1);
    return rk_terminated(uloc_setKeywordValue(keyword, value, out, capacity, RK_STATUS(status)), capacity, status);
}

int32_t rk_icu_to_lower(const char *localeID, const uint16_t *text, int32_t length, uint16_t *out, int32_t capacity,
                        int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    return u_strToLower((UChar *)out, capacity, (const UChar *)text, length, localeID, RK_STATUS(status));
}


int32_t rk_icu_accept_language(const char *const *requested, int32_t requestedCount, const char *const *available,
                               int32_t availableCount, char *out, int32_t capacity, int32_t *acceptResult,
                               int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    UEnumeration *availableEnum = uenum_openCharStringsEnumeration(available, availableCount, RK_STATUS(status));
    if (U_FAILURE(*status)) return 0;
    UAcceptResult result = ULOC_ACCEPT_FAILED;
    int32_t length = uloc_acceptLanguage(out, capacity, &result, (const char **)requested, requestedCount,
                                         availableEnum, RK_STATUS(status));
    uenum_close(availableEnum);
    if (acceptResult) *acceptResult = (int32_t)result;
    return rk_terminated(length, capacity, status);
}

/* ---------------------------------------------------------------- plural rules */

int32_t rk_icu_plural_select(const char *localeID, double number, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    UPluralRules *rules = uplrules_open(localeID, RK_STATUS(status));
    if (U_FAILURE(*status)) return 0;
    UChar keyword[32];
    int32_t length = uplrules_select(rules, number, keyword, 32, RK_STATUS(status));
    uplrules_close(rules);
    if (U_FAILURE(*status)) return 0;
    if (length >= capacity) {
        *status = U_BUFFER_OVERFLOW_ERROR;
        return length;
    }
    u_UCharsToChars(keyword, out, length);
    out[length] = '\0';
    return length;
}

int32_t rk_icu_plural_keywords(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    UPluralRules *rules = uplrules_open(localeID, RK_STATUS(status));
    if (U_FAILURE(*status)) return 0;
    UEnumeration *keywords = uplrules_getKeywords(rules, RK_STATUS(status));
    int32_t total = 0;
    if (U_SUCCESS(*status)) {
        const char *keyword;
        int32_t keywordLength = 0;
        while ((keyword = uenum_next(keywords, &keywordLength, RK_STATUS(status))) != NULL && U_SUCCESS(*status)) {
            int32_t needed = keywordLength + (total > 0 ? 1 : 0);
            if (total + needed < capacity) {
                if (total > 0) out[total] = ' ';
                memcpy(out + total + (total > 0 ? 1 : 0), keyword, (size_t)keywordLength);
            }
            total += needed;
        }
        uenum_close(keywords);
    }
    uplrules_close(rules);
    if (U_FAILURE(*status)) return 0;
    if (total >= capacity) {
        *status = U_BUFFER_OVERFLOW_ERROR;
    } else {
        out[total] = '\0';
    }
    return total;
}

/* ---------------------------------------------------------------- time zones & calendar */

/* Converts an ASCII id to UTF-16; returns -1 when it does not fit. */
static int32_t rk_ascii_to_uchars(const char *ascii, UChar *out, int32_t capacity) {
    size_t length = strlen(ascii);
    if ((int32_t)length >= capacity) return -1;
    u_charsToUChars(ascii, out, (int32_t)length);
    out[length] = 0;
    return (int32_t)length;
}

int32_t rk_icu_time_zone_canonical_id(const char *zoneID, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    UChar zone[128];
    int32_t zoneLength = rk_ascii_to_uchars(zoneID, zone, 128);
    if (zoneLength <= 0) {
        *status = RK_ICU_UNKNOWN_TIME_ZONE_ERROR;
        return 0;
    }
    UChar canonical[128];
    UBool isSystemID = false;
    UErrorCode local = U_ZERO_ERROR;
    int32_t length = ucal_getCanonicalTimeZoneID(zone, zoneLength, canonical, 128, &isSystemID, &local);
    // A custom id (`GMT+05:30`, which ICU writes so) is no system id but is a zone.
    int isCustom = length > 3 && canonical[0] == 'G' && canonical[1] == 'M' && canonical[2] == 'T';
    if (U_FAILURE(local) || !(isSystemID || isCustom) || length <= 0 || length >= 128) {
        *status = RK_ICU_UNKNOWN_TIME_ZONE_ERROR;
        return 0;
    }
    if (length >= capacity) {
        *status = U_BUFFER_OVERFLOW_ERROR;
        return length;
    }
    u_UCharsToChars(canonical, out, length);
    out[length] = '\0';
    return length;
}

struct rk_icu_calendar {
    UCalendar *calendar;
};

/* The zone as ICU's canonical id in UTF-16 (an unknown zone is an error here, where ICU itself
 * would silently use GMT). Returns the length, or 0 with *status set. */
static int32_t rk_canonical_zone(const char *zoneID, UChar *zone, int32_t capacity, int32_t *status) {
    char canonical[128];
    rk_icu_time_zone_canonical_id(zoneID, canonical, 128, status);
    if (U_FAILURE(*status)) return 0;
    int32_t length = rk_ascii_to_uchars(canonical, zone, capacity);
    if (length <= 0) {
        *status = RK_ICU_UNKNOWN_TIME_ZONE_ERROR;
        return 0;
    }
    return length;
}

/* The instants the shim formats or reads fields of: 100,000,000 days either side of 1970
 * (ECMAScript's range). */
#define RK_ICU_MAX_MILLIS 8.64e15

/* Makes a calendar of the Gregorian family proleptic: Gregorian rules before 1582-10-15 too, as
 * RFC 3339 and ISO 8601 dates are (ICU switches to the Julian calendar there by default). */
static void rk_proleptic_gregorian(UCalendar *calendar, int32_t *status) {
    rk_icu_set_gregorian_change(calendar, -RK_ICU_MAX_MILLIS, RK_STATUS(status));
}

rk_icu_calendar *rk_icu_calendar_open(const char *zoneID, int32_t *status) {
    if (U_FAILURE(*status)) return NULL;
    UChar zone[128];
    int32_t zoneLength = rk_canonical_zone(zoneID, zone, 128, status);
    if (U_FAILURE(*status)) return NULL;
    UCalendar *calendar = ucal_open(zone, zoneLength, "en_US_POSIX", UCAL_GREGORIAN, RK_STATUS(status));
    if (U_FAILURE(*status)) return NULL;
    /* A proleptic Gregorian calendar: local-day numbers are then plain arithmetic. */
    rk_proleptic_gregorian(calendar, status);
    if (U_FAILURE(*status)) {
        ucal_close(calendar);
        return NULL;
    }
    rk_icu_calendar *result = (rk_icu_calendar *)malloc(sizeof(rk_icu_calendar));
    if (result == NULL) {
        ucal_close(calendar);
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    result->calendar = calendar;
    return result;
}

void rk_icu_calendar_close(rk_icu_calendar *calendar) {
    if (calendar == NULL) return;
    ucal_close(calendar->calendar);
    free(calendar);
}

static int64_t rk_floor_div(int64_t a, int64_t b) {
    int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) q -= 1;
    return q;
}

void rk_icu_calendar_fields(rk_icu_calendar *calendar, double millis, rk_icu_date_fields *fields, int32_t *status) {
    memset(fields, 0, sizeof *fields);
    if (U_FAILURE(*status)) return;
    /* ICU clamps (lenient) or rejects instants past about 1.8e17 ms, and NaN passes its checks:
       take only what converts to int64_t exactly below, and stop if ICU refuses it. */
    if (!(millis >= -RK_ICU_MAX_MILLIS && millis <= RK_ICU_MAX_MILLIS)) {
        *status = RK_ICU_DATE_OUT_OF_RANGE_ERROR;
        return;
    }
    UCalendar *cal = calendar->calendar;
    ucal_setMillis(cal, millis, RK_STATUS(status));
    if (U_FAILURE(*status)) return;
    fields->year = ucal_get(cal, UCAL_EXTENDED_YEAR, RK_STATUS(status));
    fields->month = ucal_get(cal, UCAL_MONTH, RK_STATUS(status)) + 1;
    fields->day = ucal_get(cal, UCAL_DATE, RK_STATUS(status));
    fields->hour = ucal_get(cal, UCAL_HOUR_OF_DAY, RK_STATUS(status));
    fields->minute = ucal_get(cal, UCAL_MINUTE, RK_STATUS(status));
    fields->second = ucal_get(cal, UCAL_SECOND, RK_STATUS(status));
    fields->weekday = ucal_get(cal, UCAL_DAY_OF_WEEK, RK_STATUS(status));
    int32_t offset = ucal_get(cal, UCAL_ZONE_OFFSET, RK_STATUS(status)) + ucal_get(cal, UCAL_DST_OFFSET, RK_STATUS(status));
    if (U_FAILURE(*status)) {
        memset(fields, 0, sizeof *fields);
        return;
    }
    fields->utcOffsetMillis = offset;
    int64_t localMillis = (int64_t)millis + (int64_t)offset;
    fields->localDay = rk_floor_div(localMillis, 86400000LL);
}

void rk_icu_calendar_offset_span(rk_icu_calendar *calendar, double millis, int32_t *offset, double *start, double *end,
                                 int32_t *status) {
    *offset = 0;
    *start = millis;
    *end = millis;
    if (U_FAILURE(*status)) return;
    if (!(millis >= -RK_ICU_MAX_MILLIS && millis <= RK_ICU_MAX_MILLIS)) {
        *status = RK_ICU_DATE_OUT_OF_RANGE_ERROR;
        return;
    }
    UCalendar *cal = calendar->calendar;
    ucal_setMillis(cal, millis, RK_STATUS(status));
    int32_t total = ucal_get(cal, UCAL_ZONE_OFFSET, RK_STATUS(status)) + ucal_get(cal, UCAL_DST_OFFSET, RK_STATUS(status));
    UDate previous = 0;
    UDate next = 0;
    UBool hasPrevious = ucal_getTimeZoneTransitionDate(cal, UCAL_TZ_TRANSITION_PREVIOUS_INCLUSIVE, &previous, RK_STATUS(status));
    ucal_setMillis(cal, millis, RK_STATUS(status));
    UBool hasNext = ucal_getTimeZoneTransitionDate(cal, UCAL_TZ_TRANSITION_NEXT, &next, RK_STATUS(status));
    if (U_FAILURE(*status)) return;
    *offset = total;
    *start = hasPrevious ? previous : -INFINITY;
    *end = hasNext ? next : INFINITY;
    /* Never claim more than ICU said: the span must hold `millis`. */
    if (!(*start <= millis && millis < *end)) {
        *start = millis;
        *end = millis;
    }
}

/* ---------------------------------------------------------------- relative dates */

static UDisplayContext rk_capitalization(int32_t capitalization) {
    switch (capitalization) {
    case RK_ICU_CAPITALIZATION_MIDDLE_OF_SENTENCE: return UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE;
    case RK_ICU_CAPITALIZATION_BEGINNING_OF_SENTENCE: return UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE;
    case RK_ICU_CAPITALIZATION_UI_LIST_OR_MENU: return UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU;
    case RK_ICU_CAPITALIZATION_STANDALONE: return UDISPCTX_CAPITALIZATION_FOR_STANDALONE;
    default: return UDISPCTX_CAPITALIZATION_NONE;
    }
}

static int rk_check_locale(const char *localeID, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    if (!rk_icu_locale_has_data(localeID)) {
        *status = RK_ICU_UNKNOWN_LOCALE_ERROR;
        return 0;
    }
    return 1;
}

struct rk_icu_reldatefmt {
    URelativeDateTimeFormatter *formatter;
};

rk_icu_reldatefmt *rk_icu_reldatefmt_open(const char *localeID, int32_t width, int32_t capitalization,
                                          int32_t *status) {
    if (!rk_check_locale(localeID, status)) return NULL;
    UDateRelativeDateTimeFormatterStyle style = width == RK_ICU_WIDTH_NARROW  ? UDAT_STYLE_NARROW
                                                : width == RK_ICU_WIDTH_SHORT ? UDAT_STYLE_SHORT
                                                                              : UDAT_STYLE_LONG;
    URelativeDateTimeFormatter *formatter =
        ureldatefmt_open(localeID, NULL, style, rk_capitalization(capitalization), RK_STATUS(status));
    if (U_FAILURE(*status)) return NULL;
    /* Do not read the open's warning as "unknown locale": ICU 72 returns U_USING_DEFAULT_WARNING
     * for "de" and U_USING_FALLBACK_WARNING for the unknown "xx" here (internal resource loads).
     * rk_check_locale (ures_open of the locale's own bundle) is the reliable test, done above. */
    *status = U_ZERO_ERROR;
    rk_icu_reldatefmt *result = (rk_icu_reldatefmt *)malloc(sizeof(rk_icu_reldatefmt));
    if (result == NULL) {
        ureldatefmt_close(formatter);
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    result->formatter = formatter;
    return result;
}

void rk_icu_reldatefmt_close(rk_icu_reldatefmt *formatter) {
    if (formatter == NULL) return;
    ureldatefmt_close(formatter->formatter);
    free(formatter);
}

static URelativeDateTimeUnit rk_unit(int32_t unit) {
    switch (unit) {
    case RK_ICU_UNIT_YEAR: return UDAT_REL_UNIT_YEAR;
    case RK_ICU_UNIT_QUARTER: return UDAT_REL_UNIT_QUARTER;
    case RK_ICU_UNIT_MONTH: return UDAT_REL_UNIT_MONTH;
    case RK_ICU_UNIT_WEEK: return UDAT_REL_UNIT_WEEK;
    case RK_ICU_UNIT_DAY: return UDAT_REL_UNIT_DAY;
    case RK_ICU_UNIT_HOUR: return UDAT_REL_UNIT_HOUR;
    case RK_ICU_UNIT_MINUTE: return UDAT_REL_UNIT_MINUTE;
    default: return UDAT_REL_UNIT_SECOND;
    }
}

int32_t rk_icu_reldatefmt_format(const rk_icu_reldatefmt *formatter, double offset, int32_t unit, int numeric,
                                 uint16_t *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    if (unit < RK_ICU_UNIT_YEAR || unit > RK_ICU_UNIT_SECOND) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    int32_t length = numeric ? ureldatefmt_formatNumeric(formatter->formatter, offset, rk_unit(unit), (UChar *)out,
                                                         capacity, RK_STATUS(status))
                             : ureldatefmt_format(formatter->formatter, offset, rk_unit(unit), (UChar *)out, capacity,
                                                  RK_STATUS(status));
    return rk_terminated(length, capacity, status);
}

int32_t rk_icu_reldatefmt_combine(const rk_icu_reldatefmt *formatter, const uint16_t *relative, int32_t relativeLength,
                                  const uint16_t *time, int32_t timeLength, uint16_t *out, int32_t capacity,
                                  int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    int32_t length = ureldatefmt_combineDateAndTime(formatter->formatter, (const UChar *)relative, relativeLength,
                                                    (const UChar *)time, timeLength, (UChar *)out, capacity,
                                                    RK_STATUS(status));
    return rk_terminated(length, capacity, status);
}

/* ---------------------------------------------------------------- absolute dates */

int32_t rk_icu_best_pattern(const char *localeID, const uint16_t *skeleton, int32_t skeletonLength, uint16_t *out,
                            int32_t capacity, int32_t *status) {
    if (!rk_check_locale(localeID, status)) return 0;
    UDateTimePatternGenerator *generator = udatpg_open(localeID, RK_STATUS(status));
    if (U_FAILURE(*status)) return 0;
    /* Do not read the open's warning as "unknown locale": ICU 72 returns U_USING_DEFAULT_WARNING
     * for "de" and U_USING_FALLBACK_WARNING for the unknown "xx" here (internal resource loads).
     * rk_check_locale (ures_open of the locale's own bundle) is the reliable test, done above. */
    *status = U_ZERO_ERROR;
    int32_t length = udatpg_getBestPattern(generator, (const UChar *)skeleton, skeletonLength, (UChar *)out, capacity,
                                           RK_STATUS(status));
    udatpg_close(generator);
    return rk_terminated(length, capacity, status);
}

struct rk_icu_datefmt {
    UDateFormat *format;
};

rk_icu_datefmt *rk_icu_datefmt_open(const char *localeID, const uint16_t *pattern, int32_t patternLength,
                                    const char *zoneID, int32_t capitalization, int32_t *status) {
    if (!rk_check_locale(localeID, status)) return NULL;
    UChar zone[128];
    int32_t zoneLength = rk_canonical_zone(zoneID, zone, 128, status);
    if (U_FAILURE(*status)) return NULL;
    UDateFormat *format = udat_open(UDAT_PATTERN, UDAT_PATTERN, localeID, zone, zoneLength, (const UChar *)pattern,
                                    patternLength, RK_STATUS(status));
    if (U_FAILURE(*status)) return NULL;
    /* Do not read the open's warning as "unknown locale": ICU 72 returns U_USING_DEFAULT_WARNING
     * for "de" and U_USING_FALLBACK_WARNING for the unknown "xx" here (internal resource loads).
     * rk_check_locale (ures_open of the locale's own bundle) is the reliable test, done above. */
    *status = U_ZERO_ERROR;
    udat_setContext(format, rk_capitalization(capitalization), RK_STATUS(status));
    if (U_FAILURE(*status)) {
        udat_close(format);
        return NULL;
    }
    /* The formatter's own calendar (the locale's, `-u-ca-` included), made proleptic Gregorian:
     * formatting clones it (rk_icu_datefmt_format_in_zone), so every zone gets the same rules. A
     * calendar outside the Gregorian family (Hebrew, Islamic, Persian, ...) counts days its own
     * way, with no change date, and is left as it is. */
    UCalendar *calendar = ucal_clone(udat_getCalendar(format), RK_STATUS(status));
    if (U_FAILURE(*status)) {
        udat_close(format);
        return NULL;
    }
    int32_t changeStatus = U_ZERO_ERROR;
    rk_proleptic_gregorian(calendar, &changeStatus);
    if (U_SUCCESS((UErrorCode)changeStatus)) udat_setCalendar(format, calendar);
    ucal_close(calendar);
    rk_icu_datefmt *result = (rk_icu_datefmt *)malloc(sizeof(rk_icu_datefmt));
    if (result == NULL) {
        udat_close(format);
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    result->format = format;
    return result;
}

void rk_icu_datefmt_close(rk_icu_datefmt *formatter) {
    if (formatter == NULL) return;
    udat_close(formatter->format);
    free(formatter);
}

int32_t rk_icu_datefmt_format(const rk_icu_datefmt *formatter, double millis, uint16_t *out, int32_t capacity,
                              int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    if (!(millis >= -RK_ICU_MAX_MILLIS && millis <= RK_ICU_MAX_MILLIS)) {
        *status = RK_ICU_DATE_OUT_OF_RANGE_ERROR;
        return 0;
    }
    int32_t length = udat_format(formatter->format, millis, (UChar *)out, capacity, NULL, RK_STATUS(status));
    return rk_terminated(length, capacity, status);
}

int32_t rk_icu_datefmt_format_in_zone(const rk_icu_datefmt *formatter, double millis, const uint16_t *zone,
                                      int32_t zoneLength, uint16_t *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    if (!(millis >= -RK_ICU_MAX_MILLIS && millis <= RK_ICU_MAX_MILLIS)) {
        *status = RK_ICU_DATE_OUT_OF_RANGE_ERROR;
        return 0;
    }
    /* A clone of the formatter's own calendar (its type, cutover and week rules) in the zone. */
    UCalendar *calendar = ucal_clone(udat_getCalendar(formatter->format), RK_STATUS(status));
    if (U_FAILURE(*status)) return 0;
    ucal_setTimeZone(calendar, (const UChar *)zone, zoneLength, RK_STATUS(status));
    ucal_setMillis(calendar, millis, RK_STATUS(status));
    int32_t length = 0;
    if (U_SUCCESS(*status)) {
        length = udat_formatCalendar(formatter->format, calendar, (UChar *)out, capacity, NULL, RK_STATUS(status));
    }
    ucal_close(calendar);
    return rk_terminated(length, capacity, status);
}

/* ---- Bidirectional text ---- */

int32_t rk_icu_bidi_visual(const uint16_t *text, int32_t length, int baseRightToLeft, uint16_t *out, int32_t capacity,
                           int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    if (length < 0 || capacity < 0) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UBiDi *bidi = ubidi_openSized(length, 0, RK_STATUS(status));
    if (U_FAILURE(*status)) return 0;
    UBiDiLevel level = baseRightToLeft < 0 ? UBIDI_DEFAULT_LTR : (baseRightToLeft ? 1 : 0);
    ubidi_setPara(bidi, (const UChar *)text, length, level, NULL, RK_STATUS(status));
    if (U_FAILURE(*status)) {
        ubidi_close(bidi);
        return 0;
    }
    int32_t written = ubidi_writeReordered(bidi, (UChar *)out, capacity,
                                           UBIDI_DO_MIRRORING | UBIDI_REMOVE_BIDI_CONTROLS, RK_STATUS(status));
    ubidi_close(bidi);
    return rk_terminated(written, capacity, status);
}

int32_t rk_icu_line_breaks(const char *localeID, const uint16_t *text, int32_t length, int32_t *out,
                           int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    if (length < 0 || capacity < 0 || (length > 0 && text == NULL)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, localeID, (const UChar *)text, length, RK_STATUS(status));
    if (U_FAILURE(*status)) return 0;
    int32_t count = 0;
    for (int32_t offset = ubrk_first(iterator); offset != UBRK_DONE; offset = ubrk_next(iterator)) {
        if (offset <= 0 || offset >= length) continue;
        if (count < capacity) out[count] = offset;
        count++;
    }
    ubrk_close(iterator);
    return count;
}

int rk_icu_is_east_asian_wide(uint32_t codePoint) {
    if (codePoint > 0x10FFFF) return 0;
    int32_t width = u_getIntPropertyValue((UChar32)codePoint, UCHAR_EAST_ASIAN_WIDTH);
    return width == U_EA_WIDE || width == U_EA_FULLWIDTH;
}
