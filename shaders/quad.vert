#version 330 core
// Draws the unit square through one layer's full 4x4 transform.
layout(location = 0) in vec2 a_unit;
uniform mat4 u_matrix;
uniform vec4 u_region;   // where the contents lie in their texture: top-left corner, extent
out vec2 v_uv;

void main() {
    v_uv = u_region.xy + a_unit * u_region.zw;
    vec4 p = u_matrix * vec4(a_unit, 0.0, 1.0);
    // Layers composite flat, in tree order: keep w (perspective) but drop depth.
    gl_Position = vec4(p.xy, 0.0, p.w);
}
