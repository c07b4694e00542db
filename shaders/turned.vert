#version 330 core
// The strips of a quad turned about a vertical axis (`TurnedQuadStrips`):
// rectangles placed in clip space, each with its own texture coordinates
// per vertex. Each strip is flat and upright (w = 1), so the coordinates
// need no perspective; llvmpipe's general path, which draws the strips (the
// turned picture's texture is not one its linear path reads), interpolates
// `noperspective` ones without a divide a pixel.
layout(location = 0) in vec2 a_position;
layout(location = 1) in vec2 a_uv;
noperspective out vec2 v_uv;

void main() {
    v_uv = a_uv;
    gl_Position = vec4(a_position, 0.0, 1.0);
}
