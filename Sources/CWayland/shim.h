#include <wayland-client.h>
#include <sys/syscall.h>
#include <unistd.h>

/// wl_registry_bind for a wl_seat: Swift cannot take the address of the
/// imported interface constant, which libwayland compares by pointer.
static inline struct wl_seat *slideout_bind_seat(struct wl_registry *registry, uint32_t name, uint32_t version) {
    return (struct wl_seat *)wl_registry_bind(registry, name, &wl_seat_interface, version);
}

/// wl_registry_bind for wl_shm (version 1), for the same reason.
static inline struct wl_shm *slideout_bind_shm(struct wl_registry *registry, uint32_t name) {
    return (struct wl_shm *)wl_registry_bind(registry, name, &wl_shm_interface, 1);
}

/// An anonymous file in memory (memfd, closed on exec) for shared-memory
/// buffers; -1 on failure.
static inline int slideout_anonymous_file(void) {
    return (int)syscall(SYS_memfd_create, "slideout-frame", 1u /* MFD_CLOEXEC */);
}
