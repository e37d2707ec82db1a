#ifndef REFRESHKIT_CREFRESHSIGNALS_H
#define REFRESHKIT_CREFRESHSIGNALS_H
/* refreshpreview's terminal signal handlers, in C so that they are async-signal-safe: they use
 * only static buffers, lock-free atomics and write, tcsetattr, raise and _exit, never the Swift
 * runtime. Swift decides what the terminal is set to and what is written; this keeps copies the
 * handlers can use at any moment, and reports window resizes.
 *
 * Call the functions from one thread at a time (refreshpreview calls them from its main thread);
 * the handlers may run on any thread. */
#include <stddef.h>
#include <termios.h>

/* The most bytes a restore or enter sequence may have. */
#define RK_SIGNALS_TEXT_CAPACITY 256

/* Keeps the keyboard modes the handlers put back on standard input (saved) and set again after a
 * stop (session). Call before rk_signals_install; rk_signals_end forgets them. */
void rk_signals_set_modes(const struct termios *saved, const struct termios *session);

/* Sets the bytes written to standard output to put the terminal back: on rk_signals_end, on
 * SIGINT, SIGTERM, SIGQUIT, SIGHUP and before a stop (SIGTSTP). Safe while handlers run: a handler
 * writes either the previous sequence or this one, never a mix. Returns 0, or -1 when count is
 * over RK_SIGNALS_TEXT_CAPACITY (the previous sequence is kept). */
int rk_signals_set_restore(const char *bytes, size_t count);

/* Sets the bytes written to set the terminal up again after a stop (SIGCONT). Returns 0, or -1
 * when count is over RK_SIGNALS_TEXT_CAPACITY (the previous sequence is kept). */
int rk_signals_set_enter(const char *bytes, size_t count);

/* Unblocks SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGTSTP, SIGCONT and SIGWINCH on the calling thread
 * and installs their handlers: the four ending signals put the terminal back and exit with status
 * 128 + the signal; SIGTSTP puts it back and stops; SIGCONT sets it up again and reports a resize;
 * SIGWINCH reports a resize. A crash (SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP) puts the
 * terminal back, then goes to the handler it had before (the runtime's backtracer, or the
 * default). Returns 0, or -1 with errno set when a handler was refused. */
int rk_signals_install(void);

/* Puts the terminal back, sets the signals' handlers to their defaults (a crash's to those it had
 * before) and forgets the modes. */
void rk_signals_end(void);

/* Returns 1 when the window was resized (or the program continued after a stop) since the last
 * call, else 0. */
int rk_signals_take_resize(void);

#endif
