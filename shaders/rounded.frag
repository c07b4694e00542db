#version 330 core
// A background with rounded corners: the colour times the coverage of a
// rounded rectangle (antialiased over one pixel).
in vec2 v_uv;
uniform vec4 u_color;
uniform vec2 u_size;
uniform float u_radius;
out vec4 o_color;

void main() {
    vec2 p = v_uv * u_size;
    vec2 q = abs(p - 0.5 * u_size) - (0.5 * u_size - vec2(u_radius));
    float distance = length(max(q, 0.0)) - u_radius;
    o_color = u_color * clamp(0.5 - distance, 0.0, 1.0);
}
