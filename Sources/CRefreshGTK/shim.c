#define _GNU_SOURCE
#include "refresh_gtk.h"

#include <dlfcn.h>
#include <glib-unix.h>
#include <sys/eventfd.h>

// libdispatch's run-loop hooks (swift-corelibs-libdispatch, as CoreFoundation uses them): the
// main queue's wake-up descriptor, and a call that runs the jobs queued on it.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static gboolean rk_drain_main_queue(gint fd, GIOCondition condition, gpointer data) {
    (void)condition;
    (void)data;
    // The descriptor is an eventfd: reading it resets it, or the source would stay ready and
    // starve every lower-priority source (idle callbacks, GTK's frame clock).
    eventfd_t count;
    (void)eventfd_read(fd, &count);
    _dispatch_main_queue_callback_4CF(NULL);
    return G_SOURCE_CONTINUE;
}

int rk_gtk_attach_main_queue(void) {
    static int attached = 0;
    if (attached) return 0;
    int fd = _dispatch_get_main_queue_handle_4CF();
    if (fd < 0) return -1;
    g_unix_fd_add(fd, G_IO_IN, rk_drain_main_queue, NULL);
    attached = 1;
    // Jobs queued before the source existed.
    _dispatch_main_queue_callback_4CF(NULL);
    return 0;
}

GtkWidget *rk_gtk_drawing_area_new(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", role, NULL));
}

void rk_gtk_set_accessible_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void rk_gtk_set_accessible_description(GtkWidget *widget, const char *description) {
    gtk_accessible_update_property(
        GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

void rk_gtk_set_accessible_busy(GtkWidget *widget, gboolean busy) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_BUSY, busy, -1);
}

// gtk_accessible_announce (GTK 4.14): GtkAccessible *, const char *, GtkAccessibleAnnouncementPriority.
typedef void (*rk_announce_fn)(GtkAccessible *, const char *, int);

int rk_gtk_announce(GtkWidget *widget, const char *text) {
    static int looked = 0;
    static rk_announce_fn announce = NULL;
    if (!looked) {
        looked = 1;
        if (rk_gtk_at_least(4, 14)) announce = (rk_announce_fn)dlsym(RTLD_DEFAULT, "gtk_accessible_announce");
    }
    if (announce == NULL) return 0;
    announce(GTK_ACCESSIBLE(widget), text, 1);  // GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM
    return 1;
}

int rk_gtk_at_least(unsigned major, unsigned minor) {
    return gtk_check_version(major, minor, 0) == NULL;
}

static GParamSpec *rk_settings_property(GtkSettings *settings, const char *name, GType type) {
    if (settings == NULL) return NULL;
    GParamSpec *spec = g_object_class_find_property(G_OBJECT_GET_CLASS(settings), name);
    if (spec == NULL || spec->value_type != type) return NULL;
    return spec;
}

int rk_gtk_settings_get_bool(const char *name) {
    GtkSettings *settings = gtk_settings_get_default();
    if (rk_settings_property(settings, name, G_TYPE_BOOLEAN) == NULL) return 0;
    gboolean value = FALSE;
    g_object_get(settings, name, &value, NULL);
    return value ? 1 : 0;
}

void rk_gtk_settings_set_bool(const char *name, gboolean value) {
    GtkSettings *settings = gtk_settings_get_default();
    if (rk_settings_property(settings, name, G_TYPE_BOOLEAN) == NULL) return;
    g_object_set(settings, name, value, NULL);
}

char *rk_gtk_settings_get_string(const char *name) {
    GtkSettings *settings = gtk_settings_get_default();
    if (rk_settings_property(settings, name, G_TYPE_STRING) == NULL) return NULL;
    char *value = NULL;
    g_object_get(settings, name, &value, NULL);
    return value;
}

int rk_gtk_focus_is_inside(GtkWidget *widget) {
    GtkRoot *root = gtk_widget_get_root(widget);
    if (root == NULL) return 0;
    GtkWidget *focus = gtk_root_get_focus(root);
    return focus != NULL && (focus == widget || gtk_widget_is_ancestor(focus, widget)) ? 1 : 0;
}

// The footer's button lies over the band the footer draws: GTK's theme must not paint it (a flat
// button's hover and press backgrounds stay on after a touch, hiding the band). Its focus ring
// (an outline) stays.
void rk_gtk_make_transparent_button(GtkWidget *button) {
    static GtkCssProvider *provider = NULL;
    GdkDisplay *display = gtk_widget_get_display(button);
    if (provider == NULL) {
        provider = gtk_css_provider_new();
        static const char css[] =
            "button.refreshkit-transparent, button.refreshkit-transparent:hover, "
            "button.refreshkit-transparent:active, button.refreshkit-transparent:checked "
            "{ background: none; border-color: transparent; box-shadow: none; }";
        gtk_css_provider_load_from_data(provider, css, -1);
    }
    if (display != NULL && g_object_get_data(G_OBJECT(display), "refreshkit-transparent-button") == NULL) {
        gtk_style_context_add_provider_for_display(
            display, GTK_STYLE_PROVIDER(provider), GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
        g_object_set_data(G_OBJECT(display), "refreshkit-transparent-button", provider);
    }
    gtk_widget_add_css_class(button, "refreshkit-transparent");
}
