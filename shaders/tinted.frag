#version 330 core
// Rasterized contents (premultiplied) at the layer's opacity, under the tint
// of a dimming overlay folded into it (rgb premultiplied, a = its alpha).
in vec2 v_uv;
flat in vec4 v_color;   // the tint
flat in vec4 v_params;  // opacity in w
uniform sampler2D u_texture;
out vec4 o_color;

void main() {
    vec4 color = texture(u_texture, v_uv) * v_params.w;
    o_color = vec4(color.rgb * (1.0 - v_color.a) + v_color.rgb * color.a, color.a);
}
