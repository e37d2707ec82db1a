// The C++ half of the ICU shim: MessageFormat with named arguments and pattern inspection.
// ICU's C API (umsg) only takes numbered, variadic arguments, so named arguments need C++.
#include "CICUShim.h"

#include <memory>
#include <new>
#include <unicode/fmtable.h>
#include <unicode/messagepattern.h>
#include <unicode/msgfmt.h>
#include <unicode/parseerr.h>
#include <unicode/unistr.h>
#include <unicode/utypes.h>

using icu::Formattable;
using icu::Locale;
using icu::MessageFormat;
using icu::MessagePattern;
using icu::UnicodeString;

static_assert(RK_ICU_ARG_TYPE_NONE == UMSGPAT_ARG_TYPE_NONE, "arg type mismatch");
static_assert(RK_ICU_ARG_TYPE_SIMPLE == UMSGPAT_ARG_TYPE_SIMPLE, "arg type mismatch");
static_assert(RK_ICU_ARG_TYPE_CHOICE == UMSGPAT_ARG_TYPE_CHOICE, "arg type mismatch");
static_assert(RK_ICU_ARG_TYPE_PLURAL == UMSGPAT_ARG_TYPE_PLURAL, "arg type mismatch");
static_assert(RK_ICU_ARG_TYPE_SELECT == UMSGPAT_ARG_TYPE_SELECT, "arg type mismatch");
static_assert(RK_ICU_ARG_TYPE_SELECTORDINAL == UMSGPAT_ARG_TYPE_SELECTORDINAL, "arg type mismatch");

struct rk_icu_msgfmt {
    MessageFormat *format;
};

#define RK_STATUS(s) (reinterpret_cast<UErrorCode *>(s))

// ICU's classes allocate through UMemory's operator new and new[], which return null instead of
// throwing (they are noexcept and have no nothrow form), so a null check after `new MessageFormat`
// or `new UnicodeString[n]` is live. These asserts keep it so if ICU is ever built without
// U_OVERRIDE_CXX_ALLOCATION. Our own plain structs use nothrow new.
static_assert(noexcept(MessageFormat::operator new(sizeof(MessageFormat))), "ICU's operator new must not throw");
static_assert(noexcept(UnicodeString::operator new[](sizeof(UnicodeString))), "ICU's operator new[] must not throw");
static_assert(noexcept(Formattable::operator new[](sizeof(Formattable))), "ICU's operator new[] must not throw");

// Every function below is extern "C": no C++ exception may leave it (it would unwind through Swift).
// Allocations use nothrow new; anything ICU or the standard library still throws is caught at the
// boundary and reported as a status.
#define RK_BOUNDARY_BEGIN try {
#define RK_BOUNDARY_END(failureValue)                                                                        \
    }                                                                                                        \
    catch (const std::bad_alloc &) {                                                                         \
        *status = U_MEMORY_ALLOCATION_ERROR;                                                                 \
        return failureValue;                                                                                 \
    }                                                                                                        \
    catch (...) {                                                                                            \
        *status = U_INTERNAL_PROGRAM_ERROR;                                                                  \
        return failureValue;                                                                                 \
    }

// How deeply a pattern's braces nest, scanned before ICU sees it: ICU parses and formats nested
// messages recursively, so thousands of levels overflow the stack. A single apostrophe before a
// brace starts quoted text (which ends at the next single apostrophe), as in ICU's default
// DOUBLE_OPTIONAL mode; an apostrophe before '#' or '|' is not taken as quoting here, so the count
// is never lower than ICU's own nesting. Returns the offset of the first brace past the limit, or -1.
static int32_t rk_first_too_deep(const uint16_t *pattern, int32_t length) {
    int32_t depth = 0;
    bool quoting = false;
    for (int32_t i = 0; i < length; i++) {
        uint16_t c = pattern[i];
        if (c == u'\'') {
            if (i + 1 < length && pattern[i + 1] == u'\'') {
                i++;
            } else if (quoting) {
                quoting = false;
            } else if (i + 1 < length && (pattern[i + 1] == u'{' || pattern[i + 1] == u'}')) {
                quoting = true;
            }
            continue;
        }
        if (quoting) continue;
        if (c == u'{') {
            if (++depth > RK_ICU_MAX_PATTERN_NESTING) return i;
        } else if (c == u'}' && depth > 0) {
            depth--;
        }
    }
    return -1;
}

// Fails with RK_ICU_PATTERN_TOO_DEEP_ERROR (and the offset in parseError) when the pattern nests
// deeper than RK_ICU_MAX_PATTERN_NESTING.
static bool rk_check_nesting(const uint16_t *pattern, int32_t length, rk_icu_parse_error *parseError,
                             int32_t *status) {
    int32_t offset = rk_first_too_deep(pattern, length);
    if (offset < 0) return true;
    *status = RK_ICU_PATTERN_TOO_DEEP_ERROR;
    if (parseError != nullptr) {
        parseError->line = 0;
        parseError->offset = offset;
        parseError->preContext[0] = 0;
        parseError->postContext[0] = 0;
    }
    return false;
}

static void rk_copy_parse_error(const UParseError &source, rk_icu_parse_error *target) {
    if (target == nullptr) return;
    target->line = source.line;
    target->offset = source.offset;
    for (int i = 0; i < 16; i++) {
        target->preContext[i] = static_cast<uint16_t>(source.preContext[i]);
        target->postContext[i] = static_cast<uint16_t>(source.postContext[i]);
    }
    target->preContext[15] = 0;
    target->postContext[15] = 0;
}

static int32_t rk_extract(const UnicodeString &text, uint16_t *out, int32_t capacity, int32_t *status) {
    int32_t length = text.extract(reinterpret_cast<UChar *>(out), capacity, *RK_STATUS(status));
    if (*status == U_STRING_NOT_TERMINATED_WARNING || (U_SUCCESS(*RK_STATUS(status)) && length >= capacity)) {
        *status = U_BUFFER_OVERFLOW_ERROR;
    }
    return length;
}

extern "C" rk_icu_msgfmt *rk_icu_msgfmt_open(const char *localeID, const uint16_t *pattern, int32_t patternLength,
                                             rk_icu_parse_error *parseError, int32_t *status) {
    if (U_FAILURE(*RK_STATUS(status))) return nullptr;
    if (parseError != nullptr) {
        parseError->line = 0;
        parseError->offset = -1;
        parseError->preContext[0] = 0;
        parseError->postContext[0] = 0;
    }
    if (patternLength < 0) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return nullptr;
    }
    if (!rk_check_nesting(pattern, patternLength, parseError, status)) return nullptr;
    RK_BOUNDARY_BEGIN
    UParseError icuParseError = {};
    icuParseError.offset = -1;
    UnicodeString text(false, reinterpret_cast<const UChar *>(pattern), patternLength);
    std::unique_ptr<MessageFormat> format(
        new MessageFormat(text, Locale(localeID), icuParseError, *RK_STATUS(status)));
    if (!format) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    if (U_FAILURE(*RK_STATUS(status))) {
        rk_copy_parse_error(icuParseError, parseError);
        return nullptr;
    }
    *status = U_ZERO_ERROR;
    auto *result = new (std::nothrow) rk_icu_msgfmt{format.get()};
    if (result == nullptr) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    format.release();
    return result;
    RK_BOUNDARY_END(nullptr)
}

extern "C" rk_icu_msgfmt *rk_icu_msgfmt_clone(const rk_icu_msgfmt *formatter, int32_t *status) {
    if (U_FAILURE(*RK_STATUS(status))) return nullptr;
    RK_BOUNDARY_BEGIN
    MessageFormat *copy = formatter->format->clone();
    if (copy == nullptr) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    auto *result = new (std::nothrow) rk_icu_msgfmt{copy};
    if (result == nullptr) {
        delete copy;
        *status = U_MEMORY_ALLOCATION_ERROR;
    }
    return result;
    RK_BOUNDARY_END(nullptr)
}

extern "C" void rk_icu_msgfmt_close(rk_icu_msgfmt *formatter) {
    if (formatter == nullptr) return;
    delete formatter->format;
    delete formatter;
}

extern "C" int32_t rk_icu_msgfmt_format(rk_icu_msgfmt *formatter, int32_t count, const uint16_t *names,
                                        const int32_t *nameOffsets, const int32_t *nameLengths, const int32_t *kinds,
                                        const double *doubles, const int64_t *int64s, const uint16_t *strings,
                                        const int32_t *stringOffsets, const int32_t *stringLengths, uint16_t *out,
                                        int32_t capacity, int32_t *status) {
    if (U_FAILURE(*RK_STATUS(status))) return 0;
    if (count < 0 || capacity < 0) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    RK_BOUNDARY_BEGIN
    std::unique_ptr<UnicodeString[]> argumentNames(new UnicodeString[count > 0 ? count : 1]);
    std::unique_ptr<Formattable[]> arguments(new Formattable[count > 0 ? count : 1]);
    if (!argumentNames || !arguments) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return 0;
    }
    for (int32_t i = 0; i < count; i++) {
        argumentNames[i] =
            UnicodeString(reinterpret_cast<const UChar *>(names + nameOffsets[i]), nameLengths[i]);
        switch (kinds[i]) {
        case RK_ICU_ARG_DOUBLE: arguments[i] = Formattable(doubles[i]); break;
        case RK_ICU_ARG_INT64: arguments[i] = Formattable(static_cast<int64_t>(int64s[i])); break;
        case RK_ICU_ARG_STRING:
            arguments[i] = Formattable(
                UnicodeString(reinterpret_cast<const UChar *>(strings + stringOffsets[i]), stringLengths[i]));
            break;
        default: *status = U_ILLEGAL_ARGUMENT_ERROR; return 0;
        }
    }
    UnicodeString result;
    formatter->format->format(argumentNames.get(), arguments.get(), count, result, *RK_STATUS(status));
    if (U_FAILURE(*RK_STATUS(status))) return 0;
    *status = U_ZERO_ERROR;
    return rk_extract(result, out, capacity, status);
    RK_BOUNDARY_END(0)
}

extern "C" int32_t rk_icu_msgpattern_describe(const uint16_t *pattern, int32_t patternLength, uint16_t *out,
                                              int32_t capacity, rk_icu_parse_error *parseError, int32_t *status) {
    if (U_FAILURE(*RK_STATUS(status))) return 0;
    if (patternLength < 0 || capacity < 0) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    if (!rk_check_nesting(pattern, patternLength, parseError, status)) return 0;
    RK_BOUNDARY_BEGIN
    UParseError icuParseError = {};
    icuParseError.offset = -1;
    MessagePattern messagePattern(UMSGPAT_APOS_DOUBLE_OPTIONAL, *RK_STATUS(status));
    if (U_FAILURE(*RK_STATUS(status))) return 0;
    UnicodeString text(false, reinterpret_cast<const UChar *>(pattern), patternLength);
    messagePattern.parse(text, &icuParseError, *RK_STATUS(status));
    if (U_FAILURE(*RK_STATUS(status))) {
        rk_copy_parse_error(icuParseError, parseError);
        return 0;
    }
    UnicodeString description;
    int32_t partCount = messagePattern.countParts();
    for (int32_t i = 0; i < partCount; i++) {
        const MessagePattern::Part &part = messagePattern.getPart(i);
        if (part.getType() != UMSGPAT_PART_TYPE_ARG_START) continue;
        UMessagePatternArgType argType = part.getArgType();
        int32_t limit = messagePattern.getLimitPartIndex(i);
        UnicodeString name;
        UnicodeString typeName;
        UnicodeString selectors;
        // The part after ARG_START is the name or number.
        const MessagePattern::Part &namePart = messagePattern.getPart(i + 1);
        name = messagePattern.getSubstring(namePart);
        if (i + 2 < limit && messagePattern.getPart(i + 2).getType() == UMSGPAT_PART_TYPE_ARG_TYPE) {
            typeName = messagePattern.getSubstring(messagePattern.getPart(i + 2));
        }
        if (argType == UMSGPAT_ARG_TYPE_PLURAL || argType == UMSGPAT_ARG_TYPE_SELECT ||
            argType == UMSGPAT_ARG_TYPE_SELECTORDINAL || argType == UMSGPAT_ARG_TYPE_CHOICE) {
            // Selectors are the ARG_SELECTOR parts directly inside this argument (not nested ones).
            int32_t j = i + 2;
            while (j < limit) {
                const MessagePattern::Part &inner = messagePattern.getPart(j);
                if (inner.getType() == UMSGPAT_PART_TYPE_ARG_SELECTOR) {
                    if (!selectors.isEmpty()) selectors.append(static_cast<UChar>(0x20));
                    selectors.append(messagePattern.getSubstring(inner));
                } else if (inner.getType() == UMSGPAT_PART_TYPE_MSG_START) {
                    j = messagePattern.getLimitPartIndex(j);
                }
                j++;
            }
        }
        description.append(name).append(static_cast<UChar>(0x09));
        description.append(static_cast<UChar>(0x30 + static_cast<int>(argType))).append(static_cast<UChar>(0x09));
        description.append(typeName).append(static_cast<UChar>(0x09));
        description.append(selectors).append(static_cast<UChar>(0x0A));
    }
    return rk_extract(description, out, capacity, status);
    RK_BOUNDARY_END(0)
}
