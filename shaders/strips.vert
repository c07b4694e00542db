#version 330 core
// Draws a quad turned about a vertical axis as upright strips a few pixels
// wide, each an axis-aligned rectangle with its own texture coordinates (see
// `TurnedQuadStrips`): positions in clip space, texture coordinates per
// vertex, interpolated linearly on the screen (a flat strip has w = 1: there
// is nothing to divide, and llvmpipe then skips the divide per pixel).
layout(location = 0) in vec2 a_position;
layout(location = 1) in vec2 a_uv;
noperspective out vec2 v_uv;

void main() {
    v_uv = a_uv;
    gl_Position = vec4(a_position, 0.0, 1.0);
}
