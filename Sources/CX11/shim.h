#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>
#include <X11/Xcursor/Xcursor.h>
