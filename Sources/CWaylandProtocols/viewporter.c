#include "CWaylandProtocols.h"

static const struct wl_interface *viewporter_get_viewport_types[] = { &wp_viewport_interface, &wl_surface_interface };
static const struct wl_interface *no_types[] = { NULL, NULL, NULL, NULL };

static const struct wl_message viewporter_requests[] = {
    { "destroy", "", no_types },
    { "get_viewport", "no", viewporter_get_viewport_types },
};

static const struct wl_message viewport_requests[] = {
    { "destroy", "", no_types },
    { "set_source", "ffff", no_types },
    { "set_destination", "ii", no_types },
};

const struct wl_interface wp_viewporter_interface = { "wp_viewporter", 1, 2, viewporter_requests, 0, NULL };
const struct wl_interface wp_viewport_interface = { "wp_viewport", 1, 3, viewport_requests, 0, NULL };

enum { VIEWPORTER_DESTROY = 0, VIEWPORTER_GET_VIEWPORT = 1 };
enum { VIEWPORT_DESTROY = 0, VIEWPORT_SET_SOURCE = 1, VIEWPORT_SET_DESTINATION = 2 };

struct wp_viewporter *slideout_bind_viewporter(struct wl_registry *registry, uint32_t name) {
    return (struct wp_viewporter *)wl_registry_bind(registry, name, &wp_viewporter_interface, 1);
}

void slideout_viewporter_destroy(struct wp_viewporter *viewporter) {
    struct wl_proxy *proxy = (struct wl_proxy *)viewporter;
    wl_proxy_marshal_flags(proxy, VIEWPORTER_DESTROY, NULL, wl_proxy_get_version(proxy), WL_MARSHAL_FLAG_DESTROY);
}

struct wp_viewport *slideout_get_viewport(struct wp_viewporter *viewporter, struct wl_surface *surface) {
    struct wl_proxy *proxy = (struct wl_proxy *)viewporter;
    return (struct wp_viewport *)wl_proxy_marshal_flags(proxy, VIEWPORTER_GET_VIEWPORT, &wp_viewport_interface,
                                                        wl_proxy_get_version(proxy), 0, NULL, surface);
}

void slideout_viewport_destroy(struct wp_viewport *viewport) {
    struct wl_proxy *proxy = (struct wl_proxy *)viewport;
    wl_proxy_marshal_flags(proxy, VIEWPORT_DESTROY, NULL, wl_proxy_get_version(proxy), WL_MARSHAL_FLAG_DESTROY);
}

void slideout_viewport_set_source(struct wp_viewport *viewport, double x, double y, double width, double height) {
    struct wl_proxy *proxy = (struct wl_proxy *)viewport;
    wl_proxy_marshal_flags(proxy, VIEWPORT_SET_SOURCE, NULL, wl_proxy_get_version(proxy), 0,
                           wl_fixed_from_double(x), wl_fixed_from_double(y),
                           wl_fixed_from_double(width), wl_fixed_from_double(height));
}

void slideout_viewport_set_destination(struct wp_viewport *viewport, int32_t width, int32_t height) {
    struct wl_proxy *proxy = (struct wl_proxy *)viewport;
    wl_proxy_marshal_flags(proxy, VIEWPORT_SET_DESTINATION, NULL, wl_proxy_get_version(proxy), 0, width, height);
}

struct wl_compositor *slideout_bind_compositor(struct wl_registry *registry, uint32_t name, uint32_t version) {
    return (struct wl_compositor *)wl_registry_bind(registry, name, &wl_compositor_interface, version);
}

struct wl_subcompositor *slideout_bind_subcompositor(struct wl_registry *registry, uint32_t name) {
    return (struct wl_subcompositor *)wl_registry_bind(registry, name, &wl_subcompositor_interface, 1);
}
