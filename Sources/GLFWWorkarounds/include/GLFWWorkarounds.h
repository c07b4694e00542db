#pragma once

// This target only defines wl_cursor_theme_get_cursor (cursor_theme.c), which
// the executable exports in place of libwayland-cursor's; nothing to call.
