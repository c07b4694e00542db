#version 330 core
// Rasterized contents (premultiplied) at the layer's opacity: one texture
// read and one multiply per pixel, the cheapest textured draw for llvmpipe.
in vec2 v_uv;
uniform sampler2D u_texture;
uniform float u_opacity;
out vec4 o_color;

void main() {
    o_color = texture(u_texture, v_uv) * u_opacity;
}
