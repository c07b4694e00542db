#version 330 core
// Rasterized contents (premultiplied) at the layer's opacity, under the tint
// of any dimming overlay folded into it (rgb premultiplied, a = its alpha).
in vec2 v_uv;
uniform sampler2D u_texture;
uniform float u_opacity;
uniform vec4 u_tint;
uniform float u_flipV;   // 1 for pictures rendered by GL (row 0 at the bottom)
out vec4 o_color;

void main() {
    vec2 uv = vec2(v_uv.x, mix(v_uv.y, 1.0 - v_uv.y, u_flipV));
    vec4 color = texture(u_texture, uv) * u_opacity;
    o_color = vec4(color.rgb * (1.0 - u_tint.a) + u_tint.rgb * color.a, color.a);
}
