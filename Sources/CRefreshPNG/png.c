#include "CRefreshPNG.h"
#include <png.h>
const char *rk_png_version(void) { return PNG_LIBPNG_VER_STRING; }
