/* rlottie's header is included only here. The library is opened with dlopen when the first
 * animation is read, not linked: refreshpreview links this for skins with a Lottie indicator, and
 * the loader binding rlottie at every start would cost every run the time of one library. Each
 * function is called through a pointer of the type its header declares. */
#include "CRefreshLottie.h"

#include <dlfcn.h>
#include <pthread.h>
#include <rlottie_capi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RK_LOTTIE_FUNCTIONS(F)                                                                                         \
    F(lottie_animation_from_data)                                                                                      \
    F(lottie_animation_destroy)                                                                                        \
    F(lottie_animation_get_size)                                                                                       \
    F(lottie_animation_get_totalframe)                                                                                 \
    F(lottie_animation_get_framerate)                                                                                  \
    F(lottie_animation_render)                                                                                         \
    F(lottie_animation_get_markerlist)

#define RK_LOTTIE_POINTER(name) __typeof__(&name) name;
static struct {
    RK_LOTTIE_FUNCTIONS(RK_LOTTIE_POINTER)
} rl;

static pthread_once_t rk_lottie_loading = PTHREAD_ONCE_INIT;
/* Empty when every function was found; else why not. */
static char rk_lottie_load_error[256];

static void rk_lottie_load_library(void) {
    void *library = dlopen("librlottie.so.0-1", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) library = dlopen("librlottie.so", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(rk_lottie_load_error, sizeof rk_lottie_load_error,
                 "the Lottie renderer could not be loaded (install librlottie0-1): %s",
                 reason == NULL ? "unknown error" : reason);
        return;
    }
#define RK_LOTTIE_FIND(name)                                                                                           \
    rl.name = (__typeof__(&name))dlsym(library, #name);                                                                \
    if (rl.name == NULL) {                                                                                             \
        snprintf(rk_lottie_load_error, sizeof rk_lottie_load_error, "librlottie has no function %s", #name);           \
        return;                                                                                                        \
    }
    RK_LOTTIE_FUNCTIONS(RK_LOTTIE_FIND)
#undef RK_LOTTIE_FIND
}

struct rk_lottie {
    Lottie_Animation *animation;
};

static void set_error(char *error, size_t error_size, const char *message) {
    if (error != NULL && error_size > 0) snprintf(error, error_size, "%s", message);
}

rk_lottie *rk_lottie_load(const char *json, size_t length, char *error, size_t error_size) {
    pthread_once(&rk_lottie_loading, rk_lottie_load_library);
    if (rk_lottie_load_error[0] != 0) {
        set_error(error, error_size, rk_lottie_load_error);
        return NULL;
    }
    if (json == NULL || length == 0) {
        set_error(error, error_size, "the animation is empty");
        return NULL;
    }
    /* rlottie reads a NUL-terminated string and caches models by key: a key of the text's own
     * hash and length, so a different text never gets another's model. */
    char *text = malloc(length + 1);
    rk_lottie *result = malloc(sizeof *result);
    if (text == NULL || result == NULL) {
        free(text);
        free(result);
        set_error(error, error_size, "out of memory reading the animation");
        return NULL;
    }
    memcpy(text, json, length);
    text[length] = '\0';
    uint64_t hash = 14695981039346656037ull; /* FNV-1a */
    for (size_t i = 0; i < length; i++) {
        hash ^= (unsigned char)json[i];
        hash *= 1099511628211ull;
    }
    char key[64];
    snprintf(key, sizeof key, "refreshkit-%016llx-%zu", (unsigned long long)hash, length);
    result->animation = rl.lottie_animation_from_data(text, key, "");
    free(text);
    if (result->animation == NULL) {
        free(result);
        set_error(error, error_size, "rlottie could not read the animation");
        return NULL;
    }
    return result;
}

void rk_lottie_free(rk_lottie *animation) {
    if (animation == NULL) return;
    rl.lottie_animation_destroy(animation->animation);
    free(animation);
}

rk_lottie_info rk_lottie_get_info(const rk_lottie *animation) {
    rk_lottie_info info = {0, 0, 0, 0};
    rl.lottie_animation_get_size(animation->animation, &info.width, &info.height);
    info.frames = rl.lottie_animation_get_totalframe(animation->animation);
    info.frame_rate = rl.lottie_animation_get_framerate(animation->animation);
    return info;
}

int rk_lottie_render(rk_lottie *animation, size_t frame, uint8_t *rgba, size_t width, size_t height) {
    if (width == 0 || height == 0 || width > 4096 || height > 4096) return -1;
    size_t frames = rl.lottie_animation_get_totalframe(animation->animation);
    if (frames > 0 && frame >= frames) frame = frames - 1;
    /* rlottie draws premultiplied ARGB32 in native order (B, G, R, A bytes on little-endian). */
    uint32_t *argb = calloc(width * height, sizeof *argb);
    if (argb == NULL) return -1;
    rl.lottie_animation_render(animation->animation, frame, argb, width, height, width * 4);
    for (size_t i = 0; i < width * height; i++) {
        uint32_t pixel = argb[i];
        uint32_t alpha = pixel >> 24;
        uint32_t red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF;
        if (alpha > 0 && alpha < 255) {
            red = (red * 255 + alpha / 2) / alpha;
            green = (green * 255 + alpha / 2) / alpha;
            blue = (blue * 255 + alpha / 2) / alpha;
            if (red > 255) red = 255;
            if (green > 255) green = 255;
            if (blue > 255) blue = 255;
        }
        rgba[i * 4] = (uint8_t)red;
        rgba[i * 4 + 1] = (uint8_t)green;
        rgba[i * 4 + 2] = (uint8_t)blue;
        rgba[i * 4 + 3] = (uint8_t)alpha;
    }
    free(argb);
    return 0;
}

size_t rk_lottie_marker_count(rk_lottie *animation) {
    const LOTMarkerList *list = rl.lottie_animation_get_markerlist(animation->animation);
    return list == NULL ? 0 : list->size;
}

const char *rk_lottie_marker(rk_lottie *animation, size_t index, size_t *start_frame, size_t *end_frame) {
    const LOTMarkerList *list = rl.lottie_animation_get_markerlist(animation->animation);
    if (list == NULL || index >= list->size) return NULL;
    *start_frame = list->ptr[index].startframe;
    *end_frame = list->ptr[index].endframe;
    return list->ptr[index].name;
}
