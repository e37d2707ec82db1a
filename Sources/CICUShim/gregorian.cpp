// The Julian-to-Gregorian change date of a calendar, through C++: ICU's C function
// (ucal_setGregorianChange) refuses the subclasses of GregorianCalendar, such as the Buddhist
// calendar (Thai's default), the Japanese and the ROC ones, whose days are Gregorian days too.
#include "gregorian.h"

#include <unicode/calendar.h>
#include <unicode/gregocal.h>

// No C++ exception may leave an extern "C" function (it would unwind through Swift); nothing here
// allocates or throws, and the catch keeps it so.
extern "C" void rk_icu_set_gregorian_change(UCalendar *calendar, UDate changeDate, UErrorCode *status) {
    if (U_FAILURE(*status)) return;
    try {
        auto *gregorian = dynamic_cast<icu::GregorianCalendar *>(reinterpret_cast<icu::Calendar *>(calendar));
        if (gregorian == nullptr) {
            *status = U_UNSUPPORTED_ERROR;
            return;
        }
        gregorian->setGregorianChange(changeDate, *status);
    } catch (...) {
        *status = U_INTERNAL_PROGRAM_ERROR;
    }
}
