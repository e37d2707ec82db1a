/* CRefreshText declares the FreeType functions it calls (freetype_declarations.h) instead of
 * including FreeType's headers, which need an include folder outside the package. Here, in a
 * target only the tests build (so its header search path, an unsafe flag, never reaches a package
 * that depends on RefreshKit), the declarations are compiled after FreeType's and HarfBuzz's own
 * headers: a prototype or type that differs is "conflicting types", a constant that differs a
 * failed static assertion. */
#include "CRefreshTextHeaderCheck.h"

#if __has_include(<ft2build.h>)
#include <ft2build.h>
#include FT_FREETYPE_H
#include <harfbuzz/hb-ft.h>

#include "../../Sources/CRefreshText/freetype_declarations.h"

_Static_assert(RK_FT_LOAD_DEFAULT == FT_LOAD_DEFAULT, "FT_LOAD_DEFAULT differs from FreeType's");
_Static_assert(RK_FT_LOAD_NO_HINTING == FT_LOAD_NO_HINTING, "FT_LOAD_NO_HINTING differs from FreeType's");
_Static_assert(RK_FT_Err_Invalid_File_Format == FT_Err_Invalid_File_Format,
               "FT_Err_Invalid_File_Format differs from FreeType's");

int rk_freetype_declarations_checked(void) { return 1; }
#else
int rk_freetype_declarations_checked(void) { return 0; }
#endif
