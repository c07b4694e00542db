/// The way a window's frames reach the screen, named as the demo's `ready`
/// trace event names it, so that a run says which path it measured.
package enum PresentationPath: String, Sendable {
    /// Wayland, software renderer: the window's own shared-memory buffers,
    /// with the moving layers on planes (subsurfaces) of their own.
    case sharedMemoryPlanes = "shm-planes"
    /// Wayland, software renderer: the window's own shared-memory buffers,
    /// each frame on the window's one surface.
    case sharedMemory = "shm"
    /// Wayland, a GPU: an EGL window surface whose buffers say their age,
    /// each frame drawing what changed since the frame its buffer holds and
    /// swapping with the damage it made.
    case eglDamage = "egl-damage"
    /// Wayland: an EGL window surface, swapping whole frames.
    case egl
    /// X11, software renderer: the window's own GLX context, copying only
    /// the changed rectangles to the window (`GLX_MESA_copy_sub_buffer`).
    case glxCopySubBuffer = "glx-copy-sub-buffer"
    /// X11, a GPU: the window's own GLX context, whose back buffers say
    /// their age, each frame drawing what changed since the frame its buffer
    /// holds and swapping.
    case glxDamage = "glx-damage"
    /// X11: a GLX context (the window's own or GLFW's), swapping whole frames.
    case glx
}
