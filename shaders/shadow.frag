#version 330 core
// A soft drop shadow: a rectangle blurred by a Gaussian, computed
// analytically (a product of two erf edges), so no blur pass is needed.
uniform vec4 u_color;    // premultiplied shadow colour
uniform vec4 u_rect;     // x0, y0, x1, y1 in framebuffer pixels, y down
uniform float u_sigma;   // blur standard deviation in pixels
uniform vec2 u_yMap;     // y down = u_yMap.x + u_yMap.y * gl_FragCoord.y (GL counts y up)
out vec4 o_color;

// Abramowitz and Stegun 7.1.26: |error| < 1.5e-7.
float erf_approx(float x) {
    float t = 1.0 / (1.0 + 0.3275911 * abs(x));
    float poly = ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t;
    return sign(x) * (1.0 - poly * exp(-x * x));
}

float coverage(float p, float low, float high) {
    float k = 0.70710678 / u_sigma;
    return 0.5 * (erf_approx((p - low) * k) - erf_approx((p - high) * k));
}

void main() {
    vec2 p = vec2(gl_FragCoord.x, u_yMap.x + u_yMap.y * gl_FragCoord.y);
    o_color = u_color * coverage(p.x, u_rect.x, u_rect.z) * coverage(p.y, u_rect.y, u_rect.w);
}
