#ifndef REFRESHKIT_CFONTCONFIG_SHIM_H
#define REFRESHKIT_CFONTCONFIG_SHIM_H
/* fontconfig, for CRefreshText's .c files only: no Swift module imports it. */
#include <fontconfig/fontconfig.h>
#endif
