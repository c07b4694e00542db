#version 330 core
// Rasterized contents (premultiplied) drawn as they are: fully opaque layer,
// no tint, one texel per pixel, many quads in one draw (strips.vert). Nothing
// but the texture read, so llvmpipe draws it on its linear path (a copy
// blended in 8 bits), several times cheaper than any shader that does
// arithmetic.
in vec2 v_uv;
uniform sampler2D u_texture;
out vec4 o_color;

void main() {
    o_color = texture(u_texture, v_uv);
}
