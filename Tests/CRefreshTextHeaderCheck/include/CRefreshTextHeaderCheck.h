#ifndef C_REFRESH_TEXT_HEADER_CHECK_H
#define C_REFRESH_TEXT_HEADER_CHECK_H

/* 1 when CRefreshText's FreeType declarations were compiled against FreeType's own headers (and
 * matched them: a mismatch does not compile), 0 when FreeType's headers were not found. */
int rk_freetype_declarations_checked(void);

#endif
