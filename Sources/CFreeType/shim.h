#ifndef REFRESHKIT_CFREETYPE_SHIM_H
#define REFRESHKIT_CFREETYPE_SHIM_H
/* FreeType, for CRefreshText's .c files only: no Swift module imports it. */
#include <ft2build.h>
#include FT_FREETYPE_H
#endif
