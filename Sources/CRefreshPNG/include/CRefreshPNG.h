#ifndef REFRESHKIT_CREFRESHPNG_H
#define REFRESHKIT_CREFRESHPNG_H
/* A narrow C API over libpng. No libpng type appears in this header. */
#include <stddef.h>
#include <stdint.h>

/* A decoded image: 8-bit RGBA, rows top to bottom, width * 4 bytes per row, not premultiplied. */
typedef struct rk_png_image {
    uint32_t width;
    uint32_t height;
    /* width * height * 4 bytes, owned by the image; release with rk_png_image_free. */
    uint8_t *pixels;
} rk_png_image;

/* Decodes a PNG held in memory into 8-bit RGBA (palette, grey, 16-bit, tRNS and interlaced images
 * are converted). Images wider than max_width or taller than max_height are refused before any
 * pixel memory is allocated.
 * Returns 0 on success and fills *out; on failure returns -1, leaves *out empty and writes a
 * NUL-terminated message of at most error_size bytes to error. */
int rk_png_decode_rgba(const uint8_t *data, size_t size, uint32_t max_width, uint32_t max_height,
                       rk_png_image *out, char *error, size_t error_size);

/* Releases the pixels of an image filled by rk_png_decode_rgba; safe on an empty image. */
void rk_png_image_free(rk_png_image *image);

/* Encodes 8-bit RGBA pixels (width * height * 4 bytes, rows top to bottom) as a PNG in memory.
 * Returns 0 on success and sets *out_data (release with rk_png_buffer_free) and *out_size; on
 * failure returns -1 and writes a NUL-terminated message of at most error_size bytes to error. */
int rk_png_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height, uint8_t **out_data, size_t *out_size,
                       char *error, size_t error_size);

/* Releases a buffer returned by rk_png_encode_rgba; safe on NULL. */
void rk_png_buffer_free(uint8_t *data);

#endif
