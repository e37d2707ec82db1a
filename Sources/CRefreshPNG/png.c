#include "CRefreshPNG.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Everything libpng's callbacks need; the jmp_buf lives in libpng's own png_struct. */
typedef struct rk_reader {
    const uint8_t *data;
    size_t size;
    size_t offset;
    char *error;
    size_t error_size;
} rk_reader;

static void rk_set_error(rk_reader *reader, const char *message) {
    if (reader->error != NULL && reader->error_size > 0 && reader->error[0] == '\0') {
        snprintf(reader->error, reader->error_size, "%s", message);
    }
}

static void rk_error(png_structp png, png_const_charp message) {
    rk_reader *reader = (rk_reader *)png_get_error_ptr(png);
    rk_set_error(reader, message);
    png_longjmp(png, 1);
}

static void rk_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message; /* warnings (e.g. a bad iCCP profile) do not stop decoding */
}

static void rk_read(png_structp png, png_bytep out, png_size_t length) {
    rk_reader *reader = (rk_reader *)png_get_io_ptr(png);
    if (length > reader->size - reader->offset) {
        png_error(png, "the PNG data ends early (truncated file)");
    }
    memcpy(out, reader->data + reader->offset, length);
    reader->offset += length;
}

int rk_png_decode_rgba(const uint8_t *data, size_t size, uint32_t max_width, uint32_t max_height,
                       rk_png_image *out, char *error, size_t error_size) {
    rk_reader reader = {data, size, 0, error, error_size};
    /* volatile: these are changed after setjmp and read after a longjmp back to it. */
    png_structp volatile png = NULL;
    png_infop volatile info = NULL;
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;

    if (error != NULL && error_size > 0) error[0] = '\0';
    if (out == NULL) return -1;
    out->width = 0;
    out->height = 0;
    out->pixels = NULL;
    if (data == NULL || size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        rk_set_error(&reader, "not a PNG file (the PNG signature is missing)");
        return -1;
    }
    png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader, rk_error, rk_warning);
    if (png == NULL) {
        rk_set_error(&reader, "out of memory");
        return -1;
    }
    info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct((png_structpp)&png, NULL, NULL);
        rk_set_error(&reader, "out of memory");
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct((png_structpp)&png, (png_infopp)&info, NULL);
        free(rows);
        free(pixels);
        /* Not through `reader`: rk_read changed it after setjmp, so it is indeterminate here. */
        if (error != NULL && error_size > 0 && error[0] == '\0') snprintf(error, error_size, "the PNG file is damaged");
        return -1;
    }
    png_set_read_fn(png, &reader, rk_read);
    png_set_user_limits(png, max_width, max_height);
    png_set_chunk_cache_max(png, 128);
    png_set_chunk_malloc_max(png, 8u * 1024u * 1024u);
    png_read_info(png, info);

    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    int color_type = png_get_color_type(png, info);
    if (width == 0 || height == 0 || width > max_width || height > max_height) {
        char message[160];
        snprintf(message, sizeof message, "the image is %ux%u pixels; the limit is %ux%u",
                 (unsigned)width, (unsigned)height, (unsigned)max_width, (unsigned)max_height);
        rk_set_error(&reader, message);
        png_error(png, message);
    }
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_strip_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    }
    (void)png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (png_size_t)width * 4u) {
        png_error(png, "the PNG uses a pixel format that cannot be converted to RGBA");
    }

    pixels = (uint8_t *)malloc((size_t)width * (size_t)height * 4u);
    rows = (png_bytep *)malloc(sizeof(png_bytep) * (size_t)height);
    if (pixels == NULL || rows == NULL) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * (size_t)width * 4u;
    png_read_image(png, rows);
    png_read_end(png, NULL);

    png_destroy_read_struct((png_structpp)&png, (png_infopp)&info, NULL);
    free(rows);
    out->width = width;
    out->height = height;
    out->pixels = pixels;
    return 0;
}

void rk_png_image_free(rk_png_image *image) {
    if (image == NULL) return;
    free(image->pixels);
    image->pixels = NULL;
    image->width = 0;
    image->height = 0;
}

/* ---- Encoding ---- */

typedef struct rk_writer {
    uint8_t *data;
    size_t size;
    size_t capacity;
    char *error;
    size_t error_size;
} rk_writer;

static void rk_write_error(png_structp png, png_const_charp message) {
    rk_writer *writer = (rk_writer *)png_get_error_ptr(png);
    if (writer->error && writer->error_size > 0) snprintf(writer->error, writer->error_size, "%s", message);
    png_longjmp(png, 1);
}

static void rk_write_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void rk_write(png_structp png, png_bytep bytes, png_size_t length) {
    rk_writer *writer = (rk_writer *)png_get_io_ptr(png);
    if (length > SIZE_MAX / 2 - writer->size) png_error(png, "the PNG is too large");
    if (writer->size + length > writer->capacity) {
        size_t capacity = writer->capacity ? writer->capacity : 4096;
        while (capacity < writer->size + length) capacity *= 2;
        uint8_t *grown = realloc(writer->data, capacity);
        if (!grown) png_error(png, "out of memory while writing the PNG");
        writer->data = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->data + writer->size, bytes, length);
    writer->size += length;
}

static void rk_flush(png_structp png) { (void)png; }

/* The libpng calls of the encoder. The setjmp lives here and the writer in the caller's frame:
 * rk_write changes the writer between setjmp and longjmp, so it must not be a local of the
 * function that calls setjmp (C11 7.13.2.1: such a local would be indeterminate after the jump). */
static int rk_png_encode_into(rk_writer *writer, const uint8_t *pixels, uint32_t width, uint32_t height) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, writer, rk_write_error, rk_write_warning);
    if (!png) return -1;
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        return -1;
    }
    /* png and info are not changed after setjmp, so they need not be volatile. */
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return -1;
    }
    png_set_write_fn(png, writer, rk_write, rk_flush);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (uint32_t row = 0; row < height; row++) {
        png_write_row(png, (png_const_bytep)(pixels + (size_t)row * width * 4));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 0;
}

int rk_png_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height, uint8_t **out_data, size_t *out_size,
                       char *error, size_t error_size) {
    *out_data = NULL;
    *out_size = 0;
    if (error && error_size > 0) error[0] = 0;
    if (!pixels || width == 0 || height == 0 || width > 16384 || height > 16384) {
        if (error && error_size > 0) snprintf(error, error_size, "cannot encode an image of %ux%u", width, height);
        return -1;
    }
    rk_writer writer = {NULL, 0, 0, error, error_size};
    if (rk_png_encode_into(&writer, pixels, width, height) != 0) {
        if (error && error_size > 0 && error[0] == 0) snprintf(error, error_size, "libpng could not encode the image");
        free(writer.data);
        return -1;
    }
    *out_data = writer.data;
    *out_size = writer.size;
    return 0;
}

void rk_png_buffer_free(uint8_t *data) { free(data); }
