#version 330 core
// Rasterized contents (premultiplied) at the layer's opacity, under the tint
// of a dimming overlay folded into it (rgb premultiplied, a = its alpha).
in vec2 v_uv;
uniform sampler2D u_texture;
uniform float u_opacity;
uniform vec4 u_tint;
out vec4 o_color;

void main() {
    vec4 color = texture(u_texture, v_uv) * u_opacity;
    o_color = vec4(color.rgb * (1.0 - u_tint.a) + u_tint.rgb * color.a, color.a);
}
