#version 330 core
// A background with rounded corners: the colour times the coverage of a
// rounded rectangle (antialiased over one pixel).
in vec2 v_uv;
flat in vec4 v_color;
flat in vec4 v_params;  // size x, size y, corner radius (pixels)
out vec4 o_color;

void main() {
    vec2 size = v_params.xy;
    float radius = v_params.z;
    vec2 p = v_uv * size;
    vec2 q = abs(p - 0.5 * size) - (0.5 * size - vec2(radius));
    float distance = length(max(q, 0.0)) - radius;
    o_color = v_color * clamp(0.5 - distance, 0.0, 1.0);
}
