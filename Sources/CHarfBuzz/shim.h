#ifndef REFRESHKIT_CHARFBUZZ_SHIM_H
#define REFRESHKIT_CHARFBUZZ_SHIM_H
/* HarfBuzz, for CRefreshText's .c files only: no Swift module imports it. */
#include <hb.h>
#include <hb-ft.h>
#endif
