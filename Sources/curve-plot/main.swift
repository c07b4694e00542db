// Plots the seeds' motion curves, as the animation engine computes them, into
// a PNG: `swift run curve-plot docs/motion-curves.png`.
import CPangoCairo
import Foundation
import SlideOutCore

struct Series {
    let name: String
    let color: (Double, Double, Double)
    let motion: Motion
}

let series = [
    Series(name: "push: ease-in-out 0.25 s", color: (0.85, 0.1, 0.1), motion: .easeInOut(0.25)),
    Series(name: "drawer: ease-in-out 0.5 s", color: (0.1, 0.45, 0.85), motion: .easeInOut(0.5)),
    Series(name: "panels: spring 0.5 s, damping 0.8, v 0", color: (0.1, 0.6, 0.2),
           motion: .spring(dampingRatio: 0.8, initialVelocity: 0, duration: 0.5)),
    Series(name: "slidedown: spring 0.5 s, damping 0.9, v 0.3", color: (0.55, 0.2, 0.75),
           motion: .spring(dampingRatio: 0.9, initialVelocity: 0.3, duration: 0.5)),
]

guard CommandLine.arguments.count == 2, CommandLine.arguments[1].hasSuffix(".png") else {
    FileHandle.standardError.write(Data("usage: curve-plot FILE.png\n".utf8))
    exit(2)
}

let (width, height) = (900.0, 520.0)
let plot = (left: 70.0, top: 30.0, right: 860.0, bottom: 460.0)
let (maxTime, minValue, maxValue) = (0.6, -0.1, 1.2)
func x(_ t: Double) -> Double { plot.left + (plot.right - plot.left) * t / maxTime }
func y(_ v: Double) -> Double { plot.bottom - (plot.bottom - plot.top) * (v - minValue) / (maxValue - minValue) }

let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
let cr = cairo_create(surface)
cairo_set_source_rgb(cr, 1, 1, 1)
cairo_paint(cr)

@MainActor func text(_ string: String, at point: (Double, Double), size: Double = 12) {
    let layout = pango_cairo_create_layout(cr)
    let font = pango_font_description_from_string("Sans \(Int(size))")
    pango_layout_set_font_description(layout, font)
    pango_font_description_free(font)
    pango_layout_set_text(layout, string, -1)
    cairo_move_to(cr, point.0, point.1)
    pango_cairo_show_layout(cr, layout)
    g_object_unref(UnsafeMutableRawPointer(layout))
}

// Grid and axes.
cairo_set_line_width(cr, 1)
for step in 0...6 {
    let t = Double(step) / 10
    cairo_set_source_rgb(cr, 0.88, 0.88, 0.88)
    cairo_move_to(cr, x(t), plot.top)
    cairo_line_to(cr, x(t), plot.bottom)
    cairo_stroke(cr)
    cairo_set_source_rgb(cr, 0.3, 0.3, 0.3)
    text(String(format: "%.1f s", t), at: (x(t) - 12, plot.bottom + 6))
}
for value in [0.0, 0.25, 0.5, 0.75, 1.0] {
    cairo_set_source_rgb(cr, value == 0 || value == 1 ? 0.6 : 0.88, value == 0 || value == 1 ? 0.6 : 0.88,
                         value == 0 || value == 1 ? 0.6 : 0.88)
    cairo_move_to(cr, plot.left, y(value))
    cairo_line_to(cr, plot.right, y(value))
    cairo_stroke(cr)
    cairo_set_source_rgb(cr, 0.3, 0.3, 0.3)
    text(String(format: "%.2f", value), at: (plot.left - 44, y(value) - 8))
}

// Each curve, sampled from the engine at 1 ms.
for (index, entry) in series.enumerated() {
    let animation = entry.motion.animation(from: 0, to: 1, velocity: nil)
    cairo_set_source_rgb(cr, entry.color.0, entry.color.1, entry.color.2)
    cairo_set_line_width(cr, 2.5)
    for millisecond in 0...Int(maxTime * 1000) {
        let t = Double(millisecond) / 1000
        let value = t >= animation.duration ? 1 : animation.value(at: t)
        if millisecond == 0 { cairo_move_to(cr, x(t), y(value)) } else { cairo_line_to(cr, x(t), y(value)) }
    }
    cairo_stroke(cr)
    let legendY = plot.bottom - 30 - Double(series.count - 1 - index) * 20
    cairo_rectangle(cr, x(0.33), legendY + 6, 18, 4)
    cairo_fill(cr)
    cairo_set_source_rgb(cr, 0.15, 0.15, 0.15)
    text(entry.name, at: (x(0.33) + 26, legendY))
}
cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
text("SlideOut motion curves (progress against time, from the animation engine)", at: (plot.left, 6), size: 13)

cairo_surface_flush(surface)
let status = cairo_surface_write_to_png(surface, CommandLine.arguments[1])
cairo_destroy(cr)
cairo_surface_destroy(surface)
guard status == CAIRO_STATUS_SUCCESS else {
    FileHandle.standardError.write(Data("curve-plot: cannot write \(CommandLine.arguments[1])\n".utf8))
    exit(1)
}
