#version 330 core
// A soft drop shadow: a rectangle blurred by a Gaussian, computed
// analytically (a product of two erf edges), so no blur pass is needed.
flat in vec4 v_color;    // premultiplied shadow colour
flat in vec4 v_params;   // blur standard deviation in pixels in z
flat in vec4 v_rect;     // x0, y0, x1, y1 in framebuffer pixels, y up (as gl_FragCoord counts)
out vec4 o_color;

// Abramowitz and Stegun 7.1.26: |error| < 1.5e-7.
float erf_approx(float x) {
    float t = 1.0 / (1.0 + 0.3275911 * abs(x));
    float poly = ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t;
    return sign(x) * (1.0 - poly * exp(-x * x));
}

float coverage(float p, float low, float high) {
    float k = 0.70710678 / v_params.z;
    return 0.5 * (erf_approx((p - low) * k) - erf_approx((p - high) * k));
}

void main() {
    vec2 p = gl_FragCoord.xy;
    o_color = v_color * coverage(p.x, v_rect.x, v_rect.z) * coverage(p.y, v_rect.y, v_rect.w);
}
