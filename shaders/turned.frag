#version 330 core
// The strips' rasterized contents (premultiplied) at the layer's opacity,
// blended over what lies under them: as textured.frag, with texture
// coordinates per vertex (turned.vert).
noperspective in vec2 v_uv;
uniform sampler2D u_texture;
uniform float u_opacity;
out vec4 o_color;

void main() {
    o_color = texture(u_texture, v_uv) * u_opacity;
}
