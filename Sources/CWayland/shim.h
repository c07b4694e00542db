#include <wayland-client.h>

/// wl_registry_bind for a wl_seat: Swift cannot take the address of the
/// imported interface constant, which libwayland compares by pointer.
static inline struct wl_seat *slideout_bind_seat(struct wl_registry *registry, uint32_t name, uint32_t version) {
    return (struct wl_seat *)wl_registry_bind(registry, name, &wl_seat_interface, version);
}
