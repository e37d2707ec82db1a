/* rlottie's header is included only here. The library is opened with dlopen when the first
 * animation is read, not linked: refreshpreview links this for skins with a Lottie indicator, and
 * the loader binding rlottie at every start would cost every run the time of one library. Each
 * function is called through a pointer of the type its header declares. */
#include "CRefreshLottie.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
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
    F(lottie_animation_render_tree)                                                                                    \
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
    /* What draws pixels. */
    Lottie_Animation *animation;
    /* What gives render trees, kept apart: a tree's paths point into its animation's state,
     * which drawing pixels changes (a tree taken after a raster of the same frame had stale
     * paths), so each animation only ever does one of the two. They share rlottie's model. */
    Lottie_Animation *vector;
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
    result->vector = result->animation == NULL ? NULL : rl.lottie_animation_from_data(text, key, "");
    free(text);
    if (result->animation == NULL || result->vector == NULL) {
        if (result->animation != NULL) rl.lottie_animation_destroy(result->animation);
        free(result);
        set_error(error, error_size, "rlottie could not read the animation");
        return NULL;
    }
    return result;
}

void rk_lottie_free(rk_lottie *animation) {
    if (animation == NULL) return;
    rl.lottie_animation_destroy(animation->animation);
    rl.lottie_animation_destroy(animation->vector);
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

/* A growing text: what rk_lottie_svg writes. `failed` once memory ran out or it passed its cap. */
typedef struct {
    char *text;
    size_t length;
    size_t capacity;
    int failed;
} rk_text;

/* The most text one frame's drawing may take: 4 MiB. */
#define RK_SVG_MAX (4u << 20)

static void rk_append(rk_text *text, const char *format, ...) __attribute__((format(printf, 2, 3)));

static void rk_append(rk_text *text, const char *format, ...) {
    if (text->failed) return;
    for (;;) {
        size_t room = text->capacity - text->length;
        va_list arguments;
        va_start(arguments, format);
        int written = vsnprintf(text->text + text->length, room, format, arguments);
        va_end(arguments);
        if (written < 0) {
            text->failed = 1;
            return;
        }
        if ((size_t)written < room) {
            text->length += (size_t)written;
            return;
        }
        size_t wanted = text->capacity * 2 > text->length + (size_t)written + 1 ? text->capacity * 2
                                                                                : text->length + (size_t)written + 1;
        if (wanted > RK_SVG_MAX) {
            text->failed = 1;
            return;
        }
        char *grown = realloc(text->text, wanted);
        if (grown == NULL) {
            text->failed = 1;
            return;
        }
        text->text = grown;
        text->capacity = wanted;
    }
}

/* A path's `d`: rlottie's elements are 0 move (one point), 1 line (one), 2 cubic (three), 3 close;
 * `point_count` is the number of floats. */
static void rk_append_path(rk_text *text, const float *points, size_t point_count, const char *elements,
                           size_t element_count) {
    size_t next = 0; /* the next float */
    for (size_t i = 0; i < element_count; i++) {
        size_t needed = elements[i] == 2 ? 6 : elements[i] == 3 ? 0 : 2;
        if (next + needed > point_count) return; /* point_count counts floats, two a point */
        switch (elements[i]) {
        case 0: rk_append(text, "M%.2f %.2f", points[next], points[next + 1]); break;
        case 1: rk_append(text, "L%.2f %.2f", points[next], points[next + 1]); break;
        case 2:
            rk_append(text, "C%.2f %.2f %.2f %.2f %.2f %.2f", points[next], points[next + 1], points[next + 2],
                      points[next + 3], points[next + 4], points[next + 5]);
            break;
        case 3: rk_append(text, "Z"); break;
        default: return;
        }
        next += needed;
    }
}

/* One drawn shape: its path filled or stroked in its colour (a gradient in its stops' mean colour,
 * which the subset's gradients are close to at indicator size), at `opacity`. */
static void rk_append_node(rk_text *text, const LOTNode *node, double opacity) {
    if (node->mPath.elmCount == 0 || node->mPath.ptPtr == NULL || node->mPath.elmPtr == NULL) return;
    unsigned red = node->mColor.r, green = node->mColor.g, blue = node->mColor.b;
    double alpha = node->mColor.a / 255.0;
    if (node->mBrushType == BrushGradient && node->mGradient.stopCount > 0 && node->mGradient.stopPtr != NULL) {
        unsigned long sums[4] = {0, 0, 0, 0};
        for (size_t i = 0; i < node->mGradient.stopCount; i++) {
            sums[0] += node->mGradient.stopPtr[i].r;
            sums[1] += node->mGradient.stopPtr[i].g;
            sums[2] += node->mGradient.stopPtr[i].b;
            sums[3] += node->mGradient.stopPtr[i].a;
        }
        size_t count = node->mGradient.stopCount;
        red = (unsigned)(sums[0] / count), green = (unsigned)(sums[1] / count), blue = (unsigned)(sums[2] / count);
        alpha = (double)sums[3] / count / 255.0 * (node->mColor.a / 255.0);
    }
    alpha *= opacity;
    if (alpha <= 0) return;
    rk_append(text, "<path d=\"");
    rk_append_path(text, node->mPath.ptPtr, node->mPath.ptCount, node->mPath.elmPtr, node->mPath.elmCount);
    if (node->mStroke.enable) {
        static const char *caps[] = {"butt", "square", "round"};
        static const char *joins[] = {"miter", "bevel", "round"};
        unsigned cap = (unsigned)node->mStroke.cap < 3 ? (unsigned)node->mStroke.cap : 0;
        unsigned join = (unsigned)node->mStroke.join < 3 ? (unsigned)node->mStroke.join : 0;
        rk_append(text,
                  "\" fill=\"none\" stroke=\"#%02X%02X%02X\" stroke-opacity=\"%.3f\" stroke-width=\"%.2f\" "
                  "stroke-linecap=\"%s\" stroke-linejoin=\"%s\" stroke-miterlimit=\"%.2f\"",
                  red, green, blue, alpha, node->mStroke.width, caps[cap], joins[join], node->mStroke.miterLimit);
        if (node->mStroke.dashArray != NULL && node->mStroke.dashArraySize > 1) {
            rk_append(text, " stroke-dasharray=\"");
            /* rlottie's dash array ends with the offset when its count is odd. */
            int dashes = node->mStroke.dashArraySize - (node->mStroke.dashArraySize % 2);
            for (int i = 0; i < dashes; i++) rk_append(text, i == 0 ? "%.2f" : " %.2f", node->mStroke.dashArray[i]);
            rk_append(text, "\"");
        }
        rk_append(text, "/>");
    } else {
        rk_append(text, "\" fill=\"#%02X%02X%02X\" fill-opacity=\"%.3f\" fill-rule=\"%s\"/>", red, green, blue,
                  alpha, node->mFillRule == FillEvenOdd ? "evenodd" : "nonzero");
    }
}

/* A layer and those inside it, each at its alpha times its parent's. */
static void rk_append_layer(rk_text *text, const LOTLayerNode *layer, double opacity, int depth) {
    if (layer == NULL || !layer->mVisible || depth > 64) return;
    double alpha = opacity * layer->mAlpha / 255.0;
    if (alpha <= 0) return;
    for (size_t i = 0; i < layer->mLayerList.size; i++) {
        rk_append_layer(text, layer->mLayerList.ptr[i], alpha, depth + 1);
    }
    for (size_t i = 0; i < layer->mNodeList.size; i++) rk_append_node(text, layer->mNodeList.ptr[i], alpha);
}

char *rk_lottie_svg(rk_lottie *animation, size_t frame, size_t width, size_t height) {
    if (animation == NULL || width == 0 || height == 0 || width > 4096 || height > 4096) return NULL;
    size_t frames = rl.lottie_animation_get_totalframe(animation->animation);
    if (frames > 0 && frame >= frames) frame = frames - 1;
    const LOTLayerNode *root = rl.lottie_animation_render_tree(animation->vector, frame, width, height);
    if (root == NULL) {
        /* rlottie gives no tree when nothing changed since its last update: another size brings
         * one, then the frame's own. */
        rl.lottie_animation_render_tree(animation->vector, frame, width, height + 1);
        root = rl.lottie_animation_render_tree(animation->vector, frame, width, height);
    }
    rk_text text = {malloc(4096), 0, 4096, 0};
    if (text.text == NULL) return NULL;
    text.text[0] = 0;
    rk_append_layer(&text, root, 1.0, 0);
    if (text.failed) {
        free(text.text);
        return NULL;
    }
    return text.text;
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
