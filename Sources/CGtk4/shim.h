// GTK 4's C API for RefreshGTK (pkg-config gtk4: GTK, GDK, GLib, GObject, Pango, cairo).
#include <gtk/gtk.h>
#include <pango/pangocairo.h>
