#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

// GLFW 3.4's run-time platform choice, for builds against 3.3's header: the
// values are GLFW's, and 3.4's library honours them.
#ifndef GLFW_PLATFORM
#define GLFW_PLATFORM 0x00050003
#define GLFW_PLATFORM_WAYLAND 0x00060003
#define GLFW_PLATFORM_X11 0x00060004
#endif
#ifndef GLFW_WAYLAND_APP_ID
#define GLFW_WAYLAND_APP_ID 0x00026001
#endif
