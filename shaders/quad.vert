#version 330 core
// Passes one quad's corner through: its position is already in clip space
// (the layer's full 4x4 transform applied on the CPU), and what the fill
// needs rides on every vertex, the same on all four (flat).
layout(location = 0) in vec4 a_position;
layout(location = 1) in vec2 a_uv;
layout(location = 2) in vec4 a_color;
layout(location = 3) in vec4 a_params;  // size x, size y (pixels), corner radius or blur sigma, opacity
layout(location = 4) in vec4 a_rect;    // a shadow's rectangle: x0, y0, x1, y1 in framebuffer pixels, y down
out vec2 v_uv;
flat out vec4 v_color;
flat out vec4 v_params;
flat out vec4 v_rect;

void main() {
    v_uv = a_uv;
    v_color = a_color;
    v_params = a_params;
    v_rect = a_rect;
    // Layers composite flat, in tree order: keep w (perspective) but drop depth.
    gl_Position = vec4(a_position.xy, 0.0, a_position.w);
}
