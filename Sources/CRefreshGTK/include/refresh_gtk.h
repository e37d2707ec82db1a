// What RefreshGTK needs from C: GTK calls Swift cannot make (varargs), calls newer than GTK 4.8
// looked up at run time, and the main actor's queue drained inside GTK's main loop.
#ifndef REFRESH_GTK_H
#define REFRESH_GTK_H

#include <gtk/gtk.h>

/// Runs the main dispatch queue (the Swift main actor's jobs) from GLib's default main context:
/// a source on the queue's wake-up descriptor drains it whenever jobs arrive. Call once, on the
/// main thread, before the GTK main loop runs; later calls do nothing. Returns 0, or -1 when the
/// queue has no descriptor to watch.
int rk_gtk_attach_main_queue(void);

/// A drawing area whose accessible role is `role` (a construct-only property).
GtkWidget *rk_gtk_drawing_area_new(GtkAccessibleRole role);

/// Sets the accessible label of `widget`.
void rk_gtk_set_accessible_label(GtkWidget *widget, const char *label);

/// Sets the accessible description of `widget`.
void rk_gtk_set_accessible_description(GtkWidget *widget, const char *description);

/// Marks `widget` busy (or not) for assistive technology.
void rk_gtk_set_accessible_busy(GtkWidget *widget, gboolean busy);

/// Speaks `text` through `gtk_accessible_announce` where the running GTK has it (4.14 and later).
/// Returns 1 when announced, 0 when this GTK cannot announce.
int rk_gtk_announce(GtkWidget *widget, const char *text);

/// A boolean property of the default GtkSettings (`gtk-enable-animations`, …); 0 when there are
/// no settings (no display) or no such property.
int rk_gtk_settings_get_bool(const char *name);

/// Sets a boolean property of the default GtkSettings, when there are settings.
void rk_gtk_settings_set_bool(const char *name, gboolean value);

/// A string property of the default GtkSettings (`gtk-theme-name`), newly allocated (free it
/// with g_free), or NULL.
char *rk_gtk_settings_get_string(const char *name);

/// Whether the keyboard focus of `widget`'s window is `widget` or inside it.
int rk_gtk_focus_is_inside(GtkWidget *widget);

/// Keeps GTK's theme from painting `button` in any state (no background, border or shadow; the
/// focus ring stays): for a button over a band the view draws itself.
void rk_gtk_make_transparent_button(GtkWidget *button);

/// Whether the running GTK is at least major.minor.
int rk_gtk_at_least(unsigned major, unsigned minor);

#endif
