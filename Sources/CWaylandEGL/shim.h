// libwayland-egl: the `wl_egl_window` an EGL window surface on Wayland is
// made on. Only the core header: it declares `wl_surface` without pulling
// wayland-client.h into a second module beside CWayland.
#include <wayland-egl-core.h>
