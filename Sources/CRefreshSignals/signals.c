/* sigaction, pthread_sigmask, nanosleep, SA_ONSTACK: POSIX with XSI, whatever C dialect the build picks. */
#define _XOPEN_SOURCE 700

#include "CRefreshSignals.h"

#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* Handlers may use only lock-free atomics (C11 7.14.1.1, POSIX async-signal-safety). */
_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "atomic int must be lock-free for the signal handlers");

/* A sequence of bytes a handler can write at any moment: two static buffers, the live one named by
 * an index. A new sequence goes into the other buffer, then becomes live; a handler writes the
 * live one. The setter waits until no handler is reading before it fills a buffer, so a handler
 * that took the old index while the setter ran twice never sees a buffer being filled. */
typedef struct signal_text {
    char bytes[2][RK_SIGNALS_TEXT_CAPACITY];
    size_t counts[2];
    atomic_int live;
} signal_text;

static signal_text restore_text;
static signal_text enter_text;
/* Handlers writing a signal_text right now. */
static atomic_int readers;

static struct termios saved_modes;
static struct termios session_modes;
static atomic_int modes_kept;
static atomic_int resize_pending;

static const int handled_signals[] = {SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH};
#define HANDLED_COUNT (sizeof handled_signals / sizeof handled_signals[0])

/* Signals of a crash (a trap, an abort, a bad access): the terminal is put back, then whatever
 * handled them before (the runtime's backtracer, or the default) goes on as it would have. */
static const int crash_signals[] = {SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP};
#define CRASH_COUNT (sizeof crash_signals / sizeof crash_signals[0])
static struct sigaction crash_previous[CRASH_COUNT];
static const struct sigaction default_action = {.sa_handler = SIG_DFL};
static atomic_int crash_installed;

/* Writes all of a buffer to standard output, going on after a signal or a partial write; stops at
 * any other error (a terminal that is gone cannot be put back). Async-signal-safe. */
static void write_all(const char *bytes, size_t count) {
    while (count > 0) {
        ssize_t written = write(STDOUT_FILENO, bytes, count);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return;
        bytes += written;
        count -= (size_t)written;
    }
}

/* Writes the live sequence of text. Async-signal-safe. */
static void write_text(signal_text *text) {
    atomic_fetch_add(&readers, 1);
    int live = atomic_load(&text->live);
    write_all(text->bytes[live], text->counts[live]);
    atomic_fetch_sub(&readers, 1);
}

static int set_text(signal_text *text, const char *bytes, size_t count) {
    if (count > RK_SIGNALS_TEXT_CAPACITY) return -1;
    while (atomic_load(&readers) != 0) {
        /* A handler on another thread is writing; it ends soon (or ends the process). */
        struct timespec pause = {0, 1000000};
        nanosleep(&pause, NULL);
    }
    int next = 1 - atomic_load(&text->live);
    memcpy(text->bytes[next], bytes, count);
    text->counts[next] = count;
    atomic_store(&text->live, next);
    return 0;
}

/* Puts the terminal back. Async-signal-safe; doing it twice does no harm. */
static void restore_terminal(void) {
    write_text(&restore_text);
    if (atomic_load(&modes_kept)) tcsetattr(STDIN_FILENO, TCSANOW, &saved_modes);
}

static void on_ending(int signal_number) {
    restore_terminal();
    _exit(128 + signal_number);
}

static void on_crash(int signal_number) {
    restore_terminal();
    for (size_t index = 0; index < CRASH_COUNT; index++) {
        if (crash_signals[index] != signal_number) continue;
        /* The handler before this one takes the signal, now: raised again (not blocked: the
         * action has SA_NODEFER), and met again when a fault's instruction runs again. */
        sigaction(signal_number, &crash_previous[index], NULL);
        raise(signal_number);
        /* That handler returned (a signal sent by another process, which no instruction raises
         * again): the default ends the process. */
        sigaction(signal_number, &default_action, NULL);
        raise(signal_number);
        return;
    }
}

static void on_stop(int signal_number) {
    (void)signal_number;
    int saved_errno = errno;
    /* Put the terminal back for the shell and stop; on `fg`, on_continue sets it up again. */
    restore_terminal();
    raise(SIGSTOP);
    errno = saved_errno;
}

static void on_continue(int signal_number) {
    (void)signal_number;
    int saved_errno = errno;
    if (atomic_load(&modes_kept)) tcsetattr(STDIN_FILENO, TCSANOW, &session_modes);
    write_text(&enter_text);
    atomic_store(&resize_pending, 1);
    errno = saved_errno;
}

static void on_resize(int signal_number) {
    (void)signal_number;
    atomic_store(&resize_pending, 1);
}

void rk_signals_set_modes(const struct termios *saved, const struct termios *session) {
    saved_modes = *saved;
    session_modes = *session;
    atomic_store(&modes_kept, 1);
}

int rk_signals_set_restore(const char *bytes, size_t count) { return set_text(&restore_text, bytes, count); }

int rk_signals_set_enter(const char *bytes, size_t count) { return set_text(&enter_text, bytes, count); }

static void handled_set(sigset_t *set) {
    sigemptyset(set);
    for (size_t index = 0; index < HANDLED_COUNT; index++) sigaddset(set, handled_signals[index]);
}

int rk_signals_install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    /* No handled signal interrupts a handler: one restore at a time on a thread. */
    handled_set(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    int result = 0;
    for (size_t index = 0; index < HANDLED_COUNT; index++) {
        int number = handled_signals[index];
        action.sa_handler = number == SIGTSTP ? on_stop
                          : number == SIGCONT ? on_continue
                          : number == SIGWINCH ? on_resize
                                               : on_ending;
        if (sigaction(number, &action, NULL) != 0) result = -1;
    }
    struct sigaction crash;
    memset(&crash, 0, sizeof crash);
    sigemptyset(&crash.sa_mask);
    crash.sa_flags = SA_NODEFER | SA_ONSTACK;
    crash.sa_handler = on_crash;
    for (size_t index = 0; index < CRASH_COUNT && !atomic_load(&crash_installed); index++) {
        if (sigaction(crash_signals[index], &crash, &crash_previous[index]) != 0) result = -1;
    }
    atomic_store(&crash_installed, 1);
    /* A parent may have blocked these (threads of many runtimes do); the session needs them. */
    sigset_t handled;
    handled_set(&handled);
    pthread_sigmask(SIG_UNBLOCK, &handled, NULL);
    return result;
}

void rk_signals_end(void) {
    /* No handler on this thread between the restore and the defaults; one on another thread
     * restores again, which does no harm. */
    sigset_t handled, previous;
    handled_set(&handled);
    pthread_sigmask(SIG_BLOCK, &handled, &previous);
    restore_terminal();
    for (size_t index = 0; index < HANDLED_COUNT; index++) signal(handled_signals[index], SIG_DFL);
    if (atomic_exchange(&crash_installed, 0)) {
        for (size_t index = 0; index < CRASH_COUNT; index++) sigaction(crash_signals[index], &crash_previous[index], NULL);
    }
    atomic_store(&modes_kept, 0);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
}

int rk_signals_take_resize(void) { return atomic_exchange(&resize_pending, 0) != 0; }
