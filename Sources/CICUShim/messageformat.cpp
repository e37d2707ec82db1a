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
    auto *result = new (std::nothrow) rk_icu_msgfmt{format.release()};
    if (result == nullptr) *status = U_MEMORY_ALLOCATION_ERROR;
    return result;
}

extern "C" rk_icu_msgfmt *rk_icu_msgfmt_clone(const rk_icu_msgfmt *formatter, int32_t *status) {
    if (U_FAILURE(*RK_STATUS(status))) return nullptr;
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
    if (count < 0) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
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
}

extern "C" int32_t rk_icu_msgpattern_describe(const uint16_t *pattern, int32_t patternLength, uint16_t *out,
                                              int32_t capacity, rk_icu_parse_error *parseError, int32_t *status) {
    if (U_FAILURE(*RK_STATUS(status))) return 0;
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
}
