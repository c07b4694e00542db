#version 330 core
// The colour of the rectangle (rects.vert), as a clear would put it.
noperspective in vec4 v_color;
out vec4 o_color;

void main() {
    o_color = v_color;
}
