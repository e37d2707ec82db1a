/* The FreeType functions and types text.c calls, and HarfBuzz's FreeType ones, declared here
 * because FreeType's headers need an include folder only pkg-config knows (Docs/Toolchain.md).
 * The tests compile this file after FreeType's and HarfBuzz's own headers
 * (Tests/CRefreshTextHeaderCheck), so a declaration that differs from theirs is a compile error. */
#ifndef RK_FREETYPE_DECLARATIONS_H
#define RK_FREETYPE_DECLARATIONS_H

#include <harfbuzz/hb.h>

/* From FreeType's fttypes.h, freetype.h and fterrdef.h (stable since FreeType 2.0). */
typedef struct FT_LibraryRec_ *FT_Library;
typedef struct FT_FaceRec_ *FT_Face;
typedef int FT_Error;
#define RK_FT_LOAD_DEFAULT 0x0
#define RK_FT_LOAD_NO_HINTING (1L << 1)
#define RK_FT_Err_Invalid_File_Format 0x03
FT_Error FT_Init_FreeType(FT_Library *library);
FT_Error FT_Done_FreeType(FT_Library library);
FT_Error FT_New_Face(FT_Library library, const char *path, long face_index, FT_Face *face);
FT_Error FT_Set_Pixel_Sizes(FT_Face face, unsigned int width, unsigned int height);
FT_Error FT_Done_Face(FT_Face face);
/* From HarfBuzz's hb-ft.h. */
hb_font_t *hb_ft_font_create_referenced(FT_Face face);
void hb_ft_font_set_load_flags(hb_font_t *font, int load_flags);
void hb_ft_font_changed(hb_font_t *font);

#endif
