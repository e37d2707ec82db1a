/* fontconfig finds and sorts the fonts, FreeType opens them, HarfBuzz shapes. Their headers are
 * included only here.
 *
 * The three libraries (and the nine they bring: glib, graphite2, brotli, ...) are opened with dlopen
 * when text is first measured, not linked: a program links this for its SVG output and lint, and
 * the loader binding twelve libraries at every start cost refreshpreview's terminal path about
 * 1.8 M instructions and a tenth of its start-up time. Each function is called through a pointer
 * of the type its header declares. FreeType's headers need their own include folder, which only
 * pkg-config knows (and pkg-config would link the library), so the five FreeType functions and
 * HarfBuzz's three FreeType ones are declared in freetype_declarations.h, which the tests compile
 * against FreeType's own headers. */
#include "CRefreshText.h"

#include <dlfcn.h>
#include <fontconfig/fontconfig.h>
#include <harfbuzz/hb.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "freetype_declarations.h"

/* Every function used, with the library (index into rk_text_library_names) that has it. */
#define RK_TEXT_FUNCTIONS(F)                                                                                           \
    F(0, FcInit)                                                                                                       \
    F(0, FcPatternCreate)                                                                                              \
    F(0, FcPatternAddString)                                                                                           \
    F(0, FcPatternAddInteger)                                                                                          \
    F(0, FcPatternAddBool)                                                                                             \
    F(0, FcConfigSubstitute)                                                                                           \
    F(0, FcDefaultSubstitute)                                                                                          \
    F(0, FcPatternDestroy)                                                                                             \
    F(0, FcFontMatch)                                                                                                  \
    F(0, FcFontSort)                                                                                                   \
    F(0, FcFontSetDestroy)                                                                                             \
    F(0, FcFontRenderPrepare)                                                                                          \
    F(0, FcPatternGetBool)                                                                                             \
    F(0, FcPatternGetInteger)                                                                                          \
    F(0, FcPatternGetCharSet)                                                                                          \
    F(0, FcPatternGetString)                                                                                           \
    F(0, FcCharSetCopy)                                                                                                \
    F(0, FcCharSetDestroy)                                                                                             \
    F(0, FcCharSetHasChar)                                                                                             \
    F(1, FT_Init_FreeType)                                                                                             \
    F(1, FT_Done_FreeType)                                                                                             \
    F(1, FT_New_Face)                                                                                                  \
    F(1, FT_Set_Pixel_Sizes)                                                                                           \
    F(1, FT_Done_Face)                                                                                                 \
    F(2, hb_ft_font_create_referenced)                                                                                 \
    F(2, hb_ft_font_set_load_flags)                                                                                    \
    F(2, hb_ft_font_changed)                                                                                           \
    F(2, hb_font_destroy)                                                                                              \
    F(2, hb_font_get_empty)                                                                                            \
    F(2, hb_font_get_scale)                                                                                            \
    F(2, hb_font_get_face)                                                                                             \
    F(2, hb_face_get_upem)                                                                                             \
    F(2, hb_font_make_immutable)                                                                                       \
    F(2, hb_buffer_create)                                                                                             \
    F(2, hb_buffer_destroy)                                                                                            \
    F(2, hb_buffer_add_utf32)                                                                                          \
    F(2, hb_buffer_set_script)                                                                                         \
    F(2, hb_buffer_set_direction)                                                                                      \
    F(2, hb_buffer_allocation_successful)                                                                              \
    F(2, hb_buffer_get_glyph_positions)                                                                                \
    F(2, hb_shape)                                                                                                     \
    F(2, hb_script_get_horizontal_direction)                                                                           \
    F(2, hb_unicode_funcs_get_default)                                                                                 \
    F(2, hb_unicode_script)

static const char *const rk_text_library_names[] = {"libfontconfig.so.1", "libfreetype.so.6", "libharfbuzz.so.0"};

#define RK_TEXT_POINTER(library, name) __typeof__(&name) name;
static struct {
    RK_TEXT_FUNCTIONS(RK_TEXT_POINTER)
} rk;

static pthread_once_t rk_text_loading = PTHREAD_ONCE_INIT;
/* Empty when every function was found; else why not. */
static char rk_text_load_error[512];

static void rk_text_load_libraries(void) {
    void *libraries[3];
    for (size_t index = 0; index < 3; index++) {
        libraries[index] = dlopen(rk_text_library_names[index], RTLD_NOW | RTLD_LOCAL);
        if (libraries[index] == NULL) {
            const char *reason = dlerror();
            snprintf(rk_text_load_error, sizeof rk_text_load_error, "%s could not be loaded: %s",
                     rk_text_library_names[index], reason == NULL ? "unknown error" : reason);
            return;
        }
    }
#define RK_TEXT_FIND(library, name)                                                                                    \
    rk.name = (__typeof__(&name))dlsym(libraries[library], #name);                                                     \
    if (rk.name == NULL) {                                                                                             \
        snprintf(rk_text_load_error, sizeof rk_text_load_error, "%s has no function %s", rk_text_library_names[library], \
                 #name);                                                                                               \
        return;                                                                                                        \
    }
    RK_TEXT_FUNCTIONS(RK_TEXT_FIND)
#undef RK_TEXT_FIND
}

/* An opened font: a HarfBuzz font over a FreeType face sized so that one pixel is one font unit,
 * never changed after it is made (HarfBuzz's FreeType functions lock the face while they use it). */
typedef struct rk_text_face {
    hb_font_t *font;
    /* HarfBuzz positions per em. */
    double scale;
} rk_text_face;

/* Entries of the cache of rk_text_fonts_first_covering: the code point in bits 32-52, the font
 * index + 1 in bits 0-31 (0: no font), bit 63 set when the entry is filled. */
#define RK_TEXT_COVER_CACHE_SIZE 1024u
#define RK_TEXT_COVER_FILLED (UINT64_C(1) << 63)

struct rk_text_fonts {
    size_t count;
    char **files;
    int *indices;
    FcCharSet **charsets;
    /* Opened on first use under lock; read without it once set. */
    _Atomic(rk_text_face *) *faces;
    pthread_mutex_t lock;
    FT_Library library;
    _Atomic uint64_t cover_cache[RK_TEXT_COVER_CACHE_SIZE];
};

static void rk_text_fail(char *error, size_t error_size, const char *format, ...) {
    if (error == NULL || error_size == 0) return;
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(error, error_size, format, arguments);
    va_end(arguments);
}

/* Opens the libraries once; 0 when every function is there, else -1 with the reason in error. */
static int rk_text_load(char *error, size_t error_size) {
    pthread_once(&rk_text_loading, rk_text_load_libraries);
    if (rk_text_load_error[0] == 0) return 0;
    rk_text_fail(error, error_size, "%s", rk_text_load_error);
    return -1;
}

static char *rk_text_copy(const FcChar8 *text) {
    const char *source = text == NULL ? "" : (const char *)text;
    size_t length = strlen(source);
    char *copy = malloc(length + 1);
    if (copy != NULL) memcpy(copy, source, length + 1);
    return copy;
}

void rk_text_fonts_close(rk_text_fonts *fonts) {
    if (fonts == NULL) return;
    for (size_t index = 0; index < fonts->count; index++) {
        rk_text_face *face = atomic_load_explicit(&fonts->faces[index], memory_order_acquire);
        if (face != NULL) {
            rk.hb_font_destroy(face->font);
            free(face);
        }
        free(fonts->files[index]);
        if (fonts->charsets[index] != NULL) rk.FcCharSetDestroy(fonts->charsets[index]);
    }
    free(fonts->files);
    free(fonts->indices);
    free(fonts->charsets);
    free((void *)fonts->faces);
    if (fonts->library != NULL) rk.FT_Done_FreeType(fonts->library);
    pthread_mutex_destroy(&fonts->lock);
    free(fonts);
}

/* A pattern for fontconfig as Chromium makes one: a family (or none), the weight, upright, scalable,
 * English (the language ranks fallback fonts; fixed, so that the process's locale does not). */
static FcPattern *rk_text_pattern(const char *family, int bold) {
    FcPattern *pattern = rk.FcPatternCreate();
    if (pattern == NULL) return NULL;
    int added = family == NULL || rk.FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)family);
    added = added && rk.FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR);
    added = added && rk.FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN);
    added = added && rk.FcPatternAddBool(pattern, FC_SCALABLE, FcTrue);
    added = added && rk.FcPatternAddString(pattern, FC_LANG, (const FcChar8 *)"en");
    if (!added || !rk.FcConfigSubstitute(NULL, pattern, FcMatchPattern)) {
        rk.FcPatternDestroy(pattern);
        return NULL;
    }
    rk.FcDefaultSubstitute(pattern);
    return pattern;
}

/* An empty list with room for capacity fonts, or NULL when memory runs out. */
static rk_text_fonts *rk_text_fonts_create(size_t capacity) {
    rk_text_fonts *fonts = calloc(1, sizeof(rk_text_fonts));
    if (fonts == NULL) return NULL;
    pthread_mutex_init(&fonts->lock, NULL);
    for (size_t index = 0; index < RK_TEXT_COVER_CACHE_SIZE; index++) atomic_init(&fonts->cover_cache[index], 0);
    size_t room = capacity == 0 ? 1 : capacity;
    fonts->files = calloc(room, sizeof(char *));
    fonts->indices = calloc(room, sizeof(int));
    fonts->charsets = calloc(room, sizeof(FcCharSet *));
    fonts->faces = calloc(room, sizeof(*fonts->faces));
    FT_Error failure = rk.FT_Init_FreeType(&fonts->library);
    if (failure != 0) fonts->library = NULL;
    if (fonts->files == NULL || fonts->indices == NULL || fonts->charsets == NULL || fonts->faces == NULL ||
        fonts->library == NULL) {
        rk_text_fonts_close(fonts);
        return NULL;
    }
    for (size_t index = 0; index < room; index++) atomic_init(&fonts->faces[index], NULL);
    return fonts;
}

/* Appends a font as fontconfig prepared it for drawing (its file, face index and characters) if it
 * is scalable and not in the list yet. Returns 0 when memory runs out. */
static int rk_text_append(rk_text_fonts *fonts, FcPattern *prepared) {
    FcBool scalable = FcTrue;
    rk.FcPatternGetBool(prepared, FC_SCALABLE, 0, &scalable);
    FcCharSet *charset = NULL;
    FcChar8 *file = NULL;
    int index = 0;
    rk.FcPatternGetInteger(prepared, FC_INDEX, 0, &index);
    if (!scalable || rk.FcPatternGetCharSet(prepared, FC_CHARSET, 0, &charset) != FcResultMatch ||
        rk.FcPatternGetString(prepared, FC_FILE, 0, &file) != FcResultMatch) {
        return 1;
    }
    for (size_t kept = 0; kept < fonts->count; kept++) {
        if (fonts->indices[kept] == index && strcmp(fonts->files[kept], (const char *)file) == 0) return 1;
    }
    size_t slot = fonts->count;
    fonts->files[slot] = rk_text_copy(file);
    fonts->indices[slot] = index;
    fonts->charsets[slot] = rk.FcCharSetCopy(charset);
    fonts->count = slot + 1;
    return fonts->files[slot] != NULL && fonts->charsets[slot] != NULL;
}

/* Whether two family names are the same with ASCII case and spaces ignored, as fontconfig compares
 * family names. */
static int rk_text_same_family(const char *one, const char *other) {
    for (;;) {
        while (*one == ' ') one++;
        while (*other == ' ') other++;
        char a = (*one >= 'A' && *one <= 'Z') ? (char)(*one - 'A' + 'a') : *one;
        char b = (*other >= 'A' && *other <= 'Z') ? (char)(*other - 'A' + 'a') : *other;
        if (a != b) return 0;
        if (a == 0) return 1;
        one++;
        other++;
    }
}

/* Whether one of the font's family names is the family. */
static int rk_text_has_family(FcPattern *font, const char *family) {
    FcChar8 *name = NULL;
    for (int index = 0; rk.FcPatternGetString(font, FC_FAMILY, index, &name) == FcResultMatch; index++) {
        if (rk_text_same_family((const char *)name, family)) return 1;
    }
    return 0;
}

int rk_text_fonts_open_named(const char *const *families, const int *exact, size_t family_count, int bold,
                             rk_text_fonts **out, int32_t *unmatched, char *error, size_t error_size) {
    *out = NULL;
    *unmatched = -1;
    if (rk_text_load(error, error_size) != 0) return -1;
    if (!rk.FcInit()) {
        rk_text_fail(error, error_size, "fontconfig could not load its configuration");
        return -1;
    }
    rk_text_fonts *fonts = rk_text_fonts_create(family_count);
    if (fonts == NULL) {
        rk_text_fail(error, error_size, "out of memory, or FreeType could not start");
        return -1;
    }
    for (size_t index = 0; index < family_count; index++) {
        FcPattern *pattern = rk_text_pattern(families[index], bold);
        FcResult result = FcResultNoMatch;
        FcPattern *match = pattern == NULL ? NULL : rk.FcFontMatch(NULL, pattern, &result);
        if (pattern != NULL) rk.FcPatternDestroy(pattern);
        if (match == NULL) {
            rk_text_fonts_close(fonts);
            rk_text_fail(error, error_size, "fontconfig could not match the font family %s", families[index]);
            return -1;
        }
        int counts = !exact[index] || rk_text_has_family(match, families[index]);
        int kept = !counts || rk_text_append(fonts, match);
        rk.FcPatternDestroy(match);
        if (!kept) {
            rk_text_fonts_close(fonts);
            rk_text_fail(error, error_size, "out of memory while listing fonts");
            return -1;
        }
        if (!counts && *unmatched < 0) *unmatched = (int32_t)index;
    }
    *out = fonts;
    return 0;
}

int rk_text_fonts_open_fallback(rk_text_fonts **out, char *error, size_t error_size) {
    *out = NULL;
    if (rk_text_load(error, error_size) != 0) return -1;
    if (!rk.FcInit()) {
        rk_text_fail(error, error_size, "fontconfig could not load its configuration");
        return -1;
    }
    FcPattern *pattern = rk_text_pattern(NULL, 0);
    if (pattern == NULL) {
        rk_text_fail(error, error_size, "fontconfig could not make a font pattern");
        return -1;
    }
    FcResult result = FcResultNoMatch;
    /* Trimmed: a font left out adds no character, so it is never the first to cover one. */
    FcFontSet *sorted = rk.FcFontSort(NULL, pattern, FcTrue, NULL, &result);
    if (sorted == NULL || sorted->nfont <= 0) {
        if (sorted != NULL) rk.FcFontSetDestroy(sorted);
        rk.FcPatternDestroy(pattern);
        rk_text_fail(error, error_size, "fontconfig found no installed font");
        return -1;
    }
    rk_text_fonts *fonts = rk_text_fonts_create((size_t)sorted->nfont);
    int ok = fonts != NULL;
    for (int index = 0; ok && index < sorted->nfont; index++) {
        FcPattern *prepared = rk.FcFontRenderPrepare(NULL, pattern, sorted->fonts[index]);
        ok = prepared != NULL && rk_text_append(fonts, prepared);
        if (prepared != NULL) rk.FcPatternDestroy(prepared);
    }
    rk.FcFontSetDestroy(sorted);
    rk.FcPatternDestroy(pattern);
    if (!ok) {
        rk_text_fonts_close(fonts);
        rk_text_fail(error, error_size, "out of memory while sorting fonts");
        return -1;
    }
    *out = fonts;
    return 0;
}

size_t rk_text_fonts_count(const rk_text_fonts *fonts) { return fonts->count; }

int rk_text_fonts_covers(const rk_text_fonts *fonts, size_t index, uint32_t code_point) {
    return index < fonts->count && rk.FcCharSetHasChar(fonts->charsets[index], code_point);
}

int32_t rk_text_fonts_first_covering(rk_text_fonts *fonts, uint32_t code_point) {
    _Atomic uint64_t *entry = &fonts->cover_cache[code_point % RK_TEXT_COVER_CACHE_SIZE];
    uint64_t cached = atomic_load_explicit(entry, memory_order_relaxed);
    if ((cached & RK_TEXT_COVER_FILLED) != 0 && ((cached >> 32) & 0x7FFFFFFFu) == code_point) {
        return (int32_t)(cached & 0xFFFFFFFFu) - 1;
    }
    int32_t found = -1;
    for (size_t index = 0; index < fonts->count && index < INT32_MAX; index++) {
        if (rk.FcCharSetHasChar(fonts->charsets[index], code_point)) {
            found = (int32_t)index;
            break;
        }
    }
    uint64_t filled = RK_TEXT_COVER_FILLED | ((uint64_t)code_point << 32) | (uint64_t)(uint32_t)(found + 1);
    atomic_store_explicit(entry, filled, memory_order_relaxed);
    return found;
}

uint32_t rk_text_script(uint32_t code_point) {
    if (rk_text_load(NULL, 0) != 0) return RK_TEXT_SCRIPT_UNKNOWN;
    return (uint32_t)rk.hb_unicode_script(rk.hb_unicode_funcs_get_default(), code_point);
}

/* Opens a font with FreeType (which reads every format fontconfig lists, and the named instances
 * of variable fonts from the face index) and makes its HarfBuzz font, unhinted as browsers
 * measure text. */
static rk_text_face *rk_text_face_open(rk_text_fonts *fonts, size_t index, char *error, size_t error_size) {
    FT_Face ft_face = NULL;
    FT_Error failure = rk.FT_New_Face(fonts->library, fonts->files[index], fonts->indices[index], &ft_face);
    if (failure != 0) {
        rk_text_fail(error, error_size, "FreeType could not open the font %s (error %d)", fonts->files[index],
                     (int)failure);
        return NULL;
    }
    /* The HarfBuzz font keeps its own reference to the face; its face has the font's units per em
     * (FreeType's face record is opaque here), and it takes the size set next. */
    hb_font_t *font = rk.hb_ft_font_create_referenced(ft_face);
    unsigned int units = rk.hb_face_get_upem(rk.hb_font_get_face(font));
    failure = units == 0 ? RK_FT_Err_Invalid_File_Format : rk.FT_Set_Pixel_Sizes(ft_face, 0, units);
    rk.FT_Done_Face(ft_face);
    if (failure != 0) {
        rk.hb_font_destroy(font);
        rk_text_fail(error, error_size, "FreeType could not size the font %s (error %d)", fonts->files[index],
                     (int)failure);
        return NULL;
    }
    rk.hb_ft_font_changed(font);
    rk.hb_ft_font_set_load_flags(font, RK_FT_LOAD_DEFAULT | RK_FT_LOAD_NO_HINTING);
    int x_scale = 0;
    rk.hb_font_get_scale(font, &x_scale, NULL);
    rk_text_face *face = malloc(sizeof(rk_text_face));
    if (face == NULL || font == rk.hb_font_get_empty() || x_scale <= 0) {
        free(face);
        rk.hb_font_destroy(font);
        rk_text_fail(error, error_size, "HarfBuzz could not use the font %s", fonts->files[index]);
        return NULL;
    }
    rk.hb_font_make_immutable(font);
    face->font = font;
    face->scale = (double)x_scale;
    return face;
}

static rk_text_face *rk_text_face_get(rk_text_fonts *fonts, size_t index, char *error, size_t error_size) {
    rk_text_face *face = atomic_load_explicit(&fonts->faces[index], memory_order_acquire);
    if (face != NULL) return face;
    pthread_mutex_lock(&fonts->lock);
    face = atomic_load_explicit(&fonts->faces[index], memory_order_relaxed);
    if (face == NULL) {
        face = rk_text_face_open(fonts, index, error, error_size);
        if (face != NULL) atomic_store_explicit(&fonts->faces[index], face, memory_order_release);
    }
    pthread_mutex_unlock(&fonts->lock);
    return face;
}

int rk_text_fonts_shape(rk_text_fonts *fonts, size_t font_index, const uint32_t *text, size_t text_count,
                        size_t run_start, size_t run_count, uint32_t script, double *out_em, char *error,
                        size_t error_size) {
    *out_em = 0;
    if (font_index >= fonts->count || run_start > text_count || run_count > text_count - run_start ||
        text_count > INT32_MAX) {
        rk_text_fail(error, error_size, "a text run outside its text or a font outside the sorted fonts");
        return -1;
    }
    if (run_count == 0) return 0;
    rk_text_face *face = rk_text_face_get(fonts, font_index, error, error_size);
    if (face == NULL) return -1;
    hb_buffer_t *buffer = rk.hb_buffer_create();
    rk.hb_buffer_add_utf32(buffer, text, (int)text_count, (unsigned)run_start, (int)run_count);
    rk.hb_buffer_set_script(buffer, (hb_script_t)script);
    hb_direction_t direction = rk.hb_script_get_horizontal_direction((hb_script_t)script);
    rk.hb_buffer_set_direction(buffer, direction == HB_DIRECTION_INVALID ? HB_DIRECTION_LTR : direction);
    if (!rk.hb_buffer_allocation_successful(buffer)) {
        rk.hb_buffer_destroy(buffer);
        rk_text_fail(error, error_size, "out of memory while shaping text");
        return -1;
    }
    rk.hb_shape(face->font, buffer, NULL, 0);
    unsigned int glyph_count = 0;
    hb_glyph_position_t *positions = rk.hb_buffer_get_glyph_positions(buffer, &glyph_count);
    int64_t advance = 0;
    for (unsigned int index = 0; index < glyph_count; index++) advance += positions[index].x_advance;
    rk.hb_buffer_destroy(buffer);
    *out_em = (double)advance / face->scale;
    return 0;
}
