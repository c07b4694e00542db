// The one Wayland protocol SlideOut speaks beyond the core: wp_viewporter
// (stable, in every compositor that composes subsurfaces: mutter, weston,
// KWin, wlroots), which crops a plane's buffer to the part inside the
// window and stretches a one-pixel buffer over a dimming overlay. Its
// interface tables follow viewporter.xml (version 1).
#include <wayland-client.h>

struct wp_viewporter;
struct wp_viewport;

extern const struct wl_interface wp_viewporter_interface;
extern const struct wl_interface wp_viewport_interface;

/// Binds the compositor's wp_viewporter (version 1) from `registry`.
struct wp_viewporter *slideout_bind_viewporter(struct wl_registry *registry, uint32_t name);
void slideout_viewporter_destroy(struct wp_viewporter *viewporter);

/// The viewport of `surface` (at most one per surface).
struct wp_viewport *slideout_get_viewport(struct wp_viewporter *viewporter, struct wl_surface *surface);
void slideout_viewport_destroy(struct wp_viewport *viewport);
/// Shows only this rectangle of the buffer (buffer pixels at buffer scale 1).
void slideout_viewport_set_source(struct wp_viewport *viewport, double x, double y, double width, double height);
/// Shows the (cropped) buffer at this size in surface units.
void slideout_viewport_set_destination(struct wp_viewport *viewport, int32_t width, int32_t height);

/// wl_registry_bind for the core globals whose interface constants Swift
/// cannot take the address of: wl_compositor (`version`) and wl_subcompositor (1).
struct wl_compositor *slideout_bind_compositor(struct wl_registry *registry, uint32_t name, uint32_t version);
struct wl_subcompositor *slideout_bind_subcompositor(struct wl_registry *registry, uint32_t name);
