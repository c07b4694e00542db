#version 330 core
// A layer's background: one premultiplied colour, opacity applied.
flat in vec4 v_color;
out vec4 o_color;

void main() {
    o_color = v_color;
}
