#version 330 core
// A layer's background: one premultiplied colour, opacity applied.
uniform vec4 u_color;
out vec4 o_color;

void main() {
    o_color = u_color;
}
