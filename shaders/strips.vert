#version 330 core
// Draws rectangles placed in clip space, each with its own texture
// coordinates per vertex: many contents drawn as they are at once
// (`ContentCopies`). Each rectangle is flat and upright (w = 1); the
// coordinates are interpolated as any quad's, which llvmpipe's linear path
// takes (with `noperspective` it shaded them dearer: callgrind under Xvfb,
// the drawer 1.85M -> 1.70M instructions a frame).
layout(location = 0) in vec2 a_position;
layout(location = 1) in vec2 a_uv;
out vec2 v_uv;

void main() {
    v_uv = a_uv;
    gl_Position = vec4(a_position, 0.0, 1.0);
}
