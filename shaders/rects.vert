#version 330 core
// Draws many opaque rectangles at once, each its own colour: positions in
// clip space, the premultiplied colour per vertex (the same at all six of a
// rectangle's), so one draw fills what a scissored clear each would.
layout(location = 0) in vec2 a_position;
layout(location = 1) in vec4 a_color;
noperspective out vec4 v_color;

void main() {
    v_color = a_color;
    gl_Position = vec4(a_position, 0.0, 1.0);
}
