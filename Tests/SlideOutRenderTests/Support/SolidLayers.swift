import SlideOutCore
@testable import SlideOutRender

/// A solid layer filling `frame` (its top-left is its anchor), for the
/// compositor's tests.
func solidLayer(_ frame: Rect, _ color: Color, opacity: Double = 1) -> Layer {
    let layer = Layer()
    layer.anchorPoint = .zero
    layer.frame = frame
    layer.backgroundColor = color
    layer.opacity = opacity
    return layer
}

/// The draws for `layers`, bottom to top, over a root of `size` points
/// filled with `background`, at `scale` pixels per point.
func drawList(of layers: [Layer], size: Size, background: Color, scale: Double = 1) -> DrawList {
    let root = solidLayer(Rect(origin: .zero, size: size), background)
    layers.forEach(root.addSublayer)
    var list = DrawList()
    DrawListBuilder().build(root, viewSize: size, scale: scale, into: &list)
    return list
}
