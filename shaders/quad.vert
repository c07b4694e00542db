#version 330 core
// Draws the unit square through one layer's full 4x4 transform.
layout(location = 0) in vec2 a_unit;
uniform mat4 u_matrix;
uniform float u_flipV;   // 1 for pictures rendered by GL (row 0 at the bottom); 0 when unset
out vec2 v_uv;

void main() {
    v_uv = vec2(a_unit.x, mix(a_unit.y, 1.0 - a_unit.y, u_flipV));
    vec4 p = u_matrix * vec4(a_unit, 0.0, 1.0);
    // Layers composite flat, in tree order: keep w (perspective) but drop depth.
    gl_Position = vec4(p.xy, 0.0, p.w);
}
