// GLFW 3.3's Wayland backend loads its cursor theme only when the seat has a
// pointer at glfwInit. A pointer that appears later (a mouse plugged in, a
// remote-desktop pointer) makes it call wl_cursor_theme_get_cursor(NULL, ...)
// on pointer enter, which crashes in libwayland-cursor (upstream GLFW issue
// 1450). The executable exports this definition (see Package.swift), so it
// takes the call first: without a theme there is no cursor, and GLFW logs a
// "cursor not found" error and carries on; with one, libwayland-cursor answers.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>

struct wl_cursor;
struct wl_cursor_theme;

struct wl_cursor *wl_cursor_theme_get_cursor(struct wl_cursor_theme *theme, const char *name) {
    static struct wl_cursor *(*library)(struct wl_cursor_theme *, const char *);
    if (theme == NULL)
        return NULL;
    if (library == NULL)
        library = (struct wl_cursor *(*)(struct wl_cursor_theme *, const char *))
            dlsym(RTLD_NEXT, "wl_cursor_theme_get_cursor");
    return library ? library(theme, name) : NULL;
}
