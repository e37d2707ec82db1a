#ifndef REFRESHKIT_CICUSHIM_H
#define REFRESHKIT_CICUSHIM_H
/* A narrow C API over ICU. No ICU type appears in this header. */
int rk_icu_version_major(void);
#endif
