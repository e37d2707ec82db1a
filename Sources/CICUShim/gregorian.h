#ifndef REFRESHKIT_CICUSHIM_GREGORIAN_H
#define REFRESHKIT_CICUSHIM_GREGORIAN_H
/* Private to the shim (not in include/): its C half calls this C++ function. */
#include <unicode/ucal.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Sets the change from the Julian to the Gregorian calendar of a calendar of the Gregorian
 * family (Gregorian, Buddhist, Japanese, ROC, ISO 8601) to `changeDate`; another calendar gives
 * U_UNSUPPORTED_ERROR and is left as it is. */
void rk_icu_set_gregorian_change(UCalendar *calendar, UDate changeDate, UErrorCode *status);

#ifdef __cplusplus
}
#endif
#endif
