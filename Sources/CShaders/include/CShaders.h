#ifndef SLIDEOUT_CSHADERS_H
#define SLIDEOUT_CSHADERS_H

/// The GLSL source of the repository's shaders/NAME (e.g. "quad.vert"),
/// compiled into the library; NULL for a name that is not one of them.
const char *slideout_shader_source(const char *name);

#endif
