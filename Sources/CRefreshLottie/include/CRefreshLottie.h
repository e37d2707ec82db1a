#ifndef REFRESHKIT_CREFRESHLOTTIE_H
#define REFRESHKIT_CREFRESHLOTTIE_H
/* A narrow C API over rlottie. No rlottie type appears in this header. Only JSON that
 * RefreshLottie's own reader has accepted (its documented subset, within its caps) is handed to
 * rk_lottie_load. */
#include <stddef.h>
#include <stdint.h>

/* An animation rlottie has read. */
typedef struct rk_lottie rk_lottie;

/* What an animation declares: its canvas, its frame count and rate. */
typedef struct rk_lottie_info {
    size_t width;
    size_t height;
    size_t frames;
    double frame_rate;
} rk_lottie_info;

/* The limits rlottie works under. Each animation is read and drawn by a child process of its own
 * (rlottie never runs in the caller's process), whose address space may grow by RK_LOTTIE_MEMORY
 * bytes, and which has RK_LOTTIE_SECONDS of processor time, and as long in time, for each
 * request (reading the file, drawing one frame). A child that passes a limit or crashes is
 * killed; the animation then fails every later request, and rk_lottie_failure says why. */
#define RK_LOTTIE_MEMORY ((size_t)1 << 30)
#define RK_LOTTIE_MEMORY_TEXT "1 GiB"
#define RK_LOTTIE_SECONDS 5
#define RK_LOTTIE_SECONDS_TEXT "5"

/* Reads an animation from `length` bytes of JSON (no NUL needed), in a child process of its own.
 * Returns NULL, with a NUL-terminated message of at most error_size bytes in error, when rlottie
 * cannot read it, memory or processes run out, or reading passed the limits (then *past_limits is
 * set to 1, and the message is the reason, as rk_lottie_failure gives it; else to 0). */
rk_lottie *rk_lottie_load(const char *json, size_t length, char *error, size_t error_size, int *past_limits);

/* Releases an animation and ends its child process; safe on NULL. */
void rk_lottie_free(rk_lottie *animation);

/* The animation's canvas size, frame count and frame rate. */
rk_lottie_info rk_lottie_get_info(const rk_lottie *animation);

/* Renders frame `frame` (clamped to the last) scaled to width x height into `rgba`: width *
 * height * 4 bytes, rows top to bottom, 8-bit RGBA not premultiplied. Returns 0; -1 when the
 * size is 0 or too large (over 4096 either way) or memory runs out; -2 when the animation could
 * not be drawn within the limits (see rk_lottie_failure), now or before. */
int rk_lottie_render(rk_lottie *animation, size_t frame, uint8_t *rgba, size_t width, size_t height);

/* Frame `frame` (clamped to the last) scaled to width x height as SVG elements: one `<path>` for
 * each shape rlottie draws, filled or stroked in its colour and opacity, or in a gradient defined
 * just before it (`<linearGradient>` or `<radialGradient>` with the id rk-gradient-N, numbered
 * from 0 in each frame), in the order drawn, coordinates in pixels of that size. A NUL-terminated text the
 * caller frees; NULL when the size is 0 or over 4096, memory runs out, or the text would pass
 * 4 MiB. */
char *rk_lottie_svg(rk_lottie *animation, size_t frame, size_t width, size_t height);

/* Why the animation can no longer be drawn (it passed a limit or rlottie crashed: "rlottie took
 * longer than 5 seconds"), or NULL while it can. The text lives as long as the animation. */
const char *rk_lottie_failure(const rk_lottie *animation);

/* The child process reading and drawing the animation (0 once it has ended). */
int rk_lottie_process(const rk_lottie *animation);

/* The number of markers rlottie read. */
size_t rk_lottie_marker_count(rk_lottie *animation);

/* Marker `index`: its name (owned by the animation, valid while it lives) and its first and last
 * frame; NULL when index is out of range. */
const char *rk_lottie_marker(rk_lottie *animation, size_t index, size_t *start_frame, size_t *end_frame);

#endif
