// The raw ICU peer of the status texts: MessageFormat with one named argument. ICU's C API (umsg)
// takes numbered arguments only, so named ones need C++.
#include "CBenchICU.h"

#include <memory>
#include <unicode/fmtable.h>
#include <unicode/msgfmt.h>
#include <unicode/parseerr.h>
#include <unicode/unistr.h>
#include <unicode/utypes.h>

using icu::Formattable;
using icu::Locale;
using icu::MessageFormat;
using icu::UnicodeString;

#define RK_STATUS(s) (reinterpret_cast<UErrorCode *>(s))

// No C++ exception may leave these functions (it would unwind through Swift): ICU's own operator
// new returns null instead of throwing, and anything else is reported as a status.
extern "C" rk_bench_msgfmt *rk_bench_msgfmt_open(const char *localeID, const uint16_t *pattern,
                                                 int32_t patternLength, int32_t *status) {
    try {
        UParseError parseError = {};
        UnicodeString text(false, reinterpret_cast<const UChar *>(pattern), patternLength);
        auto *format = new MessageFormat(text, Locale(localeID), parseError, *RK_STATUS(status));
        if (format == nullptr) {
            *status = U_MEMORY_ALLOCATION_ERROR;
            return nullptr;
        }
        if (U_FAILURE(*RK_STATUS(status))) {
            delete format;
            return nullptr;
        }
        return reinterpret_cast<rk_bench_msgfmt *>(format);
    } catch (...) {
        *status = U_INTERNAL_PROGRAM_ERROR;
        return nullptr;
    }
}

extern "C" void rk_bench_msgfmt_close(rk_bench_msgfmt *formatter) {
    delete reinterpret_cast<MessageFormat *>(formatter);
}

extern "C" int32_t rk_bench_msgfmt_format_int64(rk_bench_msgfmt *formatter, const uint16_t *name,
                                                int32_t nameLength, int64_t value, uint16_t *out, int32_t capacity,
                                                int32_t *status) {
    try {
        std::unique_ptr<UnicodeString[]> names(new UnicodeString[1]);
        std::unique_ptr<Formattable[]> arguments(new Formattable[1]);
        if (!names || !arguments) {
            *status = U_MEMORY_ALLOCATION_ERROR;
            return 0;
        }
        names[0] = UnicodeString(reinterpret_cast<const UChar *>(name), nameLength);
        arguments[0] = Formattable(static_cast<int64_t>(value));
        UnicodeString result;
        reinterpret_cast<MessageFormat *>(formatter)->format(names.get(), arguments.get(), 1, result,
                                                             *RK_STATUS(status));
        if (U_FAILURE(*RK_STATUS(status))) return 0;
        return result.extract(reinterpret_cast<UChar *>(out), capacity, *RK_STATUS(status));
    } catch (...) {
        *status = U_INTERNAL_PROGRAM_ERROR;
        return 0;
    }
}
