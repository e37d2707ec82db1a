#ifndef REFRESHKIT_CREFRESHTEXT_H
#define REFRESHKIT_CREFRESHTEXT_H
/* A narrow C API over fontconfig, FreeType and HarfBuzz: the fonts fontconfig finds for a font
 * family and for fallback, which of them covers a character, and the advance of a run of text
 * shaped in one of them. No fontconfig, FreeType or HarfBuzz type appears in this header; Swift
 * decides which font draws which character and how text is cut into runs (RefreshText).
 *
 * Functions that can fail return 0 on success and -1 on failure, with a NUL-terminated message of
 * at most error_size bytes in error. */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Scripts (ISO 15924 tags as big-endian 32-bit numbers, as HarfBuzz gives them) that belong to no
 * script of their own: they take the script of the text around them. */
#define RK_TEXT_SCRIPT_COMMON 0x5A797979u    /* Zyyy: spaces, digits, punctuation */
#define RK_TEXT_SCRIPT_INHERITED 0x5A696E68u /* Zinh: combining marks used by many scripts */
#define RK_TEXT_SCRIPT_UNKNOWN 0x5A7A7A7Au   /* Zzzz: unassigned code points */

/* A list of fonts, best first, each opened when first shaped with. Safe to use from many threads at
 * once; close it once nothing uses it. */
typedef struct rk_text_fonts rk_text_fonts;

/* The fonts Chromium draws `font-family: families` in before it falls back: for each family, the
 * font fontconfig matches for it at weight 700 when bold is non-zero, else 400 (a family without
 * that weight gives its nearest). A family whose exact flag is non-zero counts only when the match
 * has its name (case and spaces ignored), as a browser skips a family that is not installed; the
 * others (CSS generic families) take whatever fontconfig matches. Returns 0, sets *out, and sets
 * *unmatched to the index of the first exact family with no font of its name (-1 when there is
 * none); or returns -1 when fontconfig fails. */
int rk_text_fonts_open_named(const char *const *families, const int *exact, size_t family_count, int bold,
                             rk_text_fonts **out, int32_t *unmatched, char *error, size_t error_size);

/* The fonts Chromium falls back to for a character the named fonts lack: every installed scalable
 * font as fontconfig sorts them for regular upright English text with no family named (Chromium's
 * fallback asks for no weight: bold text falls back to regular fonts, made bold without changing
 * their advances), fonts that add no character left out. The first that covers a character is the
 * one fontconfig matches for it. Returns 0 and sets *out, or -1 when fontconfig fails or finds no
 * font. */
int rk_text_fonts_open_fallback(rk_text_fonts **out, char *error, size_t error_size);

/* Releases the fonts; safe on NULL. */
void rk_text_fonts_close(rk_text_fonts *fonts);

/* How many fonts the list has. */
size_t rk_text_fonts_count(const rk_text_fonts *fonts);

/* The index of the first font that has a glyph for the code point, or -1 when none has. */
int32_t rk_text_fonts_first_covering(rk_text_fonts *fonts, uint32_t code_point);

/* Whether the font at index has a glyph for the code point (0 when index is out of range). */
int rk_text_fonts_covers(const rk_text_fonts *fonts, size_t index, uint32_t code_point);

/* The script of a code point, as RK_TEXT_SCRIPT_* (HarfBuzz's Unicode data). */
uint32_t rk_text_script(uint32_t code_point);

/* Shapes text[run_start ..< run_start + run_count] in the font at font_index and the script (its
 * direction follows the script; the text around the run is the shaping context) and sets *out_em
 * to the sum of the glyph advances in ems. Opens the font on first use. Returns 0, or -1 when the
 * range or index is out of bounds, the font cannot be opened or memory runs out. */
int rk_text_fonts_shape(rk_text_fonts *fonts, size_t font_index, const uint32_t *text, size_t text_count,
                        size_t run_start, size_t run_count, uint32_t script, double *out_em, char *error,
                        size_t error_size);

#ifdef __cplusplus
}
#endif

#endif
