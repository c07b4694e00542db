#version 330 core
// The strips of an opaque picture at the layer's opacity over opaque black,
// unblended: the colour blending would leave (the picture's, times the
// opacity) and alpha 1. Cheaper for llvmpipe than masking alpha out.
noperspective in vec2 v_uv;
uniform sampler2D u_texture;
uniform float u_opacity;
out vec4 o_color;

void main() {
    o_color = vec4(texture(u_texture, v_uv).rgb * u_opacity, 1.0);
}
