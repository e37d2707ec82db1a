/* rlottie's header is included only here. The library is opened with dlopen when the first
 * animation is read, not linked: refreshpreview links this for skins with a Lottie indicator, and
 * the loader binding rlottie at every start would cost every run the time of one library. Each
 * function is called through a pointer of the type its header declares. */
/* close_range, NSIG. */
#define _GNU_SOURCE
#include "CRefreshLottie.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
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

/* An animation read in the worker (see below). */
typedef struct rk_direct {
    /* What draws pixels. */
    Lottie_Animation *animation;
    /* What gives render trees, kept apart: a tree's paths point into its animation's state,
     * which drawing pixels changes (a tree taken after a raster of the same frame had stale
     * paths), so each animation only ever does one of the two. They share rlottie's model. */
    Lottie_Animation *vector;
} rk_direct;

static void set_error(char *error, size_t error_size, const char *message) {
    if (error != NULL && error_size > 0) snprintf(error, error_size, "%s", message);
}

static rk_direct *rk_direct_load(const char *json, size_t length, char *error, size_t error_size) {
    /* rlottie reads a NUL-terminated string and caches models by key: a key of the text's own
     * hash and length, so a different text never gets another's model. */
    char *text = malloc(length + 1);
    rk_direct *result = malloc(sizeof *result);
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

static int rk_direct_render(rk_direct *animation, size_t frame, uint8_t *rgba, size_t width, size_t height) {
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

/* A gradient's definition, `<linearGradient>` or `<radialGradient>` with id rk-gradient-N in the
 * coordinates of the drawing (rlottie gives them transformed, as the path's points), its stops'
 * colours and opacities (rlottie folds the gradient's own opacity into them). */
static void rk_append_gradient(rk_text *text, const LOTNode *node, size_t number) {
    if (node->mGradient.type == GradientRadial) {
        rk_append(text,
                  "<radialGradient id=\"rk-gradient-%zu\" gradientUnits=\"userSpaceOnUse\" cx=\"%.2f\" cy=\"%.2f\" "
                  "r=\"%.2f\" fx=\"%.2f\" fy=\"%.2f\">",
                  number, node->mGradient.center.x, node->mGradient.center.y, node->mGradient.cradius,
                  node->mGradient.focal.x, node->mGradient.focal.y);
    } else {
        rk_append(text,
                  "<linearGradient id=\"rk-gradient-%zu\" gradientUnits=\"userSpaceOnUse\" x1=\"%.2f\" y1=\"%.2f\" "
                  "x2=\"%.2f\" y2=\"%.2f\">",
                  number, node->mGradient.start.x, node->mGradient.start.y, node->mGradient.end.x,
                  node->mGradient.end.y);
    }
    for (size_t i = 0; i < node->mGradient.stopCount; i++) {
        const LOTGradientStop *stop = &node->mGradient.stopPtr[i];
        float offset = stop->pos < 0 ? 0 : stop->pos > 1 ? 1 : stop->pos;
        rk_append(text, "<stop offset=\"%.3f\" stop-color=\"#%02X%02X%02X\" stop-opacity=\"%.3f\"/>", offset,
                  stop->r, stop->g, stop->b, stop->a / 255.0);
    }
    rk_append(text, node->mGradient.type == GradientRadial ? "</radialGradient>" : "</linearGradient>");
}

/* One drawn shape: its path filled or stroked in its colour, or in a gradient (defined just before
 * it, numbered from *gradients), at `opacity`. */
static void rk_append_node(rk_text *text, const LOTNode *node, double opacity, size_t *gradients) {
    if (node->mPath.elmCount == 0 || node->mPath.ptPtr == NULL || node->mPath.elmPtr == NULL) return;
    unsigned red = node->mColor.r, green = node->mColor.g, blue = node->mColor.b;
    double alpha = node->mColor.a / 255.0;
    char paint[64];
    int gradient = node->mBrushType == BrushGradient && node->mGradient.stopCount > 0 &&
                   node->mGradient.stopPtr != NULL;
    if (gradient) {
        /* The stops carry the opacity; rlottie leaves mColor empty. */
        alpha = opacity;
        if (alpha <= 0) return;
        size_t number = (*gradients)++;
        rk_append_gradient(text, node, number);
        snprintf(paint, sizeof paint, "url(#rk-gradient-%zu)", number);
    } else {
        alpha *= opacity;
        if (alpha <= 0) return;
        snprintf(paint, sizeof paint, "#%02X%02X%02X", red, green, blue);
    }
    rk_append(text, "<path d=\"");
    rk_append_path(text, node->mPath.ptPtr, node->mPath.ptCount, node->mPath.elmPtr, node->mPath.elmCount);
    if (node->mStroke.enable) {
        static const char *caps[] = {"butt", "square", "round"};
        static const char *joins[] = {"miter", "bevel", "round"};
        unsigned cap = (unsigned)node->mStroke.cap < 3 ? (unsigned)node->mStroke.cap : 0;
        unsigned join = (unsigned)node->mStroke.join < 3 ? (unsigned)node->mStroke.join : 0;
        rk_append(text,
                  "\" fill=\"none\" stroke=\"%s\" stroke-opacity=\"%.3f\" stroke-width=\"%.2f\" "
                  "stroke-linecap=\"%s\" stroke-linejoin=\"%s\" stroke-miterlimit=\"%.2f\"",
                  paint, alpha, node->mStroke.width, caps[cap], joins[join], node->mStroke.miterLimit);
        if (node->mStroke.dashArray != NULL && node->mStroke.dashArraySize > 1) {
            rk_append(text, " stroke-dasharray=\"");
            /* rlottie's dash array ends with the offset when its count is odd. */
            int dashes = node->mStroke.dashArraySize - (node->mStroke.dashArraySize % 2);
            for (int i = 0; i < dashes; i++) rk_append(text, i == 0 ? "%.2f" : " %.2f", node->mStroke.dashArray[i]);
            rk_append(text, "\"");
        }
        rk_append(text, "/>");
    } else {
        rk_append(text, "\" fill=\"%s\" fill-opacity=\"%.3f\" fill-rule=\"%s\"/>", paint, alpha,
                  node->mFillRule == FillEvenOdd ? "evenodd" : "nonzero");
    }
}

/* A layer and those inside it, each at its alpha times its parent's. */
static void rk_append_layer(rk_text *text, const LOTLayerNode *layer, double opacity, int depth, size_t *gradients) {
    if (layer == NULL || !layer->mVisible || depth > 64) return;
    double alpha = opacity * layer->mAlpha / 255.0;
    if (alpha <= 0) return;
    for (size_t i = 0; i < layer->mLayerList.size; i++) {
        rk_append_layer(text, layer->mLayerList.ptr[i], alpha, depth + 1, gradients);
    }
    for (size_t i = 0; i < layer->mNodeList.size; i++) {
        rk_append_node(text, layer->mNodeList.ptr[i], alpha, gradients);
    }
}

static char *rk_direct_svg(rk_direct *animation, size_t frame, size_t width, size_t height) {
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
    size_t gradients = 0;
    rk_append_layer(&text, root, 1.0, 0, &gradients);
    if (text.failed) {
        free(text.text);
        return NULL;
    }
    return text.text;
}


/* ---- The worker: rlottie runs in a child process under limits ----
 *
 * rlottie is a C++ library with a history of memory-safety bugs, and a small file can make it
 * loop for ever or allocate without end. So no rlottie code runs in the caller's process: each
 * animation is read and drawn by a child forked for it, under an address-space limit and a
 * processor-time limit a request, and the parent waits for each answer no longer than its own
 * deadline. A child that crashes, passes a limit or is too slow is killed; its animation then
 * answers every request with the reason, and the caller goes on.
 *
 * The child runs only C (this file and rlottie), never returns to the caller's code, and ends
 * with _exit. It is forked after rlottie has been opened, and before it has drawn anything. */


enum { RK_OP_RENDER = 1, RK_OP_SVG = 2 };

typedef struct rk_request {
    uint32_t op;
    uint32_t reserved;
    uint64_t frame, width, height;
} rk_request;

typedef struct rk_reply {
    int32_t status; /* 0, or -1: the answer is a message */
    uint32_t reserved;
    uint64_t length; /* bytes that follow */
} rk_reply;

typedef struct rk_loaded {
    uint64_t width, height, frames, marker_count;
    double frame_rate;
} rk_loaded;

typedef struct rk_marker {
    char *name;
    size_t start, end;
} rk_marker;

struct rk_lottie {
    pid_t pid;
    int socket; /* -1 once the worker is gone */
    rk_lottie_info info;
    rk_marker *markers;
    size_t marker_count;
    /* Why the worker is gone, when it is: every later request fails with it. */
    char failure[256];
};

/* Writes all of `bytes`; 0, or -1 when the other side is gone. */
static int send_all(int socket, const void *bytes, size_t count) {
    const char *next = bytes;
    while (count > 0) {
        ssize_t sent = send(socket, next, count, MSG_NOSIGNAL);
        if (sent < 0 && errno == EINTR) continue;
        if (sent <= 0) return -1;
        next += sent;
        count -= (size_t)sent;
    }
    return 0;
}

/* Reads exactly `count` bytes by `deadline` (CLOCK_MONOTONIC milliseconds, or 0 for none): 0, -1
 * when the other side closed or failed, -2 when the deadline passed. */
static int receive_all(int socket, void *bytes, size_t count, int64_t deadline) {
    char *next = bytes;
    while (count > 0) {
        if (deadline > 0) {
            struct timespec now;
            clock_gettime(CLOCK_MONOTONIC, &now);
            int64_t left = deadline - ((int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000);
            if (left <= 0) return -2;
            struct pollfd wait_for = {socket, POLLIN, 0};
            int ready = poll(&wait_for, 1, left > 60000 ? 60000 : (int)left);
            if (ready < 0 && errno == EINTR) continue;
            if (ready < 0) return -1;
            if (ready == 0) continue;
        }
        ssize_t got = recv(socket, next, count, 0);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return -1;
        next += got;
        count -= (size_t)got;
    }
    return 0;
}

static int64_t deadline_after(int seconds) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000 + (int64_t)seconds * 1000;
}

/* The child's processor time so far, in whole seconds rounded up. */
static rlim_t cpu_seconds_used(void) {
    struct rusage usage;
    if (getrusage(RUSAGE_SELF, &usage) != 0) return 0;
    return (rlim_t)(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + 1;
}

/* Allows the child RK_LOTTIE_SECONDS more of processor time (all its threads together). */
static void allow_cpu(void) {
    struct rlimit limit;
    if (getrlimit(RLIMIT_CPU, &limit) != 0) return;
    rlim_t wanted = cpu_seconds_used() + RK_LOTTIE_SECONDS;
    if (limit.rlim_max != RLIM_INFINITY && wanted > limit.rlim_max) wanted = limit.rlim_max;
    limit.rlim_cur = wanted;
    setrlimit(RLIMIT_CPU, &limit);
}

/* The child's address space now, in bytes (from /proc/self/statm, read with read(2)). */
static rlim_t address_space_now(void) {
    int file = open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
    if (file < 0) return 0;
    char text[128];
    ssize_t count = read(file, text, sizeof text - 1);
    close(file);
    if (count <= 0) return 0;
    text[count] = 0;
    unsigned long long pages = strtoull(text, NULL, 10);
    long page = sysconf(_SC_PAGESIZE);
    return (rlim_t)(pages * (unsigned long long)(page > 0 ? page : 4096));
}

static void reply_message(int socket, const char *message) {
    rk_reply reply = {-1, 0, strlen(message)};
    if (send_all(socket, &reply, sizeof reply) == 0) send_all(socket, message, reply.length);
}

/* The child: set apart and limited, reads the animation, says what it is, then draws what it is
 * asked for until the parent closes its end. Never returns. */
static void worker_main(int socket, const char *json, size_t length) {
    /* Ends with the parent: its process ending closes the socket, and the child stops on that
     * end (or on its processor limit while drawing). Not PR_SET_PDEATHSIG, which kills the child
     * when the *thread* that forked it ends: a worker thread of the app's, that retires while the
     * animation is still in use. Default signal actions, none blocked (a handler of the parent's
     * must not run here); no core files. */
    for (int signal_number = 1; signal_number < NSIG; signal_number++) signal(signal_number, SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    struct rlimit no_core = {0, 0};
    setrlimit(RLIMIT_CORE, &no_core);
    /* Nothing of the parent's but the socket and standard error stays open. */
    int null_device = open("/dev/null", O_RDWR);
    if (null_device >= 0) {
        dup2(null_device, STDIN_FILENO);
        dup2(null_device, STDOUT_FILENO);
        if (null_device > STDERR_FILENO) close(null_device);
    }
    if (socket != 3) {
        if (dup2(socket, 3) < 0) _exit(70);
        socket = 3;
    }
    if (close_range(4, ~0u, 0) != 0) {
        for (int descriptor = 4; descriptor < 1024; descriptor++) close(descriptor);
    }
    rlim_t space = address_space_now();
    if (space > 0) {
        struct rlimit memory = {space + RK_LOTTIE_MEMORY, space + RK_LOTTIE_MEMORY};
        setrlimit(RLIMIT_AS, &memory);
    }

    allow_cpu();
    char message[256] = "";
    rk_direct *animation = rk_direct_load(json, length, message, sizeof message);
    if (animation == NULL) {
        reply_message(socket, message);
        _exit(0);
    }
    const LOTMarkerList *list = rl.lottie_animation_get_markerlist(animation->animation);
    rk_loaded loaded = {0, 0, 0, list == NULL ? 0 : list->size, 0};
    size_t width = 0, height = 0;
    rl.lottie_animation_get_size(animation->animation, &width, &height);
    loaded.width = width;
    loaded.height = height;
    loaded.frames = rl.lottie_animation_get_totalframe(animation->animation);
    loaded.frame_rate = rl.lottie_animation_get_framerate(animation->animation);
    rk_reply reply = {0, 0, sizeof loaded};
    if (send_all(socket, &reply, sizeof reply) != 0 || send_all(socket, &loaded, sizeof loaded) != 0) _exit(0);
    for (size_t i = 0; i < loaded.marker_count; i++) {
        const char *name = list->ptr[i].name == NULL ? "" : list->ptr[i].name;
        uint64_t numbers[3] = {list->ptr[i].startframe, list->ptr[i].endframe, strlen(name)};
        if (send_all(socket, numbers, sizeof numbers) != 0 || send_all(socket, name, numbers[2]) != 0) _exit(0);
    }

    for (;;) {
        rk_request request;
        if (receive_all(socket, &request, sizeof request, 0) != 0) _exit(0);
        if (request.width == 0 || request.height == 0 || request.width > 4096 || request.height > 4096) {
            reply_message(socket, "the size is out of range");
            continue;
        }
        allow_cpu();
        if (request.op == RK_OP_RENDER) {
            size_t count = (size_t)(request.width * request.height * 4);
            uint8_t *pixels = malloc(count);
            if (pixels == NULL || rk_direct_render(animation, request.frame, pixels, request.width, request.height) != 0) {
                free(pixels);
                reply_message(socket, "out of memory drawing the frame");
                continue;
            }
            rk_reply drawn = {0, 0, count};
            if (send_all(socket, &drawn, sizeof drawn) != 0 || send_all(socket, pixels, count) != 0) _exit(0);
            free(pixels);
        } else if (request.op == RK_OP_SVG) {
            char *text = rk_direct_svg(animation, request.frame, request.width, request.height);
            if (text == NULL) {
                reply_message(socket, "the drawing is over 4 MiB of text, or memory ran out");
                continue;
            }
            rk_reply drawn = {0, 0, strlen(text)};
            if (send_all(socket, &drawn, sizeof drawn) != 0 || send_all(socket, text, drawn.length) != 0) _exit(0);
            free(text);
        } else {
            reply_message(socket, "unknown request");
        }
    }
}

/* Ends the worker (killed, then waited for) and records why, once. */
static void worker_stop(rk_lottie *animation, const char *why) {
    if (animation->socket < 0) return;
    close(animation->socket);
    animation->socket = -1;
    int status = 0;
    kill(animation->pid, SIGKILL);
    while (waitpid(animation->pid, &status, 0) < 0 && errno == EINTR) {}
    if (why != NULL) snprintf(animation->failure, sizeof animation->failure, "%s", why);
}

/* A worker that stopped answering: its reason in the caller's words, from how it ended. */
static void worker_failed(rk_lottie *animation, int result) {
    if (animation->socket < 0) return;
    if (result == -2) {
        worker_stop(animation, "rlottie took longer than " RK_LOTTIE_SECONDS_TEXT " seconds");
        return;
    }
    /* It ended by itself: see how. */
    close(animation->socket);
    animation->socket = -1;
    int status = 0;
    pid_t ended;
    while ((ended = waitpid(animation->pid, &status, 0)) < 0 && errno == EINTR) {}
    const char *how = "rlottie stopped";
    char buffer[96];
    if (ended > 0 && WIFSIGNALED(status)) {
        int signal_number = WTERMSIG(status);
        if (signal_number == SIGXCPU) {
            how = "rlottie used more than " RK_LOTTIE_SECONDS_TEXT " seconds of processor time";
        } else if (signal_number == SIGABRT || signal_number == SIGSEGV || signal_number == SIGBUS) {
            how = "rlottie ran out of its " RK_LOTTIE_MEMORY_TEXT " of memory or crashed";
        } else {
            snprintf(buffer, sizeof buffer, "rlottie stopped on signal %d", signal_number);
            how = buffer;
        }
    }
    snprintf(animation->failure, sizeof animation->failure, "%s", how);
}

rk_lottie *rk_lottie_load(const char *json, size_t length, char *error, size_t error_size, int *past_limits) {
    if (past_limits != NULL) *past_limits = 0;
    pthread_once(&rk_lottie_loading, rk_lottie_load_library);
    if (rk_lottie_load_error[0] != 0) {
        set_error(error, error_size, rk_lottie_load_error);
        return NULL;
    }
    if (json == NULL || length == 0) {
        set_error(error, error_size, "the animation is empty");
        return NULL;
    }
    rk_lottie *animation = calloc(1, sizeof *animation);
    int sockets[2];
    if (animation == NULL || socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sockets) != 0) {
        free(animation);
        set_error(error, error_size, "could not start drawing the animation (no memory or sockets left)");
        return NULL;
    }
    pid_t pid = fork();
    if (pid < 0) {
        close(sockets[0]);
        close(sockets[1]);
        free(animation);
        set_error(error, error_size, "could not start drawing the animation (no process could be made)");
        return NULL;
    }
    if (pid == 0) {
        close(sockets[0]);
        worker_main(sockets[1], json, length);
        _exit(0);
    }
    close(sockets[1]);
    animation->pid = pid;
    animation->socket = sockets[0];

    int64_t deadline = deadline_after(RK_LOTTIE_SECONDS);
    rk_reply reply;
    rk_loaded loaded;
    int result = receive_all(animation->socket, &reply, sizeof reply, deadline);
    if (result == 0 && reply.status != 0) {
        char message[256] = "";
        size_t count = reply.length < sizeof message - 1 ? (size_t)reply.length : sizeof message - 1;
        receive_all(animation->socket, message, count, deadline);
        set_error(error, error_size, message[0] == 0 ? "rlottie could not read the animation" : message);
        worker_stop(animation, NULL);
        free(animation);
        return NULL;
    }
    if (result == 0 && reply.length == sizeof loaded) result = receive_all(animation->socket, &loaded, sizeof loaded, deadline);
    if (result == 0 && loaded.marker_count <= 4096) {
        animation->markers = calloc(loaded.marker_count + 1, sizeof *animation->markers);
        if (animation->markers == NULL) result = -1;
        for (size_t i = 0; result == 0 && i < loaded.marker_count; i++) {
            uint64_t numbers[3];
            result = receive_all(animation->socket, numbers, sizeof numbers, deadline);
            if (result != 0) break;
            if (numbers[2] > 4096) {
                result = -1;
                break;
            }
            char *name = calloc((size_t)numbers[2] + 1, 1);
            if (name == NULL) {
                result = -1;
                break;
            }
            animation->markers[i] = (rk_marker){name, (size_t)numbers[0], (size_t)numbers[1]};
            animation->marker_count = i + 1;
            result = receive_all(animation->socket, name, (size_t)numbers[2], deadline);
        }
    } else if (result == 0) {
        result = -1;
    }
    if (result != 0) {
        worker_failed(animation, result);
        set_error(error, error_size, animation->failure);
        if (past_limits != NULL) *past_limits = 1;
        rk_lottie_free(animation);
        return NULL;
    }
    animation->info = (rk_lottie_info){(size_t)loaded.width, (size_t)loaded.height, (size_t)loaded.frames,
                                       loaded.frame_rate};
    return animation;
}

void rk_lottie_free(rk_lottie *animation) {
    if (animation == NULL) return;
    worker_stop(animation, NULL);
    for (size_t i = 0; i < animation->marker_count; i++) free(animation->markers[i].name);
    free(animation->markers);
    free(animation);
}

rk_lottie_info rk_lottie_get_info(const rk_lottie *animation) { return animation->info; }

const char *rk_lottie_failure(const rk_lottie *animation) {
    return animation->failure[0] == 0 ? NULL : animation->failure;
}

/* Asks the worker for one drawing; its answer's bytes in *answer (malloc'd, NUL-terminated), or
 * -1 (bad size, or the worker's own refusal) or -2 (the worker is gone: see failure). */
static int ask(rk_lottie *animation, uint32_t op, size_t frame, size_t width, size_t height, char **answer,
               size_t *answer_length) {
    *answer = NULL;
    if (animation == NULL || width == 0 || height == 0 || width > 4096 || height > 4096) return -1;
    if (animation->socket < 0) return -2;
    rk_request request = {op, 0, frame, width, height};
    if (send_all(animation->socket, &request, sizeof request) != 0) {
        worker_failed(animation, -1);
        return -2;
    }
    int64_t deadline = deadline_after(RK_LOTTIE_SECONDS);
    rk_reply reply;
    int result = receive_all(animation->socket, &reply, sizeof reply, deadline);
    /* The largest answer: a 4096 x 4096 frame's pixels, or 4 MiB of text. */
    if (result == 0 && reply.length > (uint64_t)4096 * 4096 * 4) result = -1;
    char *bytes = NULL;
    if (result == 0) {
        bytes = malloc((size_t)reply.length + 1);
        if (bytes == NULL) {
            worker_stop(animation, "out of memory receiving a frame");
            return -2;
        }
        result = receive_all(animation->socket, bytes, (size_t)reply.length, deadline);
    }
    if (result != 0) {
        free(bytes);
        worker_failed(animation, result);
        return -2;
    }
    bytes[reply.length] = 0;
    if (reply.status != 0) {
        free(bytes);
        return -1;
    }
    *answer = bytes;
    *answer_length = (size_t)reply.length;
    return 0;
}

int rk_lottie_render(rk_lottie *animation, size_t frame, uint8_t *rgba, size_t width, size_t height) {
    char *pixels = NULL;
    size_t count = 0;
    int result = ask(animation, RK_OP_RENDER, frame, width, height, &pixels, &count);
    if (result != 0) return result;
    if (count != width * height * 4) {
        free(pixels);
        return -1;
    }
    memcpy(rgba, pixels, count);
    free(pixels);
    return 0;
}

char *rk_lottie_svg(rk_lottie *animation, size_t frame, size_t width, size_t height) {
    char *text = NULL;
    size_t count = 0;
    return ask(animation, RK_OP_SVG, frame, width, height, &text, &count) == 0 ? text : NULL;
}

int rk_lottie_process(const rk_lottie *animation) { return animation->socket < 0 ? 0 : (int)animation->pid; }

size_t rk_lottie_marker_count(rk_lottie *animation) { return animation->marker_count; }

const char *rk_lottie_marker(rk_lottie *animation, size_t index, size_t *start_frame, size_t *end_frame) {
    if (index >= animation->marker_count) return NULL;
    *start_frame = animation->markers[index].start;
    *end_frame = animation->markers[index].end;
    return animation->markers[index].name;
}
