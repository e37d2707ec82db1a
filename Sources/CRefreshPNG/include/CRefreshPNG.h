#ifndef REFRESHKIT_CREFRESHPNG_H
#define REFRESHKIT_CREFRESHPNG_H
/* A narrow C API over libpng. No libpng type appears in this header. */
const char *rk_png_version(void);
#endif
