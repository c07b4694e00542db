#version 330 core
// A layer's colour (premultiplied) or its rasterized content times opacity,
// with optional rounded corners.
in vec2 v_uv;
uniform vec4 u_color;
uniform int u_textured;
uniform sampler2D u_texture;
uniform vec2 u_size;
uniform float u_radius;
out vec4 o_color;

void main() {
    vec4 color = u_textured == 1 ? texture(u_texture, v_uv) * u_color.a : u_color;
    if (u_radius > 0.0) {
        vec2 p = v_uv * u_size;
        vec2 q = abs(p - 0.5 * u_size) - (0.5 * u_size - vec2(u_radius));
        float distance = length(max(q, 0.0)) - u_radius;
        color *= clamp(0.5 - distance, 0.0, 1.0);
    }
    o_color = color;
}
