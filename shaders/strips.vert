#version 330 core
// Draws rectangles placed in clip space, each with its own texture
// coordinates per vertex, interpolated linearly on the screen (a flat,
// upright rectangle has w = 1: there is nothing to divide, and llvmpipe then
// skips the divide per pixel): the strips of a quad turned about a vertical
// axis (see `TurnedQuadStrips`), or many contents drawn as they are at once.
layout(location = 0) in vec2 a_position;
layout(location = 1) in vec2 a_uv;
noperspective out vec2 v_uv;

void main() {
    v_uv = a_uv;
    gl_Position = vec4(a_position, 0.0, 1.0);
}
